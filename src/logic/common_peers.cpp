// Common peer elimination (Killer solvers' "CPE"): a digit must go in one of a few cells, and a
// cell that sees every one of them cannot hold it.
//
// The few cells are a digit's places in a house, in a cage whose every combination holds the
// digit, or in innies or outies (whose cells see each other) whose every combination holds it.
// A cell outside them that sees them all, through any of its groups, loses the digit:
// "Common peer elimination: 1 in box 2 can only go in r1c4, r2c4, r2c5, r3c4, r3c5 or r3c6,
// and r4c4 (through column 4 and the cage at r2c5) sees every one of them, so remove 1 from
// r4c4." Seeing them all through one group is the locked candidates (pointing, claiming) or the
// cage combination's digit held in one house, below it; what is new is a cell seeing them
// through a cage and a house together, so a step is given only when a cage takes part (the
// few cells are a cage's, or the cell sees some of them through its cage). On a grid without
// cages it finds nothing. (2.8, after claiming: the same look at one digit, across two groups.)
#include <algorithm>
#include <bit>
#include <optional>

#include <fmt/format.h>

#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

bool is_cage(const Group& group) { return group.kind == Group::Kind::cage; }

// The groups of `cell` holding one of `places` (a cell of them), in the order of groups_of.
std::vector<int> groups_seeing(const CandidateGrid& grid, int cell,
                               const std::vector<int>& places) {
  std::vector<int> through;
  for (int group : grid.groups_of(cell)) {
    const auto& members = grid.groups()[static_cast<std::size_t>(group)].cells;
    const bool holds = std::any_of(places.begin(), places.end(), [&](int place) {
      return std::binary_search(members.begin(), members.end(), place);
    });
    if (holds) through.push_back(group);
  }
  return through;
}

// The step for a digit that must go in one of `places` (`where`: "box 2", "the cage at r1c1"),
// when a cell seeing them all (through a cage, unless `caged`) has it; `holds`: the places are
// those of a sum whose every combination holds the digit.
std::optional<Step> eliminate_seen(const CandidateGrid& grid, Digit digit,
                                   const std::vector<int>& places, const std::string& where,
                                   const std::vector<int>& unit_groups, bool caged, bool holds) {
  if (places.size() < 2) return std::nullopt;
  Step step = new_step(Technique::common_peer_elimination);
  std::vector<std::string> seers;
  for (int cell : cells_seeing_all(grid, places, digit)) {
    const std::vector<int> through = groups_seeing(grid, cell, places);
    const bool with_cage = std::any_of(through.begin(), through.end(), [&](int group) {
      return is_cage(grid.groups()[static_cast<std::size_t>(group)]);
    });
    // One group holding them all is pointing, claiming or the cage combination's step.
    const bool one_group = std::any_of(through.begin(), through.end(), [&](int group) {
      const auto& members = grid.groups()[static_cast<std::size_t>(group)].cells;
      return std::all_of(places.begin(), places.end(), [&](int place) {
        return std::binary_search(members.begin(), members.end(), place);
      });
    });
    if (one_group || (!caged && !with_cage)) continue;
    step.eliminations.push_back({cell, digit});
    std::vector<std::string> names;
    names.reserve(through.size());
    for (int group : through) names.push_back(group_name(grid, group));
    seers.push_back(
        fmt::format("{} (through {})", cell_name(grid.geometry(), cell), join_words(names)));
  }
  if (step.eliminations.empty()) return std::nullopt;
  step.cells = places;
  step.groups = unit_groups;
  step.digits = {digit};
  // "1 in box 2 can only go in …", "every combination of the cage at r1c1 holds 1, which can
  // only go in …".
  const std::string lead =
      holds ? fmt::format("every combination of {} holds {}, which", where, digit)
            : fmt::format("{} in {}", digit, where);
  const std::string body =
      fmt::format("{} can only go in {}, and {} {} every one of them, so {}", lead,
                  cell_list(grid, places, "or"), join_words(seers),
                  seers.size() == 1 ? "sees" : "each see", removal_phrase(grid, step.eliminations));
  return finish_step(std::move(step), body);
}

// The empty cells of `cells` that can still take `digit`.
std::vector<int> places_of(const CandidateGrid& grid, const std::vector<int>& cells, Digit digit) {
  std::vector<int> places;
  for (int cell : cells) {
    if (grid.digit(cell) == kBlank && grid.has_candidate(cell, digit)) places.push_back(cell);
  }
  return places;
}

std::uint64_t required_digits(const std::vector<std::uint64_t>& fitting) {
  if (fitting.empty()) return 0;
  std::uint64_t required = ~std::uint64_t{0};
  for (std::uint64_t set : fitting) required &= set;
  return required;
}

}  // namespace

std::optional<Step> find_common_peer_elimination(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  const bool has_cage = std::any_of(groups.begin(), groups.end(), is_cage);
  if (!has_cage) return std::nullopt;
  // A digit's places in a house (not yet placed there).
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& house = groups[index];
    if (is_cage(house) || !house.holds_every_digit) continue;
    for (int value = 1; value <= grid.side(); ++value) {
      const auto digit = static_cast<Digit>(value);
      if (grid.is_placed(static_cast<int>(index), digit)) continue;
      const std::vector<int> places = places_of(grid, house.cells, digit);
      if (auto step = eliminate_seen(grid, digit, places, group_name(grid, static_cast<int>(index)),
                                     {static_cast<int>(index)}, false, false)) {
        return step;
      }
    }
  }
  // A digit every combination of a cage holds, not yet placed in it.
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& cage = groups[index];
    if (!is_cage(cage)) continue;
    std::uint64_t required = 0;
    if (cage.sum > 0) {
      const std::optional<CageSets> sets = cage_sets(grid, cage.cells, cage.sum);
      if (!sets) continue;
      required = required_digits(sets->fitting);
    } else if (cage.holds_every_digit) {
      required = (grid.side() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << grid.side()) - 1);
    }
    for (Digit digit : digits_of(required)) {
      if (grid.is_placed(static_cast<int>(index), digit)) continue;
      const std::vector<int> places = places_of(grid, cage.cells, digit);
      const std::string where = group_name(grid, static_cast<int>(index));
      if (auto step =
              eliminate_seen(grid, digit, places, where, {static_cast<int>(index)}, true, true)) {
        return step;
      }
    }
  }
  // A digit every combination of innies or outies holds.
  const std::shared_ptr<const CageRegions> regions = cage_regions(grid);
  for (const DerivedSum& sum : regions->derived) {
    const std::optional<CageSets> sets = cage_sets(grid, sum.cells, sum.total);
    if (!sets) continue;
    for (Digit digit : digits_of(required_digits(sets->fitting))) {
      const std::vector<int> places = places_of(grid, sum.cells, digit);
      if (places.size() < 2) continue;
      const std::string& where = sum.name;
      if (auto step = eliminate_seen(grid, digit, places, where, sum.houses, true, true)) {
        return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
