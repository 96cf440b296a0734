// The server as players reach it: puzzles of every difficulty walked along their own logical
// path and along random fills, and at each state every question the board asks, over HTTP.
//
// A state is a grid a player can really have in front of them:
//   - on the path: the puzzle's givens and the digits placed by the first k steps of its logical
//     solve, for each k just before a hard step (rated 4.0 or more: that is where a player asks
//     for help), and the start;
//   - a random fill: some of the solution's digits entered at random, sometimes one wrong digit
//     that breaks no rule yet (a player's slip), sometimes one that repeats a digit in a house.
// At each state the test sends hint (levels 1, 2 and 3), explain, rate, solve and check, as the
// page does ({"puzzle": text, "grid": digits}), and checks every reply against what it knows
// (the solution, computed here by the engine): every answer is 200 or 4xx with a one-line
// message, a hint on a right grid never says it is wrong and its digit is the solution's, a
// grid with a wrong digit is found out, solve gives the solution. At the end the server still
// serves the page. (A hint at a forcing chain once killed the server: issue 13.)
//
// The puzzles: the embedded collection (every variant, size and difficulty), generated extreme
// puzzles, and when ../shared/data is beside the checkout (or SUDOKU_DATA names it) the first
// puzzles of the public classic sets. SUDOKU_WALK_STATES bounds the number of states (default
// 120; the asan test preset sets 40, where each state costs about ten times as much; a longer
// walk by hand: SUDOKU_WALK_STATES=5000).
#include <httplib.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <set>
#include <thread>

#include "server/embedded.hpp"
#include "server/http_server.hpp"
#include "server_test_support.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::server::test {
namespace {

constexpr int kHardRating = 40;
constexpr int kDefaultStates = 120;
// Up to this side the engine settles every grid of the walk within the server's budget.
constexpr int kCountedSide = 16;

// One puzzle to walk: its text as the page sends it, and its one solution.
struct WalkedPuzzle {
  std::string name;  // where it comes from, for failure messages
  std::string text;
  Puzzle puzzle{Geometry(1)};
  Puzzle solution{Geometry(1)};
};

// A grid to ask about, and what the test knows of it.
struct State {
  const WalkedPuzzle* puzzle;
  std::string how;           // "path k=12", "fill 40% with a wrong digit"
  std::vector<int> digits;   // the grid sent, 0 for blank
  bool right = true;         // every digit is the solution's
  bool conflicting = false;  // a digit repeats in a house
};

int walk_states() {
  const char* text = std::getenv("SUDOKU_WALK_STATES");
  return text != nullptr ? std::max(1, std::atoi(text)) : kDefaultStates;
}

std::optional<Puzzle> one_solution(const Puzzle& puzzle) {
  SolveOptions options;
  options.max_solutions = 2;
  options.node_limit = 5'000'000;
  const SolveResult result = solve(puzzle, options);
  if (result.status != SolveStatus::solved || result.count != 1 || !result.solution) {
    return std::nullopt;
  }
  return *result.solution;
}

void add_puzzle(std::vector<WalkedPuzzle>& puzzles, std::string name, const Puzzle& puzzle) {
  const std::optional<Puzzle> solution = one_solution(puzzle);
  if (!solution) return;  // the public sets hold a few that are not unique (serg): not walked
  puzzles.push_back({std::move(name), to_puzzle_text(puzzle), puzzle, *solution});
}

// The collection's first puzzle of each file, then generated extreme ones, then public ones.
std::vector<WalkedPuzzle> puzzles_to_walk() {
  std::vector<WalkedPuzzle> puzzles;
  const Collection collection = Collection::from_files(collection_files());
  std::set<std::string> files_seen;
  for (const CollectionEntry& entry : entries_of(collection)) {
    const std::string file = variant_name(entry.variant) + "-" + std::to_string(entry.side) + "-" +
                             std::string(difficulty_name(entry.difficulty));
    if (!files_seen.insert(file).second) continue;
    add_puzzle(puzzles, "collection " + file, entry.puzzle);
  }
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    GenerateOptions options;
    options.seed = seed;
    options.difficulty = Difficulty::extreme;
    options.minimal = true;
    add_puzzle(puzzles, "generated extreme seed " + std::to_string(seed), generate(options).puzzle);
  }
  const char* data = std::getenv("SUDOKU_DATA");
  const std::filesystem::path classic =
      std::filesystem::path(data != nullptr ? data : SUDOKU_SOURCE_ROOT "/../shared/data") /
      "classic";
  for (const char* set : {"forum_hardest_1905_11+.txt", "forum_hardest_1106.txt",
                          "magictour_top1465.txt", "17_clue.txt"}) {
    std::ifstream file(classic / set);
    std::string line;
    for (int taken = 0; taken < 3 && std::getline(file, line);) {
      if (line.size() < 81 || line[0] == '#') continue;
      add_puzzle(puzzles, std::string(set) + " #" + std::to_string(++taken),
                 read_line(line.substr(0, 81), set));
    }
  }
  return puzzles;
}

std::vector<int> digits_of(const Puzzle& grid) {
  std::vector<int> digits(static_cast<std::size_t>(grid.cell_count()));
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    digits[static_cast<std::size_t>(cell)] = grid.at(cell);
  }
  return digits;
}

// The grid just before each hard step of the logical solve (once each), the hardest first,
// and the start.
std::vector<State> path_states(const WalkedPuzzle& walked) {
  LogicOptions options;
  options.unique_solution = true;
  const LogicResult logic = solve_logically(walked.puzzle, options);
  std::vector<std::pair<int, State>> before_hard;  // the hard step's rating, the state
  Puzzle grid = walked.puzzle;
  for (std::size_t k = 0; k < logic.steps.size(); ++k) {
    const Step& step = logic.steps[k];
    std::vector<int> digits = digits_of(grid);
    if (step.rating >= kHardRating && k > 0 &&
        (before_hard.empty() || digits != before_hard.back().second.digits)) {
      before_hard.push_back(
          {step.rating, {&walked, "path k=" + std::to_string(k), std::move(digits)}});
    }
    for (const Placement& placement : step.placements) grid.set(placement.cell, placement.digit);
  }
  std::stable_sort(before_hard.begin(), before_hard.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<State> states;
  for (auto& [rating, state] : before_hard) states.push_back(std::move(state));
  states.push_back({&walked, "path k=0", digits_of(walked.puzzle)});
  return states;
}

// Some of the solution's digits entered at random; `slip` 1 adds a wrong digit that repeats
// none of its peers' digits (when there is one), 2 a digit that repeats a peer's.
State random_fill(const WalkedPuzzle& walked, std::mt19937_64& random, int slip) {
  const int cells = walked.puzzle.cell_count();
  const int side = walked.puzzle.side();
  std::vector<int> digits = digits_of(walked.puzzle);
  std::vector<int> blanks;
  for (int cell = 0; cell < cells; ++cell) {
    if (walked.puzzle.at(cell) == kBlank) blanks.push_back(cell);
  }
  std::shuffle(blanks.begin(), blanks.end(), random);
  const auto percent = static_cast<int>(random() % 90);
  const std::size_t filled = blanks.size() * static_cast<std::size_t>(percent) / 100;
  for (std::size_t index = 0; index < filled; ++index) {
    const int cell = blanks[index];
    digits[static_cast<std::size_t>(cell)] = walked.solution.at(cell);
  }
  State state{&walked, "fill " + std::to_string(percent) + "%", {}};
  if (slip != 0 && filled < blanks.size()) {
    const int cell = blanks[filled];
    Puzzle probe = walked.puzzle;
    for (int other = 0; other < cells; ++other) {
      if (digits[static_cast<std::size_t>(other)] != 0) {
        probe.set(other, static_cast<Digit>(digits[static_cast<std::size_t>(other)]));
      }
    }
    for (int digit = 1; digit <= side; ++digit) {
      if (digit == walked.solution.at(cell)) continue;
      probe.set(cell, static_cast<Digit>(digit));
      const bool repeats = find_conflict(probe).has_value();
      if (repeats != (slip == 2)) continue;
      digits[static_cast<std::size_t>(cell)] = digit;
      state.right = false;
      state.conflicting = repeats;
      state.how += repeats ? " with a repeated digit" : " with a wrong digit";
      break;
    }
  }
  state.digits = std::move(digits);
  return state;
}

class PlayerWalkTest : public ::testing::Test {
 protected:
  void SetUp() override {
    port_ = http_.bind("127.0.0.1", 0);
    thread_ = std::thread([this] { http_.run(); });
    while (!http_.is_running()) std::this_thread::yield();
  }
  void TearDown() override {
    http_.stop();
    thread_.join();
  }

  // POSTs the request and checks the reply's form: 200 or 4xx, JSON, a one-line error on 4xx.
  Json ask(const std::string& route, const Json& request, const std::string& where) {
    httplib::Client client("127.0.0.1", port_);
    client.set_read_timeout(60, 0);
    const httplib::Result result = client.Post("/api/" + route, dump(request), "application/json");
    EXPECT_TRUE(result) << where << ": no reply to " << route << " (the server died?)";
    if (!result) return Json();
    EXPECT_TRUE(result->status == 200 || (result->status >= 400 && result->status < 500))
        << where << ": " << route << " answered " << result->status << " " << result->body;
    const Json body = Json::parse(result->body, nullptr, false);
    EXPECT_FALSE(body.is_discarded()) << where << ": " << route << " sent no JSON";
    if (result->status != 200) {
      EXPECT_TRUE(body.contains("error") && body["error"].is_string() &&
                  !body["error"].get<std::string>().empty() &&
                  body["error"].get<std::string>().find('\n') == std::string::npos)
          << where << ": " << route << " " << result->body;
      return Json();
    }
    return body;
  }

  void check_hints(const State& state, const Json& request, const std::string& where) {
    const WalkedPuzzle& walked = *state.puzzle;
    for (int level = 1; level <= 3; ++level) {
      Json asked = request;
      asked["level"] = level;
      const Json reply = ask("hint", asked, where + " level " + std::to_string(level));
      if (reply.is_null()) continue;
      const std::string status = reply.value("status", "");
      ASSERT_FALSE(reply.value("text", "").empty()) << where;
      if (state.conflicting) {
        EXPECT_EQ(status, "conflict") << where;
      } else if (!state.right) {
        // Up to 16×16 the count finds out a wrong digit within its budget, and names it when
        // the count of the givens ends in the time left (else it says only that a digit is
        // wrong); on a 25×25 it may not, and the hint is then the logic's (which may stall or
        // spend the budget too).
        if (walked.puzzle.side() <= kCountedSide) {
          EXPECT_TRUE(status == "wrong_digit" || status == "no_solution")
              << where << ": " << status;
        }
        if (status == "wrong_digit") {
          std::vector<int> wrong;
          for (int cell = 0; cell < walked.puzzle.cell_count(); ++cell) {
            const int digit = state.digits[static_cast<std::size_t>(cell)];
            if (digit != 0 && digit != walked.solution.at(cell)) wrong.push_back(cell);
          }
          EXPECT_EQ(reply["highlight"]["cells"].get<std::vector<int>>(), wrong) << where;
        }
        continue;
      } else {
        EXPECT_TRUE(status == "hint" || status == "stalled" || status == "budget_spent" ||
                    status == "full")
            << where << ": " << status;
      }
      if (status == "budget_spent") ++budget_spent_;
      if (status != "hint" || level != 3) continue;
      // The move's digits are the solution's.
      for (const Json& step : reply["steps"]) {
        techniques_seen_.insert(step["technique"].get<std::string>());
        for (const Json& placement : step["placements"]) {
          const int cell = placement["cell"];
          EXPECT_EQ(placement["digit"].get<int>(), walked.solution.at(cell))
              << where << ": " << step["explanation"];
        }
      }
    }
  }

  void check_state(const State& state) {
    const WalkedPuzzle& walked = *state.puzzle;
    const std::string where = walked.name + ", " + state.how;
    const Json request = {{"puzzle", walked.text}, {"grid", state.digits}};
    check_hints(state, request, where);
    const std::vector<int> solution = digits_of(walked.solution);

    const Json explained = ask("explain", request, where + " explain");
    if (!explained.is_null()) {
      const std::string status = explained.value("status", "");
      EXPECT_TRUE(status == "solved" || status == "stalled" || status == "contradiction" ||
                  status == "budget_spent")
          << where << ": " << status;
      if (state.right) {
        EXPECT_NE(status, "contradiction") << where;
      }
      if (state.right && status == "solved") {
        EXPECT_EQ(explained["solution"].get<std::vector<int>>(), solution) << where;
      }
      if (status == "budget_spent") {
        EXPECT_FALSE(explained.value("message", "").empty()) << where;
      }
    }
    const Json rated = ask("rate", request, where + " rate");
    if (!rated.is_null()) {
      EXPECT_TRUE(rated.contains("status")) << where;
    }

    Json solve_request = request;
    solve_request["trace"] = false;
    const Json solved = ask("solve", solve_request, where + " solve");
    if (!solved.is_null() && !state.conflicting) {
      const std::string status = solved.value("status", "");
      if (walked.puzzle.side() <= kCountedSide || status != "budget_spent") {
        EXPECT_EQ(status, state.right ? "solved" : "no_solution") << where;
      }
      if (status == "solved") {
        EXPECT_EQ(solved["solution"].get<std::vector<int>>(), solution) << where;
      }
    }
    const Json checked = ask("check", request, where + " check");
    EXPECT_FALSE(checked.is_null() && !state.conflicting) << where;
  }

  Collection collection_ = Collection::from_files(collection_files());
  Api api_{collection_};
  HttpServer http_{api_};
  int port_ = 0;
  std::thread thread_;
  // What the walk met, for its summary.
  std::set<std::string> techniques_seen_;
  int budget_spent_ = 0;
};

TEST_F(PlayerWalkTest, EveryStateAPlayerReachesGetsAnAnswerAndTheServerLives) {
  const std::vector<WalkedPuzzle> puzzles = puzzles_to_walk();
  ASSERT_GE(puzzles.size(), 10U);
  // The path states of every puzzle (the hardest first) between random fills (a slip, a
  // repeat, right, in turn), taken puzzle by puzzle in turns, so that a bounded walk still
  // meets every puzzle at its hardest.
  // A longer walk takes more random fills of each puzzle.
  const int limit = walk_states();
  const std::size_t fills =
      std::max<std::size_t>(3, static_cast<std::size_t>(limit) / puzzles.size());
  std::mt19937_64 random(13);
  std::vector<std::vector<State>> each;
  for (const WalkedPuzzle& walked : puzzles) {
    const std::vector<State> path = path_states(walked);
    std::vector<State> states;
    for (std::size_t index = 0; index < path.size() || index < fills; ++index) {
      if (index < path.size()) states.push_back(path[index]);
      if (index < fills) {
        states.push_back(random_fill(walked, random, (static_cast<int>(index) + 1) % 3));
      }
    }
    each.push_back(std::move(states));
  }
  int walked = 0;
  for (std::size_t round = 0; walked < limit; ++round) {
    bool any = false;
    for (const std::vector<State>& states : each) {
      if (round >= states.size() || walked >= limit) continue;
      any = true;
      ++walked;
      check_state(states[round]);
    }
    if (!any) break;
  }
  EXPECT_GE(walked, std::min(limit, static_cast<int>(puzzles.size())));
  std::cout << "walked " << walked << " states of " << puzzles.size() << " puzzles; hints met "
            << techniques_seen_.size()
            << " techniques (forcing chain: " << techniques_seen_.count("forcing chain")
            << "); hints out of budget: " << budget_spent_ << '\n';
  httplib::Client client("127.0.0.1", port_);
  const httplib::Result page = client.Get("/");
  ASSERT_TRUE(page) << "the server is gone";
  EXPECT_EQ(page->status, 200);
}

}  // namespace
}  // namespace sudoku::server::test
