// The lcg engine (src/solve/lcg.cpp): conflict-driven search on the Sudoku model, whose
// propagators explain their deductions. What is particular to it: counting thousands of solutions,
// each blocked by a clause that must survive every reduction of the learned clauses, and its
// restarts and reductions made frequent on Killers of long cages. The cases it shares with cdcl
// are in learning_engines_test.cpp; tests/property/variants_test.cpp runs it through the
// brute-force properties too.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>

#include "solve/engines.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/engine_cases.hpp"

namespace sudoku {
namespace {

using testing::from_text;
using testing::random_engine_case;
using testing::with;

// A solution grid, read in rows.
const std::string kGrid =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// kGrid with its first `blanks` cells open.
Puzzle grid_with_blanks(int blanks) {
  return from_text(Geometry(9), std::string(static_cast<std::size_t>(blanks), '.') +
                                    kGrid.substr(static_cast<std::size_t>(blanks)));
}

// ---- hand-written cases -------------------------------------------------------------------------

TEST(Lcg, IsNamedLcg) {
  EXPECT_EQ(algorithm_name(Algorithm::lcg), "lcg");
  EXPECT_EQ(parse_algorithm("lcg"), Algorithm::lcg);
}

// Every solution found is blocked by a clause of its decisions. Thousands of them, with the
// learned clauses halved at restarts meanwhile: a block lost would count a solution twice.
TEST(Lcg, CountsThousandsOfSolutionsAsGeneralDoes) {
  for (const int blanks : {36, 40}) {
    const Puzzle puzzle = grid_with_blanks(blanks);
    const SolveResult expected = solve(puzzle, with(Algorithm::general, 0));
    const SolveResult result = solve(puzzle, with(Algorithm::lcg, 0));
    EXPECT_GT(expected.count, 1000U) << blanks;
    EXPECT_EQ(result.count, expected.count) << blanks;
    EXPECT_EQ(result.status, SolveStatus::solved) << blanks;
  }
}

// The same with a restart every few conflicts and the learned clauses halved at each: the
// blocks are kept through every reduction (a block lost counts a solution twice), and the
// search stays complete.
TEST(Lcg, KeepsEveryBlockThroughFrequentReductions) {
  const detail::LcgSchedule hurried{.restart_conflicts = 2, .first_learned_limit = 8};
  const Puzzle puzzle = grid_with_blanks(40);
  const SolveResult expected = solve(puzzle, with(Algorithm::general, 0));
  const SolveResult result = detail::solve_with_lcg(puzzle, with(Algorithm::lcg, 0), hurried);
  EXPECT_GT(expected.count, 1000U);
  EXPECT_EQ(result.count, expected.count);
  EXPECT_GT(result.stats.nodes - result.stats.guesses, 20U);  // conflicts, so restarts
}

// ---- against general ---------------------------------------------------------------------------

// 9×9 Killers of long cages (up to 9 cells) and few givens, where lcg learns most, with the
// hurried schedule above: it counts to 2 as general does.
TEST(Lcg, AgreesWithGeneralOnKillersOfLongCagesWhenRestartingOften) {
  std::mt19937 random(11);
  const detail::LcgSchedule hurried{.restart_conflicts = 2, .first_learned_limit = 8};
  for (int round = 0; round < 60; ++round) {
    const Puzzle puzzle = random_engine_case(random, Geometry(9), round % 3 == 0, true, 9);
    const SolveResult expected = solve(puzzle, with(Algorithm::general, 2));
    const SolveResult result = detail::solve_with_lcg(puzzle, with(Algorithm::lcg, 2), hurried);
    ASSERT_EQ(result.count, expected.count) << "round " << round;
    ASSERT_EQ(result.status, expected.status) << "round " << round;
    if (result.solution) {
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle)) << "round " << round;
    }
  }
}

}  // namespace
}  // namespace sudoku
