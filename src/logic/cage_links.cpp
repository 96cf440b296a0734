// The links of a Killer's cages for the chains: the cage's needed digits and its combinations as
// nodes (the idea is in chain_links.hpp).
//
// Built once per search from the grid: for each sum cage with empty cells, the combinations its
// cells can still take (cage_sets) and the digits all of them hold. A cage whose combinations are
// too many to list (large cages of large grids) gives no links.
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/chain_links.hpp"

namespace sudoku::logic {
namespace {

// Where `digit` can go among `cells` (their indices, as a mask).
std::uint64_t places_among(const CandidateGrid& grid, const std::vector<int>& cells, Digit digit) {
  std::uint64_t places = 0;
  for (std::size_t index = 0; index < cells.size(); ++index) {
    if (grid.has_candidate(cells[index], digit)) places |= std::uint64_t{1} << index;
  }
  return places;
}

}  // namespace

CageLinks::CageLinks(const CandidateGrid& grid)
    : grid_(grid), cage_of_cell_(static_cast<std::size_t>(grid.cell_count()), -1) {
  const auto& groups = grid.groups();
  for (std::size_t group = 0; group < groups.size(); ++group) {
    const Group& cage = groups[group];
    if (cage.kind != Group::Kind::cage || cage.sum <= 0) continue;
    std::optional<CageSets> sets = cage_sets(grid, cage.cells, cage.sum);
    if (!sets || sets->empty_cells.empty() || sets->fitting.empty()) continue;
    OpenCage open{static_cast<int>(group), std::move(sets->empty_cells), ~std::uint64_t{0},
                  static_cast<int>(combinations_.size()), static_cast<int>(sets->fitting.size())};
    const int index = static_cast<int>(cages_.size());
    for (std::uint64_t digits : sets->fitting) {
      open.required &= digits;
      combinations_.push_back({index, digits});
    }
    for (int cell : open.empty_cells) cage_of_cell_[static_cast<std::size_t>(cell)] = index;
    cages_.push_back(std::move(open));
  }
}

int CageLinks::combination_forcing(const OpenCage& cage, int cell, Digit digit) const {
  const std::uint64_t places = places_among(grid_, cage.empty_cells, digit);
  if (detail::bit_count(places) != 1 ||
      cage.empty_cells[static_cast<std::size_t>(std::countr_zero(places))] != cell) {
    return -1;
  }
  int lacking = -1;
  for (int index = cage.first; index < cage.first + cage.count; ++index) {
    if ((combinations_[static_cast<std::size_t>(index)].digits & bit_of(digit)) != 0) continue;
    if (lacking != -1) return -1;
    lacking = index;
  }
  return lacking;
}

void CageLinks::strong_links(const ChainNode& from, std::vector<ChainLinkTo>& links) const {
  if (from.is_candidate()) {
    const int at = cage_of_cell_[static_cast<std::size_t>(from.cell)];
    if (at < 0) return;
    const OpenCage& cage = cages_[static_cast<std::size_t>(at)];
    const Group& group = grid_.groups()[static_cast<std::size_t>(cage.group)];
    if (!group.holds_every_digit && (cage.required & bit_of(from.digit)) != 0) {
      const std::uint64_t places = places_among(grid_, cage.empty_cells, from.digit);
      if (detail::bit_count(places) == 2) {
        for (std::uint64_t left = places; left != 0; left &= left - 1) {
          const int cell = cage.empty_cells[static_cast<std::size_t>(std::countr_zero(left))];
          if (cell != from.cell) {
            links.push_back({{cell, from.digit, -1}, cage.group, LinkReason::cage_needs});
          }
        }
      }
    }
    const int forced = combination_forcing(cage, from.cell, from.digit);
    if (forced >= 0) links.push_back({{-1, kBlank, forced}, cage.group, LinkReason::combination});
    return;
  }
  const Combination& combination = combinations_[static_cast<std::size_t>(from.combination)];
  const OpenCage& cage = cages_[static_cast<std::size_t>(combination.cage)];
  if (cage.count == 2) {
    const int other = from.combination == cage.first ? cage.first + 1 : cage.first;
    links.push_back({{-1, kBlank, other}, cage.group, LinkReason::other_combination});
  }
  for (Digit digit : digits_of(
           ~combination.digits &
           (grid_.side() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << grid_.side()) - 1))) {
    const std::uint64_t places = places_among(grid_, cage.empty_cells, digit);
    if (detail::bit_count(places) != 1) continue;
    const int cell = cage.empty_cells[static_cast<std::size_t>(std::countr_zero(places))];
    if (combination_forcing(cage, cell, digit) == from.combination) {
      links.push_back({{cell, digit, -1}, cage.group, LinkReason::cage_needs});
    }
  }
}

void CageLinks::weak_links(const ChainNode& from, std::vector<ChainLinkTo>& links) const {
  if (from.is_candidate()) {
    const int at = cage_of_cell_[static_cast<std::size_t>(from.cell)];
    if (at < 0) return;
    const OpenCage& cage = cages_[static_cast<std::size_t>(at)];
    for (int index = cage.first; index < cage.first + cage.count; ++index) {
      if ((combinations_[static_cast<std::size_t>(index)].digits & bit_of(from.digit)) == 0) {
        links.push_back({{-1, kBlank, index}, cage.group, LinkReason::combination});
      }
    }
    return;
  }
  const Combination& combination = combinations_[static_cast<std::size_t>(from.combination)];
  const OpenCage& cage = cages_[static_cast<std::size_t>(combination.cage)];
  for (int index = cage.first; index < cage.first + cage.count; ++index) {
    if (index != from.combination) {
      links.push_back({{-1, kBlank, index}, cage.group, LinkReason::other_combination});
    }
  }
  for (int cell : cage.empty_cells) {
    for (Digit digit : digits_of(grid_.candidates(cell) & ~combination.digits)) {
      links.push_back({{cell, digit, -1}, cage.group, LinkReason::combination});
    }
  }
}

std::string CageLinks::cage_words(int group) const {
  const Group& cage = grid_.groups()[static_cast<std::size_t>(group)];
  if (cage.sum <= 0) return group_name(grid_, group);
  return fmt::format("cage {} at {}", cage.sum, cell_name(grid_.geometry(), cage.cells.front()));
}

std::string CageLinks::combination_words(int combination, bool is_true) const {
  const Combination& each = combinations_[static_cast<std::size_t>(combination)];
  const OpenCage& cage = cages_[static_cast<std::size_t>(each.cage)];
  return fmt::format("{} {} {}", cage_words(cage.group), is_true ? "uses" : "does not use",
                     combinations_text({each.digits}));
}

}  // namespace sudoku::logic
