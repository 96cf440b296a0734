// Uniqueness techniques: deductions that hold only because the puzzle has one solution. The
// solver uses them only when told so (LogicOptions::unique_solution); the commands tell it after
// an engine has counted the solutions.
//
//   unique rectangle (type 1)  four empty cells at the corners of a rectangle, two in each of
//                              two boxes, three of which can only be a or b. If the fourth were a
//                              or b too, a and b could swap round the rectangle and the puzzle
//                              would have two solutions: so it is neither. (4.5)
//   unique rectangle (types 2  two corners on one side can only be a or b, the other two have
//   and 4)                     more: one of those two holds its extra digit x when both are
//                              a, b or x (type 2), or one is a when a has no other place in a
//                              house they share, so neither is b (type 4). (4.6)
//   BUG+1                      every empty cell has two candidates but one, which has three.
//                              Without one of its three (the digit it has too many of), every
//                              digit would have exactly two places in every house: a "bivalue
//                              universal grave", whose solutions come in pairs (swap every
//                              cell to its other candidate). So the cell is that digit. (5.6)
//
// The swap must keep every rule, whatever the variant: each group that holds a corner of the
// rectangle must hold exactly two, side by side (the same row or column of the rectangle), so
// that it keeps both a and b (a diagonal through two opposite corners, a cage round one corner,
// would not). BUG+1 is not used when a cage does not hold every digit: there a swap may break
// the cage's total, and a digit need not appear in it at all.
#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// True when a, b, c, d (a rectangle: a b / c d) can swap two digits round without breaking a
// group: every group holding one of them holds exactly two, in a row or a column of it.
bool swap_keeps_every_group(const CandidateGrid& grid, const std::array<int, 4>& corners) {
  for (int corner : corners) {
    for (int group : grid.groups_of(corner)) {
      const auto& members = grid.groups()[static_cast<std::size_t>(group)].cells;
      std::array<bool, 4> in{};
      for (std::size_t index = 0; index < corners.size(); ++index) {
        in[index] = std::binary_search(members.begin(), members.end(), corners[index]);
      }
      const bool top = in[0] && in[1] && !in[2] && !in[3];
      const bool bottom = in[2] && in[3] && !in[0] && !in[1];
      const bool left = in[0] && in[2] && !in[1] && !in[3];
      const bool right = in[1] && in[3] && !in[0] && !in[2];
      if (!(top || bottom || left || right)) return false;
    }
  }
  return true;
}

bool is_empty_pair(const CandidateGrid& grid, int cell) {
  return grid.digit(cell) == kBlank && detail::bit_count(grid.candidates(cell)) == 2;
}

std::optional<Step> find_type_one_rectangle(const CandidateGrid& grid);

// Types 2 and 4 (4.6, as Sudoku Explainer rates them): two corners on one side of the rectangle
// (its floor) can only be a or b, and the other two (its roof) have a, b and more.
//   type 2  both roof cells are a, b and one digit x: one of them is x (else the rectangle
//           swaps), so no cell seeing both roof cells is x;
//   type 4  the roof cells share a house where a has no other place: one of them is a, so
//           neither can be b (the two would be a and b, and the rectangle would swap).
std::optional<Step> find_rectangle_with_roof(const CandidateGrid& grid) {
  const Geometry& geometry = grid.geometry();
  const int side = grid.side();
  // The floor along rows (a row's two cells) or along columns, at lines `one` and `two`, and the
  // roof at line `other`.
  for (const bool along_rows : {true, false}) {
    const auto cell_at = [&](int line, int across) {
      return along_rows ? geometry.cell(line, across) : geometry.cell(across, line);
    };
    for (int line = 0; line < side; ++line) {
      for (int one = 0; one < side; ++one) {
        const int floor_one = cell_at(line, one);
        if (!is_empty_pair(grid, floor_one)) continue;
        const std::uint64_t pair = grid.candidates(floor_one);
        for (int two = one + 1; two < side; ++two) {
          const int floor_two = cell_at(line, two);
          if (!is_empty_pair(grid, floor_two) || grid.candidates(floor_two) != pair) continue;
          for (int other = 0; other < side; ++other) {
            const int roof_one = cell_at(other, one);
            const int roof_two = cell_at(other, two);
            if (other == line || grid.digit(roof_one) != kBlank || grid.digit(roof_two) != kBlank) {
              continue;
            }
            const std::uint64_t extra_one = grid.candidates(roof_one) & ~pair;
            const std::uint64_t extra_two = grid.candidates(roof_two) & ~pair;
            if ((grid.candidates(roof_one) & pair) != pair ||
                (grid.candidates(roof_two) & pair) != pair || extra_one == 0 || extra_two == 0) {
              continue;
            }
            const int top = std::min(line, other);
            const int low = std::max(line, other);
            const std::array<int, 4> corners{cell_at(top, one), cell_at(top, two),
                                             cell_at(low, one), cell_at(low, two)};
            if (!swap_keeps_every_group(grid, corners)) continue;
            const std::vector<Digit> digits = digits_of(pair);
            const std::string floor_text =
                fmt::format("{} can only be {}", cell_list(grid, {floor_one, floor_two}),
                            digit_list(digits, "or"));
            const std::string roof = cell_list(grid, {roof_one, roof_two});
            const std::string roof_places = cell_list(grid, {roof_one, roof_two}, "or");
            Step step = new_step(Technique::unique_rectangle);
            step.rating = 46;
            step.cells = {floor_one, floor_two, roof_one, roof_two};
            step.digits = digits;
            // Type 2.
            if (extra_one == extra_two && detail::bit_count(extra_one) == 1) {
              const Digit x = digit_of_bit(extra_one);
              for (int cell : cells_seeing_all(grid, {roof_one, roof_two}, x)) {
                step.eliminations.push_back({cell, x});
              }
              if (!step.eliminations.empty()) {
                step.digits.push_back(x);
                const std::string body = fmt::format(
                    "{}, and {} only {}; if neither were {}, the four cells could swap {} and the "
                    "puzzle would have two solutions, so one of them is {}: {}",
                    floor_text, roof, digit_list(digits_of(pair | extra_one), "or"), x,
                    digit_list(digits), x, removal_phrase(grid, step.eliminations));
                return finish_step(std::move(step), body);
              }
            }
            // Type 4.
            for (int group : grid.groups_of(roof_one)) {
              const auto& members = grid.groups()[static_cast<std::size_t>(group)].cells;
              if (!grid.groups()[static_cast<std::size_t>(group)].holds_every_digit ||
                  !std::binary_search(members.begin(), members.end(), roof_two)) {
                continue;
              }
              for (const Digit kept : digits) {
                if (detail::bit_count(grid.places(group, kept)) != 2) continue;
                const Digit gone = digits.front() == kept ? digits.back() : digits.front();
                step.eliminations = {{roof_one, gone}, {roof_two, gone}};
                const std::string body = fmt::format(
                    "{}; {} in {} can only go in {}, so one of them is {}, and if the other were "
                    "{} the four cells could swap {} and the puzzle would have two solutions: {}",
                    floor_text, kept, group_name(grid, group), roof_places, kept, gone,
                    digit_list(digits), removal_phrase(grid, step.eliminations));
                return finish_step(std::move(step), body);
              }
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_unique_rectangle(const CandidateGrid& grid) {
  if (auto step = find_type_one_rectangle(grid)) return step;
  return find_rectangle_with_roof(grid);
}

namespace {

std::optional<Step> find_type_one_rectangle(const CandidateGrid& grid) {
  const Geometry& geometry = grid.geometry();
  const int side = grid.side();
  for (int row = 0; row < side; ++row) {
    for (int left = 0; left < side; ++left) {
      const int a = geometry.cell(row, left);
      if (!is_empty_pair(grid, a)) continue;
      const std::uint64_t pair = grid.candidates(a);
      for (int right = left + 1; right < side; ++right) {
        const int b = geometry.cell(row, right);
        if (!is_empty_pair(grid, b) || grid.candidates(b) != pair) continue;
        for (int other_row = 0; other_row < side; ++other_row) {
          const int c = geometry.cell(other_row, left);
          const int d = geometry.cell(other_row, right);
          if (other_row == row || grid.digit(c) != kBlank || grid.digit(d) != kBlank) continue;
          // One of c, d is the pair, the other the pair and more.
          int roof = -1;
          if (grid.candidates(c) == pair && (grid.candidates(d) & pair) == pair &&
              grid.candidates(d) != pair) {
            roof = d;
          } else if (grid.candidates(d) == pair && (grid.candidates(c) & pair) == pair &&
                     grid.candidates(c) != pair) {
            roof = c;
          }
          if (roof == -1) continue;
          const std::array<int, 4> corners =
              other_row > row ? std::array<int, 4>{a, b, c, d} : std::array<int, 4>{c, d, a, b};
          if (!swap_keeps_every_group(grid, corners)) continue;
          Step step = new_step(Technique::unique_rectangle);
          for (Digit digit : digits_of(pair)) step.eliminations.push_back({roof, digit});
          std::vector<int> pair_cells;
          for (int corner : corners) {
            if (corner != roof) pair_cells.push_back(corner);
          }
          step.cells = {corners.begin(), corners.end()};
          step.digits = digits_of(pair);
          const std::string digits = digit_list(step.digits, "or");
          const std::string body = fmt::format(
              "{} can only be {}; if {} were {} too, the four cells could swap {} and the puzzle "
              "would have two solutions, so {}",
              cell_list(grid, pair_cells), digits, cell_name(geometry, roof), digits,
              digit_list(step.digits), removal_phrase(grid, step.eliminations));
          return finish_step(std::move(step), body);
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_bug_plus_one(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  if (std::any_of(groups.begin(), groups.end(),
                  [](const Group& group) { return !group.holds_every_digit; })) {
    return std::nullopt;
  }
  int odd_cell = -1;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid.digit(cell) != kBlank) continue;
    const int count = detail::bit_count(grid.candidates(cell));
    if (count == 2) continue;
    if (count != 3 || odd_cell != -1) return std::nullopt;
    odd_cell = cell;
  }
  if (odd_cell == -1) return std::nullopt;
  for (Digit digit : digits_of(grid.candidates(odd_cell))) {
    // Without `digit` in the odd cell, does every digit have 0 or 2 places in every house?
    const bool grave = std::all_of(groups.begin(), groups.end(), [&](const Group& house) {
      for (int value = 1; value <= grid.side(); ++value) {
        int places = 0;
        for (int cell : house.cells) {
          places += grid.has_candidate(cell, static_cast<Digit>(value)) &&
                    !(cell == odd_cell && value == digit);
        }
        if (places != 0 && places != 2) return false;
      }
      return true;
    });
    if (!grave) continue;
    Step step = new_step(Technique::bug_plus_one);
    step.placements.push_back({odd_cell, digit});
    step.cells = {odd_cell};
    step.digits = {digit};
    const std::string name = cell_name(grid.geometry(), odd_cell);
    const std::string body = fmt::format(
        "every empty cell but {} has two candidates, and {} has {}; without {} every digit "
        "would have two places in every house, which leaves two solutions or none; so {} is {}",
        name, name, digit_list(digits_of(grid.candidates(odd_cell))), digit, name, digit);
    return finish_step(std::move(step), body);
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
