// Sets of sets of digits 1…9, as 512 bits: bit S stands for the set S of digits (digit d is bit
// d − 1 of S). The walk of sum_reasoning.cpp keeps the sets of digits a group's first cells can
// take, one digit each, as one such value per layer, and steps from layer to layer with a few
// word operations per digit instead of a loop over the sets.
//
// Adding digit d to the sets that lack it moves bit S to bit S + 2^(d−1): for digits 1…6 within
// each 64-bit word (S's low six bits hold bit d − 1 clear, so no bit leaves its word), for digits
// 7…9 by whole words (word w to word w + 2^(d−7)). Taking it out of the sets that hold it is the
// mirror.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace sudoku::detail::general {

class SetsOfDigits {
 public:
  static constexpr int kDigits = 9;
  static constexpr int kMostTotal = 45;                                  // 1 + 2 + … + 9
  static constexpr std::size_t kWords = std::size_t{1} << kDigits >> 6;  // 512 bits

  // Only the empty set.
  static constexpr SetsOfDigits only_empty() {
    SetsOfDigits sets;
    sets.words_[0] = 1;
    return sets;
  }
  // Every set whose digits add up to `total` (0 … 45).
  static const SetsOfDigits& of_total(int total);

  bool empty() const {
    std::uint64_t any = 0;
    for (const std::uint64_t word : words_) any |= word;
    return any == 0;
  }
  SetsOfDigits& operator|=(const SetsOfDigits& other) {
    for (std::size_t w = 0; w < kWords; ++w) words_[w] |= other.words_[w];
    return *this;
  }
  SetsOfDigits& operator&=(const SetsOfDigits& other) {
    for (std::size_t w = 0; w < kWords; ++w) words_[w] &= other.words_[w];
    return *this;
  }
  friend SetsOfDigits operator&(SetsOfDigits one, const SetsOfDigits& other) {
    return one &= other;
  }
  friend bool operator==(const SetsOfDigits&, const SetsOfDigits&) = default;

  // Each set without `digit` (1 … 9), with it added.
  SetsOfDigits with_digit(int digit) const {
    SetsOfDigits out;
    const int bit = digit - 1;
    if (bit < 6) {
      const std::uint64_t lacking = kLacking[static_cast<std::size_t>(bit)];
      for (std::size_t w = 0; w < kWords; ++w) out.words_[w] = (words_[w] & lacking) << (1U << bit);
    } else {
      const std::size_t step = std::size_t{1} << (bit - 6);
      for (std::size_t w = step; w < kWords; ++w) {
        out.words_[w] = (w & step) != 0 ? words_[w - step] : 0;
      }
    }
    return out;
  }
  // Each set holding `digit`, with it taken out.
  SetsOfDigits without_digit(int digit) const {
    SetsOfDigits out;
    const int bit = digit - 1;
    if (bit < 6) {
      const std::uint64_t holding = ~kLacking[static_cast<std::size_t>(bit)];
      for (std::size_t w = 0; w < kWords; ++w) out.words_[w] = (words_[w] & holding) >> (1U << bit);
    } else {
      const std::size_t step = std::size_t{1} << (bit - 6);
      for (std::size_t w = 0; w + step < kWords; ++w) {
        out.words_[w] = (w & step) == 0 ? words_[w + step] : 0;
      }
    }
    return out;
  }

  constexpr bool has(unsigned set) const { return (words_[set / 64] >> (set % 64) & 1U) != 0; }
  constexpr void add(unsigned set) { words_[set / 64] |= std::uint64_t{1} << (set % 64); }

 private:
  // Bit S of kLacking[b] is set when S lacks bit b (b < 6, the same in every word).
  static constexpr std::array<std::uint64_t, 6> kLacking = {
      0x5555555555555555U, 0x3333333333333333U, 0x0F0F0F0F0F0F0F0FU,
      0x00FF00FF00FF00FFU, 0x0000FFFF0000FFFFU, 0x00000000FFFFFFFFU};

  std::array<std::uint64_t, kWords> words_{};
};

namespace sets_of_digits_detail {
constexpr std::array<SetsOfDigits, SetsOfDigits::kMostTotal + 1> by_total() {
  std::array<SetsOfDigits, SetsOfDigits::kMostTotal + 1> table{};
  for (unsigned set = 0; set < 512; ++set) {
    int total = 0;
    for (int bit = 0; bit < SetsOfDigits::kDigits; ++bit) {
      if ((set >> bit & 1U) != 0) total += bit + 1;
    }
    table[static_cast<std::size_t>(total)].add(set);
  }
  return table;
}
inline constexpr std::array<SetsOfDigits, SetsOfDigits::kMostTotal + 1> kByTotal = by_total();
}  // namespace sets_of_digits_detail

inline const SetsOfDigits& SetsOfDigits::of_total(int total) {
  return sets_of_digits_detail::kByTotal[static_cast<std::size_t>(total)];
}

}  // namespace sudoku::detail::general
