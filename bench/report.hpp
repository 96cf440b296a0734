// The report of a sudoku_bench run: what was measured for each set (SetReport), judged against
// the targets, and written either as tables for a person (report_text.cpp), as one JSON object
// (report_json.cpp), or, with --verify-only, as one line per set and engine. report.cpp holds
// the figures both forms derive the same way.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine_bench.hpp"
#include "puzzle_set.hpp"
#include "qqwing.hpp"
#include "settings.hpp"
#include "tables.hpp"

namespace sudoku::bench {

using Json = nlohmann::ordered_json;

struct SetReport {
  const PuzzleSet* set;
  std::vector<EngineFigures> engines;
  std::optional<QqwingSet> qqwing;
};

struct Session {
  std::string load_at_start;
  std::string load_at_end;
};

struct TargetOutcome {
  const Target* target;
  std::optional<double> measured;
  bool whole_set = false;
  bool pass = false;
};

// One outcome per row of kTargets, in order: measured when the run timed its engine on its set.
std::vector<TargetOutcome> judge_targets(const std::vector<SetReport>& reports);

// What a row's puzzles/s is compared with: the fastest peer timed in this run on the same set,
// mode and puzzles, or else the table's figure for the set and mode (kReferenceFigures).
struct Reference {
  double puzzles_per_second;
  std::string solver;
  bool this_run;            // a peer of this run, not a figure from the table
  std::string_view source;  // the table's source, for a figure from it
};
// Nothing for a peer's own row, or when neither exists.
std::optional<Reference> reference_of(const SetReport& report, const EngineFigures& figures);

// qqwing's puzzles/s over the first `figures.compared` puzzles of the set, the figure the
// ×qqwing ratio divides by; nothing when qqwing did not run there, failed, or got no puzzle.
std::optional<double> qqwing_rate_compared(const SetReport& report, const EngineFigures& figures);

// qqwing's own figures on one set (its run must have no error).
struct QqwingFigures {
  double solve_seconds;  // median over runs of the sum of its --timer times
  double wall_seconds;   // median process wall time, minus the startup on an empty input
};
QqwingFigures qqwing_figures(const Qqwing& qqwing, const QqwingSet& result);

// The tables: header (machine, load, data, engines, set rules), one row per set and engine,
// notes, targets, and qqwing's own table.
void print_text(const Settings& settings, const Session& session,
                const std::vector<EnginePlan>& plans, const std::optional<Qqwing>& qqwing,
                int qqwing_runs, const std::vector<SetReport>& reports);

// --verify-only: one line per set and engine saying what was checked.
void print_verified(const std::vector<SetReport>& reports);

// The same report as one JSON object (keys in a fixed order).
Json to_json(const Settings& settings, const Session& session, const std::vector<EnginePlan>& plans,
             const std::optional<Qqwing>& qqwing, int qqwing_runs,
             const std::vector<SetReport>& reports);

}  // namespace sudoku::bench
