// Many puzzles on several threads (sudoku/batch.hpp), on the pool of every batch
// (solve/ordered_pipeline.hpp): its items are ranges of indices, read from a counter; each
// answer goes into its own slot, so the answers are in input order whichever thread finished
// first; the calling thread only waits, reports progress and passes on a request to stop.
// Nothing here allocates per puzzle beyond what solve() and rate() do.
#include "sudoku/batch.hpp"

#include <algorithm>
#include <system_error>
#include <thread>

#include "solve/batch_chunk.hpp"
#include "solve/ordered_pipeline.hpp"

namespace sudoku {
namespace {

std::size_t worker_count(int threads, std::size_t chunks) {
  std::size_t wanted = threads > 0 ? static_cast<std::size_t>(threads)
                                   : std::max(1U, std::thread::hardware_concurrency());
  return std::min(wanted, chunks);
}

// One item of the pool: the indices [begin, end).
struct Range {
  std::size_t begin = 0;
  std::size_t end = 0;
};

BatchOptions with_chunk(const BatchOptions& options, std::size_t chunk) {
  BatchOptions chosen = options;
  if (chosen.chunk == 0) chosen.chunk = chunk;
  return chosen;
}

}  // namespace

void run_in_parallel(std::size_t count, const BatchOptions& options, const BatchWork& work) {
  const std::size_t chunk = std::max<std::size_t>(options.chunk, 1);
  if (count != 0) {
    const std::size_t chunks = count / chunk + (count % chunk != 0 ? 1 : 0);
    parallel::OrderedPipeline<Range> pool(static_cast<int>(worker_count(options.threads, chunks)));
    if (pool.started() == 0) throw std::system_error(pool.start_failure(), "run_in_parallel");
    std::size_t next = 0;
    std::atomic<std::size_t> done{0};
    bool stopped = false;
    parallel::PipelineOptions pipeline;
    pipeline.stop = options.stop;
    pipeline.tick_interval = options.progress_interval;
    if (options.progress) {
      pipeline.tick = [&] {
        stopped = stopped || (options.stop != nullptr && options.stop->load());
        if (!stopped) options.progress(std::min(done.load(), count), count);
      };
    }
    pool.run(
        [&](Range& range) {
          if (next >= count) return false;
          range = {next, std::min(count, next + chunk)};
          next = range.end;
          return true;
        },
        [&](Range& range, const std::atomic<bool>& stopping) {
          work(range.begin, range.end, stopping);
          done += range.end - range.begin;
        },
        [](Range&) {}, pipeline);
  }
  if (options.progress && (options.stop == nullptr || !options.stop->load())) {
    options.progress(count, count);
  }
}

std::vector<SolveResult> solve_batch(std::span<const Puzzle> puzzles, const SolveOptions& options,
                                     const BatchOptions& batch) {
  std::vector<SolveResult> results(puzzles.size());
  for (SolveResult& result : results) result.status = SolveStatus::budget_spent;
  const std::size_t workers = worker_count(batch.threads, puzzles.size());
  run_in_parallel(puzzles.size(), with_chunk(batch, detail::solve_chunk(puzzles.size(), workers)),
                  [&](std::size_t begin, std::size_t end, const std::atomic<bool>& stop) {
                    SolveOptions each = options;
                    each.stop = &stop;
                    for (std::size_t index = begin; index < end && !stop; ++index) {
                      results[index] = solve(puzzles[index], each);
                    }
                  });
  return results;
}

std::vector<PuzzleRating> rate_batch(std::span<const Puzzle> puzzles, const RateOptions& options,
                                     const BatchOptions& batch) {
  std::vector<PuzzleRating> ratings(puzzles.size());
  for (PuzzleRating& rating : ratings) rating.rating.status = LogicStatus::budget_spent;
  run_in_parallel(puzzles.size(), with_chunk(batch, 1),
                  [&](std::size_t begin, std::size_t end, const std::atomic<bool>& stop) {
                    RateOptions each = options;
                    each.counting.stop = &stop;
                    // A count told to stop would leave the logic to run without the techniques
                    // that need one solution: the rest of the chunk is left unrated.
                    for (std::size_t index = begin; index < end && !stop; ++index) {
                      ratings[index] = rate(puzzles[index], each);
                    }
                  });
  return ratings;
}

}  // namespace sudoku
