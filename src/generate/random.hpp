// The generator's random numbers: std::mt19937_64 (its sequence is fixed by the standard) with
// our own unbiased draws, so a seed gives the same puzzle with every standard library.
#pragma once

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace sudoku::detail::generate {

class Random {
 public:
  explicit Random(std::uint64_t seed) : engine_(seed) {}

  // A whole number in [0, bound), bound > 0, every value equally likely (rejection of the
  // top part of the range that a plain modulo would favour).
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    std::uint64_t value = engine_();
    while (value >= limit) value = engine_();
    return value % bound;
  }
  int below(int bound) { return static_cast<int>(below(static_cast<std::uint64_t>(bound))); }

  // Fisher–Yates.
  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::swap(items[i - 1], items[static_cast<std::size_t>(below(std::uint64_t{i}))]);
    }
  }

 private:
  std::mt19937_64 engine_;
};

}  // namespace sudoku::detail::generate
