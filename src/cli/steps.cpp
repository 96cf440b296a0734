// How the logic subcommands print steps and ratings (see steps.hpp).
#include "cli/steps.hpp"

#include <fmt/format.h>

#include "cli/cli.hpp"

namespace sudoku::cli {

Puzzle read_one_puzzle(const std::string& path, std::optional<Variant> variant) {
  InputSource input(path);
  try {
    return input.read_puzzle(Validation::full, variant);
  } catch (const GivensConflict&) {
    throw;  // the caller says the puzzle has no solution
  } catch (const InputError& error) {
    throw CommandError(error);
  }
}

std::uint64_t count_to_two(const Puzzle& puzzle, Algorithm algorithm) {
  SolveOptions counting;
  counting.algorithm = algorithm;
  counting.max_solutions = 2;
  return solve(puzzle, counting).count;
}

LogicOptions logic_options(std::uint64_t solutions) {
  LogicOptions options;
  options.unique_solution = solutions == 1;
  return options;
}

std::string rating_text(int rating) { return fmt::format("{}.{}", rating / 10, rating % 10); }

std::string with_article(std::string_view name) {
  // Names read as mass nouns or plurals take none: "pointing", "innies and outies".
  for (std::string_view bare : {"pointing", "claiming", "innies and outies"}) {
    if (name == bare) return std::string(name);
  }
  // "an X-wing", "an XY-chain", but "a unique rectangle".
  const bool vowel_sound =
      std::string_view("aeiouAEIOUX").find(name.front()) != std::string_view::npos &&
      name.substr(0, 3) != "uni";
  return std::string(vowel_sound ? "an " : "a ") + std::string(name);
}

nlohmann::ordered_json step_json(const CandidateGrid& grid, const Step& step, std::size_t number) {
  const Geometry& geometry = grid.geometry();
  auto cells = nlohmann::ordered_json::array();
  for (int cell : step.cells) cells.push_back(cell_name(geometry, cell));
  auto houses = nlohmann::ordered_json::array();
  for (int group : step.groups) {
    houses.push_back(grid.groups()[static_cast<std::size_t>(group)].name);
  }
  auto placements = nlohmann::ordered_json::array();
  for (const Placement& placement : step.placements) {
    placements.push_back(
        {{"cell", cell_name(geometry, placement.cell)}, {"digit", placement.digit}});
  }
  auto eliminations = nlohmann::ordered_json::array();
  for (const Elimination& elimination : step.eliminations) {
    eliminations.push_back(
        {{"cell", cell_name(geometry, elimination.cell)}, {"digit", elimination.digit}});
  }
  auto digits = nlohmann::ordered_json::array();
  for (Digit digit : step.digits) digits.push_back(digit);
  nlohmann::ordered_json object;
  if (number != 0) object["number"] = number;
  object["technique"] = std::string(technique_name(step.technique));
  object["score"] = step.rating / 10.0;
  object["explanation"] = step.explanation;
  object["placements"] = placements;
  object["eliminations"] = eliminations;
  object["cells"] = cells;
  object["houses"] = houses;
  object["digits"] = digits;
  return object;
}

}  // namespace sudoku::cli
