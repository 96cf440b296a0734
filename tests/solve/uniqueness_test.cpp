// UniquenessProver (src/solve/uniqueness.hpp): many proofs of uniqueness on one solution grid,
// by one learning solver. Checked against backtrack (the oracle) along the very walk the
// generator makes: givens taken away one at a time, and put back when the solution stops being
// the only one, so the solver answers each question with what it learned from the earlier ones
// (on 9×9, against general).
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <random>
#include <vector>

#include "solve/uniqueness.hpp"
#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/engine_cases.hpp"

namespace sudoku {
namespace {

using detail::UniquenessProver;
using testing::jigsaw_4x4;
using testing::random_engine_case;
using testing::with;

// Whether the oracle finds exactly one solution: backtrack on small grids; on 9×9, where
// backtrack takes minutes to count sparse grids, general (itself checked against backtrack).
bool oracle_unique(const Puzzle& puzzle) {
  const Algorithm oracle = puzzle.side() <= 6 ? Algorithm::backtrack : Algorithm::general;
  const SolveResult result = solve(puzzle, with(oracle, 2));
  return result.status == SolveStatus::solved && result.count == 1;
}

// The generator's walk on `solution` (a solved grid with its rules), every answer compared
// with the oracle's; returns how many answers were "not unique".
int walk_and_compare(const Puzzle& solution, std::mt19937& random) {
  UniquenessProver prover(solution);
  Puzzle puzzle = solution;
  std::vector<int> order(static_cast<std::size_t>(solution.cell_count()));
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), random);
  int not_unique = 0;
  for (const int cell : order) {
    puzzle.set(cell, kBlank);
    const std::optional<bool> only = prover.only_solution(puzzle, SolveOptions{});
    EXPECT_TRUE(only.has_value()) << "no budget was set";
    const bool expected = oracle_unique(puzzle);
    EXPECT_EQ(only.value_or(!expected), expected) << "cell " << cell << " of\n"
                                                  << to_puzzle_text(puzzle);
    if (!expected) {
      puzzle.set(cell, solution.at(cell));
      ++not_unique;
    }
  }
  return not_unique;
}

TEST(UniquenessProver, AgreesWithBacktrackAlongTheGeneratorsWalk) {
  std::mt19937 random(20261125);
  int walks = 0;
  int not_unique = 0;
  for (int round = 0; round < 64; ++round) {
    const int kind = round % 8;
    const Geometry geometry = kind == 7 ? jigsaw_4x4() : Geometry(kind % 2 == 0 ? 4 : 6);
    const bool x = kind == 2 || kind == 5;
    const bool killer = kind == 3 || kind == 4 || kind == 6 || kind == 7;
    const Puzzle rules = random_engine_case(random, geometry, x, killer, 3);
    const SolveResult solved = solve(rules, with(Algorithm::backtrack, 1));
    if (!solved.solution) continue;  // a Killer with a wrong total: nothing to prove
    not_unique += walk_and_compare(*solved.solution, random);
    ++walks;
  }
  EXPECT_GT(walks, 50);
  EXPECT_GT(not_unique, 100);  // both answers are given many times
}

TEST(UniquenessProver, AgreesWithGeneralOnNineByNineWalks) {
  std::mt19937 random(9);
  for (int round = 0; round < 4; ++round) {
    const Puzzle rules = random_engine_case(random, Geometry(9), round % 2 == 1, false);
    Puzzle empty{rules.geometry()};
    for (const Constraint& constraint : rules.constraints()) empty.add_constraint(constraint);
    const SolveResult solved = solve(empty, with(Algorithm::backtrack, 1));
    ASSERT_TRUE(solved.solution);
    walk_and_compare(*solved.solution, random);
  }
}

TEST(UniquenessProver, AnswersNothingWhenItsBudgetIsSpent) {
  // The empty 16×16 around a complete grid: a second solution takes the solver more than one
  // step to find.
  const SolveResult solved = solve(Puzzle{Geometry(16)}, with(Algorithm::general, 1));
  ASSERT_TRUE(solved.solution);
  UniquenessProver prover(*solved.solution);
  SolveOptions budget;
  budget.node_limit = 1;
  EXPECT_EQ(prover.only_solution(Puzzle{Geometry(16)}, budget), std::nullopt);
  // With no limit the same question gets its answer: the grid is far from unique.
  EXPECT_EQ(prover.only_solution(Puzzle{Geometry(16)}, SolveOptions{}), false);
  // And the whole grid as givens leaves nothing else.
  EXPECT_EQ(prover.only_solution(*solved.solution, SolveOptions{}), true);
}

}  // namespace
}  // namespace sudoku
