// UniquenessProver (uniqueness.hpp): one CaDiCaL solver, questions as assumptions.
#include "solve/uniqueness.hpp"

#include <cadical.hpp>

#include <vector>

#include "solve/budget.hpp"
#include "solve/cadical_budget.hpp"
#include "solve/cnf.hpp"

namespace sudoku::detail {
namespace {

using cdcl::BudgetTerminator;
using cdcl::kSatisfiable;
using cdcl::kUnsatisfiable;

// The rules of `solution` without its givens.
Puzzle rules_of(const Puzzle& solution) {
  Puzzle rules{solution.geometry()};
  for (const Constraint& constraint : solution.constraints()) rules.add_constraint(constraint);
  return rules;
}

}  // namespace

struct UniquenessProver::State {
  explicit State(const Puzzle& grid) : solution(grid) {}
  Puzzle solution;
  cdcl::Formula formula;
  CaDiCaL::Solver solver;  // never copied nor moved: it owns the solver's internals
};

UniquenessProver::UniquenessProver(const Puzzle& solution)
    : state_(std::make_unique<State>(solution)) {
  const int side = solution.side();
  const std::uint64_t every_digit = side == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << side) - 1;
  state_->formula = cdcl::encode(
      rules_of(solution),
      std::vector<std::uint64_t>(static_cast<std::size_t>(solution.cell_count()), every_digit));
  CaDiCaL::Solver& solver = state_->solver;
  solver.set("quiet", 1);
  solver.set("terminateint", 1);
  solver.set("stabilizeonly", 1);  // as the cdcl engine (cdcl.cpp)
  for (const int literal : state_->formula.literals) solver.add(literal);
  // Any other solution differs from this one somewhere.
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    solver.add(-state_->formula.variable(cell, solution.at(cell)));
  }
  solver.add(0);
}

UniquenessProver::~UniquenessProver() = default;

std::optional<bool> UniquenessProver::only_solution(const Puzzle& puzzle,
                                                    const SolveOptions& budget) {
  CaDiCaL::Solver& solver = state_->solver;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle.at(cell) == kBlank) continue;
    solver.assume(state_->formula.variable(cell, state_->solution.at(cell)));
  }
  Budget spent(budget);
  BudgetTerminator terminator(spent);
  solver.connect_terminator(&terminator);
  const int answer = solver.solve();
  solver.disconnect_terminator();
  if (answer == kUnsatisfiable) return true;
  if (answer == kSatisfiable) return false;
  return std::nullopt;
}

}  // namespace sudoku::detail
