// Which rules (lines, arrows, little killers, …) each cell belongs to, laid out flat: the rules of
// cell c are rules[start[c] … start[c+1]). Built once per solve; the propagators of the variant
// rules use it to put on their Worklist only the rules whose cells changed.
#pragma once

#include <algorithm>
#include <cstddef>
#include <span>
#include <vector>

#include "solve/propagator.hpp"

namespace sudoku::detail::general {

class RulesOfCells {
 public:
  // `cells_of(r)` gives the cells of rule r, for r in 0 … rule_count−1.
  template <typename CellsOf>
  RulesOfCells(int cell_count, int rule_count, CellsOf cells_of)
      : start_(static_cast<std::size_t>(cell_count) + 1, 0) {
    for (int rule = 0; rule < rule_count; ++rule) {
      for (const int cell : cells_of(rule)) ++start_[static_cast<std::size_t>(cell) + 1];
    }
    for (std::size_t cell = 0; cell < static_cast<std::size_t>(cell_count); ++cell) {
      start_[cell + 1] += start_[cell];
    }
    rules_.resize(static_cast<std::size_t>(start_.back()));
    std::vector<int> next(start_.begin(), start_.end() - 1);
    for (int rule = 0; rule < rule_count; ++rule) {
      for (const int cell : cells_of(rule)) {
        rules_[static_cast<std::size_t>(next[static_cast<std::size_t>(cell)]++)] = rule;
      }
    }
    // Padded: every cell's rules in `most_` slots, the Worklist's sink (rule_count) after them.
    for (std::size_t cell = 0; cell < static_cast<std::size_t>(cell_count); ++cell) {
      most_ = std::max(most_, start_[cell + 1] - start_[cell]);
    }
    if (most_ > kMostPadded) return;
    padded_.assign(static_cast<std::size_t>(cell_count) * static_cast<std::size_t>(most_),
                   rule_count);
    for (std::size_t cell = 0; cell < static_cast<std::size_t>(cell_count); ++cell) {
      std::copy(
          rules_.begin() + start_[cell], rules_.begin() + start_[cell + 1],
          padded_.begin() + static_cast<std::ptrdiff_t>(cell * static_cast<std::size_t>(most_)));
    }
  }

  // The cells of rule r are cells_of_rules[r].
  RulesOfCells(int cell_count, const std::vector<std::vector<int>>& cells_of_rules)
      : RulesOfCells(cell_count, static_cast<int>(cells_of_rules.size()),
                     [&cells_of_rules](int rule) -> const std::vector<int>& {
                       return cells_of_rules[static_cast<std::size_t>(rule)];
                     }) {}

  // Calls visit(rule) for each rule holding the cell.
  template <typename Visit>
  void each_rule_of(int cell, Visit visit) const {
    for (int i = start_[static_cast<std::size_t>(cell)];
         i < start_[static_cast<std::size_t>(cell) + 1]; ++i) {
      visit(rules_[static_cast<std::size_t>(i)]);
    }
  }

  // Puts on `waiting` (a Worklist of the rules, whose sink is rule_count) every rule holding one
  // of the changed cells, in the order of the cells and of each one's rules. Where no cell has
  // more than kMostPadded rules, each cell adds as many as the most any cell has, the sink for
  // those it lacks: the loop over a cell's rules always goes round as often, where a count
  // changing from cell to cell (none, one, two) was a mispredicted branch at most cells.
  void wake(const Changes& changes, Worklist& waiting) const {
    if (padded_.empty()) {
      for (const int cell : changes.cells) {
        each_rule_of(cell, [&waiting](int rule) { waiting.add(rule); });
      }
      return;
    }
    for (const int cell : changes.cells) {
      const int* rules = padded_.data() + static_cast<std::ptrdiff_t>(cell) * most_;
      for (int k = 0; k < most_; ++k) waiting.add(rules[k]);
    }
  }

 private:
  static constexpr int kMostPadded = 4;
  std::vector<int> start_;
  std::vector<int> rules_;
  int most_ = 0;             // the most rules one cell holds
  std::vector<int> padded_;  // cell · most_ + k (empty past kMostPadded)
};

}  // namespace sudoku::detail::general
