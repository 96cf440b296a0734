// Aligned pair exclusion (src/logic/exclusion.cpp) on hand-made grids, each with its sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

// r1c1 (1 or 2) and r1c5 (3 or 4) see r1c8 (2 or 4) and r1c9 (2 or 3): with r1c1 = 2, whichever
// r1c5 is leaves one of them empty, so r1c1 is not 2.
TEST(AlignedPairExclusion, RemovesADigitEveryPairOfWhichEmptiesACellSeeingBoth) {
  CandidateGrid grid(Puzzle(Geometry(9)));
  only_digits(grid, at(1, 1), {1, 2});
  only_digits(grid, at(1, 5), {3, 4});
  only_digits(grid, at(1, 8), {2, 4});
  only_digits(grid, at(1, 9), {2, 3});
  const std::optional<Step> step = first_step(grid, Technique::aligned_pair_exclusion);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Aligned pair exclusion: r1c1 and r1c5 can only be 1+3 or 1+4 together: r1c8 (only 2 "
            "or 4) and r1c9 (only 2 or 3) see both and would have no candidate left with any other "
            "pair; so remove 2 from r1c1.");
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(1, 1), 2}}));
  EXPECT_EQ(step->rating, 62);
  EXPECT_EQ(step->cells, (std::vector<int>{at(1, 1), at(1, 5), at(1, 8), at(1, 9)}));
  // It stands in no group: a hint names its two cells (reading a group it does not have
  // crashed, as it once did for a forcing chain).
  EXPECT_TRUE(step->groups.empty());
  EXPECT_EQ(step_focus(grid, *step), "with r1c1 and r1c5");
}

// Two cells that do not see each other may hold the same digit: r1c1 and r5c5 (1 or 2 each)
// both see r1c5 and r5c1 (1 or 2 each); 1+2 and 2+1 empty one of those, 1+1 and 2+2 do not.
TEST(AlignedPairExclusion, LetsCellsThatDoNotSeeEachOtherShareADigit) {
  CandidateGrid grid(Puzzle(Geometry(9)));
  for (int cell : {at(1, 1), at(5, 5), at(1, 5), at(5, 1)}) only_digits(grid, cell, {1, 2});
  EXPECT_FALSE(first_step(grid, Technique::aligned_pair_exclusion).has_value());
}

TEST(AlignedPairExclusion, FindsNothingInAnEmptyGrid) {
  EXPECT_FALSE(logic::find_aligned_pair_exclusion(CandidateGrid{Puzzle(Geometry(9))}));
}

}  // namespace
}  // namespace sudoku::testing
