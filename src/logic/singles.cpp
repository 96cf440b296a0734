// Singles: the techniques that place a digit.
//
//   full house     a house with one empty cell left: that cell takes the missing digit (1.0)
//   hidden single  a digit with one place left in a house goes there (1.2 in a box or region,
//                  where the eye finds it first, 1.5 in a row, column or other house)
//   naked single   an empty cell with one candidate left takes it (2.3)
//
// Invariant kept by CandidateGrid: candidates never include a digit placed in a peer, so a
// single found here is the only digit left where it is placed.
#include <fmt/format.h>
#include <bit>

#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr int kHiddenSingleInBox = 12;
constexpr int kHiddenSingleElsewhere = 15;

bool is_box(const Group& group) {
  return group.kind == Group::Kind::box || group.kind == Group::Kind::region;
}

Step placement_step(Technique technique, int cell, Digit digit, int group) {
  Step step = new_step(technique);
  step.placements.push_back({cell, digit});
  step.cells.push_back(cell);
  if (group >= 0) step.groups.push_back(group);
  step.digits.push_back(digit);
  return step;
}

// A hidden single in one of the houses `wanted` accepts, houses in order.
template <typename Wanted>
std::optional<Step> hidden_single_in(const CandidateGrid& grid, Wanted wanted, int rating) {
  const auto& groups = grid.groups();
  for (std::size_t group = 0; group < groups.size(); ++group) {
    if (!groups[group].holds_every_digit || !wanted(groups[group])) continue;
    // Digits seen in one empty cell of the house, and in two or more.
    std::uint64_t once = 0;
    std::uint64_t twice = 0;
    for (int cell : groups[group].cells) {
      twice |= once & grid.candidates(cell);
      once |= grid.candidates(cell);
    }
    const std::uint64_t singles = once & ~twice;
    if (singles == 0) continue;
    const Digit digit = digit_of_bit(singles & -singles);
    for (int cell : groups[group].cells) {
      if (!grid.has_candidate(cell, digit)) continue;
      Step step = placement_step(Technique::hidden_single, cell, digit, static_cast<int>(group));
      step.rating = rating;
      return finish_step(std::move(step), fmt::format("{} in {} can only go in {}", digit,
                                                      group_name(grid, static_cast<int>(group)),
                                                      cell_name(grid.geometry(), cell)));
    }
  }
  return std::nullopt;
}

}  // namespace

// A house with every digit but one placed; its one empty cell must have that digit as its only
// candidate (anything else is a contradiction, for contradiction() to report).
std::optional<Step> find_full_house(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  for (std::size_t group = 0; group < groups.size(); ++group) {
    if (!groups[group].holds_every_digit) continue;
    const auto index = static_cast<int>(group);
    const std::uint64_t placed = grid.placed_digits(index);
    if (std::popcount(placed) != grid.side() - 1) continue;
    const std::uint64_t missing = ~placed & (placed + 1);  // the lowest bit not placed
    const Digit digit = digit_of_bit(missing);
    const std::uint64_t where = grid.places(index, digit);
    if (where == 0) continue;
    const int empty_cell = groups[group].cells[static_cast<std::size_t>(std::countr_zero(where))];
    if (std::popcount(grid.candidates(empty_cell)) != 1) continue;
    return finish_step(
        placement_step(Technique::full_house, empty_cell, digit, index),
        fmt::format("{} is the last empty cell in {}, so it is {}",
                    cell_name(grid.geometry(), empty_cell), group_name(grid, index), digit));
  }
  return std::nullopt;
}

std::optional<Step> find_hidden_single(const CandidateGrid& grid) {
  if (auto step = hidden_single_in(grid, is_box, kHiddenSingleInBox)) return step;
  return hidden_single_in(
      grid, [](const Group& group) { return !is_box(group); }, kHiddenSingleElsewhere);
}

std::optional<Step> find_naked_single(const CandidateGrid& grid) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid.digit(cell) != kBlank || std::popcount(grid.candidates(cell)) != 1) continue;
    const Digit digit = digit_of_bit(grid.candidates(cell));
    return finish_step(placement_step(Technique::naked_single, cell, digit, -1),
                       fmt::format("{} can only be {}", cell_name(grid.geometry(), cell), digit));
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
