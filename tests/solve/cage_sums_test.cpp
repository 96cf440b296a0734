// Innies and outies (src/solve/cage_sums.cpp) and the sum rules for cells whose digits may
// repeat (src/solve/sum_rules.cpp), on hand-made 4×4 Killers.
#include "solve/cage_sums.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "solve/general_state.hpp"
#include "solve/sum_rules.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {
namespace {

using ::testing::Contains;
using ::testing::IsEmpty;
using ::testing::Not;

MATCHER_P2(SumOf, cells, sum, "") { return arg.cells == cells && arg.sum == sum; }

// 4×4 cells:   0  1 |  2  3
//              4  5 |  6  7
Puzzle four_by_four(const std::vector<Cage>& cages) {
  Puzzle puzzle{Geometry(4)};
  for (const Cage& cage : cages) puzzle.add_constraint(cage);
  return puzzle;
}

TEST(ImpliedSums, InniesOfARowAreWhatItsInsideCagesLeave) {
  // Row 1 holds cage {0,1} = 3 wholly; cell 2 belongs to a cage leaving the row, cell 3 to none.
  const Puzzle puzzle = four_by_four({Cage{{0, 1}, 3}, Cage{{2, 6}, 5}});
  const std::vector<ImpliedSum> sums = implied_sums(puzzle, make_layout(puzzle), 7);
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{2, 3}, 7)));    // row 1: 10 − 3
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{4, 5}, 7)));    // box 1: 10 − 3
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{10, 14}, 5)));  // column 3: 10 − 5
}

TEST(ImpliedSums, OutiesOfAFullyCagedRowAreWhatItsCagesSpill) {
  // Row 1 is covered by {0,1} = 3 and {2,3,7} = 12, whose cell 7 lies in row 2.
  const Puzzle puzzle = four_by_four({Cage{{0, 1}, 3}, Cage{{2, 3, 7}, 12}});
  const std::vector<ImpliedSum> sums = implied_sums(puzzle, make_layout(puzzle), 7);
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{7}, 5)));     // 3 + 12 − 10
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{2, 3}, 7)));  // row 1's innies
}

TEST(ImpliedSums, NeverRepeatsACageNorASet) {
  const Puzzle puzzle = four_by_four({Cage{{0, 1}, 3}, Cage{{2, 3}, 7}});
  const std::vector<ImpliedSum> sums = implied_sums(puzzle, make_layout(puzzle), 7);
  EXPECT_THAT(sums, Not(Contains(SumOf(std::vector<int>{0, 1}, 3))));
  EXPECT_THAT(sums, Not(Contains(SumOf(std::vector<int>{2, 3}, 7))));
  for (std::size_t i = 0; i < sums.size(); ++i) {
    for (std::size_t j = i + 1; j < sums.size(); ++j) EXPECT_NE(sums[i].cells, sums[j].cells);
  }
}

TEST(ImpliedSums, NoneWithoutCagesOrWithOverlappingCages) {
  EXPECT_THAT(implied_sums(four_by_four({}), make_layout(four_by_four({})), 7), IsEmpty());
  const Puzzle overlapping = four_by_four({Cage{{0, 1}, 3}, Cage{{1, 2}, 5}});
  EXPECT_THAT(implied_sums(overlapping, make_layout(overlapping), 7), IsEmpty());
}

TEST(SumRules, ReachableSumsKeepOnlyDigitsThatCompleteTheTotal) {
  const Puzzle puzzle = four_by_four({});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  // Cells 0, 7, 8 (no house in common is needed: digits may repeat): {1,2}, {1}, {1,2,3,4}.
  ASSERT_TRUE(state.restrict_to(0, 0b0011));
  ASSERT_TRUE(state.restrict_to(7, 0b0001));
  const std::vector<int> cells{0, 7, 8};
  EXPECT_EQ(keep_sum_by_reachable_sums(state, cells, 6), Propagation::changed);
  EXPECT_EQ(state.candidates(0), Mask{0b0011});
  EXPECT_EQ(state.candidates(8), Mask{0b1100});  // 6 − 1 − {1,2} = {3,4}
  EXPECT_EQ(keep_sum_by_reachable_sums(state, cells, 6), Propagation::fixpoint);
  EXPECT_EQ(keep_sum_by_reachable_sums(state, cells, 9), Propagation::failed);  // at most 7
}

TEST(SumRules, BoundsKeepDigitsBetweenWhatTheOthersCanReach) {
  const Puzzle puzzle = four_by_four({});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  ASSERT_TRUE(state.restrict_to(0, 0b0011));  // {1,2}
  const std::vector<int> cells{0, 8};
  EXPECT_EQ(keep_sum_by_bounds(state, cells, 6), Propagation::changed);
  EXPECT_EQ(state.candidates(8), Mask{0b1000});  // 6 − {1,2} = {4,5}, and 5 is past 4
}

}  // namespace
}  // namespace sudoku::detail::general
