// Singles (src/logic/singles.cpp): full house, hidden single (in a box or region, and in a
// row, column or diagonal), naked single, each on a hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "sudoku/format.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

Puzzle grid_text(const char* text) { return read_grid(text, "test", Validation::shape_only); }

TEST(FullHouse, FillsTheLastEmptyCellOfAHouseWithTheMissingDigit) {
  const CandidateGrid grid(
      grid_text("12345678.\n.........\n.........\n.........\n.........\n.........\n.........\n"
                ".........\n.........\n"));
  const std::optional<Step> step = find_step(grid);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation, "Full house: r1c9 is the last empty cell in row 1, so it is 9.");
  EXPECT_EQ(step->placements, (std::vector<Placement>{{at(1, 9), 9}}));
  EXPECT_TRUE(step->eliminations.empty());
  EXPECT_EQ(step->rating, 10);
  EXPECT_EQ(step->groups, (std::vector<int>{0}));
  EXPECT_EQ(step_focus(grid, *step), "in row 1");
}

TEST(HiddenSingle, PlacesADigitWithOnePlaceLeftInABox) {
  // 1 is in rows 2 and 3 and in columns 2 and 3, so in box 1 it can only go in r1c1.
  const CandidateGrid grid(
      grid_text(".........\n...1.....\n......1..\n.1.......\n.........\n.........\n..1......\n"
                ".........\n.........\n"));
  const std::optional<Step> step = find_step(grid);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation, "Hidden single: 1 in box 1 can only go in r1c1.");
  EXPECT_EQ(step->placements, (std::vector<Placement>{{at(1, 1), 1}}));
  EXPECT_EQ(step->rating, 12);
  EXPECT_EQ(step_focus(grid, *step), "in box 1");
}

TEST(HiddenSingle, InARowRatesHigherThanInABox) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 5, row(grid, 1), {at(1, 1)});
  const std::optional<Step> step = first_step(grid, Technique::hidden_single);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation, "Hidden single: 5 in row 1 can only go in r1c1.");
  EXPECT_EQ(step->rating, 15);
}

TEST(HiddenSingle, FindsADigitWithOnePlaceLeftOnADiagonal) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_x_diagonals();
  CandidateGrid grid(puzzle);
  only_at(grid, 5, grid.groups()[27].cells, {at(1, 1)});
  EXPECT_EQ(explanation(grid, Technique::hidden_single),
            "Hidden single: 5 in the main diagonal can only go in r1c1.");
}

TEST(HiddenSingle, FindsADigitWithOnePlaceLeftInAJigsawRegion) {
  // Region 2 is r1c4, r2c2, r2c3 and r2c4; the 2 in row 2 leaves it only r1c4.
  const Puzzle puzzle =
      read_puzzle("variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n....\n2...\n....\n....\n", "test",
                  Validation::full);
  EXPECT_EQ(explanation(CandidateGrid(puzzle), Technique::hidden_single),
            "Hidden single: 2 in region 2 can only go in r1c4.");
}

TEST(NakedSingle, PlacesTheOnlyCandidateOfACell) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(5, 5), {7});
  const std::optional<Step> step = find_step(grid);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation, "Naked single: r5c5 can only be 7.");
  EXPECT_EQ(step->placements, (std::vector<Placement>{{at(5, 5), 7}}));
  EXPECT_EQ(step->rating, 23);
  EXPECT_EQ(step_focus(grid, *step), "at r5c5");
}

TEST(Singles, FindNothingInAnEmptyGrid) {
  const CandidateGrid grid{Puzzle(Geometry(9))};
  EXPECT_FALSE(logic::find_full_house(grid));
  EXPECT_FALSE(logic::find_hidden_single(grid));
  EXPECT_FALSE(logic::find_naked_single(grid));
}

}  // namespace
}  // namespace sudoku::testing
