// One f-puzzles rule key at a time: its entries, checked, as Constraints (rules.hpp).
//
// Cells are written "R{row}C{column}", 1-based; row or column 0 and N+1 are the places just
// outside the grid where little killer, sandwich, x-sum and skyscraper clues stand. Numbers
// ("value") are strings in f-puzzles ("" for a dot without one), sometimes numbers: both read.
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/fpuzzles.hpp"
#include "sudoku/format.hpp"

namespace sudoku::fpuzzles {

namespace {

using Json = nlohmann::json;

struct Place {
  int row;  // 0-based; -1 and side stand outside the grid
  int column;
};

Place read_place(const Json& name, int side) {
  if (!name.is_string())
    throw BadEntry(fmt::format("a cell is named like \"R1C1\", not {}", name.dump()));
  const std::string text = name.get<std::string>();
  int row = 0;
  int column = 0;
  char r = 0;
  char c = 0;
  int used = 0;
  if (std::sscanf(text.c_str(), "%c%d%c%d%n", &r, &row, &c, &column, &used) != 4 ||
      static_cast<std::size_t>(used) != text.size() || std::toupper(r) != 'R' ||
      std::toupper(c) != 'C' || row < 0 || row > side + 1 || column < 0 || column > side + 1) {
    throw BadEntry(fmt::format("cell {} is not a cell of a {}×{} grid or just outside it",
                               quoted(text), side, side));
  }
  return {row - 1, column - 1};
}

int read_cell(const Json& name, int side) {
  const Place place = read_place(name, side);
  if (place.row < 0 || place.row >= side || place.column < 0 || place.column >= side) {
    throw BadEntry(fmt::format("cell {} is outside the grid", name.dump()));
  }
  return place.row * side + place.column;
}

std::vector<int> read_cells(const Json& entry, const char* field, int side) {
  if (!entry.is_object() || !entry.contains(field) || !entry[field].is_array()) {
    throw BadEntry(fmt::format("an entry needs \"{}\", a list of cells", field));
  }
  std::vector<int> cells;
  for (const Json& name : entry[field]) cells.push_back(read_cell(name, side));
  return cells;
}

// A number written as a string or a number; nothing for "" or a missing value.
std::optional<int> read_number(const Json& entry, const char* field = "value") {
  if (!entry.is_object() || !entry.contains(field) || entry[field].is_null()) return std::nullopt;
  const Json& value = entry[field];
  if (value.is_number_integer()) return value.get<int>();
  if (value.is_string()) {
    const std::string text = value.get<std::string>();
    if (text.empty()) return std::nullopt;
    std::size_t used = 0;
    int number = 0;
    try {
      number = std::stoi(text, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == text.size() && used > 0) return number;
  }
  throw BadEntry(fmt::format("\"{}\" is a number, not {}", field, value.dump()));
}

const Json& entries(const Json& value) {
  if (!value.is_array()) throw BadEntry("expected a list of entries");
  return value;
}

void read_lines(Puzzle& puzzle, const Json& value, LineKind kind, int side) {
  for (const Json& entry : entries(value)) {
    if (!entry.is_object() || !entry.contains("lines") || !entry["lines"].is_array()) {
      throw BadEntry("an entry needs \"lines\", a list of lists of cells");
    }
    int line_value = 0;
    if (kind == LineKind::whisper)
      line_value = read_number(entry).value_or(default_whisper_difference(side));
    for (const Json& line : entry["lines"]) {
      std::vector<int> cells;
      for (const Json& name : line) cells.push_back(read_cell(name, side));
      puzzle.add_constraint(Line{kind, std::move(cells), line_value});
    }
  }
}

void read_dots(Puzzle& puzzle, const Json& value, DotKind kind, int side) {
  for (const Json& entry : entries(value)) {
    std::vector<int> cells = read_cells(entry, "cells", side);
    if (cells.size() != 2) throw BadEntry("a dot joins 2 cells");
    std::sort(cells.begin(), cells.end());
    int number = 0;
    if (kind == DotKind::sum) {
      const std::string letter = entry.value("value", std::string());
      if (letter == "X" || letter == "x") {
        number = 10;
      } else if (letter == "V" || letter == "v") {
        number = 5;
      } else {
        throw BadEntry(
            fmt::format("an XV entry's value is \"X\" or \"V\", not {}", quoted(letter)));
      }
    } else {
      number = read_number(entry).value_or(default_kropki_value(kind));
    }
    puzzle.add_constraint(Dot{kind, cells[0], cells[1], number});
  }
}

void read_cell_rules(Puzzle& puzzle, const Json& value, CellRuleKind kind, int side) {
  for (const Json& entry : entries(value)) {
    if (!entry.is_object() || !entry.contains("cell"))
      throw BadEntry("an entry needs its \"cell\"");
    puzzle.add_constraint(CellRule{kind, read_cell(entry["cell"], side)});
  }
}

void read_outside_clues(Puzzle& puzzle, const Json& value, OutsideClueKind kind, int side) {
  for (const Json& entry : entries(value)) {
    if (!entry.is_object() || !entry.contains("cell"))
      throw BadEntry("an entry needs its \"cell\"");
    const Place place = read_place(entry["cell"], side);
    const std::optional<int> number = read_number(entry);
    if (!number) continue;  // a clue without a number says nothing
    GridSide grid_side{};
    int index = 0;
    if (place.row == -1 && place.column >= 0 && place.column < side) {
      grid_side = GridSide::top;
      index = place.column;
    } else if (place.row == side && place.column >= 0 && place.column < side) {
      grid_side = GridSide::bottom;
      index = place.column;
    } else if (place.column == -1 && place.row >= 0 && place.row < side) {
      grid_side = GridSide::left;
      index = place.row;
    } else if (place.column == side && place.row >= 0 && place.row < side) {
      grid_side = GridSide::right;
      index = place.row;
    } else {
      throw BadEntry(fmt::format("a clue stands just outside a row or column, not at {}",
                                 entry["cell"].dump()));
    }
    puzzle.add_constraint(OutsideClue{kind, grid_side, index, *number});
  }
}

void read_little_killers(Puzzle& puzzle, const Json& value, int side) {
  for (const Json& entry : entries(value)) {
    if (!entry.is_object() || !entry.contains("cell"))
      throw BadEntry("an entry needs its \"cell\"");
    const Place place = read_place(entry["cell"], side);
    const std::optional<int> number = read_number(entry);
    if (!number) continue;
    const std::string direction = entry.value("direction", std::string());
    DiagonalDirection diagonal{};
    if (direction == "DR") {
      diagonal = DiagonalDirection::down_right;
    } else if (direction == "DL") {
      diagonal = DiagonalDirection::down_left;
    } else if (direction == "UR") {
      diagonal = DiagonalDirection::up_right;
    } else if (direction == "UL") {
      diagonal = DiagonalDirection::up_left;
    } else {
      throw BadEntry(fmt::format("a little killer's direction is DR, DL, UR or UL, not {}",
                                 quoted(direction)));
    }
    puzzle.add_constraint(LittleKiller{place.row, place.column, diagonal, *number});
  }
}

void read_arrows(Puzzle& puzzle, const Json& value, int side) {
  for (const Json& entry : entries(value)) {
    std::vector<int> circle = read_cells(entry, "cells", side);
    // A pill's digits read left to right, top to bottom, whatever order its cells are listed in.
    std::sort(circle.begin(), circle.end());
    if (!entry.contains("lines") || !entry["lines"].is_array())
      throw BadEntry("an arrow needs \"lines\"");
    for (const Json& line : entry["lines"]) {
      std::vector<int> shaft;
      for (const Json& name : line) {
        const int cell = read_cell(name, side);
        // The line starts in the circle: its cells there are the circle's, not the shaft's.
        if (shaft.empty() && std::find(circle.begin(), circle.end(), cell) != circle.end())
          continue;
        shaft.push_back(cell);
      }
      if (shaft.empty()) continue;  // a line drawn inside the circle only
      puzzle.add_constraint(Arrow{circle, std::move(shaft)});
    }
  }
}

}  // namespace

std::string quoted(const std::string& text) {
  return Json(text).dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string cell_key(int row, int column) { return fmt::format("R{}C{}", row + 1, column + 1); }

int default_whisper_difference(int side) { return (side + 1) / 2; }

void read_rule(Puzzle& puzzle, const std::string& key, const Json& value, int side) {
  const Geometry& geometry = puzzle.geometry();
  const bool on = value.is_boolean() && value.get<bool>();
  const std::optional<GlobalRuleKind> global = kind_of(kGlobalRuleKeys, key);
  if (global || key == "diagonal+" || key == "diagonal-" || key == "disjointgroups") {
    if (!value.is_boolean()) throw BadEntry("expected true or false");
    if (!on) return;
  }
  if (global) {
    puzzle.add_constraint(GlobalRule{*global});
  } else if (key == "diagonal+") {
    puzzle.add_constraint(anti_diagonal(geometry));
  } else if (key == "diagonal-") {
    puzzle.add_constraint(main_diagonal(geometry));
  } else if (key == "disjointgroups") {
    if (geometry.has_regions()) throw BadEntry("disjoint groups need regular boxes, not a jigsaw");
    for (int place = 0; place < side; ++place) {
      ExtraHouse group{fmt::format("disjoint group {}", place + 1), {}};
      for (int cell = 0; cell < geometry.cell_count(); ++cell) {
        const int row_in_box = geometry.row_of(cell) % geometry.box_rows();
        const int column_in_box = geometry.column_of(cell) % geometry.box_columns();
        if (row_in_box * geometry.box_columns() + column_in_box == place)
          group.cells.push_back(cell);
      }
      puzzle.add_constraint(std::move(group));
    }
  } else if (key == "negative") {
    for (const Json& name : entries(value)) {
      const std::string text = name.is_string() ? name.get<std::string>() : name.dump();
      if (text == "ratio") {
        puzzle.add_constraint(NegativeDots{DotKind::ratio, 2});
      } else if (text == "difference") {
        const Constraint negative{NegativeDots{DotKind::difference, 1}};
        const auto& rules = puzzle.constraints();
        if (std::find(rules.begin(), rules.end(), negative) == rules.end()) {
          puzzle.add_constraint(negative);
        }
      } else if (text == "xv") {
        puzzle.add_constraint(NegativeDots{DotKind::sum, 10});
        puzzle.add_constraint(NegativeDots{DotKind::sum, 5});
      } else {
        throw Unsupported(fmt::format("negative {}", text));
      }
    }
  } else if (key == "killercage") {
    for (const Json& entry : entries(value)) {
      std::vector<int> cells = read_cells(entry, "cells", side);
      // A total of 0 (no cage can have it) is how some tools write a cage without a total.
      if (const std::optional<int> total = read_number(entry); total && *total != 0) {
        Cage cage{std::move(cells), *total};
        if (const auto problem = cage_problem(geometry, cage)) throw BadEntry(*problem);
        puzzle.add_constraint(std::move(cage));
      } else {
        if (static_cast<int>(cells.size()) > side) {
          throw BadEntry(
              fmt::format("a cage has {} cells; a cage holds 1 to {} cells", cells.size(), side));
        }
        puzzle.add_constraint(ExtraRegion{std::move(cells), true});
      }
    }
  } else if (key == "extraregion") {
    int count = 0;
    for (const Json& entry : entries(value)) {
      std::vector<int> cells = read_cells(entry, "cells", side);
      // Its digits differ, so it holds at most one cell a digit.
      if (static_cast<int>(cells.size()) > side) {
        throw BadEntry(fmt::format("an extra region has {} cells; a region holds 1 to {} cells",
                                   cells.size(), side));
      }
      if (static_cast<int>(cells.size()) == side) {
        puzzle.add_constraint(
            ExtraHouse{fmt::format("extra region {}", ++count), std::move(cells)});
      } else {
        puzzle.add_constraint(ExtraRegion{std::move(cells), false});
      }
    }
  } else if (const auto cell_rule = kind_of(kCellRuleKeys, key)) {
    read_cell_rules(puzzle, value, *cell_rule, side);
  } else if (const auto indexer = kind_of(kIndexerKeys, key)) {
    for (const Json& entry : entries(value)) {
      for (const int cell : read_cells(entry, "cells", side)) {
        puzzle.add_constraint(CellRule{*indexer, cell});
      }
    }
  } else if (const auto dot = kind_of(kDotKeys, key)) {
    read_dots(puzzle, value, *dot, side);
  } else if (const auto line = kind_of(kLineKeys, key)) {
    read_lines(puzzle, value, *line, side);
  } else if (key == kSlowThermometerKey) {
    read_lines(puzzle, value, LineKind::slow_thermometer, side);
  } else if (key == "arrow") {
    read_arrows(puzzle, value, side);
  } else if (key == "littlekillersum") {
    read_little_killers(puzzle, value, side);
  } else if (const auto clue = kind_of(kOutsideClueKeys, key)) {
    read_outside_clues(puzzle, value, *clue, side);
  } else if (key == "quadruple") {
    for (const Json& entry : entries(value)) {
      std::vector<int> cells = read_cells(entry, "cells", side);
      std::sort(cells.begin(), cells.end());
      if (!entry.contains("values") || !entry["values"].is_array())
        throw BadEntry("a quadruple needs \"values\"");
      std::vector<std::uint8_t> digits;
      for (const Json& digit : entry["values"]) {
        if (!digit.is_number_integer() || digit.get<int>() < 1 || digit.get<int>() > side) {
          throw BadEntry(fmt::format("a quadruple lists digits 1-{}, not {}", side, digit.dump()));
        }
        digits.push_back(static_cast<std::uint8_t>(digit.get<int>()));
      }
      std::sort(digits.begin(), digits.end());
      puzzle.add_constraint(Quadruple{std::move(cells), std::move(digits)});
    }
  } else if (key == "clone") {
    for (const Json& entry : entries(value)) {
      puzzle.add_constraint(
          Clone{read_cells(entry, "cells", side), read_cells(entry, "cloneCells", side)});
    }
  } else {
    throw Unsupported(key);
  }
}

void check_givens(const Puzzle& puzzle, std::string_view source, int line_number) {
  const Geometry& geometry = puzzle.geometry();
  if (const auto conflict = find_conflict(puzzle)) {
    throw GivensConflict(
        std::string(source), 1, 1,
        cell_name(geometry, conflict->cell) + ": " + describe(geometry, *conflict));
  }
  if (const auto conflict = find_cage_conflict(puzzle)) {
    throw GivensConflict(std::string(source), line_number, 1,
                         cell_name(geometry, conflict->cell) + ": " + conflict->problem);
  }
  if (const auto conflict = find_rule_conflict(puzzle)) {
    throw GivensConflict(std::string(source), line_number, 1,
                         cell_name(geometry, conflict->cell) + ": " + conflict->problem);
  }
}

}  // namespace sudoku::fpuzzles
