// Between lines: the digits of the cells inside lie strictly between the digits of the two ends
// (the circles), whichever end is the lower.
//
// The idea. A filling is a choice of the two ends, a low one and a high one, and digits inside the
// open interval between them, one per inner cell from its candidates, inner cells that are peers
// holding different digits. Whether the inner cells can be filled within an interval grows with
// the interval, so for an end holding x as the low end it is enough to try the highest digit the
// other end can hold, and as the high end the lowest: each end keeps the digits for which one of
// the two works, and the inner cells keep their candidates inside the widest interval of each
// orientation that works. Whether an interval works: each inner cell needs a candidate inside; the
// inner cells sharing a house need as many digits as they are; then, when some inner cells are
// peers, a search for digits telling them apart. The ends are exact (each end digit left is used
// by a filling) and the rule fails exactly when no filling exists; an inner candidate inside a
// working interval stays even when telling peers apart would rule it out (the houses' own
// propagators see to that).
//
// Invariant: a digit leaves a cell only when no filling keeping the rule uses it.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <variant>
#include <vector>

#include "solve/propagator.hpp"
#include "solve/rules_of_cells.hpp"

namespace sudoku::detail::general {

namespace {

// The digits strictly between low and high.
Mask open_interval(int low, int high) {
  if (high - low < 2) return 0;
  const Mask up_to_high = high >= 65 ? ~Mask{0} : (Mask{1} << (high - 1)) - 1;
  return up_to_high & ~((Mask{1} << low) - 1);
}
int least_digit(Mask mask) { return std::countr_zero(mask) + 1; }
int greatest_digit(Mask mask) { return 64 - std::countl_zero(mask); }

struct BetweenLine {
  std::vector<int> cells;              // the ends first and last
  std::vector<std::uint64_t> earlier;  // per inner cell: the earlier inner cells that are peers
  std::vector<std::uint64_t> groups;   // inner cells sharing a house (two or more)
  bool has_peers = false;
};

class BetweenPropagator final : public Propagator {
 public:
  BetweenPropagator(const Layout& layout, std::vector<BetweenLine> lines)
      : lines_(std::move(lines)),
        rules_of_cells_(layout.cell_count, static_cast<int>(lines_.size()),
                        [this](int rule) -> const std::vector<int>& {
                          return lines_[static_cast<std::size_t>(rule)].cells;
                        }),
        waiting_(static_cast<int>(lines_.size())) {
    std::size_t longest = 0;
    for (const BetweenLine& line : lines_) longest = std::max(longest, line.cells.size());
    inner_.resize(longest);
    digits_.resize(longest);
  }

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const BetweenLine& line = lines_[static_cast<std::size_t>(waiting_.take())];
      const std::size_t inner_count = line.cells.size() - 2;
      const int first_end = line.cells.front();
      const int last_end = line.cells.back();
      const Mask first = state.candidates(first_end);
      const Mask last = state.candidates(last_end);
      for (std::size_t j = 0; j < inner_count; ++j) inner_[j] = state.candidates(line.cells[j + 1]);
      // Each end's digits that work as the low end or as the high end.
      Mask keep_first = 0;
      Mask keep_last = 0;
      for (Mask rest = first; rest != 0; rest &= rest - 1) {
        const int digit = least_digit(rest);
        if (fits(line, digit, greatest_digit(last)) || fits(line, least_digit(last), digit)) {
          keep_first |= digit_bit(digit);
        }
      }
      for (Mask rest = last; rest != 0; rest &= rest - 1) {
        const int digit = least_digit(rest);
        if (fits(line, digit, greatest_digit(first)) || fits(line, least_digit(first), digit)) {
          keep_last |= digit_bit(digit);
        }
      }
      Mask inside = 0;
      if (keep_first != 0 && keep_last != 0) {
        if (fits(line, least_digit(first), greatest_digit(last))) {
          inside |= open_interval(least_digit(first), greatest_digit(last));
        }
        if (fits(line, least_digit(last), greatest_digit(first))) {
          inside |= open_interval(least_digit(last), greatest_digit(first));
        }
      }
      if (!keep(state, first_end, keep_first, changed) ||
          !keep(state, last_end, keep_last, changed)) {
        return failed();
      }
      for (std::size_t j = 0; j < inner_count; ++j) {
        if (!keep(state, line.cells[j + 1], inside, changed)) return failed();
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  void note_changed(const Changes& changes) override { rules_of_cells_.wake(changes, waiting_); }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

 private:
  Propagation failed() {
    waiting_.clear();
    return Propagation::failed;
  }

  static bool keep(GeneralState& state, int cell, Mask digits, bool& changed) {
    const Mask before = state.candidates(cell);
    if ((before & digits) == before) return true;
    changed = true;
    return state.restrict_to(cell, digits);
  }

  // Whether the inner cells can take digits strictly between low and high (inner_ holds their
  // candidates), peers apart.
  bool fits(const BetweenLine& line, int low, int high) {
    const Mask interval = open_interval(low, high);
    const std::size_t inner_count = line.cells.size() - 2;
    for (std::size_t j = 0; j < inner_count; ++j) {
      if ((inner_[j] & interval) == 0) return false;
    }
    if (!line.has_peers) return true;
    for (const std::uint64_t group : line.groups) {
      Mask digits = 0;
      for (std::uint64_t rest = group; rest != 0; rest &= rest - 1) {
        digits |= inner_[static_cast<std::size_t>(std::countr_zero(rest))];
      }
      if (digit_count(digits & interval) < digit_count(group)) return false;
    }
    return fill_from(line, interval, 0);
  }

  // Digits for inner cells j… within `interval`, each apart from its earlier peers.
  bool fill_from(const BetweenLine& line, Mask interval, std::size_t j) {
    if (j == line.cells.size() - 2) return true;
    Mask taken = 0;
    for (std::uint64_t rest = j < line.earlier.size() ? line.earlier[j] : 0; rest != 0;
         rest &= rest - 1) {
      taken |= digits_[static_cast<std::size_t>(std::countr_zero(rest))];
    }
    for (Mask rest = inner_[j] & interval & ~taken; rest != 0; rest &= rest - 1) {
      digits_[j] = rest & (~rest + 1);
      if (fill_from(line, interval, j + 1)) return true;
    }
    return false;
  }

  std::vector<BetweenLine> lines_;
  RulesOfCells rules_of_cells_;
  Worklist waiting_;          // lines
  std::vector<Mask> inner_;   // the inner cells' candidates
  std::vector<Mask> digits_;  // the digit tried in each inner cell (one bit)
};

}  // namespace

std::unique_ptr<Propagator> make_between_propagator(const Puzzle& puzzle, const Layout& layout) {
  std::vector<BetweenLine> lines;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* line = std::get_if<Line>(&constraint);
    if (line == nullptr || line->kind != LineKind::between || line->cells.size() < 3) continue;
    BetweenLine between{line->cells, {}, {}, false};
    const std::size_t inner_count = line->cells.size() - 2;
    // Peers among the first 64 inner cells (those after go unchecked: fewer removals, still sound).
    const std::size_t counted = std::min<std::size_t>(inner_count, 64);
    between.earlier.assign(counted, 0);
    for (std::size_t j = 0; j < counted; ++j) {
      for (std::size_t i = 0; i < j; ++i) {
        const int pair[2] = {line->cells[i + 1], line->cells[j + 1]};
        if (pair[0] != pair[1] && pairwise_peers(layout, pair)) {
          between.earlier[j] |= std::uint64_t{1} << i;
          between.has_peers = true;
        }
      }
    }
    for (int house = 0; house < layout.house_count; ++house) {
      const auto begin =
          layout.house_cells.begin() + static_cast<std::ptrdiff_t>(house) * layout.side;
      std::uint64_t group = 0;
      for (std::size_t j = 0; j < counted; ++j) {
        const auto cell = line->cells.begin() + static_cast<std::ptrdiff_t>(j) + 1;
        if (std::find(line->cells.begin() + 1, cell, *cell) != cell) continue;  // twice on the line
        if (std::find(begin, begin + layout.side, *cell) != begin + layout.side) {
          group |= std::uint64_t{1} << j;
        }
      }
      if (digit_count(group) >= 2) between.groups.push_back(group);
    }
    lines.push_back(std::move(between));
  }
  if (lines.empty()) return nullptr;
  return std::make_unique<BetweenPropagator>(layout, std::move(lines));
}

}  // namespace sudoku::detail::general
