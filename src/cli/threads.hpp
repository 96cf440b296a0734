// Starting the worker threads of `-j N`. A thread that cannot start (a process limit, a memory
// limit on the stacks) is not a hang and not a crash: the command goes on with the threads
// that did start, after a warning; a batch with none goes on alone, on the calling thread.
#pragma once

#include <iostream>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace sudoku::cli {

// Not one thread of those wanted could start, for `reason`.
struct ThreadsRefused {
  std::string reason;
};

// Starts up to `wanted` threads running `body` into `threads` and returns how many started.
// When one fails to start, no more are tried, and `failure` says why.
template <typename Body>
int start_threads(std::vector<std::thread>& threads, int wanted, Body body, std::string* failure) {
  for (int started = 0; started < wanted; ++started) {
    try {
      threads.emplace_back(body);
    } catch (const std::system_error& error) {
      *failure = error.code().message();
      return started;
    }
  }
  return wanted;
}

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
