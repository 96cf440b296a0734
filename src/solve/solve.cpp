// solve(): picks the engine, runs it (on a deep stack for a large grid), times it.
#include <chrono>
#include <stdexcept>

#include "solve/deep_stack.hpp"
#include "solve/engines.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

std::string_view algorithm_name(Algorithm algorithm) {
  switch (algorithm) {
    case Algorithm::automatic:
      return "auto";
    case Algorithm::backtrack:
      return "backtrack";
    case Algorithm::classic9:
      return "classic9";
    case Algorithm::general:
      return "general";
  }
  return "auto";
}

std::optional<Algorithm> parse_algorithm(std::string_view name) {
  for (Algorithm algorithm :
       {Algorithm::automatic, Algorithm::backtrack, Algorithm::classic9, Algorithm::general}) {
    if (name == algorithm_name(algorithm)) return algorithm;
  }
  return std::nullopt;
}

std::string_view status_name(SolveStatus status) {
  switch (status) {
    case SolveStatus::solved:
      return "solved";
    case SolveStatus::no_solution:
      return "no solution";
    case SolveStatus::budget_spent:
      return "budget spent";
  }
  return "no solution";
}

namespace {

bool is_plain_9x9(const Puzzle& puzzle) {
  return puzzle.side() == 9 && puzzle.constraints().empty() && !puzzle.geometry().has_regions();
}

}  // namespace

Algorithm pick_engine(const Puzzle& puzzle) {
  return is_plain_9x9(puzzle) ? Algorithm::classic9 : Algorithm::general;
}

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  const Algorithm engine =
      options.algorithm == Algorithm::automatic ? pick_engine(puzzle) : options.algorithm;
  if (engine == Algorithm::classic9 && !is_plain_9x9(puzzle)) {
    throw std::invalid_argument("the classic9 engine solves plain 9×9 puzzles only");
  }
  const auto start = std::chrono::steady_clock::now();
  SolveResult result;
  const auto search = [&] {
    switch (engine) {
      case Algorithm::classic9:
        result = detail::solve_with_classic9(puzzle, options);
        break;
      case Algorithm::general:
        result = detail::solve_with_general(puzzle, options);
        break;
      case Algorithm::backtrack:
      case Algorithm::automatic:
        result = detail::solve_with_backtrack(puzzle, options);
        break;
    }
  };
  // The engines recurse as deep as the grid is large (deep_stack.hpp).
  const int cells = puzzle.cell_count();
  if (cells > detail::kCellsOnCallerStack &&
      !detail::stack_has_room(detail::stack_for_cells(cells))) {
    detail::run_with_stack(2 * detail::stack_for_cells(cells), search);
  } else {
    search();
  }
  result.engine = engine;
  result.stats.microseconds = std::chrono::duration_cast<std::chrono::microseconds>(
                                  std::chrono::steady_clock::now() - start)
                                  .count();
  return result;
}

}  // namespace sudoku
