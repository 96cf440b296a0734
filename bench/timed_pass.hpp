// The timed solving loop shared by our engines (engine_bench.cpp) and the peers (peer.cpp): the
// steady clock around the whole loop, the thread's CPU time beside it, and nothing else inside.
#pragma once

#include <time.h>

#include <chrono>
#include <cstddef>

namespace sudoku::bench {

struct PassTime {
  double to_split = 0;  // seconds for puzzles [0, split)
  double total = 0;     // seconds for puzzles [0, count)
  double cpu = 0;       // this thread's CPU seconds for puzzles [0, count)
};

// CPU time of the calling thread: unlike the steady clock, it does not count the time other
// programs hold the core, so it shows how much a busy machine skewed a run.
inline double thread_cpu_seconds() {
  timespec now{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Calls solve_one(i) for puzzles [0, count) in order, timing the loop alone. The clock is also
// read at `split` (between two loops, so not inside one) to time a prefix on its own.
template <typename SolveOne>
PassTime timed_pass(std::size_t count, std::size_t split, SolveOne&& solve_one) {
  using Clock = std::chrono::steady_clock;
  const double cpu_start = thread_cpu_seconds();
  const auto start = Clock::now();
  for (std::size_t i = 0; i < split; ++i) solve_one(i);
  const auto at_split = Clock::now();
  for (std::size_t i = split; i < count; ++i) solve_one(i);
  const auto end = Clock::now();
  const double cpu_end = thread_cpu_seconds();
  return {std::chrono::duration<double>(at_split - start).count(),
          std::chrono::duration<double>(end - start).count(), cpu_end - cpu_start};
}

}  // namespace sudoku::bench
