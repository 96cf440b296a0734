// What the propagators of the clues outside the grid (sandwich, x-sum, skyscraper) share.
//
// Each such clue reads one whole row or column (rules::clue_cells, the nearest cell first), so its
// N cells hold the digits 1 … N once each: every filter below may count on it. A filter looks at
// the candidates of one clue's cells and writes, for each cell, the digits that some way of
// keeping the clue uses there (its support); the propagator keeps only those. The filters are
// exact or a sound relaxation: a digit goes only when no filling of the line that keeps the clue
// uses it, and a filled line that breaks the clue leaves some cell without support (a failure).
//
// The propagator wakes only the clues whose cells changed (a Worklist of clues), and works in
// buffers sized when it is built, so propagating allocates nothing. A filter that names digits
// worth branching on (split_digits: a sandwich's crusts) makes the propagator offer the search a
// split of one cell of its clues into those digits or the others.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <variant>
#include <vector>

#include "core/rule_geometry.hpp"
#include "solve/propagator.hpp"

namespace sudoku::detail::general {

// One clue: its line's cells as the clue sees them, and its number.
struct ClueLine {
  std::vector<int> cells;
  int value = 0;
};

// The clues of one kind in the puzzle (lines outside the grid left out).
inline std::vector<ClueLine> clue_lines(const Puzzle& puzzle, OutsideClueKind kind) {
  std::vector<ClueLine> lines;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* clue = std::get_if<OutsideClue>(&constraint);
    if (clue == nullptr || clue->kind != kind) continue;
    std::vector<int> cells = rules::clue_cells(puzzle.geometry(), *clue);
    if (static_cast<int>(cells.size()) != puzzle.side()) continue;
    lines.push_back({std::move(cells), clue->value});
  }
  return lines;
}

// All the digits of a side.
inline Mask digits_of_side(int side) { return side >= 64 ? ~Mask{0} : (Mask{1} << side) - 1; }

// The propagator of one kind of clue. Filter has
//   void support(std::size_t clue, std::span<const Mask> candidates, std::span<Mask> support);
// which fills support (zeroed before the call) from the candidates of the clue's cells, and may
// have Mask split_digits() const (see above).
template <typename Filter>
class ClueLinePropagator final : public Propagator {
 public:
  ClueLinePropagator(const Layout& layout, std::vector<std::vector<int>> cells, Filter filter)
      : cells_(std::move(cells)),
        filter_(std::move(filter)),
        waiting_(static_cast<int>(cells_.size())),
        candidates_(static_cast<std::size_t>(layout.side)),
        support_(static_cast<std::size_t>(layout.side)) {
    clue_start_.assign(static_cast<std::size_t>(layout.cell_count) + 1, 0);
    for (const std::vector<int>& line : cells_) {
      for (const int cell : line) ++clue_start_[static_cast<std::size_t>(cell) + 1];
    }
    for (std::size_t cell = 0; cell < static_cast<std::size_t>(layout.cell_count); ++cell) {
      clue_start_[cell + 1] += clue_start_[cell];
    }
    clues_of_cell_.resize(static_cast<std::size_t>(clue_start_.back()));
    std::vector<int> next(clue_start_.begin(), clue_start_.end() - 1);
    for (std::size_t clue = 0; clue < cells_.size(); ++clue) {
      for (const int cell : cells_[clue]) {
        clues_of_cell_[static_cast<std::size_t>(next[static_cast<std::size_t>(cell)]++)] =
            static_cast<int>(clue);
      }
    }
  }

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const auto clue = static_cast<std::size_t>(waiting_.take());
      const std::vector<int>& line = cells_[clue];
      for (std::size_t i = 0; i < line.size(); ++i) candidates_[i] = state.candidates(line[i]);
      std::fill(support_.begin(), support_.end(), Mask{0});
      filter_.support(clue, candidates_, support_);
      for (std::size_t i = 0; i < line.size(); ++i) {
        if ((candidates_[i] & ~support_[i]) == 0) continue;
        if (!state.restrict_to(line[i], support_[i])) {
          waiting_.clear();
          return Propagation::failed;
        }
        changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  std::optional<Split> offer_split(const GeneralState& state) override {
    if constexpr (requires(const Filter& filter) { filter.split_digits(); }) {
      const Mask digits = filter_.split_digits();
      // The line with the fewest cells still undecided between those digits and the others, and
      // there its undecided cell with the fewest candidates.
      int best_cell = -1;
      int best_count = 0;
      for (const std::vector<int>& line : cells_) {
        int count = 0;
        int narrowest = -1;
        for (const int cell : line) {
          const Mask here = state.candidates(cell);
          if ((here & digits) == 0 || (here & ~digits) == 0) continue;
          if (narrowest < 0 || digit_count(here) < digit_count(state.candidates(narrowest))) {
            narrowest = cell;
          }
          ++count;
        }
        if (narrowest >= 0 && (best_cell < 0 || count < best_count)) {
          best_cell = narrowest;
          best_count = count;
        }
      }
      if (best_cell < 0) return std::nullopt;
      split_cell_ = best_cell;
      const Mask here = state.candidates(best_cell);
      split_[0] = here & digits;
      split_[1] = here & ~digits;
      return Split{std::span<const int>(&split_cell_, 1), std::span<const Mask>(split_)};
    }
    return std::nullopt;
  }

  void note_changed(const Changes& changes) override {
    for (const int cell : changes.cells) {
      for (int i = clue_start_[static_cast<std::size_t>(cell)];
           i < clue_start_[static_cast<std::size_t>(cell) + 1]; ++i) {
        waiting_.add(clues_of_cell_[static_cast<std::size_t>(i)]);
      }
    }
  }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

 private:
  std::vector<std::vector<int>> cells_;
  Filter filter_;
  std::vector<int> clue_start_;
  std::vector<int> clues_of_cell_;
  Worklist waiting_;  // clues
  std::vector<Mask> candidates_;
  std::vector<Mask> support_;
  int split_cell_ = 0;
  std::array<Mask, 2> split_{};
};

// True when cells from … to−1 can hold exactly the digits `digits` (as many as the cells): each
// cell has one of them, and together they have them all (a necessary test, not a matching).
inline bool cells_can_hold(std::span<const Mask> candidates, int from, int to, Mask digits) {
  Mask together = 0;
  for (int i = from; i < to; ++i) {
    const Mask here = candidates[static_cast<std::size_t>(i)] & digits;
    if (here == 0) return false;
    together |= here;
  }
  return together == digits;
}

// Cells from … to−1 may keep the digits `digits` of their candidates.
inline void support_cells(std::span<const Mask> candidates, std::span<Mask> support, int from,
                          int to, Mask digits) {
  for (int i = from; i < to; ++i) {
    support[static_cast<std::size_t>(i)] |= candidates[static_cast<std::size_t>(i)] & digits;
  }
}

// The cells of each clue, in the order of `lines`.
inline std::vector<std::vector<int>> cells_of(const std::vector<ClueLine>& lines) {
  std::vector<std::vector<int>> cells;
  cells.reserve(lines.size());
  for (const ClueLine& line : lines) cells.push_back(line.cells);
  return cells;
}

}  // namespace sudoku::detail::general
