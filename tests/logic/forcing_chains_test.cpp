// Forcing chains (src/logic/forcing_chains.cpp) in the grids where minimal puzzles stall
// without them, each step with its exact sentence: the first rung gives its easiest step (here
// always a contradiction along pairs); the placements and eliminations every option reaches are
// in tests/cli/cases/explain_stalled_search.
#include <gtest/gtest.h>

#include <chrono>
#include <set>

#include "logic/chain_links.hpp"
#include "logic/techniques.hpp"
#include "sudoku/format.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// The forcing chains, from the first rung up.
bool is_forcing_chain(Technique technique) {
  return technique == Technique::forcing_chain || technique == Technique::dynamic_forcing_chain ||
         technique == Technique::dynamic_forcing_chain_plus ||
         technique == Technique::nested_forcing_chain ||
         technique == Technique::nested_forcing_chain_plus;
}

// The grid where the whole ladder but the forcing chains stalls on `line` (a puzzle with one
// solution).
CandidateGrid stalled_without_forcing_chains(const char* line) {
  const Puzzle puzzle = read_line(line, "test");
  LogicOptions options;
  options.unique_solution = true;
  for (const TechniqueInfo& info : technique_ladder()) {
    if (!is_forcing_chain(info.technique)) options.techniques.push_back(info.technique);
  }
  const LogicResult result = solve_logically(puzzle, options);
  EXPECT_EQ(result.status, LogicStatus::stalled);
  CandidateGrid grid(puzzle);
  for (const Step& step : result.steps) grid.apply(step);
  return grid;
}

// The first rung gives the easiest of its steps: here an option whose chain along pairs ends in
// a contradiction (Sudoku Explainer's Nishio, 7.5 and a tenth per bound its length passes).
TEST(ForcingChain, GivesTheEasiestSplitAlongPairs) {
  const CandidateGrid grid = stalled_without_forcing_chains(
      "....29......5....8..3....42.789..6.55.61.......4....7.2...3......12..5.......8..9");
  const std::optional<Step> step = first_step(grid, Technique::forcing_chain);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Forcing chain: if r1c9 were 3, singles along pairs would place r1c4 = 4, r1c7 = 1, "
            "r2c6 = 3, r4c6 = 2 and 16 more, and then find that r6c1 has no candidate left; so "
            "remove 3 from r1c9.");
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(1, 9), 3}}));
  EXPECT_EQ(step->rating, 78);
  // A split on a cell stands in no group: a hint points at the cell (it once read a group the
  // step does not have, and crashed).
  EXPECT_TRUE(step->groups.empty());
  EXPECT_EQ(step_focus(grid, *step), "starting at r1c9");
}

// The search looks at the clock before each split: past the deadline it finds nothing.
TEST(ForcingChain, FindsNothingPastTheDeadline) {
  const CandidateGrid grid = stalled_without_forcing_chains(
      "....29......5....8..3....42.789..6.55.61.......4....7.2...3......12..5.......8..9");
  ASSERT_TRUE(logic::find_forcing_chain(grid));
  const logic::Deadline passed(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  EXPECT_FALSE(logic::find_forcing_chain(grid, passed));
  const logic::Deadline far(std::chrono::steady_clock::now() + std::chrono::hours(1));
  EXPECT_EQ(logic::find_forcing_chain(grid, far)->explanation,
            logic::find_forcing_chain(grid)->explanation);
}

TEST(ForcingChain, RemovesAnOptionThatLeadsToAContradiction) {
  const CandidateGrid grid = stalled_without_forcing_chains(
      ".1..74....69...4.....5....3......5...9.123....4.....1......2.7...8.6.....21.4.6.9");
  EXPECT_EQ(explanation(grid, Technique::forcing_chain),
            "Forcing chain: if r6c5 were 8, singles along pairs would place r4c5 = 9, r4c8 = 3, "
            "r6c7 = 9, r6c6 = 5 and 4 more, and then find that r3c5 has no candidate left; so "
            "remove 8 from r6c5.");
}

TEST(ForcingChain, FindsAContradictionInAHouse) {
  const CandidateGrid grid = stalled_without_forcing_chains(
      "......3...5.84..1.4..1....91..3.9.7...3....5.847.1.......6..1.57.....24..1..3....");
  EXPECT_EQ(explanation(grid, Technique::forcing_chain),
            "Forcing chain: if r4c5 were 6, singles along pairs would place r4c2 = 2, r4c9 = 8 "
            "and r5c7 = 6, and then find that 6 has no place left in row 6; so remove 6 from "
            "r4c5.");
}

// When no small split proves anything along pairs, the first rung follows them with every
// single: here both options of a cell place the same digit (a puzzle of magictour_top1465, at
// its 29th step).
TEST(ForcingChain, PlacesWhatEveryOptionLeadsToAsADynamicChain) {
  const Puzzle puzzle = read_line(
      ".5.1.8.7.4..3.....2.........1.7...8.9.....4............3.....1.....4.2......5.6..", "test");
  CandidateGrid grid(puzzle);
  LogicOptions options;
  options.unique_solution = true;
  for (int index = 0; index < 28; ++index) grid.apply(*find_step(grid, options));
  const std::optional<Step> step = find_step(grid, options);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->technique, Technique::dynamic_forcing_chain);
  EXPECT_EQ(step->explanation,
            "Dynamic forcing chain: r1c7 can only be 3 or 9; either way, singles place r2c3 = 1; "
            "so r2c3 is 1.");
  EXPECT_EQ(step->placements, (std::vector<Placement>{{at(2, 3), 1}}));
  EXPECT_GE(step->rating, 85);
  EXPECT_EQ(step_focus(grid, *step), "starting at r1c7");
}

TEST(ForcingChain, FindsNothingInAnEmptyGrid) {
  EXPECT_FALSE(logic::find_forcing_chain(CandidateGrid{Puzzle(Geometry(9))}));
}

}  // namespace
}  // namespace sudoku::testing

namespace sudoku::testing {
namespace {

// Arto Inkala's 2012 puzzle (data/examples/hardest2012.sud), which every rung up to 7.5 leaves
// at its start, and its one solution.
constexpr const char* kInkala =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
constexpr const char* kInkalaSolution =
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

LogicOptions one_solution() {
  LogicOptions options;
  options.unique_solution = true;
  return options;
}

// Every step of the rungs above 7.5 keeps the solution: it places its digits and removes none of
// them, and its score is its rung's base with at most a point and a half for its length (and,
// nested, up to a point for its level: 9.5 to 10.5).
TEST(DynamicForcingChains, SolveTheHardestPuzzleWithEveryStepTrue) {
  const Puzzle solution = read_line(kInkalaSolution, "test");
  const LogicResult result = solve_logically(read_line(kInkala, "test"), one_solution());
  ASSERT_EQ(result.status, LogicStatus::solved);
  EXPECT_EQ(result.grid.cells(), solution.cells());
  std::set<Technique> above;
  for (const Step& step : result.steps) {
    for (const Placement& placement : step.placements) {
      EXPECT_EQ(solution.at(placement.cell), placement.digit) << step.explanation;
    }
    for (const Elimination& elimination : step.eliminations) {
      EXPECT_NE(solution.at(elimination.cell), elimination.digit) << step.explanation;
    }
    const int base = step.technique == Technique::dynamic_forcing_chain        ? 85
                     : step.technique == Technique::dynamic_forcing_chain_plus ? 90
                     : step.technique == Technique::nested_forcing_chain       ? 95
                                                                               : 0;
    if (base == 0) continue;
    above.insert(step.technique);
    EXPECT_GE(step.rating, base) << step.explanation;
    const int levels = step.technique == Technique::nested_forcing_chain ? 10 : 0;
    EXPECT_LE(step.rating, base + levels + 15) << step.explanation;
  }
  EXPECT_EQ(above, (std::set<Technique>{Technique::dynamic_forcing_chain,
                                        Technique::dynamic_forcing_chain_plus,
                                        Technique::nested_forcing_chain}));
  const Step* hardest = hardest_step(result);
  ASSERT_NE(hardest, nullptr);
  EXPECT_EQ(hardest->technique, Technique::nested_forcing_chain);
}

// The first rung finds nothing at the start; the first step above it removes an option that
// leads to a contradiction, in words that say what the branch was followed with.
TEST(DynamicForcingChains, TakeOverWhereTheFirstRungStalls) {
  const CandidateGrid grid{read_line(kInkala, "test")};
  EXPECT_FALSE(logic::find_forcing_chain(grid));
  const std::optional<Step> step = find_step(grid, one_solution());
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->technique, Technique::dynamic_forcing_chain_plus);
  EXPECT_EQ(step->explanation.rfind("Dynamic forcing chain plus: if r1c4 were 3, singles and "
                                    "basic steps would place ",
                                    0),
            0U)
      << step->explanation;
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(1, 4), 3}}));
}

TEST(DynamicForcingChains, FindNothingPastTheDeadline) {
  const CandidateGrid grid{read_line(kInkala, "test")};
  const logic::Deadline passed(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  EXPECT_FALSE(logic::find_dynamic_forcing_chain(grid, passed));
  EXPECT_FALSE(logic::find_dynamic_forcing_chain_plus(grid, passed));
  EXPECT_FALSE(logic::find_nested_forcing_chain(grid, passed));
  ASSERT_TRUE(logic::find_dynamic_forcing_chain_plus(grid));
}

// A budget of work stops the search where it is spent, whatever the clock says: one branch step
// is not enough for the step found without one.
TEST(DynamicForcingChains, FindNothingPastTheirBudgetOfWork) {
  const CandidateGrid grid{read_line(kInkala, "test")};
  const logic::Deadline one_step(std::nullopt, 1);
  EXPECT_FALSE(logic::find_dynamic_forcing_chain_plus(grid, one_step));
  const logic::Deadline enough(std::nullopt, 1000000);
  const std::optional<Step> step = logic::find_dynamic_forcing_chain_plus(grid, enough);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation, logic::find_dynamic_forcing_chain_plus(grid)->explanation);
}

// On a variant grid the budget counts the rules' checks besides the branch steps: the rule links
// a search builds first spend their share of it (one unit for kRuleChecksPerUnit checks), and a
// budget of just that share stops the search before its first split (issue 42: the nested chains
// of thermometer and arrow puzzles ran for minutes, their rule checks uncounted).
TEST(DynamicForcingChains, CountTheRuleChecksOfAVariantGridInTheirBudget) {
  Puzzle puzzle = read_line(kInkala, "test");
  puzzle.add_constraint(Line{LineKind::thermometer, {at(1, 2), at(1, 3), at(1, 4)}});
  const CandidateGrid grid(puzzle);
  const logic::RuleLinks links(grid, logic::RuleLinks::Reach::pairs);
  const std::int64_t units = links.checks() / logic::kRuleChecksPerUnit;
  ASSERT_GT(units, 0);
  const logic::Deadline counted;  // no budget: the work only adds up
  ASSERT_TRUE(logic::find_dynamic_forcing_chain_plus(grid, counted).has_value());
  EXPECT_GT(counted.spent(), units);
  const logic::Deadline links_only(std::nullopt, units);
  EXPECT_FALSE(logic::find_dynamic_forcing_chain_plus(grid, links_only).has_value());
  EXPECT_EQ(links_only.spent(), units);
  // Without variant rules there are no checks to count.
  EXPECT_EQ(logic::RuleLinks(CandidateGrid{read_line(kInkala, "test")}).checks(), 0);
}

// For puzzles known to have one solution, of any size, with cages or without (on 16×16 and up
// and on Killers within a budget of work, ladder.cpp); the nested forcing chain plus up to 16×16,
// and on Killers up to 9×9 (tests/logic/nested_plus_test.cpp).
TEST(DynamicForcingChains, AreUsedOnEveryGridWithOneSolution) {
  const CandidateGrid grid{read_line(kInkala, "test")};
  EXPECT_FALSE(find_step(grid, LogicOptions{}).has_value());
  for (const TechniqueInfo& info : technique_ladder()) {
    const bool above = info.rating > 75;
    EXPECT_EQ(info.needs_unique_solution, above || info.technique == Technique::unique_rectangle ||
                                              info.technique == Technique::bug_plus_one)
        << info.name;
    EXPECT_TRUE(usable(info, read_line(kInkala, "test"))) << info.name;
    const bool any_side = info.technique != Technique::nested_forcing_chain_plus;
    EXPECT_TRUE(usable(info, Puzzle(Geometry(16)))) << info.name;
    EXPECT_EQ(usable(info, Puzzle(Geometry(25))), any_side) << info.name;
    Puzzle killer = read_line(kInkala, "test");
    killer.add_constraint(Cage{{at(1, 2), at(1, 3)}, 3});
    EXPECT_TRUE(usable(info, killer)) << info.name;
    Puzzle large_killer{Geometry(16)};
    large_killer.add_constraint(Cage{{0, 1}, 3});
    EXPECT_EQ(usable(info, large_killer), any_side) << info.name;
  }
}

}  // namespace
}  // namespace sudoku::testing
