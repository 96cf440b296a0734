// Grids and lines above 9×9 (src/format/read.cpp, text.cpp): symbols 1-9 then A-Z, letters
// with A = 1, numbers separated by spaces, and how the shape of such a text is told.
#include <gtest/gtest.h>

#include <string>

#include "sudoku/format.hpp"

namespace sudoku {
namespace {

// A complete grid of side N = r·c whose boxes are r×c: digit (c·(row mod r) + row / r +
// column) mod N + 1.
Puzzle pattern(int side) {
  const Geometry geometry(side);
  Puzzle puzzle(geometry);
  for (int row = 0; row < side; ++row) {
    for (int column = 0; column < side; ++column) {
      const int digit = (geometry.box_columns() * (row % geometry.box_rows()) +
                         row / geometry.box_rows() + column) %
                            side +
                        1;
      puzzle.set(geometry.cell(row, column), static_cast<Digit>(digit));
    }
  }
  return puzzle;
}

std::string error_of(const std::string& text) {
  try {
    read_puzzle(text, "g");
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

TEST(ReadLarge, ReadsA16By16GridInSymbolsAndInLetters) {
  const Puzzle solved = pattern(16);
  const std::string dense = to_grid(solved);
  EXPECT_EQ(dense.substr(0, 17), "123456789ABCDEFG\n");
  EXPECT_EQ(detect_shape(dense), InputShape::grid);
  EXPECT_EQ(read_puzzle(dense, "g"), solved);
  std::string letters;
  for (char symbol : dense) {
    letters += symbol == '\n'                     ? '\n'
               : (symbol >= '1' && symbol <= '9') ? static_cast<char>('A' + symbol - '1')
                                                  : static_cast<char>(symbol + 9);
  }
  EXPECT_EQ(letters.substr(0, 17), "ABCDEFGHIJKLMNOP\n");
  EXPECT_EQ(read_puzzle(letters, "g"), solved);
}

TEST(ReadLarge, ReadsLowercaseAsUppercase) {
  std::string text;
  for (int row = 0; row < 16; ++row) text += row == 0 ? "a..............p\n" : "................\n";
  const Puzzle puzzle = read_puzzle(text, "g");
  EXPECT_EQ(puzzle.at(0), 1);
  EXPECT_EQ(puzzle.at(15), 16);
}

TEST(ReadLarge, ReadsA25By25Line) {
  const Puzzle solved = pattern(25);
  const std::string line = to_line(solved);
  EXPECT_EQ(line.size(), 625U);
  EXPECT_EQ(detect_shape(line + "\n"), InputShape::lines);
  EXPECT_EQ(read_line(line, "b"), solved);
}

TEST(ReadLarge, ReadsNumbersAboveSide35) {
  const Puzzle solved = pattern(36);
  const std::string grid = to_grid(solved);
  EXPECT_EQ(grid.substr(0, 10), "1 2 3 4 5 ");
  EXPECT_EQ(read_puzzle(grid, "g"), solved);
  EXPECT_EQ(read_puzzle(to_line(solved) + "\n", "g"), solved);
  EXPECT_EQ(read_puzzle("1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 0\n", "g").at(15), kBlank);
}

TEST(ReadLarge, ToldFromABatchOf4By4PuzzlesByTheLineAfterTheRows) {
  const std::string row = "................\n";
  std::string sixteen;
  for (int i = 0; i < 16; ++i) sixteen += row;
  EXPECT_EQ(detect_shape(sixteen), InputShape::grid);
  EXPECT_EQ(detect_shape(sixteen + row), InputShape::lines);
  EXPECT_EQ(detect_shape(row + row), InputShape::lines);
}

TEST(ReadLarge, RejectsDigitsAndLettersTooLargeAndBadSymbols) {
  std::string grid = to_grid(pattern(16));
  grid[15] = 'H';
  EXPECT_EQ(error_of(grid), "g:1:16: digit H (17) is too large for a 16×16 grid (digits 1-9, A-G)");
  grid[15] = '?';
  EXPECT_EQ(error_of(grid), "g:1:16: bad symbol '?': expected a digit 1-9, A-G or '.' for a blank");
  grid[15] = '0';
  EXPECT_EQ(error_of(grid), "g:1:16: bad symbol '0': expected a digit 1-9, A-G or '.' for a blank");
  std::string letters;
  for (int row = 0; row < 16; ++row)
    letters += row == 0 ? "Q...............\n" : "................\n";
  EXPECT_EQ(error_of(letters), "g:1:1: letter Q (17) is too large for a 16×16 grid (letters A-P)");
  EXPECT_EQ(error_of("1 2 3 40\n. . . .\n. . . .\n. . . .\n"),
            "g:1:7: number 40 is too large for a 4×4 grid (numbers 1-4)");
  EXPECT_EQ(error_of("1 2 3 4\n. . x .\n. . . .\n. . . .\n"),
            "g:2:5: bad number 'x': expected a number 1-4 or '.' for a blank");
}

TEST(ReadLarge, MeasuresALineNearALargeSquareAgainstIt) {
  EXPECT_EQ(error_of(std::string(255, '.') + "\n"), "g:1:256: line has 255 symbols, expected 256");
  EXPECT_EQ(error_of(std::string(100, '.') + "\n"), "");
}

TEST(ReadLarge, ReadsXPuzzlesWithTheDiagonalsAsHouses) {
  const std::string grid =
      "1........\n.........\n.........\n.........\n....1....\n"
      ".........\n.........\n.........\n.........\n";
  EXPECT_EQ(read_puzzle(grid, "g").at(40), 1);
  try {
    read_puzzle(grid, "g", Validation::full, Variant{.x = true});
    FAIL();
  } catch (const InputError& error) {
    EXPECT_EQ(std::string(error.what()), "g:5:5: digit 1 already in main diagonal (r1c1)");
  }
  EXPECT_TRUE(read_puzzle("variant: x\n" + grid, "g", Validation::shape_only).has_x_diagonals());
}

}  // namespace
}  // namespace sudoku
