// `sudoku solve` and `sudoku count` (and plain `sudoku FILE`): one puzzle or a batch.
//
// A puzzle whose givens clash (a digit twice in a house) is written right but has no
// solution: it prints "(no solution)" (a count of 0) and exits 1 like any puzzle without one,
// with the clash named on stderr (`impossible.sud:5:4: digit 1 already in box 5 (r4c5)`).
// Text that is not a puzzle (bad symbols, wrong lengths) is bad input: exit 2.
#include <chrono>
#include <iostream>
#include <optional>

#include <fmt/format.h>

#include "cli/batch.hpp"
#include "cli/cli.hpp"
#include "cli/output.hpp"

namespace sudoku::cli {
namespace {

// `threads`: what one count may use (a grid file holds one puzzle, and -j's threads are its own;
// a batch keeps them busy with one puzzle each).
SolveOptions solve_options(const SolveSettings& settings, int threads) {
  SolveOptions options;
  options.threads = threads;
  options.seed = settings.seed;
  options.algorithm = settings.algorithm;
  options.max_solutions = settings.count ? settings.limit : 1;
  options.node_limit = settings.node_limit;
  options.time_limit =
      std::chrono::microseconds(static_cast<std::int64_t>(settings.time_limit_seconds * 1e6));
  options.measure_time = true;  // --stats and the JSON output report it
  return options;
}

// Solves one read puzzle, tallies it, and returns its output.
std::string solve_and_render(const Puzzle& puzzle, const SolveSettings& settings, Format format,
                             std::optional<int> line_number, Tally& tally, int threads = 1) {
  const SolveResult result = solve(puzzle, solve_options(settings, threads));
  tally.solve_nanoseconds += result.stats.nanoseconds;
  switch (result.status) {
    case SolveStatus::solved:
      ++tally.solved;
      break;
    case SolveStatus::no_solution:
      ++tally.no_solution;
      break;
    case SolveStatus::budget_spent:
      ++tally.budget_spent;
      break;
  }
  return render_result(result, settings, format, line_number);
}

void print_stats(const Tally& tally) {
  const double seconds = static_cast<double>(tally.solve_nanoseconds) / 1e9;
  const double rate = static_cast<double>(tally.puzzles) / std::max(seconds, 1e-6);
  std::string line = fmt::format("{} puzzles, {} solved, {} no solution, {} invalid", tally.puzzles,
                                 tally.solved, tally.no_solution, tally.invalid);
  if (tally.budget_spent != 0) line += fmt::format(", {} budget spent", tally.budget_spent);
  line += fmt::format(", {:.3f} s, {:.0f} puzzles/s", seconds, rate);
  std::cout << std::flush;
  std::cerr << line << '\n';
}

// The exit status of a whole run: the worst of its puzzles.
int exit_status(const Tally& tally) {
  if (tally.invalid != 0) return kExitBadInput;
  if (tally.no_solution != 0 || tally.budget_spent != 0) return kExitNo;
  return kExitDone;
}

// The engine asked for must handle the puzzle; the place named is where the puzzle starts.
void require_engine_fits(const Puzzle& puzzle, const SolveSettings& settings,
                         const std::string& source, int line) {
  if (settings.algorithm == Algorithm::classic9 && pick_engine(puzzle) != Algorithm::classic9) {
    throw InputError(
        source, line, 1,
        fmt::format("the classic9 engine solves plain 9×9 puzzles only, this one is {}×{}{}",
                    puzzle.side(), puzzle.side(),
                    variant_of(puzzle) == Variant{} ? "" : " " + variant_name(variant_of(puzzle))));
  }
}

Tally solve_grid(InputSource& input, const SolveSettings& settings) {
  Tally tally;
  tally.puzzles = 1;
  const Format format = settings.format.value_or(Format::grid);
  std::optional<Puzzle> puzzle;
  try {
    puzzle = input.read_puzzle(Validation::full, settings.variant);
  } catch (const GivensConflict& conflict) {
    // Written right, but two givens clash: no solution, and the clash named on stderr.
    ++tally.no_solution;
    write_answer(render_conflict(conflict, settings, format, std::nullopt),
                 std::string(conflict.what()) + '\n');
    return tally;
  }
  require_engine_fits(*puzzle, settings, input.name(), 1);
  write_answer(solve_and_render(*puzzle, settings, format, std::nullopt, tally, settings.threads));
  return tally;
}

Tally solve_lines(InputSource& input, const SolveSettings& settings) {
  const Format format = settings.format.value_or(Format::line);
  const std::string source = input.name();
  const Variant variant = input.variant(settings.variant);
  return run_batch(input, settings.threads,
                   puzzle_lines(
                       source, variant, format,
                       [&](const Puzzle& puzzle, const BatchItem& item, Tally& tally) {
                         require_engine_fits(puzzle, settings, source, item.line_number);
                         return solve_and_render(puzzle, settings, format, item.line_number, tally,
                                                 item.threads);
                       },
                       [&](const GivensConflict& conflict, int line_number, Tally& tally) {
                         ++tally.no_solution;
                         return render_conflict(conflict, settings, format, line_number);
                       }));
}

}  // namespace

int run_solve(const SolveSettings& settings) {
  InputSource input(settings.input);
  Tally tally;
  try {
    tally = input.shape() == InputShape::grid ? solve_grid(input, settings)
                                              : solve_lines(input, settings);
  } catch (const InputError& error) {
    throw CommandError(error);
  }
  if (settings.stats) print_stats(tally);
  return exit_status(tally);
}

}  // namespace sudoku::cli
