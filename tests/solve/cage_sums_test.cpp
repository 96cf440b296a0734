// Innies and outies (src/solve/cage_sums.cpp) and the sum rules for cells whose digits may
// repeat (src/solve/sum_rules.cpp), on hand-made 4×4 Killers; the listing of a cage's digit
// combinations against every subset of random digit sets.
#include "solve/cage_sums.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <vector>

#include "core/rule_geometry.hpp"
#include "solve/general_state.hpp"
#include "solve/sum_rules.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail::general {
namespace {

using ::testing::Contains;
using ::testing::IsEmpty;
using ::testing::Not;

MATCHER_P2(SumOf, cells, sum, "") { return arg.cells == cells && arg.sum == sum; }

// 4×4 cells:   0  1 |  2  3
//              4  5 |  6  7
Puzzle four_by_four(const std::vector<Cage>& cages) {
  Puzzle puzzle{Geometry(4)};
  for (const Cage& cage : cages) puzzle.add_constraint(cage);
  return puzzle;
}

TEST(ImpliedSums, InniesOfARowAreWhatItsInsideCagesLeave) {
  // Row 1 holds cage {0,1} = 3 wholly; cell 2 belongs to a cage leaving the row, cell 3 to none.
  const Puzzle puzzle = four_by_four({Cage{{0, 1}, 3}, Cage{{2, 6}, 5}});
  const std::vector<ImpliedSum> sums = implied_sums(puzzle, make_layout(puzzle), 7);
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{2, 3}, 7)));    // row 1: 10 − 3
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{4, 5}, 7)));    // box 1: 10 − 3
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{10, 14}, 5)));  // column 3: 10 − 5
}

TEST(ImpliedSums, OutiesOfAFullyCagedRowAreWhatItsCagesSpill) {
  // Row 1 is covered by {0,1} = 3 and {2,3,7} = 12, whose cell 7 lies in row 2.
  const Puzzle puzzle = four_by_four({Cage{{0, 1}, 3}, Cage{{2, 3, 7}, 12}});
  const std::vector<ImpliedSum> sums = implied_sums(puzzle, make_layout(puzzle), 7);
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{7}, 5)));     // 3 + 12 − 10
  EXPECT_THAT(sums, Contains(SumOf(std::vector<int>{2, 3}, 7)));  // row 1's innies
}

TEST(ImpliedSums, NeverRepeatsACageNorASet) {
  const Puzzle puzzle = four_by_four({Cage{{0, 1}, 3}, Cage{{2, 3}, 7}});
  const std::vector<ImpliedSum> sums = implied_sums(puzzle, make_layout(puzzle), 7);
  EXPECT_THAT(sums, Not(Contains(SumOf(std::vector<int>{0, 1}, 3))));
  EXPECT_THAT(sums, Not(Contains(SumOf(std::vector<int>{2, 3}, 7))));
  for (std::size_t i = 0; i < sums.size(); ++i) {
    for (std::size_t j = i + 1; j < sums.size(); ++j) EXPECT_NE(sums[i].cells, sums[j].cells);
  }
}

TEST(ImpliedSums, NoneWithoutCagesOrWithOverlappingCages) {
  EXPECT_THAT(implied_sums(four_by_four({}), make_layout(four_by_four({})), 7), IsEmpty());
  const Puzzle overlapping = four_by_four({Cage{{0, 1}, 3}, Cage{{1, 2}, 5}});
  EXPECT_THAT(implied_sums(overlapping, make_layout(overlapping), 7), IsEmpty());
}

MATCHER_P3(DifferenceOf, plus, minus, total, "") {
  return arg.plus == plus && arg.minus == minus && arg.total == total;
}

TEST(ImpliedDifferences, TradeACrossingCageForItsCellsOutside) {
  // Row 1 (cells 0 to 3) holds cage {0,1} = 3 wholly, cell 2 of cage {2,6} = 5, which crosses
  // into row 2, and cell 3, in no cage: its innies {2,3} add up to 7; trading the crossing cage,
  // cell 3 less cell 6 makes 7 − 5 = 2.
  const Puzzle puzzle = four_by_four({Cage{{0, 1}, 3}, Cage{{2, 6}, 5}});
  const ImpliedRules rules = implied_rules(puzzle, make_layout(puzzle), 7, 5);
  EXPECT_THAT(rules.differences,
              Contains(DifferenceOf(std::vector<int>{3}, std::vector<int>{6}, 2)));  // row 1
  for (const ImpliedDifference& difference : rules.differences) {
    EXPECT_FALSE(difference.plus.empty());
    EXPECT_FALSE(difference.minus.empty());
    EXPECT_LE(difference.plus.size() + difference.minus.size(), 5U);
  }
  // The sums are those of implied_sums.
  const std::vector<ImpliedSum> sums = implied_sums(puzzle, make_layout(puzzle), 7);
  ASSERT_EQ(rules.sums.size(), sums.size());
  for (std::size_t i = 0; i < sums.size(); ++i) EXPECT_EQ(rules.sums[i].cells, sums[i].cells);
  EXPECT_THAT(implied_rules(puzzle, make_layout(puzzle), 7, 0).differences, IsEmpty());
}

// At most one subtracted cell: exactly the differences of the unlimited list that subtract one.
TEST(ImpliedDifferences, KeepAtMostTheGivenNumberOfSubtractedCells) {
  // Every cell of row 1 is in a cage crossing into row 2 ({0,4}, {1,5}, {2,3,6}), so its innies
  // (and those of the columns and boxes) trade into differences of one, two or three outies.
  const Puzzle puzzle = four_by_four({Cage{{0, 4}, 7}, Cage{{1, 5}, 5}, Cage{{2, 3, 6}, 7}});
  const std::vector<ImpliedDifference> all =
      implied_rules(puzzle, make_layout(puzzle), 7, 6).differences;
  const std::vector<ImpliedDifference> limited =
      implied_rules(puzzle, make_layout(puzzle), 7, 6, 1).differences;
  std::size_t subtracting_one = 0;
  for (const ImpliedDifference& difference : all) {
    if (difference.minus.size() != 1) continue;
    ++subtracting_one;
    EXPECT_THAT(limited,
                Contains(DifferenceOf(difference.plus, difference.minus, difference.total)));
  }
  EXPECT_EQ(limited.size(), subtracting_one);
  EXPECT_LT(limited.size(), all.size());
  EXPECT_GT(limited.size(), 0U);
}

// Every implied difference holds in every solution: on random 4×4 and 6×6 Killers with cages of
// up to six cells along the rows, made from a true grid, each difference's plus cells less its
// minus cells add up to its total in that grid.
TEST(ImpliedDifferences, HoldInTheGridTheCagesWereCutFrom) {
  std::mt19937 random(20261126);
  int checked = 0;
  for (int round = 0; round < 200; ++round) {
    const int side = round % 2 == 0 ? 4 : 6;
    const Puzzle grid = *solve(Puzzle{Geometry(side)},
                               [] {
                                 SolveOptions options;
                                 options.algorithm = Algorithm::backtrack;
                                 return options;
                               }())
                             .solution;
    // Rename the digits at random, then cut the rows into cages of 1 to 6 cells.
    std::vector<Digit> names(static_cast<std::size_t>(side));
    for (int i = 0; i < side; ++i) names[static_cast<std::size_t>(i)] = static_cast<Digit>(i + 1);
    std::shuffle(names.begin(), names.end(), random);
    const auto digit = [&](int cell) {
      return static_cast<int>(names[static_cast<std::size_t>(grid.at(cell) - 1)]);
    };
    Puzzle puzzle{Geometry(side)};
    for (int cell = 0; cell < side * side;) {
      const int row_end = (cell / side + 1) * side;
      const int size = std::min(1 + static_cast<int>(random() % 6), row_end - cell);
      Cage cage;
      for (int i = 0; i < size; ++i) {
        cage.cells.push_back(cell + i);
        cage.sum += digit(cell + i);
      }
      puzzle.add_constraint(cage);
      cell += size;
    }
    // Columns and boxes cross the row cages, so their innies trade.
    for (const ImpliedDifference& difference :
         implied_rules(puzzle, make_layout(puzzle), 7, 5).differences) {
      int value = 0;
      for (const int cell : difference.plus) value += digit(cell);
      for (const int cell : difference.minus) value -= digit(cell);
      ASSERT_EQ(value, difference.total) << "round " << round;
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000);
}

// Every sum across a house holds in every solution: on random 6×6 and 9×9 grids (with and
// without the X diagonals), with little killers and cages of two to four cells along the rows cut
// from that grid, each crossing sum's cells add up to its total in the grid (the tight ones
// kept, and all of them); the tight ones are among all of them.
TEST(CrossingSums, HoldInTheGridTheCluesWereCutFrom) {
  std::mt19937 random(20261201);
  int checked = 0;
  for (int round = 0; round < 600; ++round) {
    const int side = round % 3 == 0 ? 6 : 9;
    const bool diagonals = round % 2 == 1;
    Puzzle empty{Geometry(side)};
    std::vector<int> main_diagonal;
    std::vector<int> anti_diagonal;
    for (int i = 0; i < side; ++i) {
      main_diagonal.push_back(i * side + i);
      anti_diagonal.push_back(i * side + side - 1 - i);
    }
    if (diagonals) {
      empty.add_constraint(ExtraHouse{"main diagonal", main_diagonal});
      empty.add_constraint(ExtraHouse{"anti-diagonal", anti_diagonal});
    }
    const Puzzle grid = *solve(empty, SolveOptions{}).solution;
    std::vector<Digit> names(static_cast<std::size_t>(side));
    for (int i = 0; i < side; ++i) names[static_cast<std::size_t>(i)] = static_cast<Digit>(i + 1);
    std::shuffle(names.begin(), names.end(), random);
    const auto digit = [&](int cell) {
      return static_cast<int>(names[static_cast<std::size_t>(grid.at(cell) - 1)]);
    };
    Puzzle puzzle = empty;
    const auto roll = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    for (int k = 0; k < 4 + roll(12); ++k) {
      // A clue on a random place of the border, pointing along a diagonal into the grid.
      LittleKiller clue{};
      const int along = roll(side + 2) - 1;
      switch (roll(4)) {
        case 0:
          clue.row = -1, clue.column = along;
          break;
        case 1:
          clue.row = side, clue.column = along;
          break;
        case 2:
          clue.row = along, clue.column = -1;
          break;
        default:
          clue.row = along, clue.column = side;
      }
      clue.direction = static_cast<DiagonalDirection>(roll(4));
      const std::vector<int> cells = rules::little_killer_cells(puzzle.geometry(), clue);
      if (cells.empty()) continue;
      for (const int cell : cells) clue.sum += digit(cell);
      puzzle.add_constraint(clue);
    }
    std::vector<bool> caged(static_cast<std::size_t>(side * side), false);
    for (int k = 0; k < roll(6); ++k) {
      const int size = 2 + roll(3);
      const int first = roll(side) * side + roll(side - size + 1);
      Cage cage;
      for (int cell = first; cell < first + size; ++cell) {
        cage.cells.push_back(cell);
        cage.sum += digit(cell);
      }
      if (std::any_of(cage.cells.begin(), cage.cells.end(),
                      [&](int cell) { return caged[static_cast<std::size_t>(cell)]; })) {
        continue;
      }
      for (const int cell : cage.cells) caged[static_cast<std::size_t>(cell)] = true;
      puzzle.add_constraint(cage);
    }
    const Layout layout = make_layout(puzzle);
    const std::vector<ImpliedSum> all = crossing_sums(puzzle, layout, false);
    for (const ImpliedSum& sum : crossing_sums(puzzle, layout)) {
      ASSERT_THAT(all, Contains(SumOf(sum.cells, sum.sum)));
    }
    for (const ImpliedSum& sum : all) {
      ASSERT_FALSE(sum.cells.empty());
      ASSERT_TRUE(std::is_sorted(sum.cells.begin(), sum.cells.end()));
      ASSERT_EQ(std::adjacent_find(sum.cells.begin(), sum.cells.end()), sum.cells.end());
      int value = 0;
      for (const int cell : sum.cells) value += digit(cell);
      ASSERT_EQ(value, sum.sum) << "round " << round;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

TEST(SumRules, ReachableSumsKeepOnlyDigitsThatCompleteTheTotal) {
  const Puzzle puzzle = four_by_four({});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  // Cells 0, 7, 8 (no house in common is needed: digits may repeat): {1,2}, {1}, {1,2,3,4}.
  ASSERT_TRUE(state.restrict_to(0, 0b0011));
  ASSERT_TRUE(state.restrict_to(7, 0b0001));
  const std::vector<int> cells{0, 7, 8};
  EXPECT_EQ(keep_sum_by_reachable_sums(state, cells, 6), Propagation::changed);
  EXPECT_EQ(state.candidates(0), Mask{0b0011});
  EXPECT_EQ(state.candidates(8), Mask{0b1100});  // 6 − 1 − {1,2} = {3,4}
  EXPECT_EQ(keep_sum_by_reachable_sums(state, cells, 6), Propagation::fixpoint);
  EXPECT_EQ(keep_sum_by_reachable_sums(state, cells, 9), Propagation::failed);  // at most 7
}

TEST(SumRules, BoundsKeepDigitsBetweenWhatTheOthersCanReach) {
  const Puzzle puzzle = four_by_four({});
  const Layout layout = make_layout(puzzle);
  GeneralState state(layout, nullptr);
  ASSERT_TRUE(state.restrict_to(0, 0b0011));  // {1,2}
  const std::vector<int> cells{0, 8};
  EXPECT_EQ(keep_sum_by_bounds(state, cells, 6), Propagation::changed);
  EXPECT_EQ(state.candidates(8), Mask{0b1000});  // 6 − {1,2} = {4,5}, and 5 is past 4
}

// Random candidates of a 9×9 cell: one time in four a single digit, else half the time a run
// without gaps and half the time any nonempty set.
Mask random_candidates(std::mt19937_64& random) {
  Mask mask = 0;
  if (random() % 4 == 0) return Mask{1} << (random() % 9);
  if (random() % 2 == 0) {
    const int low = 1 + static_cast<int>(random() % 9);
    const int high = low + static_cast<int>(random() % static_cast<unsigned>(10 - low));
    for (int digit = low; digit <= high; ++digit) mask |= Mask{1} << (digit - 1);
  } else {
    while (mask == 0) mask = random() & 0x1FF;
  }
  return mask;
}

// Cells whose digits may repeat, on random candidates with and without gaps: with at most
// kMostOpenCellsForReachableSums open cells, the reachable sums keep exactly the digits that some
// choice of the other cells completes to the total (a brute-force count of the sums each cell's
// others reach), and fail when none is left; with more, they keep what bounds keep.
TEST(SumRules, ReachableSumsKeepWhatABruteForceFindsOnRandomCandidates) {
  const Puzzle puzzle{Geometry(9)};
  const Layout layout = make_layout(puzzle);
  // r1c1, r2c4, r3c7, r4c2, r5c5, r6c8, r7c3: no two share a house.
  const std::vector<int> all_cells{0, 12, 24, 28, 40, 52, 56};
  std::mt19937_64 random(20261125);
  int exact = 0;
  for (int round = 0; round < 3000; ++round) {
    const auto count = static_cast<std::size_t>(2 + random() % 6);
    const std::vector<int> cells(all_cells.begin(),
                                 all_cells.begin() + static_cast<std::ptrdiff_t>(count));
    GeneralState state(layout, nullptr);
    std::vector<Mask> masks;
    for (const int cell : cells) {
      const Mask mask = random_candidates(random);
      ASSERT_TRUE(state.restrict_to(cell, mask));
      masks.push_back(mask);
    }
    const int sum = static_cast<int>(count) + static_cast<int>(random() % (8 * count + 1));
    // The sums every cell's others reach, by brute force over their digits.
    std::vector<Mask> expected(count, 0);
    for (std::size_t i = 0; i < count; ++i) {
      std::uint64_t reach = 1;  // bit s: the others can add up to s
      for (std::size_t j = 0; j < count; ++j) {
        if (j == i) continue;
        std::uint64_t next = 0;
        for (int digit = 1; digit <= 9; ++digit) {
          if ((masks[j] >> (digit - 1) & 1U) != 0) next |= reach << digit;
        }
        reach = next;
      }
      for (int digit = 1; digit <= 9; ++digit) {
        const int rest = sum - digit;
        if ((masks[i] >> (digit - 1) & 1U) != 0 && rest >= 0 && (reach >> rest & 1U) != 0) {
          expected[i] |= Mask{1} << (digit - 1);
        }
      }
    }
    const bool possible =
        std::all_of(expected.begin(), expected.end(), [](Mask m) { return m != 0; });
    const auto open =
        std::count_if(masks.begin(), masks.end(), [](Mask m) { return std::popcount(m) > 1; });
    if (open > kMostOpenCellsForReachableSums) {
      GeneralState by_bounds(layout, nullptr);
      for (std::size_t i = 0; i < count; ++i)
        ASSERT_TRUE(by_bounds.restrict_to(cells[i], masks[i]));
      const Propagation bounds_outcome = keep_sum_by_bounds(by_bounds, cells, sum);
      ASSERT_EQ(keep_sum_by_reachable_sums(state, cells, sum), bounds_outcome) << "round " << round;
      if (bounds_outcome == Propagation::failed) continue;
      for (std::size_t i = 0; i < count; ++i) {
        EXPECT_EQ(state.candidates(cells[i]), by_bounds.candidates(cells[i])) << "round " << round;
        EXPECT_EQ(state.candidates(cells[i]) & expected[i], expected[i]) << "round " << round;
      }
      continue;
    }
    ++exact;
    const Propagation outcome = keep_sum_by_reachable_sums(state, cells, sum);
    if (!possible) {
      EXPECT_EQ(outcome, Propagation::failed) << "round " << round;
      continue;
    }
    ASSERT_NE(outcome, Propagation::failed) << "round " << round;
    for (std::size_t i = 0; i < count; ++i) {
      EXPECT_EQ(state.candidates(cells[i]), expected[i]) << "round " << round << " cell " << i;
    }
  }
  EXPECT_GT(exact, 1000);
}

// A difference of random cells on random candidates (digits may repeat): keep_difference keeps
// exactly the digits that some choice of the other cells completes (plus cells less minus cells
// making the total), by the values the others make, and fails when a cell would keep none.
TEST(SumRules, DifferencesKeepWhatABruteForceFindsOnRandomCandidates) {
  const Puzzle puzzle{Geometry(9)};
  const Layout layout = make_layout(puzzle);
  const std::vector<int> all_cells{0, 12, 24, 28, 40, 52, 56, 68};
  std::mt19937_64 random(20261126);
  int kept_something = 0;
  int exact_rounds = 0;
  for (int round = 0; round < 3000; ++round) {
    const auto count = static_cast<std::size_t>(2 + random() % 7);  // up to 8: bounds too
    const auto plus_count = static_cast<std::size_t>(1 + random() % (count - 1));
    const std::vector<int> cells(all_cells.begin(),
                                 all_cells.begin() + static_cast<std::ptrdiff_t>(count));
    GeneralState state(layout, nullptr);
    std::vector<Mask> masks;
    for (const int cell : cells) {
      const Mask mask = random_candidates(random);
      ASSERT_TRUE(state.restrict_to(cell, mask));
      masks.push_back(mask);
    }
    const auto minus_count = static_cast<int>(count - plus_count);
    const int total = static_cast<int>(plus_count) - 9 * minus_count +
                      static_cast<int>(random() % (8 * count + 1));
    // For each cell, the values its others make (plus digits added, minus digits taken away,
    // every choice: a set of values, offset by 128), and so the digits that complete the total.
    std::vector<Mask> supported(count, 0);
    for (std::size_t i = 0; i < count; ++i) {
      std::vector<bool> made(256, false);
      made[128] = true;
      for (std::size_t j = 0; j < count; ++j) {
        if (j == i) continue;
        std::vector<bool> next(256, false);
        for (int value = 0; value < 256; ++value) {
          if (!made[static_cast<std::size_t>(value)]) continue;
          for (int digit = 1; digit <= 9; ++digit) {
            if ((masks[j] >> (digit - 1) & 1U) == 0) continue;
            const int made_next = value + (j < plus_count ? digit : -digit);
            next[static_cast<std::size_t>(made_next)] = true;
          }
        }
        made = std::move(next);
      }
      for (int digit = 1; digit <= 9; ++digit) {
        const int rest = total - (i < plus_count ? digit : -digit) + 128;
        if ((masks[i] >> (digit - 1) & 1U) != 0 && rest >= 0 && rest < 256 &&
            made[static_cast<std::size_t>(rest)]) {
          supported[i] |= Mask{1} << (digit - 1);
        }
      }
    }
    const bool possible =
        std::all_of(supported.begin(), supported.end(), [](Mask m) { return m != 0; });
    const std::span<const int> all(cells);
    const Propagation outcome =
        keep_difference(state, all.first(plus_count), all.subspan(plus_count), total);
    // Exact up to seven cells of which at most kMostOpenCellsForReachableSums are open (reachable
    // sums); beyond, bounds keep at least the supported digits, and may miss that none is left.
    const auto open =
        std::count_if(masks.begin(), masks.end(), [](Mask m) { return std::popcount(m) > 1; });
    const bool exact = count <= 7 && open <= kMostOpenCellsForReachableSums;
    exact_rounds += exact ? 1 : 0;
    if (!possible) {
      if (exact) {
        EXPECT_EQ(outcome, Propagation::failed) << "round " << round;
      }
      continue;
    }
    ASSERT_NE(outcome, Propagation::failed) << "round " << round;
    for (std::size_t i = 0; i < count; ++i) {
      const Mask left = state.candidates(cells[i]);
      if (exact) {
        EXPECT_EQ(left, supported[i]) << "round " << round << " cell " << i;
      } else {
        EXPECT_EQ(left & supported[i], supported[i]) << "round " << round << " cell " << i;
      }
      if (left != masks[i]) ++kept_something;
    }
  }
  EXPECT_GT(kept_something, 1000);
  EXPECT_GT(exact_rounds, 500);
}

// Every subset of `digits` (at most 16 of them) with `size` digits adding up to `total`.
std::vector<Mask> subsets_adding_up(Mask digits, int size, int total) {
  std::vector<int> open;
  for (Mask rest = digits; rest != 0; rest &= rest - 1) open.push_back(std::countr_zero(rest) + 1);
  std::vector<Mask> found;
  for (unsigned pick = 0; pick < (1U << open.size()); ++pick) {
    if (std::popcount(pick) != size) continue;
    int sum = 0;
    Mask set = 0;
    for (std::size_t index = 0; index < open.size(); ++index) {
      if ((pick >> index & 1U) == 0) continue;
      sum += open[index];
      set |= Mask{1} << (open[index] - 1);
    }
    if (sum == total) found.push_back(set);
  }
  std::sort(found.begin(), found.end());
  return found;
}

TEST(SumCombinations, ListsWhatEverySubsetOfRandomDigitsAdds) {
  std::mt19937_64 random(20261125);
  for (int round = 0; round < 2000; ++round) {
    // Up to 16 digits out of 1..64, so the gaps between them are of every width.
    Mask digits = 0;
    const int wanted = static_cast<int>(random() % 17);
    const int highest = 4 + static_cast<int>(random() % 61);
    while (std::popcount(digits) < std::min(wanted, highest)) {
      digits |= Mask{1} << (random() % static_cast<unsigned>(highest));
    }
    const int size = static_cast<int>(random() % 9);
    const int total = static_cast<int>(random() % (8 * highest + 1));
    std::vector<Mask> found;
    ASSERT_TRUE(list_sum_combinations(digits, size, total, 100000, found)) << "round " << round;
    std::vector<Mask> sorted = found;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end()) << round;
    EXPECT_EQ(sorted, subsets_adding_up(digits, size, total)) << "round " << round;
  }
}

TEST(SumCombinations, StopsPastTheMostItIsAskedFor) {
  std::vector<Mask> found;
  // 4 of 1..16 adding up to 34: 86 sets.
  EXPECT_TRUE(list_sum_combinations(0xFFFF, 4, 34, 86, found));
  EXPECT_EQ(found.size(), 86U);
  found.clear();
  EXPECT_FALSE(list_sum_combinations(0xFFFF, 4, 34, 85, found));
  EXPECT_EQ(found.size(), 86U);
}

// 18 of the 36 digits adding up to one less than the 18 greatest: 19 + 20 + … + 36 with 19 made
// 18, the only set, among C(36, 18) = 9.1 billion subsets (a listing without bounds walked
// them all). And 32 of 64 digits adding up to the middle of their range: far more sets than
// anyone may ask for, so the listing stops past the most asked for.
TEST(SumCombinations, FindsTheFewSetsOfLongCagesOfLargeSides) {
  std::vector<Mask> found;
  const Mask digits36 = (Mask{1} << 36) - 1;
  const int greatest = (19 + 36) * 18 / 2;
  EXPECT_TRUE(list_sum_combinations(digits36, 18, greatest - 1, 4096, found));
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(found[0], (digits36 & ~((Mask{1} << 19) - 1)) | Mask{1} << 17);
  found.clear();
  EXPECT_FALSE(list_sum_combinations(~Mask{0}, 32, 32 * 65 / 2, 4096, found));
  EXPECT_EQ(found.size(), 4097U);
}

}  // namespace
}  // namespace sudoku::detail::general
