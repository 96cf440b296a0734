// The cdcl engine (src/solve/cdcl.cpp, cnf.cpp): CaDiCaL on the clause encoding of every rule.
// What is particular to its encoding: large sides (at most one by a sequential counter) and a
// cage written as layered sums. The cases it shares with lcg (hand-written ones, the oracle on
// random small puzzles, general on Killers of long cages) are in learning_engines_test.cpp;
// tests/property/variants_test.cpp runs it through the brute-force properties too. Last, the
// generator's question (solve_other_with_cdcl) against general's count.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

#include "solve/budget.hpp"
#include "solve/cnf.hpp"
#include "solve/engines.hpp"
#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/engine_cases.hpp"
#include "support/random_variants.hpp"

namespace sudoku {
namespace {

using testing::with;

TEST(Cdcl, IsNamedCdcl) {
  EXPECT_EQ(algorithm_name(Algorithm::cdcl), "cdcl");
  EXPECT_EQ(parse_algorithm("cdcl"), Algorithm::cdcl);
}

// Sides above 25 write "at most one" as a sequential counter instead of pairs.
TEST(Cdcl, FillsAnEmptyTwentySixByTwentySix) {
  const Puzzle empty{Geometry(26)};
  const SolveResult result = solve(empty, with(Algorithm::cdcl));
  ASSERT_EQ(result.status, SolveStatus::solved);
  EXPECT_TRUE(is_solution_of(*result.solution, empty));
}

// An empty 64×64 is 10.3 million literals, past cdcl::kMostLiterals: cdcl does not build it
// (CaDiCaL would hold some 600 MB of it) and answers budget spent, before any search node.
TEST(Cdcl, RefusesAFormulaPastItsMostLiteralsAsBudgetSpent) {
  const SolveResult result = solve(Puzzle(Geometry(64)), with(Algorithm::cdcl));
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_EQ(result.engine, Algorithm::cdcl);
  EXPECT_EQ(result.count, 0U);
  EXPECT_FALSE(result.solution);
  EXPECT_EQ(result.stats.nodes, 0U);
}

// The set-up reads the clock: with a time limit spent before the search could start (an empty
// 36×36, 1.8 million literals to encode and hand over), cdcl stops there, with no node.
TEST(Cdcl, StopsInItsSetUpWhenTheTimeIsSpent) {
  SolveOptions options = with(Algorithm::cdcl);
  options.time_limit = std::chrono::microseconds(1);
  const SolveResult result = solve(Puzzle(Geometry(36)), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_EQ(result.count, 0U);
  EXPECT_EQ(result.stats.nodes, 0U);
}

// The seed is CaDiCaL's: a minimal 25×25 of our generator (data/hard/minimal_25x25.txt, the
// 19th) takes another path with another seed, the same path with the same one, and the same
// solution with any; a seed past kMostSeed is refused.
TEST(Cdcl, TakesItsSeedFromTheOptions) {
  const Puzzle puzzle = read_line(
      "...K2N8.EP...AGM..79BD.F.....F........2...5...K...G..4..L..1.3..D...BN....M"
      ".3.6.2..M..E.7..IJD1C..PNEN..B..FAD5.I.L.K..2J18..4P9L..A....MFE...3OK..I8G"
      "....K...7H.......6......5D6.O...G2.IH.87....4......J.....IO.GKD.A.H..BL.F.."
      "......CE.....J......2.1B.7...EH.L1I.OKB........2....5F.4......M...6...17..."
      "....67.3..CP.D.5..1E.AG.H1.G3.A.N...J...O.BI.MPE...LB.O..J..7I......CDN...6"
      "..7G.6K..82134.EA.F.DL.M..9.N.P.5I..DC.....M.G.H.EP...5.MC.....G..J1..I..K."
      "J.L...G....F..N.D..8.C.4..E.D1F..N......4BPK...57J.BP....4.NJ.2MEC.79.8I..."
      "K.....3..MBC...L....4.6..2OD7.15BKC..4.....GH3...PC4..8..7L..G..P.N.6...J29"
      "F.3.N...........P8...OB5.",
      "test");
  const auto nodes_with = [&](std::uint32_t seed) {
    SolveOptions options = with(Algorithm::cdcl);
    options.seed = seed;
    const SolveResult result = solve(puzzle, options);
    EXPECT_EQ(result.status, SolveStatus::solved);
    EXPECT_TRUE(result.solution && is_solution_of(*result.solution, puzzle));
    return result.stats.nodes;
  };
  const std::uint64_t first = nodes_with(0);
  EXPECT_EQ(nodes_with(0), first);
  EXPECT_NE(nodes_with(7), first);
  SolveOptions options = with(Algorithm::cdcl);
  options.seed = kMostSeed + 1;
  EXPECT_THROW(solve(puzzle, options), std::invalid_argument);
}

// encode under limits: the same formula within them, none one literal past them or once the
// budget's time is spent.
// With two threads cdcl runs two differently set CaDiCaLs side by side and keeps the first
// answer: the counts, statuses and solutions of 400 random small puzzles are the backtracking
// oracle's, as with one.
TEST(CdclOnTwoThreads, AgreesWithTheOracle) {
  testing::expect_agreement_with_backtrack(
      [](const Puzzle& puzzle, std::uint64_t limit) {
        SolveOptions options = with(Algorithm::cdcl, limit);
        options.threads = 2;
        return solve(puzzle, options);
      },
      41, 4);
}

// One node budget for both solvers together: each adds its nodes to the shared count every 256,
// so they stop within a step of that past the limit, with budget spent.
TEST(CdclOnTwoThreads, StopsWhenTheSharedBudgetIsSpent) {
  SolveOptions options = with(Algorithm::cdcl);
  options.threads = 2;
  options.node_limit = 300;
  const SolveResult result = solve(Puzzle(Geometry(26)), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_EQ(result.count, 0U);
  EXPECT_GT(result.stats.nodes, 300U);
  EXPECT_LE(result.stats.nodes, 300U + 2 * detail::kSharedNodesStep);
}

// The time limit holds for both: a spent deadline stops them at once.
TEST(CdclOnTwoThreads, StopsAtTheDeadline) {
  SolveOptions options = with(Algorithm::cdcl);
  options.threads = 2;
  options.time_limit = std::chrono::microseconds(1);
  const SolveResult result = solve(Puzzle(Geometry(26)), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
}

TEST(CdclEncoding, GivesUpPastItsMostLiteralsOrItsTime) {
  const Puzzle empty{Geometry(16)};
  const std::vector<std::uint64_t> every_digit(static_cast<std::size_t>(empty.cell_count()),
                                               (std::uint64_t{1} << 16) - 1);
  const detail::cdcl::Formula whole = detail::cdcl::encode(empty, every_digit);
  const std::size_t size = whole.literals.size();
  const std::optional<detail::cdcl::Formula> within =
      detail::cdcl::encode(empty, every_digit, {.most_literals = size, .budget = nullptr});
  ASSERT_TRUE(within);
  EXPECT_EQ(within->literals, whole.literals);
  EXPECT_EQ(within->variable_count, whole.variable_count);
  EXPECT_FALSE(
      detail::cdcl::encode(empty, every_digit, {.most_literals = size - 1, .budget = nullptr}));
  SolveOptions options;
  options.time_limit = std::chrono::microseconds(1);
  detail::Budget budget(options);
  EXPECT_FALSE(detail::cdcl::encode(
      Puzzle(Geometry(36)), std::vector<std::uint64_t>(36 * 36, (std::uint64_t{1} << 36) - 1),
      {.most_literals = 0, .budget = &budget}));
  EXPECT_TRUE(budget.spent());
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

// Puzzles with one solution (9×9, some of them X, and 16×16), one to three givens taken away: cdcl
// finds a solution differing from the known one in those cells exactly when general counts two
// solutions without them, and what it finds solves the puzzle and differs there.
TEST(Cdcl, FindsAnotherSolutionExactlyWhenTakingGivensAwayLeavesMoreThanOne) {
  testing::Random random(20261126);
  int others = 0;
  int proofs = 0;
  for (int round = 0; round < 300; ++round) {
    // A random grid, then cells blanked while one solution is left (general's count), down to
    // about half.
    const Puzzle known = round % 10 == 9
                             ? testing::random_solution_grid(16, random)
                             : testing::random_variant_grid(9, false, round % 5 == 2, random);
    Puzzle puzzle = known;
    const std::vector<int> order = testing::random_permutation(puzzle.cell_count(), random);
    for (std::size_t k = 0; k < order.size() / 2; ++k) {
      puzzle.clear(order[k]);
      if (solve(puzzle, with(Algorithm::general, 2)).count != 1)
        puzzle.set(order[k], known.at(order[k]));
    }
    // One to three of the givens left go.
    std::vector<int> taken;
    const int how_many = 1 + testing::random_below(random, 3);
    for (std::size_t k = order.size() / 2; k < order.size() && std::ssize(taken) < how_many; ++k) {
      if (puzzle.at(order[k]) == kBlank) continue;
      taken.push_back(order[k]);
      puzzle.clear(order[k]);
    }
    const bool more_than_one = solve(puzzle, with(Algorithm::general, 2)).count == 2;
    const SolveResult other = detail::solve_other_with_cdcl(puzzle, known, taken, SolveOptions{});
    ASSERT_EQ(other.status, more_than_one ? SolveStatus::solved : SolveStatus::no_solution)
        << "round " << round;
    if (!more_than_one) {
      ++proofs;
      continue;
    }
    ++others;
    ASSERT_TRUE(other.solution);
    EXPECT_TRUE(is_solution_of(*other.solution, puzzle)) << "round " << round;
    EXPECT_TRUE(std::any_of(taken.begin(), taken.end(),
                            [&](int cell) { return other.solution->at(cell) != known.at(cell); }))
        << "round " << round;
  }
  // Both answers are met often.
  EXPECT_GT(others, 50);
  EXPECT_GT(proofs, 50);
}

}  // namespace
}  // namespace sudoku
