// What the engine tests share (tests/solve/general_test.cpp, cdcl_test.cpp, lcg_test.cpp):
// options naming an engine, puzzles written as digit strings, and random small puzzles of every
// kind whose answers the `backtrack` oracle gives.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::testing {

inline SolveOptions with(Algorithm algorithm, std::uint64_t max_solutions = 1) {
  SolveOptions options;
  options.algorithm = algorithm;
  options.max_solutions = max_solutions;
  return options;
}

// A puzzle from digits in reading order ('.' or '0' blank, '1'.. '9' then 'A'.. for 10..).
inline Puzzle from_text(Geometry geometry, const std::string& text) {
  Puzzle puzzle{std::move(geometry)};
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    const char symbol = text[static_cast<std::size_t>(cell)];
    if (symbol >= '1' && symbol <= '9') puzzle.set(cell, static_cast<Digit>(symbol - '0'));
    if (symbol >= 'A' && symbol <= 'Z') puzzle.set(cell, static_cast<Digit>(symbol - 'A' + 10));
  }
  return puzzle;
}

// An irregular 4×4 layout (72 solutions):  0 0 1 1 / 0 2 2 1 / 0 2 3 1 / 2 3 3 3.
inline Geometry jigsaw_4x4() {
  return Geometry(4, {0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3});
}

// A random puzzle of the given kind: a solution of the empty puzzle (found by backtrack) with
// its digits renamed at random, some givens kept, and for a Killer cages of one to `longest`
// cells along the rows with a true total (or, one time in twenty, one more).
inline Puzzle random_engine_case(std::mt19937& random, const Geometry& geometry, bool x,
                                 bool killer, int longest = 3) {
  Puzzle empty{geometry};
  if (x) empty.add_x_diagonals();
  const int side = geometry.side();
  std::vector<Digit> names(static_cast<std::size_t>(side));
  for (int i = 0; i < side; ++i) names[static_cast<std::size_t>(i)] = static_cast<Digit>(i + 1);
  // Renaming digits keeps rows, columns, boxes, regions and diagonals.
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

// 400 random small puzzles (4×4 and 6×6, X, Killers with cages of up to `longest` cells, a 4×4
// jigsaw) counted to 50 solutions by `count` (the puzzle and the limit) and by backtrack: the same
// count, status and a true solution. Puzzles where backtrack spends its budget (2 million nodes)
// are not judged; more than 300 must be.
inline void expect_agreement_with_backtrack(
    const std::function<SolveResult(const Puzzle&, std::uint64_t)>& count, unsigned seed,
    int longest) {
  std::mt19937 random(seed);
  int checked = 0;
  for (int round = 0; round < 400; ++round) {
    const int kind = round % 8;
    const Geometry geometry = kind == 7 ? jigsaw_4x4() : Geometry(kind % 2 == 0 ? 4 : 6);
    const bool x = kind == 2 || kind == 5;
    const bool killer = kind == 3 || kind == 4 || kind == 6 || kind == 7;
    const Puzzle puzzle = random_engine_case(random, geometry, x, killer, longest);
    // Up to 50 solutions: an almost empty 6×6 has millions.
    SolveOptions oracle_options = with(Algorithm::backtrack, 50);
    oracle_options.node_limit = 2'000'000;
    const SolveResult oracle = solve(puzzle, oracle_options);
    if (oracle.status == SolveStatus::budget_spent) continue;
    const SolveResult result = count(puzzle, 50);
    ASSERT_EQ(result.count, oracle.count) << "round " << round;
    ASSERT_EQ(result.status, oracle.status) << "round " << round;
    if (oracle.solution) {
      ASSERT_TRUE(result.solution) << "round " << round;
      EXPECT_TRUE(is_solution_of(*result.solution, puzzle)) << "round " << round;
    }
    ++checked;
  }
  EXPECT_GT(checked, 300);
}

// The same through solve() with `engine`.
inline void expect_agreement_with_backtrack(Algorithm engine, unsigned seed, int longest) {
  expect_agreement_with_backtrack(
      [engine](const Puzzle& puzzle, std::uint64_t limit) {
        return solve(puzzle, with(engine, limit));
      },
      seed, longest);
}

}  // namespace sudoku::testing
