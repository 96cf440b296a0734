// Killer cage logic (src/logic/cages.cpp): cage combinations and innies and outies, each on a
// hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

TEST(CageCombination, KeepsOnlyTheDigitsOfTheSetsThatAddUp) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 3}});
  const std::optional<Step> step = first_step(grid, Technique::cage_combination);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Cage combination: the cage at r1c1 adds up to 3: r1c1 and r1c2 can only be 1+2, so "
            "remove 3, 4, 5, 6, 7, 8 and 9 from r1c1 and r1c2.");
  EXPECT_EQ(step->digits, (std::vector<Digit>{1, 2}));
  EXPECT_EQ(step->rating, 24);
  EXPECT_EQ(step_focus(grid, *step), "in the cage at r1c1");
}

TEST(CageCombination, KeepsOnlySetsTheCandidatesCanTake) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}});
  only_digits(grid, at(1, 1), {1, 2, 3});
  EXPECT_EQ(explanation(grid, Technique::cage_combination),
            "Cage combination: the cage at r1c1 adds up to 10: r1c1 and r1c2 can only be 1+9, 2+8 "
            "or 3+7, so remove 1, 2, 3, 4, 5 and 6 from r1c2.");
}

TEST(CageCombination, PlacesTheLastCellOfACage) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{at(1, 1), at(1, 2), at(1, 3)}, 12});
  puzzle.set(at(1, 1), 5);
  puzzle.set(at(1, 2), 3);
  const CandidateGrid grid(puzzle);
  const std::optional<Step> step = first_step(grid, Technique::cage_combination);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Cage combination: the cage at r1c1 adds up to 12 and holds 3 and 5 already, so r1c3 "
            "is 4.");
  EXPECT_EQ(step->placements, (std::vector<Placement>{{at(1, 3), 4}}));
}

TEST(CageCombination, RemovesEverythingWhenNoSetFits) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 4}});
  only_digits(grid, at(1, 1), {2});
  only_digits(grid, at(1, 2), {2, 3});
  EXPECT_EQ(explanation(grid, Technique::cage_combination),
            "Cage combination: the cage at r1c1 adds up to 4: no set of digits fits r1c1 and r1c2, "
            "so remove 2 from r1c1 and r1c2, and 3 from r1c2.");
}

TEST(CageCombination, TakesADigitEverySetHoldsFromTheRestOfTheHouse) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 22}});
  for (int column = 1; column <= 3; ++column) only_digits(grid, at(1, column), {5, 6, 7, 8, 9});
  const std::optional<Step> step = first_step(grid, Technique::cage_combination);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Cage combination: the cage at r1c1 adds up to 22: r1c1, r1c2 and r1c3 can only be "
            "5+8+9 or 6+7+9, each with 9, so 9 goes in r1c1, r1c2 or r1c3, all in row 1: remove 9 "
            "from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.");
  EXPECT_EQ(step->digits, (std::vector<Digit>{9}));
  EXPECT_EQ(step->rating, 24);
}

// A forcing chain's branch turns sentences off (SentencesOff): the same step, with the same
// eliminations, placements and rating, but no sentence; they are back once the branch is done.
TEST(CageCombination, LeavesTheSentenceOutWhileSentencesAreOff) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}});
  only_digits(grid, at(1, 1), {1, 2, 3});
  const std::optional<Step> shown = logic::find_cage_combination(grid);
  ASSERT_TRUE(shown.has_value());
  EXPECT_TRUE(logic::sentences_wanted());
  std::optional<Step> unshown;
  {
    const logic::SentencesOff off;
    EXPECT_FALSE(logic::sentences_wanted());
    { const logic::SentencesOff nested; }
    EXPECT_FALSE(logic::sentences_wanted());
    unshown = logic::find_cage_combination(grid);
  }
  EXPECT_TRUE(logic::sentences_wanted());
  ASSERT_TRUE(unshown.has_value());
  EXPECT_EQ(unshown->explanation, "");
  EXPECT_EQ(unshown->eliminations, shown->eliminations);
  EXPECT_EQ(unshown->placements, shown->placements);
  EXPECT_EQ(unshown->cells, shown->cells);
  EXPECT_EQ(unshown->digits, shown->digits);
  EXPECT_EQ(unshown->rating, shown->rating);
  EXPECT_FALSE(shown->explanation.empty());
  EXPECT_EQ(logic::find_cage_combination(grid)->explanation, shown->explanation);
}

TEST(InniesAndOuties, PlacesTheOneCellOfAHouseOutsideItsCages) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 6},
                                         {{at(1, 4), at(1, 5), at(1, 6)}, 15},
                                         {{at(1, 7), at(1, 8)}, 17}});
  const std::optional<Step> step = first_step(grid, Technique::innies_and_outies);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Innies and outies: the cages inside row 1 add up to 38 of its 45, which leaves 7 for "
            "its other cells, so r1c9 is 7.");
  EXPECT_EQ(step->rating, 25);
}

TEST(InniesAndOuties, TreatsSeveralInniesAsACage) {
  const CandidateGrid grid =
      with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 24}, {{at(1, 4), at(1, 5), at(1, 6)}, 15}});
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: the cages inside row 1 add up to 39 of its 45, which leaves 6 for "
            "its other cells: r1c7, r1c8 and r1c9 can only be 1+2+3, so remove 4, 5, 6, 7, 8 and "
            "9 from r1c7, r1c8 and r1c9.");
}

TEST(InniesAndOuties, PlacesTheOneCellACageReachesOutsideAHouse) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 6},
                                   {{at(1, 4), at(1, 5), at(1, 6)}, 15},
                                   {{at(1, 7), at(1, 8), at(1, 9), at(2, 9)}, 30}});
  for (int column = 7; column <= 9; ++column) only_digits(grid, at(1, column), {7, 8, 9});
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: the cages covering row 1 add up to 51, 6 more than its 45: their "
            "cells outside it add up to 6, so r2c9 is 6.");
}

// Rows 1 and 2 with every cage crossing from one to the other (so neither row alone says
// anything): r1cX with r2cX, each pair adding up to `sums[X - 1]`; r1c9 and r2c9 are left out.
CandidateGrid with_vertical_pairs(const std::vector<int>& sums) {
  std::vector<Cage> cages;
  for (int column = 1; column <= 8; ++column) {
    cages.push_back({{at(1, column), at(2, column)}, sums[static_cast<std::size_t>(column - 1)]});
  }
  return with_cages(cages);
}

TEST(InniesAndOuties, AddsUpTwoRowsWhenNeitherAloneSaysAnything) {
  // Pairs of 10 and 11 leave every digit possible in the rest of their column.
  const CandidateGrid grid = with_vertical_pairs({11, 11, 11, 11, 11, 11, 11, 10});
  const std::optional<Step> step = first_step(grid, Technique::innies_and_outies);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Innies and outies: rows 1 and 2 hold every digit twice, 90 in all; the cages inside "
            "them add up to 87, which leaves 3 for their other cells: r1c9 and r2c9 can only be "
            "1+2, so remove 3, 4, 5, 6, 7, 8 and 9 from r1c9 and r2c9.");
  EXPECT_EQ(step->rating, 25);
}

TEST(InniesAndOuties, LetsTheInniesOfSeveralRowsRepeatADigit) {
  // r1cX with r2c(X+1): the innies r1c9 and r2c1 do not see each other, so 2+2 fits.
  std::vector<Cage> cages;
  for (int column = 1; column <= 8; ++column) {
    cages.push_back({{at(1, column), at(2, column + 1)}, column <= 2 ? 10 : 11});
  }
  const CandidateGrid grid = with_cages(cages);
  ASSERT_FALSE(grid.sees(at(1, 9), at(2, 1)));
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: rows 1 and 2 hold every digit twice, 90 in all; the cages inside "
            "them add up to 86, which leaves 4 for their other cells: r1c9 and r2c1, in that "
            "order, can only be 1+3, 2+2 or 3+1, so remove 4, 5, 6, 7, 8 and 9 from r1c9 and "
            "r2c1.");
}

// A cage of any shape: its cells need not touch (r1c1 and r9c9 here), and they still see each
// other (digits distinct), count once inside a house that holds every part, and reach out of
// one by the part that lies outside it.
TEST(CageOfAnyShape, CombinesTheDigitsOfCellsFarApart) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(9, 9)}, 3}});
  EXPECT_TRUE(grid.sees(at(1, 1), at(9, 9)));
  EXPECT_EQ(explanation(grid, Technique::cage_combination),
            "Cage combination: the cage at r1c1 adds up to 3: r1c1 and r9c9 can only be 1+2, so "
            "remove 3, 4, 5, 6, 7, 8 and 9 from r1c1 and r9c9.");
}

TEST(CageOfAnyShape, CountsACageWhosePartsAreAllInAHouseAsInsideIt) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 9)}, 17},
                                         {{at(1, 2), at(1, 3), at(1, 4)}, 6},
                                         {{at(1, 5), at(1, 6)}, 15}});
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: the cages inside row 1 add up to 38 of its 45, which leaves 7 for "
            "its other cells: r1c7 and r1c8 can only be 1+6, 2+5 or 3+4, so remove 7, 8 and 9 "
            "from r1c7 and r1c8.");
}

TEST(CageOfAnyShape, PlacesTheFarPartOfACageReachingOutOfAHouse) {
  const CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2), at(1, 3)}, 12},
                                         {{at(1, 4), at(1, 5), at(1, 6)}, 18},
                                         {{at(1, 7), at(1, 8), at(1, 9), at(9, 1)}, 21}});
  EXPECT_EQ(explanation(grid, Technique::innies_and_outies),
            "Innies and outies: the cages covering row 1 add up to 51, 6 more than its 45: their "
            "cells outside it add up to 6, so r9c1 is 6.");
}

// Box 5 with the cages at r3c4 (20, four cells inside, one out) and r5c6 (10, three inside, one
// out) mostly inside it, the cage at r6c2 mostly outside, r4c6 in no cage: its other cells less
// the two cages' cells outside it add up to 45 − 30, which only 8+9 less 1 and 1 reach.
TEST(InnieOutieDifference, WeighsTheOtherCellsOfABoxAgainstTheCagesMostlyInsideIt) {
  const CandidateGrid grid = with_cages({{{at(3, 4), at(4, 4), at(4, 5), at(5, 4), at(5, 5)}, 20},
                                         {{at(5, 6), at(6, 5), at(6, 6), at(7, 6)}, 10},
                                         {{at(6, 2), at(6, 3), at(6, 4)}, 12}});
  const std::optional<Step> step = first_step(grid, Technique::innie_outie_difference);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Innie-outie difference: box 5 holds 45; the cages at r3c4 and r5c6, mostly inside "
            "it, add up to 20 + 10 = 30: so its other cells (r4c6 and r6c4), less the cells of "
            "those cages outside it (r3c4 and r7c6), add up to 15: r4c6 + r6c4 − r3c4 − r7c6 = 15 "
            "only as 8+9−1−1 or 9+8−1−1, so remove 1 from r4c6 and r6c4, 2, 3, 4, 5, 6 and 7 from "
            "r3c4, r4c6, r6c4 and r7c6, and 8 and 9 from r3c4 and r7c6.");
  EXPECT_EQ(step->rating, 30);
  EXPECT_EQ(step_focus(grid, *step), "in box 5");
}

// Rows 1 and 2 with a cage inside each, the cage at r1c9 (two cells inside, one out) and the
// cage at r1c1 (two inside, two out): the outie r3c9 less r1c1 and r2c1 adds up to
// 75 + 21 − 90 = 6, which only 9 less 1 and 2 reach.
TEST(InnieOutieDifference, PutsTheOutiesFirstWhenTheyAddUpToMore) {
  std::vector<int> first;
  std::vector<int> second;
  for (int column = 2; column <= 8; ++column) {
    first.push_back(at(1, column));
    second.push_back(at(2, column));
  }
  const CandidateGrid grid = with_cages({{first, 40},
                                         {second, 35},
                                         {{at(1, 9), at(2, 9), at(3, 9)}, 21},
                                         {{at(1, 1), at(2, 1), at(3, 1), at(4, 1)}, 20}});
  EXPECT_EQ(explanation(grid, Technique::innie_outie_difference),
            "Innie-outie difference: rows 1 and 2 hold 90; the cages inside them add up to 75; the "
            "cage at r1c9, mostly inside them, adds up to 21: so the cells of that cage outside "
            "them (r3c9), less their other cells (r1c1 and r2c1), add up to 6: r3c9 − r1c1 − r2c1 "
            "= 6 only as 9−1−2 or 9−2−1, so remove 1 and 2 from r3c9, 3, 4, 5, 6, 7 and 8 from "
            "r1c1, r2c1 and r3c9, and 9 from r1c1 and r2c1.");
}

TEST(CageLogic, FindsNothingWithoutCages) {
  const CandidateGrid grid{Puzzle(Geometry(9))};
  EXPECT_FALSE(logic::find_cage_combination(grid));
  EXPECT_FALSE(logic::find_innies_and_outies(grid));
}

// The candidates of `cells` that some assignment of distinct digits adding up to `total` uses,
// found by trying every assignment: the oracle of the property below.
// `required`, when given, receives the digits every such assignment uses.
std::vector<std::uint64_t> supported_by_brute_force(const CandidateGrid& grid,
                                                    const std::vector<int>& cells, int total,
                                                    std::uint64_t* required = nullptr) {
  std::vector<std::uint64_t> supported(cells.size(), 0);
  std::vector<int> chosen(cells.size(), 0);
  std::uint64_t in_every = ~std::uint64_t{0};
  const auto assign = [&](auto& self, std::size_t index, int sum, std::uint64_t used) -> void {
    if (index == cells.size()) {
      if (sum != total) return;
      for (std::size_t i = 0; i < cells.size(); ++i) supported[i] |= 1ULL << (chosen[i] - 1);
      in_every &= used;
      return;
    }
    for (int digit = 1; digit <= grid.side(); ++digit) {
      const std::uint64_t bit = 1ULL << (digit - 1);
      if ((used & bit) != 0 || !grid.has_candidate(cells[index], static_cast<Digit>(digit))) {
        continue;
      }
      chosen[index] = digit;
      self(self, index + 1, sum + digit, used | bit);
    }
  };
  assign(assign, 0, 0, 0);
  if (required != nullptr) *required = in_every;
  return supported;
}

// Property: on random cages (2 to 5 cells anywhere in the grid, a total that fits or not) whose
// cells keep random candidates, the cage combination removes exactly the candidates that no
// assignment of distinct digits with the cage's total uses, every one of them when none fits.
// When there are none, it may remove a digit that every assignment uses from cells outside the
// cage, each sharing a row, column or box with every cell of the cage that can take the digit.
TEST(CageCombination, RemovesExactlyWhatNoAssignmentUsesOnRandomCages) {
  std::mt19937 random(20261125);
  int with_step = 0;
  int outside = 0;
  for (int round = 0; round < 3000; ++round) {
    std::vector<int> cells(81);
    std::iota(cells.begin(), cells.end(), 0);
    std::shuffle(cells.begin(), cells.end(), random);
    cells.resize(std::uniform_int_distribution<std::size_t>(2, 5)(random));
    const int size = static_cast<int>(cells.size());
    const int least = size * (size + 1) / 2;
    const int most = size * (19 - size) / 2;
    const int total = std::uniform_int_distribution<int>(least - 1, most + 1)(random);
    CandidateGrid grid = with_cages({{cells, std::max(total, 1)}});
    for (const int cell : cells) {
      std::vector<Digit> digits;
      for (int digit = 1; digit <= 9; ++digit) {
        if (std::bernoulli_distribution(0.55)(random)) digits.push_back(static_cast<Digit>(digit));
      }
      if (digits.empty()) digits.push_back(static_cast<Digit>(1 + round % 9));
      only_digits(grid, cell, digits);
    }
    std::uint64_t required = 0;
    const std::vector<std::uint64_t> supported =
        supported_by_brute_force(grid, cells, std::max(total, 1), &required);
    std::vector<Elimination> expected;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      for (int digit = 1; digit <= 9; ++digit) {
        if (grid.has_candidate(cells[i], static_cast<Digit>(digit)) &&
            (supported[i] >> (digit - 1) & 1U) == 0) {
          expected.push_back({cells[i], static_cast<Digit>(digit)});
        }
      }
    }
    const std::optional<Step> step = first_step(grid, Technique::cage_combination);
    std::vector<Elimination> found = step ? step->eliminations : std::vector<Elimination>{};
    const auto in_cage = [&](int cell) {
      return std::find(cells.begin(), cells.end(), cell) != cells.end();
    };
    if (expected.empty() && step && !step->eliminations.empty() &&
        !in_cage(step->eliminations.front().cell)) {
      // A digit every assignment uses, taken from the house the cage's cells for it share.
      const Geometry& geometry = grid.geometry();
      for (const Elimination& gone : step->eliminations) {
        ASSERT_FALSE(in_cage(gone.cell)) << "round " << round;
        ASSERT_NE(required >> (gone.digit - 1) & 1U, 0U) << "round " << round;
        for (const int cell : cells) {
          if (!grid.has_candidate(cell, gone.digit)) continue;
          const bool shares = geometry.row_of(cell) == geometry.row_of(gone.cell) ||
                              geometry.column_of(cell) == geometry.column_of(gone.cell) ||
                              geometry.box_of(cell) == geometry.box_of(gone.cell);
          ASSERT_TRUE(shares) << "round " << round;
        }
      }
      ++outside;
      continue;
    }
    const auto order = [](const Elimination& a, const Elimination& b) {
      return std::pair(a.cell, a.digit) < std::pair(b.cell, b.digit);
    };
    std::sort(expected.begin(), expected.end(), order);
    std::sort(found.begin(), found.end(), order);
    ASSERT_EQ(found, expected) << "round " << round << ", total " << total;
    with_step += step ? 1 : 0;
  }
  EXPECT_GT(with_step, 1000);  // the property was tested on steps, not only on their absence
  EXPECT_GE(outside, 5);       // and on steps outside the cage (5 with this seed)
}

}  // namespace
}  // namespace sudoku::testing
