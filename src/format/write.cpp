// Writers: grid, line, pretty (seed 004's boxed table) and JSON, for every side.
//
// Digits are spelled as the readers read them back: symbols 1-9 then A-Z up to side 35; for
// sides 10..26 with no digit 1-9 in the grid, letters with A = 1 (a symbol 'A' alone would
// read back as letter A = 1); above 35, numbers separated by spaces.
#include <algorithm>
#include <string>
#include <variant>

#include <nlohmann/json.hpp>

#include "format/write_cells.hpp"
#include "sudoku/format.hpp"

namespace sudoku {

char digit_symbol(Digit digit) {
  if (digit == kBlank) return '.';
  if (digit <= 9) return static_cast<char>('0' + digit);
  return static_cast<char>('A' + (digit - 10));
}

namespace write_cells {

Spelling spelling_for(int side, const std::vector<Digit>& cells) {
  if (side > kMaxWrittenSymbolSide) return Spelling::numbers;
  if (side <= 9 || side > 26) return Spelling::symbols;
  const bool has_small = std::any_of(cells.begin(), cells.end(),
                                     [](Digit digit) { return digit != kBlank && digit <= 9; });
  return has_small ? Spelling::symbols : Spelling::letters;
}

std::string cell_text(Digit digit, Spelling spelling) {
  if (digit == kBlank) return ".";
  switch (spelling) {
    case Spelling::symbols:
      return std::string(1, digit_symbol(digit));
    case Spelling::letters:
      return std::string(1, static_cast<char>('A' + digit - 1));
    case Spelling::numbers:
      return std::to_string(digit);
  }
  return ".";
}

std::string cells_text(const Puzzle& puzzle, int first, int count) {
  const Spelling spelling = spelling_for(puzzle.side(), puzzle.cells());
  std::string text;
  for (int cell = first; cell < first + count; ++cell) {
    if (spelling == Spelling::numbers && cell != first) text += ' ';
    text += cell_text(puzzle.at(cell), spelling);
  }
  return text;
}

}  // namespace write_cells

std::string to_line(const Puzzle& puzzle) {
  return write_cells::cells_text(puzzle, 0, puzzle.cell_count());
}

std::string to_grid(const Puzzle& puzzle) {
  const int side = puzzle.side();
  std::string text;
  text.reserve(static_cast<std::size_t>(side) * static_cast<std::size_t>(side + 1));
  for (int row = 0; row < side; ++row) {
    text += write_cells::cells_text(puzzle, row * side, side);
    text += '\n';
  }
  return text;
}

// Seed 004's table: every cell boxed, a blank shown as a space.
//   +---+---+-…
//   |   |   | 1 |…
//   +---+---+-…
// Above side 35 each cell holds a number of up to two digits.
std::string to_pretty(const Puzzle& puzzle) {
  const int side = puzzle.side();
  const write_cells::Spelling spelling = write_cells::spelling_for(side, puzzle.cells());
  const std::size_t width = spelling == write_cells::Spelling::numbers ? 2 : 1;
  std::string rule = "+";
  for (int column = 0; column < side; ++column) rule += std::string(width + 2, '-') + "+";
  rule += '\n';
  std::string text = rule;
  for (int row = 0; row < side; ++row) {
    text += '|';
    for (int column = 0; column < side; ++column) {
      const Digit digit = puzzle.at(row, column);
      const std::string cell = digit == kBlank ? "" : write_cells::cell_text(digit, spelling);
      text += ' ';
      text += std::string(width - cell.size(), ' ') + cell + " |";
    }
    text += '\n';
    text += rule;
  }
  return text;
}

std::string to_json(const Puzzle& puzzle) {
  const int side = puzzle.side();
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (int row = 0; row < side; ++row) {
    nlohmann::ordered_json cells = nlohmann::ordered_json::array();
    for (int column = 0; column < side; ++column) cells.push_back(puzzle.at(row, column));
    rows.push_back(std::move(cells));
  }
  nlohmann::ordered_json object = {
      {"size", side},
      {"box", {puzzle.geometry().box_rows(), puzzle.geometry().box_columns()}},
      {"grid", to_line(puzzle)},
      {"rows", std::move(rows)},
      {"variant", variant_name(variant_of(puzzle))},
  };
  // Regions numbered from 1, row by row, like the rows of digits.
  if (puzzle.geometry().has_regions()) {
    nlohmann::ordered_json regions = nlohmann::ordered_json::array();
    for (int row = 0; row < side; ++row) {
      nlohmann::ordered_json cells = nlohmann::ordered_json::array();
      for (int column = 0; column < side; ++column) {
        cells.push_back(puzzle.geometry().box_of(puzzle.geometry().cell(row, column)) + 1);
      }
      regions.push_back(std::move(cells));
    }
    object["regions"] = std::move(regions);
  }
  if (puzzle.has_cages()) {
    nlohmann::ordered_json cages = nlohmann::ordered_json::array();
    for (const Constraint& constraint : puzzle.constraints()) {
      const auto* cage = std::get_if<Cage>(&constraint);
      if (cage == nullptr) continue;
      nlohmann::ordered_json cells = nlohmann::ordered_json::array();
      for (int cell : cage->cells) cells.push_back(cell_name(puzzle.geometry(), cell));
      cages.push_back({{"sum", cage->sum}, {"cells", std::move(cells)}});
    }
    object["cages"] = std::move(cages);
  }
  return object.dump();
}

std::string write(const Puzzle& puzzle, Format format) {
  switch (format) {
    case Format::grid:
      return to_grid(puzzle);
    case Format::line:
      return to_line(puzzle) + '\n';
    case Format::pretty:
      return to_pretty(puzzle);
    case Format::json:
      return to_json(puzzle) + '\n';
  }
  return {};
}

std::string_view format_name(Format format) {
  switch (format) {
    case Format::grid:
      return "grid";
    case Format::line:
      return "line";
    case Format::pretty:
      return "pretty";
    case Format::json:
      return "json";
  }
  return "grid";
}

std::optional<Format> parse_format(std::string_view name) {
  for (Format format : {Format::grid, Format::line, Format::pretty, Format::json}) {
    if (name == format_name(format)) return format;
  }
  return std::nullopt;
}

}  // namespace sudoku
