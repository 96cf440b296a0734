// The readers (src/format/read.cpp): every rule of the grid and one-line formats, and every
// message, exactly as a person sees it ("source:line:column: problem").
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "support/examples.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku {
namespace {

using testing::kInkala2012;
using testing::kSeed000Puzzle;
using testing::kSeed004Puzzle;

// The message of the InputError that reading `text` as one puzzle throws, or "" when the
// text reads. Other exceptions escape and fail the test.
template <typename Read>
std::string error_of(Read read) {
  try {
    read();
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

std::string grid_error(std::string_view text, Validation validation = Validation::full) {
  return error_of([&] { read_grid(text, "board", validation); });
}

std::string line_error(std::string_view line, int line_number = 1,
                       Validation validation = Validation::full) {
  return error_of([&] { read_line(line, "batch.txt", line_number, validation); });
}

std::string puzzle_error(std::string_view text) {
  return error_of([&] { read_puzzle(text, "input"); });
}

// Seed 000's board as a std::string, to edit.
std::string seed000() { return kSeed000Puzzle; }

// The text with its line `line` (1-based) replaced.
std::string with_line(std::string text, int line, std::string_view replacement) {
  std::size_t start = 0;
  for (int i = 1; i < line; ++i) start = text.find('\n', start) + 1;
  const std::size_t end = text.find('\n', start);
  text.replace(start, end - start, replacement);
  return text;
}

// ---- grid: what it accepts ----------------------------------------------------------------------

TEST(ReadGrid, ReadsSeed000BoardCellByCell) {
  const Puzzle puzzle = read_grid(kSeed000Puzzle, "board");
  EXPECT_EQ(puzzle.side(), 9);
  EXPECT_EQ(puzzle.geometry().box_rows(), 3);
  EXPECT_EQ(puzzle.given_count(), 22);
  EXPECT_EQ(puzzle.at(0, 0), kBlank);
  EXPECT_EQ(puzzle.at(1, 4), 1);
  EXPECT_EQ(puzzle.at(1, 7), 9);
  EXPECT_EQ(puzzle.at(8, 6), 3);
  EXPECT_EQ(to_grid(puzzle), kSeed000Puzzle);
  EXPECT_TRUE(puzzle.constraints().empty());
}

TEST(ReadGrid, ToleratesAMissingFinalNewline) {
  std::string text = seed000();
  text.pop_back();
  EXPECT_EQ(read_grid(text, "board"), read_grid(kSeed000Puzzle, "board"));
}

TEST(ReadGrid, ToleratesCrlfLineEnds) {
  std::string text;
  for (char symbol : seed000())
    text += symbol == '\n' ? std::string("\r\n") : std::string(1, symbol);
  EXPECT_EQ(read_grid(text, "board"), read_grid(kSeed000Puzzle, "board"));
}

TEST(ReadGrid, ToleratesTrailingSpacesAndTabs) {
  std::string text = with_line(seed000(), 1, ".........   ");
  text = with_line(text, 5, ".....362.\t \t");
  text = with_line(text, 9, "..7..43.. \r");
  EXPECT_EQ(read_grid(text, "board"), read_grid(kSeed000Puzzle, "board"));
}

TEST(ReadGrid, SkipsCommentsAndBlankLinesAroundAndBetweenRows) {
  const std::string text = "# seed 000\n\n   \n" +
                           with_line(seed000(), 4, "  # a note\n..156....") + "\n\t\n# the end\n";
  EXPECT_EQ(read_grid(text, "board"), read_grid(kSeed000Puzzle, "board"));
}

TEST(ReadGrid, ReadsDotZeroAndStarAsBlanks) {
  const std::string zeros =
      "000000000\n000010092\n086000040\n001560000\n000003620\n000000507\n"
      "030000080\n090802000\n007004300\n";
  std::string stars = seed000();
  for (char& symbol : stars) symbol = symbol == '.' ? '*' : symbol;
  const std::string mixed = with_line(seed000(), 1, ".0*.0*.0*");
  EXPECT_EQ(read_grid(zeros, "board"), read_grid(kSeed000Puzzle, "board"));
  EXPECT_EQ(read_grid(stars, "board"), read_grid(kSeed000Puzzle, "board"));
  EXPECT_EQ(read_grid(mixed, "board"), read_grid(kSeed000Puzzle, "board"));
}

TEST(ReadGrid, TakesTheSideFromTheRowLengthForSmallGrids) {
  const Puzzle four = read_grid("1.3.\n..2.\n....\n4...\n", "board");
  EXPECT_EQ(four.side(), 4);
  EXPECT_EQ(four.geometry().box_rows(), 2);
  EXPECT_EQ(four.geometry().box_columns(), 2);
  EXPECT_EQ(four.at(0, 2), 3);
  EXPECT_EQ(four.at(3, 0), 4);
  const Puzzle six = read_grid("123456\n......\n......\n......\n......\n.....1\n", "board");
  EXPECT_EQ(six.side(), 6);
  EXPECT_EQ(six.geometry().box_rows(), 2);
  EXPECT_EQ(six.geometry().box_columns(), 3);
  std::string eight_rows;
  for (int row = 0; row < 8; ++row) eight_rows += "........\n";
  const Puzzle eight = read_grid(eight_rows, "board");
  EXPECT_EQ(eight.side(), 8);
  EXPECT_EQ(eight.geometry().box_columns(), 4);
}

// ---- grid: what it rejects, and the exact message -----------------------------------------------

TEST(ReadGrid, RejectsEmptyInput) {
  EXPECT_EQ(grid_error(""), "board:1:1: empty input: expected a puzzle");
  EXPECT_EQ(grid_error("\n\n  \n"), "board:1:1: empty input: expected a puzzle");
  EXPECT_EQ(grid_error("# only a comment\n"), "board:1:1: empty input: expected a puzzle");
}

TEST(ReadGrid, RejectsTooFewRowsAtTheLineAfterTheLast) {
  const std::string eight_rows = seed000().substr(0, 8 * 10);
  EXPECT_EQ(grid_error(eight_rows), "board:9:1: expected 9 rows, found 8");
  EXPECT_EQ(grid_error("# note\n" + eight_rows + "\n# trailing comment\n"),
            "board:10:1: expected 9 rows, found 8");
  EXPECT_EQ(grid_error("1234\n....\n....\n"), "board:4:1: expected 4 rows, found 3");
}

TEST(ReadGrid, RejectsALineAfterTheLastRow) {
  EXPECT_EQ(grid_error(seed000() + ".........\n"),
            "board:10:1: unexpected line after the 9 rows of the grid");
  EXPECT_EQ(grid_error(seed000() + "\n# fine\nextra\n"),
            "board:12:1: unexpected line after the 9 rows of the grid");
  EXPECT_EQ(grid_error("1234\n....\n....\n....\n....\n"),
            "board:5:1: unexpected line after the 4 rows of the grid");
}

TEST(ReadGrid, RejectsAShortRowAtTheFirstMissingCell) {
  EXPECT_EQ(grid_error(with_line(seed000(), 3, ".86....4")),
            "board:3:9: row 3 has 8 cells, expected 9");
  EXPECT_EQ(grid_error(with_line(seed000(), 7, "..")), "board:7:3: row 7 has 2 cells, expected 9");
}

TEST(ReadGrid, RejectsALongRowAtTheFirstExtraCell) {
  EXPECT_EQ(grid_error(with_line(seed000(), 3, ".86....4..")),
            "board:3:10: row 3 has 10 cells, expected 9");
  EXPECT_EQ(grid_error(with_line(seed000(), 9, std::string(40, '.'))),
            "board:9:10: row 9 has 40 cells, expected 9");
}

TEST(ReadGrid, RejectsAPrintableBadSymbolAtItsColumn) {
  EXPECT_EQ(grid_error(with_line(seed000(), 2, "...x1..92")),
            "board:2:4: bad symbol 'x': expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(grid_error(with_line(seed000(), 1, "#........")),
            "board:10:1: expected 9 rows, found 8")
      << "a row starting with '#' is a comment";
  EXPECT_EQ(grid_error(with_line(seed000(), 1, ".#.......")),
            "board:1:2: bad symbol '#': expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(grid_error("1.a.\n....\n....\n....\n"),
            "board:1:3: bad symbol 'a': expected a digit 1-4 or '.' for a blank");
}

TEST(ReadGrid, RejectsNonPrintableSymbolsNamingThem) {
  EXPECT_EQ(grid_error(with_line(seed000(), 2, std::string("...\x01") + "1..92")),
            "board:2:4: bad symbol byte 0x01: expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(grid_error(with_line(seed000(), 2, "... 1..92")),
            "board:2:4: bad symbol a space: expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(grid_error(with_line(seed000(), 2, "...\t1..92")),
            "board:2:4: bad symbol a tab: expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(grid_error(with_line(seed000(), 2, "...\r1..92")),
            "board:2:4: bad symbol byte 0x0d: expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(grid_error(with_line(seed000(), 2,
                                 "...\xff"
                                 "1..92")),
            "board:2:4: bad symbol byte 0xff: expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(grid_error(with_line(seed000(), 2,
                                 "...\x7f"
                                 "1..92")),
            "board:2:4: bad symbol byte 0x7f: expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(grid_error(with_line(seed000(), 2, std::string("...\0", 4) + "1..92")),
            "board:2:4: bad symbol byte 0x00: expected a digit 1-9 or '.' for a blank");
}

TEST(ReadGrid, RejectsALeadingSpace) {
  EXPECT_EQ(grid_error(with_line(seed000(), 2, " ....1..92")),
            "board:2:1: bad symbol a space: expected a digit 1-9 or '.' for a blank");
}

TEST(ReadGrid, RejectsADigitTooLargeForTheGrid) {
  EXPECT_EQ(grid_error("1.7.\n....\n....\n....\n"),
            "board:1:3: digit 7 is too large for a 4×4 grid (digits 1-4)");
  EXPECT_EQ(grid_error("......\n......\n..7...\n......\n......\n......\n"),
            "board:3:3: digit 7 is too large for a 6×6 grid (digits 1-6)");
}

TEST(ReadGrid, ReportsTheFirstProblemInReadingOrder) {
  // A bad symbol on row 2 comes before a short row 5.
  std::string text = with_line(seed000(), 2, "..?.1..92");
  text = with_line(text, 5, "...");
  EXPECT_EQ(grid_error(text), "board:2:3: bad symbol '?': expected a digit 1-9 or '.' for a blank");
  // A shape problem comes before a repeated digit on an earlier row.
  text = with_line(seed000(), 1, "1.......1");
  text = with_line(text, 5, "...");
  EXPECT_EQ(grid_error(text), "board:5:4: row 5 has 3 cells, expected 9");
}

TEST(ReadGrid, TakesTheSideMostRowsShareSoOneBadRowIsThatRowsMistake) {
  // Eight rows of 9 and one of 4: a 9×9 grid with a short row, not a 4×4 grid.
  EXPECT_EQ(grid_error(with_line(seed000(), 6, "....")),
            "board:6:5: row 6 has 4 cells, expected 9");
  // Three rows of 4 and one of 9: a 4×4 grid with a long row.
  EXPECT_EQ(grid_error("1...\n.........\n....\n....\n"),
            "board:2:5: row 2 has 9 cells, expected 4");
}

TEST(ReadGrid, ReportsADigitTwiceInARowAtItsSecondOccurrence) {
  std::string text(9 * 10, '.');
  for (int line = 0; line < 9; ++line) text[static_cast<std::size_t>(line * 10 + 9)] = '\n';
  text[3 * 10 + 1] = '5';  // r4c2
  text[3 * 10 + 6] = '5';  // r4c7
  EXPECT_EQ(error_of([&] { read_grid(text, "board3"); }),
            "board3:4:7: digit 5 already in row 4 (column 2)");
}

TEST(ReadGrid, ReportsADigitTwiceInAColumnAtItsSecondOccurrence) {
  std::string text = with_line(seed000(), 1, ".3.......");
  EXPECT_EQ(grid_error(text), "board:7:2: digit 3 already in column 2 (row 1)");
}

TEST(ReadGrid, ReportsADigitTwiceInABoxAtItsSecondOccurrence) {
  std::string text = with_line(seed000(), 1, "8........");
  text = with_line(text, 2, "..8.1..92");
  // r1c1 = 8 and r2c3 = 8 share box 1; r3c2 = 8 would come later.
  EXPECT_EQ(grid_error(text), "board:2:3: digit 8 already in box 1 (r1c1)");
}

TEST(ReadGrid, CountsCommentAndBlankLinesInThePlaceOfARepeatedDigit) {
  const std::string text = "# header\n\n1.1.\n....\n....\n....\n";
  EXPECT_EQ(grid_error(text), "board:3:3: digit 1 already in row 1 (column 1)");
}

TEST(ReadGrid, ShapeOnlyAcceptsRepeatedDigitsButNotBadShapes) {
  const std::string text = "1111\n2222\n3333\n4444\n";
  EXPECT_EQ(grid_error(text), "board:1:2: digit 1 already in row 1 (column 1)");
  const Puzzle puzzle = read_grid(text, "board", Validation::shape_only);
  EXPECT_EQ(to_line(puzzle), "1111222233334444");
  EXPECT_EQ(grid_error("1111\n2222\n3333\n", Validation::shape_only),
            "board:4:1: expected 4 rows, found 3");
  EXPECT_EQ(grid_error("1115\n2222\n3333\n4444\n", Validation::shape_only),
            "board:1:4: digit 5 is too large for a 4×4 grid (digits 1-4)");
}

TEST(InputError, CarriesItsSourceLineColumnAndProblem) {
  try {
    read_grid("1.x.\n....\n....\n....\n", "my board");
    FAIL() << "no error";
  } catch (const InputError& error) {
    EXPECT_EQ(error.source(), "my board");
    EXPECT_EQ(error.line(), 1);
    EXPECT_EQ(error.column(), 3);
    EXPECT_EQ(error.problem(), "bad symbol 'x': expected a digit 1-4 or '.' for a blank");
    EXPECT_STREQ(error.what(),
                 "my board:1:3: bad symbol 'x': expected a digit 1-4 or '.' for a blank");
  }
  const InputError made("f", 4, 7, "digit 5 already in row 4 (column 2)");
  EXPECT_STREQ(made.what(), "f:4:7: digit 5 already in row 4 (column 2)");
  const std::runtime_error& as_runtime_error = made;  // one hierarchy for callers to catch
  EXPECT_STREQ(as_runtime_error.what(), made.what());
}

// A clash of givens is a GivensConflict (`sudoku solve` prints "(no solution)" for it); a text
// that is not a puzzle is a plain InputError (exit 2).
template <typename Read>
bool is_givens_conflict(Read read) {
  try {
    read();
  } catch (const GivensConflict&) {
    return true;
  } catch (const InputError&) {
    return false;
  }
  ADD_FAILURE() << "no error";
  return false;
}

TEST(GivensConflict, IsWhatARepeatedDigitThrowsAndNothingElse) {
  EXPECT_TRUE(is_givens_conflict([&] { read_grid("1111\n2222\n3333\n4444\n", "board"); }));
  EXPECT_TRUE(is_givens_conflict([&] { read_puzzle("1111\n2222\n3333\n4444\n", "board"); }));
  EXPECT_TRUE(is_givens_conflict([&] { read_line("11" + std::string(79, '.'), "batch.txt"); }));
  EXPECT_TRUE(is_givens_conflict([&] { read_puzzle("11" + std::string(79, '.'), "batch.txt"); }));
  EXPECT_TRUE(
      is_givens_conflict([&] { read_puzzle("variant: x\n1...\n....\n....\n...1\n", "board"); }));
  EXPECT_FALSE(is_givens_conflict([&] { read_grid("1.x.\n....\n....\n....\n", "board"); }));
  EXPECT_FALSE(is_givens_conflict([&] { read_grid("1111\n2222\n3333\n", "board"); }));
  EXPECT_FALSE(is_givens_conflict([&] { read_line(std::string(80, '.'), "batch.txt"); }));
  EXPECT_FALSE(is_givens_conflict([&] { read_puzzle("", "board"); }));
}

// ---- one line -----------------------------------------------------------------------------------

TEST(ReadLine, ReadsEightyOneSymbolsAsANineByNinePuzzle) {
  const Puzzle puzzle = read_line(kInkala2012, "batch.txt");
  EXPECT_EQ(puzzle.side(), 9);
  EXPECT_EQ(to_line(puzzle), kInkala2012);
  EXPECT_EQ(puzzle.at(0, 0), 8);
  EXPECT_EQ(puzzle.at(1, 2), 3);
}

TEST(ReadLine, TakesTheSideFromTheLength) {
  EXPECT_EQ(read_line("1...............", "batch.txt").side(), 4);
  EXPECT_EQ(read_line(std::string(25, '.'), "batch.txt").side(), 5);
  EXPECT_EQ(read_line(std::string(36, '.'), "batch.txt").side(), 6);
  EXPECT_EQ(read_line(std::string(49, '.'), "batch.txt").side(), 7);
  EXPECT_EQ(read_line(std::string(64, '.'), "batch.txt").side(), 8);
  EXPECT_EQ(read_line(std::string(81, '.'), "batch.txt").side(), 9);
}

TEST(ReadLine, ReadsDotZeroAndStarAsBlanks) {
  std::string stars = kInkala2012;
  std::string zeros = kInkala2012;
  for (char& symbol : stars) symbol = symbol == '.' ? '*' : symbol;
  for (char& symbol : zeros) symbol = symbol == '.' ? '0' : symbol;
  EXPECT_EQ(read_line(stars, "batch.txt"), read_line(kInkala2012, "batch.txt"));
  EXPECT_EQ(read_line(zeros, "batch.txt"), read_line(kInkala2012, "batch.txt"));
}

TEST(ReadLine, ToleratesTrailingSpacesAndACarriageReturn) {
  EXPECT_EQ(read_line(std::string(kInkala2012) + " \t\r", "batch.txt"),
            read_line(kInkala2012, "batch.txt"));
}

TEST(ReadLine, RejectsTheWrongLengthAtTheFirstMissingOrExtraSymbol) {
  const std::string line = kInkala2012;
  EXPECT_EQ(line_error(line.substr(0, 79), 4), "batch.txt:4:80: line has 79 symbols, expected 81");
  EXPECT_EQ(line_error(line + ".", 2), "batch.txt:2:82: line has 82 symbols, expected 81");
  EXPECT_EQ(line_error(line + line), "batch.txt:1:82: line has 162 symbols, expected 81");
  EXPECT_EQ(line_error("1234"), "batch.txt:1:5: line has 4 symbols, expected 81");
  EXPECT_EQ(line_error(std::string(17, '.')), "batch.txt:1:18: line has 17 symbols, expected 81");
}

TEST(ReadLine, RejectsAnEmptyLine) {
  EXPECT_EQ(line_error("", 3), "batch.txt:3:1: empty line: expected a puzzle of 81 symbols");
  EXPECT_EQ(line_error("  \r", 3), "batch.txt:3:1: empty line: expected a puzzle of 81 symbols");
}

TEST(ReadLine, RejectsABadSymbolAtItsColumn) {
  std::string line = kInkala2012;
  line[40] = 'z';
  EXPECT_EQ(line_error(line, 7),
            "batch.txt:7:41: bad symbol 'z': expected a digit 1-9 or '.' for a blank");
  line[40] = '\x02';
  EXPECT_EQ(line_error(line, 7),
            "batch.txt:7:41: bad symbol byte 0x02: expected a digit 1-9 or '.' for a blank");
  line[40] = ' ';
  EXPECT_EQ(line_error(line, 7),
            "batch.txt:7:41: bad symbol a space: expected a digit 1-9 or '.' for a blank");
}

TEST(ReadLine, ReportsABadSymbolBeforeAWrongLength) {
  EXPECT_EQ(line_error("..x.."),
            "batch.txt:1:3: bad symbol 'x': expected a digit 1-9 or '.' for a blank");
}

TEST(ReadLine, RejectsADigitTooLargeForTheSide) {
  EXPECT_EQ(line_error("...5............"),
            "batch.txt:1:4: digit 5 is too large for a 4×4 grid (digits 1-4)");
  EXPECT_EQ(line_error(std::string(35, '.') + "9"),
            "batch.txt:1:36: digit 9 is too large for a 6×6 grid (digits 1-6)");
}

TEST(ReadLine, ReportsARepeatedDigitAtItsSecondOccurrence) {
  std::string line(81, '.');
  line[27 + 1] = '5';  // r4c2
  line[27 + 6] = '5';  // r4c7
  EXPECT_EQ(line_error(line, 12), "batch.txt:12:34: digit 5 already in row 4 (column 2)");
  std::string column(16, '.');
  column[1] = '3';
  column[13] = '3';
  EXPECT_EQ(line_error(column), "batch.txt:1:14: digit 3 already in column 2 (row 1)");
}

TEST(ReadLine, ShapeOnlyAcceptsRepeatedDigits) {
  EXPECT_EQ(to_line(read_line("1111222233334444", "batch.txt", 1, Validation::shape_only)),
            "1111222233334444");
  EXPECT_EQ(line_error("1111222233334444"), "batch.txt:1:2: digit 1 already in row 1 (column 1)");
  EXPECT_EQ(line_error("11112222333344445", 1, Validation::shape_only),
            "batch.txt:1:18: line has 17 symbols, expected 81");
}

// ---- detect_shape -------------------------------------------------------------------------------

TEST(DetectShape, SeesLinesWhenTheFirstLineHasSixteenSymbolsOrMore) {
  EXPECT_EQ(detect_shape(kInkala2012), InputShape::lines);
  EXPECT_EQ(detect_shape(std::string(kInkala2012) + "\n" + kInkala2012 + "\n"), InputShape::lines);
  for (std::size_t length : {16U, 25U, 36U, 49U, 64U, 80U, 81U, 82U, 100U}) {
    EXPECT_EQ(detect_shape(std::string(length, '.')), InputShape::lines) << length;
  }
  EXPECT_EQ(detect_shape(std::string(36, '.') + "\r\n"), InputShape::lines);
}

TEST(DetectShape, SeesAGridWhenTheFirstLineIsShorter) {
  EXPECT_EQ(detect_shape(kSeed000Puzzle), InputShape::grid);
  EXPECT_EQ(detect_shape("1.3.\n..2.\n....\n4...\n"), InputShape::grid);
  EXPECT_EQ(detect_shape(std::string(9, '.')), InputShape::grid);  // a 3×3 line is a row
  EXPECT_EQ(detect_shape(std::string(15, '.')), InputShape::grid);
  // Trailing spaces do not count.
  EXPECT_EQ(detect_shape(std::string(9, '.') + std::string(10, ' ') + "\n"), InputShape::grid);
}

TEST(DetectShape, SkipsBlankAndCommentLines) {
  EXPECT_EQ(detect_shape("# " + std::string(81, '.') + "\n\n" + kSeed000Puzzle), InputShape::grid);
  EXPECT_EQ(detect_shape("# a batch\n\n  \n" + std::string(kInkala2012) + "   \n"),
            InputShape::lines);
}

TEST(DetectShape, SeesAGridForEmptyText) {
  EXPECT_EQ(detect_shape(""), InputShape::grid);
  EXPECT_EQ(detect_shape("\n  \n"), InputShape::grid);
  EXPECT_EQ(detect_shape("# nothing\n"), InputShape::grid);
}

// ---- read_puzzle --------------------------------------------------------------------------------

TEST(ReadPuzzle, ReadsAGridOrALine) {
  EXPECT_EQ(read_puzzle(kSeed004Puzzle, "input"), read_grid(kSeed004Puzzle, "input"));
  EXPECT_EQ(read_puzzle(std::string(kInkala2012) + "\n", "input"), read_line(kInkala2012, "input"));
  EXPECT_EQ(read_puzzle("# one\n\n" + std::string(kInkala2012) + "\r\n\n", "input"),
            read_line(kInkala2012, "input"));
}

TEST(ReadPuzzle, SkipsAByteOrderMarkAtTheStartOnly) {
  const std::string mark = "\xEF\xBB\xBF";
  EXPECT_EQ(read_puzzle(mark + kSeed004Puzzle, "input"), read_grid(kSeed004Puzzle, "input"));
  EXPECT_EQ(read_grid(mark + kSeed004Puzzle, "input"), read_grid(kSeed004Puzzle, "input"));
  EXPECT_EQ(read_puzzle(mark + kInkala2012 + "\n", "input"), read_line(kInkala2012, "input"));
  EXPECT_EQ(read_puzzle(mark + "variant: classic\n" + kInkala2012 + "\n", "input"),
            read_line(kInkala2012, "input"));
  // Anywhere else it is a bad symbol, as any other byte that is not one.
  EXPECT_EQ(puzzle_error("# note\n" + mark + kInkala2012 + "\n"),
            "input:2:1: bad symbol byte 0xef: expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(without_byte_order_mark(mark + "x"), "x");
  EXPECT_EQ(without_byte_order_mark("x" + mark), "x" + mark);
  EXPECT_EQ(without_byte_order_mark("\xEF\xBB"), "\xEF\xBB");
}

// Found by fuzz_read_puzzle: with a mark before a comment, detect_shape saw the mark and the
// comment as a first row of 13 symbols (a grid) where read_puzzle, past the mark, read a
// one-line puzzle.
TEST(DetectShape, SkipsAByteOrderMarkAsTheReadersDo) {
  const std::string mark = "\xEF\xBB\xBF";
  const std::string text = mark + "# one line\n" + kInkala2012 + "\n";
  EXPECT_EQ(detect_shape(text), InputShape::lines);
  EXPECT_EQ(read_puzzle(text, "input"), read_line(kInkala2012, "input"));
  EXPECT_EQ(detect_shape(mark + kSeed004Puzzle), InputShape::grid);
}

// Found by fuzz_read_puzzle: two marks. read_puzzle skipped one and detect_shape the other, so
// it saw a one-line puzzle past a comment where read_grid, which skips one mark only, read a
// grid whose first row starts with the second mark, a bad symbol. Both now say the latter.
TEST(ReadPuzzle, SkipsOneByteOrderMarkOnlyAsReadGridDoes) {
  const std::string mark = "\xEF\xBB\xBF";
  const std::string text = mark + mark + "# one line\n" + kInkala2012 + "\n";
  EXPECT_EQ(detect_shape(text), InputShape::grid);
  EXPECT_EQ(puzzle_error(text),
            "input:1:1: bad symbol byte 0xef: expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(puzzle_error(text), error_of([&] { read_grid(text, "input"); }));
}

TEST(ReadPuzzle, ReadsAFirstLineOfSixteenSymbolsOrMoreAsAOneLinePuzzle) {
  // A one-line puzzle a symbol short is reported as one, not as a grid.
  EXPECT_EQ(puzzle_error(std::string(kInkala2012).substr(0, 80) + "\n"),
            "input:1:81: line has 80 symbols, expected 81");
}

TEST(ReadPuzzle, RejectsASecondPuzzleLine) {
  EXPECT_EQ(puzzle_error(std::string(kInkala2012) + "\n# next\n" + kInkala2012 + "\n"),
            "input:3:1: a second puzzle: expected one puzzle here (solve a batch with 'sudoku "
            "solve')");
  EXPECT_EQ(puzzle_error(std::string(kInkala2012) + "\nnot a puzzle\n"),
            "input:2:1: a second puzzle: expected one puzzle here (solve a batch with 'sudoku "
            "solve')");
}

TEST(ReadPuzzle, ReportsPlacesInTheWholeText) {
  std::string line = kInkala2012;
  line[10] = 'q';
  EXPECT_EQ(puzzle_error("# header\n\n" + line + "\n"),
            "input:3:11: bad symbol 'q': expected a digit 1-9 or '.' for a blank");
  EXPECT_EQ(puzzle_error(""), "input:1:1: empty input: expected a puzzle");
  EXPECT_EQ(puzzle_error(std::string(kSeed000Puzzle).substr(0, 50)),
            "input:6:1: expected 9 rows, found 5");
}

TEST(ReadPuzzle, PassesShapeOnlyToEitherReader) {
  EXPECT_NO_THROW(read_puzzle("1111\n2222\n3333\n4444\n", "input", Validation::shape_only));
  EXPECT_NO_THROW(read_puzzle("1111222233334444\n", "input", Validation::shape_only));
  EXPECT_THROW(read_puzzle("1111222233334444\n", "input"), InputError);
}

TEST(IsBlankOrComment, SkipsEmptySpaceOnlyAndHashLines) {
  EXPECT_TRUE(is_blank_or_comment(""));
  EXPECT_TRUE(is_blank_or_comment("   \t\r"));
  EXPECT_TRUE(is_blank_or_comment("# comment"));
  EXPECT_TRUE(is_blank_or_comment("  # indented comment"));
  EXPECT_FALSE(is_blank_or_comment("."));
  EXPECT_FALSE(is_blank_or_comment(" 1#"));
  EXPECT_FALSE(is_blank_or_comment(kInkala2012));
}

}  // namespace
}  // namespace sudoku
