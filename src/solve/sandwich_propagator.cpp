// Sandwich clues: the digits between the 1 and the N of a row or column (the crusts, in either
// order) add up to the clue.
//
// The idea. A filling keeping the clue is a placement of the crusts (cells i < j, the 1 in one and
// the N in the other) and the set of k = j − i − 1 distinct digits of 2 … N−1 between them that
// adds up to the clue; the cells outside hold the other middle digits. The sets of each size are
// listed once, when the propagator is built (list_sum_combinations). For each placement the
// candidates allow and each set, the cells between must be able to hold exactly that set and the
// cells outside exactly the rest (each cell has one of the digits, together they have them all);
// every digit of a placement and set that passes is supported. Most sets are turned away at once
// by what the cells between and outside can hold at most (their candidates' union) and must hold
// (their filled digits). A size with too many sets (large grids) is taken as any middle digits,
// kept only by the least and greatest sums between, which filters less.
//
// Branching. Where the crusts stand decides most of a sandwich, so the propagator offers the
// search a split of one cell into crust (1 or N) or not: in the clued line with the fewest cells
// still undecided, its undecided cell with the fewest candidates. On Sandwich snipe 18 (13 clues,
// no givens) counting to 2 took 142,941 nodes branching on cells alone, 4,029 with the split.
// Filtering each line exactly instead (over the sets of digits its first cells hold: 2^N states)
// cut no nodes there and cost 26 times as much a node.
//
// Invariant: a digit goes only when no placement and set that fit use it; a filled line breaking
// the clue has no placement whose set adds up, so it fails.
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

// Sets listed at most per size of a clue; past that the size takes any middle digits.
constexpr std::size_t kMostSetsPerSize = 256;

struct SandwichClue {
  int total = 0;
  std::vector<Mask> sets;          // the sets of size k: sets[start[k] … start[k+1])
  std::vector<int> start;          // k = 0 … N−2
  std::vector<std::uint8_t> open;  // open[k]: too many sets of size k were listed
};

class SandwichFilter {
 public:
  SandwichFilter(int side, const std::vector<ClueLine>& lines) : side_(side) {
    for (std::vector<Mask>* unions : {&before_, &after_, &filled_before_, &filled_after_}) {
      unions->resize(static_cast<std::size_t>(side) + 1);
    }
    const Mask middle = middle_digits();
    const int most_between = side >= 2 ? side - 2 : 0;
    clues_.reserve(lines.size());
    for (const ClueLine& line : lines) {
      SandwichClue clue;
      clue.total = line.value;
      clue.start.push_back(0);
      for (int k = 0; k <= most_between; ++k) {
        std::vector<Mask> found;
        const bool listed = list_sum_combinations(middle, k, line.value, kMostSetsPerSize, found);
        clue.open.push_back(listed ? 0 : 1);
        if (listed) clue.sets.insert(clue.sets.end(), found.begin(), found.end());
        clue.start.push_back(static_cast<int>(clue.sets.size()));
      }
      clues_.push_back(std::move(clue));
    }
  }

  void support(std::size_t index, std::span<const Mask> candidates, std::span<Mask> support) {
    const int n = side_;
    if (n < 2) {  // one cell is both crusts: nothing to filter
      support[0] = candidates[0];
      return;
    }
    const SandwichClue& clue = clues_[index];
    unite(candidates);
    const Mask one = digit_bit(1);
    const Mask top = digit_bit(n);
    const Mask middle = middle_digits();
    for (int i = 0; i < n; ++i) {
      const Mask first = candidates[static_cast<std::size_t>(i)];
      if ((first & (one | top)) == 0) continue;
      Mask inside_can = 0;  // the candidates of the cells between i and j, and the filled ones
      Mask inside_must = 0;
      for (int j = i + 1; j < n; ++j) {
        if (j > i + 1) {
          const Mask passed = candidates[static_cast<std::size_t>(j) - 1];
          inside_can |= passed;
          if (is_single(passed)) inside_must |= passed;
        }
        const Mask last = candidates[static_cast<std::size_t>(j)];
        const bool one_first = (first & one) != 0 && (last & top) != 0;
        const bool top_first = (first & top) != 0 && (last & one) != 0;
        if (!one_first && !top_first) continue;
        const int k = j - i - 1;
        const auto size = static_cast<std::size_t>(k);
        bool fits = false;
        if (clue.open[size] != 0) {
          fits = place_any(candidates, support, i, j, clue.total);
        } else {
          // What the cells between and outside can hold at most, and must hold.
          const auto from = static_cast<std::size_t>(i);
          const auto to = static_cast<std::size_t>(j);
          const Mask outside_can = before_[from] | after_[to + 1];
          const Mask outside_must = filled_before_[from] | filled_after_[to + 1];
          for (int s = clue.start[size]; s < clue.start[size + 1]; ++s) {
            const Mask between = clue.sets[static_cast<std::size_t>(s)];
            const Mask outside = middle & ~between;
            if ((between & ~inside_can) != 0 || (inside_must & ~between) != 0 ||
                (outside & ~outside_can) != 0 || (outside_must & ~outside) != 0) {
              continue;
            }
            fits = place(candidates, support, i, j, between, outside) || fits;
          }
        }
        if (!fits) continue;
        if (one_first) {
          support[static_cast<std::size_t>(i)] |= one;
          support[static_cast<std::size_t>(j)] |= top;
        }
        if (top_first) {
          support[static_cast<std::size_t>(i)] |= top;
          support[static_cast<std::size_t>(j)] |= one;
        }
      }
    }
  }

  // The search may split a cell into crust or not.
  Mask split_digits() const { return digit_bit(1) | digit_bit(side_); }

 private:
  Mask middle_digits() const { return digits_of_side(side_) & ~digit_bit(1) & ~digit_bit(side_); }

  void unite(std::span<const Mask> candidates) {
    const auto n = static_cast<std::size_t>(side_);
    before_[0] = 0;
    filled_before_[0] = 0;
    after_[n] = 0;
    filled_after_[n] = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const Mask here = candidates[i];
      before_[i + 1] = before_[i] | here;
      filled_before_[i + 1] = filled_before_[i] | (is_single(here) ? here : 0);
      const Mask there = candidates[n - 1 - i];
      after_[n - 1 - i] = after_[n - i] | there;
      filled_after_[n - 1 - i] = filled_after_[n - i] | (is_single(there) ? there : 0);
    }
  }

  // Crusts at i and j, `between` inside and `outside` on both sides: supports its digits when the
  // cells can hold them.
  bool place(std::span<const Mask> candidates, std::span<Mask> support, int i, int j, Mask between,
             Mask outside) const {
    if (!cells_can_hold(candidates, i + 1, j, between)) return false;
    // The rest of the middle digits, split over the cells before i and after j.
    Mask together = 0;
    for (int t = 0; t < side_; ++t) {
      if (t == i) t = j + 1;
      if (t >= side_) break;
      const Mask here = candidates[static_cast<std::size_t>(t)] & outside;
      if (here == 0) return false;
      together |= here;
    }
    if (together != outside) return false;
    support_cells(candidates, support, i + 1, j, between);
    support_cells(candidates, support, 0, i, outside);
    support_cells(candidates, support, j + 1, side_, outside);
    return true;
  }

  // A size with too many sets: any middle digit in any cell but the crusts, the cells between
  // within reach of the total by their least and greatest candidates.
  bool place_any(std::span<const Mask> candidates, std::span<Mask> support, int i, int j,
                 int total) const {
    const Mask middle = middle_digits();
    int least = 0;
    int greatest = 0;
    for (int t = 0; t < side_; ++t) {
      const Mask here = candidates[static_cast<std::size_t>(t)] & middle;
      if (t == i || t == j) continue;
      if (here == 0) return false;
      if (t > i && t < j) {
        least += std::countr_zero(here) + 1;
        greatest += 64 - std::countl_zero(here);
      }
    }
    if (total < least || total > greatest) return false;
    support_cells(candidates, support, 0, i, middle);
    support_cells(candidates, support, i + 1, j, middle);
    support_cells(candidates, support, j + 1, side_, middle);
    return true;
  }

  int side_;
  std::vector<SandwichClue> clues_;
  // Per call: the union of the candidates of cells 0 … i−1 (before[i]) and i … N−1 (after[i]),
  // and the same of the filled cells' digits, to turn most sets away at once.
  std::vector<Mask> before_;
  std::vector<Mask> after_;
  std::vector<Mask> filled_before_;
  std::vector<Mask> filled_after_;
};

}  // namespace

std::unique_ptr<Propagator> make_sandwich_propagator(const Puzzle& puzzle, const Layout& layout) {
  const std::vector<ClueLine> lines = clue_lines(puzzle, OutsideClueKind::sandwich);
  if (lines.empty()) return nullptr;
  return std::make_unique<ClueLinePropagator<SandwichFilter>>(layout, cells_of(lines),
                                                              SandwichFilter(layout.side, lines));
}

}  // namespace sudoku::detail::general
