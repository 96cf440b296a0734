// Uniqueness techniques (src/logic/uniqueness.cpp): unique rectangle and BUG+1, each on a
// hand-made grid with its exact sentence, used only when the puzzle is known to be unique.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// r1c1, r1c4, r2c1 and r2c4 (boxes 1 and 2): three can only be 3 or 7, r2c4 also 9.
CandidateGrid rectangle_grid(const Puzzle& puzzle) {
  CandidateGrid grid(puzzle);
  only_digits(grid, at(1, 1), {3, 7});
  only_digits(grid, at(1, 4), {3, 7});
  only_digits(grid, at(2, 1), {3, 7});
  only_digits(grid, at(2, 4), {3, 7, 9});
  return grid;
}

TEST(UniqueRectangle, RemovesThePairFromTheFourthCorner) {
  const CandidateGrid grid = rectangle_grid(Puzzle(Geometry(9)));
  const std::optional<Step> step = first_step(grid, Technique::unique_rectangle);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Unique rectangle: r1c1, r1c4 and r2c1 can only be 3 or 7; if r2c4 were 3 or 7 too, "
            "the four cells could swap 3 and 7 and the puzzle would have two solutions, so remove "
            "3 and 7 from r2c4.");
  EXPECT_EQ(step->rating, 45);
  EXPECT_EQ(step->cells, (std::vector<int>{at(1, 1), at(1, 4), at(2, 1), at(2, 4)}));
}

// Type 2: the floor r1c1, r1c4 can only be 3 or 7, the roof r2c1, r2c4 only 3, 7 or 9; one of
// the roof is 9, so no cell seeing both is (the rest of row 2).
TEST(UniqueRectangle, RemovesTheRoofsExtraDigitFromWhatSeesBoth) {
  CandidateGrid grid(Puzzle(Geometry(9)));
  only_digits(grid, at(1, 1), {3, 7});
  only_digits(grid, at(1, 4), {3, 7});
  only_digits(grid, at(2, 1), {3, 7, 9});
  only_digits(grid, at(2, 4), {3, 7, 9});
  const std::optional<Step> step = first_step(grid, Technique::unique_rectangle);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Unique rectangle: r1c1 and r1c4 can only be 3 or 7, and r2c1 and r2c4 only 3, 7 or "
            "9; if neither were 9, the four cells could swap 3 and 7 and the puzzle would have two "
            "solutions, so one of them is 9: remove 9 from r2c2, r2c3, r2c5, r2c6, r2c7, r2c8 and "
            "r2c9.");
  EXPECT_EQ(step->rating, 46);
  EXPECT_EQ(step->eliminations.size(), 7U);
}

// Type 4: the same floor, the roof with more than one extra digit, and 3 in row 2 only in the
// roof: one of the roof is 3, so neither is 7.
TEST(UniqueRectangle, KeepsTheDigitLockedInTheRoofsHouse) {
  CandidateGrid grid(Puzzle(Geometry(9)));
  only_digits(grid, at(1, 1), {3, 7});
  only_digits(grid, at(1, 4), {3, 7});
  only_digits(grid, at(2, 1), {3, 5, 7, 9});
  only_digits(grid, at(2, 4), {1, 3, 7});
  only_at(grid, 3, row(grid, 2), {at(2, 1), at(2, 4)});
  const std::optional<Step> step = first_step(grid, Technique::unique_rectangle);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Unique rectangle: r1c1 and r1c4 can only be 3 or 7; 3 in row 2 can only go in r2c1 "
            "or r2c4, so one of them is 3, and if the other were 7 the four cells could swap 3 "
            "and 7 and the puzzle would have two solutions: remove 7 from r2c1 and r2c4.");
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(2, 1), 7}, {at(2, 4), 7}}));
  EXPECT_EQ(step->rating, 46);
}

TEST(UniqueRectangle, IsNotUsedUnlessThePuzzleIsKnownToBeUnique) {
  const CandidateGrid grid = rectangle_grid(Puzzle(Geometry(9)));
  EXPECT_FALSE(first_step(grid, Technique::unique_rectangle, false));
  LogicOptions options;
  options.techniques = {Technique::unique_rectangle};
  options.unique_solution = false;
  EXPECT_FALSE(find_step(grid, options));
}

TEST(UniqueRectangle, NeedsTheSwapToKeepEveryHouse) {
  // The main diagonal holds r1c1 but no other corner: swapping would break it.
  Puzzle x{Geometry(9)};
  x.add_x_diagonals();
  EXPECT_FALSE(first_step(rectangle_grid(x), Technique::unique_rectangle));
  // Four corners in one box.
  CandidateGrid one_box{Puzzle(Geometry(9))};
  for (int cell : {at(1, 1), at(1, 2), at(2, 1)}) only_digits(one_box, cell, {3, 7});
  only_digits(one_box, at(2, 2), {3, 7, 9});
  EXPECT_FALSE(first_step(one_box, Technique::unique_rectangle));
}

// The solution 1234/3412/2143/4321 and the same with 1↔2 and 3↔4: every cell can only be one
// of the two (a bivalue universal grave), and r1c1 also `extra` when not 0.
CandidateGrid grave(Digit extra) {
  const std::vector<Digit> solution{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  CandidateGrid grid{Puzzle(Geometry(4))};
  for (int cell = 0; cell < 16; ++cell) {
    const Digit digit = solution[static_cast<std::size_t>(cell)];
    const auto other = static_cast<Digit>(digit % 2 == 1 ? digit + 1 : digit - 1);
    std::vector<Digit> kept{digit, other};
    if (cell == 0 && extra != 0) kept.push_back(extra);
    only_digits(grid, cell, kept);
  }
  return grid;
}

TEST(BugPlusOne, PlacesTheDigitWithoutWhichEveryCellHasTwoCandidates) {
  EXPECT_FALSE(first_step(grave(0), Technique::bug_plus_one));  // no cell with three
  const CandidateGrid grid = grave(3);
  const std::optional<Step> step = first_step(grid, Technique::bug_plus_one);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "BUG+1: every empty cell but r1c1 has two candidates, and r1c1 has 1, 2 and 3; without "
            "3 every digit would have two places in every house, which leaves two solutions or "
            "none; so r1c1 is 3.");
  EXPECT_EQ(step->placements, (std::vector<Placement>{{0, 3}}));
  EXPECT_EQ(step->rating, 56);
  EXPECT_FALSE(first_step(grid, Technique::bug_plus_one, false));
}

}  // namespace
}  // namespace sudoku::testing
