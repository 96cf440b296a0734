// solve, count and check in Python: one call of the library's solve() each, its options as
// keyword arguments (engine, limit, node and time budgets), the GIL released while it runs.
//
//   >>> result = sudokit.solve(puzzle)            # SolveResult: status, solution, count, engine…
//   >>> sudokit.count(puzzle, limit=2)            # 1 means unique
//   >>> sudokit.check(puzzle, solution)           # CheckResult, as `sudoku check` reports
#include <algorithm>
#include <chrono>

#include <pybind11/stl.h>

#include "bindings.hpp"

namespace sudoku::python {
namespace {

const char* kind_name(TraceEvent::Kind kind) {
  switch (kind) {
    case TraceEvent::Kind::placement:
      return "placement";
    case TraceEvent::Kind::guess:
      return "guess";
    case TraceEvent::Kind::backtrack:
      return "backtrack";
  }
  return "placement";
}

}  // namespace

SolveResult solve_interruptibly(const Puzzle& puzzle, SolveOptions options) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  SolveOptions first = options;
  first.node_limit =
      options.node_limit == 0 ? kInlineNodes : std::min(options.node_limit, kInlineNodes);
  SolveResult result;
  {
    const py::gil_scoped_release release;
    result = solve(puzzle, first);
  }
  const bool user_budget_spent = options.node_limit != 0 && options.node_limit <= kInlineNodes;
  if (result.status != SolveStatus::budget_spent || user_budget_spent) return result;
  if (options.time_limit.count() > 0) {
    const auto left = options.time_limit -
                      std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start);
    if (left.count() <= 0) return result;
    options.time_limit = left;
  }
  // The long search, again from the start, on a thread that Ctrl+C stops.
  std::atomic<bool> cancel{false};
  options.stop = &cancel;
  parallel_for(
      1, 1, 1, [&](std::size_t, std::size_t) { result = solve(puzzle, options); }, &cancel);
  return result;
}

namespace {

// Runs the solve without the GIL, unless a trace calls back into Python at every event.
SolveResult run_solve(const Puzzle& puzzle, SolveOptions options, const py::object& trace) {
  options.measure_time = true;  // SolveResult.microseconds; the batches leave the clock alone
  if (trace.is_none()) return solve_interruptibly(puzzle, options);
  options.trace = [&trace](const TraceEvent& event) { trace(event); };
  return solve(puzzle, options);
}

// What `sudoku check` reports on a puzzle, and on a proposed solution when one is given.
struct CheckResult {
  std::optional<std::string> broken_rule;
  int blanks = 0;
  std::uint64_t solutions = 0;  // counted to 2
  bool solution_given = false;
  std::optional<std::string> solution_problem;
};

// A proposed solution written as plain digits takes the puzzle's regions and constraints, so
// that it is judged by the puzzle's rules (as `sudoku check` does).
Puzzle as_solution_of(const Puzzle& solution, const Puzzle& puzzle) {
  if (solution.side() != puzzle.side() || variant_of(solution) != Variant{}) return solution;
  Puzzle dressed(puzzle.geometry(), solution.cells());
  for (const Constraint& constraint : puzzle.constraints()) dressed.add_constraint(constraint);
  return dressed;
}

CheckResult check(const Puzzle& puzzle, const std::optional<Puzzle>& solution,
                  const std::string& algorithm) {
  const SolveOptions options = solve_options(2, algorithm, 0, 0);
  CheckResult result;
  result.blanks = puzzle.blank_count();
  if (!find_conflict(puzzle) && !find_cage_conflict(puzzle) && !find_rule_conflict(puzzle)) {
    result.solutions = solve_interruptibly(puzzle, options).count;
  }
  const py::gil_scoped_release release;
  if (const auto conflict = find_conflict(puzzle)) {
    result.broken_rule = cell_name(puzzle.geometry(), conflict->cell) + ": " +
                         describe(puzzle.geometry(), *conflict);
  } else if (const auto cage_conflict = find_cage_conflict(puzzle)) {
    result.broken_rule =
        cell_name(puzzle.geometry(), cage_conflict->cell) + ": " + cage_conflict->problem;
  } else if (const auto rule_conflict = find_rule_conflict(puzzle)) {  // a variant rule's
    result.broken_rule =
        cell_name(puzzle.geometry(), rule_conflict->cell) + ": " + rule_conflict->problem;
  }
  if (solution) {
    result.solution_given = true;
    result.solution_problem = solution_problem(as_solution_of(*solution, puzzle), puzzle);
  }
  return result;
}

std::string check_repr(const CheckResult& result) {
  std::string text = "<CheckResult valid=" + std::string(result.broken_rule ? "False" : "True") +
                     " blanks=" + std::to_string(result.blanks) +
                     " solutions=" + std::to_string(result.solutions);
  if (result.solution_given) {
    text += " is_solution=" + std::string(result.solution_problem ? "False" : "True");
  }
  return text + ">";
}

}  // namespace

void bind_solve(py::module_& module) {
  py::class_<TraceEvent>(module, "TraceEvent",
                         "One event of a traced solve: kind 'placement', 'guess' or 'backtrack', "
                         "the cell (index from 0) and the digit.")
      .def_property_readonly(
          "kind", [](const TraceEvent& event) { return kind_name(event.kind); },
          "'placement' (a digit written), 'guess' (a digit chosen among several) or 'backtrack' "
          "(a digit taken back).")
      .def_readonly("cell", &TraceEvent::cell, "The cell, as an index from 0 (row-major).")
      .def_property_readonly(
          "digit", [](const TraceEvent& event) { return int{event.digit}; }, "The digit.")
      .def("__repr__", [](const TraceEvent& event) {
        return "<TraceEvent " + std::string(kind_name(event.kind)) +
               " cell=" + std::to_string(event.cell) +
               " digit=" + std::to_string(int{event.digit}) + ">";
      });

  py::class_<SolveResult>(module, "SolveResult", "What solve() found, and what it cost.")
      .def_property_readonly(
          "status",
          [](const SolveResult& result) { return std::string(status_name(result.status)); },
          "'solved', 'no_solution' or 'budget_spent' (count is then a lower bound).")
      .def_readonly("solution", &SolveResult::solution,
                    "The first solution found (a Puzzle), or None.")
      .def_readonly("count", &SolveResult::count,
                    "Solutions found, at most max_solutions (when it is not 0).")
      .def_property_readonly(
          "engine",
          [](const SolveResult& result) { return std::string(algorithm_name(result.engine)); },
          "The engine that answered: 'classic9', 'general', 'cdcl', …")
      .def_property_readonly(
          "nodes", [](const SolveResult& result) { return result.stats.nodes; },
          "Search states visited.")
      .def_property_readonly(
          "guesses", [](const SolveResult& result) { return result.stats.guesses; },
          "Branches taken at a cell with two or more candidates.")
      .def_property_readonly(
          "microseconds", [](const SolveResult& result) { return result.stats.microseconds; },
          "Time the engine took.")
      .def_property_readonly(
          "solved", [](const SolveResult& result) { return result.status == SolveStatus::solved; },
          "status == 'solved'.")
      .def("__bool__",
           [](const SolveResult& result) { return result.status == SolveStatus::solved; })
      .def("__repr__", [](const SolveResult& result) {
        return "<SolveResult " + std::string(status_name(result.status)) +
               " count=" + std::to_string(result.count) +
               " engine=" + std::string(algorithm_name(result.engine)) +
               " nodes=" + std::to_string(result.stats.nodes) + ">";
      });

  module.def(
      "solve",
      [](const Puzzle& puzzle, std::uint64_t max_solutions, const std::string& algorithm,
         std::uint64_t node_limit, double time_limit, const py::object& trace, int threads,
         std::int64_t seed) {
        SolveOptions options =
            solve_options(max_solutions, algorithm, node_limit, time_limit, seed);
        options.threads = thread_count(threads);
        return run_solve(puzzle, options, trace);
      },
      py::arg("puzzle"), py::kw_only(), py::arg("max_solutions") = 1, py::arg("algorithm") = "auto",
      py::arg("node_limit") = 0, py::arg("time_limit") = 0.0, py::arg("trace") = py::none(),
      py::arg("threads") = 1, py::arg("seed") = 0,
      R"(Solves a puzzle with the library's engines (the GIL is released while it runs).

max_solutions: how many solutions to look for (1 solves, 2 proves uniqueness, 0 counts all).
algorithm: 'auto' (the fastest engine for the puzzle), 'classic9' (plain 9×9 only), 'general',
'backtrack' (seed 000's reference search), 'cdcl' or 'lcg'.
node_limit, time_limit (seconds): a budget, 0 for none; a search that spends it stops with
status 'budget_spent'.
trace: a callable given every TraceEvent (placement, guess, backtrack) in order; slow.
threads: what a long count (max_solutions other than 1) may use, its search tree split among
them (0: one per core), and a hard instance, two SAT solvers side by side; the count is the
same, the solution returned when there are more than max_solutions may vary.
seed: the random seed of the SAT solver that hard instances go to (0 to 1000000000, as `sudoku
solve --seed`): it changes how long a hard search takes and which solution comes first.
A puzzle that breaks a rule has no solution. Raises ValueError when the engine cannot take the
puzzle (classic9 on anything but plain 9×9).)");
  module.def(
      "count",
      [](const Puzzle& puzzle, std::uint64_t limit, const std::string& algorithm,
         std::uint64_t node_limit, double time_limit, int threads, std::int64_t seed) {
        SolveOptions options = solve_options(limit, algorithm, node_limit, time_limit, seed);
        options.threads = thread_count(threads);
        return run_solve(puzzle, options, py::none()).count;
      },
      py::arg("puzzle"), py::kw_only(), py::arg("limit") = 1000000, py::arg("algorithm") = "auto",
      py::arg("node_limit") = 0, py::arg("time_limit") = 0.0, py::arg("threads") = 1,
      py::arg("seed") = 0,
      R"(The number of solutions, counted up to `limit` (0: no limit), as `sudoku count` does:
a count equal to the limit means "that many or more"; count(p, limit=2) == 1 means unique.
With a node or time budget the count is a lower bound when the budget ran out (solve() with
max_solutions says which). threads and seed: as in solve().)");
  module.def(
      "pick_engine",
      [](const Puzzle& puzzle) { return std::string(algorithm_name(pick_engine(puzzle))); },
      py::arg("puzzle"), "The engine 'auto' starts with for this puzzle: 'classic9' or 'general'.");

  py::class_<CheckResult>(module, "CheckResult",
                          "What `sudoku check` reports: is the puzzle valid, complete, unique; "
                          "is the proposed solution one?")
      .def_property_readonly(
          "valid", [](const CheckResult& result) { return !result.broken_rule; },
          "No house holds a digit twice and no cage is broken.")
      .def_readonly("broken_rule", &CheckResult::broken_rule,
                    "The first broken rule ('r2c3: digit 8 already in box 1 (r3c2)'), or None.")
      .def_property_readonly(
          "complete", [](const CheckResult& result) { return result.blanks == 0; },
          "No blank cell.")
      .def_readonly("blanks", &CheckResult::blanks, "Blank cells.")
      .def_readonly("solutions", &CheckResult::solutions,
                    "Solutions counted to 2 (2 means two or more; 0 for an invalid puzzle).")
      .def_property_readonly(
          "unique", [](const CheckResult& result) { return result.solutions == 1; },
          "Exactly one solution.")
      .def_property_readonly(
          "is_solution",
          [](const CheckResult& result) -> std::optional<bool> {
            if (!result.solution_given) return std::nullopt;
            return !result.solution_problem;
          },
          "Whether the proposed solution is one (None when none was given).")
      .def_readonly("solution_problem", &CheckResult::solution_problem,
                    "Why the proposed solution is not one ('r3c4 is blank'), or None.")
      .def("__repr__", &check_repr);

  module.def("check", &check, py::arg("puzzle"), py::arg("solution") = py::none(), py::kw_only(),
             py::arg("algorithm") = "auto",
             R"(Checks a puzzle as `sudoku check PUZZLE [SOLUTION]` does: valid (no rule broken),
complete, its solutions counted to 2, and whether `solution` (a Puzzle; plain digits take the
puzzle's cages and regions) is a solution of it. Read a puzzle whose givens may clash with
Puzzle.parse(text, validate=False).)");
}

}  // namespace sudoku::python
