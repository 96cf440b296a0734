// Sums over groups of peers, as bit sets of totals (see sum_reasoning.hpp).
#include "solve/sum_reasoning.hpp"

#include <algorithm>
#include <bit>

namespace sudoku::detail::general {
namespace {

bool are_peers(const Layout& layout, int cell, int other) {
  const auto first = layout.peers.begin() + layout.peer_start[static_cast<std::size_t>(cell)];
  const auto last = layout.peers.begin() + layout.peer_start[static_cast<std::size_t>(cell) + 1];
  return std::find(first, last, other) != last;
}

// dst |= src shifted up by `shift` bits (within dst's words).
void or_shifted_up(std::uint64_t* dst, const std::uint64_t* src, int shift, int words) {
  const int whole = shift / 64;
  const int part = shift % 64;
  for (int i = words - 1; i >= whole; --i) {
    std::uint64_t value = src[i - whole] << part;
    if (part != 0 && i - whole - 1 >= 0) value |= src[i - whole - 1] >> (64 - part);
    dst[i] |= value;
  }
}

// dst |= src shifted down by `shift` bits.
void or_shifted_down(std::uint64_t* dst, const std::uint64_t* src, int shift, int words) {
  const int whole = shift / 64;
  const int part = shift % 64;
  for (int i = 0; i + whole < words; ++i) {
    std::uint64_t value = src[i + whole] >> part;
    if (part != 0 && i + whole + 1 < words) value |= src[i + whole + 1] << (64 - part);
    dst[i] |= value;
  }
}

// Whether `low` shifted up by `shift` bits meets `high`.
bool meets_shifted_up(const std::uint64_t* low, int shift, const std::uint64_t* high, int words) {
  const int whole = shift / 64;
  const int part = shift % 64;
  for (int i = whole; i < words; ++i) {
    std::uint64_t value = low[i - whole] << part;
    if (part != 0 && i - whole - 1 >= 0) value |= low[i - whole - 1] >> (64 - part);
    if ((value & high[i]) != 0) return true;
  }
  return false;
}

}  // namespace

namespace {

// Groups of peers for `cells`: first the house (not banned) holding the most cells not yet
// grouped, again and again, then each cell left into the first group whose cells are all its
// peers. The houses taken are flagged in `used`.
GroupedCells cover_by_houses(const Layout& layout, std::span<const int> cells,
                             const std::vector<bool>& banned, std::vector<bool>& used) {
  std::vector<std::vector<int>> groups;
  std::vector<bool> grouped(cells.size(), false);
  const auto side = static_cast<std::size_t>(layout.side);
  std::vector<int> inside_house;
  inside_house.reserve(side);
  while (layout.side <= kMaxSideForPeerGroups) {
    std::vector<int> best;
    std::size_t best_house = 0;
    for (std::size_t house = 0; house < static_cast<std::size_t>(layout.house_count); ++house) {
      if (banned[house]) continue;
      const auto first = layout.house_cells.begin() + static_cast<std::ptrdiff_t>(house * side);
      inside_house.clear();
      for (std::size_t i = 0; i < cells.size(); ++i) {
        const bool inside = std::find(first, first + static_cast<std::ptrdiff_t>(side), cells[i]) !=
                            first + static_cast<std::ptrdiff_t>(side);
        const auto same_cell = [&](int j) {
          return cells[static_cast<std::size_t>(j)] == cells[i];
        };
        if (!grouped[i] && inside &&
            std::none_of(inside_house.begin(), inside_house.end(), same_cell)) {
          inside_house.push_back(static_cast<int>(i));
        }
      }
      if (inside_house.size() > best.size()) {
        best = inside_house;
        best_house = house;
      }
    }
    if (best.size() < 2) break;
    used[best_house] = true;
    groups.emplace_back();
    for (const int i : best) {
      grouped[static_cast<std::size_t>(i)] = true;
      groups.back().push_back(cells[static_cast<std::size_t>(i)]);
    }
  }
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (grouped[i]) continue;
    const int cell = cells[i];
    auto fits = [&](const std::vector<int>& members) {
      return std::all_of(members.begin(), members.end(),
                         [&](int other) { return are_peers(layout, cell, other); });
    };
    const auto found = layout.side <= kMaxSideForPeerGroups
                           ? std::find_if(groups.begin(), groups.end(), fits)
                           : groups.end();
    if (found != groups.end()) {
      found->push_back(cell);
    } else {
      groups.push_back({cell});
    }
  }
  GroupedCells sum;
  sum.seen.assign(cells.size(), 0);
  sum.seen_totals.assign(groups.size(), 0);
  sum.cells.reserve(cells.size());
  sum.group_end.reserve(groups.size());
  for (const std::vector<int>& group : groups) {
    sum.cells.insert(sum.cells.end(), group.begin(), group.end());
    sum.group_end.push_back(static_cast<int>(sum.cells.size()));
    const int size = static_cast<int>(group.size());
    sum.most_total += size * layout.side - size * (size - 1) / 2;  // its greatest distinct digits
  }
  return sum;
}

}  // namespace

std::vector<GroupedCells> peer_groupings(const Layout& layout, std::span<const int> cells) {
  // Larger groups make tighter totals (three cells of a house make at least 6, three cells
  // apart at least 3), and two covers by different houses see more than either: a diagonal
  // through three boxes, whose cells also lie by threes in three disjoint groups.
  const auto houses = static_cast<std::size_t>(layout.house_count);
  std::vector<bool> used(houses, false);
  std::vector<GroupedCells> covers;
  covers.push_back(cover_by_houses(layout, cells, std::vector<bool>(houses, false), used));
  if (layout.side > kMaxSideForPeerGroups) return covers;
  std::vector<bool> unused(houses, false);
  GroupedCells second = cover_by_houses(layout, cells, used, unused);
  if (second.group_end.size() < cells.size() &&
      (second.cells != covers.front().cells || second.group_end != covers.front().group_end)) {
    covers.push_back(std::move(second));
  }
  return covers;
}

SumReasoning::SumReasoning(int most_groups, int most_total)
    : words_(words_for_total(most_total)),
      before_(static_cast<std::size_t>(most_groups + 1) * static_cast<std::size_t>(words_)),
      after_(before_.size()),
      group_bits_(static_cast<std::size_t>(most_groups)),
      group_offset_(static_cast<std::size_t>(most_groups)) {}

void SumReasoning::walk_sets(const GeneralState& state, std::span<const int> cells) {
  // The cells with fewest candidates first: the sets reached stay few for longer.
  const std::size_t size = cells.size();
  for (std::size_t i = 0; i < size; ++i) {
    const Mask candidates = state.candidates(cells[i]);
    std::size_t j = i;
    for (; j > 0 && std::popcount(walk_mask_[j - 1]) > std::popcount(candidates); --j) {
      walk_mask_[j] = walk_mask_[j - 1];
      walk_cell_[j] = walk_cell_[j - 1];
    }
    walk_mask_[j] = candidates;
    walk_cell_[j] = static_cast<std::uint8_t>(i);
  }
  order_[0] = 0;
  reached_[0] = 1;
  set_total_[0] = 0;
  int end = 1;
  layer_start_[0] = 0;
  for (std::size_t i = 0; i < size; ++i) {
    layer_start_[i + 1] = end;
    const Mask candidates = walk_mask_[i];
    for (int j = layer_start_[i]; j < layer_start_[i + 1]; ++j) {
      const int set = order_[static_cast<std::size_t>(j)];
      for (Mask rest = candidates & ~static_cast<Mask>(set); rest != 0; rest &= rest - 1) {
        const int next = set | static_cast<int>(rest & (~rest + 1));
        if (reached_[static_cast<std::size_t>(next)] != 0) continue;
        reached_[static_cast<std::size_t>(next)] = 1;
        set_total_[static_cast<std::size_t>(next)] = static_cast<std::uint8_t>(
            set_total_[static_cast<std::size_t>(set)] + std::countr_zero(rest) + 1);
        order_[static_cast<std::size_t>(end++)] = static_cast<std::uint16_t>(next);
      }
    }
  }
  layer_start_[size + 1] = end;
  walked_ = end;
}

void SumReasoning::clear_sets() {
  for (int j = 0; j < walked_; ++j) {
    const std::size_t set = order_[static_cast<std::size_t>(j)];
    reached_[set] = 0;
    alive_[set] = 0;
  }
  walked_ = 0;
}

std::uint64_t SumReasoning::group_totals(const GeneralState& state, std::span<const int> cells) {
  const int size = static_cast<int>(cells.size());
  const int offset = size * (size + 1) / 2;
  if (size == 1) return state.candidates(cells[0]);
  if (size == state.layout().side) return 1;  // a whole house: every digit once
  walk_sets(state, cells);
  std::uint64_t bits = 0;
  for (int j = layer_start_[cells.size()]; j < layer_start_[cells.size() + 1]; ++j) {
    bits |= std::uint64_t{1} << (set_total_[order_[static_cast<std::size_t>(j)]] - offset);
  }
  clear_sets();
  return bits;
}

Propagation SumReasoning::keep_group_totals(GeneralState& state, std::span<const int> cells,
                                            std::uint64_t allowed, int offset) {
  if (cells.size() == 1) {
    const Mask before = state.candidates(cells[0]);
    if ((before & allowed) == before) return Propagation::fixpoint;
    return state.restrict_to(cells[0], allowed) ? Propagation::changed : Propagation::failed;
  }
  const std::size_t size = cells.size();
  if (static_cast<int>(size) == state.layout().side) {
    return (allowed & 1U) != 0 ? Propagation::fixpoint : Propagation::failed;
  }
  walk_sets(state, cells);
  for (int j = layer_start_[size]; j < layer_start_[size + 1]; ++j) {
    const std::size_t set = order_[static_cast<std::size_t>(j)];
    alive_[set] = static_cast<std::uint8_t>((allowed >> (set_total_[set] - offset)) & 1U);
  }
  std::array<Mask, kMaxSideForPeerGroups> support{};
  for (std::size_t i = size; i-- > 0;) {
    const Mask candidates = walk_mask_[i];
    for (int j = layer_start_[i]; j < layer_start_[i + 1]; ++j) {
      const std::size_t set = order_[static_cast<std::size_t>(j)];
      for (Mask rest = candidates & ~static_cast<Mask>(set); rest != 0; rest &= rest - 1) {
        const Mask digit = rest & (~rest + 1);
        if (alive_[set | static_cast<std::size_t>(digit)] == 0) continue;
        alive_[set] = 1;
        support[walk_cell_[i]] |= digit;
      }
    }
  }
  clear_sets();
  bool changed = false;
  for (std::size_t i = 0; i < size; ++i) {
    const Mask before = state.candidates(cells[i]);
    if ((before & support[i]) == before) continue;
    if (!state.restrict_to(cells[i], support[i])) return Propagation::failed;
    changed = true;
  }
  return changed ? Propagation::changed : Propagation::fixpoint;
}

bool SumReasoning::reach(const GeneralState& state, const GroupedCells& sum, Totals reached) {
  const int words = words_for_total(sum.most_total);
  const std::size_t groups = sum.group_end.size();
  std::fill(before_.begin(), before_.begin() + words, 0);
  before_[0] = 1;
  int start = 0;
  for (std::size_t g = 0; g < groups; ++g) {
    const std::span<const int> cells(sum.cells.data() + start,
                                     static_cast<std::size_t>(sum.group_end[g] - start));
    start = sum.group_end[g];
    const int size = static_cast<int>(cells.size());
    const int offset = size * (size + 1) / 2;
    // The group's totals depend on its cells' candidates alone: kept from the last look while
    // they are the same.
    bool same = true;
    for (int i = sum.group_end[g] - size; i < sum.group_end[g]; ++i) {
      Mask& seen = sum.seen[static_cast<std::size_t>(i)];
      const Mask now = state.candidates(sum.cells[static_cast<std::size_t>(i)]);
      same = same && seen == now;
      seen = now;
    }
    if (!same) sum.seen_totals[g] = group_totals(state, cells);
    const std::uint64_t bits = sum.seen_totals[g];
    if (bits == 0) return false;
    group_bits_[g] = bits;
    group_offset_[g] = offset;
    const std::uint64_t* from = before_.data() + g * static_cast<std::size_t>(words);
    std::uint64_t* to = before_.data() + (g + 1) * static_cast<std::size_t>(words);
    std::fill(to, to + words, 0);
    for (std::uint64_t rest = bits; rest != 0; rest &= rest - 1) {
      or_shifted_up(to, from, std::countr_zero(rest) + offset, words);
    }
  }
  std::fill(reached.begin(), reached.end(), 0);
  std::copy_n(before_.begin() + static_cast<std::ptrdiff_t>(groups) * words,
              std::min<std::size_t>(reached.size(), static_cast<std::size_t>(words)),
              reached.begin());
  return true;
}

Propagation SumReasoning::keep_totals(GeneralState& state, const GroupedCells& sum,
                                      ConstTotals wanted, Totals reached) {
  const int words = words_for_total(sum.most_total);
  const std::size_t groups = sum.group_end.size();
  if (!reach(state, sum, reached)) return Propagation::failed;
  // What groups g… must make: the wanted totals, shifted down by each later group's totals.
  std::uint64_t* last = after_.data() + groups * static_cast<std::size_t>(words);
  std::fill(last, last + words, 0);
  std::copy_n(wanted.begin(), std::min<std::size_t>(wanted.size(), static_cast<std::size_t>(words)),
              last);
  for (std::size_t g = groups; g-- > 0;) {
    const std::uint64_t* from = after_.data() + (g + 1) * static_cast<std::size_t>(words);
    std::uint64_t* to = after_.data() + g * static_cast<std::size_t>(words);
    std::fill(to, to + words, 0);
    for (std::uint64_t rest = group_bits_[g]; rest != 0; rest &= rest - 1) {
      or_shifted_down(to, from, std::countr_zero(rest) + group_offset_[g], words);
    }
  }
  if ((after_[0] & 1U) == 0) return Propagation::failed;
  bool changed = false;
  int start = 0;
  for (std::size_t g = 0; g < groups; ++g) {
    const std::span<const int> cells(sum.cells.data() + start,
                                     static_cast<std::size_t>(sum.group_end[g] - start));
    start = sum.group_end[g];
    const std::uint64_t* low = before_.data() + g * static_cast<std::size_t>(words);
    const std::uint64_t* high = after_.data() + (g + 1) * static_cast<std::size_t>(words);
    std::uint64_t allowed = 0;
    for (std::uint64_t rest = group_bits_[g]; rest != 0; rest &= rest - 1) {
      if (meets_shifted_up(low, std::countr_zero(rest) + group_offset_[g], high, words)) {
        allowed |= rest & (~rest + 1);
      }
    }
    if (allowed == group_bits_[g]) continue;
    const Propagation kept = keep_group_totals(state, cells, allowed, group_offset_[g]);
    if (kept == Propagation::failed) return kept;
    changed = changed || kept == Propagation::changed;
  }
  return changed ? Propagation::changed : Propagation::fixpoint;
}

RulesOfCells::RulesOfCells(int cell_count, const std::vector<std::vector<int>>& cells_of_rules)
    : start_(static_cast<std::size_t>(cell_count) + 1, 0) {
  for (const std::vector<int>& cells : cells_of_rules) {
    for (const int cell : cells) ++start_[static_cast<std::size_t>(cell) + 1];
  }
  for (std::size_t cell = 0; cell < static_cast<std::size_t>(cell_count); ++cell) {
    start_[cell + 1] += start_[cell];
  }
  rules_.resize(static_cast<std::size_t>(start_.back()));
  std::vector<int> next(start_.begin(), start_.end() - 1);
  for (std::size_t rule = 0; rule < cells_of_rules.size(); ++rule) {
    for (const int cell : cells_of_rules[rule]) {
      rules_[static_cast<std::size_t>(next[static_cast<std::size_t>(cell)]++)] =
          static_cast<int>(rule);
    }
  }
}

}  // namespace sudoku::detail::general
