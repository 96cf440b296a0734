// sudoku/format.hpp — reading puzzles from text and writing them back.
//
// Input formats (documented with examples in docs/formats.md):
//
//   grid   seed 000's format: N lines of N symbols, a digit 1..N or a blank ('.', '0' or '*').
//          Lines starting with '#' are comments; trailing spaces, CR line ends and blank lines
//          around the grid are tolerated.
//            .........
//            ....1..92
//            ... (9 lines for 9×9)
//   line   one puzzle on one line of N*N symbols, row-major (81 for 9×9), blanks '.', '0'
//          or '*' (the 49,000-puzzle collection of seed 003 uses '*'). A batch file holds
//          one such puzzle per line.
//
// Output formats:
//   grid    N lines of N digits ('.' for a blank): seed 000's exact output
//   line    one line of N*N symbols
//   pretty  the boxed table of seed 004 (+---+ rules around every cell)
//   json    {"size":9,"box":[3,3],"grid":"…","rows":[[…],…]} on one line (0 for a blank)
//
// Every reader validates as it reads: a bad symbol, a wrong line length or count, or a digit
// twice in a house is an InputError naming the source, line and column, such as
//   board3:4:7: digit 5 already in row 4 (column 2)
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "sudoku/puzzle.hpp"

namespace sudoku {

// A problem in input text, with its place: "source:line:column: problem".
class InputError : public std::runtime_error {
 public:
  InputError(std::string source, int line, int column, std::string problem);

  const std::string& source() const { return source_; }
  int line() const { return line_; }      // 1-based
  int column() const { return column_; }  // 1-based, in bytes
  const std::string& problem() const { return problem_; }

 private:
  std::string source_;
  int line_;
  int column_;
  std::string problem_;
};

// What shape a text holds.
enum class InputShape {
  grid,   // one puzzle as N lines of N symbols
  lines,  // one puzzle per line (one line or a batch)
};

// Decides the shape from the first line that is not blank or a comment: one puzzle per line
// when it has 16 symbols or more (the one-line form of a 4×4 puzzle is the shortest, and no
// grid row is that long), a grid otherwise (and for an empty text, which then fails to read
// as one). The first line is enough, so a stream of puzzles is told apart without reading
// ahead, and a one-line puzzle with a symbol too many or too few is still read as one.
InputShape detect_shape(std::string_view text);

// How much a reader checks: the shape of the text and the rules (no digit twice in a house),
// or the shape only (to read a proposed solution that `sudoku check` then judges).
enum class Validation { full, shape_only };

// Reads one puzzle in grid form. `source` names the text in messages (a file name, "-").
Puzzle read_grid(std::string_view text, std::string_view source,
                 Validation validation = Validation::full);

// Reads one puzzle written on one line (without its line end). `line_number` is the line's
// place in its source, for messages.
Puzzle read_line(std::string_view line, std::string_view source, int line_number = 1,
                 Validation validation = Validation::full);

// Reads one puzzle in either shape (detect_shape decides). A text of several puzzle lines
// is an error here: read batches line by line with read_line.
Puzzle read_puzzle(std::string_view text, std::string_view source,
                   Validation validation = Validation::full);

// True for a line a batch reader skips: empty, only spaces, or a '#' comment.
bool is_blank_or_comment(std::string_view line);

enum class Format { grid, line, pretty, json };

// "grid", "line", "pretty", "json".
std::string_view format_name(Format format);
std::optional<Format> parse_format(std::string_view name);

// The symbol of a digit in output: '1'..'9', then 'A'.. for sides above 9; '.' for a blank.
char digit_symbol(Digit digit);

std::string to_grid(const Puzzle& puzzle);    // N lines, each ending in '\n'
std::string to_line(const Puzzle& puzzle);    // N*N symbols, no line end
std::string to_pretty(const Puzzle& puzzle);  // the boxed table, each line ending in '\n'
std::string to_json(const Puzzle& puzzle);    // one JSON object, no line end
// The text to print for one puzzle in `format`, always ending with a line end.
std::string write(const Puzzle& puzzle, Format format);

}  // namespace sudoku
