// Rules for "these cells add up to a total" that do not rely on their digits being distinct:
// the cage propagator keeps the sums of large sides, the implied sums (innies and outies) whose
// cells are not all peers, and the implied differences with them. And the listing of a cage's
// digit combinations that the learning engines (cdcl, lcg) encode.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "solve/propagator.hpp"

namespace sudoku::detail::general {

// The most cells keep_sum_by_reachable_sums takes (with the side, their total must stay under 64).
constexpr int kMaxReachableCells = 7;

// Bounds: a cell keeps the digits d for which the other cells can still reach total − d between
// the sum of their least and the sum of their greatest candidates.
Propagation keep_sum_by_bounds(GeneralState& state, std::span<const int> cells, int sum);

// Exact when digits may repeat, for at most kMaxReachableCells cells whose greatest total is
// under 64: the sums that cells 0..i−1 can reach and those that cells i+1.. can, as bit sets;
// a digit stays when a sum before it and a sum after it complete the total. Only once at most
// kMostOpenCellsForReachableSums of the cells are open (more candidates than one); before, by
// bounds. With more open cells the gaps that reachable sums see besides the bounds are rare, and
// a sum is woken at every change of any of its cells (ISS filters its sums exactly from three
// open cells on too). Measured, count to 2 (CPU, AMD EPYC family 26 model 2): the forum's 14
// hardest Killers 27.6 → 16.6 s, tarek's 42 1.15 → 0.80 s, at about as many nodes; 1, 2 or 4
// open cells did worse on the hardest.
constexpr int kMostOpenCellsForReachableSums = 3;
Propagation keep_sum_by_reachable_sums(GeneralState& state, std::span<const int> cells, int sum);

// Cells `plus` less cells `minus` add up to `total` (digits may repeat). A minus cell's digit d
// is read as N + 1 − d (its candidates reversed), which makes the difference a sum of
// total + |minus|·(N + 1): kept by reachable sums when the cells are few enough and at most
// kMostOpenCellsForReachableSums of them open, else by bounds.
// Past kMaxDifferenceCellsRead cells in all, it keeps nothing.
constexpr int kMaxDifferenceCellsRead = 16;
Propagation keep_difference(GeneralState& state, std::span<const int> plus,
                            std::span<const int> minus, int total);

// The sets of `size` distinct digits of `digits` that add up to `total`, as masks, appended to
// `found` smallest digits first. False when there are more than `most` (then `found` holds
// more than `most`), or when the listing takes more than kMostCombinationSteps steps. A branch
// ends as soon as the digits still open cannot make its rest of the total (the least and the
// greatest sums they reach), so the work follows the sets found, not the subsets tried: one
// cage of 18 cells on a 36×36 grid has C(36, 18) = 9 billion subsets and may have one set.
constexpr std::size_t kMostCombinationSteps = std::size_t{1} << 20;
bool list_sum_combinations(Mask digits, int size, int total, std::size_t most,
                           std::vector<Mask>& found);

}  // namespace sudoku::detail::general
