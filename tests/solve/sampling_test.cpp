// general's sampling (engines.hpp, sample_with_general): restarted searches that collect distinct
// solutions, each one right; and auto's count of a large variant puzzle to a small limit, which
// samples before its complete search, giving the count the complete search gives.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "solve/engines.hpp"
#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku::testing {
namespace {

// The solution's parity as a rule on every `every`-th cell: a variant rule the grid keeps.
void add_parity_rules(Puzzle& puzzle, const Puzzle& solution, int every) {
  for (int cell = 0; cell < solution.cell_count(); cell += every) {
    puzzle.add_constraint(
        CellRule{solution.at(cell) % 2 == 0 ? CellRuleKind::even : CellRuleKind::odd, cell});
  }
}

TEST(Sampling, FindsDistinctSolutionsOfAnOpenVariantGrid) {
  Puzzle puzzle{Geometry(16)};
  puzzle.add_constraint(GlobalRule{GlobalRuleKind::anti_king});
  SolveOptions options;
  options.max_solutions = 3;
  options.node_limit = 200'000;
  std::vector<Puzzle> found;
  const SolveResult result = detail::sample_with_general(puzzle, options, &found);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 3U);
  ASSERT_EQ(found.size(), 3U);
  for (const Puzzle& solution : found) EXPECT_TRUE(is_solution_of(solution, puzzle));
  EXPECT_NE(found[0].cells(), found[1].cells());
  EXPECT_NE(found[0].cells(), found[2].cells());
  EXPECT_NE(found[1].cells(), found[2].cells());
  ASSERT_TRUE(result.solution.has_value());
  EXPECT_EQ(result.solution->cells(), found[0].cells());
}

// Four blanks that share no house: one solution. Sampling meets it again, stops when it has come
// back twice (well before its node limit) and says it found one (not that there is only one).
TEST(Sampling, StopsWhenItsOneSolutionComesBackTwice) {
  Random random(16);
  const Puzzle solution = random_solution_grid(16, random);
  Puzzle puzzle = solution;
  for (const int cell : {0, 16 + 4, 32 + 8, 48 + 12}) puzzle.set(cell, kBlank);
  add_parity_rules(puzzle, solution, 5);
  SolveOptions options;
  options.max_solutions = 2;
  options.node_limit = 300;
  std::vector<Puzzle> found;
  const SolveResult result = detail::sample_with_general(puzzle, options, &found);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_EQ(result.count, 1U);
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(found[0].cells(), solution.cells());
  EXPECT_LT(result.stats.nodes, 300U);
  EXPECT_GE(result.stats.nodes, 3U);  // three restarts, one node each
}

// auto's count to 2 of 16×16 puzzles with parity rules, sparse (many solutions) to nearly full,
// against general's complete search alone (these end within general's first budget).
TEST(Sampling, AutosCountToTwoIsTheCompleteSearchs) {
  Random random(1616);
  int several = 0;
  for (int trial = 0; trial < 24; ++trial) {
    const Puzzle solution = random_solution_grid(16, random);
    Puzzle puzzle = cut_puzzle(solution, 60 + 20 * (trial % 8), random);
    add_parity_rules(puzzle, solution, 4 + trial % 7);
    SolveOptions options;
    options.max_solutions = 2;
    const SolveResult counted = solve(puzzle, options);
    options.algorithm = Algorithm::general;
    const SolveResult complete = solve(puzzle, options);
    ASSERT_EQ(counted.status, SolveStatus::solved) << trial;
    EXPECT_EQ(counted.count, complete.count) << trial;
    ASSERT_TRUE(counted.solution.has_value());
    EXPECT_TRUE(is_solution_of(*counted.solution, puzzle)) << trial;
    if (counted.count == 2) ++several;
  }
  EXPECT_GT(several, 4);
  EXPECT_LT(several, 24);
}

// A random 16×16 variant puzzle of bench/variants/differential.py (seed 13, puzzle 90) with many
// solutions, whose complete search meets a subtree without one after its first solution and ran
// past 20 s counting to 2 (ISS: 2.4 ms). Sampling found a second one within its budget; since
// 1.26.0 a 16×16 variant puzzle's search weighs its dead ends and auto does not sample it, and the
// complete search finds both in 593 nodes: the count stays within the bound sampling had (the
// complete search's first nodes, one a blank cell and 200, and the sampling's, two a blank cell
// and 200).
TEST(Sampling, AutoCountsASparseVariantPuzzleToTwoWithinItsBudgets) {
  const std::string givens =
      ".1...G..3................F..9..........D...B.C1...5GB...A...D.....7.....8.1.6........F.9...."
      "."
      "2....8.2...............1..3....4..C....3A....F.............5.G........6....D.7..4.......82.."
      ".."
      "6..9..5......1.9....G.....4......A..9.6...B..C...2....8.D..62..A.....";
  std::string grid;
  int blanks = 0;
  for (int row = 0; row < 16; ++row) {
    grid += row == 0 ? "[" : ",[";
    for (int column = 0; column < 16; ++column) {
      const char symbol = givens[static_cast<std::size_t>(row * 16 + column)];
      if (column > 0) grid += ",";
      if (symbol == '.') {
        grid += "{}";
        ++blanks;
      } else {
        const int digit = symbol <= '9' ? symbol - '0' : symbol - 'A' + 10;
        grid += R"({"value":)" + std::to_string(digit) + R"(,"given":true})";
      }
    }
    grid += "]";
  }
  const Puzzle puzzle = read_puzzle(
      R"({"size":16,"diagonal-":true,"grid":[)" + grid +
          R"(],"regionsumline":[{"lines":[["R9C8","R10C7","R11C8","R11C9","R12C9"]]}],)"
          R"("minimum":[{"cell":"R13C14"}],)"
          R"("thermometer":[{"lines":[["R9C9","R9C8","R10C7","R9C6","R10C6","R11C5"]]}],)"
          R"("arrow":[{"cells":["R16C14","R16C15"],"lines":[["R16C15","R16C16","R15C15",)"
          R"("R14C15","R15C14","R15C13","R16C13","R16C12"]]}]})",
      "p13_90.json");
  SolveOptions options;
  options.max_solutions = 2;
  const SolveResult result = solve(puzzle, options);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 2U);
  ASSERT_TRUE(result.solution.has_value());
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
  EXPECT_LE(result.stats.nodes, 3U * static_cast<unsigned>(blanks) + 400U);
}

}  // namespace
}  // namespace sudoku::testing
