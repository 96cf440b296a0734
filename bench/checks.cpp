// The untimed checks: judging recorded answers, and counting to 2 for uniqueness.
#include "checks.hpp"

#include <fmt/core.h>
#include <algorithm>
#include <cstddef>

#include "failure.hpp"
#include "sudoku/format.hpp"

namespace sudoku::bench {

CheckResult check_answers(const PuzzleSet& set, std::size_t count, const Answers& answers,
                          std::uint64_t expect_count, std::string_view engine,
                          bool solution_optional) {
  CheckResult check;
  const std::size_t cell_count = static_cast<std::size_t>(set.puzzles.front().cell_count());
  for (std::size_t i = 0; i < count; ++i) {
    const Puzzle& puzzle = set.puzzles[i];
    const std::string where = fmt::format("{}:{}: {}", set.path, set.line_numbers[i], engine);
    if (answers.status[i] == SolveStatus::budget_spent) {
      ++check.budget_spent;
      continue;
    }
    if (answers.status[i] != SolveStatus::solved) {
      check.add(fmt::format("{}: {} (expected a solution)", where,
                            sudoku::status_name(answers.status[i])));
      continue;
    }
    if (answers.count[i] != expect_count) {
      check.add(fmt::format("{}: counted {} solution(s), expected {}", where, answers.count[i],
                            expect_count));
    }
    const auto first = answers.cells.begin() + static_cast<std::ptrdiff_t>(i * cell_count);
    const auto last = first + static_cast<std::ptrdiff_t>(cell_count);
    if (solution_optional && std::all_of(first, last, [](Digit d) { return d == kBlank; })) {
      continue;
    }
    ++check.solutions_checked;
    const Puzzle solution(
        puzzle.geometry(),
        std::vector<Digit>(first, first + static_cast<std::ptrdiff_t>(cell_count)));
    if (!sudoku::is_solution_of(solution, puzzle)) {
      check.add(fmt::format("{}: wrong solution {}: {}", where, sudoku::to_line(solution),
                            sudoku::solution_problem(solution, puzzle).value_or("?")));
    }
  }
  return check;
}

CheckResult check_unique(const PuzzleSet& set, std::size_t count, const EnginePlan& plan) {
  CheckResult check;
  const SolveOptions options = solve_options(2, plan);
  for (std::size_t i = 0; i < count; ++i) {
    const SolveResult result = sudoku::solve(set.puzzles[i], options);
    if (result.status == SolveStatus::budget_spent) {
      ++check.budget_spent;
    } else if (result.count != 1) {
      check.add(fmt::format("{}:{}: {}: counting to 2 found {} solution(s), expected exactly one",
                            set.path, set.line_numbers[i], plan.name, result.count));
    }
  }
  return check;
}

void fail_check(const CheckResult& check, std::string_view what) {
  std::string message = fmt::format("FAILED: {} wrong answer(s) {}", check.wrong, what);
  for (const std::string& problem : check.problems) message += fmt::format("\n  {}", problem);
  throw Failure{1, message};
}

}  // namespace sudoku::bench
