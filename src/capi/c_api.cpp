// The C interface (sudoku/sudoku.h): a few functions over strings, for any language that can
// call C. Each reads the puzzle text with the library's reader, calls the C++ function the
// command would call, and turns what it throws into a status and a message kept per thread, so
// that no C++ exception ever crosses into the caller.
#include "sudoku/sudoku.h"

#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <string_view>

#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace {

thread_local std::string last_error;

int fail(int status, std::string message) {
  last_error = std::move(message);
  return status;
}

// Runs `body` (which returns a status) with the error cleared first, and every exception
// turned into a status and its message.
template <typename Body>
int guarded(const char* puzzle, Body body) noexcept {
  try {
    last_error.clear();
    if (puzzle == nullptr) return fail(SUDOKU_BAD_ARGUMENT, "the puzzle is a null pointer");
    return body(sudoku::read_puzzle(std::string_view(puzzle), "puzzle"));
  } catch (const sudoku::GivensConflict& conflict) {
    return fail(SUDOKU_NO_SOLUTION, conflict.what());
  } catch (const sudoku::InputError& error) {
    return fail(SUDOKU_BAD_INPUT, error.what());
  } catch (const std::bad_alloc&) {
    return fail(SUDOKU_FAILED, "out of memory");
  } catch (const std::exception& error) {
    return fail(SUDOKU_FAILED, error.what());
  } catch (...) {
    return fail(SUDOKU_FAILED, "an unknown error");
  }
}

}  // namespace

extern "C" {

const char* sudoku_status_name(int status) {
  switch (status) {
    case SUDOKU_OK:
      return "ok";
    case SUDOKU_NO_SOLUTION:
      return "no_solution";
    case SUDOKU_NOT_UNIQUE:
      return "not_unique";
    case SUDOKU_BUDGET_SPENT:
      return "budget_spent";
    case SUDOKU_BAD_INPUT:
      return "bad_input";
    case SUDOKU_BUFFER_TOO_SMALL:
      return "buffer_too_small";
    case SUDOKU_BAD_ARGUMENT:
      return "bad_argument";
    case SUDOKU_FAILED:
      return "failed";
    default:
      return "unknown";
  }
}

const char* sudoku_version(void) { return SUDOKU_VERSION; }

const char* sudoku_last_error(void) { return last_error.c_str(); }

int sudoku_solve(const char* puzzle, uint64_t node_limit, char* solution, size_t size) {
  return guarded(puzzle, [&](const sudoku::Puzzle& read) {
    if (solution == nullptr) return fail(SUDOKU_BAD_ARGUMENT, "the solution is a null pointer");
    sudoku::SolveOptions options;
    options.node_limit = node_limit;
    const sudoku::SolveResult result = sudoku::solve(read, options);
    if (result.status == sudoku::SolveStatus::budget_spent) {
      return fail(SUDOKU_BUDGET_SPENT, "the node limit ran out before a solution was found");
    }
    if (!result.solution) return fail(SUDOKU_NO_SOLUTION, "the puzzle has no solution");
    const std::string line = sudoku::to_line(*result.solution);
    if (line.size() >= size) {
      return fail(SUDOKU_BUFFER_TOO_SMALL, "the solution needs " + std::to_string(line.size() + 1) +
                                               " bytes, not " + std::to_string(size));
    }
    std::memcpy(solution, line.c_str(), line.size() + 1);
    return static_cast<int>(SUDOKU_OK);
  });
}

int sudoku_count(const char* puzzle, uint64_t limit, uint64_t node_limit, uint64_t* count) {
  return guarded(puzzle, [&](const sudoku::Puzzle& read) {
    if (count == nullptr) return fail(SUDOKU_BAD_ARGUMENT, "the count is a null pointer");
    sudoku::SolveOptions options;
    options.max_solutions = limit;
    options.node_limit = node_limit;
    const sudoku::SolveResult result = sudoku::solve(read, options);
    *count = result.count;
    if (result.status == sudoku::SolveStatus::budget_spent) {
      return fail(SUDOKU_BUDGET_SPENT, "the node limit ran out before the count was done");
    }
    return static_cast<int>(SUDOKU_OK);
  });
}

int sudoku_rate(const char* puzzle, struct sudoku_rating* rating) {
  return guarded(puzzle, [&](const sudoku::Puzzle& read) {
    if (rating == nullptr) return fail(SUDOKU_BAD_ARGUMENT, "the rating is a null pointer");
    const sudoku::PuzzleRating rated = sudoku::rate(read);
    if (rated.solutions == 0U) return fail(SUDOKU_NO_SOLUTION, "the puzzle has no solution");
    if (!rated.rated()) {
      return fail(SUDOKU_NOT_UNIQUE,
                  "the puzzle has more than one solution: a rating is of a puzzle with one");
    }
    const bool stalled = rated.rating.status == sudoku::LogicStatus::stalled;
    rating->score = stalled ? rated.above : rated.rating.score;
    rating->stalled = stalled ? 1 : 0;
    rating->steps = rated.rating.steps;
    rating->empty_cells = rated.empty_cells;
    // Both names are string literals: their text ends with '\0'.
    rating->label = sudoku::difficulty_name(rated.rating.difficulty).data();
    rating->hardest =
        rated.rating.hardest ? sudoku::technique_name(*rated.rating.hardest).data() : "";
    return static_cast<int>(SUDOKU_OK);
  });
}

}  // extern "C"
