// Simple colouring (src/logic/colouring.cpp) and chains (src/logic/chains.cpp), each on a
// hand-made grid with its exact sentence.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

TEST(SimpleColouring, RemovesTheDigitFromACellSeeingBothColours) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 5, row(grid, 1), {at(1, 1), at(1, 5)});
  only_at(grid, 5, box(grid, 2), {at(1, 5), at(3, 6)});
  only_at(grid, 5, column(grid, 6), {at(3, 6), at(7, 6)});
  const std::optional<Step> step = first_step(grid, Technique::simple_colouring);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "Simple colouring: the 5s in pairs r1c1–r1c5 (row 1), r1c5–r3c6 (box 2) and r3c6–r7c6 "
            "(column 6) take two colours, r1c1 and r3c6 or r1c5 and r7c6, one of which holds "
            "every 5; r7c1 sees r1c1 and r7c6, one of each colour, so remove 5 from r7c1.");
  EXPECT_EQ(step->rating, 46);
}

TEST(SimpleColouring, RemovesAColourTwoOfWhoseCellsSeeEachOther) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 5, row(grid, 1), {at(1, 1), at(1, 5)});
  only_at(grid, 5, column(grid, 5), {at(1, 5), at(5, 5)});
  only_at(grid, 5, row(grid, 5), {at(5, 5), at(5, 2)});
  only_at(grid, 5, column(grid, 2), {at(5, 2), at(2, 2)});
  EXPECT_EQ(explanation(grid, Technique::simple_colouring),
            "Simple colouring: the 5s in pairs r1c1–r1c5 (row 1), r1c5–r5c5 (column 5), r5c2–r5c5 "
            "(row 5) and r2c2–r5c2 (column 2) take two colours, r1c1, r2c2 and r5c5 or r1c5 and "
            "r5c2, one of which holds every 5; r1c1 and r2c2 have the same colour and see each "
            "other, so that colour holds no 5, so remove 5 from r1c1, r2c2 and r5c5.");
}

TEST(XChain, JoinsStrongLinksOfOneDigitByWeakOnes) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 5, row(grid, 1), {at(1, 1), at(1, 5)});
  only_at(grid, 5, row(grid, 4), {at(4, 5), at(4, 8)});
  only_at(grid, 5, row(grid, 7), {at(7, 8), at(7, 2)});
  const std::optional<Step> step = first_step(grid, Technique::x_chain);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "X-chain: if r1c1 is not 5, r1c5 is 5 (row 1), so r4c5 is not 5 (column 5), so r4c8 is "
            "5 (row 4), so r7c8 is not 5 (column 8), so r7c2 is 5 (row 7): r1c1 or r7c2 is 5, so "
            "remove 5 from r2c2, r3c2, r8c1 and r9c1.");
  // Six candidates: one bound (4) passed, so a tenth above the X-chain's 6.5.
  EXPECT_EQ(step->rating, 66);
  EXPECT_EQ(step_focus(grid, *step), "starting at r1c1");
}

TEST(XYChain, FollowsCellsWithTwoCandidates) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(1, 1), {1, 2});
  only_digits(grid, at(1, 5), {2, 3});
  only_digits(grid, at(5, 5), {3, 4});
  only_digits(grid, at(5, 2), {1, 4});
  EXPECT_EQ(explanation(grid, Technique::xy_chain),
            "XY-chain: if r1c1 is not 1, r1c1 is 2 (its other candidate), so r1c5 is not 2 (row "
            "1), so r1c5 is 3 (its other candidate), so r5c5 is not 3 (column 5), so r5c5 is 4 "
            "(its other candidate), so r5c2 is not 4 (row 5), so r5c2 is 1 (its other candidate): "
            "r1c1 or r5c2 is 1, so remove 1 from r1c2, r2c2, r3c2, r4c1, r5c1 and r6c1.");
}

TEST(AlternatingInferenceChain, MixesCellsAndHouses) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_digits(grid, at(1, 1), {2, 5});
  only_at(grid, 2, row(grid, 7), {at(7, 1), at(7, 6)});
  only_digits(grid, at(7, 6), {2, 5});
  only_at(grid, 5, row(grid, 7), {at(7, 6), at(7, 9)});
  EXPECT_EQ(explanation(grid, Technique::alternating_inference_chain),
            "Alternating inference chain: if r1c1 is not 5, r1c1 is 2 (its other candidate), so "
            "r7c1 is not 2 (column 1), so r7c6 is 2 (row 7), so r7c6 is not 5, so r7c9 is 5 (row "
            "7): r1c1 or r7c9 is 5, so remove 5 from r1c9.");
}

TEST(Chains, FindNothingInAnEmptyGrid) {
  const CandidateGrid grid{Puzzle(Geometry(9))};
  EXPECT_FALSE(logic::find_simple_colouring(grid));
  EXPECT_FALSE(logic::find_x_chain(grid));
  EXPECT_FALSE(logic::find_xy_chain(grid));
  EXPECT_FALSE(logic::find_alternating_inference_chain(grid));
}

}  // namespace
}  // namespace sudoku::testing
