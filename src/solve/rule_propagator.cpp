// The variant rules of many cells that have no propagator of their own: entropic lines (every
// three cells in a row along the line hold a low, a middle and a high digit). Sums, thermometers,
// renban and between lines, quadruples, and the clues outside the grid have theirs
// (sum_reasoning.hpp, thermometer_propagator.cpp, quadruple_propagator.cpp, …).
//
// The idea. Each such rule is a test on the digits of its cells (its sentence in rules.hpp,
// written here a second time, apart from the core's check, for speed). Its cells are few
// (three), so the propagator tries every filling of their candidates, skipping at once a filling
// that repeats a digit among cells that are peers, and keeps in each cell the digits that some
// filling keeping the rule uses: every candidate left has a support, the strongest filtering a
// rule allows. (A rule of more fillings than kMostFillings would wait until guesses narrow them;
// these never have that many on grids up to 16×16.)
//
// Invariant: a digit leaves a cell only when no filling keeping the rule uses it; a filled grid
// that breaks a rule is always caught, since its rule then has one filling to try.
#include <algorithm>
#include <array>
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
  entropic,  // three cells; value: a third of the side
};

struct NaryRule {
  Test test;
  std::vector<int> cells;
  int value = 0;
};

bool keeps(const NaryRule& rule, const int* digits) {
  switch (rule.test) {
    case Test::entropic: {
      int seen = 0;
      for (int i = 0; i < 3; ++i) seen |= 1 << ((digits[i] - 1) / rule.value);
      return seen == 7;
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
      const std::size_t length = rule.cells.size();
      std::uint64_t fillings = 1;
      for (std::size_t i = 0; i < length; ++i) {
        candidates_[i] = state.candidates(rule.cells[i]);
        fillings *= static_cast<std::uint64_t>(digit_count(candidates_[i]));
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
    case LineKind::entropic:
      for (std::size_t i = 2; i < cells.size(); ++i) {
        rules.push_back(
            {Test::entropic, {cells[i - 2], cells[i - 1], cells[i]}, geometry.side() / 3});
      }
      break;
    default:
      break;  // the other lines: relation_propagator.cpp and their own files
  }
}

}  // namespace

std::unique_ptr<Propagator> make_rule_propagator(const Puzzle& puzzle, const Layout& layout) {
  const Geometry& geometry = puzzle.geometry();
  std::vector<NaryRule> rules;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* line = std::get_if<Line>(&constraint)) {
      add_line(rules, geometry, *line);
    }
  }
  if (rules.empty()) return nullptr;
  return std::make_unique<RulePropagator>(layout, std::move(rules));
}

}  // namespace sudoku::detail::general
