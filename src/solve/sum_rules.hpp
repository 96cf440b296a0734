// Rules for "these cells add up to a total" that do not rely on their digits being distinct:
// the cage propagator keeps the sums of large sides and the implied sums (innies and outies)
// whose cells are not all peers with them.
#pragma once

#include <span>

#include "solve/propagator.hpp"

namespace sudoku::detail::general {

// The most cells keep_sum_by_reachable_sums takes (with the side, their total must stay under 64).
constexpr int kMaxReachableCells = 7;

// Bounds: a cell keeps the digits d for which the other cells can still reach total − d between
// the sum of their least and the sum of their greatest candidates.
Propagation keep_sum_by_bounds(GeneralState& state, std::span<const int> cells, int sum);

// Exact when digits may repeat, for at most kMaxReachableCells cells whose greatest total is
// under 64: the sums that cells 0..i−1 can reach and those that cells i+1.. can, as bit sets;
// a digit stays when a sum before it and a sum after it complete the total.
Propagation keep_sum_by_reachable_sums(GeneralState& state, std::span<const int> cells, int sum);

}  // namespace sudoku::detail::general
