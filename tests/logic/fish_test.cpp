// Basic fish (src/logic/fish.cpp): X-wing, swordfish and jellyfish, on rows and on columns,
// each on a hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

TEST(XWing, RemovesTheDigitFromTheRestOfItsTwoColumns) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 4, row(grid, 2), {at(2, 3), at(2, 8)});
  only_at(grid, 4, row(grid, 7), {at(7, 3), at(7, 8)});
  only_at(grid, 4, column(grid, 3), {at(2, 3), at(5, 3), at(7, 3)});
  only_at(grid, 4, column(grid, 8), {at(2, 8), at(5, 8), at(7, 8)});
  const std::optional<Step> step = first_step(grid, Technique::x_wing);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "X-wing: 4 in rows 2 and 7 can only go in columns 3 and 8, so remove 4 from r5c3 and "
            "r5c8.");
  EXPECT_EQ(step->cells, (std::vector<int>{at(2, 3), at(2, 8), at(7, 3), at(7, 8)}));
  EXPECT_EQ(step->groups, (std::vector<int>{1, 6, 11, 16}));  // rows 2, 7; columns 3, 8
  EXPECT_EQ(step->rating, 32);
  EXPECT_EQ(step_focus(grid, *step), "in rows 2 and 7");
}

TEST(XWing, WorksOnColumnsToo) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 4, column(grid, 2), {at(3, 2), at(8, 2)});
  only_at(grid, 4, column(grid, 6), {at(3, 6), at(8, 6)});
  only_at(grid, 4, row(grid, 3), {at(3, 2), at(3, 6), at(3, 9)});
  only_at(grid, 4, row(grid, 8), {at(8, 2), at(8, 6)});
  EXPECT_EQ(explanation(grid, Technique::x_wing),
            "X-wing: 4 in columns 2 and 6 can only go in rows 3 and 8, so remove 4 from r3c9.");
}

TEST(Swordfish, RemovesTheDigitFromTheRestOfItsThreeColumns) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 6, row(grid, 1), {at(1, 1), at(1, 5)});
  only_at(grid, 6, row(grid, 5), {at(5, 5), at(5, 9)});
  only_at(grid, 6, row(grid, 9), {at(9, 1), at(9, 9)});
  only_at(grid, 6, column(grid, 1), {at(1, 1), at(4, 1), at(9, 1)});
  only_at(grid, 6, column(grid, 5), {at(1, 5), at(5, 5)});
  only_at(grid, 6, column(grid, 9), {at(4, 9), at(5, 9), at(9, 9)});
  EXPECT_EQ(explanation(grid, Technique::swordfish),
            "Swordfish: 6 in rows 1, 5 and 9 can only go in columns 1, 5 and 9, so remove 6 from "
            "r4c1 and r4c9.");
}

TEST(Jellyfish, RemovesTheDigitFromTheRestOfItsFourColumns) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 8, row(grid, 1), {at(1, 2), at(1, 4)});
  only_at(grid, 8, row(grid, 3), {at(3, 4), at(3, 6)});
  only_at(grid, 8, row(grid, 5), {at(5, 6), at(5, 8)});
  only_at(grid, 8, row(grid, 7), {at(7, 8), at(7, 2)});
  only_at(grid, 8, column(grid, 2), {at(1, 2), at(7, 2), at(9, 2)});
  only_at(grid, 8, column(grid, 4), {at(1, 4), at(3, 4)});
  only_at(grid, 8, column(grid, 6), {at(3, 6), at(5, 6)});
  only_at(grid, 8, column(grid, 8), {at(5, 8), at(7, 8), at(9, 8)});
  EXPECT_EQ(explanation(grid, Technique::jellyfish),
            "Jellyfish: 8 in rows 1, 3, 5 and 7 can only go in columns 2, 4, 6 and 8, so remove 8 "
            "from r9c2 and r9c8.");
}

TEST(Fish, FindNothingInAnEmptyGrid) {
  const CandidateGrid grid{Puzzle(Geometry(9))};
  for (int size = 2; size <= 4; ++size) EXPECT_FALSE(logic::find_fish(grid, size));
}

}  // namespace
}  // namespace sudoku::testing
