// Exclusion groups of a sum (src/solve/exclusion_groups.hpp) on a plain 9×9 layout: the split
// into groups of mutual peers, and the bounds of sums and differences over such groups, worked
// by hand. (Their soundness over random Killers: tests/property/killer_root_test.cpp.)
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "solve/exclusion_groups.hpp"
#include "solve/general_state.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {
namespace {

constexpr int cell_at(int row, int column) { return (row - 1) * 9 + (column - 1); }
constexpr Mask digits(int from, int to) {
  return ((Mask{1} << to) - 1) & ~((Mask{1} << (from - 1)) - 1);
}

// The groups as sorted sets of cells, in the order found.
std::vector<std::vector<int>> groups_of(const std::vector<int>& ordered,
                                        const std::vector<int>& ends) {
  std::vector<std::vector<int>> groups;
  int begin = 0;
  for (const int end : ends) {
    std::vector<int> group(ordered.begin() + begin, ordered.begin() + end);
    std::sort(group.begin(), group.end());
    groups.push_back(group);
    begin = end;
  }
  return groups;
}

// Taken in the order given, r4c1 would take r1c1 (column 1) and leave r1c2 and r1c3 a group of
// two (2² + 2² = 8); row 1's three cells and r4c1 alone score 3² + 1² = 10, which is kept.
TEST(ExclusionGroups, KeepTheSplitWithTheLargestSumOfSquaredSizes) {
  const Puzzle puzzle(Geometry(9));
  const Layout layout = make_layout(puzzle);
  const PeerSets peers(layout);
  const std::vector<int> cells{cell_at(4, 1), cell_at(1, 1), cell_at(1, 2), cell_at(1, 3)};
  std::vector<int> ordered{99};  // what was there stays; the ends count from after it
  std::vector<int> ends;
  split_into_exclusion_groups(cells, peers, ordered, ends);
  ASSERT_EQ(ordered.size(), 5U);
  EXPECT_EQ(ordered.front(), 99);
  EXPECT_EQ(ends, (std::vector<int>{4, 5}));
  ordered.erase(ordered.begin());
  for (int& end : ends) --end;
  EXPECT_EQ(groups_of(ordered, ends),
            (std::vector<std::vector<int>>{{cell_at(1, 1), cell_at(1, 2), cell_at(1, 3)},
                                           {cell_at(4, 1)}}));
}

// HS_KILLERS#8's innies of rows 1–4: r1c1 r1c2 r2c1 | r2c9 r3c8 r3c9 | r4c1 | r4c9 add up to
// 65. With distinct digits in each group the greatest total is 24 + 24 + 9 + 9 = 66, one more
// than the sum: a group of three keeps its digits ≥ 7 − 1 (its greatest filling 7 8 9 may lose
// one), the single cells ≥ 9 − 1.
TEST(ExclusionGroups, BoundTheInniesOfFourRowsByTheirGroups) {
  const Puzzle puzzle(Geometry(9));
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  const std::vector<int> cells{cell_at(1, 1), cell_at(1, 2), cell_at(2, 1), cell_at(2, 9),
                               cell_at(3, 8), cell_at(3, 9), cell_at(4, 1), cell_at(4, 9)};
  const std::vector<int> ends{3, 6, 7, 8};
  EXPECT_EQ(keep_sum_by_exclusion_groups(state, cells, 8, ends, 65), Propagation::changed);
  for (int i = 0; i < 6; ++i) EXPECT_EQ(state.candidates(cells[i]), digits(6, 9)) << i;
  EXPECT_EQ(state.candidates(cell_at(4, 1)), digits(8, 9));
  EXPECT_EQ(state.candidates(cell_at(4, 9)), digits(8, 9));
  // Nothing more to say on those candidates; 67 is out of reach.
  EXPECT_EQ(keep_sum_by_exclusion_groups(state, cells, 8, ends, 65), Propagation::fixpoint);
  GeneralState open(layout, nullptr);
  EXPECT_EQ(keep_sum_by_exclusion_groups(open, cells, 8, ends, 67), Propagation::failed);
}

// The least side, with candidates: r1c1 and r1c2 (a group) from {1,2,3}, r5c5 from {2..9}, add
// up to 6. The group makes at least 1 + 2 and r5c5 at least 2, so the slack is 1: the group's
// cells keep at most 2 + 1 (the least filling's top digit is 2) and r5c5 at most 2 + 1.
TEST(ExclusionGroups, BoundTheLeastSideFromTheCandidates) {
  const Puzzle puzzle(Geometry(9));
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  ASSERT_TRUE(state.restrict_to(cell_at(1, 1), digits(1, 3)));
  ASSERT_TRUE(state.restrict_to(cell_at(1, 2), digits(1, 3)));
  ASSERT_TRUE(state.restrict_to(cell_at(5, 5), digits(2, 9)));
  const std::vector<int> cells{cell_at(1, 1), cell_at(1, 2), cell_at(5, 5)};
  const std::vector<int> ends{2, 3};
  EXPECT_EQ(keep_sum_by_exclusion_groups(state, cells, 3, ends, 6), Propagation::changed);
  EXPECT_EQ(state.candidates(cell_at(1, 1)), digits(1, 3));
  EXPECT_EQ(state.candidates(cell_at(1, 2)), digits(1, 3));
  EXPECT_EQ(state.candidates(cell_at(5, 5)), digits(2, 3));
}

// A difference: r1c1 + r1c2 − r5c5 = 16. The pair makes at most 9 + 8 = 17 and r5c5 at least 1,
// so the pair is {8, 9} and r5c5 is 1 (read reversed, 10 − 1 = 9 is its greatest digit).
TEST(ExclusionGroups, BoundADifferenceReadingItsMinusCellsReversed) {
  const Puzzle puzzle(Geometry(9));
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  const std::vector<int> cells{cell_at(1, 1), cell_at(1, 2), cell_at(5, 5)};
  const std::vector<int> ends{2, 3};
  EXPECT_EQ(keep_sum_by_exclusion_groups(state, cells, 2, ends, 16), Propagation::changed);
  EXPECT_EQ(state.candidates(cell_at(1, 1)), digits(8, 9));
  EXPECT_EQ(state.candidates(cell_at(1, 2)), digits(8, 9));
  EXPECT_EQ(state.candidates(cell_at(5, 5)), digits(1, 1));
  GeneralState open(layout, nullptr);
  EXPECT_EQ(keep_sum_by_exclusion_groups(open, cells, 2, ends, 17), Propagation::failed);
}

}  // namespace
}  // namespace sudoku::detail::general
