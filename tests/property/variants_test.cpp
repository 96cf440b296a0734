// Every engine that handles variants (backtrack, and general once it exists) on random
// puzzles of every variant — classic, X, Killer (with or without givens, some cells uncaged),
// jigsaw, Killer X, jigsaw X, Killer jigsaw — against the brute-force oracle of
// tests/support/random_variants.hpp on 4×4 and 6×6; on 9×9, solutions that keep every rule;
// general against classic9 on plain 9×9; general against a plain formula (CaDiCaL) on 9×9
// Killers of large cages; and write-then-read for every variant and size.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <cadical.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "solve/cnf.hpp"
#include "support/random_variants.hpp"

namespace sudoku::testing {
namespace {

// Past this many nodes backtrack's answer on a case is not judged (its row-major scan has a
// long tail on sparse puzzles); general always is.
constexpr std::uint64_t kBacktrackNodeBudget = 2'000'000;

// The engines that take every variant: backtrack, general, cdcl and lcg.
std::vector<Algorithm> variant_engines() {
  return {Algorithm::backtrack, Algorithm::general, Algorithm::cdcl, Algorithm::lcg};
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

// ---- 9×9 Killers of large cages against a plain formula -------------------------------------
// The Killers where general keeps its strongest cage rules (implied sums of up to nine cells,
// implied differences: cage_propagator.cpp) are 9×9 ones of large cages, too large for the
// oracle's plain search. Their oracle here is CaDiCaL on the clauses of cnf.hpp with every digit
// a candidate of every blank cell: not the cdcl engine, whose formula starts from general's own
// propagation at the root, so none of general's propagators stands in the oracle. (The formula
// shares the list of implied sums, cage_sums.hpp, which its own tests check against the grids
// the cages were cut from.)

// Counts the puzzle's solutions up to `limit` from the plain formula, each found then forbidden.
std::uint64_t plain_formula_count(const Puzzle& puzzle, std::uint64_t limit) {
  const std::uint64_t every_digit = (std::uint64_t{1} << puzzle.side()) - 1;
  std::vector<std::uint64_t> candidates(static_cast<std::size_t>(puzzle.cell_count()));
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    const Digit given = puzzle.at(cell);
    candidates[static_cast<std::size_t>(cell)] =
        given == kBlank ? every_digit : std::uint64_t{1} << (given - 1);
  }
  const detail::cdcl::Formula formula = detail::cdcl::encode(puzzle, candidates);
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  for (const int literal : formula.literals) solver.add(literal);
  constexpr int kSatisfiable = 10;
  std::uint64_t count = 0;
  while (count < limit && solver.solve() == kSatisfiable) {
    ++count;
    std::vector<int> other;  // some cell not as in this solution
    for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
      for (int digit = 1; digit <= puzzle.side(); ++digit) {
        const int variable = formula.variable(cell, digit);
        if (variable != 0 && solver.val(variable) > 0) other.push_back(-variable);
      }
    }
    for (const int literal : other) solver.add(literal);
    solver.add(0);
  }
  return count;
}

// Cages of 5 to 9 cells at most (so more than three on average: the differences are on), of
// any shape a third of the time, with up to a dozen givens now and then, X and jigsaw mixed in,
// half of them made (usually) unsolvable: general counts each to 20 as the plain formula does.
RC_GTEST_PROP(VariantProperty, GeneralCountsNineByNineKillersOfLargeCagesAsAPlainFormulaDoes, ()) {
  const Variant variant =
      *rc::gen::element(Variant{true, false, false}, Variant{true, false, false},
                        Variant{true, true, false}, Variant{true, false, true});
  const int givens = *rc::gen::element(0, 0, 0, 4, 12);
  const VariantSample sample = make_variant_sample(
      variant, 9, givens, {*gen_int(5, 9), 0, *rc::gen::element(0, 0, 30)}, *gen_seed());
  Random random(sample.seed ^ 0x5eed);
  const Puzzle puzzle = maybe_spoiled(sample, *gen_int(0, 1), random);
  RC_LOG() << sample << "\nchecked: " << to_puzzle_line(puzzle);
  constexpr std::uint64_t kLimit = 20;
  const std::uint64_t expected = plain_formula_count(puzzle, kLimit);
  const SolveResult result = solve(puzzle, options_for(Algorithm::general, kLimit));
  RC_ASSERT(result.status != SolveStatus::budget_spent);
  RC_ASSERT(result.count == expected);
  if (result.solution) RC_ASSERT(is_solution_of(*result.solution, puzzle));
}

// ---- cages of any shape ----------------------------------------------------------------------
// Published Killers have cages whose cells meet only at corners or lie apart. Two small Killers
// (made for these tests) whose one cage 'c' (4×4) or 'd' (6×6) is in two parts far apart: each
// has one solution only because of that cage as one (left out, or cut in two cages, there are
// more), and the engines count it, and each of those changes, as the oracle does.

struct ApartKiller {
  std::string line;              // the one-line form
  std::vector<int> cage;         // the cells of the cage in two parts
  std::string solution;          // its one solution
  Cage first_part, second_part;  // the cage cut in two, each with its digits' sum
};

const ApartKiller kApartFour{"abcdcbcdcbeeffee a=2,b=6,c=10,d=5,e=10,f=7",
                             {2, 4, 6, 8},
                             "2134432112433412",
                             {{2, 6}, 5},
                             {{4, 8}, 5}};
const ApartKiller kApartSix{
    "aaabbbcaddbbeeffghiejjghiddkkhillkkh a=12,b=18,c=5,d=14,e=7,f=11,g=5,h=15,i=10,j=9,k=13,l=7",
    {8, 9, 25, 26},
    "231654564312426531315426652143143265",
    {{8, 9}, 7},
    {{25, 26}, 7}};

// `puzzle` with the cage on `cells` replaced by `parts` (none: left out).
Puzzle with_cage_replaced(const Puzzle& puzzle, const std::vector<int>& cells,
                          const std::vector<Cage>& parts) {
  Puzzle changed(puzzle.geometry(), puzzle.cells());
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage != nullptr && cage->cells == cells) {
      for (const Cage& part : parts) changed.add_constraint(part);
    } else {
      changed.add_constraint(constraint);
    }
  }
  return changed;
}

// Every engine for variants, and auto, counts `puzzle` (all its solutions) as `expected`.
void expect_engines_count(const Puzzle& puzzle, std::uint64_t expected, const std::string& what) {
  std::vector<Algorithm> engines = variant_engines();
  engines.push_back(Algorithm::automatic);
  for (Algorithm engine : engines) {
    const SolveResult result = solve(puzzle, options_for(engine, 0));
    EXPECT_EQ(result.status, expected == 0 ? SolveStatus::no_solution : SolveStatus::solved)
        << what << ", " << algorithm_name(engine);
    EXPECT_EQ(result.count, expected) << what << ", " << algorithm_name(engine);
    if (result.solution) {
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle))
          << what << ", " << algorithm_name(engine);
    }
  }
}

void check_apart_killer(const ApartKiller& killer, bool every_latin_square) {
  const Puzzle puzzle = read_line(killer.line, "k", 1, Validation::full, Variant{.killer = true});
  const auto oracle = [&](const Puzzle& each) {
    return every_latin_square ? brute_force_4x4_variant_count(each)
                              : brute_force_variant_count(each, 0);
  };
  bool found = false;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    found = found || (cage != nullptr && cage->cells == killer.cage);
  }
  ASSERT_TRUE(found) << "no cage holds exactly the two parts";

  ASSERT_EQ(oracle(puzzle), 1U);
  expect_engines_count(puzzle, 1, "the Killer");
  const SolveResult solved = solve(puzzle);
  ASSERT_TRUE(solved.solution.has_value());
  EXPECT_EQ(to_line(*solved.solution), killer.solution);

  // Without the cage, more solutions: the two parts together are what makes it unique.
  const Puzzle without = with_cage_replaced(puzzle, killer.cage, {});
  const std::uint64_t without_count = oracle(without);
  EXPECT_GT(without_count, 1U);
  expect_engines_count(without, without_count, "without the cage");
  // Cut in two cages with the sums of the solution's digits, a part may repeat a digit of the
  // other: more solutions. The cage is one, its digits distinct across its parts.
  const Puzzle cut =
      with_cage_replaced(puzzle, killer.cage, {killer.first_part, killer.second_part});
  const std::uint64_t cut_count = oracle(cut);
  EXPECT_GT(cut_count, 1U);
  expect_engines_count(cut, cut_count, "the cage cut in two");
  // Its total one less or one more: as many solutions as the oracle finds.
  for (const int change : {-1, 1}) {
    Puzzle moved = with_cage_replaced(puzzle, killer.cage, {});
    std::vector<int> cells = killer.cage;
    const Cage changed{cells, killer.first_part.sum + killer.second_part.sum + change};
    moved.add_constraint(changed);
    expect_engines_count(moved, oracle(moved), "total " + std::to_string(changed.sum));
  }
}

TEST(KillerOfAnyShape, EnginesCountAFourByFourKillerWithACageInTwoFarPartsLikeTheOracle) {
  check_apart_killer(kApartFour, true);
}

TEST(KillerOfAnyShape, EnginesCountASixBySixKillerWithACageInTwoFarPartsLikeTheOracle) {
  check_apart_killer(kApartSix, false);
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
