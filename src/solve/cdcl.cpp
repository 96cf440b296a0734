// cdcl — the engine that learns from its dead ends: a CDCL SAT solver (CaDiCaL, Debian's
// libcadical-dev) on the clauses of cnf.hpp.
//
// The idea. general searches depth-first and forgets why a branch failed, so on the hardest
// instances (minimal 25×25 grids, Killers of a few large cages) it meets the same dead end
// under thousands of guesses. A conflict-driven solver turns each dead end into a clause that
// forbids its cause for the rest of the search, branches on the variables that took part in
// recent conflicts (VSIDS), restarts often, and keeps the learned clauses that stay useful: the
// heavy tail goes. It knows nothing of Sudoku, so we hand it a small, strong formula:
//
//   1. general's propagation at the root (singles, locked candidates, cage sums, the
//      all-different filter on large sides) removes what it can: the formula has a variable
//      for each candidate left only;
//   2. cnf.cpp writes every rule (cells, houses, X, regions, cages with their digit sets,
//      innies and outies) as clauses;
//   3. CaDiCaL solves; each solution found is read from the cell variables and then forbidden
//      by one clause (some cell not as in it), and the solver goes on, keeping what it
//      learned, until it has max_solutions or finds no more.
//
// Budget: CaDiCaL asks a Terminator whether to stop once per step of its search loop (a
// decision, a propagation round or a conflict); each question is one node of the Budget. No
// trace: the solver's steps are not a person's (std::invalid_argument when one is asked for).
// Statistics: nodes as above; guesses are not counted (0).
#include <cadical.hpp>

#include <bit>
#include <optional>
#include <stdexcept>
#include <vector>

#include "solve/budget.hpp"
#include "solve/cadical_budget.hpp"
#include "solve/cnf.hpp"
#include "solve/engines.hpp"

namespace sudoku::detail {
namespace {

using cdcl::BudgetTerminator;
using cdcl::kSatisfiable;
using cdcl::kUnsatisfiable;

// The solution in the solver's model.
Puzzle read_solution(const Puzzle& puzzle, const cdcl::Formula& formula, CaDiCaL::Solver& solver) {
  Puzzle solution = puzzle;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    for (int digit = 1; digit <= puzzle.side(); ++digit) {
      const int variable = formula.variable(cell, digit);
      if (variable != 0 && solver.val(variable) > 0) {
        solution.set(cell, static_cast<Digit>(digit));
        break;
      }
    }
  }
  return solution;
}

}  // namespace

SolveResult solve_with_cdcl(const Puzzle& puzzle, const SolveOptions& options) {
  if (options.trace) {
    throw std::invalid_argument(
        "the cdcl engine keeps no trace of its search: ask general (or auto) for one");
  }
  SolveResult result;
  result.engine = Algorithm::cdcl;
  Budget budget(options);
  const std::optional<std::vector<std::uint64_t>> candidates = root_candidates(puzzle);
  if (!candidates) {
    result.status = SolveStatus::no_solution;
    return result;
  }
  const cdcl::Formula formula = cdcl::encode(puzzle, *candidates);

  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  solver.set("terminateint", 1);
  // Stable mode only (few restarts, target phases), never CaDiCaL's focused mode: measured on the
  // minimal 25×25 of ../shared/data/large, 44.8 s against 68.9 s by default (docs/benchmarks.md).
  solver.set("stabilizeonly", 1);
  for (const int literal : formula.literals) solver.add(literal);
  BudgetTerminator terminator(budget);
  solver.connect_terminator(&terminator);

  bool spent = false;
  for (;;) {
    const int answer = solver.solve();
    if (answer == kUnsatisfiable) break;
    if (answer != kSatisfiable) {
      spent = true;
      break;
    }
    const Puzzle solution = read_solution(puzzle, formula, solver);
    ++result.count;
    if (!result.solution) result.solution = solution;
    if (options.max_solutions != 0 && result.count >= options.max_solutions) break;
    // Another solution differs in some cell that had a choice.
    bool any_choice = false;
    for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
      if (std::popcount((*candidates)[static_cast<std::size_t>(cell)]) < 2) continue;
      solver.add(-formula.variable(cell, solution.at(cell)));
      any_choice = true;
    }
    if (!any_choice) break;
    solver.add(0);
  }
  solver.disconnect_terminator();
  result.stats.nodes = budget.nodes();
  if (spent) {
    result.status = SolveStatus::budget_spent;
  } else {
    result.status = result.count > 0 ? SolveStatus::solved : SolveStatus::no_solution;
  }
  return result;
}

}  // namespace sudoku::detail
