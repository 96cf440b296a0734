// The links a Killer's cages give the chains (src/logic/cage_links.cpp, chains.cpp): a digit a
// cage needs with two places left, and the cage's combinations as nodes; each on a hand-made
// grid with its exact links or sentence.
#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "logic/chain_links.hpp"
#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

using logic::CageLinks;
using logic::ChainLinkTo;
using logic::ChainNode;
using logic::LinkReason;

// The cage at r1c3 (24) can only be 7+8+9 and needs a 9; without 9 in r1c4, the 9 goes in
// r1c3 or r2c4, which share no house: a strong link only the cage gives.
TEST(CageLinks, ADigitTheCageNeedsInTwoPlacesIsAStrongLink) {
  CandidateGrid grid = with_cages({{{at(1, 3), at(1, 4), at(2, 4)}, 24}});
  grid.eliminate(at(1, 4), 9);
  const CageLinks links(grid);
  std::vector<ChainLinkTo> found;
  links.strong_links({at(1, 3), 9, -1}, found);
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(found[0].to, (ChainNode{at(2, 4), 9, -1}));
  EXPECT_EQ(found[0].reason, LinkReason::cage_needs);
  found.clear();
  links.strong_links({at(1, 3), 8, -1}, found);  // 8 has three places
  EXPECT_TRUE(found.empty());
}

// The cage at r1c1 (10) down to 1+9 and 3+7: the two combinations are strongly linked, a
// candidate whose digit a combination lacks is weakly linked to it, and a true combination
// rules out every other digit in the cage's cells.
TEST(CageLinks, CombinationsAreNodesLinkedToEachOtherAndToTheCells) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}});
  only_digits(grid, at(1, 1), {1, 3, 7});
  only_digits(grid, at(1, 2), {7, 9});
  const CageLinks links(grid);
  ASSERT_EQ(links.combination_count(), 2);
  EXPECT_EQ(links.combination_words(0, true), "cage 10 at r1c1 uses 1+9");
  EXPECT_EQ(links.combination_words(1, false), "cage 10 at r1c1 does not use 3+7");
  std::vector<ChainLinkTo> found;
  links.strong_links({-1, kBlank, 0}, found);
  // 1+9 false: 3+7 is true, and 3, which only 1+9 lacks, has one place left: r1c1 (7 has two).
  ASSERT_EQ(found.size(), 2U);
  EXPECT_EQ(found[0].to, (ChainNode{-1, kBlank, 1}));
  EXPECT_EQ(found[0].reason, LinkReason::other_combination);
  EXPECT_EQ(found[1].to, (ChainNode{at(1, 1), 3, -1}));
  EXPECT_EQ(found[1].reason, LinkReason::cage_needs);
  found.clear();
  links.weak_links({at(1, 2), 9, -1}, found);  // r1c2 is 9: not 3+7
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(found[0].to, (ChainNode{-1, kBlank, 1}));
  found.clear();
  links.weak_links({-1, kBlank, 1}, found);  // 3+7 true: not 1+9, r1c1 not 1, r1c2 not 9
  EXPECT_EQ(found.size(), 3U);
  found.clear();
  links.strong_links({at(1, 1), 3, -1}, found);  // r1c1 not 3: 3 has no other place, so 1+9
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(found[0].to, (ChainNode{-1, kBlank, 0}));
}

// 9 in column 1 only at r1c1 and r5c1; the cage at r1c3 needs a 9, in r1c3 or r2c4.
TEST(CageChains, AnXChainCrossesACageByTheDigitItNeeds) {
  CandidateGrid grid = with_cages({{{at(1, 3), at(1, 4), at(2, 4)}, 24}});
  grid.eliminate(at(1, 4), 9);
  only_at(grid, 9, column(grid, 1), {at(1, 1), at(5, 1)});
  const std::optional<Step> step = first_step(grid, Technique::x_chain);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(step->explanation,
            "X-chain: if r2c4 is not 9, r1c3 is 9 (cage 24 at r1c3 needs a 9), so r1c1 is not 9 "
            "(row 1), so r5c1 is 9 (column 1): r2c4 or r5c1 is 9, so remove 9 from r5c4.");
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(5, 4), 9}}));
  EXPECT_EQ(step->rating, 65);
}

// The cage at r1c1 (10) can be 1+9 or 3+7; r1c2 can only be 7 or 9, so 1 and 3 have one place
// each, r1c1: if it is not 1 the cage is 3+7, and then r1c1 is 3. So r1c1 is not 7.
TEST(CageChains, AnAlternatingInferenceChainWalksACagesCombinations) {
  CandidateGrid grid = with_cages({{{at(1, 1), at(1, 2)}, 10}});
  only_digits(grid, at(1, 1), {1, 3, 7});
  only_digits(grid, at(1, 2), {7, 9});
  EXPECT_EQ(explanation(grid, Technique::alternating_inference_chain),
            "Alternating inference chain: if r1c1 is not 1, cage 10 at r1c1 uses 3+7, so cage 10 "
            "at r1c1 does not use 1+9, so r1c1 is 3 (cage 10 at r1c1 needs a 3): r1c1 is 1 or "
            "r1c1 is 3, so remove 7 from r1c1.");
}

}  // namespace
}  // namespace sudoku::testing
