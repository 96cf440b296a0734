// The restart schedule of the general engine's searches for one solution on large grids (both
// boards): a search stops after kRestartUnit · luby(i) dead ends and starts again from the root,
// with its ties broken and its digits ordered another way. Sparse 16×16 and 25×25 puzzles are
// heavy-tailed: one unlucky early guess would otherwise cost seconds. The limits grow without
// end, so a puzzle with no solution is still proved so.
#pragma once

#include <cstdint>

namespace sudoku::detail {

// The smallest side where a search for one solution restarts.
constexpr int kSmallestSideForRestarts = 16;

// The restarts' limits are this many dead ends times Luby's sequence 1 1 2 1 1 2 4 1 1 2 …
constexpr std::uint64_t kRestartUnit = 10;

// The i-th term (from 1) of Luby's sequence: 2^(k−1) when i = 2^k − 1, else the term at
// i − (2^(k−1) − 1) for the k with 2^(k−1) ≤ i < 2^k − 1.
constexpr std::uint64_t luby(std::uint64_t i) {
  for (;;) {
    std::uint64_t k = 1;
    while ((std::uint64_t{1} << k) - 1 < i) ++k;
    if ((std::uint64_t{1} << k) - 1 == i) return std::uint64_t{1} << (k - 1);
    i -= (std::uint64_t{1} << (k - 1)) - 1;
  }
}
static_assert(luby(1) == 1 && luby(2) == 1 && luby(3) == 2 && luby(7) == 4 && luby(8) == 1 &&
              luby(14) == 4 && luby(15) == 8);

// The scramble of restart `attempt` (0 for the first search): seeds its tie-breaks and digit order.
constexpr unsigned restart_scramble(std::uint64_t attempt) {
  return static_cast<unsigned>(attempt) * 0x9E3779B9U;
}

}  // namespace sudoku::detail
