// The classic9 engine (src/solve/classic9.cpp): the fast 9×9 solver, checked against the seed
// examples, the brute-force counter of tests/support and its own trace. Most tests call the
// engine directly; the trace tests go through solve() with the engine named, as the replay
// helper of tests/support does.
#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "solve/engines.hpp"
#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/examples.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku {
namespace {

using testing::brute_force_count;
using testing::kImpossiblePuzzle;
using testing::kInkala2012;
using testing::kInkala2012Solution;
using testing::kSeed000Puzzle;
using testing::kSeed000Solution;
using testing::kSeed004Puzzle;
using testing::kSeed004Solution;
using testing::Random;
using testing::random_altered_puzzle;
using testing::random_consistent_clues;
using testing::random_cut_puzzle;
using testing::replay_trace;
using testing::TraceReplay;

Puzzle grid(const char* text) { return read_grid(text, "test", Validation::shape_only); }
Puzzle line(const char* text) { return read_line(text, "test", 1, Validation::shape_only); }

SolveOptions classic9_options(std::uint64_t max_solutions = 1, std::uint64_t node_limit = 0) {
  SolveOptions options;
  options.algorithm = Algorithm::classic9;
  options.max_solutions = max_solutions;
  options.node_limit = node_limit;
  return options;
}

SolveResult classic9(const Puzzle& puzzle, std::uint64_t max_solutions = 1,
                     std::uint64_t node_limit = 0) {
  return detail::solve_with_classic9(puzzle, classic9_options(max_solutions, node_limit));
}

// Seed 000's solution with r1c3, r1c9, r2c3 and r2c9 blank: they hold 2 3 / 3 2, and
// swapping them gives a second grid, so the puzzle has exactly two solutions.
Puzzle two_solution_puzzle() {
  Puzzle puzzle = grid(kSeed000Solution);
  for (int cell : {2, 8, 11, 17}) puzzle.clear(cell);
  return puzzle;
}

int count_events(const TraceReplay& replay, TraceEvent::Kind kind) {
  int count = 0;
  for (const TraceEvent& event : replay.events) count += event.kind == kind ? 1 : 0;
  return count;
}

// ---- solving -------------------------------------------------------------------------------

TEST(Classic9, SolvesSeed000BoardToItsUniqueSolution) {
  const SolveResult result = classic9(grid(kSeed000Puzzle), 2);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  EXPECT_EQ(result.engine, Algorithm::classic9);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(to_grid(*result.solution),
            "412985763\n753416892\n986327145\n271568934\n549173628\n368249517\n634751289\n"
            "195832476\n827694351\n");
  EXPECT_EQ(to_grid(*result.solution), kSeed000Solution);
  EXPECT_EQ(result.solution->geometry(), Geometry(9));
}

TEST(Classic9, SolvesSeed004ExampleAndInkala2012ToTheirUniqueSolutions) {
  const SolveResult seed004 = classic9(grid(kSeed004Puzzle), 2);
  EXPECT_EQ(seed004.status, SolveStatus::solved);
  EXPECT_EQ(seed004.count, 1U);
  ASSERT_TRUE(seed004.solution);
  EXPECT_EQ(to_grid(*seed004.solution), kSeed004Solution);

  const SolveResult inkala = classic9(line(kInkala2012), 2);
  EXPECT_EQ(inkala.status, SolveStatus::solved);
  EXPECT_EQ(inkala.count, 1U);
  ASSERT_TRUE(inkala.solution);
  EXPECT_EQ(to_line(*inkala.solution), kInkala2012Solution);
  EXPECT_GT(inkala.stats.guesses, 0U) << "Inkala's puzzle needs a guess after the singles";
}

TEST(Classic9, IsTheEngineSolveRunsWhenAskedByName) {
  const SolveResult result = solve(grid(kSeed000Puzzle), classic9_options());
  EXPECT_EQ(result.engine, Algorithm::classic9);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(to_grid(*result.solution), kSeed000Solution);
}

TEST(Classic9, ReturnsACompleteValidPuzzleAsItsOnlySolution) {
  const SolveResult result = classic9(grid(kSeed000Solution), 0);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  EXPECT_EQ(result.stats.guesses, 0U);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(to_grid(*result.solution), kSeed000Solution);
}

// ---- no solution -----------------------------------------------------------------------------

// The empty grid with `digit` given at two cells.
Puzzle repeated_digit(int cell, int other_cell, Digit digit) {
  Puzzle puzzle{Geometry(9)};
  puzzle.set(cell, digit);
  puzzle.set(other_cell, digit);
  return puzzle;
}

TEST(Classic9, FindsNoSolutionWithoutSearchingWhenGivensRepeatADigit) {
  Puzzle puzzle = grid(kSeed000Puzzle);
  puzzle.set(0, 1);  // r1c1 = 1
  puzzle.set(4, 1);  // r1c5 = 1: twice in row 1, and r2c5 just below holds a 1 too
  const SolveResult result = classic9(puzzle, 0);
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(result.count, 0U);
  EXPECT_FALSE(result.solution);
  EXPECT_EQ(result.stats.nodes, 0U);
  EXPECT_EQ(result.stats.guesses, 0U);
  EXPECT_EQ(result.engine, Algorithm::classic9);
}

TEST(Classic9, FindsNoSolutionWhenGivensRepeatADigitInARowAColumnOrABox) {
  EXPECT_EQ(classic9(repeated_digit(0, 8, 5), 0).status, SolveStatus::no_solution);    // row 1
  EXPECT_EQ(classic9(repeated_digit(4, 76, 5), 0).status, SolveStatus::no_solution);   // column 5
  EXPECT_EQ(classic9(repeated_digit(60, 80, 5), 0).status, SolveStatus::no_solution);  // box 9
  EXPECT_EQ(classic9(repeated_digit(0, 80, 5), 2).count, 2U) << "r1c1 and r9c9 share no house";
}

// The givens are read in two parts, cells 0-63 and 64-80 (classic9_search.hpp): a clash is
// found as the givens are written, with no search, wherever the two cells lie.
TEST(Classic9, FindsAClashOfGivensBeforeSearchingInEitherPartOfTheGrid) {
  const std::array<std::pair<int, int>, 7> clashes{{
      {0, 8},    // row 1, both in the first part
      {26, 35},  // column 9, bands 1 and 2, both in the first part
      {53, 62},  // column 9, bands 2 and 3, both in the first part
      {63, 64},  // row 8, one cell in each part
      {72, 80},  // row 9, both in the second part
      {8, 80},   // column 9, one in each part
      {70, 80},  // box 9, both in the second part
  }};
  for (const auto& [cell, other_cell] : clashes) {
    for (const Digit digit : {Digit{1}, Digit{9}}) {
      const SolveResult result = classic9(repeated_digit(cell, other_cell, digit), 0);
      EXPECT_EQ(result.status, SolveStatus::no_solution) << cell << " and " << other_cell;
      EXPECT_EQ(result.stats.nodes, 0U) << cell << " and " << other_cell;
    }
  }
}

TEST(Classic9, FindsNoSolutionForACellWithNoCandidate) {
  // No digit repeats, yet r1c9 can hold nothing: row 1 lacks only 9, and column 9 has one.
  const Puzzle puzzle = grid(kImpossiblePuzzle);
  ASSERT_TRUE(breaks_no_rule(puzzle));
  const SolveResult result = classic9(puzzle, 0);
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(result.count, 0U);
  EXPECT_FALSE(result.solution);
}

TEST(Classic9, FindsNoSolutionForACompleteGridThatBreaksARule) {
  Puzzle puzzle = grid(kSeed000Solution);
  puzzle.set(0, puzzle.at(1));  // r1c1 repeats r1c2
  EXPECT_EQ(classic9(puzzle, 0).status, SolveStatus::no_solution);
}

// ---- counting --------------------------------------------------------------------------------

TEST(Classic9, CountsTheEmptyGridExactlyUpToTheLimit) {
  for (std::uint64_t limit : {1U, 2U, 1000U}) {
    const SolveResult result = classic9(Puzzle(Geometry(9)), limit);
    EXPECT_EQ(result.status, SolveStatus::solved) << limit;
    EXPECT_EQ(result.count, limit);
    ASSERT_TRUE(result.solution);
    EXPECT_TRUE(is_solution_of(*result.solution, Puzzle(Geometry(9))));
  }
}

TEST(Classic9, CountsBothSolutionsOfAPuzzleWithExactlyTwo) {
  const Puzzle puzzle = two_solution_puzzle();
  const SolveResult all = classic9(puzzle, 0);
  EXPECT_EQ(all.status, SolveStatus::solved);
  EXPECT_EQ(all.count, 2U);
  EXPECT_EQ(classic9(puzzle, 2).count, 2U);
  EXPECT_EQ(classic9(puzzle, 3).count, 2U);
  const SolveResult one = classic9(puzzle, 1);
  EXPECT_EQ(one.status, SolveStatus::solved);
  EXPECT_EQ(one.count, 1U);
  ASSERT_TRUE(one.solution);
  EXPECT_TRUE(is_solution_of(*one.solution, puzzle));
  ASSERT_TRUE(all.solution);
  EXPECT_EQ(*all.solution, *one.solution) << "the first solution found is the one returned";
}

// Puzzles cut from random grids (one to fifty-odd solutions), cut and then altered, and
// random clues no house repeats (mostly none): the counts, up to 50, match brute force.
TEST(Classic9, CountsLikeBruteForceOnRandomPuzzles) {
  Random random(9009);
  for (int round = 0; round < 60; ++round) {
    const int clues = 30 + round % 16;
    const Puzzle puzzle = round % 3 == 0   ? random_cut_puzzle(9, clues, random).puzzle
                          : round % 3 == 1 ? random_altered_puzzle(9, clues, random)
                                           : random_consistent_clues(9, 32, random);
    const std::uint64_t expected = brute_force_count(puzzle, 50);
    const SolveResult result = classic9(puzzle, 50);
    EXPECT_EQ(result.count, expected) << to_line(puzzle);
    EXPECT_EQ(result.status, expected > 0 ? SolveStatus::solved : SolveStatus::no_solution);
    if (result.solution) {
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle)) << to_line(puzzle);
    }
  }
}

// ---- budget ----------------------------------------------------------------------------------

TEST(Classic9, StopsAfterOneNodeOnAPuzzleThatNeedsAGuess) {
  const SolveResult result = classic9(line(kInkala2012), 1, 1);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_EQ(result.count, 0U);
  EXPECT_FALSE(result.solution);
}

TEST(Classic9, FinishesWithinAGenerousNodeBudget) {
  const SolveResult unlimited = classic9(line(kInkala2012));
  ASSERT_GT(unlimited.stats.nodes, 1U);
  const SolveResult limited = classic9(line(kInkala2012), 1, unlimited.stats.nodes);
  EXPECT_EQ(limited.status, SolveStatus::solved);
  EXPECT_EQ(limited.stats.nodes, unlimited.stats.nodes);
  const SolveResult short_by_one = classic9(line(kInkala2012), 1, unlimited.stats.nodes - 1);
  EXPECT_EQ(short_by_one.status, SolveStatus::budget_spent);
}

TEST(Classic9, KeepsTheSolutionsFoundBeforeTheBudgetRunsOut) {
  const SolveResult result = classic9(Puzzle(Geometry(9)), 0, 2000);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_GT(result.count, 0U) << "the count so far is a lower bound";
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, Puzzle(Geometry(9))));
}

TEST(Classic9, StopsWhenTheTimeBudgetIsSpent) {
  SolveOptions options = classic9_options(0);
  options.time_limit = std::chrono::milliseconds(20);
  const auto start = std::chrono::steady_clock::now();
  const SolveResult result = detail::solve_with_classic9(Puzzle(Geometry(9)), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

// ---- trace and statistics --------------------------------------------------------------------

TEST(Classic9, ReportsOnePlacementForTheOneBlankCellOfAnAlmostFullGrid) {
  Puzzle puzzle = grid(kSeed000Solution);
  puzzle.clear(40);  // r5c5 holds 7
  const TraceReplay replay = replay_trace(puzzle, classic9_options());
  ASSERT_EQ(replay.events.size(), 1U);
  EXPECT_EQ(replay.events[0].kind, TraceEvent::Kind::placement);
  EXPECT_EQ(replay.events[0].cell, 40);
  EXPECT_EQ(replay.events[0].digit, 7);
  const SolveResult result = classic9(puzzle);
  EXPECT_EQ(result.stats.nodes, 1U);
  EXPECT_EQ(result.stats.guesses, 0U);
}

TEST(Classic9, TraceReplayedOnThePuzzleEndsOnTheSolution) {
  for (const Puzzle& puzzle : {grid(kSeed000Puzzle), grid(kSeed004Puzzle), line(kInkala2012)}) {
    const TraceReplay replay = replay_trace(puzzle, classic9_options());
    ASSERT_EQ(replay.problem, "") << to_line(puzzle);
    const SolveResult result = classic9(puzzle);
    ASSERT_TRUE(result.solution);
    EXPECT_EQ(replay.board, *result.solution) << to_line(puzzle);
    EXPECT_EQ(static_cast<std::uint64_t>(count_events(replay, TraceEvent::Kind::guess)),
              result.stats.guesses);
  }
}

TEST(Classic9, TraceTakesBackEveryCellWrittenSinceAFailedGuessNewestFirst) {
  const TraceReplay replay = replay_trace(line(kInkala2012), classic9_options());
  ASSERT_EQ(replay.problem, "");
  ASSERT_GT(count_events(replay, TraceEvent::Kind::backtrack), 0);
  // The cells written so far, as a stack: each backtrack takes back the newest one, and a run
  // of backtracks stops right after taking back the guess that opened the failed branch.
  std::vector<TraceEvent> written;
  bool in_run = false;
  TraceEvent::Kind last_taken_back = TraceEvent::Kind::guess;
  for (const TraceEvent& event : replay.events) {
    if (event.kind == TraceEvent::Kind::backtrack) {
      ASSERT_FALSE(written.empty());
      EXPECT_EQ(written.back().cell, event.cell) << "backtracks come newest first";
      EXPECT_EQ(written.back().digit, event.digit);
      last_taken_back = written.back().kind;
      written.pop_back();
      in_run = true;
      continue;
    }
    if (in_run) {
      EXPECT_EQ(last_taken_back, TraceEvent::Kind::guess) << "a run ends on a guess";
    }
    in_run = false;
    written.push_back(event);
  }
  EXPECT_FALSE(in_run) << "the search ends on the solution, not on a backtrack";
}

TEST(Classic9, TraceOfAFullCountMeetsEverySolution) {
  const Puzzle puzzle = two_solution_puzzle();
  const TraceReplay replay = replay_trace(puzzle, classic9_options(0));
  ASSERT_EQ(replay.problem, "");
  ASSERT_EQ(replay.complete_boards.size(), 2U);
  EXPECT_NE(replay.complete_boards[0], replay.complete_boards[1]);
  for (const Puzzle& board : replay.complete_boards) EXPECT_TRUE(is_solution_of(board, puzzle));
  ASSERT_TRUE(replay.result.solution);
  EXPECT_EQ(replay.complete_boards[0], *replay.result.solution);
  EXPECT_EQ(count_events(replay, TraceEvent::Kind::guess), 2);
  EXPECT_EQ(replay.result.stats.guesses, 2U);
}

TEST(Classic9, TracingChangesNothingButTheEvents) {
  for (const Puzzle& puzzle : {grid(kSeed000Puzzle), line(kInkala2012), two_solution_puzzle()}) {
    const SolveResult quiet = classic9(puzzle, 0);
    const TraceReplay traced = replay_trace(puzzle, classic9_options(0));
    EXPECT_EQ(traced.result.count, quiet.count);
    EXPECT_EQ(traced.result.solution, quiet.solution);
    EXPECT_EQ(traced.result.stats.nodes, quiet.stats.nodes);
    EXPECT_EQ(traced.result.stats.guesses, quiet.stats.guesses);
  }
}

TEST(Classic9, CountsOneNodePerSearchStateAndOneGuessPerDigitTried) {
  // The two-solution puzzle: propagation stalls on four cells of 2 or 3, a guess at one of
  // them forces the rest, and counting tries both digits: three nodes, two guesses.
  const SolveResult result = classic9(two_solution_puzzle(), 0);
  EXPECT_EQ(result.stats.nodes, 3U);
  EXPECT_EQ(result.stats.guesses, 2U);
}

TEST(Classic9, GivesTheSameAnswerEveryTime) {
  const Puzzle puzzle = line(kInkala2012);
  const SolveResult first = classic9(puzzle, 2);
  const SolveResult second = classic9(puzzle, 2);
  EXPECT_EQ(first.solution, second.solution);
  EXPECT_EQ(first.count, second.count);
  EXPECT_EQ(first.stats.nodes, second.stats.nodes);
  EXPECT_EQ(first.stats.guesses, second.stats.guesses);
}

// ---- the builds of the search ----------------------------------------------------------------

// Every copy this processor can run (the x86-64-v3 one and the AVX-512 lanes one where it has
// them) must give the portable copy's answers, solutions, counts, nodes and guesses; the
// dispatched one is one of them.
TEST(Classic9, EveryCopyAnswersLikeThePortableOne) {
  std::vector<detail::Classic9Copy> copies;
  for (const detail::Classic9Copy copy :
       {detail::Classic9Copy::x86_64_v3, detail::Classic9Copy::lanes}) {
    if (detail::classic9_can_run(copy)) copies.push_back(copy);
  }
  EXPECT_TRUE(detail::classic9_dispatched_copy() == detail::Classic9Copy::portable ||
              detail::classic9_can_run(detail::classic9_dispatched_copy()));
  Random random(4242);
  for (int round = 0; round < 3000; ++round) {
    const int clues = 17 + round % 30;
    const Puzzle puzzle = round % 3 == 0   ? random_cut_puzzle(9, clues, random).puzzle
                          : round % 3 == 1 ? random_altered_puzzle(9, clues, random)
                                           : random_consistent_clues(9, 24, random);
    for (const std::uint64_t limit : {1U, 2U, 20U}) {
      const SolveResult portable = detail::solve_with_classic9_copy(
          detail::Classic9Copy::portable, puzzle, classic9_options(limit));
      for (const detail::Classic9Copy copy : copies) {
        const SolveResult fast =
            detail::solve_with_classic9_copy(copy, puzzle, classic9_options(limit));
        const std::string_view name = detail::classic9_copy_name(copy);
        ASSERT_EQ(fast.status, portable.status) << name << ' ' << to_line(puzzle);
        ASSERT_EQ(fast.count, portable.count) << name << ' ' << to_line(puzzle);
        ASSERT_EQ(fast.stats.nodes, portable.stats.nodes) << name << ' ' << to_line(puzzle);
        ASSERT_EQ(fast.stats.guesses, portable.stats.guesses) << name << ' ' << to_line(puzzle);
        ASSERT_EQ(fast.solution.has_value(), portable.solution.has_value()) << name;
        if (fast.solution) {
          ASSERT_EQ(to_line(*fast.solution), to_line(*portable.solution)) << name;
        }
      }
    }
  }
}

// With few givens no cell has two candidates at the root, and each copy branches on the first
// cell with the fewest (the lanes copy counts them across its vectors): the empty grid and
// grids of 0 to 8 consistent givens, counted to 20 solutions, take the same path in every copy.
TEST(Classic9, EveryCopyBranchesAlikeOnSparseGrids) {
  Random random(77);
  for (int round = 0; round < 300; ++round) {
    const Puzzle puzzle = random_consistent_clues(9, round % 9, random);
    const SolveResult portable = detail::solve_with_classic9_copy(detail::Classic9Copy::portable,
                                                                  puzzle, classic9_options(20));
    ASSERT_EQ(portable.count, 20U) << to_line(puzzle);
    for (const detail::Classic9Copy copy :
         {detail::Classic9Copy::x86_64_v3, detail::Classic9Copy::lanes}) {
      if (!detail::classic9_can_run(copy)) continue;
      const SolveResult fast = detail::solve_with_classic9_copy(copy, puzzle, classic9_options(20));
      ASSERT_EQ(fast.count, portable.count) << to_line(puzzle);
      ASSERT_EQ(fast.stats.nodes, portable.stats.nodes) << to_line(puzzle);
      ASSERT_EQ(fast.stats.guesses, portable.stats.guesses) << to_line(puzzle);
      ASSERT_EQ(to_line(*fast.solution), to_line(*portable.solution)) << to_line(puzzle);
    }
  }
}

// A node budget stops every copy at the same node, with the same status.
TEST(Classic9, EveryCopySpendsABudgetAlike) {
  const Puzzle puzzle = read_line(
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", "test");
  for (const detail::Classic9Copy copy :
       {detail::Classic9Copy::portable, detail::Classic9Copy::x86_64_v3,
        detail::Classic9Copy::lanes}) {
    if (!detail::classic9_can_run(copy)) continue;
    for (const std::uint64_t node_limit : {1U, 5U, 40U}) {
      const SolveResult result =
          detail::solve_with_classic9_copy(copy, puzzle, classic9_options(1, node_limit));
      EXPECT_EQ(result.status, SolveStatus::budget_spent) << detail::classic9_copy_name(copy);
      EXPECT_EQ(result.stats.nodes, node_limit + 1) << detail::classic9_copy_name(copy);
    }
  }
}

}  // namespace
}  // namespace sudoku
