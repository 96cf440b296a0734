// Common peer elimination (src/logic/common_peers.cpp) on hand-made grids, with its exact
// sentence and removals.
#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// 1 in box 1 only at r1c1 and r2c2: r1c5 sees r1c1 along row 1 and r2c2 through their cage.
TEST(CommonPeerElimination, ACellSeeingADigitsPlacesThroughACageAndALine) {
  CandidateGrid grid = with_cages({{{at(1, 5), at(2, 2), at(2, 3), at(2, 4), at(2, 5)}, 25}});
  only_at(grid, 1, box(grid, 1), {at(1, 1), at(2, 2)});
  const std::optional<Step> step = first_step(grid, Technique::common_peer_elimination);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Common peer elimination: 1 in box 1 can only go in r1c1 or r2c2, and r1c5 (through "
            "row 1 and the cage at r1c5) sees every one of them, so remove 1 from r1c5.");
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(1, 5), 1}}));
  EXPECT_EQ(step->rating, 28);
}

// A cage of 3 in two cells apart needs 1 and 2: r1c2 and r5c1 each see both of its cells.
TEST(CommonPeerElimination, ADigitEveryCombinationOfACageHolds) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(5, 2)}, 3}});
  EXPECT_EQ(explanation(grid, Technique::common_peer_elimination),
            "Common peer elimination: every combination of the cage at r1c1 holds 1, which can "
            "only go in r1c1 or r5c2, and r1c2 (through row 1, column 2 and box 1), r2c2 (through "
            "column 2 and box 1), r3c2 (through column 2 and box 1), r4c1 (through column 1 and "
            "box 4), r5c1 (through row 5, column 1 and box 4) and r6c1 (through column 1 and box "
            "4) each see every one of them, so remove 1 from r1c2, r2c2, r3c2, r4c1, r5c1 and "
            "r6c1.");
}

// The same places seen along one line only are pointing's, not this rung's.
TEST(CommonPeerElimination, NothingWithoutACage) {
  Puzzle puzzle{Geometry(9)};
  CandidateGrid grid(puzzle);
  only_at(grid, 1, box(grid, 1), {at(1, 1), at(1, 2)});
  EXPECT_FALSE(logic::find_common_peer_elimination(grid));
}

}  // namespace
}  // namespace sudoku::testing
