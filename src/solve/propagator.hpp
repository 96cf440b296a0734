// The one contract every constraint of the general engine keeps (after Gecode's propagators).
//
// A propagator looks at the candidates of its cells and removes the digits its rule rules out.
// It answers one of three things:
//   failed    the rule cannot hold any more (the search backs out of this state);
//   changed   it removed candidates (the engine settles the new singles and runs the
//             propagators again);
//   fixpoint  it has nothing to remove in this state.
// It changes the board only through GeneralState (eliminate / restrict_to), so every change is
// on the trail and undone with the state; it allocates nothing while propagating. The engine
// calls each propagator once per round (a virtual call per constraint kind, never per cell),
// cheapest first, and calls a propagator again only after the cheaper ones reach their fixpoint.
//
// Waking. A propagator looks again only at the units (houses, crossings, cages) whose cells
// changed since it last looked: before each round the engine hands every propagator the cells
// whose candidates changed and the houses holding them (note_changed), and the propagator puts
// its units that hold them on its list (a Worklist or a UnitSet). That is its only state between
// calls, and it is about the current node alone: after a contradiction, or when the search goes
// back to a node (which was at its fixpoint), the engine tells it to forget; at the root, and after
// a restart, to look at everything.
//
// A new kind of constraint (windoku, thermometers, …) is a new file with a new propagator and one
// line where the engine collects them: the search loop never changes.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "solve/general_state.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {

enum class Propagation { failed, changed, fixpoint };

// Units (lines, arrows, rules: numbered 0 … size−1) waiting to be looked at again: a flag per
// unit and the list of the flagged ones, so adding is O(1), a pass visits only what changed, and
// the newest first. Unit `size` is a sink: adding it does nothing (it is flagged for good), so
// that a caller can add a fixed number of units where it has fewer (RulesOfCells pads with it).
class Worklist {
 public:
  explicit Worklist(int size)
      : flagged_(static_cast<std::size_t>(size) + 1, 0),
        units_(static_cast<std::size_t>(size) + 1, 0) {
    flagged_.back() = 1;
  }

  // Without a branch: the unit is written past the end of the list and counted only when it was
  // not flagged (whether a unit is already waiting is close to a coin toss in the engine's
  // rounds, and a branch on it is mispredicted as often as not). units_ has one slot more.
  void add(int unit) {
    std::uint8_t& flagged = flagged_[static_cast<std::size_t>(unit)];
    units_[static_cast<std::size_t>(size_)] = unit;
    size_ += 1 - flagged;
    flagged = 1;
  }
  void add_all() {
    for (int unit = 0; unit + 1 < static_cast<int>(flagged_.size()); ++unit) add(unit);
  }
  bool empty() const { return size_ == 0; }
  // Takes one unit off the list (the newest).
  int take() {
    const int unit = units_[static_cast<std::size_t>(--size_)];
    flagged_[static_cast<std::size_t>(unit)] = 0;
    return unit;
  }
  void clear() {
    while (size_ > 0) take();
  }

 private:
  std::vector<std::uint8_t> flagged_;
  std::vector<int> units_;
  int size_ = 0;
};

// Houses, crossings or cages waiting to be looked at again, as a set of bits: adding one is an OR,
// adding a precomputed set of them (the houses of a cell, the crossings of a house) an OR per 64
// units, and a pass takes the highest-numbered first. Only the words below top_ may hold a bit. The
// engine's changed houses, hidden singles, locked candidates, the all-different filter and the
// Killer cages use it. Against a Worklist there (a branch per add, a loop per house over its
// crossings, per cell over its cages), interleaved, best of 3 on cpu 1 (AMD EPYC family 26),
// counting to 2: houses and crossings, ISS's 86 variant puzzles 5.71 → 4.65 s (Hard renban 2
// 3.49 → 2.67 s), the 56 Killers 13.49 → 12.85 s; then the cages, the 56 Killers 12.85 → 11.24 s
// (1,444,739 → 1,485,265 nodes: another order, another tree). A UnitSet for the other rules'
// lists costs less a node again, but its order (highest first, not newest first) grows the trees
// of thermometer puzzles (I want to break free 76,530 → 149,382 nodes): they keep Worklists.
class UnitSet {
 public:
  explicit UnitSet(int size) : size_(size), words_((static_cast<std::size_t>(size) + 63) / 64, 0) {}

  void add(int unit) {
    const int word = unit >> 6;
    words_[static_cast<std::size_t>(word)] |= std::uint64_t{1} << (unit & 63);
    top_ = std::max(top_, word + 1);
  }
  // Adds the units whose bits `words` sets (as many words as this set has, or fewer).
  void add_words(std::span<const std::uint64_t> words) {
    for (std::size_t w = 0; w < words.size(); ++w) words_[w] |= words[w];
    top_ = std::max(top_, static_cast<int>(words.size()));
  }
  void add_all() {
    for (int unit = 0; unit < size_; ++unit) add(unit);
  }
  bool empty() {
    while (top_ > 0 && words_[static_cast<std::size_t>(top_ - 1)] == 0) --top_;
    return top_ == 0;
  }
  // Takes one unit off the set, the highest-numbered; the set must not be empty.
  int take() {
    while (words_[static_cast<std::size_t>(top_ - 1)] == 0) --top_;
    std::uint64_t& word = words_[static_cast<std::size_t>(top_ - 1)];
    const int bit = 63 - std::countl_zero(word);
    word &= ~(std::uint64_t{1} << bit);
    return (top_ - 1) * 64 + bit;
  }
  void clear() {
    std::fill_n(words_.begin(), top_, std::uint64_t{0});
    top_ = 0;
  }
  // The units in the set as bits (bit u % 64 of word u / 64).
  std::span<const std::uint64_t> words() const {
    return {words_.data(), static_cast<std::size_t>(top_)};
  }

 private:
  int size_;
  std::vector<std::uint64_t> words_;
  int top_ = 0;
};

// Calls visit(unit) for each unit whose bit `words` sets.
template <typename Visit>
void each_unit(std::span<const std::uint64_t> words, Visit visit) {
  for (std::size_t w = 0; w < words.size(); ++w) {
    for (std::uint64_t rest = words[w]; rest != 0; rest &= rest - 1) {
      visit(static_cast<int>(w * 64) + std::countr_zero(rest));
    }
  }
}

// What changed since the propagators last looked.
struct Changes {
  std::span<const int> cells;             // cells whose candidates changed, each once
  std::span<const std::uint64_t> houses;  // the houses (of Layout) holding them, as bits
};

// A way to split the search that a constraint knows: each of `cells` restricted to one of the
// `alternatives` (digit sets) in turn. The alternatives are disjoint and cover every solution of
// the state (a Killer cage holds exactly one of its digit combinations), so the search counts
// every solution once.
struct Split {
  std::span<const int> cells;
  std::span<const Mask> alternatives;
};

class Propagator {
 public:
  virtual ~Propagator() = default;
  virtual Propagation propagate(GeneralState& state) = 0;
  // Candidates changed: the units holding the changed cells are to be looked at again.
  virtual void note_changed(const Changes& changes) = 0;
  // Every unit is to be looked at (the root of a search).
  virtual void note_everything_changed() = 0;
  // Nothing is to be looked at: the state is back at a fixpoint, or at a contradiction.
  virtual void forget_changes() = 0;
  // The split this constraint would branch on in the current state (at a fixpoint), if any;
  // the spans stay valid until the next call on this propagator.
  virtual std::optional<Split> offer_split(const GeneralState& /*state*/) { return std::nullopt; }

 protected:
  Propagator() = default;
  Propagator(const Propagator&) = default;
  Propagator& operator=(const Propagator&) = default;
  Propagator(Propagator&&) = default;
  Propagator& operator=(Propagator&&) = default;
};

// Hidden singles in every house of the layout (rows, columns, boxes or regions, extra houses),
// and a house missing a digit altogether as a contradiction.
std::unique_ptr<Propagator> make_hidden_single_propagator(const Layout& layout);

// Locked candidates: where two houses cross (a box and a line, a region and a diagonal, …), a
// digit that one of them can hold only inside the crossing leaves the rest of the other.
// nullptr when no two houses share two or more cells.
std::unique_ptr<Propagator> make_locked_candidates_propagator(const Layout& layout);

// All-different in every house: each candidate that no filling of its house can use goes
// (every naked and hidden subset at once).
std::unique_ptr<Propagator> make_alldifferent_propagator(const Layout& layout);

// The Killer cages of the puzzle: digits adding up to each cage's total (their distinctness
// comes from the peer table). nullptr when the puzzle has no cage.
std::unique_ptr<Propagator> make_cage_propagator(const Puzzle& puzzle, const Layout& layout);

// The variant rules of two cells (dots, whispers, palindromes, clones, minimum and
// maximum cells, non-consecutive) and of one (even, odd): relation_propagator.cpp. nullptr when
// the puzzle has none.
std::unique_ptr<Propagator> make_relation_propagator(const Puzzle& puzzle, const Layout& layout);

// Renban lines (renban_propagator.cpp), between lines (between_propagator.cpp), thermometers and
// slow thermometers (thermometer_propagator.cpp). nullptr when the puzzle has none.
std::unique_ptr<Propagator> make_renban_propagator(const Puzzle& puzzle, const Layout& layout);
std::unique_ptr<Propagator> make_between_propagator(const Puzzle& puzzle, const Layout& layout);
std::unique_ptr<Propagator> make_thermometer_propagator(const Puzzle& puzzle, const Layout& layout);

// The variant rules of many cells without a propagator of their own (entropic lines):
// rule_propagator.cpp. nullptr when the puzzle has none.
std::unique_ptr<Propagator> make_rule_propagator(const Puzzle& puzzle, const Layout& layout);

// Quadruples (quadruple_propagator.cpp). nullptr when the puzzle has none.
std::unique_ptr<Propagator> make_quadruple_propagator(const Puzzle& puzzle, const Layout& layout);

// The variant rules that are sums, over groups of peers (sum_reasoning.hpp); each nullptr when
// the puzzle has none: arrows (arrow_propagator.cpp), little killers
// (little_killer_propagator.cpp), region sum and zipper lines (equal_sums_propagator.cpp).
std::unique_ptr<Propagator> make_arrow_propagator(const Puzzle& puzzle, const Layout& layout);
std::unique_ptr<Propagator> make_little_killer_propagator(const Puzzle& puzzle,
                                                          const Layout& layout);
std::unique_ptr<Propagator> make_region_sum_propagator(const Puzzle& puzzle, const Layout& layout);
std::unique_ptr<Propagator> make_zipper_propagator(const Puzzle& puzzle, const Layout& layout);

// The clues outside the grid, one propagator per kind (sandwich_propagator.cpp,
// x_sum_propagator.cpp, skyscraper_propagator.cpp). nullptr when the puzzle has none of the kind.
std::unique_ptr<Propagator> make_sandwich_propagator(const Puzzle& puzzle, const Layout& layout);
std::unique_ptr<Propagator> make_x_sum_propagator(const Puzzle& puzzle, const Layout& layout);
std::unique_ptr<Propagator> make_skyscraper_propagator(const Puzzle& puzzle, const Layout& layout);

}  // namespace sudoku::detail::general
