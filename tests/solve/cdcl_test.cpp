// The cdcl engine (src/solve/cdcl.cpp, cnf.cpp): CaDiCaL on the clause encoding of every rule.
// Checked by hand on small cases, against `backtrack` (the oracle) on random small puzzles of
// every kind, and against general on Killers with large cages and sums the encoding writes as
// layers (tests/property/variants_test.cpp runs it through the brute-force properties too).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/engine_cases.hpp"

namespace sudoku {
namespace {

using testing::from_text;
using testing::jigsaw_4x4;
using testing::random_engine_case;
using testing::with;

// ---- hand-written cases -------------------------------------------------------------------------

TEST(Cdcl, IsNamedCdcl) {
  EXPECT_EQ(algorithm_name(Algorithm::cdcl), "cdcl");
  EXPECT_EQ(parse_algorithm("cdcl"), Algorithm::cdcl);
}

TEST(Cdcl, SolvesANineByNine) {
  const Puzzle puzzle =
      from_text(Geometry(9),
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28...."
                "419..5....8..79");
  const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 2));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  EXPECT_EQ(result.engine, Algorithm::cdcl);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
  EXPECT_EQ(*result.solution, *solve(puzzle, with(Algorithm::classic9)).solution);
}

TEST(Cdcl, CountsTheEmptyFourByFourAndItsVariants) {
  EXPECT_EQ(solve(Puzzle(Geometry(4)), with(Algorithm::cdcl, 0)).count, 288U);
  Puzzle x{Geometry(4)};
  x.add_x_diagonals();
  EXPECT_EQ(solve(x, with(Algorithm::cdcl, 0)).count,
            solve(x, with(Algorithm::backtrack, 0)).count);
  const Puzzle jigsaw{jigsaw_4x4()};
  EXPECT_EQ(solve(jigsaw, with(Algorithm::cdcl, 0)).count, 72U);
}

TEST(Cdcl, StopsCountingAtTheLimit) {
  const SolveResult result = solve(Puzzle(Geometry(4)), with(Algorithm::cdcl, 5));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 5U);
}

TEST(Cdcl, FindsNoSolutionWhenGivensBreakARule) {
  Puzzle puzzle{Geometry(9)};
  puzzle.set(0, 5);
  puzzle.set(80, 5);
  puzzle.set(8, 5);  // twice in row 1
  const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 2));
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(result.count, 0U);
  EXPECT_FALSE(result.solution);
}

TEST(Cdcl, FindsNoSolutionWhenTwoCagesNeedTheSameDigitsInABox) {
  // Two cells add up to 3 only as 1 + 2: cages r1c1+r1c2 = 3 and r2c1+r2c2 = 3 would put 1 and
  // 2 twice in box 1.
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 3});
  puzzle.add_constraint(Cage{{4, 5}, 3});
  const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 2));
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(solve(puzzle, with(Algorithm::backtrack, 2)).status, SolveStatus::no_solution);
}

TEST(Cdcl, SolvesTheOneCellGrid) {
  const SolveResult result = solve(Puzzle(Geometry(1)), with(Algorithm::cdcl, 0));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
}

TEST(Cdcl, FillsAnEmptySixteenBySixteen) {
  const Puzzle empty{Geometry(16)};
  const SolveResult result = solve(empty, with(Algorithm::cdcl));
  ASSERT_EQ(result.status, SolveStatus::solved);
  EXPECT_TRUE(is_solution_of(*result.solution, empty));
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

TEST(Cdcl, KeepsNoTrace) {
  SolveOptions options = with(Algorithm::cdcl);
  options.trace = [](const TraceEvent&) {};
  EXPECT_THROW((void)solve(Puzzle(Geometry(4)), options), std::invalid_argument);
}

TEST(Cdcl, StopsWhenTheBudgetIsSpent) {
  // Counting every solution of the empty 9×9 (6.67 × 10^21) cannot end within 2,000 nodes.
  SolveOptions options = with(Algorithm::cdcl, 0);
  options.node_limit = 2000;
  const SolveResult result = solve(Puzzle(Geometry(9)), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_GT(result.count, 0U);
  EXPECT_LE(result.stats.nodes, 2001U);
}

// A cage in two pieces far apart (r1c1 and r4c4 of a 4×4): its digits are still distinct and
// add up to its total.
TEST(Cdcl, SolvesACageInTwoPiecesAsTheOracleDoes) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 15}, 7});
  const SolveResult oracle = solve(puzzle, with(Algorithm::backtrack, 0));
  const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 0));
  EXPECT_GT(oracle.count, 0U);
  EXPECT_EQ(result.count, oracle.count);
}

// ---- against the oracle -------------------------------------------------------------------------

TEST(Cdcl, AgreesWithBacktrackOnRandomSmallPuzzles) {
  testing::expect_agreement_with_backtrack(Algorithm::cdcl, 20261124, 4);
}

// 9×9 Killers of long cages (up to 9 cells: many digit sets each) and few givens, where the
// cages' innies and outies become layered sums: cdcl counts to 2 as general does.
TEST(Cdcl, AgreesWithGeneralOnNineByNineKillersOfLongCages) {
  std::mt19937 random(7);
  for (int round = 0; round < 60; ++round) {
    const Puzzle puzzle = random_engine_case(random, Geometry(9), round % 3 == 0, true, 9);
    const SolveResult expected = solve(puzzle, with(Algorithm::general, 2));
    const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 2));
    ASSERT_EQ(result.count, expected.count) << "round " << round;
    ASSERT_EQ(result.status, expected.status) << "round " << round;
    if (result.solution) {
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
    }
  }
}

}  // namespace
}  // namespace sudoku
