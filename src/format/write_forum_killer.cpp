// Writers of the forum Killer forms (forum_killer.hpp): SudoCue's numbers and the pointer form.
//
// SudoCue's form numbers the cages 0, 1, … in the puzzle's order, then gives each uncaged cell
// a number of its own with total 0. The pointer form writes each cage's total at its first cell
// in reading order, and every other cell an arrow to the neighbour it was reached from by a
// breadth-first walk from that cell along rows and columns (a step across a corner only into a
// part that touches the rest at a corner), so every arrow leads to the total.
#include <algorithm>
#include <deque>
#include <span>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "format/labels.hpp"
#include "sudoku/format.hpp"

namespace sudoku {
namespace {

constexpr int kSide = 9;

// The cages of a puzzle either form can hold (a 9×9 Killer, or Killer X, without givens), or
// throws std::invalid_argument saying why not.
std::vector<Cage> writable_cages(const Puzzle& puzzle, std::string_view form) {
  const Variant variant = variant_of(puzzle);
  if (!variant.killer) {
    throw std::invalid_argument(
        fmt::format("{} holds a Killer, and this puzzle is {}", form, variant_name(variant)));
  }
  if (puzzle.side() != kSide) {
    throw std::invalid_argument(fmt::format("{} holds a 9×9 Killer, and this one is {}×{}", form,
                                            puzzle.side(), puzzle.side()));
  }
  if (variant.jigsaw) {
    throw std::invalid_argument(fmt::format("{} has no jigsaw regions, and this puzzle is {}", form,
                                            variant_name(variant)));
  }
  if (puzzle.given_count() != 0) {
    throw std::invalid_argument(
        fmt::format("{} holds cages only, no givens, and this Killer "
                    "has {}",
                    form, puzzle.given_count()));
  }
  std::vector<Cage> cages;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr) continue;
    if (const auto problem = cage_problem(puzzle.geometry(), *cage)) {
      throw std::invalid_argument(fmt::format(
          "the cage at {}: {}", cell_name(puzzle.geometry(), cage->cells.front()), *problem));
    }
    cages.push_back(*cage);
  }
  return cages;
}

// The steps of a walk, along rows and columns first, then across corners.
struct Step {
  int rows;
  int columns;
  char arrow;  // pointing back the other way: from the cell reached to the one it came from
};
constexpr Step kSteps[] = {{0, 1, '<'}, {0, -1, '>'},  {1, 0, '^'},  {-1, 0, 'v'},
                           {1, 1, '`'}, {1, -1, '\''}, {-1, 1, ','}, {-1, -1, '.'}};

// The total's symbol of the pointer form: 0-9, A-Z for 10-35, a-j for 36-45.
char total_symbol(int total) {
  if (total < 10) return static_cast<char>('0' + total);
  if (total < 36) return static_cast<char>('A' + total - 10);
  return static_cast<char>('a' + total - 36);
}

}  // namespace

std::string to_sudocue(const Puzzle& puzzle) {
  const std::vector<Cage> cages = writable_cages(puzzle, "SudoCue's form");
  std::vector<int> value(static_cast<std::size_t>(puzzle.cell_count()), -1);
  int number = 0;
  for (const Cage& cage : cages) {
    for (int cell : cage.cells) value[static_cast<std::size_t>(cell)] = cage.sum * 256 + number;
    ++number;
  }
  std::string text = puzzle.has_x_diagonals() ? "3x3:d:k:" : "3x3::k:";
  for (int& cell_value : value) {
    if (cell_value < 0) cell_value = number++;  // uncaged: a number of its own, total 0
    text += std::to_string(cell_value);
    text += ':';
  }
  return text;
}

std::string to_killer_pointers(const Puzzle& puzzle) {
  const std::vector<Cage> cages = writable_cages(puzzle, "the pointer form");
  const Geometry& geometry = puzzle.geometry();
  std::string text(static_cast<std::size_t>(puzzle.cell_count()), '0');  // uncaged: '0' alone
  std::vector<int> cage_of(text.size(), -1);
  for (std::size_t index = 0; index < cages.size(); ++index) {
    for (int cell : cages[index].cells) {
      cage_of[static_cast<std::size_t>(cell)] = static_cast<int>(index);
    }
  }
  for (std::size_t index = 0; index < cages.size(); ++index) {
    const Cage& cage = cages[index];
    const std::vector<int> parts = labels::apart_parts(kSide, cage.cells);
    if (parts.size() > 1) {
      throw std::invalid_argument(fmt::format(
          "the pointer form leads each cell of a cage to a neighbour, and the cage at {} is in "
          "{} parts that do not touch (one at {})",
          cell_name(geometry, parts[0]), parts.size(), cell_name(geometry, parts[1])));
    }
    const int first = *std::min_element(cage.cells.begin(), cage.cells.end());
    text[static_cast<std::size_t>(first)] = total_symbol(cage.sum);
    // Along rows and columns as far as they go, then a corner step into the next part.
    std::vector<bool> reached(text.size(), false);
    const auto reach = [&](int cell, const Step& step) {
      const int row = geometry.row_of(cell) + step.rows;
      const int column = geometry.column_of(cell) + step.columns;
      if (row < 0 || row >= kSide || column < 0 || column >= kSide) return -1;
      const int next = geometry.cell(row, column);
      const auto at = static_cast<std::size_t>(next);
      if (reached[at] || cage_of[at] != static_cast<int>(index)) return -1;
      reached[at] = true;
      text[at] = step.arrow;
      return next;
    };
    reached[static_cast<std::size_t>(first)] = true;
    std::deque<int> queue{first};
    while (!queue.empty()) {
      while (!queue.empty()) {
        const int cell = queue.front();
        queue.pop_front();
        for (const Step& step : std::span(kSteps).first(4)) {
          if (const int next = reach(cell, step); next >= 0) queue.push_back(next);
        }
      }
      for (std::size_t at = 0; at < cage.cells.size() && queue.empty(); ++at) {
        const int cell = cage.cells[at];
        if (!reached[static_cast<std::size_t>(cell)]) continue;
        for (const Step& step : std::span(kSteps).subspan(4)) {
          if (const int next = reach(cell, step); next >= 0) {
            queue.push_back(next);
            break;
          }
        }
      }
    }
  }
  return text;
}

}  // namespace sudoku
