// Look-ups in the tables of tables.hpp.
#include "tables.hpp"

namespace sudoku::bench {

const SetRule& rule_for(std::string_view set) {
  for (const SetRule& rule : kSetRules) {
    if (rule.set == set) return rule;
  }
  return kDefaultSetRule;
}

std::optional<double> reference_for(std::string_view set) {
  for (const ReferenceFigure& figure : kReferenceFigures) {
    if (figure.set == set) return figure.puzzles_per_second;
  }
  return std::nullopt;
}

}  // namespace sudoku::bench
