// How the command prints what a solve found: one block of text per puzzle.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "cli/cli.hpp"

namespace sudoku::cli {

// Throws CommandError (exit 2, "cannot write to standard output: REASON") when a write to
// standard output has failed: a full disk, a closed stdout, a reader that went away while
// SIGPIPE is ignored. Called after each answer of a stream, and once at the end.
void check_output();

// Writes whole answers to standard output (and their messages to stderr, first) under one
// lock, so that an interrupt lands between two answers, never inside one.
void write_answer(std::string_view output, std::string_view errors = {});

// Holds standard output for an answer written piece by piece (explain's steps, check's
// lines): an interrupt waits until it is released.
std::unique_lock<std::timed_mutex> hold_output();

// From now on SIGINT and SIGTERM (unless they were ignored when the command started) end the
// process at once, but between two answers: what write_answer wrote is flushed whole, and the
// process ends by that signal (status 128 + its number, 130 for Ctrl+C). Call before any
// thread starts.
void end_cleanly_on_interrupt();

// The mark printed in place of a solution.
inline constexpr const char* kNoSolutionMark = "(no solution)";
inline constexpr const char* kBudgetSpentMark = "(budget spent)";
inline constexpr const char* kInvalidMark = "(invalid)";

// The text for one solved (or unsolvable) puzzle, ending with '\n'.
//   solve:  the solution in `format`, or a mark
//   count:  the number of solutions, with a '+' when the limit stopped the count
// `line_number` is given in JSON output for batches.
std::string render_result(const SolveResult& result, const SolveSettings& settings, Format format,
                          std::optional<int> line_number);

// The text for a blank or comment line of a batch: the line itself, or in JSON an object
// {"line":N,"status":"skipped"} so that the output stays one JSON object per line.
std::string render_skipped(const std::string& line, Format format, int line_number);

// A puzzle itself in `format`, ending with '\n': line and grid in the forms read_puzzle reads
// back (to_puzzle_line, to_puzzle_text), the pretty table, or one JSON object.
std::string render_puzzle(const Puzzle& puzzle, Format format);

// The text for a puzzle whose givens clash, so that it has no solution: the no-solution mark
// (a count of 0), or in JSON {"status":"no_solution","conflict":MESSAGE} (with "count":0 and
// "limit_reached":false for a count).
std::string render_conflict(const GivensConflict& conflict, const SolveSettings& settings,
                            Format format, std::optional<int> line_number);

// The text for a puzzle that could not be read.
std::string render_invalid(const InputError& error, Format format, std::optional<int> line_number);

}  // namespace sudoku::cli
