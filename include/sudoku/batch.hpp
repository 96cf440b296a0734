// sudoku/batch.hpp — many puzzles at once, on several threads, the answers in input order.
//
//   std::vector<Puzzle> puzzles = …;
//   BatchOptions batch;
//   batch.threads = 4;  // 0: one per core
//   batch.progress = [](std::size_t done, std::size_t total) { show(done, total); };
//   std::vector<SolveResult> solved = sudoku::solve_batch(puzzles, {}, batch);
//   std::vector<PuzzleRating> rated = sudoku::rate_batch(puzzles, {}, batch);
//   // solved[i] and rated[i] are always those of puzzles[i]
//
// Counting is solving with SolveOptions::max_solutions: 2 proves uniqueness, 0 counts them all.
//
// Worker threads take the puzzles a chunk at a time from a shared counter, so that one slow
// puzzle holds up only its own chunk; the calling thread waits, calls `progress` now and then,
// and forwards BatchOptions::stop. An exception (from the work, or from `progress`) stops the
// batch: every worker stops after its chunk (a search under way is told to stop), then the first
// exception (in index order) comes out of the call. run_in_parallel is the same machinery for any
// work over indices (rows of an array, lines of a file).
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <span>
#include <vector>

#include "sudoku/logic.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

struct BatchOptions {
  // Worker threads: 0 for one per core. Never more than there are chunks.
  int threads = 0;
  // Puzzles a worker takes at a time; 0 lets the call choose (16 to solve, fewer in a batch too
  // short to give each thread four chunks of 16; 1 to rate: rating one takes from microseconds
  // to a second).
  std::size_t chunk = 0;
  // When set, called from the calling thread every progress_interval while the work runs, with
  // the puzzles finished so far (it may not have changed since the last call), and once more
  // with (total, total) when every puzzle is done (also for an empty batch: (0, 0)). An
  // exception it throws stops the batch and comes out of the call (a Ctrl+C, a closed window).
  std::function<void(std::size_t done, std::size_t total)> progress;
  std::chrono::milliseconds progress_interval{100};
  // When set and it turns true, the batch stops soon: searches under way stop as if their
  // budget were spent, and the puzzles not yet started are answered so (budget_spent).
  const std::atomic<bool>* stop = nullptr;
};

// The work of run_in_parallel on the items [begin, end). `stop` turns true when the batch is
// stopping: hand it to SolveOptions::stop, or look at it between items.
using BatchWork =
    std::function<void(std::size_t begin, std::size_t end, const std::atomic<bool>& stop)>;

// Runs `work` over [0, count) in chunks of options.chunk (0: 1) on options.threads threads and
// returns when all are done, or rethrows the first exception of the work or of `progress`.
// Throws std::system_error when not one worker thread can be started.
void run_in_parallel(std::size_t count, const BatchOptions& options, const BatchWork& work);

// solve() of every puzzle with the same options (their `stop` is replaced by the batch's).
std::vector<SolveResult> solve_batch(std::span<const Puzzle> puzzles,
                                     const SolveOptions& options = {},
                                     const BatchOptions& batch = {});

// rate() of every puzzle: solutions counted to 2, then the logical solve.
std::vector<PuzzleRating> rate_batch(std::span<const Puzzle> puzzles,
                                     const RateOptions& options = {},
                                     const BatchOptions& batch = {});

}  // namespace sudoku
