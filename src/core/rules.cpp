// The variant rules of rules.hpp in the core: the cells each names, its name for a person, the
// shape checks that add_constraint makes, and whether the digits in a grid keep it.
//
// find_rule_conflict is the plain statement of each rule, with no cleverness: the engines'
// propagators are checked against it (and against brute force built on it), so it must read as
// the rule's sentence in rules.hpp. A rule is judged on the cells that are filled: a pair of
// cells (two neighbours on a thermometer, a dot) as soon as both are, a rule over many cells (an
// arrow, a sandwich) once all the cells it reads are.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "core/rule_geometry.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku {

namespace {

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace

std::vector<int> cells_of(const Geometry& geometry, const Constraint& constraint) {
  return std::visit(
      Overloaded{
          [](const ExtraHouse& rule) { return rule.cells; },
          [](const Cage& rule) { return rule.cells; },
          [](const GlobalRule&) { return std::vector<int>{}; },
          [](const ExtraRegion& rule) { return rule.cells; },
          [](const CellRule& rule) { return std::vector<int>{rule.cell}; },
          [](const Dot& rule) {
            return std::vector<int>{rule.first, rule.second};
          },
          [](const NegativeDots&) { return std::vector<int>{}; },
          [](const Line& rule) { return rule.cells; },
          [](const Arrow& rule) {
            std::vector<int> cells = rule.circle;
            cells.insert(cells.end(), rule.cells.begin(), rule.cells.end());
            return cells;
          },
          [&](const LittleKiller& rule) { return rules::little_killer_cells(geometry, rule); },
          [&](const OutsideClue& rule) { return rules::clue_cells(geometry, rule); },
          [](const Quadruple& rule) { return rule.cells; },
          [](const Clone& rule) {
            std::vector<int> cells = rule.cells;
            cells.insert(cells.end(), rule.copies.begin(), rule.copies.end());
            return cells;
          },
          [](const GivenCandidates& rule) { return std::vector<int>{rule.cell}; },
      },
      constraint);
}

std::string rule_name(const Constraint& constraint) {
  return std::visit(
      Overloaded{
          [](const ExtraHouse&) -> std::string { return "extra house"; },
          [](const Cage&) -> std::string { return "Killer cage"; },
          [](const GlobalRule& rule) -> std::string {
            switch (rule.kind) {
              case GlobalRuleKind::anti_knight:
                return "anti-knight";
              case GlobalRuleKind::anti_king:
                return "anti-king";
              case GlobalRuleKind::non_consecutive:
                return "non-consecutive";
            }
            return "global rule";
          },
          [](const ExtraRegion& rule) -> std::string {
            return rule.drawn_as_cage ? "cage without a total" : "extra region";
          },
          [](const CellRule& rule) -> std::string {
            switch (rule.kind) {
              case CellRuleKind::even:
                return "even cell";
              case CellRuleKind::odd:
                return "odd cell";
              case CellRuleKind::minimum:
                return "minimum cell";
              case CellRuleKind::maximum:
                return "maximum cell";
              case CellRuleKind::row_indexer:
                return "row indexer";
              case CellRuleKind::column_indexer:
                return "column indexer";
              case CellRuleKind::box_indexer:
                return "box indexer";
            }
            return "cell rule";
          },
          [](const Dot& rule) -> std::string { return rules::dot_name(rule.kind, rule.value); },
          [](const NegativeDots& rule) -> std::string {
            return "no other " + rules::dot_name(rule.kind, rule.value);
          },
          [](const Line& rule) -> std::string { return rules::line_name(rule.kind); },
          [](const Arrow&) -> std::string { return "arrow"; },
          [](const LittleKiller&) -> std::string { return "little killer"; },
          [](const OutsideClue& rule) { return rules::clue_kind_name(rule.kind); },
          [](const Quadruple&) -> std::string { return "quadruple"; },
          [](const Clone&) -> std::string { return "clone"; },
          [](const GivenCandidates&) -> std::string { return "given candidates"; },
      },
      constraint);
}

bool is_variant_rule(const Constraint& constraint) {
  return !std::holds_alternative<ExtraHouse>(constraint) &&
         !std::holds_alternative<Cage>(constraint);
}

bool Puzzle::has_variant_rules() const {
  return std::any_of(constraints().begin(), constraints().end(), is_variant_rule);
}

std::optional<RuleConflict> find_rule_conflict(const Puzzle& puzzle) {
  std::optional<RuleConflict> first;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (!is_variant_rule(constraint)) continue;
    std::optional<RuleConflict> conflict = rules::conflict_of(puzzle, constraint);
    if (conflict && (!first || conflict->cell < first->cell)) first = std::move(conflict);
  }
  return first;
}

}  // namespace sudoku
