// Wings: short patterns of cells with two or three candidates.
//
//   XY-wing   a pivot that can only be x or y sees two pincers, one only x or z, the other only
//             y or z. Whichever the pivot is, one pincer is z, so a cell seeing both pincers
//             cannot be z. (4.2)
//   XYZ-wing  a pivot that can only be x, y or z sees pincers that can only be x or z and y or
//             z. One of the three is z, so a cell seeing all three cannot be z. (4.4)
//   W-wing    two cells that do not see each other can only be x or y, and a house where y
//             can only go in two places, one seeing each cell. One of those places is y, so
//             one of the two cells is not y but x: a cell seeing both cannot be x. (4.4)
//
// "Sees" is CandidateGrid::sees: a shared row, column, box, region, diagonal or cage.
#include <bit>

#include <fmt/format.h>

#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// "1 or 3": the candidates of a cell as a choice.
std::string choice_of(const CandidateGrid& grid, int cell) {
  return digit_list(digits_of(grid.candidates(cell)), "or");
}

bool is_empty_with(const CandidateGrid& grid, int cell, int candidate_count) {
  return grid.digit(cell) == kBlank && std::popcount(grid.candidates(cell)) == candidate_count;
}

}  // namespace

std::optional<Step> find_xy_wing(const CandidateGrid& grid) {
  for (int pivot = 0; pivot < grid.cell_count(); ++pivot) {
    if (!is_empty_with(grid, pivot, 2)) continue;
    const std::uint64_t pivot_digits = grid.candidates(pivot);
    for (int first : grid.peers(pivot)) {
      if (!is_empty_with(grid, first, 2)) continue;
      const std::uint64_t shared = grid.candidates(first) & pivot_digits;
      if (std::popcount(shared) != 1) continue;
      const std::uint64_t z = grid.candidates(first) & ~pivot_digits;
      const std::uint64_t second_digits = (pivot_digits & ~shared) | z;
      for (int second : grid.peers(pivot)) {
        if (second == first || grid.candidates(second) != second_digits ||
            grid.digit(second) != kBlank) {
          continue;
        }
        const Digit digit = digit_of_bit(z);
        const std::vector<int> targets = cells_seeing_all(grid, {first, second}, digit);
        if (targets.empty()) continue;
        Step step = new_step(Technique::xy_wing);
        for (int cell : targets) step.eliminations.push_back({cell, digit});
        step.cells = {pivot, first, second};
        step.digits = {digit_of_bit(shared), digit_of_bit(pivot_digits & ~shared), digit};
        const std::string body = fmt::format(
            "{} can only be {}, {} only {}, {} only {}; whichever {} is, {} or {} is {}, so {}",
            cell_name(grid.geometry(), pivot), choice_of(grid, pivot),
            cell_name(grid.geometry(), first), choice_of(grid, first),
            cell_name(grid.geometry(), second), choice_of(grid, second),
            cell_name(grid.geometry(), pivot), cell_name(grid.geometry(), first),
            cell_name(grid.geometry(), second), digit, removal_phrase(grid, step.eliminations));
        return finish_step(std::move(step), body);
      }
    }
  }
  return std::nullopt;
}

std::optional<Step> find_xyz_wing(const CandidateGrid& grid) {
  for (int pivot = 0; pivot < grid.cell_count(); ++pivot) {
    if (!is_empty_with(grid, pivot, 3)) continue;
    const std::uint64_t pivot_digits = grid.candidates(pivot);
    const std::vector<int>& peers = grid.peers(pivot);
    for (std::size_t i = 0; i < peers.size(); ++i) {
      const int first = peers[i];
      if (!is_empty_with(grid, first, 2) || (grid.candidates(first) & ~pivot_digits) != 0) {
        continue;
      }
      for (std::size_t j = i + 1; j < peers.size(); ++j) {
        const int second = peers[j];
        if (!is_empty_with(grid, second, 2) || (grid.candidates(second) & ~pivot_digits) != 0) {
          continue;
        }
        const std::uint64_t z = grid.candidates(first) & grid.candidates(second);
        if (std::popcount(z) != 1) continue;
        const Digit digit = digit_of_bit(z);
        const std::vector<int> targets = cells_seeing_all(grid, {pivot, first, second}, digit);
        if (targets.empty()) continue;
        Step step = new_step(Technique::xyz_wing);
        for (int cell : targets) step.eliminations.push_back({cell, digit});
        step.cells = {pivot, first, second};
        step.digits = digits_of(pivot_digits);
        const std::string body =
            fmt::format("{} can only be {}, {} only {}, {} only {}; one of the three is {}, so {}",
                        cell_name(grid.geometry(), pivot), choice_of(grid, pivot),
                        cell_name(grid.geometry(), first), choice_of(grid, first),
                        cell_name(grid.geometry(), second), choice_of(grid, second), digit,
                        removal_phrase(grid, step.eliminations));
        return finish_step(std::move(step), body);
      }
    }
  }
  return std::nullopt;
}

std::optional<Step> find_w_wing(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  for (int first = 0; first < grid.cell_count(); ++first) {
    if (!is_empty_with(grid, first, 2)) continue;
    const std::uint64_t pair = grid.candidates(first);
    for (int second = first + 1; second < grid.cell_count(); ++second) {
      if (grid.candidates(second) != pair || grid.digit(second) != kBlank ||
          grid.sees(first, second)) {
        continue;
      }
      for (Digit link : digits_of(pair)) {
        const Digit removed = digit_of_bit(pair & ~bit_of(link));
        const std::vector<int> targets = cells_seeing_all(grid, {first, second}, removed);
        if (targets.empty()) continue;
        for (std::size_t house = 0; house < groups.size(); ++house) {
          if (!groups[house].holds_every_digit) continue;
          const std::uint64_t places = grid.places(static_cast<int>(house), link);
          if (std::popcount(places) != 2) continue;
          std::vector<int> ends = cells_at(grid, static_cast<int>(house), places);
          if (ends[0] == first || ends[0] == second || ends[1] == first || ends[1] == second) {
            continue;
          }
          if (!(grid.sees(ends[0], first) && grid.sees(ends[1], second))) {
            std::swap(ends[0], ends[1]);
            if (!(grid.sees(ends[0], first) && grid.sees(ends[1], second))) continue;
          }
          Step step = new_step(Technique::w_wing);
          for (int cell : targets) step.eliminations.push_back({cell, removed});
          step.cells = {first, second, ends[0], ends[1]};
          step.groups = {static_cast<int>(house)};
          step.digits = {removed, link};
          const auto name = [&](int cell) { return cell_name(grid.geometry(), cell); };
          const std::string body = fmt::format(
              "{} and {} can only be {}; {} in {} can only go in {}, which sees {}, or {}, "
              "which sees {}; so {} or {} is {}: {}",
              name(first), name(second), choice_of(grid, first), link,
              group_name(grid, static_cast<int>(house)), name(ends[0]), name(first), name(ends[1]),
              name(second), name(first), name(second), removed,
              removal_phrase(grid, step.eliminations));
          return finish_step(std::move(step), body);
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
