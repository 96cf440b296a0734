// Singles: the techniques that place a digit.
//
//   full house     a house with one empty cell left: that cell takes the missing digit (1.0)
//   hidden single  a digit with one place left in a house goes there (1.2 in a box or region,
//                  where the eye finds it first, 1.5 in a row, column or other house)
//   naked single   an empty cell with one candidate left takes it (2.3)
//
// Invariant kept by CandidateGrid: candidates never include a digit placed in a peer, so a
// single found here is the only digit left where it is placed. Under an anti-knight or anti-king
// rule a peer may share no house with the cell; where such a peer's digit is what keeps a digit
// out, the step says so: "r1c1 can only be 3 (the anti-knight rule keeps out 5)".
#include <fmt/format.h>
#include <algorithm>
#include <bit>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr int kHiddenSingleInBox = 12;
constexpr int kHiddenSingleElsewhere = 15;

// True when a mask has exactly one bit set (cheaper than a count: these run at every step of
// every forcing chain's branch).
bool is_one_bit(std::uint64_t mask) { return mask != 0 && (mask & (mask - 1)) == 0; }

// A technique's rating on the ladder (ladder.cpp), read once.
int ladder_rating(Technique technique) {
  for (const TechniqueInfo& info : technique_ladder()) {
    if (info.technique == technique) return info.rating;
  }
  return 0;
}

// The global rule that makes `other` a peer of `cell` without a shared group, or nothing.
std::string_view move_rule(const CandidateGrid& grid, int cell, int other) {
  const auto& mine = grid.groups_of(cell);
  for (int group : grid.groups_of(other)) {
    if (std::find(mine.begin(), mine.end(), group) != mine.end()) return {};
  }
  const Geometry& geometry = grid.geometry();
  const int rows = std::abs(geometry.row_of(cell) - geometry.row_of(other));
  const int columns = std::abs(geometry.column_of(cell) - geometry.column_of(other));
  return rows + columns == 3 ? "anti-knight" : "anti-king";
}

// The anti-knight or anti-king rule, when that alone keeps `digit` out of the empty `cell`: a
// peer sharing no group with it holds the digit, and no peer sharing a group does.
std::string_view kept_out_by(const CandidateGrid& grid, int cell, Digit digit) {
  std::string_view rule;
  for (int peer : grid.peers(cell)) {
    if (grid.digit(peer) != digit) continue;
    const std::string_view by = move_rule(grid, cell, peer);
    if (by.empty()) return {};
    if (rule.empty()) rule = by;
  }
  return rule;
}

// " (the anti-knight rule keeps out 5; the anti-king rule keeps out 8)" for a naked single, or "".
std::string naked_note(const CandidateGrid& grid, int cell, Digit digit) {
  std::vector<std::string> parts;
  for (std::string_view rule : {std::string_view("anti-knight"), std::string_view("anti-king")}) {
    std::vector<Digit> digits;
    for (int other = 1; other <= grid.side(); ++other) {
      const auto each = static_cast<Digit>(other);
      if (each != digit && kept_out_by(grid, cell, each) == rule) digits.push_back(each);
    }
    if (!digits.empty()) {
      parts.push_back(fmt::format("the {} rule keeps out {}", rule, digit_list(digits)));
    }
  }
  if (parts.empty()) return "";
  std::string text = " (" + parts.front();
  for (std::size_t index = 1; index < parts.size(); ++index) text += "; " + parts[index];
  return text + ")";
}

// " (the anti-knight rule keeps 7 out of r4c5)" for a hidden single in `group`, or "".
std::string hidden_note(const CandidateGrid& grid, int group, int cell, Digit digit) {
  std::vector<std::string> parts;
  for (std::string_view rule : {std::string_view("anti-knight"), std::string_view("anti-king")}) {
    std::vector<int> cells;
    for (int other : grid.groups()[static_cast<std::size_t>(group)].cells) {
      if (other == cell || grid.digit(other) != kBlank) continue;
      if (kept_out_by(grid, other, digit) == rule) cells.push_back(other);
    }
    if (!cells.empty()) {
      parts.push_back(
          fmt::format("the {} rule keeps {} out of {}", rule, digit, cell_list(grid, cells)));
    }
  }
  if (parts.empty()) return "";
  std::string text = " (" + parts.front();
  for (std::size_t index = 1; index < parts.size(); ++index) text += "; " + parts[index];
  return text + ")";
}

bool is_box(const Group& group) {
  return group.kind == Group::Kind::box || group.kind == Group::Kind::region;
}

// A hidden single in one of the houses `wanted` accepts, houses in order.
template <typename Wanted>
std::optional<Single> hidden_single_in(const CandidateGrid& grid, Wanted wanted, int rating) {
  const auto& groups = grid.groups();
  for (std::size_t group = 0; group < groups.size(); ++group) {
    const std::uint64_t singles = grid.lone_digits(static_cast<int>(group));
    if (singles == 0 || !groups[group].holds_every_digit || !wanted(groups[group])) continue;
    const Digit digit = digit_of_bit(singles & -singles);
    const std::uint64_t place = grid.places(static_cast<int>(group), digit);
    const int cell = groups[group].cells[static_cast<std::size_t>(std::countr_zero(place))];
    return Single{{cell, digit}, Technique::hidden_single, static_cast<int>(group), rating};
  }
  return std::nullopt;
}

// A house with every digit but one placed; its one empty cell must have that digit as its only
// candidate (anything else is a contradiction, for contradiction() to report).
std::optional<Single> full_house(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  const std::uint64_t all = grid.side() == 64 ? ~0ULL : (1ULL << grid.side()) - 1;
  for (std::size_t group = 0; group < groups.size(); ++group) {
    if (!groups[group].holds_every_digit) continue;
    const auto index = static_cast<int>(group);
    // The digits not placed: exactly one for a full house.
    const std::uint64_t missing = all & ~grid.placed_digits(index);
    if (!is_one_bit(missing)) continue;
    const Digit digit = digit_of_bit(missing);
    const std::uint64_t where = grid.places(index, digit);
    if (where == 0) continue;
    const int empty_cell = groups[group].cells[static_cast<std::size_t>(std::countr_zero(where))];
    if (!is_one_bit(grid.candidates(empty_cell))) continue;
    static const int rating = ladder_rating(Technique::full_house);
    return Single{{empty_cell, digit}, Technique::full_house, index, rating};
  }
  return std::nullopt;
}

std::optional<Single> hidden_single(const CandidateGrid& grid) {
  if (auto found = hidden_single_in(grid, is_box, kHiddenSingleInBox)) return found;
  return hidden_single_in(
      grid, [](const Group& group) { return !is_box(group); }, kHiddenSingleElsewhere);
}

std::optional<Single> naked_single(const CandidateGrid& grid) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (!is_one_bit(grid.candidates(cell)) || grid.digit(cell) != kBlank) continue;
    static const int rating = ladder_rating(Technique::naked_single);
    return Single{{cell, digit_of_bit(grid.candidates(cell))}, Technique::naked_single, -1, rating};
  }
  return std::nullopt;
}

// The step of a single, with its sentence when sentences are wanted.
Step single_step(const CandidateGrid& grid, const Single& single) {
  const int cell = single.placed.cell;
  const Digit digit = single.placed.digit;
  Step step = new_step(single.technique);
  step.rating = single.rating;
  step.placements.push_back(single.placed);
  step.cells.push_back(cell);
  if (single.group >= 0) step.groups.push_back(single.group);
  step.digits.push_back(digit);
  return finish_step(std::move(step), [&](const Step&) {
    const std::string where = cell_name(grid.geometry(), cell);
    switch (single.technique) {
      case Technique::full_house:
        return fmt::format("{} is the last empty cell in {}, so it is {}", where,
                           group_name(grid, single.group), digit);
      case Technique::hidden_single:
        return fmt::format("{} in {} can only go in {}{}", digit, group_name(grid, single.group),
                           where, hidden_note(grid, single.group, cell, digit));
      default:
        return fmt::format("{} can only be {}{}", where, digit, naked_note(grid, cell, digit));
    }
  });
}

std::optional<Step> as_step(const CandidateGrid& grid, const std::optional<Single>& single) {
  if (!single) return std::nullopt;
  return single_step(grid, *single);
}

}  // namespace

std::optional<Single> find_single(const CandidateGrid& grid) {
  if (auto found = full_house(grid)) return found;
  if (auto found = hidden_single(grid)) return found;
  return naked_single(grid);
}

std::optional<Step> find_full_house(const CandidateGrid& grid) {
  return as_step(grid, full_house(grid));
}

std::optional<Step> find_hidden_single(const CandidateGrid& grid) {
  return as_step(grid, hidden_single(grid));
}

std::optional<Step> find_naked_single(const CandidateGrid& grid) {
  return as_step(grid, naked_single(grid));
}

}  // namespace sudoku::logic
