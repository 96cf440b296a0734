// Writers: grid, line, pretty (seed 004's boxed table) and JSON, for every side.
//
// Digits are spelled as the readers read them back: symbols 1-9 then A-Z up to side 35; for
// sides 10..26 with no digit 1-9 in the grid, letters with A = 1 (a symbol 'A' alone would
// read back as letter A = 1); above 35, numbers separated by spaces. The rules the table cannot
// draw and the json form's "rules" come from write_rules.cpp.
#include <algorithm>
#include <string>
#include <variant>

#include <nlohmann/json.hpp>

#include "format/write_cells.hpp"
#include "format/write_rules.hpp"
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

namespace {

// What the pretty table outlines: a Killer's cages (an uncaged cell alone), else a jigsaw's
// regions, else every cell by itself. Each cell gets the number of its outline, and the first
// cell of each cage (in reading order) the cage's total, written on the rule above it.
struct Outlines {
  std::vector<int> group;                  // per cell
  std::vector<std::string> total_of_cell;  // per cell: the total written above it, or ""
};

Outlines outlines_of(const Puzzle& puzzle) {
  const int cells = puzzle.cell_count();
  Outlines outlines{std::vector<int>(static_cast<std::size_t>(cells)),
                    std::vector<std::string>(static_cast<std::size_t>(cells))};
  for (int cell = 0; cell < cells; ++cell) {
    outlines.group[static_cast<std::size_t>(cell)] =
        puzzle.has_cages() || !puzzle.geometry().has_regions()
            ? cell
            : cells + puzzle.geometry().box_of(cell);
  }
  int number = 2 * cells;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr || cage->cells.empty()) continue;
    for (int cell : cage->cells) outlines.group[static_cast<std::size_t>(cell)] = number;
    ++number;
    const int first = *std::min_element(cage->cells.begin(), cage->cells.end());
    outlines.total_of_cell[static_cast<std::size_t>(first)] = std::to_string(cage->sum);
  }
  return outlines;
}

}  // namespace

// Seed 004's table: every cell boxed, a blank shown as a space.
//   +---+---+-…
//   |   |   | 1 |…
//   +---+---+-…
// A Killer's cages and a jigsaw's regions are outlined instead: no rule between two cells of one
// cage (region), and a cage's total on the rule above its first cell:
//   +10-----+3------+
//   |       |       |
//   +---+   +---+---+
// Above side 35 each cell holds a number of up to two digits.
std::string to_pretty(const Puzzle& puzzle) {
  const int side = puzzle.side();
  const write_cells::Spelling spelling = write_cells::spelling_for(side, puzzle.cells());
  const std::size_t width = spelling == write_cells::Spelling::numbers ? 2 : 1;
  const std::size_t segment = width + 2;  // the characters of a rule over one cell
  const Outlines outlines = outlines_of(puzzle);
  const auto index = [side](int row, int column) {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(side) +
           static_cast<std::size_t>(column);
  };
  const auto group = [&](int row, int column) { return outlines.group[index(row, column)]; };
  // A rule left of cell (row, column), column 0..side; above it, row 0..side.
  const auto rule_left = [&](int row, int column) {
    return column == 0 || column == side || group(row, column - 1) != group(row, column);
  };
  const auto rule_above = [&](int row, int column) {
    return row == 0 || row == side || group(row - 1, column) != group(row, column);
  };
  // The corner above-left of cell (row, column): '+' where rules meet or turn.
  const auto corner = [&](int row, int column) {
    const bool up = row > 0 && rule_left(row - 1, column);
    const bool down = row < side && rule_left(row, column);
    const bool left = column > 0 && rule_above(row, column - 1);
    const bool right = column < side && rule_above(row, column);
    if (!left && !right) return up || down ? '|' : ' ';
    if (!up && !down) return '-';
    return '+';
  };
  std::string text;
  for (int row = 0; row <= side; ++row) {
    for (int column = 0; column <= side; ++column) {
      text += corner(row, column);
      if (column == side) break;
      if (!rule_above(row, column)) {
        text += std::string(segment, ' ');
        continue;
      }
      const std::string total = row < side ? outlines.total_of_cell[index(row, column)] : "";
      text += total + std::string(segment - std::min(segment, total.size()), '-');
    }
    text += '\n';
    if (row == side) break;
    for (int column = 0; column <= side; ++column) {
      text += rule_left(row, column) ? '|' : ' ';
      if (column == side) break;
      const Digit digit = puzzle.at(row, column);
      const std::string cell = digit == kBlank ? "" : write_cells::cell_text(digit, spelling);
      text += ' ' + std::string(width - cell.size(), ' ') + cell + ' ';
    }
    text += '\n';
  }
  for (const std::string& rule : text::rule_lines(puzzle)) text += rule + '\n';
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
  if (nlohmann::ordered_json rules = text::rules_json(puzzle); !rules.empty()) {
    object["rules"] = std::move(rules);
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
    case Format::fpuzzles:
      return to_fpuzzles(puzzle) + '\n';
    case Format::url:
      return to_fpuzzles_link(puzzle) + '\n';
    case Format::sudocue:
      return to_sudocue(puzzle) + '\n';
    case Format::pointers:
      return to_killer_pointers(puzzle) + '\n';
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
    case Format::fpuzzles:
      return "fpuzzles";
    case Format::url:
      return "url";
    case Format::sudocue:
      return "sudocue";
    case Format::pointers:
      return "pointers";
  }
  return "grid";
}

std::optional<Format> parse_format(std::string_view name) {
  for (Format format : {Format::grid, Format::line, Format::pretty, Format::json, Format::fpuzzles,
                        Format::url, Format::sudocue, Format::pointers}) {
    if (name == format_name(format)) return format;
  }
  return std::nullopt;
}

}  // namespace sudoku
