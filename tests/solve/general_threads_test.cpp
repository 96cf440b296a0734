// general counting on several threads (SolveOptions::threads; general.cpp, "Counting on several
// threads"): the tree cut into cubes that the threads share. What must hold: the count is the
// one a single thread finds (and the oracle's), up to the limit; the solution returned is one; the
// budget of nodes and time binds every thread together. The tests cut tiny searches (after a
// few nodes, into many cubes) so that every puzzle goes through the split.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <random>
#include <string>

#include "solve/engines.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/engine_cases.hpp"

namespace sudoku {
namespace {

using testing::from_text;
using testing::random_engine_case;
using testing::with;

// Splits any search past its 8th node, into 8 cubes a thread.
constexpr detail::CountSplit kEager{.nodes_before = 8, .cubes_per_thread = 8};

SolveOptions on_threads(int threads, std::uint64_t max_solutions) {
  SolveOptions options = with(Algorithm::general, max_solutions);
  options.threads = threads;
  return options;
}

// A solution grid, read in rows.
const std::string kGrid =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// kGrid with its first `blanks` cells open and a cage over the first row's first three cells
// (the cage keeps the puzzle on general's mask board, not on digit planes).
Puzzle caged_grid_with_blanks(int blanks) {
  Puzzle puzzle = from_text(Geometry(9), std::string(static_cast<std::size_t>(blanks), '.') +
                                             kGrid.substr(static_cast<std::size_t>(blanks)));
  puzzle.add_constraint(Cage{{0, 1, 2}, 5 + 3 + 4});
  return puzzle;
}

// 400 random small puzzles of every kind (4×4 and 6×6, X, Killers, a jigsaw), counted to 50 on
// 2 and 3 threads with the eager split, against backtrack (engine_cases.hpp): the same count and
// status, a true solution; enough of them long enough to be cut.
TEST(GeneralThreads, AgreesWithBacktrackOnRandomSmallPuzzles) {
  int counts = 0;
  int split = 0;
  testing::expect_agreement_with_backtrack(
      [&](const Puzzle& puzzle, std::uint64_t limit) {
        const SolveResult result =
            detail::solve_with_general(puzzle, on_threads(2 + counts++ % 2, limit), kEager);
        if (result.stats.nodes > kEager.nodes_before) ++split;
        return result;
      },
      29, 4);
  EXPECT_GT(split, 50);
}

// 9×9 Killers of long cages and few givens counted to 2 (a proof of uniqueness, or a second
// solution): on 2 threads as on one.
TEST(GeneralThreads, AgreesWithOneThreadOnKillersOfLongCages) {
  std::mt19937 random(31);
  for (int round = 0; round < 60; ++round) {
    const Puzzle puzzle = random_engine_case(random, Geometry(9), round % 3 == 0, true, 9);
    const SolveResult alone = solve(puzzle, with(Algorithm::general, 2));
    const SolveResult result = detail::solve_with_general(puzzle, on_threads(2, 2), kEager);
    ASSERT_EQ(result.count, alone.count) << "round " << round;
    ASSERT_EQ(result.status, alone.status) << "round " << round;
    if (result.solution) {
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle)) << "round " << round;
    }
  }
}

// Thousands of solutions (1,452 and 48,048), every one counted once: each cube's count adds up to
// one thread's.
TEST(GeneralThreads, CountsThousandsOfSolutionsAsOneThreadDoes) {
  for (const int blanks : {42, 45}) {
    const Puzzle puzzle = caged_grid_with_blanks(blanks);
    const SolveResult alone = solve(puzzle, with(Algorithm::general, 0));
    ASSERT_GT(alone.count, 1000U) << blanks;
    for (const int threads : {2, 4}) {
      const SolveResult result = detail::solve_with_general(puzzle, on_threads(threads, 0), kEager);
      EXPECT_EQ(result.count, alone.count) << blanks << " on " << threads;
      EXPECT_EQ(result.status, SolveStatus::solved) << blanks << " on " << threads;
      ASSERT_TRUE(result.solution);
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
    }
  }
}

// A limit below the number of solutions: the count stops at it, solved.
TEST(GeneralThreads, StopsAtTheLimit) {
  const Puzzle puzzle = caged_grid_with_blanks(42);  // 1,452 solutions
  for (const std::uint64_t limit : {2U, 7U, 100U}) {
    const SolveResult result = detail::solve_with_general(puzzle, on_threads(2, limit), kEager);
    EXPECT_EQ(result.count, limit);
    EXPECT_EQ(result.status, SolveStatus::solved);
    ASSERT_TRUE(result.solution);
    EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
  }
}

// The default split (after 10,000 nodes) through solve(): a count of every solution of a long
// search, the same on 2 threads as on one.
TEST(GeneralThreads, SplitsALongCountThroughSolve) {
  const Puzzle puzzle = caged_grid_with_blanks(45);
  const SolveResult alone = solve(puzzle, with(Algorithm::general, 0));
  ASSERT_GT(alone.stats.nodes, detail::CountSplit{}.nodes_before);
  const SolveResult result = solve(puzzle, on_threads(2, 0));
  EXPECT_EQ(result.count, alone.count);
  EXPECT_EQ(result.status, SolveStatus::solved);
}

// One node budget for all the threads, and one deadline: a count that needs more stops with
// budget_spent, having found no more solutions than there are, and within the budget give or
// take a step of shared nodes a thread.
TEST(GeneralThreads, ShareOneBudget) {
  const Puzzle puzzle = caged_grid_with_blanks(45);
  const SolveResult all = solve(puzzle, with(Algorithm::general, 0));
  SolveOptions options = on_threads(2, 0);
  options.node_limit = 3000;
  const SolveResult result = detail::solve_with_general(puzzle, options, kEager);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_LT(result.count, all.count);
  EXPECT_LE(result.stats.nodes, options.node_limit + std::uint64_t{2} * 256 + 2);
  SolveOptions timed = on_threads(2, 0);
  timed.time_limit = std::chrono::milliseconds(20);
  const SolveResult empty = detail::solve_with_general(Puzzle(Geometry(16)), timed, kEager);
  EXPECT_EQ(empty.status, SolveStatus::budget_spent);
}

// The deadline holds for the whole count, not for each cube: 512 cubes of some 1,300 nodes each,
// every one far shorter than the time limit, and all of them together far longer.
TEST(GeneralThreads, ShareOneDeadlineAcrossTheCubes) {
  const Puzzle puzzle = caged_grid_with_blanks(49);  // 323,412 solutions, 657,833 nodes
  SolveOptions options = on_threads(2, 0);
  options.time_limit = std::chrono::milliseconds(100);
  const detail::CountSplit many{.nodes_before = 8, .cubes_per_thread = 256};
  const SolveResult result = detail::solve_with_general(puzzle, options, many);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_LT(result.count, 323'412U);
}

// Solving (one solution) and traced searches stay on the calling thread: the same nodes as
// without threads.
TEST(GeneralThreads, LeavesOneSolutionSearchesAlone) {
  const Puzzle puzzle = caged_grid_with_blanks(50);
  const SolveResult alone = solve(puzzle, with(Algorithm::general, 1));
  const SolveResult result = detail::solve_with_general(puzzle, on_threads(2, 1), kEager);
  EXPECT_EQ(result.stats.nodes, alone.stats.nodes);
  EXPECT_EQ(result.solution, alone.solution);
}

}  // namespace
}  // namespace sudoku
