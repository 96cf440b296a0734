// Properties of generated puzzles over many seeds, every variant, sizes 4, 6, 8 and 9: one
// solution (counted to two by another engine than the generator's own where one can: backtrack
// on small grids, general for plain 9×9, which the generator counts with classic9), minimal when
// asked (every given taken away, or every two neighbouring cages merged, lets in a second
// solution), the symmetry of the givens, the difficulty band, and the same seed giving the same
// puzzle.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {
namespace {

const std::vector<std::string> kVariants = {"classic",  "x",        "jigsaw",       "killer",
                                            "killer+x", "jigsaw+x", "killer+jigsaw"};

// Past this many nodes backtrack gives up; the test then counts with general.
constexpr std::uint64_t kBacktrackBudget = 3'000'000;

std::uint64_t count_to_two(const Puzzle& puzzle, Algorithm algorithm) {
  SolveOptions options;
  options.max_solutions = 2;
  options.algorithm = algorithm;
  if (algorithm == Algorithm::backtrack) options.node_limit = kBacktrackBudget;
  const SolveResult result = solve(puzzle, options);
  if (result.status == SolveStatus::budget_spent) return count_to_two(puzzle, Algorithm::general);
  return result.count;
}

// Another engine than the one the generator used (classic9 on plain 9×9, general elsewhere)
// where one is quick enough: backtrack up to 6×6, general for plain 9×9; general again for
// 8×8 and 9×9 variants.
Algorithm other_engine(const Puzzle& puzzle) {
  return puzzle.side() <= 6 ? Algorithm::backtrack : Algorithm::general;
}

GenerateOptions gen_options(bool allow_killers) {
  GenerateOptions options;
  options.side = *rc::gen::element(4, 6, 8, 9);
  const std::string variant = *rc::gen::elementOf(kVariants);
  options.variant = *parse_variant(variant);
  if (options.variant.killer && !allow_killers) options.variant.killer = false;
  options.seed = *rc::gen::arbitrary<std::uint64_t>();
  return options;
}

using Pattern = std::vector<std::vector<bool>>;  // [row][column]: is the cell a given?

Pattern pattern_of(const Puzzle& puzzle) {
  const int side = puzzle.side();
  Pattern pattern(side, std::vector<bool>(side));
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    pattern[cell / side][cell % side] = puzzle.at(cell) != kBlank;
  }
  return pattern;
}

Pattern transposed(const Pattern& pattern) {
  Pattern result = pattern;
  for (std::size_t row = 0; row < pattern.size(); ++row) {
    for (std::size_t column = 0; column < pattern.size(); ++column) {
      result[column][row] = pattern[row][column];
    }
  }
  return result;
}

Pattern each_row_reversed(Pattern pattern) {
  for (std::vector<bool>& row : pattern) std::reverse(row.begin(), row.end());
  return pattern;
}

// The whole pattern moved as a picture: symmetric givens look the same after the move. (Written
// with whole-grid moves, not with the generator's cell-by-cell formula, to check it.)
Pattern moved(const Pattern& pattern, Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::rotate180: {
      Pattern upside_down = each_row_reversed(pattern);
      std::reverse(upside_down.begin(), upside_down.end());
      return upside_down;
    }
    case Symmetry::rotate90:
      return each_row_reversed(transposed(pattern));  // a quarter turn clockwise
    case Symmetry::mirror:
      return each_row_reversed(pattern);
    case Symmetry::diagonal:
      return transposed(pattern);
    case Symmetry::none:
      break;
  }
  return pattern;
}

// The Killer with cages `first` and `second` merged into one.
Puzzle merged(const Puzzle& killer, std::size_t first, std::size_t second) {
  Puzzle result{killer.geometry(), killer.cells()};
  Cage joined;
  for (std::size_t index = 0; index < killer.constraints().size(); ++index) {
    const Constraint& constraint = killer.constraints()[index];
    const Cage* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr || (index != first && index != second)) {
      result.add_constraint(constraint);
      continue;
    }
    joined.cells.insert(joined.cells.end(), cage->cells.begin(), cage->cells.end());
    joined.sum += cage->sum;
  }
  std::sort(joined.cells.begin(), joined.cells.end());
  result.add_constraint(joined);
  return result;
}

RC_GTEST_PROP(GenerateProperty, EveryPuzzleHasExactlyOneSolution, ()) {
  const GenerateOptions options = gen_options(true);
  const Generated made = generate(options);
  RC_ASSERT(variant_of(made.puzzle) == options.variant);
  RC_ASSERT(made.puzzle.side() == options.side);
  RC_ASSERT(is_solution_of(made.solution, made.puzzle));
  RC_ASSERT(count_to_two(made.puzzle, other_engine(made.puzzle)) == 1U);
  if (options.variant.killer) RC_ASSERT(made.puzzle.given_count() == 0);
}

RC_GTEST_PROP(GenerateProperty, MinimalPuzzlesLoseUniquenessWithAnyGivenTakenAway, ()) {
  GenerateOptions options = gen_options(false);
  options.minimal = true;
  options.symmetry = Symmetry::none;
  const Generated made = generate(options);
  for (int cell = 0; cell < made.puzzle.cell_count(); ++cell) {
    if (made.puzzle.at(cell) == kBlank) continue;
    Puzzle fewer = made.puzzle;
    fewer.clear(cell);
    RC_ASSERT(count_to_two(fewer, other_engine(fewer)) == 2U);
  }
}

RC_GTEST_PROP(GenerateProperty, MinimalKillersLoseUniquenessWithAnyTwoNeighbouringCagesMerged, ()) {
  GenerateOptions options;
  options.side = *rc::gen::element(4, 6);
  options.variant =
      *parse_variant(*rc::gen::element<std::string>("killer", "killer+x", "killer+jigsaw"));
  options.minimal = true;
  options.seed = *rc::gen::arbitrary<std::uint64_t>();
  const Generated made = generate(options);
  RC_ASSERT(count_to_two(made.puzzle, Algorithm::backtrack) == 1U);
  const int side = made.puzzle.side();
  // The X diagonals come first among the constraints, then the cages.
  std::vector<std::size_t> cage_of(static_cast<std::size_t>(made.puzzle.cell_count()));
  const std::vector<Constraint>& constraints = made.puzzle.constraints();
  for (std::size_t index = 0; index < constraints.size(); ++index) {
    if (const Cage* cage = std::get_if<Cage>(&constraints[index])) {
      for (const int cell : cage->cells) cage_of[static_cast<std::size_t>(cell)] = index;
    }
  }
  for (std::size_t first = 0; first < constraints.size(); ++first) {
    for (std::size_t second = first + 1; second < constraints.size(); ++second) {
      if (!std::holds_alternative<Cage>(constraints[first]) ||
          !std::holds_alternative<Cage>(constraints[second])) {
        continue;
      }
      const Cage& a = std::get<Cage>(constraints[first]);
      const Cage& b = std::get<Cage>(constraints[second]);
      const bool touch = std::any_of(a.cells.begin(), a.cells.end(), [&](int cell) {
        const int row = cell / side;
        const int column = cell % side;
        return (row > 0 && cage_of[static_cast<std::size_t>(cell - side)] == second) ||
               (row + 1 < side && cage_of[static_cast<std::size_t>(cell + side)] == second) ||
               (column > 0 && cage_of[static_cast<std::size_t>(cell - 1)] == second) ||
               (column + 1 < side && cage_of[static_cast<std::size_t>(cell + 1)] == second);
      });
      if (!touch || static_cast<int>(a.cells.size() + b.cells.size()) > side) continue;
      bool shared_digit = false;
      for (const int x : a.cells) {
        for (const int y : b.cells) shared_digit |= made.solution.at(x) == made.solution.at(y);
      }
      if (shared_digit) continue;
      RC_ASSERT(count_to_two(merged(made.puzzle, first, second), Algorithm::backtrack) == 2U);
    }
  }
}

RC_GTEST_PROP(GenerateProperty, GivensFollowTheSymmetry, ()) {
  GenerateOptions options = gen_options(false);
  options.symmetry = *rc::gen::element(Symmetry::rotate180, Symmetry::rotate90, Symmetry::mirror,
                                       Symmetry::diagonal);
  options.minimal = *rc::gen::arbitrary<bool>();
  const Generated made = generate(options);
  const Pattern givens = pattern_of(made.puzzle);
  RC_ASSERT(moved(givens, options.symmetry) == givens);
  RC_ASSERT(count_to_two(made.puzzle, other_engine(made.puzzle)) == 1U);
}

RC_GTEST_PROP(GenerateProperty, PuzzlesLandInTheBandAskedFor, ()) {
  GenerateOptions options;
  options.seed = *rc::gen::arbitrary<std::uint64_t>();
  options.variant = *parse_variant(*rc::gen::element<std::string>("classic", "x", "jigsaw"));
  // Minimal easy or medium jigsaws and X are rare: minimal puzzles are classic here.
  options.minimal = options.variant == Variant{} && *rc::gen::arbitrary<bool>();
  options.max_attempts = 5'000;
  const bool by_label = *rc::gen::arbitrary<bool>();
  if (by_label) {
    options.difficulty = *rc::gen::element(Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                           Difficulty::expert, Difficulty::extreme);
  } else {
    // Around a common step's rating: hidden single, naked single, pointing, naked pair,
    // hidden pair, XY-wing.
    const int common = *rc::gen::element(15, 23, 26, 30, 34, 42);
    options.min_score = common - *rc::gen::inRange(0, 6);
    options.max_score = common + *rc::gen::inRange(0, 6);
  }
  const Generated made = generate(options);
  LogicOptions logic;
  logic.unique_solution = true;
  const Rating rating = rate(solve_logically(made.puzzle, logic));
  RC_ASSERT(rating.score == made.rating.score);
  RC_ASSERT(rating.difficulty == made.rating.difficulty);
  if (by_label) {
    RC_ASSERT(rating.difficulty == *options.difficulty);
  } else {
    RC_ASSERT(rating.status == LogicStatus::solved);
    RC_ASSERT(rating.score >= *options.min_score);
    RC_ASSERT(rating.score <= *options.max_score);
  }
}

RC_GTEST_PROP(GenerateProperty, SameSeedSamePuzzle, ()) {
  GenerateOptions options = gen_options(true);
  if (!options.variant.killer) {
    options.symmetry = *rc::gen::element(Symmetry::none, Symmetry::rotate180, Symmetry::mirror);
  }
  options.minimal = *rc::gen::arbitrary<bool>();
  const Generated first = generate(options);
  const Generated second = generate(options);
  RC_ASSERT(first.puzzle == second.puzzle);
  RC_ASSERT(first.solution == second.solution);
  RC_ASSERT(first.rating.score == second.rating.score);
}

}  // namespace
}  // namespace sudoku
