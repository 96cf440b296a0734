// /api/hint, /api/explain and /api/rate: the logical solver (sudoku/logic.hpp) for a person at
// the board. The hint comes in levels, each telling more than the last:
//
//   1  where to look:      "Look in box 5."                      (its houses highlighted)
//   2  which technique:    "Look for a hidden single in box 5."
//   3  the whole step:     "Hidden single: 7 in box 5 can only go in r5c4."  (its cells)
//
// As in `sudoku hint`, the next move is the easiest steps up to the next digit placed (a grid of
// digits keeps no candidates, so a step that only eliminates would come back forever), and the
// grid is first counted under the budget: a wrong digit is the commonest reason to be stuck.
//
// Each request has one deadline, kTimeLimit from its start (limits.hpp): the count takes at
// most kLogicCountTimeLimit of it, the logical solver the rest. A request that reaches the
// deadline answers 200 with status "budget spent" (hint: "budget_spent", like its other
// statuses) and a message saying so, never an unbounded run.
#include <algorithm>
#include <chrono>
#include <set>

#include <fmt/format.h>

#include "server/api.hpp"
#include "server/limits.hpp"
#include "server/puzzle_json.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::server {
namespace {

// The puzzle of a logic route, within kMaxLogicSide.
RequestPuzzle read_logic_puzzle(const Json& request) {
  RequestPuzzle read = read_request_puzzle(request);
  if (read.puzzle.side() > kMaxLogicSide) {
    throw BadRequest(fmt::format("hint, explain and rate take grids up to {0}×{0}, not {1}×{1}",
                                 kMaxLogicSide, read.puzzle.side()));
  }
  return read;
}

using Clock = std::chrono::steady_clock;

// The moment a request must be answered by.
Clock::time_point request_deadline(const RouteContext& context) {
  return Clock::now() + context.limits.logic;
}

// The time left before `deadline`, at least 1 ms (0 would be no limit to the engines).
std::chrono::milliseconds time_left(Clock::time_point deadline) {
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
  return std::max(left, std::chrono::milliseconds{1});
}

// Solutions counted to 2 under the budget; nullopt when the budget ran out first.
std::optional<std::uint64_t> count_solutions(const Puzzle& puzzle, Clock::time_point deadline) {
  SolveOptions options;
  options.max_solutions = 2;
  options.node_limit = kNodeLimit;
  options.time_limit = std::min(time_left(deadline), kLogicCountTimeLimit);
  const SolveResult result = solve(puzzle, options);
  if (result.status == SolveStatus::budget_spent) return std::nullopt;
  return result.count;
}

LogicOptions logic_options(std::optional<std::uint64_t> solutions, Clock::time_point deadline) {
  LogicOptions options;
  options.unique_solution = solutions == 1U;
  options.deadline = deadline;
  return options;
}

// What a route says when the deadline passed: "too hard to explain within the limit (2 s): …".
std::string budget_message(const RouteContext& context, std::string_view what,
                           std::string_view advice) {
  return fmt::format("too hard to {} within the limit ({} s): {}", what,
                     std::chrono::duration<double>(context.limits.logic).count(), advice);
}

// "a hidden single", "an X-wing"; no article for "pointing", "claiming", "innies and outies".
std::string with_article(std::string_view name) {
  if (name == "pointing" || name == "claiming" || name == "innies and outies") {
    return std::string(name);
  }
  const bool vowel = std::string_view("aeiouX").find(name.front()) != std::string_view::npos &&
                     !name.starts_with("uni");
  return fmt::format("{} {}", vowel ? "an" : "a", name);
}

Json step_json(const CandidateGrid& grid, const Step& step) {
  Json placements = Json::array();
  for (const Placement& placement : step.placements) {
    placements.push_back({{"cell", placement.cell}, {"digit", placement.digit}});
  }
  Json eliminations = Json::array();
  for (const Elimination& elimination : step.eliminations) {
    eliminations.push_back({{"cell", elimination.cell}, {"digit", elimination.digit}});
  }
  Json groups = Json::array();
  for (int index : step.groups) {
    const Group& group = grid.groups()[static_cast<std::size_t>(index)];
    groups.push_back({{"name", group.name}, {"cells", cell_list(group.cells)}});
  }
  Json digits = Json::array();
  for (Digit digit : step.digits) digits.push_back(digit);
  return {{"technique", technique_name(step.technique)},
          {"rating", step.rating / 10.0},
          {"explanation", step.explanation},
          {"placements", placements},
          {"eliminations", eliminations},
          {"cells", cell_list(step.cells)},
          {"houses", groups},
          {"digits", digits}};
}

// The steps up to and including the first that places a digit; `stalled` when logic stops
// before one, `budget_spent` when the deadline passed first.
struct NextMove {
  std::vector<Step> steps;
  std::vector<std::string> focus;  // step_focus of each, in the grid it was found in
  bool stalled = false;
  bool budget_spent = false;
};

NextMove next_move(CandidateGrid grid, const LogicOptions& options) {
  NextMove move;
  while (std::optional<Step> step = find_step(grid, options)) {
    move.focus.push_back(step_focus(grid, *step));
    grid.apply(*step);
    const bool places = !step->placements.empty();
    move.steps.push_back(std::move(*step));
    if (places) return move;
  }
  move.budget_spent = deadline_passed(options);
  move.stalled = !move.budget_spent;
  return move;
}

std::string hint_text(const NextMove& move, int level) {
  std::vector<std::string> phrases;
  for (std::size_t index = 0; index < move.steps.size(); ++index) {
    if (level == 1) {
      phrases.push_back(move.focus[index]);
    } else if (level == 2) {
      phrases.push_back(with_article(technique_name(move.steps[index].technique)) + " " +
                        move.focus[index]);
    } else {
      phrases.push_back(move.steps[index].explanation);
    }
  }
  if (level == 3) {
    std::string text;
    for (const std::string& phrase : phrases) text += (text.empty() ? "" : " ") + phrase;
    return text;
  }
  std::string text = level == 1 ? "Look " : "Look for ";
  for (std::size_t index = 0; index < phrases.size(); ++index) {
    text += (index == 0 ? "" : ", then ") + phrases[index];
  }
  return text + ".";
}

// The houses of the move's steps, and at level 3 their cells (each once, in reading order).
Json hint_highlight(const CandidateGrid& grid, const NextMove& move, int level) {
  Json houses = Json::array();
  std::set<int> cells;
  for (const Step& step : move.steps) {
    for (int index : step.groups) {
      houses.push_back(cell_list(grid.groups()[static_cast<std::size_t>(index)].cells));
    }
    if (level == 3) {
      cells.insert(step.cells.begin(), step.cells.end());
      for (const Placement& placement : step.placements) cells.insert(placement.cell);
    }
  }
  return {{"houses", houses}, {"cells", cell_list({cells.begin(), cells.end()})}};
}

}  // namespace

Json hint_route(const RouteContext& context) {
  const Clock::time_point deadline = request_deadline(context);
  const RequestPuzzle request = read_logic_puzzle(context.request);
  const int level = int_field(context.request, "level", 1, 3).value_or(1);
  const Puzzle& grid = request.grid;
  Json reply = {{"level", level}};
  if (const std::optional<Conflict> conflict = find_conflict(grid)) {
    reply["status"] = "conflict";
    reply["text"] = fmt::format("{} at {}: fix it first.", describe(grid.geometry(), *conflict),
                                cell_name(grid.geometry(), conflict->cell));
    reply["highlight"] = {{"houses", Json::array()},
                          {"cells", {conflict->cell, conflict->other_cell}}};
    return reply;
  }
  const std::optional<std::uint64_t> solutions = count_solutions(grid, deadline);
  if (solutions == 0U) {
    reply["status"] = "no_solution";
    reply["text"] = "This grid has no solution: a digit in it is wrong, or the puzzle has none.";
    return reply;
  }
  if (grid.is_complete()) {
    reply["status"] = "full";
    reply["text"] = "The grid is full: it is solved.";
    return reply;
  }
  const CandidateGrid candidates(grid);
  const NextMove move = next_move(candidates, logic_options(solutions, deadline));
  if (move.budget_spent) {
    reply["status"] = "budget_spent";
    reply["text"] =
        "Too hard to find the next move within the limit: try Solve, or a digit you "
        "are sure of.";
    return reply;
  }
  if (move.stalled) {
    reply["status"] = "stalled";
    reply["text"] =
        "No technique of the ladder finds the next digit from here: it needs a guess, or a "
        "technique beyond the ladder.";
    return reply;
  }
  reply["status"] = "hint";
  reply["text"] = hint_text(move, level);
  reply["highlight"] = hint_highlight(candidates, move, level);
  if (level == 3) {
    Json steps = Json::array();
    CandidateGrid walk = candidates;
    for (const Step& step : move.steps) {
      steps.push_back(step_json(walk, step));
      walk.apply(step);
    }
    reply["steps"] = steps;
  }
  reply["unique"] = solutions == 1U;
  return reply;
}

Json explain_route(const RouteContext& context) {
  const Clock::time_point deadline = request_deadline(context);
  const RequestPuzzle request = read_logic_puzzle(context.request);
  const std::optional<std::uint64_t> solutions = count_solutions(request.grid, deadline);
  const LogicResult logic = solve_logically(request.grid, logic_options(solutions, deadline));
  const CandidateGrid names(request.grid);
  Json steps = Json::array();
  for (const Step& step : logic.steps) steps.push_back(step_json(names, step));
  Json reply = {{"status", logic_status_name(logic.status)}, {"steps", steps}};
  if (const Step* hardest = hardest_step(logic)) {
    reply["hardest"] = {{"technique", technique_name(hardest->technique)},
                        {"rating", hardest->rating / 10.0}};
  }
  if (logic.status == LogicStatus::contradiction) reply["contradiction"] = logic.contradiction;
  if (logic.status == LogicStatus::solved) reply["solution"] = cells_json(logic.grid);
  if (logic.status == LogicStatus::budget_spent) {
    reply["message"] =
        budget_message(context, "explain",
                       fmt::format("the {} steps found so far are listed; Solve finds the solution",
                                   logic.steps.size()));
  }
  if (logic.status == LogicStatus::stalled) {
    reply["stalled_grid"] = cells_json(logic.grid);
    SolveOptions options;
    options.node_limit = kNodeLimit;
    options.time_limit = time_left(deadline);
    const SolveResult finish = solve(logic.grid, options);
    reply["search"] = {{"status", status_name(finish.status)}, {"guesses", finish.stats.guesses}};
    reply["solution"] = finish.solution ? cells_json(*finish.solution) : Json();
  }
  return reply;
}

Json rate_route(const RouteContext& context) {
  const Clock::time_point deadline = request_deadline(context);
  const RequestPuzzle request = read_logic_puzzle(context.request);
  const std::optional<std::uint64_t> solutions = count_solutions(request.grid, deadline);
  const Rating rating = rate(solve_logically(request.grid, logic_options(solutions, deadline)));
  if (rating.status == LogicStatus::budget_spent) {
    return {{"score", nullptr},
            {"label", nullptr},
            {"status", logic_status_name(rating.status)},
            {"message", budget_message(context, "rate", "`sudoku rate` has no limit")},
            {"steps", rating.steps},
            {"unique", solutions == 1U}};
  }
  Json techniques = Json::array();
  for (const auto& [technique, count] : rating.technique_counts) {
    techniques.push_back({{"technique", technique_name(technique)}, {"count", count}});
  }
  return {{"score", rating.score / 10.0},
          {"label", difficulty_name(rating.difficulty)},
          {"status", logic_status_name(rating.status)},
          {"hardest", rating.hardest ? Json(technique_name(*rating.hardest)) : Json()},
          {"steps", rating.steps},
          {"techniques", techniques},
          {"unique", solutions == 1U}};
}

}  // namespace sudoku::server
