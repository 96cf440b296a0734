// sudoku_bench — how fast the engines solve the public benchmark sets, side by side with qqwing.
// This file is the program: its options, and the run from the sets to the report.
//
// What is measured. For each set (a file of one-line puzzles in DIR/classic) and each engine,
// every puzzle is read first (read_line); then only the solving loop is timed, with
// std::chrono::steady_clock around the whole set, on one thread, N times. The figures are the
// median of the N runs: puzzles per second, microseconds per puzzle, and guesses per puzzle
// (SolveResult.stats.guesses). The timed loop calls the public solve() and keeps each answer
// (status, count, and the solution's digits copied into an array allocated beforehand); a
// separate untimed pass then checks every answer of every run (is_solution_of, and the count the
// set's rule expects), and the program stops with exit status 1 at any wrong one. Uniqueness is
// checked untimed as well: each puzzle of a first-solution set is counted to 2 once.
//
// Each set is run in two modes (--mode): to the first solution, and counting to 2 (a solution and
// the proof that there is no other, what a generator and a checker need). What a count must find
// comes from one table (kSetRules): serg_benchmark's puzzles have two or more solutions each,
// every other set's exactly one.
//
// Peers (--peer, peer.hpp), other people's solvers built as shared libraries, run in the same
// program run on the same puzzles in the same modes, their answers checked the same way; the
// fastest of them on a set and mode is the reference our ratio divides by. The runs of every
// engine and peer on a set and mode are interleaved (run r of each before run r + 1 of any, each
// round starting with the next), so that a shared machine whose speed drifts skews them alike.
//
// qqwing (Debian's package) runs in the same program run on the same puzzles, when installed:
// see qqwing.hpp for exactly what is measured.
//
// The pieces, one concern a file:
//   tables.hpp        the set rules, the reference figures and the targets
//   settings.hpp      the settings the options fill, and each engine's plan
//   puzzle_set.hpp    listing and reading the sets
//   engine_bench.hpp  the timed runs of one engine over one set
//   peer.hpp          other solvers timed beside ours; timed_pass.hpp the loop both share
//   checks.hpp        the untimed checks of every answer
//   qqwing.hpp        qqwing on the same puzzles; process.hpp runs it
//   report.hpp        the tables (report_text.cpp) and the JSON object (report_json.cpp)
//   machine.hpp       the machine and build named in the report
//   failure.hpp       how the program stops with an exit status; median.hpp the statistic
//
// Exit status: 0 done (targets are reported, not enforced), 1 a wrong answer or count, 2 bad
// usage, missing data or unreadable input.
#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine_bench.hpp"
#include "failure.hpp"
#include "machine.hpp"
#include "peer.hpp"
#include "process.hpp"
#include "puzzle_set.hpp"
#include "qqwing.hpp"
#include "report.hpp"
#include "settings.hpp"

namespace sudoku::bench {
namespace {

namespace fs = std::filesystem;

int run(int argc, char** argv) {
  Settings settings;
  CLI::App app{
      "sudoku_bench: puzzles/s of the engines over the benchmark sets, side by side with qqwing"};
  app.add_option("--data", settings.data,
                 "Data directory holding classic/*.txt (default ../shared/data; env SUDOKU_DATA)")
      ->envname("SUDOKU_DATA");
  app.add_option("--sets", settings.sets,
                 "Sets to run, comma-separated (default: every .txt in DATA/classic)")
      ->delimiter(',');
  app.add_option("--engines", settings.engines,
                 "Engines, comma-separated: classic9, backtrack, auto (default classic9); "
                 "classic9-portable, classic9-v3, classic9-lanes time one copy of classic9's "
                 "search, whatever the processor's dispatch picks")
      ->delimiter(',');
  std::string mode_option = "both";
  app.add_option("--mode", mode_option,
                 "first: solve to the first solution; unique: count to 2 (a solution and the "
                 "proof of no other); both (default)")
      ->check(CLI::IsMember({"first", "unique", "both"}));
  app.add_option("--peer", settings.peers,
                 "Another solver timed beside ours, as NAME=LIBRARY[:SYMBOL]: a shared library "
                 "with tdoku's C function (bench/peer.hpp); repeat for several")
      ->take_all();
  app.add_option("--runs", settings.runs,
                 "Timed runs per set and engine; the median is reported (default 5)")
      ->check(CLI::Range(1, 1000));
  app.add_option("--max-puzzles", settings.max_puzzles,
                 "Time only the first N puzzles of each set, every engine (0: all)");
  app.add_option(
      "--backtrack-max-puzzles", settings.backtrack_max_puzzles,
      "backtrack is slow: at most the first N puzzles of each set (default 100; 0: all)");
  app.add_option("--backtrack-node-limit", settings.backtrack_node_limit,
                 "backtrack's node budget per puzzle (default 1000000; 0: none)");
  app.add_flag("--quick", settings.quick, "Smoke check: the first 1000 puzzles of each set, 1 run");
  app.add_flag("--json", settings.json, "Print one JSON object instead of the tables");
  app.add_option("--json-file", settings.json_file,
                 "Also write the JSON object to FILE (the tables still go to stdout)");
  app.add_flag("--verify-only", settings.verify_only,
               "Correctness only (for CI): one pass per set, every answer checked, no qqwing, "
               "no figures; exit 1 on any wrong answer");
  bool no_qqwing = false;
  app.add_flag("--no-qqwing", no_qqwing, "Do not run qqwing");
  app.add_option("--qqwing", settings.qqwing_program,
                 "The qqwing program (default: qqwing on PATH)");
  app.add_option("--qqwing-max-puzzles", settings.qqwing_max_puzzles,
                 "Give qqwing only the first N puzzles of each set (default 10000; 0: all)");
  app.add_option("--qqwing-runs", settings.qqwing_runs, "qqwing runs per set (default: as --runs)")
      ->check(CLI::Range(0, 1000));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    // --help prints and ends with 0; every other parse error is bad usage, status 2.
    return app.exit(error) == 0 ? 0 : 2;
  }
  settings.qqwing = !no_qqwing;
  if (mode_option == "first") settings.modes = {Mode::first};
  if (mode_option == "unique") settings.modes = {Mode::unique};

  if (settings.quick) {
    if (app.count("--runs") == 0) settings.runs = 1;
    if (app.count("--max-puzzles") == 0) settings.max_puzzles = 1000;
    if (app.count("--qqwing-max-puzzles") == 0) settings.qqwing_max_puzzles = 1000;
  }
  if (settings.verify_only) {
    settings.runs = 1;
    settings.qqwing = false;
  }
  const int qqwing_runs = settings.qqwing_runs == 0 ? settings.runs : settings.qqwing_runs;
  const std::vector<EnginePlan> plans = engine_plans(settings);

  const fs::path directory = classic_directory(settings);
  if (!fs::is_directory(directory)) {
    fail_usage(fmt::format(
        "no data directory {} (give --data DIR or SUDOKU_DATA; DIR holds classic/*.txt)",
        directory.string()));
  }
  if (settings.sets.empty()) settings.sets = all_set_names(directory);
  if (settings.sets.empty()) fail_usage(fmt::format("no .txt set in {}", directory.string()));

  std::vector<Peer> peers;
  for (const std::string& spec : settings.peers) peers.push_back(load_peer(spec));

  Session session{load_average(), ""};
  ScratchDirectory scratch;
  const std::optional<Qqwing> qqwing =
      settings.qqwing ? prepare_qqwing(settings.qqwing_program, scratch) : std::nullopt;

  std::vector<PuzzleSet> sets;
  for (const std::string& name : settings.sets) sets.push_back(load_set(directory, name));

  std::vector<SetReport> reports;
  for (const PuzzleSet& set : sets) {
    fmt::print(stderr, "{}: {} puzzles\n", set.name, set.puzzles.size());
    SetReport report{&set, {}, std::nullopt};
    const std::size_t qqwing_puzzles =
        !qqwing ? 0
        : settings.qqwing_max_puzzles == 0
            ? set.puzzles.size()
            : std::min(set.puzzles.size(), settings.qqwing_max_puzzles);
    for (const Mode mode : settings.modes) {
      // Every engine and peer of the set and mode, their runs interleaved (Contender).
      std::vector<std::unique_ptr<Contender>> contenders;
      for (const EnginePlan& plan : plans) {
        // qqwing solves to the first solution: compared there, or counting to 2 alone.
        const bool compare = mode == Mode::first || settings.modes.size() == 1;
        contenders.push_back(engine_contender(set, plan, mode, compare ? qqwing_puzzles : 0));
      }
      for (const Peer& peer : peers) {
        contenders.push_back(peer_contender(set, peer, mode, settings.max_puzzles));
      }
      // Each round starts with the next contender, so none always runs first (or just after
      // the same other one).
      const std::size_t count = contenders.size();
      for (int run = 0; run < settings.runs; ++run) {
        for (std::size_t k = 0; k < count; ++k) {
          contenders[(static_cast<std::size_t>(run) + k) % count]->run_once(run, settings.runs);
        }
      }
      for (const std::unique_ptr<Contender>& contender : contenders) {
        report.engines.push_back(contender->finish());
      }
    }
    if (qqwing) {
      fmt::print(stderr, "  {} qqwing: {} puzzles, {} run(s)\n", set.name, qqwing_puzzles,
                 qqwing_runs);
      report.qqwing = run_qqwing(*qqwing, set, qqwing_puzzles, qqwing_runs, scratch);
    }
    reports.push_back(std::move(report));
  }

  session.load_at_end = load_average();
  if (settings.verify_only) {
    print_verified(reports);
    return 0;
  }
  if (!settings.json_file.empty()) {
    std::ofstream file(settings.json_file);
    file << to_json(settings, session, plans, qqwing, qqwing_runs, reports).dump(2) << '\n';
    if (!file) fail_usage(fmt::format("cannot write {}", settings.json_file));
  }
  if (settings.json) {
    fmt::print("{}\n", to_json(settings, session, plans, qqwing, qqwing_runs, reports).dump(2));
  } else {
    print_text(settings, session, plans, qqwing, qqwing_runs, reports);
  }
  return 0;
}

}  // namespace
}  // namespace sudoku::bench

int main(int argc, char** argv) {
  try {
    return sudoku::bench::run(argc, argv);
  } catch (const sudoku::bench::Failure& failure) {
    fmt::print(stderr, "sudoku_bench: {}\n", failure.message);
    return failure.exit_status;
  } catch (const std::exception& error) {
    fmt::print(stderr, "sudoku_bench: {}\n", error.what());
    return 2;
  }
}
