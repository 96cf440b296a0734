// Every engine that handles variants (backtrack, and general once it exists) on random
// puzzles of every variant — classic, X, Killer (with or without givens, some cells uncaged),
// jigsaw, Killer X, jigsaw X, Killer jigsaw — against the brute-force oracle of
// tests/support/random_variants.hpp on 4×4 and 6×6; on 9×9, solutions that keep every rule;
// general against classic9 on plain 9×9; and write-then-read for every variant and size.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "support/random_variants.hpp"

namespace sudoku::testing {
namespace {

// Past this many nodes backtrack's answer on a case is not judged (its row-major scan has a
// long tail on sparse puzzles); general always is.
constexpr std::uint64_t kBacktrackNodeBudget = 2'000'000;

// The engines that take every variant: backtrack, and general when the library has it.
std::vector<Algorithm> variant_engines() {
  std::vector<Algorithm> engines{Algorithm::backtrack};
  if (const auto general = parse_algorithm("general")) engines.push_back(*general);
  return engines;
}

// The fast engine for variants: general when the library has it, else nothing.
std::optional<Algorithm> general_engine() { return parse_algorithm("general"); }

SolveOptions options_for(Algorithm algorithm, std::uint64_t max_solutions) {
  SolveOptions options;
  options.algorithm = algorithm;
  options.max_solutions = max_solutions;
  if (algorithm == Algorithm::backtrack) options.node_limit = kBacktrackNodeBudget;
  return options;
}

// Half the time, the puzzle made (usually) unsolvable while breaking no rule on its face: a
// cage total moved by one within seed 001's bounds, or a given changed to a digit no peer holds.
Puzzle maybe_spoiled(const VariantSample& sample, int how, Random& random) {
  if (how == 0) return sample.puzzle;
  Puzzle spoiled(sample.puzzle.geometry(), sample.puzzle.cells());
  bool changed = false;
  for (const Constraint& constraint : sample.puzzle.constraints()) {
    Constraint copy = constraint;
    if (auto* cage = std::get_if<Cage>(&copy); cage != nullptr && !changed && how == 1 &&
                                               cage->cells.size() > 1 &&
                                               random_below(random, 3) == 0) {
      const int size = static_cast<int>(cage->cells.size());
      const int moved = cage->sum + (random_below(random, 2) == 0 ? -1 : 1);
      if (moved >= least_cage_total(size) && moved <= greatest_cage_total(spoiled.side(), size)) {
        cage->sum = moved;
        changed = true;
      }
    }
    spoiled.add_constraint(std::move(copy));
  }
  if (changed || how == 1) return spoiled;
  for (int cell : random_permutation(spoiled.cell_count(), random)) {
    if (spoiled.at(cell) == kBlank) continue;
    const Digit original = spoiled.at(cell);
    for (int digit = 1; digit <= spoiled.side(); ++digit) {
      if (digit == original) continue;
      spoiled.set(cell, static_cast<Digit>(digit));
      if (breaks_no_rule(spoiled) && !find_cage_conflict(spoiled)) return spoiled;
    }
    spoiled.set(cell, original);
  }
  return spoiled;
}

// Every engine counts `puzzle` to `limit` (0: all) as the oracle's `expected` says, and every
// solution it returns solves the puzzle.
void check_engines_count(const Puzzle& puzzle, std::uint64_t limit, std::uint64_t expected) {
  for (Algorithm engine : variant_engines()) {
    const SolveResult result = solve(puzzle, options_for(engine, limit));
    if (result.status == SolveStatus::budget_spent && engine == Algorithm::backtrack) continue;
    RC_LOG() << algorithm_name(engine) << " counted " << result.count << ", oracle " << expected;
    RC_ASSERT(result.status != SolveStatus::budget_spent);
    RC_ASSERT(result.count == expected);
    RC_ASSERT(result.status == (expected == 0 ? SolveStatus::no_solution : SolveStatus::solved));
    RC_ASSERT(result.solution.has_value() == (expected > 0));
    if (result.solution) RC_ASSERT(is_solution_of(*result.solution, puzzle));
  }
}

// ---- the oracle itself ------------------------------------------------------------------------

TEST(VariantOracle, FindsThe576LatinSquaresAndThe288SudokusOfSideFour) {
  EXPECT_EQ(all_4x4_latin_squares().size(), 576U);
  EXPECT_EQ(brute_force_4x4_variant_count(Puzzle(Geometry(4))), 288U);
  EXPECT_EQ(brute_force_variant_count(Puzzle(Geometry(4)), 0), 288U);
  Puzzle x{Geometry(4)};
  x.add_x_diagonals();
  EXPECT_EQ(brute_force_4x4_variant_count(x), brute_force_variant_count(x, 0));
}

RC_GTEST_PROP(VariantOracle, BothOraclesCountFourByFourPuzzlesAlike, ()) {
  const Variant variant = *gen_variant();
  const VariantSample sample = *gen_variant_sample(variant, 4, 0, 10);
  const std::uint64_t count = brute_force_4x4_variant_count(sample.puzzle);
  RC_ASSERT(count >= 1U);  // the grid it was cut from
  RC_ASSERT(brute_force_variant_count(sample.puzzle, 0) == count);
}

// ---- small grids against the oracle -----------------------------------------------------------

RC_GTEST_PROP(VariantProperty, EnginesCountFourByFourPuzzlesOfEveryVariantLikeTheOracle, ()) {
  for (int i = 0; i < 5; ++i) {
    const Variant variant = *gen_variant();
    const VariantSample sample = *gen_variant_sample(variant, 4, 0, 16);
    Random random(sample.seed ^ 0x5eed);
    const Puzzle puzzle = maybe_spoiled(sample, *gen_int(0, 2), random);
    RC_LOG() << sample << "\nchecked: " << to_puzzle_line(puzzle);
    check_engines_count(puzzle, 0, brute_force_4x4_variant_count(puzzle));
  }
}

RC_GTEST_PROP(VariantProperty, EnginesCountSixBySixPuzzlesOfEveryVariantLikeTheOracle, ()) {
  const Variant variant = *gen_variant();
  // A Killer needs no givens; the others get enough for the oracle's plain search.
  const int min_givens = variant.killer ? 0 : 8;
  const VariantSample sample = *gen_variant_sample(variant, 6, min_givens, 36);
  Random random(sample.seed ^ 0x5eed);
  const Puzzle puzzle = maybe_spoiled(sample, *gen_int(0, 2), random);
  // Exact where the count is small, else up to 20.
  const std::uint64_t limit = 20;
  RC_LOG() << sample << "\nchecked: " << to_puzzle_line(puzzle);
  check_engines_count(puzzle, limit, brute_force_variant_count(puzzle, limit));
}

RC_GTEST_PROP(VariantProperty, EnginesProveUniquenessOfSixBySixKillersLikeTheOracle, ()) {
  const VariantSample sample =
      *gen_variant_sample(*rc::gen::element(Variant{true, false, false}, Variant{true, true, false},
                                            Variant{true, false, true}),
                          6, 0, 0);
  check_engines_count(sample.puzzle, 2, brute_force_variant_count(sample.puzzle, 2));
}

// On sides of 16 and more, general adds the all-different filter of every house: a 16×16 grid
// with 16 to 64 cells blank keeps the oracle's plain search short. (Random X and jigsaw grids of
// side 16 take the test support's grid maker too long to make here.)
RC_GTEST_PROP(VariantProperty, EnginesCountSixteenBySixteenPuzzlesLikeTheOracle, ()) {
  const PuzzleSample sample = *gen_cut_puzzle(16, 192, 240);
  RC_LOG() << sample;
  check_engines_count(sample.puzzle, 2, brute_force_variant_count(sample.puzzle, 2));
}

// ---- 9×9 variants ---------------------------------------------------------------------------

RC_GTEST_PROP(VariantProperty, SolvesNineByNineVariantsToSolutionsKeepingEveryRule, ()) {
  const std::optional<Algorithm> general = general_engine();
  if (!general) return;  // nothing to check until the library has general
  for (int i = 0; i < 2; ++i) {
    const Variant variant = *gen_variant();
    const VariantSample sample = *gen_variant_sample(variant, 9, variant.killer ? 0 : 22, 81);
    RC_LOG() << sample;
    const SolveResult result = solve(sample.puzzle, options_for(*general, 1));
    RC_ASSERT(result.status == SolveStatus::solved);
    RC_ASSERT(result.solution.has_value());
    RC_ASSERT(is_solution_of(*result.solution, sample.puzzle));
    RC_ASSERT(keeps_givens(*result.solution, sample.puzzle));
    RC_ASSERT(keeps_houses(*result.solution, sample.puzzle.geometry()));
    RC_ASSERT(keeps_constraints(*result.solution, sample.puzzle));
  }
}

RC_GTEST_PROP(VariantProperty, GeneralAndClassic9AgreeOnPlainNineByNine, ()) {
  const std::optional<Algorithm> general = general_engine();
  if (!general) return;  // nothing to check until the library has general
  for (int i = 0; i < 20; ++i) {
    const PuzzleSample sample = *rc::gen::mapcat(
        rc::gen::element(SampleKind::cut, SampleKind::consistent_clues, SampleKind::altered),
        [](SampleKind kind) { return gen_sample(kind, 9, 17, 81); });
    const SolveResult fast = solve(sample.puzzle, options_for(Algorithm::classic9, 2));
    const SolveResult other = solve(sample.puzzle, options_for(*general, 2));
    RC_ASSERT(other.status == fast.status);
    RC_ASSERT(other.count == fast.count);
    RC_ASSERT(other.solution.has_value() == fast.solution.has_value());
    if (other.solution) RC_ASSERT(is_solution_of(*other.solution, sample.puzzle));
    if (fast.count == 1) RC_ASSERT(other.solution == fast.solution);
  }
}

// ---- write, then read ------------------------------------------------------------------------

RC_GTEST_PROP(VariantProperty, PuzzleTextReadsBackToTheSamePuzzleForEveryVariant, ()) {
  const Variant variant = *gen_variant();
  const int side = *gen_side({4, 6, 9});
  const VariantSample sample = *gen_variant_sample(variant, side, 0, side * side);
  const std::string text = to_puzzle_text(sample.puzzle);
  RC_LOG() << text;
  RC_ASSERT(read_puzzle(text, "out") == sample.puzzle);
  RC_ASSERT(read_puzzle(to_puzzle_text(sample.solution), "out") == sample.solution);
}

RC_GTEST_PROP(VariantProperty, PuzzleLineReadsBackToTheSamePuzzleForEveryVariant, ()) {
  const Variant variant = *gen_variant();
  const int side = *gen_side({4, 6, 9});
  const VariantSample sample = *gen_variant_sample(variant, side, 0, side * side);
  const std::string line = to_puzzle_line(sample.puzzle);
  RC_LOG() << line;
  RC_ASSERT(variant_of(sample.puzzle) == variant);
  RC_ASSERT(read_line(line, "out", 1, Validation::full, variant) == sample.puzzle);
}

RC_GTEST_PROP(VariantProperty, LargeGridsReadBackToTheSamePuzzle, ()) {
  const int side = *gen_side({12, 16, 25, 36});
  const PuzzleSample sample = *gen_cut_puzzle(side, 0, side * side);
  RC_ASSERT(read_puzzle(to_puzzle_text(sample.puzzle), "out") == sample.puzzle);
  RC_ASSERT(read_line(to_puzzle_line(sample.puzzle), "out") == sample.puzzle);
  RC_ASSERT(read_grid(to_grid(sample.puzzle), "out") == sample.puzzle);
}

}  // namespace
}  // namespace sudoku::testing
