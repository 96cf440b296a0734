// The combination filter of a cage (cage_propagator.cpp), on its open cells alone: which digit
// combinations of the cage the open cells can still hold, and the digits each open cell keeps.
//
// A combination is looked at when each of its digits is a candidate of some cell and it holds
// every digit the cage must hold. What the open cells must hold of it (`rest`: the combination
// less the written digits) is shared out: each open cell's share is its candidates in it. A cell
// with no share, or two cells pinned to the same one digit, rule the combination out. Otherwise
// each open cell fits the digits of its share that the others leave it (a cell pinned to one
// digit keeps it; the others lose the pinned digits), and, when some digit of the rest is a
// candidate of this cell alone, only that digit (two such digits: nothing). Each cell's support
// gathers its fits over the combinations looked at; a combination that leaves every open cell
// something is possible, and the digits of every possible one are `in_every`.
//
// Two bodies with the same answers: cell by cell (any cage), and in lanes (up to eight open cells
// of up to 16 digits, one cell per 16-bit lane of a 128-bit vector, every step for all the cells
// at once), about five times fewer instructions per combination on 9×9 Killers.
// tests/property/cage_filter_test.cpp checks the two agree.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "solve/general_state.hpp"

namespace sudoku::detail::general {

// What the filter found: the digits of every possible combination, and whether there was one.
struct CombinationFilter {
  Mask in_every = ~Mask{0};
  bool any = false;
};

// The candidates of all open cells but i, for each i (from the unions before and after it).
inline void others_of(std::span<const Mask> masks, std::span<Mask> others) {
  Mask before = 0;
  for (std::size_t i = 0; i < masks.size(); ++i) {
    others[i] = before;
    before |= masks[i];
  }
  Mask after = 0;
  for (std::size_t i = masks.size(); i-- > 0;) {
    others[i] |= after;
    after |= masks[i];
  }
}

// Cell by cell: `masks` the open cells' candidates, `support` (as many) gets their fits.
inline CombinationFilter filter_combinations_by_cells(std::span<const Mask> combinations,
                                                      std::span<const Mask> masks, Mask written,
                                                      Mask anywhere, Mask needed,
                                                      std::span<Mask> support) {
  constexpr std::size_t kMostCells = 64;
  std::array<Mask, kMostCells> others;
  std::array<Mask, kMostCells> shares;
  const std::size_t open_count = masks.size();
  others_of(masks, others);
  for (std::size_t i = 0; i < open_count; ++i) support[i] = 0;
  CombinationFilter found;
  for (const Mask combination : combinations) {
    if ((combination & ~anywhere) != 0 || (needed & ~combination) != 0) continue;
    const Mask rest = combination & ~written;
    Mask pinned = 0;
    Mask pinned_twice = 0;
    bool some_cell_empty = false;
    for (std::size_t i = 0; i < open_count; ++i) {
      const Mask share = masks[i] & rest;
      shares[i] = share;
      some_cell_empty = some_cell_empty || share == 0;
      const Mask single = is_single(share) ? share : 0;
      pinned_twice |= pinned & single;
      pinned |= single;
    }
    if (some_cell_empty || pinned_twice != 0) continue;
    bool fits_everywhere = true;
    for (std::size_t i = 0; i < open_count; ++i) {
      const Mask share = shares[i];
      const Mask uncovered = rest & ~others[i];
      Mask fits = is_single(share) ? share : share & ~pinned;
      if (uncovered != 0) fits &= is_single(uncovered) ? uncovered : 0;
      support[i] |= fits;
      fits_everywhere = fits_everywhere && fits != 0;
    }
    if (!fits_everywhere) continue;
    found.any = true;
    found.in_every &= rest;
  }
  return found;
}

namespace lanes {

// One open cell per 16-bit lane, eight to a vector.
using CellLanes = std::uint16_t __attribute__((vector_size(16)));
using LaneWords = std::uint64_t __attribute__((vector_size(16)));
constexpr std::size_t kLanes = 8;
constexpr Mask kMostLaneDigits = 0xFFFFU;
constexpr std::uint16_t kAllLane = 0xFFFFU;

// The union of the eight lanes.
inline Mask fold_or(CellLanes lanes) {
  const auto words = reinterpret_cast<LaneWords>(lanes);
  std::uint64_t folded = words[0] | words[1];
  folded |= folded >> 32;
  folded |= folded >> 16;
  return folded & kAllLane;
}

// Whether no two lanes share a digit; their union in `all`. The lanes are merged by halves; a
// digit on both sides of a merge is a digit of two lanes, and every two lanes meet in a merge.
inline bool fold_distinct(CellLanes lanes, Mask& all) {
  const auto words = reinterpret_cast<LaneWords>(lanes);
  std::uint64_t twice = words[0] & words[1];
  std::uint64_t folded = words[0] | words[1];
  twice |= folded & (folded >> 32);
  folded |= folded >> 32;
  twice |= folded & (folded >> 16);
  folded |= folded >> 16;
  all = folded & kAllLane;
  return twice == 0;
}

}  // namespace lanes

// Whether filter_combinations_in_lanes takes these cells: eight or fewer, digits up to 16.
inline bool fits_in_lanes(std::span<const Mask> masks, Mask all_digits) {
  return masks.size() <= lanes::kLanes && (all_digits & ~lanes::kMostLaneDigits) == 0;
}

// In lanes (fits_in_lanes): the same answers as filter_combinations_by_cells. The lanes past the
// open cells hold every digit among the masks and the others (so nothing is uncovered there),
// and count neither as pinned nor as empty.
inline CombinationFilter filter_combinations_in_lanes(std::span<const Mask> combinations,
                                                      std::span<const Mask> masks, Mask written,
                                                      Mask anywhere, Mask needed,
                                                      std::span<Mask> support) {
  using lanes::CellLanes;
  using lanes::kAllLane;
  std::array<Mask, lanes::kLanes> others{};
  others_of(masks, others);
  CellLanes cell_masks = CellLanes{} + kAllLane;
  CellLanes cell_others = CellLanes{} + kAllLane;
  CellLanes open_lanes = CellLanes{};
  for (std::size_t i = 0; i < masks.size(); ++i) {
    cell_masks[i] = static_cast<std::uint16_t>(masks[i]);
    cell_others[i] = static_cast<std::uint16_t>(others[i]);
    open_lanes[i] = kAllLane;
  }
  CellLanes supported = CellLanes{};
  CombinationFilter found;
  for (const Mask combination : combinations) {
    if ((combination & ~anywhere) != 0 || (needed & ~combination) != 0) continue;
    const Mask rest = combination & ~written;
    const CellLanes rest_lanes = CellLanes{} + static_cast<std::uint16_t>(rest);
    const CellLanes share = cell_masks & rest_lanes;
    // Open cells with one digit of the combination (or none: then the combination is out).
    const CellLanes single = reinterpret_cast<CellLanes>((share & (share - 1)) == 0) & open_lanes;
    Mask pinned = 0;
    if (lanes::fold_or(reinterpret_cast<CellLanes>(share == 0)) != 0 ||
        !lanes::fold_distinct(share & single, pinned)) {
      continue;
    }
    const CellLanes uncovered = rest_lanes & ~cell_others;
    const CellLanes uncovered_none = reinterpret_cast<CellLanes>(uncovered == 0);
    const CellLanes uncovered_one = reinterpret_cast<CellLanes>((uncovered & (uncovered - 1)) == 0);
    const CellLanes pinned_lanes = CellLanes{} + static_cast<std::uint16_t>(pinned);
    const CellLanes fits = ((share & single) | (share & ~pinned_lanes & ~single)) &
                           (uncovered_none | (uncovered_one & uncovered));
    supported |= fits;
    if (lanes::fold_or(reinterpret_cast<CellLanes>(fits == 0) & open_lanes) != 0) continue;
    found.any = true;
    found.in_every &= rest;
  }
  for (std::size_t i = 0; i < masks.size(); ++i) support[i] = supported[i];
  return found;
}

}  // namespace sudoku::detail::general
