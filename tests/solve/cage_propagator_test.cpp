// The cage propagator of the general engine (src/solve/cage_propagator.cpp), on small cases
// worked by hand: what propagation alone leaves at the root (root_candidates).
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "solve/engines.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku {
namespace {

// The candidates of `cell` at the root, bit d−1 for digit d.
std::uint64_t root_of(const std::vector<std::uint64_t>& root, int cell) {
  return root[static_cast<std::size_t>(cell)];
}

// On 4×4, a cage r1c1 + r3c2 = 3 holds 1 and 2 in its two cells, which share no house. r1c2
// (row 1, column 2), r2c2 (box 1, column 2), r3c1 (column 1, row 3) and r4c1 (column 1, box 3)
// each see both cells, so none can hold 1 or 2.
TEST(CagePropagator, ARequiredDigitLeavesTheCellsSeeingAllItsPlacesAcrossTwoHouses) {
  Puzzle puzzle(Geometry(4));
  puzzle.add_constraint(Cage{{0, 9}, 3});
  const std::optional<std::vector<std::uint64_t>> root = detail::root_candidates(puzzle);
  ASSERT_TRUE(root.has_value());
  EXPECT_EQ(root_of(*root, 0), 0b0011U);  // r1c1
  EXPECT_EQ(root_of(*root, 9), 0b0011U);  // r3c2
  for (const int cell : {1, 5, 8, 12}) {  // r1c2, r2c2, r3c1, r4c1
    EXPECT_EQ(root_of(*root, cell) & 0b0011U, 0U) << "cell " << cell;
  }
  // r2c1 sees r1c1 (column 1, box 1) but not r3c2: it keeps 1 and 2.
  EXPECT_EQ(root_of(*root, 4) & 0b0011U, 0b0011U);
}

// PropagationTrials starts from given candidates: r1c1 kept to 1 leaves r3c2 only 2 (the cage's
// total), and r1c1 kept to 3 leaves r3c2 nothing: a contradiction. Every digit is the root's.
TEST(CagePropagator, PropagatesFromTheCandidatesItIsGiven) {
  Puzzle puzzle(Geometry(4));
  puzzle.add_constraint(Cage{{0, 9}, 3});
  std::vector<std::uint64_t> start(16, 0b1111U);
  start[0] = 0b0001U;
  const detail::PropagationTrials one(puzzle, start);
  ASSERT_TRUE(one.consistent());
  EXPECT_EQ(one.candidates(9), 0b0010U);
  EXPECT_EQ(one.candidates(1) & 0b0001U, 0U);  // r1c2 sees r1c1
  start[0] = 0b0100U;
  EXPECT_FALSE(detail::PropagationTrials(puzzle, start).consistent());
  start[0] = 0;
  EXPECT_FALSE(detail::PropagationTrials(puzzle, start).consistent());
  const detail::PropagationTrials all(puzzle, std::vector<std::uint64_t>(16, 0b1111U));
  const std::optional<std::vector<std::uint64_t>> root = detail::root_candidates(puzzle);
  ASSERT_TRUE(root.has_value());
  for (int cell = 0; cell < 16; ++cell) EXPECT_EQ(all.candidates(cell), root_of(*root, cell));
}

}  // namespace
}  // namespace sudoku
