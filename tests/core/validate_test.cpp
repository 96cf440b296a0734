// Houses, conflicts and the rules of a puzzle (src/core/validate.cpp), and the checks a
// Puzzle makes on itself (src/core/puzzle.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/examples.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku {
namespace {

using testing::kEmptyGridByBacktrack;
using testing::kSeed000Puzzle;
using testing::kSeed000Solution;
using testing::kSeed004Puzzle;
using testing::kSeed004Solution;

Puzzle grid(const char* text) { return read_grid(text, "test", Validation::shape_only); }

// The message the exception of `action` carries, or "" when it throws none.
template <typename Action>
std::string invalid_argument_message(Action action) {
  try {
    action();
  } catch (const std::invalid_argument& error) {
    return error.what();
  }
  return "";
}

// ---- houses -------------------------------------------------------------------------------------

TEST(Houses, NineByNineHasNineRowsThenNineColumnsThenNineBoxes) {
  const std::vector<House> all = houses(Puzzle(Geometry(9)));
  ASSERT_EQ(all.size(), 27U);
  for (int i = 0; i < 9; ++i) {
    const House& row = all[static_cast<std::size_t>(i)];
    const House& column = all[static_cast<std::size_t>(9 + i)];
    const House& box = all[static_cast<std::size_t>(18 + i)];
    EXPECT_EQ(row.kind, HouseKind::row);
    EXPECT_EQ(row.index, i);
    EXPECT_EQ(row.name, "row " + std::to_string(i + 1));
    EXPECT_EQ(column.kind, HouseKind::column);
    EXPECT_EQ(column.index, i);
    EXPECT_EQ(column.name, "column " + std::to_string(i + 1));
    EXPECT_EQ(box.kind, HouseKind::box);
    EXPECT_EQ(box.index, i);
    EXPECT_EQ(box.name, "box " + std::to_string(i + 1));
  }
}

TEST(Houses, RowsColumnsAndBoxesHoldTheirCellsInReadingOrder) {
  const std::vector<House> all = houses(Puzzle(Geometry(9)));
  EXPECT_EQ(all[3].cells, (std::vector<int>{27, 28, 29, 30, 31, 32, 33, 34, 35}));       // row 4
  EXPECT_EQ(all[9 + 1].cells, (std::vector<int>{1, 10, 19, 28, 37, 46, 55, 64, 73}));    // column 2
  EXPECT_EQ(all[18 + 0].cells, (std::vector<int>{0, 1, 2, 9, 10, 11, 18, 19, 20}));      // box 1
  EXPECT_EQ(all[18 + 5].cells, (std::vector<int>{33, 34, 35, 42, 43, 44, 51, 52, 53}));  // box 6
  EXPECT_EQ(all[18 + 8].cells, (std::vector<int>{60, 61, 62, 69, 70, 71, 78, 79, 80}));  // box 9
}

TEST(Houses, SixBySixBoxesAreTwoRowsByThreeColumns) {
  const std::vector<House> all = houses(Puzzle(Geometry(6)));
  ASSERT_EQ(all.size(), 18U);
  EXPECT_EQ(all[12].cells, (std::vector<int>{0, 1, 2, 6, 7, 8}));        // box 1
  EXPECT_EQ(all[13].cells, (std::vector<int>{3, 4, 5, 9, 10, 11}));      // box 2
  EXPECT_EQ(all[14].cells, (std::vector<int>{12, 13, 14, 18, 19, 20}));  // box 3
}

TEST(Houses, EveryCellLiesInExactlyOneRowOneColumnAndOneBox) {
  for (int side : {4, 6, 8, 9}) {
    const Geometry geometry(side);
    const std::vector<House> all = houses(Puzzle(geometry));
    std::vector<std::multiset<HouseKind>> kinds_of_cell(static_cast<std::size_t>(side * side));
    for (const House& house : all) {
      EXPECT_EQ(house.cells.size(), static_cast<std::size_t>(side)) << house.name;
      for (int cell : house.cells) kinds_of_cell[static_cast<std::size_t>(cell)].insert(house.kind);
    }
    for (int cell = 0; cell < side * side; ++cell) {
      EXPECT_EQ(kinds_of_cell[static_cast<std::size_t>(cell)],
                (std::multiset<HouseKind>{HouseKind::row, HouseKind::column, HouseKind::box}))
          << "side " << side << " cell " << cell;
    }
  }
}

TEST(Houses, ExtraHousesComeAfterTheBoxesNumberedFromZero) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(ExtraHouse{"main diagonal", {0, 5, 10, 15}});
  puzzle.add_constraint(Cage{{1, 2}, 5});  // a cage is no house
  puzzle.add_constraint(ExtraHouse{"anti-diagonal", {3, 6, 9, 12}});
  const std::vector<House> all = houses(puzzle);
  ASSERT_EQ(all.size(), 14U);
  EXPECT_EQ(all[12].kind, HouseKind::extra);
  EXPECT_EQ(all[12].index, 0);
  EXPECT_EQ(all[12].name, "main diagonal");
  EXPECT_EQ(all[12].cells, (std::vector<int>{0, 5, 10, 15}));
  EXPECT_EQ(all[13].kind, HouseKind::extra);
  EXPECT_EQ(all[13].index, 1);
  EXPECT_EQ(all[13].name, "anti-diagonal");
  EXPECT_EQ(all[13].cells, (std::vector<int>{3, 6, 9, 12}));
}

TEST(Houses, ExtraHouseCellsComeInReadingOrderWhateverOrderTheConstraintListsThem) {
  // House::cells promises reading order, and find_conflict relies on it.
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(ExtraHouse{"anti-diagonal", {12, 9, 6, 3}});
  EXPECT_EQ(houses(puzzle).back().cells, (std::vector<int>{3, 6, 9, 12}));
}

// ---- find_conflict and describe -----------------------------------------------------------------

TEST(FindConflict, FindsNoneInAValidPuzzleOrAnEmptyOne) {
  EXPECT_FALSE(find_conflict(grid(kSeed000Puzzle)));
  EXPECT_FALSE(find_conflict(grid(kSeed004Solution)));
  EXPECT_FALSE(find_conflict(Puzzle(Geometry(9))));
}

TEST(FindConflict, ReportsARowConflictAtTheLaterCell) {
  Puzzle puzzle{Geometry(9)};
  puzzle.set(puzzle.geometry().cell(3, 1), 5);  // r4c2
  puzzle.set(puzzle.geometry().cell(3, 6), 5);  // r4c7
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->digit, 5);
  EXPECT_EQ(conflict->cell, 33);
  EXPECT_EQ(conflict->other_cell, 28);
  EXPECT_EQ(conflict->house.kind, HouseKind::row);
  EXPECT_EQ(conflict->house.name, "row 4");
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 5 already in row 4 (column 2)");
}

TEST(FindConflict, ReportsAColumnConflictNamingTheEarlierRow) {
  Puzzle puzzle{Geometry(9)};
  puzzle.set(puzzle.geometry().cell(0, 1), 3);  // r1c2
  puzzle.set(puzzle.geometry().cell(6, 1), 3);  // r7c2
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 55);
  EXPECT_EQ(conflict->other_cell, 1);
  EXPECT_EQ(conflict->house.kind, HouseKind::column);
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 3 already in column 2 (row 1)");
}

TEST(FindConflict, ReportsABoxConflictNamingTheEarlierCell) {
  Puzzle puzzle{Geometry(9)};
  puzzle.set(puzzle.geometry().cell(0, 0), 8);  // r1c1
  puzzle.set(puzzle.geometry().cell(1, 2), 8);  // r2c3
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 11);
  EXPECT_EQ(conflict->other_cell, 0);
  EXPECT_EQ(conflict->house.kind, HouseKind::box);
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 8 already in box 1 (r1c1)");
}

TEST(FindConflict, ReportsAnExtraHouseConflictNamingTheEarlierCell) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(ExtraHouse{"main diagonal", {0, 5, 10, 15}});
  puzzle.set(0, 2);
  puzzle.set(15, 2);
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 15);
  EXPECT_EQ(conflict->other_cell, 0);
  EXPECT_EQ(conflict->house.kind, HouseKind::extra);
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 2 already in main diagonal (r1c1)");
}

TEST(FindConflict, PicksTheConflictWhoseLaterCellComesFirstInReadingOrder) {
  // A column conflict ending at r5c1 and a row conflict ending at r6c9: the column one is
  // found first in reading order, although rows are examined before columns.
  Puzzle puzzle{Geometry(9)};
  const Geometry& geometry = puzzle.geometry();
  puzzle.set(geometry.cell(5, 0), 7);  // r6c1
  puzzle.set(geometry.cell(5, 8), 7);  // r6c9: row 6 conflict at cell 53
  puzzle.set(geometry.cell(0, 0), 4);  // r1c1
  puzzle.set(geometry.cell(4, 0), 4);  // r5c1: column 1 conflict at cell 36
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, geometry.cell(4, 0));
  EXPECT_EQ(describe(geometry, *conflict), "digit 4 already in column 1 (row 1)");
}

TEST(FindConflict, ReportsTheFirstRepeatInAHouseNotALaterOne) {
  // Row 1 holds 1 1 2 2: the repeat of 1 (at r1c2) comes first.
  const Puzzle puzzle = grid("1122\n....\n....\n....\n");
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 1);
  EXPECT_EQ(conflict->digit, 1);
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 1 already in row 1 (column 1)");
}

TEST(FindConflict, NamesTheRowWhenACellRepeatsInItsRowColumnAndBoxAtOnce) {
  // r2c4 repeats r2c1 (row 2) and r1c4 (column 4 and box 2).
  const Puzzle puzzle = grid("...2\n2..2\n....\n....\n");
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 7);
  EXPECT_EQ(conflict->other_cell, 4);
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 2 already in row 2 (column 1)");
}

TEST(FindConflict, ReportsTheEarlierOfTwoConflictsInDifferentHouses) {
  // r1c4 repeats r1c1 (row 1); r4c1 repeats r1c1 (column 1): r1c4 comes first.
  const Puzzle puzzle = grid("3..3\n....\n....\n3...\n");
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 3);
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 3 already in row 1 (column 1)");
}

TEST(FindConflict, PointsAtTheLaterCellOfAnExtraHouseListedBackwards) {
  // The main diagonal listed from r4c4 up to r1c1; r2c2 and r3c3 both hold 2. The second
  // occurrence in reading order is r3c3, whatever order the constraint lists its cells in.
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(ExtraHouse{"main diagonal", {15, 10, 5, 0}});
  puzzle.set(5, 2);
  puzzle.set(10, 2);
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 10);
  EXPECT_EQ(conflict->other_cell, 5);
  EXPECT_EQ(describe(puzzle.geometry(), *conflict), "digit 2 already in main diagonal (r2c2)");
}

TEST(FindConflict, PrefersTheRowWhenOneCellRepeatsInItsRowAndItsBox) {
  const Puzzle puzzle = grid("22..\n....\n....\n....\n");
  const auto conflict = find_conflict(puzzle);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->cell, 1);
  EXPECT_EQ(conflict->house.kind, HouseKind::row);
}

// ---- breaks_no_rule -----------------------------------------------------------------------------

TEST(BreaksNoRule, HoldsForValidPuzzlesAndSolutionsAndTheEmptyGrid) {
  EXPECT_TRUE(breaks_no_rule(Puzzle(Geometry(9))));  // seed 004: isValidPuzzle allBlankPuzzle
  EXPECT_TRUE(breaks_no_rule(grid(kSeed004Puzzle)));
  EXPECT_TRUE(breaks_no_rule(grid(kSeed000Solution)));
}

TEST(BreaksNoRule, FailsForADigitTwiceInARowColumnOrBox) {
  EXPECT_FALSE(breaks_no_rule(grid("1..1\n....\n....\n....\n")));  // row
  EXPECT_FALSE(breaks_no_rule(grid("1...\n....\n1...\n....\n")));  // column
  EXPECT_FALSE(breaks_no_rule(grid("1...\n.1..\n....\n....\n")));  // box
}

TEST(BreaksNoRule, FailsForACompleteGridThatIsNotASolution) {
  // Seed 004: a puzzle with no blanks is "solved" but need not be valid.
  const Puzzle puzzle = grid("1111\n1111\n1111\n1111\n");
  EXPECT_TRUE(puzzle.is_complete());
  EXPECT_FALSE(breaks_no_rule(puzzle));
}

TEST(BreaksNoRule, ChecksExtraHouses) {
  Puzzle puzzle = grid("1...\n....\n....\n...1\n");
  EXPECT_TRUE(breaks_no_rule(puzzle));
  puzzle.add_constraint(ExtraHouse{"main diagonal", {0, 5, 10, 15}});
  EXPECT_FALSE(breaks_no_rule(puzzle));
}

TEST(BreaksNoRule, ChecksCageDigitsAreDistinctAndTheirSum) {
  auto with_cage = [](const char* text, Cage cage) {
    Puzzle puzzle = grid(text);
    puzzle.add_constraint(std::move(cage));
    return breaks_no_rule(puzzle);
  };
  // Cage r1c1 + r2c2 (one box, so the classic rules already keep them distinct) and
  // cage r1c1 + r4c4 (no shared house: only the cage keeps them distinct).
  EXPECT_TRUE(with_cage("1...\n.2..\n....\n....\n", Cage{{0, 5}, 3}));    // full, adds up
  EXPECT_FALSE(with_cage("1...\n.3..\n....\n....\n", Cage{{0, 5}, 3}));   // full, 4 ≠ 3
  EXPECT_TRUE(with_cage("1...\n....\n....\n....\n", Cage{{0, 5}, 3}));    // partial, 1 < 3
  EXPECT_FALSE(with_cage("3...\n....\n....\n....\n", Cage{{0, 5}, 3}));   // partial, 3 ≥ 3
  EXPECT_FALSE(with_cage("2...\n....\n....\n...2\n", Cage{{0, 15}, 4}));  // repeats inside
  EXPECT_TRUE(with_cage("....\n....\n....\n....\n", Cage{{0, 15}, 4}));   // empty
}

// ---- is_solution_of and solution_problem (seed 004's isSolutionOf) ------------------------------

TEST(IsSolutionOf, SolvedEmptyGridIsASolutionOfTheEmptyGrid) {
  const Puzzle empty{Geometry(9)};
  EXPECT_TRUE(is_solution_of(grid(kEmptyGridByBacktrack), empty));
  EXPECT_EQ(solution_problem(grid(kEmptyGridByBacktrack), empty), std::nullopt);
}

TEST(IsSolutionOf, EmptyGridIsNoSolutionOfItself) {
  const Puzzle empty{Geometry(9)};
  EXPECT_FALSE(is_solution_of(empty, empty));
  EXPECT_EQ(solution_problem(empty, empty), "r1c1 is blank");
}

TEST(IsSolutionOf, SolvedEmptyGridIsNoSolutionOfSeed004Example) {
  const Puzzle example = grid(kSeed004Puzzle);
  EXPECT_FALSE(is_solution_of(grid(kEmptyGridByBacktrack), example));
  // r1c1: the solved empty grid has 1, the example gives 3.
  EXPECT_EQ(solution_problem(grid(kEmptyGridByBacktrack), example),
            "r1c1 holds 1 but the puzzle gives 3");
}

TEST(IsSolutionOf, SeedSolutionsSolveTheirPuzzles) {
  EXPECT_TRUE(is_solution_of(grid(kSeed004Solution), grid(kSeed004Puzzle)));
  EXPECT_TRUE(is_solution_of(grid(kSeed000Solution), grid(kSeed000Puzzle)));
  EXPECT_TRUE(is_solution_of(grid(kSeed000Solution), grid(kSeed000Solution)));
  EXPECT_FALSE(is_solution_of(grid(kSeed000Solution), grid(kSeed004Puzzle)));
}

TEST(SolutionProblem, NamesADifferentSize) {
  EXPECT_EQ(solution_problem(Puzzle(Geometry(4)), Puzzle(Geometry(9))),
            "the solution is 4×4, the puzzle 9×9");
}

TEST(SolutionProblem, NamesDifferentRules) {
  const Puzzle solution = grid("1234\n3412\n2143\n4321\n");
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(ExtraHouse{"main diagonal", {0, 5, 10, 15}});
  EXPECT_EQ(solution_problem(solution, puzzle), "the solution has other rules than the puzzle");
}

TEST(SolutionProblem, NamesTheFirstBlankInReadingOrder) {
  Puzzle solution = grid(kSeed004Solution);
  solution.clear(solution.geometry().cell(6, 3));  // r7c4
  solution.clear(solution.geometry().cell(2, 5));  // r3c6, earlier
  EXPECT_EQ(solution_problem(solution, grid(kSeed004Puzzle)), "r3c6 is blank");
}

TEST(SolutionProblem, NamesABrokenRuleWithItsCellAndHouse) {
  // Rows of a valid grid shifted so that columns repeat: row 2 copies row 1.
  const Puzzle solution = grid("1234\n1234\n3412\n4321\n");
  EXPECT_EQ(solution_problem(solution, Puzzle(Geometry(4))),
            "r2c1: digit 1 already in column 1 (row 1)");
}

TEST(SolutionProblem, NamesACageThatDoesNotAddUp) {
  Puzzle solution = grid("1234\n3412\n2143\n4321\n");
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 4});  // 1 + 2 = 3, not 4
  solution.add_constraint(Cage{{0, 1}, 4});
  EXPECT_EQ(solution_problem(solution, puzzle),
            "r1c2: the digits of the cage at r1c1 add up to 3, not to its total 4");
}

TEST(SolutionProblem, NamesTheFirstChangedGiven) {
  Puzzle puzzle{Geometry(4)};
  puzzle.set(5, 1);   // r2c2 gives 1
  puzzle.set(14, 1);  // r4c3 gives 1
  // The grid holds 4 at r2c2 and 2 at r4c3.
  EXPECT_EQ(solution_problem(grid("1234\n3412\n2143\n4321\n"), puzzle),
            "r2c2 holds 4 but the puzzle gives 1");
}

TEST(SolutionProblem, ReportsBlanksBeforeBrokenRules) {
  const Puzzle solution = grid("11..\n....\n....\n....\n");
  EXPECT_EQ(solution_problem(solution, Puzzle(Geometry(4))), "r1c3 is blank");
}

TEST(SolutionProblem, ReportsBrokenRulesBeforeChangedGivens) {
  Puzzle puzzle{Geometry(4)};
  puzzle.set(0, 4);
  EXPECT_EQ(solution_problem(grid("1111\n2222\n3333\n4444\n"), puzzle),
            "r1c2: digit 1 already in row 1 (column 1)");
}

TEST(IsSolutionOf, AgreesWithSolutionProblem) {
  testing::Random random(2024);
  for (int i = 0; i < 20; ++i) {
    const testing::CutPuzzle cut = testing::random_cut_puzzle(9, 30, random);
    EXPECT_TRUE(is_solution_of(cut.solution, cut.puzzle));
    EXPECT_FALSE(is_solution_of(cut.puzzle, cut.puzzle));
    EXPECT_EQ(is_solution_of(cut.puzzle, cut.solution),
              !solution_problem(cut.puzzle, cut.solution).has_value());
  }
}

// ---- Puzzle's own checks, given_count and is_complete (seed 004's isSolved) ---------------------

TEST(Puzzle, StartsAllBlank) {
  const Puzzle puzzle{Geometry(9)};  // seed 004's allBlankPuzzle
  EXPECT_EQ(puzzle.cell_count(), 81);
  EXPECT_EQ(puzzle.given_count(), 0);
  EXPECT_EQ(puzzle.blank_count(), 81);
  EXPECT_TRUE(std::all_of(puzzle.cells().begin(), puzzle.cells().end(),
                          [](Digit digit) { return digit == kBlank; }));
  EXPECT_FALSE(puzzle.is_complete());
  EXPECT_TRUE(puzzle.constraints().empty());
}

TEST(Puzzle, RejectsTheWrongNumberOfCells) {
  EXPECT_EQ(invalid_argument_message([] { Puzzle(Geometry(4), std::vector<Digit>(15)); }),
            "a 4×4 puzzle has 16 cells, not 15");
  EXPECT_EQ(invalid_argument_message([] { Puzzle(Geometry(9), std::vector<Digit>(82)); }),
            "a 9×9 puzzle has 81 cells, not 82");
  EXPECT_EQ(invalid_argument_message([] { Puzzle(Geometry(9), {}); }),
            "a 9×9 puzzle has 81 cells, not 0");
}

TEST(Puzzle, RejectsADigitAboveTheSide) {
  std::vector<Digit> cells(16, kBlank);
  cells[7] = 5;
  EXPECT_EQ(invalid_argument_message([&] { Puzzle(Geometry(4), cells); }),
            "digit 5 is above the side 4");
  cells[7] = 4;
  EXPECT_NO_THROW(Puzzle(Geometry(4), cells));
}

TEST(Puzzle, SetRejectsADigitAboveTheSideOrACellOutsideTheGrid) {
  Puzzle puzzle{Geometry(4)};
  EXPECT_EQ(invalid_argument_message([&] { puzzle.set(3, 5); }), "digit 5 is above the side 4");
  EXPECT_EQ(invalid_argument_message([&] { puzzle.set(16, 1); }),
            "no cell 16 in a puzzle of 16 cells");
  EXPECT_EQ(invalid_argument_message([&] { puzzle.set(-1, 1); }),
            "no cell -1 in a puzzle of 16 cells");
  EXPECT_EQ(puzzle, Puzzle(Geometry(4)));  // nothing changed
}

TEST(Puzzle, SetAndClearChangeOneCell) {
  // Seed 004's update: update allBlankPuzzle (1,3) (Just 5) puts 5 at r2c4 only.
  Puzzle puzzle{Geometry(9)};
  puzzle.set(puzzle.geometry().cell(1, 3), 5);
  EXPECT_EQ(to_line(puzzle), std::string(12, '.') + "5" + std::string(68, '.'));
  EXPECT_EQ(puzzle.at(1, 3), 5);
  EXPECT_EQ(puzzle.given_count(), 1);
  puzzle.clear(puzzle.geometry().cell(1, 3));
  EXPECT_EQ(puzzle, Puzzle(Geometry(9)));
}

TEST(Puzzle, AddConstraintRejectsCellsOutsideTheGrid) {
  Puzzle puzzle{Geometry(4)};
  EXPECT_EQ(invalid_argument_message([&] {
              puzzle.add_constraint(ExtraHouse{"x", {0, 5, 10, 16}});
            }),
            "a constraint names cell 16, outside the grid");
  EXPECT_EQ(invalid_argument_message([&] {
              puzzle.add_constraint(Cage{{-1, 0}, 3});
            }),
            "a constraint names cell -1, outside the grid");
  EXPECT_TRUE(puzzle.constraints().empty());
  puzzle.add_constraint(Cage{{0, 1}, 3});
  EXPECT_EQ(puzzle.constraints().size(), 1U);
}

TEST(Puzzle, AddConstraintRejectsACellNamedTwice) {
  Puzzle puzzle{Geometry(4)};
  EXPECT_EQ(invalid_argument_message([&] {
              puzzle.add_constraint(ExtraHouse{"twice", {0, 5, 0}});
            }),
            "a constraint names r1c1 twice");
  EXPECT_EQ(invalid_argument_message([&] {
              puzzle.add_constraint(Cage{{6, 6}, 2});
            }),
            "a constraint names r2c3 twice");
  EXPECT_TRUE(puzzle.constraints().empty());
}

TEST(Puzzle, CountsGivensAndIsCompleteOnlyWithoutBlanks) {
  // Seed 004's isSolved: no blank left, whatever the rules say.
  EXPECT_EQ(grid(kSeed004Puzzle).given_count(), 36);
  EXPECT_EQ(grid(kSeed004Puzzle).blank_count(), 45);
  EXPECT_FALSE(grid(kSeed004Puzzle).is_complete());
  EXPECT_EQ(grid(kSeed000Puzzle).given_count(), 22);
  EXPECT_TRUE(grid(kSeed004Solution).is_complete());
  EXPECT_TRUE(grid("1111\n1111\n1111\n1111\n").is_complete());
  Puzzle almost = grid(kSeed004Solution);
  almost.clear(80);
  EXPECT_FALSE(almost.is_complete());
  EXPECT_EQ(almost.blank_count(), 1);
}

TEST(Puzzle, EqualityComparesGeometryCellsAndConstraints) {
  Puzzle a{Geometry(4)};
  Puzzle b{Geometry(4)};
  EXPECT_EQ(a, b);
  EXPECT_NE(a, Puzzle(Geometry(9)));
  b.set(0, 1);
  EXPECT_NE(a, b);
  b.clear(0);
  b.add_constraint(ExtraHouse{"main diagonal", {0, 5, 10, 15}});
  EXPECT_NE(a, b);
}

}  // namespace
}  // namespace sudoku
