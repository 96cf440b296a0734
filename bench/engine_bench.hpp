// One set, one engine: the timed runs of sudoku_bench and the figures they give.
//
// Every puzzle is parsed beforehand; only the solving loop is timed, with std::chrono::
// steady_clock around the whole set (the thread's CPU time is read alongside), on one thread,
// `runs` times, in one mode: to the first solution, or counting to 2. Each answer is recorded
// during the loop and checked after it, untimed (see checks.hpp); to the first solution, a proper
// set is also counted to 2 once, untimed. The figures are the
// medians over the runs. For the comparison with qqwing, which only solves to the first
// solution, the first `qqwing_puzzles` are timed on that task as well.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "puzzle_set.hpp"
#include "settings.hpp"

namespace sudoku::bench {

struct EngineFigures {
  std::string engine;  // an engine's name, or a peer's
  bool peer = false;   // another solver (peer.hpp), not one of ours
  Mode mode = Mode::first;
  std::size_t puzzles = 0;  // timed (the first `puzzles` of the set)
  std::uint64_t max_solutions = 1;
  std::uint64_t node_limit = 0;
  std::vector<double> run_seconds;
  double seconds = 0;  // median
  std::vector<double> run_cpu_seconds;
  double cpu_seconds = 0;  // median of the thread's CPU time
  double guesses_per_puzzle = 0;
  std::size_t budget_spent = 0;
  std::size_t solutions_checked = 0;  // in the last run (a peer counting to 2 may write none)
  std::size_t unique_checked = 0;
  // The comparison with qqwing: our median over its first `compared` puzzles, on its task.
  std::size_t compared = 0;
  double compared_seconds = 0;
  std::uint64_t compared_max_solutions = 1;

  double rate() const { return seconds > 0 ? static_cast<double>(puzzles) / seconds : 0; }
  double cpu_rate() const {
    return cpu_seconds > 0 ? static_cast<double>(puzzles) / cpu_seconds : 0;
  }
  double compared_rate() const {
    return compared_seconds > 0 ? static_cast<double>(compared) / compared_seconds : 0;
  }
  double microseconds_per_puzzle() const { return seconds * 1e6 / static_cast<double>(puzzles); }
};

// One solver timed on one set in one mode, a run at a time, so that the runs of several solvers
// can be interleaved (run r of each before run r + 1 of any): a machine whose speed drifts during
// the program then skews them all alike. run_once() times one pass and checks its answers (a
// wrong one ends the program with exit status 1); finish() takes the medians and does the
// untimed work that follows the runs.
class Contender {
 public:
  virtual ~Contender() = default;
  virtual void run_once(int run, int runs) = 0;
  virtual EngineFigures finish() = 0;
};

// `plan`'s engine on `set` in `mode` (progress on stderr); to the first solution, a proper set is
// also counted to 2 once, untimed, in finish().
std::unique_ptr<Contender> engine_contender(const PuzzleSet& set, const EnginePlan& plan, Mode mode,
                                            std::size_t qqwing_puzzles);

}  // namespace sudoku::bench
