// Published variant puzzles with their known solutions (tests/data/published/puzzles.jsonl, one
// {"name", "source", "kinds", "solution", "fpuzzles"} a line; the README there names each
// source): each reads with our f-puzzles reader, has exactly one solution when counted to 2,
// that solution is the published one, and the published solution keeps every rule. The kinds a
// line lists are the kinds our reader finds in it, and together the lines cover every kind of
// rule we solve and every size, but for the gaps named below: the coverage cannot shrink
// unseen, and a gap that gets a puzzle must leave the list.
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {
namespace {

struct Published {
  std::string name;
  std::string source;
  std::vector<std::string> kinds;
  std::string solution;
  std::string fpuzzles;  // the f-puzzles JSON, as text
  std::string slow;      // why the count is left out, for a puzzle our solver takes over 10 s on
};

std::vector<Published> published_puzzles() {
  std::ifstream file(SUDOKU_PUBLISHED_PUZZLES);
  std::vector<Published> puzzles;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty()) continue;
    const nlohmann::json entry = nlohmann::json::parse(line);
    puzzles.push_back({entry.at("name").get<std::string>(), entry.at("source").get<std::string>(),
                       entry.at("kinds").get<std::vector<std::string>>(),
                       entry.at("solution").get<std::string>(), entry.at("fpuzzles").dump(),
                       entry.value("slow", std::string())});
  }
  return puzzles;
}

// The words of this test for a constraint's kind (the kinds of issue 38's list).
std::string kind_of(const Constraint& constraint) {
  if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
    if (house->name == "main diagonal") return "diagonal-";
    if (house->name == "anti-diagonal") return "diagonal+";
    if (house->name.starts_with("disjoint group")) return "disjoint groups";
    return "extra region";
  }
  if (const auto* region = std::get_if<ExtraRegion>(&constraint))
    return region->drawn_as_cage ? "cage without total" : "extra region";
  if (const auto* dot = std::get_if<Dot>(&constraint)) {
    return dot->kind == DotKind::difference ? "white Kropki"
           : dot->kind == DotKind::ratio    ? "black Kropki"
                                            : "XV";
  }
  if (const auto* dots = std::get_if<NegativeDots>(&constraint)) {
    return dots->kind == DotKind::difference ? "negative white Kropki"
           : dots->kind == DotKind::ratio    ? "negative black Kropki"
                                             : "negative XV";
  }
  if (const auto* arrow = std::get_if<Arrow>(&constraint))
    return arrow->circle.size() == 1 ? "arrow" : "pill arrow";
  if (const auto* line = std::get_if<Line>(&constraint)) {
    switch (line->kind) {
      case LineKind::thermometer:
        return "thermometer";
      case LineKind::slow_thermometer:
        return "slow thermometer";
      case LineKind::palindrome:
        return "palindrome";
      case LineKind::whisper:
        return "whisper";
      case LineKind::renban:
        return "renban";
      case LineKind::between:
        return "between line";
      case LineKind::region_sum:
        return "region-sum line";
      case LineKind::entropic:
        return "entropic line";
      case LineKind::zipper:
        return "zipper line";
    }
  }
  if (const auto* cell = std::get_if<CellRule>(&constraint)) {
    switch (cell->kind) {
      case CellRuleKind::even:
        return "even";
      case CellRuleKind::odd:
        return "odd";
      case CellRuleKind::minimum:
        return "minimum";
      case CellRuleKind::maximum:
        return "maximum";
      case CellRuleKind::row_indexer:
        return "row indexer";
      case CellRuleKind::column_indexer:
        return "column indexer";
      case CellRuleKind::box_indexer:
        return "box indexer";
    }
  }
  return rule_name(constraint);  // anti-knight, anti-king, non-consecutive, Killer cage, ...
}

std::vector<std::string> kinds_of(const Puzzle& puzzle) {
  std::set<std::string> kinds;
  for (const Constraint& constraint : puzzle.constraints()) kinds.insert(kind_of(constraint));
  const std::string side = std::to_string(puzzle.side());
  kinds.insert(side + "x" + side);
  if (puzzle.geometry().has_regions()) kinds.insert("jigsaw");
  return {kinds.begin(), kinds.end()};
}

// Every kind of rule we solve and every size f-puzzles writes that issue 38 asks a published
// puzzle for.
const std::vector<std::string> kWanted = {
    "diagonal+",
    "diagonal-",
    "anti-knight",
    "anti-king",
    "non-consecutive",
    "disjoint groups",
    "extra region",
    "even",
    "odd",
    "white Kropki",
    "black Kropki",
    "negative white Kropki",
    "negative black Kropki",
    "XV",
    "negative XV",
    "minimum",
    "maximum",
    "thermometer",
    "slow thermometer",
    "arrow",
    "pill arrow",
    "palindrome",
    "whisper",
    "renban",
    "between line",
    "region-sum line",
    "entropic line",
    "zipper line",
    "little killer",
    "sandwich",
    "x-sum",
    "skyscraper",
    "cage without total",
    "quadruple",
    "clone",
    "column indexer",
    "4x4",
    "6x6",
    "8x8",
    "9x9",
    "16x16",
};

// The kinds no puzzle of the file covers (a puzzle whose count is left out as too slow covers
// nothing): slow thermometers (no form we read can say one: f-puzzles has no key for it) and
// 8×8 (no published 8×8 puzzle in a form we read was found).
const std::vector<std::string> kKnownGaps = {"slow thermometer", "8x8"};

std::vector<Published> counted_puzzles() {
  std::vector<Published> counted;
  for (Published& published : published_puzzles()) {
    if (published.slow.empty()) counted.push_back(std::move(published));
  }
  return counted;
}

std::string test_name(const ::testing::TestParamInfo<Published>& info) {
  std::string name;
  for (const char c : info.param.name) {
    if (std::isalnum(static_cast<unsigned char>(c)) != 0) name += c;
  }
  return name;
}

class PublishedPuzzle : public ::testing::TestWithParam<Published> {};

TEST_P(PublishedPuzzle, ReadsAndListsItsKinds) {
  const Published& published = GetParam();
  const Puzzle puzzle = read_fpuzzles(published.fpuzzles, published.name);
  EXPECT_EQ(kinds_of(puzzle), published.kinds);
  EXPECT_FALSE(published.source.empty());
}

TEST_P(PublishedPuzzle, ThePublishedSolutionKeepsEveryRule) {
  const Published& published = GetParam();
  const Puzzle puzzle = read_fpuzzles(published.fpuzzles, published.name);
  ASSERT_EQ(published.solution.size(), static_cast<std::size_t>(puzzle.cell_count()));
  Puzzle filled = puzzle;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    const char symbol = published.solution[static_cast<std::size_t>(cell)];
    const int digit = symbol <= '9' ? symbol - '0' : symbol - 'A' + 10;
    filled.set(cell, static_cast<Digit>(digit));
  }
  EXPECT_EQ(solution_problem(filled, puzzle), std::nullopt);
  EXPECT_EQ(to_line(filled), published.solution);
}

INSTANTIATE_TEST_SUITE_P(File, PublishedPuzzle, ::testing::ValuesIn(published_puzzles()),
                         test_name);

// Every puzzle but the known slow ones (pinned below), counted to 2 by the automatic engine.
class CountedPuzzle : public ::testing::TestWithParam<Published> {};

TEST_P(CountedPuzzle, HasExactlyThePublishedSolution) {
  const Published& published = GetParam();
  const Puzzle puzzle = read_fpuzzles(published.fpuzzles, published.name);
  SolveOptions options;
  options.max_solutions = 2;
  const SolveResult result = solve(puzzle, options);
  EXPECT_EQ(result.count, 1U);
  ASSERT_TRUE(result.solution.has_value());
  EXPECT_EQ(to_line(*result.solution), published.solution);
}

INSTANTIATE_TEST_SUITE_P(File, CountedPuzzle, ::testing::ValuesIn(counted_puzzles()), test_name);

TEST(PublishedPuzzles, CoverEveryKindButTheKnownGaps) {
  std::set<std::string> covered;
  for (const Published& published : published_puzzles()) {
    if (published.slow.empty()) covered.insert(published.kinds.begin(), published.kinds.end());
  }
  std::vector<std::string> missing;
  for (const std::string& kind : kWanted) {
    if (covered.count(kind) == 0) missing.push_back(kind);
  }
  EXPECT_EQ(missing, kKnownGaps);
}

TEST(PublishedPuzzles, LeaveOutTheCountOfTheKnownSlowOnesOnly) {
  std::vector<std::string> slow;
  for (const Published& published : published_puzzles()) {
    if (!published.slow.empty()) slow.push_back(published.name);
  }
  // None since the clue and sum propagators (X-Sum took about 80 s, The Barbed Cross 23 s).
  EXPECT_EQ(slow, std::vector<std::string>{});
  EXPECT_GE(published_puzzles().size(), 30U);
}

}  // namespace
}  // namespace sudoku
