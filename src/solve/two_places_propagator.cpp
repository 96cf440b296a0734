// Two places propagator of the general engine: a digit that a house can hold in two cells only
// sits in one of them, so it leaves every cell that sees both.
//
// Where the two places share a box and a line this is locked candidates again; what is new comes
// from the peers that cages (and other rules of distinct digits) add: a cell in the cage of one
// place and in the column of the other sees both, though no house holds the three of them. It
// is Interactive Sudoku Solver's "required value exclusion" for a house. Kept for puzzles with
// cages only: without them, two places seen together by a third cell lie in one box and one
// line, and locked candidates already say it.
//
// Waking. A house looks again when one of its cells changed (the engine's changed houses). It
// counts each digit's places as hidden singles do, folding the cell masks into "seen once",
// "twice" and "three times or more"; the digits seen exactly twice are the ones to look at.
//
// Invariant: a digit is removed only from cells that are peers of both of its places in the
// house; one of them holds it in every solution of the current state, so no solution is lost.
#include <array>
#include <memory>
#include <variant>
#include <vector>

#include "solve/peer_sets.hpp"
#include "solve/propagator.hpp"

namespace sudoku::detail::general {
namespace {

class TwoPlacesPropagator final : public Propagator {
 public:
  explicit TwoPlacesPropagator(const Layout& layout)
      : layout_(layout),
        peers_(layout),
        seeing_(static_cast<std::size_t>(peers_.words()), 0),
        waiting_(layout.house_count) {}

  void note_changed(const Changes& changes) override {
    for (const int house : changes.houses) waiting_.add(house);
  }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

  Propagation propagate(GeneralState& state) override {
    const int side = layout_.side;
    bool changed = false;
    while (!waiting_.empty()) {
      const int house = waiting_.take();
      const int* cells = layout_.house_cells.data() + static_cast<std::ptrdiff_t>(house) * side;
      Mask once = 0;
      Mask twice = 0;
      Mask more = 0;
      for (int i = 0; i < side; ++i) {
        const Mask mask = state.candidates(cells[i]);
        more |= twice & mask;
        twice |= once & mask;
        once |= mask;
      }
      for (Mask pairs = twice & ~more; pairs != 0; pairs &= pairs - 1) {
        const Mask digit = pairs & (~pairs + 1);
        std::array<int, 2> places{};
        int found = 0;
        for (int i = 0; i < side && found < 2; ++i) {
          if ((state.candidates(cells[i]) & digit) != 0)
            places[static_cast<std::size_t>(found++)] = cells[i];
        }
        // Both places still hold the digit (a change above may have taken one): the rule holds.
        if (found < 2) continue;
        const Propagation outcome =
            peers_.remove_from_cells_seeing_all(state, places, digit, seeing_);
        if (outcome == Propagation::failed) return Propagation::failed;
        if (outcome == Propagation::changed) changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

 private:
  const Layout& layout_;
  PeerSets peers_;
  std::vector<std::uint64_t> seeing_;  // remove_from_cells_seeing_all's scratch
  Worklist waiting_;                   // houses
};

}  // namespace

std::unique_ptr<Propagator> make_two_places_propagator(const Puzzle& puzzle, const Layout& layout) {
  for (const Constraint& constraint : puzzle.constraints()) {
    if (std::holds_alternative<Cage>(constraint)) {
      return std::make_unique<TwoPlacesPropagator>(layout);
    }
  }
  return nullptr;
}

}  // namespace sudoku::detail::general
