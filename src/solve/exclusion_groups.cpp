// Exclusion groups of a sum and the bounds they give (see exclusion_groups.hpp for the idea).
#include "solve/exclusion_groups.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace sudoku::detail::general {
namespace {

// The digits lo … hi as a mask (none when lo > hi); digits 1 … 64.
Mask digits_between(int lo, int hi) {
  if (lo > hi) return 0;
  const Mask up_to_hi = hi >= 64 ? ~Mask{0} : (Mask{1} << hi) - 1;
  return up_to_hi & ~((Mask{1} << (lo - 1)) - 1);
}

// Greedy cliques over `order`: each group starts at the first cell left and takes every later
// cell that sees all of it. Writes the cells group by group and each group's end; returns the
// sum of squared group sizes.
int greedy_cliques(std::span<const int> order, const PeerSets& peers, std::vector<int>& ordered,
                   std::vector<int>& ends) {
  ordered.clear();
  ends.clear();
  std::vector<char> placed(order.size(), 0);
  int score = 0;
  for (std::size_t first = 0; first < order.size(); ++first) {
    if (placed[first] != 0) continue;
    const auto begin = ordered.size();
    ordered.push_back(order[first]);
    placed[first] = 1;
    for (std::size_t next = first + 1; next < order.size(); ++next) {
      if (placed[next] != 0) continue;
      const bool sees_all =
          std::all_of(ordered.begin() + static_cast<std::ptrdiff_t>(begin), ordered.end(),
                      [&](int member) { return peers.are_peers(member, order[next]); });
      if (!sees_all) continue;
      ordered.push_back(order[next]);
      placed[next] = 1;
    }
    const int size = static_cast<int>(ordered.size() - begin);
    score += size * size;
    ends.push_back(static_cast<int>(ordered.size()));
  }
  return score;
}

}  // namespace

void split_into_exclusion_groups(std::span<const int> cells, const PeerSets& peers,
                                 std::vector<int>& ordered, std::vector<int>& group_ends) {
  // The orders tried: as given, reversed, and most peers within the cells first.
  std::vector<int> by_peers(cells.begin(), cells.end());
  auto peers_within = [&](int cell) {
    return std::count_if(cells.begin(), cells.end(),
                         [&](int other) { return peers.are_peers(cell, other); });
  };
  std::stable_sort(by_peers.begin(), by_peers.end(),
                   [&](int a, int b) { return peers_within(a) > peers_within(b); });
  const std::vector<int> reversed(cells.rbegin(), cells.rend());
  std::vector<int> best_cells;
  std::vector<int> best_ends;
  int best = -1;
  std::vector<int> tried_cells;
  std::vector<int> tried_ends;
  const std::array<std::span<const int>, 3> orders{cells, reversed, by_peers};
  for (const std::span<const int> order : orders) {
    const int score = greedy_cliques(order, peers, tried_cells, tried_ends);
    if (score > best) {
      best = score;
      best_cells.swap(tried_cells);
      best_ends.swap(tried_ends);
    }
  }
  const int offset = static_cast<int>(ordered.size());
  ordered.insert(ordered.end(), best_cells.begin(), best_cells.end());
  for (const int end : best_ends) group_ends.push_back(offset + end);
}

Propagation keep_sum_by_exclusion_groups(GeneralState& state, std::span<const int> cells,
                                         int minus_begin, std::span<const int> group_ends,
                                         int total) {
  const int side = state.layout().side;
  const Mask all_digits = state.layout().all_digits;
  const int minus_count = static_cast<int>(cells.size()) - minus_begin;
  const int target = total + minus_count * (side + 1);
  // A cell's least and greatest digit, read reversed on the minus side.
  auto range_of = [&](int j, int& low, int& high) {
    const Mask candidates = state.candidates(cells[static_cast<std::size_t>(j)]);
    low = std::countr_zero(candidates) + 1;
    high = 64 - std::countl_zero(candidates);
    if (j >= minus_begin) {
      const int reversed_low = side + 1 - high;
      high = side + 1 - low;
      low = reversed_low;
    }
  };
  struct GroupBounds {
    int least;     // the total of its least filling (parking up from each cell's least digit)
    int greatest;  // and of its greatest
    int top;       // the largest digit of its least filling
    int bottom;    // the smallest digit of its greatest filling
    int lows;      // its cells' least digits added up
    int highs;     // and their greatest
    int spread;    // the widest range of a cell (greatest − least digit)
  };
  std::array<GroupBounds, kMostExclusionGroups> groups;  // NOLINT: each written before it is read
  int least = 0;
  int greatest = 0;
  int begin = 0;
  for (std::size_t g = 0; g < group_ends.size(); ++g) {
    GroupBounds& group = groups[g];
    group = GroupBounds{0, 0, 0, 0, 0, 0, 0};
    Mask parked_low = 0;
    Mask parked_high = 0;
    for (int j = begin; j < group_ends[g]; ++j) {
      if (state.candidates(cells[static_cast<std::size_t>(j)]) == 0) return Propagation::failed;
      int low = 0;
      int high = 0;
      range_of(j, low, high);
      group.lows += low;
      group.highs += high;
      group.spread = std::max(group.spread, high - low);
      const Mask free_low = all_digits & ~parked_low & ~((Mask{1} << (low - 1)) - 1);
      const Mask free_high = ~parked_high & digits_between(1, high);
      if (free_low == 0 || free_high == 0) return Propagation::failed;
      const int at_low = std::countr_zero(free_low);
      const int at_high = 63 - std::countl_zero(free_high);
      parked_low |= Mask{1} << at_low;
      parked_high |= Mask{1} << at_high;
      group.least += at_low + 1;
      group.greatest += at_high + 1;
    }
    group.top = 64 - std::countl_zero(parked_low);
    group.bottom = std::countr_zero(parked_high) + 1;
    least += group.least;
    greatest += group.greatest;
    begin = group_ends[g];
  }
  if (target < least || target > greatest) return Propagation::failed;
  const int slack_up = target - least;
  const int slack_down = greatest - target;
  bool changed = false;
  begin = 0;
  for (std::size_t g = 0; g < group_ends.size(); ++g) {
    const GroupBounds& group = groups[g];
    const int group_begin = begin;
    begin = group_ends[g];
    // Every cell's bounds below reach past its range: nothing to clamp.
    if (slack_up >= group.spread && slack_down >= group.spread) continue;
    for (int j = group_begin; j < group_ends[g]; ++j) {
      int low = 0;
      int high = 0;
      range_of(j, low, high);
      // The rest of the group makes at least the least filling less its top, and at least the
      // least digits of the other cells (the bounds of the cells alone); mirrored for greatest.
      const int upper = slack_up + std::min(group.top, group.least - group.lows + low);
      const int lower = std::max(group.bottom, group.greatest - group.highs + high) - slack_down;
      if (upper >= high && lower <= low) continue;
      const int from = std::max(1, lower);
      const int to = std::min(side, upper);
      const Mask keep = j >= minus_begin ? digits_between(side + 1 - to, side + 1 - from)
                                         : digits_between(from, to);
      const int cell = cells[static_cast<std::size_t>(j)];
      if (!state.restrict_to(cell, keep)) return Propagation::failed;
      changed = true;
    }
  }
  return changed ? Propagation::changed : Propagation::fixpoint;
}

}  // namespace sudoku::detail::general
