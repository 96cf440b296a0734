// Houses and the rules of a puzzle: which cells must differ, and whether a grid keeps them.
#include <algorithm>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku {

std::vector<House> houses(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  const int side = geometry.side();
  std::vector<House> result;
  result.reserve(static_cast<std::size_t>(3 * side) + puzzle.constraints().size());
  for (int row = 0; row < side; ++row) {
    House house{HouseKind::row, row, "row " + std::to_string(row + 1), {}};
    for (int column = 0; column < side; ++column) house.cells.push_back(geometry.cell(row, column));
    result.push_back(std::move(house));
  }
  for (int column = 0; column < side; ++column) {
    House house{HouseKind::column, column, "column " + std::to_string(column + 1), {}};
    for (int row = 0; row < side; ++row) house.cells.push_back(geometry.cell(row, column));
    result.push_back(std::move(house));
  }
  const int boxes_across = side / geometry.box_columns();
  for (int box = 0; box < side; ++box) {
    House house{HouseKind::box, box, "box " + std::to_string(box + 1), {}};
    const int top = (box / boxes_across) * geometry.box_rows();
    const int left = (box % boxes_across) * geometry.box_columns();
    for (int row = top; row < top + geometry.box_rows(); ++row) {
      for (int column = left; column < left + geometry.box_columns(); ++column) {
        house.cells.push_back(geometry.cell(row, column));
      }
    }
    result.push_back(std::move(house));
  }
  int extra_index = 0;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* extra = std::get_if<ExtraHouse>(&constraint)) {
      result.push_back(House{HouseKind::extra, extra_index++, extra->name, extra->cells});
    }
  }
  return result;
}

std::optional<Conflict> find_conflict(const Puzzle& puzzle) {
  std::optional<Conflict> first;
  std::vector<int> seen_at(static_cast<std::size_t>(puzzle.side()) + 1);
  for (const House& house : houses(puzzle)) {
    std::fill(seen_at.begin(), seen_at.end(), -1);
    for (int cell : house.cells) {
      const Digit digit = puzzle.at(cell);
      if (digit == kBlank) continue;
      int& earlier = seen_at[digit];
      if (earlier < 0) {
        earlier = cell;
        continue;
      }
      if (!first || cell < first->cell) first = Conflict{digit, cell, earlier, house};
      break;  // any later conflict in this house comes later in reading order
    }
  }
  return first;
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
    case HouseKind::extra:
      where = cell_name(geometry, conflict.other_cell);
      break;
  }
  return "digit " + std::to_string(conflict.digit) + " already in " + conflict.house.name + " (" +
         where + ")";
}

namespace {

// A cage holds distinct digits whose sum never exceeds its total and equals it once full.
bool cage_holds(const Puzzle& puzzle, const Cage& cage) {
  std::uint64_t used = 0;
  int total = 0;
  bool full = true;
  for (int cell : cage.cells) {
    const Digit digit = puzzle.at(cell);
    if (digit == kBlank) {
      full = false;
      continue;
    }
    const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
    if ((used & bit) != 0) return false;
    used |= bit;
    total += digit;
  }
  return full ? total == cage.sum : total < cage.sum;
}

}  // namespace

bool breaks_no_rule(const Puzzle& puzzle) {
  if (find_conflict(puzzle)) return false;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint); cage && !cage_holds(puzzle, *cage)) {
      return false;
    }
  }
  return true;
}

std::optional<std::string> solution_problem(const Puzzle& solution, const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  if (solution.geometry() != geometry) {
    return "the solution is " + std::to_string(solution.side()) + "×" +
           std::to_string(solution.side()) + ", the puzzle " + std::to_string(puzzle.side()) +
           "×" + std::to_string(puzzle.side());
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
  if (!breaks_no_rule(solution)) return std::string("a cage's digits do not add up to its total");
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
