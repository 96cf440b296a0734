// Readers: grid text and one-line puzzles, validated as they are read.
//
// Each reader works in two passes. The first turns symbols into digits and checks the shape
// (line count, line length, symbols), stopping at the first problem with its line and
// column. The second asks the core for the first digit repeated in a house and reports it
// at the place of its second occurrence.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "sudoku/format.hpp"

namespace sudoku {
namespace {

// Digits are written 1..9, so text puzzles have a side of at most 9 for now.
constexpr int kMaxTextSide = 9;
// A side a one-line puzzle may have (a line of side² symbols); smaller sides would clash
// with the lines of a grid (a 3×3 puzzle is a 9-symbol line, like a row of a 9×9 grid).
constexpr int kMinLineSide = 4;

bool is_blank_symbol(char symbol) { return symbol == '.' || symbol == '0' || symbol == '*'; }

// How a symbol is shown in a message: printable as itself, anything else as a hex escape.
std::string show_symbol(char symbol) {
  const auto byte = static_cast<unsigned char>(symbol);
  if (byte >= 0x21 && byte < 0x7f) return fmt::format("'{}'", symbol);
  if (symbol == ' ') return "a space";
  if (symbol == '\t') return "a tab";
  return fmt::format("byte 0x{:02x}", byte);
}

// Removes what a line may carry at its end without meaning: CR, spaces, tabs.
std::string_view trim_end(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) {
    line.remove_suffix(1);
  }
  return line;
}

// The side whose one-line form has `length` symbols, or 0 when there is none.
int line_side_for_length(std::size_t length) {
  for (int side = kMinLineSide; side <= kMaxTextSide; ++side) {
    if (static_cast<std::size_t>(side) * static_cast<std::size_t>(side) == length) return side;
  }
  return 0;
}

// A non-blank, non-comment line of the text, with its 1-based line number.
struct ContentLine {
  int number;
  std::string_view text;
};

std::vector<ContentLine> content_lines(std::string_view text) {
  std::vector<ContentLine> lines;
  int number = 0;
  while (!text.empty()) {
    ++number;
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (!is_blank_or_comment(line)) lines.push_back({number, trim_end(line)});
  }
  return lines;
}

// The side a grid was meant to have: the length most of its rows share (the longer one on a
// tie), so that one short or long row is reported as that row's mistake. Sides with real
// boxes (4, 6, 8, 9) are believed; the odd ones (1, 2, 3, 5, 7: boxes of one row) only when
// the text has that many rows too, so that garbage is measured against a 9×9 grid.
int grid_side(const std::vector<ContentLine>& lines) {
  std::vector<int> rows_of_length(kMaxTextSide + 1, 0);
  for (const ContentLine& line : lines) {
    ++rows_of_length[std::min<std::size_t>(line.text.size(), kMaxTextSide)];
  }
  int side = kMaxTextSide;
  for (int length = kMaxTextSide - 1; length >= 1; --length) {
    if (rows_of_length[length] > rows_of_length[side]) side = length;
  }
  const bool has_real_boxes = Geometry(side).box_rows() > 1;
  return has_real_boxes || static_cast<std::size_t>(side) == lines.size() ? side : kMaxTextSide;
}

// Turns one symbol into a digit of a grid of `side`, or throws with its place.
Digit read_symbol(char symbol, int side, std::string_view source, int line, int column) {
  if (is_blank_symbol(symbol)) return kBlank;
  if (symbol >= '1' && symbol <= '9') {
    const int digit = symbol - '0';
    if (digit <= side) return static_cast<Digit>(digit);
    throw InputError(std::string(source), line, column,
                     fmt::format("digit {} is too large for a {}×{} grid (digits 1-{})", digit,
                                 side, side, side));
  }
  throw InputError(std::string(source), line, column,
                   fmt::format("bad symbol {}: expected a digit 1-{} or '.' for a blank",
                               show_symbol(symbol), side));
}

// Throws if a digit repeats in a house, at the place of its second occurrence.
template <typename PlaceOfCell>
void check_no_conflict(const Puzzle& puzzle, std::string_view source, PlaceOfCell place_of) {
  if (const auto conflict = find_conflict(puzzle)) {
    const auto [line, column] = place_of(conflict->cell);
    throw InputError(std::string(source), line, column, describe(puzzle.geometry(), *conflict));
  }
}

}  // namespace

bool is_blank_or_comment(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  return first == std::string_view::npos || line[first] == '#';
}

InputShape detect_shape(std::string_view text) {
  const std::vector<ContentLine> lines = content_lines(text);
  if (lines.empty()) return InputShape::grid;
  const std::size_t shortest_line = static_cast<std::size_t>(kMinLineSide) * kMinLineSide;
  return lines.front().text.size() >= shortest_line ? InputShape::lines : InputShape::grid;
}

Puzzle read_grid(std::string_view text, std::string_view source, Validation validation) {
  const std::vector<ContentLine> lines = content_lines(text);
  if (lines.empty()) {
    throw InputError(std::string(source), 1, 1, "empty input: expected a puzzle");
  }
  const int side = grid_side(lines);

  Puzzle puzzle{Geometry(side)};
  for (int row = 0; row < side; ++row) {
    if (row >= static_cast<int>(lines.size())) {
      const int after_last = lines.back().number + 1;
      throw InputError(std::string(source), after_last, 1,
                       fmt::format("expected {} rows, found {}", side, lines.size()));
    }
    const ContentLine& line = lines[static_cast<std::size_t>(row)];
    const int length = static_cast<int>(line.text.size());
    for (int column = 0; column < std::min(length, side); ++column) {
      puzzle.set(puzzle.geometry().cell(row, column),
                 read_symbol(line.text[static_cast<std::size_t>(column)], side, source, line.number,
                             column + 1));
    }
    if (length != side) {
      throw InputError(std::string(source), line.number, std::min(length, side) + 1,
                       fmt::format("row {} has {} cells, expected {}", row + 1, length, side));
    }
  }
  if (lines.size() > static_cast<std::size_t>(side)) {
    throw InputError(std::string(source), lines[static_cast<std::size_t>(side)].number, 1,
                     fmt::format("unexpected line after the {} rows of the grid", side));
  }
  if (validation == Validation::full) {
    check_no_conflict(puzzle, source, [&](int cell) {
      const int row = puzzle.geometry().row_of(cell);
      return std::pair{lines[static_cast<std::size_t>(row)].number,
                       puzzle.geometry().column_of(cell) + 1};
    });
  }
  return puzzle;
}

Puzzle read_line(std::string_view line, std::string_view source, int line_number,
                 Validation validation, Variant /*variant*/) {
  line = trim_end(line);
  const int found_side = line_side_for_length(line.size());
  const int side = found_side != 0 ? found_side : kMaxTextSide;
  const int cells = side * side;
  const int length = static_cast<int>(line.size());

  Puzzle puzzle{Geometry(side)};
  for (int cell = 0; cell < std::min(length, cells); ++cell) {
    puzzle.set(cell, read_symbol(line[static_cast<std::size_t>(cell)], side, source, line_number,
                                 cell + 1));
  }
  if (length != cells) {
    throw InputError(std::string(source), line_number, std::min(length, cells) + 1,
                     length == 0 ? fmt::format("empty line: expected a puzzle of {} symbols", cells)
                                 : fmt::format("line has {} symbols, expected {}", length, cells));
  }
  if (validation == Validation::full) {
    check_no_conflict(puzzle, source, [&](int cell) { return std::pair{line_number, cell + 1}; });
  }
  return puzzle;
}

Puzzle read_puzzle(std::string_view text, std::string_view source, Validation validation,
                   std::optional<Variant> /*asked*/) {
  if (detect_shape(text) == InputShape::grid) return read_grid(text, source, validation);
  const std::vector<ContentLine> lines = content_lines(text);
  if (lines.size() > 1) {
    throw InputError(
        std::string(source), lines[1].number, 1,
        "a second puzzle: expected one puzzle here (solve a batch with 'sudoku solve')");
  }
  return read_line(lines.front().text, source, lines.front().number, validation);
}

}  // namespace sudoku
