// Skyscraper clues: seen from the clue, a digit is a building of its height, hidden by any taller
// one nearer; the clue counts the buildings seen along its row or column.
//
// The idea. Walking the line from the clue, what matters of the cells passed is the tallest so far
// (h) and how many more buildings must still be seen (the need). A layered pass runs over the
// states (position, h) with the set of needs possible there as a bit set: forward from the clue
// (the needs some filling of the cells passed leaves) and backward from the far end (the needs
// the cells still to come can meet). A digit d stays in cell i when some state before it, stepping
// on d (seen when d > h, the need one less; hidden when d < h), meets a state after it: the
// filtering is exact for the clue along the line with digits free to repeat, and the line's
// distinct digits add what is cheap to know: after i cells the tallest is at least i, the need
// never exceeds the digits taller than h (N − h), a digit never equals the tallest so far, and the
// tallest at the end is N. So a clue of 1 puts N next to it, a clue of N fixes the line at
// 1, 2, …, N, and the N stands at least clue − 1 cells in.
#include <bit>
#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "solve/outside_clue_propagator.hpp"

namespace sudoku::detail::general {

namespace {

// The needs 0 … most as a bit set.
Mask needs_up_to(int most) { return most >= 63 ? ~Mask{0} : (Mask{1} << (most + 1)) - 1; }
// The digits 1 … k, and those below d and above h.
Mask lowest_digits(int k) { return k >= 64 ? ~Mask{0} : (Mask{1} << k) - 1; }
Mask digits_below(int digit) { return lowest_digits(digit - 1); }
Mask digits_above(int tallest) { return ~lowest_digits(tallest); }

class SkyscraperFilter {
 public:
  SkyscraperFilter(int side, std::vector<int> seen)
      : side_(side),
        seen_(std::move(seen)),
        forward_(static_cast<std::size_t>(side + 1) * static_cast<std::size_t>(side + 1)),
        backward_(forward_.size()) {}

  void support(std::size_t clue, std::span<const Mask> candidates, std::span<Mask> support) {
    const int n = side_;
    const int seen = seen_[clue];
    if (seen < 1 || seen > n) return;  // no filling sees that many
    std::fill(forward_.begin(), forward_.end(), Mask{0});
    std::fill(backward_.begin(), backward_.end(), Mask{0});
    const Mask all = digits_of_side(n);
    // Forward: the needs after the first i cells with the tallest h (h ≥ i).
    for (Mask rest = candidates[0] & all; rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      at(forward_, 1, digit) = (Mask{1} << (seen - 1)) & needs_up_to(n - digit);
    }
    for (int i = 1; i < n; ++i) {
      const Mask here = candidates[static_cast<std::size_t>(i)] & all;
      for (int tallest = i; tallest <= n; ++tallest) {
        const Mask needs = at(forward_, i, tallest);
        if (needs == 0) continue;
        if ((here & digits_below(tallest)) != 0) at(forward_, i + 1, tallest) |= needs;
        for (Mask taller = here & digits_above(tallest); taller != 0; taller &= taller - 1) {
          const int digit = std::countr_zero(taller) + 1;
          at(forward_, i + 1, digit) |= (needs >> 1) & needs_up_to(n - digit);
        }
      }
    }
    // Backward: the needs at (i, h) from which the cells i … N−1 see exactly enough.
    at(backward_, n, n) = 1;
    for (int i = n - 1; i >= 1; --i) {
      const Mask here = candidates[static_cast<std::size_t>(i)] & all;
      for (int tallest = i; tallest <= n; ++tallest) {
        Mask needs = 0;
        if ((here & digits_below(tallest)) != 0) needs |= at(backward_, i + 1, tallest);
        for (Mask taller = here & digits_above(tallest); taller != 0; taller &= taller - 1) {
          needs |= at(backward_, i + 1, std::countr_zero(taller) + 1) << 1;
        }
        at(backward_, i, tallest) = needs & needs_up_to(n - tallest);
      }
    }
    // A digit stays where a state before it steps on it into a state after it.
    for (int digit = 1; digit <= n; ++digit) {
      if ((candidates[0] & digit_bit(digit)) != 0 &&
          (at(forward_, 1, digit) & at(backward_, 1, digit)) != 0) {
        support[0] |= digit_bit(digit);
      }
    }
    for (int i = 1; i < n; ++i) {
      const Mask here = candidates[static_cast<std::size_t>(i)] & all;
      Mask& kept = support[static_cast<std::size_t>(i)];
      for (int tallest = i; tallest <= n; ++tallest) {
        const Mask needs = at(forward_, i, tallest);
        if (needs == 0) continue;
        if ((needs & at(backward_, i + 1, tallest)) != 0) kept |= here & digits_below(tallest);
        for (Mask taller = here & digits_above(tallest) & ~kept; taller != 0;
             taller &= taller - 1) {
          const int digit = std::countr_zero(taller) + 1;
          if ((needs & (at(backward_, i + 1, digit) << 1)) != 0) kept |= digit_bit(digit);
        }
      }
    }
  }

 private:
  Mask& at(std::vector<Mask>& table, int i, int tallest) const {
    return table[static_cast<std::size_t>(i) * static_cast<std::size_t>(side_ + 1) +
                 static_cast<std::size_t>(tallest)];
  }

  int side_;
  std::vector<int> seen_;      // each clue's number
  std::vector<Mask> forward_;  // [i·(N+1) + h]
  std::vector<Mask> backward_;
};

}  // namespace

std::unique_ptr<Propagator> make_skyscraper_propagator(const Puzzle& puzzle, const Layout& layout) {
  const std::vector<ClueLine> lines = clue_lines(puzzle, OutsideClueKind::skyscraper);
  if (lines.empty()) return nullptr;
  std::vector<int> seen;
  seen.reserve(lines.size());
  for (const ClueLine& line : lines) seen.push_back(line.value);
  return std::make_unique<ClueLinePropagator<SkyscraperFilter>>(
      layout, cells_of(lines), SkyscraperFilter(layout.side, std::move(seen)));
}

}  // namespace sudoku::detail::general
