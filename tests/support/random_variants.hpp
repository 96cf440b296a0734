// Random variant puzzles for the tests: jigsaw region layouts, complete grids that keep the X
// diagonals and/or jigsaw regions, Killer cage partitions of a grid, and puzzles cut from
// them; beside them a brute-force oracle for every constraint on small grids.
//
// Jigsaw regions start as the regular boxes and are reshaped by boundary swaps: a cell of
// region A touching region B and a cell of B touching A trade regions, kept only when both
// regions stay connected, so every region keeps N cells and stays one piece. Many layouts
// admit no grid at all (most 4×4 ones), so a layout counts only once a randomised search has
// filled a grid for it; otherwise a new layout is drawn.
//
// Grids that keep extra rules come from a randomised search: the blank cell with the fewest
// digits left is filled next, with its digits tried in random order, under a node budget (a
// search that spends it starts again with the next draws of the generator).
//
// Killer cages cut a solution grid into pieces of 1..max_cage_size cells with distinct digits
// (grown from a random free cell through random neighbours, or, with apart_percent, now and
// then by any free cell: cages of any shape, in parts that need not touch); each sum is taken
// from the grid, so the grid solves the Killer. Some cells may stay uncaged.
//
// Everything is deterministic from a seed (see random_puzzles.hpp for the helpers).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <variant>
#include <vector>

#include "support/random_puzzles.hpp"

namespace sudoku::testing {

// ---- jigsaw regions -------------------------------------------------------------------------

// The orthogonal neighbours of a cell.
inline std::vector<int> neighbours(int side, int cell) {
  const int row = cell / side;
  const int column = cell % side;
  std::vector<int> result;
  if (row > 0) result.push_back(cell - side);
  if (row + 1 < side) result.push_back(cell + side);
  if (column > 0) result.push_back(cell - 1);
  if (column + 1 < side) result.push_back(cell + 1);
  return result;
}

// True when the cells of `region` are one piece through shared edges.
inline bool region_is_connected(int side, const std::vector<std::uint8_t>& regions, int region) {
  std::vector<int> stack;
  std::vector<bool> seen(regions.size(), false);
  int size = 0;
  for (std::size_t cell = 0; cell < regions.size(); ++cell) {
    if (regions[cell] != region) continue;
    ++size;
    if (stack.empty() && !seen[cell]) {
      stack.push_back(static_cast<int>(cell));
      seen[cell] = true;
    }
  }
  int reached = 0;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    for (int next : neighbours(side, cell)) {
      const auto at = static_cast<std::size_t>(next);
      if (!seen[at] && regions[at] == region) {
        seen[at] = true;
        stack.push_back(next);
      }
    }
  }
  return reached == size;
}

// Regions renumbered 0, 1, … by first appearance in reading order (as the readers number them).
inline std::vector<std::uint8_t> numbered_by_first_appearance(std::vector<std::uint8_t> regions) {
  std::array<int, 256> renumber;
  renumber.fill(-1);
  int next = 0;
  for (std::uint8_t& region : regions) {
    if (renumber[region] < 0) renumber[region] = next++;
    region = static_cast<std::uint8_t>(renumber[region]);
  }
  return regions;
}

// A random layout of N connected regions of N cells each: the boxes after `swaps` successful
// boundary swaps (see the top of this file). It may admit no grid.
inline std::vector<std::uint8_t> random_region_layout(int side, int swaps, Random& random) {
  const Geometry boxes(side);
  std::vector<std::uint8_t> regions(static_cast<std::size_t>(side * side));
  for (int cell = 0; cell < side * side; ++cell) {
    regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(boxes.box_of(cell));
  }
  auto at = [&](int cell) -> std::uint8_t& { return regions[static_cast<std::size_t>(cell)]; };
  for (int done = 0, tries = 0; done < swaps && tries < 200 * swaps; ++tries) {
    const int a = random_below(random, side * side);
    const std::vector<int> around = neighbours(side, a);
    const int b_side =
        around[static_cast<std::size_t>(random_below(random, static_cast<int>(around.size())))];
    if (at(b_side) == at(a)) continue;
    const std::uint8_t region_a = at(a);
    const std::uint8_t region_b = at(b_side);
    // A cell of B (other than b_side's path into A) touching A goes the other way.
    std::vector<int> givers;
    for (int cell = 0; cell < side * side; ++cell) {
      if (at(cell) != region_b) continue;
      for (int next : neighbours(side, cell)) {
        if (next != a && at(next) == region_a) {
          givers.push_back(cell);
          break;
        }
      }
    }
    if (givers.empty()) continue;
    const int b =
        givers[static_cast<std::size_t>(random_below(random, static_cast<int>(givers.size())))];
    at(a) = region_b;
    at(b) = region_a;
    if (region_is_connected(side, regions, region_a) &&
        region_is_connected(side, regions, region_b)) {
      ++done;
    } else {
      at(a) = region_a;
      at(b) = region_b;
    }
  }
  return numbered_by_first_appearance(std::move(regions));
}

// ---- grids that keep extra rules --------------------------------------------------------------

// A complete grid of `geometry` (boxes or regions), keeping both diagonals when `x`, found by
// the randomised search of the top of this file; nothing when the search proves there is none
// or spends `node_budget`.
inline std::optional<Puzzle> random_grid_search(const Geometry& geometry, bool x,
                                                std::uint64_t node_budget, Random& random) {
  const int side = geometry.side();
  const int cells = geometry.cell_count();
  // The houses of each cell: row, column, box, and the diagonals (index 3N, 3N+1) when x.
  std::vector<std::vector<int>> houses_of(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    auto& list = houses_of[static_cast<std::size_t>(cell)];
    const int row = geometry.row_of(cell);
    const int column = geometry.column_of(cell);
    list = {row, side + column, 2 * side + geometry.box_of(cell)};
    if (x && row == column) list.push_back(3 * side);
    if (x && row + column == side - 1) list.push_back(3 * side + 1);
  }
  std::vector<std::uint64_t> used(static_cast<std::size_t>(3 * side + 2), 0);
  std::vector<Digit> grid(static_cast<std::size_t>(cells), kBlank);
  std::uint64_t nodes = 0;
  auto fill = [&](auto& self, int filled) -> int {  // 1 found, 0 none, -1 budget spent
    if (filled == cells) return 1;
    if (++nodes > node_budget) return -1;
    int best = -1;
    std::uint64_t best_free = 0;
    int best_count = side + 1;
    for (int cell = 0; cell < cells; ++cell) {
      if (grid[static_cast<std::size_t>(cell)] != kBlank) continue;
      std::uint64_t taken = 0;
      for (int house : houses_of[static_cast<std::size_t>(cell)])
        taken |= used[static_cast<std::size_t>(house)];
      int count = 0;
      for (int digit = 1; digit <= side; ++digit) count += ((taken >> digit) & 1U) == 0;
      if (count < best_count) {
        best = cell;
        best_count = count;
        best_free = ~taken;
        if (count == 0) return 0;
      }
    }
    for (int index : random_permutation(side, random)) {
      const int digit = index + 1;
      if (((best_free >> digit) & 1U) == 0) continue;
      grid[static_cast<std::size_t>(best)] = static_cast<Digit>(digit);
      for (int house : houses_of[static_cast<std::size_t>(best)])
        used[static_cast<std::size_t>(house)] |= 1ULL << digit;
      const int outcome = self(self, filled + 1);
      if (outcome != 0) return outcome;
      for (int house : houses_of[static_cast<std::size_t>(best)])
        used[static_cast<std::size_t>(house)] &= ~(1ULL << digit);
      grid[static_cast<std::size_t>(best)] = kBlank;
    }
    return 0;
  };
  if (fill(fill, 0) != 1) return std::nullopt;
  return Puzzle(geometry, std::move(grid));
}

// A random complete grid of the given side with jigsaw regions (when `jigsaw`) and both
// diagonals (when `x`); the regions are drawn again until a grid exists. The grid carries the
// X diagonals as constraints when `x`.
inline Puzzle random_variant_grid(int side, bool jigsaw, bool x, Random& random) {
  if (!jigsaw && !x) return random_solution_grid(side, random);
  const std::uint64_t budget = 2000;
  for (;;) {
    const Geometry geometry =
        jigsaw ? Geometry(side, random_region_layout(side, x ? 3 * side : side * side, random))
               : Geometry(side);
    std::optional<Puzzle> grid = random_grid_search(geometry, x, budget, random);
    if (!grid) continue;
    if (x) grid->add_x_diagonals();
    return *grid;
  }
}

// ---- Killer cages ----------------------------------------------------------------------------

struct CageOptions {
  int max_cage_size = 4;    // cages of 1..max_cage_size cells
  int uncaged_percent = 0;  // the chance that a cell is left out of every cage
  int apart_percent = 0;    // the chance that a cage grows by any free cell, not a neighbour
};

// Cages cut from the complete `grid` (see the top of this file), cells in reading order.
inline std::vector<Cage> random_cages(const Puzzle& grid, CageOptions options, Random& random) {
  const int side = grid.side();
  std::vector<int> cage_of(static_cast<std::size_t>(grid.cell_count()), -1);
  std::vector<Cage> cages;
  for (int start : random_permutation(grid.cell_count(), random)) {
    if (cage_of[static_cast<std::size_t>(start)] != -1) continue;
    if (random_below(random, 100) < options.uncaged_percent) {
      cage_of[static_cast<std::size_t>(start)] = -2;
      continue;
    }
    const int size = 1 + random_below(random, std::min(options.max_cage_size, side));
    const int index = static_cast<int>(cages.size());
    Cage cage{{start}, grid.at(start)};
    cage_of[static_cast<std::size_t>(start)] = index;
    std::uint64_t digits = 1ULL << grid.at(start);
    while (static_cast<int>(cage.cells.size()) < size) {
      const auto free_for_cage = [&](int next) {
        return cage_of[static_cast<std::size_t>(next)] == -1 &&
               ((digits >> grid.at(next)) & 1U) == 0;
      };
      std::vector<int> options_next;
      if (options.apart_percent > 0 && random_below(random, 100) < options.apart_percent) {
        for (int next = 0; next < grid.cell_count(); ++next) {
          if (free_for_cage(next)) options_next.push_back(next);
        }
      } else {
        for (int cell : cage.cells) {
          for (int next : neighbours(side, cell)) {
            if (free_for_cage(next)) options_next.push_back(next);
          }
        }
      }
      if (options_next.empty()) break;
      const int next = options_next[static_cast<std::size_t>(
          random_below(random, static_cast<int>(options_next.size())))];
      cage_of[static_cast<std::size_t>(next)] = index;
      digits |= 1ULL << grid.at(next);
      cage.cells.push_back(next);
      cage.sum += grid.at(next);
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    cages.push_back(std::move(cage));
  }
  return cages;
}

// ---- variant puzzles -------------------------------------------------------------------------

// A variant puzzle and the complete grid it was cut from (one of its solutions, carrying the
// same constraints).
struct VariantSample {
  std::uint64_t seed = 0;
  Variant variant;
  int givens = 0;
  Puzzle puzzle{Geometry(4)};
  Puzzle solution{Geometry(4)};
};

inline std::ostream& operator<<(std::ostream& out, const VariantSample& sample) {
  return out << variant_name(sample.variant) << " " << sample.puzzle.side() << "x"
             << sample.puzzle.side() << " (seed " << sample.seed << ", " << sample.givens
             << " givens) " << to_puzzle_line(sample.puzzle) << " cut from "
             << to_line(sample.solution);
}

// A puzzle of `variant` cut from a random grid: `givens` of its cells kept, and for a Killer
// the cages of `cage_options`. Constraints in the readers' order: cages, then diagonals.
inline VariantSample make_variant_sample(Variant variant, int side, int givens,
                                         CageOptions cage_options, std::uint64_t seed) {
  Random random(seed);
  const Puzzle grid = random_variant_grid(side, variant.jigsaw, variant.x, random);
  Puzzle puzzle = cut_puzzle(grid, givens, random);
  Puzzle solution(grid.geometry(), grid.cells());
  if (variant.killer) {
    for (Cage& cage : random_cages(grid, cage_options, random)) {
      puzzle.add_constraint(cage);
      solution.add_constraint(std::move(cage));
    }
  }
  if (variant.x) {
    puzzle.add_x_diagonals();
    solution.add_x_diagonals();
  }
  return {seed, variant, givens, std::move(puzzle), std::move(solution)};
}

// ---- brute-force oracle ----------------------------------------------------------------------
// Shares no code with the engines: for 4×4 every Latin square is tried against every rule; for
// bigger sides a plain search fills the blank cells in reading order, checking every rule
// against the cells filled so far.

// True when the complete `grid` keeps the rows, columns and boxes or regions of `geometry`.
inline bool keeps_houses(const Puzzle& grid, const Geometry& geometry) {
  for (int a = 0; a < grid.cell_count(); ++a) {
    for (int b = a + 1; b < grid.cell_count(); ++b) {
      if (grid.at(a) == grid.at(b) && are_peers(geometry, a, b)) return false;
    }
  }
  return true;
}

// The 576 Latin squares of side 4 (rows and columns only).
inline const std::vector<Puzzle>& all_4x4_latin_squares() {
  static const std::vector<Puzzle> squares = [] {
    std::vector<std::array<Digit, 4>> orders;
    std::array<Digit, 4> order{1, 2, 3, 4};
    do {
      orders.push_back(order);
    } while (std::next_permutation(order.begin(), order.end()));
    std::vector<Puzzle> found;
    for (const auto& r0 : orders) {
      for (const auto& r1 : orders) {
        for (const auto& r2 : orders) {
          for (const auto& r3 : orders) {
            bool latin = true;
            for (std::size_t c = 0; c < 4 && latin; ++c) {
              const std::array<Digit, 4> column{r0[c], r1[c], r2[c], r3[c]};
              for (std::size_t i = 0; i < 4; ++i)
                for (std::size_t j = i + 1; j < 4; ++j) latin = latin && column[i] != column[j];
            }
            if (!latin) continue;
            std::vector<Digit> cells;
            for (const auto* row : {&r0, &r1, &r2, &r3})
              cells.insert(cells.end(), row->begin(), row->end());
            found.emplace_back(Geometry(4), std::move(cells));
          }
        }
      }
    }
    return found;
  }();
  return squares;
}

// The number of solutions of a 4×4 puzzle of any variant, by trying every Latin square.
inline std::uint64_t brute_force_4x4_variant_count(const Puzzle& puzzle) {
  std::uint64_t count = 0;
  for (const Puzzle& square : all_4x4_latin_squares()) {
    count += keeps_givens(square, puzzle) && keeps_houses(square, puzzle.geometry()) &&
             keeps_constraints(square, puzzle);
  }
  return count;
}

// The number of solutions of a puzzle of any variant and side, up to `limit` (0: no limit), by
// the plain search of this section. Quick enough for 6×6.
inline std::uint64_t brute_force_variant_count(const Puzzle& puzzle, std::uint64_t limit) {
  const Geometry& geometry = puzzle.geometry();
  const int cells = geometry.cell_count();
  const int side = geometry.side();
  // For each cell, the cells it must differ from, and its cage (index into `cages`) if any.
  std::vector<std::vector<int>> differ(static_cast<std::size_t>(cells));
  std::vector<const Cage*> cage_of(static_cast<std::size_t>(cells), nullptr);
  for (int a = 0; a < cells; ++a) {
    for (int b = 0; b < cells; ++b) {
      if (are_peers(geometry, a, b)) differ[static_cast<std::size_t>(a)].push_back(b);
    }
  }
  for (const Constraint& constraint : puzzle.constraints()) {
    if (is_variant_rule(constraint)) {
      throw std::logic_error("this oracle knows extra houses and Killer cages only");
    }
    const std::vector<int> members = cells_of(puzzle.geometry(), constraint);
    for (int a : members) {
      for (int b : members) {
        if (a != b) differ[static_cast<std::size_t>(a)].push_back(b);
      }
      if (const auto* cage = std::get_if<Cage>(&constraint))
        cage_of[static_cast<std::size_t>(a)] = cage;
    }
  }
  std::vector<Digit> grid = puzzle.cells();
  // Every rule holds for the filled cells: no repeat, and each cage's total still reachable
  // (exact once the cage is full).
  auto cell_fits = [&](int cell) {
    const Digit digit = grid[static_cast<std::size_t>(cell)];
    for (int other : differ[static_cast<std::size_t>(cell)]) {
      if (grid[static_cast<std::size_t>(other)] == digit) return false;
    }
    const Cage* cage = cage_of[static_cast<std::size_t>(cell)];
    if (cage == nullptr) return true;
    int total = 0;
    int blanks = 0;
    for (int member : cage->cells) {
      total += grid[static_cast<std::size_t>(member)];
      blanks += grid[static_cast<std::size_t>(member)] == kBlank;
    }
    if (blanks == 0) return total == cage->sum;
    return total + blanks * (blanks + 1) / 2 <= cage->sum &&
           total + blanks * (2 * side - blanks + 1) / 2 >= cage->sum;
  };
  for (int cell = 0; cell < cells; ++cell) {
    if (grid[static_cast<std::size_t>(cell)] != kBlank && !cell_fits(cell)) return 0;
  }
  std::uint64_t count = 0;
  auto fill = [&](auto& self, int cell) -> bool {  // true: limit reached
    while (cell < cells && grid[static_cast<std::size_t>(cell)] != kBlank) ++cell;
    if (cell == cells) return ++count == limit;
    for (int digit = 1; digit <= side; ++digit) {
      grid[static_cast<std::size_t>(cell)] = static_cast<Digit>(digit);
      if (cell_fits(cell) && self(self, cell + 1)) return true;
    }
    grid[static_cast<std::size_t>(cell)] = kBlank;
    return false;
  };
  fill(fill, 0);
  return count;
}

// ---- RapidCheck generators -------------------------------------------------------------------

inline rc::Gen<Variant> gen_variant() {
  return rc::gen::element(Variant{}, Variant{false, false, true}, Variant{true, false, false},
                          Variant{false, true, false}, Variant{true, false, true},
                          Variant{false, true, true}, Variant{true, true, false},
                          Variant{true, true, true});
}

// A puzzle of `variant` and `side`: min_givens..max_givens givens; Killer cages up to a third
// of the side or the whole side, a fifth of the time with some cells uncaged, a third of the
// time of any shape (now and then grown by a far cell).
inline rc::Gen<VariantSample> gen_variant_sample(Variant variant, int side, int min_givens,
                                                 int max_givens) {
  return rc::gen::apply(
      [variant, side](int givens, int max_cage, int uncaged, int apart, std::uint64_t seed) {
        return make_variant_sample(variant, side, givens, {max_cage, uncaged, apart}, seed);
      },
      gen_int(min_givens, max_givens), gen_int(1, side), rc::gen::element(0, 0, 0, 0, 20),
      rc::gen::element(0, 0, 25), gen_seed());
}

}  // namespace sudoku::testing
