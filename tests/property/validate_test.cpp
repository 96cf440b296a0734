// Properties of houses and rules (src/core/validate.cpp), after seed 004's prop_blocks and
// prop_isValidPuzzle, checked against pair-by-pair oracles that share no code with it.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "support/random_puzzles.hpp"

namespace sudoku::testing {
namespace {

const std::vector<int> kSides{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 25};

// A puzzle that may break the rules: cut from a random grid, then 0 to 3 random cells set to
// random digits.
rc::Gen<Puzzle> gen_puzzle_maybe_broken(int side) {
  return rc::gen::apply(
      [side](const PuzzleSample& sample, std::uint64_t seed) {
        Random random(seed);
        Puzzle puzzle = sample.puzzle;
        const int changes = random_below(random, 4);
        for (int i = 0; i < changes; ++i) {
          puzzle.set(random_below(random, puzzle.cell_count()),
                     static_cast<Digit>(random_below(random, side + 1)));
        }
        return puzzle;
      },
      gen_cut_puzzle(side, 0, side * side), gen_seed());
}

// Seed 004's prop_blocks: 3N houses of N distinct cells, every cell in exactly one row, one
// column and one box, each house holding the cells the geometry says.
RC_GTEST_PROP(HousesProperty, AreThreeNHousesOfNDistinctCellsEachCellInThree, ()) {
  const int side = *gen_side(kSides);
  const Geometry geometry(side);
  const std::vector<House> all = houses(Puzzle(geometry));
  RC_ASSERT(all.size() == static_cast<std::size_t>(3 * side));
  std::vector<int> houses_of_cell(static_cast<std::size_t>(geometry.cell_count()), 0);
  for (std::size_t i = 0; i < all.size(); ++i) {
    const House& house = all[i];
    const int index = static_cast<int>(i) % side;
    RC_ASSERT(house.index == index);
    RC_ASSERT(house.cells.size() == static_cast<std::size_t>(side));
    RC_ASSERT(std::set<int>(house.cells.begin(), house.cells.end()).size() ==
              static_cast<std::size_t>(side));
    RC_ASSERT(std::is_sorted(house.cells.begin(), house.cells.end()));
    for (int cell : house.cells) {
      RC_ASSERT(cell >= 0);
      RC_ASSERT(cell < geometry.cell_count());
      ++houses_of_cell[static_cast<std::size_t>(cell)];
      switch (house.kind) {
        case HouseKind::row:
          RC_ASSERT(geometry.row_of(cell) == index);
          break;
        case HouseKind::column:
          RC_ASSERT(geometry.column_of(cell) == index);
          break;
        case HouseKind::box:
          RC_ASSERT(geometry.box_of(cell) == index);
          break;
        case HouseKind::extra:
          RC_FAIL("an extra house in a plain puzzle");
      }
    }
    const HouseKind kind = i < static_cast<std::size_t>(side)       ? HouseKind::row
                           : i < static_cast<std::size_t>(2 * side) ? HouseKind::column
                                                                    : HouseKind::box;
    RC_ASSERT(house.kind == kind);
  }
  for (int count : houses_of_cell) RC_ASSERT(count == 3);
}

RC_GTEST_PROP(HousesProperty, AppendExtraHousesInTheOrderOfTheConstraints, ()) {
  const int side = *gen_side({4, 6, 9});
  Puzzle puzzle{Geometry(side)};
  const int extra_count = *gen_int(0, 3);
  std::vector<std::vector<int>> extra_cells;
  for (int i = 0; i < extra_count; ++i) {
    Random random(*gen_seed());
    std::vector<int> order = random_permutation(puzzle.cell_count(), random);
    order.resize(static_cast<std::size_t>(side));
    puzzle.add_constraint(ExtraHouse{"extra " + std::to_string(i), order});
    if (*rc::gen::arbitrary<bool>()) puzzle.add_constraint(Cage{{order[0]}, 1});
    std::sort(order.begin(), order.end());
    extra_cells.push_back(order);
  }
  const std::vector<House> all = houses(puzzle);
  RC_ASSERT(all.size() == static_cast<std::size_t>(3 * side + extra_count));
  for (int i = 0; i < extra_count; ++i) {
    const House& house = all[static_cast<std::size_t>(3 * side + i)];
    RC_ASSERT(house.kind == HouseKind::extra);
    RC_ASSERT(house.index == i);
    RC_ASSERT(house.name == "extra " + std::to_string(i));
    RC_ASSERT(house.cells == extra_cells[static_cast<std::size_t>(i)]);
  }
}

// Seed 004's prop_isValidPuzzle: a puzzle breaks no rule exactly when no two peers hold the
// same digit.
RC_GTEST_PROP(BreaksNoRuleProperty, HoldsExactlyWhenNoTwoPeersShareADigit, ()) {
  const int side = *gen_side({4, 6, 8, 9});
  const Puzzle puzzle = *gen_puzzle_maybe_broken(side);
  RC_ASSERT(breaks_no_rule(puzzle) == !brute_force_repeats_a_digit(puzzle));
  RC_ASSERT(find_conflict(puzzle).has_value() == brute_force_repeats_a_digit(puzzle));
}

RC_GTEST_PROP(FindConflictProperty, NamesTheRepeatWhoseLaterCellComesFirst, ()) {
  const int side = *gen_side({4, 6, 9});
  const Puzzle puzzle = *gen_puzzle_maybe_broken(side);
  const auto conflict = find_conflict(puzzle);
  RC_PRE(conflict.has_value());
  const Geometry& geometry = puzzle.geometry();
  RC_ASSERT(conflict->other_cell < conflict->cell);
  RC_ASSERT(puzzle.at(conflict->cell) == conflict->digit);
  RC_ASSERT(puzzle.at(conflict->other_cell) == conflict->digit);
  RC_ASSERT(are_peers(geometry, conflict->cell, conflict->other_cell));
  const std::vector<int>& cells = conflict->house.cells;
  RC_ASSERT(std::find(cells.begin(), cells.end(), conflict->cell) != cells.end());
  RC_ASSERT(std::find(cells.begin(), cells.end(), conflict->other_cell) != cells.end());
  // No repeat ends earlier in reading order.
  for (int later = 0; later < conflict->cell; ++later) {
    for (int earlier = 0; earlier < later; ++earlier) {
      RC_ASSERT(!(puzzle.at(later) != kBlank && puzzle.at(later) == puzzle.at(earlier) &&
                  are_peers(geometry, later, earlier)));
    }
  }
  const std::string message = describe(geometry, *conflict);
  RC_ASSERT(message.rfind("digit " + std::to_string(conflict->digit) + " already in " +
                              conflict->house.name + " (",
                          0) == 0);
}

RC_GTEST_PROP(FindConflictProperty, FindsTheFirstRepeatWithExtraHousesListedInAnyOrder, ()) {
  const int side = *gen_side({4, 6, 9});
  Puzzle puzzle = *gen_puzzle_maybe_broken(side);
  Random random(*gen_seed());
  // One to three extra houses of 2..N distinct cells, listed in a random order.
  std::vector<std::vector<int>> extras;
  const int extra_count = 1 + random_below(random, 3);
  for (int i = 0; i < extra_count; ++i) {
    std::vector<int> cells = random_permutation(puzzle.cell_count(), random);
    cells.resize(static_cast<std::size_t>(2 + random_below(random, side - 1)));
    puzzle.add_constraint(ExtraHouse{"extra " + std::to_string(i + 1), cells});
    extras.push_back(cells);
  }
  auto share_a_house = [&](int a, int b) {
    if (are_peers(puzzle.geometry(), a, b)) return true;
    for (const std::vector<int>& cells : extras) {
      const bool has_a = std::find(cells.begin(), cells.end(), a) != cells.end();
      const bool has_b = std::find(cells.begin(), cells.end(), b) != cells.end();
      if (has_a && has_b) return true;
    }
    return false;
  };
  // The oracle: the smallest later cell of any two cells sharing a house and a digit.
  int first_later = -1;
  for (int later = 0; later < puzzle.cell_count() && first_later < 0; ++later) {
    for (int earlier = 0; earlier < later; ++earlier) {
      if (puzzle.at(later) != kBlank && puzzle.at(later) == puzzle.at(earlier) &&
          share_a_house(earlier, later)) {
        first_later = later;
        break;
      }
    }
  }
  const auto conflict = find_conflict(puzzle);
  RC_ASSERT(breaks_no_rule(puzzle) == (first_later < 0));
  RC_ASSERT(conflict.has_value() == (first_later >= 0));
  if (conflict) {
    RC_ASSERT(conflict->cell == first_later);
    RC_ASSERT(conflict->other_cell < conflict->cell);
    RC_ASSERT(puzzle.at(conflict->other_cell) == conflict->digit);
    RC_ASSERT(puzzle.at(conflict->cell) == conflict->digit);
    const std::vector<int>& cells = conflict->house.cells;
    RC_ASSERT(std::is_sorted(cells.begin(), cells.end()));
    RC_ASSERT(std::find(cells.begin(), cells.end(), conflict->cell) != cells.end());
    RC_ASSERT(std::find(cells.begin(), cells.end(), conflict->other_cell) != cells.end());
  }
}

// Seed 004's isSolutionOf: the grid a puzzle was cut from solves it; no other grid that
// differs from it in one cell does, nor does a grid with a blank.
RC_GTEST_PROP(IsSolutionOfProperty, HoldsForTheGridAPuzzleWasCutFromAndNotForAChangedOne, ()) {
  const int side = *gen_side({4, 5, 6, 7, 8, 9});
  const PuzzleSample sample = *gen_cut_puzzle(side, 0, side * side);
  const Puzzle& solution = *sample.cut_from;
  RC_ASSERT(is_solution_of(solution, sample.puzzle));
  RC_ASSERT(!solution_problem(solution, sample.puzzle).has_value());
  RC_ASSERT(is_solution_of(solution, solution));

  const int cell = *gen_int(0, solution.cell_count() - 1);
  const auto digit = static_cast<Digit>(*gen_int(0, side));
  RC_PRE(digit != solution.at(cell));
  Puzzle changed = solution;
  changed.set(cell, digit);
  RC_ASSERT_FALSE(is_solution_of(changed, sample.puzzle));
  RC_ASSERT(solution_problem(changed, sample.puzzle).has_value());
  if (digit == kBlank) {
    RC_ASSERT(*solution_problem(changed, sample.puzzle) ==
              cell_name(solution.geometry(), cell) + " is blank");
  }
}

RC_GTEST_PROP(IsSolutionOfProperty, NeverHoldsForAPuzzleWithABlank, ()) {
  const int side = *gen_side({4, 6, 9});
  const PuzzleSample sample = *gen_cut_puzzle(side, 0, side * side - 1);
  RC_ASSERT_FALSE(is_solution_of(sample.puzzle, sample.puzzle));
  RC_ASSERT_FALSE(is_solution_of(sample.puzzle, Puzzle(sample.puzzle.geometry())));
}

RC_GTEST_PROP(IsSolutionOfProperty, AgreesWithSolutionProblemAndTheOracle, ()) {
  const int side = *gen_side({4, 6, 9});
  const PuzzleSample sample = *gen_cut_puzzle(side, 0, side * side);
  // The grid the puzzle was cut from, with 0 to 3 random cells set to random digits (a
  // blank included).
  Puzzle candidate = *sample.cut_from;
  Random random(*gen_seed());
  const int changes = random_below(random, 4);
  for (int i = 0; i < changes; ++i) {
    candidate.set(random_below(random, candidate.cell_count()),
                  static_cast<Digit>(random_below(random, side + 1)));
  }
  const bool expected = candidate.is_complete() && !brute_force_repeats_a_digit(candidate) &&
                        keeps_givens(candidate, sample.puzzle);
  RC_ASSERT(is_solution_of(candidate, sample.puzzle) == expected);
  RC_ASSERT(solution_problem(candidate, sample.puzzle).has_value() == !expected);
}

}  // namespace
}  // namespace sudoku::testing
