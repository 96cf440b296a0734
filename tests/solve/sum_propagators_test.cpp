// The propagators of the variant rules that are sums (arrows, little killers, region sum and
// zipper lines: src/solve/sum_reasoning.hpp) on 9×9, against a brute-force oracle over the
// fillings of the rule's cells (each from its candidates, peers among them distinct, the rule
// kept), over thousands of random shapes and candidate states:
//  - every digit the propagator removes is used by no filling, and it fails only when there is
//    no filling (half the time with a Killer cage holding two of the rule's cells, whose other
//    cells the propagator may narrow too);
//  - on a filled rule it fails exactly when the digits break the rule;
// and a few exact cases of what the groups of peers give.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <memory>
#include <vector>

#include "core/rule_geometry.hpp"
#include "solve/general_state.hpp"
#include "solve/propagator.hpp"
#include "support/random_puzzles.hpp"
#include "support/random_rules.hpp"

namespace sudoku::detail::general {
namespace {

using sudoku::testing::Random;
using sudoku::testing::random_below;

enum class Kind { arrow, little_killer, region_sum, zipper };
constexpr Kind kKinds[] = {Kind::arrow, Kind::little_killer, Kind::region_sum, Kind::zipper};

// Fillings tried at most by the oracle (candidates are narrowed until there are no more).
constexpr long kMostFillings = 20000;

std::unique_ptr<Propagator> make_propagator(Kind kind, const Puzzle& puzzle, const Layout& layout) {
  switch (kind) {
    case Kind::arrow:
      return make_arrow_propagator(puzzle, layout);
    case Kind::little_killer:
      return make_little_killer_propagator(puzzle, layout);
    case Kind::region_sum:
      return make_region_sum_propagator(puzzle, layout);
    case Kind::zipper:
      return make_zipper_propagator(puzzle, layout);
  }
  return nullptr;
}

// One random rule of `kind`; `cells` gets its cells (each once).
Constraint random_rule(Kind kind, const Geometry& geometry, Random& random,
                       std::vector<int>& cells) {
  switch (kind) {
    case Kind::arrow: {
      const int circle = 1 + random_below(random, 3);
      std::vector<int> walk;
      while (static_cast<int>(walk.size()) < circle + 1) {
        walk = sudoku::testing::random_walk(geometry, circle + 1 + random_below(random, 6), random);
      }
      cells = walk;
      return Arrow{{walk.begin(), walk.begin() + circle}, {walk.begin() + circle, walk.end()}};
    }
    case Kind::little_killer: {
      Constraint rule =
          sudoku::testing::random_rules(sudoku::testing::RuleKind::little_killer, geometry, random)
              .front();
      cells = rules::little_killer_cells(geometry, std::get<LittleKiller>(rule));
      return rule;
    }
    case Kind::region_sum:
    case Kind::zipper: {
      cells = sudoku::testing::random_walk(geometry, 2 + random_below(random, 7), random);
      return Line{kind == Kind::region_sum ? LineKind::region_sum : LineKind::zipper, cells, 0};
    }
  }
  return Constraint{};
}

// Whether `digit_of_cell` (indexed by cell) keeps the rule.
bool keeps(const Geometry& geometry, const Constraint& rule, const std::vector<int>& digit_of) {
  auto digit = [&](int cell) { return digit_of[static_cast<std::size_t>(cell)]; };
  if (const auto* arrow = std::get_if<Arrow>(&rule)) {
    int number = 0;
    for (const int cell : arrow->circle) number = number * 10 + digit(cell);
    int total = 0;
    for (const int cell : arrow->cells) total += digit(cell);
    return total == number;
  }
  if (const auto* killer = std::get_if<LittleKiller>(&rule)) {
    int total = 0;
    for (const int cell : rules::little_killer_cells(geometry, *killer)) total += digit(cell);
    return total == killer->sum;
  }
  const auto& line = std::get<Line>(rule);
  const std::vector<int>& cells = line.cells;
  const std::size_t length = cells.size();
  if (line.kind == LineKind::zipper) {
    const int middle = length % 2 == 1 ? digit(cells[length / 2])
                                       : digit(cells[length / 2 - 1]) + digit(cells[length / 2]);
    for (std::size_t i = 0; i + 1 < length - i; ++i) {
      if (length % 2 == 0 && i + 1 == length / 2) continue;
      if (digit(cells[i]) + digit(cells[length - 1 - i]) != middle) return false;
    }
    return true;
  }
  int expected = -1;
  int total = 0;
  for (std::size_t i = 0; i < length; ++i) {
    total += digit(cells[i]);
    if (i + 1 == length || geometry.box_of(cells[i + 1]) != geometry.box_of(cells[i])) {
      if (expected >= 0 && total != expected) return false;
      expected = total;
      total = 0;
    }
  }
  return true;
}

// The digits each of `cells` takes in some filling (peers distinct, the rule kept), by cell.
// Whether two cells of the cage (if any) or of a house.
bool are_peers(const Geometry& geometry, const std::vector<int>& cage, int a, int b) {
  const auto in_cage = [&](int cell) {
    return std::find(cage.begin(), cage.end(), cell) != cage.end();
  };
  return sudoku::testing::are_peers(geometry, a, b) || (a != b && in_cage(a) && in_cage(b));
}

std::vector<Mask> supports(const Geometry& geometry, const Constraint& rule, const Cage& cage,
                           const std::vector<int>& cells, const std::vector<Mask>& candidates) {
  std::vector<Mask> support(static_cast<std::size_t>(geometry.cell_count()), 0);
  std::vector<int> digit_of(static_cast<std::size_t>(geometry.cell_count()), 0);
  auto fill = [&](auto& self, std::size_t i) -> void {
    if (i == cells.size()) {
      if (!keeps(geometry, rule, digit_of)) return;
      int cage_total = 0;
      for (const int cell : cage.cells) cage_total += digit_of[static_cast<std::size_t>(cell)];
      if (!cage.cells.empty() && cage_total != cage.sum) return;
      for (const int cell : cells) {
        support[static_cast<std::size_t>(cell)] |=
            digit_bit(digit_of[static_cast<std::size_t>(cell)]);
      }
      return;
    }
    const int cell = cells[i];
    for (int digit = 1; digit <= geometry.side(); ++digit) {
      if ((candidates[static_cast<std::size_t>(cell)] & digit_bit(digit)) == 0) continue;
      bool repeats = false;
      for (std::size_t j = 0; j < i; ++j) {
        repeats = repeats || (digit_of[static_cast<std::size_t>(cells[j])] == digit &&
                              are_peers(geometry, cage.cells, cell, cells[j]));
      }
      if (repeats) continue;
      digit_of[static_cast<std::size_t>(cell)] = digit;
      self(self, i + 1);
    }
  };
  fill(fill, 0);
  return support;
}

TEST(SumPropagators, RemoveOnlyDigitsThatNoFillingUsesAndFailOnlyWithoutFillings) {
  const Geometry geometry(9);
  Random random(20261128);
  int removed_somewhere = 0;
  int failed = 0;
  for (int round = 0; round < 4000; ++round) {
    const Kind kind = kKinds[round % 4];
    std::vector<int> cells;
    const Constraint rule = random_rule(kind, geometry, random, cells);
    Puzzle puzzle(geometry);
    puzzle.add_constraint(rule);
    // Every other round, a Killer cage holding two of the rule's cells and up to two others.
    Cage cage;
    if (round % 8 >= 4 && cells.size() >= 2) {
      const std::vector<int> order =
          sudoku::testing::random_permutation(static_cast<int>(cells.size()), random);
      cage.cells = {cells[static_cast<std::size_t>(order[0])],
                    cells[static_cast<std::size_t>(order[1])]};
      for (int extra = random_below(random, 3); extra > 0; --extra) {
        const int cell = random_below(random, geometry.cell_count());
        if (std::find(cage.cells.begin(), cage.cells.end(), cell) == cage.cells.end()) {
          cage.cells.push_back(cell);
        }
      }
      const int size = static_cast<int>(cage.cells.size());
      const int least = size * (size + 1) / 2;
      cage.sum = least + random_below(random, size * (9 - size) + 1);
      puzzle.add_constraint(cage);
      for (const int cell : cage.cells) {
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
      }
    }
    const Layout layout = make_layout(puzzle);
    std::unique_ptr<Propagator> propagator = make_propagator(kind, puzzle, layout);
    if (propagator == nullptr) continue;  // a region sum line inside one box, a short zipper
    // Random candidates, narrowed until the oracle's fillings are few enough.
    std::vector<Mask> candidates(static_cast<std::size_t>(geometry.cell_count()),
                                 layout.all_digits);
    const int keep_in_ten = 3 + random_below(random, 7);
    for (const int cell : cells) {
      Mask mask = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        if (random_below(random, 10) < keep_in_ten) mask |= digit_bit(digit);
      }
      candidates[static_cast<std::size_t>(cell)] =
          mask == 0 ? digit_bit(1 + random_below(random, 9)) : mask;
    }
    for (;;) {
      long fillings = 1;
      for (const int cell : cells) {
        fillings *= std::popcount(candidates[static_cast<std::size_t>(cell)]);
      }
      if (fillings <= kMostFillings) break;
      Mask& mask = candidates[static_cast<std::size_t>(
          cells[static_cast<std::size_t>(random_below(random, static_cast<int>(cells.size())))])];
      if (std::popcount(mask) > 1) mask &= mask - 1;
    }
    GeneralState state(layout, nullptr);
    for (const int cell : cells) {
      ASSERT_TRUE(state.restrict_to(cell, candidates[static_cast<std::size_t>(cell)]));
    }
    const std::vector<Mask> support = supports(geometry, rule, cage, cells, candidates);
    const bool has_filling = support[static_cast<std::size_t>(cells.front())] != 0;
    propagator->note_everything_changed();
    const Propagation result = propagator->propagate(state);
    if (result == Propagation::failed) {
      ++failed;
      EXPECT_FALSE(has_filling) << "round " << round;
      continue;
    }
    for (const int cell : cells) {
      const Mask before = candidates[static_cast<std::size_t>(cell)];
      const Mask removed = before & ~state.candidates(cell);
      EXPECT_EQ(removed & support[static_cast<std::size_t>(cell)], Mask{0})
          << "round " << round << " cell " << cell;
      if (removed != 0) ++removed_somewhere;
    }
  }
  // The property is not vacuous: the propagators removed digits and failed, often.
  EXPECT_GT(removed_somewhere, 1000);
  EXPECT_GT(failed, 300);
}

TEST(SumPropagators, FailOnAFilledRuleExactlyWhenItsDigitsBreakIt) {
  const Geometry geometry(9);
  Random random(7);
  const Puzzle pattern = sudoku::testing::pattern_grid(geometry);
  int broken = 0;
  int kept = 0;
  for (int round = 0; round < 4000; ++round) {
    const Kind kind = kKinds[round % 4];
    std::vector<int> cells;
    Constraint rule = random_rule(kind, geometry, random, cells);
    // A valid grid: the pattern with its digits renamed.
    const std::vector<int> names = sudoku::testing::random_permutation(9, random);
    std::vector<int> digit_of(static_cast<std::size_t>(geometry.cell_count()));
    for (int cell = 0; cell < geometry.cell_count(); ++cell) {
      digit_of[static_cast<std::size_t>(cell)] =
          names[static_cast<std::size_t>(pattern.at(cell) - 1)] + 1;
    }
    // Every other little killer gets the total its diagonal has.
    if (auto* killer = std::get_if<LittleKiller>(&rule); killer != nullptr && round % 8 < 4) {
      killer->sum = 0;
      for (const int cell : cells) killer->sum += digit_of[static_cast<std::size_t>(cell)];
    }
    Puzzle puzzle(geometry);
    puzzle.add_constraint(rule);
    const Layout layout = make_layout(puzzle);
    std::unique_ptr<Propagator> propagator = make_propagator(kind, puzzle, layout);
    if (propagator == nullptr) continue;
    GeneralState state(layout, nullptr);
    for (const int cell : cells) {
      ASSERT_TRUE(state.restrict_to(cell, digit_bit(digit_of[static_cast<std::size_t>(cell)])));
    }
    const bool keeps_rule = keeps(geometry, rule, digit_of);
    (keeps_rule ? kept : broken) += 1;
    propagator->note_everything_changed();
    EXPECT_EQ(propagator->propagate(state) == Propagation::failed, !keeps_rule)
        << "round " << round;
  }
  EXPECT_GT(kept, 400);
  EXPECT_GT(broken, 1000);
}

Mask digits(std::initializer_list<int> list) {
  Mask mask = 0;
  for (const int digit : list) mask |= digit_bit(digit);
  return mask;
}

// Long arrows (a pill over a shaft of 20 cells and more: totals beyond two words, kept relative
// to their least) with a propagator kept across many candidate states, some met again and some
// narrowed a digit at a time, against a new propagator for each state: the same result and the
// same digits, so no remembered group totals or kept groups go stale.
TEST(SumPropagators, LongArrowsKeepTheSameDigitsAsANewPropagatorAcrossStates) {
  const Geometry geometry(9);
  Random random(20261202);
  int changed = 0;
  int failed = 0;
  for (int shape = 0; shape < 30; ++shape) {
    const int circle = 2 + shape % 2;
    std::vector<int> walk;
    while (static_cast<int>(walk.size()) < circle + 20) {
      walk = sudoku::testing::random_walk(geometry, circle + 20 + random_below(random, 12), random);
    }
    Puzzle puzzle(geometry);
    puzzle.add_constraint(
        Arrow{{walk.begin(), walk.begin() + circle}, {walk.begin() + circle, walk.end()}});
    const Layout layout = make_layout(puzzle);
    std::unique_ptr<Propagator> kept = make_arrow_propagator(puzzle, layout);
    std::vector<std::vector<Mask>> pool;
    for (int i = 0; i < 6; ++i) {
      std::vector<Mask> masks(walk.size());
      const int keep_in_ten = 5 + random_below(random, 5);
      for (Mask& mask : masks) {
        for (int digit = 1; digit <= 9; ++digit) {
          if (random_below(random, 10) < keep_in_ten) mask |= digit_bit(digit);
        }
        if (mask == 0) mask = digit_bit(1 + random_below(random, 9));
      }
      // The circle's first digit small enough to be reached now and then.
      masks[0] &= circle == 3 ? digits({1, 2}) : layout.all_digits;
      if (masks[0] == 0) masks[0] = digit_bit(1);
      pool.push_back(std::move(masks));
    }
    for (int round = 0; round < 60; ++round) {
      std::vector<Mask>& masks = pool[static_cast<std::size_t>(random_below(random, 6))];
      if (random_below(random, 2) == 0) {  // a digit less somewhere
        Mask& mask =
            masks[static_cast<std::size_t>(random_below(random, static_cast<int>(walk.size())))];
        if (std::popcount(mask) > 1) mask &= mask - 1;
      }
      GeneralState state(layout, nullptr);
      GeneralState fresh_state(layout, nullptr);
      for (std::size_t i = 0; i < walk.size(); ++i) {
        ASSERT_TRUE(state.restrict_to(walk[i], masks[i]));
        ASSERT_TRUE(fresh_state.restrict_to(walk[i], masks[i]));
      }
      std::unique_ptr<Propagator> fresh = make_arrow_propagator(puzzle, layout);
      kept->note_everything_changed();
      fresh->note_everything_changed();
      const Propagation result = kept->propagate(state);
      ASSERT_EQ(result, fresh->propagate(fresh_state)) << "shape " << shape << " round " << round;
      kept->forget_changes();
      if (result == Propagation::failed) {
        ++failed;
        continue;
      }
      if (result == Propagation::changed) ++changed;
      for (std::size_t i = 0; i < walk.size(); ++i) {
        EXPECT_EQ(state.candidates(walk[i]), fresh_state.candidates(walk[i]))
            << "shape " << shape << " round " << round << " cell " << walk[i];
        masks[i] = state.candidates(walk[i]);  // narrowed on from the fixpoint next time
      }
    }
  }
  EXPECT_GT(changed, 100);
  EXPECT_GT(failed, 50);
}

// The candidates of `cells` after propagating `rule` on an open 9×9 (cells are row·9 + column).
std::vector<Mask> after_propagation(Kind kind, const Constraint& rule,
                                    const std::vector<int>& cells) {
  Puzzle puzzle(Geometry(9));
  puzzle.add_constraint(rule);
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  std::unique_ptr<Propagator> propagator = make_propagator(kind, puzzle, layout);
  propagator->note_everything_changed();
  EXPECT_NE(propagator->propagate(state), Propagation::failed);
  std::vector<Mask> masks;
  masks.reserve(cells.size());
  for (const int cell : cells) masks.push_back(state.candidates(cell));
  return masks;
}

TEST(SumPropagators, AShaftOfThreeCellsOfABoxMakesAtLeastSix) {
  // Circle r1c1, shaft r2c1 r2c2 r3c3 (box 1).
  const std::vector<Mask> masks =
      after_propagation(Kind::arrow, Arrow{{0}, {9, 10, 20}}, {0, 9, 10, 20});
  EXPECT_EQ(masks[0], digits({6, 7, 8, 9}));
  EXPECT_EQ(masks[1], digits({1, 2, 3, 4, 5, 6}));  // 6 + two others of at least 1 + 2
}

TEST(SumPropagators, AMainDiagonalOfEighteenHoldsOneTwoThreeInEachBox) {
  const std::vector<int> diagonal = {0, 10, 20, 30, 40, 50, 60, 70, 80};
  const std::vector<Mask> masks = after_propagation(
      Kind::little_killer, LittleKiller{-1, -1, DiagonalDirection::down_right, 18}, diagonal);
  for (const Mask mask : masks) EXPECT_EQ(mask, digits({1, 2, 3}));
}

TEST(SumPropagators, ARegionSumRunOfOneCellMeetsARunOfTwoPeers) {
  // r1c3 (box 1), then r1c4 r1c5 (box 2): the lone cell makes at least 1 + 2.
  const std::vector<Mask> masks =
      after_propagation(Kind::region_sum, Line{LineKind::region_sum, {2, 3, 4}, 0}, {2, 3, 4});
  EXPECT_EQ(masks[0], digits({3, 4, 5, 6, 7, 8, 9}));
  EXPECT_EQ(masks[1], digits({1, 2, 3, 4, 5, 6, 7, 8}));
}

TEST(SumPropagators, AZipperOfThreeCellsInARowHasAMiddleOfThreeOrMore) {
  const std::vector<Mask> masks =
      after_propagation(Kind::zipper, Line{LineKind::zipper, {0, 1, 2}, 0}, {0, 1, 2});
  EXPECT_EQ(masks[1], digits({3, 4, 5, 6, 7, 8, 9}));
  EXPECT_EQ(masks[0], digits({1, 2, 3, 4, 5, 6, 7, 8}));
}

}  // namespace
}  // namespace sudoku::detail::general
