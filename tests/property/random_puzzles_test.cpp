// The random puzzles the other properties stand on (tests/support/random_puzzles.hpp): the
// grids are valid and complete, the puzzles are what they claim, and a seed is a recipe.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <string>

#include "support/random_puzzles.hpp"

namespace sudoku::testing {
namespace {

const std::vector<int> kTextSides{4, 5, 6, 7, 8, 9};

RC_GTEST_PROP(RandomPuzzles, SolutionGridsAreCompleteAndRepeatNoDigit, ()) {
  const int side = *gen_side({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16});
  const Puzzle grid = *gen_solution_grid(side);
  RC_ASSERT(grid.side() == side);
  RC_ASSERT(grid.is_complete());
  RC_ASSERT_FALSE(brute_force_repeats_a_digit(grid));
}

RC_GTEST_PROP(RandomPuzzles, CutPuzzlesKeepTheAskedNumberOfGivensOfTheirGrid, ()) {
  const PuzzleSample sample = *gen_cut_puzzle_any_side(kTextSides);
  RC_ASSERT(sample.cut_from.has_value());
  RC_ASSERT(sample.puzzle.given_count() == sample.clues);
  RC_ASSERT(keeps_givens(*sample.cut_from, sample.puzzle));
  RC_ASSERT(sample.cut_from->is_complete());
}

RC_GTEST_PROP(RandomPuzzles, ConsistentCluesAndAlteredPuzzlesRepeatNoDigit, ()) {
  const int side = *gen_side(kTextSides);
  const int clues = *gen_int(0, side * side);
  const std::uint64_t seed = *gen_seed();
  const PuzzleSample consistent = make_sample(SampleKind::consistent_clues, side, clues, seed);
  const PuzzleSample altered = make_sample(SampleKind::altered, side, clues, seed);
  RC_ASSERT_FALSE(brute_force_repeats_a_digit(consistent.puzzle));
  RC_ASSERT(consistent.puzzle.given_count() <= clues);
  RC_ASSERT_FALSE(brute_force_repeats_a_digit(altered.puzzle));
  RC_ASSERT(altered.puzzle.given_count() == clues);
}

RC_GTEST_PROP(RandomPuzzles, TheSameSeedMakesTheSamePuzzle, ()) {
  const auto kind =
      *rc::gen::element(SampleKind::cut, SampleKind::consistent_clues, SampleKind::altered);
  const int side = *gen_side(kTextSides);
  const int clues = *gen_int(0, side * side);
  const std::uint64_t seed = *gen_seed();
  const PuzzleSample first = make_sample(kind, side, clues, seed);
  const PuzzleSample second = make_sample(kind, side, clues, seed);
  RC_ASSERT(first.puzzle == second.puzzle);
  RC_ASSERT(first.cut_from == second.cut_from);
}

TEST(RandomPuzzles, DifferentSeedsGiveDifferentGrids) {
  for (int side : {4, 6, 9}) {
    std::set<std::string> grids;  // one-line forms
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
      Random random(seed);
      grids.insert(to_line(random_solution_grid(side, random)));
    }
    // Only 288 grids of side 4 exist, so 200 draws repeat some; bigger sides never do.
    EXPECT_GE(grids.size(), side == 4 ? 120U : 200U) << side;
  }
}

TEST(RandomPuzzles, PatternGridFollowsTheFormula) {
  EXPECT_EQ(to_grid(pattern_grid(Geometry(9))),
            "123456789\n456789123\n789123456\n234567891\n567891234\n891234567\n345678912\n"
            "678912345\n912345678\n");
  EXPECT_EQ(to_grid(pattern_grid(Geometry(6))), "123456\n456123\n234561\n561234\n345612\n612345\n");
}

TEST(RandomPuzzles, EveryFourByFourGridCanComeOut) {
  std::set<std::string> grids;  // one-line forms
  for (std::uint64_t seed = 0; seed < 5000; ++seed) {
    Random random(seed);
    grids.insert(to_line(random_solution_grid(4, random)));
  }
  EXPECT_EQ(grids.size(), 288U);
}

TEST(RandomPuzzles, AllFourByFourGridsAreThe288ValidOnes) {
  const std::vector<Puzzle>& grids = all_4x4_grids();
  ASSERT_EQ(grids.size(), 288U);
  std::set<std::string> distinct;
  for (const Puzzle& grid : grids) {
    EXPECT_TRUE(grid.is_complete());
    EXPECT_FALSE(brute_force_repeats_a_digit(grid)) << to_line(grid);
    distinct.insert(to_line(grid));
  }
  EXPECT_EQ(distinct.size(), 288U);
  EXPECT_EQ(brute_force_count(Puzzle(Geometry(4))), 288U);
  EXPECT_EQ(brute_force_count(Puzzle(Geometry(4)), 10), 10U);
}

}  // namespace
}  // namespace sudoku::testing
