// Killer pair: two digits locked in a house by cages whose combinations each need one of them.
//
// In a house, take two cages (or innies or outies whose cells see each other, or a cell with
// two candidates) whose empty cells lie in the house, apart from each other. When every
// combination of each holds 8 or 9, each holds one of the two, and since the house holds each
// digit once, one holds 8 and the other 9: the rest of the house holds neither. ("Killer pair:
// in row 1, every combination of the cage at r1c1 holds 8 or 9 (1+8, 2+9 or 3+8), and so does
// every combination of the cage at r1c5 (4+9 or 5+8): one holds 8 and the other 9, so remove 8
// and 9 from r1c3 and r1c9.") Two cells with the same two candidates are the naked pair; a
// cage and a cell, or two cages, are what Killer solvers call a killer pair. (3.0, with the
// naked pair.)
#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// Cells of a house whose digits a set of combinations describes.
struct Unit {
  std::string name;  // "the cage at r1c1", "the innies of box 1", "r1c7"
  std::string combinations;
  std::vector<int> cells;  // empty ones
  std::vector<std::uint64_t> fitting;
  std::vector<int> groups;
};

bool holds_one_of(const Unit& unit, std::uint64_t pair) {
  return std::all_of(unit.fitting.begin(), unit.fitting.end(),
                     [&](std::uint64_t digits) { return (digits & pair) != 0; });
}

bool apart(const Unit& one, const Unit& other) {
  return std::none_of(one.cells.begin(), one.cells.end(), [&](int cell) {
    return std::find(other.cells.begin(), other.cells.end(), cell) != other.cells.end();
  });
}

// What a unit's combinations are called in the sentence.
std::string unit_phrase(const Unit& unit, const std::string& digits) {
  return fmt::format("every combination of {} holds {} ({})", unit.name, digits, unit.combinations);
}

}  // namespace

std::optional<Step> find_killer_pair(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  // Every sum whose combinations are known, once.
  std::vector<Unit> sums;
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& group = groups[index];
    if (group.kind != Group::Kind::cage || group.sum <= 0) continue;
    std::optional<CageSets> sets = cage_sets(grid, group.cells, group.sum);
    if (!sets || sets->empty_cells.size() < 2 || sets->fitting.empty()) continue;
    sums.push_back({group_name(grid, static_cast<int>(index)),
                    combinations_text(sets->fitting),
                    std::move(sets->empty_cells),
                    std::move(sets->fitting),
                    {static_cast<int>(index)}});
  }
  if (sums.empty()) return std::nullopt;
  const std::shared_ptr<const CageRegions> regions = cage_regions(grid);
  for (const DerivedSum& sum : regions->derived) {
    std::optional<CageSets> sets = cage_sets(grid, sum.cells, sum.total);
    if (!sets || sets->empty_cells.size() < 2 || sets->fitting.empty()) continue;
    const bool repeat = std::any_of(sums.begin(), sums.end(), [&](const Unit& unit) {
      return unit.cells == sets->empty_cells;
    });
    if (repeat) continue;
    sums.push_back({sum.name, combinations_text(sets->fitting), std::move(sets->empty_cells),
                    std::move(sets->fitting), sum.houses});
  }
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& house = groups[index];
    if (house.kind == Group::Kind::cage || !house.holds_every_digit) continue;
    const auto in_house = [&](int cell) {
      return std::binary_search(house.cells.begin(), house.cells.end(), cell);
    };
    std::vector<const Unit*> units;
    for (const Unit& unit : sums) {
      if (std::all_of(unit.cells.begin(), unit.cells.end(), in_house)) units.push_back(&unit);
    }
    if (units.empty()) continue;
    std::vector<Unit> cells;  // the house's cells with two candidates
    for (int cell : house.cells) {
      if (grid.digit(cell) != kBlank || detail::bit_count(grid.candidates(cell)) != 2) continue;
      // Its "combinations" are its candidates, one digit each.
      std::vector<std::uint64_t> each;
      for (std::uint64_t left = grid.candidates(cell); left != 0; left &= left - 1) {
        each.push_back(left & (~left + 1));
      }
      cells.push_back({cell_name(grid.geometry(), cell), "", {cell}, std::move(each), {}});
    }
    std::vector<const Unit*> partners = units;
    for (const Unit& cell : cells) partners.push_back(&cell);
    const std::uint64_t open =
        ~grid.placed_digits(static_cast<int>(index)) &
        ((grid.side() >= 64) ? ~std::uint64_t{0} : (std::uint64_t{1} << grid.side()) - 1);
    // The house's sums first (each pair of them once), then its cells.
    for (std::size_t at = 0; at < units.size(); ++at) {
      const Unit* one = units[at];
      for (std::uint64_t first = open; first != 0; first &= first - 1) {
        for (std::uint64_t second = first & (first - 1); second != 0; second &= second - 1) {
          const std::uint64_t pair = (first & (~first + 1)) | (second & (~second + 1));
          if (!holds_one_of(*one, pair)) continue;
          for (std::size_t later = at + 1; later < partners.size(); ++later) {
            const Unit* other = partners[later];
            if (!apart(*one, *other) || !holds_one_of(*other, pair)) continue;
            Step step = new_step(Technique::killer_pair);
            for (Digit digit : digits_of(pair)) {
              for (int cell : house.cells) {
                const bool inside =
                    std::find(one->cells.begin(), one->cells.end(), cell) != one->cells.end() ||
                    std::find(other->cells.begin(), other->cells.end(), cell) != other->cells.end();
                if (!inside && grid.has_candidate(cell, digit)) {
                  step.eliminations.push_back({cell, digit});
                }
              }
            }
            if (step.eliminations.empty()) continue;
            step.cells = one->cells;
            step.cells.insert(step.cells.end(), other->cells.begin(), other->cells.end());
            std::sort(step.cells.begin(), step.cells.end());
            step.groups = {static_cast<int>(index)};
            step.groups.insert(step.groups.end(), one->groups.begin(), one->groups.end());
            step.groups.insert(step.groups.end(), other->groups.begin(), other->groups.end());
            step.digits = digits_of(pair);
            const std::vector<Digit> digits = step.digits;
            const std::string either = digit_list(digits, "or");
            const std::string body = fmt::format(
                "in {}, {}, and {}: one holds {} and the other {}, so {}",
                group_name(grid, static_cast<int>(index)), unit_phrase(*one, either),
                other->combinations.empty() ? fmt::format("{} can only be {}", other->name, either)
                                            : fmt::format("so does every combination of {} ({})",
                                                          other->name, other->combinations),
                digits.front(), digits.back(), removal_phrase(grid, step.eliminations));
            return finish_step(std::move(step), body);
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
