// The timed solving loop and the runs of one engine over one set.
#include "engine_bench.hpp"

#include <fmt/core.h>
#include <algorithm>
#include <cstdio>

#include "checks.hpp"
#include "failure.hpp"
#include "median.hpp"
#include "tables.hpp"
#include "timed_pass.hpp"

namespace sudoku::bench {
namespace {

// One timed pass of sudoku::solve() over puzzles [0, count), each answer kept in `answers`.
PassTime solve_pass(const std::vector<Puzzle>& puzzles, std::size_t count, std::size_t split,
                    const SolveOptions& options, Answers& answers) {
  const std::size_t cell_count = static_cast<std::size_t>(puzzles.front().cell_count());
  answers.reset(count, cell_count);
  std::uint64_t guesses = 0;
  const PassTime time = timed_pass(count, split, [&](std::size_t i) {
    const SolveResult result = sudoku::solve(puzzles[i], options);
    answers.status[i] = result.status;
    answers.count[i] = result.count;
    guesses += result.stats.guesses;
    if (result.solution) {
      std::copy(result.solution->cells().begin(), result.solution->cells().end(),
                answers.cells.begin() + static_cast<std::ptrdiff_t>(i * cell_count));
    }
  });
  answers.guesses = guesses;
  return time;
}

}  // namespace

EngineFigures bench_engine(const PuzzleSet& set, const EnginePlan& plan, Mode mode, int runs,
                           std::size_t qqwing_puzzles) {
  const SetRule& rule = rule_for(set.name);
  EngineFigures figures;
  figures.engine = std::string(sudoku::algorithm_name(plan.algorithm));
  figures.mode = mode;
  figures.max_solutions = max_solutions(mode);
  figures.node_limit = plan.node_limit;
  figures.puzzles =
      plan.max_puzzles == 0 ? set.puzzles.size() : std::min(set.puzzles.size(), plan.max_puzzles);
  figures.compared = std::min(figures.puzzles, qqwing_puzzles);
  figures.compared_max_solutions = 1;  // qqwing's task: the first solution
  const bool same_task = mode == Mode::first;
  const std::uint64_t expect_count = expected_count(rule, mode);

  const SolveOptions options = solve_options(figures.max_solutions, plan);
  Answers answers;
  std::vector<double> compared_seconds;
  for (int run = 0; run < runs; ++run) {
    fmt::print(stderr, "  {} {} ({}): run {}/{}\n", set.name, figures.engine, mode_name(mode),
               run + 1, runs);
    const PassTime time =
        solve_pass(set.puzzles, figures.puzzles, same_task ? figures.compared : figures.puzzles,
                   options, answers);
    figures.run_seconds.push_back(time.total);
    figures.run_cpu_seconds.push_back(time.cpu);
    if (same_task) compared_seconds.push_back(time.to_split);
    const CheckResult check =
        check_answers(set, figures.puzzles, answers, expect_count, figures.engine);
    if (check.wrong > 0) fail_check(check, fmt::format("on {} by {}", set.name, figures.engine));
    figures.budget_spent = check.budget_spent;
    figures.solutions_checked = check.solutions_checked;
    if (plan.node_limit == 0 && check.budget_spent > 0) {
      throw Failure{1, fmt::format("FAILED: {} puzzle(s) of {} spent a budget {} was not given",
                                   check.budget_spent, set.name, figures.engine)};
    }
  }
  figures.seconds = median(figures.run_seconds);
  figures.cpu_seconds = median(figures.run_cpu_seconds);
  figures.guesses_per_puzzle =
      static_cast<double>(answers.guesses) / static_cast<double>(figures.puzzles);

  // To the first solution, a proper set's uniqueness is checked apart, untimed; counting to 2
  // checks it in the timed pass.
  if (mode == Mode::first && rule.expect == Expect::exactly_one) {
    const CheckResult check = check_unique(set, figures.puzzles, plan);
    if (check.wrong > 0)
      fail_check(check, fmt::format("(uniqueness) on {} by {}", set.name, figures.engine));
    figures.unique_checked = figures.puzzles - check.budget_spent;
  } else if (rule.expect == Expect::exactly_one) {
    figures.unique_checked = figures.puzzles - figures.budget_spent;
  }

  // qqwing solves to the first solution; counting to 2, time that task too.
  if (!same_task && figures.compared > 0) {
    const SolveOptions first = solve_options(1, plan);
    for (int run = 0; run < runs; ++run) {
      const PassTime time =
          solve_pass(set.puzzles, figures.compared, figures.compared, first, answers);
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
