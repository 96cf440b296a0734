// Sums over groups of two and three peers, digit by digit (for sum_reasoning.cpp).
//
// Groups of two and three cells (most groups of little killers and arrows: a diagonal crosses a
// box in at most three cells) are reckoned directly, digit by digit, instead of by walking their
// sets. Digit d is bit d − 1, so a pair of bits i ≠ j makes the total i + j + 2, bit i + j − 1
// above the least total 3; a triple i, j, k makes bit i + j + k − 3 above 6.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "solve/general_state.hpp"

namespace sudoku::detail::general {

inline std::uint64_t pair_totals(Mask first, Mask second) {
  std::uint64_t shifted = 0;
  for (Mask rest = first; rest != 0; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    shifted |= (second & ~(Mask{1} << i)) << i;
  }
  return shifted >> 1;
}

inline std::uint64_t triple_totals(Mask first, Mask second, Mask third) {
  std::uint64_t shifted = 0;
  for (Mask rest = first; rest != 0; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    const Mask without_i = ~(Mask{1} << i);
    for (Mask others = second & without_i; others != 0; others &= others - 1) {
      const int j = std::countr_zero(others);
      shifted |= (third & without_i & ~(Mask{1} << j)) << (i + j);
    }
  }
  return shifted >> 3;
}

// The digits of each cell of a pair (three cells: a triple) used by a filling whose total is in
// `allowed` (bit b: total b + 3, b + 6 for a triple), into `support`.
inline void pair_support(Mask first, Mask second, std::uint64_t allowed,
                         std::array<Mask, 3>& support) {
  const std::uint64_t wanted = allowed << 1;
  for (Mask rest = first; rest != 0; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    const std::uint64_t hits = ((second & ~(Mask{1} << i)) << i) & wanted;
    if (hits == 0) continue;
    support[0] |= Mask{1} << i;
    support[1] |= hits >> i;
  }
}

inline void triple_support(Mask first, Mask second, Mask third, std::uint64_t allowed,
                           std::array<Mask, 3>& support) {
  const std::uint64_t wanted = allowed << 3;
  for (Mask rest = first; rest != 0; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    const Mask without_i = ~(Mask{1} << i);
    for (Mask others = second & without_i; others != 0; others &= others - 1) {
      const int j = std::countr_zero(others);
      const std::uint64_t hits = ((third & without_i & ~(Mask{1} << j)) << (i + j)) & wanted;
      if (hits == 0) continue;
      support[0] |= Mask{1} << i;
      support[1] |= Mask{1} << j;
      support[2] |= hits >> (i + j);
    }
  }
}

}  // namespace sudoku::detail::general
