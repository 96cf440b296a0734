// Batch mode: ordered, bounded, multi-threaded line processing (see batch.hpp).
#include "cli/batch.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <deque>
#include <exception>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/output.hpp"
#include "cli/progress.hpp"
#include "cli/threads.hpp"
#include "solve/ordered_pipeline.hpp"

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

// One item of the pool: a run of lines, their answers, their counts, and the input's failure
// when it broke after them.
struct Chunk {
  std::vector<BatchItem> items;
  Tally tally;
  std::exception_ptr input_failure;
};

// True when a line is work for the batch: not blank, a comment or a header (copied as they are).
bool is_work(const BatchItem& item) {
  return item.too_long || !(is_blank_or_comment(item.line) || is_header_line(item.line));
}

// Reads the input a chunk at a time, looking ahead to the next line of work, so that a chunk
// knows whether the input holds any after it. The chunks grow from one line, doubling up to
// `most_lines`: the first lines of a short input of slow puzzles go to workers of their own, a
// long input of quick ones soon moves in large chunks. The one line of work of an input that
// has no other may use every thread (BatchItem::threads); the others use one each.
class ChunkReader {
 public:
  ChunkReader(InputSource& input, std::size_t most_lines, int threads)
      : input_(input), most_lines_(most_lines), threads_(threads) {}

  // Fills `chunk` with the next lines; false when the input is over. A failure of the input
  // (binary data, a read error) is kept in the chunk, after the lines read before it.
  bool read(Chunk& chunk) {
    const std::size_t size = next_size_;
    next_size_ = std::min(next_size_ * 2, most_lines_);
    std::size_t work = 0;
    try {
      while (chunk.items.size() < size && (!ahead_.empty() || read_line())) {
        work += is_work(ahead_.front()) ? 1 : 0;
        chunk.items.push_back(std::move(ahead_.front()));
        ahead_.pop_front();
      }
      look_for_work();
    } catch (...) {
      // What was read is still answered, the lines read ahead too, then the error ends the run.
      chunk.input_failure = std::current_exception();
      over_ = true;
      for (BatchItem& item : ahead_) chunk.items.push_back(std::move(item));
      ahead_.clear();
    }
    const bool only_work = work == 1 && work_before_ == 0 && chunk.input_failure == nullptr &&
                           over_ && !holds_work_ahead();
    if (only_work) {
      for (BatchItem& item : chunk.items) {
        if (is_work(item)) item.threads = threads_;
      }
    }
    work_before_ += work;
    return !chunk.items.empty() || chunk.input_failure != nullptr;
  }

 private:
  // Reads the next line to the back of ahead_; false at the end of the input.
  bool read_line() {
    if (over_) return false;
    BatchItem item;
    if (!input_.next_line(item.line, item.line_number, item.too_long)) {
      over_ = true;
      return false;
    }
    ahead_.push_back(std::move(item));
    return true;
  }

  // Reads ahead until a line of work, the end of the input, or `most_lines_` lines held.
  void look_for_work() {
    while (!holds_work_ahead() && ahead_.size() < most_lines_ && read_line()) {
    }
  }

  bool holds_work_ahead() const { return std::any_of(ahead_.begin(), ahead_.end(), is_work); }

  InputSource& input_;
  std::size_t most_lines_;
  int threads_;
  std::size_t next_size_ = 1;
  std::size_t work_before_ = 0;  // lines of work in the chunks read so far
  bool over_ = false;
  std::deque<BatchItem> ahead_;
};

// The lines on the pool's threads (solve/ordered_pipeline.hpp): a worker reads the next chunk
// (one at a time, in order), the workers handle their chunks' lines, and this thread prints the
// chunks in input order; at most kChunksPerThread chunks a thread are in flight.
Tally run_on_pool(parallel::OrderedPipeline<Chunk>& pool, InputSource& input,
                  const LineHandler& handle, std::size_t chunk_lines,
                  std::optional<std::uint64_t> total_lines) {
  Tally tally;
  Progress progress(total_lines);
  std::uint64_t lines_done = 0;
  ChunkReader reader(input, chunk_lines, pool.started());
  parallel::PipelineOptions options;
  options.look_ahead = static_cast<std::size_t>(pool.started()) * kChunksPerThread;
  pool.run([&](Chunk& chunk) { return reader.read(chunk); },
           [&](Chunk& chunk, const std::atomic<bool>&) {
             for (BatchItem& item : chunk.items) handle(item, chunk.tally);
           },
           [&](Chunk& chunk) {
             for (const BatchItem& item : chunk.items) emit(item);
             // A reader gone or a full disk ends the run; the chunks in flight are dropped.
             if (std::cout.fail()) check_output();
             tally.add(chunk.tally);
             lines_done += chunk.items.size();
             progress.update(lines_done);
             if (chunk.input_failure) std::rethrow_exception(chunk.input_failure);
           },
           options);
  progress.finish();
  return tally;
}

}  // namespace

LineHandler puzzle_lines(const std::string& source, Variant variant, Format format,
                         PuzzleHandler handle, ConflictHandler conflict) {
  return [source, variant, format, handle = std::move(handle), conflict = std::move(conflict)](
             BatchItem& item, Tally& tally) {
    if (!is_work(item)) {
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
      item.output = handle(puzzle, item, tally);
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
  parallel::OrderedPipeline<Chunk> pool(threads);
  const std::string failure = pool.start_failure().message();
  if (pool.started() == 0) {
    warn_of_no_threads(threads, failure);
    return run_one_thread(input, handle, total_lines);
  }
  warn_of_fewer_threads(pool.started(), threads, failure);
  return run_on_pool(pool, input, handle, chunk_lines, total_lines);
}

}  // namespace sudoku::cli
