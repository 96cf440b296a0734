// Cage propagator of the general engine: the Killer rule "distinct digits adding up to the
// cage's total".
//
// Distinctness is not done here: a cage's cells are peers of each other in the layout, so a
// written digit leaves the rest of its cage like it leaves its row. What is left is the sum.
//
// Combinations. A cage of k cells with total s can only hold one of the sets of k distinct digits
// adding up to s (for 9×9, a 3-cell 7 is {1,2,4}; a 2-cell 10 is {1,9} {2,8} {3,7} {4,6}).
// They are listed once per solve (for sides up to 16, where there are at most a few thousand).
// In a state, a combination is still possible when each of its digits is a candidate of some cell,
// each cell can take one of its digits, and no two cells are left with the same one digit of it.
// A digit d survives in cell i only if some possible combination C holds it and the other cells
// can still take the rest of C: no other cell is left with d as its only digit of C, and the
// other cells together cover C without d. A digit every possible combination holds, that only one
// cell can take, goes there (a hidden single of the cage).
//
// Sum bounds. For larger sides (where combinations would be too many to list) the rule is
// weaker: a cell keeps only the digits d with s − d between the least and the greatest total the
// other cells can still reach (the sum of their smallest, resp. greatest, candidates).
//
// Invariant: only digits that no solution of the current state can use are removed; a cage whose
// cells are all written is checked exactly (its single combination must be its digits).
#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <span>
#include <variant>
#include <vector>

#include "solve/propagator.hpp"

namespace sudoku::detail::general {
namespace {

// The largest side whose cage combinations are listed; above it, sum bounds only.
constexpr int kMaxSideForCombinations = 16;
// The most cells a cage may have (a cage is at most a house).
constexpr int kMaxCageCells = 64;

struct CageLayout {
  int cells_begin;  // into cells_
  int cells_end;
  int sum;
  int combinations_begin;  // into combinations_ (empty range: sum bounds only)
  int combinations_end;
};

int digit_sum(Mask digits) {
  int total = 0;
  for (; digits != 0; digits &= digits - 1) total += std::countr_zero(digits) + 1;
  return total;
}

class CagePropagator final : public Propagator {
 public:
  CagePropagator(std::vector<CageLayout> cages, std::vector<int> cells,
                 std::vector<Mask> combinations, bool listed,
                 std::vector<std::vector<int>> cages_of_cell)
      : cages_(std::move(cages)),
        cells_(std::move(cells)),
        combinations_(std::move(combinations)),
        listed_(listed),
        cages_of_cell_(std::move(cages_of_cell)),
        waiting_(static_cast<int>(cages_.size())) {}

  void note_changed(const Changes& changes) override {
    for (const int cell : changes.cells) {
      for (const int cage : cages_of_cell_[static_cast<std::size_t>(cell)]) waiting_.add(cage);
    }
  }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const CageLayout& cage = cages_[static_cast<std::size_t>(waiting_.take())];
      const Propagation outcome = listed_ ? by_combinations(state, cage) : by_bounds(state, cage);
      if (outcome == Propagation::failed) return Propagation::failed;
      if (outcome == Propagation::changed) changed = true;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

 private:
  Propagation by_combinations(GeneralState& state, const CageLayout& cage) {
    const int size = cage.cells_end - cage.cells_begin;
    const int* cells = cells_.data() + cage.cells_begin;
    std::array<Mask, kMaxCageCells> masks{};
    std::array<Mask, kMaxCageCells> support{};
    Mask anywhere = 0;
    for (int i = 0; i < size; ++i) {
      masks[static_cast<std::size_t>(i)] = state.candidates(cells[i]);
      anywhere |= masks[static_cast<std::size_t>(i)];
    }
    Mask in_every = ~Mask{0};
    bool any = false;
    for (int c = cage.combinations_begin; c < cage.combinations_end; ++c) {
      const Mask combination = combinations_[static_cast<std::size_t>(c)];
      if ((combination & ~anywhere) != 0) continue;
      // Each cell's share of the combination; cells with only one digit of it pin that digit.
      Mask pinned = 0;
      bool possible = true;
      for (int i = 0; i < size && possible; ++i) {
        const Mask share = masks[static_cast<std::size_t>(i)] & combination;
        if (share == 0) possible = false;
        if (is_single(share)) {
          if ((pinned & share) != 0) possible = false;
          pinned |= share;
        }
      }
      if (!possible) continue;
      bool used = false;
      for (int i = 0; i < size; ++i) {
        const Mask share = masks[static_cast<std::size_t>(i)] & combination;
        // The other cells must leave `d` to this one and cover the rest of the combination.
        const Mask pinned_by_others = is_single(share) ? pinned & ~share : pinned;
        Mask others = 0;
        for (int j = 0; j < size; ++j) {
          if (j != i) others |= masks[static_cast<std::size_t>(j)];
        }
        const Mask uncovered = combination & ~others;
        Mask fits = share & ~pinned_by_others;
        if (uncovered != 0) fits &= is_single(uncovered) ? uncovered : 0;
        support[static_cast<std::size_t>(i)] |= fits;
        used = used || fits != 0;
      }
      if (!used) continue;
      any = true;
      in_every &= combination;
    }
    if (!any) return Propagation::failed;
    bool changed = false;
    for (int i = 0; i < size; ++i) {
      const Mask keep = support[static_cast<std::size_t>(i)];
      if (keep == masks[static_cast<std::size_t>(i)]) continue;
      if (!state.restrict_to(cells[i], keep)) return Propagation::failed;
      masks[static_cast<std::size_t>(i)] = state.candidates(cells[i]);
      changed = true;
    }
    // Digits of every combination with one place left in the cage go there.
    for (Mask needed = in_every; needed != 0; needed &= needed - 1) {
      const Mask digit = needed & (~needed + 1);
      int place = -1;
      int places = 0;
      for (int i = 0; i < size; ++i) {
        if ((masks[static_cast<std::size_t>(i)] & digit) != 0) {
          place = i;
          ++places;
        }
      }
      if (places == 0) return Propagation::failed;
      if (places == 1 && masks[static_cast<std::size_t>(place)] != digit) {
        if (!state.restrict_to(cells[place], digit)) return Propagation::failed;
        masks[static_cast<std::size_t>(place)] = digit;
        changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  Propagation by_bounds(GeneralState& state, const CageLayout& cage) const {
    const int size = cage.cells_end - cage.cells_begin;
    const int* cells = cells_.data() + cage.cells_begin;
    int least = 0;
    int greatest = 0;
    for (int i = 0; i < size; ++i) {
      const Mask mask = state.candidates(cells[i]);
      least += std::countr_zero(mask) + 1;
      greatest += 64 - std::countl_zero(mask);
    }
    bool changed = false;
    for (int i = 0; i < size; ++i) {
      const Mask mask = state.candidates(cells[i]);
      const int low = std::countr_zero(mask) + 1;
      const int high = 64 - std::countl_zero(mask);
      // This cell's digit d needs the others to reach sum − d.
      const int smallest = cage.sum - (greatest - high);
      const int largest = cage.sum - (least - low);
      if (smallest <= low && largest >= high) continue;
      if (largest < 1 || smallest > 64 || smallest > largest) return Propagation::failed;
      const Mask keep = digits_between(std::max(smallest, 1), std::min(largest, 64));
      if ((mask & keep) == mask) continue;
      if (!state.restrict_to(cells[i], keep)) return Propagation::failed;
      changed = true;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  // The digits low..high (1 <= low <= high <= 64) as a mask.
  static Mask digits_between(int low, int high) {
    const Mask up_to_high = high == 64 ? ~Mask{0} : (Mask{1} << high) - 1;
    return up_to_high & ~((Mask{1} << (low - 1)) - 1);
  }

  std::vector<CageLayout> cages_;
  std::vector<int> cells_;
  std::vector<Mask> combinations_;
  bool listed_;
  std::vector<std::vector<int>> cages_of_cell_;  // none for an uncaged cell
  Worklist waiting_;                             // cages
};

}  // namespace

std::unique_ptr<Propagator> make_cage_propagator(const Puzzle& puzzle, const Layout& layout) {
  const bool listed = layout.side <= kMaxSideForCombinations;
  std::vector<CageLayout> cages;
  std::vector<int> cells;
  std::vector<Mask> combinations;
  std::vector<std::vector<int>> cages_of_cell(static_cast<std::size_t>(layout.cell_count));
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr) continue;
    for (const int cell : cage->cells) {
      cages_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(cages.size()));
    }
    CageLayout entry{};
    entry.cells_begin = static_cast<int>(cells.size());
    cells.insert(cells.end(), cage->cells.begin(), cage->cells.end());
    entry.cells_end = static_cast<int>(cells.size());
    entry.sum = cage->sum;
    entry.combinations_begin = static_cast<int>(combinations.size());
    const int size = static_cast<int>(cage->cells.size());
    if (listed && size >= 1 && size <= layout.side) {
      // Every set of `size` digits (Gosper's hack walks them in increasing order).
      const Mask limit = Mask{1} << layout.side;
      for (Mask digits = (Mask{1} << size) - 1; digits < limit;) {
        if (digit_sum(digits) == cage->sum) combinations.push_back(digits);
        const Mask lowest = digits & (~digits + 1);
        const Mask ripple = digits + lowest;
        digits = (((ripple ^ digits) >> 2) / lowest) | ripple;
      }
    }
    entry.combinations_end = static_cast<int>(combinations.size());
    cages.push_back(entry);
  }
  if (cages.empty()) return nullptr;
  return std::make_unique<CagePropagator>(std::move(cages), std::move(cells),
                                          std::move(combinations), listed,
                                          std::move(cages_of_cell));
}

}  // namespace sudoku::detail::general
