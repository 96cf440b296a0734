// The propagators of line rules (renban, between, thermometer, slow thermometer) against a brute
// force: on 9×9, thousands of random lines (random walks of 2 to 7 cells) whose cells hold random
// candidates. The oracle tries every filling of the line from its candidates that keeps the rule
// and gives different digits to cells sharing a row, a column or a box, and collects the digits
// each cell takes in some filling. The propagator must fail exactly when there is no filling;
// otherwise it keeps every digit some filling uses, and (renban, thermometers: every candidate
// left; between: the ends') nothing more.
#include <gtest/gtest.h>

#include <algorithm>
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

bool share_a_house(int a, int b) {
  const int row_a = a / 9;
  const int row_b = b / 9;
  const int column_a = a % 9;
  const int column_b = b % 9;
  return row_a == row_b || column_a == column_b ||
         (row_a / 3 == row_b / 3 && column_a / 3 == column_b / 3);
}

bool keeps(LineKind kind, const std::vector<int>& digits) {
  const std::size_t length = digits.size();
  switch (kind) {
    case LineKind::renban: {
      std::vector<int> sorted = digits;
      std::sort(sorted.begin(), sorted.end());
      for (std::size_t i = 1; i < length; ++i) {
        if (sorted[i] != sorted[i - 1] + 1) return false;
      }
      return true;
    }
    case LineKind::between: {
      const int low = std::min(digits.front(), digits.back());
      const int high = std::max(digits.front(), digits.back());
      for (std::size_t i = 1; i + 1 < length; ++i) {
        if (digits[i] <= low || digits[i] >= high) return false;
      }
      return true;
    }
    case LineKind::thermometer:
    case LineKind::slow_thermometer:
      for (std::size_t i = 1; i < length; ++i) {
        if (digits[i] < digits[i - 1]) return false;
        if (kind == LineKind::thermometer && digits[i] == digits[i - 1]) return false;
      }
      return true;
    default:
      return false;
  }
}

// The digits each cell of the line takes in some filling (all empty when there is none).
std::vector<Mask> oracle_support(LineKind kind, const std::vector<int>& cells,
                                 const std::vector<Mask>& candidates, Mask* required = nullptr) {
  std::vector<Mask> support(cells.size(), 0);
  if (required != nullptr) *required = ~Mask{0};
  std::vector<int> digits(cells.size(), 0);
  const std::function<void(std::size_t)> fill = [&](std::size_t i) {
    if (i == cells.size()) {
      if (!keeps(kind, digits)) return;
      Mask held = 0;
      for (std::size_t k = 0; k < i; ++k) {
        support[k] |= digit_bit(digits[k]);
        held |= digit_bit(digits[k]);
      }
      if (required != nullptr) *required &= held;
      return;
    }
    for (int digit = 1; digit <= 9; ++digit) {
      if ((candidates[i] & digit_bit(digit)) == 0) continue;
      bool apart = true;
      for (std::size_t k = 0; k < i; ++k) {
        if (digits[k] == digit && share_a_house(cells[k], cells[i])) apart = false;
      }
      if (!apart) continue;
      digits[i] = digit;
      fill(i + 1);
    }
  };
  fill(0);
  return support;
}

// A random walk of `length` different cells, each next to (or diagonal from) the one before.
std::vector<int> random_walk(std::mt19937& random, int length) {
  for (;;) {
    std::vector<int> cells{static_cast<int>(random() % 81)};
    while (static_cast<int>(cells.size()) < length) {
      int next = -1;
      for (int attempt = 0; attempt < 20 && next < 0; ++attempt) {
        const int row = cells.back() / 9 + static_cast<int>(random() % 3) - 1;
        const int column = cells.back() % 9 + static_cast<int>(random() % 3) - 1;
        const int cell = row * 9 + column;
        if (row < 0 || row > 8 || column < 0 || column > 8) continue;
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()) next = cell;
      }
      if (next < 0) break;
      cells.push_back(next);
    }
    if (static_cast<int>(cells.size()) == length) return cells;
  }
}

std::unique_ptr<Propagator> make_for(LineKind kind, const Puzzle& puzzle, const Layout& layout) {
  if (kind == LineKind::renban) return make_renban_propagator(puzzle, layout);
  if (kind == LineKind::between) return make_between_propagator(puzzle, layout);
  return make_thermometer_propagator(puzzle, layout);
}

class LinePropagator : public ::testing::TestWithParam<LineKind> {};

TEST_P(LinePropagator, KeepsExactlyWhatSomeFillingUsesAndFailsExactlyWhenNoneExists) {
  const LineKind kind = GetParam();
  std::mt19937 random(static_cast<unsigned>(kind) * 7919U + 1U);
  int failures = 0;
  int narrowed = 0;
  int outside = 0;  // trials where cells off the line lost digits
  for (int trial = 0; trial < 3000; ++trial) {
    const int length = 2 + static_cast<int>(random() % 6) + (kind == LineKind::between ? 1 : 0);
    const std::vector<int> cells = random_walk(random, length);
    Puzzle puzzle(Geometry{9});
    puzzle.add_constraint(Line{kind, cells, 0});
    const Layout layout = make_layout(puzzle);
    GeneralState state(layout, nullptr);
    std::vector<Mask> candidates;
    candidates.reserve(cells.size());
    // Dense candidates on some trials (many fillings), sparse on others (few or none).
    const unsigned keep_in = 2 + static_cast<unsigned>(trial % 4);
    for (const int cell : cells) {
      Mask mask = 0;
      while (mask == 0) {
        for (int digit = 1; digit <= 9; ++digit) {
          if (random() % keep_in != 0) mask |= digit_bit(digit);
        }
        if (trial % 2 == 1) mask &= static_cast<Mask>(random());
      }
      ASSERT_TRUE(state.restrict_to(cell, mask));
      candidates.push_back(state.candidates(cell));
    }
    Mask required = 0;  // the digits every filling of the line holds
    const std::vector<Mask> support = oracle_support(kind, cells, candidates, &required);
    const bool none = std::all_of(support.begin(), support.end(), [](Mask m) { return m == 0; });
    const std::unique_ptr<Propagator> propagator = make_for(kind, puzzle, layout);
    ASSERT_NE(propagator, nullptr);
    propagator->note_everything_changed();
    const Propagation result = propagator->propagate(state);
    ASSERT_EQ(result == Propagation::failed, none) << "trial " << trial;
    if (none) {
      ++failures;
      continue;
    }
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const Mask left = state.candidates(cells[i]);
      EXPECT_EQ(left & support[i], support[i]) << "trial " << trial << ", cell " << i;
      EXPECT_EQ(left & ~candidates[i], 0U) << "trial " << trial << ", cell " << i;
      const bool exact = kind != LineKind::between || i == 0 || i + 1 == cells.size();
      if (exact) {
        EXPECT_EQ(left, support[i]) << "trial " << trial << ", cell " << i;
      }
      narrowed += left != candidates[i] ? 1 : 0;
    }
    // A cell off the line loses a digit only when every filling holds it, in cells it sees.
    bool outside_changed = false;
    for (int cell = 0; cell < 81; ++cell) {
      if (std::find(cells.begin(), cells.end(), cell) != cells.end()) continue;
      const Mask removed = ((Mask{1} << 9) - 1) & ~state.candidates(cell);
      outside_changed = outside_changed || removed != 0;
      for (int digit = 1; digit <= 9; ++digit) {
        if ((removed & digit_bit(digit)) == 0) continue;
        EXPECT_NE(required & digit_bit(digit), 0U) << "trial " << trial << ", cell " << cell;
        for (std::size_t i = 0; i < cells.size(); ++i) {
          if ((support[i] & digit_bit(digit)) == 0) continue;
          EXPECT_TRUE(share_a_house(cell, cells[i])) << "trial " << trial << ", cell " << cell;
        }
      }
    }
    if (kind != LineKind::renban) {
      EXPECT_FALSE(outside_changed) << "trial " << trial;
    }
    outside += outside_changed ? 1 : 0;
    EXPECT_EQ(
        result == Propagation::changed, outside_changed ||
                                            [&] {
                                              for (std::size_t i = 0; i < cells.size(); ++i) {
                                                if (state.candidates(cells[i]) != candidates[i])
                                                  return true;
                                              }
                                              return false;
                                            }())
        << "trial " << trial;
  }
  // The trials meet both outcomes often, and a renban's required digits leave the cells that
  // see all their places.
  EXPECT_GT(failures, 100);
  EXPECT_GT(narrowed, 100);
  if (kind == LineKind::renban) {
    EXPECT_GT(outside, 100);
  }
}

INSTANTIATE_TEST_SUITE_P(Lines, LinePropagator,
                         ::testing::Values(LineKind::renban, LineKind::between,
                                           LineKind::thermometer, LineKind::slow_thermometer));

// A few cases worked by hand.
std::vector<Mask> propagate_line(LineKind kind, const std::vector<int>& cells,
                                 const std::vector<Mask>& candidates, Propagation& result) {
  Puzzle puzzle(Geometry{9});
  puzzle.add_constraint(Line{kind, cells, 0});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  for (std::size_t i = 0; i < cells.size(); ++i) state.restrict_to(cells[i], candidates[i]);
  const std::unique_ptr<Propagator> propagator = make_for(kind, puzzle, layout);
  propagator->note_everything_changed();
  result = propagator->propagate(state);
  std::vector<Mask> left(cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) left[i] = state.candidates(cells[i]);
  return left;
}

Mask digits(std::initializer_list<int> list) {
  Mask mask = 0;
  for (const int digit : list) mask |= digit_bit(digit);
  return mask;
}

TEST(RenbanPropagator, APlacedDigitKeepsOnlyTheWindowsHoldingIt) {
  Propagation result{};
  const Mask all = digits({1, 2, 3, 4, 5, 6, 7, 8, 9});
  // r1c1-r1c3 with r1c1 = 5: the windows 3-5, 4-6, 5-7.
  EXPECT_EQ(propagate_line(LineKind::renban, {0, 1, 2}, {digits({5}), all, all}, result),
            (std::vector<Mask>{digits({5}), digits({3, 4, 6, 7}), digits({3, 4, 6, 7})}));
  EXPECT_EQ(result, Propagation::changed);
  // Two cells that can only hold 1 or 9: no window of three holds both.
  propagate_line(LineKind::renban, {0, 1, 2}, {digits({1, 9}), digits({1, 9}), all}, result);
  EXPECT_EQ(result, Propagation::failed);
}

TEST(RenbanPropagator, ThreeCellsOfFourToSevenHoldFiveAndSixAwayFromTheCellsSeeingThemAll) {
  // r1c1, r1c2, r2c1 from 4-7: the windows 4-6 and 5-7, both with 5 and 6, which leave r1c3 (in
  // the box of all three) but not r1c4 (it does not see r2c1).
  Puzzle puzzle(Geometry{9});
  puzzle.add_constraint(Line{LineKind::renban, {0, 1, 9}, 0});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  for (const int cell : {0, 1, 9}) ASSERT_TRUE(state.restrict_to(cell, digits({4, 5, 6, 7})));
  const std::unique_ptr<Propagator> propagator = make_renban_propagator(puzzle, layout);
  propagator->note_everything_changed();
  EXPECT_EQ(propagator->propagate(state), Propagation::changed);
  EXPECT_EQ(state.candidates(2), digits({1, 2, 3, 4, 7, 8, 9}));
  EXPECT_EQ(state.candidates(3), digits({1, 2, 3, 4, 5, 6, 7, 8, 9}));
  EXPECT_EQ(state.candidates(0), digits({4, 5, 6, 7}));
  // With r2c1 = 4, only the window 4-6 is left: r1c1 and r1c2 take 5 and 6.
  ASSERT_TRUE(state.restrict_to(9, digits({4})));
  propagator->note_everything_changed();
  EXPECT_EQ(propagator->propagate(state), Propagation::changed);
  EXPECT_EQ(state.candidates(0), digits({5, 6}));
  EXPECT_EQ(state.candidates(1), digits({5, 6}));
}

TEST(ThermometerPropagator, BoundsRunAlongTheBulbOrder) {
  Propagation result{};
  const Mask all = digits({1, 2, 3, 4, 5, 6, 7, 8, 9});
  EXPECT_EQ(propagate_line(LineKind::thermometer, {0, 1, 2}, {all, all, all}, result),
            (std::vector<Mask>{digits({1, 2, 3, 4, 5, 6, 7}), digits({2, 3, 4, 5, 6, 7, 8}),
                               digits({3, 4, 5, 6, 7, 8, 9})}));
  // A slow thermometer along a row: its cells are peers, so it rises like a thermometer.
  EXPECT_EQ(propagate_line(LineKind::slow_thermometer, {0, 1, 2}, {all, all, all}, result)[0],
            digits({1, 2, 3, 4, 5, 6, 7}));
  // Across two boxes and rows (r3c3, r4c4): not peers, so they may be equal.
  EXPECT_EQ(propagate_line(LineKind::slow_thermometer, {20, 30}, {digits({4}), all}, result)[1],
            digits({4, 5, 6, 7, 8, 9}));
}

TEST(BetweenPropagator, InnerPeersNeedRoomBetweenTheEnds) {
  Propagation result{};
  const Mask all = digits({1, 2, 3, 4, 5, 6, 7, 8, 9});
  // r1c1 … r1c4: two inner cells in a row need two digits between the ends.
  const std::vector<Mask> left = propagate_line(LineKind::between, {0, 1, 2, 3},
                                                {digits({3}), all, all, digits({5, 6, 7})}, result);
  EXPECT_EQ(left[3], digits({6, 7}));
  EXPECT_EQ(left[1], digits({4, 5, 6}));
  propagate_line(LineKind::between, {0, 1, 2, 3}, {digits({3}), all, all, digits({1, 2, 5})},
                 result);
  EXPECT_EQ(result, Propagation::failed);
}

}  // namespace
}  // namespace sudoku::detail::general
