// Properties of solve() and its engines (src/solve/): every solution returned solves its
// puzzle (seed 004's prop_SolveSound), classic9 and backtrack agree, counting agrees with
// uniqueness, budgets and traces keep their promises.
//
// Backtrack's running time has a long tail on 9×9 puzzles with few givens, so it meets only
// puzzles with at least 25 (and a node budget, past which a puzzle is skipped); classic9
// meets them all.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "support/random_puzzles.hpp"

namespace sudoku::testing {
namespace {

// Puzzles per RapidCheck case in the cheaper properties: RapidCheck runs 100 cases of each.
constexpr int kPuzzlesPerCase = 20;

// Enough for almost every 9×9 puzzle backtrack meets here; the rare one beyond is skipped.
constexpr std::uint64_t kBacktrackNodeBudget = 3'000'000;

SolveOptions options_for(Algorithm algorithm, std::uint64_t max_solutions,
                         std::uint64_t node_limit = 0) {
  SolveOptions options;
  options.algorithm = algorithm;
  options.max_solutions = max_solutions;
  options.node_limit = node_limit;
  return options;
}

// A puzzle with a unique solution: the givens of a random grid taken away one by one in a
// random order, each kept only if taking it away would allow a second solution, until
// `target` givens are left or none can go.
PuzzleSample unique_puzzle(int target, std::uint64_t seed) {
  Random random(seed);
  PuzzleSample sample;
  sample.seed = seed;
  sample.clues = target;
  sample.cut_from = random_solution_grid(9, random);
  sample.puzzle = *sample.cut_from;
  for (int cell : random_permutation(81, random)) {
    if (sample.puzzle.given_count() <= target) break;
    Puzzle fewer = sample.puzzle;
    fewer.clear(cell);
    if (solve(fewer, options_for(Algorithm::classic9, 2)).count == 1) sample.puzzle = fewer;
  }
  return sample;
}

rc::Gen<PuzzleSample> gen_unique_puzzle() {
  return rc::gen::apply(unique_puzzle, gen_int(17, 39), gen_seed());
}

// A 9×9 puzzle of any kind with min_clues..81 givens asked for.
rc::Gen<PuzzleSample> gen_nine_by_nine(int min_clues) {
  return rc::gen::mapcat(
      rc::gen::element(SampleKind::cut, SampleKind::consistent_clues, SampleKind::altered),
      [min_clues](SampleKind kind) { return gen_sample(kind, 9, min_clues, 81); });
}

// The oracle's view of a solution: complete, no repeat, every given kept.
bool solves(const Puzzle& solution, const Puzzle& puzzle) {
  return solution.side() == puzzle.side() && solution.is_complete() &&
         !brute_force_repeats_a_digit(solution) && keeps_givens(solution, puzzle);
}

// ---- soundness (seed 004's prop_SolveSound) -----------------------------------------------------

RC_GTEST_PROP(SolveProperty, SolvesEveryNineByNinePuzzleCutFromAGrid, ()) {
  for (int i = 0; i < 4 * kPuzzlesPerCase; ++i) {
    const PuzzleSample sample = *gen_cut_puzzle(9, 0, 81);
    const SolveResult result = solve(sample.puzzle);
    RC_ASSERT(result.engine == Algorithm::classic9);
    RC_ASSERT(result.status == SolveStatus::solved);
    RC_ASSERT(result.count == 1U);
    RC_ASSERT(result.solution.has_value());
    RC_ASSERT(is_solution_of(*result.solution, sample.puzzle));
    RC_ASSERT(solves(*result.solution, sample.puzzle));
  }
}

RC_GTEST_PROP(SolveProperty, ReturnsOnlySolutionsThatSolveThePuzzle, ()) {
  for (int i = 0; i < kPuzzlesPerCase; ++i) {
    const PuzzleSample sample = *gen_nine_by_nine(0);
    // Count all solutions only where there are few enough to count.
    const std::uint64_t max_solutions = sample.puzzle.given_count() >= 35
                                            ? static_cast<std::uint64_t>(*gen_int(0, 3))
                                            : static_cast<std::uint64_t>(*gen_int(1, 3));
    const SolveResult result =
        solve(sample.puzzle, options_for(Algorithm::automatic, max_solutions));
    RC_ASSERT(result.status != SolveStatus::budget_spent);
    RC_ASSERT(result.solution.has_value() == (result.status == SolveStatus::solved));
    RC_ASSERT(result.solution.has_value() == (result.count > 0));
    if (max_solutions != 0) RC_ASSERT(result.count <= max_solutions);
    if (result.solution) {
      RC_ASSERT(is_solution_of(*result.solution, sample.puzzle));
      RC_ASSERT(solves(*result.solution, sample.puzzle));
    }
    if (sample.cut_from) RC_ASSERT(result.status == SolveStatus::solved);
  }
}

RC_GTEST_PROP(SolveProperty, SolvesPuzzlesOfOtherSidesWithBacktrackAndTheAutomaticEngine, ()) {
  for (int i = 0; i < kPuzzlesPerCase; ++i) {
    const int side = *gen_side({4, 5, 6, 7, 8});
    // Backtrack fills 7×7 and 8×8 grids from nothing at once, but sparse givens can send it on a
    // long search there: those sides get none or at least half the cells.
    const int min_clues = side >= 7 ? side * side / 2 : 0;
    const int clues =
        *rc::gen::weightedOneOf<int>({{1, rc::gen::just(0)}, {4, gen_int(min_clues, side * side)}});
    const PuzzleSample sample = make_sample(SampleKind::cut, side, clues, *gen_seed());
    for (const Algorithm asked : {Algorithm::backtrack, Algorithm::automatic}) {
      SolveOptions options = options_for(asked, 1, kBacktrackNodeBudget);
      const SolveResult result = solve(sample.puzzle, options);
      // auto picks the general engine for every side but 9.
      RC_ASSERT(result.engine ==
                (asked == Algorithm::backtrack ? Algorithm::backtrack : Algorithm::general));
      // The rare long search of backtrack; general always finishes on these sides.
      if (asked == Algorithm::backtrack && result.status == SolveStatus::budget_spent) continue;
      RC_ASSERT(result.status == SolveStatus::solved);
      RC_ASSERT(result.solution.has_value());
      RC_ASSERT(is_solution_of(*result.solution, sample.puzzle));
      RC_ASSERT(solves(*result.solution, sample.puzzle));
    }
  }
}

// ---- classic9 and backtrack agree ---------------------------------------------------------------

// Both engines on one 9×9 puzzle, counting to `max_solutions`. A puzzle on which backtrack
// runs out of its budget is skipped.
void check_engines_agree(const PuzzleSample& sample, std::uint64_t max_solutions) {
  const SolveResult reference =
      solve(sample.puzzle, options_for(Algorithm::backtrack, max_solutions, kBacktrackNodeBudget));
  if (reference.status == SolveStatus::budget_spent) return;  // the rare very long search
  const SolveResult fast = solve(sample.puzzle, options_for(Algorithm::classic9, max_solutions));
  RC_ASSERT(fast.status == reference.status);
  RC_ASSERT(fast.count == reference.count);
  RC_ASSERT(fast.solution.has_value() == reference.solution.has_value());
  if (fast.solution) {
    RC_ASSERT(is_solution_of(*fast.solution, sample.puzzle));
    RC_ASSERT(is_solution_of(*reference.solution, sample.puzzle));
    // A unique solution is the same whoever finds it.
    if (reference.count == 1 && max_solutions != 1) RC_ASSERT(fast.solution == reference.solution);
  }
}

RC_GTEST_PROP(SolveProperty, Classic9AndBacktrackAgreeOnPuzzlesCutFromAGrid, ()) {
  for (int i = 0; i < kPuzzlesPerCase; ++i) check_engines_agree(*gen_cut_puzzle(9, 25, 81), 2);
}

RC_GTEST_PROP(SolveProperty, Classic9AndBacktrackAgreeOnPuzzlesWithOneGivenChanged, ()) {
  for (int i = 0; i < kPuzzlesPerCase; ++i) {
    check_engines_agree(*gen_sample(SampleKind::altered, 9, 25, 81), 2);
  }
}

RC_GTEST_PROP(SolveProperty, Classic9AndBacktrackAgreeOnRandomGivensThatRepeatNoDigit, ()) {
  // Mostly without a solution, yet no digit repeats: only search tells.
  for (int i = 0; i < kPuzzlesPerCase; ++i) {
    check_engines_agree(*gen_sample(SampleKind::consistent_clues, 9, 28, 81), 2);
  }
}

RC_GTEST_PROP(SolveProperty, Classic9AndBacktrackAgreeOnUniquePuzzles, ()) {
  for (int i = 0; i < 2; ++i) {
    check_engines_agree(*rc::gen::apply(unique_puzzle, gen_int(25, 39), gen_seed()), 2);
  }
}

RC_GTEST_PROP(SolveProperty, Classic9AndBacktrackCountAllSolutionsAlike, ()) {
  for (int i = 0; i < kPuzzlesPerCase; ++i) check_engines_agree(*gen_nine_by_nine(40), 0);
}

// ---- counting and uniqueness --------------------------------------------------------------------

// Counting to 2 gives 1 exactly when no blank cell can hold another digit than the first
// solution's in any solution: a second solution would differ from the first somewhere.
RC_GTEST_PROP(SolveProperty, CountsOneExactlyWhenNoBlankCanHoldAnotherDigit, ()) {
  for (int i = 0; i < 3; ++i) {
    const PuzzleSample sample = *rc::gen::weightedOneOf<PuzzleSample>(
        {{1, gen_unique_puzzle()}, {1, gen_cut_puzzle(9, 20, 60)}});
    const SolveResult result = solve(sample.puzzle, options_for(Algorithm::automatic, 2));
    RC_ASSERT(result.status == SolveStatus::solved);
    const Puzzle& first = *result.solution;
    std::optional<Puzzle> second;
    for (int cell = 0; cell < 81 && !second; ++cell) {
      if (sample.puzzle.at(cell) != kBlank) continue;
      for (int digit = 1; digit <= 9 && !second; ++digit) {
        if (digit == first.at(cell)) continue;
        Puzzle other = sample.puzzle;
        other.set(cell, static_cast<Digit>(digit));
        second = solve(other).solution;
      }
    }
    RC_ASSERT((result.count == 1) == !second.has_value());
    if (second) {
      RC_ASSERT(is_solution_of(*second, sample.puzzle));
      RC_ASSERT(*second != first);
    }
    if (result.count == 1) RC_ASSERT(first == *sample.cut_from);
  }
}

RC_GTEST_PROP(SolveProperty, CountsToAnyLimitAsTheFullCountAllows, ()) {
  for (int i = 0; i < kPuzzlesPerCase; ++i) {
    const int side = *gen_side({4, 6});
    const PuzzleSample sample = *gen_cut_puzzle(side, side == 4 ? 0 : 14, side * side);
    const std::uint64_t total = solve(sample.puzzle, options_for(Algorithm::automatic, 0)).count;
    const auto limit = static_cast<std::uint64_t>(*gen_int(1, 5));
    const SolveResult limited = solve(sample.puzzle, options_for(Algorithm::automatic, limit));
    RC_ASSERT(limited.count == std::min(limit, total));
    RC_ASSERT(total == brute_force_count(sample.puzzle));
  }
}

// ---- budget, determinism and trace --------------------------------------------------------------

RC_GTEST_PROP(SolveProperty, ABudgetEitherChangesNothingOrIsSpent, ()) {
  for (int i = 0; i < kPuzzlesPerCase; ++i) {
    const auto algorithm = *rc::gen::element(Algorithm::backtrack, Algorithm::classic9);
    const PuzzleSample sample = *gen_nine_by_nine(algorithm == Algorithm::backtrack ? 30 : 0);
    const SolveResult free = solve(sample.puzzle, options_for(algorithm, 2, kBacktrackNodeBudget));
    if (free.status == SolveStatus::budget_spent) continue;  // the rare long search
    const auto node_limit = static_cast<std::uint64_t>(*gen_int(1, 199));
    const SolveResult limited = solve(sample.puzzle, options_for(algorithm, 2, node_limit));
    RC_ASSERT(limited.stats.nodes <= node_limit + 1);
    if (limited.status == SolveStatus::budget_spent) {
      RC_ASSERT(limited.count <= free.count);
      RC_ASSERT(free.stats.nodes > node_limit);
      if (limited.solution) RC_ASSERT(is_solution_of(*limited.solution, sample.puzzle));
    } else {
      RC_ASSERT(limited.status == free.status);
      RC_ASSERT(limited.count == free.count);
      RC_ASSERT(limited.solution == free.solution);
      RC_ASSERT(limited.stats.nodes == free.stats.nodes);
    }
  }
}

RC_GTEST_PROP(SolveProperty, GivesTheSameAnswerEveryTime, ()) {
  const PuzzleSample sample = *gen_nine_by_nine(0);
  const SolveResult first = solve(sample.puzzle, options_for(Algorithm::classic9, 2));
  const SolveResult second = solve(sample.puzzle, options_for(Algorithm::classic9, 2));
  RC_ASSERT(first.status == second.status);
  RC_ASSERT(first.count == second.count);
  RC_ASSERT(first.solution == second.solution);
  RC_ASSERT(first.stats.nodes == second.stats.nodes);
  RC_ASSERT(first.stats.guesses == second.stats.guesses);
}

RC_GTEST_PROP(SolveProperty, Classic9TraceReplayedOnThePuzzleIsLegalAndEndsOnTheSolution, ()) {
  for (int i = 0; i < kPuzzlesPerCase; ++i) {
    const PuzzleSample sample = *gen_nine_by_nine(0);
    const auto max_solutions = static_cast<std::uint64_t>(*gen_int(1, 2));
    const TraceReplay replay =
        replay_trace(sample.puzzle, options_for(Algorithm::classic9, max_solutions));
    const SolveResult plain = solve(sample.puzzle, options_for(Algorithm::classic9, max_solutions));
    RC_ASSERT(replay.problem.empty());
    RC_ASSERT(replay.result.status == plain.status);
    RC_ASSERT(replay.result.count == plain.count);
    RC_ASSERT(replay.result.solution == plain.solution);
    std::uint64_t guesses = 0;
    for (const TraceEvent& event : replay.events) {
      RC_ASSERT(sample.puzzle.at(event.cell) == kBlank);
      guesses += event.kind == TraceEvent::Kind::guess;
    }
    RC_ASSERT(guesses == replay.result.stats.guesses);
    // Searching for one solution stops on it, so the board replayed is that solution.
    if (max_solutions == 1 && plain.solution && !sample.puzzle.is_complete()) {
      RC_ASSERT(replay.board == *plain.solution);
    }
  }
}

}  // namespace
}  // namespace sudoku::testing
