// Forcing chains (src/logic/forcing_chains.cpp) in the grids where minimal puzzles stall
// without them: a contradiction, a placement and eliminations, each with its exact sentence.
#include <gtest/gtest.h>

#include <chrono>

#include "logic/techniques.hpp"
#include "sudoku/format.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// The grid where the whole ladder but the forcing chain stalls on `line` (a puzzle with one
// solution).
CandidateGrid stalled_without_forcing_chains(const char* line) {
  const Puzzle puzzle = read_line(line, "test");
  LogicOptions options;
  options.unique_solution = true;
  for (const TechniqueInfo& info : technique_ladder()) {
    if (info.technique != Technique::forcing_chain) options.techniques.push_back(info.technique);
  }
  const LogicResult result = solve_logically(puzzle, options);
  EXPECT_EQ(result.status, LogicStatus::stalled);
  CandidateGrid grid(puzzle);
  for (const Step& step : result.steps) grid.apply(step);
  return grid;
}

TEST(ForcingChain, PlacesWhatEveryOptionOfACellLeadsTo) {
  const CandidateGrid grid = stalled_without_forcing_chains(
      "....29......5....8..3....42.789..6.55.61.......4....7.2...3......12..5.......8..9");
  const std::optional<Step> step = first_step(grid, Technique::forcing_chain);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Forcing chain: r1c4 can only be 3 or 4; either way, singles place r1c9 = 6; so r1c9 "
            "is 6.");
  EXPECT_EQ(step->placements, (std::vector<Placement>{{at(1, 9), 6}}));
  EXPECT_EQ(step->rating, 75);
  // A split on a cell stands in no group: a hint points at the cell (it once read a group the
  // step does not have, and crashed).
  EXPECT_TRUE(step->groups.empty());
  EXPECT_EQ(step_focus(grid, *step), "starting at r1c4");
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
            "Forcing chain: if r2c5 were 1, singles would place r3c7 = 1, r2c9 = 7, r5c7 = 7, "
            "r8c6 = 1 and 21 more, and then find that 7 has no place left in column 2; so remove 1 "
            "from r2c5.");
}

TEST(ForcingChain, RemovesWhatEveryOptionRemoves) {
  const CandidateGrid grid = stalled_without_forcing_chains(
      "......3...5.84..1.4..1....91..3.9.7...3....5.847.1.......6..1.57.....24..1..3....");
  EXPECT_EQ(
      explanation(grid, Technique::forcing_chain),
      "Forcing chain: r1c5 can only be 5 or 9, and either way singles then eliminate the same "
      "candidates, so remove 8 from r8c5, and 9 from r7c5, r8c2 and r8c3.");
}

TEST(ForcingChain, FindsNothingInAnEmptyGrid) {
  EXPECT_FALSE(logic::find_forcing_chain(CandidateGrid{Puzzle(Geometry(9))}));
}

}  // namespace
}  // namespace sudoku::testing
