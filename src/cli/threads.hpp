// What the command says when the worker threads of `-j N` (the pool, solve/ordered_pipeline.hpp)
// do not all start. A thread that cannot start (a process limit, a memory limit on the stacks)
// is not a hang and not a crash: the command goes on with the threads that did start, after a
// warning; a batch with none goes on alone, on the calling thread.
#pragma once

#include <iostream>
#include <string>

namespace sudoku::cli {

// "sudoku: warning: only 974 of 1000 threads started (Resource temporarily unavailable):
// going on with 974" when some did not start; nothing when all did.
inline void warn_of_fewer_threads(int started, int wanted, const std::string& failure) {
  if (started == wanted) return;
  std::cerr << "sudoku: warning: only " << started << " of " << wanted << " threads started ("
            << failure << "): going on with " << started << '\n';
}

// "sudoku: warning: no thread of 4 started (Resource temporarily unavailable): going on with
// one", for a batch that then runs on the calling thread.
inline void warn_of_no_threads(int wanted, const std::string& failure) {
  std::cerr << "sudoku: warning: no thread of " << wanted << " started (" << failure
            << "): going on with one\n";
}

}  // namespace sudoku::cli
