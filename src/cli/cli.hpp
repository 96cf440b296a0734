// Shared pieces of the `sudoku` command: errors with exit statuses, input sources, the
// settings of a solve, and one entry point per subcommand.
//
// Exit statuses (every subcommand): 0 done, 1 no solution / not unique / not a solution,
// 2 bad input or usage.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::cli {

inline constexpr int kExitDone = 0;
inline constexpr int kExitNo = 1;
inline constexpr int kExitBadInput = 2;

// A problem that ends the command: its message goes to stderr, its status to the shell.
// Messages that already name their place ("board:4:7: …") are printed as they are; others
// after "sudoku: ".
class CommandError : public std::runtime_error {
 public:
  CommandError(const std::string& message, int exit_status)
      : std::runtime_error(message), exit_status_(exit_status) {}
  explicit CommandError(const InputError& error)
      : std::runtime_error(error.what()), exit_status_(2), names_place_(true) {}
  // A message that names its place some other way ("FILE: not a puzzle file: …").
  CommandError(const std::string& message, int exit_status, bool names_place)
      : std::runtime_error(message), exit_status_(exit_status), names_place_(names_place) {}

  int exit_status() const { return exit_status_; }
  bool names_place() const { return names_place_; }

 private:
  int exit_status_;
  bool names_place_ = false;
};

// A puzzle source named on the command line: a file, or "-" for standard input. It reads
// only as far as it must to tell a grid from a stream of one-line puzzles, so a batch is
// streamed and never held in memory whole. Reads go through one fixed buffer:
//   - a line longer than kMaxLineBytes is never kept: it is reported as too long as soon as
//     its length passes the limit, and its rest is skipped, so memory stays constant;
//   - the first kBinaryWindow bytes are looked at as they are read: a NUL or another control
//     byte (not a tab, line end, vertical tab or form feed) there means the input is not
//     text, and reading stops with one error (`FILE: not a puzzle file: binary data at byte
//     N`). A regular file has those bytes read before anything is printed; a pipe is never
//     made to wait for them: its lines before the one holding the bad byte are handed out,
//     then the error comes.
class InputSource {
 public:
  // Throws CommandError (exit 2) when the file cannot be opened or read, or is binary.
  explicit InputSource(const std::string& path);
  ~InputSource();
  InputSource(const InputSource&) = delete;
  InputSource& operator=(const InputSource&) = delete;

  // The name used in messages: the path, or "stdin".
  const std::string& name() const { return name_; }
  InputShape shape() const { return shape_; }
  // The variant the input is read as: its `variant:` header, else `asked`, else classic.
  // Throws InputError when the header and `asked` differ.
  Variant variant(std::optional<Variant> asked) const;

  // The rest of the input read as one puzzle (read_puzzle). A text with a line longer than
  // kMaxLineBytes, or longer than kMaxPuzzleTextBytes in all, is not read whole: its first
  // problem is reported when it shows before the cut, else the cut itself. Throws InputError
  // (CommandError for binary data or a failed read).
  Puzzle read_puzzle(Validation validation, std::optional<Variant> asked);
  // The next line and its 1-based number; false at the end. A line longer than kMaxLineBytes
  // comes back empty with `too_long` set. Throws CommandError for binary data or a failed read.
  bool next_line(std::string& line, int& number, bool& too_long);
  // The lines of the whole input when it is a regular file (counted without moving the place
  // read from), for the progress line's total; nothing for a pipe or a terminal.
  std::optional<std::uint64_t> line_total() const;

  // The longest text read as one puzzle (a 64×64 Killer jigsaw in blocks is under 100 KB).
  static constexpr std::size_t kMaxPuzzleTextBytes = std::size_t{4} << 20;
  // How far from the start binary data is looked for.
  static constexpr std::size_t kBinaryWindow = 4096;

 private:
  struct Line {
    std::string text;
    bool too_long = false;
  };
  // The next line from the file (without its '\n'); false at the end.
  bool read_line(Line& line);
  // Reads more into the buffer; false at the end of the input.
  bool fill();
  // Bytes of the input taken by the lines read so far (those handed out and those peeked).
  std::uint64_t bytes_consumed() const;
  // Throws CommandError when binary data was seen within the first `upto` bytes.
  void throw_if_binary(std::uint64_t upto) const;

  int descriptor_ = 0;
  bool owns_descriptor_ = false;
  bool regular_file_ = false;
  std::string name_;
  std::vector<char> buffer_;
  std::size_t begin_ = 0;  // the unread part of buffer_ is [begin_, end_)
  std::size_t end_ = 0;
  std::uint64_t bytes_read_ = 0;  // from the file so far
  std::uint64_t binary_at_ = 0;   // 1-based place of the first byte that is not text; 0: none
  bool at_end_ = false;
  bool skipping_ = false;    // inside a line found too long: drop bytes up to its '\n'
  std::deque<Line> peeked_;  // lines read to find the shape, not yet handed out
  std::string head_;         // the same lines, kept to read the header from
  int lines_given_ = 0;
  InputShape shape_ = InputShape::grid;
};

// What `solve` and `count` were asked to do.
struct SolveSettings {
  std::string input = "-";
  std::optional<Format> format;   // default: grid for a grid, line for a batch
  bool json_alias = false;        // --json: the same as --format json
  bool count = false;             // print the number of solutions instead of one
  std::uint64_t limit = 1000000;  // count at most this many solutions (0: no limit)
  Algorithm algorithm = Algorithm::automatic;
  std::optional<Variant> variant;  // --variant: for input without a header
  std::uint64_t node_limit = 0;
  double time_limit_seconds = 0;
  int threads = 1;
  std::uint32_t seed = 0;  // --seed: the SAT solver's random seed (SolveOptions::seed)
  bool stats = false;
};

int run_solve(const SolveSettings& settings);

struct CheckSettings {
  std::string puzzle;
  std::string solution;  // empty: none given
  bool unique = false;
  bool json = false;
  Algorithm algorithm = Algorithm::automatic;
  std::optional<Variant> variant;  // --variant: for input without a header
  int threads = 1;                 // -j: for a long count of the solutions; 0 for one per core
  double time_limit_seconds = 0;   // --time-limit: for the count of the solutions; 0: none
};

int run_check(const CheckSettings& settings);

struct ExplainSettings {
  std::string input = "-";
  std::optional<Variant> variant;  // --variant: for input without a header
  bool json = false;
  Algorithm algorithm = Algorithm::automatic;  // the engine that finishes when logic stalls
};

int run_explain(const ExplainSettings& settings);

struct HintSettings {
  std::string input = "-";
  std::optional<Variant> variant;  // --variant: for input without a header
  int level = 1;                   // 1 the technique, 2 and where to look, 3 the whole step
  bool reveal = false;             // --reveal: level 3
  bool json = false;
};

int run_hint(const HintSettings& settings);

struct RateSettings {
  std::string input = "-";
  std::optional<Variant> variant;  // --variant: for input without a header
  bool json = false;
  int threads = 1;
};

int run_rate(const RateSettings& settings);

// What `generate` was asked to do.
struct GenerateSettings {
  GenerateOptions options;            // the seed in it is set per puzzle
  std::optional<std::uint64_t> seed;  // --seed: the first puzzle's; none: drawn and printed
  std::uint64_t count = 1;
  Format format = Format::line;
  bool format_asked = false;  // --format given: else fpuzzles for the variant rules
  int threads = 1;            // -j: 0 for one per core
};

int run_generate(const GenerateSettings& settings);

// What `show` was asked to do.
struct ShowSettings {
  std::string input = "-";
  Format format = Format::pretty;
  std::optional<Variant> variant;  // --variant: for input without a header
};

int run_show(const ShowSettings& settings);

// What `serve` was asked to do.
struct ServeSettings {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  bool open = false;
  // --collection FILE, repeatable: "New" draws from these files only, instead of the
  // embedded collection.
  std::vector<std::string> collections;
};

int run_serve(const ServeSettings& settings);

}  // namespace sudoku::cli
