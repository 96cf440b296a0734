// Houses and the rules of a puzzle: which cells must differ, and whether a grid keeps them.
#include <algorithm>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku {

namespace {

// The extra houses of a puzzle's constraints, in order.
std::vector<const ExtraHouse*> extra_houses(const Puzzle& puzzle) {
  std::vector<const ExtraHouse*> extras;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* extra = std::get_if<ExtraHouse>(&constraint)) extras.push_back(extra);
  }
  return extras;
}

// House number `index` in the order of houses(): rows, columns, boxes (or regions), then
// extra houses.
House make_house(const Puzzle& puzzle, const std::vector<const ExtraHouse*>& extras, int index) {
  const Geometry& geometry = puzzle.geometry();
  const int side = geometry.side();
  const int kind = index / side;
  const int number = index % side;
  House house;
  switch (kind) {
    case 0:
      house = {HouseKind::row, number, "row " + std::to_string(number + 1), {}};
      for (int column = 0; column < side; ++column)
        house.cells.push_back(geometry.cell(number, column));
      return house;
    case 1:
      house = {HouseKind::column, number, "column " + std::to_string(number + 1), {}};
      for (int row = 0; row < side; ++row) house.cells.push_back(geometry.cell(row, number));
      return house;
    case 2: {
      if (geometry.has_regions()) {
        house = {HouseKind::region, number, "region " + std::to_string(number + 1), {}};
        for (int cell = 0; cell < geometry.cell_count(); ++cell) {
          if (geometry.box_of(cell) == number) house.cells.push_back(cell);
        }
        return house;
      }
      house = {HouseKind::box, number, "box " + std::to_string(number + 1), {}};
      const int boxes_across = side / geometry.box_columns();
      const int top = (number / boxes_across) * geometry.box_rows();
      const int left = (number % boxes_across) * geometry.box_columns();
      for (int row = top; row < top + geometry.box_rows(); ++row) {
        for (int column = left; column < left + geometry.box_columns(); ++column) {
          house.cells.push_back(geometry.cell(row, column));
        }
      }
      return house;
    }
    default: {
      const int extra = index - 3 * side;
      const ExtraHouse& rule = *extras[static_cast<std::size_t>(extra)];
      house = {HouseKind::extra, extra, rule.name, rule.cells};
      std::sort(house.cells.begin(), house.cells.end());
      return house;
    }
  }
}

}  // namespace

std::vector<House> houses(const Puzzle& puzzle) {
  const std::vector<const ExtraHouse*> extras = extra_houses(puzzle);
  const int count = 3 * puzzle.side() + static_cast<int>(extras.size());
  std::vector<House> result;
  result.reserve(static_cast<std::size_t>(count));
  for (int index = 0; index < count; ++index) result.push_back(make_house(puzzle, extras, index));
  return result;
}

// Walks the cells in reading order, remembering in each house where each digit was first
// seen; the first cell whose digit a house has seen before is the conflict. One pass, one
// allocation; House objects (with their names) are built only for the conflict found.
std::optional<Conflict> find_conflict(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  const int side = geometry.side();
  const std::vector<const ExtraHouse*> extras = extra_houses(puzzle);
  const std::size_t house_count = 3 * static_cast<std::size_t>(side) + extras.size();
  const std::size_t slots = static_cast<std::size_t>(side) + 1;
  std::vector<int> first_seen(house_count * slots, -1);

  // The extra houses each cell belongs to (empty for plain puzzles).
  std::vector<std::vector<int>> extras_of_cell(extras.empty() ? 0 : puzzle.cell_count());
  for (std::size_t extra = 0; extra < extras.size(); ++extra) {
    for (int cell : extras[extra]->cells) {
      extras_of_cell[static_cast<std::size_t>(cell)].push_back(3 * side + static_cast<int>(extra));
    }
  }

  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    const Digit digit = puzzle.at(cell);
    if (digit == kBlank) continue;
    auto seen_in = [&](int house) -> std::optional<Conflict> {
      int& earlier = first_seen[static_cast<std::size_t>(house) * slots + digit];
      if (earlier < 0) {
        earlier = cell;
        return std::nullopt;
      }
      return Conflict{digit, cell, earlier, make_house(puzzle, extras, house)};
    };
    for (int house : {geometry.row_of(cell), side + geometry.column_of(cell),
                      2 * side + geometry.box_of(cell)}) {
      if (auto conflict = seen_in(house)) return conflict;
    }
    if (!extras.empty()) {
      for (int house : extras_of_cell[static_cast<std::size_t>(cell)]) {
        if (auto conflict = seen_in(house)) return conflict;
      }
    }
  }
  return std::nullopt;
}

std::string describe(const Geometry& geometry, const Conflict& conflict) {
  std::string where;
  switch (conflict.house.kind) {
    case HouseKind::row:
      where = "column " + std::to_string(geometry.column_of(conflict.other_cell) + 1);
      break;
    case HouseKind::column:
      where = "row " + std::to_string(geometry.row_of(conflict.other_cell) + 1);
      break;
    case HouseKind::box:
    case HouseKind::region:
    case HouseKind::extra:
      where = cell_name(geometry, conflict.other_cell);
      break;
  }
  return "digit " + std::to_string(conflict.digit) + " already in " + conflict.house.name + " (" +
         where + ")";
}

bool breaks_no_rule(const Puzzle& puzzle) {
  return !find_conflict(puzzle) && !find_cage_conflict(puzzle) && !find_rule_conflict(puzzle);
}

std::optional<std::string> solution_problem(const Puzzle& solution, const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  if (solution.geometry() != geometry) {
    return "the solution is " + std::to_string(solution.side()) + "×" +
           std::to_string(solution.side()) + ", the puzzle " + std::to_string(puzzle.side()) + "×" +
           std::to_string(puzzle.side());
  }
  if (solution.constraints() != puzzle.constraints()) {
    return std::string("the solution has other rules than the puzzle");
  }
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    if (solution.at(cell) == kBlank) return cell_name(geometry, cell) + " is blank";
  }
  if (const auto conflict = find_conflict(solution)) {
    return cell_name(geometry, conflict->cell) + ": " + describe(geometry, *conflict);
  }
  if (const auto conflict = find_cage_conflict(solution)) {
    return cell_name(geometry, conflict->cell) + ": " + conflict->problem;
  }
  if (const auto conflict = find_rule_conflict(solution)) {
    return cell_name(geometry, conflict->cell) + ": " + conflict->problem;
  }
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle.at(cell) != kBlank && puzzle.at(cell) != solution.at(cell)) {
      return cell_name(geometry, cell) + " holds " + std::to_string(solution.at(cell)) +
             " but the puzzle gives " + std::to_string(puzzle.at(cell));
    }
  }
  return std::nullopt;
}

bool is_solution_of(const Puzzle& solution, const Puzzle& puzzle) {
  return !solution_problem(solution, puzzle);
}

}  // namespace sudoku
