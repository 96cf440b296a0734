// Digit planes: the general engine's board for small grids (sides up to 16, no Killer cages).
//
// The mask board of general_state.hpp keeps one candidate mask per cell: a house's hidden
// single is then a loop over its N cells. Here the board is turned on its side: for each digit
// one bit set of the cells where it can still go (a "plane"), W 64-bit words for up to 64·W cells.
// Every house, every cell's peers and every crossing of two houses is a bit set of the same
// shape, so the rules become a few word operations:
//
//   planes[d]   one bit per cell, W words      9×9: cells 0…63 in word 0, 64…80 in word 1
//   ┌───────────────────────────────┐
//   │ d=1  001000000…  …0100000000  │   hidden single of digit d in house h:
//   │ d=2  100000010…  …0000001000  │       planes[d] & house[h] has one bit
//   │ …                             │   naked single: a cell in exactly one plane
//   │ d=N  000010000…  …0000000010  │       (once/twice folds over the planes)
//   └───────────────────────────────┘   locked candidates: the places X = planes[d] & house[A]
//   solved     cells written              all in house B too (the AND of X's houses) ⇒
//                                         planes[d] &= ~(B∖X)
//   done[d]    houses already holding d (bit per house, so a house is skipped once it has d)
//   touched[d] houses where plane d lost a cell since its hidden singles were last looked for
//   unsettled  digits with touched houses
//
// The board is a plain struct of a few hundred bytes, copied for each guess: no trail, no undo,
// no allocation while searching. The layout (houses, peers, crossings as bit sets) depends only
// on the puzzle's shape and is built once per shape (digit_planes.cpp keeps the last one per
// thread). Houses, peers and crossings come from general's make_layout, so rows, columns, boxes,
// jigsaw regions, the X diagonals and any other extra house are all the same data.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "sudoku/solve.hpp"

namespace sudoku::detail::planes {

// A set of cells, one bit per cell, in W words.
template <int W>
struct Cells {
  std::array<std::uint64_t, W> words{};

  static Cells of(int cell) {
    Cells cells;
    cells.set(cell);
    return cells;
  }
  bool has(int cell) const { return ((words[cell >> 6] >> (cell & 63)) & 1U) != 0; }
  void set(int cell) { words[cell >> 6] |= std::uint64_t{1} << (cell & 63); }
  void clear(int cell) { words[cell >> 6] &= ~(std::uint64_t{1} << (cell & 63)); }
  bool any() const {
    std::uint64_t all = 0;
    for (int i = 0; i < W; ++i) all |= words[i];
    return all != 0;
  }
  bool none() const { return !any(); }
  int count() const {
    int total = 0;
    for (int i = 0; i < W; ++i) total += std::popcount(words[i]);
    return total;
  }
  // The lowest cell of a non-empty set.
  int first() const {
    int i = 0;
    while (words[i] == 0) ++i;
    return i * 64 + std::countr_zero(words[i]);
  }
  // The cells of the set, lowest first: `for (const int cell : cells)`. An iterator rather than a
  // callback: GCC would not inline a lambda of the search's faster copy into a template compiled
  // for any processor, and left a call per cell on the hot paths.
  class Iterator {
   public:
    Iterator(const Cells& cells, int word) : cells_(&cells), word_(word) {
      if (word_ < W) bits_ = cells.words[word_];
      skip_empty_words();
    }
    int operator*() const { return word_ * 64 + std::countr_zero(bits_); }
    Iterator& operator++() {
      bits_ &= bits_ - 1;
      skip_empty_words();
      return *this;
    }
    bool operator!=(const Iterator& other) const {
      return word_ != other.word_ || bits_ != other.bits_;
    }

   private:
    void skip_empty_words() {
      while (bits_ == 0 && word_ < W) {
        ++word_;
        if (word_ < W) bits_ = cells_->words[word_];
      }
    }
    const Cells* cells_;
    int word_;
    std::uint64_t bits_ = 0;
  };
  Iterator begin() const { return Iterator(*this, 0); }
  Iterator end() const { return Iterator(*this, W); }

  Cells operator&(const Cells& other) const {
    Cells result;
    for (int i = 0; i < W; ++i) result.words[i] = words[i] & other.words[i];
    return result;
  }
  Cells operator|(const Cells& other) const {
    Cells result;
    for (int i = 0; i < W; ++i) result.words[i] = words[i] | other.words[i];
    return result;
  }
  // The cells of this set that are not in `other`.
  Cells without(const Cells& other) const {
    Cells result;
    for (int i = 0; i < W; ++i) result.words[i] = words[i] & ~other.words[i];
    return result;
  }
  bool operator==(const Cells&) const = default;
};

// The largest side each width takes: W words hold 64·W cells.
constexpr int largest_side(int words) { return words == 1 ? 8 : words == 2 ? 11 : 16; }

// The shape of a puzzle as bit sets (built from general's layout, digit_planes.cpp).
template <int W>
struct PlaneLayout {
  static constexpr int kMaxSide = largest_side(W);
  static constexpr std::size_t kMaxCells = std::size_t{64} * W;

  int side = 0;
  int cell_count = 0;
  Cells<W> all_cells;
  std::uint64_t all_houses = 0;                 // one bit per house (at most 64)
  std::vector<Cells<W>> houses;                 // house h's cells
  std::vector<Cells<W>> peers;                  // cell c's peers (houses and smaller groups)
  std::vector<std::uint64_t> houses_of_cell;    // bits of the houses holding cell c
  std::vector<std::uint64_t> houses_near_cell;  // … holding cell c or one of its peers
  // The most cells two houses share, short of all: more places than that in a house lie in no
  // other house together, so locked candidates need not look.
  int largest_crossing = 0;
};

// One search state: the planes and what the propagation still has to look at.
template <int W>
struct Board {
  std::array<Cells<W>, PlaneLayout<W>::kMaxSide> planes;       // planes[d]: where digit d+1 can go
  std::array<std::uint64_t, PlaneLayout<W>::kMaxSide> done{};  // houses holding digit d+1
  std::array<std::uint64_t, PlaneLayout<W>::kMaxSide> touched{};  // houses where d+1 lost a cell
  Cells<W> solved;
  std::uint32_t unsettled = 0;  // bit d: touched[d] is not empty
};

// True when the digit-planes search takes the puzzle: no Killer cage, at most 64 houses, a side
// up to 15, or 16 when one solution is wanted.
bool fits(const Puzzle& puzzle, const SolveOptions& options);

// The general engine's search on digit planes (the caller checks fits()).
SolveResult solve(const Puzzle& puzzle, const SolveOptions& options);

}  // namespace sudoku::detail::planes
