// Single-digit patterns (src/logic/single_digit_patterns.cpp): skyscraper and two-string kite,
// each on a hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

TEST(Skyscraper, RemovesTheDigitFromCellsSeeingBothFarEnds) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 6, row(grid, 1), {at(1, 1), at(1, 5)});
  only_at(grid, 6, row(grid, 5), {at(5, 1), at(5, 6)});
  const std::optional<Step> step = first_step(grid, Technique::skyscraper);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Skyscraper: 6 in row 1 can only go in r1c1 or r1c5, and in row 5 only in r5c1 or "
            "r5c6; r1c1 and r5c1 share column 1, so r1c5 or r5c6 is 6: remove 6 from r2c6, r3c6, "
            "r4c5 and r6c5.");
  EXPECT_EQ(step->rating, 40);
  EXPECT_EQ(step_focus(grid, *step), "in rows 1 and 5");
}

TEST(Skyscraper, IsNotAnXWing) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 6, row(grid, 1), {at(1, 1), at(1, 5)});
  only_at(grid, 6, row(grid, 5), {at(5, 1), at(5, 5)});
  EXPECT_FALSE(first_step(grid, Technique::skyscraper));
  EXPECT_TRUE(first_step(grid, Technique::x_wing));
}

TEST(TwoStringKite, RemovesTheDigitFromTheCellSeeingBothFarEnds) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 7, row(grid, 1), {at(1, 2), at(1, 7)});
  only_at(grid, 7, column(grid, 1), {at(3, 1), at(8, 1)});
  ASSERT_TRUE(first_step(grid, Technique::two_string_kite));
  EXPECT_EQ(first_step(grid, Technique::two_string_kite)->rating, 41);
  EXPECT_EQ(step_focus(grid, *first_step(grid, Technique::two_string_kite)),
            "in row 1 and column 1");
  EXPECT_EQ(explanation(grid, Technique::two_string_kite),
            "Two-string kite: 7 in row 1 can only go in r1c2 or r1c7, and in column 1 only in r3c1 "
            "or r8c1; r1c2 and r3c1 share box 1, so r1c7 or r8c1 is 7: remove 7 from r8c7.");
}

}  // namespace
}  // namespace sudoku::testing
