// Reasoning about "these cells add up to one of these totals", shared by the variant rules that
// are sums: arrows, little killers, region sum lines and zipper lines.
//
// Groups of peers. The cells of a sum are split into groups whose cells are all peers of each
// other (they share a row, a column, a box, an extra house or a cage), so their digits differ.
// A group of k cells reaches only the totals of k distinct digits that its cells can take at
// once: on grids up to 9×9 these are found exactly, by walking the sets of digits the group's
// first cells can take, layer by layer (each layer one 512-bit set of sets, sets_of_digits.hpp:
// a cell adds each of its candidates to every set without it in a few word operations). Two
// cells {1,2} and a third {1,2,3} of one box make 6 and nothing else, where their bounds alone
// allow 3 to 7.
//
// Reachable totals. Across groups, digits may repeat (the relaxation this reasoning keeps), and
// the totals the groups reach together are bit sets: those of groups 0…g−1 (shifting and
// joining), and the totals that groups g+1… still need to meet a wanted total (shifting down).
// A group keeps the totals s for which some total before it plus s reaches a total the groups
// after it can complete; then each of its cells keeps the digits of some set of digits of the
// group with such a total that the other cells of the group can take. Exact for the relaxation:
// every digit left is used by a filling of the groups, each group's digits distinct, adding up
// to a wanted total; every digit removed is used by none (nor, a fortiori, by any solution).
//
// Larger grids (sides above 9) keep one cell per group, which is the bounds and reachable totals
// of the cells alone.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "solve/propagator.hpp"
#include "solve/rules_of_cells.hpp"
#include "solve/sets_of_digits.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {

// The largest side whose groups of peers are walked through their sets of digits.
constexpr int kMaxSideForPeerGroups = 9;

// The cells of a sum split into groups of mutual peers.
struct GroupedCells {
  std::vector<int> cells;      // group by group
  std::vector<int> group_end;  // group g holds cells[group_end[g−1] … group_end[g])
  // Of which the first group_counted[g] count in the sum; the others are the rest of a Killer
  // cage of total group_cage_total[g] (0: no cage), which all the group's cells make together.
  std::vector<int> group_counted;
  std::vector<int> group_cage_total;
  int most_total = 0;  // the greatest total the groups can reach
  // A cache of each group's totals (a function of its cells' candidates alone): the candidates
  // of the cells when they were last found, and the totals found.
  mutable std::vector<Mask> seen;
  mutable std::vector<std::uint64_t> seen_totals;
  // And the allowed totals (as keep_group_totals takes them) with which keeping the group changed
  // nothing, its cells having those same candidates (0: none since they changed). Keeping a group
  // is a function of its cells' candidates and the allowed totals alone.
  mutable std::vector<std::uint64_t> kept_allowed;
};

// Splits `cells` into groups of mutual peers, in one to three ways (sum_groups.cpp): by houses,
// by other houses, and by the Killer cages holding several of them; one cell per group on sides
// above kMaxSideForPeerGroups. Each way is a relaxation of its own; keeping the sum by each in
// turn keeps it by all.
std::vector<GroupedCells> peer_groupings(const Puzzle& puzzle, const Layout& layout,
                                         std::span<const int> cells);

// Totals as a bit set: bit t for total t, in words of 64.
using Totals = std::span<std::uint64_t>;
using ConstTotals = std::span<const std::uint64_t>;
inline int words_for_total(int most_total) { return most_total / 64 + 1; }
inline void add_total(Totals totals, int total) {
  if (total >= 0 && total < static_cast<int>(totals.size()) * 64) {
    totals[static_cast<std::size_t>(total / 64)] |= std::uint64_t{1} << (total % 64);
  }
}
// The totals base + d for each digit d of `digits` (bit d − 1), those below the words' end.
inline void add_totals(Totals totals, int base, Mask digits) {
  const auto word = static_cast<std::size_t>((base + 1) / 64);
  const int part = (base + 1) % 64;
  if (word < totals.size()) totals[word] |= digits << part;
  if (part != 0 && word + 1 < totals.size()) totals[word + 1] |= digits >> (64 - part);
}
// The digits d (bit d − 1) whose total base + d is in `totals`.
inline Mask totals_after(ConstTotals totals, int base) {
  const auto word = static_cast<std::size_t>((base + 1) / 64);
  const int part = (base + 1) % 64;
  Mask digits = word < totals.size() ? totals[word] >> part : 0;
  if (part != 0 && word + 1 < totals.size()) digits |= totals[word + 1] << (64 - part);
  return digits;
}

// What the sums a SumReasoning serves ask of its scratch: add each of their groupings.
struct SumSizes {
  int most_groups = 0;
  int most_total = 0;
  bool walks = false;  // some group of four cells or more, or with a cage: its sets are walked
  void add(const GroupedCells& sum) {
    most_groups = std::max(most_groups, static_cast<int>(sum.group_end.size()));
    most_total = std::max(most_total, sum.most_total);
    int start = 0;
    for (std::size_t g = 0; g < sum.group_end.size(); ++g) {
      walks = walks || sum.group_end[g] - start >= 4 || sum.group_cage_total[g] != 0;
      start = sum.group_end[g];
    }
  }
};

// The scratch of the reasoning, sized once for the sums it serves: nothing is allocated while
// it propagates.
class SumReasoning {
 public:
  // For the sums `sizes` was given. The memo of walked groups takes 32 KB, zeroed when it is
  // built; sums without walks (little killers on diagonals, which cross a box in three cells at
  // most) do without it, and a process's first solve of one faults in fewer pages (6x6: Little
  // Killer 0.48 → 0.37 ms in a fresh process, median of 9).
  explicit SumReasoning(const SumSizes& sizes);

  // The totals `sum`'s groups can reach, into `reached` (words_for_total(sum.most_total) words
  // at least). False when a group can take no set of digits at all.
  bool reach(const GeneralState& state, const GroupedCells& sum, Totals reached);

  // Keeps in `sum`'s cells only the digits of fillings adding up to one of `wanted`; the totals
  // the groups reached before (as reach gives them) go into `reached` when it is not empty.
  Propagation keep_totals(GeneralState& state, const GroupedCells& sum, ConstTotals wanted,
                          Totals reached);

 private:
  // reach and keep_totals with totals of kWords words (0: as many as the sum needs).
  template <int kWords>
  bool reach_in(const GeneralState& state, const GroupedCells& sum, Totals reached);
  template <int kWords>
  Propagation keep_totals_in(GeneralState& state, const GroupedCells& sum, ConstTotals wanted,
                             Totals reached);
  // Each group's totals into group_bits_ and group_offset_ (from the cache while its cells'
  // candidates stay the same); false when a group can take no set of digits.
  bool find_group_totals(const GeneralState& state, const GroupedCells& sum);
  // keep_totals_in for totals of many words whose spread (the greatest total less the least)
  // is below 128: every set of totals is kept relative to its least possible total, in two
  // words. `least` is the least total of the groups together.
  // Keeps each group to the totals allowed_of(g) gives it (none for the first group: the sum
  // cannot be made), but not a group whose totals are all allowed, nor one already kept with the
  // same allowed totals while its cells stayed the same.
  template <typename AllowedOf>
  Propagation keep_each_group(GeneralState& state, const GroupedCells& sum, AllowedOf allowed_of);
  Propagation keep_narrow_totals(GeneralState& state, const GroupedCells& sum, ConstTotals wanted,
                                 Totals reached, int least);
  // The totals the group of `cells` (k of them counted, the first ones) can reach, as bits from
  // k(k+1)/2 up (bit b: total b + k(k+1)/2); with all its cells making `cage_total` (0: any).
  std::uint64_t group_totals(const GeneralState& state, std::span<const int> cells, int counted,
                             int cage_total);
  // Keeps in the group's cells the digits of its fillings whose totals are in `allowed` (bit b:
  // total b + offset).
  Propagation keep_group_totals(GeneralState& state, std::span<const int> cells, int counted,
                                int cage_total, std::uint64_t allowed, int offset);
  // The sets of digits the group's first i cells can take, one digit each, into layers_[i] (the
  // counted cells come first in a group).
  void walk_sets(const GeneralState& state, std::span<const int> cells);
  // After walk_sets: the sets of layers counted … size that the cage's later cells complete to a
  // whole set of total cage_total, into completing_.
  void complete_cage(const GeneralState& state, std::span<const int> cells, int counted,
                     int cage_total);

  // A walked group as the memo below knows it: its cells' candidates, how many count and the
  // cage's total (sides up to 9 and cages' totals up to 45: the key fits its bytes).
  struct GroupKey {
    std::array<std::uint16_t, kMaxSideForPeerGroups> masks{};
    std::uint8_t size = 0;  // 0: an empty entry
    std::uint8_t counted = 0;
    std::uint8_t cage_total = 0;
    friend bool operator==(const GroupKey&, const GroupKey&) = default;
  };
  static GroupKey key_of(const GeneralState& state, std::span<const int> cells, int counted,
                         int cage_total);
  static std::uint64_t hash_of(const GroupKey& key);

  // Groups' totals found by walks (groups of four cells and more, or with a cage), remembered by
  // their keys: the search comes back to the same candidates again and again. Direct-mapped,
  // kMemoSize entries, the whole key compared.
  struct MemoEntry {
    GroupKey key;
    std::uint64_t totals = 0;
  };
  // (1024 entries of 32 bytes: a table of 4096 cost Long sums 1 more time in its allocation than
  // the lookups saved. The tables are zeroed when the propagator is built, and each page of them
  // is a fault in the first solve of a process: with 64-bit masks, 88-byte entries, the first
  // count of Long sums 3 took 0.61 ms against 0.4 for ISS. So the table is made only after
  // kWalksBeforeMemo walks: a search short enough not to need it does not pay for its pages.)
  static constexpr std::size_t kMemoSize = 1024;
  static constexpr int kWalksBeforeMemo = 256;
  int walks_before_memo_;  // walks left before the table is made (none: no table)
  std::vector<MemoEntry> memo_;

  int words_;
  std::vector<std::uint64_t> before_;  // (groups + 1) × words: totals of groups 0…g−1
  std::vector<std::uint64_t> after_;   // (groups + 1) × words: totals groups g… must make
  std::vector<std::uint64_t> group_bits_;
  std::vector<int> group_offset_;
  std::vector<std::uint64_t> narrow_before_;  // (groups + 1) × 2 words, relative to the least
  std::vector<std::uint64_t> narrow_after_;
  // The walk through sets of digits (sides up to kMaxSideForPeerGroups).
  std::array<SetsOfDigits, kMaxSideForPeerGroups + 1> layers_{};
  std::array<SetsOfDigits, kMaxSideForPeerGroups + 1> completing_{};
};

}  // namespace sudoku::detail::general
