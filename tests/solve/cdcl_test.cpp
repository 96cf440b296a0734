// The cdcl engine (src/solve/cdcl.cpp, cnf.cpp): CaDiCaL on the clause encoding of every rule.
// What is particular to its encoding: large sides (at most one by a sequential counter) and a
// cage written as layered sums. The cases it shares with lcg (hand-written ones, the oracle on
// random small puzzles, general on Killers of long cages) are in learning_engines_test.cpp;
// tests/property/variants_test.cpp runs it through the brute-force properties too.
#include <gtest/gtest.h>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/engine_cases.hpp"

namespace sudoku {
namespace {

using testing::with;

TEST(Cdcl, IsNamedCdcl) {
  EXPECT_EQ(algorithm_name(Algorithm::cdcl), "cdcl");
  EXPECT_EQ(parse_algorithm("cdcl"), Algorithm::cdcl);
}

// Sides above 25 write "at most one" as a sequential counter instead of pairs.
TEST(Cdcl, FillsAnEmptyTwentySixByTwentySix) {
  const Puzzle empty{Geometry(26)};
  const SolveResult result = solve(empty, with(Algorithm::cdcl));
  ASSERT_EQ(result.status, SolveStatus::solved);
  EXPECT_TRUE(is_solution_of(*result.solution, empty));
}

// A cage of 12 cells on a 25×25 has more digit sets than cnf.cpp writes one by one (about
// 60,000 for a total near the middle): it is encoded as a layered sum, which must keep the
// solution with the true total and have none with a total one more when the rest is given.
TEST(Cdcl, SolvesALargeCageAsALayeredSum) {
  const Puzzle filled = *solve(Puzzle(Geometry(25)), with(Algorithm::general)).solution;
  Puzzle puzzle = filled;
  Cage cage;
  for (int cell = 0; cell < 12; ++cell) {
    cage.cells.push_back(cell);
    cage.sum += filled.at(cell);
  }
  // Rows 1 and 2 open over the cage's columns: the cage alone ties them down.
  for (int cell = 0; cell < 12; ++cell) {
    puzzle.clear(cell);
    puzzle.clear(25 + cell);
  }
  Puzzle killer = puzzle;
  killer.add_constraint(cage);
  const SolveResult result = solve(killer, with(Algorithm::cdcl, 2));
  EXPECT_EQ(result.count, solve(killer, with(Algorithm::general, 2)).count);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, killer));
  Puzzle wrong = puzzle;
  cage.sum += 1;
  wrong.add_constraint(cage);
  EXPECT_EQ(solve(wrong, with(Algorithm::cdcl, 2)).status, SolveStatus::no_solution);
}

}  // namespace
}  // namespace sudoku
