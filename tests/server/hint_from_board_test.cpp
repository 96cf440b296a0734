// /api/hint starts from what the board shows (issue 41): the player's notes in the cells that
// have some, every candidate the rules allow in the others, and the hint is the first step the
// ladder finds there, an elimination as well as a placement, never a single that only appears
// after steps the player was not told.
#include <bit>
#include <string>
#include <vector>

#include "server_test_support.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::server::test {
namespace {

// data/collection/classic-9-extreme.txt line 36 (1.6.45.9….) with the digits of explain's first
// 27 steps placed: from here the ladder needs eight eliminations, one a WXYZ-wing, before a
// hidden single. The old hint named that hidden single first ("after 8 steps that rule out
// candidates"), a digit nobody could see on the board.
constexpr const char* kExtremeMidway =
    "126.45.9..5896.142.49...5.683.6..4..4718..6..69..74.8.2.4.3..6.963...7.45.74.6..3";

// `sudoku generate --variant killer --difficulty extreme --seed 3`: its first 40 steps are all
// eliminations, the 41st places a digit. The old hint looked only for a digit and said "needs a
// guess". (It stalled after those 39 eliminations until the forcing chains from 8.5 came to
// Killers; the puzzle of seed 11, used before it, is explained to the end since the cage rungs
// grew. Every extreme Killer of seeds 3 to 15 is now solved; a Killer that stalls with no digit
// placed takes the forcing rungs' budgets, seconds, past the server's 2 s.)
constexpr const char* kExtremeKiller =
    "variant: killer\n"
    "abbbbcddeaffggcddeaahhgiijjkkhllmmjjknnnooppqkrsstttpqrrsuvvtpqwwsuvxxxqyyzzvxAAA "
    "a=15,b=18,c=10,d=19,e=14,f=13,g=15,h=18,i=12,j=19,k=24,l=6,m=10,n=14,o=15,p=16,q=16,r=17,"
    "s=17,t=23,u=7,v=23,w=15,x=20,y=7,z=10,A=12";

// The digits of a cell's candidates, as the page sends a cell's notes.
Json digits_of(std::uint64_t mask) {
  Json digits = Json::array();
  for (; mask != 0; mask &= mask - 1) digits.push_back(std::countr_zero(mask) + 1);
  return digits;
}

Json no_notes() { return Json(81, Json::array()); }

using HintFromBoardTest = ApiTestBase;

TEST_F(HintFromBoardTest, ExtremeClassicHintNamesTheEliminationFirst) {
  const Parsed one = call(api_, "/api/hint", {{"puzzle", kExtremeMidway}, {"level", 1}});
  EXPECT_EQ(one.body["text"], "Look in box 6.");
  const Parsed two = call(api_, "/api/hint", {{"puzzle", kExtremeMidway}, {"level", 2}});
  EXPECT_EQ(two.body["text"], "Look for pointing in box 6: it rules out candidates.");
  const Parsed three = call(api_, "/api/hint", {{"puzzle", kExtremeMidway}, {"level", 3}});
  EXPECT_EQ(three.body["status"], "hint");
  EXPECT_EQ(three.body["text"],
            "Pointing: 9 in box 6 can only go in column 9, so remove 9 from r7c9. It places no "
            "digit: once your notes leave those candidates out, the next hint goes on (8 more "
            "steps to the next digit).");
  EXPECT_FALSE(three.body["from_notes"].get<bool>());
  EXPECT_FALSE(three.body["places"].get<bool>());
  EXPECT_EQ(three.body["to_digit"], 9);
  EXPECT_EQ(three.body["highlight"]["cells"], Json({35, 44, 62}));
  ASSERT_EQ(three.body["steps"].size(), 9U);
  EXPECT_EQ(three.body["steps"][0]["eliminations"], Json({{{"cell", 62}, {"digit", 9}}}));
  EXPECT_EQ(three.body["steps"][8]["explanation"],
            "Hidden single: 7 in box 8 can only go in r7c6.");
}

// A player who writes down what each hint rules out, in the cells it touches only (the others
// keep no notes), is led through the eight eliminations to the hidden single, one at a time.
TEST_F(HintFromBoardTest, NotesTakenFromEachHintLeadToTheDigit) {
  const std::vector<std::string> expected = {
      "pointing",     "claiming",   "naked pair", "WXYZ-wing",
      "hidden pair",  "skyscraper", "XY-chain",   "alternating inference chain",
      "hidden single"};
  CandidateGrid board(read_puzzle(kExtremeMidway, "test"));
  Json notes = no_notes();
  for (std::size_t index = 0; index < expected.size(); ++index) {
    const Parsed hint =
        call(api_, "/api/hint", {{"puzzle", kExtremeMidway}, {"notes", notes}, {"level", 3}});
    ASSERT_EQ(hint.body["status"], "hint") << index;
    EXPECT_EQ(hint.body["from_notes"], index != 0) << index;
    EXPECT_EQ(hint.body["to_digit"], expected.size() - index) << index;
    const Json& step = hint.body["steps"][0];
    ASSERT_EQ(step["technique"], expected[index]) << index;
    for (const Json& elimination : step["eliminations"]) {
      const int cell = elimination["cell"];
      board.eliminate(cell, elimination["digit"].get<Digit>());
      notes[static_cast<std::size_t>(cell)] = digits_of(board.candidates(cell));
    }
  }
}

// Notes in one cell are that cell's candidates: a single 5 in r7c9 leaves 8 of column 9 one
// place, a hidden single the board shows, before the pointing of the cells without notes.
TEST_F(HintFromBoardTest, NotesInOneCellAreItsCandidates) {
  Json notes = no_notes();
  notes[62] = {5};
  const Parsed one =
      call(api_, "/api/hint", {{"puzzle", kExtremeMidway}, {"notes", notes}, {"level", 1}});
  EXPECT_EQ(one.body["text"], "Look in column 9.");
  const Parsed three =
      call(api_, "/api/hint", {{"puzzle", kExtremeMidway}, {"notes", notes}, {"level", 3}});
  EXPECT_EQ(three.body["text"], "Hidden single: 8 in column 9 can only go in r1c9.");
  EXPECT_TRUE(three.body["from_notes"].get<bool>());
  EXPECT_TRUE(three.body["places"].get<bool>());
  EXPECT_EQ(three.body["to_digit"], 1);
  // Notes in one cell that leave out its digit (5) are named, the others say nothing.
  notes[62] = {1, 8};
  const Parsed wrong =
      call(api_, "/api/hint", {{"puzzle", kExtremeMidway}, {"notes", notes}, {"level", 3}});
  EXPECT_EQ(wrong.body["status"], "notes_wrong");
  EXPECT_EQ(wrong.body["text"], "Your notes in r7c9 leave out the digit that goes there.");
}

TEST_F(HintFromBoardTest, ExtremeKillerWhoseFirstStepsPlaceNoDigitStillGetsTheFirst) {
  const Parsed three = call(api_, "/api/hint", {{"puzzle", kExtremeKiller}, {"level", 3}});
  EXPECT_EQ(three.body["status"], "hint");
  EXPECT_EQ(three.body["text"],
            "Cage combination: the cage at r1c6 adds up to 10: r1c6 and r2c6 can only be 1+9, "
            "2+8, 3+7 or 4+6, so remove 5 from r1c6 and r2c6. It places no digit: once your notes "
            "leave those candidates out, the next hint goes on (49 more steps to the next digit).");
  ASSERT_EQ(three.body["steps"].size(), 50U);
  EXPECT_EQ(three.body["steps"][0]["technique"], "cage combination");
  EXPECT_EQ(three.body["steps"][49]["technique"], "naked single");
}

}  // namespace
}  // namespace sudoku::server::test
