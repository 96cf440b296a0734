// The propagators of the clues outside the grid (sandwich, x-sum, skyscraper: src/solve/
// sandwich_propagator.cpp, x_sum_propagator.cpp, skyscraper_propagator.cpp) against brute force:
// on random candidates of the clue's row, every digit a propagator removes is used by no
// permutation of the row that the candidates allow and that keeps the clue, and it fails only when
// there is no such permutation (always, when the row is filled and breaks the clue). The
// sandwich filter of small sides is exact: it keeps exactly the digits some permutation uses.
// Plus a few cases worked by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <functional>
#include <memory>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "solve/general_state.hpp"
#include "solve/propagator.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {
namespace {

using Make = std::function<std::unique_ptr<Propagator>(const Puzzle&, const Layout&)>;

Make maker(OutsideClueKind kind) {
  switch (kind) {
    case OutsideClueKind::sandwich:
      return make_sandwich_propagator;
    case OutsideClueKind::x_sum:
      return make_x_sum_propagator;
    case OutsideClueKind::skyscraper:
      return make_skyscraper_propagator;
  }
  return nullptr;
}

// The clue's number read from a filled row (as the core's check reads it).
int clue_of(OutsideClueKind kind, const std::vector<int>& digits) {
  const int n = static_cast<int>(digits.size());
  int found = 0;
  switch (kind) {
    case OutsideClueKind::sandwich: {
      std::vector<int> crusts;
      for (int i = 0; i < n; ++i) {
        if (digits[static_cast<std::size_t>(i)] == 1 || digits[static_cast<std::size_t>(i)] == n) {
          crusts.push_back(i);
        }
      }
      for (int i = crusts.front() + 1; i < crusts.back(); ++i) {
        found += digits[static_cast<std::size_t>(i)];
      }
      break;
    }
    case OutsideClueKind::x_sum:
      for (int i = 0; i < digits.front(); ++i) found += digits[static_cast<std::size_t>(i)];
      break;
    case OutsideClueKind::skyscraper: {
      int tallest = 0;
      for (const int digit : digits) {
        if (digit > tallest) {
          tallest = digit;
          ++found;
        }
      }
      break;
    }
  }
  return found;
}

struct Outcome {
  Propagation answer;
  std::vector<Mask> candidates;  // the row's after propagating (unless failed)
};

// One clue on the left of row 0 (its cells 0 … N−1 in order), the row's candidates set, the
// propagator run once.
Outcome propagate(OutsideClueKind kind, int value, const std::vector<Mask>& row) {
  const int n = static_cast<int>(row.size());
  Puzzle puzzle{Geometry(n)};
  puzzle.add_constraint(OutsideClue{kind, GridSide::left, 0, value});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  for (int i = 0; i < n; ++i) {
    EXPECT_TRUE(state.restrict_to(i, row[static_cast<std::size_t>(i)]));
  }
  std::unique_ptr<Propagator> propagator = maker(kind)(puzzle, layout);
  EXPECT_NE(propagator, nullptr);
  propagator->note_everything_changed();
  Outcome outcome{propagator->propagate(state), {}};
  for (int i = 0; i < n; ++i) outcome.candidates.push_back(state.candidates(i));
  return outcome;
}

// The digits some permutation allowed by `row` and keeping the clue uses, per cell (all zero
// when there is none).
std::vector<Mask> brute_force(OutsideClueKind kind, int value, const std::vector<Mask>& row) {
  const std::size_t n = row.size();
  std::vector<Mask> used(n, 0);
  std::vector<int> digits(n, 0);
  const std::function<void(std::size_t, Mask)> place = [&](std::size_t i, Mask taken) {
    if (i == n) {
      if (clue_of(kind, digits) != value) return;
      for (std::size_t k = 0; k < n; ++k) used[k] |= digit_bit(digits[k]);
      return;
    }
    for (Mask rest = row[i] & ~taken; rest != 0; rest &= rest - 1) {
      const Mask bit = rest & (~rest + 1);
      digits[i] = digit_of(bit);
      place(i + 1, taken | bit);
    }
  };
  place(0, 0);
  return used;
}

// Random candidates around a random permutation (kept in each cell most of the time), and a
// clue read from another random permutation most of the time (else any number near).
void check_random_states(OutsideClueKind kind, int n, int states, std::uint32_t seed, bool exact) {
  std::mt19937 random(seed);
  std::vector<int> permutation(static_cast<std::size_t>(n));
  std::iota(permutation.begin(), permutation.end(), 1);
  const Mask all = n >= 64 ? ~Mask{0} : (Mask{1} << n) - 1;
  int failures = 0;
  int removals = 0;
  for (int state = 0; state < states; ++state) {
    std::shuffle(permutation.begin(), permutation.end(), random);
    int value = clue_of(kind, permutation);
    if (random() % 4 == 0) value = std::max(0, value + static_cast<int>(random() % 7) - 3);
    std::shuffle(permutation.begin(), permutation.end(), random);
    const int density = 2 + static_cast<int>(random() % 6);  // others kept with p = density/8
    std::vector<Mask> row(static_cast<std::size_t>(n));
    for (std::size_t i = 0; i < row.size(); ++i) {
      Mask mask = random() % 10 != 0 ? digit_bit(permutation[i]) : 0;
      for (int digit = 1; digit <= n; ++digit) {
        if (static_cast<int>(random() % 8) < density) mask |= digit_bit(digit);
      }
      if (random() % 3 == 0) mask = digit_bit(permutation[i]);  // some cells filled
      row[i] = mask == 0 ? all : mask;
    }
    const std::vector<Mask> used = brute_force(kind, value, row);
    const bool possible = used.front() != 0;
    const Outcome outcome = propagate(kind, value, row);
    std::string where = "side " + std::to_string(n) + ", state " + std::to_string(state) +
                        ", clue " + std::to_string(value) + ", candidates";
    for (const Mask mask : row) where += " " + std::to_string(mask);
    if (outcome.answer == Propagation::failed) {
      ++failures;
      EXPECT_FALSE(possible) << where;
      continue;
    }
    // A filled row holding every digit (the row's house rules out the others).
    const bool filled = std::all_of(row.begin(), row.end(), is_single) &&
                        std::reduce(row.begin(), row.end(), Mask{0}, std::bit_or<>()) == all;
    EXPECT_TRUE(possible || (!filled && !exact)) << where;
    for (std::size_t i = 0; i < row.size(); ++i) {
      EXPECT_EQ(outcome.candidates[i] & used[i], used[i]) << where << ", cell " << i;
      if (exact) {
        EXPECT_EQ(outcome.candidates[i], used[i]) << where << ", cell " << i;
      }
      removals += std::popcount(row[i] & ~outcome.candidates[i]);
    }
    EXPECT_EQ(outcome.answer == Propagation::changed, outcome.candidates != row) << where;
  }
  // The states are varied enough to test both answers.
  EXPECT_GT(failures, states / 50);
  EXPECT_GT(removals, states);
}

TEST(OutsideCluePropagators, SandwichKeepsExactlyWhatSomeRowUses) {
  check_random_states(OutsideClueKind::sandwich, 4, 1000, 1, false);
  check_random_states(OutsideClueKind::sandwich, 6, 1000, 2, false);
  check_random_states(OutsideClueKind::sandwich, 9, 1500, 3, false);
}

TEST(OutsideCluePropagators, SandwichOfLargeSidesRemovesOnlyWhatNoRowUses) {
  check_random_states(OutsideClueKind::sandwich, 12, 300, 4, false);
}

TEST(OutsideCluePropagators, XSumRemovesOnlyWhatNoRowUses) {
  check_random_states(OutsideClueKind::x_sum, 4, 1000, 5, false);
  check_random_states(OutsideClueKind::x_sum, 6, 1000, 6, false);
  check_random_states(OutsideClueKind::x_sum, 9, 1500, 7, false);
}

TEST(OutsideCluePropagators, SkyscraperRemovesOnlyWhatNoRowUses) {
  check_random_states(OutsideClueKind::skyscraper, 4, 1000, 8, false);
  check_random_states(OutsideClueKind::skyscraper, 6, 1000, 9, false);
  check_random_states(OutsideClueKind::skyscraper, 9, 1500, 10, false);
}

std::vector<Mask> open_row(int n) {
  return std::vector<Mask>(static_cast<std::size_t>(n), (Mask{1} << n) - 1);
}

TEST(OutsideCluePropagators, SkyscraperOfOnePutsTheTallestFirst) {
  const Outcome outcome = propagate(OutsideClueKind::skyscraper, 1, open_row(9));
  EXPECT_EQ(outcome.answer, Propagation::changed);
  EXPECT_EQ(outcome.candidates[0], digit_bit(9));
  for (std::size_t i = 1; i < 9; ++i) EXPECT_EQ(outcome.candidates[i], Mask{0xff});
}

TEST(OutsideCluePropagators, SkyscraperOfNFixesTheRow) {
  const Outcome outcome = propagate(OutsideClueKind::skyscraper, 6, open_row(6));
  EXPECT_EQ(outcome.answer, Propagation::changed);
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(outcome.candidates[static_cast<std::size_t>(i)], digit_bit(i + 1));
  }
}

TEST(OutsideCluePropagators, SkyscraperKeepsTheTallestAwayFromTheClue) {
  // Four seen: the 9 stands at least three cells in.
  const Outcome outcome = propagate(OutsideClueKind::skyscraper, 4, open_row(9));
  for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(outcome.candidates[i] & digit_bit(9), 0U);
  EXPECT_NE(outcome.candidates[3] & digit_bit(9), 0U);
}

TEST(OutsideCluePropagators, SandwichOfTheMostPutsTheCrustsAtTheEnds) {
  // 2 + … + 8 = 35: the 1 and the 9 at the two ends.
  const Outcome outcome = propagate(OutsideClueKind::sandwich, 35, open_row(9));
  EXPECT_EQ(outcome.candidates[0], digit_bit(1) | digit_bit(9));
  EXPECT_EQ(outcome.candidates[8], digit_bit(1) | digit_bit(9));
  for (std::size_t i = 1; i < 8; ++i) EXPECT_EQ(outcome.candidates[i], Mask{0xfe});
}

TEST(OutsideCluePropagators, XSumOfOneNeedsAOneFirst) {
  const Outcome outcome = propagate(OutsideClueKind::x_sum, 1, open_row(6));
  EXPECT_EQ(outcome.candidates[0], digit_bit(1));
  const Outcome impossible = propagate(OutsideClueKind::x_sum, 2, open_row(6));
  EXPECT_EQ(impossible.answer, Propagation::failed);  // x = 2 needs at least 2 + 1
}

TEST(OutsideCluePropagators, SandwichOffersToSplitACellIntoCrustOrNot) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(OutsideClue{OutsideClueKind::sandwich, GridSide::top, 4, 10});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  // Column 5 (cells 4, 13, …): the 1 or the 9 can stand only in its first three cells.
  for (int row = 3; row < 9; ++row) ASSERT_TRUE(state.eliminate(row * 9 + 4, 0x101));
  ASSERT_TRUE(state.restrict_to(4, 0x10f));   // 1 2 3 4 9
  ASSERT_TRUE(state.restrict_to(13, 0x103));  // 1 2 9
  std::unique_ptr<Propagator> propagator = make_sandwich_propagator(puzzle, layout);
  const std::optional<Split> split = propagator->offer_split(state);
  ASSERT_TRUE(split.has_value());
  ASSERT_EQ(split->cells.size(), 1U);
  EXPECT_EQ(split->cells[0], 13);  // of the undecided cells 4, 13 and 22, one of the narrowest
  ASSERT_EQ(split->alternatives.size(), 2U);
  EXPECT_EQ(split->alternatives[0], Mask{0x101});
  EXPECT_EQ(split->alternatives[1], Mask{0x002});
  // Once the crusts stand, nothing is left to split; skyscrapers never offer a split.
  ASSERT_TRUE(state.restrict_to(4, 0x001));
  ASSERT_TRUE(state.restrict_to(13, 0x002));
  ASSERT_TRUE(state.restrict_to(22, 0x100));
  EXPECT_FALSE(propagator->offer_split(state).has_value());
  Puzzle towers{Geometry(9)};
  towers.add_constraint(OutsideClue{OutsideClueKind::skyscraper, GridSide::top, 4, 3});
  const Layout towers_layout = make_layout(towers);
  const GeneralState open(towers_layout, nullptr);
  EXPECT_FALSE(make_skyscraper_propagator(towers, towers_layout)->offer_split(open).has_value());
}

TEST(OutsideCluePropagators, FilledRowBreakingTheClueFails) {
  std::vector<Mask> row;
  for (const int digit : {3, 1, 4, 2, 6, 5}) row.push_back(digit_bit(digit));
  // Seen: 3, 4, 6; sandwich: 4 + 2 = 6; x-sum: 3 + 1 + 4 = 8.
  EXPECT_EQ(propagate(OutsideClueKind::skyscraper, 3, row).answer, Propagation::fixpoint);
  EXPECT_EQ(propagate(OutsideClueKind::skyscraper, 2, row).answer, Propagation::failed);
  EXPECT_EQ(propagate(OutsideClueKind::sandwich, 6, row).answer, Propagation::fixpoint);
  EXPECT_EQ(propagate(OutsideClueKind::sandwich, 7, row).answer, Propagation::failed);
  EXPECT_EQ(propagate(OutsideClueKind::x_sum, 8, row).answer, Propagation::fixpoint);
  EXPECT_EQ(propagate(OutsideClueKind::x_sum, 9, row).answer, Propagation::failed);
}

}  // namespace
}  // namespace sudoku::detail::general
