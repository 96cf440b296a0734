// Seed 001's Killer rules, cage conflicts, the X diagonals and jigsaw regions as houses.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku {
namespace {

TEST(CageTotals, LeastAndGreatestAreTheSmallestAndLargestDigitsAddedUp) {
  EXPECT_EQ(least_cage_total(1), 1);
  EXPECT_EQ(least_cage_total(3), 6);
  EXPECT_EQ(least_cage_total(9), 45);
  EXPECT_EQ(greatest_cage_total(9, 1), 9);
  EXPECT_EQ(greatest_cage_total(9, 3), 24);
  EXPECT_EQ(greatest_cage_total(9, 9), 45);
  EXPECT_EQ(greatest_cage_total(16, 2), 31);
}

// A copy shares the constraints until one of the two gains one: each then keeps its own.
TEST(PuzzleConstraints, ACopyKeepsItsOwnWhenEitherGainsOne) {
  Puzzle original(Geometry(9));
  EXPECT_TRUE(original.constraints().empty());
  const Puzzle empty_copy = original;
  original.add_constraint(Cage{{0, 1}, 3});
  EXPECT_TRUE(empty_copy.constraints().empty());
  EXPECT_NE(empty_copy, original);

  Puzzle copy = original;
  EXPECT_EQ(copy, original);
  copy.add_constraint(Cage{{2, 3}, 17});
  ASSERT_EQ(original.constraints().size(), 1U);
  EXPECT_EQ(std::get<Cage>(original.constraints()[0]), (Cage{{0, 1}, 3}));
  ASSERT_EQ(copy.constraints().size(), 2U);
  EXPECT_EQ(std::get<Cage>(copy.constraints()[1]), (Cage{{2, 3}, 17}));
  EXPECT_NE(copy, original);

  original.add_constraint(Cage{{2, 3}, 17});
  EXPECT_EQ(copy, original);  // equal lists, not one list
  original.add_x_diagonals();
  EXPECT_TRUE(original.has_x_diagonals());
  EXPECT_FALSE(copy.has_x_diagonals());
  EXPECT_EQ(copy.constraints().size(), 2U);
}

TEST(CageProblem, AcceptsTotalsBetweenTheBounds) {
  const Geometry geometry(9);
  EXPECT_EQ(cage_problem(geometry, Cage{{0, 1, 2}, 6}), std::nullopt);
  EXPECT_EQ(cage_problem(geometry, Cage{{0, 1, 2}, 24}), std::nullopt);
  EXPECT_EQ(cage_problem(geometry, Cage{{0}, 9}), std::nullopt);
}

TEST(CageProblem, NamesATotalOutOfReach) {
  const Geometry geometry(9);
  EXPECT_EQ(cage_problem(geometry, Cage{{0, 1, 2}, 30}),
            "a cage of 3 cells totals 6 to 24, not 30");
  EXPECT_EQ(cage_problem(geometry, Cage{{0, 1}, 2}), "a cage of 2 cells totals 3 to 17, not 2");
  EXPECT_EQ(cage_problem(geometry, Cage{{0}, 10}), "a cage of 1 cell totals 1 to 9, not 10");
}

TEST(CageProblem, NamesACageWithNoCellsOrTooMany) {
  EXPECT_EQ(cage_problem(Geometry(9), Cage{{}, 5}),
            "a cage has 0 cells; a cage holds 1 to 9 cells");
  EXPECT_EQ(cage_problem(Geometry(4), Cage{{0, 1, 2, 3, 4}, 10}),
            "a cage has 5 cells; a cage holds 1 to 4 cells");
}

// A 4×4 grid cut into eight dominoes, row by row, with the totals of the grid
//   1 2 | 3 4
//   3 4 | 1 2
//   2 1 | 4 3
//   4 3 | 2 1
Puzzle domino_killer(int last_total) {
  Puzzle puzzle{Geometry(4)};
  const int totals[8] = {3, 7, 7, 3, 3, 7, 7, last_total};
  for (int domino = 0; domino < 8; ++domino) {
    puzzle.add_constraint(Cage{{2 * domino, 2 * domino + 1}, totals[domino]});
  }
  return puzzle;
}

TEST(CageTotalsProblem, AcceptsCagesCoveringTheGridWithTheRightSum) {
  EXPECT_EQ(cage_totals_problem(domino_killer(3)), std::nullopt);  // 40 = 4 · 10
}

TEST(CageTotalsProblem, NamesTheWrongSumWhenCagesCoverTheGrid) {
  EXPECT_EQ(cage_totals_problem(domino_killer(4)),
            "the cage totals add up to 41, but a 4×4 grid adds up to 40");
}

TEST(CageTotalsProblem, PutsNoBoundWhenACellIsUncaged) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 7});
  EXPECT_EQ(cage_totals_problem(puzzle), std::nullopt);
}

TEST(FindCageConflict, FindsNoneWhileTheGivensCanStillMakeTheTotal) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{0, 1, 2}, 10});
  puzzle.set(0, 2);
  EXPECT_FALSE(find_cage_conflict(puzzle));
  puzzle.set(1, 3);
  EXPECT_FALSE(find_cage_conflict(puzzle));  // 5 left for one cell
}

TEST(FindCageConflict, NamesADigitTwiceInACage) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{20, 10, 11}, 10});  // r3c3, r2c2, r2c3: named from r2c2
  puzzle.set(10, 4);
  puzzle.set(20, 4);
  const auto conflict = find_cage_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 10);
  EXPECT_EQ(conflict->problem, "digit 4 already in the cage at r2c2 (r3c3)");
}

TEST(FindCageConflict, NamesGivensThatLeaveTooLittleForTheBlanks) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{0, 1, 2, 3}, 12});
  puzzle.set(0, 9);
  const auto conflict = find_cage_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 0);
  EXPECT_EQ(conflict->problem,
            "the digits of the cage at r1c1 add up to 9, leaving 3 of its total 12 for 3 blank "
            "cells, which need 6 or more");
}

TEST(FindCageConflict, NamesAFullCageWithTheWrongTotal) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{0, 1}, 12});
  puzzle.set(0, 9);
  puzzle.set(1, 4);
  const auto conflict = find_cage_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 1);
  EXPECT_EQ(conflict->problem, "the digits of the cage at r1c1 add up to 13, not to its total 12");
  EXPECT_FALSE(breaks_no_rule(puzzle));
}

TEST(FindCageConflict, NamesGivensReachingTheTotalWithBlanksLeft) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{0, 1, 2}, 9});
  puzzle.set(1, 9);
  const auto conflict = find_cage_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->problem,
            "the digits of the cage at r1c1 add up to 9, its total is 9, and it has blank cells "
            "left");
}

TEST(XDiagonals, AreTwoExtraHousesAddedOnce) {
  Puzzle puzzle{Geometry(4)};
  EXPECT_FALSE(puzzle.has_x_diagonals());
  puzzle.add_x_diagonals();
  puzzle.add_x_diagonals();
  EXPECT_TRUE(puzzle.has_x_diagonals());
  ASSERT_EQ(puzzle.constraints().size(), 2U);
  EXPECT_EQ(main_diagonal(Geometry(4)).cells, (std::vector<int>{0, 5, 10, 15}));
  EXPECT_EQ(anti_diagonal(Geometry(4)).cells, (std::vector<int>{3, 6, 9, 12}));
  const std::vector<House> all = houses(puzzle);
  ASSERT_EQ(all.size(), 14U);
  EXPECT_EQ(all[12].name, "main diagonal");
  EXPECT_EQ(all[13].name, "anti-diagonal");
}

TEST(XDiagonals, ADigitTwiceOnADiagonalIsAConflict) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_x_diagonals();
  puzzle.set(0, 5);
  puzzle.set(80, 5);
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 5 already in main diagonal (r1c1)");
}

TEST(JigsawHouses, RegionsReplaceBoxesNamedRegion) {
  const Geometry jigsaw(4, {0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3});
  Puzzle puzzle{jigsaw};
  const std::vector<House> all = houses(puzzle);
  ASSERT_EQ(all.size(), 12U);
  EXPECT_EQ(all[9].kind, HouseKind::region);
  EXPECT_EQ(all[9].name, "region 2");
  EXPECT_EQ(all[9].cells, (std::vector<int>{3, 6, 7, 11}));
  puzzle.set(6, 2);
  puzzle.set(11, 2);
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(describe(jigsaw, *conflict), "digit 2 already in region 2 (r2c3)");
}

}  // namespace
}  // namespace sudoku
