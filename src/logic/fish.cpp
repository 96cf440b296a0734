// Basic fish: X-wing (2), swordfish (3), jellyfish (4).
//
// Take a digit and n rows (the base) in each of which it can only go in the same n columns
// (the cover), at most n of them in all. Each base row needs the digit once, in a different
// column, so the n base rows use up the digit in all n cover columns: no other cell of those
// columns can hold it. The same with rows and columns swapped.
//
//   "X-wing: 4 in rows 2 and 7 can only go in columns 3 and 8, so remove 4 from r5c3 and r9c8."
//
// Ratings: X-wing 3.2, swordfish 3.8, jellyfish 5.2. Each base line has at least two places
// for the digit (one is a hidden single). Rows before columns, digits from 1.
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

Technique fish_technique(int size) {
  if (size == 2) return Technique::x_wing;
  return size == 3 ? Technique::swordfish : Technique::jellyfish;
}

// Base lines are rows (groups 0..N-1) when `rows`, else columns (N..2N-1); cover lines the
// other kind. A line's positions (bit i = i-th cell) are the cover lines' numbers.
std::optional<Step> find_fish_in(const CandidateGrid& grid, int size, bool rows) {
  const int side = grid.side();
  const int base_first = rows ? 0 : side;
  const int cover_first = rows ? side : 0;
  for (int value = 1; value <= side; ++value) {
    const auto digit = static_cast<Digit>(value);
    std::vector<int> lines;
    std::vector<std::uint64_t> masks;
    for (int line = 0; line < side; ++line) {
      const std::uint64_t places = grid.places(base_first + line, digit);
      const int count = detail::bit_count(places);
      if (count >= 2 && count <= size) {
        lines.push_back(base_first + line);
        masks.push_back(places);
      }
    }
    std::optional<Step> found;
    for_each_locked_set(masks, size, [&](const std::vector<int>& choice, std::uint64_t covers) {
      Step step = new_step(fish_technique(size));
      for (int chosen : choice) step.groups.push_back(lines[static_cast<std::size_t>(chosen)]);
      std::vector<int> fish_cells;
      for (int base : step.groups) {
        for (int cell : cells_at(grid, base, grid.places(base, digit))) fish_cells.push_back(cell);
      }
      std::vector<int> cover_groups;
      for (std::uint64_t rest = covers; rest != 0; rest &= rest - 1) {
        const int cover = cover_first + std::countr_zero(rest);
        cover_groups.push_back(cover);
        eliminate_from(grid, grid.groups()[static_cast<std::size_t>(cover)].cells, digit,
                       fish_cells, step.eliminations);
      }
      if (step.eliminations.empty()) return false;
      const std::string body =
          fmt::format("{} in {} can only go in {}, so {}", value, line_list(grid, step.groups),
                      line_list(grid, cover_groups), removal_phrase(grid, step.eliminations));
      step.groups.insert(step.groups.end(), cover_groups.begin(), cover_groups.end());
      std::sort(fish_cells.begin(), fish_cells.end());
      step.cells = fish_cells;
      step.digits = {digit};
      found = finish_step(std::move(step), body);
      return true;
    });
    if (found) return found;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_fish(const CandidateGrid& grid, int size) {
  if (auto step = find_fish_in(grid, size, true)) return step;
  return find_fish_in(grid, size, false);
}

}  // namespace sudoku::logic
