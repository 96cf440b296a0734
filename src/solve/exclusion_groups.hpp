// Bounds on a sum whose cells are not all peers, by its exclusion groups (after ISS's Sum
// handler, read for the idea).
//
// Groups. At set-up the cells are split into groups of mutual peers (their digits differ): greedy
// cliques, each grown from the first cell left by every later cell that sees all of the group,
// over a few orders of the cells (as given, reversed, most peers within the sum first), keeping
// the split with the largest sum of squared group sizes (large groups bound best).
//
// Bounds. A group's least total, its digits distinct and each cell at least its smallest
// candidate, is that of "parking": each cell in turn takes the smallest digit not yet taken that
// is at least its smallest candidate (the set of digits taken does not depend on the order, and
// when some cell finds none left, more cells need digits ≥ some a than there are: no filling).
// The greatest total is the mirror. The sum must lie between the groups' least and greatest
// totals added up. Then, with slack = total − Σ least, a cell of group g holds at most the
// largest digit of g's parking set + slack: the other cells of g still park on all but one of
// those places (parking them alone takes a subset of the places), so with this cell at v the
// group makes at least least(g) − largest + v. The other cells of g also make at least their
// least digits added up, so a cell holds at most slack + least(g) − Σ those + its own least
// digit, whichever is smaller: never weaker than the bounds of the cells alone. The least digit
// mirrors it. A difference (plus cells less minus cells) reads its minus cells reversed,
// d ↦ N + 1 − d, which makes it a sum of total + |minus|·(N + 1).
//
// Cost: two passes over the cells, a few bit operations each, nothing allocated; the second
// skips a group whose cells' ranges are all within the slack on both sides.
#pragma once

#include <span>
#include <vector>

#include "solve/peer_sets.hpp"
#include "solve/propagator.hpp"

namespace sudoku::detail::general {

// `cells` split into groups of mutual peers: `ordered` receives the cells group by group, and
// `group_ends` the end of each group in `ordered` (counted from `ordered`'s size on entry).
void split_into_exclusion_groups(std::span<const int> cells, const PeerSets& peers,
                                 std::vector<int>& ordered, std::vector<int>& group_ends);

// The least and the greatest sum of groups of mutual peers on digits 1..side: a group of n cells
// holds at least 1 + … + n and at most side + (side − 1) + … + (side − n + 1). `group_ends` as
// split_into_exclusion_groups gives them, the first group starting at 0.
struct GroupSumBounds {
  int least = 0;
  int greatest = 0;
};
inline GroupSumBounds exclusion_group_bounds(std::span<const int> group_ends, int side) {
  GroupSumBounds bounds;
  int group_begin = 0;
  for (const int end : group_ends) {
    const int size = end - group_begin;
    bounds.least += size * (size + 1) / 2;
    bounds.greatest += size * side - size * (size - 1) / 2;
    group_begin = end;
  }
  return bounds;
}

// Keeps "Σ cells[0 … minus_begin) − Σ cells[minus_begin …) = total" by the bounds of its groups:
// group g is cells[group_ends[g−1] … group_ends[g]) (group_ends[−1] = 0), all on one side of
// minus_begin, at most kMostExclusionGroups of them. Fails when the total is out of reach;
// narrows each cell to the digits its group's bounds allow.
constexpr int kMostExclusionGroups = 16;
Propagation keep_sum_by_exclusion_groups(GeneralState& state, std::span<const int> cells,
                                         int minus_begin, std::span<const int> group_ends,
                                         int total);

}  // namespace sudoku::detail::general
