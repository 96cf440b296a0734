// Hand-made candidate grids for the technique tests (tests/logic/): start from a grid's
// givens, then take candidates away until exactly the pattern under test is left.
//
//   CandidateGrid grid(Puzzle(Geometry(9)));          // every candidate everywhere
//   only_at(grid, 4, row(grid, 2), {at(2, 3), at(2, 8)});  // 4 in row 2: only r2c3, r2c8
//   only_digits(grid, at(1, 1), {1, 2});              // r1c1 can only be 1 or 2
//
// Rows, columns and cells are counted from 1 as in the messages (r2c3 is at(2, 3)).
#pragma once

#include <algorithm>
#include <vector>

#include "sudoku/logic.hpp"

namespace sudoku::testing {

// The cell rRcC of a grid of `side` (9 unless told).
inline int at(int row, int column, int side = 9) { return (row - 1) * side + column - 1; }

// An empty 9×9 with these Killer cages.
inline CandidateGrid with_cages(const std::vector<Cage>& cages) {
  Puzzle puzzle{Geometry(9)};
  for (const Cage& cage : cages) puzzle.add_constraint(cage);
  return CandidateGrid(puzzle);
}

// The cells of row R, column C, box B (counted from 1).
inline const std::vector<int>& row(const CandidateGrid& grid, int number) {
  return grid.groups()[static_cast<std::size_t>(number - 1)].cells;
}
inline const std::vector<int>& column(const CandidateGrid& grid, int number) {
  return grid.groups()[static_cast<std::size_t>(grid.side() + number - 1)].cells;
}
inline const std::vector<int>& box(const CandidateGrid& grid, int number) {
  return grid.groups()[static_cast<std::size_t>(2 * grid.side() + number - 1)].cells;
}

// Removes `digit` from every cell of `cells` except those of `keep`.
inline void only_at(CandidateGrid& grid, int digit, const std::vector<int>& cells,
                    const std::vector<int>& keep) {
  for (int cell : cells) {
    if (std::find(keep.begin(), keep.end(), cell) == keep.end()) {
      grid.eliminate(cell, static_cast<Digit>(digit));
    }
  }
}

// Leaves `cell` only the candidates `digits`.
inline void only_digits(CandidateGrid& grid, int cell, const std::vector<Digit>& digits) {
  for (int value = 1; value <= grid.side(); ++value) {
    const auto digit = static_cast<Digit>(value);
    if (std::find(digits.begin(), digits.end(), digit) == digits.end()) grid.eliminate(cell, digit);
  }
}

// The first step of one technique alone, or nothing. `unique_solution`: the grid's puzzle is
// taken to have one solution (for the uniqueness techniques).
inline std::optional<Step> first_step(const CandidateGrid& grid, Technique technique,
                                      bool unique_solution = true) {
  LogicOptions only;
  only.techniques = {technique};
  only.unique_solution = unique_solution;
  return find_step(grid, only);
}

// The explanation of the first step of one technique alone, or "(none)".
inline std::string explanation(const CandidateGrid& grid, Technique technique) {
  const std::optional<Step> step = first_step(grid, technique);
  return step ? step->explanation : "(none)";
}

}  // namespace sudoku::testing
