// The board of the general engine: the layout of the puzzle (houses and peers, built once per
// solve) and the search state (one candidate mask per cell, with a trail to take moves back).
//
//   Layout                                 GeneralState
//   ┌──────────────────────────────┐       ┌──────────────────────────────────────────┐
//   │ house_cells  [house*N + i]   │       │ candidates[cell]   bit d-1 for digit d   │
//   │ peers        [peer_start[c]…]│ ◀──── │ written[cell]      1 once a digit is in  │
//   │ side, cell_count, all_digits │       │ trail              (cell, mask before)   │
//   └──────────────────────────────┘       │ pending            singles to propagate  │
//                                          │ written_order      cells written, in order│
//                                          │ written_in[house]  digits written in it  │
//                                          │ changed            cells changed since   │
//                                          │                    the propagators looked │
//                                          └──────────────────────────────────────────┘
//
// Invariants between propagation steps:
//  - a cell's mask only shrinks along a search path, and is never empty (an elimination that
//    would empty it reports a contradiction instead and changes nothing);
//  - a written cell has exactly one candidate; every cell that became single and is not yet
//    written, and every written cell whose digit its peers may still hold, is on `pending`;
//  - each change of a mask is saved on the trail first, so undo(mark) restores the board as it
//    was at mark(). A mask changes at most N times along a path, so the trail holds at most
//    N·N² entries; it starts with room for 4·N² and doubles in the rare solve that needs more
//    (a handful of times per solve at most, never once per node in steady state).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/bit_count.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail::general {

// One bit per digit: bit d-1 for digit d.
using Mask = std::uint64_t;

inline Mask digit_bit(int digit) { return Mask{1} << (digit - 1); }
inline int digit_of(Mask single) { return std::countr_zero(single) + 1; }
inline bool is_single(Mask mask) { return (mask & (mask - 1)) == 0; }
// The number of digits of each mask of up to nine digits.
inline constexpr std::array<std::uint8_t, 512> kDigitCounts = [] {
  std::array<std::uint8_t, 512> counts{};
  for (std::size_t mask = 1; mask < counts.size(); ++mask) {
    counts[mask] = static_cast<std::uint8_t>(counts[mask >> 1] + (mask & 1U));
  }
  return counts;
}();

// The number of digits in a mask, inline (core/bit_count.hpp: std::popcount is a call into libgcc
// on a build for any x86-64, and the branching counts every open cell's candidates at every node);
// from a table up to nine digits (9×9 and smaller, where the engine spends most of its solves: a
// load against bit_count's dozen operations).
inline int digit_count(Mask mask) {
  return mask < kDigitCounts.size() ? kDigitCounts[mask] : bit_count(mask);
}

// Houses and peers of one puzzle, built once before the search.
struct Layout {
  int side = 0;
  int cell_count = 0;
  Mask all_digits = 0;
  int house_count = 0;
  std::vector<int> house_cells;  // house h holds house_cells[h*side … h*side+side-1]
  std::vector<int>
      house_start;  // the houses of cell c are houses[house_start[c] … house_start[c+1])
  std::vector<int> houses;
  std::vector<int> peer_start;  // the peers of cell c are peers[peer_start[c] … peer_start[c+1])
  std::vector<int> peers;       // cells sharing a house or a cage with c
};

// Builds the layout of `puzzle` (general_layout.cpp).
Layout make_layout(const Puzzle& puzzle);

// True when every two of `cells` are peers in `layout` (their digits differ in every solution).
bool pairwise_peers(const Layout& layout, std::span<const int> cells);

class GeneralState {
 public:
  struct Mark {
    std::size_t trail;
    int written;
  };

  GeneralState(const Layout& layout, const TraceSink* trace)
      : layout_(layout),
        trace_(trace),
        candidates_(static_cast<std::size_t>(layout.cell_count), layout.all_digits),
        written_(static_cast<std::size_t>(layout.cell_count), 0),
        written_order_(static_cast<std::size_t>(layout.cell_count), 0),
        pending_(static_cast<std::size_t>(layout.cell_count) + 1, 0),
        changed_flag_(static_cast<std::size_t>(layout.cell_count), 0),
        changed_(static_cast<std::size_t>(layout.cell_count) + 1, 0),
        written_in_(static_cast<std::size_t>(layout.house_count), 0) {
    std::size_t most_peers = 0;
    for (std::size_t cell = 0; cell + 1 < layout.peer_start.size(); ++cell) {
      most_peers = std::max(most_peers, static_cast<std::size_t>(layout.peer_start[cell + 1] -
                                                                 layout.peer_start[cell]));
    }
    holding_.resize(most_peers);
    // Room for four changes per cell: enough for nearly every solve. The worst case (N·N² entries)
    // would be megabytes that malloc hands back to the system and faults in again on every solve.
    trail_.reserve(4 * static_cast<std::size_t>(layout.cell_count) + 16);
  }

  // Back to an open board: every cell holds every digit, nothing written, queued or traced.
  void reset() {
    std::fill(candidates_.begin(), candidates_.end(), layout_.all_digits);
    std::fill(written_.begin(), written_.end(), 0);
    std::fill(written_in_.begin(), written_in_.end(), 0);
    written_count_ = 0;
    pending_size_ = 0;
    clear_changes();
    trail_.clear();
    trace_ = nullptr;
  }

  const Layout& layout() const { return layout_; }
  Mask candidates(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
  bool is_written(int cell) const { return written_[static_cast<std::size_t>(cell)] != 0; }
  // The digits written in the cells of a house (of the layout).
  Mask written_in(int house) const { return written_in_[static_cast<std::size_t>(house)]; }
  int written_count() const { return written_count_; }
  // The cell written last (−1: none), where a contradiction found by propagation showed itself.
  int newest_written() const {
    return written_count_ == 0 ? -1 : written_order_[static_cast<std::size_t>(written_count_ - 1)];
  }
  bool is_complete() const { return written_count_ == layout_.cell_count; }
  // Reports events to `trace` from now on (nullptr: none).
  void set_trace(const TraceSink* trace) { trace_ = trace; }

  // Removes `digits` from the cell's candidates; false (and no change) when none would be left.
  // A cell left with one candidate is queued for propagation.
  bool eliminate(int cell, Mask digits) {
    Mask& mask = candidates_[static_cast<std::size_t>(cell)];
    const Mask after = mask & ~digits;
    if (after == mask) return true;
    if (after == 0) return false;
    trail_.push_back(Saved{cell, mask});
    mask = after;
    note_change(cell);
    if (is_single(after)) pending_[pending_size_++] = cell;
    return true;
  }
  // Keeps only `digits` among the cell's candidates; false when none would be left.
  bool restrict_to(int cell, Mask digits) { return eliminate(cell, ~digits); }

  // Writes `digit` into an open cell as a guess (reported as such) and queues it.
  void guess(int cell, int digit) {
    Mask& mask = candidates_[static_cast<std::size_t>(cell)];
    trail_.push_back(Saved{cell, mask});
    mask = digit_bit(digit);
    note_change(cell);
    write(cell, TraceEvent::Kind::guess);
    pending_[pending_size_++] = cell;
  }

  // Writes a given (reported as a placement only if a trace is set) and queues it; false when
  // the digit is no longer a candidate.
  bool give(int cell, int digit) {
    Mask& mask = candidates_[static_cast<std::size_t>(cell)];
    if ((mask & digit_bit(digit)) == 0) return false;
    if (is_written(cell)) return true;
    trail_.push_back(Saved{cell, mask});
    mask = digit_bit(digit);
    note_change(cell);
    write(cell, TraceEvent::Kind::placement);
    pending_[pending_size_++] = cell;
    return true;
  }

  // Writes every queued single and removes its digit from its peers, until the queue is empty
  // (the naked singles); false on a contradiction.
  //
  // The peers that still hold the digit are listed first, without a branch per peer (about half
  // of them do, at random: a branch there is mispredicted about as often as it is taken), then
  // each loses it.
  bool settle() {
    const int* peers = layout_.peers.data();
    const int* start = layout_.peer_start.data();
    int* holding = holding_.data();
    while (pending_size_ > 0) {
      const int cell = pending_[--pending_size_];
      const std::size_t index = static_cast<std::size_t>(cell);
      if (written_[index] == 0) write(cell, TraceEvent::Kind::placement);
      const Mask digit = candidates_[index];
      int count = 0;
      for (int i = start[cell], end = start[cell + 1]; i < end; ++i) {
        holding[count] = peers[i];
        count += (candidates_[static_cast<std::size_t>(peers[i])] & digit) != 0 ? 1 : 0;
      }
      for (int k = 0; k < count; ++k) {
        if (!eliminate(holding[k], digit)) {
          pending_size_ = 0;
          return false;
        }
      }
    }
    return true;
  }

  // The cells whose candidates changed since clear_changes(), each once.
  std::span<const int> changed_cells() const {
    return {changed_.data(), static_cast<std::size_t>(changed_size_)};
  }
  void clear_changes() {
    for (int i = 0; i < changed_size_; ++i) {
      changed_flag_[static_cast<std::size_t>(changed_[static_cast<std::size_t>(i)])] = 0;
    }
    changed_size_ = 0;
  }

  Mark mark() const { return Mark{trail_.size(), written_count_}; }

  // Takes back every change since `mark`, reporting a backtrack per cell written since then,
  // newest first. The changes noted since are forgotten too.
  void undo(Mark mark) {
    pending_size_ = 0;
    clear_changes();
    while (written_count_ > mark.written) {
      const int cell = written_order_[static_cast<std::size_t>(--written_count_)];
      written_[static_cast<std::size_t>(cell)] = 0;
      for_each_house(cell, [this, cell](Mask& written) { written &= ~candidates(cell); });
      if (trace_ != nullptr) {
        (*trace_)(TraceEvent{TraceEvent::Kind::backtrack, cell,
                             static_cast<Digit>(digit_of(candidates(cell)))});
      }
    }
    while (trail_.size() > mark.trail) {
      const Saved& saved = trail_.back();
      candidates_[static_cast<std::size_t>(saved.cell)] = saved.mask;
      trail_.pop_back();
    }
  }

  // Forgets queued singles (after a contradiction, before undo).
  void drop_pending() { pending_size_ = 0; }

 private:
  struct Saved {
    int cell;
    Mask mask;
  };

  // Without a branch, as Worklist::add (propagator.hpp): changed_ has one slot more.
  void note_change(int cell) {
    std::uint8_t& flag = changed_flag_[static_cast<std::size_t>(cell)];
    changed_[static_cast<std::size_t>(changed_size_)] = cell;
    changed_size_ += 1 - flag;
    flag = 1;
  }

  // Calls visit(written_in_[h]) for each house h of the cell.
  template <typename Visit>
  void for_each_house(int cell, Visit visit) {
    const auto index = static_cast<std::size_t>(cell);
    for (int i = layout_.house_start[index]; i < layout_.house_start[index + 1]; ++i) {
      visit(written_in_[static_cast<std::size_t>(layout_.houses[static_cast<std::size_t>(i)])]);
    }
  }

  void write(int cell, TraceEvent::Kind kind) {
    written_[static_cast<std::size_t>(cell)] = 1;
    for_each_house(cell, [this, cell](Mask& written) { written |= candidates(cell); });
    written_order_[static_cast<std::size_t>(written_count_++)] = cell;
    if (trace_ != nullptr) {
      (*trace_)(TraceEvent{kind, cell, static_cast<Digit>(digit_of(candidates(cell)))});
    }
  }

  const Layout& layout_;
  const TraceSink* trace_;
  std::vector<Mask> candidates_;
  std::vector<std::uint8_t> written_;
  std::vector<int> written_order_;
  int written_count_ = 0;
  std::vector<int> pending_;
  int pending_size_ = 0;
  std::vector<std::uint8_t> changed_flag_;
  std::vector<int> changed_;
  int changed_size_ = 0;
  std::vector<Mask> written_in_;  // of each house
  std::vector<int> holding_;      // settle's scratch: the peers holding a digit
  std::vector<Saved> trail_;
};

}  // namespace sudoku::detail::general
