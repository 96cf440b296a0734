// The number of set bits in a word, in a few inline operations. The library is built for any
// x86-64 (no -mpopcnt), where std::popcount becomes a call into libgcc: the logical solver counts
// candidates and places in nearly every technique, and that call alone took a tenth of the time
// of rating 16×16 puzzles. The engines with their own dispatch (classic9, digit planes) keep
// std::popcount or their own count, compiled for the processor they run on.
#pragma once

#include <cstdint>

namespace sudoku::detail {

constexpr int bit_count(std::uint64_t bits) {
  bits -= (bits >> 1) & 0x5555555555555555U;
  bits = (bits & 0x3333333333333333U) + ((bits >> 2) & 0x3333333333333333U);
  bits = (bits + (bits >> 4)) & 0x0F0F0F0F0F0F0F0FU;
  return static_cast<int>((bits * 0x0101010101010101U) >> 56);
}

}  // namespace sudoku::detail
