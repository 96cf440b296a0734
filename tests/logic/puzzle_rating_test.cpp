// Rating a puzzle (src/logic/puzzle_rating.cpp): the solutions counted first, then the whole
// ladder for a puzzle with one; the figures are those `sudoku rate` prints.
#include <gtest/gtest.h>

#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "support/examples.hpp"

namespace sudoku::testing {
namespace {

TEST(RatePuzzle, RatesInkalasPuzzleWithTheWholeLadderWhereTheBareSolveStalls) {
  const Puzzle puzzle = read_line(kInkala2012, "test");
  // Without being told the puzzle has one solution, logic leaves out the forcing rungs from 8.5.
  const LogicResult bare = solve_logically(puzzle);
  EXPECT_EQ(bare.status, LogicStatus::stalled);
  EXPECT_EQ(bare.steps.size(), 0U);

  const PuzzleRating rated = rate(puzzle);
  EXPECT_EQ(rated.solutions, 1U);
  EXPECT_TRUE(rated.rated());
  EXPECT_EQ(rated.rating.status, LogicStatus::solved);
  EXPECT_EQ(rated.rating.score, 114);
  EXPECT_EQ(rated.rating.difficulty, Difficulty::extreme);
  EXPECT_EQ(rated.rating.hardest, Technique::nested_forcing_chain);
  EXPECT_EQ(rated.rating.steps, 104);
  EXPECT_EQ(rated.empty_cells, 0);
  const std::vector<std::pair<Technique, int>> counts{{Technique::full_house, 21},
                                                      {Technique::hidden_single, 29},
                                                      {Technique::naked_single, 10},
                                                      {Technique::pointing, 4},
                                                      {Technique::claiming, 3},
                                                      {Technique::hidden_pair, 1},
                                                      {Technique::xy_wing, 1},
                                                      {Technique::vwxyz_wing, 1},
                                                      {Technique::alternating_inference_chain, 1},
                                                      {Technique::forcing_chain, 2},
                                                      {Technique::dynamic_forcing_chain, 11},
                                                      {Technique::dynamic_forcing_chain_plus, 18},
                                                      {Technique::nested_forcing_chain, 2}};
  EXPECT_EQ(rated.rating.technique_counts, counts);
}

TEST(RatePuzzle, RatesAnEasyPuzzleAsItsLogicalSolve) {
  const Puzzle puzzle = read_grid(kSeed000Puzzle, "test");
  const PuzzleRating rated = rate(puzzle);
  EXPECT_EQ(rated.solutions, 1U);
  EXPECT_EQ(rated.rating.score, 23);
  EXPECT_EQ(rated.rating.difficulty, Difficulty::medium);
  EXPECT_EQ(rated.rating.steps, 59);
  EXPECT_EQ(rated.empty_cells, 0);
}

TEST(RatePuzzle, GivesNoRatingToAPuzzleWithNoSolution) {
  const PuzzleRating rated = rate(read_grid(kImpossiblePuzzle, "test"));
  EXPECT_EQ(rated.solutions, 0U);
  EXPECT_FALSE(rated.rated());
  EXPECT_EQ(rated.rating.status, LogicStatus::contradiction);
  EXPECT_EQ(rated.rating.steps, 0);
  EXPECT_EQ(rated.empty_cells, 72);
}

TEST(RatePuzzle, GivesNoRatingToAPuzzleWithSeveralSolutions) {
  const PuzzleRating rated = rate(Puzzle(Geometry(9)));
  EXPECT_EQ(rated.solutions, 2U);
  EXPECT_FALSE(rated.rated());
  EXPECT_EQ(rated.rating.status, LogicStatus::stalled);
  EXPECT_EQ(rated.rating.steps, 0);
  EXPECT_EQ(rated.empty_cells, 81);
}

TEST(RatePuzzle, SaysAStallIsHarderThanTheTopRungItCouldUse) {
  // Only singles allowed: Inkala's puzzle stalls at once, above the naked single's 2.3.
  RateOptions options;
  options.logic.techniques = {Technique::full_house, Technique::hidden_single,
                              Technique::naked_single};
  const PuzzleRating rated = rate(read_line(kInkala2012, "test"), options);
  EXPECT_EQ(rated.solutions, 1U);
  EXPECT_EQ(rated.rating.status, LogicStatus::stalled);
  EXPECT_EQ(rated.rating.difficulty, Difficulty::extreme);
  EXPECT_EQ(rated.above, 23);
  EXPECT_EQ(rated.empty_cells, 60);
}

TEST(RatePuzzle, RunsLogicWithoutTheUniquenessTechniquesWhenTheCountRunsOut) {
  RateOptions options;
  options.counting.node_limit = 1;
  const PuzzleRating rated = rate(read_line(kInkala2012, "test"), options);
  EXPECT_EQ(rated.solutions, std::nullopt);
  EXPECT_TRUE(rated.rated());
  EXPECT_EQ(rated.rating.status, LogicStatus::stalled);
  EXPECT_EQ(rated.rating.steps, 0);
  EXPECT_EQ(rated.above, 75);  // the first forcing rung: the three above wait for one solution
}

}  // namespace
}  // namespace sudoku::testing
