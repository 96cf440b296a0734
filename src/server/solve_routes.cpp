// /api/solve and /api/check: the engines behind the board's Solve button and its optional
// check against the solution. Every search runs under kNodeLimit and kTimeLimit; a reply says
// "budget_spent" rather than keep a thread busy.
//
// The trace of a solve (for the animation) is every placement, guess and backtrack the engine
// makes, as [kind, cell, digit] with kind 0 placement, 1 guess, 2 backtrack. It keeps the first
// kTraceCap events and counts the rest, so a reply stays small however long the search.
// "algorithm" picks the engine (seed 000's backtrack makes the longest, most readable traces).
// With "auto" (the default) on anything but a plain 9×9 (classic9's, traced to the end), the
// trace comes from general's first kTracedNodes nodes; a hard instance that general has not
// solved by then is finished without a trace by auto (by cdcl, which keeps none, when it is
// hard), and the reply says "trace_complete": false.
#include <chrono>
#include <map>
#include <string>
#include <variant>

#include "server/api.hpp"
#include "server/constraints_json.hpp"
#include "server/limits.hpp"
#include "server/puzzle_json.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::server {
namespace {

SolveOptions budgeted(std::uint64_t max_solutions) {
  SolveOptions options;
  options.max_solutions = max_solutions;
  options.node_limit = kNodeLimit;
  options.time_limit = kTimeLimit;
  options.measure_time = true;  // the reply says how long the solve took
  return options;
}

Json budget_json() { return {{"nodes", kNodeLimit}, {"milliseconds", kTimeLimit.count()}}; }

int kind_number(TraceEvent::Kind kind) {
  switch (kind) {
    case TraceEvent::Kind::placement:
      return 0;
    case TraceEvent::Kind::guess:
      return 1;
    case TraceEvent::Kind::backtrack:
      return 2;
  }
  return 0;
}

// The cells holding a digit that another cell of the same house or cage also holds.
std::vector<int> conflicting_cells(const Puzzle& grid) {
  std::vector<char> in_conflict(static_cast<std::size_t>(grid.cell_count()), 0);
  const auto mark_group = [&](const std::vector<int>& cells) {
    std::map<Digit, std::vector<int>> by_digit;
    for (int cell : cells) {
      if (grid.at(cell) != kBlank) by_digit[grid.at(cell)].push_back(cell);
    }
    for (const auto& [digit, holders] : by_digit) {
      if (holders.size() < 2) continue;
      for (int cell : holders) in_conflict[static_cast<std::size_t>(cell)] = 1;
    }
  };
  for (const House& house : houses(grid)) mark_group(house.cells);
  for (const Constraint& constraint : grid.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) mark_group(cage->cells);
  }
  std::vector<int> cells;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (in_conflict[static_cast<std::size_t>(cell)] != 0) cells.push_back(cell);
  }
  return cells;
}

// The cages whose digits already go past their total, or miss it when full.
Json broken_cages(const Puzzle& grid) {
  Json broken = Json::array();
  for (const Constraint& constraint : grid.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr) continue;
    int total = 0;
    bool full = true;
    for (int cell : cage->cells) {
      total += grid.at(cell);
      full = full && grid.at(cell) != kBlank;
    }
    if (total > cage->sum || (full && total != cage->sum)) {
      broken.push_back({{"cells", cell_list(cage->cells)}, {"sum", cage->sum}, {"total", total}});
    }
  }
  return broken;
}

// auto with a trace: general traced for kTracedNodes nodes, then auto untraced with the rest
// of the budget (its nodes and time); `untraced` tells whether the second part ran.
SolveResult solve_traced_then_untraced(const Puzzle& puzzle, const SolveOptions& options,
                                       bool& untraced) {
  untraced = false;
  const auto start = std::chrono::steady_clock::now();
  SolveOptions first = options;
  first.algorithm = Algorithm::general;
  first.node_limit = kTracedNodes;
  SolveResult traced = solve(puzzle, first);
  if (traced.status != SolveStatus::budget_spent) return traced;
  // The route's budget has both limits (budgeted()); what is left of them, or the traced result.
  const auto used = std::chrono::duration_cast<std::chrono::microseconds>(
      std::chrono::steady_clock::now() - start);
  if (options.node_limit <= traced.stats.nodes || options.time_limit <= used) return traced;
  SolveOptions rest = options;
  rest.trace = nullptr;
  rest.node_limit = options.node_limit - traced.stats.nodes;
  rest.time_limit = options.time_limit - used;
  untraced = true;
  SolveResult result = solve(puzzle, rest);
  result.stats.nodes += traced.stats.nodes;
  result.stats.guesses += traced.stats.guesses;
  result.stats.microseconds += traced.stats.microseconds;
  return result;
}

}  // namespace

Json solve_route(const RouteContext& context) {
  const RequestPuzzle request = read_request_puzzle(context.request);
  const bool traced = bool_field(context.request, "trace").value_or(true);
  SolveOptions options = budgeted(1);
  if (const std::optional<std::string> name = string_field(context.request, "algorithm")) {
    const std::optional<Algorithm> algorithm = parse_algorithm(*name);
    if (!algorithm) {
      throw BadRequest(
          quoted_word(*name) +
          " is not an engine: expected auto, backtrack, classic9, general, cdcl or lcg");
    }
    options.algorithm = *algorithm;
  }
  if ((options.algorithm == Algorithm::cdcl || options.algorithm == Algorithm::lcg) && traced) {
    throw BadRequest("the " + std::string(algorithm_name(options.algorithm)) +
                     " engine keeps no trace of its search: send \"trace\": false with it");
  }
  Json trace = Json::array();
  std::size_t events = 0;
  if (traced) {
    options.trace = [&](const TraceEvent& event) {
      if (++events <= kTraceCap)
        trace.push_back({kind_number(event.kind), event.cell, event.digit});
    };
  }
  const bool portfolio = traced && options.algorithm == Algorithm::automatic &&
                         pick_engine(request.grid) == Algorithm::general;
  bool untraced = false;
  const SolveResult result = portfolio ? solve_traced_then_untraced(request.grid, options, untraced)
                                       : solve(request.grid, options);
  Json reply = {{"status", status_name(result.status)},
                {"solution", result.solution ? cells_json(*result.solution) : Json()},
                {"engine", algorithm_name(result.engine)},
                {"nodes", result.stats.nodes},
                {"guesses", result.stats.guesses},
                {"microseconds", result.stats.microseconds},
                {"budget", budget_json()}};
  if (traced) {
    reply["trace"] = std::move(trace);
    reply["trace_events"] = events;
    reply["trace_truncated"] = events > kTraceCap;
    reply["trace_cap"] = kTraceCap;
    reply["trace_complete"] = !untraced;
  }
  return reply;
}

Json check_route(const RouteContext& context) {
  const RequestPuzzle request = read_request_puzzle(context.request);
  const bool against_solution = bool_field(context.request, "against_solution").value_or(false);
  const SolveResult counted = solve(request.puzzle, budgeted(2));
  const Puzzle& grid = request.grid;
  Json reply = {{"conflicts", cell_list(conflicting_cells(grid))},
                {"broken_cages", broken_cages(grid)},
                {"broken_rules", broken_rules_json(grid)},
                {"complete", grid.is_complete()},
                {"solved", is_solution_of(grid, request.puzzle)},
                {"solutions", counted.count},
                {"unique", counted.count == 1 && counted.status == SolveStatus::solved},
                {"search", status_name(counted.status)}};
  if (against_solution) {
    Json wrong = Json::array();
    if (counted.solution) {
      for (int cell = 0; cell < grid.cell_count(); ++cell) {
        if (grid.at(cell) != kBlank && grid.at(cell) != counted.solution->at(cell)) {
          wrong.push_back(cell);
        }
      }
    }
    reply["wrong"] = counted.solution ? wrong : Json();
  }
  return reply;
}

}  // namespace sudoku::server
