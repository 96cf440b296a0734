// Locked candidates (src/logic/intersections.cpp): pointing and claiming, in boxes, lines,
// diagonals and Killer cages, each on a hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

TEST(Pointing, RemovesADigitFromTheLineItsPlacesInABoxShare) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 3, box(grid, 1), {at(1, 1), at(1, 2), at(1, 3)});
  const std::optional<Step> step = first_step(grid, Technique::pointing);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Pointing: 3 in box 1 can only go in row 1, so remove 3 from r1c4, r1c5, r1c6, r1c7, "
            "r1c8 and r1c9.");
  EXPECT_EQ(step->cells, (std::vector<int>{at(1, 1), at(1, 2), at(1, 3)}));
  EXPECT_EQ(step->groups, (std::vector<int>{18, 0}));  // box 1, row 1
  EXPECT_EQ(step->rating, 26);
  EXPECT_EQ(step_focus(grid, *step), "in box 1");
  EXPECT_EQ(step->eliminations.size(), 6U);
}

TEST(Pointing, RemovesADigitAlongADiagonal) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_x_diagonals();
  CandidateGrid grid(puzzle);
  only_at(grid, 3, box(grid, 1), {at(1, 1), at(2, 2)});
  EXPECT_EQ(explanation(grid, Technique::pointing),
            "Pointing: 3 in box 1 can only go in the main diagonal, so remove 3 from r4c4, r5c5, "
            "r6c6, r7c7, r8c8 and r9c9.");
}

TEST(Pointing, RemovesADigitFromTheRestOfAKillerCage) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{at(2, 3), at(3, 3), at(3, 4)}, 10});
  CandidateGrid grid(puzzle);
  only_at(grid, 3, box(grid, 1), {at(2, 3), at(3, 3)});
  only_at(grid, 3, column(grid, 3), {at(2, 3), at(3, 3)});  // so the column has nothing to lose
  EXPECT_EQ(explanation(grid, Technique::pointing),
            "Pointing: 3 in box 1 can only go in the cage at r2c3, so remove 3 from r3c4.");
}

TEST(Claiming, RemovesADigitFromTheBoxItsPlacesInALineShare) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 3, row(grid, 1), {at(1, 1), at(1, 2), at(1, 3)});
  EXPECT_FALSE(first_step(grid, Technique::pointing));
  const std::optional<Step> step = first_step(grid, Technique::claiming);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Claiming: 3 in row 1 can only go in box 1, so remove 3 from r2c1, r2c2, r2c3, r3c1, "
            "r3c2 and r3c3.");
  EXPECT_EQ(step->rating, 28);
  EXPECT_EQ(step_focus(grid, *step), "in row 1");
}

}  // namespace
}  // namespace sudoku::testing
