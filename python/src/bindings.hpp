// The Python module `sudokit._sudokit`: what each binding file adds to it, and the conversions of
// arguments they share (names of variants, engines and formats; thread counts).
//
// One file per concern, as in src/: errors (the exception classes), puzzle (Puzzle, Cage, reading
// and writing text), solve (solve, count, check), logic (explain, hint, rate), generate, and
// batch (the NumPy batch functions that release the GIL and use threads). The Python package
// (python/sudokit/__init__.py) re-exports all of it with __version__ and a few helpers.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include <pybind11/pybind11.h>

#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::python {

namespace py = pybind11;

void bind_errors(py::module_& module);
void bind_puzzle(py::module_& module);
void bind_solve(py::module_& module);
void bind_logic(py::module_& module);
void bind_generate(py::module_& module);
void bind_batch(py::module_& module);

// "classic", "x", "killer+jigsaw", … (parse_variant's spellings); ValueError otherwise.
Variant variant_argument(std::string_view name);
std::optional<Variant> optional_variant_argument(const std::optional<std::string>& name);
// "auto", "classic9", "general", "backtrack", "cdcl", "lcg"; ValueError otherwise.
Algorithm algorithm_argument(std::string_view name);
// "grid", "line", "pretty", "json"; ValueError otherwise.
Format format_argument(std::string_view name);
// The options of one solve: max_solutions (0: all), engine, the node and time budgets (seconds,
// 0: none) and the random seed of the engines that draw (SolveOptions::seed). ValueError for a
// negative budget, or a seed outside 0 to kMostSeed (the range of the command's --seed).
SolveOptions solve_options(std::uint64_t max_solutions, std::string_view algorithm,
                           std::uint64_t node_limit, double time_limit, std::int64_t seed = 0);
// A thread count: 0 means one per core. ValueError outside 0 to kMaxThreads (the range of the
// command's --jobs).
inline constexpr int kMaxThreads = 1024;
int thread_count(int threads);
// The command's rule for a line of a batch: one longer than kMaxLineBytes is no puzzle, an
// InputError at the column past the limit ("line too long: more than 65536 bytes, longer than
// any puzzle line"), found before any reader copies or splits it.
void check_line_length(std::string_view line, const std::string& source, int line_number);
// A library message that advises the command's flags (--max-attempts), said with generate()'s
// keyword arguments instead (max_attempts).
std::string in_python_words(std::string message);
// A rating in tenths as Sudoku Explainer writes it: 42 -> 4.2.
inline double score_of(int tenths) { return tenths / 10.0; }

}  // namespace sudoku::python

namespace sudoku::python {

// Runs work(begin, end) over [0, count) in ranges of at most `chunk` indices, on `threads`
// threads (at most one per range), without the GIL. The calling thread holds the GIL and waits,
// checking for signals every 50 ms: Ctrl+C stops the handing out of ranges, sets `*cancel`
// (when given: the SolveOptions::stop or GenerateOptions::stop of the work, so that a long
// search in a range ends too) and raises KeyboardInterrupt once the ranges have returned.
// The first exception a range throws stops the run and is raised again here. `progress`, when
// a callable, is called as progress(done, total) with the GIL on the calling thread whenever
// more rows are done (at most every 50 ms), and once with (total, total) at the end; what it
// raises stops the run as Ctrl+C does and is raised.
void parallel_for(std::size_t count, int threads, std::size_t chunk,
                  const std::function<void(std::size_t begin, std::size_t end)>& work,
                  std::atomic<bool>* cancel = nullptr, py::handle progress = {});

// solve(), stopped by Ctrl+C (KeyboardInterrupt). A first run on the calling thread, without
// the GIL, within kInlineNodes nodes answers most puzzles at no extra cost; a longer search
// starts again on a thread of its own (parallel_for) while the calling thread watches for
// signals, with what is left of the time budget.
inline constexpr std::uint64_t kInlineNodes = std::uint64_t{1} << 16;
SolveResult solve_interruptibly(const Puzzle& puzzle, SolveOptions options);

}  // namespace sudoku::python

namespace sudoku::python {

// `sudoku rate --json` for one puzzle: the engine counts its solutions to 2 first; none or
// several end the rating, one lets the logic use the uniqueness techniques. Needs no GIL.
struct PuzzleRating {
  std::string status;  // "solved", "stalled", "no_solution", "not_unique"
  Rating rating;
  int empty_cells = 0;  // when stalled
  int top_rating = 0;   // a stalled puzzle scores more than this
};
PuzzleRating rate_puzzle(const Puzzle& puzzle);

}  // namespace sudoku::python
