// Starting the worker threads of `-j N`. A thread that cannot start (a process limit, a memory
// limit on the stacks) is not a hang and not a crash: the command goes on with the threads
// that did start, after a warning, and fails with a message only when none did.
#pragma once

#include <iostream>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "cli/cli.hpp"

namespace sudoku::cli {

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

// After start_threads: nothing when every thread started; with some, the warning on stderr
// "sudoku: warning: only 974 of 1000 threads started (Resource temporarily unavailable):
// going on with 974"; with none, CommandError (exit status 2).
inline void report_threads(int started, int wanted, const std::string& failure) {
  if (started == wanted) return;
  if (started == 0) {
    throw CommandError("cannot start a worker thread (" + failure +
                           "): lower -j, or raise the process or memory limit",
                       2);
  }
  std::cerr << "sudoku: warning: only " << started << " of " << wanted << " threads started ("
            << failure << "): going on with " << started << '\n';
}

}  // namespace sudoku::cli
