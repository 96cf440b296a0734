// Sets of sets of digits as 512 bits (src/solve/sets_of_digits.hpp), against the sets one by one:
// adding a digit to the sets that lack it, taking it out of those that hold it, the sets of each
// total, on random collections of sets (sparse and dense) and on the edge cases (the empty set
// alone, every set).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "solve/sets_of_digits.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku::detail::general {
namespace {

using sudoku::testing::Random;
using sudoku::testing::random_below;

constexpr unsigned kSets = 512;

SetsOfDigits from_list(const std::vector<bool>& member) {
  SetsOfDigits sets;
  for (unsigned set = 0; set < kSets; ++set) {
    if (member[set]) sets.add(set);
  }
  return sets;
}

std::vector<bool> random_members(Random& random, int percent) {
  std::vector<bool> member(kSets);
  for (unsigned set = 0; set < kSets; ++set) member[set] = random_below(random, 100) < percent;
  return member;
}

TEST(SetsOfDigits, AddsAndTakesOutADigitAsTheSetsOneByOne) {
  Random random(20261204);
  for (int round = 0; round < 400; ++round) {
    std::vector<bool> member = random_members(random, round % 4 == 0 ? 3 : 40);
    if (round == 1) member.assign(kSets, true);
    if (round == 2) {
      member.assign(kSets, false);
      member[0] = true;
    }
    const SetsOfDigits sets = from_list(member);
    for (int digit = 1; digit <= 9; ++digit) {
      const unsigned bit = 1U << (digit - 1);
      std::vector<bool> with(kSets, false);
      std::vector<bool> without(kSets, false);
      for (unsigned set = 0; set < kSets; ++set) {
        if (!member[set]) continue;
        if ((set & bit) == 0) with[set | bit] = true;
        if ((set & bit) != 0) without[set & ~bit] = true;
      }
      EXPECT_EQ(sets.with_digit(digit), from_list(with)) << "round " << round << " digit " << digit;
      EXPECT_EQ(sets.without_digit(digit), from_list(without))
          << "round " << round << " digit " << digit;
    }
    EXPECT_EQ(sets.empty(), std::none_of(member.begin(), member.end(), [](bool in) { return in; }));
  }
}

TEST(SetsOfDigits, SetsOfATotalAreThoseWhoseDigitsAddUpToIt) {
  for (int total = 0; total <= SetsOfDigits::kMostTotal; ++total) {
    const SetsOfDigits& sets = SetsOfDigits::of_total(total);
    int count = 0;
    for (unsigned set = 0; set < kSets; ++set) {
      int sum = 0;
      for (int digit = 1; digit <= 9; ++digit) sum += (set >> (digit - 1) & 1U) != 0 ? digit : 0;
      EXPECT_EQ(sets.has(set), sum == total) << "total " << total << " set " << set;
      count += sets.has(set) ? 1 : 0;
    }
    EXPECT_GT(count, 0) << total;
  }
  // 45 is 1 + … + 9 alone, 0 the empty set alone, 15 has 17 sets (1+2+3+4+5, 9+6, …).
  EXPECT_TRUE(SetsOfDigits::of_total(45).has(511));
  EXPECT_TRUE(SetsOfDigits::of_total(0).has(0));
  int fifteen = 0;
  for (unsigned set = 0; set < kSets; ++set) fifteen += SetsOfDigits::of_total(15).has(set) ? 1 : 0;
  EXPECT_EQ(fifteen, 17);
}

TEST(SetsOfDigits, OnlyEmptyHoldsTheEmptySetAlone) {
  const SetsOfDigits sets = SetsOfDigits::only_empty();
  EXPECT_TRUE(sets.has(0));
  for (unsigned set = 1; set < kSets; ++set) EXPECT_FALSE(sets.has(set)) << set;
  EXPECT_FALSE(sets.empty());
  EXPECT_TRUE(SetsOfDigits{}.empty());
}

}  // namespace
}  // namespace sudoku::detail::general
