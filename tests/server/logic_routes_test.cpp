// /api/hint, /api/explain and /api/rate against the logic library itself.
#include <bit>
#include <chrono>
#include <set>

#include <fmt/format.h>

#include "server/limits.hpp"
#include "server_test_support.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::server::test {
namespace {

// An empty grid of side N as one line of numbers ('.' blank) separated by spaces.
std::string blank_line(int side) {
  std::string line;
  for (int cell = 0; cell < side * side; ++cell) line += cell == 0 ? "." : " .";
  return line;
}

// A 9×9 Killer without givens (`sudoku generate --variant killer --difficulty medium --seed
// 1`): from the empty grid, logic needs many cage combinations before it places a digit. The
// tester's complaint: the hint listed them all ("Look in the cage at r1c1, then in …").
constexpr const char* kKiller = R"(variant: killer
aabbccdde
ffffgchde
iijkgghhe
iljkmmnno
llppmmqoo
rssptuqoo
rssptuuvw
rrpptxxvw
yyzzzzxAA

a 9
b 12
c 19
d 12
e 17
f 27
g 10
h 16
i 12
j 9
k 10
l 16
m 20
n 3
o 28
p 21
q 14
r 29
s 21
t 14
u 14
v 9
w 4
x 18
y 4
z 23
A 14
)";

// Puzzles logic solves, of several sizes and variants (`sudoku generate … --seed 4`).
constexpr const char* kJigsaw =
    "variant: jigsaw\n"
    "aaaabbcccaaaabbbccaeebbbccfddeebeccfddeeeefffgdddhhfffgdgdhhhifggghhihiiggghiiiii "
    ".....49..35.4.1.72.6.2.3..9.1....4....5..8.............9.....17.......5.5...27...";
constexpr const char* kX =
    "variant: x\n8.26.....6...17..29.48..7.6....5....4.5.3..1.......2...8..........5641...4...9...";
constexpr const char* kSix = "..43....3..2...1..16.5...3........5.";

// The candidates of a grid as the page sends its notes: per cell, the digits (none when filled).
Json notes_of(const CandidateGrid& grid) {
  Json notes = Json::array();
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    Json digits = Json::array();
    for (std::uint64_t mask = grid.candidates(cell); mask != 0; mask &= mask - 1) {
      digits.push_back(std::countr_zero(mask) + 1);
    }
    notes.push_back(digits);
  }
  return notes;
}

// The unique solution of a puzzle.
Puzzle solution_of(const Puzzle& puzzle) {
  SolveOptions options;
  options.max_solutions = 2;
  const SolveResult result = solve(puzzle, options);
  EXPECT_EQ(result.count, 1U);
  return *result.solution;
}

// The steps the library takes from `grid` up to and including the first that places a digit.
std::vector<Step> steps_to_placement(CandidateGrid grid, const LogicOptions& options) {
  std::vector<Step> steps;
  while (std::optional<Step> step = find_step(grid, options)) {
    grid.apply(*step);
    steps.push_back(std::move(*step));
    if (!steps.back().placements.empty()) break;
  }
  return steps;
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
  EXPECT_FALSE(one.body["from_notes"].get<bool>());
  EXPECT_TRUE(one.body["places"].get<bool>());
  EXPECT_EQ(one.body["to_digit"], 1);

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
// move goes through a forcing chain that splits on a cell (a step with no group), and the hint's
// "where to look" read the first group of that step: a segmentation fault in the server. From
// the digits the hint is the first of the nine steps to the next digit; with notes at the
// forcing chain, the forcing chain itself.
TEST_F(LogicRoutesTest, HintAtAForcingChainOnACellAnswersAtEveryLevel) {
  const std::string line =
      "..7.3.4..391...8.7.4.7.1..3..96..7..71...9.4..32.7...5.25.....4..4....2...3..2..6";
  const Parsed one = call(api_, "/api/hint", {{"puzzle", line}, {"level", 1}});
  ASSERT_EQ(one.status, 200);
  EXPECT_EQ(one.body["status"], "hint");
  EXPECT_EQ(one.body["to_digit"], 9);
  EXPECT_FALSE(one.body["places"].get<bool>());
  const Parsed three = call(api_, "/api/hint", {{"puzzle", line}, {"level", 3}});
  ASSERT_EQ(three.status, 200);
  ASSERT_EQ(three.body["steps"].size(), 9U);  // the hint's step, and those to the next digit
  EXPECT_EQ(three.body["steps"][5]["technique"], "forcing chain");
  EXPECT_TRUE(three.body["steps"][5]["houses"].empty());
  EXPECT_TRUE(three.body["steps"][0]["placements"].empty());
  EXPECT_EQ(three.body["text"], three.body["steps"][0]["explanation"].get<std::string>() +
                                    " It places no digit: once your notes leave those "
                                    "candidates out, the next hint goes on (8 more steps to the "
                                    "next digit).");

  // Notes at the forcing chain: the candidates after the five steps before it.
  const Puzzle puzzle = read_puzzle(line, "test");
  CandidateGrid grid(puzzle);
  LogicOptions options;
  options.unique_solution = true;
  for (int index = 0; index < 5; ++index) grid.apply(*find_step(grid, options));
  const Step chain = *find_step(grid, options);
  ASSERT_EQ(chain.technique, Technique::forcing_chain);
  ASSERT_TRUE(chain.groups.empty());
  const Json notes = notes_of(grid);
  const Parsed at_chain =
      call(api_, "/api/hint", {{"puzzle", line}, {"notes", notes}, {"level", 1}});
  EXPECT_EQ(at_chain.body["text"], "Look " + step_focus(grid, chain) + ".");
  EXPECT_EQ(at_chain.body["highlight"]["cells"].get<std::vector<int>>(),
            std::vector<int>{chain.cells.front()});
  EXPECT_TRUE(at_chain.body["highlight"]["houses"].empty());
  const Parsed chain_step =
      call(api_, "/api/hint", {{"puzzle", line}, {"notes", notes}, {"level", 3}});
  EXPECT_EQ(chain_step.body["steps"][0]["explanation"], chain.explanation);
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
  EXPECT_EQ(explained.body["status"], "budget_spent");
  EXPECT_TRUE(explained.body["steps"].empty());
  EXPECT_EQ(explained.body["message"],
            "too hard to explain within the limit (0 s): the 0 steps found so far are listed; "
            "Solve finds the solution");
  const Parsed rated = call(hurried, "/api/rate", {{"puzzle", kHardest}});
  ASSERT_EQ(rated.status, 200);
  EXPECT_EQ(rated.body["status"], "budget_spent");
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
  // Givens without a solution, and a wrong digit in a puzzle of several solutions: no one
  // solution to name the wrong digit by.
  const Parsed none = call(api_, "/api/hint", {{"puzzle", "12....34........"}});
  EXPECT_EQ(none.body["status"], "no_solution");
  EXPECT_EQ(none.body["text"],
            "This grid has no solution: a digit in it is wrong, or the puzzle has none.");
  const Parsed several_wrong = call(
      api_, "/api/hint",
      {{"puzzle", "12.............."}, {"grid", {1, 2, 0, 0, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0}}});
  EXPECT_EQ(several_wrong.body["status"], "no_solution");
  const Parsed full = call(api_, "/api/hint", {{"puzzle", "1234341221434321"}});
  EXPECT_EQ(full.body["status"], "full");
}

// The tester's Killer: from the empty grid, logic needs many eliminations before its first
// placement. The hint is the first of them, told in one place, and the highlight that place;
// it says how far the next digit is, and level 3 lists the steps up to it for the page.
TEST_F(LogicRoutesTest, KillerHintIsOneStepInOnePlace) {
  const Puzzle puzzle = read_puzzle(kKiller, "test");
  const CandidateGrid start(puzzle);
  LogicOptions options;
  options.unique_solution = true;
  const std::vector<Step> steps = steps_to_placement(start, options);
  ASSERT_EQ(steps.size(), 31U);
  const Step& first = steps.front();
  ASSERT_TRUE(first.placements.empty());

  const auto started = std::chrono::steady_clock::now();
  const Parsed one = call(api_, "/api/hint", {{"puzzle", kKiller}, {"level", 1}});
  EXPECT_EQ(one.body["status"], "hint");
  EXPECT_EQ(one.body["text"], "Look in the cage at r1c1.");
  EXPECT_EQ(one.body["text"], "Look " + step_focus(start, first) + ".");
  EXPECT_EQ(one.body["to_digit"], 31);
  EXPECT_EQ(one.body["highlight"], Json({{"houses", {{0, 1}}}, {"cells", Json::array()}}));
  const Parsed two = call(api_, "/api/hint", {{"puzzle", kKiller}, {"level", 2}});
  EXPECT_EQ(two.body["text"],
            "Look for a cage combination in the cage at r1c1: it rules out candidates.");
  EXPECT_EQ(two.body["highlight"], one.body["highlight"]);
  const Parsed three = call(api_, "/api/hint", {{"puzzle", kKiller}, {"level", 3}});
  const std::string text = three.body["text"];
  EXPECT_EQ(text, first.explanation +
                      " It places no digit: once your notes leave those candidates out, the next "
                      "hint goes on (30 more steps to the next digit).");
  EXPECT_LT(text.size(), 300U);  // the old hint told all 21 steps: 3,142 characters
  EXPECT_EQ(three.body["steps"].size(), steps.size());  // every step, for the page
  EXPECT_EQ(three.body["steps"][30]["explanation"], steps.back().explanation);
  EXPECT_LT(std::chrono::steady_clock::now() - started, 3 * kTimeLimit);
}

// With notes, the hint is the next step on them, an elimination too; once the player takes out
// what it removes, the next hint is another step.
TEST_F(LogicRoutesTest, NotesGiveOneStepAtATime) {
  const Puzzle puzzle = read_puzzle(kKiller, "test");
  CandidateGrid grid(puzzle);
  LogicOptions options;
  options.unique_solution = true;
  const Step first = *find_step(grid, options);
  ASSERT_TRUE(first.placements.empty());
  ASSERT_FALSE(first.eliminations.empty());

  const Parsed three =
      call(api_, "/api/hint", {{"puzzle", kKiller}, {"notes", notes_of(grid)}, {"level", 3}});
  EXPECT_EQ(three.body["status"], "hint");
  EXPECT_TRUE(three.body["from_notes"].get<bool>());
  EXPECT_FALSE(three.body["places"].get<bool>());
  EXPECT_EQ(three.body["text"],
            first.explanation +
                " It places no digit: once your notes leave those candidates out, the next hint "
                "goes on (30 more steps to the next digit).");
  ASSERT_EQ(three.body["steps"].size(), 31U);
  EXPECT_EQ(three.body["steps"][0]["eliminations"].size(), first.eliminations.size());
  const Parsed one =
      call(api_, "/api/hint", {{"puzzle", kKiller}, {"notes", notes_of(grid)}, {"level", 1}});
  EXPECT_EQ(one.body["text"], "Look " + step_focus(grid, first) + ".");
  EXPECT_EQ(one.body["highlight"]["houses"].size(), 1U);

  grid.apply(first);  // the player removes those notes
  const Step second = *find_step(grid, options);
  const Parsed next =
      call(api_, "/api/hint", {{"puzzle", kKiller}, {"notes", notes_of(grid)}, {"level", 3}});
  EXPECT_EQ(next.body["steps"][0]["explanation"], second.explanation);
  EXPECT_NE(next.body["text"], three.body["text"]);

  // Notes with more than the rules allow count as the rules' candidates: the same step.
  Json generous = notes_of(CandidateGrid(puzzle));
  for (Json& digits : generous) digits = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  EXPECT_EQ(call(api_, "/api/hint", {{"puzzle", kKiller}, {"notes", generous}, {"level", 3}})
                .body["text"],
            three.body["text"]);
  // A cell without notes has every candidate the rules allow: notes in all cells but one
  // give the same step as those notes with the rules' candidates in that cell.
  Json partial = notes_of(grid);
  partial[40] = Json::array();
  const Parsed from_partial =
      call(api_, "/api/hint", {{"puzzle", kKiller}, {"notes", partial}, {"level", 3}});
  EXPECT_TRUE(from_partial.body["from_notes"].get<bool>());
  Json filled = partial;
  filled[40] = notes_of(CandidateGrid(puzzle))[40];
  EXPECT_EQ(
      from_partial.body["text"],
      call(api_, "/api/hint", {{"puzzle", kKiller}, {"notes", filled}, {"level", 3}}).body["text"]);
}

TEST_F(LogicRoutesTest, NotesWithoutTheSolutionsDigitAreNamed) {
  const Puzzle puzzle = read_puzzle(kEasy, "test");
  const Puzzle solution = solution_of(puzzle);
  Json notes = notes_of(CandidateGrid(puzzle));
  const int cell = 2;  // r1c3, empty in kEasy
  ASSERT_EQ(puzzle.at(cell), kBlank);
  Json without = Json::array();
  for (const Json& digit : notes[cell]) {
    if (digit != solution.at(cell)) without.push_back(digit);
  }
  notes[cell] = without;
  for (int level = 1; level <= 3; ++level) {
    const Parsed reply =
        call(api_, "/api/hint", {{"puzzle", kEasy}, {"notes", notes}, {"level", level}});
    EXPECT_EQ(reply.body["status"], "notes_wrong");
    EXPECT_EQ(reply.body["text"], "Your notes in r1c3 leave out the digit that goes there.");
    EXPECT_EQ(reply.body["highlight"]["cells"].get<std::vector<int>>(), std::vector<int>{cell});
  }
}

TEST_F(LogicRoutesTest, NotesAreCheckedAsTheyAreRead) {
  const Parsed short_notes = call(api_, "/api/hint", {{"puzzle", kEasy}, {"notes", Json::array()}});
  EXPECT_EQ(short_notes.status, 400);
  EXPECT_EQ(short_notes.body["error"],
            "\"notes\" must be an array of 81 arrays of digits from 1 to 9 (one per cell)");
  Json notes(81, Json::array());
  notes[10] = {3, 10};
  const Parsed big = call(api_, "/api/hint", {{"puzzle", kEasy}, {"notes", notes}});
  EXPECT_EQ(big.status, 400);
  EXPECT_EQ(big.body["error"], "\"notes\": r2c2 must hold digits from 1 to 9");
}

// A digit that clashes with no peer but is not the solution's is named, one or several.
TEST_F(LogicRoutesTest, WrongDigitsAreNamed) {
  const Puzzle puzzle = read_puzzle(kEasy, "test");
  const Puzzle solution = solution_of(puzzle);
  std::vector<int> grid(puzzle.cells().begin(), puzzle.cells().end());
  // The first wrong digit in `cell` that clashes with nothing on the grid.
  const auto put_wrong_digit = [&](int cell) {
    for (Digit digit = 1; digit <= 9; ++digit) {
      if (digit == solution.at(cell)) continue;
      Puzzle trial = puzzle;
      for (int each = 0; each < 81; ++each) trial.set(each, static_cast<Digit>(grid[each]));
      trial.set(cell, digit);
      if (!find_conflict(trial)) {
        grid[static_cast<std::size_t>(cell)] = digit;
        return true;
      }
    }
    return false;
  };
  ASSERT_TRUE(put_wrong_digit(0));
  const Parsed one = call(api_, "/api/hint", {{"puzzle", kEasy}, {"grid", grid}, {"level", 3}});
  EXPECT_EQ(one.body["status"], "wrong_digit");
  EXPECT_EQ(one.body["text"], "r1c1 is wrong.");
  EXPECT_EQ(one.body["highlight"]["cells"].get<std::vector<int>>(), std::vector<int>{0});
  grid[80] = solution.at(80);  // a right digit is not named
  ASSERT_TRUE(put_wrong_digit(60));
  const Parsed two = call(api_, "/api/hint", {{"puzzle", kEasy}, {"grid", grid}});
  EXPECT_EQ(two.body["text"], "r1c1 and r7c7 are wrong.");
  EXPECT_EQ(two.body["highlight"]["cells"].get<std::vector<int>>(), (std::vector<int>{0, 60}));

  // Out of time, the count cannot be trusted to end: whatever it says, it says it at once.
  RouteLimits spent;
  spent.logic = std::chrono::milliseconds{0};
  const Api hurried(collection_, spent);
  const auto started = std::chrono::steady_clock::now();
  const Parsed quick = call(hurried, "/api/hint", {{"puzzle", kEasy}, {"grid", grid}});
  EXPECT_LT(std::chrono::steady_clock::now() - started, kTimeLimit);
  EXPECT_TRUE(quick.body["status"] == "wrong_digit" || quick.body["status"] == "no_solution" ||
              quick.body["status"] == "budget_spent");
}

// The page replays explain's steps from its candidates: a placement writes the digit and takes
// it out of the cell's peers, an elimination takes out one candidate. At every step the board
// is the library's, and the last step leaves the solution.
TEST_F(LogicRoutesTest, ExplainsCandidatesReplayedWithItsStepsReachTheSolution) {
  for (const char* text : {kEasy, kKiller, kJigsaw, kX, kSix}) {
    SCOPED_TRACE(text);
    const Parsed reply = call(api_, "/api/explain", {{"puzzle", text}});
    ASSERT_EQ(reply.body["status"], "solved");
    const Puzzle puzzle = read_puzzle(text, "test");
    CandidateGrid library(puzzle);
    std::vector<int> digits(puzzle.cells().begin(), puzzle.cells().end());
    std::vector<std::uint64_t> candidates;
    for (const Json& cell : reply.body["candidates"]) {
      std::uint64_t mask = 0;
      for (int digit : cell.get<std::vector<int>>()) mask |= std::uint64_t{1} << (digit - 1);
      candidates.push_back(mask);
    }
    ASSERT_EQ(candidates.size(), static_cast<std::size_t>(puzzle.cell_count()));
    const auto same_as_library = [&] {
      for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
        if (candidates[cell] != library.candidates(cell) || digits[cell] != library.digit(cell)) {
          return false;
        }
      }
      return true;
    };
    ASSERT_TRUE(same_as_library());
    LogicOptions options;
    options.unique_solution = true;
    for (const Json& step : reply.body["steps"]) {
      for (const Json& placement : step["placements"]) {
        const int cell = placement["cell"];
        const int digit = placement["digit"];
        const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
        ASSERT_NE(candidates[cell] & bit, 0U);
        digits[cell] = digit;
        candidates[cell] = 0;
        for (int peer : library.peers(cell)) candidates[peer] &= ~bit;
      }
      for (const Json& elimination : step["eliminations"]) {
        const std::uint64_t bit = std::uint64_t{1} << (elimination["digit"].get<int>() - 1);
        ASSERT_NE(candidates[elimination["cell"].get<int>()] & bit, 0U);
        candidates[elimination["cell"].get<int>()] &= ~bit;
      }
      library.apply(*find_step(library, options));
      ASSERT_TRUE(same_as_library()) << step["explanation"];
    }
    EXPECT_EQ(digits, reply.body["solution"].get<std::vector<int>>());
  }
}

// kStalled's digits alone still show steps (the eliminations of the 18 steps are not written
// in them); with the candidates logic leaves as notes (one solution, as the server counts), no
// rung applies. Finding that out runs the stalling rungs' budget of work, longer than the
// server's 2 s under a sanitizer on a loaded machine: the route gets a minute, as what is
// checked is the stall, not the time.
TEST_F(LogicRoutesTest, HintIsStalledWhereTheLadderEnds) {
  RouteLimits patient;
  patient.logic = std::chrono::milliseconds{60'000};
  const Api unhurried(collection_, patient);
  LogicOptions options;
  options.unique_solution = true;
  const LogicResult logic = solve_logically(read_puzzle(kStalled, "test"), options);
  ASSERT_EQ(logic.status, LogicStatus::stalled);
  Json notes = Json::array();
  for (const std::uint64_t mask : logic.candidates) {
    Json digits = Json::array();
    for (std::uint64_t left = mask; left != 0; left &= left - 1) {
      digits.push_back(std::countr_zero(left) + 1);
    }
    notes.push_back(digits);
  }
  const Parsed reply = call(unhurried, "/api/hint", {{"puzzle", kStalled}, {"notes", notes}});
  EXPECT_EQ(reply.body["status"], "stalled");
  EXPECT_EQ(reply.body["text"],
            "No technique of the ladder finds a step from these notes: it needs a guess, or a "
            "technique beyond the ladder.");
  EXPECT_EQ(call(unhurried, "/api/hint", {{"puzzle", kStalled}}).body["status"], "hint");
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
    // A step's points under `sudoku rate`'s key, "score", no longer "rating".
    EXPECT_EQ(reply.body["steps"][index]["score"], logic.steps[index].rating / 10.0);
    EXPECT_FALSE(reply.body["steps"][index].contains("rating"));
  }
  EXPECT_EQ(reply.body["hardest"]["score"], hardest_step(logic)->rating / 10.0);
  EXPECT_EQ(reply.body["solution"].get<std::vector<int>>(),
            std::vector<int>(logic.grid.cells().begin(), logic.grid.cells().end()));
  ASSERT_EQ(reply.body["candidates"].size(), 81U);
  EXPECT_TRUE(reply.body["candidates"][1].empty());  // r1c2 holds the given 2
  EXPECT_EQ(reply.body["candidates"][0].get<std::vector<int>>(), (std::vector<int>{4, 6, 7}));
}

// The rungs that stall here run out their budget of work (branch steps, the same on every
// machine), which a sanitizer's build takes longer than the server's 2 s to do: the route gets a
// minute, as what is checked is the stall and the search after it, not the time.
TEST_F(LogicRoutesTest, ExplainFinishesAStalledGridBySearch) {
  RouteLimits patient;
  patient.logic = std::chrono::milliseconds{60'000};
  const Api unhurried(collection_, patient);
  const Parsed reply = call(unhurried, "/api/explain", {{"puzzle", kStalled}});
  EXPECT_EQ(reply.body["status"], "stalled");
  EXPECT_EQ(reply.body["search"]["status"], "solved");
  EXPECT_EQ(reply.body["solution"].size(), 256U);
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
  // An extreme puzzle of the collection (an alternating inference chain, 7.1), quick to rate
  // within the server's limit even in a sanitizer's build; Inkala's, of nested chains, took more
  // than its 2 s there.
  const char* const extreme =
      "7..4..2.......6..5.....913....5...12....3..8.2.3.87....8.....2..7..429....9...5..";
  const Parsed hardest = call(api_, "/api/rate", {{"puzzle", extreme}});
  EXPECT_EQ(hardest.body["status"], "solved");
  EXPECT_EQ(hardest.body["score"], 7.1);
  EXPECT_EQ(hardest.body["label"], "extreme");
}

// No score for a puzzle that has no solution or more than one (an empty 9×9 once rated 2.5,
// "extreme"; one with no solution, 0.0), as `sudoku rate` gives none.
TEST_F(LogicRoutesTest, RateGivesNoScoreWithoutExactlyOneSolution) {
  // No clash among the givens, yet no solution: r1c9 can hold no digit.
  const std::string none = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');
  const Parsed unsolvable = call(api_, "/api/rate", {{"puzzle", none}});
  EXPECT_EQ(unsolvable.status, 200);
  EXPECT_EQ(unsolvable.body["score"], nullptr);
  EXPECT_EQ(unsolvable.body["label"], nullptr);
  EXPECT_EQ(unsolvable.body["status"], "no_solution");
  EXPECT_EQ(unsolvable.body["message"], "the puzzle has no solution: there is nothing to rate");
  const Parsed empty = call(api_, "/api/rate", {{"puzzle", std::string(81, '.')}});
  EXPECT_EQ(empty.body["score"], nullptr);
  EXPECT_EQ(empty.body["status"], "not_unique");
  EXPECT_EQ(empty.body["message"],
            "the puzzle has more than one solution: a rating is of a puzzle with exactly one");
  EXPECT_EQ(empty.body["unique"], false);
}

TEST_F(LogicRoutesTest, GridsAboveTheLogicLimitAre400) {
  const Parsed reply = call(api_, "/api/rate", {{"puzzle", blank_line(36)}});
  EXPECT_EQ(reply.status, 400);
  EXPECT_EQ(reply.body["error"], "hint, explain and rate take grids up to 25×25, not 36×36");
}

}  // namespace
}  // namespace sudoku::server::test
