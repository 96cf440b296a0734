// Quadruples: the listed digits (one to four, repeats allowed) all sit in the four cells of a 2×2,
// a repeated digit as many times as it is listed.
//
// The idea. A quadruple's cells are four, so each of its candidates can be checked against the
// rule directly: a digit stays in a cell when some filling of the four cells from their
// candidates, with that digit in that cell, holds every listed digit and repeats no digit between
// two cells that are peers; every digit of a filling found is kept in its cell at once, so most
// candidates need no search of their own. The search fills the cells one at a time and backs out
// as soon as the listed digits still missing outnumber the cells left, or one of them can no
// longer go in any cell left; when they are exactly as many as the cells left, only they are
// tried. That is the strongest filtering of the rule on its own (every candidate left has a
// support), found in a few dozen steps where trying every filling takes N⁴ (6,561 on 9×9, for
// each quadruple at each round). Quadruple X, counting to 2: 66 M instructions of 72 M were that
// enumeration.
//
// Then each listed digit, which the quadruple holds for sure, leaves every cell outside it that
// sees all its places there: a quadruple across two boxes whose 7 can only be in its top row
// takes the 7 from the rest of that row. Quadruple X counting to 2: 65 → 23 nodes.
//
// Invariant: a digit leaves a cell only when no filling keeping the rule puts it there, or when
// every place the quadruple has for it is that cell's peer; a quadruple with no filling left is
// a contradiction.
#include <array>
#include <cstdint>
#include <memory>
#include <variant>
#include <vector>

#include "solve/peer_sets.hpp"
#include "solve/propagator.hpp"
#include "solve/rules_of_cells.hpp"

namespace sudoku::detail::general {

namespace {

constexpr int kCells = 4;

struct Quadruple4 {
  std::array<int, kCells> cells{};
  // The listed digits, one entry per listing (a repeated digit twice), `listed` of them.
  std::array<Mask, kCells> wanted{};
  int listed = 0;
  // Bit j of peers[i]: cells i and j of the quadruple are peers (their digits differ).
  std::array<std::uint8_t, kCells> peers{};
};

// One search for a filling of a quadruple's cells: `masks` their candidates, `order` the cells
// in the order they are filled (the cell whose digit is fixed first).
class FillingSearch {
 public:
  FillingSearch(const Quadruple4& rule, const std::array<Mask, kCells>& masks)
      : rule_(rule), masks_(masks) {}

  // A filling with `digit` in cell `first`, into `filling`; false when there is none.
  bool find(int first, Mask digit, std::array<Mask, kCells>& filling) {
    int next = 1;
    order_[0] = first;
    for (int cell = 0; cell < kCells; ++cell) {
      if (cell != first) order_[static_cast<std::size_t>(next++)] = cell;
    }
    // The candidates of the cells from each step on (for "a missing digit has no place left").
    rest_[kCells] = 0;
    for (int step = kCells - 1; step > 0; --step) {
      rest_[static_cast<std::size_t>(step)] =
          rest_[static_cast<std::size_t>(step) + 1] |
          masks_[static_cast<std::size_t>(order_[static_cast<std::size_t>(step)])];
    }
    rest_[0] = rest_[1] | digit;
    first_digit_ = digit;
    if (!fill(0, 0)) return false;
    filling = filling_;
    return true;
  }

 private:
  // Fills the cells from order_[step] on; `taken` flags the listed entries already placed.
  bool fill(int step, unsigned taken) {
    const int left = kCells - step;
    int missing = 0;
    Mask wanted = 0;  // the listed digits still missing
    for (int k = 0; k < rule_.listed; ++k) {
      if ((taken >> k & 1U) == 0) {
        ++missing;
        wanted |= rule_.wanted[static_cast<std::size_t>(k)];
      }
    }
    if (missing > left) return false;
    if (step == kCells) return true;
    if ((wanted & ~rest_[static_cast<std::size_t>(step)]) != 0) return false;
    const int cell = order_[static_cast<std::size_t>(step)];
    Mask options = step == 0 ? first_digit_ : masks_[static_cast<std::size_t>(cell)];
    for (int other = 0; other < kCells; ++other) {
      // The cells filled so far are order_[0 … step−1]; filling_ of the others is stale.
      if ((rule_.peers[static_cast<std::size_t>(cell)] >> other & 1U) != 0 &&
          filled_before(other, step)) {
        options &= ~filling_[static_cast<std::size_t>(other)];
      }
    }
    if (missing == left) options &= wanted;
    // The missing listed digits first: they bring the filling nearer to keeping the rule.
    for (const Mask part : {options & wanted, options & ~wanted}) {
      for (Mask rest = part; rest != 0; rest &= rest - 1) {
        const Mask digit = rest & (~rest + 1);
        unsigned now = taken;
        for (int k = 0; k < rule_.listed; ++k) {
          if ((now >> k & 1U) == 0 && rule_.wanted[static_cast<std::size_t>(k)] == digit) {
            now |= 1U << k;
            break;
          }
        }
        filling_[static_cast<std::size_t>(cell)] = digit;
        if (fill(step + 1, now)) return true;
      }
    }
    return false;
  }

  bool filled_before(int cell, int step) const {
    for (int k = 0; k < step; ++k) {
      if (order_[static_cast<std::size_t>(k)] == cell) return true;
    }
    return false;
  }

  const Quadruple4& rule_;
  const std::array<Mask, kCells>& masks_;
  std::array<int, kCells> order_{};
  std::array<Mask, kCells + 1> rest_{};
  std::array<Mask, kCells> filling_{};
  Mask first_digit_ = 0;
};

class QuadruplePropagator final : public Propagator {
 public:
  QuadruplePropagator(const Layout& layout, std::vector<Quadruple4> rules)
      : rules_(std::move(rules)),
        peers_(layout),
        rules_of_cells_(layout.cell_count, static_cast<int>(rules_.size()),
                        [this](int rule) -> const std::array<int, kCells>& {
                          return rules_[static_cast<std::size_t>(rule)].cells;
                        }),
        waiting_(static_cast<int>(rules_.size())) {}

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const Quadruple4& rule = rules_[static_cast<std::size_t>(waiting_.take())];
      std::array<Mask, kCells> masks{};
      for (std::size_t i = 0; i < kCells; ++i) masks[i] = state.candidates(rule.cells[i]);
      std::array<Mask, kCells> support{};
      std::array<Mask, kCells> filling{};
      FillingSearch search(rule, masks);
      for (int i = 0; i < kCells; ++i) {
        const auto index = static_cast<std::size_t>(i);
        for (Mask rest = masks[index] & ~support[index]; rest != 0; rest &= rest - 1) {
          const Mask digit = rest & (~rest + 1);
          if ((support[index] & digit) != 0) continue;  // found by an earlier filling
          if (!search.find(i, digit, filling)) continue;
          add_support(rule, masks, filling, support);
        }
      }
      for (std::size_t i = 0; i < kCells; ++i) {
        if (support[i] == masks[i]) continue;
        if (!state.restrict_to(rule.cells[i], support[i])) {
          waiting_.clear();
          return Propagation::failed;
        }
        changed = true;
      }
      const Propagation outside = lock_in_peers(state, rule, support);
      if (outside == Propagation::failed) {
        waiting_.clear();
        return outside;
      }
      changed = changed || outside == Propagation::changed;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  void note_changed(const Changes& changes) override { rules_of_cells_.wake(changes, waiting_); }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

 private:
  // The digits of a filling keeping the rule are supported, and so is every digit of a cell the
  // rule does not need there (the other three hold every listed digit) that none of its peers in
  // the filling holds: the filling with that digit in that cell keeps the rule too. One search
  // then supports most of a free cell's candidates at once.
  static void add_support(const Quadruple4& rule, const std::array<Mask, kCells>& masks,
                          const std::array<Mask, kCells>& filling,
                          std::array<Mask, kCells>& support) {
    for (std::size_t i = 0; i < kCells; ++i) {
      support[i] |= filling[i];
      if (!holds_listed_without(rule, filling, i)) continue;
      Mask taken = 0;
      for (std::size_t k = 0; k < kCells; ++k) {
        if ((rule.peers[i] >> k & 1U) != 0) taken |= filling[k];
      }
      support[i] |= masks[i] & ~taken;
    }
  }

  // True when the cells of `filling` other than `skipped` hold every listed digit, as often.
  static bool holds_listed_without(const Quadruple4& rule, const std::array<Mask, kCells>& filling,
                                   std::size_t skipped) {
    unsigned used = 1U << skipped;
    for (int k = 0; k < rule.listed; ++k) {
      bool found = false;
      for (std::size_t i = 0; i < kCells && !found; ++i) {
        if ((used >> i & 1U) == 0 && filling[i] == rule.wanted[static_cast<std::size_t>(k)]) {
          used |= 1U << i;
          found = true;
        }
      }
      if (!found) return false;
    }
    return true;
  }

  // A listed digit is in the quadruple for sure: it leaves every cell outside that sees all its
  // places there (the quadruple is a locked set for it, as a box is for pointing), across every
  // house the layout knows (ISS's required-value exclusions, there only before the search).
  Propagation lock_in_peers(GeneralState& state, const Quadruple4& rule,
                            const std::array<Mask, kCells>& support) {
    bool changed = false;
    Mask done = 0;
    for (int k = 0; k < rule.listed; ++k) {
      const Mask digit = rule.wanted[static_cast<std::size_t>(k)];
      if ((done & digit) != 0) continue;
      done |= digit;
      std::array<int, kCells> places{};
      std::size_t count = 0;
      for (std::size_t i = 0; i < kCells; ++i) {
        if ((support[i] & digit) != 0) places[count++] = rule.cells[i];
      }
      const Propagation outside =
          peers_.remove_from_cells_seeing_all(state, {places.data(), count}, digit, seeing_);
      if (outside == Propagation::failed) return outside;
      changed = changed || outside == Propagation::changed;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  std::vector<Quadruple4> rules_;
  PeerSets peers_;
  std::vector<std::uint64_t> seeing_;  // lock_in_peers' scratch
  RulesOfCells rules_of_cells_;
  Worklist waiting_;  // quadruples
};

}  // namespace

std::unique_ptr<Propagator> make_quadruple_propagator(const Puzzle& puzzle, const Layout& layout) {
  std::vector<Quadruple4> rules;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* quadruple = std::get_if<Quadruple>(&constraint);
    if (quadruple == nullptr) continue;
    Quadruple4 rule;
    for (std::size_t i = 0; i < kCells; ++i) rule.cells[i] = quadruple->cells[i];
    for (const std::uint8_t digit : quadruple->digits) {
      rule.wanted[static_cast<std::size_t>(rule.listed++)] = digit_bit(digit);
    }
    for (std::size_t i = 0; i < kCells; ++i) {
      for (std::size_t j = 0; j < kCells; ++j) {
        const int pair[2] = {rule.cells[i], rule.cells[j]};
        if (i != j && pairwise_peers(layout, pair)) {
          rule.peers[i] |= static_cast<std::uint8_t>(1U << j);
        }
      }
    }
    rules.push_back(rule);
  }
  if (rules.empty()) return nullptr;
  return std::make_unique<QuadruplePropagator>(layout, std::move(rules));
}

}  // namespace sudoku::detail::general
