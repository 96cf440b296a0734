// What every reader promises, checked by the fuzz targets on whatever text libFuzzer makes.
//
// A reader either returns a puzzle or throws an InputError; anything else escaping it (an
// std::invalid_argument from the model, a bad_alloc from a wild size) is a bug and ends the
// run. A puzzle that reads back in prints (to_grid, to_line) to text that reads back equal.
// An InputError names its source first, then a line and column >= 1 inside the text (or just
// after its last line), then a problem in words.
//
// A broken promise prints what broke and aborts, which libFuzzer reports as a crash with the
// input that caused it.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::fuzz {

inline constexpr std::string_view kSource = "fuzz-input";

[[noreturn]] inline void broken(const std::string& promise, const std::string& detail = "") {
  // Written whole: a detail may hold NUL bytes (a request, a message quoting one).
  std::fprintf(stderr, "\nbroken promise: %s\n", promise.c_str());
  std::fwrite(detail.data(), 1, detail.size(), stderr);
  std::fputc('\n', stderr);
  std::abort();
}

inline void require(bool holds, const std::string& promise, const std::string& detail = "") {
  if (!holds) broken(promise, detail);
}

// The line of `text` with 1-based `number` (without its '\n'), or nothing past the end.
inline std::optional<std::string_view> line_of(std::string_view text, int number) {
  for (int current = 1; current < number; ++current) {
    const std::size_t end = text.find('\n');
    if (end == std::string_view::npos) return std::nullopt;
    text.remove_prefix(end + 1);
  }
  if (text.empty() && number > 1) return std::nullopt;
  return text.substr(0, text.find('\n'));
}

// An error about `text` read under the name kSource: "fuzz-input:LINE:COLUMN: problem", the
// place inside the text or at the start of the line just after it.
inline void check_error(const InputError& error, std::string_view text) {
  const std::string what = error.what();
  require(error.source() == kSource, "the error names its source", what);
  require(error.line() >= 1 && error.column() >= 1, "line and column are 1 or more", what);
  require(!error.problem().empty(), "the error says what is wrong", what);
  const std::string place = std::string(kSource) + ":" + std::to_string(error.line()) + ":" +
                            std::to_string(error.column()) + ": ";
  require(what == place + error.problem(), "the message is SOURCE:LINE:COLUMN: problem", what);
  require(what.find('\n') == std::string::npos, "the message is one line", what);
  const std::optional<std::string_view> line = line_of(text, error.line());
  if (line) {
    require(static_cast<std::size_t>(error.column()) <= line->size() + 1,
            "the column is inside the line or just after it", what);
  } else {
    require(error.column() == 1, "past the last line, the column is 1", what);
    require(line_of(text, error.line() - 1).has_value(), "the line is at most one past the last",
            what);
  }
}

// The same check for a single line read with read_line(line, kSource, line_number).
inline void check_line_error(const InputError& error, std::string_view line, int line_number) {
  const std::string what = error.what();
  require(error.source() == kSource, "the error names its source", what);
  require(error.line() == line_number, "the error names the line it was given", what);
  require(error.column() >= 1 && static_cast<std::size_t>(error.column()) <= line.size() + 1,
          "the column is inside the line or just after it", what);
  require(!error.problem().empty(), "the error says what is wrong", what);
  require(what == std::string(kSource) + ":" + std::to_string(line_number) + ":" +
                      std::to_string(error.column()) + ": " + error.problem(),
          "the message is SOURCE:LINE:COLUMN: problem", what);
}

// A puzzle of any variant that a reader returned: it breaks no rule when read with full
// validation, and its whole-puzzle texts (block form and one-line form) read back equal.
inline void check_variant_puzzle(const Puzzle& puzzle, Validation validation) {
  require(puzzle.side() >= 1 && puzzle.side() <= kMaxSide, "a side of 1 to 64");
  if (validation == Validation::full) {
    require(!find_conflict(puzzle) && !find_cage_conflict(puzzle),
            "a fully validated puzzle breaks no rule", to_puzzle_text(puzzle));
  }
  std::string text;
  std::string line;
  try {
    text = to_puzzle_text(puzzle);
    line = to_puzzle_line(puzzle);
  } catch (const std::invalid_argument&) {
    return;  // more cages than labels: no text form, as documented
  }
  try {
    require(read_puzzle(text, kSource, validation) == puzzle, "to_puzzle_text reads back equal",
            text);
    if (puzzle.side() >= 4 || variant_of(puzzle).killer || variant_of(puzzle).jigsaw) {
      require(read_line(line, kSource, 1, validation, variant_of(puzzle)) == puzzle,
              "to_puzzle_line reads back equal", line);
    }
  } catch (const InputError& error) {
    broken("a whole-puzzle text reads back", text + "\n" + line + "\n" + error.what());
  }
  (void)write(puzzle, Format::pretty);
  (void)write(puzzle, Format::json);
}

// A puzzle a reader returned: a text-sized grid whose digits fit it, that breaks no rule when
// read with full validation, and that prints to text reading back to the same puzzle.
inline void check_puzzle(const Puzzle& puzzle, Validation validation) {
  const int side = puzzle.side();
  require(side >= 1 && side <= kMaxSide, "a text puzzle is 1×1 to 64×64", std::to_string(side));
  require(static_cast<int>(puzzle.cells().size()) == side * side, "N*N cells");
  require(puzzle.constraints().empty(), "plain text has no extra constraints");
  if (validation == Validation::full) {
    require(!find_conflict(puzzle).has_value(), "a fully validated puzzle repeats no digit",
            to_grid(puzzle));
  }

  const std::string grid = to_grid(puzzle);
  require(detect_shape(grid) == InputShape::grid, "to_grid text is seen as a grid", grid);
  try {
    require(read_grid(grid, kSource, validation) == puzzle, "to_grid reads back equal", grid);
    require(read_puzzle(grid, kSource, validation) == puzzle,
            "to_grid reads back equal with read_puzzle", grid);
  } catch (const InputError& error) {
    broken("to_grid text reads back", grid + error.what());
  }

  const std::string line = to_line(puzzle);
  require(cells_in_line(line) == puzzle.cell_count(), "to_line has one symbol per cell", line);
  if (side >= 4) {  // smaller sides have no one-line form (a 3×3 line is a 9×9 row)
    require(detect_shape(line) == InputShape::lines, "to_line text is seen as lines", line);
    try {
      require(read_line(line, kSource, 1, validation) == puzzle, "to_line reads back equal", line);
      require(read_puzzle(line + "\n", kSource, validation) == puzzle,
              "to_line reads back equal with read_puzzle", line);
    } catch (const InputError& error) {
      broken("to_line text reads back", line + "\n" + error.what());
    }
  }
  // The other writers take any puzzle.
  (void)write(puzzle, Format::pretty);
  (void)write(puzzle, Format::json);
}

}  // namespace sudoku::fuzz
