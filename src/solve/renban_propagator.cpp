// Renban lines: the k digits of a line are k consecutive digits in any order, each once.
//
// The idea. Whatever the order, the line's digits are one window [s, s+k−1] of the digits, and
// its cells take the window's digits one each: a perfect matching of the k cells onto the k
// digits, each cell matched to one of its candidates. For each window the propagator looks for
// one such matching (augmenting paths on bit masks); a window without one is ruled out. In a
// window that has one, a candidate d of cell c is used by some filling exactly when the
// matching can be changed to give d to c: c takes d, the cell that held d looks for another
// digit along an augmenting path, and finds the digit c let go at the latest. Every matching
// found marks its k pairs as used, so most candidates are settled without a path of their own.
// Each cell keeps the digits some window's matching gives it: every candidate left is used by a
// filling that keeps the rule (the strongest filtering the line allows on its own), and the rule
// fails exactly when no window can be filled. The line's cells differ by the rule, so peers
// among them need nothing more.
//
// Invariant: a digit leaves a cell only when no filling keeping the rule uses it.
#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <variant>
#include <vector>

#include "solve/peer_sets.hpp"
#include "solve/propagator.hpp"
#include "solve/rules_of_cells.hpp"

namespace sudoku::detail::general {

namespace {

constexpr int kMostCells = 64;

class RenbanPropagator final : public Propagator {
 public:
  RenbanPropagator(const Layout& layout, std::vector<std::vector<int>> lines)
      : side_(layout.side),
        lines_(std::move(lines)),
        rules_of_cells_(layout.cell_count, static_cast<int>(lines_.size()),
                        [this](int rule) -> const std::vector<int>& {
                          return lines_[static_cast<std::size_t>(rule)];
                        }),
        waiting_(static_cast<int>(lines_.size())),
        peers_(layout),
        seeing_(static_cast<std::size_t>(peers_.words()), 0) {}

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const std::vector<int>& cells = lines_[static_cast<std::size_t>(waiting_.take())];
      const int length = static_cast<int>(cells.size());
      if (length > side_) {  // more cells than digits: no window holds them
        waiting_.clear();
        return Propagation::failed;
      }
      for (int i = 0; i < length; ++i) {
        candidates_[static_cast<std::size_t>(i)] =
            state.candidates(cells[static_cast<std::size_t>(i)]);
      }
      find_support(length);
      for (int i = 0; i < length; ++i) {
        const int cell = cells[static_cast<std::size_t>(i)];
        const Mask before = candidates_[static_cast<std::size_t>(i)];
        const Mask keep = support_[static_cast<std::size_t>(i)];
        if ((before & keep) == before) continue;
        if (!state.restrict_to(cell, keep)) {
          waiting_.clear();
          return Propagation::failed;
        }
        changed = true;
      }
      const Propagation outside = keep_required_digits(state, cells);
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
  // support_[i]: the candidates of cell i that some window's matching gives it (none when no
  // window can be filled).
  void find_support(int length) {
    std::fill_n(support_.begin(), length, Mask{0});
    required_ = ~Mask{0};
    Mask anywhere = 0;
    for (int i = 0; i < length; ++i) anywhere |= candidates_[static_cast<std::size_t>(i)];
    for (int low = 1; low + length - 1 <= side_; ++low) {
      const Mask window = (length == 64 ? ~Mask{0} : (Mask{1} << length) - 1) << (low - 1);
      if ((anywhere & window) != window) continue;  // a digit of the window has no cell
      bool open = true;
      for (int i = 0; i < length && open; ++i) {
        edges_[static_cast<std::size_t>(i)] = candidates_[static_cast<std::size_t>(i)] & window;
        open = edges_[static_cast<std::size_t>(i)] != 0;
      }
      if (!open || !match_all(length)) continue;
      required_ &= window;
      mark_matching(length);
      // Each pair (cell, digit) not yet marked: give the digit to the cell, and let the cell that
      // held it look for another along an augmenting path.
      for (int i = 0; i < length; ++i) {
        for (Mask rest =
                 edges_[static_cast<std::size_t>(i)] & ~support_[static_cast<std::size_t>(i)];
             rest != 0; rest &= rest - 1) {
          const int digit = std::countr_zero(rest);
          std::copy_n(cell_of_digit_.begin(), side_, saved_cell_of_digit_.begin());
          std::copy_n(digit_of_cell_.begin(), length, saved_digit_of_cell_.begin());
          const int holder = cell_of_digit_[static_cast<std::size_t>(digit)];
          cell_of_digit_[static_cast<std::size_t>(digit_of_cell_[static_cast<std::size_t>(i)])] =
              -1;
          digit_of_cell_[static_cast<std::size_t>(i)] = digit;
          cell_of_digit_[static_cast<std::size_t>(digit)] = i;
          Mask visited = Mask{1} << digit;  // c keeps d: no path takes it back
          if (augment(holder, visited)) {
            mark_matching(length);
          } else {
            std::copy_n(saved_cell_of_digit_.begin(), side_, cell_of_digit_.begin());
            std::copy_n(saved_digit_of_cell_.begin(), length, digit_of_cell_.begin());
          }
        }
      }
    }
  }

  // The digits every window that can be filled holds (required_, after find_support) are on the
  // line for sure: one with a single place on it goes there, and one with several leaves every
  // cell off the line that sees all of them (after ISS's required-value exclusions).
  Propagation keep_required_digits(GeneralState& state, const std::vector<int>& cells) {
    bool changed = false;
    for (Mask rest = required_; rest != 0; rest &= rest - 1) {
      const Mask digit = rest & (~rest + 1);
      std::size_t places = 0;
      for (const int cell : cells) {
        if ((state.candidates(cell) & digit) != 0) places_[places++] = cell;
      }
      if (places == 0) return Propagation::failed;
      if (places == 1 && state.candidates(places_[0]) != digit) {
        if (!state.restrict_to(places_[0], digit)) return Propagation::failed;
        changed = true;
      }
      const Propagation outside =
          peers_.remove_from_cells_seeing_all(state, {places_.data(), places}, digit, seeing_);
      if (outside == Propagation::failed) return outside;
      changed = changed || outside == Propagation::changed;
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  // A perfect matching of the cells onto edges_ (digits as bit indices), by augmenting paths.
  bool match_all(int length) {
    cell_of_digit_.fill(-1);
    for (int i = 0; i < length; ++i) {
      Mask visited = 0;
      if (!augment(i, visited)) return false;
    }
    return true;
  }

  // Finds `cell` a digit, moving the holders of digits along an augmenting path.
  bool augment(int cell, Mask& visited) {
    for (Mask rest = edges_[static_cast<std::size_t>(cell)] & ~visited; rest != 0;
         rest &= rest - 1) {
      const int digit = std::countr_zero(rest);
      if ((visited & (Mask{1} << digit)) != 0) continue;
      visited |= Mask{1} << digit;
      const int holder = cell_of_digit_[static_cast<std::size_t>(digit)];
      if (holder < 0 || augment(holder, visited)) {
        cell_of_digit_[static_cast<std::size_t>(digit)] = cell;
        digit_of_cell_[static_cast<std::size_t>(cell)] = digit;
        return true;
      }
    }
    return false;
  }

  void mark_matching(int length) {
    for (int i = 0; i < length; ++i) {
      support_[static_cast<std::size_t>(i)] |= Mask{1}
                                               << digit_of_cell_[static_cast<std::size_t>(i)];
    }
  }

  int side_;
  std::vector<std::vector<int>> lines_;
  RulesOfCells rules_of_cells_;
  Worklist waiting_;  // lines
  std::array<Mask, kMostCells> candidates_{};
  std::array<Mask, kMostCells> support_{};
  std::array<Mask, kMostCells> edges_{};
  std::array<int, kMostCells> cell_of_digit_{};
  std::array<int, kMostCells> digit_of_cell_{};
  std::array<int, kMostCells> saved_cell_of_digit_{};  // the matching before a trial change
  std::array<int, kMostCells> saved_digit_of_cell_{};
  Mask required_ = 0;
  PeerSets peers_;
  std::array<int, kMostCells> places_{};  // keep_required_digits' scratch: a digit's places
  std::vector<std::uint64_t> seeing_;     // and the cells that see them all
};

}  // namespace

std::unique_ptr<Propagator> make_renban_propagator(const Puzzle& puzzle, const Layout& layout) {
  std::vector<std::vector<int>> lines;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* line = std::get_if<Line>(&constraint);
    if (line == nullptr || line->kind != LineKind::renban || line->cells.size() < 2) continue;
    lines.push_back(line->cells);
  }
  if (lines.empty()) return nullptr;
  return std::make_unique<RenbanPropagator>(layout, std::move(lines));
}

}  // namespace sudoku::detail::general
