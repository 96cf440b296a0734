// /api/solve and /api/check.
#include <string>

#include "server/limits.hpp"
#include "server_test_support.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::server::test {
namespace {

using SolveRoutesTest = ApiTestBase;

std::vector<int> solution_of(const std::string& line) {
  const SolveResult result = solve(read_puzzle(line, "test"));
  return {result.solution->cells().begin(), result.solution->cells().end()};
}

TEST_F(SolveRoutesTest, SolvesWithATraceThatReplaysToTheSolution) {
  const Parsed reply = call(api_, "/api/solve", {{"puzzle", kHardest}});
  ASSERT_EQ(reply.status, 200);
  EXPECT_EQ(reply.body["status"], "solved");
  EXPECT_EQ(reply.body["engine"], "classic9");
  EXPECT_EQ(reply.body["solution"].get<std::vector<int>>(), solution_of(kHardest));
  EXPECT_FALSE(reply.body["trace_truncated"].get<bool>());
  EXPECT_EQ(reply.body["trace"].size(), reply.body["trace_events"].get<std::size_t>());
  // Replaying placements, guesses and backtracks over the givens ends on the solution.
  const Puzzle puzzle = read_puzzle(kHardest, "test");
  std::vector<int> cells(puzzle.cells().begin(), puzzle.cells().end());
  for (const Json& event : reply.body["trace"]) {
    ASSERT_EQ(event.size(), 3U);
    const int kind = event[0];
    const int cell = event[1];
    ASSERT_TRUE(kind >= 0 && kind <= 2 && cell >= 0 && cell < 81);
    cells[static_cast<std::size_t>(cell)] = kind == 2 ? 0 : event[2].get<int>();
  }
  EXPECT_EQ(cells, solution_of(kHardest));
}

TEST_F(SolveRoutesTest, ALongTraceIsCappedAndSaysSo) {
  const Parsed reply = call(api_, "/api/solve", {{"puzzle", kHardest}, {"algorithm", "backtrack"}});
  ASSERT_EQ(reply.status, 200);
  EXPECT_EQ(reply.body["status"], "solved");
  EXPECT_TRUE(reply.body["trace_truncated"].get<bool>());
  EXPECT_EQ(reply.body["trace"].size(), kTraceCap);
  EXPECT_GT(reply.body["trace_events"].get<std::size_t>(), kTraceCap);
  EXPECT_EQ(reply.body["trace_cap"], kTraceCap);
}

TEST_F(SolveRoutesTest, AClassicTraceIsCompleteToTheSolution) {
  const Parsed reply = call(api_, "/api/solve", {{"puzzle", kHardest}});
  EXPECT_TRUE(reply.body["trace_complete"].get<bool>());
}

// A Killer of few large cages (data/killer/large_cages.txt, line 37): general, traced, needs
// 5,298 nodes for it, more than the traced part's kTracedNodes, so auto finishes the search
// without a trace; the trace is the first part's, and the reply says it stops short.
constexpr const char* kHardKiller =
    "variant: killer\n"
    "abcccddddabeeeffffabggehhifajjgkkhiljjmkkkniloommpnniloommpnqqlrssspttqqrrrspttqq "
    "a=20,b=11,c=15,d=22,e=23,f=26,g=16,h=17,i=14,j=26,k=18,l=28,m=21,n=18,o=23,p=22,q=25,r=19,"
    "s=20,t=21\n";

TEST_F(SolveRoutesTest, AHardSearchGoesOnWithoutATraceAndSaysSo) {
  const Parsed reply = call(api_, "/api/solve", {{"puzzle", kHardKiller}});
  ASSERT_EQ(reply.status, 200);
  EXPECT_EQ(reply.body["status"], "solved");
  EXPECT_FALSE(reply.body["trace_complete"].get<bool>());
  EXPECT_GT(reply.body["nodes"].get<std::uint64_t>(), kTracedNodes);
  EXPECT_FALSE(reply.body["trace"].empty());
  EXPECT_EQ(reply.body["trace"].size(),
            std::min<std::size_t>(reply.body["trace_events"].get<std::size_t>(), kTraceCap));
  const Puzzle puzzle = read_puzzle(kHardKiller, "test");
  Puzzle solution = puzzle;
  const std::vector<int> cells = reply.body["solution"].get<std::vector<int>>();
  ASSERT_EQ(cells.size(), 81U);
  for (int cell = 0; cell < 81; ++cell) {
    solution.set(cell, static_cast<Digit>(cells[static_cast<std::size_t>(cell)]));
  }
  EXPECT_TRUE(is_solution_of(solution, puzzle));
  // Asked for general by name, the whole search is traced (and capped), as before.
  const Parsed general =
      call(api_, "/api/solve", {{"puzzle", kHardKiller}, {"algorithm", "general"}});
  EXPECT_EQ(general.body["engine"], "general");
  EXPECT_TRUE(general.body["trace_complete"].get<bool>());
}

TEST_F(SolveRoutesTest, WithoutATraceTheReplyHasNone) {
  const Parsed reply = call(api_, "/api/solve", {{"puzzle", kEasy}, {"trace", false}});
  EXPECT_EQ(reply.body["status"], "solved");
  EXPECT_FALSE(reply.body.contains("trace"));
  EXPECT_EQ(reply.body["budget"]["nodes"], kNodeLimit);
}

TEST_F(SolveRoutesTest, AnEngineThatCannotTakeThePuzzleIs400) {
  const Parsed reply =
      call(api_, "/api/solve", {{"puzzle", "..4..3.....12..4"}, {"algorithm", "classic9"}});
  EXPECT_EQ(reply.status, 400);
  EXPECT_EQ(call(api_, "/api/solve", {{"puzzle", kEasy}, {"algorithm", "fast"}}).body["error"],
            "'fast' is not an engine: expected auto, backtrack, classic9, general, cdcl or lcg");
}

// cdcl and lcg keep no trace: a solve with one (the default) is refused, one without answers.
TEST_F(SolveRoutesTest, TheLearningEnginesAnswerWithoutATraceOnly) {
  for (const std::string engine : {"cdcl", "lcg"}) {
    const Parsed traced = call(api_, "/api/solve", {{"puzzle", kEasy}, {"algorithm", engine}});
    EXPECT_EQ(traced.status, 400);
    EXPECT_EQ(traced.body["error"], "the " + engine +
                                        " engine keeps no trace of its search: send \"trace\": "
                                        "false with it");
    const Parsed reply =
        call(api_, "/api/solve", {{"puzzle", kEasy}, {"algorithm", engine}, {"trace", false}});
    EXPECT_EQ(reply.status, 200);
    EXPECT_EQ(reply.body["status"], "solved");
    EXPECT_EQ(reply.body["engine"], engine);
    EXPECT_FALSE(reply.body.contains("trace"));
  }
}

TEST_F(SolveRoutesTest, NoSolutionIsAnAnswerNotAnError) {
  const Parsed reply =
      call(api_, "/api/solve", {{"puzzle", "12345678.........9" + std::string(63, '.')}});
  EXPECT_EQ(reply.status, 200);
  EXPECT_EQ(reply.body["status"], "no_solution");
  EXPECT_TRUE(reply.body["solution"].is_null());
}

TEST_F(SolveRoutesTest, ALargeGridIsSolvedWithinTheBudget) {
  // A 36×36 with a 1 in r1c1 and r36c36, the rest blank: a large grid, under the budget.
  // (Not 64×64: the general engine recurses once per cell, deeper than ASan's stack allows.)
  std::string line = "1";
  for (int cell = 1; cell < 36 * 36; ++cell) line += cell == 36 * 36 - 1 ? " 1" : " .";
  const Parsed reply = call(api_, "/api/solve", {{"puzzle", line}});
  ASSERT_EQ(reply.status, 200) << reply.body.dump();
  EXPECT_LE(reply.body["nodes"].get<std::uint64_t>(), kNodeLimit + 1);
}

TEST_F(SolveRoutesTest, CheckFindsConflictsAndWrongDigits) {
  const std::vector<int> solution = solution_of(kEasy);
  std::vector<int> grid(kEasy, kEasy + 0);
  grid.assign(81, 0);
  const Puzzle puzzle = read_puzzle(kEasy, "test");
  for (int cell = 0; cell < 81; ++cell) grid[static_cast<std::size_t>(cell)] = puzzle.at(cell);
  grid[0] = 2;  // r1c1: the 2 of r1c2 again, and wrong
  const Parsed reply =
      call(api_, "/api/check", {{"puzzle", kEasy}, {"grid", grid}, {"against_solution", true}});
  ASSERT_EQ(reply.status, 200);
  EXPECT_EQ(reply.body["conflicts"].get<std::vector<int>>(), (std::vector<int>{0, 1}));
  EXPECT_EQ(reply.body["wrong"].get<std::vector<int>>(), (std::vector<int>{0}));
  EXPECT_FALSE(reply.body["complete"].get<bool>());
  EXPECT_FALSE(reply.body["solved"].get<bool>());
  EXPECT_TRUE(reply.body["unique"].get<bool>());
  const Parsed solved = call(api_, "/api/check", {{"puzzle", kEasy}, {"grid", solution}});
  EXPECT_TRUE(solved.body["solved"].get<bool>());
  EXPECT_TRUE(solved.body["complete"].get<bool>());
  EXPECT_TRUE(solved.body["conflicts"].empty());
  EXPECT_FALSE(solved.body.contains("wrong"));  // only when asked
}

TEST_F(SolveRoutesTest, CheckNamesACageThatGoesPastItsTotal) {
  const std::string killer = "variant: killer\naab.\n....\n....\n....\n\na 3\nb 4\n";
  std::vector<int> grid(16, 0);
  grid[0] = 2;
  grid[1] = 2;
  const Parsed reply = call(api_, "/api/check", {{"puzzle", killer}, {"grid", grid}});
  ASSERT_EQ(reply.status, 200) << reply.body.dump();
  EXPECT_EQ(reply.body["conflicts"].get<std::vector<int>>(), (std::vector<int>{0, 1}));
  EXPECT_EQ(reply.body["broken_cages"], Json::parse(R"([{"cells":[0,1],"sum":3,"total":4}])"));
}

}  // namespace
}  // namespace sudoku::server::test
