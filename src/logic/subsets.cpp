// Naked and hidden subsets (pairs, triples, quads).
//
//   naked   n cells of a group whose candidates together are only n digits: those cells take
//           those digits, so no other cell of the group can ("r1c2 and r1c5 can only be 3
//           and 7"). Works in every group, Killer cages included (their digits differ too).
//   hidden  n digits whose places in a house are only n cells: those cells take those
//           digits, so they hold nothing else ("3 and 7 in row 1 can only go in r1c2 and
//           r1c5"). Needs a house, where every digit must appear.
//
// Ratings: naked pair 3.0, hidden pair 3.4, naked triple 3.6, hidden triple 4.0, naked quad
// 5.0, hidden quad 5.4. Each cell of a naked subset has at least two candidates and each digit
// of a hidden subset at least two places (fewer is a single, found earlier).
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

Technique naked_technique(int size) {
  if (size == 2) return Technique::naked_pair;
  return size == 3 ? Technique::naked_triple : Technique::naked_quad;
}

Technique hidden_technique(int size) {
  if (size == 2) return Technique::hidden_pair;
  return size == 3 ? Technique::hidden_triple : Technique::hidden_quad;
}

}  // namespace

std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size) {
  const auto& groups = grid.groups();
  std::optional<Step> found;
  // The empty cells of a group that may belong to a subset, and their candidates (the vectors'
  // room kept per thread: forcing chains ask at every step of every branch).
  thread_local std::vector<int> cells;
  thread_local std::vector<std::uint64_t> masks;
  for (std::size_t index = 0; index < groups.size() && !found; ++index) {
    const Group& group = groups[index];
    cells.clear();
    masks.clear();
    int empty_cells = 0;
    for (int cell : group.cells) {
      if (grid.digit(cell) != kBlank) continue;
      ++empty_cells;
      const int count = detail::bit_count(grid.candidates(cell));
      if (count >= 2 && count <= size) {
        cells.push_back(cell);
        masks.push_back(grid.candidates(cell));
      }
    }
    if (empty_cells <= size) continue;  // nothing else in the group to clear
    for_each_locked_set(masks, size, [&](const std::vector<int>& choice, std::uint64_t digits) {
      // Most sets found are old news: look for a candidate to remove before building a step.
      const auto in_set = [&](int cell) {
        return std::any_of(choice.begin(), choice.end(), [&](int which) {
          return cells[static_cast<std::size_t>(which)] == cell;
        });
      };
      if (std::none_of(group.cells.begin(), group.cells.end(), [&](int cell) {
            return (grid.candidates(cell) & digits) != 0 && !in_set(cell);
          })) {
        return false;
      }
      Step step = new_step(naked_technique(size));
      for (int chosen : choice) step.cells.push_back(cells[static_cast<std::size_t>(chosen)]);
      for (Digit digit : digits_of(digits)) {
        eliminate_from(grid, group.cells, digit, step.cells, step.eliminations);
      }
      if (step.eliminations.empty()) return false;
      step.groups = {static_cast<int>(index)};
      step.digits = digits_of(digits);
      found = finish_step(std::move(step), [&](const Step& made) {
        return fmt::format("{} in {} can only be {}, so {}", cell_list(grid, made.cells),
                           group_name(grid, static_cast<int>(index)), digit_list(made.digits),
                           removal_phrase(grid, made.eliminations));
      });
      return true;
    });
  }
  return found;
}

std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size) {
  const auto& groups = grid.groups();
  std::optional<Step> found;
  // The digits of a house that may belong to a subset, and their places (kept as above).
  thread_local std::vector<Digit> digits;
  thread_local std::vector<std::uint64_t> masks;
  for (std::size_t index = 0; index < groups.size() && !found; ++index) {
    const Group& house = groups[index];
    if (!house.holds_every_digit) continue;
    const int house_group = static_cast<int>(index);
    digits.clear();
    masks.clear();
    int open_digits = 0;
    for (int value = 1; value <= grid.side(); ++value) {
      const auto digit = static_cast<Digit>(value);
      const std::uint64_t places = grid.places(house_group, digit);
      if (places == 0) continue;
      ++open_digits;
      const int count = detail::bit_count(places);
      if (count >= 2 && count <= size) {
        digits.push_back(digit);
        masks.push_back(places);
      }
    }
    if (open_digits <= size) continue;  // the cells hold nothing else to remove
    for_each_locked_set(masks, size, [&](const std::vector<int>& choice, std::uint64_t places) {
      std::uint64_t kept = 0;
      for (int chosen : choice) kept |= bit_of(digits[static_cast<std::size_t>(chosen)]);
      // Most sets found are old news: look for a candidate to remove before building a step.
      bool removes = false;
      for (std::uint64_t left = places; left != 0 && !removes; left &= left - 1) {
        const int cell = house.cells[static_cast<std::size_t>(std::countr_zero(left))];
        removes = (grid.candidates(cell) & ~kept) != 0;
      }
      if (!removes) return false;
      Step step = new_step(hidden_technique(size));
      for (int chosen : choice) step.digits.push_back(digits[static_cast<std::size_t>(chosen)]);
      step.cells = cells_at(grid, house_group, places);
      for (int cell : step.cells) {
        for (Digit other : digits_of(grid.candidates(cell) & ~kept)) {
          step.eliminations.push_back({cell, other});
        }
      }
      if (step.eliminations.empty()) return false;
      step.groups = {house_group};
      found = finish_step(std::move(step), [&](const Step& made) {
        return fmt::format("{} in {} can only go in {}, so {}", digit_list(made.digits),
                           group_name(grid, house_group), cell_list(grid, made.cells),
                           removal_phrase(grid, made.eliminations));
      });
      return true;
    });
  }
  return found;
}

}  // namespace sudoku::logic
