// Random solution grids and random jigsaw regions.
//
// A solution grid: the digits 1..N written once each into N random cells of the empty puzzle
// (N different digits can never clash, whatever the houses), then the engine's first solution
// of that. Different seeds put the digits elsewhere, so the engine's search starts from a
// different corner each time. Rare seeds leave no solution (a jigsaw whose regions admit
// none) or spend the budget: the caller tries again.
//
// Jigsaw regions: start from the regular boxes and make many random swaps across region
// borders: a cell of region A next to region B moves to B while a cell of B next to A moves to
// A; a swap is kept only when both regions stay connected. Sizes never change, so each region
// keeps N cells.
#include <algorithm>
#include <array>

#include "generate/parts.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail::generate {
namespace {

std::vector<int> neighbours(int side, int cell) {
  std::vector<int> result;
  const int row = cell / side;
  const int column = cell % side;
  if (row > 0) result.push_back(cell - side);
  if (row + 1 < side) result.push_back(cell + side);
  if (column > 0) result.push_back(cell - 1);
  if (column + 1 < side) result.push_back(cell + 1);
  return result;
}

bool is_connected(const std::vector<std::uint8_t>& regions, int side, int region) {
  const int cell_count = side * side;
  int start = -1;
  int size = 0;
  for (int cell = 0; cell < cell_count; ++cell) {
    if (regions[static_cast<std::size_t>(cell)] != region) continue;
    ++size;
    if (start < 0) start = cell;
  }
  if (start < 0) return true;
  std::vector<bool> seen(static_cast<std::size_t>(cell_count), false);
  std::vector<int> stack{start};
  seen[static_cast<std::size_t>(start)] = true;
  int reached = 0;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    for (const int next : neighbours(side, cell)) {
      if (regions[static_cast<std::size_t>(next)] == region &&
          !seen[static_cast<std::size_t>(next)]) {
        seen[static_cast<std::size_t>(next)] = true;
        stack.push_back(next);
      }
    }
  }
  return reached == size;
}

}  // namespace

std::vector<std::uint8_t> random_regions(int side, Random& random) {
  const Geometry boxes(side);
  const int cell_count = side * side;
  std::vector<std::uint8_t> regions(static_cast<std::size_t>(cell_count));
  for (int cell = 0; cell < cell_count; ++cell) {
    regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(boxes.box_of(cell));
  }
  if (side < 3) return regions;
  const int wanted_swaps = 2 * cell_count;
  for (int swaps = 0, tries = 0; swaps < wanted_swaps && tries < 50 * wanted_swaps; ++tries) {
    const int a = random.below(cell_count);
    const std::vector<int> around_a = neighbours(side, a);
    const int b =
        around_a[static_cast<std::size_t>(random.below(static_cast<int>(around_a.size())))];
    const std::uint8_t from = regions[static_cast<std::size_t>(a)];
    const std::uint8_t to = regions[static_cast<std::size_t>(b)];
    if (from == to) continue;
    // A cell of `to` touching `from`, other than b's side of the border, to move the other way.
    std::vector<int> back;
    for (int cell = 0; cell < cell_count; ++cell) {
      if (regions[static_cast<std::size_t>(cell)] != to || cell == b) continue;
      for (const int next : neighbours(side, cell)) {
        if (next != a && regions[static_cast<std::size_t>(next)] == from) {
          back.push_back(cell);
          break;
        }
      }
    }
    if (back.empty()) continue;
    const int c = back[static_cast<std::size_t>(random.below(static_cast<int>(back.size())))];
    regions[static_cast<std::size_t>(a)] = to;
    regions[static_cast<std::size_t>(c)] = from;
    if (is_connected(regions, side, from) && is_connected(regions, side, to)) {
      ++swaps;
    } else {
      regions[static_cast<std::size_t>(a)] = from;
      regions[static_cast<std::size_t>(c)] = to;
    }
  }
  return regions;
}

std::optional<Puzzle> random_solution(const Puzzle& rules, Random& random,
                                      std::uint64_t node_limit) {
  const int side = rules.side();
  std::vector<int> cells(static_cast<std::size_t>(rules.cell_count()));
  for (int cell = 0; cell < rules.cell_count(); ++cell)
    cells[static_cast<std::size_t>(cell)] = cell;
  random.shuffle(cells);
  Puzzle seeded = rules;
  for (int digit = 1; digit <= side; ++digit) {
    seeded.set(cells[static_cast<std::size_t>(digit - 1)], static_cast<Digit>(digit));
  }
  SolveOptions options;
  options.node_limit = node_limit;
  SolveResult result = solve(seeded, options);
  if (result.status != SolveStatus::solved || !result.solution) return std::nullopt;
  return std::move(*result.solution);
}

}  // namespace sudoku::detail::generate
