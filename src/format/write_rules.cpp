// The rules a puzzle's pretty table cannot draw, in words, and in the json form as objects.
//
// Cells are named as in every message, r1c1 … rNcN; the places of clues outside the grid are
// named the same way one step out, r0cK above column K, r{N+1}cK below it, rKc0 left of row K,
// rKc{N+1} right of it (f-puzzles' R0C3 and so on). A line is said by its path: its first cell,
// each cell where it turns, and its last, joined by arrows (a straight thermometer of four cells
// is "r1c1→r1c4"); every cell of it can be drawn back from that.
#include "format/write_rules.hpp"

#include <cstdlib>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "core/rule_geometry.hpp"

namespace sudoku::text {

namespace {

using Json = nlohmann::ordered_json;

template <class... Visitors>
struct Overloaded : Visitors... {
  using Visitors::operator()...;
};
template <class... Visitors>
Overloaded(Visitors...) -> Overloaded<Visitors...>;

// "1 2 4": digits, as the rule lines write a quadruple's or a cell's given candidates.
std::string digit_words(const std::vector<std::uint8_t>& digits) {
  std::string words;
  for (const std::uint8_t digit : digits) {
    words += words.empty() ? "" : " ";
    words += std::to_string(digit);
  }
  return words;
}

std::string place_name(int row, int column) { return fmt::format("r{}c{}", row + 1, column + 1); }

// Where a clue outside the grid stands (0-based row and column, -1 and N outside).
std::pair<int, int> clue_place(const OutsideClue& clue, int side) {
  switch (clue.side) {
    case GridSide::top:
      return {-1, clue.index};
    case GridSide::bottom:
      return {side, clue.index};
    case GridSide::left:
      return {clue.index, -1};
    case GridSide::right:
      return {clue.index, side};
  }
  return {-1, -1};
}

// The family of a dot, without its value: "white Kropki dot", "black Kropki dot", "sum dot".
std::string dot_family(DotKind kind) {
  switch (kind) {
    case DotKind::difference:
      return "white Kropki dot";
    case DotKind::ratio:
      return "black Kropki dot";
    case DotKind::sum:
      return "sum dot";
  }
  return "dot";
}

class Sayer {
 public:
  explicit Sayer(const Geometry& geometry) : geometry_(geometry) {}

  std::string name(int cell) const { return cell_name(geometry_, cell); }

  std::string names(const std::vector<int>& cells) const {
    std::string text;
    for (const int cell : cells) {
      if (!text.empty()) text += ' ';
      text += name(cell);
    }
    return text;
  }

  Json name_list(const std::vector<int>& cells) const {
    Json list = Json::array();
    for (const int cell : cells) list.push_back(name(cell));
    return list;
  }

  // A line's cells: the first, where it turns or jumps, the last ("r1c1→r1c4").
  std::string path(const std::vector<int>& cells) const {
    return rules::line_path(geometry_, cells);
  }

 private:
  const Geometry& geometry_;
};

}  // namespace

std::vector<const Constraint*> rules_to_say(const Puzzle& puzzle) {
  const bool x = puzzle.has_x_diagonals();
  const ExtraHouse main = main_diagonal(puzzle.geometry());
  const ExtraHouse anti = anti_diagonal(puzzle.geometry());
  std::vector<const Constraint*> said;
  said.reserve(puzzle.constraints().size());
  for (const Constraint& constraint : puzzle.constraints()) {
    if (std::holds_alternative<Cage>(constraint)) continue;
    if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
      if (x && (*house == main || *house == anti)) continue;
    }
    said.push_back(&constraint);
  }
  return said;
}

std::vector<std::string> rule_lines(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  const Sayer say(geometry);
  std::vector<std::string> lines;
  const std::vector<const Constraint*> said = rules_to_say(puzzle);
  lines.reserve(said.size());
  for (const Constraint* constraint : said) {
    lines.push_back(std::visit(
        Overloaded{
            [&](const ExtraHouse& house) {
              if (house == main_diagonal(geometry) || house == anti_diagonal(geometry))
                return house.name;
              return house.name + ": " + say.names(house.cells);
            },
            [&](const Cage& cage) { return fmt::format("Killer cage {}", cage.sum); },
            [&](const GlobalRule&) { return rule_name(*constraint); },
            [&](const ExtraRegion& region) {
              return rule_name(*constraint) + " " + say.names(region.cells);
            },
            [&](const CellRule& rule) {
              return rule_name(*constraint) + " " + say.name(rule.cell);
            },
            [&](const Dot& dot) {
              return fmt::format("{} between {} and {}", rules::dot_name(dot.kind, dot.value),
                                 say.name(dot.first), say.name(dot.second));
            },
            [&](const NegativeDots&) { return rule_name(*constraint) + " (every one is given)"; },
            [&](const Line& line) {
              if (line.kind == LineKind::whisper) {
                return fmt::format("whisper {} (neighbours at least {} apart)",
                                   say.path(line.cells), line.value);
              }
              return rules::line_name(line.kind) + " " + say.path(line.cells);
            },
            [&](const Arrow& arrow) {
              return fmt::format("arrow from {} along {}", say.names(arrow.circle),
                                 say.path(arrow.cells));
            },
            [&](const LittleKiller& clue) {
              return fmt::format("little killer {} from {} {}", clue.sum,
                                 place_name(clue.row, clue.column),
                                 rules::direction_name(clue.direction));
            },
            [&](const OutsideClue& clue) {
              return fmt::format("{} {} {}", rule_name(*constraint), clue.value,
                                 rules::clue_place(clue));
            },
            [&](const Quadruple& quadruple) {
              return fmt::format("quadruple {} on {}", digit_words(quadruple.digits),
                                 say.names(quadruple.cells));
            },
            [&](const Clone& clone) {
              return fmt::format("clone {} copied to {}", say.names(clone.cells),
                                 say.names(clone.copies));
            },
            [&](const GivenCandidates& given) {
              return fmt::format("given candidates {} on {}", digit_words(given.digits),
                                 say.name(given.cell));
            },
        },
        *constraint));
  }
  return lines;
}

Json rules_json(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  const Sayer say(geometry);
  Json rules = Json::array();
  for (const Constraint* constraint : rules_to_say(puzzle)) {
    Json rule = {{"rule", rule_name(*constraint)}};
    std::visit(
        Overloaded{
            [&](const ExtraHouse& house) {
              rule["name"] = house.name;
              rule["cells"] = say.name_list(house.cells);
            },
            [&](const Cage& cage) {
              rule["cells"] = say.name_list(cage.cells);
              rule["value"] = cage.sum;
            },
            [&](const GlobalRule&) {},
            [&](const ExtraRegion& region) { rule["cells"] = say.name_list(region.cells); },
            [&](const CellRule& cell_rule) { rule["cells"] = say.name_list({cell_rule.cell}); },
            [&](const Dot& dot) {
              rule["rule"] = dot_family(dot.kind);
              rule["cells"] = say.name_list({dot.first, dot.second});
              rule["value"] = dot.value;
            },
            [&](const NegativeDots& negative) {
              rule["rule"] = "negative";
              rule["dot"] = dot_family(negative.kind);
              rule["value"] = negative.value;
            },
            [&](const Line& line) {
              rule["cells"] = say.name_list(line.cells);
              if (line.kind == LineKind::whisper) rule["value"] = line.value;
            },
            [&](const Arrow& arrow) {
              rule["circle"] = say.name_list(arrow.circle);
              rule["cells"] = say.name_list(arrow.cells);
            },
            [&](const LittleKiller& clue) {
              rule["clue"] = place_name(clue.row, clue.column);
              rule["direction"] = rules::direction_name(clue.direction);
              rule["cells"] = say.name_list(rules::little_killer_cells(geometry, clue));
              rule["value"] = clue.sum;
            },
            [&](const OutsideClue& clue) {
              const auto [row, column] = clue_place(clue, geometry.side());
              rule["clue"] = place_name(row, column);
              rule["value"] = clue.value;
            },
            [&](const Quadruple& quadruple) {
              rule["cells"] = say.name_list(quadruple.cells);
              Json digits = Json::array();
              for (const std::uint8_t digit : quadruple.digits) digits.push_back(digit);
              rule["digits"] = std::move(digits);
            },
            [&](const Clone& clone) {
              rule["cells"] = say.name_list(clone.cells);
              rule["copies"] = say.name_list(clone.copies);
            },
            [&](const GivenCandidates& given) {
              rule["cells"] = say.name_list({given.cell});
              Json digits = Json::array();
              for (const std::uint8_t digit : given.digits) digits.push_back(digit);
              rule["digits"] = std::move(digits);
            },
        },
        *constraint);
    rules.push_back(std::move(rule));
  }
  return rules;
}

}  // namespace sudoku::text
