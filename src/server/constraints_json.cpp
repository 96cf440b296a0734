// The variant rules as JSON for the board, and the rules a grid breaks (see constraints_json.hpp).
// Each rule goes out with the cells the board needs to draw it and to check it on its own: a
// little killer's diagonal and an outside clue's row or column come computed, so that the page
// does not redo the engine's geometry.
#include "server/constraints_json.hpp"

#include <stdexcept>
#include <string>
#include <variant>

#include "core/rule_geometry.hpp"
#include "server/puzzle_json.hpp"
#include "sudoku/format.hpp"

namespace sudoku::server {
namespace {

const char* dot_kind(DotKind kind) {
  switch (kind) {
    case DotKind::difference:
      return "difference";
    case DotKind::ratio:
      return "ratio";
    case DotKind::sum:
      return "sum";
  }
  return "difference";
}

const char* line_kind(LineKind kind) {
  switch (kind) {
    case LineKind::thermometer:
      return "thermometer";
    case LineKind::slow_thermometer:
      return "slow thermometer";
    case LineKind::palindrome:
      return "palindrome";
    case LineKind::whisper:
      return "whisper";
    case LineKind::renban:
      return "renban";
    case LineKind::between:
      return "between";
    case LineKind::region_sum:
      return "region sum";
    case LineKind::entropic:
      return "entropic";
    case LineKind::zipper:
      return "zipper";
  }
  return "line";
}

const char* side_name(GridSide side) {
  switch (side) {
    case GridSide::top:
      return "top";
    case GridSide::bottom:
      return "bottom";
    case GridSide::left:
      return "left";
    case GridSide::right:
      return "right";
  }
  return "top";
}

// One rule's object, without its "name"; null for what the board shows by other fields.
Json rule_json(const Puzzle& puzzle, const Constraint& constraint) {
  const Geometry& geometry = puzzle.geometry();
  if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
    if (puzzle.has_x_diagonals() &&
        (*house == main_diagonal(geometry) || *house == anti_diagonal(geometry))) {
      return nullptr;  // "diagonals": true
    }
    const bool diagonal = *house == main_diagonal(geometry) || *house == anti_diagonal(geometry);
    return {{"kind", diagonal ? "diagonal" : "extra house"},
            {"house", house->name},
            {"cells", cell_list(house->cells)}};
  }
  if (std::holds_alternative<Cage>(constraint)) return nullptr;  // "cages"
  if (const auto* region = std::get_if<ExtraRegion>(&constraint)) {
    if (region->drawn_as_cage) return nullptr;  // "cages" with "sum": 0
    return {{"kind", "extra region"}, {"cells", cell_list(region->cells)}};
  }
  if (std::holds_alternative<GlobalRule>(constraint)) {
    return {{"kind", "global"}, {"rule", rule_name(constraint)}};
  }
  if (const auto* rule = std::get_if<CellRule>(&constraint)) {
    if (rules::is_indexer(rule->kind)) {
      return {{"kind", "indexer"}, {"cell", rule->cell}};  // its "name" says which
    }
    const char* kind = rule->kind == CellRuleKind::even      ? "even"
                       : rule->kind == CellRuleKind::odd     ? "odd"
                       : rule->kind == CellRuleKind::minimum ? "minimum"
                                                             : "maximum";
    return {{"kind", "cell"}, {"cell_rule", kind}, {"cell", rule->cell}};
  }
  if (const auto* dot = std::get_if<Dot>(&constraint)) {
    return {{"kind", "dot"},
            {"dot", dot_kind(dot->kind)},
            {"cells", {dot->first, dot->second}},
            {"value", dot->value}};
  }
  if (const auto* negative = std::get_if<NegativeDots>(&constraint)) {
    Json pairs = Json::array();
    for (const auto& [first, second] : rules::pairs_without_dot(puzzle, *negative)) {
      pairs.push_back({first, second});
    }
    return {{"kind", "negative"},
            {"dot", dot_kind(negative->kind)},
            {"value", negative->value},
            {"pairs", std::move(pairs)}};
  }
  if (const auto* line = std::get_if<Line>(&constraint)) {
    return {{"kind", "line"},
            {"line", line_kind(line->kind)},
            {"cells", cell_list(line->cells)},
            {"value", line->value}};
  }
  if (const auto* arrow = std::get_if<Arrow>(&constraint)) {
    return {{"kind", "arrow"},
            {"circle", cell_list(arrow->circle)},
            {"cells", cell_list(arrow->cells)}};
  }
  if (const auto* clue = std::get_if<LittleKiller>(&constraint)) {
    return {{"kind", "little killer"},
            {"row", clue->row},
            {"column", clue->column},
            {"direction", rules::direction_name(clue->direction)},
            {"value", clue->sum},
            {"cells", cell_list(rules::little_killer_cells(geometry, *clue))}};
  }
  if (const auto* clue = std::get_if<OutsideClue>(&constraint)) {
    return {{"kind", "outside"},
            {"clue", rules::clue_kind_name(clue->kind)},
            {"side", side_name(clue->side)},
            {"index", clue->index},
            {"value", clue->value},
            {"cells", cell_list(rules::clue_cells(geometry, *clue))}};
  }
  if (const auto* quadruple = std::get_if<Quadruple>(&constraint)) {
    Json digits = Json::array();
    for (const std::uint8_t digit : quadruple->digits) digits.push_back(digit);
    return {{"kind", "quadruple"}, {"cells", cell_list(quadruple->cells)}, {"digits", digits}};
  }
  if (const auto* clone = std::get_if<Clone>(&constraint)) {
    return {{"kind", "clone"},
            {"cells", cell_list(clone->cells)},
            {"copies", cell_list(clone->copies)}};
  }
  if (const auto* given = std::get_if<GivenCandidates>(&constraint)) {
    Json digits = Json::array();
    for (const std::uint8_t digit : given->digits) digits.push_back(digit);
    return {{"kind", "candidates"}, {"cell", given->cell}, {"digits", digits}};
  }
  return nullptr;
}

}  // namespace

Json constraints_json(const Puzzle& puzzle) {
  Json list = Json::array();
  for (const Constraint& constraint : puzzle.constraints()) {
    Json rule = rule_json(puzzle, constraint);
    if (rule.is_null()) continue;
    rule["name"] = rule_name(constraint);
    list.push_back(std::move(rule));
  }
  return list;
}

Json uncounted_cages_json(const Puzzle& puzzle) {
  Json cages = Json::array();
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* region = std::get_if<ExtraRegion>(&constraint);
    if (region != nullptr && region->drawn_as_cage) {
      cages.push_back({{"cells", cell_list(region->cells)}, {"sum", 0}});
    }
  }
  return cages;
}

Json share_json(const Puzzle& puzzle) {
  std::string link;
  try {
    link = to_fpuzzles_link(puzzle);
  } catch (const std::invalid_argument&) {
    return nullptr;  // a rule f-puzzles has no key for
  }
  const std::string marker = "?load=";
  const std::size_t at = link.find(marker);
  const std::string payload = at == std::string::npos ? link : link.substr(at + marker.size());
  return {{"fpuzzles", link}, {"sudokupad", "https://sudokupad.app/fpuzzles" + payload}};
}

Json broken_rules_json(const Puzzle& grid) {
  Json broken = Json::array();
  int index = 0;
  for (const Constraint& constraint : grid.constraints()) {
    if (rule_json(grid, constraint).is_null()) continue;
    if (const std::optional<RuleConflict> conflict = rules::conflict_of(grid, constraint)) {
      broken.push_back(
          {{"index", index}, {"cell", conflict->cell}, {"problem", conflict->problem}});
    }
    ++index;
  }
  return broken;
}

}  // namespace sudoku::server
