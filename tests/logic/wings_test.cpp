// Wings (src/logic/wings.cpp): XY-wing, XYZ-wing, WXYZ- and VWXYZ-wing and W-wing, each on a
// hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

TEST(XYWing, RemovesTheSharedDigitFromCellsSeeingBothPincers) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(1, 1), {1, 2});
  only_digits(grid, at(1, 5), {1, 3});
  only_digits(grid, at(5, 1), {2, 3});
  const std::optional<Step> step = first_step(grid, Technique::xy_wing);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "XY-wing: r1c1 can only be 1 or 2, r1c5 only 1 or 3, r5c1 only 2 or 3; whichever r1c1 "
            "is, r1c5 or r5c1 is 3, so remove 3 from r5c5.");
  EXPECT_EQ(step->cells, (std::vector<int>{at(1, 1), at(1, 5), at(5, 1)}));
  EXPECT_EQ(step->rating, 42);
  EXPECT_EQ(step_focus(grid, *step), "around r1c1");
}

TEST(XYZWing, RemovesTheSharedDigitFromCellsSeeingAllThree) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(1, 1), {1, 2, 3});
  only_digits(grid, at(1, 5), {1, 3});
  only_digits(grid, at(2, 2), {2, 3});
  EXPECT_EQ(explanation(grid, Technique::xyz_wing),
            "XYZ-wing: r1c1 can only be 1, 2 or 3, r1c5 only 1 or 3, r2c2 only 2 or 3; one of the "
            "three is 3, so remove 3 from r1c2 and r1c3.");
}

TEST(WXYZWing, RemovesTheOneUnrestrictedDigitFromCellsSeeingEveryCellThatHoldsIt) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(1, 1), {1, 2, 3});
  only_digits(grid, at(1, 2), {1, 4});
  only_digits(grid, at(2, 3), {2, 4});
  only_digits(grid, at(1, 7), {3, 4});
  const std::optional<Step> step = first_step(grid, Technique::wxyz_wing);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "WXYZ-wing: r1c1 can only be 1, 2 or 3, r1c2 only 1 or 4, r1c7 only 3 or 4 and r2c3 "
            "only 2 or 4: four cells with only four digits between them, where 1, 2 and 3 can "
            "each fill one of them at most (the cells that can hold each see each other), so one "
            "of them is 4: remove 4 from r1c3.");
  EXPECT_EQ(step->cells, (std::vector<int>{at(1, 1), at(1, 2), at(1, 7), at(2, 3)}));
  EXPECT_EQ(step->rating, 55);
  EXPECT_EQ(step_focus(grid, *step), "around r1c1");
  // Three cells of these are an XYZ-wing's shape but hold four digits: no smaller wing.
  EXPECT_FALSE(logic::find_xyz_wing(grid));
}

TEST(VWXYZWing, IsTheSameWithFiveCells) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(1, 1), {1, 2, 3, 4});
  only_digits(grid, at(1, 2), {1, 5});
  only_digits(grid, at(2, 3), {2, 5});
  only_digits(grid, at(1, 7), {3, 5});
  only_digits(grid, at(1, 8), {4, 5});
  EXPECT_FALSE(logic::find_wxyz_wing(grid));
  const std::optional<Step> step = first_step(grid, Technique::vwxyz_wing);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "VWXYZ-wing: r1c1 can only be 1, 2, 3 or 4, r1c2 only 1 or 5, r1c7 only 3 or 5, r1c8 "
            "only 4 or 5 and r2c3 only 2 or 5: five cells with only five digits between them, "
            "where 1, 2, 3 and 4 can each fill one of them at most (the cells that can hold each "
            "see each other), so one of them is 5: remove 5 from r1c3.");
  EXPECT_EQ(step->rating, 62);
}

TEST(WXYZWing, IsNotALockedSetNorTwoFreeDigits) {
  // Every digit restricted (all four cells in row 1): a naked quad, not a wing.
  CandidateGrid locked{Puzzle(Geometry(9))};
  only_digits(locked, at(1, 1), {1, 2, 3});
  only_digits(locked, at(1, 2), {1, 4});
  only_digits(locked, at(1, 3), {2, 4});
  only_digits(locked, at(1, 7), {3, 4});
  EXPECT_FALSE(logic::find_wxyz_wing(locked));
  // 3 and 4 both in cells that do not see each other: nothing follows.
  CandidateGrid two_free{Puzzle(Geometry(9))};
  only_digits(two_free, at(1, 1), {1, 2});
  only_digits(two_free, at(1, 2), {1, 3, 4});
  only_digits(two_free, at(2, 3), {2, 3, 4});
  only_digits(two_free, at(1, 7), {3, 4});
  EXPECT_FALSE(logic::find_wxyz_wing(two_free));
}

TEST(WWing, JoinsTwoEqualPairsByAStrongLink) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(1, 1), {1, 2});
  only_digits(grid, at(5, 5), {1, 2});
  only_at(grid, 2, column(grid, 9), {at(1, 9), at(5, 9)});
  ASSERT_TRUE(first_step(grid, Technique::w_wing));
  EXPECT_EQ(first_step(grid, Technique::w_wing)->rating, 67);
  EXPECT_EQ(step_focus(grid, *first_step(grid, Technique::w_wing)), "with r1c1 and r5c5");
  EXPECT_EQ(explanation(grid, Technique::w_wing),
            "W-wing: r1c1 and r5c5 can only be 1 or 2; 2 in column 9 can only go in r1c9, which "
            "sees r1c1, or r5c9, which sees r5c5; so r1c1 or r5c5 is 1: remove 1 from r1c5 and "
            "r5c1.");
}

TEST(Wings, FindNothingInAnEmptyGrid) {
  const CandidateGrid grid{Puzzle(Geometry(9))};
  EXPECT_FALSE(logic::find_xy_wing(grid));
  EXPECT_FALSE(logic::find_xyz_wing(grid));
  EXPECT_FALSE(logic::find_w_wing(grid));
  EXPECT_FALSE(logic::find_wxyz_wing(grid));
  EXPECT_FALSE(logic::find_vwxyz_wing(grid));
}

}  // namespace
}  // namespace sudoku::testing
