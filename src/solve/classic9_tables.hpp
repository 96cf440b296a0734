// classic9_tables.hpp — the layout of the classic9 engine's search state, its compile-time
// tables and its bit tricks (src/solve/classic9.cpp explains the idea). Everything here is a
// type, a constexpr table or a pure inline function: no mutable state.
//
//   candidates[slot(digit, band)]: one 27-bit word per digit and band, a band's nine side by side
//            column 0 1 2 | 3 4 5 | 6 7 8
//     row 0  bits   0 1 2 | 3 4 5 | 6 7 8
//     row 1  bits   9 …                17
//     row 2  bits  18 …                26
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace sudoku::detail::classic9 {

constexpr int kDigitCount = 9;
constexpr int kCellCount = 81;
constexpr int kBandCellCount = 27;
constexpr std::size_t kWordCount = 27;  // one word per digit and band
constexpr std::uint32_t kRowBits = 0x1FF;
constexpr std::uint32_t kBandBits = (1U << kBandCellCount) - 1;

// The six ways to use one mini-row in each row of a band and one in each box: row r uses
// box kPermutations[p][r]. Read as (band, column of a stack), the same shape holds there.
constexpr std::array<std::array<int, 3>, 6> kPermutations{
    {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};

// Lookup tables, built at compile time and never written.
struct Tables {
  // The nine bits of a row → which of its three boxes hold a candidate (3 bits).
  std::array<std::uint8_t, 512> row_boxes{};
  // Mini-row pattern (bit 3*row + box) → the cells of the mini-rows on a fitting permutation.
  std::array<std::uint32_t, 512> band_cover{};
  // Pattern of one stack (bit 3*band + column) → the pairs on a fitting permutation, as bits
  // 9*band + column, ready to shift into place for the stack.
  std::array<std::uint32_t, 512> stack_cover{};
  // A set of columns → their cells in a band.
  std::array<std::uint32_t, 512> column_cells{};
  // A cell of a band → the other cells of the band in its row, column or box.
  std::array<std::uint32_t, kBandCellCount> band_peers{};
  // A cell of a band → the cells of its column in a band (the same bits in every band).
  std::array<std::uint32_t, kBandCellCount> band_column{};
  // The three rows of a band (3 bits) → their cells; the three boxes of a band → theirs.
  std::array<std::uint32_t, 8> row_cells{};
  std::array<std::uint32_t, 8> box_cells{};
  // A cell of the grid (0..80) → its houses: bit row, 9 + column, 18 + box.
  std::array<std::uint32_t, kCellCount> cell_houses{};
};

constexpr std::uint32_t permutation_cover(std::uint32_t pattern) {
  std::uint32_t cover = 0;
  for (const auto& permutation : kPermutations) {
    std::uint32_t used = 0;
    for (int row = 0; row < 3; ++row) used |= 1U << (3 * row + permutation[row]);
    if ((pattern & used) == used) cover |= used;
  }
  return cover;
}

constexpr Tables make_tables() {
  Tables tables;
  for (std::uint32_t bits = 0; bits < 512; ++bits) {
    std::uint32_t boxes = 0;
    for (int box = 0; box < 3; ++box) {
      if (((bits >> (3 * box)) & 7U) != 0) boxes |= 1U << box;
    }
    tables.row_boxes[bits] = static_cast<std::uint8_t>(boxes);
    const std::uint32_t cover = permutation_cover(bits);
    for (int row = 0; row < 3; ++row) {
      for (int column = 0; column < 3; ++column) {
        if (((cover >> (3 * row + column)) & 1U) == 0) continue;
        tables.band_cover[bits] |= 7U << (9 * row + 3 * column);
        tables.stack_cover[bits] |= 1U << (9 * row + column);
      }
    }
    tables.column_cells[bits] = bits | bits << 9 | bits << 18;
  }
  for (int cell = 0; cell < kBandCellCount; ++cell) {
    for (int other = 0; other < kBandCellCount; ++other) {
      const bool same_row = other / 9 == cell / 9;
      const bool same_column = other % 9 == cell % 9;
      const bool same_box = (other % 9) / 3 == (cell % 9) / 3;
      if (other != cell && (same_row || same_column || same_box)) {
        tables.band_peers[cell] |= 1U << other;
      }
    }
    tables.band_column[cell] = tables.column_cells[1U << (cell % 9)];
  }
  for (std::uint32_t set = 0; set < 8; ++set) {
    for (int part = 0; part < 3; ++part) {
      if (((set >> part) & 1U) == 0) continue;
      tables.row_cells[set] |= kRowBits << (9 * part);
      tables.box_cells[set] |= 0x1C0E07U << (3 * part);
    }
  }
  for (int cell = 0; cell < kCellCount; ++cell) {
    const int row = cell / 9;
    const int column = cell % 9;
    tables.cell_houses[cell] =
        1U << row | 1U << (9 + column) | 1U << (18 + row / 3 * 3 + column / 3);
  }
  return tables;
}

constexpr Tables kTables = make_tables();

// The search state: small, fixed, copied whole at each guess.
struct Grid {
  std::array<std::uint32_t, kWordCount> candidates;  // [slot(digit, band)], digit 0-based
  std::array<std::uint32_t, 3> placed;               // cells already written, per band
  std::uint32_t unsettled;                           // digits (bit per digit) to re-examine
};

// Where a digit's word of a band sits in Grid::candidates: band by band, the nine digits of a
// band side by side, so that what a cell's band does to every digit is one pass over nine
// consecutive words.
constexpr int slot(int digit, int band) { return band * kDigitCount + digit; }

// A cell as (band, index within the band).
struct BandCell {
  int band;
  int index;
};

// The row and box rule on one band of one digit: keeps the mini-rows on a fitting permutation.
inline std::uint32_t keep_band_permutations(std::uint32_t word) {
  const std::uint32_t pattern = kTables.row_boxes[word & kRowBits] |
                                kTables.row_boxes[(word >> 9) & kRowBits] << 3 |
                                kTables.row_boxes[word >> 18] << 6;
  return word & kTables.band_cover[pattern];
}

// The stack rule on the stack starting at column `first`: `columns` has bit 9*band + column
// when the band still has the digit in that column; keeps the pairs on a fitting permutation.
inline std::uint32_t keep_stack_permutations(std::uint32_t columns, int first) {
  const std::uint32_t stack = (columns >> first) & 0x1C0E07U;  // three columns of each band
  return kTables.stack_cover[(stack | stack >> 6 | stack >> 12) & kRowBits] << first;
}

// The number of set bits (std::popcount becomes a library call without -mpopcnt; the search
// counts with popcount_cells, which uses the instruction where its copy may).
inline int count_cells(std::uint32_t word) {
  word -= (word >> 1) & 0x55555555U;
  word = (word & 0x33333333U) + ((word >> 2) & 0x33333333U);
  word = (word + (word >> 4)) & 0x0F0F0F0FU;
  return static_cast<int>((word * 0x01010101U) >> 24);
}

}  // namespace sudoku::detail::classic9
