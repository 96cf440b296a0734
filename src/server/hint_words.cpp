// A hint's move, words and highlight (hint_words.hpp). The words at levels 1 and 2 come from
// step_focus (words.cpp), "in box 5", "at r5c5"; the highlight shows exactly the place those
// words name (focus_place), so that a hint at a low level gives away no more than it says.
#include "server/hint_words.hpp"

#include <algorithm>
#include <set>
#include <string_view>

#include <fmt/format.h>

#include "server/puzzle_json.hpp"

namespace sudoku::server {
namespace {

// "a hidden single", "an X-wing"; no article for "pointing", "claiming", "innies and outies".
std::string with_article(std::string_view name) {
  if (name == "pointing" || name == "claiming" || name == "innies and outies") {
    return std::string(name);
  }
  const bool vowel = std::string_view("aeiouX").find(name.front()) != std::string_view::npos &&
                     !name.starts_with("uni");
  return fmt::format("{} {}", vowel ? "an" : "a", name);
}

// What a step that places nothing asks of the player: "once your notes leave those candidates
// out, the next hint goes on (3 more steps to the next digit)".
std::string elimination_clause(const NextMove& move) {
  const std::optional<std::size_t> to_digit = move.to_digit();
  std::string text =
      "It places no digit: once your notes leave those candidates out, the next hint goes on";
  if (to_digit) {
    const std::size_t more = *to_digit - 1;
    text += fmt::format(" ({} more step{} to the next digit)", more, more == 1 ? "" : "s");
  }
  return text + ".";
}

// The place step_focus names (words.cpp), case by case as it does, so that the highlight at
// levels 1 and 2 shows what the words say and no more: the houses of "in box 5" or "in rows 2
// and 7", the cells of "at r5c5" or "with r1c1 and r5c5", nothing for "on the 7s".
struct Place {
  std::vector<int> groups;
  std::vector<int> cells;
};

Place focus_place(const Step& step) {
  const auto first = [](const std::vector<int>& items, std::size_t count) {
    return std::vector<int>(
        items.begin(), items.begin() + static_cast<std::ptrdiff_t>(std::min(count, items.size())));
  };
  switch (step.technique) {
    case Technique::naked_single:
    case Technique::xy_wing:
    case Technique::xyz_wing:
    case Technique::wxyz_wing:
    case Technique::vwxyz_wing:
    case Technique::bug_plus_one:
    case Technique::x_chain:
    case Technique::xy_chain:
    case Technique::alternating_inference_chain:
      return {{}, first(step.cells, 1)};
    case Technique::w_wing:
    case Technique::aligned_pair_exclusion:
      return {{}, first(step.cells, 2)};
    case Technique::unique_rectangle:
      return {{}, step.cells};
    case Technique::x_wing:
    case Technique::swordfish:
    case Technique::jellyfish:
      return {first(step.groups, step.groups.size() / 2), {}};
    case Technique::skyscraper:
    case Technique::two_string_kite:
      return {first(step.groups, 2), {}};
    case Technique::simple_colouring:
      return {};
    case Technique::forcing_chain:
    case Technique::dynamic_forcing_chain:
    case Technique::dynamic_forcing_chain_plus:
    case Technique::nested_forcing_chain:
    case Technique::nested_forcing_chain_plus:
      return step.groups.empty() ? Place{{}, first(step.cells, 1)}
                                 : Place{first(step.groups, 1), {}};
    default:
      break;
  }
  return {first(step.groups, 1), {}};
}

}  // namespace

NextMove next_move(CandidateGrid grid, const LogicOptions& options) {
  NextMove move;
  while (std::optional<Step> step = find_step(grid, options)) {
    if (move.steps.empty()) move.focus = step_focus(grid, *step);
    grid.apply(*step);
    const bool places = !step->placements.empty();
    move.steps.push_back(std::move(*step));
    if (places) return move;
  }
  if (move.steps.empty()) {
    move.budget_spent = deadline_passed(options);
    move.stalled = !move.budget_spent;
  }
  return move;
}

std::string hint_text(const NextMove& move, int level) {
  const Step& step = move.step();
  if (level == 1) return "Look " + move.focus + ".";
  if (level == 2) {
    return fmt::format("Look for {} {}{}.", with_article(technique_name(step.technique)),
                       move.focus, move.places() ? "" : ": it rules out candidates");
  }
  if (move.places()) return step.explanation;
  return step.explanation + " " + elimination_clause(move);
}

Json hint_highlight(const CandidateGrid& grid, const Step& step, int level) {
  Place place = focus_place(step);
  if (level == 3) {
    place.groups = step.groups;
    std::set<int> cells(step.cells.begin(), step.cells.end());
    for (const Placement& placement : step.placements) cells.insert(placement.cell);
    for (const Elimination& elimination : step.eliminations) cells.insert(elimination.cell);
    place.cells.assign(cells.begin(), cells.end());
  }
  Json houses = Json::array();
  for (int index : place.groups) {
    houses.push_back(cell_list(grid.groups()[static_cast<std::size_t>(index)].cells));
  }
  return {{"houses", houses}, {"cells", cell_list(place.cells)}};
}

std::string cells_named(const Geometry& geometry, const std::vector<int>& cells) {
  constexpr std::size_t kNamed = 3;
  std::vector<std::string> names;
  for (std::size_t index = 0; index < cells.size() && index < kNamed; ++index) {
    names.push_back(cell_name(geometry, cells[index]));
  }
  if (cells.size() > kNamed) {
    const std::size_t others = cells.size() - kNamed;
    names.push_back(fmt::format("{} other cell{}", others, others == 1 ? "" : "s"));
  }
  std::string text;
  for (std::size_t index = 0; index < names.size(); ++index) {
    if (index != 0) text += index + 1 == names.size() ? " and " : ", ";
    text += names[index];
  }
  return text;
}

}  // namespace sudoku::server
