// The quadruple propagator against brute force:
//  - on its own four cells it leaves exactly the digits some filling of them uses (each filling
//    from the cells' candidates, holding every listed digit as often as listed, with no digit
//    twice in two cells that are peers), and fails exactly when there is no such filling: on 9×9
//    with and without the X diagonals, on random candidates and listed digits (repeats too);
//  - on 4×4 (all 288 grids, and the X ones among them), with random candidates everywhere, it
//    removes no digit that a grid fitting the candidates and keeping the quadruples puts in that
//    cell, and fails only when no grid does;
//  - a listed digit leaves the cells outside that see all its places in the quadruple.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "solve/general_state.hpp"
#include "solve/propagator.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {
namespace {

// Peers by the plain rules of a grid of `side` (boxes of Geometry's shape), and the two diagonals
// when `x`: written here apart from the layout's.
bool are_peers(const Geometry& geometry, bool x, int a, int b) {
  if (a == b) return false;
  const int side = geometry.side();
  const int ra = a / side;
  const int ca = a % side;
  const int rb = b / side;
  const int cb = b % side;
  if (ra == rb || ca == cb) return true;
  if (geometry.box_of(a) == geometry.box_of(b)) return true;
  if (x && ra == ca && rb == cb) return true;
  if (x && ra + ca == side - 1 && rb + cb == side - 1) return true;
  return false;
}

// The 2×2 whose top-left cell is (row, column), in reading order.
std::vector<int> block(int side, int row, int column) {
  const int corner = row * side + column;
  return {corner, corner + 1, corner + side, corner + side + 1};
}

// 1 to 4 digits of 1…side, in increasing order, a digit at most twice.
std::vector<std::uint8_t> random_listing(int side, std::mt19937& random) {
  std::vector<std::uint8_t> digits;
  const int count = 1 + static_cast<int>(random() % 4);
  while (static_cast<int>(digits.size()) < count) {
    const auto digit = static_cast<std::uint8_t>(1 + random() % static_cast<unsigned>(side));
    if (std::count(digits.begin(), digits.end(), digit) >= 2) continue;
    digits.push_back(digit);
  }
  std::sort(digits.begin(), digits.end());
  return digits;
}

// True when `filling` (one digit per cell of the quadruple) holds every listed digit as often.
bool keeps(const std::vector<std::uint8_t>& listed, const std::array<int, 4>& filling) {
  std::array<bool, 4> used{};
  for (const std::uint8_t digit : listed) {
    bool found = false;
    for (std::size_t i = 0; i < 4 && !found; ++i) {
      if (!used[i] && filling[i] == digit) used[i] = found = true;
    }
    if (!found) return false;
  }
  return true;
}

Mask random_mask(int side, std::mt19937& random, unsigned drop_one_in) {
  Mask mask = 0;
  while (mask == 0) {
    for (int digit = 1; digit <= side; ++digit) {
      if (random() % drop_one_in != 0) mask |= digit_bit(digit);
    }
  }
  return mask;
}

TEST(QuadruplePropagator, LeavesExactlyTheDigitsSomeFillingOfItsCellsUses) {
  std::mt19937 random(38U);
  int failures = 0;
  int narrowed = 0;
  for (const bool x : {false, true}) {
    Puzzle puzzle(Geometry{9});
    if (x) puzzle.add_x_diagonals();
    for (int trial = 0; trial < 6000; ++trial) {
      // Corners on and off the diagonals, inside a box and across boxes.
      const int top = static_cast<int>(random() % 8);
      const int left = trial % 3 == 0 ? top : static_cast<int>(random() % 8);
      const std::vector<int> cells = block(9, top, left);
      const std::vector<std::uint8_t> listed = random_listing(9, random);
      Puzzle with_rule = puzzle;
      with_rule.add_constraint(Quadruple{cells, listed});
      const Layout layout = make_layout(with_rule);
      GeneralState state(layout, nullptr);
      std::array<Mask, 4> masks{};
      for (std::size_t i = 0; i < 4; ++i) {
        masks[i] = random_mask(9, random, 2 + trial % 4);
        // Keep the listed digits often, so that both outcomes are common.
        if (trial % 2 == 0) masks[i] |= digit_bit(listed[i % listed.size()]);
        ASSERT_TRUE(state.restrict_to(cells[i], masks[i]));
      }
      std::array<Mask, 4> used{};
      bool any = false;
      std::array<int, 4> filling{};
      const std::function<void(std::size_t)> fill = [&](std::size_t i) {
        if (i == 4) {
          if (!keeps(listed, filling)) return;
          any = true;
          for (std::size_t k = 0; k < 4; ++k) used[k] |= digit_bit(filling[k]);
          return;
        }
        for (int digit = 1; digit <= 9; ++digit) {
          if ((masks[i] & digit_bit(digit)) == 0) continue;
          bool clash = false;
          for (std::size_t k = 0; k < i; ++k) {
            clash = clash ||
                    (filling[k] == digit && are_peers(puzzle.geometry(), x, cells[k], cells[i]));
          }
          if (clash) continue;
          filling[i] = digit;
          fill(i + 1);
        }
      };
      fill(0);
      const std::unique_ptr<Propagator> propagator = make_quadruple_propagator(with_rule, layout);
      ASSERT_NE(propagator, nullptr);
      propagator->note_everything_changed();
      const Propagation result = propagator->propagate(state);
      const std::string label = "x " + std::to_string(x) + " trial " + std::to_string(trial);
      if (!any) {
        EXPECT_EQ(result, Propagation::failed) << label;
        ++failures;
        continue;
      }
      ASSERT_NE(result, Propagation::failed) << label;
      for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(state.candidates(cells[i]), used[i]) << label << ", cell " << i;
        narrowed += used[i] != masks[i] ? 1 : 0;
      }
    }
  }
  EXPECT_GT(failures, 500);
  EXPECT_GT(narrowed, 3000);
}

using Grid4 = std::array<int, 16>;

std::vector<Grid4> all_grids4(const Geometry& geometry, bool x) {
  std::vector<Grid4> grids;
  Grid4 grid{};
  const std::function<void(int)> fill = [&](int cell) {
    if (cell == 16) {
      grids.push_back(grid);
      return;
    }
    for (int digit = 1; digit <= 4; ++digit) {
      bool free = true;
      for (int other = 0; other < cell && free; ++other) {
        free = !(grid[static_cast<std::size_t>(other)] == digit &&
                 are_peers(geometry, x, other, cell));
      }
      if (!free) continue;
      grid[static_cast<std::size_t>(cell)] = digit;
      fill(cell + 1);
    }
  };
  fill(0);
  return grids;
}

TEST(QuadruplePropagator, RemovesNothingAFittingFourByFourGridUses) {
  std::mt19937 random(39U);
  int failures = 0;
  int narrowed = 0;
  for (const bool x : {false, true}) {
    const Geometry geometry{4};
    const std::vector<Grid4> grids = all_grids4(geometry, x);
    ASSERT_EQ(grids.size() == 288U, !x);
    for (int trial = 0; trial < 4000; ++trial) {
      Puzzle puzzle(geometry);
      if (x) puzzle.add_x_diagonals();
      const Grid4& planted = grids[random() % grids.size()];
      std::vector<Quadruple> quadruples;
      for (int count = 1 + static_cast<int>(random() % 2); count > 0; --count) {
        const std::vector<int> cells =
            block(4, static_cast<int>(random() % 3), static_cast<int>(random() % 3));
        std::vector<std::uint8_t> listed;
        if (trial % 2 == 0) {
          // Digits of the planted grid, so that it keeps the rule.
          for (const int cell : cells) {
            if (random() % 2 == 0) {
              listed.push_back(static_cast<std::uint8_t>(planted[static_cast<std::size_t>(cell)]));
            }
          }
          if (listed.empty()) {
            listed.push_back(
                static_cast<std::uint8_t>(planted[static_cast<std::size_t>(cells[0])]));
          }
          std::sort(listed.begin(), listed.end());
        } else {
          listed = random_listing(4, random);
        }
        quadruples.push_back(Quadruple{cells, listed});
        puzzle.add_constraint(quadruples.back());
      }
      const Layout layout = make_layout(puzzle);
      GeneralState state(layout, nullptr);
      std::array<Mask, 16> masks{};
      for (std::size_t cell = 0; cell < 16; ++cell) {
        masks[cell] = random_mask(4, random, 4);
        if (trial % 2 == 0) masks[cell] |= digit_bit(planted[cell]);
        ASSERT_TRUE(state.restrict_to(static_cast<int>(cell), masks[cell]));
      }
      std::array<Mask, 16> used{};
      bool any = false;
      for (const Grid4& grid : grids) {
        bool fits = true;
        for (std::size_t cell = 0; cell < 16 && fits; ++cell) {
          fits = (masks[cell] & digit_bit(grid[cell])) != 0;
        }
        for (const Quadruple& quadruple : quadruples) {
          std::array<int, 4> filling{};
          for (std::size_t i = 0; i < 4; ++i) {
            filling[i] = grid[static_cast<std::size_t>(quadruple.cells[i])];
          }
          fits = fits && keeps(quadruple.digits, filling);
        }
        if (!fits) continue;
        any = true;
        for (std::size_t cell = 0; cell < 16; ++cell) used[cell] |= digit_bit(grid[cell]);
      }
      const std::unique_ptr<Propagator> propagator = make_quadruple_propagator(puzzle, layout);
      ASSERT_NE(propagator, nullptr);
      propagator->note_everything_changed();
      const Propagation result = propagator->propagate(state);
      const std::string label = "x " + std::to_string(x) + " trial " + std::to_string(trial);
      if (result == Propagation::failed) {
        EXPECT_FALSE(any) << label;
        ++failures;
        continue;
      }
      for (int cell = 0; cell < 16; ++cell) {
        const Mask left = state.candidates(cell);
        const Mask needed = used[static_cast<std::size_t>(cell)];
        EXPECT_EQ(left & needed, needed) << label << ", cell " << cell;
        narrowed += left != masks[static_cast<std::size_t>(cell)] ? 1 : 0;
      }
    }
  }
  EXPECT_GT(failures, 300);
  EXPECT_GT(narrowed, 1000);
}

// r1c3, r1c4, r2c3 and r2c4 straddle boxes 1 and 2. The 7 they list can go only in r1c3 or r1c4:
// it is in row 1 there for sure, and leaves the rest of the row (which no box holds whole).
TEST(QuadruplePropagator, AListedDigitLeavesTheCellsThatSeeAllItsPlaces) {
  Puzzle puzzle(Geometry{9});
  puzzle.add_constraint(Quadruple{{2, 3, 11, 12}, {7}});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  const Mask all = layout.all_digits;
  ASSERT_TRUE(state.restrict_to(11, all & ~digit_bit(7)));
  ASSERT_TRUE(state.restrict_to(12, all & ~digit_bit(7)));
  const std::unique_ptr<Propagator> propagator = make_quadruple_propagator(puzzle, layout);
  propagator->note_everything_changed();
  EXPECT_EQ(propagator->propagate(state), Propagation::changed);
  for (int column = 0; column < 9; ++column) {
    const Mask expected = column == 2 || column == 3 ? all : all & ~digit_bit(7);
    EXPECT_EQ(state.candidates(column), expected) << "r1c" << column + 1;
  }
  // The boxes' other cells and the second row keep their 7s: the 7 may sit in either box.
  for (const int cell : {9, 10, 13, 14, 18, 21}) EXPECT_EQ(state.candidates(cell), all);
}

}  // namespace
}  // namespace sudoku::detail::general
