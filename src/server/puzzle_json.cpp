// Request fields and the puzzle's JSON form (see puzzle_json.hpp).
#include "server/puzzle_json.hpp"

#include <variant>

#include <fmt/format.h>

#include "server/constraints_json.hpp"

namespace sudoku::server {

std::string dump(const Json& json) {
  return json.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::optional<std::string> string_field(const Json& request, std::string_view name) {
  const auto found = request.find(name);
  if (found == request.end() || found->is_null()) return std::nullopt;
  if (!found->is_string()) throw BadRequest(fmt::format("\"{}\" must be a string", name));
  return found->get<std::string>();
}

std::optional<int> int_field(const Json& request, std::string_view name, int least, int most) {
  const auto found = request.find(name);
  if (found == request.end() || found->is_null()) return std::nullopt;
  const std::string problem =
      fmt::format("\"{}\" must be a whole number from {} to {}", name, least, most);
  long long value = 0;
  if (found->is_number_integer()) {
    value = found->get<long long>();
  } else if (found->is_string()) {  // a GET query's value
    const std::string text = found->get<std::string>();
    if (text.empty() || text.size() > 9 ||
        text.find_first_not_of("0123456789") != std::string::npos) {
      throw BadRequest(problem);
    }
    value = std::stoll(text);
  } else {
    throw BadRequest(problem);
  }
  if (value < least || value > most) throw BadRequest(problem);
  return static_cast<int>(value);
}

std::optional<bool> bool_field(const Json& request, std::string_view name) {
  const auto found = request.find(name);
  if (found == request.end() || found->is_null()) return std::nullopt;
  if (found->is_boolean()) return found->get<bool>();
  if (found->is_string() && (*found == "true" || *found == "false")) return *found == "true";
  throw BadRequest(fmt::format("\"{}\" must be true or false", name));
}

std::optional<Variant> variant_field(const Json& request) {
  const std::optional<std::string> name = string_field(request, "variant");
  if (!name) return std::nullopt;
  const std::optional<Variant> variant = parse_variant(*name);
  if (!variant) {
    throw BadRequest(quoted_word(*name) +
                     " is not a variant: expected classic, or killer, jigsaw and x joined by "
                     "'+' (killer+x)");
  }
  return variant;
}

namespace {

// Lays the player's digits over the givens.
Puzzle overlay(const Puzzle& puzzle, const Json& grid) {
  const int count = puzzle.cell_count();
  const int side = puzzle.side();
  if (!grid.is_array() || static_cast<int>(grid.size()) != count) {
    throw BadRequest(
        fmt::format("\"grid\" must be an array of {} whole numbers from 0 to {}", count, side));
  }
  Puzzle result = puzzle;
  for (int cell = 0; cell < count; ++cell) {
    const Json& value = grid[static_cast<std::size_t>(cell)];
    if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > side) {
      throw BadRequest(fmt::format("\"grid\": {} must hold a whole number from 0 to {}",
                                   cell_name(puzzle.geometry(), cell), side));
    }
    const auto digit = static_cast<Digit>(value.get<int>());
    if (puzzle.at(cell) != kBlank && digit != puzzle.at(cell)) {
      throw BadRequest(fmt::format("\"grid\": {} holds the given {}, not {}",
                                   cell_name(puzzle.geometry(), cell), puzzle.at(cell), digit));
    }
    if (puzzle.at(cell) == kBlank) result.set(cell, digit);
  }
  return result;
}

}  // namespace

RequestPuzzle read_request_puzzle(const Json& request) {
  const std::optional<std::string> text = string_field(request, "puzzle");
  if (!text)
    throw BadRequest("\"puzzle\" is missing: the puzzle as text, in any form the CLI reads");
  Puzzle puzzle = read_puzzle(*text, "puzzle", Validation::full, variant_field(request));
  const auto grid = request.find("grid");
  if (grid == request.end() || grid->is_null()) return {puzzle, puzzle};
  Puzzle filled = overlay(puzzle, *grid);
  return {std::move(puzzle), std::move(filled)};
}

Json cells_json(const Puzzle& puzzle) {
  Json cells = Json::array();
  for (Digit digit : puzzle.cells()) cells.push_back(digit);
  return cells;
}

Json cell_list(const std::vector<int>& cells) {
  Json list = Json::array();
  for (int cell : cells) list.push_back(cell);
  return list;
}

Json puzzle_json(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  Json object = {{"size", puzzle.side()},
                 {"box", {geometry.box_rows(), geometry.box_columns()}},
                 {"variant", variant_name(variant_of(puzzle))},
                 {"givens", cells_json(puzzle)}};
  if (geometry.has_regions()) {
    Json regions = Json::array();
    for (std::uint8_t region : geometry.regions()) regions.push_back(region);
    object["regions"] = regions;
  }
  Json cages = Json::array();
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) {
      cages.push_back({{"cells", cell_list(cage->cells)}, {"sum", cage->sum}});
    }
  }
  for (Json& cage : uncounted_cages_json(puzzle)) cages.push_back(std::move(cage));
  if (!cages.empty()) object["cages"] = cages;
  object["diagonals"] = puzzle.has_x_diagonals();
  Json constraints = constraints_json(puzzle);
  if (!constraints.empty()) {
    object["constraints"] = std::move(constraints);
    object["share"] = share_json(puzzle);
  }
  object["text"] = to_puzzle_text(puzzle);
  object["line"] = to_puzzle_line(puzzle);
  return object;
}

}  // namespace sudoku::server
