// Batch mode: ordered, bounded, multi-threaded line processing (see batch.hpp).
#include "cli/batch.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <exception>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "cli/output.hpp"
#include "cli/progress.hpp"
#include "cli/threads.hpp"

namespace sudoku::cli {

void Tally::add(const Tally& other) {
  puzzles += other.puzzles;
  solved += other.solved;
  no_solution += other.no_solution;
  invalid += other.invalid;
  budget_spent += other.budget_spent;
  solve_nanoseconds += other.solve_nanoseconds;
}

namespace {

constexpr std::size_t kChunksPerThread = 4;

// A progress line on stderr (progress.hpp), redrawn at most twice a second, only when stderr
// is a terminal and --no-progress was not given. `total`: the input's lines, when known.
class Progress {
 public:
  explicit Progress(std::optional<std::uint64_t> total)
      : enabled_(progress_wanted()), total_(total) {}

  void update(std::uint64_t lines_done) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(500)) return;
    last_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    std::cerr << "\r\033[K" << progress_text(lines_done, total_, seconds) << std::flush;
    shown_ = true;
  }

  // Erased also when an error ends the batch (binary data, a failed write), before its message.
  ~Progress() { finish(); }
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void finish() {
    if (shown_) std::cerr << "\r\033[K" << std::flush;
    shown_ = false;
  }

 private:
  bool enabled_;
  std::optional<std::uint64_t> total_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_ = start_;
};

void emit(const BatchItem& item) { write_answer(item.output, item.errors); }

Tally run_one_thread(InputSource& input, const LineHandler& handle,
                     std::optional<std::uint64_t> total_lines) {
  Tally tally;
  Progress progress(total_lines);
  std::uint64_t lines_done = 0;
  const bool interactive = isatty(STDIN_FILENO) == 1 && input.name() == "stdin";
  BatchItem item;
  while (input.next_line(item.line, item.line_number, item.too_long)) {
    item.output.clear();
    item.errors.clear();
    handle(item, tally);
    emit(item);
    if (interactive) std::cout << std::flush;
    check_output();
    progress.update(++lines_done);
  }
  progress.finish();
  return tally;
}

struct Chunk {
  std::size_t sequence = 0;
  std::vector<BatchItem> items;
  Tally tally;
};

class Pipeline {
 public:
  Pipeline(int threads, const LineHandler& handle, std::size_t chunk_lines,
           std::optional<std::uint64_t> total_lines)
      : handle_(handle), chunk_lines_(chunk_lines), total_lines_(total_lines) {
    // The writer first: the workers' stacks may take what memory a limit leaves. Without it,
    // or without a worker, ThreadsRefused: the batch goes on alone (run_batch).
    std::string failure;
    if (start_threads(
            writer_, 1, [this] { write(); }, &failure) == 0) {
      throw ThreadsRefused{failure};
    }
    const int started = start_threads(
        workers_, threads, [this] { work(); }, &failure);
    max_in_flight_ = static_cast<std::size_t>(started) * kChunksPerThread;
    if (started == 0) {
      stop_writer(0);
      throw ThreadsRefused{failure};
    }
    warn_of_fewer_threads(started, threads, failure);
  }

  Tally run(InputSource& input) {
    std::size_t sequence = 0;
    bool more = true;
    std::exception_ptr failure;
    while (more && !output_failed_) {
      Chunk chunk;
      chunk.sequence = sequence++;
      chunk.items.reserve(chunk_lines_);
      BatchItem item;
      try {
        while (chunk.items.size() < chunk_lines_ &&
               (more = input.next_line(item.line, item.line_number, item.too_long))) {
          chunk.items.push_back(std::move(item));
          item = BatchItem{};
        }
      } catch (...) {
        // The input failed (binary data, a read error): what was read is still answered,
        // then the error ends the run.
        failure = std::current_exception();
        more = false;
      }
      std::unique_lock lock(mutex_);
      room_.wait(lock, [this] { return in_flight_ < max_in_flight_; });
      ++in_flight_;
      pending_.push_back(std::move(chunk));
      work_ready_.notify_one();
    }
    stop_workers();
    stop_writer(sequence);
    if (output_failure_) std::rethrow_exception(output_failure_);
    if (failure) std::rethrow_exception(failure);
    return tally_;
  }

 private:
  // Lets the workers end once the chunks queued are done, and waits for them.
  void stop_workers() {
    {
      std::lock_guard lock(mutex_);
      input_done_ = true;
    }
    work_ready_.notify_all();
    for (std::thread& worker : workers_) worker.join();
  }

  // Lets the writer end once it has written `chunks` chunks, and waits for it.
  void stop_writer(std::size_t chunks) {
    {
      std::lock_guard lock(mutex_);
      chunks_total_ = chunks;
      chunks_counted_ = true;
    }
    done_ready_.notify_all();
    for (std::thread& writer : writer_) writer.join();
  }

  void work() {
    for (;;) {
      Chunk chunk;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [this] { return !pending_.empty() || input_done_; });
        if (pending_.empty()) return;
        chunk = std::move(pending_.front());
        pending_.pop_front();
      }
      for (BatchItem& item : chunk.items) handle_(item, chunk.tally);
      std::lock_guard lock(mutex_);
      finished_.emplace(chunk.sequence, std::move(chunk));
      done_ready_.notify_all();
    }
  }

  void write() {
    Progress progress(total_lines_);
    std::uint64_t lines_done = 0;
    for (std::size_t next = 0;; ++next) {
      Chunk chunk;
      {
        std::unique_lock lock(mutex_);
        done_ready_.wait(lock, [&] {
          return finished_.count(next) != 0 || (chunks_counted_ && next >= chunks_total_);
        });
        auto found = finished_.find(next);
        if (found == finished_.end()) break;
        chunk = std::move(found->second);
        finished_.erase(found);
      }
      if (!output_failed_) {
        for (const BatchItem& item : chunk.items) emit(item);
        if (std::cout.fail()) {
          try {
            check_output();
          } catch (...) {
            output_failure_ = std::current_exception();
          }
          output_failed_ = true;  // the reader stops; the chunks in flight are dropped
        }
      }
      tally_.add(chunk.tally);
      lines_done += chunk.items.size();
      progress.update(lines_done);
      std::lock_guard lock(mutex_);
      --in_flight_;
      room_.notify_one();
    }
    progress.finish();
  }

  const LineHandler& handle_;
  std::size_t chunk_lines_;
  std::optional<std::uint64_t> total_lines_;  // the input's lines, for the progress line
  std::vector<std::thread> workers_;
  std::vector<std::thread> writer_;  // one, or none when it could not start
  std::mutex mutex_;
  std::condition_variable work_ready_;
  std::condition_variable done_ready_;
  std::condition_variable room_;
  std::deque<Chunk> pending_;
  std::map<std::size_t, Chunk> finished_;
  std::size_t in_flight_ = 0;
  std::size_t max_in_flight_ = 0;
  std::size_t chunks_total_ = 0;
  bool chunks_counted_ = false;  // chunks_total_ is known: the writer ends there
  bool input_done_ = false;      // no chunk comes after those pending: the workers end
  Tally tally_;                  // written by the writer thread only
  std::atomic<bool> output_failed_ = false;
  std::exception_ptr output_failure_;  // set by the writer before output_failed_
};

}  // namespace

LineHandler puzzle_lines(const std::string& source, Variant variant, Format format,
                         PuzzleHandler handle, ConflictHandler conflict) {
  return [source, variant, format, handle = std::move(handle), conflict = std::move(conflict)](
             BatchItem& item, Tally& tally) {
    if (!item.too_long && (is_blank_or_comment(item.line) || is_header_line(item.line))) {
      item.output = render_skipped(item.line, format, item.line_number);
      return;
    }
    ++tally.puzzles;
    try {
      if (item.too_long) {
        throw InputError(source, item.line_number, static_cast<int>(kMaxLineBytes) + 1,
                         fmt::format("line too long: more than {} bytes, longer than any "
                                     "puzzle line",
                                     kMaxLineBytes));
      }
      const Puzzle puzzle =
          read_line(item.line, source, item.line_number, Validation::full, variant);
      item.output = handle(puzzle, item.line_number, tally);
    } catch (const GivensConflict& error) {
      item.errors = std::string(error.what()) + '\n';
      if (conflict) {
        item.output = conflict(error, item.line_number, tally);
        return;
      }
      ++tally.invalid;
      item.output = render_invalid(error, format, item.line_number);
    } catch (const InputError& error) {
      ++tally.invalid;
      item.output = render_invalid(error, format, item.line_number);
      item.errors = std::string(error.what()) + '\n';
    }
  };
}

Tally run_batch(InputSource& input, int threads, const LineHandler& handle,
                std::size_t chunk_lines) {
  // The progress line's total: the lines of a regular file, counted before the first is read.
  const std::optional<std::uint64_t> total_lines =
      progress_wanted() ? input.line_total() : std::nullopt;
  if (threads <= 1) return run_one_thread(input, handle, total_lines);
  std::optional<Pipeline> pipeline;
  try {
    pipeline.emplace(threads, handle, chunk_lines, total_lines);
  } catch (const ThreadsRefused& refused) {
    warn_of_no_threads(threads, refused.reason);
    return run_one_thread(input, handle, total_lines);
  }
  return pipeline->run(input);
}

}  // namespace sudoku::cli
