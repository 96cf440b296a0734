// The cdcl engine (src/solve/cdcl.cpp, cnf.cpp): CaDiCaL on the clause encoding of every rule.
// Checked by hand on small cases, against `backtrack` (the oracle) on random small puzzles of
// every kind, and against general on Killers with large cages and sums the encoding writes as
// layers (tests/property/variants_test.cpp runs it through the brute-force properties too).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {
namespace {

SolveOptions with(Algorithm algorithm, std::uint64_t max_solutions = 1) {
  SolveOptions options;
  options.algorithm = algorithm;
  options.max_solutions = max_solutions;
  return options;
}

// A puzzle from digits in reading order ('.' blank, '1'.. '9' then 'A'.. for 10..).
Puzzle from_text(Geometry geometry, const std::string& text) {
  Puzzle puzzle{std::move(geometry)};
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    const char symbol = text[static_cast<std::size_t>(cell)];
    if (symbol >= '1' && symbol <= '9') puzzle.set(cell, static_cast<Digit>(symbol - '0'));
    if (symbol >= 'A' && symbol <= 'Z') puzzle.set(cell, static_cast<Digit>(symbol - 'A' + 10));
  }
  return puzzle;
}

// ---- hand-written cases -------------------------------------------------------------------------

TEST(Cdcl, IsNamedCdcl) {
  EXPECT_EQ(algorithm_name(Algorithm::cdcl), "cdcl");
  EXPECT_EQ(parse_algorithm("cdcl"), Algorithm::cdcl);
}

TEST(Cdcl, SolvesANineByNine) {
  const Puzzle puzzle =
      from_text(Geometry(9),
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28...."
                "419..5....8..79");
  const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 2));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  EXPECT_EQ(result.engine, Algorithm::cdcl);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
  EXPECT_EQ(*result.solution, *solve(puzzle, with(Algorithm::classic9)).solution);
}

TEST(Cdcl, CountsTheEmptyFourByFourAndItsVariants) {
  EXPECT_EQ(solve(Puzzle(Geometry(4)), with(Algorithm::cdcl, 0)).count, 288U);
  Puzzle x{Geometry(4)};
  x.add_x_diagonals();
  EXPECT_EQ(solve(x, with(Algorithm::cdcl, 0)).count,
            solve(x, with(Algorithm::backtrack, 0)).count);
  const Puzzle jigsaw{Geometry(4, {0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3})};
  EXPECT_EQ(solve(jigsaw, with(Algorithm::cdcl, 0)).count, 72U);
}

TEST(Cdcl, StopsCountingAtTheLimit) {
  const SolveResult result = solve(Puzzle(Geometry(4)), with(Algorithm::cdcl, 5));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 5U);
}

TEST(Cdcl, FindsNoSolutionWhenGivensBreakARule) {
  Puzzle puzzle{Geometry(9)};
  puzzle.set(0, 5);
  puzzle.set(80, 5);
  puzzle.set(8, 5);  // twice in row 1
  const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 2));
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(result.count, 0U);
  EXPECT_FALSE(result.solution);
}

TEST(Cdcl, FindsNoSolutionWhenTwoCagesNeedTheSameDigitsInABox) {
  // Two cells add up to 3 only as 1 + 2: cages r1c1+r1c2 = 3 and r2c1+r2c2 = 3 would put 1 and
  // 2 twice in box 1.
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 3});
  puzzle.add_constraint(Cage{{4, 5}, 3});
  const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 2));
  EXPECT_EQ(result.status, SolveStatus::no_solution);
  EXPECT_EQ(solve(puzzle, with(Algorithm::backtrack, 2)).status, SolveStatus::no_solution);
}

TEST(Cdcl, SolvesTheOneCellGrid) {
  const SolveResult result = solve(Puzzle(Geometry(1)), with(Algorithm::cdcl, 0));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
}

TEST(Cdcl, FillsAnEmptySixteenBySixteen) {
  const Puzzle empty{Geometry(16)};
  const SolveResult result = solve(empty, with(Algorithm::cdcl));
  ASSERT_EQ(result.status, SolveStatus::solved);
  EXPECT_TRUE(is_solution_of(*result.solution, empty));
}

// Sides above 25 write "at most one" as a sequential counter instead of pairs.
TEST(Cdcl, FillsAnEmptyTwentySixByTwentySix) {
  const Puzzle empty{Geometry(26)};
  const SolveResult result = solve(empty, with(Algorithm::cdcl));
  ASSERT_EQ(result.status, SolveStatus::solved);
  EXPECT_TRUE(is_solution_of(*result.solution, empty));
}

// A cage of 12 cells on a 25×25 has more digit sets than cnf.cpp writes one by one (about
// 60,000 for a total near the middle): it is encoded as a layered sum, which must keep the
// solution with the true total and have none with a total one more when the rest is given.
TEST(Cdcl, SolvesALargeCageAsALayeredSum) {
  const Puzzle filled = *solve(Puzzle(Geometry(25)), with(Algorithm::general)).solution;
  Puzzle puzzle = filled;
  Cage cage;
  for (int cell = 0; cell < 12; ++cell) {
    cage.cells.push_back(cell);
    cage.sum += filled.at(cell);
  }
  // Rows 1 and 2 open over the cage's columns: the cage alone ties them down.
  for (int cell = 0; cell < 12; ++cell) {
    puzzle.clear(cell);
    puzzle.clear(25 + cell);
  }
  Puzzle killer = puzzle;
  killer.add_constraint(cage);
  const SolveResult result = solve(killer, with(Algorithm::cdcl, 2));
  EXPECT_EQ(result.count, solve(killer, with(Algorithm::general, 2)).count);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, killer));
  Puzzle wrong = puzzle;
  cage.sum += 1;
  wrong.add_constraint(cage);
  EXPECT_EQ(solve(wrong, with(Algorithm::cdcl, 2)).status, SolveStatus::no_solution);
}

TEST(Cdcl, KeepsNoTrace) {
  SolveOptions options = with(Algorithm::cdcl);
  options.trace = [](const TraceEvent&) {};
  EXPECT_THROW((void)solve(Puzzle(Geometry(4)), options), std::invalid_argument);
}

TEST(Cdcl, StopsWhenTheBudgetIsSpent) {
  // Counting every solution of the empty 9×9 (6.67 × 10^21) cannot end within 2,000 nodes.
  SolveOptions options = with(Algorithm::cdcl, 0);
  options.node_limit = 2000;
  const SolveResult result = solve(Puzzle(Geometry(9)), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_GT(result.count, 0U);
  EXPECT_LE(result.stats.nodes, 2001U);
}

// A cage in two pieces far apart (r1c1 and r4c4 of a 4×4): its digits are still distinct and
// add up to its total.
TEST(Cdcl, SolvesACageInTwoPiecesAsTheOracleDoes) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 15}, 7});
  const SolveResult oracle = solve(puzzle, with(Algorithm::backtrack, 0));
  const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 0));
  EXPECT_GT(oracle.count, 0U);
  EXPECT_EQ(result.count, oracle.count);
}

// ---- against the oracle -------------------------------------------------------------------------

// A random puzzle: a solution of the empty puzzle with its digits renamed at random, some
// givens kept, and for a Killer cages of one to `longest` cells along the rows with a true
// total (or, one time in twenty, one more).
Puzzle random_puzzle(std::mt19937& random, const Geometry& geometry, bool x, bool killer,
                     int longest) {
  Puzzle empty{geometry};
  if (x) empty.add_x_diagonals();
  const int side = geometry.side();
  std::vector<Digit> names(static_cast<std::size_t>(side));
  for (int i = 0; i < side; ++i) names[static_cast<std::size_t>(i)] = static_cast<Digit>(i + 1);
  std::shuffle(names.begin(), names.end(), random);
  const Puzzle filled = *solve(empty, with(Algorithm::backtrack)).solution;
  const auto name = [&](int cell) { return names[static_cast<std::size_t>(filled.at(cell) - 1)]; };
  Puzzle puzzle = empty;
  std::uniform_int_distribution<int> percent(0, 99);
  const int keep = percent(random) / (killer ? 3 : 1);
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (percent(random) < keep) puzzle.set(cell, name(cell));
  }
  if (killer) {
    int cell = 0;
    while (cell < puzzle.cell_count()) {
      const int row_end = (cell / side + 1) * side;
      const int size = std::min(1 + percent(random) % longest, row_end - cell);
      Cage cage;
      for (int i = 0; i < size; ++i) {
        cage.cells.push_back(cell + i);
        cage.sum += name(cell + i);
      }
      if (percent(random) < 5) ++cage.sum;
      if (size > 1 || percent(random) < 30) puzzle.add_constraint(cage);
      cell += size;
    }
  }
  return puzzle;
}

TEST(Cdcl, AgreesWithBacktrackOnRandomSmallPuzzles) {
  std::mt19937 random(20261124);
  int checked = 0;
  for (int round = 0; round < 400; ++round) {
    const int kind = round % 8;
    const Geometry geometry = kind == 7
                                  ? Geometry(4, {0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3})
                                  : Geometry(kind % 2 == 0 ? 4 : 6);
    const bool x = kind == 2 || kind == 5;
    const bool killer = kind == 3 || kind == 4 || kind == 6 || kind == 7;
    const Puzzle puzzle = random_puzzle(random, geometry, x, killer, 4);
    SolveOptions oracle_options = with(Algorithm::backtrack, 50);
    oracle_options.node_limit = 2'000'000;
    const SolveResult oracle = solve(puzzle, oracle_options);
    if (oracle.status == SolveStatus::budget_spent) continue;
    const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 50));
    ASSERT_EQ(result.count, oracle.count) << "round " << round;
    ASSERT_EQ(result.status, oracle.status) << "round " << round;
    if (oracle.solution) {
      ASSERT_TRUE(result.solution);
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
    }
    ++checked;
  }
  EXPECT_GT(checked, 300);
}

// 9×9 Killers of long cages (up to 9 cells: many digit sets each) and few givens, where the
// cages' innies and outies become layered sums: cdcl counts to 2 as general does.
TEST(Cdcl, AgreesWithGeneralOnNineByNineKillersOfLongCages) {
  std::mt19937 random(7);
  for (int round = 0; round < 60; ++round) {
    const Puzzle puzzle = random_puzzle(random, Geometry(9), round % 3 == 0, true, 9);
    const SolveResult expected = solve(puzzle, with(Algorithm::general, 2));
    const SolveResult result = solve(puzzle, with(Algorithm::cdcl, 2));
    ASSERT_EQ(result.count, expected.count) << "round " << round;
    ASSERT_EQ(result.status, expected.status) << "round " << round;
    if (result.solution) {
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
    }
  }
}

}  // namespace
}  // namespace sudoku
