// The weak links the variant rules give the chains (src/logic/rule_links.cpp, chains.cpp,
// forcing_chains.cpp): two candidates of two cells of a rule that the rule's own check forbids
// together; each on a hand-made grid with its exact links or sentence; and the pair links kept per
// thread giving what a fresh build gives.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "logic/chain_links.hpp"
#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

using logic::ChainLinkTo;
using logic::ChainNode;
using logic::LinkReason;
using logic::RuleLinks;

CandidateGrid with_rules(const std::vector<Constraint>& rules) {
  Puzzle puzzle{Geometry(9)};
  for (const Constraint& rule : rules) puzzle.add_constraint(rule);
  return CandidateGrid(puzzle);
}

// The candidates `from` rules out through a rule, as "r1c2 4" strings in the links' order.
std::vector<std::string> ruled_out(const RuleLinks& links, const CandidateGrid& grid,
                                   ChainNode from) {
  std::vector<ChainLinkTo> found;
  links.weak_links(from, found);
  std::vector<std::string> words;
  words.reserve(found.size());
  for (const ChainLinkTo& link : found) {
    EXPECT_EQ(link.reason, LinkReason::rule);
    words.push_back(cell_name(grid.geometry(), link.to.cell) + " " + std::to_string(link.to.digit));
  }
  return words;
}

// r1c1 = 5 on a thermometer r1c1→r1c3: r1c2 is above it (6, of 2, 5, 6), and r1c3 above that
// (7, of 5, 7).
TEST(RuleLinks, AThermometersBulbRulesOutTheDigitsNotAboveItFurtherOn) {
  CandidateGrid grid = with_rules({Line{LineKind::thermometer, {at(1, 1), at(1, 2), at(1, 3)}}});
  only_digits(grid, at(1, 2), {2, 5, 6});
  only_digits(grid, at(1, 3), {5, 7});
  const RuleLinks links(grid);
  EXPECT_EQ(ruled_out(links, grid, {at(1, 1), 5, -1}),
            (std::vector<std::string>{"r1c2 2", "r1c2 5", "r1c3 5"}));
  EXPECT_EQ(links.rule_words(0), "thermometer r1c1→r1c3");
  // r1c3 = 5: r1c2 is below it, so 2 (of 2, 5, 6), and r1c1 below that: only 1 is left there.
  EXPECT_EQ(ruled_out(links, grid, {at(1, 3), 5, -1}),
            (std::vector<std::string>{"r1c1 2", "r1c1 3", "r1c1 4", "r1c1 5", "r1c1 6", "r1c1 7",
                                      "r1c1 8", "r1c1 9", "r1c2 5", "r1c2 6"}));
  EXPECT_TRUE(links.forbids(at(1, 1), 5, at(1, 3), 5));
  EXPECT_FALSE(links.forbids(at(1, 1), 5, at(1, 3), 7));
}

// A black Kropki dot: r5c5 = 3 leaves r5c6 only 6; a white one and an X and whispers likewise.
TEST(RuleLinks, DotsAndWhispersRuleOutWhatTheirRelationBreaks) {
  CandidateGrid grid = with_rules({Dot{DotKind::ratio, at(5, 5), at(5, 6), 2},
                                   Dot{DotKind::sum, at(7, 1), at(8, 1), 10},
                                   Line{LineKind::whisper, {at(9, 5), at(9, 6)}, 5}});
  only_digits(grid, at(5, 6), {1, 2, 6, 7});
  only_digits(grid, at(8, 1), {2, 3, 8});
  only_digits(grid, at(9, 6), {1, 3, 4, 9});
  const RuleLinks links(grid);
  EXPECT_EQ(ruled_out(links, grid, {at(5, 5), 3, -1}),
            (std::vector<std::string>{"r5c6 1", "r5c6 2", "r5c6 7"}));
  EXPECT_EQ(ruled_out(links, grid, {at(7, 1), 2, -1}),
            (std::vector<std::string>{"r8c1 2", "r8c1 3"}));
  EXPECT_EQ(ruled_out(links, grid, {at(9, 5), 5, -1}),
            (std::vector<std::string>{"r9c6 1", "r9c6 3", "r9c6 4", "r9c6 9"}));
  EXPECT_EQ(links.rule_words(1), "X r7c1-r8c1");
}

// A puzzle without variant rules has no rule links (the chains of a classic grid are unchanged).
// Every pair of candidates of the grid that the pair links forbid, as "r1c1 5 r1c2 4" strings,
// and the checks the build took.
std::pair<std::vector<std::string>, long> pair_links(const CandidateGrid& grid) {
  const RuleLinks links(grid, RuleLinks::Reach::pairs);
  std::vector<std::string> forbidden;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    for (const Digit digit : logic::digits_of(grid.candidates(cell))) {
      for (int other = 0; other < grid.cell_count(); ++other) {
        for (const Digit other_digit : logic::digits_of(grid.candidates(other))) {
          if (!links.forbids(cell, digit, other, other_digit)) continue;
          forbidden.push_back(cell_name(grid.geometry(), cell) + " " + std::to_string(digit) + " " +
                              cell_name(grid.geometry(), other) + " " +
                              std::to_string(other_digit));
        }
      }
    }
  }
  return {forbidden, links.checks()};
}

// The same built on a thread of its own, whose kept links start empty.
std::pair<std::vector<std::string>, long> fresh_pair_links(const CandidateGrid& grid) {
  std::pair<std::vector<std::string>, long> result;
  std::thread([&] { result = pair_links(grid); }).join();
  return result;
}

// The pair links are kept by the piece's place among the puzzle's rules and what its cells hold:
// a whisper on a thermometer's cells holds the same, and must get its own links.
TEST(RuleLinks, PairLinksKeptPerPuzzle) {
  const std::vector<int> cells{at(1, 1), at(1, 2), at(1, 3)};
  const CandidateGrid thermometer = with_rules({Line{LineKind::thermometer, cells}});
  const CandidateGrid whisper = with_rules({Line{LineKind::whisper, cells, 5}});
  for (const CandidateGrid* grid : {&thermometer, &whisper, &thermometer, &whisper}) {
    EXPECT_EQ(pair_links(*grid), fresh_pair_links(*grid));
  }
  EXPECT_NE(pair_links(thermometer).first, pair_links(whisper).first);
  EXPECT_FALSE(pair_links(whisper).first.empty());
}

TEST(RuleLinks, NoneWithoutVariantRules) {
  const CandidateGrid grid(Puzzle{Geometry(9)});
  EXPECT_TRUE(RuleLinks(grid).empty());
}

// r2c2 (3 or 7) is the bulb of a thermometer r2c2→r2c3; 4 in row 2 only at r2c3 and r2c8. If
// r2c2 is 7, r2c3 is above 7, not 4, so 4 goes in r2c8: r2c2 is 3 or r2c8 is 4. The rung
// "variant rule" removes nothing here: every candidate of the two cells has a partner.
TEST(RuleChains, AnAlternatingInferenceChainCrossesAThermometer) {
  CandidateGrid grid = with_rules({Line{LineKind::thermometer, {at(2, 2), at(2, 3)}}});
  only_digits(grid, at(2, 2), {3, 7});
  only_digits(grid, at(2, 3), {4, 8, 9});
  only_at(grid, 4, row(grid, 2), {at(2, 3), at(2, 8)});
  EXPECT_FALSE(first_step(grid, Technique::variant_rule).has_value());
  const std::optional<Step> step = first_step(grid, Technique::alternating_inference_chain);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Alternating inference chain: if r2c2 is not 3, r2c2 is 7 (its other candidate), so "
            "r2c3 is not 4 (thermometer r2c2→r2c3), so r2c8 is 4 (row 2): r2c2 is 3 or r2c8 is 4, "
            "so remove 3 from r2c8.");
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(2, 8), 3}}));
  EXPECT_EQ(step->rating, 70);
  // The X-chains keep to houses: no rule links there.
  EXPECT_FALSE(first_step(grid, Technique::x_chain).has_value());
}

}  // namespace
}  // namespace sudoku::testing
