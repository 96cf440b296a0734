// Taking givens away. Starting from the full solution, each orbit of givens (symmetry.cpp) in
// turn is taken away, and put back when the puzzle is no longer acceptable: it has more than
// one solution or, when a difficulty with a top is wanted, the techniques up to that top no
// longer solve it (generate.cpp then makes a second, uniqueness-only pass for a minimal
// puzzle).
//
// One pass is enough for a minimal puzzle: the count of solutions can only grow as givens go,
// so a given that had to stay when it was tried still has to stay at the end. Without
// `minimal`, the pass stops once N orbits in a row have had to stay: most of what could go has
// gone by then, and the last, mostly failing, proofs are the dearest.
#include "generate/parts.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail::generate {

bool has_one_solution(const Puzzle& puzzle, std::uint64_t node_limit) {
  SolveOptions options;
  options.max_solutions = 2;
  options.node_limit = node_limit;
  const SolveResult result = solve(puzzle, options);
  return result.status == SolveStatus::solved && result.count == 1;
}

Puzzle remove_givens(const Puzzle& start, const Puzzle& solution,
                     const std::vector<std::vector<int>>& orbits, bool minimal,
                     const Keeps& keeps) {
  Puzzle puzzle = start;
  int kept_in_a_row = 0;
  for (const std::vector<int>& orbit : orbits) {
    if (!minimal && kept_in_a_row >= puzzle.side()) break;
    if (puzzle.at(orbit.front()) == kBlank) continue;
    for (const int cell : orbit) puzzle.set(cell, kBlank);
    if (keeps(puzzle)) {
      kept_in_a_row = 0;
      continue;
    }
    for (const int cell : orbit) puzzle.set(cell, solution.at(cell));
    ++kept_in_a_row;
  }
  return puzzle;
}

}  // namespace sudoku::detail::generate
