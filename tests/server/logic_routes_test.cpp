// /api/hint, /api/explain and /api/rate against the logic library itself.
#include "server/limits.hpp"
#include "server_test_support.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::server::test {
namespace {

// An empty grid of side N as one line of numbers ('.' blank) separated by spaces.
std::string blank_line(int side) {
  std::string line;
  for (int cell = 0; cell < side * side; ++cell) line += cell == 0 ? "." : " .";
  return line;
}

using LogicRoutesTest = ApiTestBase;

TEST_F(LogicRoutesTest, HintLevelsTellMoreEachTime) {
  const Puzzle puzzle = read_puzzle(kEasy, "test");
  const CandidateGrid grid(puzzle);
  LogicOptions options;
  options.unique_solution = true;
  const Step step = *find_step(grid, options);
  ASSERT_FALSE(step.placements.empty());  // the easy puzzle starts with a single
  const std::string focus = step_focus(grid, step);

  const Parsed one = call(api_, "/api/hint", {{"puzzle", kEasy}, {"level", 1}});
  EXPECT_EQ(one.body["status"], "hint");
  EXPECT_EQ(one.body["text"], "Look " + focus + ".");
  EXPECT_FALSE(one.body["highlight"]["houses"].empty());
  EXPECT_TRUE(one.body["highlight"]["cells"].empty());
  EXPECT_FALSE(one.body.contains("steps"));

  const Parsed two = call(api_, "/api/hint", {{"puzzle", kEasy}, {"level", 2}});
  EXPECT_EQ(two.body["text"],
            "Look for a " + std::string(technique_name(step.technique)) + " " + focus + ".");

  const Parsed three = call(api_, "/api/hint", {{"puzzle", kEasy}, {"level", 3}});
  EXPECT_EQ(three.body["text"], step.explanation);
  ASSERT_EQ(three.body["steps"].size(), 1U);
  EXPECT_EQ(three.body["steps"][0]["placements"][0]["cell"], step.placements[0].cell);
  EXPECT_EQ(three.body["steps"][0]["placements"][0]["digit"], step.placements[0].digit);
  EXPECT_EQ(three.body["highlight"]["cells"].get<std::vector<int>>(),
            std::vector<int>{step.placements[0].cell});  // a single: its cell, once
  EXPECT_TRUE(three.body["unique"].get<bool>());
}

// Issue 13: an extreme collection puzzle after the first six steps explain lists. Its next
// move ends in a forcing chain that splits on a cell (a step with no group), and the hint's
// "where to look" read the first group of that step: a segmentation fault in the server.
TEST_F(LogicRoutesTest, HintAtAForcingChainOnACellAnswersAtEveryLevel) {
  const std::string grid =
      "..7.3.4..391...8.7.4.7.1..3..96..7..71...9.4..32.7...5.25.....4..4....2...3..2..6";
  const Parsed one = call(api_, "/api/hint", {{"puzzle", grid}, {"level", 1}});
  ASSERT_EQ(one.status, 200);
  EXPECT_EQ(one.body["status"], "hint");
  EXPECT_EQ(one.body["text"],
            "Look in box 4, then in row 2, then in row 5 and column 8, then starting at r3c5, "
            "then starting at r1c1, then starting at r3c3, then in column 3.");
  const Parsed two = call(api_, "/api/hint", {{"puzzle", grid}, {"level", 2}});
  ASSERT_EQ(two.status, 200);
  EXPECT_NE(two.body["text"].get<std::string>().find("then a forcing chain starting at r3c3, "),
            std::string::npos);
  const Parsed three = call(api_, "/api/hint", {{"puzzle", grid}, {"level", 3}});
  ASSERT_EQ(three.status, 200);
  ASSERT_EQ(three.body["steps"].size(), 7U);
  EXPECT_EQ(three.body["steps"][5]["technique"], "forcing chain");
  EXPECT_TRUE(three.body["steps"][5]["houses"].empty());
}

// Every logic route works within its time limit (issue 13) and says when it is spent. With a
// limit of 0 the logical solver is out of time before its first step, whatever the machine.
TEST_F(LogicRoutesTest, HintExplainAndRateSayWhenTheirTimeIsSpent) {
  RouteLimits spent;
  spent.logic = std::chrono::milliseconds{0};
  const Api hurried(collection_, spent);
  const Parsed hint = call(hurried, "/api/hint", {{"puzzle", kHardest}, {"level", 3}});
  ASSERT_EQ(hint.status, 200);
  EXPECT_EQ(hint.body["status"], "budget_spent");
  EXPECT_EQ(hint.body["text"],
            "Too hard to find the next move within the limit: try Solve, or a digit you are sure "
            "of.");
  const Parsed explained = call(hurried, "/api/explain", {{"puzzle", kHardest}});
  ASSERT_EQ(explained.status, 200);
  EXPECT_EQ(explained.body["status"], "budget spent");
  EXPECT_TRUE(explained.body["steps"].empty());
  EXPECT_EQ(explained.body["message"],
            "too hard to explain within the limit (0 s): the 0 steps found so far are listed; "
            "Solve finds the solution");
  const Parsed rated = call(hurried, "/api/rate", {{"puzzle", kHardest}});
  ASSERT_EQ(rated.status, 200);
  EXPECT_EQ(rated.body["status"], "budget spent");
  EXPECT_TRUE(rated.body["score"].is_null());
  EXPECT_TRUE(rated.body["label"].is_null());
  EXPECT_EQ(rated.body["message"],
            "too hard to rate within the limit (0 s): `sudoku rate` has no limit");
  // A full or conflicting grid needs no time to answer.
  EXPECT_EQ(call(hurried, "/api/hint", {{"puzzle", "1234341221434321"}}).body["status"], "full");
}

TEST_F(LogicRoutesTest, HintSaysWhenTheGridIsWrongFullOrInConflict) {
  const Parsed several = call(api_, "/api/hint", {{"puzzle", "1234............"}});
  EXPECT_EQ(several.body["status"], "stalled");  // many solutions: no logic step places a digit
  std::vector<int> grid(81, 0);
  const Puzzle puzzle = read_puzzle(kEasy, "test");
  for (int cell = 0; cell < 81; ++cell) grid[static_cast<std::size_t>(cell)] = puzzle.at(cell);
  grid[0] = 2;
  const Parsed conflict = call(api_, "/api/hint", {{"puzzle", kEasy}, {"grid", grid}});
  EXPECT_EQ(conflict.body["status"], "conflict");
  EXPECT_EQ(conflict.body["text"], "digit 2 already in row 1 (column 1) at r1c2: fix it first.");
  EXPECT_EQ(conflict.body["highlight"]["cells"].get<std::vector<int>>(), (std::vector<int>{1, 0}));
  // A digit that clashes with no peer but is not the solution's: the grid has no solution.
  const Parsed solved = call(api_, "/api/solve", {{"puzzle", kEasy}, {"trace", false}});
  std::string status = "conflict";
  for (int digit = 1; digit <= 9 && status != "no_solution"; ++digit) {
    if (digit == solved.body["solution"][0]) continue;
    grid[0] = digit;
    const Parsed wrong = call(api_, "/api/hint", {{"puzzle", kEasy}, {"grid", grid}});
    status = wrong.body["status"];
    if (status == "no_solution") {
      EXPECT_EQ(wrong.body["text"],
                "This grid has no solution: a digit in it is wrong, or the puzzle has none.");
    }
  }
  EXPECT_EQ(status, "no_solution");
  const Parsed full = call(api_, "/api/hint", {{"puzzle", "1234341221434321"}});
  EXPECT_EQ(full.body["status"], "full");
}

TEST_F(LogicRoutesTest, HintIsStalledWhereTheLadderEnds) {
  const Parsed reply = call(api_, "/api/hint", {{"puzzle", kHardest}});
  EXPECT_EQ(reply.body["status"], "stalled");
}

TEST_F(LogicRoutesTest, ExplainListsEveryStepOfTheLogicalSolve) {
  const Parsed reply = call(api_, "/api/explain", {{"puzzle", kEasy}});
  ASSERT_EQ(reply.status, 200);
  LogicOptions options;
  options.unique_solution = true;
  const LogicResult logic = solve_logically(read_puzzle(kEasy, "test"), options);
  EXPECT_EQ(reply.body["status"], "solved");
  ASSERT_EQ(reply.body["steps"].size(), logic.steps.size());
  for (std::size_t index = 0; index < logic.steps.size(); ++index) {
    EXPECT_EQ(reply.body["steps"][index]["explanation"], logic.steps[index].explanation);
  }
  EXPECT_EQ(reply.body["solution"].get<std::vector<int>>(),
            std::vector<int>(logic.grid.cells().begin(), logic.grid.cells().end()));
}

TEST_F(LogicRoutesTest, ExplainFinishesAStalledGridBySearch) {
  const Parsed reply = call(api_, "/api/explain", {{"puzzle", kHardest}});
  EXPECT_EQ(reply.body["status"], "stalled");
  EXPECT_EQ(reply.body["search"]["status"], "solved");
  EXPECT_EQ(reply.body["solution"].size(), 81U);
}

TEST_F(LogicRoutesTest, RateGivesTheRatersScoreAndLabel) {
  LogicOptions options;
  options.unique_solution = true;
  const Rating rating = rate(solve_logically(read_puzzle(kEasy, "test"), options));
  const Parsed reply = call(api_, "/api/rate", {{"puzzle", kEasy}});
  EXPECT_EQ(reply.body["score"], rating.score / 10.0);
  EXPECT_EQ(reply.body["label"], difficulty_name(rating.difficulty));
  EXPECT_EQ(reply.body["label"], "easy");
  EXPECT_EQ(reply.body["steps"], rating.steps);
  const Parsed hardest = call(api_, "/api/rate", {{"puzzle", kHardest}});
  EXPECT_EQ(hardest.body["label"], "extreme");
}

TEST_F(LogicRoutesTest, GridsAboveTheLogicLimitAre400) {
  const Parsed reply = call(api_, "/api/rate", {{"puzzle", blank_line(36)}});
  EXPECT_EQ(reply.status, 400);
  EXPECT_EQ(reply.body["error"], "hint, explain and rate take grids up to 25×25, not 36×36");
}

}  // namespace
}  // namespace sudoku::server::test
