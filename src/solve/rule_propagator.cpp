// The variant rules that speak of many cells at once: renban, between, region sum, entropic and
// zipper lines, arrows, little killers, quadruples (the clues outside the grid have propagators
// of their own: sandwich_propagator.cpp, x_sum_propagator.cpp, skyscraper_propagator.cpp).
//
// The idea. Each such rule is a test on the digits of its cells (its sentence in rules.hpp,
// written here a second time, apart from the core's check, for speed). When the cells' candidates
// leave few fillings to try (at most kMostFillings: every state near the leaves, and most states
// of short rules), the propagator tries them all, skipping at once a filling that repeats a digit
// among cells that are peers, and keeps in each cell the digits that some filling keeping the rule
// uses: every candidate left has a support, the strongest filtering a rule allows. With more
// fillings it waits until guesses narrow them. Meanwhile a rule that is a sum (an arrow, a
// little killer, a region sum line's parts, a zipper's pairs) is kept by its bounds: written as
// Σ coefficient·digit = constant, each cell keeps only the digits that the least and greatest
// the other cells can make up allow.
//
// Invariant: a digit leaves a cell only when no filling keeping the rule uses it; a filled grid
// that breaks a rule is always caught, since its rule then has one filling to try.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <variant>
#include <vector>

#include "core/rule_geometry.hpp"
#include "solve/propagator.hpp"

namespace sudoku::detail::general {

namespace {

// Fillings tried at most per rule and call.
constexpr std::uint64_t kMostFillings = 1 << 14;

enum class Test {
  renban,
  between,
  region_sum,  // detail: the part (0, 1, …) of each cell, by the boxes it runs through
  entropic,    // three cells; value: a third of the side
  zipper,      // cells in line order
  arrow,       // detail[0]: how many cells the circle has (first in `cells`)
  sum,         // value: the total (a little killer)
  quadruple,   // detail: the digits to find
};

// Σ coefficient·digit over the terms = total.
struct LinearSum {
  std::vector<std::pair<int, int>> terms;  // (cell, coefficient)
  int total = 0;
};

struct NaryRule {
  Test test;
  std::vector<int> cells;
  int value = 0;
  std::vector<int> detail;
  std::vector<LinearSum> sums;  // the sums the rule implies, kept by their bounds
};

Mask least_bit(Mask mask) { return mask & (~mask + 1); }
int least_digit(Mask mask) { return std::countr_zero(mask) + 1; }
int greatest_digit(Mask mask) { return 64 - std::countl_zero(mask); }

// Bounds of one sum: each cell keeps the digits d for which coefficient·d lies within what the
// total leaves after the other cells' least and greatest. False on a contradiction; `changed`
// set when a candidate went.
bool keep_within_bounds(const LinearSum& sum, GeneralState& state, bool& changed) {
  for (bool again = true; again;) {
    again = false;
    long low = 0;
    long high = 0;
    for (const auto& [cell, coefficient] : sum.terms) {
      const Mask candidates = state.candidates(cell);
      const long a = static_cast<long>(coefficient) * least_digit(candidates);
      const long b = static_cast<long>(coefficient) * greatest_digit(candidates);
      low += std::min(a, b);
      high += std::max(a, b);
    }
    if (sum.total < low || sum.total > high) return false;
    for (const auto& [cell, coefficient] : sum.terms) {
      const Mask candidates = state.candidates(cell);
      const long a = static_cast<long>(coefficient) * least_digit(candidates);
      const long b = static_cast<long>(coefficient) * greatest_digit(candidates);
      // This term must lie within [total − (high − its high), total − (low − its low)].
      const long least = sum.total - (high - std::max(a, b));
      const long most = sum.total - (low - std::min(a, b));
      Mask keep = 0;
      for (Mask rest = candidates; rest != 0; rest &= rest - 1) {
        const long term = static_cast<long>(coefficient) * least_digit(least_bit(rest));
        if (term >= least && term <= most) keep |= least_bit(rest);
      }
      if (keep == candidates) continue;
      if (!state.restrict_to(cell, keep)) return false;
      changed = true;
      again = true;
      break;  // the bounds moved: measure them again
    }
  }
  return true;
}

bool keeps(const NaryRule& rule, const int* digits) {
  const int length = static_cast<int>(rule.cells.size());
  switch (rule.test) {
    case Test::renban: {
      std::uint64_t seen = 0;
      int low = 64;
      int high = 0;
      for (int i = 0; i < length; ++i) {
        const std::uint64_t bit = std::uint64_t{1} << digits[i];
        if ((seen & bit) != 0) return false;
        seen |= bit;
        low = std::min(low, digits[i]);
        high = std::max(high, digits[i]);
      }
      return high - low + 1 == length;
    }
    case Test::between: {
      const int low = std::min(digits[0], digits[length - 1]);
      const int high = std::max(digits[0], digits[length - 1]);
      for (int i = 1; i + 1 < length; ++i) {
        if (digits[i] <= low || digits[i] >= high) return false;
      }
      return true;
    }
    case Test::region_sum: {
      int expected = -1;
      int total = 0;
      for (int i = 0; i < length; ++i) {
        total += digits[i];
        if (i + 1 == length || rule.detail[static_cast<std::size_t>(i) + 1] !=
                                   rule.detail[static_cast<std::size_t>(i)]) {
          if (expected >= 0 && total != expected) return false;
          expected = total;
          total = 0;
        }
      }
      return true;
    }
    case Test::entropic: {
      int seen = 0;
      for (int i = 0; i < 3; ++i) seen |= 1 << ((digits[i] - 1) / rule.value);
      return seen == 7;
    }
    case Test::zipper: {
      const int middle =
          length % 2 == 1 ? digits[length / 2] : digits[length / 2 - 1] + digits[length / 2];
      for (int i = 0; i < length / 2; ++i) {
        if (digits[i] + digits[length - 1 - i] != middle) return false;
      }
      return true;
    }
    case Test::arrow: {
      const int circle = rule.detail[0];
      int number = 0;
      for (int i = 0; i < circle; ++i) number = number * 10 + digits[i];
      int total = 0;
      for (int i = circle; i < length; ++i) total += digits[i];
      return total == number;
    }
    case Test::sum: {
      int total = 0;
      for (int i = 0; i < length; ++i) total += digits[i];
      return total == rule.value;
    }
    case Test::quadruple: {
      std::vector<int> wanted = rule.detail;
      for (int i = 0; i < length; ++i) {
        const auto it = std::find(wanted.begin(), wanted.end(), digits[i]);
        if (it != wanted.end()) wanted.erase(it);
      }
      return wanted.empty();
    }
  }
  return false;
}

class RulePropagator final : public Propagator {
 public:
  RulePropagator(const Layout& layout, std::vector<NaryRule> rules)
      : rules_(std::move(rules)), waiting_(static_cast<int>(rules_.size())) {
    rule_start_.assign(static_cast<std::size_t>(layout.cell_count) + 1, 0);
    for (const NaryRule& rule : rules_) {
      for (const int cell : rule.cells) ++rule_start_[static_cast<std::size_t>(cell) + 1];
    }
    for (std::size_t cell = 0; cell < static_cast<std::size_t>(layout.cell_count); ++cell) {
      rule_start_[cell + 1] += rule_start_[cell];
    }
    rules_of_cell_.resize(static_cast<std::size_t>(rule_start_.back()));
    std::vector<int> next(rule_start_.begin(), rule_start_.end() - 1);
    std::size_t longest = 0;
    for (std::size_t index = 0; index < rules_.size(); ++index) {
      const NaryRule& rule = rules_[index];
      longest = std::max(longest, rule.cells.size());
      for (const int cell : rule.cells) {
        rules_of_cell_[static_cast<std::size_t>(next[static_cast<std::size_t>(cell)]++)] =
            static_cast<int>(index);
      }
      // Which earlier cells of the rule each cell must differ from (peers of the layout).
      std::vector<std::uint64_t> differs(rule.cells.size(), 0);
      for (std::size_t i = 0; i < rule.cells.size() && i < 64; ++i) {
        for (std::size_t j = 0; j < i; ++j) {
          const int cells[2] = {rule.cells[j], rule.cells[i]};
          if (pairwise_peers(layout, cells)) differs[i] |= std::uint64_t{1} << j;
        }
      }
      differs_.push_back(std::move(differs));
    }
    digits_.resize(longest);
    candidates_.resize(longest);
    support_.resize(longest);
  }

  Propagation propagate(GeneralState& state) override {
    bool changed = false;
    while (!waiting_.empty()) {
      const int index = waiting_.take();
      const NaryRule& rule = rules_[static_cast<std::size_t>(index)];
      for (const LinearSum& sum : rule.sums) {
        if (!keep_within_bounds(sum, state, changed)) {
          waiting_.clear();
          return Propagation::failed;
        }
      }
      const std::size_t length = rule.cells.size();
      std::uint64_t fillings = 1;
      for (std::size_t i = 0; i < length; ++i) {
        candidates_[i] = state.candidates(rule.cells[i]);
        fillings *= static_cast<std::uint64_t>(std::popcount(candidates_[i]));
        if (fillings > kMostFillings) break;
      }
      if (fillings > kMostFillings) continue;
      std::fill(support_.begin(), support_.begin() + static_cast<std::ptrdiff_t>(length), Mask{0});
      try_fillings(rule, differs_[static_cast<std::size_t>(index)], 0);
      for (std::size_t i = 0; i < length; ++i) {
        const Mask before = state.candidates(rule.cells[i]);
        if ((before & support_[i]) == before) continue;
        if (!state.restrict_to(rule.cells[i], support_[i])) {
          waiting_.clear();
          return Propagation::failed;
        }
        changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  void note_changed(const Changes& changes) override {
    for (const int cell : changes.cells) {
      for (int i = rule_start_[static_cast<std::size_t>(cell)];
           i < rule_start_[static_cast<std::size_t>(cell) + 1]; ++i) {
        waiting_.add(rules_of_cell_[static_cast<std::size_t>(i)]);
      }
    }
  }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

 private:
  // Every filling of cells[i…] from their candidates, each cell differing from its earlier peers;
  // the digits of each filling that keeps the rule go into support_.
  void try_fillings(const NaryRule& rule, const std::vector<std::uint64_t>& differs,
                    std::size_t i) {
    if (i == rule.cells.size()) {
      if (!keeps(rule, digits_.data())) return;
      for (std::size_t k = 0; k < i; ++k) support_[k] |= digit_bit(digits_[k]);
      return;
    }
    for (Mask rest = candidates_[i]; rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest) + 1;
      bool repeats = false;
      for (std::uint64_t earlier = i < differs.size() ? differs[i] : 0; earlier != 0;
           earlier &= earlier - 1) {
        if (digits_[static_cast<std::size_t>(std::countr_zero(earlier))] == digit) repeats = true;
      }
      if (repeats) continue;
      digits_[i] = digit;
      try_fillings(rule, differs, i + 1);
    }
  }

  std::vector<NaryRule> rules_;
  std::vector<std::vector<std::uint64_t>> differs_;
  std::vector<int> rule_start_;
  std::vector<int> rules_of_cell_;
  Worklist waiting_;  // rules
  std::vector<int> digits_;
  std::vector<Mask> candidates_;
  std::vector<Mask> support_;
};

void add_line(std::vector<NaryRule>& rules, const Geometry& geometry, const Line& line) {
  const std::vector<int>& cells = line.cells;
  switch (line.kind) {
    case LineKind::renban:
      rules.push_back({Test::renban, cells, 0, {}, {}});
      break;
    case LineKind::between:
      rules.push_back({Test::between, cells, 0, {}, {}});
      break;
    case LineKind::region_sum: {
      std::vector<int> parts;
      int part = 0;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0 && geometry.box_of(cells[i]) != geometry.box_of(cells[i - 1])) ++part;
        parts.push_back(part);
      }
      if (part == 0) break;
      NaryRule rule{Test::region_sum, cells, 0, parts, {}};
      // Each part's sum equals the next one's.
      for (int first = 0; first < part; ++first) {
        LinearSum equal;
        for (std::size_t i = 0; i < cells.size(); ++i) {
          if (parts[i] == first) equal.terms.emplace_back(cells[i], 1);
          if (parts[i] == first + 1) equal.terms.emplace_back(cells[i], -1);
        }
        rule.sums.push_back(std::move(equal));
      }
      rules.push_back(std::move(rule));
      break;
    }
    case LineKind::entropic:
      for (std::size_t i = 2; i < cells.size(); ++i) {
        rules.push_back(
            {Test::entropic, {cells[i - 2], cells[i - 1], cells[i]}, geometry.side() / 3, {}, {}});
      }
      break;
    case LineKind::zipper: {
      NaryRule rule{Test::zipper, cells, 0, {}, {}};
      const std::size_t length = cells.size();
      // Each pair of cells as far from the middle adds up to the middle's total.
      for (std::size_t i = 0; i < length / 2; ++i) {
        if (length % 2 == 0 && i + 1 == length / 2) break;  // the middle pair itself
        LinearSum pair{{{cells[i], 1}, {cells[length - 1 - i], 1}}, 0};
        pair.terms.emplace_back(cells[length / 2], -1);
        if (length % 2 == 0) pair.terms.emplace_back(cells[length / 2 - 1], -1);
        rule.sums.push_back(std::move(pair));
      }
      rules.push_back(std::move(rule));
      break;
    }
    default:
      break;  // pairs: relation_propagator.cpp
  }
}

}  // namespace

std::unique_ptr<Propagator> make_rule_propagator(const Puzzle& puzzle, const Layout& layout) {
  const Geometry& geometry = puzzle.geometry();
  std::vector<NaryRule> rules;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* line = std::get_if<Line>(&constraint)) {
      add_line(rules, geometry, *line);
    } else if (const auto* arrow = std::get_if<Arrow>(&constraint)) {
      std::vector<int> cells = arrow->circle;
      cells.insert(cells.end(), arrow->cells.begin(), arrow->cells.end());
      LinearSum shaft;
      int weight = 1;
      for (auto it = arrow->circle.rbegin(); it != arrow->circle.rend(); ++it, weight *= 10) {
        shaft.terms.emplace_back(*it, -weight);
      }
      for (const int cell : arrow->cells) shaft.terms.emplace_back(cell, 1);
      rules.push_back({Test::arrow,
                       std::move(cells),
                       0,
                       {static_cast<int>(arrow->circle.size())},
                       {std::move(shaft)}});
    } else if (const auto* killer = std::get_if<LittleKiller>(&constraint)) {
      const std::vector<int> cells = rules::little_killer_cells(geometry, *killer);
      LinearSum diagonal{{}, killer->sum};
      for (const int cell : cells) diagonal.terms.emplace_back(cell, 1);
      rules.push_back({Test::sum, cells, killer->sum, {}, {std::move(diagonal)}});
    } else if (const auto* quadruple = std::get_if<Quadruple>(&constraint)) {
      rules.push_back({Test::quadruple,
                       quadruple->cells,
                       0,
                       std::vector<int>(quadruple->digits.begin(), quadruple->digits.end()),
                       {}});
    }
  }
  if (rules.empty()) return nullptr;
  return std::make_unique<RulePropagator>(layout, std::move(rules));
}

}  // namespace sudoku::detail::general
