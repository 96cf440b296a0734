// Rules for a sum, or a difference, over cells whose digits need not differ (see sum_rules.hpp).
#include "solve/sum_rules.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <numeric>

namespace sudoku::detail::general {
namespace {

// The digits low..high (1 <= low <= high <= 64) as a mask.
Mask digits_between(int low, int high) {
  const Mask up_to_high = high == 64 ? ~Mask{0} : (Mask{1} << high) - 1;
  return up_to_high & ~((Mask{1} << (low - 1)) - 1);
}

// The two rules below read the i-th cell's candidates through read(i) and restrict them through
// restrict(i, keep) (false when none would be left), so that one body serves the sums, whose
// cells are read as they are, and the differences, whose minus cells are read reversed.

template <typename Read, typename Restrict>
Propagation bounds_rule(int size, int sum, Read read, Restrict restrict) {
  int least = 0;
  int greatest = 0;
  int widest = 0;  // the largest spread (greatest − least candidate) of one cell
  for (int i = 0; i < size; ++i) {
    const Mask mask = read(i);
    const int low = std::countr_zero(mask) + 1;
    const int high = 64 - std::countl_zero(mask);
    least += low;
    greatest += high;
    widest = std::max(widest, high - low);
  }
  // A cell loses a digit only if the total lies closer to an end of [least, greatest] than its
  // own spread: with room for the widest cell on both sides, there is nothing to do (the usual
  // case, which this saves the second pass).
  if (sum - least >= widest && greatest - sum >= widest) return Propagation::fixpoint;
  bool changed = false;
  for (int i = 0; i < size; ++i) {
    const Mask mask = read(i);
    const int low = std::countr_zero(mask) + 1;
    const int high = 64 - std::countl_zero(mask);
    // This cell's digit d needs the others to reach sum − d.
    const int smallest = sum - (greatest - high);
    const int largest = sum - (least - low);
    if (smallest <= low && largest >= high) continue;
    if (largest < 1 || smallest > 64 || smallest > largest) return Propagation::failed;
    const Mask keep = digits_between(std::max(smallest, 1), std::min(largest, 64));
    if ((mask & keep) == mask) continue;
    if (!restrict(i, mask & keep)) return Propagation::failed;
    changed = true;
  }
  return changed ? Propagation::changed : Propagation::fixpoint;
}

// Cells whose digits may repeat (an innie or outie set across houses), with a total under 64:
// the sums that cells 0..i−1 can reach (bit s: sum s), and those that cells i+1.. can, kept
// mirrored (bit 63 − s: sum s). Digit d stays in cell i when a sum p before it and a sum q after
// it make p + d + q = total: the "before" set shifted up by 63 − total + d meets the mirrored
// "after" set, one AND per digit.
template <typename Read, typename Restrict>
Propagation reachable_sums_rule(int size, int sum, Read read, Restrict restrict) {
  // When every cell's candidates run without a gap, the sums they reach run without one too
  // (from the sum of the least to the sum of the greatest), and bounds say exactly as much.
  bool without_gaps = true;
  for (int i = 0; i < size && without_gaps; ++i) {
    const Mask mask = read(i);
    if (mask == 0) return Propagation::failed;
    const Mask run = mask >> std::countr_zero(mask);
    without_gaps = (run & (run + 1)) == 0;
  }
  if (without_gaps) return bounds_rule(size, sum, read, restrict);
  if (sum < 0 || sum > 63) return Propagation::failed;
  std::array<std::uint64_t, kMaxReachableCells + 1> before;
  std::array<std::uint64_t, kMaxReachableCells + 1> after_mirrored;
  before[0] = 1;
  for (int i = 0; i < size; ++i) {
    std::uint64_t next = 0;
    for (Mask digits = read(i); digits != 0; digits &= digits - 1) {
      next |= before[static_cast<std::size_t>(i)] << (std::countr_zero(digits) + 1);
    }
    before[static_cast<std::size_t>(i) + 1] = next;
  }
  if ((before[static_cast<std::size_t>(size)] >> sum & 1U) == 0) {
    return Propagation::failed;
  }
  after_mirrored[static_cast<std::size_t>(size)] = std::uint64_t{1} << 63;
  for (int i = size - 1; i > 0; --i) {
    std::uint64_t next = 0;
    for (Mask digits = read(i); digits != 0; digits &= digits - 1) {
      next |= after_mirrored[static_cast<std::size_t>(i) + 1] >> (std::countr_zero(digits) + 1);
    }
    after_mirrored[static_cast<std::size_t>(i)] = next;
  }
  bool changed = false;
  for (int i = 0; i < size; ++i) {
    const std::uint64_t sums_before = before[static_cast<std::size_t>(i)];
    const std::uint64_t sums_after = after_mirrored[static_cast<std::size_t>(i) + 1];
    const Mask mask = read(i);
    Mask keep = 0;
    for (Mask rest = mask; rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      if (digit <= sum && ((sums_before << (63 - sum + digit)) & sums_after) != 0) {
        keep |= rest & (~rest + 1);
      }
    }
    if (keep == mask) continue;
    if (!restrict(i, keep)) return Propagation::failed;
    changed = true;
  }
  return changed ? Propagation::changed : Propagation::fixpoint;
}

// The same rule over the open cells alone: a cell with one candidate adds a known digit, taken
// off the total. It says what the rule over every cell says: a lone digit stays exactly when the
// total can be reached at all, and it is not walked a digit at a time with the rest (with three
// cells open of six, half the walk).
template <typename Read, typename Restrict>
Propagation reachable_sums_of_open_cells(int size, int sum, Read read, Restrict restrict) {
  std::array<int, kMaxReachableCells> open;
  int count = 0;
  for (int i = 0; i < size; ++i) {
    const Mask mask = read(i);
    if (mask == 0) return Propagation::failed;
    if (is_single(mask)) {
      sum -= std::countr_zero(mask) + 1;
    } else {
      open[static_cast<std::size_t>(count++)] = i;
    }
  }
  if (count == 0) return sum == 0 ? Propagation::fixpoint : Propagation::failed;
  return reachable_sums_rule(
      count, sum, [&](int k) { return read(open[static_cast<std::size_t>(k)]); },
      [&](int k, Mask keep) { return restrict(open[static_cast<std::size_t>(k)], keep); });
}

// The digits of `mask` read backwards on a side of `side` digits: d becomes side + 1 − d.
Mask reversed(Mask mask, int side) {
  Mask out = 0;
  for (Mask rest = mask; rest != 0; rest &= rest - 1) {
    out |= Mask{1} << (side - 1 - std::countr_zero(rest));
  }
  return out;
}

// The usual case of a difference, decided before any candidates are reversed: more cells open
// than reachable sums take, and bounds with room for the widest cell on both sides (as in
// bounds_rule). A minus cell's least and greatest reversed are N + 1 less its greatest and least.
bool bounds_leave_difference_alone(const GeneralState& state, std::span<const int> plus,
                                   std::span<const int> minus, int sum) {
  int least = 0;
  int greatest = 0;
  int widest = 0;
  int open = 0;
  const auto add = [&](Mask mask, bool reverse) {
    const int low = std::countr_zero(mask) + 1;
    const int high = 64 - std::countl_zero(mask);
    const int flip = state.layout().side + 1;
    least += reverse ? flip - high : low;
    greatest += reverse ? flip - low : high;
    widest = std::max(widest, high - low);
    open += high != low ? 1 : 0;
  };
  for (const int cell : plus) add(state.candidates(cell), false);
  for (const int cell : minus) add(state.candidates(cell), true);
  return open > kMostOpenCellsForReachableSums && sum - least >= widest && greatest - sum >= widest;
}

}  // namespace

Propagation keep_sum_by_bounds(GeneralState& state, std::span<const int> cells, int sum) {
  return bounds_rule(
      static_cast<int>(cells.size()), sum,
      [&](int i) { return state.candidates(cells[static_cast<std::size_t>(i)]); },
      [&](int i, Mask keep) {
        return state.restrict_to(cells[static_cast<std::size_t>(i)], keep);
      });
}

Propagation keep_sum_by_reachable_sums(GeneralState& state, std::span<const int> cells, int sum) {
  int open = 0;
  for (const int cell : cells) open += is_single(state.candidates(cell)) ? 0 : 1;
  if (open > kMostOpenCellsForReachableSums) return keep_sum_by_bounds(state, cells, sum);
  return reachable_sums_of_open_cells(
      static_cast<int>(cells.size()), sum,
      [&](int i) { return state.candidates(cells[static_cast<std::size_t>(i)]); },
      [&](int i, Mask keep) {
        return state.restrict_to(cells[static_cast<std::size_t>(i)], keep);
      });
}

Propagation keep_difference(GeneralState& state, std::span<const int> plus,
                            std::span<const int> minus, int total) {
  const int side = state.layout().side;
  const int plus_count = static_cast<int>(plus.size());
  const int size = plus_count + static_cast<int>(minus.size());
  if (size > kMaxDifferenceCellsRead) return Propagation::fixpoint;
  // x − y = t is x + (N + 1 − y) = t + N + 1: each minus cell adds N + 1.
  const int sum = total + static_cast<int>(minus.size()) * (side + 1);
  if (bounds_leave_difference_alone(state, plus, minus, sum)) return Propagation::fixpoint;
  // The cells' candidates, read once (the rules read them a few times each), minus cells reversed.
  std::array<int, kMaxDifferenceCellsRead> cells;
  std::array<Mask, kMaxDifferenceCellsRead> masks;
  for (int i = 0; i < size; ++i) {
    const auto at = static_cast<std::size_t>(i);
    cells[at] = i < plus_count ? plus[at] : minus[static_cast<std::size_t>(i - plus_count)];
    const Mask mask = state.candidates(cells[at]);
    masks[at] = i < plus_count ? mask : reversed(mask, side);
  }
  const auto read = [&](int i) { return masks[static_cast<std::size_t>(i)]; };
  const auto restrict = [&](int i, Mask keep) {
    const auto at = static_cast<std::size_t>(i);
    masks[at] = keep;
    return state.restrict_to(cells[at], i < plus_count ? keep : reversed(keep, side));
  };
  int open = 0;
  for (int i = 0; i < size; ++i) {
    open += is_single(masks[static_cast<std::size_t>(i)]) ? 0 : 1;
  }
  if (open <= kMostOpenCellsForReachableSums && size <= kMaxReachableCells && size * side < 64) {
    return reachable_sums_of_open_cells(size, sum, read, restrict);
  }
  return bounds_rule(size, sum, read, restrict);
}

bool list_sum_combinations(Mask digits, int size, int total, std::size_t most,
                           std::vector<Mask>& found) {
  std::vector<int> open;  // the digits to choose from, increasing
  for (Mask rest = digits; rest != 0; rest &= rest - 1) open.push_back(std::countr_zero(rest) + 1);
  const int count = static_cast<int>(open.size());
  if (size < 0 || size > count) return true;
  // prefix[i]: the sum of the i smallest open digits.
  std::vector<int> prefix(static_cast<std::size_t>(count) + 1, 0);
  std::partial_sum(open.begin(), open.end(), prefix.begin() + 1);
  const auto sum_of = [&](int from, int to) {  // open[from..to)
    return prefix[static_cast<std::size_t>(to)] - prefix[static_cast<std::size_t>(from)];
  };
  std::size_t steps = 0;
  // Picks `left` more digits from open[from..] for what is left of the total.
  const auto pick = [&](auto& self, int from, int left, int rest, Mask chosen) -> bool {
    if (++steps > kMostCombinationSteps) return false;
    if (left == 0) {
      if (rest != 0) return true;
      found.push_back(chosen);
      return found.size() <= most;
    }
    if (rest < sum_of(from, from + left) || rest > sum_of(count - left, count)) return true;
    for (int index = from; index <= count - left; ++index) {
      const int digit = open[static_cast<std::size_t>(index)];
      if (digit > rest) break;
      if (!self(self, index + 1, left - 1, rest - digit, chosen | Mask{1} << (digit - 1))) {
        return false;
      }
    }
    return true;
  };
  return pick(pick, 0, size, total, 0);
}

}  // namespace sudoku::detail::general
