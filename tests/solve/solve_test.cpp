// solve() (src/solve/solve.cpp): the dispatcher, the names, and what every engine behind it
// promises — seed examples pinned exactly, counting, budgets, traces.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/examples.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku {
namespace {

using testing::kImpossiblePuzzle;
using testing::kInkala2012;
using testing::kInkala2012Solution;
using testing::kSeed000Puzzle;
using testing::kSeed000Solution;
using testing::kSeed004Puzzle;
using testing::kSeed004Solution;
using testing::replay_trace;
using testing::TraceReplay;

constexpr Algorithm kEngines[] = {Algorithm::automatic, Algorithm::backtrack, Algorithm::classic9,
                                  Algorithm::general};

Puzzle grid(const char* text) { return read_grid(text, "test", Validation::shape_only); }

SolveOptions with(Algorithm algorithm, std::uint64_t max_solutions = 1) {
  SolveOptions options;
  options.algorithm = algorithm;
  options.max_solutions = max_solutions;
  return options;
}

// Seed 000's solution with r1c3, r1c9, r2c3 and r2c9 blank (2 3 / 3 2): exactly two solutions.
Puzzle two_solution_puzzle() {
  Puzzle puzzle = grid(kSeed000Solution);
  for (int cell : {2, 8, 11, 17}) puzzle.clear(cell);
  return puzzle;
}

Puzzle nine_by_nine_x() {
  Puzzle puzzle{Geometry(9)};
  std::vector<int> main_diagonal;
  std::vector<int> anti_diagonal;
  for (int i = 0; i < 9; ++i) {
    main_diagonal.push_back(i * 10);
    anti_diagonal.push_back(i * 9 + 8 - i);
  }
  puzzle.add_constraint(ExtraHouse{"main diagonal", main_diagonal});
  puzzle.add_constraint(ExtraHouse{"anti-diagonal", anti_diagonal});
  return puzzle;
}

// ---- names --------------------------------------------------------------------------------------

TEST(AlgorithmName, NamesEveryEngineAndParsesTheNamesBack) {
  EXPECT_EQ(algorithm_name(Algorithm::automatic), "auto");
  EXPECT_EQ(algorithm_name(Algorithm::backtrack), "backtrack");
  EXPECT_EQ(algorithm_name(Algorithm::classic9), "classic9");
  EXPECT_EQ(algorithm_name(Algorithm::general), "general");
  for (Algorithm algorithm : kEngines) {
    EXPECT_EQ(parse_algorithm(algorithm_name(algorithm)), algorithm);
  }
}

// A 64×64 Killer of 2,048 cages of two cells side by side, no givens: hard for general, and
// too large for cdcl's formula (cnf.hpp, kMostLiterals). Built once (general fills the empty
// grid the cages are cut from).
const Puzzle& sixty_four_killer_of_pairs() {
  static const Puzzle killer = [] {
    const Puzzle empty{Geometry(64)};
    SolveOptions general;
    general.algorithm = Algorithm::general;
    const Puzzle filled = *solve(empty, general).solution;
    Puzzle puzzle = empty;
    for (int cell = 0; cell < puzzle.cell_count(); cell += 2) {
      puzzle.add_constraint(Cage{{cell, cell + 1}, filled.at(cell) + filled.at(cell + 1)});
    }
    return puzzle;
  }();
  return killer;
}

// auto's first budget for general on a 64×64: 2,500 nodes, and one more a blank cell.
constexpr std::uint64_t kFirstNodesOfBlank64 = 2'500 + 4'096;

// auto on a grid above 9×9 runs general under a first budget, then cdcl with what is left of the
// caller's. With a node limit one above that first budget, on a grid general does not finish in
// it, general spends the caller's last node and auto stops there, budget spent (cdcl must not get
// a node limit of 0, which would mean none).
TEST(Portfolio, StopsWhereGeneralSpentTheCallersLastNode) {
  SolveOptions general;
  general.algorithm = Algorithm::general;
  general.node_limit = kFirstNodesOfBlank64;
  ASSERT_EQ(solve(sixty_four_killer_of_pairs(), general).status, SolveStatus::budget_spent);
  SolveOptions options;
  options.node_limit = kFirstNodesOfBlank64 + 1;
  const SolveResult result = solve(sixty_four_killer_of_pairs(), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_EQ(result.engine, Algorithm::general);
  EXPECT_LE(result.stats.nodes, kFirstNodesOfBlank64 + 1);
}

// A count on 16×16 without cages: general's search weighs its dead ends there, and gets 20,000
// nodes (and one a blank cell) before cdcl instead of 1,000. A minimal 16×16 Sudoku X of `sudoku
// generate --variant x --size 16 --minimal --seed 101` (its 54th) that general counts to 2 in
// 1,746 nodes ends in general (in 1.27.0, cdcl took over after 1,000 and one a blank cell).
TEST(Portfolio, CountsA16x16XInGeneralWhenItsWeightedSearchEndsSoon) {
  const Puzzle puzzle = read_puzzle(
      "variant: x\n"
      ".E..46.7....2..F1.5...8.A4......A......C.6.....D.BF......E...G.."
      ".6.F.E5..1.BC9A.......23....1B.......A..32.F.8..2.B...7......3.."
      "..1397..F.G..A......B...C...G48..7....F6..E.9......9.8.......D7."
      ".467...G1.....E....G.5..7B9..2...1D.3...E..G..4......C..435.....\n",
      "x16_53.txt");
  SolveOptions options;
  options.max_solutions = 2;
  const SolveResult result = solve(puzzle, options);
  ASSERT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  EXPECT_EQ(result.engine, Algorithm::general);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
}

// An empty 64×64: general fills it in one descent, a node a blank cell at most, which auto's
// first budget allows; cdcl would first read a formula of 10.3 million literals (600 MB, seconds).
// Proving it has more than one solution ends in general too.
TEST(Portfolio, FillsAnEmptySixtyFourBySixtyFourWithGeneral) {
  const Puzzle empty{Geometry(64)};
  const SolveResult result = solve(empty, SolveOptions{});
  ASSERT_EQ(result.status, SolveStatus::solved);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, empty));
  EXPECT_EQ(result.engine, Algorithm::general);
  SolveOptions two;
  two.max_solutions = 2;
  const SolveResult count = solve(empty, two);
  EXPECT_EQ(count.status, SolveStatus::solved);
  EXPECT_EQ(count.count, 2U);
  EXPECT_EQ(count.engine, Algorithm::general);
}

// When general's first budget runs out and cdcl's formula would pass its most literals, general
// goes on with the rest of the caller's nodes instead: budget spent there, by general, with
// every node of the limit used.
TEST(Portfolio, GoesOnWithGeneralWhenCdclsFormulaIsTooLarge) {
  SolveOptions options;
  options.node_limit = kFirstNodesOfBlank64 + 200;
  const SolveResult result = solve(sixty_four_killer_of_pairs(), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_EQ(result.engine, Algorithm::general);
  EXPECT_GT(result.stats.nodes, kFirstNodesOfBlank64 + 1);
  EXPECT_LE(result.stats.nodes, options.node_limit + 1);
}

TEST(AlgorithmName, ParsesNothingElse) {
  for (const char* name : {"", "automatic", "Auto", "BACKTRACK", "classic", "classic9 ", "dlx"}) {
    EXPECT_EQ(parse_algorithm(name), std::nullopt) << '"' << name << '"';
  }
}

TEST(StatusName, NamesEveryStatus) {
  EXPECT_EQ(status_name(SolveStatus::solved), "solved");
  EXPECT_EQ(status_name(SolveStatus::no_solution), "no_solution");
  EXPECT_EQ(status_name(SolveStatus::budget_spent), "budget_spent");
}

// ---- the dispatcher -----------------------------------------------------------------------------

TEST(PickEngine, PicksClassic9ForPlainNineByNine) {
  EXPECT_EQ(pick_engine(Puzzle(Geometry(9))), Algorithm::classic9);
  EXPECT_EQ(pick_engine(grid(kSeed000Puzzle)), Algorithm::classic9);
  EXPECT_EQ(solve(grid(kSeed000Puzzle)).engine, Algorithm::classic9);
}

TEST(PickEngine, PicksGeneralForOtherSides) {
  for (int side : {1, 2, 4, 5, 6, 8, 12, 16}) {
    EXPECT_EQ(pick_engine(Puzzle(Geometry(side))), Algorithm::general) << side;
  }
  EXPECT_EQ(solve(Puzzle(Geometry(4))).engine, Algorithm::general);
  EXPECT_EQ(solve(Puzzle(Geometry(6))).engine, Algorithm::general);
}

TEST(PickEngine, PicksGeneralForNineByNineWithExtraRules) {
  EXPECT_EQ(pick_engine(nine_by_nine_x()), Algorithm::general);
  Puzzle killer{Geometry(9)};
  killer.add_constraint(Cage{{0, 1}, 3});
  EXPECT_EQ(pick_engine(killer), Algorithm::general);
  const SolveResult result = solve(nine_by_nine_x());
  EXPECT_EQ(result.engine, Algorithm::general);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, nine_by_nine_x()));
}

TEST(Solve, ReportsTheEngineItRan) {
  for (Algorithm algorithm : {Algorithm::backtrack, Algorithm::classic9}) {
    EXPECT_EQ(solve(grid(kSeed000Puzzle), with(algorithm)).engine, algorithm);
  }
}

TEST(Solve, RefusesClassic9ForAnythingButPlainNineByNine) {
  for (const Puzzle& puzzle : {Puzzle(Geometry(4)), Puzzle(Geometry(6)), nine_by_nine_x()}) {
    try {
      solve(puzzle, with(Algorithm::classic9));
      ADD_FAILURE() << "classic9 accepted a " << puzzle.side() << "x" << puzzle.side();
    } catch (const std::invalid_argument& error) {
      EXPECT_STREQ(error.what(), "the classic9 engine solves plain 9×9 puzzles only");
    }
  }
}

// ---- seed examples, pinned exactly, through every engine ----------------------------------------

TEST(Solve, SolvesSeed000BoardToItsSolution) {
  for (Algorithm algorithm : kEngines) {
    const SolveResult result = solve(grid(kSeed000Puzzle), with(algorithm));
    EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
    EXPECT_EQ(result.count, 1U) << algorithm_name(algorithm);
    ASSERT_TRUE(result.solution) << algorithm_name(algorithm);
    EXPECT_EQ(to_grid(*result.solution), kSeed000Solution) << algorithm_name(algorithm);
  }
}

TEST(Solve, SolvesSeed004ExampleToItsSolution) {
  for (Algorithm algorithm : kEngines) {
    const SolveResult result = solve(grid(kSeed004Puzzle), with(algorithm));
    EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
    ASSERT_TRUE(result.solution) << algorithm_name(algorithm);
    EXPECT_EQ(to_grid(*result.solution), kSeed004Solution) << algorithm_name(algorithm);
  }
}

TEST(Solve, ProvesSeedExamplesHaveOneSolution) {
  for (Algorithm algorithm : kEngines) {
    for (const char* text : {kSeed000Puzzle, kSeed004Puzzle}) {
      const SolveResult result = solve(grid(text), with(algorithm, 2));
      EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
      EXPECT_EQ(result.count, 1U) << algorithm_name(algorithm) << "\n" << text;
    }
  }
}

TEST(Solve, SolvesInkala2012) {
  for (Algorithm algorithm : kEngines) {
    const SolveResult result = solve(read_line(kInkala2012, "test"), with(algorithm, 2));
    EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
    EXPECT_EQ(result.count, 1U) << algorithm_name(algorithm);
    ASSERT_TRUE(result.solution) << algorithm_name(algorithm);
    EXPECT_EQ(to_line(*result.solution), kInkala2012Solution) << algorithm_name(algorithm);
  }
}

TEST(Solve, FindsNoSolutionForTheImpossiblePuzzle) {
  for (Algorithm algorithm : kEngines) {
    const SolveResult result = solve(grid(kImpossiblePuzzle), with(algorithm, 0));
    EXPECT_EQ(result.status, SolveStatus::no_solution) << algorithm_name(algorithm);
    EXPECT_EQ(result.count, 0U) << algorithm_name(algorithm);
    EXPECT_FALSE(result.solution) << algorithm_name(algorithm);
  }
}

TEST(Solve, FindsNoSolutionWhenGivensRepeatADigit) {
  Puzzle puzzle = grid(kSeed000Puzzle);
  puzzle.set(0, 9);  // r1c1 = 9 on its own is fine
  puzzle.set(8, 9);  // r1c9 = 9 repeats it in row 1 (and r2c8 in box 3)
  for (Algorithm algorithm : kEngines) {
    const SolveResult result = solve(puzzle, with(algorithm, 0));
    EXPECT_EQ(result.status, SolveStatus::no_solution) << algorithm_name(algorithm);
    EXPECT_EQ(result.count, 0U) << algorithm_name(algorithm);
  }
}

TEST(Solve, ReturnsACompleteValidGridAsItsOnlySolution) {
  for (Algorithm algorithm : kEngines) {
    const SolveResult result = solve(grid(kSeed004Solution), with(algorithm, 0));
    EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
    EXPECT_EQ(result.count, 1U) << algorithm_name(algorithm);
    ASSERT_TRUE(result.solution);
    EXPECT_EQ(to_grid(*result.solution), kSeed004Solution) << algorithm_name(algorithm);
  }
}

// ---- counting -----------------------------------------------------------------------------------

TEST(Solve, CountsExactlyTwoSolutionsWithEveryEngine) {
  for (Algorithm algorithm : kEngines) {
    for (std::uint64_t limit : {0U, 2U, 3U, 100U}) {
      const SolveResult result = solve(two_solution_puzzle(), with(algorithm, limit));
      EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
      EXPECT_EQ(result.count, 2U) << algorithm_name(algorithm) << " limit " << limit;
      ASSERT_TRUE(result.solution);
      EXPECT_TRUE(is_solution_of(*result.solution, two_solution_puzzle()));
    }
    EXPECT_EQ(solve(two_solution_puzzle(), with(algorithm, 1)).count, 1U)
        << algorithm_name(algorithm);
  }
}

TEST(Solve, CountsThe288GridsOfTheEmptyFourByFour) {
  const SolveResult result = solve(Puzzle(Geometry(4)), with(Algorithm::automatic, 0));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 288U);
}

TEST(Solve, NeverCountsBeyondMaxSolutions) {
  for (Algorithm algorithm : kEngines) {
    for (std::uint64_t limit : {1U, 2U, 10U, 57U}) {
      const SolveResult result = solve(Puzzle(Geometry(9)), with(algorithm, limit));
      EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
      EXPECT_EQ(result.count, limit) << algorithm_name(algorithm);
    }
  }
}

TEST(Solve, Classic9AndBacktrackCountTheSameOnAPuzzleWithManySolutions) {
  // Seed 000's solution with its first three rows blank: every way to refill them.
  Puzzle puzzle = grid(kSeed000Solution);
  for (int cell = 0; cell < 27; ++cell) puzzle.clear(cell);
  const SolveResult fast = solve(puzzle, with(Algorithm::classic9, 0));
  const SolveResult reference = solve(puzzle, with(Algorithm::backtrack, 0));
  EXPECT_EQ(fast.status, SolveStatus::solved);
  EXPECT_GE(fast.count, 1U);
  EXPECT_EQ(fast.count, reference.count);
}

// ---- budget -------------------------------------------------------------------------------------

TEST(Solve, StopsEveryEngineWhenTheNodeBudgetIsSpent) {
  for (Algorithm algorithm : kEngines) {
    SolveOptions options = with(algorithm, 0);
    options.node_limit = 50;
    const SolveResult result = solve(Puzzle(Geometry(9)), options);
    EXPECT_EQ(result.status, SolveStatus::budget_spent) << algorithm_name(algorithm);
    EXPECT_LE(result.stats.nodes, 51U) << algorithm_name(algorithm);
    EXPECT_EQ(result.solution.has_value(), result.count > 0) << algorithm_name(algorithm);
  }
}

TEST(Solve, StopsEveryEngineWhenTheTimeBudgetIsSpent) {
  for (Algorithm algorithm : kEngines) {
    SolveOptions options = with(algorithm, 0);  // counting every 9×9 grid never ends
    options.time_limit = std::chrono::milliseconds(20);
    options.measure_time = true;
    const SolveResult result = solve(Puzzle(Geometry(9)), options);
    EXPECT_EQ(result.status, SolveStatus::budget_spent) << algorithm_name(algorithm);
    EXPECT_GE(result.count, 1U) << algorithm_name(algorithm);
    EXPECT_GE(result.stats.microseconds, 20'000) << algorithm_name(algorithm);
    EXPECT_LT(result.stats.microseconds, 5'000'000) << algorithm_name(algorithm);
  }
}

TEST(Solve, LeavesAnUnspentBudgetUnnoticed) {
  for (Algorithm algorithm : kEngines) {
    SolveOptions options = with(algorithm, 2);
    options.node_limit = 100'000'000;
    options.time_limit = std::chrono::seconds(60);
    const SolveResult result = solve(grid(kSeed004Puzzle), options);
    EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
    EXPECT_EQ(result.count, 1U) << algorithm_name(algorithm);
  }
}

TEST(Solve, TreatsATimeLimitTooLongToReachAsNoLimit) {
  // Counting 3000 solutions of the empty grid takes a few thousand nodes and no time at all;
  // a time limit of centuries, or the longest one there is, must not cut it short.
  for (const std::chrono::microseconds limit :
       {std::chrono::microseconds(std::chrono::hours(24 * 365 * 300)),
        std::chrono::microseconds::max()}) {
    for (Algorithm algorithm : kEngines) {
      SolveOptions options = with(algorithm, 3000);
      options.time_limit = limit;
      const SolveResult result = solve(Puzzle(Geometry(9)), options);
      EXPECT_EQ(result.status, SolveStatus::solved)
          << algorithm_name(algorithm) << ", time limit " << limit.count() << " µs";
      EXPECT_EQ(result.count, 3000U) << algorithm_name(algorithm);
    }
  }
}

// ---- constraints naming a cell twice ------------------------------------------------------------

TEST(Solve, ReturnsOnlySolutionsThatKeepTheRulesWhenAConstraintNamesACellTwice) {
  // Either add_constraint refuses such a constraint, or the engines and the rule checks read
  // it the same way; a solution that is_solution_of rejects must never come back.
  for (const Constraint& constraint :
       {Constraint{ExtraHouse{"twice r1c1", {0, 0, 5}}}, Constraint{Cage{{0, 0}, 2}}}) {
    Puzzle puzzle{Geometry(4)};
    try {
      puzzle.add_constraint(constraint);
    } catch (const std::invalid_argument&) {
      continue;
    }
    const SolveResult result = solve(puzzle);
    if (result.solution) {
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle))
          << to_line(*result.solution) << ": "
          << solution_problem(*result.solution, puzzle).value_or("");
    }
  }
}

// A stop flag set (Python's Ctrl+C) ends a count of every 9×9 grid, which no engine finishes,
// as a spent budget: within the first nodes of each engine the search runs.
TEST(Solve, StopsSoonAfterTheStopFlagIsSet) {
  const std::atomic<bool> stop{true};
  for (Algorithm algorithm : {Algorithm::automatic, Algorithm::backtrack, Algorithm::classic9,
                              Algorithm::general, Algorithm::cdcl}) {
    SolveOptions options = with(algorithm, 0);
    options.stop = &stop;
    const SolveResult result = solve(Puzzle(Geometry(9)), options);
    EXPECT_EQ(result.status, SolveStatus::budget_spent) << algorithm_name(algorithm);
    EXPECT_LE(result.stats.nodes, 4096U) << algorithm_name(algorithm);
  }
}

// ---- statistics and trace -----------------------------------------------------------------------

TEST(Solve, CountsNodesAndGuessesAndTime) {
  for (Algorithm algorithm : kEngines) {
    SolveOptions options = with(algorithm);
    options.measure_time = true;
    const SolveResult result = solve(read_line(kInkala2012, "test"), options);
    EXPECT_GT(result.stats.nodes, 0U) << algorithm_name(algorithm);
    EXPECT_GT(result.stats.guesses, 0U) << algorithm_name(algorithm) << ": this one needs guessing";
    EXPECT_GT(result.stats.nanoseconds, 0) << algorithm_name(algorithm);
    EXPECT_EQ(result.stats.microseconds, result.stats.nanoseconds / 1000)
        << algorithm_name(algorithm);
  }
}

TEST(Solve, LeavesTheClockAloneUnlessAsked) {
  for (Algorithm algorithm : kEngines) {
    const SolveResult result = solve(read_line(kInkala2012, "test"), with(algorithm));
    EXPECT_EQ(result.status, SolveStatus::solved) << algorithm_name(algorithm);
    EXPECT_EQ(result.stats.nanoseconds, 0) << algorithm_name(algorithm);
    EXPECT_EQ(result.stats.microseconds, 0) << algorithm_name(algorithm);
  }
}

TEST(Solve, TraceReplayedOnThePuzzleEndsOnTheSolution) {
  for (Algorithm algorithm : kEngines) {
    for (const Puzzle& puzzle :
         {grid(kSeed000Puzzle), grid(kSeed004Puzzle), read_line(kInkala2012, "test")}) {
      const TraceReplay replay = replay_trace(puzzle, with(algorithm));
      ASSERT_EQ(replay.problem, "") << algorithm_name(algorithm) << " " << to_line(puzzle);
      ASSERT_TRUE(replay.result.solution);
      EXPECT_EQ(replay.board, *replay.result.solution)
          << algorithm_name(algorithm) << " " << to_line(puzzle);
      std::uint64_t guesses = 0;
      for (const TraceEvent& event : replay.events)
        guesses += event.kind == TraceEvent::Kind::guess;
      EXPECT_EQ(guesses, replay.result.stats.guesses) << algorithm_name(algorithm);
    }
  }
}

TEST(Solve, TraceChangesNothingButTheTime) {
  for (Algorithm algorithm : kEngines) {
    const Puzzle puzzle = read_line(kInkala2012, "test");
    const SolveResult plain = solve(puzzle, with(algorithm, 2));
    const TraceReplay traced = replay_trace(puzzle, with(algorithm, 2));
    EXPECT_EQ(traced.result.status, plain.status) << algorithm_name(algorithm);
    EXPECT_EQ(traced.result.count, plain.count) << algorithm_name(algorithm);
    EXPECT_EQ(traced.result.solution, plain.solution) << algorithm_name(algorithm);
    EXPECT_EQ(traced.result.stats.nodes, plain.stats.nodes) << algorithm_name(algorithm);
    EXPECT_EQ(traced.result.stats.guesses, plain.stats.guesses) << algorithm_name(algorithm);
  }
}

TEST(Solve, TraceNamesNoGivenCell) {
  for (Algorithm algorithm : kEngines) {
    const Puzzle puzzle = grid(kSeed000Puzzle);
    const TraceReplay replay = replay_trace(puzzle, with(algorithm, 0));
    ASSERT_EQ(replay.problem, "") << algorithm_name(algorithm);
    for (const TraceEvent& event : replay.events) {
      EXPECT_EQ(puzzle.at(event.cell), kBlank)
          << algorithm_name(algorithm) << " " << cell_name(puzzle.geometry(), event.cell);
    }
  }
}

}  // namespace
}  // namespace sudoku
