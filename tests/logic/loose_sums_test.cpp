// The loose sums (src/logic/cage_loose_sums.cpp: analyse_loose_into), the innies and outies whose
// digits need not all differ, against a plain recursion written here from their definition: every
// way to give each empty cell one of its candidates, cells that see each other taking different
// digits, adding up to the total; each call of the recursion one node, a search past 20,000 nodes
// skipped. The search counts its last cells from masks and lists assignments in a second pass:
// what it finds, in what order, and where it gives up must be the recursion's, on thousands of
// random sets (many of them near the node limit).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "logic/cage_sums.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

using logic::analyse_loose_into;
using logic::bit_of;
using logic::digits_of;
using logic::kCombinationsNamed;
using logic::SumAnalysis;

constexpr int kMostNodes = 20000;  // cage_loose_sums.cpp's kMostLooseNodes

// What the plain recursion finds for the empty cells in the analysis's order (the `plus_count`
// first added, the rest taken away).
struct Plain {
  bool skipped = false;
  std::vector<std::uint64_t> supported;  // per cell: the digits some assignment gives it
  std::vector<std::uint64_t> fitting;    // each assignment's digits, in the order first met
  std::size_t assignment_count = 0;
  std::vector<std::vector<Digit>> first;  // the first kCombinationsNamed assignments
};

Plain plain_search(const CandidateGrid& grid, const std::vector<int>& cells, std::size_t plus_count,
                   int remaining) {
  Plain plain;
  const std::size_t count = cells.size();
  plain.supported.assign(count, 0);
  const auto sign = [&](std::size_t index) { return index < plus_count ? 1 : -1; };
  // The least and greatest that the cells from each index on can add up to, one digit each.
  std::vector<int> least(count + 1, 0);
  std::vector<int> greatest(count + 1, 0);
  for (std::size_t index = count; index-- > 0;) {
    const std::vector<Digit> digits = digits_of(grid.candidates(cells[index]));
    const int low = digits.empty() ? 0 : sign(index) * digits.front();
    const int high = digits.empty() ? 0 : sign(index) * digits.back();
    least[index] = least[index + 1] + std::min(low, high);
    greatest[index] = greatest[index + 1] + std::max(low, high);
  }
  std::vector<Digit> chosen(count, kBlank);
  int nodes = 0;
  const auto visit = [&](auto& self, std::size_t index, int left) -> void {
    if (++nodes > kMostNodes) {
      plain.skipped = true;
      return;
    }
    if (left < least[index] || left > greatest[index]) return;
    if (index == count) {
      std::uint64_t digits = 0;
      for (std::size_t k = 0; k < count; ++k) {
        plain.supported[k] |= bit_of(chosen[k]);
        digits |= bit_of(chosen[k]);
      }
      if (std::find(plain.fitting.begin(), plain.fitting.end(), digits) == plain.fitting.end()) {
        plain.fitting.push_back(digits);
      }
      if (plain.first.size() < kCombinationsNamed) plain.first.push_back(chosen);
      ++plain.assignment_count;
      return;
    }
    for (const Digit digit : digits_of(grid.candidates(cells[index]))) {
      bool taken = false;
      for (std::size_t earlier = 0; earlier < index; ++earlier) {
        taken = taken || (chosen[earlier] == digit && grid.sees(cells[earlier], cells[index]));
      }
      if (taken) continue;
      chosen[index] = digit;
      self(self, index + 1, left - sign(index) * digit);
      if (plain.skipped) return;
    }
  };
  visit(visit, 0, remaining);
  return plain;
}

// A 9×9 (half of them Sudoku X, where more cells see each other) with some cells written and
// the others' candidates cut at random, as forcing chains leave them.
CandidateGrid random_grid(std::mt19937& random) {
  Puzzle puzzle{Geometry(9)};
  if (random() % 2 == 0) puzzle.add_x_diagonals();
  CandidateGrid grid(puzzle);
  std::uniform_int_distribution<int> any_cell(0, 80);
  for (int placed = 0; placed < 6; ++placed) {
    const int cell = any_cell(random);
    const std::vector<Digit> digits = digits_of(grid.candidates(cell));
    if (grid.digit(cell) != kBlank || digits.empty()) continue;
    grid.place(cell, digits[random() % digits.size()]);
  }
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digit(cell) != kBlank) continue;
    const int keep_in = 2 + static_cast<int>(random() % 8);  // each digit kept with odds keep_in/9
    for (const Digit digit : digits_of(grid.candidates(cell))) {
      if (static_cast<int>(random() % 9) >= keep_in && grid.candidates(cell) != bit_of(digit)) {
        grid.eliminate(cell, digit);
      }
    }
  }
  return grid;
}

TEST(LooseSums, FindWhatThePlainRecursionFindsAndGiveUpWhereItDoes) {
  std::mt19937 random(20261206);
  int skipped = 0;
  int found = 0;
  int with_eliminations = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const CandidateGrid grid = random_grid(random);
    // 1 to 9 cells (past 8 empty ones the search is skipped outright), some taken away.
    std::vector<int> cells(81);
    for (int cell = 0; cell < 81; ++cell) cells[static_cast<std::size_t>(cell)] = cell;
    std::shuffle(cells.begin(), cells.end(), random);
    const std::size_t size = 1 + random() % 9;
    const std::size_t minus_size = random() % 3 == 0 ? random() % size : 0;
    const std::vector<int> plus(cells.begin(),
                                cells.begin() + static_cast<long>(size - minus_size));
    const std::vector<int> minus(cells.begin() + static_cast<long>(size - minus_size),
                                 cells.begin() + static_cast<long>(size));
    const int total = static_cast<int>(plus.size()) * 5 - static_cast<int>(minus.size()) * 5 +
                      static_cast<int>(random() % 13) - 6;

    SumAnalysis analysis;
    analyse_loose_into(grid, {plus, total, minus}, analysis);

    // What the analysis says it took: the written cells' digits off the total, the empty cells in
    // order, the added ones first.
    std::vector<int> empty;
    std::vector<Digit> placed;
    int remaining = total;
    for (const int cell : plus) {
      if (grid.digit(cell) == kBlank) {
        empty.push_back(cell);
      } else {
        placed.push_back(grid.digit(cell));
        remaining -= grid.digit(cell);
      }
    }
    const std::size_t plus_count = empty.size();
    for (const int cell : minus) {
      if (grid.digit(cell) == kBlank) {
        empty.push_back(cell);
      } else {
        placed.push_back(grid.digit(cell));
        remaining += grid.digit(cell);
      }
    }
    std::sort(placed.begin(), placed.end());
    ASSERT_EQ(analysis.empty_cells, empty);
    ASSERT_EQ(analysis.placed, placed);
    ASSERT_EQ(analysis.remaining, remaining);
    ASSERT_EQ(analysis.plus_count, plus_count);
    ASSERT_TRUE(analysis.loose);
    if (empty.empty()) continue;
    if (empty.size() > 8) {
      EXPECT_TRUE(analysis.skipped);
      continue;
    }

    const Plain plain = plain_search(grid, empty, plus_count, remaining);
    ASSERT_EQ(analysis.skipped, plain.skipped) << "trial " << trial;
    if (plain.skipped) {
      ++skipped;
      EXPECT_TRUE(analysis.eliminations.empty());
      continue;
    }
    ++found;
    EXPECT_EQ(analysis.fitting, plain.fitting) << "trial " << trial;
    EXPECT_EQ(analysis.assignment_count, plain.assignment_count) << "trial " << trial;
    std::vector<Elimination> eliminations;
    for (std::size_t index = 0; index < empty.size(); ++index) {
      const int cell = empty[index];
      for (const Digit digit : digits_of(grid.candidates(cell) & ~plain.supported[index])) {
        eliminations.push_back({cell, digit});
      }
    }
    EXPECT_EQ(analysis.eliminations, eliminations) << "trial " << trial;
    if (!eliminations.empty()) {
      ++with_eliminations;
      std::vector<std::vector<Digit>> first = plain.first;
      EXPECT_EQ(analysis.assignments, first) << "trial " << trial;
    } else {
      EXPECT_TRUE(analysis.assignments.empty());
    }
  }
  // The random sets reach every outcome, each often.
  EXPECT_GT(skipped, 100);
  EXPECT_GT(found, 1000);
  EXPECT_GT(with_eliminations, 300);
}

}  // namespace
}  // namespace sudoku::testing
