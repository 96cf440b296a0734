// A puzzle's rating as a person would want it: an engine counts the solutions to 2 first, since
// a rating is of a puzzle with one answer, and that count is what lets the logical solver use
// the techniques that hold only for one (the unique rectangles, BUG+1, the forcing rungs from
// 8.5). The command, the server and the Python module each did this for themselves; a caller of
// rate(solve_logically(puzzle)) who did not got a stall at 0 steps on the hardest puzzles.
#include <algorithm>

#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {
namespace {

bool allowed(const LogicOptions& options, Technique technique) {
  return options.techniques.empty() ||
         std::find(options.techniques.begin(), options.techniques.end(), technique) !=
             options.techniques.end();
}

// The top rating of the rungs a solve with `options` may use on `puzzle`: a stall scores more.
int top_rung(const Puzzle& puzzle, const LogicOptions& options) {
  int top = 0;
  for (const TechniqueInfo& info : technique_ladder()) {
    if (!usable(info, puzzle) || !allowed(options, info.technique)) continue;
    if (info.needs_unique_solution && !options.unique_solution) continue;
    top = std::max(top, info.rating);
  }
  return top;
}

}  // namespace

PuzzleRating rate(const Puzzle& puzzle, const RateOptions& options) {
  PuzzleRating rated;
  SolveOptions counting = options.counting;
  counting.max_solutions = 2;
  const SolveResult counted = solve(puzzle, counting);
  if (counted.status != SolveStatus::budget_spent) rated.solutions = counted.count;
  if (counting.stop != nullptr && counting.stop->load()) {  // told to stop: no logic either
    rated.rating.status = LogicStatus::budget_spent;
    return rated;
  }
  if (!rated.rated()) {
    rated.rating.status = rated.solutions == 0U ? LogicStatus::contradiction : LogicStatus::stalled;
    rated.empty_cells = puzzle.blank_count();
    return rated;
  }
  LogicOptions logic = options.logic;
  logic.unique_solution = rated.solutions == 1U;
  const LogicResult result = solve_logically(puzzle, logic);
  rated.rating = rate(result);
  rated.empty_cells = result.grid.blank_count();
  rated.above = top_rung(puzzle, logic);
  // A long chain scores above its rung's base, and the first forcing rung's dynamic chains above
  // the rungs a Killer or a large grid uses: a stall is harder than every step taken.
  if (const Step* hardest = hardest_step(result)) {
    rated.above = std::max(rated.above, hardest->rating);
  }
  return rated;
}

}  // namespace sudoku
