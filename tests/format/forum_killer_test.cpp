// The forum Killer forms (src/format/forum_killer.cpp, write_forum_killer.cpp): SudoCue's
// `3x3:d:k:…:` and the 81-symbol pointer form, read by content wherever a one-line puzzle is
// read, written back equal, and every mistake reported with its exact message and place.
// Every puzzle here is made by the test (random Killers, or shapes written for the test).
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "format/forum_killer.hpp"
#include "sudoku/format.hpp"
#include "support/random_variants.hpp"

namespace sudoku {
namespace {

constexpr Variant kKiller{.killer = true};
constexpr Variant kKillerX{.killer = true, .x = true};

std::vector<Cage> cages(const Puzzle& puzzle) {
  std::vector<Cage> found;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) found.push_back(*cage);
  }
  return found;
}

// The same puzzle with its cages in the order of their first cells (the pointer form's order).
Puzzle cages_by_first_cell(const Puzzle& puzzle) {
  std::vector<Cage> sorted = cages(puzzle);
  std::sort(sorted.begin(), sorted.end(),
            [](const Cage& a, const Cage& b) { return a.cells.front() < b.cells.front(); });
  Puzzle result(puzzle.geometry(), puzzle.cells());
  for (Cage& cage : sorted) result.add_constraint(std::move(cage));
  if (puzzle.has_x_diagonals()) result.add_x_diagonals();
  return result;
}

std::string line_error(const std::string& line, Variant variant = {}) {
  try {
    read_line(line, "f", 4, Validation::full, variant);
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

std::string refusal(std::string (*writer)(const Puzzle&), const Puzzle& puzzle) {
  try {
    writer(puzzle);
  } catch (const std::invalid_argument& error) {
    return error.what();
  }
  return "";
}

// Each row one cage of 45 in SudoCue's form: cage r (0-based) on row r.
std::string rows_in_sudocue(const std::string& flags) {
  std::string line = "3x3:" + flags + ":k:";
  for (int cell = 0; cell < 81; ++cell) line += std::to_string(45 * 256 + cell / 9) + ":";
  return line;
}

// Each row one cage of 45 in the pointer form: its total 'j' at column 1, arrows to it.
std::string rows_in_pointers() {
  std::string line;
  for (int row = 0; row < 9; ++row) line += "j<<<<<<<<";
  return line;
}

// SudoCue's form of the 81 cell numbers given.
std::string sudocue_of(const std::vector<int>& values) {
  std::string line = "3x3::k:";
  for (int value : values) line += std::to_string(value) + ":";
  return line;
}

// The numbers of rows_in_sudocue("").
std::vector<int> rows_values() {
  std::vector<int> values;
  for (int cell = 0; cell < 81; ++cell) values.push_back(45 * 256 + cell / 9);
  return values;
}

// `line` with the symbol (or text) at 0-based `at` replaced.
std::string with(std::string line, std::size_t at, const std::string& text) {
  line.replace(at, text.size(), text);
  return line;
}

// The pointer line with every cell uncaged ('0') but those set.
std::string uncaged_but(const std::vector<std::pair<int, char>>& cells) {
  std::string line(81, '0');
  for (const auto& [cell, symbol] : cells) line[static_cast<std::size_t>(cell)] = symbol;
  return line;
}

// ---- what the forms are -------------------------------------------------------------------

TEST(ForumForm, TellsTheFormsFromEveryOtherOneLinePuzzle) {
  using forum::Form;
  EXPECT_EQ(forum::form_of(rows_in_sudocue("")), Form::sudocue);
  EXPECT_EQ(forum::form_of("2x2::k:1:2:"), Form::sudocue);
  EXPECT_EQ(forum::form_of(rows_in_pointers()), Form::pointers);
  EXPECT_EQ(forum::form_of(rows_in_pointers() + "  \r"), Form::pointers);
  EXPECT_EQ(forum::form_of(rows_in_pointers().substr(1)), Form::pointers);  // 80: still meant
  // A plain line ('.' is also the down-right arrow), a Killer's line, a 25×25 line of letters.
  EXPECT_EQ(forum::form_of(std::string(81, '.')), Form::none);
  EXPECT_EQ(
      forum::form_of("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9"
                     "....4.."),
      Form::none);
  EXPECT_EQ(forum::form_of("aabbcddecffegghh a=3,b=7,c=5,d=5,e=5,f=5,g=7,h=3"), Form::none);
  std::string letters;
  for (int row = 0; row < 25; ++row) letters += "abcdefghijklmnopqrstuvwxy";
  EXPECT_EQ(forum::form_of(letters), Form::none);
  EXPECT_EQ(forum::form_of("3x3"), Form::none);
  // One stray arrow in a plain line stays that line's bad symbol.
  EXPECT_EQ(
      forum::form_of("8<.........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9"
                     "....4.."),
      Form::none);
  EXPECT_EQ(forum::form_of("12<<"), Form::pointers);
}

// ---- reading --------------------------------------------------------------------------------

TEST(ReadSudoCue, ReadsCagesInTheOrderOfTheirNumbersAndTheDiagonalsFlag) {
  const Puzzle killer = read_line(rows_in_sudocue(""), "f");
  ASSERT_EQ(cages(killer).size(), 9U);
  EXPECT_EQ(cages(killer)[3], (Cage{{27, 28, 29, 30, 31, 32, 33, 34, 35}, 45}));
  EXPECT_FALSE(killer.has_x_diagonals());
  EXPECT_EQ(variant_of(killer), kKiller);
  EXPECT_EQ(variant_of(read_line(rows_in_sudocue("d"), "f")), kKillerX);
  // The last ':' may be left out; a number may have leading zeros.
  const std::string line = rows_in_sudocue("");
  EXPECT_EQ(read_line(line.substr(0, line.size() - 1), "f"), killer);
}

TEST(ReadSudoCue, LeavesACellOfTotalZeroUncagedWhateverItsNumber) {
  // r1c1 is cage 0 with total 0 while cage 0 keeps the rest of row 1 with total 44; r9c9 is
  // cage 200 with total 0, written with leading zeros.
  std::vector<int> values = rows_values();
  for (int cell = 1; cell < 9; ++cell) values[static_cast<std::size_t>(cell)] = 44 * 256;
  for (int cell = 72; cell < 80; ++cell) values[static_cast<std::size_t>(cell)] = 44 * 256 + 8;
  values[0] = 0;
  values[80] = 200;
  std::string line = sudocue_of(values);
  line.replace(7, 1, "0000");
  const Puzzle killer = read_line(line, "f");
  EXPECT_EQ(cages(killer)[0], (Cage{{1, 2, 3, 4, 5, 6, 7, 8}, 44}));
  EXPECT_EQ(cages(killer)[8], (Cage{{72, 73, 74, 75, 76, 77, 78, 79}, 44}));
}

TEST(ReadPointers, FollowsEveryArrowToItsTotal) {
  // The middle box one cage of 45, every arrow pointing at r5c5; the other cells uncaged.
  const std::string line = uncaged_but({{30, '.'},
                                        {31, 'v'},
                                        {32, ','},
                                        {39, '>'},
                                        {40, 'j'},
                                        {41, '<'},
                                        {48, '\''},
                                        {49, '^'},
                                        {50, '`'}});
  const Puzzle killer = read_line(line, "f");
  EXPECT_EQ(cages(killer), (std::vector<Cage>{{{30, 31, 32, 39, 40, 41, 48, 49, 50}, 45}}));
  EXPECT_EQ(read_line(rows_in_pointers(), "f"), read_line(rows_in_sudocue(""), "f"));
  EXPECT_EQ(read_line(rows_in_pointers(), "f", 1, Validation::full, kKillerX),
            read_line(rows_in_sudocue("d"), "f"));
}

TEST(ReadPointers, SpellsTotalsInDigitsThenCapitalsThenSmallLetters) {
  EXPECT_EQ(cages(read_line(uncaged_but({{0, '9'}, {1, '<'}, {2, '<'}}), "f")),
            (std::vector<Cage>{{{0, 1, 2}, 9}}));
  EXPECT_EQ(cages(read_line(uncaged_but({{0, 'H'}, {1, '<'}, {2, '<'}}), "f")),
            (std::vector<Cage>{{{0, 1, 2}, 17}}));
  EXPECT_EQ(cages(read_line(rows_in_pointers(), "f"))[0].sum, 45);  // 'j'
}

TEST(ReadForum, ReadsByContentInPlaceOfAnyOneLinePuzzle) {
  const Puzzle killer = read_line(rows_in_sudocue(""), "f");
  EXPECT_EQ(read_puzzle("# a comment\n" + rows_in_sudocue("") + "\n", "f"), killer);
  EXPECT_EQ(read_puzzle(rows_in_pointers() + "\r\n", "f"), killer);
  EXPECT_EQ(read_puzzle("variant: killer\n" + rows_in_pointers() + "\n", "f"), killer);
  EXPECT_EQ(read_puzzle("variant: killer+x\n" + rows_in_pointers() + "\n", "f"),
            read_line(rows_in_sudocue("d"), "f"));
  EXPECT_EQ(read_puzzle(rows_in_sudocue(""), "f", Validation::shape_only, kKiller), killer);
}

// ---- round trips over random Killers --------------------------------------------------------

TEST(WriteForum, SudoCuesFormReadsBackEqualForRandomKillersOfAnyShape) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const Variant variant = seed % 3 == 0 ? kKillerX : kKiller;
    const testing::CageOptions options{
        .max_cage_size = 9, .uncaged_percent = static_cast<int>(seed % 4) * 5, .apart_percent = 20};
    const Puzzle puzzle = testing::make_variant_sample(variant, 9, 0, options, seed).puzzle;
    const std::string line = to_sudocue(puzzle);
    EXPECT_TRUE(line.starts_with(variant.x ? "3x3:d:k:" : "3x3::k:")) << line;
    EXPECT_EQ(read_line(line, "f"), puzzle) << line;
    EXPECT_EQ(read_puzzle(write(puzzle, Format::sudocue), "f"), puzzle);
  }
}

TEST(WriteForum, ThePointerFormReadsBackEqualForRandomKillersInOnePiece) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const Variant variant = seed % 3 == 0 ? kKillerX : kKiller;
    const testing::CageOptions options{.max_cage_size = 9,
                                       .uncaged_percent = static_cast<int>(seed % 4) * 5};
    const Puzzle puzzle = testing::make_variant_sample(variant, 9, 0, options, seed).puzzle;
    const std::string line = to_killer_pointers(puzzle);
    ASSERT_EQ(line.size(), 81U);
    EXPECT_EQ(forum::form_of(line), forum::Form::pointers) << line;
    EXPECT_EQ(read_line(line, "f", 1, Validation::full, variant), cages_by_first_cell(puzzle))
        << line;
  }
}

TEST(WriteForum, WritesTheShapesOfTheTestsExactly) {
  const Puzzle killer = read_line(rows_in_sudocue(""), "f");
  EXPECT_EQ(to_sudocue(killer), rows_in_sudocue(""));
  EXPECT_EQ(to_killer_pointers(killer), rows_in_pointers());
  EXPECT_EQ(write(killer, Format::pointers), rows_in_pointers() + "\n");
  EXPECT_EQ(format_name(Format::sudocue), "sudocue");
  EXPECT_EQ(parse_format("pointers"), Format::pointers);
  // The total at the first cell, arrows back along the shortest way; uncaged cells '0' in
  // the pointer form and numbers of their own with total 0 in SudoCue's.
  Puzzle corner{Geometry(9)};
  corner.add_constraint(Cage{{0, 1, 9, 10, 20}, 25});
  EXPECT_EQ(to_killer_pointers(corner).substr(0, 21), "P<0000000^^000000000`");
  EXPECT_EQ(to_sudocue(corner).substr(0, 41), "3x3::k:6400:6400:1:2:3:4:5:6:7:6400:6400:");
}

// ---- what the writers refuse ----------------------------------------------------------------

TEST(WriteForum, RefusesPuzzlesTheFormsCannotHold) {
  EXPECT_EQ(refusal(to_sudocue, Puzzle(Geometry(9))),
            "SudoCue's form holds a Killer, and this puzzle is classic");
  Puzzle small(Geometry(4));
  small.add_constraint(Cage{{0, 1}, 3});
  EXPECT_EQ(refusal(to_killer_pointers, small),
            "the pointer form holds a 9×9 Killer, and this one is 4×4");
  Puzzle given = read_line(rows_in_sudocue(""), "f");
  given.set(0, 1);
  given.set(80, 9);
  EXPECT_EQ(refusal(to_sudocue, given),
            "SudoCue's form holds cages only, no givens, and this Killer has 2");
  Puzzle apart(Geometry(9));
  apart.add_constraint(Cage{{0, 40}, 10});
  EXPECT_EQ(refusal(to_killer_pointers, apart),
            "the pointer form leads each cell of a cage to a neighbour, and the cage at r1c1 is "
            "in 2 parts that do not touch (one at r5c5)");
  EXPECT_EQ(to_sudocue(apart).substr(0, 14), "3x3::k:2560:1:");
  Puzzle too_much(Geometry(9));
  too_much.add_constraint(Cage{{0}, 10});
  EXPECT_EQ(refusal(to_sudocue, too_much),
            "the cage at r1c1: a cage of 1 cell totals 1 to 9, not 10");
}

// ---- SudoCue's mistakes ---------------------------------------------------------------------

TEST(ReadSudoCue, RejectsABadPrefixWhereItIs) {
  EXPECT_EQ(line_error("2x2::k:1:2:3:"),
            "f:4:1: SudoCue's form '2x2' is not read: it is written for 9×9 Killers only, whose "
            "boxes are '3x3'");
  EXPECT_EQ(line_error("3x3:"),
            "f:4:5: expected the diagonals flag ('d' or nothing), ':k:' and 81 cells after '3x3:'");
  EXPECT_EQ(line_error(with(rows_in_sudocue("d"), 4, "x")),
            "f:4:5: unknown flag 'x' in SudoCue's form: expected 'd' (Killer X: both diagonals "
            "are houses) or nothing (a Killer)");
  EXPECT_EQ(line_error(with(rows_in_sudocue(""), 5, "j")),
            "f:4:6: expected 'k' (a Killer) after the diagonals flag of SudoCue's form, found 'j'");
}

TEST(ReadSudoCue, RejectsAWrongCountOfCells) {
  const std::string line = rows_in_sudocue("");
  EXPECT_EQ(line_error(line.substr(0, line.size() - 6)),
            "f:4:488: SudoCue's form has 80 cells, expected 81");
  EXPECT_EQ(line_error(line + "11528:"), "f:4:494: SudoCue's form has 82 cells, expected 81");
}

TEST(ReadSudoCue, RejectsBadNumbersAtTheirColumn) {
  const std::string line = rows_in_sudocue("");
  EXPECT_EQ(line_error(with(line, 13, "1152a")),
            "f:4:14: bad cell '1152a' in SudoCue's form: expected a number, a cage's total × 256 "
            "+ the cage's number");
  std::string empty_cell = line;
  empty_cell.erase(13, 5);
  EXPECT_EQ(line_error(empty_cell),
            "f:4:14: bad cell '' in SudoCue's form: expected a number, a cage's total × 256 + "
            "the cage's number");
  EXPECT_EQ(line_error(with(line, 13, "12800")),
            "f:4:14: 12800 at r1c2 is cage 0 with total 50 (50 × 256 + 0): a 9×9 cage totals 45 "
            "at most");
  std::string long_cell = line;
  long_cell.replace(13, 5, "123456");
  EXPECT_EQ(line_error(long_cell),
            "f:4:14: bad cell '123456' in SudoCue's form: expected a number, a cage's total × "
            "256 + the cage's number");
}

TEST(ReadSudoCue, RejectsACageWithTwoTotalsOrNone) {
  const std::string line = rows_in_sudocue("");
  EXPECT_EQ(line_error(with(line, 19, "11264")),
            "f:4:20: a second total for cage 0: 44 at r1c3, but 45 at r1c1");
  EXPECT_EQ(line_error(with(with(line, 7, "00007"), 13, "00007")),
            "f:4:14: r1c1 and r1c2 are both cage 7 without a total (total 0): a cage needs its "
            "total; a cell alone may go without one, uncaged");
}

TEST(ReadSudoCue, RejectsCagesOutOfSeedOnesBounds) {
  // r1c1 made cage 9 of its own, total 45: too much for 1 cell.
  EXPECT_EQ(line_error(with(rows_in_sudocue(""), 7, "11529")),
            "f:4:8: cage 9 at r1c1: a cage of 1 cell totals 1 to 9, not 45");
  // r1c1 moved to row 2's cage: 10 cells.
  EXPECT_EQ(line_error(with(rows_in_sudocue(""), 7, "11521")),
            "f:4:8: cage 1 at r1c1: a cage has 10 cells; a cage holds 1 to 9 cells");
  // Row 9 as a cage of 8 cells with 44 and r9c9 alone with 2: the totals add up to 406.
  std::vector<int> values = rows_values();
  for (int cell = 72; cell < 80; ++cell) values[static_cast<std::size_t>(cell)] = 44 * 256 + 8;
  values[80] = 2 * 256 + 9;
  EXPECT_EQ(line_error(sudocue_of(values)),
            "f:4:8: the cage totals add up to 406, but a 9×9 grid adds up to 405");
}

TEST(ReadForum, RejectsAVariantTheLineDoesNotSay) {
  EXPECT_EQ(line_error(rows_in_sudocue("d"), kKiller),
            "f:4:1: the line is a Killer X in SudoCue's form ('d'), but variant killer was asked "
            "for");
  EXPECT_EQ(line_error(rows_in_sudocue(""), Variant{.x = true}),
            "f:4:1: the line is a Killer in SudoCue's form, but variant x was asked for");
  EXPECT_EQ(line_error(rows_in_pointers(), Variant{.killer = true, .jigsaw = true}),
            "f:4:1: the line is a Killer in the pointer form, which has no jigsaw regions, but "
            "variant killer+jigsaw was asked for");
  EXPECT_EQ(line_error(rows_in_sudocue("d"), kKillerX), "");
  EXPECT_EQ(line_error(rows_in_sudocue(""), Variant{}), "");
}

// ---- the pointer form's mistakes ------------------------------------------------------------

TEST(ReadPointers, RejectsAWrongLengthOrABadSymbol) {
  EXPECT_EQ(line_error(rows_in_pointers().substr(0, 80)),
            "f:4:81: the cage pointers have 80 symbols, expected 81 (9×9)");
  EXPECT_EQ(line_error(rows_in_pointers() + "<"),
            "f:4:82: the cage pointers have 82 symbols, expected 81 (9×9)");
  EXPECT_EQ(line_error(with(rows_in_pointers(), 12, "*")),
            "f:4:13: bad symbol '*' in the cage pointers: expected an arrow (< > ^ v ` ' , .) or a "
            "cage total (0-9, A-Z for 10-35, a-j for 36-45)");
  EXPECT_EQ(line_error(with(rows_in_pointers(), 12, "k")),
            "f:4:13: bad symbol 'k' in the cage pointers: expected an arrow (< > ^ v ` ' , .) or a "
            "cage total (0-9, A-Z for 10-35, a-j for 36-45)");
}

TEST(ReadPointers, RejectsAnArrowOutOfTheGrid) {
  EXPECT_EQ(line_error(with(rows_in_pointers(), 0, "<")),
            "f:4:1: the arrow '<' at r1c1 points out of the grid");
  EXPECT_EQ(line_error(with(rows_in_pointers(), 80, "v")),
            "f:4:81: the arrow 'v' at r9c9 points out of the grid");
  EXPECT_EQ(line_error(with(rows_in_pointers(), 72, ",")),
            "f:4:73: the arrow ',' at r9c1 points out of the grid");
}

TEST(ReadPointers, RejectsArrowsGoingRoundInACircle) {
  EXPECT_EQ(line_error(with(rows_in_pointers(), 9, ">")),
            "f:4:10: the arrows from r2c1 go round in a circle (r2c1 > r2c2 < r2c1) and lead to "
            "no total");
  // Four cells round a square, met from a cell outside it.
  EXPECT_EQ(line_error(uncaged_but({{0, '>'}, {1, 'v'}, {10, '<'}, {9, '^'}, {2, '<'}})),
            "f:4:1: the arrows from r1c1 go round in a circle (r1c1 > r1c2 v r2c2 < r2c1 ^ r1c1) "
            "and lead to no total");
}

TEST(ReadPointers, RejectsACageOfTotalZeroOrOutOfBounds) {
  EXPECT_EQ(line_error(uncaged_but({{40, '0'}, {41, '<'}, {32, ','}})),
            "f:4:41: the cage of 3 cells at r5c5 has total 0, an unknown total: a cage needs its "
            "total ('0' alone, with no arrow to it, is an uncaged cell)");
  EXPECT_EQ(line_error(uncaged_but({{0, '2'}, {1, '<'}, {2, '<'}})),
            "f:4:1: the cage at r1c1: a cage of 3 cells totals 6 to 24, not 2");
  EXPECT_EQ(line_error(with(rows_in_pointers(), 72, "i<<<<<<<2")),
            "f:4:1: the cage totals add up to 406, but a 9×9 grid adds up to 405");
}

}  // namespace
}  // namespace sudoku
