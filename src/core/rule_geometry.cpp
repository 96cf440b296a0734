// Where the variant rules' cells lie, what they are called, and the shape each must have.
#include "core/rule_geometry.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <variant>

#include <fmt/format.h>

namespace sudoku::rules {

namespace {

// Every pair (first before second) of cells whose rows and columns differ by one of the
// (row, column) steps given, in either sign.
std::vector<std::pair<int, int>> pairs_by_steps(const Geometry& geometry,
                                                std::initializer_list<std::pair<int, int>> steps) {
  const int side = geometry.side();
  std::vector<std::pair<int, int>> pairs;
  for (int cell = 0; cell < geometry.cell_count(); ++cell) {
    const int row = geometry.row_of(cell);
    const int column = geometry.column_of(cell);
    for (const auto& [row_step, column_step] : steps) {
      for (const int sign : {1, -1}) {
        const int other_row = row + row_step;
        const int other_column = column + sign * column_step;
        if (other_row < 0 || other_row >= side || other_column < 0 || other_column >= side)
          continue;
        const int other = geometry.cell(other_row, other_column);
        if (other > cell) pairs.emplace_back(cell, other);
        if (column_step == 0) break;  // a vertical step has no second sign
      }
    }
  }
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  return pairs;
}

bool are_orthogonal_neighbours(const Geometry& geometry, int first, int second) {
  const int rows = std::abs(geometry.row_of(first) - geometry.row_of(second));
  const int columns = std::abs(geometry.column_of(first) - geometry.column_of(second));
  return rows + columns == 1;
}

}  // namespace

std::vector<std::pair<int, int>> knight_pairs(const Geometry& geometry) {
  return pairs_by_steps(geometry, {{1, 2}, {2, 1}});
}

std::vector<std::pair<int, int>> king_pairs(const Geometry& geometry) {
  return pairs_by_steps(geometry, {{0, 1}, {1, 0}, {1, 1}});
}

std::vector<std::pair<int, int>> orthogonal_pairs(const Geometry& geometry) {
  return pairs_by_steps(geometry, {{0, 1}, {1, 0}});
}

std::vector<std::pair<int, int>> pairs_without_dot(const Puzzle& puzzle,
                                                   const NegativeDots& negative) {
  std::vector<std::pair<int, int>> marked;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* dot = std::get_if<Dot>(&constraint);
        dot != nullptr && same_dot_family(dot->kind, negative.kind)) {
      marked.push_back(std::minmax(dot->first, dot->second));
    }
  }
  std::sort(marked.begin(), marked.end());
  std::vector<std::pair<int, int>> pairs = orthogonal_pairs(puzzle.geometry());
  std::erase_if(pairs, [&marked](const std::pair<int, int>& pair) {
    return std::binary_search(marked.begin(), marked.end(), pair);
  });
  return pairs;
}

std::string line_path(const Geometry& geometry, const std::vector<int>& cells) {
  const auto step = [&geometry](int from, int to) {
    return std::pair{geometry.row_of(to) - geometry.row_of(from),
                     geometry.column_of(to) - geometry.column_of(from)};
  };
  std::string text;
  for (std::size_t index = 0; index < cells.size(); ++index) {
    const bool end = index == 0 || index + 1 == cells.size();
    if (!end) {
      const auto [rows, columns] = step(cells[index - 1], cells[index]);
      const bool unit = std::abs(rows) <= 1 && std::abs(columns) <= 1;
      if (unit && std::pair{rows, columns} == step(cells[index], cells[index + 1])) continue;
    }
    if (!text.empty()) text += "→";
    text += cell_name(geometry, cells[index]);
  }
  return text;
}

std::string clue_place(const OutsideClue& clue) {
  switch (clue.side) {
    case GridSide::top:
      return fmt::format("above column {}", clue.index + 1);
    case GridSide::bottom:
      return fmt::format("below column {}", clue.index + 1);
    case GridSide::left:
      return fmt::format("left of row {}", clue.index + 1);
    case GridSide::right:
      break;
  }
  return fmt::format("right of row {}", clue.index + 1);
}

std::vector<int> orthogonal_neighbours(const Geometry& geometry, int cell) {
  const int side = geometry.side();
  const int row = geometry.row_of(cell);
  const int column = geometry.column_of(cell);
  std::vector<int> neighbours;
  if (row > 0) neighbours.push_back(cell - side);
  if (column > 0) neighbours.push_back(cell - 1);
  if (column + 1 < side) neighbours.push_back(cell + 1);
  if (row + 1 < side) neighbours.push_back(cell + side);
  return neighbours;
}

std::vector<int> compared_neighbours(const Puzzle& puzzle, const CellRule& rule) {
  std::vector<int> neighbours = orthogonal_neighbours(puzzle.geometry(), rule.cell);
  std::erase_if(neighbours, [&](int neighbour) {
    return std::find(puzzle.constraints().begin(), puzzle.constraints().end(),
                     Constraint{CellRule{rule.kind, neighbour}}) != puzzle.constraints().end();
  });
  return neighbours;
}

bool is_indexer(CellRuleKind kind) {
  return kind == CellRuleKind::row_indexer || kind == CellRuleKind::column_indexer ||
         kind == CellRuleKind::box_indexer;
}

std::vector<int> indexed_cells(const Geometry& geometry, const CellRule& rule) {
  const int side = geometry.side();
  std::vector<int> cells;
  cells.reserve(static_cast<std::size_t>(side));
  for (int other = 0; other < geometry.cell_count(); ++other) {
    const bool in_house = rule.kind == CellRuleKind::column_indexer
                              ? geometry.row_of(other) == geometry.row_of(rule.cell)
                          : rule.kind == CellRuleKind::row_indexer
                              ? geometry.column_of(other) == geometry.column_of(rule.cell)
                              : geometry.box_of(other) == geometry.box_of(rule.cell);
    if (in_house) cells.push_back(other);
  }
  return cells;
}

int indexed_digit(const Geometry& geometry, const CellRule& rule) {
  switch (rule.kind) {
    case CellRuleKind::column_indexer:
      return geometry.column_of(rule.cell) + 1;
    case CellRuleKind::row_indexer:
      return geometry.row_of(rule.cell) + 1;
    default: {
      const std::vector<int> box = indexed_cells(geometry, rule);
      return static_cast<int>(std::find(box.begin(), box.end(), rule.cell) - box.begin()) + 1;
    }
  }
}

std::vector<int> little_killer_cells(const Geometry& geometry, const LittleKiller& clue) {
  const int side = geometry.side();
  const bool down = clue.direction == DiagonalDirection::down_right ||
                    clue.direction == DiagonalDirection::down_left;
  const bool right = clue.direction == DiagonalDirection::down_right ||
                     clue.direction == DiagonalDirection::up_right;
  int row = clue.row + (down ? 1 : -1);
  int column = clue.column + (right ? 1 : -1);
  std::vector<int> cells;
  while (row >= 0 && row < side && column >= 0 && column < side) {
    cells.push_back(geometry.cell(row, column));
    row += down ? 1 : -1;
    column += right ? 1 : -1;
  }
  return cells;
}

std::vector<int> clue_cells(const Geometry& geometry, const OutsideClue& clue) {
  const int side = geometry.side();
  std::vector<int> cells;
  if (clue.index < 0 || clue.index >= side) return cells;
  for (int step = 0; step < side; ++step) {
    switch (clue.side) {
      case GridSide::top:
        cells.push_back(geometry.cell(step, clue.index));
        break;
      case GridSide::bottom:
        cells.push_back(geometry.cell(side - 1 - step, clue.index));
        break;
      case GridSide::left:
        cells.push_back(geometry.cell(clue.index, step));
        break;
      case GridSide::right:
        cells.push_back(geometry.cell(clue.index, side - 1 - step));
        break;
    }
  }
  return cells;
}

std::string dot_name(DotKind kind, int value) {
  switch (kind) {
    case DotKind::difference:
      return value == 1 ? "white Kropki dot"
                        : fmt::format("white Kropki dot (difference {})", value);
    case DotKind::ratio:
      return value == 2 ? "black Kropki dot" : fmt::format("black Kropki dot (ratio {})", value);
    case DotKind::sum:
      if (value == 10) return "X";
      if (value == 5) return "V";
      return fmt::format("sum dot {}", value);
  }
  return "dot";
}

std::string direction_name(DiagonalDirection direction) {
  switch (direction) {
    case DiagonalDirection::down_right:
      return "down-right";
    case DiagonalDirection::down_left:
      return "down-left";
    case DiagonalDirection::up_right:
      return "up-right";
    case DiagonalDirection::up_left:
      return "up-left";
  }
  return "down-right";
}

std::string clue_kind_name(OutsideClueKind kind) {
  switch (kind) {
    case OutsideClueKind::sandwich:
      return "sandwich";
    case OutsideClueKind::x_sum:
      return "x-sum";
    case OutsideClueKind::skyscraper:
      return "skyscraper";
  }
  return "clue";
}

std::string line_name(LineKind kind) {
  switch (kind) {
    case LineKind::thermometer:
      return "thermometer";
    case LineKind::slow_thermometer:
      return "slow thermometer";
    case LineKind::palindrome:
      return "palindrome";
    case LineKind::whisper:
      return "whisper";
    case LineKind::renban:
      return "renban";
    case LineKind::between:
      return "between line";
    case LineKind::region_sum:
      return "region sum line";
    case LineKind::entropic:
      return "entropic line";
    case LineKind::zipper:
      return "zipper line";
  }
  return "line";
}

bool dot_holds(DotKind kind, int value, int a, int b) {
  switch (kind) {
    case DotKind::difference:
      return std::abs(a - b) == value;
    case DotKind::ratio:
      return a == value * b || b == value * a;
    case DotKind::sum:
      return a + b == value;
  }
  return false;
}

std::optional<std::string> shape_problem(const Geometry& geometry, const Constraint& constraint) {
  const int side = geometry.side();
  auto name = [&](int cell) { return cell_name(geometry, cell); };
  if (const auto* dot = std::get_if<Dot>(&constraint)) {
    if (!are_orthogonal_neighbours(geometry, dot->first, dot->second)) {
      return fmt::format("a {} joins orthogonal neighbours, not {} and {}",
                         dot_name(dot->kind, dot->value), name(dot->first), name(dot->second));
    }
    if (dot->value < (dot->kind == DotKind::sum ? 3 : 1) ||
        dot->value > (dot->kind == DotKind::sum ? 2 * side - 1 : side)) {
      return fmt::format("a {} cannot join two digits of 1-{}", dot_name(dot->kind, dot->value),
                         side);
    }
  } else if (const auto* negative = std::get_if<NegativeDots>(&constraint)) {
    if (negative->value < 1 || negative->value > 2 * side) {
      return fmt::format("no {} is possible", dot_name(negative->kind, negative->value));
    }
  } else if (const auto* line = std::get_if<Line>(&constraint)) {
    const std::size_t least = line->kind == LineKind::between ? 3 : 2;
    if (line->cells.size() < least && line->kind != LineKind::region_sum) {
      return fmt::format("a {} needs {} cells or more", line_name(line->kind), least);
    }
    if (line->kind == LineKind::whisper && (line->value < 1 || line->value >= side)) {
      return fmt::format("a whisper's difference is 1 to {}, not {}", side - 1, line->value);
    }
    if (line->kind == LineKind::entropic && side % 3 != 0) {
      return fmt::format("an entropic line needs a side divisible by 3, not {}", side);
    }
  } else if (const auto* arrow = std::get_if<Arrow>(&constraint)) {
    if (arrow->circle.empty() || arrow->circle.size() > 3) {
      return std::string("an arrow's circle is 1 to 3 cells");
    }
    if (arrow->cells.empty()) return std::string("an arrow needs a shaft of one cell or more");
  } else if (const auto* clue = std::get_if<LittleKiller>(&constraint)) {
    const bool outside =
        clue->row == -1 || clue->row == side || clue->column == -1 || clue->column == side;
    const bool near =
        clue->row >= -1 && clue->row <= side && clue->column >= -1 && clue->column <= side;
    if (!outside || !near || little_killer_cells(geometry, *clue).empty()) {
      return fmt::format(
          "a little killer clue stands just outside the grid and points into it "
          "(r{}c{})",
          clue->row + 1, clue->column + 1);
    }
  } else if (const auto* outside = std::get_if<OutsideClue>(&constraint)) {
    if (outside->index < 0 || outside->index >= side) {
      return fmt::format("a clue outside the grid names row or column {} of {}", outside->index + 1,
                         side);
    }
    if (outside->value < 0) return std::string("a clue outside the grid is a number 0 or more");
  } else if (const auto* quadruple = std::get_if<Quadruple>(&constraint)) {
    if (quadruple->cells.size() != 4) return std::string("a quadruple sits on 4 cells");
    if (quadruple->digits.empty() || quadruple->digits.size() > 4) {
      return std::string("a quadruple lists 1 to 4 digits");
    }
    for (const std::uint8_t digit : quadruple->digits) {
      if (digit < 1 || digit > side)
        return fmt::format("a quadruple lists digits 1-{}, not {}", side, digit);
    }
  } else if (const auto* clone = std::get_if<Clone>(&constraint)) {
    if (clone->cells.size() != clone->copies.size() || clone->cells.empty()) {
      return std::string("a clone has as many cells as its copy, one or more");
    }
  } else if (const auto* cell_rule = std::get_if<CellRule>(&constraint)) {
    if (cell_rule->kind == CellRuleKind::even && side < 2)
      return std::string("no even digit in a 1×1 grid");
  } else if (const auto* given = std::get_if<GivenCandidates>(&constraint)) {
    if (given->digits.empty()) return std::string("given candidates list 1 digit or more");
    for (std::size_t i = 0; i < given->digits.size(); ++i) {
      const int digit = given->digits[i];
      if (digit < 1 || digit > side)
        return fmt::format("given candidates are digits 1-{}, not {}", side, digit);
      if (i > 0 && digit <= given->digits[i - 1])
        return std::string("given candidates are listed once each, in increasing order");
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::rules
