// The backtrack engine (src/solve/backtrack.cpp): seed 000's algorithm, the reference oracle.
// Every test asks for it by name, so the dispatcher plays no part here.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/examples.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku {
namespace {

using testing::all_4x4_grids;
using testing::brute_force_4x4_solutions;
using testing::keeps_constraints;
using testing::kEmptyGridByBacktrack;
using testing::kImpossiblePuzzle;
using testing::kSeed000Puzzle;
using testing::kSeed000Solution;
using testing::kSeed004Puzzle;
using testing::kSeed004Solution;
using testing::replay_trace;
using testing::TraceReplay;

Puzzle grid(const char* text) { return read_grid(text, "test", Validation::shape_only); }

SolveResult backtrack(const Puzzle& puzzle, std::uint64_t max_solutions = 1,
                      std::uint64_t node_limit = 0) {
  SolveOptions options;
  options.algorithm = Algorithm::backtrack;
  options.max_solutions = max_solutions;
  options.node_limit = node_limit;
  return solve(puzzle, options);
}

// Seed 000's solution with r1c3, r1c9, r2c3 and r2c9 blank: they hold 2 3 / 3 2, and
// swapping them gives a second grid, so the puzzle has exactly two solutions.
Puzzle two_solution_puzzle() {
  Puzzle puzzle = grid(kSeed000Solution);
  for (int cell : {2, 8, 11, 17}) puzzle.clear(cell);
  return puzzle;
}

SolveOptions backtrack_options(std::uint64_t max_solutions) {
  SolveOptions options;
  options.algorithm = Algorithm::backtrack;
  options.max_solutions = max_solutions;
  return options;
}

// The cells of both diagonals of a 4×4 grid as extra houses (a 4×4 Sudoku X).
Puzzle four_by_four_x() {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(ExtraHouse{"main diagonal", {0, 5, 10, 15}});
  puzzle.add_constraint(ExtraHouse{"anti-diagonal", {3, 6, 9, 12}});
  return puzzle;
}

// ---- seed examples, pinned exactly --------------------------------------------------------------

TEST(Backtrack, SolvesSeed000BoardToItsSolution) {
  const SolveResult result = backtrack(grid(kSeed000Puzzle));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  EXPECT_EQ(result.engine, Algorithm::backtrack);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(to_grid(*result.solution), kSeed000Solution);
}

TEST(Backtrack, SolvesSeed004ExampleToItsSolution) {
  const SolveResult result = backtrack(grid(kSeed004Puzzle));
  EXPECT_EQ(result.status, SolveStatus::solved);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(to_grid(*result.solution), kSeed004Solution);
}

TEST(Backtrack, FillsTheEmptyGridAsSeed004Prints) {
  const SolveResult result = backtrack(Puzzle(Geometry(9)));
  EXPECT_EQ(result.status, SolveStatus::solved);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(to_grid(*result.solution),
            "123456789\n456789123\n789123456\n214365897\n365897214\n897214365\n531642978\n"
            "642978531\n978531642\n");
  EXPECT_EQ(to_grid(*result.solution), kEmptyGridByBacktrack);
}

TEST(Backtrack, FindsNoSolutionForTheImpossiblePuzzle) {
  const SolveResult result = backtrack(grid(kImpossiblePuzzle));
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(result.count, 0U);
  EXPECT_FALSE(result.solution);
  EXPECT_EQ(result.engine, Algorithm::backtrack);
}

TEST(Backtrack, FindsNoSolutionWithoutSearchingWhenGivensRepeatADigit) {
  const SolveResult result = backtrack(grid("1..1\n....\n....\n....\n"), 0);
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(result.count, 0U);
  EXPECT_EQ(result.stats.nodes, 0U);
}

TEST(Backtrack, ReturnsACompleteValidPuzzleAsItsOnlySolution) {
  const SolveResult result = backtrack(grid(kSeed000Solution), 0);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  EXPECT_EQ(result.stats.nodes, 0U);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(to_grid(*result.solution), kSeed000Solution);
}

TEST(Backtrack, FindsNoSolutionForACompleteGridThatBreaksARule) {
  const SolveResult result = backtrack(grid("1234\n3412\n2143\n4312\n"), 0);
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(result.count, 0U);
}

// ---- counting -----------------------------------------------------------------------------------

TEST(Backtrack, CountsBothSolutionsOfAPuzzleWithExactlyTwo) {
  const Puzzle puzzle = two_solution_puzzle();
  const SolveResult all = backtrack(puzzle, 0);
  EXPECT_EQ(all.status, SolveStatus::solved);
  EXPECT_EQ(all.count, 2U);
  const SolveResult two = backtrack(puzzle, 2);
  EXPECT_EQ(two.count, 2U);
  const SolveResult one = backtrack(puzzle, 1);
  EXPECT_EQ(one.status, SolveStatus::solved);
  EXPECT_EQ(one.count, 1U);
  // Digits are tried in increasing order, so r1c3 gets 2 first: seed 000's own solution.
  ASSERT_TRUE(one.solution);
  EXPECT_EQ(to_grid(*one.solution), kSeed000Solution);
  ASSERT_TRUE(all.solution);
  EXPECT_EQ(*all.solution, *one.solution) << "the first solution found is the one returned";
}

TEST(Backtrack, CountsThe288GridsOfTheEmptyFourByFour) {
  const SolveResult result = backtrack(Puzzle(Geometry(4)), 0);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 288U);
  EXPECT_EQ(result.count, all_4x4_grids().size());
}

TEST(Backtrack, StopsCountingAtMaxSolutions) {
  for (std::uint64_t limit : {1U, 2U, 7U, 100U, 287U, 288U, 289U, 5000U}) {
    const SolveResult result = backtrack(Puzzle(Geometry(4)), limit);
    EXPECT_EQ(result.status, SolveStatus::solved) << limit;
    EXPECT_EQ(result.count, std::min<std::uint64_t>(limit, 288)) << limit;
  }
}

TEST(Backtrack, CountsLikeBruteForceOnRandomFourByFourPuzzles) {
  testing::Random random(4);
  for (int i = 0; i < 300; ++i) {
    const int clues = testing::random_below(random, 9);
    const Puzzle puzzle = i % 2 == 0 ? testing::random_cut_puzzle(4, clues, random).puzzle
                                     : testing::random_consistent_clues(4, clues + 2, random);
    const std::vector<Puzzle> expected = brute_force_4x4_solutions(puzzle);
    const SolveResult result = backtrack(puzzle, 0);
    ASSERT_EQ(result.count, expected.size()) << to_line(puzzle);
    EXPECT_EQ(result.status, expected.empty() ? SolveStatus::no_solution : SolveStatus::solved);
    if (!expected.empty()) {
      // Row-major search with digits in increasing order finds the smallest grid first.
      ASSERT_TRUE(result.solution);
      EXPECT_EQ(*result.solution, expected.front()) << to_line(puzzle);
    }
  }
}

// ---- extra houses and cages ---------------------------------------------------------------------

TEST(Backtrack, FindsExactlyTheFourByFourGridsThatKeepBothDiagonals) {
  const Puzzle puzzle = four_by_four_x();
  const std::vector<Puzzle> expected = brute_force_4x4_solutions(puzzle);
  ASSERT_FALSE(expected.empty());
  ASSERT_LT(expected.size(), 288U);
  const SolveResult result = backtrack(puzzle, 0);
  EXPECT_EQ(result.count, expected.size());
  const TraceReplay replay = replay_trace(puzzle, backtrack_options(0));
  ASSERT_EQ(replay.problem, "");
  ASSERT_EQ(replay.complete_boards.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(replay.complete_boards[i].cells(), expected[i].cells()) << "solution " << i;
    EXPECT_TRUE(keeps_constraints(replay.complete_boards[i], puzzle)) << "solution " << i;
  }
}

TEST(Backtrack, KeepsDiagonalsOnRandomFourByFourXPuzzles) {
  testing::Random random(44);
  for (int i = 0; i < 100; ++i) {
    Puzzle puzzle = four_by_four_x();
    const Puzzle givens =
        testing::random_consistent_clues(4, testing::random_below(random, 7), random);
    for (int cell = 0; cell < 16; ++cell) puzzle.set(cell, givens.at(cell));
    const std::vector<Puzzle> expected = brute_force_4x4_solutions(puzzle);
    const SolveResult result = backtrack(puzzle, 0);
    ASSERT_EQ(result.count, expected.size()) << to_line(puzzle);
    if (!expected.empty()) {
      ASSERT_TRUE(result.solution);
      EXPECT_EQ(*result.solution, expected.front()) << to_line(puzzle);
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle)) << to_line(puzzle);
    }
  }
}

TEST(Backtrack, RespectsDiagonalsOnTheEmptyNineByNine) {
  Puzzle puzzle{Geometry(9)};
  std::vector<int> main_diagonal;
  std::vector<int> anti_diagonal;
  for (int i = 0; i < 9; ++i) {
    main_diagonal.push_back(i * 10);
    anti_diagonal.push_back(i * 9 + 8 - i);
  }
  puzzle.add_constraint(ExtraHouse{"main diagonal", main_diagonal});
  puzzle.add_constraint(ExtraHouse{"anti-diagonal", anti_diagonal});
  const SolveResult result = backtrack(puzzle);
  EXPECT_EQ(result.status, SolveStatus::solved);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
  EXPECT_TRUE(keeps_constraints(*result.solution, puzzle));
  EXPECT_EQ(to_grid(*result.solution).substr(0, 30), "123456789\n456789123\n789123456\n");
}

TEST(Backtrack, FindsExactlyTheFourByFourGridsWhoseCagesAddUp) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 3});       // r1c1 + r1c2 = 3: 1 and 2
  puzzle.add_constraint(Cage{{5, 10, 15}, 9});  // r2c2 + r3c3 + r4c4 = 9, all different
  puzzle.add_constraint(Cage{{3, 12}, 7});      // r1c4 + r4c1 = 7: 3 and 4
  const std::vector<Puzzle> expected = brute_force_4x4_solutions(puzzle);
  ASSERT_FALSE(expected.empty());
  const SolveResult result = backtrack(puzzle, 0);
  EXPECT_EQ(result.count, expected.size());
  const TraceReplay replay = replay_trace(puzzle, backtrack_options(0));
  ASSERT_EQ(replay.problem, "");
  ASSERT_EQ(replay.complete_boards.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(replay.complete_boards[i].cells(), expected[i].cells()) << "solution " << i;
  }
}

TEST(Backtrack, FindsNoSolutionWhenACageCannotAddUp) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 8});  // two different digits of 1..4 add up to 7 at most
  EXPECT_EQ(backtrack(puzzle, 0).status, SolveStatus::no_solution);
  Puzzle repeated{Geometry(4)};
  repeated.add_constraint(Cage{{0, 15}, 2});  // 1 + 1 would be needed
  EXPECT_EQ(backtrack(repeated, 0).status, SolveStatus::no_solution);
}

TEST(Backtrack, CountsCagedPuzzlesLikeBruteForce) {
  testing::Random random(7);
  for (int i = 0; i < 100; ++i) {
    Puzzle puzzle{Geometry(4)};
    // Two cages of 2 or 3 random distinct cells, each with a random reachable sum.
    for (int cage = 0; cage < 2; ++cage) {
      const std::vector<int> order = testing::random_permutation(16, random);
      const int size = 2 + testing::random_below(random, 2);
      std::vector<int> cells(order.begin(), order.begin() + size);
      const int sum = size * (size + 1) / 2 + testing::random_below(random, 4);
      puzzle.add_constraint(Cage{cells, sum});
    }
    const std::vector<Puzzle> expected = brute_force_4x4_solutions(puzzle);
    const SolveResult result = backtrack(puzzle, 0);
    ASSERT_EQ(result.count, expected.size()) << "case " << i;
    if (!expected.empty()) {
      ASSERT_TRUE(result.solution);
      EXPECT_EQ(*result.solution, expected.front()) << "case " << i;
    }
  }
}

// ---- budget -------------------------------------------------------------------------------------

TEST(Backtrack, StopsWhenTheNodeBudgetIsSpent) {
  const SolveResult result = backtrack(Puzzle(Geometry(9)), 0, 1000);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_LE(result.stats.nodes, 1001U);
  EXPECT_GE(result.stats.nodes, 1000U);
  EXPECT_EQ(result.solution.has_value(), result.count > 0) << "a solution found is kept";
}

TEST(Backtrack, KeepsTheSolutionsFoundBeforeTheBudgetRunsOut) {
  // Counting the empty 4×4 grid takes more than 60 nodes; the count so far is a lower bound.
  const SolveResult result = backtrack(Puzzle(Geometry(4)), 0, 60);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_GT(result.count, 0U);
  EXPECT_LT(result.count, 288U);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(*result.solution, all_4x4_grids().front());
}

TEST(Backtrack, FinishesWithinAGenerousNodeBudget) {
  const SolveResult unlimited = backtrack(grid(kSeed000Puzzle));
  const SolveResult limited = backtrack(grid(kSeed000Puzzle), 1, unlimited.stats.nodes);
  EXPECT_EQ(limited.status, SolveStatus::solved);
  EXPECT_EQ(limited.stats.nodes, unlimited.stats.nodes);
  const SolveResult short_by_one = backtrack(grid(kSeed000Puzzle), 1, unlimited.stats.nodes - 1);
  EXPECT_EQ(short_by_one.status, SolveStatus::budget_spent);
}

TEST(Backtrack, StopsWhenTheTimeBudgetIsSpent) {
  SolveOptions options = backtrack_options(0);
  options.time_limit = std::chrono::milliseconds(20);
  options.measure_time = true;
  const SolveResult result = solve(Puzzle(Geometry(9)), options);  // counting ~6.7e21 grids
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_GE(result.stats.microseconds, 20'000);
  EXPECT_LT(result.stats.microseconds, 5'000'000);
}

// ---- trace and statistics -----------------------------------------------------------------------

TEST(Backtrack, ReportsOnePlacementForTheOneBlankCellOfAnAlmostFullGrid) {
  Puzzle puzzle = grid(kSeed000Solution);
  puzzle.clear(40);  // r5c5 holds 7
  const TraceReplay replay = replay_trace(puzzle, backtrack_options(1));
  ASSERT_EQ(replay.events.size(), 1U);
  EXPECT_EQ(replay.events[0].kind, TraceEvent::Kind::placement);
  EXPECT_EQ(replay.events[0].cell, 40);
  EXPECT_EQ(replay.events[0].digit, 7);
  const SolveResult result = backtrack(puzzle);
  EXPECT_EQ(result.stats.nodes, 1U);
  EXPECT_EQ(result.stats.guesses, 0U);
}

TEST(Backtrack, ReportsAGuessForEachDigitTriedAtACellWithSeveral) {
  const TraceReplay replay = replay_trace(two_solution_puzzle(), backtrack_options(0));
  ASSERT_EQ(replay.problem, "");
  // r1c3 may hold 2 or 3: guess 2, place the forced rest, find a solution, take all back,
  // then guess 3 and do the same.
  ASSERT_FALSE(replay.events.empty());
  EXPECT_EQ(replay.events[0].kind, TraceEvent::Kind::guess);
  EXPECT_EQ(replay.events[0].cell, 2);
  EXPECT_EQ(replay.events[0].digit, 2);
  int guesses = 0;
  for (const TraceEvent& event : replay.events) guesses += event.kind == TraceEvent::Kind::guess;
  EXPECT_EQ(guesses, 2);
  EXPECT_EQ(backtrack(two_solution_puzzle(), 0).stats.guesses, 2U);
  ASSERT_EQ(replay.complete_boards.size(), 2U);
  EXPECT_EQ(to_grid(replay.complete_boards[0]), kSeed000Solution);
  EXPECT_TRUE(is_solution_of(replay.complete_boards[1], two_solution_puzzle()));
  EXPECT_NE(replay.complete_boards[0], replay.complete_boards[1]);
}

TEST(Backtrack, TraceReplayedOnThePuzzleEndsOnTheSolution) {
  for (const char* text : {kSeed000Puzzle, kSeed004Puzzle}) {
    const Puzzle puzzle = grid(text);
    const TraceReplay replay = replay_trace(puzzle, backtrack_options(1));
    ASSERT_EQ(replay.problem, "") << text;
    const SolveResult result = backtrack(puzzle);
    ASSERT_TRUE(result.solution);
    EXPECT_EQ(replay.board, *result.solution);
    int guesses = 0;
    for (const TraceEvent& event : replay.events) guesses += event.kind == TraceEvent::Kind::guess;
    EXPECT_EQ(static_cast<std::uint64_t>(guesses), result.stats.guesses);
  }
}

TEST(Backtrack, TraceOfAFullCountTakesEverythingBackAndMeetsEverySolution) {
  const Puzzle puzzle{Geometry(4)};
  const TraceReplay replay = replay_trace(puzzle, backtrack_options(0));
  ASSERT_EQ(replay.problem, "");
  EXPECT_EQ(replay.board, puzzle);
  ASSERT_EQ(replay.complete_boards.size(), 288U);
  for (std::size_t i = 0; i < 288; ++i) {
    EXPECT_EQ(replay.complete_boards[i], all_4x4_grids()[i]) << "solution " << i;
  }
}

TEST(Backtrack, GivesTheSameAnswerEveryTime) {
  const Puzzle puzzle = grid(kSeed004Puzzle);
  const SolveResult first = backtrack(puzzle, 2);
  const SolveResult second = backtrack(puzzle, 2);
  EXPECT_EQ(first.solution, second.solution);
  EXPECT_EQ(first.count, second.count);
  EXPECT_EQ(first.stats.nodes, second.stats.nodes);
  EXPECT_EQ(first.stats.guesses, second.stats.guesses);
}

}  // namespace
}  // namespace sudoku
