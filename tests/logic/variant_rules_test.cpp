// The variant rules in the logical solver (src/logic/variant_rules.cpp, candidate_grid.cpp,
// singles.cpp): each kind's step on a hand-made grid with its exact sentence, the anti-knight and
// anti-king rules as peers named by the singles, extra regions as groups, rule conflicts as
// contradictions, no uniqueness technique on a puzzle with variant rules, and the supports the
// rung keeps per thread giving what a fresh search gives.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// An empty grid of `side` with these rules and givens (cell, digit).
Puzzle with_rules(int side, const std::vector<Constraint>& rules,
                  const std::vector<std::pair<int, int>>& givens = {}) {
  Puzzle puzzle{Geometry(side)};
  for (const Constraint& rule : rules) puzzle.add_constraint(rule);
  for (const auto& [cell, digit] : givens) puzzle.set(cell, static_cast<Digit>(digit));
  return puzzle;
}

// The first variant-rule step's sentence on that grid.
std::string rule_step(int side, const std::vector<Constraint>& rules,
                      const std::vector<std::pair<int, int>>& givens = {}) {
  const CandidateGrid grid(with_rules(side, rules, givens));
  return explanation(grid, Technique::variant_rule);
}

int at4(int row, int column) { return at(row, column, 4); }

TEST(VariantRule, Thermometer) {
  const CandidateGrid grid(
      with_rules(9, {Line{LineKind::thermometer, {at(1, 1), at(1, 2), at(1, 3), at(1, 4)}}}));
  const std::optional<Step> step = first_step(grid, Technique::variant_rule);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Variant rule: thermometer r1c1→r1c4, where the digits rise from the bulb: r1c1 is at "
            "most 6 (removes 7, 8 and 9); r1c2 is between 2 and 7 (removes 1, 8 and 9); r1c3 is "
            "between 3 and 8 (removes 1, 2 and 9); r1c4 is at least 4 (removes 1, 2 and 3).");
  EXPECT_EQ(step->rating, 24);
  EXPECT_EQ(step->eliminations.size(), 12U);
  EXPECT_EQ(step->eliminations.front(), (Elimination{at(1, 2), 1}));
  EXPECT_EQ(step->cells, (std::vector<int>{at(1, 1), at(1, 2), at(1, 3), at(1, 4)}));
  EXPECT_EQ(step_focus(grid, *step), "around r1c1");
}

TEST(VariantRule, SlowThermometer) {
  EXPECT_EQ(
      rule_step(4, {Line{LineKind::slow_thermometer, {at4(1, 1), at4(2, 1)}}}, {{at4(1, 1), 3}}),
      "Variant rule: slow thermometer r1c1→r2c1, where the digits never fall from the bulb: "
      "r2c1 must be 4 (removes 1 and 2).");
}

TEST(VariantRule, Whisper) {
  EXPECT_EQ(rule_step(9, {Line{LineKind::whisper, {at(1, 1), at(1, 2)}, 5}}),
            "Variant rule: whisper r1c1→r1c2, where neighbours on the line differ by at least 5: "
            "r1c1 can only be 1, 2, 3, 4, 6, 7, 8 or 9 (removes 5); r1c2 can only be 1, 2, 3, 4, "
            "6, 7, 8 or 9 (removes 5).");
}

TEST(VariantRule, Palindrome) {
  EXPECT_EQ(rule_step(4, {Line{LineKind::palindrome, {at4(1, 1), at4(2, 2), at4(3, 3)}}},
                      {{at4(1, 1), 2}}),
            "Variant rule: palindrome r1c1→r3c3, where the line reads the same both ways: r3c3 "
            "must be 2 (removes 1, 3 and 4).");
}

TEST(VariantRule, Renban) {
  EXPECT_EQ(rule_step(9, {Line{LineKind::renban, {at(1, 1), at(1, 2), at(1, 3)}}}, {{at(1, 1), 1}}),
            "Variant rule: renban r1c1→r1c3, where the line holds consecutive digits, each once: "
            "r1c2 is at most 3 (removes 4, 5, 6, 7, 8 and 9); r1c3 is at most 3 (removes 4, 5, 6, "
            "7, 8 and 9).");
}

TEST(VariantRule, Between) {
  EXPECT_EQ(rule_step(9, {Line{LineKind::between, {at(1, 1), at(1, 2), at(1, 3)}}},
                      {{at(1, 1), 3}, {at(1, 3), 7}}),
            "Variant rule: between line r1c1→r1c3, where the digits inside lie strictly between "
            "the two ends': r1c2 is between 4 and 6 (removes 1, 2, 8 and 9).");
}

TEST(VariantRule, RegionSum) {
  EXPECT_EQ(rule_step(4, {Line{LineKind::region_sum, {at4(2, 2), at4(3, 3)}}}, {{at4(2, 2), 4}}),
            "Variant rule: region sum line r2c2→r3c3, where the line's part in each box has the "
            "same sum: r3c3 must be 4 (removes 1, 2 and 3).");
}

TEST(VariantRule, Entropic) {
  EXPECT_EQ(rule_step(9, {Line{LineKind::entropic, {at(1, 1), at(1, 2), at(1, 3)}}},
                      {{at(1, 1), 1}, {at(1, 2), 5}}),
            "Variant rule: entropic line r1c1→r1c3, where every three cells in a row on it hold "
            "one low, one middle and one high digit: r1c3 is at least 7 (removes 2, 3, 4 and 6).");
}

TEST(VariantRule, Zipper) {
  EXPECT_EQ(rule_step(9, {Line{LineKind::zipper, {at(1, 1), at(1, 2), at(1, 3)}}}),
            "Variant rule: zipper line r1c1→r1c3, where two cells as far from the middle add up "
            "to the middle cell's digit: r1c1 is at most 8 (removes 9); r1c2 is at least 3 "
            "(removes 1 and 2); r1c3 is at most 8 (removes 9).");
}

TEST(VariantRule, Arrow) {
  EXPECT_EQ(rule_step(9, {Arrow{{at(1, 1)}, {at(1, 2), at(1, 3)}}}),
            "Variant rule: arrow from r1c1, where the digits on the shaft add up to the number in "
            "the circle: r1c1 is at least 3 (removes 1 and 2); r1c2 is at most 8 (removes 9); "
            "r1c3 is at most 8 (removes 9).");
}

TEST(VariantRule, LittleKiller) {
  // The clue above column 1 looks down to the right: r1c2, r2c3, r3c4, no two in one house.
  EXPECT_EQ(rule_step(4, {LittleKiller{-1, 0, DiagonalDirection::down_right, 3}}),
            "Variant rule: little killer 3 on r1c2→r3c4, where the digits on the diagonal add up "
            "to 3: r1c2 must be 1 (removes 2, 3 and 4); r2c3 must be 1 (removes 2, 3 and 4); r3c4 "
            "must be 1 (removes 2, 3 and 4).");
}

TEST(VariantRule, LittleKillerOnAWholeDiagonal) {
  // The long diagonal adds up to 22 with 7 in its middle: its three boxes hold three different
  // digits each (at least 1+2+3, twice, and 1+2 beside the 7), 22 exactly; so boxes 1 and 9 hold
  // 1, 2 and 3 on it, and box 5 the 1 and 2. The search proves it by bounding the sum of what is
  // left at each cell (walking every filling of the nine cells would take millions of steps).
  EXPECT_EQ(
      rule_step(9, {LittleKiller{-1, -1, DiagonalDirection::down_right, 22}}, {{at(5, 5), 7}}),
      "Variant rule: little killer 22 on r1c1→r9c9, where the digits on the diagonal add up "
      "to 22: r1c1 is at most 3 (removes 4, 5, 6, 7, 8 and 9); r2c2 is at most 3 (removes "
      "4, 5, 6, 7, 8 and 9); r3c3 is at most 3 (removes 4, 5, 6, 7, 8 and 9); r4c4 is at "
      "most 2 (removes 3, 4, 5, 6, 8 and 9); r6c6 is at most 2 (removes 3, 4, 5, 6, 8 and "
      "9); r7c7 is at most 3 (removes 4, 5, 6, 7, 8 and 9); r8c8 is at most 3 (removes 4, "
      "5, 6, 7, 8 and 9); r9c9 is at most 3 (removes 4, 5, 6, 7, 8 and 9).");
}

TEST(VariantRule, Sandwich) {
  EXPECT_EQ(rule_step(4, {OutsideClue{OutsideClueKind::sandwich, GridSide::top, 0, 5}}),
            "Variant rule: sandwich 5 above column 1, where the digits between the 1 and the 4 "
            "add up to 5: r1c1 can only be 1 or 4 (removes 2 and 3); r2c1 is between 2 and 3 "
            "(removes 1 and 4); r3c1 is between 2 and 3 (removes 1 and 4); r4c1 can only be 1 or "
            "4 (removes 2 and 3).");
}

TEST(VariantRule, XSum) {
  EXPECT_EQ(rule_step(4, {OutsideClue{OutsideClueKind::x_sum, GridSide::left, 0, 1}}),
            "Variant rule: x-sum 1 left of row 1, where the first X digits from that side add up "
            "to 1, X being the first: r1c1 must be 1 (removes 2, 3 and 4); r1c2 is at least 2 "
            "(removes 1); r1c3 is at least 2 (removes 1); r1c4 is at least 2 (removes 1).");
}

TEST(VariantRule, Skyscraper) {
  EXPECT_EQ(rule_step(4, {OutsideClue{OutsideClueKind::skyscraper, GridSide::bottom, 1, 4}}),
            "Variant rule: skyscraper 4 below column 2, where 4 digits are seen from that side, "
            "each hiding the lower ones behind it: r4c2 must be 1 (removes 2, 3 and 4); r3c2 must "
            "be 2 (removes 1, 3 and 4); r2c2 must be 3 (removes 1, 2 and 4); r1c2 must be 4 "
            "(removes 1, 2 and 3).");
}

TEST(VariantRule, Quadruple) {
  EXPECT_EQ(rule_step(9, {Quadruple{{at(1, 1), at(1, 2), at(2, 1), at(2, 2)}, {1, 2, 3, 4}}}),
            "Variant rule: quadruple at r1c1, where the four cells hold 1, 2, 3 and 4: r1c1 is at "
            "most 4 (removes 5, 6, 7, 8 and 9); r1c2 is at most 4 (removes 5, 6, 7, 8 and 9); "
            "r2c1 is at most 4 (removes 5, 6, 7, 8 and 9); r2c2 is at most 4 (removes 5, 6, 7, 8 "
            "and 9).");
}

TEST(VariantRule, Clone) {
  EXPECT_EQ(rule_step(4, {Clone{{at4(1, 1)}, {at4(3, 3)}}}, {{at4(1, 1), 2}}),
            "Variant rule: clone of r1c1 at r3c3, where each cell holds its copy's digit: r3c3 "
            "must be 2 (removes 1, 3 and 4).");
}

TEST(VariantRule, Dots) {
  EXPECT_EQ(rule_step(9, {Dot{DotKind::difference, at(2, 2), at(2, 3), 1}}, {{at(2, 2), 5}}),
            "Variant rule: white Kropki dot r2c2-r2c3, where the two digits are consecutive: r2c3 "
            "is between 4 and 6 (removes 1, 2, 3, 7, 8 and 9).");
  EXPECT_EQ(rule_step(9, {Dot{DotKind::ratio, at(1, 1), at(1, 2), 2}}),
            "Variant rule: black Kropki dot r1c1-r1c2, where one digit is twice the other: r1c1 "
            "can only be 1, 2, 3, 4, 6 or 8 (removes 5, 7 and 9); r1c2 can only be 1, 2, 3, 4, 6 "
            "or 8 (removes 5, 7 and 9).");
  EXPECT_EQ(rule_step(9, {Dot{DotKind::sum, at(1, 1), at(1, 2), 5}}),
            "Variant rule: V r1c1-r1c2, where the two digits add up to 5: r1c1 is at most 4 "
            "(removes 5, 6, 7, 8 and 9); r1c2 is at most 4 (removes 5, 6, 7, 8 and 9).");
}

TEST(VariantRule, NegativeDotsOnePairAtATime) {
  EXPECT_EQ(rule_step(4, {NegativeDots{DotKind::difference, 1}}, {{at4(1, 1), 1}}),
            "Variant rule: no white Kropki dot at r1c1-r1c2, where every white Kropki dot is "
            "given, so the two digits are not consecutive: r1c2 is at least 3 (removes 2).");
}

TEST(VariantRule, NonConsecutive) {
  EXPECT_EQ(rule_step(4, {GlobalRule{GlobalRuleKind::non_consecutive}}, {{at4(1, 1), 1}}),
            "Variant rule: non-consecutive r1c1-r1c2, where orthogonal neighbours are not "
            "consecutive: r1c2 is at least 3 (removes 2).");
}

TEST(VariantRule, CellRules) {
  EXPECT_EQ(rule_step(9, {CellRule{CellRuleKind::even, at(3, 3)}}),
            "Variant rule: even cell r3c3, where the digit is even: r3c3 can only be 2, 4, 6 or 8 "
            "(removes 1, 3, 5, 7 and 9).");
  EXPECT_EQ(rule_step(4, {CellRule{CellRuleKind::odd, at4(1, 1)}}),
            "Variant rule: odd cell r1c1, where the digit is odd: r1c1 can only be 1 or 3 "
            "(removes 2 and 4).");
  EXPECT_EQ(rule_step(4, {CellRule{CellRuleKind::minimum, at4(2, 2)}}),
            "Variant rule: minimum cell r2c2, where the digit is below each orthogonal "
            "neighbour's: r2c2 is at most 2 (removes 3 and 4); r1c2 is at least 2 (removes 1); "
            "r2c1 is at least 2 (removes 1); r2c3 is at least 2 (removes 1); r3c2 is at least 2 "
            "(removes 1).");
  EXPECT_EQ(rule_step(4, {CellRule{CellRuleKind::maximum, at4(1, 1)}}, {{at4(1, 2), 3}}),
            "Variant rule: maximum cell r1c1, where the digit is above each orthogonal "
            "neighbour's: r1c1 must be 4 (removes 1 and 2); r2c1 is at most 2 (removes 4).");
}

TEST(VariantRule, NothingWithoutVariantRulesOrWhenEverythingIsSupported) {
  EXPECT_EQ(rule_step(9, {}), "(none)");
  EXPECT_EQ(rule_step(9, {Dot{DotKind::difference, at(1, 1), at(1, 2), 1}}), "(none)");
}

TEST(VariantRule, SaysSoWhenACellHasNoDigitLeft) {
  // The thermometer's bulb is 9: nothing can rise above it.
  EXPECT_EQ(rule_step(9, {Line{LineKind::thermometer, {at(1, 1), at(1, 2)}}}, {{at(1, 1), 9}}),
            "Variant rule: thermometer r1c1→r1c2, where the digits rise from the bulb: r1c2 has no "
            "digit left (removes 1, 2, 3, 4, 5, 6, 7 and 8).");
}

TEST(VariantRule, NamedAsATechnique) {
  EXPECT_EQ(technique_name(Technique::variant_rule), "variant rule");
  EXPECT_EQ(parse_technique("rule"), Technique::variant_rule);
  EXPECT_EQ(parse_technique("Variant rules"), Technique::variant_rule);
}

// ---- peers, groups, contradictions, uniqueness ----------------------------------------------

TEST(AntiKnight, NakedSingleNamesTheRule) {
  // Row 1 holds 1..6 from r1c4; 8 and 9 stand a knight's move from r1c3, outside its houses.
  std::vector<std::pair<int, int>> givens = {{at(2, 5), 8}, {at(3, 4), 9}};
  for (int column = 4; column <= 9; ++column) givens.emplace_back(at(1, column), column - 3);
  const CandidateGrid grid(with_rules(9, {GlobalRule{GlobalRuleKind::anti_knight}}, givens));
  EXPECT_EQ(grid.candidates(at(1, 3)), 1ULL << 6);
  EXPECT_TRUE(grid.sees(at(1, 3), at(2, 5)));
  EXPECT_EQ(explanation(grid, Technique::naked_single),
            "Naked single: r1c3 can only be 7 (the anti-knight rule keeps out 8 and 9).");
}

TEST(AntiKnight, HiddenSingleNamesTheRule) {
  // 7 in row 1: r1c2 is a knight's move from r2c4's 7, r1c3 sees r5c3's 7 in its column.
  std::vector<std::pair<int, int>> givens = {{at(2, 4), 7}, {at(5, 3), 7}};
  for (int column = 4; column <= 9; ++column) givens.emplace_back(at(1, column), column - 3);
  const CandidateGrid grid(with_rules(9, {GlobalRule{GlobalRuleKind::anti_knight}}, givens));
  EXPECT_EQ(explanation(grid, Technique::hidden_single),
            "Hidden single: 7 in row 1 can only go in r1c1 (the anti-knight rule keeps 7 out of "
            "r1c2).");
}

TEST(AntiKing, PeersAreTheDiagonalNeighbours) {
  const CandidateGrid grid(
      with_rules(4, {GlobalRule{GlobalRuleKind::anti_king}}, {{at4(2, 2), 3}}));
  EXPECT_FALSE(grid.has_candidate(at4(3, 3), 3));
  EXPECT_TRUE(grid.has_candidate(at4(4, 4), 3));
  EXPECT_TRUE(grid.sees(at4(2, 2), at4(3, 1)));
}

TEST(ExtraRegion, IsAGroupOfDistinctDigits) {
  const CandidateGrid grid(
      with_rules(4, {ExtraRegion{{at4(3, 3), at4(1, 1)}, false}}, {{at4(1, 1), 2}}));
  EXPECT_FALSE(grid.has_candidate(at4(3, 3), 2));
  const Group& region = grid.groups().back();
  EXPECT_EQ(region.kind, Group::Kind::extra);
  EXPECT_FALSE(region.holds_every_digit);
  EXPECT_EQ(region.cells, (std::vector<int>{at4(1, 1), at4(3, 3)}));
  EXPECT_EQ(logic::group_name(grid, static_cast<int>(grid.groups().size()) - 1),
            "the extra region at r1c1");
}

// find_variant_rule on `grid` with this budget per rule, on a thread of its own (whose kept
// supports start empty): its step's sentence, or "none", and the steps its searches spent.
std::pair<std::string, long> fresh_rule_step(const CandidateGrid& grid, long per_rule) {
  std::pair<std::string, long> result;
  std::thread([&] {
    long spent = 0;
    const std::optional<Step> step = logic::find_variant_rule(grid, spent, per_rule);
    result = {step ? step->explanation : "none", spent};
  }).join();
  return result;
}

std::pair<std::string, long> rule_step_here(const CandidateGrid& grid, long per_rule) {
  long spent = 0;
  const std::optional<Step> step = logic::find_variant_rule(grid, spent, per_rule);
  return {step ? step->explanation : "none", spent};
}

// The rung keeps the supports it finds by the rule's place among the puzzle's rules and what its
// cells hold: a thermometer read the other way on the same cells holds the same, and must not
// be given the first one's supports; nor a search with another budget those of a search cut short.
TEST(VariantRuleKept, AnotherPuzzleOrBudgetGetsItsOwnSupports) {
  const std::vector<int> cells{at(1, 1), at(1, 2), at(1, 3), at(1, 4)};
  const CandidateGrid up(with_rules(9, {Line{LineKind::thermometer, cells}}));
  const CandidateGrid down(
      with_rules(9, {Line{LineKind::thermometer, {cells.rbegin(), cells.rend()}}}));
  const CandidateGrid sandwich(
      with_rules(4, {OutsideClue{OutsideClueKind::sandwich, GridSide::top, 0, 5}}));
  const long plenty = 200'000;
  for (const CandidateGrid* grid : {&up, &down, &up, &sandwich, &down}) {
    EXPECT_EQ(rule_step_here(*grid, plenty), fresh_rule_step(*grid, plenty));
  }
  EXPECT_NE(rule_step_here(up, plenty).first, rule_step_here(down, plenty).first);
  // A budget too small to decide the sandwich, then enough, then too small again.
  const auto cut = fresh_rule_step(sandwich, 3);
  const auto whole = fresh_rule_step(sandwich, plenty);
  EXPECT_NE(cut.first, whole.first);
  EXPECT_EQ(rule_step_here(sandwich, 3), cut);
  EXPECT_EQ(rule_step_here(sandwich, plenty), whole);
  EXPECT_EQ(rule_step_here(sandwich, 3), cut);
}

TEST(VariantContradiction, ARuleTheDigitsBreakIsAContradiction) {
  CandidateGrid grid(with_rules(9, {Line{LineKind::thermometer, {at(1, 1), at(1, 2)}}}));
  EXPECT_FALSE(grid.contradiction().has_value());
  grid.place(at(1, 1), 5);
  grid.place(at(1, 2), 3);
  EXPECT_EQ(grid.contradiction(), "thermometer r1c1→r1c2: r1c1 (5) and r1c2 (3)");
}

TEST(VariantUniqueness, UniquenessTechniquesAreOffWithVariantRules) {
  const Puzzle classic{Geometry(9)};
  const Puzzle variant = with_rules(9, {GlobalRule{GlobalRuleKind::anti_knight}});
  for (const TechniqueInfo& info : technique_ladder()) {
    const bool swaps =
        info.technique == Technique::unique_rectangle || info.technique == Technique::bug_plus_one;
    EXPECT_TRUE(usable(info, classic)) << info.name;
    EXPECT_EQ(usable(info, variant), !swaps) << info.name;
  }
}

}  // namespace
}  // namespace sudoku::testing
