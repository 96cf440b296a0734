// The locked-candidates propagator (crossings of two houses) against a brute force. On 4×4 every
// one of the 288 solved grids is listed, and on random candidate masks the propagator must fail
// only when no grid fits the masks, and otherwise remove no digit that some fitting grid puts in
// that cell. The crossing's pigeonhole (the rest of a box and the rest of a line hold the same
// digits, so they need as many digits in common as they have cells, and when they have exactly
// that many the crossing holds none of them) is checked by hand on 9×9, and so is the waking:
// only the crossings of the houses that changed are looked at again. On larger grids (regular
// boxes of every shape, looked at a band at a time, and the X diagonals' crossings one by one)
// the propagator reaches the fixpoint of the rule written out cell by cell. The UnitSet that
// holds them is checked last.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <vector>

#include "solve/general_state.hpp"
#include "solve/propagator.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {
namespace {

using Grid4 = std::array<int, 16>;

// Every solved 4×4 grid (rows, columns and 2×2 boxes).
std::vector<Grid4> all_grids4() {
  std::vector<Grid4> grids;
  Grid4 grid{};
  const std::function<void(int)> fill = [&](int cell) {
    if (cell == 16) {
      grids.push_back(grid);
      return;
    }
    const int row = cell / 4;
    const int column = cell % 4;
    for (int digit = 1; digit <= 4; ++digit) {
      bool free = true;
      for (int other = 0; other < cell && free; ++other) {
        const int r = other / 4;
        const int c = other % 4;
        const bool peer = r == row || c == column || (r / 2 == row / 2 && c / 2 == column / 2);
        free = !(peer && grid[static_cast<std::size_t>(other)] == digit);
      }
      if (!free) continue;
      grid[static_cast<std::size_t>(cell)] = digit;
      fill(cell + 1);
    }
  };
  fill(0);
  return grids;
}

TEST(LockedCandidatesPropagator, RemovesNothingAnyFittingGridUsesAndFailsOnlyWithoutOne) {
  const std::vector<Grid4> grids = all_grids4();
  ASSERT_EQ(grids.size(), 288U);
  const Puzzle puzzle(Geometry{4});
  const Layout layout = make_layout(puzzle);
  std::mt19937 random(38U);
  int failures = 0;
  int narrowed = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    GeneralState state(layout, nullptr);
    std::array<Mask, 16> masks{};
    // Most cells keep most digits; one grid's digits are kept on half of the trials, so that
    // both outcomes are common.
    const Grid4& planted = grids[random() % grids.size()];
    for (int cell = 0; cell < 16; ++cell) {
      Mask mask = 0;
      while (mask == 0) {
        for (int digit = 1; digit <= 4; ++digit) {
          if (random() % 3 != 0) mask |= digit_bit(digit);
        }
        if (trial % 2 == 0) mask |= digit_bit(planted[static_cast<std::size_t>(cell)]);
      }
      masks[static_cast<std::size_t>(cell)] = mask;
      ASSERT_TRUE(state.restrict_to(cell, mask));
    }
    std::array<Mask, 16> used{};  // the digits fitting grids put in each cell
    bool any = false;
    for (const Grid4& grid : grids) {
      bool fits = true;
      for (std::size_t cell = 0; cell < 16 && fits; ++cell) {
        fits = (masks[cell] & digit_bit(grid[cell])) != 0;
      }
      if (!fits) continue;
      any = true;
      for (std::size_t cell = 0; cell < 16; ++cell) used[cell] |= digit_bit(grid[cell]);
    }
    const std::unique_ptr<Propagator> propagator = make_locked_candidates_propagator(layout);
    ASSERT_NE(propagator, nullptr);
    propagator->note_everything_changed();
    const Propagation result = propagator->propagate(state);
    if (result == Propagation::failed) {
      EXPECT_FALSE(any) << "trial " << trial;
      ++failures;
      continue;
    }
    for (int cell = 0; cell < 16; ++cell) {
      const Mask left = state.candidates(cell);
      EXPECT_EQ(left & used[static_cast<std::size_t>(cell)], used[static_cast<std::size_t>(cell)])
          << "trial " << trial << ", cell " << cell;
      narrowed += left != masks[static_cast<std::size_t>(cell)] ? 1 : 0;
    }
  }
  EXPECT_GT(failures, 100);
  EXPECT_GT(narrowed, 1000);
}

Mask digits(std::initializer_list<int> list) {
  Mask mask = 0;
  for (const int digit : list) mask |= digit_bit(digit);
  return mask;
}

// Row 1 and box 1 cross in r1c1–r1c3. The rest of the row (r1c4–r1c9) and the rest of the box
// (r2c1–r3c3) hold the same six digits.
TEST(LockedCandidatesPropagator, RestsOfABoxAndALineWithTooFewDigitsInCommonFail) {
  const Puzzle puzzle(Geometry{9});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  // The rest of the row can hold 1–6 only, the rest of the box 2–9: 2–6 in common, five digits
  // for six cells. No digit is locked in the crossing on either side.
  for (int column = 3; column < 9; ++column)
    ASSERT_TRUE(state.restrict_to(column, digits({1, 2, 3, 4, 5, 6})));
  for (const int cell : {9, 10, 11, 18, 19, 20}) {
    ASSERT_TRUE(state.restrict_to(cell, digits({2, 3, 4, 5, 6, 7, 8, 9})));
  }
  const std::unique_ptr<Propagator> propagator = make_locked_candidates_propagator(layout);
  propagator->note_everything_changed();
  EXPECT_EQ(propagator->propagate(state), Propagation::failed);
}

// Row 1's rest holds 1–7, box 1's rest 1–6 and 8: six digits in common, for six cells.
void share_one_to_six(GeneralState& state) {
  for (int column = 3; column < 9; ++column) {
    ASSERT_TRUE(state.restrict_to(column, digits({1, 2, 3, 4, 5, 6, 7})));
  }
  for (const int cell : {9, 10, 11, 18, 19, 20}) {
    ASSERT_TRUE(state.restrict_to(cell, digits({1, 2, 3, 4, 5, 6, 8})));
  }
}

TEST(LockedCandidatesPropagator, SixDigitsInCommonLeaveTheCrossingTheOtherThree) {
  const Puzzle puzzle(Geometry{9});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  // The rests share exactly 1–6 (the row's rest may hold 7 too, the box's rest 8): the crossing
  // holds 7, 8 and 9, and the 7 and the 8 leave the rests.
  share_one_to_six(state);
  const std::unique_ptr<Propagator> propagator = make_locked_candidates_propagator(layout);
  propagator->note_everything_changed();
  EXPECT_EQ(propagator->propagate(state), Propagation::changed);
  for (const int cell : {0, 1, 2}) EXPECT_EQ(state.candidates(cell), digits({7, 8, 9}));
  for (int column = 3; column < 9; ++column) {
    EXPECT_EQ(state.candidates(column), digits({1, 2, 3, 4, 5, 6}));
  }
  for (const int cell : {9, 10, 11, 18, 19, 20}) {
    EXPECT_EQ(state.candidates(cell), digits({1, 2, 3, 4, 5, 6}));
  }
}

// The crossings looked at again are those of the houses the engine says changed: column 5 does
// not cross row 1 in box 1, so it wakes nothing that finds the digits locked there; row 1 does.
TEST(LockedCandidatesPropagator, LooksAgainOnlyAtTheCrossingsOfTheChangedHouses) {
  const Puzzle puzzle(Geometry{9});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  share_one_to_six(state);
  const std::unique_ptr<Propagator> propagator = make_locked_candidates_propagator(layout);
  // Houses: rows 0–8, columns 9–17, boxes 18–26.
  const std::vector<int> changed_cells = {4};
  const std::vector<std::uint64_t> column5 = {std::uint64_t{1} << 13};
  propagator->note_changed(Changes{changed_cells, column5});
  EXPECT_EQ(propagator->propagate(state), Propagation::fixpoint);
  EXPECT_EQ(state.candidates(0), layout.all_digits);
  const std::vector<std::uint64_t> row1 = {std::uint64_t{1} << 0};
  propagator->note_changed(Changes{changed_cells, row1});
  EXPECT_EQ(propagator->propagate(state), Propagation::changed);
  EXPECT_EQ(state.candidates(0), digits({7, 8, 9}));
}

// Every house of the layout still holds every digit somewhere.
bool every_house_holds_every_digit(const Layout& layout, const std::vector<Mask>& masks) {
  for (int h = 0; h < layout.house_count; ++h) {
    Mask held = 0;
    for (int i = 0; i < layout.side; ++i) {
      held |= masks[static_cast<std::size_t>(
          layout.house_cells[(static_cast<std::size_t>(h) * static_cast<std::size_t>(layout.side)) +
                             static_cast<std::size_t>(i)])];
    }
    if (held != layout.all_digits) return false;
  }
  return true;
}

// Locked candidates by their definition, cell by cell: every two houses crossing in two cells or
// more, until nothing changes. False when a cell is left empty, two rests have too few digits
// in common, or a house is left without a digit at the end.
bool reference_locked_candidates(const Layout& layout, std::vector<Mask>& masks) {
  const int side = layout.side;
  const auto house = [&](int h) {
    return std::vector<int>(layout.house_cells.begin() + static_cast<std::ptrdiff_t>(h) * side,
                            layout.house_cells.begin() + static_cast<std::ptrdiff_t>(h + 1) * side);
  };
  const auto contains = [](const std::vector<int>& cells, int cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (int a = 0; a < layout.house_count; ++a) {
      for (int b = a + 1; b < layout.house_count; ++b) {
        const std::vector<int> first = house(a);
        const std::vector<int> second = house(b);
        std::vector<int> inside;
        std::vector<int> first_rest;
        std::vector<int> second_rest;
        for (const int cell : first) (contains(second, cell) ? inside : first_rest).push_back(cell);
        for (const int cell : second) {
          if (!contains(first, cell)) second_rest.push_back(cell);
        }
        if (inside.size() < 2 || inside.size() == static_cast<std::size_t>(side)) continue;
        const auto candidates = [&](const std::vector<int>& cells) {
          Mask mask = 0;
          for (const int cell : cells) mask |= masks[static_cast<std::size_t>(cell)];
          return mask;
        };
        const auto remove = [&](const std::vector<int>& cells, Mask digits) {
          for (const int cell : cells) {
            Mask& mask = masks[static_cast<std::size_t>(cell)];
            if ((mask & digits) == 0) continue;
            mask &= ~digits;
            changed = true;
          }
        };
        const Mask common = candidates(first_rest) & candidates(second_rest);
        const auto room = static_cast<std::size_t>(std::popcount(common));
        if (room < first_rest.size()) return false;
        if (room == first_rest.size()) remove(inside, common);
        const Mask in = candidates(inside);
        remove(second_rest, in & ~candidates(first_rest));
        remove(first_rest, in & ~candidates(second_rest));
        for (const Mask mask : masks) {
          if (mask == 0) return false;
        }
      }
    }
  }
  return every_house_holds_every_digit(layout, masks);
}

// The propagator, looking at every house until it has nothing to remove, reaches the same
// fixpoint as the definition (or fails where it fails), on grids of regular boxes of every shape
// (its bands: square 9×9 and 16×16, and 6×6, 8×8 and 12×12 whose boxes are wider than high) and
// with the X diagonals (crossings of a box or a line with a diagonal, one by one).
TEST(LockedCandidatesPropagator, ReachesTheFixpointOfTheDefinitionOnEveryShapeOfBox) {
  for (const int side : {6, 8, 9, 12, 16}) {
    for (const bool diagonals : {false, true}) {
      Puzzle puzzle{Geometry(side)};
      if (diagonals) puzzle.add_x_diagonals();
      const Layout layout = make_layout(puzzle);
      const int rows = puzzle.geometry().box_rows();
      const int columns = side / rows;
      std::mt19937 random(static_cast<unsigned>(side * 2 + (diagonals ? 1 : 0)));
      int failures = 0;
      int narrowed = 0;
      for (int trial = 0; trial < 400; ++trial) {
        GeneralState state(layout, nullptr);
        std::vector<Mask> masks(static_cast<std::size_t>(layout.cell_count));
        const int shift = static_cast<int>(random() % static_cast<unsigned>(side));
        for (int cell = 0; cell < layout.cell_count; ++cell) {
          const int row = cell / side;
          const int column = cell % side;
          // A solved grid's digit (boxes of rows × columns), kept on half of the trials.
          const int planted = (columns * (row % rows) + row / rows + column + shift) % side + 1;
          Mask mask = trial % 2 == 0 ? digit_bit(planted) : 0;
          for (int digit = 1; digit <= side; ++digit) {
            if (random() % static_cast<unsigned>(side) < 4) mask |= digit_bit(digit);  // 4 of N
          }
          if (mask == 0) mask = digit_bit(planted);
          masks[static_cast<std::size_t>(cell)] = mask;
          ASSERT_TRUE(state.restrict_to(cell, mask));
        }
        std::vector<Mask> expected = masks;
        const bool fits = reference_locked_candidates(layout, expected);
        const std::unique_ptr<Propagator> propagator = make_locked_candidates_propagator(layout);
        ASSERT_NE(propagator, nullptr);
        Propagation result = Propagation::changed;
        while (result == Propagation::changed) {
          propagator->note_everything_changed();
          result = propagator->propagate(state);
        }
        // A digit that leaves a whole house is the hidden singles' contradiction, not this
        // propagator's: the rule "a digit the first house holds only in the crossing" then says
        // nothing, and which removals came before it depends on the order. Past such a state
        // the order no longer matters: every order reaches the one fixpoint.
        std::vector<Mask> reached(static_cast<std::size_t>(layout.cell_count));
        for (int cell = 0; cell < layout.cell_count; ++cell) {
          reached[static_cast<std::size_t>(cell)] = state.candidates(cell);
        }
        const bool kept =
            result != Propagation::failed && every_house_holds_every_digit(layout, reached);
        ASSERT_EQ(kept, fits) << side << (diagonals ? " X" : "") << ", trial " << trial;
        if (!fits) {
          ++failures;
          continue;
        }
        for (int cell = 0; cell < layout.cell_count; ++cell) {
          ASSERT_EQ(state.candidates(cell), expected[static_cast<std::size_t>(cell)])
              << side << (diagonals ? " X" : "") << ", trial " << trial << ", cell " << cell;
          narrowed +=
              expected[static_cast<std::size_t>(cell)] != masks[static_cast<std::size_t>(cell)] ? 1
                                                                                                : 0;
        }
      }
      // Both outcomes are common (of 400 trials, 66 to 385 fail).
      EXPECT_GT(failures, 40) << side;
      EXPECT_GT(narrowed, 1000) << side;
    }
  }
}

// The set of units waiting: each once, the highest first, in sets larger than one word.
TEST(UnitSet, TakesEachUnitOnceHighestFirst) {
  UnitSet waiting(200);
  EXPECT_TRUE(waiting.empty());
  for (const int unit : {5, 130, 64, 5, 199, 0, 130}) waiting.add(unit);
  std::vector<std::uint64_t> more(2, 0);
  more[1] = std::uint64_t{1} << 1;  // unit 65
  more[0] = std::uint64_t{1} << 5;  // unit 5, already there
  waiting.add_words(more);
  std::vector<int> taken;
  while (!waiting.empty()) taken.push_back(waiting.take());
  EXPECT_EQ(taken, (std::vector<int>{199, 130, 65, 64, 5, 0}));
  waiting.add(63);
  waiting.add(150);
  waiting.clear();
  EXPECT_TRUE(waiting.empty());
  EXPECT_TRUE(waiting.words().empty());
  waiting.add_all();
  int count = 0;
  std::uint64_t seen = 0;
  each_unit(waiting.words(), [&](int unit) {
    ++count;
    seen += static_cast<std::uint64_t>(unit);
  });
  EXPECT_EQ(count, 200);
  EXPECT_EQ(seen, std::uint64_t{199 * 200 / 2});
}

}  // namespace
}  // namespace sudoku::detail::general
