// The nested forcing chain plus (src/logic/nested_plus.cpp): each option followed with the
// search engine's propagation and a trial of each candidate left. On a minimal Killer of our own
// generator (`generate --variant killer --minimal --count 30 --seed 1`, its 26th), one of the 5
// of those 30 that stall with every rung below it, whatever their budget of work.
#include <gtest/gtest.h>

#include <chrono>

#include "logic/techniques.hpp"
#include "sudoku/format.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

constexpr const char* kMinimalKiller =
    "variant: killer\n"
    "aaabcccddaeebbbcdfgeebhhhffggiijhhfklgmijjnnkllmmopnnklqmmoprrklqsoopprrqqsssttrr "
    "a=16,b=22,c=22,d=20,e=24,f=19,g=21,h=21,i=11,j=19,k=19,l=24,m=21,n=23,o=19,p=28,q=23,r=23,"
    "s=21,t=9\n";
constexpr const char* kMinimalKillerSolution =
    "143259678879346251526781439784195362912673584365428197451937826237864915698512743";

Puzzle minimal_killer() { return read_puzzle(kMinimalKiller, "test"); }

// At the empty grid: the first cell, tried with 3, meets a contradiction once its trials have
// ruled out 42 candidates; the step says so and names the first four.
TEST(NestedForcingChainPlus, RemovesAnOptionWhoseTrialsMeetAContradiction) {
  const CandidateGrid grid(minimal_killer());
  const std::optional<Step> step = logic::find_nested_forcing_chain_plus(grid);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->technique, Technique::nested_forcing_chain_plus);
  EXPECT_EQ(step->explanation,
            "Nested forcing chain plus: if r1c1 were 3, the rules' propagation, with each "
            "candidate left tried the same way, would rule out 42 candidates (r1c2 = 1, r1c2 = 8, "
            "r1c3 = 1, r1c3 = 2 and 38 more) and then meet a contradiction; so remove 3 from "
            "r1c1.");
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(1, 1), 3}}));
  EXPECT_EQ(step->rating, 110 + logic::length_tenths(42));
  EXPECT_EQ(read_line(kMinimalKillerSolution, "test").at(at(1, 1)), 1);
}

// Each propagation is a unit of the deadline's work: with fewer units than the step takes, or
// past the clock, the rung finds nothing; with enough, the step above.
TEST(NestedForcingChainPlus, FindsNothingPastItsBudgetOrDeadline) {
  const CandidateGrid grid(minimal_killer());
  const logic::Deadline counted;
  const std::optional<Step> step = logic::find_nested_forcing_chain_plus(grid, counted);
  ASSERT_TRUE(step.has_value());
  ASSERT_GT(counted.spent(), 1);
  const logic::Deadline short_of_it(std::nullopt, counted.spent() - 1);
  EXPECT_FALSE(logic::find_nested_forcing_chain_plus(grid, short_of_it).has_value());
  const logic::Deadline just_enough(std::nullopt, counted.spent() + 1);
  const std::optional<Step> again = logic::find_nested_forcing_chain_plus(grid, just_enough);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->explanation, step->explanation);
  const logic::Deadline passed(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  EXPECT_FALSE(logic::find_nested_forcing_chain_plus(grid, passed).has_value());
}

// The whole ladder but it stalls on the puzzle; with it the puzzle is solved, every step true.
TEST(NestedForcingChainPlus, SolvesAMinimalKillerTheRungsBelowStallOn) {
  const Puzzle puzzle = minimal_killer();
  const Puzzle solution = read_line(kMinimalKillerSolution, "test");
  LogicOptions below;
  below.unique_solution = true;
  for (const TechniqueInfo& info : technique_ladder()) {
    if (info.technique != Technique::nested_forcing_chain_plus) {
      below.techniques.push_back(info.technique);
    }
  }
  EXPECT_EQ(solve_logically(puzzle, below).status, LogicStatus::stalled);
  LogicOptions all;
  all.unique_solution = true;
  const LogicResult result = solve_logically(puzzle, all);
  ASSERT_EQ(result.status, LogicStatus::solved);
  EXPECT_EQ(result.grid.cells(), solution.cells());
  int used = 0;
  for (const Step& step : result.steps) {
    for (const Placement& placement : step.placements) {
      EXPECT_EQ(solution.at(placement.cell), placement.digit) << step.explanation;
    }
    for (const Elimination& elimination : step.eliminations) {
      EXPECT_NE(solution.at(elimination.cell), elimination.digit) << step.explanation;
    }
    if (step.technique == Technique::nested_forcing_chain_plus) ++used;
  }
  EXPECT_GT(used, 0);
}

// Used for a puzzle known to have one solution, with variant rules too, up to 16×16; on Killers
// up to 9×9 only.
TEST(NestedForcingChainPlus, TopsTheLadderUpToSixteenBySixteen) {
  const TechniqueInfo& top = technique_ladder().back();
  EXPECT_EQ(top.technique, Technique::nested_forcing_chain_plus);
  EXPECT_EQ(top.name, "nested forcing chain plus");
  EXPECT_EQ(top.rating, 110);
  EXPECT_TRUE(top.needs_unique_solution);
  EXPECT_TRUE(usable(top, minimal_killer()));
  EXPECT_TRUE(usable(top, Puzzle(Geometry(16))));
  EXPECT_TRUE(usable(top, Puzzle(Geometry(12))));
  EXPECT_FALSE(usable(top, Puzzle(Geometry(25))));
  Puzzle large_killer{Geometry(16)};
  large_killer.add_constraint(Cage{{0, 1}, 3});
  EXPECT_FALSE(usable(top, large_killer));
}

}  // namespace
}  // namespace sudoku::testing
