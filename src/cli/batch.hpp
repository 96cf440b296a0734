// Batch mode: one puzzle per input line, one output line per input line, in input order.
//
// With one thread the lines are handled as they are read. With more, the lines go in chunks
// through the pool of every batch (solve/ordered_pipeline.hpp): a worker reads the next chunk,
// the workers handle them, and the calling thread prints finished chunks in order; at most a
// few chunks per thread are in flight, so memory stays bounded however long the input. The
// first chunks are of one line, then two, four…, so that a few slow lines (hard 25×25 puzzles)
// go to different workers; and an input of one line to work on gives it every thread.
//
//   input ──chunks, read in turn──▶ workers (N) ──in input order──▶ calling thread ──▶ stdout
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "cli/cli.hpp"

namespace sudoku::cli {

// Counts for the --stats line.
struct Tally {
  std::uint64_t puzzles = 0;
  std::uint64_t solved = 0;
  std::uint64_t no_solution = 0;
  std::uint64_t invalid = 0;
  std::uint64_t budget_spent = 0;
  std::int64_t solve_nanoseconds = 0;  // summed per puzzle (whole microseconds would floor)

  void add(const Tally& other);
};

// One input line, and where its output and messages go.
struct BatchItem {
  int line_number = 0;
  std::string line;
  bool too_long = false;  // longer than kMaxLineBytes: `line` is empty, the line is invalid
  std::string output;     // the output line(s), ending with '\n'
  std::string errors;     // messages for stderr, each ending with '\n'
  // The threads its work may use: all of the batch's when it is the input's one line to work on
  // (not blank, a comment or a header), as a grid file's puzzle gets them; else 1.
  int threads = 1;
};

// Handles one input line (blank and comment lines too); fills item.output and item.errors.
// Must be safe to call from several threads at once.
using LineHandler = std::function<void(BatchItem& item, Tally& tally)>;

// Lines a worker takes at a time: many for quick work (solving: microseconds a line), few for
// slow work (rating a hard puzzle takes a tenth of a second), or one thread would take a whole
// file of a few hundred lines while the others wait.
inline constexpr std::size_t kQuickChunkLines = 1024;
inline constexpr std::size_t kSlowChunkLines = 4;

// Runs `handle` over every line of `input` and prints what it made, in input order.
Tally run_batch(InputSource& input, int threads, const LineHandler& handle,
                std::size_t chunk_lines = kQuickChunkLines);

// What a batch does with one readable puzzle, read from `item`'s line (its number, the threads
// it may use): its output line(s), tallied. May throw InputError for a puzzle it refuses
// (reported like an unreadable line).
using PuzzleHandler =
    std::function<std::string(const Puzzle& puzzle, const BatchItem& item, Tally& tally)>;

// What a batch prints for a line written right whose givens clash (tallied by it).
using ConflictHandler =
    std::function<std::string(const GivensConflict& conflict, int line_number, Tally& tally)>;

// The line handler of a batch of puzzles of `variant` read from `source`: blank, comment and
// header lines are copied (in JSON, a "skipped" object), every other line is read and handed
// to `handle`, and a line that cannot be read prints as invalid, its message on stderr. A line
// whose givens clash goes to `conflict` when given (its message on stderr too), else it is
// invalid.
LineHandler puzzle_lines(const std::string& source, Variant variant, Format format,
                         PuzzleHandler handle, ConflictHandler conflict = nullptr);

}  // namespace sudoku::cli
