// The timed solving loop and the runs of one engine over one set.
#include "engine_bench.hpp"

#include <time.h>

#include <fmt/core.h>
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "checks.hpp"
#include "failure.hpp"
#include "median.hpp"
#include "tables.hpp"

namespace sudoku::bench {
namespace {

using Clock = std::chrono::steady_clock;

struct PassTime {
  double to_split = 0;  // seconds for puzzles [0, split)
  double total = 0;     // seconds for puzzles [0, count)
  double cpu = 0;       // this thread's CPU seconds for puzzles [0, count)
};

// CPU time of the calling thread: unlike the steady clock, it does not count the time other
// programs hold the core, so it shows how much a busy machine skewed a run.
double thread_cpu_seconds() {
  timespec now{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Solves puzzles [0, count) in order, timing the loop alone. The clock is also read at `split`
// (between two loops, so not inside one) to time a prefix compared with qqwing.
PassTime timed_pass(const std::vector<Puzzle>& puzzles, std::size_t count, std::size_t split,
                    const SolveOptions& options, Answers& answers) {
  const std::size_t cell_count = static_cast<std::size_t>(puzzles.front().cell_count());
  answers.reset(count, cell_count);
  std::uint64_t guesses = 0;
  auto solve_range = [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i) {
      const SolveResult result = sudoku::solve(puzzles[i], options);
      answers.status[i] = result.status;
      answers.count[i] = result.count;
      guesses += result.stats.guesses;
      if (result.solution) {
        std::copy(result.solution->cells().begin(), result.solution->cells().end(),
                  answers.cells.begin() + static_cast<std::ptrdiff_t>(i * cell_count));
      }
    }
  };
  const double cpu_start = thread_cpu_seconds();
  const auto start = Clock::now();
  solve_range(0, split);
  const auto at_split = Clock::now();
  solve_range(split, count);
  const auto end = Clock::now();
  const double cpu_end = thread_cpu_seconds();
  answers.guesses = guesses;
  return {std::chrono::duration<double>(at_split - start).count(),
          std::chrono::duration<double>(end - start).count(), cpu_end - cpu_start};
}

}  // namespace

EngineFigures bench_engine(const PuzzleSet& set, const EnginePlan& plan, int runs,
                           std::size_t qqwing_puzzles) {
  const SetRule& rule = rule_for(set.name);
  EngineFigures figures;
  figures.engine = std::string(sudoku::algorithm_name(plan.algorithm));
  figures.max_solutions = rule.max_solutions;
  figures.node_limit = plan.node_limit;
  figures.puzzles =
      plan.max_puzzles == 0 ? set.puzzles.size() : std::min(set.puzzles.size(), plan.max_puzzles);
  figures.compared = std::min(figures.puzzles, qqwing_puzzles);
  figures.compared_max_solutions = 1;  // qqwing's task: the first solution
  const bool same_task = rule.max_solutions == 1;
  const std::uint64_t expect_count = rule.max_solutions;

  const SolveOptions options = solve_options(rule.max_solutions, plan);
  Answers answers;
  std::vector<double> compared_seconds;
  for (int run = 0; run < runs; ++run) {
    fmt::print(stderr, "  {} {}: run {}/{}\n", set.name, figures.engine, run + 1, runs);
    const PassTime time =
        timed_pass(set.puzzles, figures.puzzles, same_task ? figures.compared : figures.puzzles,
                   options, answers);
    figures.run_seconds.push_back(time.total);
    figures.run_cpu_seconds.push_back(time.cpu);
    if (same_task) compared_seconds.push_back(time.to_split);
    const CheckResult check =
        check_answers(set, figures.puzzles, answers, expect_count, figures.engine);
    if (check.wrong > 0) fail_check(check, fmt::format("on {} by {}", set.name, figures.engine));
    figures.budget_spent = check.budget_spent;
    if (plan.node_limit == 0 && check.budget_spent > 0) {
      throw Failure{1, fmt::format("FAILED: {} puzzle(s) of {} spent a budget {} was not given",
                                   check.budget_spent, set.name, figures.engine)};
    }
  }
  figures.seconds = median(figures.run_seconds);
  figures.cpu_seconds = median(figures.run_cpu_seconds);
  figures.guesses_per_puzzle =
      static_cast<double>(answers.guesses) / static_cast<double>(figures.puzzles);

  if (rule.expect == Expect::exactly_one) {
    const CheckResult check = check_unique(set, figures.puzzles, plan);
    if (check.wrong > 0)
      fail_check(check, fmt::format("(uniqueness) on {} by {}", set.name, figures.engine));
    figures.unique_checked = figures.puzzles - check.budget_spent;
  }

  // qqwing solves to the first solution; where our task differs (serg), time that task too.
  if (!same_task && figures.compared > 0) {
    const SolveOptions first = solve_options(1, plan);
    for (int run = 0; run < runs; ++run) {
      const PassTime time =
          timed_pass(set.puzzles, figures.compared, figures.compared, first, answers);
      compared_seconds.push_back(time.total);
      const CheckResult check = check_answers(set, figures.compared, answers, 1, figures.engine);
      if (check.wrong > 0)
        fail_check(check, fmt::format("(first solution) on {} by {}", set.name, figures.engine));
    }
  }
  figures.compared_seconds = median(compared_seconds);
  return figures;
}

}  // namespace sudoku::bench
