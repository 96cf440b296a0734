// The engines behind sudoku::solve(). Each takes the puzzle and the options and fills a
// SolveResult (status, solution, count, nodes, guesses); solve() picks one and times it.
//
// Contract shared by every engine:
//  - a puzzle that breaks a rule has no solution (status no_solution, count 0);
//  - count stops at options.max_solutions unless it is 0 (count all);
//  - the first solution found is returned in `solution`;
//  - the Budget is consulted once per node; when it is spent the engine stops with
//    status budget_spent, keeping any solution already found;
//  - when options.trace is set, every placement, guess and backtrack is reported in order;
//  - no I/O, no global state, no allocation per search node.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "sudoku/solve.hpp"

namespace sudoku::detail {

// Throws std::invalid_argument naming the first variant rule of `puzzle` (rules.hpp), for the
// engines that do not know them yet (cdcl, lcg): "the cdcl engine does not handle the thermometer
// rule yet: ask general (or auto)".
void refuse_variant_rules(const Puzzle& puzzle, std::string_view engine);
// Throws std::invalid_argument when `options` ask for a trace, for the engines whose steps are
// not a person's (cdcl, lcg): "the cdcl engine keeps no trace of its search: ask general (or
// auto) for one".
void refuse_trace(const SolveOptions& options, std::string_view engine);

SolveResult solve_with_backtrack(const Puzzle& puzzle, const SolveOptions& options);

// Plain 9×9 only (no constraints); the caller checks. Runs the copy of the search that
// classic9_dispatched_copy names.
SolveResult solve_with_classic9(const Puzzle& puzzle, const SolveOptions& options);

// classic9's three builds of one search (classic9.cpp): `portable` for any processor;
// `x86_64_v3` compiled for POPCNT, BMI1/2 and AVX2; `lanes`, each band's nine digits in one
// AVX-512 vector (classic9_lanes.hpp). All give the same answers, nodes and guesses.
enum class Classic9Copy { portable, x86_64_v3, lanes };
// Whether this processor (and this build) can run `copy`.
bool classic9_can_run(Classic9Copy copy);
// The copy solve_with_classic9 runs here: lanes on the processors where it was measured faster
// (AMD Zen 5 and later), else x86_64_v3 where the processor has it, else portable.
Classic9Copy classic9_dispatched_copy();
std::string_view classic9_copy_name(Classic9Copy copy);
// One copy, whatever the dispatch picks (the tests hold the copies to the same answers);
// throws std::invalid_argument when this processor cannot run it.
SolveResult solve_with_classic9_copy(Classic9Copy copy, const Puzzle& puzzle,
                                     const SolveOptions& options);

// When a count on several threads (SolveOptions::threads) splits its tree (general.cpp): after
// this many nodes on the calling thread, into this many parts a thread. The defaults are the
// engine's; the tests split tiny searches with small ones.
struct CountSplit {
  std::uint64_t nodes_before = 10'000;
  std::size_t cubes_per_thread = 8;
};

// Every puzzle: any side, regions, extra houses, cages.
SolveResult solve_with_general(const Puzzle& puzzle, const SolveOptions& options,
                               const CountSplit& split = {});

// Distinct solutions met by general's restarted searches (each stopped at its first solution,
// with its own tie-breaking and digit order), until options.max_solutions of them are found
// (status solved, count that many: the puzzle has at least those) or options' node limit is
// spent (status budget_spent, count those found, which says nothing of the others). For a count
// with a small limit whose one complete search meets a huge solution-less subtree first: a
// sparse 16×16 variant puzzle with many solutions that ISS counted to 2 in 2.4 ms ran past 20 s.
// The solutions found go to `solutions` when given.
SolveResult sample_with_general(const Puzzle& puzzle, const SolveOptions& options,
                                std::vector<Puzzle>* solutions = nullptr);

// True when a long search of general branches by dom/wdeg (Killers up to 9×9, variant puzzles
// without cages up to 16×16, general.cpp): its tail is then much shorter, auto's portfolio gives
// it more nodes before cdcl, and it needs neither restarts nor sampling.
bool general_weighs_failures(const Puzzle& puzzle);

// What general's propagation alone leaves of each cell (bit d-1 for digit d), before any
// guess; std::nullopt when it meets a contradiction (the puzzle has no solution).
std::optional<std::vector<std::uint64_t>> root_candidates(const Puzzle& puzzle);

// General's propagation kept at a state, to try restrictions from it and take them back. The
// logical solver's top rung (nested_plus.cpp) tries every candidate left in every option's
// branch: a trial starts from the state it has, a level taken back after it, where a trial from
// scratch built a search, wrote every cell's candidates and propagated from there. Each trial
// still has every propagator look at everything, as a root does, and the rules' filters are
// monotone (fewer candidates in, no more out), so both reach the same state
// (tests/solve/propagation_trials_test.cpp).
class PropagationTrials {
 public:
  // The givens placed, each cell kept to its mask in `start` (bit d-1 for digit d, a written
  // cell's digit included), and propagated: consistent() is false when that meets a
  // contradiction (every restriction then fails).
  PropagationTrials(const Puzzle& puzzle, std::span<const std::uint64_t> start);
  ~PropagationTrials();
  PropagationTrials(const PropagationTrials&) = delete;
  PropagationTrials& operator=(const PropagationTrials&) = delete;

  bool consistent() const;
  // Opens a level, and takes back everything since the level opened last.
  void push();
  void pop();
  // Keeps `cell` to `digits` and propagates; false on a contradiction, after which only pop()
  // may follow.
  bool restrict(int cell, std::uint64_t digits);
  std::uint64_t candidates(int cell) const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

// A CDCL SAT solver (CaDiCaL) on a clause encoding of every rule (cdcl.cpp). Keeps no trace:
// it throws std::invalid_argument when options.trace is set.
// Its set-up reads the budget's clock too (encoding, handing the clauses over), and a formula of
// more than cdcl::kMostLiterals literals (cnf.hpp: an empty 49×49 or larger, a few hundred MB in
// the solver) is not built: status budget_spent.
SolveResult solve_with_cdcl(const Puzzle& puzzle, const SolveOptions& options);
// The same, but std::nullopt for a formula too large, with time left (auto's portfolio then goes
// on with general).
std::optional<SolveResult> solve_with_cdcl_if_it_fits(const Puzzle& puzzle,
                                                      const SolveOptions& options);

// A solution of `puzzle` that differs from `known` (a solution of it) in one of `cells`, by
// cdcl: status solved with that solution, no_solution when there is none, budget_spent. The
// generator's proof that a given can go: when the puzzle with the given had one solution,
// every other solution without it differs there, so "none" is the proof, without first finding
// the known solution again and forbidding it by a clause over every cell.
SolveResult solve_other_with_cdcl(const Puzzle& puzzle, const Puzzle& known,
                                  std::span<const int> cells, const SolveOptions& options);

// lcg's schedule (lcg.cpp): conflicts before the first restart (times Luby's sequence), and
// learned clauses kept before the first reduction. The defaults are the engine's; the tests set
// small ones to make restarts and reductions frequent.
struct LcgSchedule {
  std::uint64_t restart_conflicts = 100;
  std::size_t first_learned_limit = 4000;
};

// Conflict-driven search on the Sudoku model itself: propagators that explain their deductions,
// learned clauses, restarts (lcg.cpp). Keeps no trace (std::invalid_argument when asked).
SolveResult solve_with_lcg(const Puzzle& puzzle, const SolveOptions& options,
                           const LcgSchedule& schedule = {});

}  // namespace sudoku::detail
