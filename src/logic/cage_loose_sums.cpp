// The loose sums: cells whose total is known but whose digits need not all differ, the innies or
// outies of several houses (and outies less the innies in no cage, "r5c1 + r5c2 − r4c9 = 7").
// Every assignment is tried, cells that see each other taking different digits: so only up to
// kMostLooseCells cells, and the search gives up (keeping every candidate) past kMostLooseNodes
// nodes. The searches are kept by key (cage_sums.hpp).
#include <algorithm>
#include <array>
#include <bit>

#include "core/bit_count.hpp"
#include "logic/cage_sums.hpp"

namespace sudoku::logic {
namespace {

constexpr std::size_t kMostLooseCells = 8;
constexpr int kMostLooseNodes = 20000;

// The search of analyse_loose_into depends only on this: the empty cells' signs, candidates and
// which earlier ones each sees, and what they add up to. Forcing chains ask for the same innies and
// outies at every step of every branch, mostly with the same candidates, so the searches are
// kept (per thread, the last kResultsKept of them) by this key.
struct LooseKey {
  std::size_t count = 0;
  std::size_t plus_count = 0;  // the cells after them are taken away
  int remaining = 0;
  std::array<std::uint64_t, kMostLooseCells> candidates{};
  std::array<std::uint64_t, kMostLooseCells> seen_earlier{};  // bit j: sees the cell j before it
  bool operator==(const LooseKey&) const = default;

  std::size_t hash() const {
    std::uint64_t value = count * 31 + plus_count;
    mix_hash(value, static_cast<std::uint64_t>(static_cast<std::int64_t>(remaining)));
    for (std::size_t index = 0; index < count; ++index) {
      mix_hash(value, candidates[index]);
      mix_hash(value, seen_earlier[index]);
    }
    return static_cast<std::size_t>(value);
  }
};

// What the search finds: the digit sets and the first assignments (as in SumAnalysis), how many
// there are, and the digits some assignment gives each cell.
struct LooseResult {
  bool skipped = false;
  std::vector<std::uint64_t> fitting;
  std::array<std::array<Digit, kMostLooseCells>, kCombinationsNamed> assignments{};
  std::size_t named = 0;
  std::size_t assignment_count = 0;
  std::array<std::uint64_t, kMostLooseCells> supported{};
};

// How many digits a mask holds: from a table up to 9 digits (the build does not assume the
// processor's popcount instruction, and the loose search counts its nodes this way).
constexpr std::size_t kCountedMasks = 512;
constexpr std::array<std::uint8_t, kCountedMasks> kDigitCounts = [] {
  std::array<std::uint8_t, kCountedMasks> counts{};
  for (std::size_t mask = 0; mask < kCountedMasks; ++mask) {
    counts[mask] = static_cast<std::uint8_t>(detail::bit_count(mask));
  }
  return counts;
}();
int digit_count(std::uint64_t mask) {
  return mask < kCountedMasks ? kDigitCounts[mask] : detail::bit_count(mask);
}

// The node counts of a search's last cells, kept within the search by all they depend on: what
// is left to add up and the digits each of those cells has open (less the digits of the cells
// before them that it sees). About half the counts of the last four cells meet the same again in
// their search (rating the first 7 of the 30 minimal Killers of `generate --variant killer
// --minimal --count 30 --seed 1`: 11.4 million counts, 5.6 million different), so each thread
// keeps the last of them, and of the last three cells within those, by slot, marked with the
// search that counted them.
template <std::size_t Cells, std::size_t Slots>
class KeptCounts {
 public:
  using Masks = std::array<std::uint64_t, Cells>;
  struct Count {
    std::uint64_t search = 0;  // which search counted it (0: none yet)
    int left = 0;
    int nodes = 0;
    Masks open{};
  };
  // The slot of (left, open), which holds their count when `counted` says so.
  Count& slot(int left, const Masks& open) {
    std::uint64_t value = static_cast<std::uint64_t>(static_cast<std::int64_t>(left));
    for (const std::uint64_t mask : open) mix_hash(value, mask);
    return counts_[value % Slots];
  }
  static bool counted(const Count& count, std::uint64_t search, int left, const Masks& open) {
    return count.search == search && count.left == left && count.open == open;
  }

 private:
  std::array<Count, Slots> counts_{};
};
using LastFourCounts = KeptCounts<4, 1024>;
using LastThreeCounts = KeptCounts<3, 4096>;

// The thread's tables, and how many searches they have served.
LastFourCounts& last_four_counts() {
  thread_local LastFourCounts counts;
  return counts;
}
LastThreeCounts& last_three_counts() {
  thread_local LastThreeCounts counts;
  return counts;
}
std::uint64_t& searches_counted() {
  thread_local std::uint64_t searches = 0;
  return searches;
}

// Every way to give each cell one of its candidates, cells that see each other taking different
// digits, adding up to key.remaining; past kMostLooseNodes nodes, skipped.
LooseResult loose_search(const LooseKey& key) {
  LooseResult result;
  const std::size_t count = key.count;
  // Each cell's sign: +1 added, −1 taken away (kept apart from the key, which the compiler
  // would read again at every use).
  std::array<int, kMostLooseCells> signs{};
  for (std::size_t index = 0; index < count; ++index) {
    signs[index] = index < key.plus_count ? 1 : -1;
  }
  const auto sign = [&signs](std::size_t index) { return signs[index]; };
  // The least and greatest sums of the cells from each index on.
  std::array<int, kMostLooseCells + 1> least{};
  std::array<int, kMostLooseCells + 1> greatest{};
  int widest = 0;  // the largest digit of any candidate
  for (std::size_t index = count; index-- > 0;) {
    const std::uint64_t candidates = key.candidates[index];
    const int top = static_cast<int>(std::bit_width(candidates));
    widest = std::max(widest, top);
    const int low = candidates == 0 ? 0 : sign(index) * (std::countr_zero(candidates) + 1);
    const int high = candidates == 0 ? 0 : sign(index) * top;
    least[index] = least[index + 1] + std::min(low, high);
    greatest[index] = greatest[index + 1] + std::max(low, high);
  }
  std::array<Digit, kMostLooseCells> chosen{};
  // The digit sets met so far, when their digits are at most 9 (512 masks); larger ones are
  // looked up in `fitting`.
  constexpr std::size_t kMostMarkedSets = 512;
  std::array<std::uint64_t, kMostMarkedSets / 64> met{};
  const bool marks = widest <= 9;
  // One assignment more, `chosen`, whose digits are `digits` (repeats merged); the digits it
  // gives each cell are added to `supported` by the caller.
  const auto count_assignment = [&](std::uint64_t digits) {
    if (result.named < kCombinationsNamed) result.assignments[result.named++] = chosen;
    ++result.assignment_count;
    if (marks) {
      std::uint64_t& word = met[digits / 64];
      if ((word >> (digits % 64) & 1U) != 0) return;
      word |= std::uint64_t{1} << (digits % 64);
    } else if (std::find(result.fitting.begin(), result.fitting.end(), digits) !=
               result.fitting.end()) {
      return;
    }
    result.fitting.push_back(digits);
  };
  // The digits chosen for the cells before `index`, each added to what its cell is given.
  const auto support_chosen_before = [&](std::size_t index) {
    for (std::size_t k = 0; k < index; ++k) result.supported[k] |= bit_of(chosen[k]);
  };
  // Every call counts as a node, as it did when every cell's digits were each a call of their
  // own: count_nodes counts the last three cells' calls from masks, and `assign` lists only
  // when they are at most kMostLooseNodes.
  int nodes = 0;
  // The digits chosen for the `earlier` cells (a mask of indices).
  const auto taken_by = [&](std::uint64_t earlier) {
    std::uint64_t taken = 0;
    for (; earlier != 0; earlier &= earlier - 1) {
      taken |= bit_of(chosen[static_cast<std::size_t>(std::countr_zero(earlier))]);
    }
    return taken;
  };
  // The digits from `low` to `high` (clipped to 1..64), as a mask.
  const auto digits_between = [](int low, int high) -> std::uint64_t {
    low = std::max(low, 1);
    high = std::min(high, 64);
    if (low > high) return 0;
    const std::uint64_t up_to = high == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << high) - 1;
    return up_to & ~((std::uint64_t{1} << (low - 1)) - 1);
  };
  // The digits of the cell before `last`, given what is `left` for both, within the last cell's
  // bounds.
  const auto within_bounds = [&](std::size_t last, int both_left) {
    return sign(last - 1) > 0 ? digits_between(both_left - greatest[last], both_left - least[last])
                              : digits_between(least[last] - both_left, greatest[last] - both_left);
  };
  // First the nodes alone, the same count as `assign` below, without listing assignments: the
  // last two cells' calls are counted from masks. A search past kMostLooseNodes (nearly half of
  // those forcing chains ask for on a Killer) is then skipped without listing anything.
  // The nodes below the third cell from the end (`index`, whose call is counted and within
  // its bounds), `open` its digits not taken by the cells before it, `next_base` and
  // `last_base` the next two cells' not taken by the cells before `index`: for each digit of
  // `index`, the next cell's call is one node, and within its bounds its digits (calls of the
  // last cell) and, for those within the last cell's bounds, the last cell's digits, less the
  // digits they take from cells they see.
  const auto count_last_three = [&](std::size_t index, int left, std::uint64_t open,
                                    std::uint64_t next_base, std::uint64_t last_base) {
    const std::size_t next = index + 1;
    const std::size_t last = index + 2;
    const std::uint64_t this_cell = std::uint64_t{1} << index;
    const std::uint64_t next_cell = std::uint64_t{1} << next;
    const bool next_sees_this = (key.seen_earlier[next] & this_cell) != 0;
    const bool last_sees_this = (key.seen_earlier[last] & this_cell) != 0;
    const bool last_sees_next = (key.seen_earlier[last] & next_cell) != 0;
    for (std::uint64_t rest = open; rest != 0; rest &= rest - 1) {
      const std::uint64_t bit = rest & (~rest + 1);
      if (++nodes > kMostLooseNodes) return;
      const int next_left = left - sign(index) * digit_of_bit(bit);
      if (next_left < least[next] || next_left > greatest[next]) continue;
      const std::uint64_t next_open = next_sees_this ? next_base & ~bit : next_base;
      const std::uint64_t base = last_sees_this ? last_base & ~bit : last_base;
      const std::uint64_t within = next_open & within_bounds(last, next_left);
      nodes += digit_count(next_open) + digit_count(within) * digit_count(base) -
               (last_sees_next ? digit_count(within & base) : 0);
    }
  };
  // The last cells' counts kept for this search (the tables are the thread's, their slots
  // marked with the search that filled them).
  LastFourCounts& last_four = last_four_counts();
  LastThreeCounts& last_three = last_three_counts();
  const std::uint64_t search_number = ++searches_counted();
  const auto count_nodes = [&](auto& self, std::size_t index, int left) -> void {
    if (++nodes > kMostLooseNodes) return;
    if (left < least[index] || left > greatest[index]) return;
    const std::uint64_t open = key.candidates[index] & ~taken_by(key.seen_earlier[index]);
    if (index + 1 == count) {
      nodes += digit_count(open);
      return;
    }
    if (index + 2 == count) {
      // One node per call for the last cell; those within its bounds count its digits left.
      const std::size_t last = index + 1;
      const std::uint64_t this_cell = std::uint64_t{1} << index;
      const std::uint64_t base =
          key.candidates[last] & ~taken_by(key.seen_earlier[last] & ~this_cell);
      const bool sees_this = (key.seen_earlier[last] & this_cell) != 0;
      const std::uint64_t within = open & within_bounds(last, left);
      nodes += digit_count(open) + digit_count(within) * digit_count(base) -
               (sees_this ? digit_count(within & base) : 0);
      return;
    }
    const std::uint64_t this_cell = std::uint64_t{1} << index;
    // The cells after this one: their candidates less the digits of the cells before this one
    // that they see.
    const auto base_of = [&](std::size_t later) {
      const std::uint64_t from_this_on = ~((std::uint64_t{1} << index) - 1);
      return key.candidates[later] & ~taken_by(key.seen_earlier[later] & ~from_this_on);
    };
    if (index + 3 == count) {
      count_last_three(index, left, open, base_of(index + 1), base_of(index + 2));
      return;
    }
    if (index + 4 == count) {
      // The same once more: for each digit of this cell, the next cell's call is one node, and
      // within its bounds the last three cells are counted, less this cell's digit where they
      // see this cell.
      const std::size_t next = index + 1;
      const std::array<std::uint64_t, 3> bases{base_of(next), base_of(index + 2),
                                               base_of(index + 3)};
      const LastFourCounts::Masks four{open, bases[0], bases[1], bases[2]};
      LastFourCounts::Count& kept = last_four.slot(left, four);
      if (LastFourCounts::counted(kept, search_number, left, four)) {
        nodes += kept.nodes;
        return;
      }
      const int nodes_before = nodes;
      std::array<bool, 3> sees_this{};
      for (std::size_t later = 0; later < 3; ++later) {
        sees_this[later] = (key.seen_earlier[next + later] & this_cell) != 0;
      }
      for (std::uint64_t rest = open; rest != 0; rest &= rest - 1) {
        const std::uint64_t bit = rest & (~rest + 1);
        if (++nodes > kMostLooseNodes) return;
        const int next_left = left - sign(index) * digit_of_bit(bit);
        if (next_left < least[next] || next_left > greatest[next]) continue;
        const auto less_this = [&](std::size_t later) {
          return sees_this[later] ? bases[later] & ~bit : bases[later];
        };
        const LastThreeCounts::Masks three{less_this(0), less_this(1), less_this(2)};
        LastThreeCounts::Count& kept_three = last_three.slot(next_left, three);
        if (LastThreeCounts::counted(kept_three, search_number, next_left, three)) {
          nodes += kept_three.nodes;
          if (nodes > kMostLooseNodes) return;
          continue;
        }
        const int nodes_before_three = nodes;
        count_last_three(next, next_left, three[0], three[1], three[2]);
        if (nodes > kMostLooseNodes) return;
        kept_three = {search_number, next_left, nodes - nodes_before_three, three};
      }
      kept = {search_number, left, nodes - nodes_before, four};
      return;
    }
    for (std::uint64_t rest = open; rest != 0; rest &= rest - 1) {
      const Digit digit = digit_of_bit(rest & (~rest + 1));
      chosen[index] = digit;
      self(self, index + 1, left - sign(index) * digit);
      if (nodes > kMostLooseNodes) return;
    }
  };
  count_nodes(count_nodes, 0, key.remaining);
  if (nodes > kMostLooseNodes) {
    result.skipped = true;
    return result;
  }
  // Then every assignment, in the same order as the nodes were counted. There are at most
  // kMostLooseNodes nodes, so nothing is cut short and they are not counted again; the last
  // three cells are tried in loops, and only digits within the last cell's bounds.
  // The last two cells (`index` and the one after), `open` and `base` their digits not taken by
  // the cells before `index`, `sees_this` when the last sees `index`; `before` the digits of the
  // cells before `index`. What the two cells are given is gathered in the loop, and the cells
  // before them are given their digits once, when some assignment is found.
  const auto assign_last_two = [&](std::size_t index, int left, std::uint64_t open,
                                   std::uint64_t base, bool sees_this, std::uint64_t before) {
    const std::size_t last = index + 1;
    std::uint64_t this_given = 0;
    std::uint64_t last_given = 0;
    for (std::uint64_t rest = open & within_bounds(last, left); rest != 0; rest &= rest - 1) {
      const std::uint64_t bit = rest & (~rest + 1);
      const int digit = sign(last) * (left - sign(index) * digit_of_bit(bit));  // leaves 0
      const std::uint64_t last_open = sees_this ? base & ~bit : base;
      if (digit < 1 || digit > 64 || (last_open & bit_of(static_cast<Digit>(digit))) == 0) {
        continue;
      }
      const std::uint64_t digit_bit = bit_of(static_cast<Digit>(digit));
      chosen[index] = digit_of_bit(bit);
      chosen[last] = static_cast<Digit>(digit);
      this_given |= bit;
      last_given |= digit_bit;
      count_assignment(before | bit | digit_bit);
    }
    if (this_given == 0) return;
    support_chosen_before(index);
    result.supported[index] |= this_given;
    result.supported[last] |= last_given;
  };
  // `before`: the digits chosen for the cells before `index`.
  const auto assign = [&](auto& self, std::size_t index, int left, std::uint64_t before) -> void {
    if (left < least[index] || left > greatest[index]) return;
    const std::uint64_t open = key.candidates[index] & ~taken_by(key.seen_earlier[index]);
    const std::uint64_t this_cell = std::uint64_t{1} << index;
    if (index + 1 == count) {
      const int digit = sign(index) * left;  // the one that leaves 0
      if (digit < 1 || digit > 64 || (open & bit_of(static_cast<Digit>(digit))) == 0) return;
      chosen[index] = static_cast<Digit>(digit);
      support_chosen_before(index + 1);
      count_assignment(before | bit_of(chosen[index]));
      return;
    }
    if (index + 2 == count) {
      const std::size_t last = index + 1;
      assign_last_two(index, left, open,
                      key.candidates[last] & ~taken_by(key.seen_earlier[last] & ~this_cell),
                      (key.seen_earlier[last] & this_cell) != 0, before);
      return;
    }
    if (index + 3 == count) {
      const std::size_t next = index + 1;
      const std::size_t last = index + 2;
      const std::uint64_t next_cell = std::uint64_t{1} << next;
      const std::uint64_t next_base =
          key.candidates[next] & ~taken_by(key.seen_earlier[next] & ~this_cell);
      const std::uint64_t last_base =
          key.candidates[last] & ~taken_by(key.seen_earlier[last] & ~this_cell & ~next_cell);
      const bool next_sees_this = (key.seen_earlier[next] & this_cell) != 0;
      const bool last_sees_this = (key.seen_earlier[last] & this_cell) != 0;
      const bool last_sees_next = (key.seen_earlier[last] & next_cell) != 0;
      for (std::uint64_t rest = open; rest != 0; rest &= rest - 1) {
        const std::uint64_t bit = rest & (~rest + 1);
        const int next_left = left - sign(index) * digit_of_bit(bit);
        if (next_left < least[next] || next_left > greatest[next]) continue;
        chosen[index] = digit_of_bit(bit);
        assign_last_two(next, next_left, next_sees_this ? next_base & ~bit : next_base,
                        last_sees_this ? last_base & ~bit : last_base, last_sees_next,
                        before | bit);
      }
      return;
    }
    for (std::uint64_t rest = open; rest != 0; rest &= rest - 1) {
      const std::uint64_t bit = rest & (~rest + 1);
      chosen[index] = digit_of_bit(bit);
      self(self, index + 1, left - sign(index) * chosen[index], before | bit);
    }
  };
  assign(assign, 0, key.remaining, 0);
  return result;
}

// loose_search, kept.
const LooseResult& kept_loose_search(const LooseKey& key) {
  return kept_result<LooseResult>(
      key, [](const LooseKey& search_key) { return loose_search(search_key); });
}

}  // namespace

void analyse_loose_into(const CandidateGrid& grid, const SumSet& set, SumAnalysis& analysis) {
  analysis.clear();
  analysis.loose = true;
  analysis.remaining = set.total;
  analysis.take_cells(grid, set.cells, +1);
  analysis.plus_count = analysis.empty_cells.size();
  analysis.take_cells(grid, set.minus, -1);
  std::sort(analysis.placed.begin(), analysis.placed.end());
  const std::vector<int>& cells = analysis.empty_cells;
  const std::size_t count = cells.size();
  if (count == 0) return;
  if (count > kMostLooseCells) {
    analysis.skipped = true;
    return;
  }
  LooseKey key;
  key.count = count;
  key.plus_count = analysis.plus_count;
  key.remaining = analysis.remaining;
  for (std::size_t index = 0; index < count; ++index) {
    key.candidates[index] = grid.candidates(cells[index]);
    for (std::size_t earlier = 0; earlier < index; ++earlier) {
      if (grid.sees(cells[earlier], cells[index])) {
        key.seen_earlier[index] |= std::uint64_t{1} << earlier;
      }
    }
  }
  const LooseResult& result = kept_loose_search(key);
  if (result.skipped) {
    analysis.skipped = true;
    return;
  }
  analysis.fitting = result.fitting;
  analysis.assignment_count = result.assignment_count;
  for (std::size_t index = 0; index < count; ++index) {
    for (std::uint64_t left = key.candidates[index] & ~result.supported[index]; left != 0;
         left &= left - 1) {
      analysis.eliminations.push_back({cells[index], digit_of_bit(left & (~left + 1))});
    }
  }
  // The assignments are named only in a step's sentence: a forcing chain asks for these sums
  // a million times in a rating, mostly without a step, and each would allocate.
  if (analysis.eliminations.empty()) return;
  for (std::size_t index = 0; index < result.named; ++index) {
    const auto& assignment = result.assignments[index];
    analysis.assignments.emplace_back(assignment.begin(),
                                      assignment.begin() + static_cast<std::ptrdiff_t>(count));
  }
}

}  // namespace sudoku::logic
