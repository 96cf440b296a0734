// Sums over groups of peers, as bit sets of totals (see sum_reasoning.hpp).
#include "solve/sum_reasoning.hpp"

#include <algorithm>
#include <bit>

#include "solve/sets_of_digits.hpp"
#include "solve/small_group_sums.hpp"
#include "solve/totals_shifts.hpp"

namespace sudoku::detail::general {
using totals::meeting_bits;
using totals::shifted_by_all;
using totals::store_wide;
using totals::Wide;

SumReasoning::SumReasoning(const SumSizes& sizes)
    : walks_before_memo_(sizes.walks ? kWalksBeforeMemo : -1),
      words_(words_for_total(sizes.most_total)),
      before_(static_cast<std::size_t>(sizes.most_groups + 1) * static_cast<std::size_t>(words_)),
      after_(before_.size()),
      group_bits_(static_cast<std::size_t>(sizes.most_groups)),
      group_offset_(static_cast<std::size_t>(sizes.most_groups)),
      narrow_before_(2 * static_cast<std::size_t>(sizes.most_groups + 1)),
      narrow_after_(narrow_before_.size()) {}

void SumReasoning::walk_sets(const GeneralState& state, std::span<const int> cells) {
  layers_[0] = SetsOfDigits::only_empty();
  for (std::size_t i = 0; i < cells.size(); ++i) {
    SetsOfDigits next;
    for (Mask rest = state.candidates(cells[i]); rest != 0; rest &= rest - 1) {
      next |= layers_[i].with_digit(std::countr_zero(rest) + 1);
    }
    layers_[i + 1] = next;
  }
}

void SumReasoning::complete_cage(const GeneralState& state, std::span<const int> cells, int counted,
                                 int cage_total) {
  const std::size_t size = cells.size();
  completing_[size] = layers_[size] & SetsOfDigits::of_total(cage_total);
  for (std::size_t i = size; i-- > static_cast<std::size_t>(counted);) {
    SetsOfDigits before;
    for (Mask rest = state.candidates(cells[i]); rest != 0; rest &= rest - 1) {
      before |= completing_[i + 1].without_digit(std::countr_zero(rest) + 1);
    }
    completing_[i] = before & layers_[i];
  }
}

SumReasoning::GroupKey SumReasoning::key_of(const GeneralState& state, std::span<const int> cells,
                                            int counted, int cage_total) {
  GroupKey key;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    key.masks[i] = static_cast<std::uint16_t>(state.candidates(cells[i]));
  }
  key.size = static_cast<std::uint8_t>(cells.size());
  key.counted = static_cast<std::uint8_t>(counted);
  key.cage_total = static_cast<std::uint8_t>(cage_total);
  return key;
}

std::uint64_t SumReasoning::hash_of(const GroupKey& key) {
  std::uint64_t hash = (std::uint64_t{key.size} << 16) ^ (std::uint64_t{key.counted} << 8) ^
                       std::uint64_t{key.cage_total};
  for (std::size_t i = 0; i < key.size; ++i) hash = (hash ^ key.masks[i]) * 0x9E3779B97F4A7C15U;
  return hash;
}

std::uint64_t SumReasoning::group_totals(const GeneralState& state, std::span<const int> cells,
                                         int counted, int cage_total) {
  const int size = static_cast<int>(cells.size());
  const int offset = counted * (counted + 1) / 2;
  if (cage_total == 0 && size == 1) return state.candidates(cells[0]);
  if (cage_total == 0 && size == state.layout().side) return 1;  // a whole house: every digit
  if (cage_total == 0 && counted == size && size >= 2 && size <= 3) {
    const Mask first = state.candidates(cells[0]);
    const Mask second = state.candidates(cells[1]);
    return size == 2 ? pair_totals(first, second)
                     : triple_totals(first, second, state.candidates(cells[2]));
  }
  const GroupKey key = key_of(state, cells, counted, cage_total);
  if (walks_before_memo_ > 0 && --walks_before_memo_ == 0) memo_.resize(kMemoSize);
  MemoEntry* entry = memo_.empty() ? nullptr : &memo_[(hash_of(key) >> 40) % kMemoSize];
  if (entry != nullptr && entry->key == key) return entry->totals;
  walk_sets(state, cells);
  if (cage_total != 0) complete_cage(state, cells, counted, cage_total);
  const SetsOfDigits& sets = cage_total != 0 ? completing_[static_cast<std::size_t>(counted)]
                                             : layers_[static_cast<std::size_t>(counted)];
  std::uint64_t bits = 0;
  const int most = counted * (2 * SetsOfDigits::kDigits + 1 - counted) / 2;  // 9 + 8 + …
  for (int total = offset; total <= most; ++total) {
    if (!(sets & SetsOfDigits::of_total(total)).empty()) {
      bits |= std::uint64_t{1} << (total - offset);
    }
  }
  if (entry != nullptr) *entry = MemoEntry{key, bits};
  return bits;
}

namespace {

// Each cell keeps only the digits `support` gives it (as many as the cells); failed when a cell
// is left none.
Propagation keep_support(GeneralState& state, std::span<const int> cells,
                         std::span<const Mask> support) {
  bool changed = false;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const Mask before = state.candidates(cells[i]);
    if ((before & support[i]) == before) continue;
    if (!state.restrict_to(cells[i], support[i])) return Propagation::failed;
    changed = true;
  }
  return changed ? Propagation::changed : Propagation::fixpoint;
}

}  // namespace

Propagation SumReasoning::keep_group_totals(GeneralState& state, std::span<const int> cells,
                                            int counted, int cage_total, std::uint64_t allowed,
                                            int offset) {
  const std::size_t size = cells.size();
  if (cage_total == 0 && size == 1) {
    const Mask before = state.candidates(cells[0]);
    if ((before & allowed) == before) return Propagation::fixpoint;
    return state.restrict_to(cells[0], allowed) ? Propagation::changed : Propagation::failed;
  }
  if (cage_total == 0 && static_cast<int>(size) == state.layout().side) {
    return (allowed & 1U) != 0 ? Propagation::fixpoint : Propagation::failed;
  }
  if (cage_total == 0 && counted == static_cast<int>(size) && size >= 2 && size <= 3) {
    std::array<Mask, 3> support{};
    const Mask first = state.candidates(cells[0]);
    const Mask second = state.candidates(cells[1]);
    if (size == 2) {
      pair_support(first, second, allowed, support);
    } else {
      triple_support(first, second, state.candidates(cells[2]), allowed, support);
    }
    return keep_support(state, cells, support);
  }
  walk_sets(state, cells);
  if (cage_total != 0) complete_cage(state, cells, counted, cage_total);
  const auto middle = static_cast<std::size_t>(counted);
  // The sets of the counted cells that make an allowed total (and complete the cage).
  SetsOfDigits alive;
  for (std::uint64_t rest = allowed; rest != 0; rest &= rest - 1) {
    const int total = std::countr_zero(rest) + offset;
    if (total <= SetsOfDigits::kMostTotal) alive |= SetsOfDigits::of_total(total);
  }
  alive &= cage_total != 0 ? completing_[middle] : layers_[middle];
  std::array<Mask, kMaxSideForPeerGroups> support{};
  // The cage's other cells: steps on from those sets to whole sets of the cage's total.
  SetsOfDigits forward = alive;
  for (std::size_t i = middle; i < size; ++i) {
    SetsOfDigits next;
    for (Mask rest = state.candidates(cells[i]); rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      const SetsOfDigits stepped = forward.with_digit(digit) & completing_[i + 1];
      if (stepped.empty()) continue;
      support[i] |= rest & (~rest + 1);
      next |= stepped;
    }
    forward = next;
  }
  // The counted cells: steps back from those sets.
  for (std::size_t i = middle; i-- > 0;) {
    SetsOfDigits before;
    for (Mask rest = state.candidates(cells[i]); rest != 0; rest &= rest - 1) {
      const SetsOfDigits stepped = alive.without_digit(std::countr_zero(rest) + 1) & layers_[i];
      if (stepped.empty()) continue;
      support[i] |= rest & (~rest + 1);
      before |= stepped;
    }
    alive = before;
  }
  return keep_support(state, cells, support);
}

template <int kWords>
bool SumReasoning::reach_in(const GeneralState& state, const GroupedCells& sum, Totals reached) {
  const int words = kWords > 0 ? kWords : words_for_total(sum.most_total);
  const std::size_t groups = sum.group_end.size();
  if (!find_group_totals(state, sum)) return false;
  std::fill(before_.begin(), before_.begin() + words, 0);
  before_[0] = 1;
  for (std::size_t g = 0; g < groups; ++g) {
    const std::uint64_t* from = before_.data() + g * static_cast<std::size_t>(words);
    if (g + 1 == groups && reached.empty()) break;  // all the groups' totals: wanted by none
    std::uint64_t* to = before_.data() + (g + 1) * static_cast<std::size_t>(words);
    shifted_by_all<kWords, true>(to, from, group_bits_[g], group_offset_[g], words);
  }
  std::fill(reached.begin(), reached.end(), 0);
  std::copy_n(before_.begin() + static_cast<std::ptrdiff_t>(groups) * words,
              std::min<std::size_t>(reached.size(), static_cast<std::size_t>(words)),
              reached.begin());
  return true;
}

bool SumReasoning::find_group_totals(const GeneralState& state, const GroupedCells& sum) {
  const std::size_t groups = sum.group_end.size();
  int start = 0;
  for (std::size_t g = 0; g < groups; ++g) {
    const std::span<const int> cells(sum.cells.data() + start,
                                     static_cast<std::size_t>(sum.group_end[g] - start));
    start = sum.group_end[g];
    const int counted = sum.group_counted[g];
    bool same = true;
    for (int i = sum.group_end[g] - static_cast<int>(cells.size()); i < sum.group_end[g]; ++i) {
      Mask& seen = sum.seen[static_cast<std::size_t>(i)];
      const Mask now = state.candidates(sum.cells[static_cast<std::size_t>(i)]);
      same = same && seen == now;
      seen = now;
    }
    if (!same) {
      sum.seen_totals[g] = group_totals(state, cells, counted, sum.group_cage_total[g]);
      sum.kept_allowed[g] = 0;
    }
    const std::uint64_t bits = sum.seen_totals[g];
    if (bits == 0) return false;
    group_bits_[g] = bits;
    group_offset_[g] = counted * (counted + 1) / 2;
  }
  return true;
}

namespace {

// Bits least … least + 127 of `totals` (0 past its end).
Wide wide_from(ConstTotals totals, int least) {
  const auto word = [&](std::size_t i) { return i < totals.size() ? totals[i] : 0; };
  const auto first = static_cast<std::size_t>(least / 64);
  const int part = least % 64;
  std::uint64_t low = word(first);
  std::uint64_t high = word(first + 1);
  if (part != 0) {
    low = (low >> part) | (high << (64 - part));
    high = (high >> part) | (word(first + 2) << (64 - part));
  }
  return (static_cast<Wide>(high) << 64) | low;
}

// `totals` = the bits of `value` moved up to least … least + 127 (those below the words' end).
void set_wide_at(Totals totals, int least, Wide value) {
  std::fill(totals.begin(), totals.end(), 0);
  const auto put = [&](std::size_t i, std::uint64_t bits) {
    if (i < totals.size()) totals[i] |= bits;
  };
  const auto first = static_cast<std::size_t>(least / 64);
  const int part = least % 64;
  const auto low = static_cast<std::uint64_t>(value);
  const auto high = static_cast<std::uint64_t>(value >> 64);
  put(first, low << part);
  put(first + 1, high << part);
  if (part != 0) {
    put(first + 1, low >> (64 - part));
    put(first + 2, high >> (64 - part));
  }
}

}  // namespace

Propagation SumReasoning::keep_narrow_totals(GeneralState& state, const GroupedCells& sum,
                                             ConstTotals wanted, Totals reached, int least) {
  // Group g's totals relative to its least: bit b is total least_g + b, where least_g is the
  // group's offset plus its lowest bit; the groups before it reach totals relative to the sum of
  // the least totals before it, the groups from it on must make totals relative to the sum of
  // theirs.
  const std::size_t groups = sum.group_end.size();
  auto low_bit = [&](std::size_t g) { return std::countr_zero(group_bits_[g]); };
  auto relative = [&](std::size_t g) { return group_bits_[g] >> low_bit(g); };
  Wide before = 1;
  store_wide(narrow_before_.data(), before);
  for (std::size_t g = 0; g < groups; ++g) {
    Wide next = 0;
    for (std::uint64_t bits = relative(g); bits != 0; bits &= bits - 1) {
      next |= before << std::countr_zero(bits);
    }
    before = next;
    store_wide(narrow_before_.data() + 2 * (g + 1), before);
  }
  if (!reached.empty()) set_wide_at(reached, least, before);
  Wide after = wide_from(wanted, least);
  store_wide(narrow_after_.data() + 2 * groups, after);
  for (std::size_t g = groups; g-- > 1;) {
    Wide next = 0;
    for (std::uint64_t bits = relative(g); bits != 0; bits &= bits - 1) {
      next |= after >> std::countr_zero(bits);
    }
    after = next;
    store_wide(narrow_after_.data() + 2 * g, after);
  }
  return keep_each_group(state, sum, [&](std::size_t g) {
    return meeting_bits<2>(narrow_before_.data() + 2 * g, relative(g), 0,
                           narrow_after_.data() + 2 * (g + 1), 2)
           << low_bit(g);
  });
}

template <int kWords>
Propagation SumReasoning::keep_totals_in(GeneralState& state, const GroupedCells& sum,
                                         ConstTotals wanted, Totals reached) {
  const int words = kWords > 0 ? kWords : words_for_total(sum.most_total);
  const std::size_t groups = sum.group_end.size();
  if (!reach_in<kWords>(state, sum, reached)) return Propagation::failed;
  // What groups g… must make: the wanted totals, shifted down by each later group's totals.
  std::uint64_t* last = after_.data() + groups * static_cast<std::size_t>(words);
  std::fill(last, last + words, 0);
  std::copy_n(wanted.begin(), std::min<std::size_t>(wanted.size(), static_cast<std::size_t>(words)),
              last);
  // (Not for g = 0: the first group's totals meeting what it must make, its allowed totals
  // below, say whether the sum can be made at all.)
  for (std::size_t g = groups; g-- > 1;) {
    const std::uint64_t* from = after_.data() + (g + 1) * static_cast<std::size_t>(words);
    std::uint64_t* to = after_.data() + g * static_cast<std::size_t>(words);
    shifted_by_all<kWords, false>(to, from, group_bits_[g], group_offset_[g], words);
  }
  if (groups == 0) return (last[0] & 1U) != 0 ? Propagation::fixpoint : Propagation::failed;
  return keep_each_group(state, sum, [&](std::size_t g) {
    const std::uint64_t* low = before_.data() + g * static_cast<std::size_t>(words);
    const std::uint64_t* high = after_.data() + (g + 1) * static_cast<std::size_t>(words);
    return meeting_bits<kWords>(low, group_bits_[g], group_offset_[g], high, words);
  });
}

template <typename AllowedOf>
Propagation SumReasoning::keep_each_group(GeneralState& state, const GroupedCells& sum,
                                          AllowedOf allowed_of) {
  bool changed = false;
  int start = 0;
  for (std::size_t g = 0; g < sum.group_end.size(); ++g) {
    const std::span<const int> cells(sum.cells.data() + start,
                                     static_cast<std::size_t>(sum.group_end[g] - start));
    start = sum.group_end[g];
    const std::uint64_t allowed = allowed_of(g);
    if (g == 0 && allowed == 0) return Propagation::failed;
    if (allowed == group_bits_[g] || allowed == sum.kept_allowed[g]) continue;
    const Propagation kept = keep_group_totals(state, cells, sum.group_counted[g],
                                               sum.group_cage_total[g], allowed, group_offset_[g]);
    if (kept == Propagation::failed) return kept;
    if (kept == Propagation::fixpoint) sum.kept_allowed[g] = allowed;
    changed = changed || kept == Propagation::changed;
  }
  return changed ? Propagation::changed : Propagation::fixpoint;
}

// Totals of at most 64 or 128 bits (most sums) take the loops over words unrolled.
bool SumReasoning::reach(const GeneralState& state, const GroupedCells& sum, Totals reached) {
  switch (words_for_total(sum.most_total)) {
    case 1:
      return reach_in<1>(state, sum, reached);
    case 2:
      return reach_in<2>(state, sum, reached);
    default:
      return reach_in<0>(state, sum, reached);
  }
}

Propagation SumReasoning::keep_totals(GeneralState& state, const GroupedCells& sum,
                                      ConstTotals wanted, Totals reached) {
  switch (words_for_total(sum.most_total)) {
    case 1:
      return keep_totals_in<1>(state, sum, wanted, reached);
    case 2:
      return keep_totals_in<2>(state, sum, wanted, reached);
    default:
      break;
  }
  // Long sums: their groups' totals spread over far fewer than their greatest total (a row of
  // eight cells makes 36 to 44), so most fit in two words relative to their least total.
  if (sum.group_end.empty()) return keep_totals_in<0>(state, sum, wanted, reached);
  if (!find_group_totals(state, sum)) return Propagation::failed;
  int least = 0;
  int spread = 0;
  for (std::size_t g = 0; g < sum.group_end.size(); ++g) {
    const int low = std::countr_zero(group_bits_[g]);
    least += group_offset_[g] + low;
    spread += 63 - std::countl_zero(group_bits_[g]) - low;
  }
  if (spread < 128) return keep_narrow_totals(state, sum, wanted, reached, least);
  return keep_totals_in<0>(state, sum, wanted, reached);
}

}  // namespace sudoku::detail::general
