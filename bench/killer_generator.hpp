// Killer puzzles for the variants benchmark: cages only (no givens), cut from random grids and
// refined until the solution is unique.
//
// A candidate is a random complete 9×9 grid cut into connected cages of 1..max_cage_size cells
// with distinct digits (tests/support/random_variants.hpp), every cell caged, each sum taken
// from the grid. The engine then counts its solutions to 2. While there is a second solution,
// a cage holding a cell where the two solutions differ is split in two connected parts (a
// part grown from that cell through the cage, the rest cut into its connected pieces), which
// rules out that second solution; a count that spends its budget splits a random cage of two
// or more cells. The result has exactly one solution, proved by the engine.
#pragma once

#include <cstdint>
#include <vector>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::bench {

struct KillerRecipe {
  std::uint64_t seed = 0;
  int max_cage_size = 5;
  Algorithm engine = Algorithm::automatic;
  std::uint64_t node_limit = 2'000'000;  // per count; a count past it splits a random cage
};

// A unique 9×9 Killer without givens made from `recipe` (deterministic from its seed).
Puzzle generate_killer(const KillerRecipe& recipe);

}  // namespace sudoku::bench
