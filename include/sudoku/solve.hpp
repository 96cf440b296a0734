// sudoku/solve.hpp — one entry point for every engine.
//
//   SolveResult result = sudoku::solve(puzzle, {.max_solutions = 2});
//   if (result.status == SolveStatus::solved && result.count == 1) { /* unique */ }
//
// Engines:
//   backtrack  seed 000's algorithm, exactly: scan the cells row-major, try each digit the
//              row, column and box allow, recurse, undo on failure. The reference oracle.
//   classic9   the fast 9×9 engine: bit-mask candidates, naked and hidden singles to a
//              fixpoint, branching on the cell with the fewest candidates.
//   general    any side 1..64, jigsaw regions, extra houses (X), Killer cages: bit-mask
//              candidates, propagators (peers, hidden singles, locked candidates, cage sums)
//              to a fixpoint, branching on the cell with the fewest candidates.
//   cdcl       every puzzle too: a conflict-driven SAT solver (CaDiCaL) on a clause encoding of
//              the rules, after general's propagation at the root. It learns from its dead
//              ends, so the hardest instances (minimal 25×25, Killers of large cages) lose their
//              heavy tail; it keeps no trace (std::invalid_argument when one is asked for).
//   automatic  the fastest engine that handles the puzzle: classic9 for plain 9×9; for
//              everything else general, and when its search is still running after 10,000
//              nodes (fewer on grids above 9×9, in proportion to their cells, 2,500 at least:
//              a hard instance) cdcl with the rest of the budget, unless a trace is
//              wanted or more than 16 solutions are counted. The result names the engine that
//              answered.
//
// Every call is re-entrant: engines keep their state on the caller's stack.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/puzzle.hpp"

namespace sudoku {

enum class Algorithm { automatic, backtrack, classic9, general, cdcl, lcg };

// "auto", "backtrack", "classic9", "general", "cdcl", "lcg".
std::string_view algorithm_name(Algorithm algorithm);
// Accepts the names above; std::nullopt for anything else.
std::optional<Algorithm> parse_algorithm(std::string_view name);

// One event of a solve, in the order the engine makes them.
//   placement  the engine wrote `digit` into `cell` (forced, or as the first move of a guess)
//   guess      the engine chose `digit` for `cell` among several candidates
//   backtrack  the engine took `digit` back out of `cell`
struct TraceEvent {
  enum class Kind { placement, guess, backtrack };
  Kind kind;
  int cell;
  Digit digit;
};
using TraceSink = std::function<void(const TraceEvent&)>;

// The largest SolveOptions::seed (CaDiCaL takes up to 2,000,000,000, and the portfolio adds 1).
inline constexpr std::uint32_t kMostSeed = 1'000'000'000;

struct SolveOptions {
  // How many solutions to look for: 1 solves, 2 proves uniqueness, 0 counts them all.
  std::uint64_t max_solutions = 1;
  Algorithm algorithm = Algorithm::automatic;
  // Budget: 0 means no limit. A search that spends it stops with SolveStatus::budget_spent.
  std::uint64_t node_limit = 0;
  std::chrono::microseconds time_limit{0};
  // Receives every placement, guess and backtrack when set. Slows the engine down.
  TraceSink trace;
  // Threads one count may use (max_solutions ≠ 1): a count that general has not finished within
  // its first few thousand nodes splits its search tree among this many (general.cpp, "Counting
  // on several threads"). The count is the same for any number; when a puzzle has more solutions
  // than max_solutions, which of them is returned may differ between runs on several threads.
  // 1: the calling thread alone (a batch that keeps every core busy wants that).
  int threads = 1;
  // The random seed of the engines that draw, from 0 to kMostSeed: cdcl's SAT solver (CaDiCaL's
  // `seed`; the second solver of its portfolio takes seed + 1). On a hard instance the time is
  // a draw that the seed decides (Gecode's first minimal 25×25: 1.0 to 3.9 s over seeds 0 to
  // 4), and so is which solution comes first when there are several. The other engines do not
  // draw.
  std::uint32_t seed = 0;
  // Fill SolveStats' microseconds and nanoseconds. Off by default: reading the clock twice costs
  // about 2 % of an easy 9×9 solve, which a caller solving millions does not need.
  bool measure_time = false;
  // When set, the search stops as if its budget were spent (SolveStatus::budget_spent) soon
  // after the flag turns true: engines read it with the clock, every 1024 nodes. The caller
  // keeps the flag alive for the call and may set it from another thread (Python's Ctrl+C).
  const std::atomic<bool>* stop = nullptr;
};

enum class SolveStatus {
  solved,        // at least one solution found, and the search finished
  no_solution,   // the search finished and found none
  budget_spent,  // the node or time budget ran out first (count is then a lower bound)
};

// "solved", "no_solution", "budget_spent": the words of every JSON reply (docs/formats.md).
// The text output says "(no solution)" and "(budget spent)" instead.
std::string_view status_name(SolveStatus status);

struct SolveStats {
  std::uint64_t nodes = 0;    // search states visited
  std::uint64_t guesses = 0;  // branches taken at a cell with two or more candidates
  // The call's wall time, when SolveOptions::measure_time asked for it (else 0); nanoseconds is
  // the same, finer: a sum over many short calls stays exact.
  std::int64_t microseconds = 0;
  std::int64_t nanoseconds = 0;
};

struct SolveResult {
  SolveStatus status = SolveStatus::no_solution;
  std::optional<Puzzle> solution;           // the first solution found, if any
  std::uint64_t count = 0;                  // solutions found, at most max_solutions (if not 0)
  Algorithm engine = Algorithm::automatic;  // the engine that ran
  SolveStats stats;
};

// Solves `puzzle` with the options' engine. A puzzle that breaks a rule has no solution.
// Throws std::invalid_argument when the chosen engine cannot handle the puzzle
// (classic9 on anything but plain 9×9).
SolveResult solve(const Puzzle& puzzle, const SolveOptions& options = {});

// The engine `automatic` starts with for this puzzle (classic9 or general).
Algorithm pick_engine(const Puzzle& puzzle);

}  // namespace sudoku
