// /api/hint, /api/explain and /api/rate: the logical solver (sudoku/logic.hpp) for a person at
// the board. A hint is one step of one technique, told in levels, each telling more than the
// last, and highlighting only that step's place:
//
//   1  where to look:      "Look in box 5."                      (the house or cells it names)
//   2  which technique:    "Look for a hidden single in box 5."
//   3  the whole step:     "Hidden single: 7 in box 5 can only go in r5c4."  (its houses and cells)
//
// The step starts from what the board shows: in a cell with notes, those notes (within what the
// rules allow) are its candidates; in an empty cell without, every digit the rules allow. The
// hint is the first step the ladder finds there, an elimination as well as a placement, so that
// it never names a single that only appears after steps the player cannot see (issue 41: an
// extreme puzzle's first hint was a hidden single six unnamed eliminations away, and a Killer
// whose eliminations led to no digit got "needs a guess"). A step that places nothing says so,
// and how many more steps lead to the next digit: once the player's notes leave its candidates
// out, the next hint goes on from there.
//
// Before any step, the grid is checked: a digit twice in a house (conflict), then the count of
// solutions. No solution means a wrong digit: when the givens have one solution, the player's
// digits that differ from it are named (wrong_digit). Notes that leave out the digit of the
// grid's one solution are named too (notes_wrong), without the digit.
//
// /api/explain lists every step of the logical solve from the digits, with the candidates of
// every cell at its start, so that the page can replay the steps and show the board as it was
// before any of them. It takes no notes: an explanation is of the puzzle, not of one attempt.
//
// Each request has one deadline, kTimeLimit from its start (limits.hpp): each count takes at
// most kLogicCountTimeLimit of it (hint counts the givens too when the grid has no solution),
// the logical solver the rest. A request that reaches the deadline answers 200 with status
// "budget_spent" (a wrong digit not found in time falls back to "no_solution") and a message
// saying so, never an unbounded run. The statuses are the command's JSON words (docs/formats.md).
#include <algorithm>
#include <bit>
#include <chrono>

#include <fmt/format.h>

#include "server/api.hpp"
#include "server/chain_links.hpp"
#include "server/hint_words.hpp"
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

// Solutions counted to 2 under the budget (nullopt when the budget ran out first), and the
// solution when there is exactly one.
struct Count {
  std::optional<std::uint64_t> solutions;
  std::optional<Puzzle> solution;
};

Count count_solutions(const Puzzle& puzzle, Clock::time_point deadline) {
  SolveOptions options;
  options.max_solutions = 2;
  options.node_limit = kNodeLimit;
  options.time_limit = std::min(time_left(deadline), kLogicCountTimeLimit);
  SolveResult result = solve(puzzle, options);
  if (result.status == SolveStatus::budget_spent) return {};
  Count count{result.count, std::nullopt};
  if (result.count == 1) count.solution = std::move(result.solution);
  return count;
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
          {"score", step.rating / 10.0},
          {"explanation", step.explanation},
          {"placements", placements},
          {"eliminations", eliminations},
          {"cells", cell_list(step.cells)},
          {"houses", groups},
          {"digits", digits},
          {"links", chain_links(grid, step)}};
}

// The player's notes ("notes"): per cell, a mask of the digits noted (bit d-1 for digit d), 0
// for a cell without notes; empty when the request has none.
std::vector<std::uint64_t> read_notes(const Json& request, const Puzzle& grid) {
  const auto found = request.find("notes");
  if (found == request.end() || found->is_null()) return {};
  const int count = grid.cell_count();
  const int side = grid.side();
  if (!found->is_array() || static_cast<int>(found->size()) != count) {
    throw BadRequest(
        fmt::format("\"notes\" must be an array of {} arrays of digits from 1 to {} (one per cell)",
                    count, side));
  }
  std::vector<std::uint64_t> notes(static_cast<std::size_t>(count), 0);
  for (int cell = 0; cell < count; ++cell) {
    const Json& digits = (*found)[static_cast<std::size_t>(cell)];
    const std::string problem = fmt::format("\"notes\": {} must hold digits from 1 to {}",
                                            cell_name(grid.geometry(), cell), side);
    if (!digits.is_array()) throw BadRequest(problem);
    for (const Json& digit : digits) {
      if (!digit.is_number_integer() || digit.get<long long>() < 1 ||
          digit.get<long long>() > side) {
        throw BadRequest(problem);
      }
      notes[static_cast<std::size_t>(cell)] |= std::uint64_t{1} << (digit.get<int>() - 1);
    }
  }
  return notes;
}

// The candidates the board shows: in a cell with notes, the notes within what the rules allow;
// in an empty cell without, every digit the rules allow there (CandidateGrid's candidates).
// `used` tells whether an empty cell had notes.
struct BoardCandidates {
  CandidateGrid grid;
  bool used = false;
};

BoardCandidates board_candidates(const Puzzle& puzzle, const std::vector<std::uint64_t>& notes) {
  BoardCandidates board{CandidateGrid(puzzle), false};
  for (int cell = 0; !notes.empty() && cell < puzzle.cell_count(); ++cell) {
    const std::uint64_t noted = notes[static_cast<std::size_t>(cell)];
    if (puzzle.at(cell) != kBlank || noted == 0) continue;
    board.used = true;
    for (std::uint64_t mask = board.grid.candidates(cell) & ~noted; mask != 0; mask &= mask - 1) {
      board.grid.eliminate(cell, static_cast<Digit>(std::countr_zero(mask) + 1));
    }
  }
  return board;
}

// The reply to a grid with no solution: the player's wrong digits when the givens have one
// solution (counted within the deadline), else the words of old.
Json no_solution_reply(const RequestPuzzle& request, Clock::time_point deadline, Json reply) {
  std::vector<int> wrong;
  if (request.grid != request.puzzle) {
    const Count givens = count_solutions(request.puzzle, deadline);
    for (int cell = 0; givens.solution && cell < request.grid.cell_count(); ++cell) {
      const Digit digit = request.grid.at(cell);
      if (request.puzzle.at(cell) == kBlank && digit != kBlank &&
          digit != givens.solution->at(cell)) {
        wrong.push_back(cell);
      }
    }
  }
  if (wrong.empty()) {
    reply["status"] = "no_solution";
    reply["text"] = "This grid has no solution: a digit in it is wrong, or the puzzle has none.";
    return reply;
  }
  reply["status"] = "wrong_digit";
  reply["text"] = fmt::format("{} {} wrong.", cells_named(request.grid.geometry(), wrong),
                              wrong.size() == 1 ? "is" : "are");
  reply["highlight"] = {{"houses", Json::array()}, {"cells", cell_list(wrong)}};
  return reply;
}

// The empty cells with notes that leave out the digit of the grid's one solution.
std::vector<int> notes_missing_solution(const Puzzle& grid, const std::vector<std::uint64_t>& notes,
                                        const Puzzle& solution) {
  std::vector<int> cells;
  for (int cell = 0; !notes.empty() && cell < grid.cell_count(); ++cell) {
    const std::uint64_t noted = notes[static_cast<std::size_t>(cell)];
    const std::uint64_t needed = std::uint64_t{1} << (solution.at(cell) - 1);
    if (grid.at(cell) == kBlank && noted != 0 && (noted & needed) == 0) cells.push_back(cell);
  }
  return cells;
}

Json notes_wrong_reply(const Geometry& geometry, const std::vector<int>& cells, Json reply) {
  reply["status"] = "notes_wrong";
  reply["text"] = fmt::format("Your notes in {} leave out the digit that goes there.",
                              cells_named(geometry, cells));
  reply["highlight"] = {{"houses", Json::array()}, {"cells", cell_list(cells)}};
  return reply;
}

}  // namespace

Json hint_route(const RouteContext& context) {
  const Clock::time_point deadline = request_deadline(context);
  const RequestPuzzle request = read_logic_puzzle(context.request);
  const int level = int_field(context.request, "level", 1, 3).value_or(1);
  const Puzzle& grid = request.grid;
  const std::vector<std::uint64_t> notes = read_notes(context.request, grid);
  Json reply = {{"level", level}};
  if (const std::optional<Conflict> conflict = find_conflict(grid)) {
    reply["status"] = "conflict";
    reply["text"] = fmt::format("{} at {}: fix it first.", describe(grid.geometry(), *conflict),
                                cell_name(grid.geometry(), conflict->cell));
    reply["highlight"] = {{"houses", Json::array()},
                          {"cells", {conflict->cell, conflict->other_cell}}};
    return reply;
  }
  const Count counted = count_solutions(grid, deadline);
  if (counted.solutions == 0U) return no_solution_reply(request, deadline, std::move(reply));
  if (grid.is_complete()) {
    reply["status"] = "full";
    reply["text"] = "The grid is full: it is solved.";
    return reply;
  }
  if (counted.solution) {
    const std::vector<int> missing = notes_missing_solution(grid, notes, *counted.solution);
    if (!missing.empty()) return notes_wrong_reply(grid.geometry(), missing, std::move(reply));
  }
  const BoardCandidates board = board_candidates(grid, notes);
  // Without one known solution the notes are checked only as far as the board shows.
  if (const std::optional<std::string> problem = board.grid.contradiction();
      problem && board.used) {
    reply["status"] = "notes_wrong";
    reply["text"] = fmt::format("Your notes leave no way to finish the grid: {}.", *problem);
    reply["highlight"] = {{"houses", Json::array()}, {"cells", Json::array()}};
    return reply;
  }
  const NextMove move = next_move(board.grid, logic_options(counted.solutions, deadline));
  if (move.budget_spent) {
    reply["status"] = "budget_spent";
    reply["text"] =
        "Too hard to find the next move within the limit: try Solve, or a digit you "
        "are sure of.";
    return reply;
  }
  if (move.stalled) {
    reply["status"] = "stalled";
    reply["text"] = board.used ? "No technique of the ladder finds a step from these notes: it "
                                 "needs a guess, or a technique beyond the ladder."
                               : "No technique of the ladder finds a step from here: it needs a "
                                 "guess, or a technique beyond the ladder.";
    return reply;
  }
  reply["status"] = "hint";
  reply["text"] = hint_text(move, level);
  reply["highlight"] = hint_highlight(board.grid, move.step(), level);
  reply["from_notes"] = board.used;
  reply["places"] = move.places();
  const std::optional<std::size_t> to_digit = move.to_digit();
  reply["to_digit"] = to_digit ? Json(*to_digit) : Json();
  if (level == 3) {
    Json steps = Json::array();
    CandidateGrid walk = board.grid;
    for (const Step& step : move.steps) {
      steps.push_back(step_json(walk, step));
      walk.apply(step);
    }
    reply["steps"] = steps;
  }
  reply["unique"] = counted.solutions == 1U;
  return reply;
}

Json explain_route(const RouteContext& context) {
  const Clock::time_point deadline = request_deadline(context);
  const RequestPuzzle request = read_logic_puzzle(context.request);
  const std::optional<std::uint64_t> solutions = count_solutions(request.grid, deadline).solutions;
  const LogicResult logic = solve_logically(request.grid, logic_options(solutions, deadline));
  // The grid the solve starts from: the steps' names, and the candidates the page replays the
  // steps from (a placement also removes its digit from the cell's peers, as in place()).
  const CandidateGrid start(request.grid);
  Json candidates = Json::array();
  for (int cell = 0; cell < start.cell_count(); ++cell) {
    Json digits = Json::array();
    for (std::uint64_t mask = start.candidates(cell); mask != 0; mask &= mask - 1) {
      digits.push_back(std::countr_zero(mask) + 1);
    }
    candidates.push_back(std::move(digits));
  }
  Json steps = Json::array();
  CandidateGrid walk = start;  // each step's links are read on the grid it was found in
  for (const Step& step : logic.steps) {
    steps.push_back(step_json(walk, step));
    walk.apply(step);
  }
  Json reply = {
      {"status", logic_status_name(logic.status)}, {"candidates", candidates}, {"steps", steps}};
  if (const Step* hardest = hardest_step(logic)) {
    reply["hardest"] = {{"technique", technique_name(hardest->technique)},
                        {"score", hardest->rating / 10.0}};
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
  RateOptions options;
  options.counting.node_limit = kNodeLimit;
  options.counting.time_limit = std::min(time_left(deadline), kLogicCountTimeLimit);
  options.logic.deadline = deadline;
  const PuzzleRating rated = rate(request.grid, options);
  const std::optional<std::uint64_t> solutions = rated.solutions;
  // A rating is of a puzzle with one solution, as `sudoku rate` gives it: no score for one
  // with none (it once rated 0.0) or with several (an empty grid rated 2.5, "extreme").
  if (!rated.rated()) {
    const bool none = solutions == 0U;
    return {{"score", nullptr},
            {"label", nullptr},
            {"status", none ? "no_solution" : "not_unique"},
            {"message", none ? "the puzzle has no solution: there is nothing to rate"
                             : "the puzzle has more than one solution: a rating is of a puzzle "
                               "with exactly one"},
            {"steps", 0},
            {"unique", false}};
  }
  const Rating& rating = rated.rating;
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
