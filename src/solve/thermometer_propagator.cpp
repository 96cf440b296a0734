// Thermometers (digits rise from the bulb) and slow thermometers (digits never fall from the
// bulb), with the cells of a thermometer that are peers (share a house) told apart.
//
// The idea. Read from the bulb, a slow thermometer's digits are runs of equal digits, each run
// above the one before. Two cells that are peers differ, and on a thermometer two cells hold the
// same digit exactly when every cell between them does: so a run may not hold two peers, and the
// runs allowed to end at cell i are those starting at first_[i] or later (the first cell from
// which cells first_[i] … i are pairwise not peers). A thermometer is the same with runs of one
// cell. The fillings of a thermometer are then the paths of a small graph whose states are
// (cell i, digit, start of the run holding i); the propagator sweeps it from the bulb (the states
// some filling of the cells before reaches: reached_[i][s], a mask of digits per run start) and
// from the tip (the states from which the cells after can be filled: completed_[i][s]), and each
// cell keeps the digits of the states both sweeps reach. For a thermometer that is the chain of
// bounds, cell i at least the bulb's least + i and at most the tip's greatest − (length − 1 − i),
// sharpened by the holes in the candidates. Every candidate left is used by some filling that
// keeps the rule and tells its peers apart (the strongest filtering the line allows on its own),
// and the rule fails exactly when there is none.
//
// Invariant: a digit leaves a cell only when no such filling uses it.
#include <algorithm>
#include <bit>
#include <memory>
#include <variant>
#include <vector>

#include "solve/propagator.hpp"
#include "solve/rules_of_cells.hpp"

namespace sudoku::detail::general {

namespace {

// The digits above the least of `digits` (none when it is empty).
Mask above_least(Mask digits) {
  if (digits == 0) return 0;
  const Mask least = digits & (~digits + 1);
  return ~(least | (least - 1));
}
// The digits below the greatest of `digits` (none when it is empty).
Mask below_greatest(Mask digits) {
  if (digits == 0) return 0;
  return std::bit_floor(digits) - 1;
}

struct Thermometer {
  std::vector<int> cells;  // from the bulb
  std::vector<int> first;  // the earliest start of a run that ends at each cell
};

class ThermometerPropagator final : public Propagator {
 public:
  ThermometerPropagator(const Layout& layout, std::vector<Thermometer> thermometers)
      : thermometers_(std::move(thermometers)),
        rules_of_cells_(layout.cell_count, static_cast<int>(thermometers_.size()),
                        [this](int rule) -> const std::vector<int>& {
                          return thermometers_[static_cast<std::size_t>(rule)].cells;
                        }),
        waiting_(static_cast<int>(thermometers_.size())) {
    std::size_t longest = 0;
    for (const Thermometer& thermometer : thermometers_) {
      longest = std::max(longest, thermometer.cells.size());
    }
    longest_ = longest;
    candidates_.resize(longest);
    reached_.resize(longest * longest);
    completed_.resize(longest * longest);
  }

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const Thermometer& thermometer = thermometers_[static_cast<std::size_t>(waiting_.take())];
      const std::size_t length = thermometer.cells.size();
      for (std::size_t i = 0; i < length; ++i)
        candidates_[i] = state.candidates(thermometer.cells[i]);
      sweep(thermometer);
      for (std::size_t i = 0; i < length; ++i) {
        Mask keep = 0;
        for (auto start = static_cast<std::size_t>(thermometer.first[i]); start <= i; ++start) {
          keep |= reached(i, start) & completed(i, start);
        }
        if ((candidates_[i] & keep) == candidates_[i]) continue;
        if (!state.restrict_to(thermometer.cells[i], keep)) {
          waiting_.clear();
          return Propagation::failed;
        }
        changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  void note_changed(const Changes& changes) override { rules_of_cells_.wake(changes, waiting_); }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

 private:
  Mask& reached(std::size_t cell, std::size_t start) { return reached_[cell * longest_ + start]; }
  Mask& completed(std::size_t cell, std::size_t start) {
    return completed_[cell * longest_ + start];
  }

  // Fills reached() and completed() for the runs each cell may end.
  void sweep(const Thermometer& thermometer) {
    const std::size_t length = thermometer.cells.size();
    const auto first = [&](std::size_t i) {
      return static_cast<std::size_t>(thermometer.first[i]);
    };
    // From the bulb: cell i starts a run above every digit cell i−1 can hold, or goes on with
    // the run of cell i−1 when that run may reach i.
    reached(0, 0) = candidates_[0];
    for (std::size_t i = 1; i < length; ++i) {
      Mask before = 0;
      for (std::size_t start = first(i - 1); start < i; ++start) {
        before |= reached(i - 1, start);
        if (start >= first(i)) reached(i, start) = reached(i - 1, start) & candidates_[i];
      }
      reached(i, i) = candidates_[i] & above_least(before);
    }
    // From the tip: from a state of cell i, cell i+1 goes on with the run (when it may) or starts
    // a run above.
    for (std::size_t start = first(length - 1); start < length; ++start) {
      completed(length - 1, start) = ~Mask{0};
    }
    for (std::size_t i = length - 1; i-- > 0;) {
      // Cell i+1 may start a run above any digit below the greatest it can start one with.
      const Mask rise = below_greatest(candidates_[i + 1] & completed(i + 1, i + 1));
      for (std::size_t start = first(i); start <= i; ++start) {
        Mask go_on = 0;
        if (start >= first(i + 1)) go_on = candidates_[i + 1] & completed(i + 1, start);
        completed(i, start) = go_on | rise;
      }
    }
  }

  std::vector<Thermometer> thermometers_;
  RulesOfCells rules_of_cells_;
  Worklist waiting_;  // thermometers
  std::size_t longest_ = 0;
  std::vector<Mask> candidates_;
  std::vector<Mask> reached_;    // [cell · longest + run start]: digits reached from the bulb
  std::vector<Mask> completed_;  // [cell · longest + run start]: digits the tip can be reached from
};

}  // namespace

std::unique_ptr<Propagator> make_thermometer_propagator(const Puzzle& puzzle,
                                                        const Layout& layout) {
  std::vector<Thermometer> thermometers;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* line = std::get_if<Line>(&constraint);
    if (line == nullptr || line->cells.size() < 2 ||
        (line->kind != LineKind::thermometer && line->kind != LineKind::slow_thermometer)) {
      continue;
    }
    Thermometer thermometer{line->cells, std::vector<int>(line->cells.size(), 0)};
    // A run ending at cell i starts after every cell that is a peer of one of the run's cells.
    for (std::size_t i = 0; i < line->cells.size(); ++i) {
      if (line->kind == LineKind::thermometer) {
        thermometer.first[i] = static_cast<int>(i);
        continue;
      }
      int first = i == 0 ? 0 : thermometer.first[i - 1];
      for (std::size_t j = static_cast<std::size_t>(first); j < i; ++j) {
        const int pair[2] = {line->cells[j], line->cells[i]};
        if (line->cells[j] != line->cells[i] && pairwise_peers(layout, pair)) {
          first = static_cast<int>(j) + 1;
        }
      }
      thermometer.first[i] = first;
    }
    thermometers.push_back(std::move(thermometer));
  }
  if (thermometers.empty()) return nullptr;
  return std::make_unique<ThermometerPropagator>(layout, std::move(thermometers));
}

}  // namespace sudoku::detail::general
