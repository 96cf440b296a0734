// Random solution grids and random jigsaw regions.
//
// A solution grid: the digits 1..N written once each into N random cells of the empty puzzle
// (N different digits can never clash, whatever the houses), then the engine's first solution
// of that. Different seeds put the digits elsewhere, so the engine's search starts from a
// different corner each time. Some jigsaw regions admit no grid at all, and proving that can
// take the engine millions of nodes, so the search gets a small budget (kGridNodes; a grid
// that exists is found in a few hundred) and the caller draws new regions when it runs out.
//
// Different digits never clash under the other rules of a grid (anti-knight, anti-king, windows:
// all say "different"), but they may under non-consecutive (a 1 beside a 2), and that rule leaves
// few grids (48 of 6×6): there only 3 random different digits go into random cells. (With 9, no
// grid on 200 seeds of 9×9; with 3, a third within the budget, half of them in 5,000 nodes;
// the generator draws again when none is found.)
//
// Jigsaw regions: start from the regular boxes and make 2·N² random swaps across region
// borders: a cell of region A next to region B moves to B while a cell of B next to A moves to
// A; a swap is kept only when both regions stay connected. Sizes never change, so each region
// keeps N cells. The grid is then looked for as above; when the regions admit none within the
// budget, the caller draws new regions.
//
// Above 16×16 that fails nearly always (most random 25×25 regions admit no grid the engine
// finds within the budget), so there the regions are drawn over a solution grid of the
// regular boxes, keeping it a solution: the same swaps, except that the cell of B that moves
// to A is the one holding a's digit (and must touch A), so each region keeps every digit once.
// These regions stay closer to the boxes: the digits allow few swaps.
#include <algorithm>
#include <array>

#include "generate/parts.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail::generate {
namespace {

constexpr std::uint64_t kGridNodes = 20'000;
// The digits written into a non-consecutive grid before the engine's search (see above).
constexpr std::size_t kNonConsecutiveSeeds = 3;

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

std::vector<std::uint8_t> regions_over_grid(const Puzzle& grid, Random& random) {
  const int side = grid.side();
  const int cell_count = grid.cell_count();
  std::vector<std::uint8_t> regions(static_cast<std::size_t>(cell_count));
  // where[region * side + digit - 1]: the cell of the region holding the digit.
  std::vector<int> where(static_cast<std::size_t>(side * side));
  for (int cell = 0; cell < cell_count; ++cell) {
    const int region = grid.geometry().box_of(cell);
    regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(region);
    where[static_cast<std::size_t>(region * side + grid.at(cell) - 1)] = cell;
  }
  if (side < 3) return regions;
  const int wanted_swaps = 2 * cell_count;
  for (int swaps = 0, tries = 0; swaps < wanted_swaps && tries < 100 * wanted_swaps; ++tries) {
    const int a = random.below(cell_count);
    const std::vector<int> around_a = neighbours(side, a);
    const int b =
        around_a[static_cast<std::size_t>(random.below(static_cast<int>(around_a.size())))];
    const int from = regions[static_cast<std::size_t>(a)];
    const int to = regions[static_cast<std::size_t>(b)];
    if (from == to) continue;
    // The cell of `to` with a's digit goes the other way, so both regions keep every digit.
    const int digit = grid.at(a);
    const int c = where[static_cast<std::size_t>(to * side + digit - 1)];
    const std::vector<int> around_c = neighbours(side, c);
    const bool touches_from = std::any_of(around_c.begin(), around_c.end(), [&](int next) {
      return next != a && regions[static_cast<std::size_t>(next)] == from;
    });
    if (!touches_from) continue;
    regions[static_cast<std::size_t>(a)] = static_cast<std::uint8_t>(to);
    regions[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(from);
    if (is_connected(regions, side, from) && is_connected(regions, side, to)) {
      where[static_cast<std::size_t>(to * side + digit - 1)] = a;
      where[static_cast<std::size_t>(from * side + digit - 1)] = c;
      ++swaps;
    } else {
      regions[static_cast<std::size_t>(a)] = static_cast<std::uint8_t>(from);
      regions[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(to);
    }
  }
  return regions;
}

namespace {

// The engine's first solution of `seeded` within kGridNodes, or nothing.
std::optional<Puzzle> first_solution(const Puzzle& seeded, const TimeBudget& time) {
  time.check();
  SolveOptions options;
  options.node_limit = kGridNodes;
  options.time_limit = time.left();
  options.stop = time.stop();
  SolveResult result = solve(seeded, options);
  time.check();
  if (result.status != SolveStatus::solved || !result.solution) return std::nullopt;
  return std::move(*result.solution);
}

}  // namespace

std::optional<Puzzle> random_solution(const Puzzle& rules, Random& random, const TimeBudget& time) {
  const int side = rules.side();
  std::vector<int> cells(static_cast<std::size_t>(rules.cell_count()));
  for (int cell = 0; cell < rules.cell_count(); ++cell)
    cells[static_cast<std::size_t>(cell)] = cell;
  random.shuffle(cells);
  std::vector<Digit> digits(static_cast<std::size_t>(side));
  for (int digit = 1; digit <= side; ++digit) {
    digits[static_cast<std::size_t>(digit - 1)] = static_cast<Digit>(digit);
  }
  const bool non_consecutive = std::find(rules.constraints().begin(), rules.constraints().end(),
                                         Constraint{GlobalRule{GlobalRuleKind::non_consecutive}}) !=
                               rules.constraints().end();
  if (non_consecutive) {
    random.shuffle(digits);
    digits.resize(std::min<std::size_t>(digits.size(), kNonConsecutiveSeeds));
  }
  Puzzle seeded = rules;
  for (std::size_t index = 0; index < digits.size(); ++index) {
    seeded.set(cells[index], digits[index]);
  }
  return first_solution(seeded, time);
}

}  // namespace sudoku::detail::generate
