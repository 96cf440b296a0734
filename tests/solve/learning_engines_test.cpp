// What the two engines that learn from their dead ends, cdcl (CaDiCaL on clauses, cdcl.cpp) and
// lcg (conflict-driven search on the Sudoku model, lcg.cpp), must both do: hand-written cases,
// the `backtrack` oracle on random small puzzles of every kind, and general's answers on 9×9
// Killers of long cages. What is particular to each is in cdcl_test.cpp and lcg_test.cpp.
#include <gtest/gtest.h>

#include <random>
#include <stdexcept>
#include <string>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/engine_cases.hpp"

namespace sudoku {
namespace {

using testing::from_text;
using testing::jigsaw_4x4;
using testing::random_engine_case;
using testing::with;

class LearningEngine : public ::testing::TestWithParam<Algorithm> {};

TEST_P(LearningEngine, SolvesANineByNine) {
  const Puzzle puzzle =
      from_text(Geometry(9),
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28...."
                "419..5....8..79");
  const SolveResult result = solve(puzzle, with(GetParam(), 2));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  EXPECT_EQ(result.engine, GetParam());
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
  EXPECT_EQ(*result.solution, *solve(puzzle, with(Algorithm::classic9)).solution);
}

TEST_P(LearningEngine, CountsTheEmptyFourByFourAndItsVariants) {
  EXPECT_EQ(solve(Puzzle(Geometry(4)), with(GetParam(), 0)).count, 288U);
  Puzzle x{Geometry(4)};
  x.add_x_diagonals();
  EXPECT_EQ(solve(x, with(GetParam(), 0)).count, solve(x, with(Algorithm::backtrack, 0)).count);
  const Puzzle jigsaw{jigsaw_4x4()};
  EXPECT_EQ(solve(jigsaw, with(GetParam(), 0)).count, 72U);
}

TEST_P(LearningEngine, StopsCountingAtTheLimit) {
  const SolveResult result = solve(Puzzle(Geometry(4)), with(GetParam(), 5));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 5U);
}

TEST_P(LearningEngine, FindsNoSolutionWhenGivensBreakARule) {
  Puzzle puzzle{Geometry(9)};
  puzzle.set(0, 5);
  puzzle.set(80, 5);
  puzzle.set(8, 5);  // twice in row 1
  const SolveResult result = solve(puzzle, with(GetParam(), 2));
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(result.count, 0U);
  EXPECT_FALSE(result.solution);
}

TEST_P(LearningEngine, FindsNoSolutionWhenTwoCagesNeedTheSameDigitsInABox) {
  // Two cells add up to 3 only as 1 + 2: cages r1c1+r1c2 = 3 and r2c1+r2c2 = 3 would put 1 and
  // 2 twice in box 1.
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 3});
  puzzle.add_constraint(Cage{{4, 5}, 3});
  EXPECT_EQ(solve(puzzle, with(GetParam(), 2)).status, SolveStatus::no_solution);
  EXPECT_EQ(solve(puzzle, with(Algorithm::backtrack, 2)).status, SolveStatus::no_solution);
}

TEST_P(LearningEngine, SolvesTheOneCellGrid) {
  const SolveResult result = solve(Puzzle(Geometry(1)), with(GetParam(), 0));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
}

TEST_P(LearningEngine, FillsAnEmptySixteenBySixteen) {
  const Puzzle empty{Geometry(16)};
  const SolveResult result = solve(empty, with(GetParam()));
  ASSERT_EQ(result.status, SolveStatus::solved);
  EXPECT_TRUE(is_solution_of(*result.solution, empty));
}

TEST_P(LearningEngine, KeepsNoTrace) {
  SolveOptions options = with(GetParam());
  options.trace = [](const TraceEvent&) {};
  EXPECT_THROW((void)solve(Puzzle(Geometry(4)), options), std::invalid_argument);
}

TEST_P(LearningEngine, StopsWhenTheBudgetIsSpent) {
  // Counting every solution of the empty 9×9 (6.67 × 10^21) cannot end within 2,000 nodes.
  SolveOptions options = with(GetParam(), 0);
  options.node_limit = 2000;
  const SolveResult result = solve(Puzzle(Geometry(9)), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_GT(result.count, 0U);
  EXPECT_LE(result.stats.nodes, 2001U);
}

// A cage in two pieces far apart (r1c1 and r4c4 of a 4×4): its digits are still distinct and
// add up to its total.
TEST_P(LearningEngine, SolvesACageInTwoPiecesAsTheOracleDoes) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 15}, 7});
  const SolveResult oracle = solve(puzzle, with(Algorithm::backtrack, 0));
  EXPECT_GT(oracle.count, 0U);
  EXPECT_EQ(solve(puzzle, with(GetParam(), 0)).count, oracle.count);
}

TEST_P(LearningEngine, AgreesWithBacktrackOnRandomSmallPuzzles) {
  testing::expect_agreement_with_backtrack(GetParam(), 20261124, 4);
}

// 9×9 Killers of long cages (up to 9 cells: many digit sets each) and few givens: the cages'
// innies and outies become layered sums for cdcl, and their reasons drive lcg's learning. Both
// count to 2 as general does.
TEST_P(LearningEngine, AgreesWithGeneralOnNineByNineKillersOfLongCages) {
  std::mt19937 random(7);
  for (int round = 0; round < 60; ++round) {
    const Puzzle puzzle = random_engine_case(random, Geometry(9), round % 3 == 0, true, 9);
    const SolveResult expected = solve(puzzle, with(Algorithm::general, 2));
    const SolveResult result = solve(puzzle, with(GetParam(), 2));
    ASSERT_EQ(result.count, expected.count) << "round " << round;
    ASSERT_EQ(result.status, expected.status) << "round " << round;
    if (result.solution) {
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle)) << "round " << round;
    }
  }
}

// A cage of 18 cells on a 36×36 grid whose total has one digit set: both engines list the
// cage's sets before they search, and used to try every subset of 18 digits (9.1 billion) on the
// way, so they did not come back.
TEST_P(LearningEngine, SolvesALongCageOfAThirtySixByThirtySix) {
  Puzzle puzzle{Geometry(36)};
  Cage cage;
  for (int cell = 0; cell < 18; ++cell) {
    cage.cells.push_back(cell);
    cage.sum += 36 - cell;
  }
  cage.sum -= 1;  // 19 + … + 36, with 19 made 18
  puzzle.add_constraint(cage);
  const SolveResult result = solve(puzzle, with(GetParam()));
  ASSERT_EQ(result.status, SolveStatus::solved);
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
}

INSTANTIATE_TEST_SUITE_P(CdclAndLcg, LearningEngine,
                         ::testing::Values(Algorithm::cdcl, Algorithm::lcg),
                         [](const ::testing::TestParamInfo<Algorithm>& engine) {
                           return std::string(algorithm_name(engine.param));
                         });

}  // namespace
}  // namespace sudoku
