// The chain links a step's JSON carries (src/server/chain_links.cpp): on the hand-made grids of
// the logic tests (an X-chain, an XY-chain, an alternating inference chain, an XY-wing, a
// W-wing) the links exact, in the chain's order, strong and weak in turn; none for a step that
// is no chain; and through /api/hint, the links of the chain steps on the way to a digit.
#include <string>
#include <vector>

#include "../support/candidate_grids.hpp"
#include "server/chain_links.hpp"
#include "server_test_support.hpp"

namespace sudoku::server::test {
namespace {

using sudoku::testing::at;
using sudoku::testing::column;
using sudoku::testing::first_step;
using sudoku::testing::only_at;
using sudoku::testing::only_digits;
using sudoku::testing::row;

// One link, as the JSON writes it: cells 0-based, in reading order.
Json link(int from_cell, int from_digit, int to_cell, int to_digit, const char* kind) {
  return {{"from", {{"cell", from_cell}, {"digit", from_digit}}},
          {"to", {{"cell", to_cell}, {"digit", to_digit}}},
          {"kind", kind}};
}

Json links_of(const CandidateGrid& grid, Technique technique) {
  const std::optional<Step> step = first_step(grid, technique);
  EXPECT_TRUE(step.has_value());
  return step ? chain_links(grid, *step) : Json();
}

TEST(ChainLinks, XChainFromItsSentence) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 5, row(grid, 1), {at(1, 1), at(1, 5)});
  only_at(grid, 5, row(grid, 4), {at(4, 5), at(4, 8)});
  only_at(grid, 5, row(grid, 7), {at(7, 8), at(7, 2)});
  // "if r1c1 is not 5, r1c5 is 5 (row 1), so r4c5 is not 5 (column 5), so r4c8 is 5 (row 4),
  // so r7c8 is not 5 (column 8), so r7c2 is 5 (row 7)"
  EXPECT_EQ(links_of(grid, Technique::x_chain),
            Json::array({link(0, 5, 4, 5, "strong"), link(4, 5, 31, 5, "weak"),
                         link(31, 5, 34, 5, "strong"), link(34, 5, 61, 5, "weak"),
                         link(61, 5, 55, 5, "strong")}));
}

TEST(ChainLinks, XYChainAndAlternatingInferenceChain) {
  CandidateGrid xy{Puzzle(Geometry(9))};
  only_digits(xy, at(1, 1), {1, 2});
  only_digits(xy, at(1, 5), {2, 3});
  only_digits(xy, at(5, 5), {3, 4});
  only_digits(xy, at(5, 2), {1, 4});
  EXPECT_EQ(
      links_of(xy, Technique::xy_chain),
      Json::array({link(0, 1, 0, 2, "strong"), link(0, 2, 4, 2, "weak"), link(4, 2, 4, 3, "strong"),
                   link(4, 3, 40, 3, "weak"), link(40, 3, 40, 4, "strong"),
                   link(40, 4, 37, 4, "weak"), link(37, 4, 37, 1, "strong")}));
  CandidateGrid aic{Puzzle(Geometry(9))};
  only_digits(aic, at(1, 1), {2, 5});
  only_at(aic, 2, row(aic, 7), {at(7, 1), at(7, 6)});
  only_digits(aic, at(7, 6), {2, 5});
  only_at(aic, 5, row(aic, 7), {at(7, 6), at(7, 9)});
  EXPECT_EQ(links_of(aic, Technique::alternating_inference_chain),
            Json::array({link(0, 5, 0, 2, "strong"), link(0, 2, 54, 2, "weak"),
                         link(54, 2, 59, 2, "strong"), link(59, 2, 59, 5, "weak"),
                         link(59, 5, 62, 5, "strong")}));
}

TEST(ChainLinks, XYWingAndWWingAsTheChainsTheyAre) {
  CandidateGrid xy{Puzzle(Geometry(9))};
  only_digits(xy, at(1, 1), {1, 2});
  only_digits(xy, at(1, 5), {1, 3});
  only_digits(xy, at(5, 1), {2, 3});
  // Pivot r1c1 (1 or 2), pincers r1c5 (1 or 3) and r5c1 (2 or 3): r1c5 3 = 1 - r1c1 1 = 2 -
  // r5c1 2 = 3.
  EXPECT_EQ(
      links_of(xy, Technique::xy_wing),
      Json::array({link(4, 3, 4, 1, "strong"), link(4, 1, 0, 1, "weak"), link(0, 1, 0, 2, "strong"),
                   link(0, 2, 36, 2, "weak"), link(36, 2, 36, 3, "strong")}));
  CandidateGrid w{Puzzle(Geometry(9))};
  only_digits(w, at(1, 1), {1, 2});
  only_digits(w, at(5, 5), {1, 2});
  only_at(w, 2, column(w, 9), {at(1, 9), at(5, 9)});
  EXPECT_EQ(links_of(w, Technique::w_wing),
            Json::array({link(0, 1, 0, 2, "strong"), link(0, 2, 8, 2, "weak"),
                         link(8, 2, 44, 2, "strong"), link(44, 2, 40, 2, "weak"),
                         link(40, 2, 40, 1, "strong")}));
}

TEST(ChainLinks, NoneForAStepThatIsNoChainOrWhoseLinksDoNotHold) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  only_at(grid, 5, row(grid, 1), {at(1, 1), at(1, 5)});
  only_at(grid, 5, row(grid, 4), {at(4, 5), at(4, 8)});
  only_at(grid, 5, row(grid, 7), {at(7, 8), at(7, 2)});
  Step step = *first_step(grid, Technique::x_chain);
  step.technique = Technique::naked_pair;
  EXPECT_EQ(chain_links(grid, step), Json::array());
  // The same chain read on a grid where r1c1 has no 5 any more: its first link is gone.
  step.technique = Technique::x_chain;
  grid.eliminate(at(1, 1), 5);
  EXPECT_EQ(chain_links(grid, step), Json::array());
}

using ChainLinksRouteTest = ApiTestBase;

// The extreme classic midway of hint_from_board_test: the hint's steps to the next digit are
// pointing, claiming, naked pair, WXYZ-wing, hidden pair, skyscraper, XY-chain, alternating
// inference chain, hidden single; each carries `links`, the chains theirs; explain's too.
TEST_F(ChainLinksRouteTest, HintAndExplainStepsCarryTheLinksOfTheirChains) {
  const std::string midway =
      "126.45.9..5896.142.49...5.683.6..4..4718..6..69..74.8.2.4.3..6.963...7.45.74.6..3";
  const Parsed three = call(api_, "/api/hint", {{"puzzle", midway}, {"level", 3}});
  ASSERT_EQ(three.body["steps"].size(), 9U);
  for (const int index : {0, 1, 2, 3, 4, 8}) {
    EXPECT_EQ(three.body["steps"][index]["links"], Json::array()) << index;
  }
  const Json& skyscraper = three.body["steps"][5];
  ASSERT_EQ(skyscraper["technique"], "skyscraper");
  // "5 in row 5 can only go in r5c5 or r5c9, and in row 7 only in r7c4 or r7c9; r5c9 and r7c9
  // share column 9": r5c5 = r5c9 - r7c9 = r7c4.
  EXPECT_EQ(skyscraper["links"],
            Json::array({link(40, 5, 44, 5, "strong"), link(44, 5, 62, 5, "weak"),
                         link(62, 5, 57, 5, "strong")}));
  const Json& xy = three.body["steps"][6];
  ASSERT_EQ(xy["technique"], "XY-chain");
  // "if r6c9 is not 1, r6c9 is 5, so r6c3 is not 5, so r6c3 is 2, so r6c7 is not 2, so r6c7
  // is 3, so r5c8 is not 3, so r5c8 is 2, so r9c8 is not 2, so r9c8 is 1"
  EXPECT_EQ(xy["links"], Json::array({link(53, 1, 53, 5, "strong"), link(53, 5, 47, 5, "weak"),
                                      link(47, 5, 47, 2, "strong"), link(47, 2, 51, 2, "weak"),
                                      link(51, 2, 51, 3, "strong"), link(51, 3, 43, 3, "weak"),
                                      link(43, 3, 43, 2, "strong"), link(43, 2, 79, 2, "weak"),
                                      link(79, 2, 79, 1, "strong")}));
  const Json& aic = three.body["steps"][7];
  ASSERT_EQ(aic["technique"], "alternating inference chain");
  // "if r1c4 is not 7, r1c9 is 7, so r1c9 is not 8, so r7c9 is 8, so r7c9 is not 5, so r7c4
  // is 5"
  EXPECT_EQ(aic["links"], Json::array({link(3, 7, 8, 7, "strong"), link(8, 7, 8, 8, "weak"),
                                       link(8, 8, 62, 8, "strong"), link(62, 8, 62, 5, "weak"),
                                       link(62, 5, 57, 5, "strong")}));
  // Explain's steps from the same digits are the same steps, each with its links read on the
  // grid it was found in (not the grid the solve starts from).
  const Parsed explained = call(api_, "/api/explain", {{"puzzle", midway}});
  for (std::size_t index = 0; index < 9; ++index) {
    EXPECT_EQ(explained.body["steps"][index]["technique"], three.body["steps"][index]["technique"]);
    EXPECT_EQ(explained.body["steps"][index]["links"], three.body["steps"][index]["links"])
        << index;
  }
}

}  // namespace
}  // namespace sudoku::server::test
