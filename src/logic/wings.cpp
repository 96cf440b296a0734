// Wings: short patterns of cells with two or three candidates.
//
//   XY-wing   a pivot that can only be x or y sees two pincers, one only x or z, the other only
//             y or z. Whichever the pivot is, one pincer is z, so a cell seeing both pincers
//             cannot be z. (4.2)
//   XYZ-wing  a pivot that can only be x, y or z sees pincers that can only be x or z and y or
//             z. One of the three is z, so a cell seeing all three cannot be z. (4.4)
//   WXYZ-wing four cells (VWXYZ-wing: five) with only four (five) digits between them, where
//             every digit but z sits only in cells that see each other, so it can fill one of
//             them at most: the cells cannot all be filled without z, so one of them is z, and a
//             cell seeing every one of them that can be z cannot be z. The XY- and XYZ-wings are
//             the same with three cells. (4.6, 4.8: ladder.cpp)
//   W-wing    two cells that do not see each other can only be x or y, and a house where y
//             can only go in two places, one seeing each cell. One of those places is y, so
//             one of the two cells is not y but x: a cell seeing both cannot be x. (6.7: Sukaku
//             Explainer has no W-wing and finds it as a chain, so the ladder takes it after the
//             XY-chains)
//
// "Sees" is CandidateGrid::sees: a shared row, column, box, region, diagonal or cage.
#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// "1 or 3": the candidates of a cell as a choice.
std::string choice_of(const CandidateGrid& grid, int cell) {
  return digit_list(digits_of(grid.candidates(cell)), "or");
}

bool is_empty_with(const CandidateGrid& grid, int cell, int candidate_count) {
  return grid.digit(cell) == kBlank && detail::bit_count(grid.candidates(cell)) == candidate_count;
}

}  // namespace

std::optional<Step> find_xy_wing(const CandidateGrid& grid) {
  for (int pivot = 0; pivot < grid.cell_count(); ++pivot) {
    if (!is_empty_with(grid, pivot, 2)) continue;
    const std::uint64_t pivot_digits = grid.candidates(pivot);
    for (int first : grid.peers(pivot)) {
      if (!is_empty_with(grid, first, 2)) continue;
      const std::uint64_t shared = grid.candidates(first) & pivot_digits;
      if (detail::bit_count(shared) != 1) continue;
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
        if (detail::bit_count(z) != 1) continue;
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

namespace {

// Finds a bent set of `size` cells: see the WXYZ-wing above. The set is a pivot and cells that
// see it (the wings), chosen in increasing order, each adding to the digits between them only
// while those stay at `size`. (Sets without such a pivot are left to the chains: searched for
// too, five cells took the 1,080 puzzles of the Sudoku Explainer sample from 7 s to 2 minutes.)
class BentSetSearch {
 public:
  BentSetSearch(const CandidateGrid& grid, int size, Technique technique)
      : grid_(grid), size_(size), technique_(technique) {}

  std::optional<Step> find() {
    for (int pivot = 0; pivot < grid_.cell_count(); ++pivot) {
      if (!fits(pivot)) continue;
      wings_.clear();
      for (const int cell : grid_.peers(pivot)) {
        if (fits(cell)) wings_.push_back(cell);
      }
      std::sort(wings_.begin(), wings_.end());
      chosen_ = {pivot};
      if (std::optional<Step> step = extend(0, grid_.candidates(pivot))) return step;
    }
    return std::nullopt;
  }

 private:
  bool fits(int cell) const {
    const int count = detail::bit_count(grid_.candidates(cell));
    return grid_.digit(cell) == kBlank && count >= 2 && count <= size_;
  }

  std::optional<Step> extend(std::size_t from, std::uint64_t digits) {
    if (static_cast<int>(chosen_.size()) == size_) {
      return detail::bit_count(digits) == size_ ? judge(digits) : std::nullopt;
    }
    for (std::size_t index = from; index < wings_.size(); ++index) {
      const int cell = wings_[index];
      const std::uint64_t with = digits | grid_.candidates(cell);
      if (detail::bit_count(with) > size_) continue;
      chosen_.push_back(cell);
      std::optional<Step> step = extend(index + 1, with);
      chosen_.pop_back();
      if (step) return step;
    }
    return std::nullopt;
  }

  // The step when exactly one digit of the set is in two cells that do not see each other.
  std::optional<Step> judge(std::uint64_t digits) const {
    Digit free_digit = 0;
    for (std::uint64_t rest = digits; rest != 0; rest &= rest - 1) {
      const std::uint64_t bit = rest & (~rest + 1);
      if (holders_see_each_other(bit)) continue;
      if (free_digit != 0) return std::nullopt;
      free_digit = digit_of_bit(bit);
    }
    if (free_digit == 0) return std::nullopt;  // a locked set: the subsets' business
    std::vector<int> holders;
    for (const int cell : chosen_) {
      if (grid_.has_candidate(cell, free_digit)) holders.push_back(cell);
    }
    const std::vector<int> targets = cells_seeing_all(grid_, holders, free_digit);
    if (targets.empty()) return std::nullopt;
    const std::vector<int>& cells = chosen_;  // the pivot first, where a hint points
    Step step = new_step(technique_);
    for (const int cell : targets) step.eliminations.push_back({cell, free_digit});
    step.cells = cells;
    step.digits = digits_of(digits);
    std::vector<std::string> parts;
    parts.reserve(cells.size());
    for (const int cell : cells) {
      parts.push_back(cell_name(grid_.geometry(), cell) +
                      (parts.empty() ? " can only be " : " only ") + choice_of(grid_, cell));
    }
    std::vector<Digit> others = step.digits;
    std::erase(others, free_digit);
    static constexpr std::array<std::string_view, 6> kWords{"", "", "", "three", "four", "five"};
    const std::string_view count = kWords[static_cast<std::size_t>(size_)];
    const std::string body = fmt::format(
        "{}: {} cells with only {} digits between them, where {} can each fill one of them at "
        "most (the cells that can hold each see each other), so one of them is {}: {}",
        join_words(parts, "and"), count, count, digit_list(others, "and"), free_digit,
        removal_phrase(grid_, step.eliminations));
    return finish_step(std::move(step), body);
  }

  // Whether every two cells of the set that can hold the digit (its bit) see each other.
  bool holders_see_each_other(std::uint64_t bit) const {
    for (std::size_t i = 0; i < chosen_.size(); ++i) {
      if ((grid_.candidates(chosen_[i]) & bit) == 0) continue;
      for (std::size_t j = i + 1; j < chosen_.size(); ++j) {
        if ((grid_.candidates(chosen_[j]) & bit) != 0 && !grid_.sees(chosen_[i], chosen_[j])) {
          return false;
        }
      }
    }
    return true;
  }

  const CandidateGrid& grid_;
  int size_;
  Technique technique_;
  std::vector<int> wings_;   // the pivot's peers with 2 to size candidates, in increasing order
  std::vector<int> chosen_;  // the pivot, then the wings chosen so far
};

}  // namespace

std::optional<Step> find_wxyz_wing(const CandidateGrid& grid) {
  return BentSetSearch(grid, 4, Technique::wxyz_wing).find();
}

std::optional<Step> find_vwxyz_wing(const CandidateGrid& grid) {
  return BentSetSearch(grid, 5, Technique::vwxyz_wing).find();
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
          if (detail::bit_count(places) != 2) continue;
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
