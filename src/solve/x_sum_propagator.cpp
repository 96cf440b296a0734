// X-sum clues: the first x cells of a row or column seen from the clue add up to the clue, where
// x is the digit of the first cell.
//
// The idea. A filling keeping the clue is a digit x of the first cell and a set of x distinct
// digits holding x that adds up to the clue: the first x cells hold that set (x in the first),
// the others the rest of the digits. The sets for each x are listed once, when the propagator is
// built (list_sum_combinations). For each x the first cell allows and each of its sets, the cells
// 2 … x must be able to hold exactly the set less x and the cells after them exactly the rest
// (each cell has one of the digits, together they have them all); every digit of an x and set
// that pass is supported. An x with too many sets (large grids) is kept by the least and greatest
// sums its first x cells can make, which only filters less.
//
// Invariant: a digit goes only when no x and set that fit use it; a filled line breaking the clue
// has no set for its x that adds up, so it fails.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "solve/outside_clue_propagator.hpp"
#include "solve/sum_rules.hpp"

namespace sudoku::detail::general {

namespace {

// Sets listed at most per x of a clue; past that the x is kept by bounds.
constexpr std::size_t kMostSetsPerCount = 256;

struct XSumClue {
  int total = 0;
  std::vector<Mask> sets;          // the sets for x (holding x): sets[start[x−1] … start[x])
  std::vector<int> start;          // x = 1 … N
  std::vector<std::uint8_t> open;  // open[x−1]: too many sets for x were listed
};

class XSumFilter {
 public:
  XSumFilter(int side, const std::vector<ClueLine>& lines) : side_(side) {
    const Mask all = digits_of_side(side);
    clues_.reserve(lines.size());
    for (const ClueLine& line : lines) {
      XSumClue clue;
      clue.total = line.value;
      clue.start.push_back(0);
      for (int x = 1; x <= side; ++x) {
        std::vector<Mask> found;
        const bool listed =
            line.value - x >= 0 && list_sum_combinations(all & ~digit_bit(x), x - 1, line.value - x,
                                                         kMostSetsPerCount, found);
        clue.open.push_back(line.value - x >= 0 && !listed ? 1 : 0);
        if (listed) {
          for (const Mask set : found) clue.sets.push_back(set | digit_bit(x));
        }
        clue.start.push_back(static_cast<int>(clue.sets.size()));
      }
      clues_.push_back(std::move(clue));
    }
  }

  void support(std::size_t index, std::span<const Mask> candidates, std::span<Mask> support) const {
    const int n = side_;
    const XSumClue& clue = clues_[index];
    const Mask all = digits_of_side(n);
    for (Mask rest = candidates[0] & all; rest != 0; rest &= rest - 1) {
      const int x = std::countr_zero(rest) + 1;
      const Mask first = digit_bit(x);
      const auto slot = static_cast<std::size_t>(x - 1);
      bool fits = false;
      if (clue.open[slot] != 0) {
        fits = place_any(candidates, support, x, clue.total);
      } else {
        for (int s = clue.start[slot]; s < clue.start[slot + 1]; ++s) {
          const Mask set = clue.sets[static_cast<std::size_t>(s)];
          if (!cells_can_hold(candidates, 1, x, set & ~first) ||
              !cells_can_hold(candidates, x, n, all & ~set)) {
            continue;
          }
          support_cells(candidates, support, 1, x, set & ~first);
          support_cells(candidates, support, x, n, all & ~set);
          fits = true;
        }
      }
      if (fits) support[0] |= first;
    }
  }

 private:
  // An x with too many sets: the other cells keep any digit but x, the cells 2 … x within reach
  // of the total less x by their least and greatest candidates.
  bool place_any(std::span<const Mask> candidates, std::span<Mask> support, int x,
                 int total) const {
    const Mask others = digits_of_side(side_) & ~digit_bit(x);
    int least = x;
    int greatest = x;
    for (int t = 1; t < side_; ++t) {
      const Mask here = candidates[static_cast<std::size_t>(t)] & others;
      if (here == 0) return false;
      if (t < x) {
        least += std::countr_zero(here) + 1;
        greatest += 64 - std::countl_zero(here);
      }
    }
    if (total < least || total > greatest) return false;
    support_cells(candidates, support, 1, side_, others);
    return true;
  }

  int side_;
  std::vector<XSumClue> clues_;
};

}  // namespace

std::unique_ptr<Propagator> make_x_sum_propagator(const Puzzle& puzzle, const Layout& layout) {
  const std::vector<ClueLine> lines = clue_lines(puzzle, OutsideClueKind::x_sum);
  if (lines.empty()) return nullptr;
  return std::make_unique<ClueLinePropagator<XSumFilter>>(layout, cells_of(lines),
                                                          XSumFilter(layout.side, lines));
}

}  // namespace sudoku::detail::general
