// Properties of the backtrack engine (src/solve/backtrack.cpp) against brute force: on 4×4
// grids every one of the 288 grids is tried, on 6×6 a separate plain search counts.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <vector>

#include "support/random_puzzles.hpp"

namespace sudoku::testing {
namespace {

SolveOptions backtrack_options(std::uint64_t max_solutions) {
  SolveOptions options;
  options.algorithm = Algorithm::backtrack;
  options.max_solutions = max_solutions;
  return options;
}

rc::Gen<PuzzleSample> gen_small_puzzle(int side, int min_clues) {
  return rc::gen::mapcat(
      rc::gen::element(SampleKind::cut, SampleKind::consistent_clues, SampleKind::altered),
      [side, min_clues](SampleKind kind) {
        return gen_sample(kind, side, min_clues, side * side);
      });
}

RC_GTEST_PROP(BacktrackProperty, CountsEveryFourByFourPuzzleLikeBruteForce, ()) {
  const PuzzleSample sample = *gen_small_puzzle(4, 0);
  const std::vector<Puzzle> expected = brute_force_4x4_solutions(sample.puzzle);
  const SolveResult result = solve(sample.puzzle, backtrack_options(0));
  RC_ASSERT(result.count == expected.size());
  RC_ASSERT(result.status == (expected.empty() ? SolveStatus::no_solution : SolveStatus::solved));
  if (!expected.empty()) {
    // Cells in reading order, digits upwards: the smallest grid comes first.
    RC_ASSERT(result.solution == std::optional<Puzzle>(expected.front()));
  }
}

RC_GTEST_PROP(BacktrackProperty, StopsCountingAtMaxSolutions, ()) {
  const PuzzleSample sample = *gen_small_puzzle(4, 0);
  const auto limit = static_cast<std::uint64_t>(*gen_int(1, 5));
  const std::uint64_t total = brute_force_4x4_solutions(sample.puzzle).size();
  const SolveResult result = solve(sample.puzzle, backtrack_options(limit));
  RC_ASSERT(result.count == std::min(limit, total));
  RC_ASSERT(result.solution.has_value() == (total > 0));
}

RC_GTEST_PROP(BacktrackProperty, CountsSixBySixPuzzlesLikeAPlainSearch, ()) {
  const PuzzleSample sample = *rc::gen::mapcat(
      rc::gen::element(SampleKind::cut, SampleKind::consistent_clues, SampleKind::altered),
      [](SampleKind kind) { return gen_sample(kind, 6, 12, 36); });
  const std::uint64_t expected = brute_force_count(sample.puzzle);
  const SolveResult result = solve(sample.puzzle, backtrack_options(0));
  RC_ASSERT(result.count == expected);
  if (sample.cut_from) RC_ASSERT(expected >= 1U);
}

RC_GTEST_PROP(BacktrackProperty, KeepsBothDiagonalsOfAFourByFourX, ()) {
  const PuzzleSample sample = *gen_small_puzzle(4, 0);
  Puzzle puzzle = sample.puzzle;
  puzzle.add_constraint(ExtraHouse{"main diagonal", {0, 5, 10, 15}});
  puzzle.add_constraint(ExtraHouse{"anti-diagonal", {3, 6, 9, 12}});
  const std::vector<Puzzle> expected = brute_force_4x4_solutions(puzzle);
  const TraceReplay replay = replay_trace(puzzle, backtrack_options(0));
  RC_ASSERT(replay.problem.empty());
  RC_ASSERT(replay.result.count == expected.size());
  RC_PRE(!puzzle.is_complete());  // a complete puzzle is checked, not written: no trace
  RC_ASSERT(replay.complete_boards.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    RC_ASSERT(replay.complete_boards[i].cells() == expected[i].cells());
    RC_ASSERT(keeps_constraints(replay.complete_boards[i], puzzle));
  }
  if (replay.result.solution) RC_ASSERT(is_solution_of(*replay.result.solution, puzzle));
}

RC_GTEST_PROP(BacktrackProperty, KeepsRandomCagesOfAFourByFour, ()) {
  const PuzzleSample sample = *gen_small_puzzle(4, 0);
  Puzzle puzzle = sample.puzzle;
  Random random(*gen_seed());
  const int cages = 1 + random_below(random, 3);
  for (int i = 0; i < cages; ++i) {
    std::vector<int> cells = random_permutation(16, random);
    cells.resize(static_cast<std::size_t>(2 + random_below(random, 3)));
    const int size = static_cast<int>(cells.size());
    const int sum = size * (size + 1) / 2 + random_below(random, 2 * size);
    puzzle.add_constraint(Cage{cells, sum});
  }
  const std::vector<Puzzle> expected = brute_force_4x4_solutions(puzzle);
  const SolveResult result = solve(puzzle, backtrack_options(0));
  RC_ASSERT(result.count == expected.size());
  if (!expected.empty()) {
    RC_ASSERT(result.solution.has_value());
    RC_ASSERT(result.solution->cells() == expected.front().cells());
    RC_ASSERT(is_solution_of(*result.solution, puzzle));
  }
}

RC_GTEST_PROP(BacktrackProperty, TraceReplayedOnThePuzzleIsLegalAndEndsOnTheSolution, ()) {
  const int side = *gen_side({4, 6, 9});
  const PuzzleSample sample = *gen_cut_puzzle(side, side == 9 ? 35 : 0, side * side);
  const TraceReplay replay = replay_trace(sample.puzzle, backtrack_options(1));
  RC_ASSERT(replay.problem.empty());
  RC_ASSERT(replay.result.solution.has_value());
  RC_ASSERT(replay.board == *replay.result.solution);
  // The solution is met once on the way, unless the puzzle was complete already.
  RC_ASSERT(replay.complete_boards.size() == (sample.puzzle.is_complete() ? 0U : 1U));
  std::uint64_t guesses = 0;
  for (const TraceEvent& event : replay.events) {
    RC_ASSERT(sample.puzzle.at(event.cell) == kBlank);
    guesses += event.kind == TraceEvent::Kind::guess;
  }
  RC_ASSERT(guesses == replay.result.stats.guesses);
}

RC_GTEST_PROP(BacktrackProperty, TraceOfACompleteCountTakesEveryDigitBack, ()) {
  const PuzzleSample sample = *gen_small_puzzle(4, 0);
  const TraceReplay replay = replay_trace(sample.puzzle, backtrack_options(0));
  RC_ASSERT(replay.problem.empty());
  RC_ASSERT(replay.board == sample.puzzle);
  if (!sample.puzzle.is_complete()) RC_ASSERT(replay.complete_boards.size() == replay.result.count);
}

}  // namespace
}  // namespace sudoku::testing
