// Killer cage logic (src/logic/cages.cpp): cage combinations and innies and outies, each on a
// hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// An empty 9×9 with these cages.
CandidateGrid with_cages(const std::vector<Cage>& cages) {
  Puzzle puzzle{Geometry(9)};
  for (const Cage& cage : cages) puzzle.add_constraint(cage);
  return CandidateGrid(puzzle);
}

TEST(CageCombination, KeepsOnlyTheDigitsOfTheSetsThatAddUp) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 3}});
  const std::optional<Step> step = first_step(grid, Technique::cage_combination);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Cage combination: the cage at r1c1 adds up to 3: r1c1 and r1c2 can only be 1+2, so "
            "remove 3, 4, 5, 6, 7, 8 and 9 from r1c1 and r1c2.");
  EXPECT_EQ(step->digits, (std::vector<Digit>{1, 2}));
  EXPECT_EQ(step->rating, 24);
  EXPECT_EQ(step_focus(grid, *step), "in the cage at r1c1");
}

TEST(CageCombination, KeepsOnlySetsTheCandidatesCanTake) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}});
  only_digits(grid, at(1, 1), {1, 2, 3});
  EXPECT_EQ(explanation(grid, Technique::cage_combination),
            "Cage combination: the cage at r1c1 adds up to 10: r1c1 and r1c2 can only be 1+9, 2+8 "
            "or 3+7, so remove 1, 2, 3, 4, 5 and 6 from r1c2.");
}

TEST(CageCombination, PlacesTheLastCellOfACage) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{at(1, 1), at(1, 2), at(1, 3)}, 12});
  puzzle.set(at(1, 1), 5);
  puzzle.set(at(1, 2), 3);
  const CandidateGrid grid(puzzle);
  const std::optional<Step> step = first_step(grid, Technique::cage_combination);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Cage combination: the cage at r1c1 adds up to 12 and holds 3 and 5 already, so r1c3 "
            "is 4.");
  EXPECT_EQ(step->placements, (std::vector<Placement>{{at(1, 3), 4}}));
}

TEST(CageCombination, RemovesEverythingWhenNoSetFits) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 4}});
  only_digits(grid, at(1, 1), {2});
  only_digits(grid, at(1, 2), {2, 3});
  EXPECT_EQ(explanation(grid, Technique::cage_combination),
            "Cage combination: the cage at r1c1 adds up to 4: no set of digits fits r1c1 and r1c2, "
            "so remove 2 from r1c1 and r1c2, and 3 from r1c2.");
}

TEST(InniesAndOuties, PlacesTheOneCellOfAHouseOutsideItsCages) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 6},
                                         {{at(1, 4), at(1, 5), at(1, 6)}, 15},
                                         {{at(1, 7), at(1, 8)}, 17}});
  const std::optional<Step> step = first_step(grid, Technique::innies_and_outies);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Innies and outies: the cages inside row 1 add up to 38 of its 45, which leaves 7 for "
            "its other cells, so r1c9 is 7.");
  EXPECT_EQ(step->rating, 25);
}

TEST(InniesAndOuties, TreatsSeveralInniesAsACage) {
  const CandidateGrid grid =
      with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 24}, {{at(1, 4), at(1, 5), at(1, 6)}, 15}});
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: the cages inside row 1 add up to 39 of its 45, which leaves 6 for "
            "its other cells: r1c7, r1c8 and r1c9 can only be 1+2+3, so remove 4, 5, 6, 7, 8 and "
            "9 from r1c7, r1c8 and r1c9.");
}

TEST(InniesAndOuties, PlacesTheOneCellACageReachesOutsideAHouse) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 6},
                                   {{at(1, 4), at(1, 5), at(1, 6)}, 15},
                                   {{at(1, 7), at(1, 8), at(1, 9), at(2, 9)}, 30}});
  for (int column = 7; column <= 9; ++column) only_digits(grid, at(1, column), {7, 8, 9});
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: the cages covering row 1 add up to 51, 6 more than its 45: their "
            "cells outside it add up to 6, so r2c9 is 6.");
}

// A cage of any shape: its cells need not touch (r1c1 and r9c9 here), and they still see each
// other (digits distinct), count once inside a house that holds every part, and reach out of
// one by the part that lies outside it.
TEST(CageOfAnyShape, CombinesTheDigitsOfCellsFarApart) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(9, 9)}, 3}});
  EXPECT_TRUE(grid.sees(at(1, 1), at(9, 9)));
  EXPECT_EQ(explanation(grid, Technique::cage_combination),
            "Cage combination: the cage at r1c1 adds up to 3: r1c1 and r9c9 can only be 1+2, so "
            "remove 3, 4, 5, 6, 7, 8 and 9 from r1c1 and r9c9.");
}

TEST(CageOfAnyShape, CountsACageWhosePartsAreAllInAHouseAsInsideIt) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 9)}, 17},
                                         {{at(1, 2), at(1, 3), at(1, 4)}, 6},
                                         {{at(1, 5), at(1, 6)}, 15}});
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: the cages inside row 1 add up to 38 of its 45, which leaves 7 for "
            "its other cells: r1c7 and r1c8 can only be 1+6, 2+5 or 3+4, so remove 7, 8 and 9 "
            "from r1c7 and r1c8.");
}

TEST(CageOfAnyShape, PlacesTheFarPartOfACageReachingOutOfAHouse) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 12},
                                         {{at(1, 4), at(1, 5), at(1, 6)}, 18},
                                         {{at(1, 7), at(1, 8), at(1, 9), at(9, 1)}, 21}});
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: the cages covering row 1 add up to 51, 6 more than its 45: their "
            "cells outside it add up to 6, so r9c1 is 6.");
}

TEST(CageLogic, FindsNothingWithoutCages) {
  const CandidateGrid grid{Puzzle(Geometry(9))};
  EXPECT_FALSE(logic::find_cage_combination(grid));
  EXPECT_FALSE(logic::find_innies_and_outies(grid));
}

}  // namespace
}  // namespace sudoku::testing
