// Look-ups in the tables of tables.hpp.
#include "tables.hpp"

namespace sudoku::bench {

const SetRule& rule_for(std::string_view set) {
  for (const SetRule& rule : kSetRules) {
    if (rule.set == set) return rule;
  }
  return kDefaultSetRule;
}

const ReferenceFigure* reference_for(std::string_view set, Mode mode) {
  for (const ReferenceFigure& figure : kReferenceFigures) {
    if (figure.set == set && figure.mode == mode) return &figure;
  }
  return nullptr;
}

}  // namespace sudoku::bench
