// The orbits of a symmetry of the givens' pattern. Cell (r, c) of an N×N grid goes to
//   rotate180  (N−1−r, N−1−c)            half a turn
//   rotate90   (c, N−1−r)                a quarter turn (orbits of four, or one at the centre)
//   mirror     (r, N−1−c)                left to right
//   diagonal   (c, r)                    across the main diagonal
// and its orbit is every cell it reaches by repeating the move. Taking givens away an orbit at
// a time keeps the pattern symmetric.
#include <algorithm>

#include "generate/parts.hpp"

namespace sudoku::detail::generate {
namespace {

int image(int side, Symmetry symmetry, int cell) {
  const int row = cell / side;
  const int column = cell % side;
  switch (symmetry) {
    case Symmetry::rotate180:
      return (side - 1 - row) * side + (side - 1 - column);
    case Symmetry::rotate90:
      return column * side + (side - 1 - row);
    case Symmetry::mirror:
      return row * side + (side - 1 - column);
    case Symmetry::diagonal:
      return column * side + row;
    case Symmetry::none:
      break;
  }
  return cell;
}

}  // namespace

std::vector<std::vector<int>> symmetry_orbits(int side, Symmetry symmetry, Random& random) {
  const int cell_count = side * side;
  std::vector<bool> placed(static_cast<std::size_t>(cell_count), false);
  std::vector<std::vector<int>> orbits;
  for (int cell = 0; cell < cell_count; ++cell) {
    if (placed[static_cast<std::size_t>(cell)]) continue;
    std::vector<int> orbit;
    for (int next = cell; !placed[static_cast<std::size_t>(next)];
         next = image(side, symmetry, next)) {
      placed[static_cast<std::size_t>(next)] = true;
      orbit.push_back(next);
    }
    orbits.push_back(std::move(orbit));
  }
  random.shuffle(orbits);
  return orbits;
}

}  // namespace sudoku::detail::generate
