// What a total allows a set of cells, shared by the Killer files: the cells (a cage, innies or
// outies) and their total (SumSet), and what the total leaves them (SumAnalysis). analyse
// (cage_combinations.cpp) takes cells that must all differ, as a cage's; analyse_loose_into
// (cage_loose_sums.cpp) cells that need not, as the innies of several houses. Both searches
// depend only on a key (the empty cells' candidates, the sum, for loose cells which see which),
// not on where the cells are: forcing chains ask for the same sets at every step of every branch,
// so each thread keeps its last kResultsKept results by key (kept_result). The *_into forms fill an
// analysis whose vectors keep their room, so that those steps allocate little.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "logic/techniques.hpp"

namespace sudoku::logic {

// How many combinations (or assignments) a sentence names before "… (8 in all)".
constexpr std::size_t kCombinationsNamed = 6;

// Cells that must hold distinct digits adding up to `total`: a cage, or innies and outies.
struct SumSet {
  std::span<const int> cells;
  int total = 0;
  std::span<const int> minus;  // cells taken away from the sum (analyse_loose_into only)
};

// What a total allows its empty cells.
struct SumAnalysis {
  bool skipped = false;                   // too many combinations to look at
  std::vector<int> empty_cells;           // the cells still to fill
  std::vector<Digit> placed;              // the digits already in the set
  int remaining = 0;                      // what the empty cells add up to
  std::vector<std::uint64_t> fitting;     // the digit sets that fit, as masks
  std::vector<Elimination> eliminations;  // candidates no fitting set gives their cell
  // Cells that need not differ (analyse_loose_into): the assignments that fit, digit by cell, in
  // place of `fitting`'s sets (which then hold each assignment's digits, repeats merged).
  bool loose = false;
  // The first kCombinationsNamed, for a step's sentence: left empty when no candidate goes.
  std::vector<std::vector<Digit>> assignments;
  std::size_t assignment_count = 0;
  std::size_t plus_count = 0;  // the empty cells added up; those after them are taken away

  // Every field afresh, the vectors keeping their room (for the *_into functions).
  void clear() {
    skipped = false;
    empty_cells.clear();
    placed.clear();
    remaining = 0;
    fitting.clear();
    eliminations.clear();
    loose = false;
    assignments.clear();
    assignment_count = 0;
    plus_count = 0;
  }
  // Takes `cells` in: the empty ones join the cells to fill; the digits placed are noted, and
  // added to what is left to fill when `sign` is −1 (cells taken away), taken off it when +1.
  void take_cells(const CandidateGrid& grid, std::span<const int> cells, int sign) {
    for (const int cell : cells) {
      const Digit digit = grid.digit(cell);
      if (digit == kBlank) {
        empty_cells.push_back(cell);
      } else {
        placed.push_back(digit);
        remaining -= sign * digit;
      }
    }
  }
};

// What a total allows cells that must all differ: the sets of distinct digits that fit, and
// the candidates no fitting set gives their cell (cage_combinations.cpp).
SumAnalysis analyse(const CandidateGrid& grid, const SumSet& set);
// The same into `analysis`, whose vectors keep their room: no allocation once they are large
// enough.
void analyse_into(const CandidateGrid& grid, const SumSet& set, SumAnalysis& analysis);
// What a total allows cells that need not all differ (innies or outies of several houses):
// every way to give each empty cell one of its candidates, cells that see each other taking
// different digits, adding up to what is left. A candidate no way uses goes
// (cage_loose_sums.cpp). Into `analysis`, whose vectors keep their room.
void analyse_loose_into(const CandidateGrid& grid, const SumSet& set, SumAnalysis& analysis);

// Mixes `word` into a hash `value` (as boost's hash_combine does), for the keys below.
inline void mix_hash(std::uint64_t& value, std::uint64_t word) {
  value ^= word + 0x9e3779b97f4a7c15ULL + (value << 6) + (value >> 2);
}

// How many results kept_result keeps per call site and thread. Rating a minimal Killer, the
// forcing chains plus ask for some 30,000 to 40,000 different keys of each kind, each again and
// again: with 4,096 kept, one loose search in ten ran (a fifth of the rating's time went to
// counting their nodes, mostly of searches past kMostLooseNodes that had made way and came back)
// and one sum search in sixteen; with 32,768, one in 28 and one in 50. The thread's tables then
// take about 23 MB (a rating's peak memory 33 MB against 10 MB).
constexpr std::size_t kResultsKept = 32768;

// A search's result by its key, from a two-way table of this thread (one table per call site:
// each passes its own search): the search runs only when neither of the key's two slots holds it,
// and its result then takes the slot used longer ago.
template <class Result, class Key, class Search>
inline const Result& kept_result(const Key& key, Search search) {
  // kResultsKept in pairs: a key may sit in either of two slots.
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
  // The one used longer ago makes way (and is empty until the search has ended, should an
  // allocation fail within it).
  const std::size_t way = second_newer[pair] ? 0 : 1;
  Kept& slot = kept[2 * pair + way];
  second_newer[pair] = way == 1;
  slot.filled = false;
  slot.key = key;
  slot.result = search(key);
  slot.filled = true;
  return slot.result;
}

}  // namespace sudoku::logic
