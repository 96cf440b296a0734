// The writers (src/format/write.cpp): grid, line, pretty (seed 004's boxed table), JSON,
// write() and the format names.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "support/examples.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku {
namespace {

using testing::kSeed000Puzzle;
using testing::kSeed000Solution;

// The puzzle and solution seed 004 draws as boxed tables, and the tables themselves. (The
// seed's drawings repeat a 4 in box 6, r4c8 and r6c9, so they are read for their shape only:
// the layout is what is pinned here.)
constexpr const char* kSeed004TablePuzzle =
    "..1...75.\n.8..2....\n.36.4..8.\n...6.124.\n7.4.5.6.8\n.6.8.3.74\n...1...3.\n8.2...3.6\n"
    "..74..8.1\n";
constexpr const char* kSeed004TableSolution =
    "421968753\n983724165\n136245987\n358671249\n714352698\n269813574\n675189432\n842597316\n"
    "597436821\n";
constexpr const char* kSeed004PuzzleTable = R"(+---+---+---+---+---+---+---+---+---+
|   |   | 1 |   |   |   | 7 | 5 |   |
+---+---+---+---+---+---+---+---+---+
|   | 8 |   |   | 2 |   |   |   |   |
+---+---+---+---+---+---+---+---+---+
|   | 3 | 6 |   | 4 |   |   | 8 |   |
+---+---+---+---+---+---+---+---+---+
|   |   |   | 6 |   | 1 | 2 | 4 |   |
+---+---+---+---+---+---+---+---+---+
| 7 |   | 4 |   | 5 |   | 6 |   | 8 |
+---+---+---+---+---+---+---+---+---+
|   | 6 |   | 8 |   | 3 |   | 7 | 4 |
+---+---+---+---+---+---+---+---+---+
|   |   |   | 1 |   |   |   | 3 |   |
+---+---+---+---+---+---+---+---+---+
| 8 |   | 2 |   |   |   | 3 |   | 6 |
+---+---+---+---+---+---+---+---+---+
|   |   | 7 | 4 |   |   | 8 |   | 1 |
+---+---+---+---+---+---+---+---+---+
)";
constexpr const char* kSeed004SolutionTable = R"(+---+---+---+---+---+---+---+---+---+
| 4 | 2 | 1 | 9 | 6 | 8 | 7 | 5 | 3 |
+---+---+---+---+---+---+---+---+---+
| 9 | 8 | 3 | 7 | 2 | 4 | 1 | 6 | 5 |
+---+---+---+---+---+---+---+---+---+
| 1 | 3 | 6 | 2 | 4 | 5 | 9 | 8 | 7 |
+---+---+---+---+---+---+---+---+---+
| 3 | 5 | 8 | 6 | 7 | 1 | 2 | 4 | 9 |
+---+---+---+---+---+---+---+---+---+
| 7 | 1 | 4 | 3 | 5 | 2 | 6 | 9 | 8 |
+---+---+---+---+---+---+---+---+---+
| 2 | 6 | 9 | 8 | 1 | 3 | 5 | 7 | 4 |
+---+---+---+---+---+---+---+---+---+
| 6 | 7 | 5 | 1 | 8 | 9 | 4 | 3 | 2 |
+---+---+---+---+---+---+---+---+---+
| 8 | 4 | 2 | 5 | 9 | 7 | 3 | 1 | 6 |
+---+---+---+---+---+---+---+---+---+
| 5 | 9 | 7 | 4 | 3 | 6 | 8 | 2 | 1 |
+---+---+---+---+---+---+---+---+---+
)";

Puzzle grid(const char* text) { return read_grid(text, "test", Validation::shape_only); }

// ---- grid and line ------------------------------------------------------------------------------

TEST(ToGrid, WritesSeed000SolutionExactly) {
  EXPECT_EQ(to_grid(grid(kSeed000Solution)), kSeed000Solution);
}

TEST(ToGrid, WritesBlanksAsDots) { EXPECT_EQ(to_grid(grid(kSeed000Puzzle)), kSeed000Puzzle); }

TEST(ToGrid, WritesSmallGridsOneRowPerLine) {
  EXPECT_EQ(to_grid(grid("1.3.\n..2.\n....\n4...\n")), "1.3.\n..2.\n....\n4...\n");
  EXPECT_EQ(to_grid(Puzzle(Geometry(6))), "......\n......\n......\n......\n......\n......\n");
}

TEST(ToLine, WritesAllCellsRowByRowWithoutALineEnd) {
  EXPECT_EQ(to_line(grid(kSeed000Puzzle)),
            ".............1..92.86....4...156.........362.......5.7.3.....8..9.8.2.....7..43..");
  EXPECT_EQ(to_line(grid("1.3.\n..2.\n....\n4...\n")), "1.3...2.....4...");
}

TEST(DigitSymbol, WritesDigitsThenLettersAndADotForABlank) {
  EXPECT_EQ(digit_symbol(kBlank), '.');
  EXPECT_EQ(digit_symbol(1), '1');
  EXPECT_EQ(digit_symbol(9), '9');
  EXPECT_EQ(digit_symbol(10), 'A');
  EXPECT_EQ(digit_symbol(16), 'G');
}

TEST(ToGrid, WritesDigitsAboveNineAsLetters) {
  Puzzle puzzle{Geometry(16)};
  puzzle.set(0, 10);
  puzzle.set(15, 16);
  puzzle.set(16, 1);
  EXPECT_EQ(to_grid(puzzle).substr(0, 17), "A..............G\n");
  EXPECT_EQ(to_line(puzzle).substr(0, 17), "A..............G1");
}

TEST(ToGrid, WritesLettersFromAForOneWhenNoDigitIsBelowTen) {
  Puzzle puzzle{Geometry(16)};
  puzzle.set(0, 10);
  puzzle.set(15, 16);
  EXPECT_EQ(to_grid(puzzle).substr(0, 17), "J..............P\n");
  EXPECT_EQ(read_grid(to_grid(puzzle), "board"), puzzle);
}

TEST(ToGrid, WritesNumbersSeparatedBySpacesAboveSide35) {
  Puzzle puzzle{Geometry(36)};
  puzzle.set(0, 36);
  puzzle.set(1, 7);
  const std::string grid = to_grid(puzzle);
  EXPECT_EQ(grid.substr(0, 10), "36 7 . . .");
  EXPECT_EQ(read_grid(grid, "board"), puzzle);
  EXPECT_EQ(read_line(to_line(puzzle), "batch"), puzzle);
}

// ---- pretty: seed 004's boxed table -------------------------------------------------------------

TEST(ToPretty, DrawsSeed004PuzzleTableExactly) {
  EXPECT_EQ(to_pretty(grid(kSeed004TablePuzzle)), kSeed004PuzzleTable);
}

TEST(ToPretty, DrawsSeed004SolutionTableExactly) {
  EXPECT_EQ(to_pretty(grid(kSeed004TableSolution)), kSeed004SolutionTable);
}

TEST(ToPretty, BoxesEveryCellOfASmallGrid) {
  EXPECT_EQ(to_pretty(grid("1.3.\n..2.\n....\n4...\n")),
            "+---+---+---+---+\n"
            "| 1 |   | 3 |   |\n"
            "+---+---+---+---+\n"
            "|   |   | 2 |   |\n"
            "+---+---+---+---+\n"
            "|   |   |   |   |\n"
            "+---+---+---+---+\n"
            "| 4 |   |   |   |\n"
            "+---+---+---+---+\n");
}

// A 4×4 Killer with four cells uncaged (one of them a given 4): each cage outlined, its total on
// the rule above its first cell; each uncaged cell boxed alone.
TEST(ToPretty, OutlinesTheCagesOfAKillerWithTheirTotals) {
  const Puzzle killer = read_puzzle(
      "variant: killer\naab.\nacb.\ndc..\nddee\n\na 6\nb 4\nc 5\nd 9\ne 3\n\n....\n....\n..4."
      "\n....\n",
      "killer.txt");
  EXPECT_EQ(to_pretty(killer),
            "+6------+4--+---+\n"
            "|       |   |   |\n"
            "|   +5--+   +---+\n"
            "|   |   |   |   |\n"
            "+9--+   +---+---+\n"
            "|   |   | 4 |   |\n"
            "|   +---+3--+---+\n"
            "|       |       |\n"
            "+-------+-------+\n");
}

TEST(ToPretty, OutlinesTheRegionsOfAJigsaw) {
  const Puzzle jigsaw = read_puzzle(
      "variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n1...\n..2.\n3...\n...1\n", "jigsaw.txt");
  EXPECT_EQ(to_pretty(jigsaw),
            "+-----------+---+\n"
            "| 1         |   |\n"
            "|   +-------+   |\n"
            "|   |     2     |\n"
            "+---+-------+---+\n"
            "| 3         |   |\n"
            "|   +-------+   |\n"
            "|   |         1 |\n"
            "+---+-----------+\n");
}

// ---- JSON ---------------------------------------------------------------------------------------

TEST(ToJson, WritesOneObjectOnOneLine) {
  const std::string text = to_json(grid(kSeed000Puzzle));
  EXPECT_EQ(text.find('\n'), std::string::npos);
  EXPECT_EQ(text.front(), '{');
  EXPECT_EQ(text.back(), '}');
}

TEST(ToJson, HoldsSizeBoxGridAndRowsWithZeroForABlank) {
  const Puzzle puzzle = grid(kSeed000Puzzle);
  const nlohmann::json object = nlohmann::json::parse(to_json(puzzle));
  ASSERT_TRUE(object.is_object());
  EXPECT_EQ(object.size(), 5U);
  EXPECT_EQ(object.at("variant"), "classic");
  EXPECT_EQ(object.at("size"), 9);
  EXPECT_EQ(object.at("box"), nlohmann::json::array({3, 3}));
  EXPECT_EQ(object.at("grid"), to_line(puzzle));
  ASSERT_EQ(object.at("rows").size(), 9U);
  EXPECT_EQ(object.at("rows")[0], nlohmann::json::array({0, 0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(object.at("rows")[1], nlohmann::json::array({0, 0, 0, 0, 1, 0, 0, 9, 2}));
  EXPECT_EQ(object.at("rows")[8], nlohmann::json::array({0, 0, 7, 0, 0, 4, 3, 0, 0}));
}

TEST(ToJson, GivesTheBoxShapeOfSmallGrids) {
  const nlohmann::json six = nlohmann::json::parse(to_json(Puzzle(Geometry(6))));
  EXPECT_EQ(six.at("size"), 6);
  EXPECT_EQ(six.at("box"), nlohmann::json::array({2, 3}));
  EXPECT_EQ(six.at("grid"), std::string(36, '.'));
  EXPECT_EQ(six.at("rows").size(), 6U);
  EXPECT_EQ(six.at("rows")[5].size(), 6U);
  const nlohmann::json four = nlohmann::json::parse(to_json(grid("1.3.\n..2.\n....\n4...\n")));
  EXPECT_EQ(four.at("box"), nlohmann::json::array({2, 2}));
  EXPECT_EQ(four.at("rows")[0], nlohmann::json::array({1, 0, 3, 0}));
}

// ---- write() and the format names ---------------------------------------------------------------

TEST(Write, EndsEveryFormatWithExactlyOneLineEnd) {
  const Puzzle puzzle = grid(kSeed000Solution);
  EXPECT_EQ(write(puzzle, Format::grid), to_grid(puzzle));
  EXPECT_EQ(write(puzzle, Format::line), to_line(puzzle) + "\n");
  EXPECT_EQ(write(puzzle, Format::pretty), to_pretty(puzzle));
  EXPECT_EQ(write(puzzle, Format::json), to_json(puzzle) + "\n");
  for (Format format : {Format::grid, Format::line, Format::pretty, Format::json}) {
    const std::string text = write(puzzle, format);
    ASSERT_GE(text.size(), 2U);
    EXPECT_EQ(text.back(), '\n') << format_name(format);
    EXPECT_NE(text[text.size() - 2], '\n') << format_name(format);
  }
}

TEST(Write, GridAndLineOutputReadBackToThePuzzle) {
  const Puzzle puzzle = grid(kSeed000Puzzle);
  EXPECT_EQ(read_puzzle(write(puzzle, Format::grid), "out"), puzzle);
  EXPECT_EQ(read_puzzle(write(puzzle, Format::line), "out"), puzzle);
}

TEST(FormatName, NamesEveryFormatAndParsesTheNamesBack) {
  EXPECT_EQ(format_name(Format::grid), "grid");
  EXPECT_EQ(format_name(Format::line), "line");
  EXPECT_EQ(format_name(Format::pretty), "pretty");
  EXPECT_EQ(format_name(Format::json), "json");
  EXPECT_EQ(format_name(Format::fpuzzles), "fpuzzles");
  EXPECT_EQ(format_name(Format::url), "url");
  for (Format format : {Format::grid, Format::line, Format::pretty, Format::json, Format::fpuzzles,
                        Format::url, Format::sudocue, Format::pointers}) {
    EXPECT_EQ(parse_format(format_name(format)), format);
  }
}

TEST(FormatName, ParsesNothingElse) {
  for (const char* name :
       {"", "GRID", "Grid", "grid ", " line", "table", "jsonl", "prettyy", "URL", "link"}) {
    EXPECT_EQ(parse_format(name), std::nullopt) << '"' << name << '"';
  }
}

}  // namespace
}  // namespace sudoku
