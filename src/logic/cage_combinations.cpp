// The combinations of a cage: the sets of distinct digits adding up to what is left of its total
// that its empty cells' candidates can take one each (analyse, cage_sets). They are found by
// enumerating the sets of distinct digits with the right sum (smallest first, pruned by the least
// and greatest sums still reachable), then, for each set, matching cells to digits (Kuhn's
// augmenting paths, has_matching): a candidate is kept when some set has a matching that gives it
// to its cell. A cage whose sets number more than kMostCombinations is skipped (large cages of
// large grids), so the finders stay quick. The searches are kept by key (cage_sums.hpp).
#include <algorithm>
#include <array>
#include <bit>

#include <fmt/format.h>

#include "logic/cage_sums.hpp"

namespace sudoku::logic {
namespace {

constexpr std::size_t kMostCombinations = 2000;

// The search of analyse depends only on this: the empty cells' candidates, the digits already
// in the set and what the empty cells add up to. Forcing chains ask for the same cages at every
// step of every branch, mostly with the same candidates, so the searches of sets of up to
// kMostKeptCells cells are kept (per thread, the last kResultsKept of them) by this key.
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

// sum_search, kept.
const SumResult& kept_sum_search(const SumKey& key) {
  return kept_result<SumResult>(key, [](const SumKey& search_key) {
    return sum_search(search_key.candidates.data(), search_key.count, search_key.remaining,
                      search_key.used);
  });
}

}  // namespace

void analyse_into(const CandidateGrid& grid, const SumSet& set, SumAnalysis& analysis) {
  analysis.clear();
  analysis.remaining = set.total;
  analysis.take_cells(grid, set.cells, +1);
  std::uint64_t used = 0;
  for (const Digit digit : analysis.placed) used |= bit_of(digit);
  std::sort(analysis.placed.begin(), analysis.placed.end());
  const std::size_t count = analysis.empty_cells.size();
  if (count == 0) return;
  const auto fill = [&](const SumResult& result) {
    if (result.skipped) {
      analysis.skipped = true;
      return;
    }
    analysis.fitting = result.fitting;
    for (std::size_t index = 0; index < count; ++index) {
      const int cell = analysis.empty_cells[index];
      for (std::uint64_t left = grid.candidates(cell) & ~result.supported[index]; left != 0;
           left &= left - 1) {
        analysis.eliminations.push_back({cell, digit_of_bit(left & (~left + 1))});
      }
    }
  };
  if (count > kMostKeptCells) {
    std::vector<std::uint64_t> candidates;
    candidates.reserve(count);
    for (int cell : analysis.empty_cells) candidates.push_back(grid.candidates(cell));
    fill(sum_search(candidates.data(), count, analysis.remaining, used));
    return;
  }
  SumKey key;
  key.count = count;
  key.remaining = analysis.remaining;
  key.used = used;
  for (std::size_t index = 0; index < count; ++index) {
    key.candidates[index] = grid.candidates(analysis.empty_cells[index]);
  }
  fill(kept_sum_search(key));
}

SumAnalysis analyse(const CandidateGrid& grid, const SumSet& set) {
  SumAnalysis analysis;
  analyse_into(grid, set, analysis);
  return analysis;
}

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

}  // namespace sudoku::logic
