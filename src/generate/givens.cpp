// Taking givens away. Starting from the full solution, each orbit of givens (symmetry.cpp) in
// turn is taken away, and put back when the puzzle no longer has exactly one solution.
//
// Most early removals need no proof: when every cell of the orbit sees all the other digits
// among the givens left (a naked single), any solution must put the same digits back, so the
// puzzle keeps its one solution. Only the other removals cost a count by the engine.
//
// One pass is enough for a minimal puzzle: the count of solutions can only grow as givens go,
// so a given that had to stay when it was tried still has to stay at the end. Without
// `minimal`, the pass stops once N orbits in a row have had to stay: most of what could go has
// gone by then, and the last, mostly failing, proofs are the dearest.
#include <algorithm>

#include "generate/parts.hpp"
#include "solve/engines.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail::generate {

bool has_one_solution(const Puzzle& puzzle, std::uint64_t node_limit, const TimeBudget& time,
                      Algorithm algorithm) {
  time.check();
  SolveOptions options;
  options.algorithm = algorithm;
  options.max_solutions = 2;
  options.node_limit = node_limit;
  options.time_limit = time.left();
  options.stop = time.stop();
  const SolveResult result = solve(puzzle, options);
  time.check();
  return result.status == SolveStatus::solved && result.count == 1;
}

bool has_no_other_solution(const Puzzle& puzzle, const Puzzle& known, std::span<const int> cells,
                           std::uint64_t node_limit, const TimeBudget& time) {
  time.check();
  SolveOptions options;
  options.node_limit = node_limit;
  options.time_limit = time.left();
  options.stop = time.stop();
  const SolveResult result = solve_other_with_cdcl(puzzle, known, cells, options);
  time.check();
  return result.status == SolveStatus::no_solution;
}

namespace {

// The cells sharing a house with each cell (rows, columns, boxes or regions, extra houses).
std::vector<std::vector<int>> peers_of(const Puzzle& puzzle) {
  std::vector<std::vector<int>> peers(static_cast<std::size_t>(puzzle.cell_count()));
  for (const House& house : houses(puzzle)) {
    for (const int cell : house.cells) {
      std::vector<int>& list = peers[static_cast<std::size_t>(cell)];
      for (const int other : house.cells) {
        if (other != cell) list.push_back(other);
      }
    }
  }
  return peers;
}

bool is_naked_single(const Puzzle& puzzle, const std::vector<int>& peers, Digit digit) {
  std::uint64_t seen = 0;
  for (const int peer : peers) {
    const Digit given = puzzle.at(peer);
    if (given != kBlank) seen |= std::uint64_t{1} << (given - 1);
  }
  const std::uint64_t all =
      puzzle.side() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << puzzle.side()) - 1;
  return (all & ~seen) == std::uint64_t{1} << (digit - 1);
}

}  // namespace

Puzzle remove_givens(const Puzzle& start, const Puzzle& solution,
                     const std::vector<std::vector<int>>& orbits, bool minimal,
                     const KeepsWithout& unique, const std::function<void(int, int)>& on_removal) {
  Puzzle puzzle = start;
  const std::vector<std::vector<int>> peers = peers_of(puzzle);
  int kept_in_a_row = 0;
  int tried = 0;
  for (const std::vector<int>& orbit : orbits) {
    if (on_removal) on_removal(tried++, static_cast<int>(orbits.size()));
    if (!minimal && kept_in_a_row >= puzzle.side()) break;
    if (puzzle.at(orbit.front()) == kBlank) continue;
    for (const int cell : orbit) puzzle.set(cell, kBlank);
    const bool forced = std::all_of(orbit.begin(), orbit.end(), [&](int cell) {
      return is_naked_single(puzzle, peers[static_cast<std::size_t>(cell)], solution.at(cell));
    });
    if (forced || unique(puzzle, orbit)) {
      kept_in_a_row = 0;
      continue;
    }
    for (const int cell : orbit) puzzle.set(cell, solution.at(cell));
    ++kept_in_a_row;
  }
  return puzzle;
}

}  // namespace sudoku::detail::generate
