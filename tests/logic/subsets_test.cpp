// Naked and hidden subsets (src/logic/subsets.cpp): pairs, triples and quads, each on a
// hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// An empty 9×9 grid where digits 1..`last` can only go in row 1's cells c1..c`last` and c9.
CandidateGrid row_one_kept_to(int last) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  std::vector<int> keep{at(1, 9)};
  for (int column = 1; column <= last; ++column) keep.push_back(at(1, column));
  for (int digit = 1; digit <= last; ++digit) {
    only_at(grid, digit, row(grid, 1), keep);
  }
  return grid;
}

TEST(NakedPair, RemovesItsTwoDigitsFromTheRestOfTheHouse) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(1, 1), {1, 2});
  only_digits(grid, at(1, 2), {1, 2});
  const std::optional<Step> step = first_step(grid, Technique::naked_pair);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Naked pair: r1c1 and r1c2 in row 1 can only be 1 and 2, so remove 1 and 2 from "
            "r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.");
  EXPECT_EQ(step->digits, (std::vector<Digit>{1, 2}));
  EXPECT_EQ(step->rating, 30);
  EXPECT_EQ(step_focus(grid, *step), "in row 1");
}

TEST(NakedPair, WorksInAKillerCage) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{at(1, 3), at(1, 4), at(2, 4)}, 12});
  CandidateGrid grid(puzzle);
  only_digits(grid, at(1, 3), {4, 5});
  only_digits(grid, at(2, 4), {4, 5});
  EXPECT_EQ(explanation(grid, Technique::naked_pair),
            "Naked pair: r1c3 and r2c4 in the cage at r1c3 can only be 4 and 5, so remove 4 and 5 "
            "from r1c4.");
}

TEST(NakedTriple, RemovesItsThreeDigitsFromTheRestOfTheHouse) {
  CandidateGrid grid = row_one_kept_to(3);
  only_digits(grid, at(1, 1), {1, 2});
  only_digits(grid, at(1, 2), {2, 3});
  only_digits(grid, at(1, 3), {1, 3});
  EXPECT_EQ(explanation(grid, Technique::naked_triple),
            "Naked triple: r1c1, r1c2 and r1c3 in row 1 can only be 1, 2 and 3, so remove 1, 2 and "
            "3 from r1c9.");
}

TEST(NakedQuad, RemovesItsFourDigitsFromTheRestOfTheHouse) {
  CandidateGrid grid = row_one_kept_to(4);
  only_digits(grid, at(1, 1), {1, 2});
  only_digits(grid, at(1, 2), {2, 3});
  only_digits(grid, at(1, 3), {3, 4});
  only_digits(grid, at(1, 4), {1, 4});
  EXPECT_EQ(explanation(grid, Technique::naked_quad),
            "Naked quad: r1c1, r1c2, r1c3 and r1c4 in row 1 can only be 1, 2, 3 and 4, so remove "
            "1, 2, 3 and 4 from r1c9.");
}

TEST(HiddenPair, ClearsEveryOtherDigitFromItsTwoCells) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  for (int digit : {1, 2}) only_at(grid, digit, row(grid, 1), {at(1, 1), at(1, 2)});
  only_digits(grid, at(1, 1), {1, 2, 5});
  only_digits(grid, at(1, 2), {1, 2, 6});
  const std::optional<Step> step = first_step(grid, Technique::hidden_pair);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Hidden pair: 1 and 2 in row 1 can only go in r1c1 and r1c2, so remove 5 from r1c1, "
            "and 6 from r1c2.");
  EXPECT_EQ(step->rating, 34);
}

TEST(HiddenTriple, ClearsEveryOtherDigitFromItsThreeCells) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  for (int digit : {1, 2, 3}) {
    only_at(grid, digit, row(grid, 1), {at(1, 1), at(1, 2), at(1, 3)});
  }
  only_digits(grid, at(1, 1), {1, 2, 4});
  only_digits(grid, at(1, 2), {2, 3, 5});
  only_digits(grid, at(1, 3), {1, 3, 4});
  EXPECT_EQ(explanation(grid, Technique::hidden_triple),
            "Hidden triple: 1, 2 and 3 in row 1 can only go in r1c1, r1c2 and r1c3, so remove 4 "
            "from r1c1 and r1c3, and 5 from r1c2.");
}

TEST(HiddenQuad, ClearsEveryOtherDigitFromItsFourCells) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  const std::vector<int> cells{at(1, 1), at(1, 2), at(1, 3), at(1, 4)};
  for (int digit : {1, 2, 3, 4}) only_at(grid, digit, row(grid, 1), cells);
  only_digits(grid, at(1, 1), {1, 2, 5});
  only_digits(grid, at(1, 2), {3, 4, 6});
  only_digits(grid, at(1, 3), {1, 3, 7});
  only_digits(grid, at(1, 4), {2, 4, 8});
  EXPECT_EQ(explanation(grid, Technique::hidden_quad),
            "Hidden quad: 1, 2, 3 and 4 in row 1 can only go in r1c1, r1c2, r1c3 and r1c4, so "
            "remove 5 from r1c1, 6 from r1c2, 7 from r1c3, and 8 from r1c4.");
}

TEST(Subsets, FindNothingInAnEmptyGrid) {
  const CandidateGrid grid{Puzzle(Geometry(9))};
  for (int size = 2; size <= 4; ++size) {
    EXPECT_FALSE(logic::find_naked_subset(grid, size));
    EXPECT_FALSE(logic::find_hidden_subset(grid, size));
  }
}

}  // namespace
}  // namespace sudoku::testing
