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
//
// The large-cage style (generate_large_killer) aims at the hard published Killers: few cages,
// most of them large. It starts from a random grid cut into 81 single-cell cages (a unique
// Killer: every digit is fixed) and merges two neighbouring cages at a time, keeping a merge
// only when the Killer stays unique (a count to 2 by the engine). A merge never joins two
// cages that share a digit of the grid, nor makes a cage above max_cage_size cells; merges
// that grow the smallest cages are tried first, in random order among equals. Merging stops
// at min_cages cages or when no merge keeps the Killer unique; a layout left with more than
// max_cages cages or a cage under min_cage_size cells is dropped and a new grid is cut. A
// count that spends its node budget refuses the merge, so uniqueness is always proved.
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

struct LargeKillerRecipe {
  std::uint64_t seed = 0;
  int min_cage_size = 3;  // a layout with a smaller cage left is dropped
  int max_cage_size = 9;  // no merge makes a cage larger
  int min_cages = 20;     // merging stops at this many cages
  int max_cages = 28;     // a layout stuck above this many is dropped
  int max_grids = 100;    // grids tried before giving up
  Algorithm engine = Algorithm::automatic;
  std::uint64_t node_limit = 10'000'000;  // per count; a count past it refuses the merge
};

struct LargeKiller {
  Puzzle puzzle;
  int grids;   // grids cut (1 when the first one gave the puzzle)
  int counts;  // counts to 2 made, over all grids
};

// A unique 9×9 Killer without givens and with few large cages (see the top of this file),
// deterministic from the recipe's seed whatever the engine, as long as no count reaches the
// node limit.
LargeKiller generate_large_killer(const LargeKillerRecipe& recipe);

}  // namespace sudoku::bench
