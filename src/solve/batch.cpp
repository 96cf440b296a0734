// Many puzzles on several threads (sudoku/batch.hpp): workers take chunks of indices from a
// shared counter and write each answer into its own slot, so the answers come out in input order
// whichever thread finished first; the calling thread only waits, reports progress and passes on
// a request to stop. Nothing here allocates per puzzle beyond what solve() and rate() do.
#include "sudoku/batch.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>

namespace sudoku {
namespace {

std::size_t worker_count(int threads, std::size_t chunks) {
  std::size_t wanted = threads > 0 ? static_cast<std::size_t>(threads)
                                   : std::max(1U, std::thread::hardware_concurrency());
  return std::min(wanted, chunks);
}

// What the workers and the calling thread share.
class Batch {
 public:
  Batch(std::size_t count, std::size_t chunk, const std::atomic<bool>* stop)
      : count_(count), chunk_(chunk), stop_(stop) {}

  // A worker: chunks until none is left or the batch stops.
  void work(const BatchWork& work) {
    for (;;) {
      if (stop_ != nullptr && stop_->load()) stopping_ = true;
      if (stopping_) break;
      const std::size_t begin = next_.fetch_add(chunk_);
      if (begin >= count_) break;
      const std::size_t end = std::min(count_, begin + chunk_);
      try {
        work(begin, end, stopping_);
      } catch (...) {
        fail(std::current_exception());
        break;
      }
      done_ += end - begin;
    }
    const std::lock_guard lock(mutex_);
    --running_;
    finished_.notify_all();
  }

  void fail(std::exception_ptr failure) {
    const std::lock_guard lock(mutex_);
    if (!failure_) failure_ = std::move(failure);
    stopping_ = true;
  }

  // The calling thread: waits for the workers, every `interval` reporting progress and passing
  // on `stop`.
  void wait(const BatchOptions& options) {
    for (;;) {
      {
        std::unique_lock lock(mutex_);
        if (finished_.wait_for(lock, options.progress_interval, [&] { return running_ == 0; })) {
          return;
        }
      }
      if (stop_ != nullptr && stop_->load()) stopping_ = true;
      if (options.progress && !stopping_) {
        try {
          options.progress(std::min(done_.load(), count_), count_);
        } catch (...) {
          fail(std::current_exception());
        }
      }
    }
  }

  void set_running(std::size_t running) {
    const std::lock_guard lock(mutex_);
    running_ = running;
  }
  void not_started(std::size_t workers) {
    const std::lock_guard lock(mutex_);
    running_ -= workers;
  }
  std::exception_ptr failure() const { return failure_; }

 private:
  const std::size_t count_;
  const std::size_t chunk_;
  const std::atomic<bool>* const stop_;  // the caller's (BatchOptions::stop)
  std::atomic<std::size_t> next_{0};
  std::atomic<std::size_t> done_{0};
  std::atomic<bool> stopping_{false};
  std::mutex mutex_;
  std::condition_variable finished_;
  std::size_t running_ = 0;
  std::exception_ptr failure_;
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
    const std::size_t workers = worker_count(options.threads, chunks);
    Batch batch(count, chunk, options.stop);
    batch.set_running(workers);
    std::vector<std::thread> threads;
    threads.reserve(workers);
    for (std::size_t started = 0; started < workers; ++started) {
      try {
        threads.emplace_back([&] { batch.work(work); });
      } catch (const std::system_error&) {
        // No more threads to be had (a process or memory limit): those started do the work.
        batch.not_started(workers - started);
        if (threads.empty()) throw;
        break;
      }
    }
    batch.wait(options);
    for (std::thread& thread : threads) thread.join();
    if (batch.failure()) std::rethrow_exception(batch.failure());
  }
  if (options.progress && (options.stop == nullptr || !options.stop->load())) {
    options.progress(count, count);
  }
}

std::vector<SolveResult> solve_batch(std::span<const Puzzle> puzzles, const SolveOptions& options,
                                     const BatchOptions& batch) {
  std::vector<SolveResult> results(puzzles.size());
  for (SolveResult& result : results) result.status = SolveStatus::budget_spent;
  run_in_parallel(puzzles.size(), with_chunk(batch, 16),
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
