// Each cell's peers (the cells sharing a house or a cage with it, as the layout lists them) as a
// bit set over the cells, so that "is b a peer of a" is one bit test and "the cells that see all
// of these" is an AND of a few words per cell. Built once per solve, read-only after.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "solve/general_state.hpp"
#include "solve/propagator.hpp"

namespace sudoku::detail::general {

class PeerSets {
 public:
  explicit PeerSets(const Layout& layout)
      : words_((layout.cell_count + 63) / 64),
        bits_(static_cast<std::size_t>(layout.cell_count) * static_cast<std::size_t>(words_), 0) {
    for (int cell = 0; cell < layout.cell_count; ++cell) {
      const auto index = static_cast<std::size_t>(cell);
      for (int k = layout.peer_start[index]; k < layout.peer_start[index + 1]; ++k) {
        const int peer = layout.peers[static_cast<std::size_t>(k)];
        bits_[row(cell) + static_cast<std::size_t>(peer / 64)] |= std::uint64_t{1} << (peer % 64);
      }
    }
  }

  int words() const { return words_; }
  // The peers of `cell`, words() words: bit b of word w is cell 64·w + b.
  std::span<const std::uint64_t> of(int cell) const {
    return {bits_.data() + row(cell), static_cast<std::size_t>(words_)};
  }
  bool are_peers(int cell, int other) const {
    return ((bits_[row(cell) + static_cast<std::size_t>(other / 64)] >> (other % 64)) & 1U) != 0;
  }

  // A digit that must sit in one of `places` leaves every cell that is a peer of all of them
  // (ISS's required-value exclusions; a cage's or a renban's digit that every filling holds).
  // `seeing` is the caller's scratch of words() words. Nothing when there is no place, nor when
  // the one place is written: the state's settle took its digit from its peers then (on Hard
  // renban 2, 2.6 M of the renbans' 4.3 M calls).
  Propagation remove_from_cells_seeing_all(GeneralState& state, std::span<const int> places,
                                           Mask digit, std::vector<std::uint64_t>& seeing) const {
    if (places.empty()) return Propagation::fixpoint;
    if (places.size() == 1 && state.is_written(places.front())) return Propagation::fixpoint;
    const std::uint64_t* first = bits_.data() + row(places.front());
    if (words_ <= 2) {
      // Up to 128 cells (9×9 and smaller): the two words in registers.
      std::array<std::uint64_t, 2> both{first[0], words_ == 2 ? first[1] : 0};
      for (const int place : places.subspan(1)) {
        const std::uint64_t* peers = bits_.data() + row(place);
        both[0] &= peers[0];
        if (words_ == 2) both[1] &= peers[1];
      }
      return remove_from(state, both.data(), words_, digit);
    }
    if (seeing.size() < static_cast<std::size_t>(words_))
      seeing.resize(static_cast<std::size_t>(words_));
    std::uint64_t* all = seeing.data();
    std::copy(first, first + words_, all);
    for (const int place : places.subspan(1)) {
      const std::uint64_t* peers = bits_.data() + row(place);
      for (int w = 0; w < words_; ++w) all[w] &= peers[w];
    }
    return remove_from(state, all, words_, digit);
  }

 private:
  // The digit leaves each cell of the `words` words of `cells` that still has it. The cells that
  // hold it are picked out first, as bits, without a branch per cell (whether a cell holds the
  // digit is close to a coin toss, and a branch on it is mispredicted as often as not).
  static Propagation remove_from(GeneralState& state, const std::uint64_t* cells, int words,
                                 Mask digit) {
    bool changed = false;
    for (int w = 0; w < words; ++w) {
      std::uint64_t holding = 0;
      for (std::uint64_t rest = cells[w]; rest != 0; rest &= rest - 1) {
        const int bit = std::countr_zero(rest);
        holding |= static_cast<std::uint64_t>((state.candidates(w * 64 + bit) & digit) != 0) << bit;
      }
      for (; holding != 0; holding &= holding - 1) {
        // A place is no peer of itself, so every cell here lies outside the places.
        if (!state.eliminate(w * 64 + std::countr_zero(holding), digit)) {
          return Propagation::failed;
        }
        changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  std::size_t row(int cell) const {
    return static_cast<std::size_t>(cell) * static_cast<std::size_t>(words_);
  }

  int words_;
  std::vector<std::uint64_t> bits_;
};

}  // namespace sudoku::detail::general
