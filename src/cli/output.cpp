// How the command prints results: solutions, counts, marks and JSON objects (see output.hpp).
#include "cli/output.hpp"

#include <pthread.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <mutex>
#include <system_error>
#include <thread>

#include <nlohmann/json.hpp>

namespace sudoku::cli {

namespace {

std::timed_mutex& answer_lock() {
  // Never destroyed: the watcher of interrupts may take it while the process exits.
  static std::timed_mutex* const lock = new std::timed_mutex;
  return *lock;
}

}  // namespace

std::unique_lock<std::timed_mutex> hold_output() { return std::unique_lock(answer_lock()); }

void write_answer(std::string_view output, std::string_view errors) {
  const std::lock_guard lock(answer_lock());
  if (!errors.empty()) {
    std::cout << std::flush;
    std::cerr << errors;
  }
  std::cout << output;
}

namespace {

// One thread waits for SIGINT and SIGTERM (blocked in every other thread).
void start_signal_thread(const sigset_t& signals) {
  std::thread([signals] {
    int number = 0;
    while (sigwait(&signals, &number) != 0) {
    }
    // Kept: no answer starts after this one. An answer being written gets a second; a write
    // that blocks (a reader that stopped reading) is cut by the alarm, which ends the process.
    alarm(3);
    if (answer_lock().try_lock_for(std::chrono::seconds(1))) std::cout.flush();
    // Ended by the signal itself, as the shell that sent it expects (a script's loop stops
    // on a child killed by SIGINT; the status is 128 + its number).
    std::signal(number, SIG_DFL);
    sigset_t just_this;
    sigemptyset(&just_this);
    sigaddset(&just_this, number);
    pthread_sigmask(SIG_UNBLOCK, &just_this, nullptr);
    std::raise(number);
    std::_Exit(128 + number);
  }).detach();
}

}  // namespace

void end_cleanly_on_interrupt() {
  sigset_t signals;
  sigemptyset(&signals);
  for (const int number : {SIGINT, SIGTERM}) {
    struct sigaction action {};
    // A signal ignored from the start stays ignored (a background job of a shell).
    if (sigaction(number, nullptr, &action) == 0 && action.sa_handler != SIG_IGN) {
      sigaddset(&signals, number);
    }
  }
  // Blocked here, and so in every thread started later; one thread waits for them.
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  try {
    start_signal_thread(signals);
  } catch (const std::system_error&) {
    // No thread to spare (a process limit): the signals end the process as they would anyway.
    pthread_sigmask(SIG_UNBLOCK, &signals, nullptr);
  }
}

void check_output() {
  if (!std::cout.fail()) return;
  const int reason = errno;
  throw CommandError(std::string("cannot write to standard output: ") +
                         (reason != 0 ? std::strerror(reason) : "write failed"),
                     kExitBadInput);
}

namespace {

bool limit_reached(const SolveResult& result, const SolveSettings& settings) {
  return settings.limit != 0 && result.count >= settings.limit;
}

// "3" counted in full; "2+" stopped at --limit; "47+ (budget spent)" stopped by --node-limit
// or --time-limit after 47 solutions (exit status 1, as any puzzle the budget stopped).
std::string count_text(const SolveResult& result, const SolveSettings& settings) {
  if (result.status == SolveStatus::budget_spent) {
    return std::to_string(result.count) + "+ " + std::string(kBudgetSpentMark);
  }
  return std::to_string(result.count) + (limit_reached(result, settings) ? "+" : "");
}

std::string render_json(const SolveResult& result, const SolveSettings& settings,
                        std::optional<int> line_number) {
  nlohmann::ordered_json object;
  if (line_number) object["line"] = *line_number;
  object["status"] = status_name(result.status);
  if (settings.count) {
    object["count"] = result.count;
    object["limit_reached"] = limit_reached(result, settings);
  } else if (result.solution) {
    object["solution"] = to_line(*result.solution);
  }
  object["engine"] = algorithm_name(result.engine);
  object["nodes"] = result.stats.nodes;
  object["guesses"] = result.stats.guesses;
  object["microseconds"] = result.stats.microseconds;
  return object.dump() + '\n';
}

}  // namespace

std::string render_result(const SolveResult& result, const SolveSettings& settings, Format format,
                          std::optional<int> line_number) {
  if (format == Format::json) return render_json(result, settings, line_number);
  if (result.status == SolveStatus::budget_spent && !(settings.count && result.count > 0)) {
    return std::string(kBudgetSpentMark) + '\n';
  }
  if (settings.count) return count_text(result, settings) + '\n';
  if (!result.solution) return std::string(kNoSolutionMark) + '\n';
  return write(*result.solution, format);
}

std::string render_conflict(const GivensConflict& conflict, const SolveSettings& settings,
                            Format format, std::optional<int> line_number) {
  if (format == Format::json) {
    nlohmann::ordered_json object;
    if (line_number) object["line"] = *line_number;
    object["status"] = status_name(SolveStatus::no_solution);
    if (settings.count) {
      object["count"] = 0;
      object["limit_reached"] = false;
    }
    object["conflict"] = conflict.what();
    return object.dump() + '\n';
  }
  if (settings.count) return "0\n";
  return std::string(kNoSolutionMark) + '\n';
}

std::string render_puzzle(const Puzzle& puzzle, Format format) {
  switch (format) {
    case Format::line:
      return to_puzzle_line(puzzle) + "\n";
    case Format::grid:
      return to_puzzle_text(puzzle);
    case Format::pretty:
      return to_pretty(puzzle);
    case Format::json:
      return to_json(puzzle) + "\n";
    case Format::fpuzzles:
      return to_fpuzzles(puzzle) + "\n";
    case Format::url:
      return to_fpuzzles_link(puzzle) + "\n";
    case Format::sudocue:
    case Format::pointers:
      return write(puzzle, format);
  }
  return {};
}

std::string render_skipped(const std::string& line, Format format, int line_number) {
  if (format != Format::json) return line + '\n';
  const nlohmann::ordered_json object = {{"line", line_number}, {"status", "skipped"}};
  return object.dump() + '\n';
}

std::string render_invalid(const InputError& error, Format format, std::optional<int> line_number) {
  if (format != Format::json) return std::string(kInvalidMark) + '\n';
  nlohmann::ordered_json object;
  if (line_number) object["line"] = *line_number;
  object["status"] = "invalid";
  object["error"] = error.what();
  return object.dump() + '\n';
}

}  // namespace sudoku::cli
