// The Killer and jigsaw readers (src/format/read_blocks.cpp, labels.cpp): what they build, and
// every validation error with its exact message and place.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "sudoku/format.hpp"

namespace sudoku {
namespace {

constexpr Variant kKiller{.killer = true};
constexpr Variant kJigsaw{.jigsaw = true};

const std::string kLabels = "aabb\ncdde\ncffe\ngghh\n";
const std::string kTotals = "a 3\nb 7\nc 5\nd 5\ne 5\nf 5\ng 7\nh 3\n";
const std::string kKillerText = kLabels + "\n" + kTotals;
const std::string kKillerLine = "aabbcddecffegghh a=3,b=7,c=5,d=5,e=5,f=5,g=7,h=3";
const std::string kRegions = "aaab\nabbb\ncccd\ncddd\n";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  text.replace(text.find(from), from.size(), to);
  return text;
}

std::string blocks_error(const std::string& text, Variant variant = kKiller,
                         Validation validation = Validation::full) {
  try {
    read_blocks(text, "k", variant, validation);
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

std::string line_error(const std::string& line, Variant variant = kKiller) {
  try {
    read_line(line, "b", 3, Validation::full, variant);
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

std::vector<Cage> cages(const Puzzle& puzzle) {
  std::vector<Cage> found;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) found.push_back(*cage);
  }
  return found;
}

// ---- Killer: what it reads -----------------------------------------------------------------

TEST(ReadKiller, ReadsCagesInTheOrderOfTheirTotalsWithCellsInReadingOrder) {
  const Puzzle puzzle = read_blocks(kKillerText, "k", kKiller);
  EXPECT_EQ(puzzle.side(), 4);
  EXPECT_EQ(puzzle.given_count(), 0);
  const std::vector<Cage> found = cages(puzzle);
  ASSERT_EQ(found.size(), 8U);
  EXPECT_EQ(found[0], (Cage{{0, 1}, 3}));
  EXPECT_EQ(found[2], (Cage{{4, 8}, 5}));
  EXPECT_EQ(found[7], (Cage{{14, 15}, 3}));
}

TEST(ReadKiller, ReadsGivensAfterTheTotalsAndTheDiagonalsOfKillerX) {
  const Puzzle puzzle =
      read_puzzle("variant: killer+x\n" + kKillerText + "\n1...\n....\n....\n....\n", "k");
  EXPECT_EQ(puzzle.at(0), 1);
  EXPECT_TRUE(puzzle.has_x_diagonals());
  EXPECT_TRUE(puzzle.has_cages());
}

TEST(ReadKiller, LeavesDotCellsUncagedWithoutTheTotalsRule) {
  const Puzzle puzzle = read_blocks("ab..\n....\n....\n....\n\na 4\nb 2\n", "k", kKiller);
  EXPECT_EQ(cages(puzzle).size(), 2U);
}

TEST(ReadKiller, ReadsTheOneLineFormWithAndWithoutGivens) {
  EXPECT_EQ(read_line(kKillerLine, "b", 1, Validation::full, kKiller),
            read_blocks(kKillerText, "k", kKiller));
  const Puzzle with_givens =
      read_line(kKillerLine + " 1...............", "b", 1, Validation::full, kKiller);
  EXPECT_EQ(with_givens.at(0), 1);
}

// A cage may have any shape: cells that meet only at corners (a: r1c1, r2c2, r3c3), or parts
// far apart (a: r1c1-r1c2 and r4c3-r4c4). Both read in either form and write back as read.
const std::string kCornersText = "abbc\ndacc\ndeaf\ngeff\n\na 6\nb 7\nc 8\nd 5\ne 5\nf 7\ng 2\n";
const std::string kCornersLine = "abbcdaccdeafgeff a=6,b=7,c=8,d=5,e=5,f=7,g=2";
const std::string kApartText = "aabb\ncdeb\ncdef\nggaa\n\na 10\nb 7\nc 3\nd 7\ne 5\nf 1\ng 7\n";
const std::string kApartLine = "aabbcdebcdefggaa a=10,b=7,c=3,d=7,e=5,f=1,g=7";

void expect_reads_and_writes_back(const std::string& text, const std::string& line,
                                  const Cage& cage) {
  const Puzzle puzzle = read_blocks(text, "k", kKiller);
  ASSERT_FALSE(cages(puzzle).empty());
  EXPECT_EQ(cages(puzzle).front(), cage);
  EXPECT_EQ(read_line(line, "b", 1, Validation::full, kKiller), puzzle);
  EXPECT_EQ(to_puzzle_text(puzzle), "variant: killer\n" + text);
  EXPECT_EQ(to_puzzle_line(puzzle), line);
  EXPECT_EQ(read_puzzle(to_puzzle_text(puzzle), "out"), puzzle);
  EXPECT_EQ(read_line(to_puzzle_line(puzzle), "out", 1, Validation::full, kKiller), puzzle);
  // With a given too.
  Puzzle with_given = puzzle;
  with_given.set(cage.cells.back(), 1);
  EXPECT_EQ(read_puzzle(to_puzzle_text(with_given), "out"), with_given);
  EXPECT_EQ(read_line(to_puzzle_line(with_given), "out", 1, Validation::full, kKiller), with_given);
}

TEST(ReadKiller, ReadsACageWhoseCellsMeetOnlyAtCornersAndWritesItBack) {
  expect_reads_and_writes_back(kCornersText, kCornersLine, Cage{{0, 5, 10}, 6});
}

TEST(ReadKiller, ReadsACageInTwoPartsFarApartAndWritesItBack) {
  expect_reads_and_writes_back(kApartText, kApartLine, Cage{{0, 1, 14, 15}, 10});
}

// Labels of several characters, for Killers with more cages than there are label characters:
// words separated by spaces in a block's rows, by commas in the one-line form.
const std::string kWordsText =
    "a1 a1 b  b\nc  d  d  e\nc  f  f  e\ng  g  h2 h2\n\na1 3\nb 7\nc 5\nd 5\ne 5\nf 5\ng 7\nh2 3\n";
const std::string kWordsLine =
    "a1,a1,b,b,c,d,d,e,c,f,f,e,g,g,h2,h2 a1=3,b=7,c=5,d=5,e=5,f=5,g=7,h2=3";

TEST(ReadKiller, ReadsLabelsOfSeveralCharactersInBothForms) {
  const Puzzle expected = read_blocks(kKillerText, "k", kKiller);
  EXPECT_EQ(read_blocks(kWordsText, "k", kKiller), expected);
  EXPECT_EQ(read_line(kWordsLine, "b", 1, Validation::full, kKiller), expected);
  // Words of one character, and '.' for an uncaged cell, work the same way.
  EXPECT_EQ(read_blocks("a a b b\nc d d e\nc f f e\ng g h h\n\n" + kTotals, "k", kKiller),
            expected);
  const Puzzle uncaged =
      read_blocks("ab . . .\nab . . .\n. . . .\n. . . .\n\nab 3\n", "k", kKiller);
  ASSERT_EQ(cages(uncaged).size(), 1U);
  EXPECT_EQ(cages(uncaged).front(), (Cage{{0, 4}, 3}));
  // Region labels too.
  EXPECT_EQ(
      read_blocks("r1 r1 r1 r2\nr1 r2 r2 r2\nr3 r3 r3 r4\nr3 r4 r4 r4\n\n1...\n..2.\n3...\n...1\n",
                  "k", kJigsaw),
      read_blocks(kRegions + "\n1...\n..2.\n3...\n...1\n", "k", kJigsaw));
}

TEST(ReadKiller, RejectsBadLabelsOfSeveralCharactersWhereTheyAre) {
  EXPECT_EQ(blocks_error(replaced(kWordsText, "g  g  h2 h2", "g  g  h2")),
            "k:4:9: row 4 of the cage labels has 3 cells, expected 4");
  EXPECT_EQ(blocks_error(replaced(kWordsText, "g  g  h2 h2", "g  g  h2 h2 h2")),
            "k:4:13: row 4 of the cage labels has 5 cells, expected 4");
  EXPECT_EQ(blocks_error(replaced(kWordsText, "c  f  f", "c  f.  f")),
            "k:3:5: bad cage label 'f.': '.' is not part of a label of several characters");
  EXPECT_EQ(blocks_error(replaced(kWordsText, "c  f  f", "c  f=  f")),
            "k:3:5: bad cage label '=': expected a letter, digit or other mark, or '.' for an "
            "uncaged cell");
  EXPECT_EQ(line_error(replaced(kWordsLine, "c,d,d", "c,,d")),
            "b:3:13: empty cage label between commas");
  EXPECT_EQ(line_error(replaced(kWordsLine, "h2,h2", "h2")),
            "b:3:1: 15 cage labels: expected N×N of them (81 for 9×9)");
  // A stray space in rows of characters is a bad label where it is, as before.
  EXPECT_EQ(blocks_error(replaced(kKillerText, "cdde", "cd e")),
            "k:2:3: bad cage label a space: expected a letter, digit or other mark, or '.' for an "
            "uncaged cell");
}

// ---- Killer: every error -------------------------------------------------------------------

TEST(ReadKiller, RejectsALabelWithoutATotalAtItsFirstCell) {
  EXPECT_EQ(blocks_error(replaced(kKillerText, "h 3\n", "")), "k:4:3: cage 'h' has no total");
}

TEST(ReadKiller, RejectsATotalWithoutALabel) {
  EXPECT_EQ(blocks_error(kKillerText + "q 4\n"),
            "k:14:1: total for 'q' but no cell is labelled 'q'");
}

TEST(ReadKiller, RejectsASecondTotalForACage) {
  EXPECT_EQ(blocks_error(kKillerText + "a 4\n"),
            "k:14:1: a second total for cage 'a' (the first is at 6:1)");
}

// A label used by mistake for two cages makes one cage of both; seed 001's rules catch most
// such cages, and their messages say where the parts are.
TEST(ReadKiller, SaysWhereTheCellsOfACageInPartsAreWhenItsTotalIsOutOfReach) {
  EXPECT_EQ(blocks_error(replaced(kKillerText, "cdde", "cdda")),
            "k:6:3: cage 'a': a cage of 3 cells totals 6 to 9, not 3 (its cells are in 2 parts "
            "that do not touch, one at r1c1 and one at r2c4: is 'a' the label of two cages?)");
  EXPECT_EQ(blocks_error(replaced(kKillerText, "gghh", "agha")),
            "k:6:3: cage 'a': a cage of 4 cells totals 10 to 10, not 3 (its cells are in 3 parts "
            "that do not touch, the first at r1c1 and the second at r4c1: is 'a' the label of "
            "several cages?)");
  EXPECT_EQ(line_error("aabbcddacffegghh a=3,b=7,c=5,d=5,e=5,f=5,g=7,h=3"),
            "b:3:20: cage 'a': a cage of 3 cells totals 6 to 9, not 3 (its cells are in 2 parts "
            "that do not touch, one at r1c1 and one at r2c4: is 'a' the label of two cages?)");
}

TEST(ReadKiller, SaysWhereTheCellsOfACageInPartsAreWhenItHasASecondTotal) {
  EXPECT_EQ(blocks_error(kApartText + "a 4\n"),
            "k:13:1: a second total for cage 'a' (the first is at 6:1); its cells are in 2 parts "
            "that do not touch, one at r1c1 and one at r4c3: is 'a' the label of two cages?");
}

TEST(ReadKiller, SaysWhereTheCellsOfACageInPartsAreWhenTheTotalsDoNotAddUp) {
  EXPECT_EQ(blocks_error(replaced(kApartText, "g 7", "g 6")),
            "k:6:1: the cage totals add up to 39, but a 4×4 grid adds up to 40 (cage 'a': its "
            "cells are in 2 parts that do not touch, one at r1c1 and one at r4c3: is 'a' the "
            "label of two cages?)");
}

TEST(ReadKiller, AddsNothingForACageWhoseCellsMeetAtCorners) {
  EXPECT_EQ(blocks_error(replaced(kCornersText, "a 6", "a 5")),
            "k:6:3: cage 'a': a cage of 3 cells totals 6 to 9, not 5");
  EXPECT_EQ(blocks_error(replaced(kCornersText, "a 6", "a 7")),
            "k:6:1: the cage totals add up to 41, but a 4×4 grid adds up to 40");
}

TEST(ReadKiller, RejectsATotalOutOfReachAtTheTotal) {
  EXPECT_EQ(blocks_error(replaced(kKillerText, "b 7", "b 9")),
            "k:7:3: cage 'b': a cage of 2 cells totals 3 to 7, not 9");
  EXPECT_EQ(blocks_error(replaced(kKillerText, "b 7", "b 0")),
            "k:7:3: cage 'b': a cage of 2 cells totals 3 to 7, not 0");
}

TEST(ReadKiller, RejectsACageOfMoreThanNCells) {
  EXPECT_EQ(blocks_error("aaaa\naccd\nbbcd\nbbcd\n\na 10\nb 10\nc 10\nd 10\n"),
            "k:6:3: cage 'a': a cage has 5 cells; a cage holds 1 to 4 cells");
}

// Givens that break a cage or a house clash (GivensConflict: "(no solution)" for `sudoku
// solve`); totals that cannot be right are a mistake of the text (a plain InputError).
TEST(ReadKiller, TellsClashingGivensFromBadTotals) {
  const auto conflict = [](const std::string& text) {
    try {
      read_blocks(text, "k", kKiller);
    } catch (const GivensConflict&) {
      return true;
    } catch (const InputError&) {
      return false;
    }
    return false;
  };
  EXPECT_TRUE(conflict(kKillerText + "\n3...\n....\n....\n....\n"));
  EXPECT_TRUE(conflict(kKillerText + "\n1...\n.1..\n....\n....\n"));
  EXPECT_FALSE(conflict(replaced(kKillerText, "h 3", "h 4")));
  EXPECT_FALSE(conflict(kKillerText + "\n1...\n.x..\n....\n....\n"));
}

TEST(ReadKiller, RejectsTotalsThatDoNotAddUpWhenEveryCellIsCaged) {
  EXPECT_EQ(blocks_error(replaced(kKillerText, "h 3", "h 4")),
            "k:6:1: the cage totals add up to 41, but a 4×4 grid adds up to 40");
}

TEST(ReadKiller, RejectsGivensThatBreakACageOrAHouse) {
  EXPECT_EQ(blocks_error(kKillerText + "\n3...\n....\n....\n....\n"),
            "k:15:1: the digits of the cage at r1c1 add up to 3, its total is 3, and it has "
            "blank cells left");
  EXPECT_EQ(blocks_error(kKillerText + "\n1...\n.1..\n....\n....\n"),
            "k:16:2: digit 1 already in box 1 (r1c1)");
  EXPECT_EQ(
      blocks_error(kKillerText + "\n3...\n....\n....\n....\n", kKiller, Validation::shape_only),
      "");
}

TEST(ReadKiller, RejectsBadTotalLines) {
  EXPECT_EQ(blocks_error(kLabels + "\na 3\nb=7\n"),
            "k:7:1: expected a cage label, a space and its total, like 'a 12'");
  EXPECT_EQ(blocks_error(kLabels + "\na 3\nb seven\n"),
            "k:7:3: bad total 'seven': expected a whole number");
  // A label of several characters is a label (of a cage that no cell has, here).
  EXPECT_EQ(blocks_error(kLabels + "\nab 3\n"),
            "k:6:1: total for 'ab' but no cell is labelled 'ab'");
  EXPECT_EQ(blocks_error(kLabels + "\na. 3\n"),
            "k:6:1: expected a cage label, a space and its total, like 'a 12'");
}

TEST(ReadKiller, RejectsMissingBlocksAndExtraOnes) {
  EXPECT_EQ(blocks_error(kLabels),
            "k:5:1: expected the cage totals (a line 'LABEL TOTAL' per cage) after a blank line");
  EXPECT_EQ(blocks_error(""), "k:1:1: empty input: expected a puzzle");
  EXPECT_EQ(blocks_error(kKillerText + "\n....\n....\n....\n....\n\n1\n"),
            "k:20:1: unexpected line after the grid of givens");
}

TEST(ReadKiller, RejectsBadLabelRows) {
  EXPECT_EQ(blocks_error(replaced(kKillerText, "aabb", "aa=b")),
            "k:1:3: bad cage label '=': expected a letter, digit or other mark, or '.' for an "
            "uncaged cell");
  EXPECT_EQ(blocks_error(replaced(kKillerText, "cdde", "cdd")),
            "k:2:4: row 2 of the cage labels has 3 cells, expected 4");
  EXPECT_EQ(blocks_error("aabb\ncdde\ncffe\n\n" + kTotals),
            "k:4:1: expected 4 rows of cage labels, found 3");
}

TEST(ReadKiller, RejectsBadOneLineForms) {
  EXPECT_EQ(line_error("aabbcddecffegghhh a=3"),
            "b:3:1: 17 cage labels: expected N×N of them (81 for 9×9)");
  EXPECT_EQ(line_error("aabbcddecffegghh"),
            "b:3:17: expected the cage totals (a=12,b=7,…) after a space");
  EXPECT_EQ(line_error("aabbcddecffegghh a=3;b=7"),
            "b:3:20: bad total '3;b=7': expected a whole number");
  EXPECT_EQ(line_error("aabbcddecffegghh a=3,b7"),
            "b:3:22: expected a cage label, '=' and its total, like 'a=12'");
  EXPECT_EQ(line_error(kKillerLine + " 1..."), "b:3:50: the givens have 4 symbols, expected 16");
  EXPECT_EQ(line_error(""), "b:3:1: empty line: expected a killer puzzle");
}

// ---- jigsaw ----------------------------------------------------------------------------------

TEST(ReadJigsaw, ReadsRegionsByFirstAppearance) {
  const Puzzle puzzle = read_blocks(kRegions + "\n1...\n....\n....\n....\n", "j", kJigsaw);
  EXPECT_TRUE(puzzle.geometry().has_regions());
  EXPECT_EQ(puzzle.geometry().box_of(0), 0);
  EXPECT_EQ(puzzle.geometry().box_of(3), 1);
  EXPECT_EQ(puzzle.geometry().box_of(15), 3);
  EXPECT_EQ(read_line("aaababbbcccdcddd 1...............", "b", 1, Validation::full, kJigsaw),
            puzzle);
}

TEST(ReadJigsaw, RejectsARegionOfTheWrongSizeNamingItsLabelAndCount) {
  EXPECT_EQ(blocks_error("aaab\nabbb\ncccd\ncdda\n\n....\n....\n....\n....\n", kJigsaw),
            "k:4:4: region 'a' has 5 cells, expected 4");
  EXPECT_EQ(blocks_error("aaab\nabbb\ncccd\ncddx\n\n....\n....\n....\n....\n", kJigsaw),
            "k:3:4: region 'd' has 3 cells, expected 4");
}

TEST(ReadJigsaw, RejectsMissingGivensAndRepeatsInARegion) {
  EXPECT_EQ(blocks_error(kRegions, kJigsaw),
            "k:5:1: expected the grid of givens after a blank line");
  EXPECT_EQ(blocks_error(kRegions + "\n...2\n.2..\n....\n....\n", kJigsaw),
            "k:7:2: digit 2 already in region 2 (r1c4)");
  EXPECT_EQ(line_error("aaababbbcccdcddd", kJigsaw), "b:3:17: expected the givens after a space");
  EXPECT_EQ(blocks_error("aaab\nab.b\ncccd\ncddd\n\n....\n....\n....\n....\n", kJigsaw),
            "k:2:3: bad region label '.': expected a letter, digit or other mark");
}

}  // namespace
}  // namespace sudoku
