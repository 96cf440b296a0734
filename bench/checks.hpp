// The untimed checks of sudoku_bench. A timed pass only records each answer (Answers); these
// functions then judge them: every solution must solve its puzzle (is_solution_of) and every
// count must be what the set's rule expects. A puzzle that spent its node budget is counted,
// not judged. Any wrong answer ends the program with exit status 1 (fail_check).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "puzzle_set.hpp"
#include "settings.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::bench {

// What one timed pass found, kept for the untimed check.
struct Answers {
  std::vector<SolveStatus> status;
  std::vector<std::uint64_t> count;
  std::vector<Digit> cells;  // puzzle i's solution at [i * cell_count, (i + 1) * cell_count)
  std::uint64_t guesses = 0;

  void reset(std::size_t puzzles, std::size_t cell_count) {
    status.assign(puzzles, SolveStatus::no_solution);
    count.assign(puzzles, 0);
    cells.assign(puzzles * cell_count, sudoku::kBlank);
    guesses = 0;
  }
};

struct CheckResult {
  std::size_t budget_spent = 0;
  std::size_t solutions_checked = 0;
  std::size_t wrong = 0;
  std::vector<std::string> problems;  // the first few, for a person

  void add(std::string problem) {
    ++wrong;
    if (problems.size() < 10) problems.push_back(std::move(problem));
  }
};

// Checks the answers of one pass over puzzles [0, count): every solution solves its puzzle, and
// the count is what `expect_count` says (a budget-spent puzzle is counted, not judged). With
// `solution_optional` (a peer counting to 2: tdoku's count writes no grid), an answer whose
// solution is left all blank is judged by its count alone.
CheckResult check_answers(const PuzzleSet& set, std::size_t count, const Answers& answers,
                          std::uint64_t expect_count, std::string_view engine,
                          bool solution_optional = false);

// Untimed: counts each puzzle of a first-solution set to 2; each must have exactly one.
CheckResult check_unique(const PuzzleSet& set, std::size_t count, const EnginePlan& plan);

// Ends the program with exit status 1, listing the first problems of `check`.
[[noreturn]] void fail_check(const CheckResult& check, std::string_view what);

}  // namespace sudoku::bench
