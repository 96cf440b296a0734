// Combination crossover (src/logic/cage_crossover.cpp), killer pairs (killer_pairs.cpp) and the
// new innies and outies (cages.cpp: blocks of boxes, outies less the innies in no cage, a digit
// the innies hold), each on a hand-made grid with its exact sentence and removals.
#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// The grid once every cage combination step has been applied: what the crossover adds.
CandidateGrid after_cage_combinations(CandidateGrid grid) {
  while (const std::optional<Step> step = first_step(grid, Technique::cage_combination)) {
    grid.apply(*step);
  }
  return grid;
}

// The cage at r1c3 (8), its cells down to 2, 3, 5 and 6, can be 2+6 or 3+5: each holds 2 or 3,
// so the cage at r1c1 (5), in the same row, cannot be 2+3. No digit is in every combination of
// either cage, so the cage combinations alone do not see it.
TEST(CombinationCrossover, StrikesCombinationsThatLeaveANeighbouringCageNone) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 5}, {{at(1, 3), at(1, 4)}, 8}});
  only_digits(grid, at(1, 3), {2, 3, 5, 6});
  only_digits(grid, at(1, 4), {2, 3, 5, 6});
  grid = after_cage_combinations(grid);
  const std::optional<Step> step = first_step(grid, Technique::combination_crossover);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Combination crossover: the cage at r1c1 adds up to 5: r1c1 and r1c2 can be 1+4 or "
            "2+3, but 2+3 would leave the cage at r1c3 no combination; so r1c1 and r1c2 can only "
            "be 1+4: remove 2 and 3 from r1c1 and r1c2.");
  EXPECT_EQ(step->eliminations,
            (std::vector<Elimination>{{at(1, 1), 2}, {at(1, 2), 2}, {at(1, 1), 3}, {at(1, 2), 3}}));
  EXPECT_EQ(step->rating, 29);
}

// 7 has no place in row 1 but the cage's two cells: only 3+7 holds it.
TEST(CombinationCrossover, StrikesCombinationsWithoutADigitTheHouseNeedsFromTheCage) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}});
  only_at(grid, 7, row(grid, 1), {at(1, 1), at(1, 2)});
  EXPECT_EQ(explanation(grid, Technique::combination_crossover),
            "Combination crossover: the cage at r1c1 adds up to 10: r1c1 and r1c2 can be 1+9, "
            "2+8, 3+7 or 4+6, but 1+9, 2+8 and 4+6 lack 7, which can only go in the cage in row "
            "1; so r1c1 and r1c2 can only be 3+7: remove 1, 2, 4, 5, 6, 8 and 9 from r1c1 and "
            "r1c2.");
}

// r1c3 can only be 1 or 4, and sees both cells of the cage: 1+4 would empty it.
TEST(CombinationCrossover, StrikesCombinationsThatLeaveACellNoDigit) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 5}});
  only_digits(grid, at(1, 3), {1, 4});
  EXPECT_EQ(explanation(grid, Technique::combination_crossover),
            "Combination crossover: the cage at r1c1 adds up to 5: r1c1 and r1c2 can be 1+4 or "
            "2+3, but 1+4 would leave r1c3 no digit; so r1c1 and r1c2 can only be 2+3: remove 1, "
            "4, 5, 6, 7, 8 and 9 from r1c1 and r1c2.");
}

TEST(CombinationCrossover, FindsNothingWhenEveryCombinationStands) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}, {{at(5, 5), at(5, 6)}, 3}});
}

// Boxes 1 and 2 hold every digit twice (90). Neither box alone has a cage inside it, but the
// cages covering both add up to 100: the two cells they reach into row 4 add up to 10.
TEST(InniesAndOutiesOfBoxes, AddsUpTwoBoxesSideBySide) {
  const CandidateGrid grid = with_cages({
      {{at(1, 1), at(1, 2), at(1, 3), at(1, 4), at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2)},
       45},
      {{at(1, 5), at(1, 6), at(2, 4), at(2, 5), at(2, 6), at(3, 4), at(3, 5), at(3, 6), at(4, 6)},
       45},
      {{at(3, 3), at(4, 3)}, 10},
  });
  const std::optional<Step> step = first_step(grid, Technique::innies_and_outies);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Innies and outies: the cages covering boxes 1 and 2 add up to 100, 10 more than "
            "their 90: their cells outside them add up to 10: r4c3 and r4c6 can only be 1+9, 2+8, "
            "3+7 or 4+6, so remove 5 from r4c3 and r4c6.");
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(4, 3), 5}, {at(4, 6), 5}}));
}

// Row 1 is covered by two cages reaching into row 2 (25 and 34) but for r1c9, in no cage: the
// two cells they reach out by add up to 59 - 45 = 14 more than r1c9 holds.
TEST(InniesAndOuties, TakesTheInniesInNoCageFromTheOuties) {
  const CandidateGrid grid = with_cages({
      {{at(1, 1), at(1, 2), at(1, 3), at(1, 4), at(2, 1)}, 25},
      {{at(1, 5), at(1, 6), at(1, 7), at(1, 8), at(2, 8)}, 34},
  });
  const std::optional<Step> step = first_step(grid, Technique::innies_and_outies);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Innies and outies: the cages covering row 1 but r1c9 add up to 59 against its 45: "
            "their cells outside it, less r1c9, add up to 14: r2c1 + r2c8 − r1c9 = 14 only as "
            "6+9−1, 7+8−1, 7+9−2, 8+7−1, 8+9−3, 9+6−1, … (8 in all), so remove 1, 2 and 3 from "
            "r2c1 and r2c8, 4 and 5 from r1c9, r2c1 and r2c8, and 6, 7, 8 and 9 from r1c9.");
}

// The innies of box 1 (22) can only be 5+8+9 or 6+7+9: 9 goes in row 1 there.
TEST(InniesAndOuties, TakesADigitEveryCombinationOfTheInniesHoldsFromTheirHouse) {
  const CandidateGrid grid =
      with_cages({{{at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)}, 23}});
  const std::optional<Step> step = logic::find_digit_the_innies_hold(grid);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Innies and outies: the innies of box 1 (r1c1, r1c2 and r1c3) add up to 22: r1c1, "
            "r1c2 and r1c3 can only be 5+8+9 or 6+7+9, each with 9, so 9 goes in r1c1, r1c2 or "
            "r1c3, all in row 1: remove 9 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.");
  EXPECT_EQ(step->rating, 25);
}

// Each cage of row 1 holds 8 or 9 in every combination, and neither always holds the same one:
// between them they hold both.
TEST(KillerPair, LocksTwoDigitsInTwoCagesOfAHouse) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}, {{at(1, 5), at(1, 6)}, 13}});
  for (const int column : {1, 2}) only_digits(grid, at(1, column), {1, 2, 8, 9});
  for (const int column : {5, 6}) only_digits(grid, at(1, column), {4, 5, 8, 9});
  const std::optional<Step> step = first_step(grid, Technique::killer_pair);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Killer pair: in row 1, every combination of the cage at r1c1 holds 8 or 9 (1+9 or "
            "2+8), and so does every combination of the cage at r1c5 (4+9 or 5+8): one holds 8 "
            "and the other 9, so remove 8 and 9 from r1c3, r1c4, r1c7, r1c8 and r1c9.");
  EXPECT_EQ(step->rating, 30);
}

// A cell with two candidates pairs with a cage the same way; a cell whose candidates are not
// both of the pair does not.
TEST(KillerPair, PairsACageWithACellOfTheTwoDigits) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}});
  for (const int column : {1, 2}) only_digits(grid, at(1, column), {1, 2, 8, 9});
  only_digits(grid, at(1, 9), {8, 9});
  EXPECT_EQ(explanation(grid, Technique::killer_pair),
            "Killer pair: in row 1, every combination of the cage at r1c1 holds 8 or 9 (1+9 or "
            "2+8), and r1c9 can only be 8 or 9: one holds 8 and the other 9, so remove 8 and 9 "
            "from r1c3, r1c4, r1c5, r1c6, r1c7 and r1c8.");
  CandidateGrid other = with_cages({{{at(1, 1), at(1, 2)}, 10}});
  for (const int column : {1, 2}) only_digits(other, at(1, column), {1, 2, 8, 9});
  only_digits(other, at(1, 9), {5, 8});
  EXPECT_FALSE(logic::find_killer_pair(other));
}

}  // namespace
}  // namespace sudoku::testing
