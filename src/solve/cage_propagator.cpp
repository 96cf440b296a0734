// Cage propagator of the general engine: the Killer rule "distinct digits adding up to the
// cage's total".
//
// Distinctness is not done here: a cage's cells are peers of each other in the layout, so a
// written digit leaves the rest of its cage like it leaves its row. What is left is the sum.
//
// Combinations. A cage of k cells with total s can only hold one of the sets of k distinct digits
// adding up to s (for 9×9, a 3-cell 7 is {1,2,4}; a 2-cell 10 is {1,9} {2,8} {3,7} {4,6}).
// They are listed once per solve (for sides up to 16, where there are at most a few thousand).
// In a state, a combination is still possible when each of its digits is a candidate of some cell,
// each cell can take one of its digits, and no two cells are left with the same one digit of it.
// A digit d survives in cell i only if some possible combination C holds it and the other cells
// can still take the rest of C: no other cell is left with d as its only digit of C, and the
// other cells together cover C without d. A digit every possible combination holds, that only one
// cell can take, goes there (a hidden single of the cage).
//
// Around the cage. A digit that every possible combination holds leaves every cell outside the
// cage that is a peer of all its places in the cage (in a row, a column, a box, a diagonal or
// another cage: the places may lie in no one house together); a digit that some house holding
// two cells of the cage or more can put only in the cage is required of its combinations (a house
// holding one says no more than its hidden singles). Only the open cells take part: a written
// digit is in every combination still possible, and the others are what the open cells can hold.
//
// Implied sums. The innies and outies of the houses and of runs of rows, columns and boxes
// (cage_sums.hpp) are kept as further sums: by combinations when their cells are peers, else by
// the sums their cells can still reach (digits may repeat), or by bounds when that total is too
// large for one bit set. On 9×9 Killers of few large cages, the implied differences too (a few
// cells less a few others, cage_sums.hpp), by keep_difference; those of more than four cells
// join only once a search has run long (kRoundsBeforeLateEntries), as the short ones end sooner
// without them.
//
// Exclusion groups. An implied sum or difference whose cells are not all peers is split at set-up
// into groups of mutual peers (exclusion_groups.hpp); each group's digits differ, so its least
// and greatest totals are those of distinct digits, and the cells are clamped to what the groups
// together leave (the 8 uncaged innies of rows 1–4 adding up to 65 on HS_KILLERS#8 reach at most
// 24 + 24 + 9 + 9 = 66 by groups, where nine 9s would be 72). The groups are kept only for the
// sums they bound before any digit is known (their least or greatest total within N − 1 of the
// sum): kept for every such sum, their cost on every wake ate what they saved on the hardest
// Killers (MATHEMAGIC's 14: −9 % nodes, +0.5 % time; tarek's 42: −4 % nodes, +5 % time).
//
// Waking. A cage (or implied sum) looks again only when one of its own cells changed. The digits
// it must hold because a house it meets has no other place for them depend on cells outside it,
// so the fixpoint the engine reaches is not complete for that part: on the hardest generated
// Killers (data/killer/fewest_cages.txt) a full look at every cage still finds something at
// about 5 % of the nodes. Waking the cages of every changed house as well closes that gap and
// saves 4–7 % of the nodes, but costs more than it saves: measured with sudoku_variants_bench
// --sets killer, median 3.1 → 5.0 ms and max 65 → 163 ms on the two hard sets. Kept as it is.
//
// Branching. The propagator offers the search a split on the cage (or implied sum) with the
// fewest combinations left: one branch per combination, each cell restricted to its digits.
//
// Sum bounds. For larger sides (where combinations would be too many to list) the rule is
// weaker: a cell keeps only the digits d with s − d between the least and the greatest total the
// other cells can still reach (the sum of their smallest, resp. greatest, candidates).
//
// Invariant: only digits that no solution of the current state can use are removed; a cage whose
// cells are all written is checked exactly (its single combination must be its digits).
#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <span>
#include <variant>
#include <vector>

#include "solve/cage_filter.hpp"
#include "solve/cage_sums.hpp"
#include "solve/exclusion_groups.hpp"
#include "solve/peer_sets.hpp"
#include "solve/propagator.hpp"
#include "solve/sum_rules.hpp"

namespace sudoku::detail::general {
namespace {

// The largest side whose cage combinations are listed; above it, sum bounds only.
constexpr int kMaxSideForCombinations = 16;
// More combinations than a side of 16 can have (C(16, 8) = 12,870 sets of any sum).
constexpr std::size_t kMostCombinationsListed = 1U << 14;
// The most cells a cage may have (a cage is at most a house).
constexpr int kMaxCageCells = 64;
// Implied sums (innies and outies) of at most this many cells are added; those whose cells are
// all peers, of at most kMaxDistinctImpliedCells. Measured on the forum's hardest Killers
// (mathemagic_01 to 04, count to 2): up to 7 cells of either kind, 6.92 million nodes and 56.0 s;
// up to 9 cells of sums whose digits may repeat (kept by bounds: their totals pass 63), 2.96
// million and 24.4 s. Up to 8, 10 or 11 cells: 59.5, 24.6 and 25.6 s. Sums of 8 or 9 cells that
// are all peers lie in one house, whose other cell (an implied sum of its own) says as much,
// and their combinations cost three times the time for no fewer nodes.
constexpr int kMaxImpliedCells = 9;
constexpr int kMaxDistinctImpliedCells = 7;
// Implied differences (cage_sums.hpp) of at most this many cells, at most kMaxSubtractedCells of
// them subtracted, on sides up to 9 whose cages hold more than three cells on average: the
// Killers of few large cages, whose counts are long searches. Measured (count to 2, docs/
// benchmarks.md): up to 4 cells, the 37 tarek Killers take 22 % less time (tarek_40 56,593 →
// 9,065 nodes); up to 5 or more with any number subtracted, the small tarek Killers up to twice
// as slow (a hundred differences and more to set up and wake). With at most two subtracted (the
// shapes ISS keeps: innies less one or two outies), up to 6 cells: MATHEMAGIC's 14 2.81 M →
// 1.45 M nodes, 27.6 → 24.1 s of CPU; tarek's 42 76.8k → 47.2k nodes, 1.09 → 0.96 s (5 cells:
// MATHEMAGIC 0–2 0.47 M against 0.30 M nodes; 7: slower; three subtracted: no fewer nodes, and
// slower). On Killers of many small cages, which end in a node or two, they would cost more
// than they save.
constexpr int kMaxDifferenceCells = 6;
constexpr int kMaxSubtractedCells = 2;
constexpr int kLargestSideForDifferences = 9;
// The differences of more than kMostEarlyDifferenceCells cells join the propagation only after
// kRoundsBeforeLateEntries calls of propagate(): they pay on the long searches (the numbers
// above) but cost more than they save on the short ones, which end before. Measured (callgrind
// instructions, count to 2): tarek's #21 53.4 M → 40.6 M, #31 75.1 M → 58.6 M, #38 933 M →
// 865 M; nodes over ISS's 56 hardest Killers 1,404,826 → 1,388,558 (from 500 to 20,000 rounds
// the total moves between 1.39 and 1.56 million, the trees of the long searches shifting either
// way, not the time they take: see docs/benchmarks.md).
constexpr int kMostEarlyDifferenceCells = 4;
constexpr std::uint64_t kRoundsBeforeLateEntries = 2000;

// How a sum is kept: by its digit combinations (distinct digits, sides up to 16), by the sums its
// cells can still reach (digits may repeat; small sums), or by bounds alone; a difference by
// keep_difference.
enum class SumRule : std::uint8_t { combinations, reachable_sums, bounds, difference };

struct CageLayout {
  int cells_begin;  // into cells_
  int minus_begin;  // a difference's cells after it are subtracted (cells_end for a sum)
  int cells_end;
  int sum;
  int combinations_begin;  // into combinations_ (SumRule::combinations)
  int combinations_end;
  SumRule rule;
  int houses_begin;  // into cage_houses_: the houses holding a cell of the cage
  int houses_end;
  // Into group_ends_ (none: no group of two cells or more): the entry's exclusion groups, the
  // end of each counted from cells_begin (sums by bounds or reachable sums, and differences).
  int groups_begin;
  int groups_end;
};

class CagePropagator final : public Propagator {
 public:
  CagePropagator(std::vector<CageLayout> cages, std::vector<int> cells,
                 std::vector<Mask> combinations, const std::vector<std::vector<int>>& cages_of_cell,
                 std::vector<int> group_ends, PeerSets peers, const Layout& layout, int late_begin)
      : side_(layout.side),
        peers_(std::move(peers)),
        seeing_all_(static_cast<std::size_t>(peers_.words()), 0),
        all_digits_(layout.all_digits),
        house_cells_(layout.house_cells),
        house_start_(layout.house_start),
        houses_(layout.houses),
        cages_(std::move(cages)),
        cells_(std::move(cells)),
        combinations_(std::move(combinations)),
        group_ends_(std::move(group_ends)),
        late_begin_(late_begin),
        waiting_(static_cast<int>(cages_.size())) {
    // The entries of each cell as bits (OR-ed in on every change), without the late entries
    // until they join, and with them.
    entry_words_ = (static_cast<int>(cages_.size()) + 63) / 64;
    const auto words = static_cast<std::size_t>(entry_words_);
    for (const bool with_late : {false, true}) {
      WakeTable& table = with_late ? wake_all_ : wake_early_;
      table.assign(cages_of_cell.size() * words, 0);
      for (std::size_t cell = 0; cell < cages_of_cell.size(); ++cell) {
        for (const int entry : cages_of_cell[cell]) {
          if (!with_late && entry >= late_begin_) continue;
          table[cell * words + static_cast<std::size_t>(entry / 64)] |= std::uint64_t{1}
                                                                        << (entry % 64);
        }
      }
    }
    wake_ = late_begin_ == static_cast<int>(cages_.size()) ? &wake_all_ : &wake_early_;
    // Each cage's houses, and the cells of each outside the cage, listed once (the cage's cells
    // marked in `in_cage` meanwhile).
    std::vector<char> in_cage(cages_of_cell.size(), 0);
    outside_start_.push_back(0);
    for (CageLayout& cage : cages_) {
      const auto first_cell = cells_.begin() + cage.cells_begin;
      const auto last_cell = cells_.begin() + cage.cells_end;
      for (auto cell = first_cell; cell != last_cell; ++cell) {
        in_cage[static_cast<std::size_t>(*cell)] = 1;
      }
      cage.houses_begin = static_cast<int>(cage_houses_.size());
      for (auto cell = first_cell; cell != last_cell; ++cell) {
        const auto index = static_cast<std::size_t>(*cell);
        for (int k = house_start_[index]; k < house_start_[index + 1]; ++k) {
          const int house = houses_[static_cast<std::size_t>(k)];
          if (std::find(cage_houses_.begin() + cage.houses_begin, cage_houses_.end(), house) !=
              cage_houses_.end()) {
            continue;
          }
          const auto begin = house_cells_.begin() + static_cast<std::ptrdiff_t>(house) * side_;
          // A house that holds one cell of the cage only says what its hidden singles say.
          if (std::count_if(begin, begin + side_, [&in_cage](int other) {
                return in_cage[static_cast<std::size_t>(other)] != 0;
              }) < 2) {
            continue;
          }
          cage_houses_.push_back(house);
          for (auto other = begin; other != begin + side_; ++other) {
            if (in_cage[static_cast<std::size_t>(*other)] == 0) outside_cells_.push_back(*other);
          }
          outside_start_.push_back(static_cast<int>(outside_cells_.size()));
        }
      }
      cage.houses_end = static_cast<int>(cage_houses_.size());
      for (auto cell = first_cell; cell != last_cell; ++cell) {
        in_cage[static_cast<std::size_t>(*cell)] = 0;
      }
    }
  }

  void note_changed(const Changes& changes) override {
    const auto words = static_cast<std::size_t>(entry_words_);
    const std::span<const std::uint64_t> table(*wake_);
    for (const int cell : changes.cells) {
      waiting_.add_words(table.subspan(static_cast<std::size_t>(cell) * words, words));
    }
  }
  // The root of a search: the late entries wait again (a workspace kept from an earlier solve
  // starts as if just built), and every other entry is looked at.
  void note_everything_changed() override {
    wake_ = late_begin_ == static_cast<int>(cages_.size()) ? &wake_all_ : &wake_early_;
    rounds_ = 0;
    for (int entry = 0; entry < late_begin_; ++entry) waiting_.add(entry);
  }
  void forget_changes() override { waiting_.clear(); }

  // The cage (or implied sum of distinct cells) with the fewest digit combinations still
  // possible, two or more, the largest among equals: branching on its combination decides the
  // digits of several cells at once, and the sums around it prune hard (on the hardest
  // large-cage Killers it takes the count to 2 from ~400 ms to ~70 ms at worst).
  std::optional<Split> offer_split(const GeneralState& state) override {
    int best = -1;
    std::size_t best_count = 0;
    int best_size = 0;
    for (int index = 0; index < static_cast<int>(cages_.size()); ++index) {
      const CageLayout& cage = cages_[static_cast<std::size_t>(index)];
      if (cage.rule != SumRule::combinations) continue;
      const int size = cage.cells_end - cage.cells_begin;
      // Not counted when it cannot win: fewer than two combinations listed at all, or two left
      // on a cage as large already chosen (two is the least a split may have).
      if (cage.combinations_end - cage.combinations_begin < 2 ||
          (best_count == 2 && size <= best_size)) {
        continue;
      }
      const std::size_t count = live_combinations(state, cage, best < 0 ? 0 : best_count + 1);
      if (count >= 2 &&
          (best < 0 || count < best_count || (count == best_count && size > best_size))) {
        best = index;
        best_count = count;
        best_size = size;
      }
    }
    if (best < 0) return std::nullopt;
    const CageLayout& cage = cages_[static_cast<std::size_t>(best)];
    live_combinations(state, cage, 0);
    return Split{std::span<const int>(cells_.data() + cage.cells_begin,
                                      static_cast<std::size_t>(cage.cells_end - cage.cells_begin)),
                 std::span<const Mask>(split_.data(), split_.size())};
  }

  Propagation propagate(GeneralState& state) override {
    // The late entries join once the search has run long enough for them to pay, each looked at
    // now (it has not been yet).
    if (wake_ == &wake_early_ && ++rounds_ >= kRoundsBeforeLateEntries) {
      wake_ = &wake_all_;
      for (int entry = late_begin_; entry < static_cast<int>(cages_.size()); ++entry) {
        waiting_.add(entry);
      }
    }
    bool changed = false;
    while (!waiting_.empty()) {
      const CageLayout& cage = cages_[static_cast<std::size_t>(waiting_.take())];
      const Propagation outcome = apply_rule(state, cage);
      if (outcome == Propagation::failed) return Propagation::failed;
      if (outcome == Propagation::changed) changed = true;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

 private:
  Propagation apply_rule(GeneralState& state, const CageLayout& cage) {
    switch (cage.rule) {
      case SumRule::combinations:
        return by_combinations(state, cage);
      case SumRule::reachable_sums:
        return by_groups(state, cage, keep_sum_by_reachable_sums(state, cells_of(cage), cage.sum));
      case SumRule::bounds:
        // The groups' bounds are those of the cells alone, and tighter.
        if (cage.groups_begin != cage.groups_end) return by_groups(state, cage);
        return keep_sum_by_bounds(state, cells_of(cage), cage.sum);
      case SumRule::difference:
        return by_groups(
            state, cage,
            keep_difference(state,
                            {cells_.data() + cage.cells_begin,
                             static_cast<std::size_t>(cage.minus_begin - cage.cells_begin)},
                            {cells_.data() + cage.minus_begin,
                             static_cast<std::size_t>(cage.cells_end - cage.minus_begin)},
                            cage.sum));
    }
    return Propagation::fixpoint;
  }

  // After the entry's own rule left it at `outcome`: the bounds of its exclusion groups, if it
  // has any, once that rule has nothing more to say (what it changed wakes the entry again).
  Propagation by_groups(GeneralState& state, const CageLayout& cage,
                        Propagation outcome = Propagation::fixpoint) const {
    if (outcome != Propagation::fixpoint || cage.groups_begin == cage.groups_end) return outcome;
    return keep_sum_by_exclusion_groups(
        state, cells_of(cage), cage.minus_begin - cage.cells_begin,
        {group_ends_.data() + cage.groups_begin,
         static_cast<std::size_t>(cage.groups_end - cage.groups_begin)},
        cage.sum);
  }

  Propagation by_combinations(GeneralState& state, const CageLayout& cage) {
    const int size = cage.cells_end - cage.cells_begin;
    const int* cells = cells_.data() + cage.cells_begin;
    // The written cells' digits, and the open cells with their candidates: only the open cells
    // take part in the work below (a written digit is in every combination still possible).
    std::array<int, kMaxCageCells> open;
    std::array<Mask, kMaxCageCells> masks;
    std::array<Mask, kMaxCageCells> support;
    int open_count = 0;
    Mask written = 0;
    Mask anywhere = 0;
    for (int i = 0; i < size; ++i) {
      const Mask mask = state.candidates(cells[i]);
      if (is_single(mask)) {
        // Two written cells with one digit: the cells are peers, so no solution is left.
        if ((written & mask) != 0) return Propagation::failed;
        written |= mask;
        continue;
      }
      const auto slot = static_cast<std::size_t>(open_count++);
      open[slot] = cells[i];
      masks[slot] = mask;
      anywhere |= mask;
    }
    // Every cell written: the cage holds when its digits add up to its total.
    if (open_count == 0) {
      int total = 0;
      for (Mask rest = written; rest != 0; rest &= rest - 1) total += std::countr_zero(rest) + 1;
      return total == cage.sum ? Propagation::fixpoint : Propagation::failed;
    }
    anywhere |= written;
    const Mask needed = digits_required(state, cage) | written;
    // Which combinations the open cells can still hold, and what each open cell keeps of them
    // (cage_filter.hpp).
    const std::span<const Mask> open_masks(masks.data(), static_cast<std::size_t>(open_count));
    const std::span<const Mask> listed(
        combinations_.data() + cage.combinations_begin,
        static_cast<std::size_t>(cage.combinations_end - cage.combinations_begin));
    const std::span<Mask> supported(support.data(), static_cast<std::size_t>(open_count));
    const CombinationFilter found =
        fits_in_lanes(open_masks, all_digits_)
            ? filter_combinations_in_lanes(listed, open_masks, written, anywhere, needed, supported)
            : filter_combinations_by_cells(listed, open_masks, written, anywhere, needed,
                                           supported);
    const Mask in_every = found.in_every;
    const bool any = found.any;
    if (!any) return Propagation::failed;
    bool changed = false;
    for (int i = 0; i < open_count; ++i) {
      const Mask keep = support[static_cast<std::size_t>(i)];
      if (keep == masks[static_cast<std::size_t>(i)]) continue;
      if (!state.restrict_to(open[static_cast<std::size_t>(i)], keep)) return Propagation::failed;
      masks[static_cast<std::size_t>(i)] = state.candidates(open[static_cast<std::size_t>(i)]);
      changed = true;
    }
    // Digits of every combination with one place left among the open cells go there; with two or
    // more, they leave the cells outside that see them all.
    for (Mask needed_open = in_every; needed_open != 0; needed_open &= needed_open - 1) {
      const Mask digit = needed_open & (~needed_open + 1);
      int place = -1;
      int places = 0;
      for (int i = 0; i < open_count; ++i) {
        if ((masks[static_cast<std::size_t>(i)] & digit) != 0) {
          place = i;
          ++places;
        }
      }
      if (places == 0) return Propagation::failed;
      if (places == 1 && masks[static_cast<std::size_t>(place)] != digit) {
        if (!state.restrict_to(open[static_cast<std::size_t>(place)], digit)) {
          return Propagation::failed;
        }
        masks[static_cast<std::size_t>(place)] = digit;
        changed = true;
      }
      if (places >= 2) {
        const Propagation locked = lock_in_peers(state, open.data(), open_count, masks, digit);
        if (locked == Propagation::failed) return Propagation::failed;
        if (locked == Propagation::changed) changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  std::span<const int> cells_of(const CageLayout& cage) const {
    return {cells_.data() + cage.cells_begin,
            static_cast<std::size_t>(cage.cells_end - cage.cells_begin)};
  }

  // Lists in split_ the cage's combinations that its cells can still hold (each digit of it is a
  // candidate of some cell, each cell has a digit of it, no two cells left with one digit of it
  // share it): restricting the cells to one of two or more such combinations always removes a
  // candidate, so a split always makes progress;
  // stops early past `enough` of them (0: no limit). Returns how many it listed.
  std::size_t live_combinations(const GeneralState& state, const CageLayout& cage,
                                std::size_t enough) {
    split_.clear();
    const int* cells = cells_.data() + cage.cells_begin;
    const int size = cage.cells_end - cage.cells_begin;
    Mask anywhere = 0;
    for (int i = 0; i < size; ++i) anywhere |= state.candidates(cells[i]);
    for (int c = cage.combinations_begin; c < cage.combinations_end; ++c) {
      const Mask combination = combinations_[static_cast<std::size_t>(c)];
      if ((combination & ~anywhere) != 0) continue;
      Mask pinned = 0;
      bool possible = true;
      for (int i = 0; i < size && possible; ++i) {
        const Mask share = state.candidates(cells[i]) & combination;
        if (share == 0 || (is_single(share) && (pinned & share) != 0)) possible = false;
        if (is_single(share)) pinned |= share;
      }
      if (!possible) continue;
      split_.push_back(combination);
      if (enough != 0 && split_.size() >= enough) break;
    }
    return split_.size();
  }

  // The digits the cage must hold because a house it meets can put them nowhere else: in a house,
  // the digits that no cell outside the cage can take.
  Mask digits_required(const GeneralState& state, const CageLayout& cage) const {
    Mask required = 0;
    for (int k = cage.houses_begin; k < cage.houses_end; ++k) {
      Mask outside = 0;
      for (int j = outside_start_[static_cast<std::size_t>(k)];
           j < outside_start_[static_cast<std::size_t>(k) + 1]; ++j) {
        outside |= state.candidates(outside_cells_[static_cast<std::size_t>(j)]);
      }
      required |= all_digits_ & ~outside;
    }
    return required;
  }

  // A digit the cage must hold leaves every cell outside it that sees all its places in the cage
  // (the cage is a locked set for it, as a box is for pointing): the peers of the first place,
  // narrowed by those of each other place, across every house and cage the layout knows.
  Propagation lock_in_peers(GeneralState& state, const int* cells, int size,
                            const std::array<Mask, kMaxCageCells>& masks, Mask digit) {
    std::array<int, kMaxCageCells> places;
    std::size_t count = 0;
    for (int i = 0; i < size; ++i) {
      if ((masks[static_cast<std::size_t>(i)] & digit) != 0) places[count++] = cells[i];
    }
    return peers_.remove_from_cells_seeing_all(state, {places.data(), count}, digit, seeing_all_);
  }

  int side_;
  std::vector<Mask> split_;  // offer_split's alternatives
  PeerSets peers_;
  std::vector<std::uint64_t> seeing_all_;  // lock_in_peers' scratch: the cells seeing each place
  Mask all_digits_;
  std::vector<int> cage_houses_;    // per cage: the houses holding a cell of it
  std::vector<int> outside_start_;  // per entry k of cage_houses_: outside_cells_[start[k] …
  std::vector<int> outside_cells_;  // start[k+1]), the cells of that house outside the cage
  std::vector<int> house_cells_;    // the layout's houses (see Layout)
  std::vector<int> house_start_;
  std::vector<int> houses_;
  std::vector<CageLayout> cages_;
  std::vector<int> cells_;
  std::vector<Mask> combinations_;
  // Per cell, the entries it wakes (its cages and implied sums): entry_words_ words of bits.
  using WakeTable = std::vector<std::uint64_t>;
  int entry_words_ = 0;
  std::vector<int> group_ends_;  // per entry: its exclusion groups' ends
  int late_begin_;               // entries from here on join late (kRoundsBeforeLateEntries)
  WakeTable wake_early_;         // without the late entries
  WakeTable wake_all_;
  const WakeTable* wake_ = nullptr;
  std::uint64_t rounds_ = 0;  // calls of propagate() while the late entries wait
  UnitSet waiting_;           // cages and implied sums, the highest-numbered first
};

}  // namespace

std::unique_ptr<Propagator> make_cage_propagator(const Puzzle& puzzle, const Layout& layout) {
  // Nothing to build without a cage: in a fresh process, the tables below were a tenth of a
  // variant puzzle's first solve (their first pages of memory).
  if (!puzzle.has_cages()) return nullptr;
  const bool listed = layout.side <= kMaxSideForCombinations;
  std::vector<CageLayout> cages;
  std::vector<int> cells;
  std::vector<Mask> combinations;
  std::vector<std::vector<int>> cages_of_cell(static_cast<std::size_t>(layout.cell_count));
  std::vector<int> group_ends;
  PeerSets peers(layout);
  // Splits the entry's added and subtracted cells into exclusion groups, each side on its own,
  // and lists the cells group by group; kept only when some group holds two cells or more.
  auto group = [&](CageLayout& entry) {
    const auto first = cells.begin() + entry.cells_begin;
    const auto minus = cells.begin() + entry.minus_begin;
    const auto last = cells.begin() + entry.cells_end;
    std::vector<int> ordered;
    std::vector<int> ends;
    split_into_exclusion_groups(std::span<const int>(cells.data() + entry.cells_begin,
                                                     static_cast<std::size_t>(minus - first)),
                                peers, ordered, ends);
    split_into_exclusion_groups(std::span<const int>(cells.data() + entry.minus_begin,
                                                     static_cast<std::size_t>(last - minus)),
                                peers, ordered, ends);
    entry.groups_begin = static_cast<int>(group_ends.size());
    entry.groups_end = entry.groups_begin;
    if (ends.size() == ordered.size() || std::ssize(ends) > kMostExclusionGroups) return;
    // Kept only where the groups bound the sum before any digit is known: their least or their
    // greatest total lies within N − 1 of it (see the top of this file).
    const auto [least, greatest] = exclusion_group_bounds(ends, layout.side);
    const int target = entry.sum + (entry.cells_end - entry.minus_begin) * (layout.side + 1);
    if (std::min(target - least, greatest - target) >= layout.side - 1) return;
    std::copy(ordered.begin(), ordered.end(), first);
    group_ends.insert(group_ends.end(), ends.begin(), ends.end());
    entry.groups_end = static_cast<int>(group_ends.size());
  };
  // A new entry over the cells of `plus` (added up) and `minus` (subtracted), which wake it.
  auto start_entry = [&](const std::vector<int>& plus, const std::vector<int>& minus, int sum) {
    for (const std::vector<int>* side : {&plus, &minus}) {
      for (const int cell : *side) {
        cages_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(cages.size()));
      }
    }
    CageLayout entry{};
    entry.cells_begin = static_cast<int>(cells.size());
    cells.insert(cells.end(), plus.begin(), plus.end());
    entry.minus_begin = static_cast<int>(cells.size());
    cells.insert(cells.end(), minus.begin(), minus.end());
    entry.cells_end = static_cast<int>(cells.size());
    entry.sum = sum;
    entry.combinations_begin = static_cast<int>(combinations.size());
    entry.combinations_end = entry.combinations_begin;
    return entry;
  };
  auto add = [&](const std::vector<int>& sum_cells, int sum, bool distinct) {
    const int size = static_cast<int>(sum_cells.size());
    CageLayout entry = start_entry(sum_cells, {}, sum);
    entry.rule = SumRule::bounds;
    if (distinct && listed && size >= 1 && size <= layout.side) {
      entry.rule = SumRule::combinations;
      // Every set of `size` digits adding up to the sum, in increasing order of their masks.
      const auto first = static_cast<std::ptrdiff_t>(combinations.size());
      if (list_sum_combinations(layout.all_digits, size, sum, kMostCombinationsListed,
                                combinations)) {
        std::sort(combinations.begin() + first, combinations.end());
      } else {
        combinations.resize(static_cast<std::size_t>(first));
        entry.rule = SumRule::bounds;
      }
    } else if (!distinct && size <= kMaxReachableCells && size * layout.side < 64) {
      entry.rule = SumRule::reachable_sums;
    }
    entry.combinations_end = static_cast<int>(combinations.size());
    if (entry.rule != SumRule::combinations) group(entry);
    cages.push_back(entry);
  };
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) add(cage->cells, cage->sum, true);
  }
  if (cages.empty()) return nullptr;
  const bool few_large_cages =
      layout.side <= kLargestSideForDifferences && std::ssize(cells) > 3 * std::ssize(cages);
  const ImpliedRules implied =
      implied_rules(puzzle, layout, kMaxImpliedCells, few_large_cages ? kMaxDifferenceCells : 0,
                    kMaxSubtractedCells);
  for (const ImpliedSum& sum : implied.sums) {
    const bool distinct = pairwise_peers(layout, sum.cells);
    if (distinct && static_cast<int>(sum.cells.size()) > kMaxDistinctImpliedCells) continue;
    add(sum.cells, sum.sum, distinct);
  }
  // The small differences first, then the large ones, which join late.
  int late_begin = static_cast<int>(cages.size());
  for (const bool late : {false, true}) {
    if (late) late_begin = static_cast<int>(cages.size());
    for (const ImpliedDifference& difference : implied.differences) {
      const int size = static_cast<int>(difference.plus.size() + difference.minus.size());
      if ((size > kMostEarlyDifferenceCells) != late) continue;
      CageLayout entry = start_entry(difference.plus, difference.minus, difference.total);
      entry.rule = SumRule::difference;
      group(entry);
      cages.push_back(entry);
    }
  }
  return std::make_unique<CagePropagator>(
      std::move(cages), std::move(cells), std::move(combinations), cages_of_cell,
      std::move(group_ends), std::move(peers), layout, late_begin);
}

}  // namespace sudoku::detail::general
