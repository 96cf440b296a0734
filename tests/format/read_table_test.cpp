// Tables written by hand (src/format/read_table.cpp): bars between cells, rules between rows,
// read as the bare grid they draw, with mistakes reported where they were written.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "sudoku/format.hpp"

namespace sudoku {
namespace {

// Seed 000's example as a bare grid: what every table below draws.
constexpr std::string_view kBare =
    "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419.5.\n"
    "....8..79\n";

constexpr std::string_view kTable =
    "5 3 . | . 7 . | . . .\n"
    "6 . . | 1 9 5 | . . .\n"
    ". 9 8 | . . . | . 6 .\n"
    "------+-------+------\n"
    "8 . . | . 6 . | . . 3\n"
    "4 . . | 8 . 3 | . . 1\n"
    "7 . . | . 2 . | . . 6\n"
    "------+-------+------\n"
    ". 6 . | . . . | 2 8 .\n"
    ". . . | 4 1 9 | . 5 .\n"
    ". . . | . 8 . | . 7 9\n";

std::string error_of(std::string_view text) {
  try {
    read_puzzle(text, "t");
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

TEST(ReadTable, ReadsTheCommonTableWithSpacesBarsAndRules) {
  const Puzzle bare = read_grid(kBare, "bare");
  EXPECT_EQ(read_puzzle(kTable, "t"), bare);
  EXPECT_EQ(read_grid(kTable, "t"), bare);
  EXPECT_EQ(detect_shape(kTable), InputShape::grid);
}

TEST(ReadTable, TakesTheBlanksTheOtherFormsTake) {
  const Puzzle bare = read_grid(kBare, "bare");
  for (const char blank : {'0', '*'}) {
    std::string table(kTable);
    std::replace(table.begin(), table.end(), '.', blank);
    EXPECT_EQ(read_puzzle(table, "t"), bare) << table;
  }
  // '_' is no blank, in a table as in a bare grid or a line.
  std::string underscores(kTable);
  std::replace(underscores.begin(), underscores.end(), '.', '_');
  EXPECT_EQ(error_of(underscores),
            "t:1:5: bad symbol '_': expected a digit 1-9 or '.' for a blank");
}

TEST(ReadTable, ReadsFramesExclamationBarsAndRulesOfEveryMark) {
  const Puzzle bare = read_grid(kBare, "bare");
  EXPECT_EQ(read_puzzle("+-------+-------+-------+\n"
                        "! 5 3 0 ! 0 7 0 ! 0 0 0 !\n"
                        "! 6 0 0 ! 1 9 5 ! 0 0 0 !\n"
                        "! 0 9 8 ! 0 0 0 ! 0 6 0 !\n"
                        "+=======+=======+=======+\n"
                        "! 8 0 0 ! 0 6 0 ! 0 0 3 !\n"
                        "! 4 * * ! 8 * 3 ! * * 1 !\n"
                        "! 7 . . ! . 2 . ! . . 6 !\n"
                        "*************************\n"
                        "| . 6 . | . . . | 2 8 . |\n"
                        "| . . . | 4 1 9 | . 5 . |\n"
                        "| . . . | . 8 . | . 7 9 |\n"
                        "+-------+-------+-------+\n",
                        "t"),
            bare);
}

TEST(ReadTable, ReadsRowsWithoutSpacesBetweenDigits) {
  const Puzzle bare = read_grid(kBare, "bare");
  EXPECT_EQ(read_puzzle("53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n8..|.6.|..3\n"
                        "4..|8.3|..1\n7..|.2.|..6\n---+---+---\n.6.|...|28.\n...|419|.5.\n"
                        "...|.8.|.79\n",
                        "t"),
            bare);
  // Rules alone part a bare grid too; a line of stars among rows written bare is a row of blanks.
  EXPECT_EQ(read_puzzle("53..7....\n6..195...\n.98....6.\n=========\n8...6...3\n4..8.3..1\n"
                        "7...2...6\n=========\n.6....28.\n...419.5.\n*********\n",
                        "t"),
            read_grid("53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n"
                      ".6....28.\n...419.5.\n.........\n",
                      "bare"));
}

TEST(ReadTable, ReadsSeed004sTableOfBoxedCellsAsAClassicGrid) {
  const Puzzle bare = read_grid(kBare, "bare");
  // Written by hand, a cell too wide for to_pretty's layout: read by its bars.
  EXPECT_EQ(read_puzzle("+---+---+---+---+---+---+---+---+----+\n"
                        "| 5 | 3 |   |   | 7 |   |   |   |    |\n"
                        "| 6 |   |   | 1 | 9 | 5 |   |   |    |\n"
                        "|   | 9 | 8 |   |   |   |   | 6 |    |\n"
                        "| 8 |   |   |   | 6 |   |   |   | 3  |\n"
                        "| 4 |   |   | 8 |   | 3 |   |   | 1  |\n"
                        "| 7 |   |   |   | 2 |   |   |   | 6  |\n"
                        "|   | 6 |   |   |   |   | 2 | 8 |    |\n"
                        "|   |   |   | 4 | 1 | 9 |   | 5 |    |\n"
                        "|   |   |   |   | 8 |   |   | 7 | 9  |\n"
                        "+---+---+---+---+---+---+---+---+----+\n",
                        "t"),
            bare);
}

TEST(ReadTable, ReadsLargeTablesInSymbolsLettersAndNumbers) {
  const std::string symbols =
      "1 . 3 4 | 5 6 . 8 | 9 A B C | D . F G\n"
      "5 6 7 8 | 9 A B C | D E F G | 1 . . 4\n";
  std::string symbols_grid = symbols;
  for (int row = 2; row < 16; ++row) symbols_grid += ". . . . | . . . . | . . . . | . . . .\n";
  const Puzzle read = read_puzzle(symbols_grid, "t");
  ASSERT_EQ(read.side(), 16);
  EXPECT_EQ(read.at(0, 15), 16);
  EXPECT_EQ(read.at(1, 0), 5);
  EXPECT_EQ(read.given_count(), 27);
  // A first row of 16 cells and 3 bars is 19 words: still a grid, not a batch of lines.
  EXPECT_EQ(detect_shape(symbols_grid), InputShape::grid);

  // Letters (A = 1) when no cell is a digit 1-9, and numbers when a cell needs two digits.
  std::string letters = "A . C D | E F . H | I J K L | M . O P\n";
  for (int row = 1; row < 16; ++row) letters += ". . . . | . . . . | . . . . | . . . .\n";
  EXPECT_EQ(read_puzzle(letters, "t").at(0, 15), 16);
  std::string numbers = "1 0 3 4 | 5 6 0 8 | 9 10 11 12 | 13 0 15 16\n";
  for (int row = 1; row < 16; ++row) numbers += "0 0 0 0 | 0 0 0 0 | 0 0 0 0 | 0 0 0 0\n";
  const Puzzle in_numbers = read_puzzle(numbers, "t");
  EXPECT_EQ(in_numbers.at(0, 9), 10);
  EXPECT_EQ(in_numbers.given_count(), 13);

  // A wide table whose rows have no bars: its rules tell it from a batch of one-line puzzles.
  std::string ruled;
  for (int row = 0; row < 16; ++row) {
    if (row > 0 && row % 4 == 0) ruled += "--------------------------------\n";
    ruled +=
        row == 0 ? "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n" : "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n";
  }
  EXPECT_EQ(detect_shape(ruled), InputShape::grid);
  EXPECT_EQ(read_puzzle(ruled, "t").given_count(), 16);
}

TEST(ReadTable, ReadsAnXTableWithItsDiagonals) {
  const Puzzle x =
      read_puzzle("variant: x\n1 . | . .\n. . | 2 .\n----+----\n. . | . .\n. . | . 4\n", "t");
  EXPECT_TRUE(x.has_x_diagonals());
  EXPECT_EQ(x.at(3, 3), 4);
  EXPECT_EQ(error_of("variant: x\n1 . | . .\n. . | . .\n----+----\n. . | 1 .\n. . | . .\n"),
            "t:5:7: digit 1 already in main diagonal (r1c1)");
}

TEST(ReadTable, ReportsMistakesWhereTheyAreWritten) {
  std::string wide(kTable);
  wide.replace(wide.find("| . . 6"), 7, "| . . 6 7");
  EXPECT_EQ(error_of(wide), "t:7:23: row 6 has 10 cells, expected 9");
  std::string narrow(kTable);
  narrow.replace(narrow.find("\n. 6 . |") + 1, 7, ". 6 |");
  EXPECT_EQ(error_of(narrow), "t:9:20: row 7 has 8 cells, expected 9");
  std::string bad(kTable);
  bad[bad.find("4 1 9") + 2] = 'x';
  EXPECT_EQ(error_of(bad), "t:10:11: bad number 'x': expected a number 1-9 or '.' for a blank");
  EXPECT_EQ(error_of(std::string(kTable.substr(0, kTable.rfind(". . . | . 8"))) + "\n"),
            "t:11:1: expected 9 rows, found 8");
  EXPECT_EQ(error_of(std::string(kTable) + "------+-------+------\n1 . . | . . . | . . .\n"),
            "t:13:1: unexpected line after the 9 rows of the grid");
  std::string twice(kTable);
  twice[twice.find("4 . . | 8") + 2] = '4';
  EXPECT_EQ(error_of(twice), "t:6:3: digit 4 already in row 5 (column 1)");
  EXPECT_EQ(error_of("------+------\n======\n"),
            "t:3:1: expected the rows of the table, found only rules");
}

TEST(ReadTable, LeavesOneStrayBarABadSymbol) {
  std::string grid(kBare);
  grid[3] = '|';
  EXPECT_EQ(error_of(grid), "t:1:4: bad symbol '|': expected a digit 1-9 or '.' for a blank");
  std::string line = to_line(read_grid(kBare, "bare"));
  line[3] = '|';
  EXPECT_EQ(detect_shape(line), InputShape::lines);
  EXPECT_EQ(error_of(line), "t:1:4: bad symbol '|': expected a digit 1-9 or '.' for a blank");
  std::string stars(kBare);
  std::replace(stars.begin(), stars.end(), '.', '*');
  stars.replace(stars.rfind("****"), 1, "-");
  EXPECT_EQ(error_of(stars), "t:9:1: bad symbol '-': expected a digit 1-9 or '.' for a blank");
}

TEST(ReadTable, LeavesOneLinePuzzlesWithBarsInTheirLabelsAlone) {
  // A bar may label a cage or a region: such lines stay one-line puzzles.
  EXPECT_EQ(detect_shape("||aa||aabbccbbcc a=3,|=7\n"), InputShape::lines);
  EXPECT_EQ(detect_shape("|||a|aaabbbcbccc 1.....2.3......1\n"), InputShape::lines);
  const Puzzle jigsaw = read_puzzle("variant: jigsaw\n|||a|aaabbbcbccc 1.....2.3......1\n", "j");
  EXPECT_EQ(jigsaw.at(0), 1);
}

}  // namespace
}  // namespace sudoku
