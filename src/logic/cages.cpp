// Killer cage logic: what a total allows.
//
//   cage combination   the digits of a cage differ and add up to its total: only some sets of
//                      digits do, and only those whose digits its cells' candidates can take
//                      one each. A candidate no such set puts in its cell goes. ("The cage at
//                      r1c1 adds up to 7: r1c1, r1c2 and r2c1 can only be 1+2+4, so …") Then
//                      a digit that every such set holds must go in the cage: when the cells
//                      of the cage that can take it all lie in one house, the rest of the
//                      house loses it. (2.4)
//   innies and outies  a house holds every digit once, so its cells add up to 1+2+…+N (45 on
//                      9×9). Take away the cages lying wholly inside it: the rest of the house
//                      (the innies) adds up to what is left, and is a cage of its own. When
//                      every innie is in a cage, those cages reach out of the house by some
//                      cells (the outies), which add up to the cages' totals less the innies'
//                      sum. Innies (and outies that all see each other) are treated as a cage;
//                      a single one is placed at once. Then the same for several rows (or
//                      columns) side by side, which hold every digit once each: 90 for two
//                      rows of a 9×9, 135 for three; then blocks of boxes (cage_regions.cpp).
//                      Their innies and outies need not see each other, so their digits may
//                      repeat; up to kMostLooseCells of them are looked at, every assignment
//                      tried. When some innies are in no cage, the outies less those innies
//                      add up to the covering cages' totals less the region's ("r5c1 + r5c2 −
//                      r4c9 = 7"), tried the same way. (2.5)
//
// Cage combinations are found by enumerating the sets of distinct digits with the right sum
// (smallest first, pruned by the least and greatest sums still reachable), then, for each set,
// matching cells to digits (Kuhn's augmenting paths): a candidate is kept when some set has a
// matching that gives it to its cell. A cage whose sets number more than kMostCombinations is
// skipped (large cages of large grids), so the finders stay quick.
// Both searches depend only on a key (the empty cells' candidates, the sum, for loose cells which
// see which), not on where the cells are: forcing chains ask for the same sets at every step of
// every branch, so each thread keeps the last few thousand results by key (kept_sum_search,
// kept_loose_search).
#include <algorithm>
#include <array>
#include <bit>
#include <numeric>
#include <span>

#include <fmt/format.h>

#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr std::size_t kMostCombinations = 2000;
// Innies or outies of several houses, whose digits may repeat: every assignment is tried, so
// only a few cells, and the search gives up (keeping every candidate) past kMostLooseNodes.
constexpr std::size_t kMostLooseCells = 8;
constexpr int kMostLooseNodes = 20000;
constexpr std::size_t kCombinationsNamed = 6;

// Cells that must hold distinct digits adding up to `total`: a cage, or innies and outies.
struct SumSet {
  std::span<const int> cells;
  int total = 0;
  std::span<const int> minus;  // cells taken away from the sum (analyse_loose only)
};

// What a total allows its empty cells.
struct SumAnalysis {
  bool skipped = false;                   // too many combinations to look at
  std::vector<int> empty_cells;           // the cells still to fill
  std::vector<Digit> placed;              // the digits already in the set
  int remaining = 0;                      // what the empty cells add up to
  std::vector<std::uint64_t> fitting;     // the digit sets that fit, as masks
  std::vector<Elimination> eliminations;  // candidates no fitting set gives their cell
  // Cells that need not differ (analyse_loose): the assignments that fit, digit by cell, in
  // place of `fitting`'s sets (which then hold each assignment's digits, repeats merged).
  bool loose = false;
  std::vector<std::vector<Digit>> assignments;  // the first kCombinationsNamed
  std::size_t assignment_count = 0;
  std::size_t plus_count = 0;  // the empty cells added up; those after them are taken away
};

// Mixes `word` into a hash `value` (as boost's hash_combine does), for the keys below.
void mix_hash(std::uint64_t& value, std::uint64_t word) {
  value ^= word + 0x9e3779b97f4a7c15ULL + (value << 6) + (value >> 2);
}

// The search of analyse depends only on this: the empty cells' candidates, the digits already
// in the set and what the empty cells add up to. Forcing chains ask for the same cages at every
// step of every branch, mostly with the same candidates, so the searches of sets of up to
// kMostKeptCells cells are kept (per thread, the last kSumsKept of them) by this key.
constexpr std::size_t kMostKeptCells = 16;
struct SumKey {
  std::size_t count = 0;
  int remaining = 0;
  std::uint64_t used = 0;
  std::array<std::uint64_t, kMostKeptCells> candidates{};
  bool operator==(const SumKey&) const = default;

  std::size_t hash() const {
    std::uint64_t value = count * 31 + used;
    mix_hash(value, static_cast<std::uint64_t>(static_cast<std::int64_t>(remaining)));
    for (std::size_t index = 0; index < count; ++index) mix_hash(value, candidates[index]);
    return static_cast<std::size_t>(value);
  }
};

// What the search finds: the digit sets that fit, and the digits some fitting set gives each
// cell (its index among the empty cells).
struct SumResult {
  bool skipped = false;
  std::vector<std::uint64_t> fitting;
  std::vector<std::uint64_t> supported;
};

// The sets of `count` distinct digits adding up to `remaining` that the cells can take one each
// (`candidates`: per empty cell), smallest digits first; past kMostCombinations sets, skipped.
// The generator rates every Killer it makes with this, so it runs millions of times.
SumResult sum_search(const std::uint64_t* candidates, std::size_t count, int remaining,
                     std::uint64_t used) {
  SumResult result;
  std::uint64_t open = 0;  // the digits some empty cell may take
  for (std::size_t index = 0; index < count; ++index) open |= candidates[index];
  open &= ~used;
  // Sets of `count` digits from `open` adding up to `remaining`, smallest digits first.
  std::vector<std::uint64_t> sets;
  const std::vector<Digit> choices = digits_of(open);
  const auto pick = [&](auto& self, std::size_t from, int left, int sum, std::uint64_t mask) {
    if (sets.size() > kMostCombinations) return;
    if (left == 0) {
      if (sum == 0) sets.push_back(mask);
      return;
    }
    if (choices.size() - from < static_cast<std::size_t>(left)) return;
    // The least and greatest sums of `left` digits from here on.
    int least = 0;
    int greatest = 0;
    for (int index = 0; index < left; ++index) {
      least += choices[from + static_cast<std::size_t>(index)];
      greatest += choices[choices.size() - 1 - static_cast<std::size_t>(index)];
    }
    if (sum < least || sum > greatest) return;
    for (std::size_t index = from; index < choices.size(); ++index) {
      self(self, index + 1, left - 1, sum - choices[index], mask | bit_of(choices[index]));
    }
  };
  pick(pick, 0, static_cast<int>(count), remaining, 0);
  if (sets.size() > kMostCombinations) {
    result.skipped = true;
    return result;
  }
  // True when every cell can take a different digit of `digits` from its candidates; the cell
  // `fixed`, when not count, must take `fixed_bit`.
  constexpr std::size_t kMostCells = 64;  // a set of cells holds distinct digits of at most 64
  std::array<std::uint64_t, kMostCells> allowed{};  // per cell: the digits of `digits` it may take
  const auto matches = [&](std::uint64_t digits, std::size_t fixed, std::uint64_t fixed_bit) {
    if (count > kMostCells) return false;
    for (std::size_t index = 0; index < count; ++index) {
      allowed[index] = index == fixed ? digits & fixed_bit : digits & candidates[index];
    }
    return logic::has_matching(allowed.data(), count, digits);
  };
  result.supported.assign(count, 0);
  for (std::uint64_t digits : sets) {
    if (!matches(digits, count, 0)) continue;
    result.fitting.push_back(digits);
    for (std::size_t index = 0; index < count; ++index) {
      for (std::uint64_t left = digits & candidates[index] & ~result.supported[index]; left != 0;
           left &= left - 1) {
        const std::uint64_t bit = left & (~left + 1);
        if (matches(digits, index, bit)) result.supported[index] |= bit;
      }
    }
  }
  return result;
}

// A search's result by its key, from a two-way table of this thread (one table per call site:
// each passes its own search): the search runs only when neither of the key's two slots holds it,
// and its result then takes the slot used longer ago.
template <class Result, class Key, class Search>
const Result& kept_result(const Key& key, Search search) {
  constexpr std::size_t kResultsKept = 4096;  // in pairs: a key may sit in either of two slots
  struct Kept {
    bool filled = false;
    Key key;
    Result result;
  };
  thread_local std::vector<Kept> kept(kResultsKept);
  thread_local std::vector<bool> second_newer(kResultsKept / 2);  // per pair: the one used last
  const std::size_t pair = key.hash() % (kResultsKept / 2);
  for (std::size_t way = 0; way < 2; ++way) {
    Kept& slot = kept[2 * pair + way];
    if (slot.filled && slot.key == key) {
      second_newer[pair] = way == 1;
      return slot.result;
    }
  }
  // The one used longer ago makes way.
  const std::size_t way = second_newer[pair] ? 0 : 1;
  Kept& slot = kept[2 * pair + way];
  second_newer[pair] = way == 1;
  slot.filled = true;
  slot.key = key;
  slot.result = search(key);
  return slot.result;
}

// sum_search, kept.
const SumResult& kept_sum_search(const SumKey& key) {
  return kept_result<SumResult>(key, [](const SumKey& search_key) {
    return sum_search(search_key.candidates.data(), search_key.count, search_key.remaining,
                      search_key.used);
  });
}

SumAnalysis analyse(const CandidateGrid& grid, const SumSet& set) {
  SumAnalysis analysis;
  std::uint64_t used = 0;
  analysis.remaining = set.total;
  for (int cell : set.cells) {
    if (grid.digit(cell) == kBlank) {
      analysis.empty_cells.push_back(cell);
    } else {
      analysis.placed.push_back(grid.digit(cell));
      used |= bit_of(grid.digit(cell));
      analysis.remaining -= grid.digit(cell);
    }
  }
  std::sort(analysis.placed.begin(), analysis.placed.end());
  const std::size_t count = analysis.empty_cells.size();
  if (count == 0) return analysis;
  const auto fill = [&](const SumResult& result) {
    if (result.skipped) {
      analysis.skipped = true;
      return;
    }
    analysis.fitting = result.fitting;
    for (std::size_t index = 0; index < count; ++index) {
      const int cell = analysis.empty_cells[index];
      for (Digit digit : digits_of(grid.candidates(cell) & ~result.supported[index])) {
        analysis.eliminations.push_back({cell, digit});
      }
    }
  };
  if (count > kMostKeptCells) {
    std::vector<std::uint64_t> candidates;
    candidates.reserve(count);
    for (int cell : analysis.empty_cells) candidates.push_back(grid.candidates(cell));
    fill(sum_search(candidates.data(), count, analysis.remaining, used));
    return analysis;
  }
  SumKey key;
  key.count = count;
  key.remaining = analysis.remaining;
  key.used = used;
  for (std::size_t index = 0; index < count; ++index) {
    key.candidates[index] = grid.candidates(analysis.empty_cells[index]);
  }
  fill(kept_sum_search(key));
  return analysis;
}

// The search of analyse_loose depends only on this: the empty cells' signs, candidates and which
// earlier ones each sees, and what they add up to. Forcing chains ask for the same innies and
// outies at every step of every branch, mostly with the same candidates, so the searches are
// kept (per thread, the last kLooseKept of them) by this key.
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
    counts[mask] = static_cast<std::uint8_t>(std::popcount(mask));
  }
  return counts;
}();
int digit_count(std::uint64_t mask) {
  return mask < kCountedMasks ? kDigitCounts[mask] : std::popcount(mask);
}

// Every way to give each cell one of its candidates, cells that see each other taking different
// digits, adding up to key.remaining; past kMostLooseNodes nodes, skipped.
LooseResult loose_search(const LooseKey& key) {
  LooseResult result;
  const std::size_t count = key.count;
  const auto sign = [&](std::size_t index) { return index < key.plus_count ? 1 : -1; };
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
  const auto record = [&]() {
    std::uint64_t digits = 0;
    for (std::size_t k = 0; k < count; ++k) {
      result.supported[k] |= bit_of(chosen[k]);
      digits |= bit_of(chosen[k]);
    }
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
  // Every call counts as a node, as it did when the last cell's digits were each a call of
  // their own: those calls are counted here in one go, and only the digit that makes the sum
  // can end in an assignment.
  int nodes = 0;
  const auto assign = [&](auto& self, std::size_t index, int left) -> void {
    if (++nodes > kMostLooseNodes) return;
    if (left < least[index] || left > greatest[index]) return;
    std::uint64_t taken = 0;  // the digits of the earlier cells this one sees
    for (std::uint64_t earlier = key.seen_earlier[index]; earlier != 0; earlier &= earlier - 1) {
      taken |= bit_of(chosen[static_cast<std::size_t>(std::countr_zero(earlier))]);
    }
    const std::uint64_t open = key.candidates[index] & ~taken;
    if (index + 1 == count) {
      nodes += digit_count(open);
      if (nodes > kMostLooseNodes) return;
      const int digit = sign(index) * left;  // the one that leaves 0
      if (digit < 1 || digit > 64 || (open & bit_of(static_cast<Digit>(digit))) == 0) return;
      chosen[index] = static_cast<Digit>(digit);
      record();
      return;
    }
    if (index + 2 == count) {
      // The last cell's calls, each one node, in a loop: its candidates less the digits of the
      // earlier cells it sees, and less this cell's digit when it sees this cell.
      const std::size_t last = index + 1;
      const std::uint64_t this_cell = std::uint64_t{1} << index;
      std::uint64_t others = 0;
      for (std::uint64_t earlier = key.seen_earlier[last] & ~this_cell; earlier != 0;
           earlier &= earlier - 1) {
        others |= bit_of(chosen[static_cast<std::size_t>(std::countr_zero(earlier))]);
      }
      const std::uint64_t base = key.candidates[last] & ~others;
      const bool sees_this = (key.seen_earlier[last] & this_cell) != 0;
      for (std::uint64_t rest = open; rest != 0; rest &= rest - 1) {
        const std::uint64_t bit = rest & (~rest + 1);
        if (++nodes > kMostLooseNodes) return;
        const int last_left = left - sign(index) * digit_of_bit(bit);
        if (last_left < least[last] || last_left > greatest[last]) continue;
        const std::uint64_t last_open = sees_this ? base & ~bit : base;
        nodes += digit_count(last_open);
        if (nodes > kMostLooseNodes) return;
        const int digit = sign(last) * last_left;  // the one that leaves 0
        if (digit < 1 || digit > 64 || (last_open & bit_of(static_cast<Digit>(digit))) == 0) {
          continue;
        }
        chosen[index] = digit_of_bit(bit);
        chosen[last] = static_cast<Digit>(digit);
        record();
      }
      return;
    }
    for (std::uint64_t rest = open; rest != 0; rest &= rest - 1) {
      const Digit digit = digit_of_bit(rest & (~rest + 1));
      chosen[index] = digit;
      self(self, index + 1, left - sign(index) * digit);
    }
  };
  assign(assign, 0, key.remaining);
  result.skipped = nodes > kMostLooseNodes;
  return result;
}

// loose_search, kept.
const LooseResult& kept_loose_search(const LooseKey& key) {
  return kept_result<LooseResult>(
      key, [](const LooseKey& search_key) { return loose_search(search_key); });
}

// What a total allows cells that need not all differ (innies or outies of several houses):
// every way to give each empty cell one of its candidates, cells that see each other taking
// different digits, adding up to what is left. A candidate no way uses goes.
SumAnalysis analyse_loose(const CandidateGrid& grid, const SumSet& set) {
  SumAnalysis analysis;
  analysis.loose = true;
  analysis.remaining = set.total;
  for (int cell : set.cells) {
    if (grid.digit(cell) == kBlank) {
      analysis.empty_cells.push_back(cell);
    } else {
      analysis.placed.push_back(grid.digit(cell));
      analysis.remaining -= grid.digit(cell);
    }
  }
  analysis.plus_count = analysis.empty_cells.size();
  for (int cell : set.minus) {
    if (grid.digit(cell) == kBlank) {
      analysis.empty_cells.push_back(cell);
    } else {
      analysis.placed.push_back(grid.digit(cell));
      analysis.remaining += grid.digit(cell);
    }
  }
  std::sort(analysis.placed.begin(), analysis.placed.end());
  const std::vector<int>& cells = analysis.empty_cells;
  const std::size_t count = cells.size();
  if (count == 0) return analysis;
  if (count > kMostLooseCells) {
    analysis.skipped = true;
    return analysis;
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
    return analysis;
  }
  analysis.fitting = result.fitting;
  analysis.assignment_count = result.assignment_count;
  for (std::size_t index = 0; index < result.named; ++index) {
    const auto& assignment = result.assignments[index];
    analysis.assignments.emplace_back(assignment.begin(),
                                      assignment.begin() + static_cast<std::ptrdiff_t>(count));
  }
  for (std::size_t index = 0; index < count; ++index) {
    for (Digit digit : digits_of(key.candidates[index] & ~result.supported[index])) {
      analysis.eliminations.push_back({cells[index], digit});
    }
  }
  return analysis;
}

// "r1c2 and r2c1 can only be 1+6 or 3+4"; "no set of digits fits r1c2 and r2c1".
std::string fitting_text(const CandidateGrid& grid, const SumAnalysis& analysis) {
  if (analysis.fitting.empty()) {
    return "no set of digits fits " + cell_list(grid, analysis.empty_cells);
  }
  if (analysis.loose) {
    // "r3c4, r4c4 and r4c5 can only be 1+2+4, 2+2+3 or …", digits in the cells' order.
    const auto sign_of = [&](std::size_t index) {
      return index == 0 ? "" : index < analysis.plus_count ? "+" : "−";
    };
    std::vector<std::string> named;
    for (std::size_t index = 0; index < analysis.assignments.size() && index < kCombinationsNamed;
         ++index) {
      std::string text;
      for (std::size_t at = 0; at < analysis.assignments[index].size(); ++at) {
        text += sign_of(at) + std::to_string(analysis.assignments[index][at]);
      }
      named.push_back(std::move(text));
    }
    std::string choices = join_words(named, "or");
    if (analysis.assignment_count > kCombinationsNamed) {
      choices.clear();
      for (const std::string& each : named) choices += each + ", ";
      choices += fmt::format("… ({} in all)", analysis.assignment_count);
    }
    if (analysis.plus_count == analysis.empty_cells.size()) {
      return fmt::format("{}, in that order, can only be {}", cell_list(grid, analysis.empty_cells),
                         choices);
    }
    // "r5c1 + r5c2 − r4c9 = 7 only as 1+7−1, …"
    std::string expression;
    for (std::size_t at = 0; at < analysis.empty_cells.size(); ++at) {
      const std::string name = cell_name(grid.geometry(), analysis.empty_cells[at]);
      expression += at == 0 ? name : fmt::format(" {} {}", sign_of(at), name);
    }
    return fmt::format("{} = {} only as {}", expression, analysis.remaining, choices);
  }
  return fmt::format("{} can only be {}", cell_list(grid, analysis.empty_cells),
                     combinations_text(analysis.fitting));
}

// A step from an analysis: a single cell left with one digit is placed, else the candidates
// no fitting set gives are removed (every candidate, when no set fits: the grid then shows
// its contradiction). `reason` says where the total comes from.
std::optional<Step> sum_step(const CandidateGrid& grid, Technique technique,
                             const SumAnalysis& analysis, const std::string& reason,
                             std::vector<int> groups) {
  if (analysis.skipped || analysis.eliminations.empty()) {
    return std::nullopt;
  }
  Step step = new_step(technique);
  step.cells = analysis.empty_cells;
  step.groups = std::move(groups);
  std::uint64_t digits = 0;
  for (std::uint64_t set : analysis.fitting) digits |= set;
  step.digits = digits_of(digits);
  if (analysis.empty_cells.size() == 1 && analysis.fitting.size() == 1) {
    const int cell = analysis.empty_cells.front();
    const Digit digit = digit_of_bit(analysis.fitting.front());
    step.placements.push_back({cell, digit});
    return finish_step(std::move(step), fmt::format("{}, so {} is {}", reason,
                                                    cell_name(grid.geometry(), cell), digit));
  }
  step.eliminations = analysis.eliminations;
  const std::string body = fmt::format("{}: {}, so {}", reason, fitting_text(grid, analysis),
                                       removal_phrase(grid, step.eliminations));
  return finish_step(std::move(step), body);
}

bool is_sum_cage(const Group& group) { return group.kind == Group::Kind::cage && group.sum > 0; }

// " and holds 3 and 5 already", for a cage; " (with 3 and 5 placed among them)", for cells.
std::string digits_already(const std::vector<Digit>& placed) {
  return placed.empty() ? "" : fmt::format(" and holds {} already", digit_list(placed));
}
std::string digits_among(const std::vector<Digit>& placed) {
  return placed.empty() ? "" : fmt::format(" (with {} placed among them)", digit_list(placed));
}

// "twice", "3 times".
std::string times_word(int count) {
  return count == 2 ? std::string("twice") : fmt::format("{} times", count);
}

// True when sum_step finds a step in the analysis: only then is its reason written.
bool has_step(const SumAnalysis& analysis) {
  return !analysis.skipped && !analysis.eliminations.empty();
}

// When some innies of a region are in no cage, the cages covering the rest reach out of it by
// cells that add up to their totals less the region's total, plus what those innies hold:
// "r5c1 + r5c2 − r4c9 = 7". Every assignment is tried (analyse_loose).
std::optional<Step> outies_less_free_innies(const CandidateGrid& grid, const RegionSums& sums) {
  if (sums.free_innies.empty() || sums.outies.empty()) return std::nullopt;
  const SumSet set{sums.outies, sums.covering_sum - sums.total, sums.free_innies};
  const SumAnalysis analysis = analyse_loose(grid, set);
  if (!has_step(analysis)) return std::nullopt;
  const bool several = sums.houses.size() > 1;  // "rows 1 and 2 … their 90 … outside them"
  const std::string reason = fmt::format(
      "the cages covering {} but {} add up to {} against {} {}: their cells outside {}, less {}, "
      "add up to {}{}",
      sums.name, cell_list(grid, sums.free_innies), sums.covering_sum, several ? "their" : "its",
      sums.total, several ? "them" : "it", cell_list(grid, sums.free_innies), set.total,
      digits_among(analysis.placed));
  return sum_step(grid, Technique::innies_and_outies, analysis, reason, sums.houses);
}

// Innies and outies of a run of houses that do not overlap (rows, or columns, side by side, or
// boxes in a block): together they hold every digit once per house.
std::optional<Step> innies_and_outies_of_houses(const CandidateGrid& grid, const RegionSums& sums) {
  const int count = static_cast<int>(sums.houses.size());
  const auto analyse_set = [&](const std::vector<int>& cells, int total, bool see_each_other) {
    const SumSet set{cells, total, {}};
    return see_each_other ? analyse(grid, set) : analyse_loose(grid, set);
  };
  if (!sums.inner_cages.empty() && !sums.innies.empty()) {
    const SumAnalysis inner =
        analyse_set(sums.innies, sums.innies_total, sums.innies_see_each_other);
    if (has_step(inner)) {
      const std::string reason = fmt::format(
          "{} hold every digit {}, {} in all; the cages inside them add up to {}, which leaves {} "
          "for their other cells{}",
          sums.name, times_word(count), sums.total, sums.inner_sum, sums.innies_total,
          digits_among(inner.placed));
      return sum_step(grid, Technique::innies_and_outies, inner, reason, sums.houses);
    }
  }
  if (sums.crossing_cages.empty()) return std::nullopt;
  if (!sums.all_caged) return outies_less_free_innies(grid, sums);
  const SumAnalysis outer = analyse_set(sums.outies, sums.outies_total, sums.outies_see_each_other);
  if (!has_step(outer)) return std::nullopt;
  const std::string reason = fmt::format(
      "the cages covering {} add up to {}, {} more than their {}: their cells outside them add "
      "up to {}{}",
      sums.name, sums.covering_sum, sums.outies_total, sums.total, sums.outies_total,
      digits_among(outer.placed));
  return sum_step(grid, Technique::innies_and_outies, outer, reason, sums.houses);
}

}  // namespace

// "1+2+4", "1+6 or 3+4", "1+9, 2+8, … (8 in all)".
std::string combinations_text(const std::vector<std::uint64_t>& sets) {
  std::vector<std::string> named;
  for (std::size_t index = 0; index < sets.size() && index < kCombinationsNamed; ++index) {
    std::string text;
    for (Digit digit : digits_of(sets[index])) {
      text += (text.empty() ? "" : "+") + std::to_string(digit);
    }
    named.push_back(std::move(text));
  }
  if (sets.size() <= kCombinationsNamed) return join_words(named, "or");
  std::string text;
  for (const std::string& each : named) text += each + ", ";
  return fmt::format("{}… ({} in all)", text, sets.size());
}

// Kuhn's augmenting paths over bit masks.
bool has_matching(const std::uint64_t* allowed, std::size_t count, std::uint64_t digits) {
  constexpr std::size_t kMostCells = 64;
  if (count > kMostCells) return false;
  std::array<int, kMostCells> owner{};  // per digit (bit index): the cell (index) holding it
  owner.fill(-1);
  for (std::size_t cell_index = 0; cell_index < count; ++cell_index) {
    std::uint64_t visited = 0;
    const auto augment = [&](auto& self, std::size_t from) -> bool {
      for (std::uint64_t left = allowed[from] & digits & ~visited; left != 0; left &= left - 1) {
        const std::uint64_t bit = left & (~left + 1);
        if ((visited & bit) != 0) continue;  // visited deeper down this loop
        visited |= bit;
        int& holder = owner[static_cast<std::size_t>(std::countr_zero(bit))];
        if (holder == -1 || self(self, static_cast<std::size_t>(holder))) {
          holder = static_cast<int>(from);
          return true;
        }
      }
      return false;
    };
    if (!augment(augment, cell_index)) return false;
  }
  return true;
}

std::optional<CageSets> cage_sets(const CandidateGrid& grid, const std::vector<int>& cells,
                                  int total) {
  SumAnalysis analysis = analyse(grid, {cells, total, {}});
  if (analysis.skipped) return std::nullopt;
  return CageSets{std::move(analysis.empty_cells), std::move(analysis.fitting),
                  std::move(analysis.placed)};
}

std::optional<Step> find_cage_combination(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  // Each cage's analysis, kept for the second pass below.
  std::vector<SumAnalysis> analyses(groups.size());
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& cage = groups[index];
    if (!is_sum_cage(cage)) continue;
    analyses[index] = analyse(grid, {cage.cells, cage.sum, {}});
    const SumAnalysis& analysis = analyses[index];
    if (!has_step(analysis)) continue;
    const std::string reason =
        fmt::format("{} adds up to {}{}", group_name(grid, static_cast<int>(index)), cage.sum,
                    digits_already(analysis.placed));
    return sum_step(grid, Technique::cage_combination, analysis, reason, {static_cast<int>(index)});
  }
  // A digit every fitting set holds goes in the cage: if the cells that can take it share a
  // house, the house's other cells lose it. One step per house, for every such digit.
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& cage = groups[index];
    if (!is_sum_cage(cage)) continue;
    const SumAnalysis& analysis = analyses[index];
    if (analysis.skipped || analysis.fitting.empty()) continue;
    std::uint64_t required = ~std::uint64_t{0};
    for (std::uint64_t set : analysis.fitting) required &= set;
    if (required == 0) continue;
    std::vector<int> houses;  // those holding a cell of the cage, in the order met
    for (int cell : analysis.empty_cells) {
      for (int house : grid.groups_of(cell)) {
        const Group& group = groups[static_cast<std::size_t>(house)];
        if (group.kind == Group::Kind::cage || !group.holds_every_digit) continue;
        if (std::find(houses.begin(), houses.end(), house) == houses.end()) {
          houses.push_back(house);
        }
      }
    }
    for (int house : houses) {
      const Group& group = groups[static_cast<std::size_t>(house)];
      const auto in_house = [&](int cell) {
        return std::binary_search(group.cells.begin(), group.cells.end(), cell);
      };
      Step step = new_step(Technique::cage_combination);
      for (Digit digit : digits_of(required)) {
        std::vector<int> holders;
        for (int cell : analysis.empty_cells) {
          if (grid.has_candidate(cell, digit)) holders.push_back(cell);
        }
        if (holders.empty() || !std::all_of(holders.begin(), holders.end(), in_house)) continue;
        bool removes = false;
        for (int cell : group.cells) {
          const bool in_cage =
              std::find(cage.cells.begin(), cage.cells.end(), cell) != cage.cells.end();
          if (!in_cage && grid.has_candidate(cell, digit)) {
            step.eliminations.push_back({cell, digit});
            removes = true;
          }
        }
        if (!removes) continue;
        step.digits.push_back(digit);
        step.cells.insert(step.cells.end(), holders.begin(), holders.end());
      }
      if (step.eliminations.empty()) continue;
      std::sort(step.cells.begin(), step.cells.end());
      step.cells.erase(std::unique(step.cells.begin(), step.cells.end()), step.cells.end());
      step.groups = {static_cast<int>(index), house};
      const bool one = step.digits.size() == 1;
      const std::string digits = digit_list(step.digits);
      const std::string with_digits =
          analysis.fitting.size() == 1 ? "" : fmt::format(", each with {}", digits);
      const std::string body =
          fmt::format("{} adds up to {}{}: {}{}, so {} {} in {}, all in {}: {}",
                      group_name(grid, static_cast<int>(index)), cage.sum,
                      digits_already(analysis.placed), fitting_text(grid, analysis), with_digits,
                      digits, one ? "goes" : "go", cell_list(grid, step.cells, one ? "or" : "and"),
                      group_name(grid, house), removal_phrase(grid, step.eliminations));
      return finish_step(std::move(step), body);
    }
  }
  return std::nullopt;
}

std::optional<Step> find_innies_and_outies(const CandidateGrid& grid) {
  const std::shared_ptr<const CageRegions> regions = cage_regions(grid);
  if (!regions->has_sum_cage) return std::nullopt;
  for (const RegionSums& sums : regions->houses) {
    const int house_group = sums.houses.front();
    if (!sums.inner_cages.empty() && !sums.innies.empty()) {
      const SumAnalysis inner = analyse(grid, {sums.innies, sums.innies_total, {}});
      if (has_step(inner)) {
        const std::string reason = fmt::format(
            "the cages inside {} add up to {} of its {}, which leaves {} for its other cells{}",
            sums.name, sums.inner_sum, sums.total, sums.innies_total, digits_among(inner.placed));
        return sum_step(grid, Technique::innies_and_outies, inner, reason, {house_group});
      }
    }
    // Outies that do not all see each other may repeat a digit: every assignment is tried.
    if (sums.crossing_cages.empty()) continue;
    if (!sums.all_caged) {
      if (auto step = outies_less_free_innies(grid, sums)) return step;
      continue;
    }
    const SumSet outies{sums.outies, sums.outies_total, {}};
    const SumAnalysis outer =
        sums.outies_see_each_other ? analyse(grid, outies) : analyse_loose(grid, outies);
    if (!has_step(outer)) continue;
    const std::string reason = fmt::format(
        "the cages covering {} add up to {}, {} more than its {}: their cells outside it add up "
        "to {}{}",
        sums.name, sums.covering_sum, sums.outies_total, sums.total, sums.outies_total,
        digits_among(outer.placed));
    return sum_step(grid, Technique::innies_and_outies, outer, reason, {house_group});
  }
  // Several rows, or several columns, side by side; then blocks of boxes.
  for (const RegionSums& sums : regions->runs) {
    if (auto step = innies_and_outies_of_houses(grid, sums)) return step;
  }
  return find_digit_the_innies_hold(grid);
}

}  // namespace sudoku::logic
