// The general engine (src/solve/general.cpp): any side, jigsaw regions, extra houses, Killer
// cages; checked by hand on small cases and against `backtrack` (the oracle) on random ones.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/engine_cases.hpp"

namespace sudoku {
namespace {

using testing::from_text;
using testing::jigsaw_4x4;
using testing::with;

std::string digits_of(const Puzzle& puzzle) {
  std::string text;
  for (Digit digit : puzzle.cells()) {
    text += static_cast<char>(digit < 10 ? '0' + digit : 'A' + digit - 10);
  }
  return text;
}

Puzzle x_puzzle(Puzzle puzzle) {
  puzzle.add_x_diagonals();
  return puzzle;
}

// ---- hand-written cases -------------------------------------------------------------------------

TEST(General, SolvesAFourByFour) {
  const Puzzle puzzle = from_text(Geometry(4),
                                  "1..."
                                  "..1."
                                  "2..."
                                  "...4");
  const SolveResult result = solve(puzzle, with(Algorithm::general, 2));
  EXPECT_EQ(result.engine, Algorithm::general);
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
  EXPECT_EQ(result.count, solve(puzzle, with(Algorithm::backtrack, 2)).count);
}

TEST(General, SolvesASixBySixWithTwoByThreeBoxes) {
  const std::string solution =
      "126435"
      "345216"
      "453162"
      "261543"
      "534621"
      "612354";
  std::string text = solution;
  for (std::size_t cell = 0; cell < text.size(); cell += 3) text[cell] = '.';
  const Puzzle puzzle = from_text(Geometry(6), text);
  const SolveResult result = solve(puzzle, with(Algorithm::automatic, 2));
  EXPECT_EQ(result.engine, Algorithm::general);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 1U);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(digits_of(*result.solution), solution);
}

TEST(General, CountsTheEmptyFourByFour) {
  const SolveResult result = solve(Puzzle(Geometry(4)), with(Algorithm::general, 0));
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.count, 288U);
}

TEST(General, CountsTheEmptyFourByFourXAsBacktrackDoes) {
  const Puzzle puzzle = x_puzzle(Puzzle(Geometry(4)));
  const SolveResult result = solve(puzzle, with(Algorithm::general, 0));
  EXPECT_EQ(result.count, solve(puzzle, with(Algorithm::backtrack, 0)).count);
  EXPECT_EQ(result.count, 48U);
}

TEST(General, CountsTheEmptyFourByFourJigsawAsBacktrackDoes) {
  const Puzzle puzzle{jigsaw_4x4()};
  const SolveResult result = solve(puzzle, with(Algorithm::general, 0));
  EXPECT_EQ(result.count, 72U);
  EXPECT_EQ(result.count, solve(puzzle, with(Algorithm::backtrack, 0)).count);
}

TEST(General, SolvesANineByNineX) {
  // Every digit of the diagonals given but the centre's: the X rule alone pins r5c5.
  Puzzle puzzle = x_puzzle(Puzzle(Geometry(9)));
  const SolveResult result = solve(puzzle, with(Algorithm::general, 1));
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
  for (int i = 0; i < 9; ++i) {
    if (i != 4) puzzle.set(i * 10, result.solution->at(i * 10));
  }
  const SolveResult again = solve(puzzle, with(Algorithm::general, 1));
  ASSERT_TRUE(again.solution);
  EXPECT_EQ(again.solution->at(40), result.solution->at(40));
}

TEST(General, SolvesAKillerWithAUniqueSolution) {
  // 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1 under domino cages.
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 3});
  puzzle.add_constraint(Cage{{2, 3}, 7});
  puzzle.add_constraint(Cage{{4, 8}, 5});
  puzzle.add_constraint(Cage{{5, 6}, 5});
  puzzle.add_constraint(Cage{{7, 11}, 5});
  puzzle.add_constraint(Cage{{9, 10}, 5});
  puzzle.add_constraint(Cage{{12, 13}, 7});
  puzzle.add_constraint(Cage{{14, 15}, 3});
  puzzle.set(0, 1);  // a Killer with a given: without it the grid mirrored also fits
  const SolveResult oracle = solve(puzzle, with(Algorithm::backtrack, 0));
  const SolveResult result = solve(puzzle, with(Algorithm::general, 0));
  EXPECT_EQ(oracle.count, 1U);
  EXPECT_EQ(result.count, 1U);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(digits_of(*result.solution), "1234341221434321");
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
}

TEST(General, FindsNoSolutionWhenGivensBreakARule) {
  EXPECT_EQ(solve(from_text(Geometry(4), "11.............."), with(Algorithm::general)).status,
            SolveStatus::no_solution);
  Puzzle killer = from_text(Geometry(4), "4...............");
  killer.add_constraint(Cage{{0, 1}, 3});
  EXPECT_EQ(solve(killer, with(Algorithm::general)).status, SolveStatus::no_solution);
  Puzzle full = from_text(Geometry(4), "1234341221434321");
  full.add_constraint(Cage{{0, 1}, 4});
  EXPECT_EQ(solve(full, with(Algorithm::general)).status, SolveStatus::no_solution);
}

TEST(General, SolvesTheOneCellGrid) {
  const SolveResult result = solve(Puzzle(Geometry(1)), with(Algorithm::general, 0));
  EXPECT_EQ(result.count, 1U);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(result.solution->at(0), 1);
}

TEST(General, FillsEmptyLargeGrids) {
  for (int side : {12, 16, 25, 36}) {
    const Puzzle puzzle{Geometry(side)};
    const SolveResult result = solve(puzzle, with(Algorithm::general));
    ASSERT_TRUE(result.solution) << side;
    EXPECT_TRUE(is_solution_of(*result.solution, puzzle)) << side;
  }
}

TEST(General, StopsWhenTheBudgetIsSpent) {
  SolveOptions options = with(Algorithm::general, 0);
  options.node_limit = 1000;
  const SolveResult result = solve(Puzzle(Geometry(16)), options);
  EXPECT_EQ(result.status, SolveStatus::budget_spent);
  EXPECT_GT(result.count, 0U);
  SolveOptions timed = with(Algorithm::general, 0);
  timed.time_limit = std::chrono::milliseconds(20);
  EXPECT_EQ(solve(Puzzle(Geometry(9)), timed).status, SolveStatus::budget_spent);
}

// Replays the trace on the puzzle: every write goes into a blank cell, every backtrack takes out
// the digit the cell holds, and the boards completed on the way are the solutions, in order.
void expect_trace_replays_to_the_solutions(const Puzzle& puzzle) {
  Puzzle board = puzzle;
  std::vector<std::string> complete;
  bool legal = true;
  int guesses = 0;
  SolveOptions options = with(Algorithm::general, 5);
  options.trace = [&](const TraceEvent& event) {
    if (event.kind == TraceEvent::Kind::backtrack) {
      legal = legal && board.at(event.cell) == event.digit;
      board.clear(event.cell);
      return;
    }
    if (event.kind == TraceEvent::Kind::guess) ++guesses;
    legal = legal && board.at(event.cell) == kBlank;
    board.set(event.cell, event.digit);
    if (board.is_complete()) complete.push_back(digits_of(board));
  };
  const SolveResult result = solve(puzzle, options);
  EXPECT_TRUE(legal);
  EXPECT_EQ(result.count, 5U);
  ASSERT_EQ(complete.size(), 5U);
  ASSERT_TRUE(result.solution);
  EXPECT_EQ(complete.front(), digits_of(*result.solution));
  EXPECT_EQ(static_cast<std::uint64_t>(guesses), result.stats.guesses);
  EXPECT_EQ(result.stats.nodes, result.stats.guesses + 1);
}

// With a cage: the mask board.
TEST(General, TraceReplaysToTheSolutions) {
  Puzzle puzzle = from_text(Geometry(6),
                            "1....."
                            "......"
                            "......"
                            "......"
                            "......"
                            "......");
  puzzle.add_constraint(Cage{{1, 2}, 9});
  expect_trace_replays_to_the_solutions(puzzle);
}

// Without: the digit planes, on a plain 6×6 and a 9×9 X.
TEST(General, TraceReplaysToTheSolutionsOnDigitPlanes) {
  expect_trace_replays_to_the_solutions(from_text(Geometry(6),
                                                  "1....."
                                                  "......"
                                                  "......"
                                                  "......"
                                                  "......"
                                                  "......"));
  Puzzle x{Geometry(9)};
  x.add_x_diagonals();
  expect_trace_replays_to_the_solutions(x);
}

// ---- against the oracle -------------------------------------------------------------------------

TEST(General, AgreesWithBacktrackOnRandomSmallPuzzles) {
  testing::expect_agreement_with_backtrack(Algorithm::general, 20261122, 3);
}

// Cages of up to six cells: Killers whose cages hold more than three cells on average, where
// general keeps the implied differences too (cage_propagator.cpp).
TEST(General, AgreesWithBacktrackOnRandomSmallKillersOfLongCages) {
  testing::expect_agreement_with_backtrack(Algorithm::general, 20261126, 6);
}

// A Killer of few long cages, two of them without a total (published as "Killer sudoku [0 cage,
// hard]", tests/data/published), whose count brings the implied differences that join late:
// counted again on the same thread, where the engine keeps its workspace, it takes the same
// search, node for node.
TEST(General, ALongKillerCountIsTheSameWhenSolvedAgain) {
  Puzzle killer(Geometry(9));
  const std::vector<Cage> cages = {
      {{0, 1, 2, 3, 4, 9}, 35},       {{5, 6, 7, 8, 13, 14}, 32},
      {{15, 16, 21, 22, 23, 24}, 33}, {{17, 25, 26, 32, 33, 34}, 29},
      {{27, 36, 37, 38, 39, 45}, 38}, {{20, 29, 30, 31, 40, 49, 50, 51, 60}, 45},
      {{35, 41, 42, 43, 44, 53}, 29}, {{46, 47, 48, 54, 55, 63}, 28},
      {{56, 57, 58, 59, 64, 65}, 21}, {{66, 67, 72, 73, 74, 75}, 30},
      {{71, 76, 77, 78, 79, 80}, 26}};
  for (const Cage& cage : cages) killer.add_constraint(cage);
  killer.add_constraint(ExtraRegion{{10, 11, 12, 18, 19, 28}, true});
  killer.add_constraint(ExtraRegion{{52, 61, 62, 68, 69, 70}, true});
  const SolveResult first = solve(killer, with(Algorithm::general, 2));
  const SolveResult again = solve(killer, with(Algorithm::general, 2));
  ASSERT_EQ(first.status, SolveStatus::solved);
  EXPECT_EQ(first.count, 1U);
  EXPECT_GT(first.stats.nodes, 500U);  // long enough for the late entries to join
  EXPECT_EQ(again.count, 1U);
  EXPECT_EQ(again.stats.nodes, first.stats.nodes);
}

// A minimal 12×12 variant puzzle (bench/variants/differential.py's maker, seed 501, puzzle 3:
// ten givens, the diagonal r1c1–r12c12, black Kropki dots and their negative). Searched without
// weights, counting to 2 ran past 7 million nodes (20 s); variant puzzles up to 16×16 now weigh
// their dead ends and count it in about 65,000 nodes, and find its first solution without
// restarts in about as many.
Puzzle weighted_variant_12x12() {
  const std::vector<std::string> rows = {"9...........", "............", "............",
                                         "...7.....4..", "............", "............",
                                         "..6....A....", "............", ".9..........",
                                         ".3....9.....", "............", "......2..C.."};
  std::string grid;
  for (const std::string& row : rows) {
    grid += grid.empty() ? "[" : ",[";
    for (std::size_t column = 0; column < row.size(); ++column) {
      const char symbol = row[column];
      if (column > 0) grid += ",";
      if (symbol == '.') {
        grid += "{}";
      } else {
        const int digit = symbol <= '9' ? symbol - '0' : symbol - 'A' + 10;
        grid += R"({"value":)" + std::to_string(digit) + R"(,"given":true})";
      }
    }
    grid += "]";
  }
  const std::vector<std::pair<std::string, std::string>> dots = {
      {"R1C5", "R1C6"},    {"R1C8", "R1C9"},   {"R1C9", "R2C9"},     {"R2C1", "R2C2"},
      {"R2C10", "R2C11"},  {"R3C4", "R3C5"},   {"R3C7", "R3C8"},     {"R3C11", "R3C12"},
      {"R3C11", "R4C11"},  {"R4C9", "R4C10"},  {"R5C4", "R5C5"},     {"R5C6", "R5C7"},
      {"R5C9", "R5C10"},   {"R6C1", "R6C2"},   {"R6C4", "R7C4"},     {"R6C10", "R7C10"},
      {"R8C1", "R8C2"},    {"R8C4", "R8C5"},   {"R8C6", "R9C6"},     {"R8C7", "R8C8"},
      {"R9C7", "R9C8"},    {"R10C4", "R10C5"}, {"R10C12", "R11C12"}, {"R11C8", "R11C9"},
      {"R11C12", "R12C12"}};
  std::string ratio;
  for (const auto& [first, second] : dots) {
    ratio.append(ratio.empty() ? "" : ",")
        .append(R"({"cells":[")")
        .append(first)
        .append(R"(",")")
        .append(second)
        .append(R"("]})");
  }
  return read_puzzle(R"({"size":12,"diagonal+":true,"grid":[)" + grid + R"(],"ratio":[)" + ratio +
                         R"(],"negative":["ratio"]})",
                     "s501_03.json");
}

// Counting to `wanted`, the general engine finds the one solution of `puzzle` within `most_nodes`.
void expect_its_solution_within(const Puzzle& puzzle, std::size_t wanted,
                                std::uint64_t most_nodes) {
  SolveOptions options;
  options.algorithm = Algorithm::general;
  options.max_solutions = wanted;
  options.node_limit = most_nodes;
  const SolveResult result = solve(puzzle, options);
  ASSERT_EQ(result.status, SolveStatus::solved) << wanted;
  EXPECT_EQ(result.count, 1U) << wanted;
  ASSERT_TRUE(result.solution.has_value());
  EXPECT_TRUE(is_solution_of(*result.solution, puzzle));
}

TEST(General, WeighsTheDeadEndsOfA12x12VariantPuzzle) {
  const Puzzle puzzle = weighted_variant_12x12();
  expect_its_solution_within(puzzle, 2, 300'000);
  expect_its_solution_within(puzzle, 1, 300'000);
}

// A minimal 16×16 Sudoku X of `sudoku generate --variant x --size 16 --minimal --seed 101` (its
// 43rd): a count on 16×16 searches on the mask board (the digit planes take the rest), which since
// 1.28.0 weighs its dead ends for classic and X puzzles too. By the smallest domain alone it took
// 4,301 nodes counting to 2; by dom/wdeg 891.
TEST(General, WeighsTheDeadEndsOfA16x16XCount) {
  const Puzzle puzzle = read_puzzle(
      "variant: x\n"
      ".2A.B...........C4....567...3A.D...D..E.9...4..G..............9."
      "..4.E..9......B....F......C..2.....E...2..6.9G..85...B....A.1..3"
      "...9.6..A......1.17...GA..3F..D..B3.1.F.CG.6.4E....4.2.C.5..AF.."
      "6....5..B.1.....B7...C.3.....1..F9....BGD..2.76..8...9.13..5...2\n",
      "x16_42.txt");
  expect_its_solution_within(puzzle, 2, 2'000);
}

// A minimal 9×9 of bench/variants/make_minimal_set.py (seed 601, its 33rd puzzle): non-consecutive,
// one black dot, one zipper line and five givens, the rules doing nearly all the work. With the top
// of the search chosen once by dom/wdeg, before any dead end, and every digit of each top cell
// tried, counting to 2 took 218,238 nodes and the first solution 73,421; starting over from the
// top after 1,000 dead ends, branching by conflicts from the first node, about 66,000 and 21,000.
TEST(General, StartsALongSearchOfA9x9VariantPuzzleOverBranchingByConflicts) {
  const Puzzle puzzle = read_puzzle(
      R"({"size":9,"grid":[[{},{},{},{},{},{},{},{"value":2,"given":true},{}],)"
      R"([{},{},{},{},{},{},{},{},{}],[{"value":1,"given":true},{},{},{},{},{},{},{},{}],)"
      R"([{"value":3,"given":true},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
      R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{"value":8,"given":true},{}],)"
      R"([{"value":2,"given":true},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],)"
      R"("nonconsecutive":true,"ratio":[{"cells":["R3C3","R3C4"]}],)"
      R"("zipperline":[{"lines":[["R8C1","R9C1","R9C2","R8C3"]]}]})",
      "s601_32.json");
  expect_its_solution_within(puzzle, 2, 120'000);
  expect_its_solution_within(puzzle, 1, 40'000);
}

// A Killer with a local rule keeps dom/wdeg, as a Killer without one does: it neither branches by
// conflicts nor starts over. A minimal 9×9 of bench/variants/make_minimal_set.py --require
// killercage (seed 801, its 26th: anti-knight, a negative diagonal, one cage, a two-cell pill
// arrow, eight givens) took 5,197 nodes counting to 2 when it started over after 1,000 dead ends;
// by dom/wdeg all the way, 2,774.
TEST(General, KeepsWeighingTheDeadEndsOfAKillerWithALocalRule) {
  const Puzzle puzzle = read_puzzle(
      R"({"size":9,"diagonal-":true,"antiknight":true,)"
      R"("killercage":[{"cells":["R8C4","R9C4"],"value":"6"}],)"
      R"("arrow":[{"cells":["R7C3","R8C3"],)"
      R"("lines":[["R8C3","R9C3","R8C4","R7C5","R6C5","R5C6","R4C7","R3C6"]]}],)"
      R"("grid":[[{},{},{},{},{},{},{},{},{}],)"
      R"([{},{},{"value":6,"given":true},{},{},{"value":7,"given":true},{},{},{}],)"
      R"([{"value":7,"given":true},{},{},{},{},{},{},{},{"value":2,"given":true}],)"
      R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{"value":4,"given":true},{},{},{}],)"
      R"([{},{},{},{},{},{},{},{},{}],)"
      R"([{},{},{"value":2,"given":true},{},{},{"value":9,"given":true},{},{},{}],)"
      R"([{},{},{},{"value":5,"given":true},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]]})",
      "s801_25.json");
  expect_its_solution_within(puzzle, 2, 4'000);
}

// A search that starts over counts every solution again: the solutions met before are not counted
// twice. A minimal 9×9 of make_minimal_set.py (seed 601, its 17th) less its given at r5c5 has 488
// solutions; the count meets more than 1,000 dead ends after finding some of them, and starts
// over. A traced search never branches by conflicts, so it never starts over: it is the oracle.
TEST(General, CountsEverySolutionOnceWhenItStartsOver) {
  const Puzzle puzzle = read_puzzle(
      R"({"size":9,"disjointgroups":true,"even":[{"cell":"R5C7"}],)"
      R"("difference":[{"cells":["R3C8","R3C9"],"value":"8"},{"cells":["R8C6","R9C6"],"value":"8"}],)"
      R"("littlekillersum":[{"cell":"R6C0","direction":"UR","value":"21"},)"
      R"({"cell":"R10C5","direction":"UL","value":"20"},{"cell":"R3C0","direction":"DR","value":"41"}],)"
      R"("grid":[[{},{},{},{},{},{},{"value":2,"given":true},{},{}],)"
      R"([{},{},{},{},{},{},{},{},{"value":7,"given":true}],)"
      R"([{},{"value":4,"given":true},{},{},{},{},{"value":3,"given":true},{},{}],)"
      R"([{},{"value":1,"given":true},{},{},{},{},{},{},{}],)"
      R"([{},{},{},{},{},{},{},{"value":4,"given":true},{}],)"
      R"([{},{},{},{},{},{"value":6,"given":true},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
      R"([{},{},{},{},{},{},{},{"value":6,"given":true},{}],[{},{},{},{},{},{},{},{},{}]]})",
      "s601_16.json");
  SolveOptions options;
  options.algorithm = Algorithm::general;
  options.max_solutions = 0;
  const SolveResult counted = solve(puzzle, options);
  options.trace = [](const TraceEvent&) {};
  const SolveResult traced = solve(puzzle, options);
  ASSERT_EQ(counted.status, SolveStatus::solved);
  ASSERT_EQ(traced.status, SolveStatus::solved);
  EXPECT_EQ(counted.count, 488U);
  EXPECT_EQ(traced.count, 488U);
  ASSERT_TRUE(counted.solution.has_value());
  EXPECT_TRUE(is_solution_of(*counted.solution, puzzle));
}

}  // namespace
}  // namespace sudoku
