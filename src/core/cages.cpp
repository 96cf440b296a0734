// Killer cages: seed 001's rules for a cage on its own and for the cages together, and the
// conflicts a cage's givens can already have.
//
// A cage of k cells holds k distinct digits of 1..N, so its total lies between the sum of the
// k smallest digits, 1 + 2 + … + k = k(k+1)/2, and the sum of the k largest,
// N + (N-1) + … + (N-k+1) = k(2N-k+1)/2. Cages that cover the grid hold every digit of every
// row once, so their totals add up to N · N(N+1)/2.
#include <algorithm>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "sudoku/puzzle.hpp"

namespace sudoku {

int least_cage_total(int size) { return size * (size + 1) / 2; }

int greatest_cage_total(int side, int size) { return size * (2 * side - size + 1) / 2; }

std::optional<std::string> cage_problem(const Geometry& geometry, const Cage& cage) {
  const int side = geometry.side();
  const int size = static_cast<int>(cage.cells.size());
  if (size < 1 || size > side) {
    return "a cage has " + std::to_string(size) + " cells; a cage holds 1 to " +
           std::to_string(side) + " cells";
  }
  const int least = least_cage_total(size);
  const int greatest = greatest_cage_total(side, size);
  if (cage.sum < least || cage.sum > greatest) {
    return "a cage of " + std::to_string(size) + (size == 1 ? " cell" : " cells") + " totals " +
           std::to_string(least) + " to " + std::to_string(greatest) + ", not " +
           std::to_string(cage.sum);
  }
  return std::nullopt;
}

std::optional<std::string> cage_totals_problem(const Puzzle& puzzle) {
  std::vector<int> cages_of_cell(static_cast<std::size_t>(puzzle.cell_count()), 0);
  long long totals = 0;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) {
      totals += cage->sum;
      for (int cell : cage->cells) ++cages_of_cell[static_cast<std::size_t>(cell)];
    }
  }
  for (int count : cages_of_cell) {
    if (count != 1) return std::nullopt;
  }
  const long long side = puzzle.side();
  const long long expected = side * side * (side + 1) / 2;
  if (totals == expected) return std::nullopt;
  return "the cage totals add up to " + std::to_string(totals) + ", but a " + std::to_string(side) +
         "×" + std::to_string(side) + " grid adds up to " + std::to_string(expected);
}

std::optional<CageConflict> find_cage_conflict(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr) continue;
    const int top_left = *std::min_element(cage->cells.begin(), cage->cells.end());
    const std::string cage_name = "the cage at " + cell_name(geometry, top_left);
    std::vector<int> seen_at(static_cast<std::size_t>(puzzle.side()) + 1, -1);
    int total = 0;
    int blanks = 0;
    int last_given = -1;
    for (int cell : cage->cells) {
      const Digit digit = puzzle.at(cell);
      if (digit == kBlank) {
        ++blanks;
        continue;
      }
      int& earlier = seen_at[digit];
      if (earlier >= 0) {
        return CageConflict{cell, "digit " + std::to_string(digit) + " already in " + cage_name +
                                      " (" + cell_name(geometry, earlier) + ")"};
      }
      earlier = cell;
      total += digit;
      last_given = cell;
    }
    if (last_given < 0) continue;
    const std::string digits = fmt::format("the digits of {} add up to {}", cage_name, total);
    if (blanks == 0 && total != cage->sum) {
      return CageConflict{last_given, fmt::format("{}, not to its total {}", digits, cage->sum)};
    }
    if (blanks > 0 && total >= cage->sum) {
      return CageConflict{
          last_given,
          fmt::format("{}, its total is {}, and it has blank cells left", digits, cage->sum)};
    }
    // The blanks need at least the least total of that many distinct digits.
    if (blanks > 0 && total + least_cage_total(blanks) > cage->sum) {
      return CageConflict{
          last_given,
          fmt::format("{}, leaving {} of its total {} for {} blank cells, which need {} or more",
                      digits, cage->sum - total, cage->sum, blanks, least_cage_total(blanks))};
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
