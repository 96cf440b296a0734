// Many puzzles on several threads (src/solve/batch.cpp): answers in input order whatever the
// threads and chunks, progress from the calling thread, and a batch stopped by an exception or
// by its stop flag.
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include "solve/batch_chunk.hpp"
#include "sudoku/batch.hpp"
#include "sudoku/format.hpp"
#include "support/examples.hpp"

namespace sudoku::testing {
namespace {

// Seed 000, Inkala's, the impossible one and the empty grid, `copies` times over in that order.
std::vector<Puzzle> mixed_puzzles(int copies) {
  std::vector<Puzzle> puzzles;
  puzzles.reserve(static_cast<std::size_t>(copies) * 4);
  for (int copy = 0; copy < copies; ++copy) {
    puzzles.push_back(read_grid(kSeed000Puzzle, "test"));
    puzzles.push_back(read_line(kInkala2012, "test"));
    puzzles.push_back(read_grid(kImpossiblePuzzle, "test"));
    puzzles.emplace_back(Geometry(9));
  }
  return puzzles;
}

TEST(SolveBatch, AnswersEachPuzzleInItsPlaceOnAnyNumberOfThreads) {
  const std::vector<Puzzle> puzzles = mixed_puzzles(25);
  SolveOptions counting;
  counting.max_solutions = 2;
  for (int threads : {1, 3, 8}) {
    for (std::size_t chunk : {std::size_t{0}, std::size_t{1}, std::size_t{7}}) {
      BatchOptions batch;
      batch.threads = threads;
      batch.chunk = chunk;
      const std::vector<SolveResult> results = solve_batch(puzzles, counting, batch);
      ASSERT_EQ(results.size(), 100U);
      for (std::size_t index = 0; index < results.size(); index += 4) {
        EXPECT_EQ(results[index].count, 1U);
        EXPECT_EQ(to_grid(*results[index].solution), kSeed000Solution);
        EXPECT_EQ(results[index + 1].count, 1U);
        EXPECT_EQ(to_line(*results[index + 1].solution), kInkala2012Solution);
        EXPECT_EQ(results[index + 2].status, SolveStatus::no_solution);
        EXPECT_EQ(results[index + 2].count, 0U);
        EXPECT_EQ(results[index + 3].status, SolveStatus::solved);
        EXPECT_EQ(results[index + 3].count, 2U);
      }
    }
  }
}

TEST(SolveBatch, ReportsProgressFromTheCallingThreadAndEndsWithTheTotal) {
  const std::vector<Puzzle> puzzles = mixed_puzzles(10);
  const std::thread::id caller = std::this_thread::get_id();
  std::vector<std::size_t> seen;
  BatchOptions batch;
  batch.threads = 2;
  batch.progress = [&](std::size_t done, std::size_t total) {
    EXPECT_EQ(std::this_thread::get_id(), caller);
    EXPECT_EQ(total, 40U);
    if (!seen.empty()) {
      EXPECT_GE(done, seen.back());
    }
    seen.push_back(done);
  };
  solve_batch(puzzles, {}, batch);
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen.back(), 40U);
}

TEST(SolveBatch, AShortBatchGoesInChunksSmallEnoughForEveryThread) {
  EXPECT_EQ(detail::solve_chunk(9, 2), 1U);  // Gecode's 9 minimal 25×25: one at a time
  EXPECT_EQ(detail::solve_chunk(1, 2), 1U);
  EXPECT_EQ(detail::solve_chunk(0, 0), 1U);
  EXPECT_EQ(detail::solve_chunk(100, 2), 12U);  // about four chunks a thread
  EXPECT_EQ(detail::solve_chunk(100, 4), 6U);
  EXPECT_EQ(detail::solve_chunk(49158, 2), detail::kMostSolveChunk);
}

TEST(SolveBatch, ReportsAnEmptyBatchOnce) {
  std::vector<std::pair<std::size_t, std::size_t>> seen;
  BatchOptions batch;
  batch.progress = [&](std::size_t done, std::size_t total) { seen.emplace_back(done, total); };
  EXPECT_TRUE(solve_batch({}, {}, batch).empty());
  EXPECT_EQ(seen, (std::vector<std::pair<std::size_t, std::size_t>>{{0, 0}}));
}

TEST(SolveBatch, AnswersBudgetSpentOnceStopped) {
  const std::vector<Puzzle> puzzles = mixed_puzzles(5);
  const std::atomic<bool> stop{true};
  BatchOptions batch;
  batch.threads = 2;
  batch.stop = &stop;
  const std::vector<SolveResult> results = solve_batch(puzzles, {}, batch);
  ASSERT_EQ(results.size(), 20U);
  for (const SolveResult& result : results) {
    EXPECT_EQ(result.status, SolveStatus::budget_spent);
    EXPECT_FALSE(result.solution);
  }
}

TEST(RunInParallel, RethrowsTheFirstExceptionOfTheWorkAfterEveryWorkerStopped) {
  std::atomic<int> calls{0};
  std::atomic<int> running{0};
  BatchOptions batch;
  batch.threads = 4;
  try {
    run_in_parallel(1000, batch,
                    [&](std::size_t begin, std::size_t, const std::atomic<bool>& stop) {
                      ++calls;
                      if (begin == 0) throw std::runtime_error("row 0 is broken");
                      ++running;
                      while (!stop) std::this_thread::yield();  // until the batch stops
                      --running;
                    });
    FAIL() << "expected the work's exception";
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "row 0 is broken");
  }
  EXPECT_EQ(running.load(), 0);
  EXPECT_LE(calls.load(), 4);  // at most one item a worker: none took another once it stopped
}

TEST(RunInParallel, StopsWhenProgressThrows) {
  std::atomic<std::size_t> visited{0};
  BatchOptions batch;
  batch.threads = 2;
  batch.progress_interval = std::chrono::milliseconds(1);
  batch.progress = [](std::size_t, std::size_t) { throw std::runtime_error("interrupted"); };
  try {
    run_in_parallel(100, batch, [&](std::size_t, std::size_t, const std::atomic<bool>& stop) {
      ++visited;
      while (!stop) std::this_thread::yield();  // ends only when the batch stops
    });
    FAIL() << "expected the progress callback's exception";
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "interrupted");
  }
  EXPECT_LE(visited.load(), 2U);  // at most each worker's first item, then nothing more
}

TEST(RunInParallel, VisitsEveryIndexOnce) {
  std::vector<std::atomic<int>> visits(1001);
  BatchOptions batch;
  batch.threads = 3;
  batch.chunk = 10;
  run_in_parallel(visits.size(), batch,
                  [&](std::size_t begin, std::size_t end, const std::atomic<bool>&) {
                    EXPECT_LE(end - begin, 10U);
                    for (std::size_t index = begin; index < end; ++index) ++visits[index];
                  });
  for (const std::atomic<int>& count : visits) EXPECT_EQ(count.load(), 1);
}

TEST(RateBatch, RatesEachPuzzleAsRateDoesInInputOrder) {
  const std::vector<Puzzle> puzzles = mixed_puzzles(2);
  BatchOptions batch;
  batch.threads = 3;
  const std::vector<PuzzleRating> ratings = rate_batch(puzzles, {}, batch);
  ASSERT_EQ(ratings.size(), 8U);
  for (std::size_t index = 0; index < ratings.size(); index += 4) {
    EXPECT_EQ(ratings[index].rating.score, 23);
    EXPECT_EQ(ratings[index + 1].rating.score, 114);
    EXPECT_EQ(ratings[index + 1].rating.steps, 104);
    EXPECT_EQ(ratings[index + 2].solutions, 0U);
    EXPECT_EQ(ratings[index + 3].solutions, 2U);
  }
}

}  // namespace
}  // namespace sudoku::testing
