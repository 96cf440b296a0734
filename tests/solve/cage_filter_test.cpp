// The cage combination filter (src/solve/cage_filter.hpp) on a case worked by hand, both bodies.
#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <span>
#include <vector>

#include "solve/cage_filter.hpp"

namespace sudoku::detail::general {
namespace {

constexpr Mask digits(std::initializer_list<int> list) {
  Mask mask = 0;
  for (const int digit : list) mask |= Mask{1} << (digit - 1);
  return mask;
}

// Three open cells of a 9×9 cage of 7, {1,2,4} the one combination (and {2,5,9}, which needs a
// 9 no cell has). Cell 2 is pinned to 2, so cell 1 keeps 1; 4 is a candidate of cell 3 alone,
// so cell 3 keeps 4.
TEST(CageFilter, APinnedDigitAndADigitWithOnePlaceNarrowTheOtherCells) {
  const std::vector<Mask> combinations{digits({1, 2, 4}), digits({2, 5, 9})};
  const std::vector<Mask> masks{digits({1, 2}), digits({2}), digits({1, 2, 4, 5})};
  const Mask anywhere = digits({1, 2, 4, 5});
  for (const bool lanes : {false, true}) {
    std::array<Mask, 3> support{};
    const CombinationFilter found =
        lanes ? filter_combinations_in_lanes(combinations, masks, 0, anywhere, 0, support)
              : filter_combinations_by_cells(combinations, masks, 0, anywhere, 0, support);
    EXPECT_TRUE(found.any) << lanes;
    EXPECT_EQ(found.in_every, digits({1, 2, 4})) << lanes;
    EXPECT_EQ(support[0], digits({1})) << lanes;
    EXPECT_EQ(support[1], digits({2})) << lanes;
    EXPECT_EQ(support[2], digits({4})) << lanes;
  }
}

// Two cells pinned to the same digit (1, in {1,2,5}): the combination is out, and no cell keeps
// anything of it.
TEST(CageFilter, TwoCellsPinnedToOneDigitRuleTheCombinationOut) {
  const std::vector<Mask> combinations{digits({1, 2, 5})};
  const std::vector<Mask> masks{digits({1, 3}), digits({1, 4}), digits({2, 5})};
  const Mask anywhere = digits({1, 2, 3, 4, 5});
  for (const bool lanes : {false, true}) {
    std::array<Mask, 3> support{};
    const CombinationFilter found =
        lanes ? filter_combinations_in_lanes(combinations, masks, 0, anywhere, 0, support)
              : filter_combinations_by_cells(combinations, masks, 0, anywhere, 0, support);
    EXPECT_FALSE(found.any) << lanes;
    EXPECT_EQ(support, (std::array<Mask, 3>{})) << lanes;
  }
}

}  // namespace
}  // namespace sudoku::detail::general
