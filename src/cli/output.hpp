// How the command prints what a solve found: one block of text per puzzle.
#pragma once

#include <optional>
#include <string>

#include "cli/cli.hpp"

namespace sudoku::cli {

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

// The text for a puzzle that could not be read.
std::string render_invalid(const InputError& error, Format format, std::optional<int> line_number);

}  // namespace sudoku::cli
