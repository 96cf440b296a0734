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
// Lines of up to six cells get the same answer cheaper, from the sets of the window's digits
// that each run of cells can take (support_window_by_subsets); lines of two and three cells
// by shifts of their masks, every window at once. Each cell keeps the digits some
// window's matching gives it: every candidate left is used by a
// filling that keeps the rule (the strongest filtering the line allows on its own), and the rule
// fails exactly when no window can be filled. The line's cells differ by the rule, so peers
// among them need nothing more.
//
// Invariant: a digit leaves a cell only when no filling keeping the rule uses it.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <variant>
#include <vector>

#include "solve/peer_sets.hpp"
#include "solve/propagator.hpp"
#include "solve/rules_of_cells.hpp"

namespace sudoku::detail::general {

namespace {

constexpr int kMostCells = 64;

// Lines up to this many cells find their windows' support by sets of digits (one 64-bit word of
// 2^6 sets), longer ones by matchings. Bit S of kSetsWithout[static_cast<std::size_t>(j)] is set
// when set S lacks j.
constexpr int kMostCellsBySubsets = 6;
constexpr std::array<std::uint64_t, kMostCellsBySubsets> kSetsWithout = {
    0x5555555555555555U, 0x3333333333333333U, 0x0F0F0F0F0F0F0F0FU,
    0x00FF00FF00FF00FFU, 0x0000FFFF0000FFFFU, 0x00000000FFFFFFFFU};

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
    if (length == 2) {
      support_pair();
      return;
    }
    if (length == 3) {
      support_triple();
      return;
    }
    std::fill_n(support_.begin(), length, Mask{0});
    required_ = ~Mask{0};
    Mask anywhere = 0;
    for (int i = 0; i < length; ++i) anywhere |= candidates_[static_cast<std::size_t>(i)];
    for (int low = 1; low + length - 1 <= side_; ++low) {
      const Mask window = (length == 64 ? ~Mask{0} : (Mask{1} << length) - 1) << (low - 1);
      if ((anywhere & window) != window) continue;  // a digit of the window has no cell
      if (length <= kMostCellsBySubsets) {
        if (support_window_by_subsets(length, low - 1)) required_ &= window;
        continue;
      }
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

  // Two cells hold two consecutive digits: each keeps the digits next to one of the other's, and
  // the windows that can be filled are the digits d where one cell holds d and the other d + 1.
  // The digits they all hold: those of the lowest window and the highest, when they overlap.
  void support_pair() {
    const Mask first = candidates_[0];
    const Mask second = candidates_[1];
    support_[0] = first & ((second << 1) | (second >> 1));
    support_[1] = second & ((first << 1) | (first >> 1));
    const Mask lows = (first & (second >> 1)) | (second & (first >> 1));
    required_ = 0;
    if (lows == 0) return;
    const Mask lowest = Mask{3} << std::countr_zero(lows);
    const Mask highest = Mask{3} << (63 - std::countl_zero(lows));
    required_ = lowest & highest;
  }

  // Three cells hold three consecutive digits. With bit s of a mask standing for the window of
  // digits s … s+2 (as bits), a cell takes the window's lowest digit when the other two take the
  // other two, one way round or the other; likewise its middle and its highest digit. Shifts
  // answer for every window at once, the same as the windows one by one.
  void support_triple() {
    const Mask first = candidates_[0];
    const Mask second = candidates_[1];
    const Mask third = candidates_[2];
    Mask windows = 0;  // bit s: the window s … s+2 can be filled
    const auto keep = [&windows](Mask cell, Mask one, Mask other) {
      const Mask low = ((one >> 1) & (other >> 2)) | ((one >> 2) & (other >> 1));
      const Mask middle = (one & (other >> 2)) | ((one >> 2) & other);
      const Mask high = (one & (other >> 1)) | ((one >> 1) & other);
      windows |= (cell & low) | ((cell >> 1) & middle) | ((cell >> 2) & high);
      return cell & (low | (middle << 1) | (high << 2));
    };
    support_[0] = keep(first, second, third);
    support_[1] = keep(second, first, third);
    support_[2] = keep(third, first, second);
    required_ = 0;
    if (windows == 0) return;
    const Mask lowest = Mask{7} << std::countr_zero(windows);
    const Mask highest = Mask{7} << (63 - std::countl_zero(windows));
    required_ = lowest & highest;
  }

  // Short lines (most renbans are two to four cells): the window's digits as positions 0 … k−1,
  // and the sets of them that the first i cells can take, one digit each, as one 64-bit word
  // with bit S set for each such set S (k ≤ 6, so 2^k ≤ 64 sets). Cell i adds its digit j to
  // every set without j: the word's bits without position j, shifted up by 2^j. Backwards, the
  // sets that cells i … k−1 leave free (the window less what they take) start from the whole
  // window and lose j the same way, shifted down. Cell i keeps j when some set of the cells
  // before it, plus j, is a set the cells after it leave free. Gives the cells the same digits as
  // the matchings, without a path; true when the window can be filled.
  bool support_window_by_subsets(int length, int shift) {
    std::array<std::uint64_t, kMostCellsBySubsets + 1> before{};
    std::array<std::uint64_t, kMostCellsBySubsets + 1> free_after{};
    const Mask in_window = (Mask{1} << length) - 1;
    before[0] = 1;  // the empty set
    for (int i = 0; i < length; ++i) {
      std::uint64_t next = 0;
      for (Mask rest = (candidates_[static_cast<std::size_t>(i)] >> shift) & in_window; rest != 0;
           rest &= rest - 1) {
        const int j = std::countr_zero(rest);
        next |= (before[static_cast<std::size_t>(i)] & kSetsWithout[static_cast<std::size_t>(j)])
                << (1U << j);
      }
      before[static_cast<std::size_t>(i) + 1] = next;
    }
    const std::size_t all = (std::size_t{1} << length) - 1;  // the set of every position
    if ((before[static_cast<std::size_t>(length)] >> all & 1U) == 0) return false;
    free_after[static_cast<std::size_t>(length)] = std::uint64_t{1} << all;
    for (int i = length - 1; i >= 0; --i) {
      std::uint64_t next = 0;
      for (Mask rest = (candidates_[static_cast<std::size_t>(i)] >> shift) & in_window; rest != 0;
           rest &= rest - 1) {
        const int j = std::countr_zero(rest);
        next |= (free_after[static_cast<std::size_t>(i) + 1] &
                 ~kSetsWithout[static_cast<std::size_t>(j)]) >>
                (1U << j);
      }
      free_after[static_cast<std::size_t>(i)] = next;
    }
    for (int i = 0; i < length; ++i) {
      for (Mask rest = (candidates_[static_cast<std::size_t>(i)] >> shift) & in_window; rest != 0;
           rest &= rest - 1) {
        const int j = std::countr_zero(rest);
        const std::uint64_t with_j =
            (before[static_cast<std::size_t>(i)] & kSetsWithout[static_cast<std::size_t>(j)])
            << (1U << j);
        if ((with_j & free_after[static_cast<std::size_t>(i) + 1]) != 0) {
          support_[static_cast<std::size_t>(i)] |= Mask{1} << (j + shift);
        }
      }
    }
    return true;
  }

  // The digits every window that can be filled holds (required_, after find_support) are on the
  // line for sure: one with a single place on it goes there, and one with several leaves every
  // cell off the line that sees all of them (after ISS's required-value exclusions).
  Propagation keep_required_digits(GeneralState& state, const std::vector<int>& cells) {
    bool changed = false;
    for (Mask rest = required_; rest != 0; rest &= rest - 1) {
      const Mask digit = rest & (~rest + 1);
      std::size_t places = 0;
      for (const int cell : cells) {  // without a branch per cell
        places_[places] = cell;
        places += (state.candidates(cell) & digit) != 0 ? 1 : 0;
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
