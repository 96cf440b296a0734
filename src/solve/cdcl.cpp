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
// The generator's question is narrower (solve_other_with_cdcl): is there a solution other than a
// known one, differing from it in some of a few cells (the givens just taken away)? One solve
// answers it: the known digit leaves a lone cell's candidates (or a short clause says "one of
// these cells differs"), and the search starts from the known solution's digits, near which the
// other solution, if any, lies. A count to 2 would find the known solution again first, then
// need a clause over every cell against it.
//
// Budget: CaDiCaL asks a Terminator whether to stop once per step of its search loop (a
// decision, a propagation round or a conflict); each question is one node of the Budget. No
// trace: the solver's steps are not a person's (std::invalid_argument when one is asked for).
// Statistics: nodes as above; guesses are not counted (0).
#include <cadical.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "core/bit_count.hpp"
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

// Literals handed to CaDiCaL between two readings of the budget's clock (about 6 ms of its
// reading).
constexpr std::size_t kLiteralsBetweenClockReadings = std::size_t{1} << 16;

// The largest formula two solvers take side by side (each holds about 55 bytes a literal: 55 MB
// here); a minimal 25×25 is about 70,000 literals.
constexpr std::size_t kMostLiteralsForTwoSolvers = 1'000'000;

// How a CaDiCaL is set: stable mode only (few restarts, target phases), never its focused mode
// (measured on the minimal 25×25 of ../shared/data/large, 44.8 s against 68.9 s by default:
// docs/benchmarks.md), and first without chronological backtracking: the solver that runs alone
// (one thread, and every count's proof) and the portfolio's first. First solution, one solver,
// the sum over each set (AMD EPYC family 26, cpu 1): Gecode's 9 minimal 25×25 (dev) 14.8 s with
// chronological backtracking, 6.7 s without; our own 20 minimal 25×25 (data/hard) 18.1 and
// 18.4 s; the 3 near-minimal 36×36 7.9 and 5.6 s.
// On these instances a setting that wins on one loses on the next (a solver's path is chaotic),
// so two solvers side by side take the better of two draws: the portfolio's second is another
// draw of the better setting, its random seed changed (`seed=1`), rather than the weaker setting
// (with chronological backtracking, as it was until 1.15.0). The 32 instances above, first
// solution, two threads, twice each in one run: 36.5 and 36.4 s with the old second, 33.3 and
// 33.0 s with this one (Gecode's 9 9.2 → 8.8 s; AMD EPYC family 26; docs/benchmarks.md).
// The seeds are SolveOptions::seed and the next one.

// Sets the solver up with random seed `seed` and hands it the formula; false when the budget's
// time ran out first.
bool configure(CaDiCaL::Solver& solver, const cdcl::Formula& formula, Budget& budget,
               std::uint32_t seed) {
  solver.set("quiet", 1);
  solver.set("terminateint", 1);
  solver.set("stabilizeonly", 1);
  solver.set("chrono", 0);
  solver.set("seed", static_cast<int>(seed));
  for (std::size_t i = 0; i < formula.literals.size(); ++i) {
    if (i % kLiteralsBetweenClockReadings == 0 && budget.out_of_time()) return false;
    solver.add(formula.literals[i]);
  }
  return true;
}

// The formula of `puzzle` with `candidates`, within the engine's limits (cnf.hpp: the most
// literals, and the budget's clock).
std::optional<cdcl::Formula> encode_within_limits(const Puzzle& puzzle,
                                                  const std::vector<std::uint64_t>& candidates,
                                                  Budget& budget) {
  return cdcl::encode(puzzle, candidates,
                      cdcl::EncodeLimits{.most_literals = cdcl::kMostLiterals, .budget = &budget});
}

// A Terminator that also stops the search once the other solver of a portfolio has its answer.
class PortfolioTerminator : public CaDiCaL::Terminator {
 public:
  PortfolioTerminator(Budget& budget, const std::atomic<bool>* answered)
      : budget_(budget), answered_(answered) {}
  bool terminate() override {
    return budget_.spend_node() || budget_.out_of_time() ||
           (answered_ != nullptr && answered_->load(std::memory_order_relaxed));
  }

 private:
  Budget& budget_;
  const std::atomic<bool>* answered_;
};

// One CaDiCaL with random seed `seed` on the formula: solutions until max_solutions or none is left
// (budget_spent when stopped by the budget or by `answered`, the portfolio's other answer).
SolveResult search(const Puzzle& puzzle, const cdcl::Formula& formula,
                   const std::vector<std::uint64_t>& candidates, const SolveOptions& options,
                   Budget& budget, std::uint32_t seed, const std::atomic<bool>* answered) {
  SolveResult result;
  result.engine = Algorithm::cdcl;
  CaDiCaL::Solver solver;
  if (!configure(solver, formula, budget, seed)) {
    result.status = SolveStatus::budget_spent;
    return result;
  }
  PortfolioTerminator terminator(budget, answered);
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
      if (detail::bit_count(candidates[static_cast<std::size_t>(cell)]) < 2) continue;
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

// The portfolio, on two threads: two seeds on the same formula, the first answer kept and
// the other solver stopped. One node budget and one deadline hold for both together.
SolveResult search_side_by_side(const Puzzle& puzzle, const cdcl::Formula& formula,
                                const std::vector<std::uint64_t>& candidates,
                                const SolveOptions& options) {
  SharedNodes shared(options.node_limit);
  SolveOptions each = options;
  each.node_limit = 0;  // the shared budget's
  std::atomic<bool> answered{false};
  const auto run = [&](std::uint32_t seed) {
    Budget budget(each);
    budget.share(&shared);
    SolveResult result = search(puzzle, formula, candidates, options, budget, seed, &answered);
    budget.settle_shared();
    if (result.status != SolveStatus::budget_spent) answered.store(true);
    return result;
  };
  std::optional<SolveResult> second;
  std::optional<std::jthread> helper;
  try {
    helper.emplace([&] {
      try {
        second = run(options.seed + 1);
      } catch (...) {
        second.reset();  // (out of memory): the first solver answers alone
      }
    });
  } catch (const std::system_error&) {
    // No thread to be had (a process or memory limit): one solver alone.
  }
  SolveResult first;
  try {
    first = run(options.seed);
  } catch (...) {
    answered.store(true);  // the other solver stops before the helper is joined
    throw;
  }
  helper.reset();  // joins
  if (!second) return first;
  if (first.status == SolveStatus::budget_spent && second->status != SolveStatus::budget_spent) {
    std::swap(first, *second);
  }
  first.stats.nodes += second->stats.nodes;
  return first;
}

}  // namespace

SolveResult solve_with_cdcl(const Puzzle& puzzle, const SolveOptions& options) {
  if (std::optional<SolveResult> result = solve_with_cdcl_if_it_fits(puzzle, options)) {
    return *std::move(result);
  }
  SolveResult spent;
  spent.engine = Algorithm::cdcl;
  spent.status = SolveStatus::budget_spent;
  return spent;
}

std::optional<SolveResult> solve_with_cdcl_if_it_fits(const Puzzle& puzzle,
                                                      const SolveOptions& options) {
  refuse_variant_rules(puzzle, "cdcl");
  refuse_trace(options, "cdcl");
  SolveResult result;
  result.engine = Algorithm::cdcl;
  const auto deadline = deadline_of(options);
  Budget budget(options);
  const std::optional<std::vector<std::uint64_t>> candidates = root_candidates(puzzle);
  if (!candidates) {
    result.status = SolveStatus::no_solution;
    return result;
  }
  const std::optional<cdcl::Formula> formula = encode_within_limits(puzzle, *candidates, budget);
  if (!formula) {
    if (!budget.spent()) return std::nullopt;  // too large, with time left
    result.status = SolveStatus::budget_spent;
    return result;
  }
  if (options.threads >= 2 && formula->literals.size() <= kMostLiteralsForTwoSolvers) {
    return search_side_by_side(puzzle, *formula, *candidates,
                               options_left(options, budget.nodes(), deadline));
  }
  return search(puzzle, *formula, *candidates, options, budget, options.seed, nullptr);
}

SolveResult solve_other_with_cdcl(const Puzzle& puzzle, const Puzzle& known,
                                  std::span<const int> cells, const SolveOptions& options) {
  refuse_variant_rules(puzzle, "cdcl");
  SolveResult result;
  result.engine = Algorithm::cdcl;
  result.status = SolveStatus::no_solution;
  Budget budget(options);
  std::optional<std::vector<std::uint64_t>> candidates = root_candidates(puzzle);
  if (!candidates || cells.empty()) return result;
  // One cell: its known digit leaves its candidates before the encoding (a smaller formula, and
  // the search starts from what that removal propagates); several: a clause, below.
  if (cells.size() == 1) {
    std::uint64_t& left = (*candidates)[static_cast<std::size_t>(cells.front())];
    left &= ~(std::uint64_t{1} << (known.at(cells.front()) - 1));
    if (left == 0) return result;
  }
  // The clock only, no most literals: the generator asks this of puzzles it has already made
  // (the most givens it may take away are the caller's bound), and a refusal would keep a given.
  const std::optional<cdcl::Formula> formula =
      cdcl::encode(puzzle, *candidates, cdcl::EncodeLimits{.most_literals = 0, .budget = &budget});
  CaDiCaL::Solver solver;
  if (!formula || !configure(solver, *formula, budget, options.seed)) {
    result.status = SolveStatus::budget_spent;
    return result;
  }
  if (cells.size() > 1) {
    for (const int cell : cells) solver.add(-formula->variable(cell, known.at(cell)));
    solver.add(0);
  }
  // Another solution usually differs from the known one in a few cells only: the search starts
  // from the known one's digits (on the minimal 25×25 of seed 1, 12.3 s against 19.5 s for the
  // generator's proofs that end in another solution).
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    const int variable = formula->variable(cell, known.at(cell));
    if (variable != 0) solver.phase(variable);
  }
  BudgetTerminator terminator(budget);
  solver.connect_terminator(&terminator);
  const int answer = solver.solve();
  if (answer == kSatisfiable) {
    result.status = SolveStatus::solved;
    result.count = 1;
    result.solution = read_solution(puzzle, *formula, solver);
  } else if (answer != kUnsatisfiable) {
    result.status = SolveStatus::budget_spent;
  }
  solver.disconnect_terminator();
  result.stats.nodes = budget.nodes();
  return result;
}

}  // namespace sudoku::detail
