// Sets of totals shifted as wholes (for sum_reasoning.cpp): bit t of a word array is total t.
//
// Joining a group to the groups before it shifts their totals up by each of the group's totals;
// what the groups before a group must make is what the group and those after it must make,
// shifted down by each of its totals. Totals of one or two words (sums up to 127: nearly all)
// are gathered in one register, a 128-bit number for two words; longer ones word by word.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <type_traits>

namespace sudoku::detail::general::totals {

// Totals of two words (up to 127) shift as one 128-bit number.
__extension__ using Wide = unsigned __int128;
inline Wide load_wide(const std::uint64_t* words) {
  return (static_cast<Wide>(words[1]) << 64) | words[0];
}
inline void store_wide(std::uint64_t* words, Wide value) {
  words[0] = static_cast<std::uint64_t>(value);
  words[1] = static_cast<std::uint64_t>(value >> 64);
}

// dst |= src shifted up by `shift` bits (within dst's words).
inline void or_shifted_up(std::uint64_t* dst, const std::uint64_t* src, int shift, int words) {
  const int whole = shift / 64;
  const int part = shift % 64;
  for (int i = words - 1; i >= whole; --i) {
    std::uint64_t value = src[i - whole] << part;
    if (part != 0 && i - whole - 1 >= 0) value |= src[i - whole - 1] >> (64 - part);
    dst[i] |= value;
  }
}

// dst |= src shifted down by `shift` bits.
inline void or_shifted_down(std::uint64_t* dst, const std::uint64_t* src, int shift, int words) {
  const int whole = shift / 64;
  const int part = shift % 64;
  for (int i = 0; i + whole < words; ++i) {
    std::uint64_t value = src[i + whole] >> part;
    if (part != 0 && i + whole + 1 < words) value |= src[i + whole + 1] << (64 - part);
    dst[i] |= value;
  }
}

// Whether `low` shifted up by `shift` bits meets `high`.
inline bool meets_shifted_up(const std::uint64_t* low, int shift, const std::uint64_t* high,
                             int words) {
  const int whole = shift / 64;
  const int part = shift % 64;
  for (int i = whole; i < words; ++i) {
    std::uint64_t value = low[i - whole] << part;
    if (part != 0 && i - whole - 1 >= 0) value |= low[i - whole - 1] >> (64 - part);
    if ((value & high[i]) != 0) return true;
  }
  return false;
}

// to = the union of `from` shifted up (down) by offset + b for every bit b of `bits`. Totals of
// one or two words are gathered in a register, not written back a shift at a time.
template <int kWords, bool kUp>
void shifted_by_all(std::uint64_t* to, const std::uint64_t* from, std::uint64_t bits, int offset,
                    int words) {
  if constexpr (kWords == 1) {
    const std::uint64_t source = from[0];
    std::uint64_t gathered = 0;
    for (; bits != 0; bits &= bits - 1) {
      const int shift = std::countr_zero(bits) + offset;
      if (shift < 64) gathered |= kUp ? source << shift : source >> shift;
    }
    to[0] = gathered;
  } else if constexpr (kWords == 2) {
    const Wide source = load_wide(from);
    Wide gathered = 0;
    for (; bits != 0; bits &= bits - 1) {
      const int shift = std::countr_zero(bits) + offset;
      if (shift < 128) gathered |= kUp ? source << shift : source >> shift;
    }
    store_wide(to, gathered);
  } else {
    std::fill(to, to + words, 0);
    for (; bits != 0; bits &= bits - 1) {
      if constexpr (kUp) {
        or_shifted_up(to, from, std::countr_zero(bits) + offset, words);
      } else {
        or_shifted_down(to, from, std::countr_zero(bits) + offset, words);
      }
    }
  }
}

// Whether `word` has fewer bits than `other` (without a popcount: the build targets no
// instruction for it, and a library call a group costs more than this walk).
template <typename Word>
bool fewer_bits(Word word, std::uint64_t other) {
  for (; word != 0 && other != 0; other &= other - 1) word &= word - 1;
  return word == 0 && other != 0;
}
inline int lowest_bit(std::uint64_t word) { return std::countr_zero(word); }
inline int lowest_bit(Wide word) {
  const auto low = static_cast<std::uint64_t>(word);
  return low != 0 ? std::countr_zero(low)
                  : 64 + std::countr_zero(static_cast<std::uint64_t>(word >> 64));
}

// The bits b of `bits` for which `low` shifted up by offset + b meets `high`.
template <int kWords>
std::uint64_t meeting_bits(const std::uint64_t* low, std::uint64_t bits, int offset,
                           const std::uint64_t* high, int words) {
  std::uint64_t met = 0;
  if constexpr (kWords == 1 || kWords == 2) {
    using Word = std::conditional_t<kWords == 1, std::uint64_t, Wide>;
    const Word low_word = kWords == 1 ? Word{low[0]} : static_cast<Word>(load_wide(low));
    const Word high_word = kWords == 1 ? Word{high[0]} : static_cast<Word>(load_wide(high));
    if (fewer_bits(low_word, bits)) {
      // Fewer totals before than the group's: bit b is met when some a before has offset + a + b
      // after, so `high` shifted down by offset + a for each a (the first group's one 0).
      Word gathered = 0;
      for (Word rest = low_word; rest != 0; rest &= rest - 1) {
        const int shift = lowest_bit(rest) + offset;
        if (shift < 64 * kWords) gathered |= high_word >> shift;
      }
      return bits & static_cast<std::uint64_t>(gathered);
    }
    for (; bits != 0; bits &= bits - 1) {
      const int shift = std::countr_zero(bits) + offset;
      if (shift < 64 * kWords && ((low_word << shift) & high_word) != 0) met |= bits & (~bits + 1);
    }
  } else {
    for (; bits != 0; bits &= bits - 1) {
      if (meets_shifted_up(low, std::countr_zero(bits) + offset, high, words)) {
        met |= bits & (~bits + 1);
      }
    }
  }
  return met;
}

}  // namespace sudoku::detail::general::totals
