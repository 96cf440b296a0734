// The all-different propagator of the general engine: in each house, every candidate that no
// complete assignment of the house can use is removed (generalised arc consistency, after Régin's
// matching filter). It does at once what naked and hidden pairs, triples, quads … do.
//
// The idea. A house is N cells and N digits, and a solution gives each cell its own digit: a
// perfect matching between cells and digits along the candidates. One matching M is found by
// augmenting paths (Kuhn's algorithm, with the candidates as bit masks); if there is none, the
// house cannot be filled. Then a candidate e of a cell c (c matched to d) belongs to some perfect
// matching exactly when M can be rotated along a cycle through it: c takes e, the cell of e takes
// another of its candidates, …, until some cell takes d. On digits this is a path in the graph
//     x → y  when y is a candidate of the cell matched to x
// from e back to d. A digit of a cell with one candidate leads nowhere, so only the k open cells
// of the house matter: the propagator computes which of them reach which (Warshall's closure on
// k bit masks) and keeps in c the digit d and every candidate e whose cell reaches c back.
//
// Cost: about k² mask operations per house, three times the other rules together, so it runs last,
// only after the cheaper rules reach their fixpoint, and only on the houses whose cells changed
// since it last looked. It pays on large grids, where singles and locked candidates leave long
// searches (the 25×25 instances with 35–50 % of the cells given), and the general engine uses it
// from side 16.
//
// Invariant: a removed candidate is in no perfect matching of its house, so in no solution.
#include <array>
#include <bit>
#include <memory>
#include <span>

#include "solve/propagator.hpp"

namespace sudoku::detail::general {
namespace {

constexpr int kMaxSide = 64;

// A house with more open cells than this share of its side is skipped: on the sparse grids the
// filter almost never removes anything there, and it made the nearly empty 16×16 grids ten times
// slower (0.5 → 4.7 ms); 60 % measured best on the hard 25×25 instances (35–50 % of cells given).
constexpr int kMostOpenPercent = 60;

class AllDifferentPropagator final : public Propagator {
 public:
  explicit AllDifferentPropagator(const Layout& layout)
      : layout_(layout), waiting_(layout.house_count) {}

  void note_changed(const Changes& changes) override { waiting_.add_words(changes.houses); }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const Propagation outcome = filter(state, waiting_.take());
      if (outcome == Propagation::failed) return Propagation::failed;
      changed = changed || outcome == Propagation::changed;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

 private:
  Propagation filter(GeneralState& state, int house) {
    const int side = layout_.side;
    const int* cells = layout_.house_cells.data() + static_cast<std::ptrdiff_t>(house) * side;
    int open_cells = 0;
    for (int i = 0; i < side; ++i) {
      candidates_[index(i)] = state.candidates(cells[i]);
      open_cells += is_single(candidates_[index(i)]) ? 0 : 1;
    }
    if (open_cells < 2 || open_cells * 100 > side * kMostOpenPercent) {
      return Propagation::fixpoint;
    }
    if (!match(side)) return Propagation::failed;

    // Only the digits matched to open cells can lie on a cycle: the digit of a cell with one
    // candidate leads nowhere. open_[k] is the k-th open cell; reaches_[k] the open cells whose
    // matched digits digit k's cell can reach, as bits k.
    int open_count = 0;
    std::array<int, kMaxSide> slot_of_digit{};  // the open cell's slot, by matched digit
    for (int i = 0; i < side; ++i) {
      if (is_single(candidates_[index(i)])) continue;
      slot_of_digit[index(std::countr_zero(digit_of_cell_[index(i)]))] = open_count;
      open_[index(open_count++)] = i;
    }
    if (open_count < 2) return Propagation::fixpoint;
    for (int k = 0; k < open_count; ++k) {
      const int i = open_[index(k)];
      Mask edges = 0;
      for (Mask others = candidates_[index(i)] & ~digit_of_cell_[index(i)]; others != 0;
           others &= others - 1) {
        const int digit = std::countr_zero(others);
        const int cell = cell_of_digit_[index(digit)];
        if (!is_single(candidates_[index(cell)])) edges |= Mask{1} << slot_of_digit[index(digit)];
      }
      reaches_[index(k)] = edges;
    }
    // Without branches, on a local copy: the compiler keeps it in registers or vectorises it.
    std::array<Mask, kMaxSide> reaches = reaches_;
    for (int via = 0; via < open_count; ++via) {
      const Mask from_via = reaches[index(via)];
      for (int k = 0; k < open_count; ++k) {
        reaches[index(k)] |= (Mask{0} - ((reaches[index(k)] >> via) & 1U)) & from_via;
      }
    }
    reaches_ = reaches;
    // A candidate e of open cell k (matched to d) stays when e is matched to an open cell that
    // reaches k back: the cycle k → … → k rotates the matching to give k the digit e.
    bool changed = false;
    for (int k = 0; k < open_count; ++k) {
      const int i = open_[index(k)];
      const Mask mask = candidates_[index(i)];
      Mask keep = digit_of_cell_[index(i)];
      for (Mask others = mask & ~keep; others != 0; others &= others - 1) {
        const int digit = std::countr_zero(others);
        const int cell = cell_of_digit_[index(digit)];
        if (is_single(candidates_[index(cell)])) continue;  // written elsewhere: settle removes it
        const int slot = slot_of_digit[index(digit)];
        if ((reaches_[index(slot)] >> k & 1U) != 0) keep |= Mask{1} << digit;
      }
      if (keep == mask) continue;
      if (!state.restrict_to(cells[i], keep)) return Propagation::failed;
      changed = true;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  // A perfect matching of the house's cells to digits in cell_of_digit_ / digit_of_cell_;
  // false when there is none.
  bool match(int side) {
    cell_of_digit_.fill(-1);
    // Cells with one candidate first: they can only take it.
    for (int i = 0; i < side; ++i) {
      const Mask mask = candidates_[index(i)];
      if (!is_single(mask)) continue;
      const auto digit = static_cast<std::size_t>(std::countr_zero(mask));
      if (cell_of_digit_[digit] >= 0) return false;
      cell_of_digit_[digit] = i;
      digit_of_cell_[index(i)] = mask;
    }
    for (int i = 0; i < side; ++i) {
      if (is_single(candidates_[index(i)])) continue;
      visited_ = 0;
      if (!augment(i)) return false;
    }
    return true;
  }

  // Kuhn's step: finds cell i a digit, moving other cells along an augmenting path if need be.
  bool augment(int i) {
    for (Mask free = candidates_[index(i)] & ~visited_; free != 0;
         free = candidates_[index(i)] & ~visited_) {
      const Mask digit = free & (~free + 1);
      visited_ |= digit;
      const auto d = static_cast<std::size_t>(std::countr_zero(digit));
      if (cell_of_digit_[d] < 0 || augment(cell_of_digit_[d])) {
        cell_of_digit_[d] = i;
        digit_of_cell_[index(i)] = digit;
        return true;
      }
    }
    return false;
  }

  static std::size_t index(int i) { return static_cast<std::size_t>(i); }

  const Layout& layout_;
  UnitSet waiting_;  // houses
  // Scratch of one filter() call.
  std::array<Mask, kMaxSide> candidates_{};
  std::array<int, kMaxSide> cell_of_digit_{};
  std::array<Mask, kMaxSide> digit_of_cell_{};
  std::array<Mask, kMaxSide> reaches_{};
  std::array<int, kMaxSide> open_{};
  Mask visited_ = 0;
};

}  // namespace

std::unique_ptr<Propagator> make_alldifferent_propagator(const Layout& layout) {
  return std::make_unique<AllDifferentPropagator>(layout);
}

}  // namespace sudoku::detail::general
