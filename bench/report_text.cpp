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
  fmt::print("machine: {}, {} logical CPUs; compiler {}; build {}\n", cpu_model(),
             std::thread::hardware_concurrency(), compiler(), build());
  fmt::print("load average (1, 5, 15 min): {} at start, {} at end\n", session.load_at_start,
             session.load_at_end);
  fmt::print("data: {}\n", classic_directory(settings).string());
  for (const EnginePlan& plan : plans) {
    fmt::print("engine {}: {}, {}\n", sudoku::algorithm_name(plan.algorithm),
               plan.node_limit == 0 ? std::string("no budget")
                                    : fmt::format("node budget {} per puzzle", plan.node_limit),
               plan.max_puzzles == 0
                   ? std::string("every puzzle")
                   : fmt::format("at most the first {} puzzles of each set", plan.max_puzzles));
  }
  fmt::print("\nsolution limit per set (max_solutions):\n");
  for (const SetReport& report : reports) {
    const SetRule& rule = rule_for(report.set->name);
    fmt::print("  {:<24} {:>7} puzzles  max_solutions {}  {}\n", report.set->name,
               report.set->puzzles.size(), rule.max_solutions, rule.meaning);
  }

  fmt::print("\n{:<24} {:<9} {:>7} {:>11} {:>10} {:>9} {:>10} {:>7} {:>10} {:>8} {:>11}\n", "set",
             "engine", "puzzles", "puzzles/s", "µs/puzzle", "guesses", "reference", "×ref",
             "qqwing/s", "×qqwing", "cpu p/s");
  std::vector<std::string> notes;
  for (const SetReport& report : reports) {
    for (const EngineFigures& figures : report.engines) {
      const auto reference = reference_for(report.set->name);
      const bool whole = figures.puzzles == report.set->puzzles.size();
      std::string qqwing_rate = "-";
      std::string qqwing_ratio = "-";
      if (const auto theirs = qqwing_rate_compared(report, figures)) {
        qqwing_rate = rate_text(*theirs);
        qqwing_ratio = ratio_text(figures.compared_rate() / *theirs);
      }
      fmt::print(
          "{:<24} {:<9} {:>7} {:>11.0f} {:>10.2f} {:>9.2f} {:>10} {:>7} {:>10} {:>8} {:>11.0f}\n",
          report.set->name, figures.engine, figures.puzzles, figures.rate(),
          figures.microseconds_per_puzzle(), figures.guesses_per_puzzle,
          reference ? rate_text(*reference) : "-",
          reference ? ratio_text(figures.rate() / *reference) + (whole ? "" : "*") : "-",
          qqwing_rate, qqwing_ratio, figures.cpu_rate());
      if (!whole) {
        notes.push_back(fmt::format("{} {}: first {} of {} puzzles only (* ratio on a sample)",
                                    report.set->name, figures.engine, figures.puzzles,
                                    report.set->puzzles.size()));
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
      if (figures.max_solutions != figures.compared_max_solutions && report.qqwing) {
        notes.push_back(
            fmt::format("{} {}: ×qqwing compares solving to the first solution "
                        "(qqwing cannot stop counting at 2); ours: {}/s on that task",
                        report.set->name, figures.engine, rate_text(figures.compared_rate())));
      }
    }
  }
  fmt::print(
      "guesses = guesses per puzzle; reference = fastest published solver (issue 6); "
      "×ref and ×qqwing = our puzzles/s over theirs;\ncpu p/s = puzzles per second of "
      "this thread's CPU time (median; far above puzzles/s means other work held the core)\n");
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
      fmt::print(
          "verified {} with {}: {} puzzles, every solution checked, {}{}\n", report.set->name,
          figures.engine, figures.puzzles,
          rule.expect == Expect::at_least_two
              ? "every count to 2 reached 2"
              : fmt::format("{} counted to 2: exactly one solution each", figures.unique_checked),
          figures.budget_spent == 0
              ? ""
              : fmt::format(" ({} spent the node budget, not judged)", figures.budget_spent));
    }
  }
}

}  // namespace sudoku::bench
