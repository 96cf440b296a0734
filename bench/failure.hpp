// How sudoku_bench stops early: a Failure carries the exit status and a message for a person.
// It is thrown, so the stack unwinds (and the scratch directory is removed) before main prints
// the message and returns the status: 1 a wrong answer or count, 2 bad usage, missing data or
// unreadable input.
#pragma once

#include <string>

namespace sudoku::bench {

struct Failure {
  int exit_status;
  std::string message;
};

[[noreturn]] inline void fail_usage(const std::string& message) { throw Failure{2, message}; }

}  // namespace sudoku::bench
