// The reasoning shared by the sums (src/solve/sum_reasoning.hpp), on its own, against a
// brute-force oracle: one or two groups of one to four cells, each group's digits distinct
// (digits may repeat across groups), random candidates and a random set of wanted totals. One
// call keeps every digit of the fillings that make a wanted total and, of the digits that some
// distinct filling of their group uses, no other (a digit that no distinct filling uses is the
// houses' to remove: a group whose every total is wanted is left alone); it fails exactly when
// there is no such filling. Totals of one word and of two. Groups of two and three cells are
// reckoned digit by digit, larger ones by walking their sets: both ways meet the same oracle.
// Three groups whose totals pass 63 (the second word) meet an oracle that joins the groups by
// sets of totals.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "solve/general_state.hpp"
#include "solve/sum_reasoning.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku::detail::general {
namespace {

using sudoku::testing::Random;
using sudoku::testing::random_below;

// The digits each of `cells` takes in some filling (groups ending at `group_end`, distinct within
// a group) whose total is wanted.
std::vector<Mask> supports(const std::vector<int>& cells, const std::vector<int>& group_end,
                           const std::vector<Mask>& candidates, const std::vector<bool>& wanted) {
  std::vector<Mask> support(cells.size(), 0);
  std::vector<int> digit(cells.size(), 0);
  const auto fill = [&](const auto& self, std::size_t i, int total) -> void {
    if (i == cells.size()) {
      if (!wanted[static_cast<std::size_t>(total)]) return;
      for (std::size_t j = 0; j < cells.size(); ++j) support[j] |= digit_bit(digit[j]);
      return;
    }
    const std::size_t start =
        i < static_cast<std::size_t>(group_end[0]) ? 0 : static_cast<std::size_t>(group_end[0]);
    for (int d = 1; d <= 9; ++d) {
      if ((candidates[i] & digit_bit(d)) == 0) continue;
      bool repeats = false;
      for (std::size_t j = start; j < i; ++j) repeats = repeats || digit[j] == d;
      if (repeats) continue;
      digit[i] = d;
      self(self, i + 1, total + d);
    }
  };
  fill(fill, 0, 0);
  return support;
}

// Keeps `sum` (its cells set to `candidates` in `state`) to the totals `wanted_bits` and checks
// it against the oracle: it fails exactly when no filling makes a wanted total (`support[0]`
// empty); otherwise each cell keeps every digit of `support` and, of `possible` (the digits
// some filling uses whatever its total), no other. Into `result` what keep_totals said, into
// `removed` whether a digit went. (A fatal failure: the caller's HasFatalFailure.)
void keep_and_check(GeneralState& state, const GroupedCells& sum,
                    const std::vector<std::uint64_t>& wanted_bits,
                    const std::vector<Mask>& candidates, const std::vector<Mask>& support,
                    const std::vector<Mask>& possible, int round, Propagation& result,
                    bool& removed) {
  SumSizes sizes;
  sizes.add(sum);
  SumReasoning reasoning(sizes);
  result = reasoning.keep_totals(state, sum, wanted_bits, {});
  removed = false;
  if (support[0] == 0) {
    EXPECT_EQ(result, Propagation::failed) << "round " << round;
    return;
  }
  ASSERT_NE(result, Propagation::failed) << "round " << round;
  for (std::size_t i = 0; i < sum.cells.size(); ++i) {
    const Mask kept = state.candidates(sum.cells[i]);
    EXPECT_EQ(kept & support[i], support[i]) << "round " << round << " cell " << i;
    EXPECT_EQ(kept & possible[i], support[i]) << "round " << round << " cell " << i;
    removed = removed || kept != candidates[i];
  }
}

TEST(SumReasoning, KeepsExactlyTheDigitsOfFillingsMakingAWantedTotal) {
  const Geometry geometry(9);
  const Puzzle puzzle(geometry);
  const Layout layout = make_layout(puzzle);
  Random random(20261128);
  int removed_somewhere = 0;
  int failed = 0;
  std::array<int, 5> sizes_seen{};
  for (int round = 0; round < 6000; ++round) {
    // One group in box 0 and, every other round, a second in box 8.
    GroupedCells sum;
    for (int group = 0; group < 1 + round % 2; ++group) {
      const int size = 1 + random_below(random, 4);
      ++sizes_seen[static_cast<std::size_t>(size)];
      const int corner = group == 0 ? 0 : 60;
      std::vector<int> order = sudoku::testing::random_permutation(9, random);
      for (int i = 0; i < size; ++i) {
        const int at = order[static_cast<std::size_t>(i)];
        sum.cells.push_back(corner + (at / 3) * 9 + at % 3);
      }
      sum.group_end.push_back(static_cast<int>(sum.cells.size()));
      sum.group_counted.push_back(size);
      sum.group_cage_total.push_back(0);
      sum.most_total += size * 9 - size * (size - 1) / 2;
    }
    sum.seen.assign(sum.cells.size(), 0);
    sum.seen_totals.assign(sum.group_end.size(), 0);
    sum.kept_allowed.assign(sum.group_end.size(), 0);
    std::vector<Mask> candidates;
    for (std::size_t i = 0; i < sum.cells.size(); ++i) {
      Mask mask = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        if (random_below(random, 10) < 6) mask |= digit_bit(digit);
      }
      candidates.push_back(mask == 0 ? digit_bit(1 + random_below(random, 9)) : mask);
    }
    // One to three wanted totals within reach of the cells' counts.
    std::vector<bool> wanted(static_cast<std::size_t>(sum.most_total) + 1, false);
    std::vector<std::uint64_t> wanted_bits(
        static_cast<std::size_t>(words_for_total(sum.most_total)), 0);
    for (int k = 1 + random_below(random, 3); k > 0; --k) {
      const int total =
          static_cast<int>(sum.cells.size()) +
          random_below(random, sum.most_total - static_cast<int>(sum.cells.size()) + 1);
      wanted[static_cast<std::size_t>(total)] = true;
      add_total(wanted_bits, total);
    }
    // Every third round the sum claims totals up to 100 (a bound, not reached): its totals take
    // two words, as long little killers' do.
    if (round % 3 == 2) {
      sum.most_total = 100;
      wanted_bits.resize(static_cast<std::size_t>(words_for_total(sum.most_total)), 0);
    }
    GeneralState state(layout, nullptr);
    for (std::size_t i = 0; i < sum.cells.size(); ++i) {
      ASSERT_TRUE(state.restrict_to(sum.cells[i], candidates[i]));
    }
    const std::vector<Mask> support = supports(sum.cells, sum.group_end, candidates, wanted);
    const std::vector<Mask> distinct =
        supports(sum.cells, sum.group_end, candidates, std::vector<bool>(wanted.size(), true));
    Propagation result = Propagation::fixpoint;
    bool removed = false;
    keep_and_check(state, sum, wanted_bits, candidates, support, distinct, round, result, removed);
    if (HasFatalFailure()) return;
    if (support[0] == 0) {
      ++failed;
      continue;
    }
    EXPECT_EQ(result, removed ? Propagation::changed : Propagation::fixpoint) << "round " << round;
    if (removed) ++removed_somewhere;
  }
  // Not vacuous: every size met often, digits removed and dead ends found, often.
  for (int size = 1; size <= 4; ++size) EXPECT_GT(sizes_seen[static_cast<std::size_t>(size)], 1000);
  EXPECT_GT(removed_somewhere, 1000);
  EXPECT_GT(failed, 300);
}

// Three groups of two to four cells (boxes 0, 4 and 8) make up to 90, so their totals fill both
// words. The oracle here walks each group's distinct fillings alone, then joins the groups by
// sets of totals: a digit stays when its group makes some total t with it and the other groups
// make some s with t + s wanted.
TEST(SumReasoning, KeepsExactlyTheDigitsOfThreeGroupsWhoseTotalsPassSixtyThree) {
  const Geometry geometry(9);
  const Layout layout = make_layout(Puzzle(geometry));
  Random random(20261129);
  constexpr int kGroups = 3;
  constexpr std::size_t kMost = 91;  // totals 0 … 90
  int removed_somewhere = 0;
  int failed = 0;
  int high_wanted = 0;
  for (int round = 0; round < 3000; ++round) {
    GroupedCells sum;
    for (int group = 0; group < kGroups; ++group) {
      const int size = 2 + random_below(random, 3);
      const int corner = std::array<int, kGroups>{0, 30, 60}[static_cast<std::size_t>(group)];
      std::vector<int> order = sudoku::testing::random_permutation(9, random);
      for (int i = 0; i < size; ++i) {
        const int at = order[static_cast<std::size_t>(i)];
        sum.cells.push_back(corner + (at / 3) * 9 + at % 3);
      }
      sum.group_end.push_back(static_cast<int>(sum.cells.size()));
      sum.group_counted.push_back(size);
      sum.group_cage_total.push_back(0);
      sum.most_total += size * 9 - size * (size - 1) / 2;
    }
    sum.seen.assign(sum.cells.size(), 0);
    sum.seen_totals.assign(sum.group_end.size(), 0);
    sum.kept_allowed.assign(sum.group_end.size(), 0);
    std::vector<Mask> candidates;
    for (std::size_t i = 0; i < sum.cells.size(); ++i) {
      Mask mask = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        if (random_below(random, 10) < 7) mask |= digit_bit(digit);
      }
      candidates.push_back(mask == 0 ? digit_bit(1 + random_below(random, 9)) : mask);
    }
    std::vector<bool> wanted(kMost, false);
    std::vector<std::uint64_t> wanted_bits(
        static_cast<std::size_t>(words_for_total(sum.most_total)), 0);
    for (int k = 1 + random_below(random, 3); k > 0; --k) {
      const int total =
          static_cast<int>(sum.cells.size()) +
          random_below(random, sum.most_total - static_cast<int>(sum.cells.size()) + 1);
      wanted[static_cast<std::size_t>(total)] = true;
      add_total(wanted_bits, total);
      if (total >= 64) ++high_wanted;
    }
    // Per group and total, the digits each cell takes in the group's distinct fillings making it.
    std::vector<std::vector<std::vector<Mask>>> by_total(kGroups);
    std::vector<std::vector<bool>> makes(kGroups, std::vector<bool>(kMost, false));
    for (std::size_t g = 0; g < kGroups; ++g) {
      const std::size_t start = g == 0 ? 0 : static_cast<std::size_t>(sum.group_end[g - 1]);
      const std::size_t size = static_cast<std::size_t>(sum.group_end[g]) - start;
      by_total[g].assign(kMost, std::vector<Mask>(size, 0));
      std::vector<int> digit(size, 0);
      const auto fill = [&](const auto& self, std::size_t i, int total, Mask used) -> void {
        if (i == size) {
          makes[g][static_cast<std::size_t>(total)] = true;
          for (std::size_t j = 0; j < size; ++j) {
            by_total[g][static_cast<std::size_t>(total)][j] |= digit_bit(digit[j]);
          }
          return;
        }
        for (int d = 1; d <= 9; ++d) {
          if ((candidates[start + i] & digit_bit(d) & ~used) == 0) continue;
          digit[i] = d;
          self(self, i + 1, total + d, used | digit_bit(d));
        }
      };
      fill(fill, 0, 0, 0);
    }
    // The digits kept when `allowed` totals are wanted; empty when nothing makes one.
    const auto oracle = [&](const std::vector<bool>& allowed) {
      std::vector<Mask> support(sum.cells.size(), 0);
      for (std::size_t g = 0; g < kGroups; ++g) {
        std::vector<bool> others(kMost, false);  // totals the other two groups make together
        const std::size_t a = (g + 1) % kGroups;
        const std::size_t b = (g + 2) % kGroups;
        for (std::size_t s = 0; s < kMost; ++s) {
          for (std::size_t t = 0; s + t < kMost; ++t) {
            if (makes[a][s] && makes[b][t]) others[s + t] = true;
          }
        }
        const std::size_t start = g == 0 ? 0 : static_cast<std::size_t>(sum.group_end[g - 1]);
        for (std::size_t t = 0; t < kMost; ++t) {
          bool fits = false;
          for (std::size_t s = 0; s + t < kMost; ++s) fits = fits || (others[s] && allowed[s + t]);
          if (!makes[g][t] || !fits) continue;
          for (std::size_t j = 0; j < by_total[g][t].size(); ++j) {
            support[start + j] |= by_total[g][t][j];
          }
        }
      }
      return support;
    };
    GeneralState state(layout, nullptr);
    for (std::size_t i = 0; i < sum.cells.size(); ++i) {
      ASSERT_TRUE(state.restrict_to(sum.cells[i], candidates[i]));
    }
    const std::vector<Mask> support = oracle(wanted);
    const std::vector<Mask> distinct = oracle(std::vector<bool>(kMost, true));
    Propagation result = Propagation::fixpoint;
    bool removed = false;
    keep_and_check(state, sum, wanted_bits, candidates, support, distinct, round, result, removed);
    if (HasFatalFailure()) return;
    if (support[0] == 0) {
      ++failed;
      continue;
    }
    EXPECT_EQ(result, removed ? Propagation::changed : Propagation::fixpoint) << "round " << round;
    if (removed) ++removed_somewhere;
  }
  EXPECT_GT(removed_somewhere, 300);
  EXPECT_GT(failed, 150);
  EXPECT_GT(high_wanted, 500);
}

// One group of four to nine cells of a box (walked as 512-bit sets of sets), half the time the
// first k of them counted and all of them a Killer cage of a given total: the digits kept are
// exactly those of the distinct fillings that complete the cage and whose counted cells make a
// wanted total, among those that complete the cage at all, and it fails exactly when there is no
// such filling.
TEST(SumReasoning, KeepsExactlyTheDigitsOfLargeGroupsAndOfCagesAroundThem) {
  const Geometry geometry(9);
  const Layout layout = make_layout(Puzzle(geometry));
  Random random(20261204);
  int removed_somewhere = 0;
  int failed = 0;
  int caged = 0;
  std::array<int, 10> sizes_seen{};
  for (int round = 0; round < 3000; ++round) {
    const int size = 4 + random_below(random, 6);
    ++sizes_seen[static_cast<std::size_t>(size)];
    const bool cage = round % 2 == 1;
    const int counted = cage ? 1 + random_below(random, size - 1) : size;
    // A cage's total within what `size` distinct digits make.
    const int cage_total =
        cage ? size * (size + 1) / 2 + random_below(random, size * (9 - size) + 1) : 0;
    caged += cage ? 1 : 0;
    GroupedCells sum;
    const std::vector<int> order = sudoku::testing::random_permutation(9, random);
    for (int i = 0; i < size; ++i) {
      const int at = order[static_cast<std::size_t>(i)];
      sum.cells.push_back((at / 3) * 9 + at % 3);
    }
    sum.group_end = {size};
    sum.group_counted = {counted};
    sum.group_cage_total = {cage_total};
    sum.most_total = counted * 9 - counted * (counted - 1) / 2;
    sum.seen.assign(sum.cells.size(), 0);
    sum.seen_totals.assign(1, 0);
    sum.kept_allowed.assign(1, 0);
    std::vector<Mask> candidates;
    for (int i = 0; i < size; ++i) {
      Mask mask = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        if (random_below(random, 10) < 7) mask |= digit_bit(digit);
      }
      candidates.push_back(mask == 0 ? digit_bit(1 + random_below(random, 9)) : mask);
    }
    std::vector<bool> wanted(static_cast<std::size_t>(sum.most_total) + 1, false);
    std::vector<std::uint64_t> wanted_bits(
        static_cast<std::size_t>(words_for_total(sum.most_total)), 0);
    const int least = counted * (counted + 1) / 2;
    for (int k = 1 + random_below(random, 3); k > 0; --k) {
      const int total = least + random_below(random, sum.most_total - least + 1);
      wanted[static_cast<std::size_t>(total)] = true;
      add_total(wanted_bits, total);
    }
    // The oracle: every distinct filling, kept when it completes the cage.
    std::vector<Mask> support(sum.cells.size(), 0);
    std::vector<Mask> completing(sum.cells.size(), 0);
    std::vector<int> digit(sum.cells.size(), 0);
    const auto fill = [&](const auto& self, int i, Mask used, int counted_total,
                          int whole_total) -> void {
      if (i == size) {
        if (cage && whole_total != cage_total) return;
        for (std::size_t j = 0; j < digit.size(); ++j) {
          completing[j] |= digit_bit(digit[j]);
          if (wanted[static_cast<std::size_t>(counted_total)]) support[j] |= digit_bit(digit[j]);
        }
        return;
      }
      for (Mask rest = candidates[static_cast<std::size_t>(i)] & ~used; rest != 0;
           rest &= rest - 1) {
        const int d = std::countr_zero(rest) + 1;
        digit[static_cast<std::size_t>(i)] = d;
        self(self, i + 1, used | digit_bit(d), counted_total + (i < counted ? d : 0),
             whole_total + d);
      }
    };
    fill(fill, 0, 0, 0, 0);
    GeneralState state(layout, nullptr);
    for (std::size_t i = 0; i < sum.cells.size(); ++i) {
      ASSERT_TRUE(state.restrict_to(sum.cells[i], candidates[i]));
    }
    Propagation result = Propagation::fixpoint;
    bool removed = false;
    keep_and_check(state, sum, wanted_bits, candidates, support, completing, round, result,
                   removed);
    if (HasFatalFailure()) return;
    if (support[0] == 0) {
      ++failed;
      continue;
    }
    if (removed) ++removed_somewhere;
  }
  // Not vacuous: every size met often, cages half the time, digits removed and dead ends found.
  for (int size = 4; size <= 9; ++size) EXPECT_GT(sizes_seen[static_cast<std::size_t>(size)], 350);
  EXPECT_EQ(caged, 1500);
  EXPECT_GT(removed_somewhere, 500);
  EXPECT_GT(failed, 100);
}

// Two cells of a box wanting 3 hold 1 and 2; three wanting 24 hold 7, 8 and 9.
TEST(SumReasoning, APairMakingThreeHoldsOneAndTwoAndATripleMakingTwentyFourSevenToNine) {
  const Geometry geometry(9);
  const Layout layout = make_layout(Puzzle(geometry));
  for (const std::vector<int>& cells : {std::vector<int>{0, 1}, std::vector<int>{0, 1, 2}}) {
    GroupedCells sum;
    sum.cells = cells;
    const int size = static_cast<int>(cells.size());
    sum.group_end = {size};
    sum.group_counted = {size};
    sum.group_cage_total = {0};
    sum.most_total = size * 9 - size * (size - 1) / 2;
    sum.seen.assign(cells.size(), 0);
    sum.seen_totals.assign(1, 0);
    sum.kept_allowed.assign(1, 0);
    std::vector<std::uint64_t> wanted(1, 0);
    add_total(wanted, size == 2 ? 3 : 24);
    GeneralState state(layout, nullptr);
    SumSizes sizes;
    sizes.add(sum);
    SumReasoning reasoning(sizes);
    EXPECT_EQ(reasoning.keep_totals(state, sum, wanted, {}), Propagation::changed);
    for (const int cell : cells) {
      EXPECT_EQ(state.candidates(cell), size == 2 ? Mask{0b11} : Mask{0b111000000});
    }
  }
}

}  // namespace
}  // namespace sudoku::detail::general
