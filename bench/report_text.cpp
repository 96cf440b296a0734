// The report as text for a person: the tables sudoku_bench prints by default, and the lines of
// --verify-only.
#include <fmt/core.h>
#include <thread>

#include "machine.hpp"
#include "report.hpp"

namespace sudoku::bench {
namespace {

std::string ratio_text(double ratio) {
  if (ratio >= 100) return fmt::format("{:.0f}", ratio);
  if (ratio >= 10) return fmt::format("{:.1f}", ratio);
  if (ratio >= 0.1) return fmt::format("{:.2f}", ratio);
  return fmt::format("{:.2g}", ratio);
}

std::string rate_text(double rate) {
  if (rate >= 1e6) return fmt::format("{:.2f}M", rate / 1e6);
  if (rate >= 1e3) return fmt::format("{:.1f}k", rate / 1e3);
  return fmt::format("{:.1f}", rate);
}

}  // namespace

void print_text(const Settings& settings, const Session& session,
                const std::vector<EnginePlan>& plans, const std::optional<Qqwing>& qqwing,
                int qqwing_runs, const std::vector<SetReport>& reports) {
  fmt::print(
      "sudoku_bench: one thread; median of {} run(s); only the solving loop is timed "
      "(parsing and answer checks excluded)\n",
      settings.runs);
  const CpuIdentity cpu = cpu_identity();
  fmt::print("machine: {} (family {}, model {}; {}), {} logical CPUs; compiler {}; build {}\n",
             cpu_model(), cpu.family, cpu.model, cpu.vector_extensions,
             std::thread::hardware_concurrency(), compiler(), build());
  fmt::print("classic9 runs its {} copy\n", cpu.classic9_path);
  fmt::print("load average (1, 5, 15 min): {} at start, {} at end\n", session.load_at_start,
             session.load_at_end);
  fmt::print("data: {}\n", classic_directory(settings).string());
  for (const EnginePlan& plan : plans) {
    fmt::print("engine {}: {}, {}\n", plan.name,
               plan.node_limit == 0 ? std::string("no budget")
                                    : fmt::format("node budget {} per puzzle", plan.node_limit),
               plan.max_puzzles == 0
                   ? std::string("every puzzle")
                   : fmt::format("at most the first {} puzzles of each set", plan.max_puzzles));
  }
  fmt::print(
      "\nmodes: first = to the first solution; unique = counting to 2 (a solution and the proof "
      "of no other, or a second one)\n");
  for (const SetReport& report : reports) {
    const SetRule& rule = rule_for(report.set->name);
    fmt::print("  {:<24} {:>7} puzzles  {}\n", report.set->name, report.set->puzzles.size(),
               rule.meaning);
  }

  fmt::print("\n{:<24} {:<6} {:<17} {:>7} {:>11} {:>10} {:>9} {:>20} {:>7} {:>10} {:>8} {:>11}\n",
             "set", "mode", "engine", "puzzles", "puzzles/s", "µs/puzzle", "guesses", "reference",
             "×ref", "qqwing/s", "×qqwing", "cpu p/s");
  std::vector<std::string> notes;
  bool table_reference = false;
  for (const SetReport& report : reports) {
    for (const EngineFigures& figures : report.engines) {
      const std::optional<Reference> reference = reference_of(report, figures);
      const bool whole = figures.puzzles == report.set->puzzles.size();
      std::string reference_text = "-";
      std::string reference_ratio = "-";
      if (reference) {
        reference_text =
            fmt::format("{} {}{}", reference->solver, rate_text(reference->puzzles_per_second),
                        reference->this_run ? "" : "†");
        reference_ratio = ratio_text(figures.rate() / reference->puzzles_per_second) +
                          (whole || reference->this_run ? "" : "*");
        table_reference = table_reference || !reference->this_run;
      }
      std::string qqwing_rate = "-";
      std::string qqwing_ratio = "-";
      if (const auto theirs = qqwing_rate_compared(report, figures)) {
        qqwing_rate = rate_text(*theirs);
        qqwing_ratio = ratio_text(figures.compared_rate() / *theirs);
      }
      fmt::print(
          "{:<24} {:<6} {:<17} {:>7} {:>11.0f} {:>10.2f} {:>9.2f} {:>20} {:>7} {:>10} {:>8} "
          "{:>11.0f}\n",
          report.set->name, mode_name(figures.mode), figures.engine, figures.puzzles,
          figures.rate(), figures.microseconds_per_puzzle(), figures.guesses_per_puzzle,
          reference_text, reference_ratio, qqwing_rate, qqwing_ratio, figures.cpu_rate());
      if (!whole) {
        notes.push_back(fmt::format("{} {} ({}): first {} of {} puzzles only (* ratio on a sample)",
                                    report.set->name, figures.engine, mode_name(figures.mode),
                                    figures.puzzles, report.set->puzzles.size()));
      }
      if (figures.node_limit != 0) {
        notes.push_back(
            fmt::format("{} {}: {} of {} puzzles spent the {}-node budget (their time "
                        "up to the budget is counted)",
                        report.set->name, figures.engine, figures.budget_spent, figures.puzzles,
                        figures.node_limit));
      }
      if (figures.compared > 0 && figures.compared != figures.puzzles && report.qqwing) {
        notes.push_back(
            fmt::format("{} {}: ×qqwing compares the first {} puzzles (qqwing's sample)",
                        report.set->name, figures.engine, figures.compared));
      }
      if (figures.compared > 0 && figures.max_solutions != figures.compared_max_solutions &&
          report.qqwing) {
        notes.push_back(
            fmt::format("{} {}: ×qqwing compares solving to the first solution "
                        "(qqwing cannot stop counting at 2); ours: {}/s on that task",
                        report.set->name, figures.engine, rate_text(figures.compared_rate())));
      }
    }
  }
  fmt::print(
      "guesses = guesses per puzzle (each engine counts its own way); reference = the fastest "
      "peer (--peer) of this run on the same set and mode;\n×ref and ×qqwing = our puzzles/s "
      "over theirs; cpu p/s = puzzles per second of this thread's CPU time (median; far above "
      "puzzles/s means other work held the core)\n");
  if (table_reference) {
    fmt::print(
        "† no peer in this run: a figure carried from an earlier run on this machine kind "
        "(bench/tables.hpp), a rough guide only\n");
  }
  for (const std::string& note : notes) fmt::print("note: {}\n", note);

  fmt::print("\ntargets:\n");
  for (const TargetOutcome& outcome : judge_targets(reports)) {
    const Target& target = *outcome.target;
    if (!outcome.measured) {
      fmt::print("  {} {} >= {}/s ({}): not measured in this run\n",
                 sudoku::algorithm_name(target.engine), target.set,
                 rate_text(target.puzzles_per_second), target.source);
      continue;
    }
    fmt::print("  {} {} >= {}/s ({}): {}/s  {}{}\n", sudoku::algorithm_name(target.engine),
               target.set, rate_text(target.puzzles_per_second), target.source,
               rate_text(*outcome.measured), outcome.pass ? "PASS" : "FAIL",
               outcome.whole_set ? "" : " (on a sample only)");
  }

  fmt::print("\nqqwing: ");
  if (!settings.qqwing) {
    fmt::print("skipped (--no-qqwing)\n");
    return;
  }
  if (!qqwing) {
    fmt::print("'{}' not found (Debian package qqwing; scripts/setup.sh installs it): skipped\n",
               settings.qqwing_program);
    return;
  }
  fmt::print(
      "{} ({}); `qqwing --solve --one-line --timer < puzzles`, first solution, median of {} "
      "run(s)\n",
      qqwing->program, qqwing->version, qqwing_runs);
  fmt::print(
      "  measured: the sum of its own per-puzzle times (--timer: read the puzzle from stdin, "
      "set up, solve; printing excluded)\n");
  fmt::print("  wall: process spawn to exit, minus {:.2f} ms startup measured on an empty input\n",
             qqwing->startup_seconds * 1e3);
  fmt::print("  {:<24} {:>7} {:>11} {:>10} {:>14}  {}\n", "set", "puzzles", "puzzles/s",
             "µs/puzzle", "wall puzzles/s", "answers");
  for (const SetReport& report : reports) {
    if (!report.qqwing) continue;
    const QqwingSet& result = *report.qqwing;
    if (!result.error.empty()) {
      fmt::print("  {:<24} {}\n", report.set->name, result.error);
      continue;
    }
    const QqwingFigures measured = qqwing_figures(*qqwing, result);
    const auto count = static_cast<double>(result.puzzles);
    fmt::print("  {:<24} {:>7} {:>11.0f} {:>10.2f} {:>14.0f}  {}\n", report.set->name,
               result.puzzles, count / measured.solve_seconds, measured.solve_seconds * 1e6 / count,
               count / measured.wall_seconds,
               result.check.wrong == 0 ? std::string("all checked correct")
                                       : fmt::format("{} WRONG (first: {})", result.check.wrong,
                                                     result.check.problems.front()));
  }
}

void print_verified(const std::vector<SetReport>& reports) {
  for (const SetReport& report : reports) {
    for (const EngineFigures& figures : report.engines) {
      const SetRule& rule = rule_for(report.set->name);
      std::string counted =
          fmt::format("{} counted to 2: exactly one solution each", figures.unique_checked);
      if (rule.expect == Expect::at_least_two || figures.unique_checked == 0) {
        counted = figures.mode == Mode::unique ? "every count to 2 reached 2"
                                               : "a solution found for each";
      }
      fmt::print("verified {} ({}) with {}: {} puzzles, {}, {}{}\n", report.set->name,
                 mode_name(figures.mode), figures.engine, figures.puzzles,
                 figures.solutions_checked == figures.puzzles - figures.budget_spent
                     ? std::string("every solution checked")
                     : fmt::format("{} solutions written and checked", figures.solutions_checked),
                 counted,
                 figures.budget_spent == 0 ? ""
                                           : fmt::format(" ({} spent the node budget, not judged)",
                                                         figures.budget_spent));
    }
  }
}

}  // namespace sudoku::bench
