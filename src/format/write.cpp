// Writers: grid, line, pretty (seed 004's boxed table) and JSON.
#include <string>

#include <nlohmann/json.hpp>

#include "sudoku/format.hpp"

namespace sudoku {

char digit_symbol(Digit digit) {
  if (digit == kBlank) return '.';
  if (digit <= 9) return static_cast<char>('0' + digit);
  return static_cast<char>('A' + (digit - 10));
}

std::string to_line(const Puzzle& puzzle) {
  std::string text;
  text.reserve(static_cast<std::size_t>(puzzle.cell_count()));
  for (Digit digit : puzzle.cells()) text += digit_symbol(digit);
  return text;
}

std::string to_grid(const Puzzle& puzzle) {
  const int side = puzzle.side();
  std::string text;
  text.reserve(static_cast<std::size_t>(side) * static_cast<std::size_t>(side + 1));
  for (int row = 0; row < side; ++row) {
    for (int column = 0; column < side; ++column) text += digit_symbol(puzzle.at(row, column));
    text += '\n';
  }
  return text;
}

// Seed 004's table: every cell boxed, a blank shown as a space.
//   +---+---+-…
//   |   |   | 1 |…
//   +---+---+-…
std::string to_pretty(const Puzzle& puzzle) {
  const int side = puzzle.side();
  std::string rule = "+";
  for (int column = 0; column < side; ++column) rule += "---+";
  rule += '\n';
  std::string text = rule;
  for (int row = 0; row < side; ++row) {
    text += '|';
    for (int column = 0; column < side; ++column) {
      const Digit digit = puzzle.at(row, column);
      text += ' ';
      text += digit == kBlank ? ' ' : digit_symbol(digit);
      text += " |";
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
  const nlohmann::ordered_json object = {
      {"size", side},
      {"box", {puzzle.geometry().box_rows(), puzzle.geometry().box_columns()}},
      {"grid", to_line(puzzle)},
      {"rows", std::move(rows)},
  };
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
