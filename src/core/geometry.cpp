// Geometry: the side of the grid and the shape of its boxes (seed 001's rule), or the
// irregular regions of a jigsaw.
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku {
namespace {

// Seed 001: boxes have as many rows as the largest divisor of N not above √N, so they are as
// near square as possible and never taller than wide (6 → 2×3, 12 → 3×4, 7 → 1×7).
int box_rows_for(int side) {
  int rows = 1;
  for (int divisor = 1; divisor * divisor <= side; ++divisor) {
    if (side % divisor == 0) rows = divisor;
  }
  return rows;
}

}  // namespace

Geometry::Geometry(int side) : side_(side), box_rows_(1), box_columns_(side) {
  if (side < 1 || side > kMaxSide) {
    throw std::invalid_argument("a grid side must be between 1 and " + std::to_string(kMaxSide) +
                                ", not " + std::to_string(side));
  }
  box_rows_ = box_rows_for(side);
  box_columns_ = side / box_rows_;
}

Geometry::Geometry(int side, std::vector<std::uint8_t> regions) : Geometry(side) {
  if (regions.size() != static_cast<std::size_t>(cell_count())) {
    throw std::invalid_argument("a " + std::to_string(side) + "×" + std::to_string(side) +
                                " jigsaw needs a region for each of its " +
                                std::to_string(cell_count()) + " cells, not " +
                                std::to_string(regions.size()));
  }
  std::vector<int> cells_in(static_cast<std::size_t>(side), 0);
  for (std::uint8_t region : regions) {
    if (region >= side) {
      throw std::invalid_argument("region " + std::to_string(region + 1) + " of " +
                                  std::to_string(side) + " regions does not exist");
    }
    ++cells_in[region];
  }
  for (int region = 0; region < side; ++region) {
    if (cells_in[static_cast<std::size_t>(region)] != side) {
      throw std::invalid_argument("region " + std::to_string(region + 1) + " has " +
                                  std::to_string(cells_in[static_cast<std::size_t>(region)]) +
                                  " cells, not " + std::to_string(side));
    }
  }
  regions_ = std::move(regions);
}

std::string cell_name(const Geometry& geometry, int cell) {
  return "r" + std::to_string(geometry.row_of(cell) + 1) + "c" +
         std::to_string(geometry.column_of(cell) + 1);
}

}  // namespace sudoku
