// The rules the board cannot show yet, named (see board_rules.hpp).
#include "server/board_rules.hpp"

#include <algorithm>
#include <cctype>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "server/api.hpp"

namespace sudoku::server {
namespace {

// An extra house's kind: its name without the number ("disjoint group 3" → "disjoint group").
std::string house_kind(const std::string& name) {
  std::size_t end = name.size();
  while (end > 0 && std::isdigit(static_cast<unsigned char>(name[end - 1])) != 0) --end;
  if (end < name.size() && end > 0 && name[end - 1] == ' ') return name.substr(0, end - 1);
  return name;
}

}  // namespace

std::optional<std::string> board_cannot_show(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  const bool x = puzzle.has_x_diagonals();
  std::vector<std::string> kinds;
  for (const Constraint& constraint : puzzle.constraints()) {
    std::string kind;
    if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
      if (x && (*house == main_diagonal(geometry) || *house == anti_diagonal(geometry))) continue;
      kind = house_kind(house->name);
    } else if (is_variant_rule(constraint)) {
      kind = rule_name(constraint);
    } else {
      continue;  // a Killer cage with its total
    }
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) kinds.push_back(kind);
  }
  if (kinds.empty()) return std::nullopt;
  std::string names;
  for (const std::string& kind : kinds) names += (names.empty() ? "" : ", ") + kind;
  return fmt::format(
      "this puzzle has {} that the board cannot show yet ({}): solve it with the sudoku command "
      "or the Python module",
      kinds.size() == 1 ? "a rule" : "rules", names);
}

void refuse_unshowable(const Puzzle& puzzle) {
  if (const std::optional<std::string> problem = board_cannot_show(puzzle)) {
    throw BadRequest(*problem, 422);
  }
}

}  // namespace sudoku::server
