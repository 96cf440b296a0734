// f-puzzles JSON (fpuzzles_read.cpp, fpuzzles_rules.cpp, fpuzzles_write.cpp) and the links that
// carry it: every kind of rule survives a round trip through the writer and the reader (and
// through a link), each key reads as its rule, and every malformed input is an error naming
// its place and its problem.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "format/links.hpp"
#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/random_puzzles.hpp"
#include "support/random_rules.hpp"

namespace sudoku {
namespace {

using testing::Random;
using testing::RuleKind;

// The same grid and the same rules, in any order.
::testing::AssertionResult same_puzzle(const Puzzle& expected, const Puzzle& actual) {
  if (expected.geometry() != actual.geometry())
    return ::testing::AssertionFailure() << "geometry differs";
  if (expected.cells() != actual.cells()) return ::testing::AssertionFailure() << "givens differ";
  const auto& a = expected.constraints();
  const auto& b = actual.constraints();
  if (a.size() != b.size()) {
    return ::testing::AssertionFailure() << a.size() << " rules written, " << b.size() << " read";
  }
  for (const Constraint& rule : a) {
    if (std::count(a.begin(), a.end(), rule) != std::count(b.begin(), b.end(), rule)) {
      return ::testing::AssertionFailure()
             << "the " << rule_name(rule) << " is not read back the same";
    }
  }
  return ::testing::AssertionSuccess();
}

std::string error_of(const std::string& text) {
  try {
    read_puzzle(text, "p.json");
  } catch (const InputError& error) {
    return error.what();
  }
  return "no error";
}

class EveryKind : public ::testing::TestWithParam<RuleKind> {};

TEST_P(EveryKind, SurvivesARoundTripThroughTheWriterTheReaderAndALink) {
  const RuleKind kind = GetParam();
  Random random(77 + static_cast<int>(kind));
  int written = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int side = trial % 3 == 0 ? 6 : 9;
    Puzzle puzzle = testing::cut_puzzle(testing::random_solution_grid(side, random),
                                        testing::random_below(random, 20), random);
    for (int count = 1 + testing::random_below(random, 3); count > 0; --count) {
      for (Constraint& rule : testing::random_rules(kind, puzzle.geometry(), random)) {
        const auto& present = puzzle.constraints();
        // A given cell's pencil marks say nothing in f-puzzles (nor to its reader here), and a
        // cell has one list of them (two lists are written as the digits both allow).
        if (const auto* marks = std::get_if<GivenCandidates>(&rule)) {
          if (puzzle.at(marks->cell) != kBlank) continue;
          if (std::any_of(present.begin(), present.end(), [&](const Constraint& other) {
                const auto* earlier = std::get_if<GivenCandidates>(&other);
                return earlier != nullptr && earlier->cell == marks->cell;
              })) {
            continue;
          }
        }
        if (std::find(present.begin(), present.end(), rule) == present.end())
          puzzle.add_constraint(std::move(rule));
      }
    }
    std::string json;
    try {
      json = to_fpuzzles(puzzle);
    } catch (const std::invalid_argument& error) {
      // Only what f-puzzles has no key for: a sum dot other than X (10) or V (5), a slow
      // thermometer, a Kropki negative constraint of the default value beside dots of another
      // (f-puzzles' negative forbids theirs too).
      const std::string expected =
          kind == RuleKind::slow_thermometer  ? "f-puzzles has no slow thermometer"
          : kind == RuleKind::negative_kropki ? "f-puzzles has no negative constraint for the "
                                              : "f-puzzles has no sum dot";
      EXPECT_EQ(std::string(error.what()).rfind(expected, 0), 0U) << error.what();
      continue;
    }
    ++written;
    ASSERT_TRUE(same_puzzle(puzzle, read_fpuzzles(json, "p.json", Validation::shape_only))) << json;
    // --format url: the link of that JSON, which the reader reads back as the same puzzle.
    const std::string link = to_fpuzzles_link(puzzle);
    ASSERT_EQ(link.rfind("https://www.f-puzzles.com/?load=", 0), 0U) << link;
    ASSERT_EQ(links::fpuzzles_json_from_link(link, "link"), json) << link;
    ASSERT_EQ(write(puzzle, Format::url), link + '\n');
    ASSERT_TRUE(same_puzzle(puzzle, read_puzzle(link, "link", Validation::shape_only))) << link;
    ASSERT_TRUE(same_puzzle(
        puzzle, read_puzzle(links::sudokupad_link(json), "link", Validation::shape_only)));
  }
  if (kind == RuleKind::slow_thermometer) {
    EXPECT_EQ(written, 0);
  } else {
    // The random X and V dots are of any sum; about one in ten trials has only 10s and 5s.
    EXPECT_GT(written, kind == RuleKind::xv ? 10 : 100) << written;
  }
}

INSTANTIATE_TEST_SUITE_P(Rules, EveryKind, ::testing::ValuesIn(testing::every_rule_kind()),
                         [](const ::testing::TestParamInfo<RuleKind>& param) {
                           return testing::rule_kind_name(param.param);
                         });

TEST(FPuzzles, KillerJigsawAndXRoundTrip) {
  const std::string text =
      R"({"size":4,"grid":[[{"region":0},{"region":0},{"region":1},{"region":1}],
    [{"region":0},{"region":2},{"region":1},{"region":1}],[{"region":0},{"region":2},{"region":3},{"region":3}],
    [{"region":2},{"region":2},{"region":3},{"value":4,"given":true,"region":3}]],
    "killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R4C1","R4C2"]}],"diagonal+":true,"diagonal-":true})";
  const Puzzle puzzle = read_puzzle(text, "p.json");
  EXPECT_TRUE(puzzle.geometry().has_regions());
  EXPECT_TRUE(puzzle.has_x_diagonals());
  EXPECT_TRUE(puzzle.has_cages());
  EXPECT_EQ(puzzle.at(3, 3), 4);
  EXPECT_NE(std::find(puzzle.constraints().begin(), puzzle.constraints().end(),
                      Constraint{ExtraRegion{{12, 13}, true}}),
            puzzle.constraints().end());
  EXPECT_TRUE(same_puzzle(puzzle, read_fpuzzles(to_fpuzzles(puzzle), "again")));
}

TEST(FPuzzles, EachKeyReadsAsItsRule) {
  const std::string grid =
      R"("size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])";
  const auto only = [](Constraint rule) { return std::vector<Constraint>{std::move(rule)}; };
  auto rules_of = [&](const std::string& key_and_value) {
    return read_puzzle("{" + grid + "," + key_and_value + "}", "p.json").constraints();
  };
  EXPECT_EQ(rules_of(R"("thermometer":[{"lines":[["R1C1","R2C2","R3C3"]]}])"),
            only(Line{LineKind::thermometer, {0, 5, 10}, 0}));
  EXPECT_EQ(rules_of(R"("whispers":[{"lines":[["R1C1","R1C2"]]}])"),
            only(Line{LineKind::whisper, {0, 1}, 2}));
  EXPECT_EQ(rules_of(R"("ratio":[{"cells":["R1C2","R1C1"],"value":""}])"),
            only(Dot{DotKind::ratio, 0, 1, 2}));
  EXPECT_EQ(rules_of(R"("difference":[{"cells":["R1C1","R2C1"],"value":"3"}])"),
            only(Dot{DotKind::difference, 0, 4, 3}));
  EXPECT_EQ(rules_of(R"("xv":[{"cells":["R1C1","R1C2"],"value":"V"}])"),
            only(Dot{DotKind::sum, 0, 1, 5}));
  EXPECT_EQ(rules_of(R"("arrow":[{"cells":["R1C1","R1C2"],"lines":[["R1C2","R2C3","R3C3"]]}])"),
            only(Arrow{{0, 1}, {6, 10}}));
  EXPECT_EQ(rules_of(R"("littlekillersum":[{"cell":"R0C1","direction":"DR","value":"7"}])"),
            only(LittleKiller{-1, 0, DiagonalDirection::down_right, 7}));
  EXPECT_EQ(rules_of(R"("sandwichsum":[{"cell":"R2C5","value":"3"}])"),
            only(OutsideClue{OutsideClueKind::sandwich, GridSide::right, 1, 3}));
  EXPECT_EQ(rules_of(R"("negative":["ratio"],"antiknight":true,"nonconsecutive":false)"),
            std::vector<Constraint>(
                {GlobalRule{GlobalRuleKind::anti_knight}, NegativeDots{DotKind::ratio, 2}}));
  EXPECT_EQ(rules_of(R"("quadruple":[{"cells":["R2C2","R1C1","R1C2","R2C1"],"values":[3,1]}])"),
            only(Quadruple{{0, 1, 4, 5}, {1, 3}}));
  EXPECT_EQ(rules_of(R"("columnindexer":[{"cells":["R1C1","R2C1"]},{"cells":["R1C3"]}])"),
            std::vector<Constraint>({CellRule{CellRuleKind::column_indexer, 0},
                                     CellRule{CellRuleKind::column_indexer, 4},
                                     CellRule{CellRuleKind::column_indexer, 2}}));
  EXPECT_EQ(rules_of(R"("rowindexer":[{"cells":["R2C2"]}],"boxindexer":[{"cells":["R4C4"]}])"),
            std::vector<Constraint>(
                {CellRule{CellRuleKind::box_indexer, 15}, CellRule{CellRuleKind::row_indexer, 5}}));
  // Given pencil marks on a blank cell (in any order, a digit twice once); on a given, nothing.
  EXPECT_EQ(
      read_puzzle(
          R"({"size":4,"grid":[[{"givenPencilMarks":[4,1,4]},{"value":2,"given":true,"givenPencilMarks":[3]},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]})",
          "p.json")
          .constraints(),
      only(GivenCandidates{0, {1, 4}}));
}

// The indexers as f-puzzles and SudokuPad mean them ("159"), on a 4×4 grid: a column indexer in
// column c holding d puts digit c in column d of its row; a row indexer in row r holding d puts
// digit r in row d of its column; a box indexer at place p of its box holding d puts digit p at
// place d of that box.
TEST(FPuzzles, IndexersPlaceTheirColumnRowOrPlaceWhereTheirDigitSays) {
  // 2 3 1 4 / 1 4 2 3 / 3 1 4 2 / 4 2 3 1: a valid 4×4 grid whose first row is no involution.
  const std::string grid = "2314142331424231";
  auto keeps = [&](const std::string& key, const std::string& cell) {
    Puzzle puzzle = read_puzzle(grid, "g");
    const Puzzle rules =
        read_puzzle(R"({"size":4,")" + key + R"(":[{"cells":[")" + cell + R"("]}]})", "p.json");
    for (const Constraint& rule : rules.constraints()) puzzle.add_constraint(rule);
    return !find_rule_conflict(puzzle).has_value();
  };
  EXPECT_TRUE(keeps("columnindexer", "R1C4"));   // r1c4 = 4: digit 4 is in column 4 of row 1
  EXPECT_FALSE(keeps("columnindexer", "R1C1"));  // r1c1 = 2, but r1c2 = 3, not 1
  EXPECT_FALSE(keeps("columnindexer", "R1C3"));  // r1c3 = 1, but r1c1 = 2, not 3
  EXPECT_TRUE(keeps("columnindexer", "R2C1"));   // r2c1 = 1 = its own column
  EXPECT_TRUE(keeps("rowindexer", "R1C1"));      // r1c1 = 2: digit 1 is in row 2 of column 1
  EXPECT_TRUE(keeps("rowindexer", "R1C4"));      // r1c4 = 4: r4c4 = 1
  EXPECT_TRUE(keeps("boxindexer", "R2C2"));      // place 4 of box 1 holds 4: itself
  EXPECT_FALSE(keeps("boxindexer", "R1C1"));     // place 1 holds 2, but place 2 holds 3, not 1
  EXPECT_FALSE(keeps("boxindexer", "R1C2"));     // place 2 holds 3, but place 3 holds 1, not 2
}

TEST(FPuzzles, DrawingsAreSkippedWithANoteUnlessTheyCopyARule) {
  const std::string text =
      R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
    "line":[{"lines":[["R1C1","R1C2"]]},{"lines":[["R2C1","R2C2"]],"fromConstraint":"Renban"}],
    "circle":[{"cells":["R1C1"]},{"cells":["R2C2"]}],"text":[{"cells":["R3C3"],"value":"?"}],
    "cage":[{"cells":["R1C1"],"value":"title: A puzzle"}],"title":"A puzzle","author":"me"})";
  ReadNotes notes;
  const Puzzle puzzle = read_puzzle(text, "p.json", Validation::full, std::nullopt, &notes);
  EXPECT_TRUE(puzzle.constraints().empty());
  ASSERT_EQ(notes.size(), 1U);
  EXPECT_EQ(
      notes.front(),
      "skipped 2 circles, 1 line, 1 text: drawings carry no rule this tool reads; if the rules "
      "text gives them a meaning, the answer ignores it");
  ReadNotes none;
  read_puzzle(R"({"size":4,"line":[{"lines":[["R1C1"]],"fromConstraint":"Thermometer"}]})",
              "p.json", Validation::full, std::nullopt, &none);
  EXPECT_TRUE(none.empty());
}

// f-puzzles' fog of war names the cells a player sees at first: the puzzle is the same.
TEST(FPuzzles, TheFogOfWarIsSkippedWithANote) {
  ReadNotes notes;
  const Puzzle puzzle =
      read_puzzle(R"({"size":4,"grid":[[{"value":3,"given":true},{},{},{}],[{},{},{},{}],)"
                  R"([{},{},{},{}],[{},{},{},{}]],"fogofwar":["R2C2"]})",
                  "p.json", Validation::full, std::nullopt, &notes);
  EXPECT_EQ(puzzle.at(0), 3);
  EXPECT_TRUE(puzzle.constraints().empty());
  ASSERT_EQ(notes.size(), 1U);
  EXPECT_EQ(notes.front(),
            "skipped the fog of war: it hides cells from the player and changes no rule");
  ReadNotes none;
  read_puzzle(R"({"size":4,"fogofwar":[]})", "p.json", Validation::full, std::nullopt, &none);
  EXPECT_TRUE(none.empty());
}

TEST(FPuzzles, MistakesAreErrorsNamingTheirPlace) {
  EXPECT_EQ(error_of("{\"size\":9,\n \"lockout\":[{\"lines\":[]}]}"),
            "p.json:2:2: constraint \"lockout\" is not supported");
  EXPECT_EQ(error_of(R"({"size":9,"negative":["sum"]})"),
            "p.json:1:11: constraint \"negative\" is not supported");
  EXPECT_EQ(error_of(R"({"size":9,"thermometer":[{"lines":[["R1C1","R0C2"]]}]})"),
            "p.json:1:11: \"thermometer\": cell \"R0C2\" is outside the grid");
  EXPECT_EQ(
      error_of(R"({"size":9,"ratio":[{"cells":["R1C1","R3C3"]}]})"),
      "p.json:1:11: \"ratio\": a black Kropki dot joins orthogonal neighbours, not r1c1 and r3c3");
  EXPECT_EQ(error_of(R"({"size":9,"xv":[{"cells":["R1C1","R1C2"],"value":"Y"}]})"),
            "p.json:1:11: \"xv\": an XV entry's value is \"X\" or \"V\", not \"Y\"");
  // A control character written as a JSON escape in a key or a value is shown escaped: the
  // message stays one line (a fuzzer's find: the key "r\nban" broke it in two).
  EXPECT_EQ(error_of(R"({"size":9,"r\nban":[{"lines":[]}]})"),
            "p.json:1:11: constraint \"r\\nban\" is not supported");
  EXPECT_EQ(error_of(R"({"size":9,"xv":[{"cells":["R1C1","R1C2"],"value":"X\r"}]})"),
            "p.json:1:11: \"xv\": an XV entry's value is \"X\" or \"V\", not \"X\\r\"");
  EXPECT_EQ(error_of(R"({"size":9,"thermometer":[{"lines":[["R1C1","R1\tC2"]]}]})"),
            "p.json:1:11: \"thermometer\": cell \"R1\\tC2\" is not a cell of a 9×9 grid or "
            "just outside it");
  EXPECT_EQ(error_of(R"({"size":99})"), "p.json:1:2: \"size\" is a whole number 1-64");
  EXPECT_EQ(error_of(R"({"grid":[]})"), "p.json:1:1: an f-puzzles puzzle needs its \"size\"");
  EXPECT_EQ(error_of("{\"size\":4,\n\"grid\":[[{},{]]}"),
            "p.json:2:14: not valid f-puzzles JSON: syntax error while parsing object key - "
            "unexpected ']'; expected string literal");
  EXPECT_EQ(error_of(R"({"size":4,"grid":[[{},{},{},{}]]})"),
            "p.json:1:11: \"grid\" holds 4 rows of 4 cells");
  EXPECT_EQ(
      error_of(
          R"({"size":4,"grid":[[{"value":7,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]})"),
      "p.json:1:11: r1c1 gives 7: expected a digit 1-4");
  EXPECT_EQ(error_of(R"({"size":4,"killercage":[{"cells":["R1C1","R1C2"],"value":"9"}]})"),
            "p.json:1:11: \"killercage\": a cage of 2 cells totals 3 to 7, not 9");
  EXPECT_EQ(
      error_of(
          R"({"size":4,"grid":[[{},{},{},{}],[{},{},{"givenPencilMarks":[1,5]},{}],[{},{},{},{}],[{},{},{},{}]]})"),
      "p.json:1:41: r2c3 of \"grid\" has given pencil mark 5: expected a digit 1-4");
  // A cage without a total or an extra region holds different digits: at most one cell a digit
  // (a larger one once made the logical solver's masks of a group overflow).
  EXPECT_EQ(error_of(R"({"size":4,"killercage":[{"cells":["R1C1","R1C2","R1C3","R1C4","R2C1"]}]})"),
            "p.json:1:11: \"killercage\": a cage has 5 cells; a cage holds 1 to 4 cells");
  EXPECT_EQ(
      error_of(R"({"size":4,"extraregion":[{"cells":["R1C1","R1C2","R1C3","R1C4","R2C1"]}]})"),
      "p.json:1:11: \"extraregion\": an extra region has 5 cells; a region holds 1 to 4 cells");
  EXPECT_EQ(error_of(R"({"size":4,"columnindexer":[{"cells":["R1C5"]}]})"),
            "p.json:1:11: \"columnindexer\": cell \"R1C5\" is outside the grid");
}

// f-puzzles' "nonconsecutive" beside Kropki dots is the white dots' negative constraint: a pair
// joined by a dot is left to its dot (Rangsk's "Bird in a Storm", read as the plain rule, had no
// solution). Written back the same way; the plain rule across such a dot has no f-puzzles form.
TEST(FPuzzles, NonConsecutiveBesideKropkiDotsLeavesTheDottedPairsToTheirDots) {
  const std::string dots = R"("ratio":[{"cells":["R1C1","R1C2"]}])";
  const Puzzle plain = read_puzzle(R"({"size":4,"nonconsecutive":true})", "p.json");
  ASSERT_EQ(plain.constraints().size(), 1U);
  EXPECT_EQ(plain.constraints()[0], Constraint{GlobalRule{GlobalRuleKind::non_consecutive}});
  const Puzzle dotted = read_puzzle(
      R"({"size":4,"nonconsecutive":true,"negative":["difference"],)" + dots + "}", "p.json");
  ASSERT_EQ(dotted.constraints().size(), 2U);
  EXPECT_EQ(dotted.constraints()[0], (Constraint{NegativeDots{DotKind::difference, 1}}));
  // The black dot's pair may hold 1 and 2; the plain rule forbids it.
  Puzzle pair = dotted;
  pair.set(0, 1);
  pair.set(1, 2);
  EXPECT_FALSE(find_rule_conflict(pair).has_value());
  Puzzle strict_pair(Geometry(4));
  strict_pair.add_constraint(GlobalRule{GlobalRuleKind::non_consecutive});
  strict_pair.set(0, 1);
  strict_pair.set(1, 2);
  EXPECT_TRUE(find_rule_conflict(strict_pair).has_value());
  const std::string json = to_fpuzzles(dotted);
  EXPECT_NE(json.find(R"("nonconsecutive":true)"), std::string::npos) << json;
  EXPECT_EQ(json.find(R"("negative")"), std::string::npos) << json;
  EXPECT_TRUE(same_puzzle(dotted, read_puzzle(json, "again.json")));
  Puzzle strict(Geometry(4));
  strict.add_constraint(GlobalRule{GlobalRuleKind::non_consecutive});
  strict.add_constraint(Dot{DotKind::ratio, 0, 1, 2});
  try {
    to_fpuzzles(strict);
    FAIL() << "written";
  } catch (const std::invalid_argument& error) {
    EXPECT_STREQ(error.what(),
                 "f-puzzles has no non-consecutive rule that also holds across Kropki dots: this "
                 "puzzle cannot be written in its form");
  }
}

// f-puzzles' "negative" for Kropki dots forbids, between neighbours without a dot, the default
// value and every value the dots of that colour use (a random puzzle with white dots of 1 and 2
// and "negative", solved beside Interactive Sudoku Solver, had a solution here and none there:
// only the difference 1 was forbidden). "nonconsecutive" stays the difference 1 alone.
TEST(FPuzzles, TheKropkiNegativeForbidsEveryValueTheDotsOfItsColourUse) {
  const std::string dots =
      R"("difference":[{"cells":["R1C1","R1C2"],"value":"2"},{"cells":["R2C1","R2C2"]}],)"
      R"("ratio":[{"cells":["R4C1","R4C2"],"value":"3"}])";
  const Puzzle negative =
      read_puzzle(R"({"size":4,"negative":["difference","ratio"],)" + dots + "}", "p.json");
  const auto holds = [&](const Puzzle& puzzle, const Constraint& rule) {
    return std::find(puzzle.constraints().begin(), puzzle.constraints().end(), rule) !=
           puzzle.constraints().end();
  };
  EXPECT_TRUE(holds(negative, NegativeDots{DotKind::difference, 1}));
  EXPECT_TRUE(holds(negative, NegativeDots{DotKind::difference, 2}));
  EXPECT_TRUE(holds(negative, NegativeDots{DotKind::ratio, 2}));
  EXPECT_TRUE(holds(negative, NegativeDots{DotKind::ratio, 3}));
  EXPECT_EQ(negative.constraints().size(), 7U);
  // r3c1 and r3c2 have no dot: 1 and 3 differ by 2, and 1 and 3 are a ratio of 3.
  Puzzle apart = negative;
  apart.set(8, 1);
  apart.set(9, 3);
  ASSERT_TRUE(find_rule_conflict(apart).has_value());
  EXPECT_EQ(find_rule_conflict(apart)->problem,
            "no white Kropki dot (difference 2) between: r3c1 (1) and r3c2 (3)");
  // Written back as one "negative" for each colour, and read again the same.
  const std::string json = to_fpuzzles(negative);
  EXPECT_NE(json.find(R"("negative":["difference","ratio"])"), std::string::npos) << json;
  EXPECT_TRUE(same_puzzle(negative, read_puzzle(json, "again.json")));
  // "nonconsecutive" beside the same dots forbids the difference 1 only.
  const Puzzle nonconsecutive =
      read_puzzle(R"({"size":4,"nonconsecutive":true,)" + dots + "}", "p.json");
  EXPECT_TRUE(holds(nonconsecutive, NegativeDots{DotKind::difference, 1}));
  EXPECT_FALSE(holds(nonconsecutive, NegativeDots{DotKind::difference, 2}));
  EXPECT_TRUE(same_puzzle(nonconsecutive, read_puzzle(to_fpuzzles(nonconsecutive), "again")));
  // A negative constraint of the black dots that leaves out the value 3 its dot uses has no
  // f-puzzles form.
  Puzzle partial(Geometry(4));
  partial.add_constraint(Dot{DotKind::ratio, 12, 13, 3});
  partial.add_constraint(NegativeDots{DotKind::ratio, 2});
  try {
    to_fpuzzles(partial);
    FAIL() << "written";
  } catch (const std::invalid_argument& error) {
    EXPECT_STREQ(error.what(),
                 "f-puzzles has no negative constraint for the black Kropki dot forbidding 2 (its "
                 "negative forbids 2, 3: the default and every value the dots use): this puzzle "
                 "cannot be written in its form");
  }
}

// A minimum (maximum) cell is compared with its neighbours that are not minimum (maximum) cells
// themselves, as f-puzzles means it (Rangsk's "Fortress Sudoku", two touching grey cells, had no
// solution when they were compared with each other).
TEST(FPuzzles, TouchingMaximumCellsAreComparedWithTheOtherNeighboursOnly) {
  const std::string grid = "1234341221434321";
  Puzzle solved = read_puzzle(
      R"({"size":4,"maximum":[{"cell":"R4C1"},{"cell":"R4C2"}],"minimum":[{"cell":"R1C1"},{"cell":"R1C2"}]})",
      "p.json");
  for (int cell = 0; cell < 16; ++cell) {
    solved.set(cell, static_cast<Digit>(grid[static_cast<std::size_t>(cell)] - '0'));
  }
  EXPECT_FALSE(find_rule_conflict(solved).has_value());
  // r4c2 (3) alone as a maximum is below r4c1 (4).
  Puzzle alone = read_puzzle(R"({"size":4,"maximum":[{"cell":"R4C2"}]})", "p.json");
  for (int cell = 0; cell < 16; ++cell) {
    alone.set(cell, static_cast<Digit>(grid[static_cast<std::size_t>(cell)] - '0'));
  }
  EXPECT_TRUE(find_rule_conflict(alone).has_value());
}

TEST(FPuzzles, SlowThermometersAreReadFromRangsksKey) {
  const Puzzle puzzle =
      read_puzzle(R"({"size":4,"slowthermometer":[{"lines":[["R1C1","R2C2","R3C3"]]}]})", "p.json");
  ASSERT_EQ(puzzle.constraints().size(), 1U);
  EXPECT_EQ(puzzle.constraints()[0], (Constraint{Line{LineKind::slow_thermometer, {0, 5, 10}, 0}}));
}

// What f-puzzles writes besides the rules: the player's marks and colours, a given cell's own
// pencil marks, the editor's list of the constraints in use.
TEST(FPuzzles, EditorAndPlayerStateIsSkipped) {
  const Puzzle puzzle = read_puzzle(
      R"({"size":4,"grid":[[{"value":1,"given":true,"givenPencilMarks":[1,2]},{"centerPencilMarks":[2,3],"cornerPencilMarks":[4],"c":"#FFFFFF","highlight":"#000000","givenPencilMarks":[]},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
          "killercage":[{"cells":["R1C2","R2C2"],"value":"5"}],"activeConstraints":["Killer Cage"]})",
      "p.json");
  EXPECT_EQ(puzzle.at(0), 1);
  EXPECT_EQ(puzzle.at(1), kBlank);
  ASSERT_EQ(puzzle.constraints().size(), 1U);
}

// Puzzle TV's links carry the message shown to a player who solves the puzzle: no rule.
TEST(FPuzzles, ASuccessMessageIsSkipped) {
  const Puzzle puzzle = read_puzzle(
      R"({"size":4,"grid":[[{"value":2,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
          "successMessage":"Well done!"})",
      "p.json");
  EXPECT_EQ(puzzle.at(0), 2);
  EXPECT_TRUE(puzzle.constraints().empty());
}

TEST(FPuzzles, GivensThatBreakARuleAreAConflict) {
  const std::string text =
      R"({"size":4,"grid":[[{"value":3,"given":true},{"value":1,"given":true},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
    "thermometer":[{"lines":[["R1C1","R1C2"]]}]})";
  try {
    read_puzzle(text, "p.json");
    FAIL() << "no conflict";
  } catch (const GivensConflict& conflict) {
    EXPECT_STREQ(conflict.what(), "p.json:1:1: r1c2: thermometer r1c1→r1c2: r1c1 (3) and r1c2 (1)");
  }
}

TEST(FPuzzles, ReadPuzzleTellsJsonAndLinksByTheirContent) {
  Puzzle puzzle(Geometry(9));
  puzzle.set(0, 5);
  puzzle.add_constraint(Line{LineKind::renban, {10, 11, 12}, 0});
  const std::string json = to_fpuzzles(puzzle);
  EXPECT_EQ(detect_shape(json), InputShape::grid);
  EXPECT_EQ(detect_shape(json + "\n" + json + "\n"), InputShape::lines);
  EXPECT_EQ(detect_shape(links::fpuzzles_link(json) + "\n"), InputShape::grid);
  EXPECT_TRUE(same_puzzle(puzzle, read_line(json, "batch", 3)));
  EXPECT_TRUE(same_puzzle(puzzle, read_line(links::fpuzzles_link(json), "batch", 3)));
  EXPECT_TRUE(
      same_puzzle(puzzle, read_puzzle("\n  " + links::sudokupad_link(json) + "  \n", "pasted")));
  try {
    read_line(R"({"size":9,"zap":true})", "batch", 7);
    FAIL() << "no error";
  } catch (const InputError& error) {
    EXPECT_STREQ(error.what(), "batch:7:11: constraint \"zap\" is not supported");
  }
}

// Given candidates that f-puzzles cannot say: two lists on one cell that share no digit (an
// empty list reads back as no list, a puzzle with solutions), and a list that excludes the cell's
// given (pencil marks under a given say nothing there). One that allows the given is left out.
TEST(FPuzzles, GivenCandidatesWithoutADigitAreRefusedAndUnderAGivenLeftOut) {
  const auto refusal = [](const Puzzle& puzzle) {
    try {
      to_fpuzzles(puzzle);
    } catch (const std::invalid_argument& error) {
      return std::string(error.what());
    }
    return std::string("written");
  };
  Puzzle disjoint(Geometry(4));
  disjoint.add_constraint(GivenCandidates{5, {1, 2}});
  disjoint.add_constraint(GivenCandidates{5, {3, 4}});
  EXPECT_EQ(refusal(disjoint),
            "f-puzzles has no given candidates that leave r2c2 no digit: this puzzle cannot be "
            "written in its form");

  Puzzle excluding(Geometry(4), {2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  excluding.add_constraint(GivenCandidates{0, {3, 4}});
  EXPECT_EQ(refusal(excluding),
            "f-puzzles has no given candidates that exclude the given 2 of r1c1: this puzzle "
            "cannot be written in its form");

  Puzzle allowing(Geometry(4), {2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  allowing.add_constraint(GivenCandidates{0, {2, 4}});
  const std::string json = to_fpuzzles(allowing);
  EXPECT_EQ(json.find("givenPencilMarks"), std::string::npos) << json;
  const Puzzle again = read_puzzle(json, "again.json");
  EXPECT_EQ(again.at(0), 2);
  EXPECT_TRUE(again.constraints().empty());
}

TEST(FPuzzles, WhatFPuzzlesCannotSayIsRefusedByName) {
  Puzzle puzzle(Geometry(9));
  puzzle.add_constraint(Line{LineKind::slow_thermometer, {0, 1}, 0});
  EXPECT_THROW(
      {
        try {
          to_fpuzzles(puzzle);
        } catch (const std::invalid_argument& error) {
          EXPECT_STREQ(
              error.what(),
              "f-puzzles has no slow thermometer: this puzzle cannot be written in its form");
          throw;
        }
      },
      std::invalid_argument);
  EXPECT_THROW(to_fpuzzles_link(puzzle), std::invalid_argument);
}

}  // namespace
}  // namespace sudoku
