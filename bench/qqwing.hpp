// qqwing (Debian's package) on the same puzzles, in the same sudoku_bench run.
//
// qqwing 1.3.4 reads puzzles from standard input (any digit or '.' fills the next cell, every
// other character is skipped) and, with --timer, prints after each puzzle the time from just
// before it reads the puzzle to just after it solved it (gettimeofday, microsecond resolution):
// reading 81 characters from a buffered stdin, setting up the board, and solving, but not
// printing. That sum over the puzzles is its own solve time, the figure we compare with. Its
// logic-first solver runs when a solution is to be printed, so the run is
//   qqwing --solve --one-line --timer  < puzzles  > answers
// (--one-line: each solution on one line, then "Time: T milliseconds"). We also time the whole
// process (spawn to exit) and subtract the median startup on an empty input: that "wall" figure
// adds printing and I/O and is shown for reference. qqwing cannot stop counting at 2
// (--count-solutions counts every solution), so on serg it solves to the first solution, and
// our engine is timed on the same task for that comparison. Every answer qqwing prints is
// checked with is_solution_of, untimed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checks.hpp"
#include "process.hpp"
#include "puzzle_set.hpp"

namespace sudoku::bench {

struct Qqwing {
  std::string program;
  std::string version;
  double startup_seconds = 0;  // median wall time on an empty input
};

// Finds `program_name` (a path, or a name on PATH), asks its version, and measures its startup.
// Nothing when it is not found or fails on an empty input.
std::optional<Qqwing> prepare_qqwing(const std::string& program_name,
                                     const ScratchDirectory& scratch);

struct QqwingSet {
  std::size_t puzzles = 0;
  std::uint64_t max_solutions = 1;                  // qqwing's task: the first solution
  std::vector<std::vector<double>> puzzle_seconds;  // per run, per puzzle (its --timer)
  std::vector<double> wall_seconds;                 // per run, whole process
  CheckResult check;                                // wrong answers or "no solution" claims
  std::string error;                                // set when a run failed outright

  double solve_seconds(std::size_t prefix) const;  // median over runs of the first `prefix`
};

// Runs qqwing `runs` times on the first `puzzles` puzzles of `set`, judging the first run's
// answers. A failed run sets `error` and ends the series.
QqwingSet run_qqwing(const Qqwing& qqwing, const PuzzleSet& set, std::size_t puzzles, int runs,
                     const ScratchDirectory& scratch);

}  // namespace sudoku::bench
