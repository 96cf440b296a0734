// The route table and error handling of Api: statuses and messages for bad requests.
#include "server/api.hpp"

#include <thread>
#include <vector>

#include "server_test_support.hpp"

namespace sudoku::server::test {
namespace {

using ApiTest = ApiTestBase;

TEST_F(ApiTest, AnUnknownRouteIs404) {
  const Parsed reply = call(api_, "/api/nothing", Json::object());
  EXPECT_EQ(reply.status, 404);
  EXPECT_EQ(reply.body["error"], "no such route: /api/nothing");
}

TEST_F(ApiTest, AGetOnAPostRouteIs405) {
  const Reply reply = api_.handle("GET", "/api/solve", "");
  EXPECT_EQ(reply.status, 405);
  EXPECT_EQ(Json::parse(reply.body)["error"], "/api/solve takes POST");
  EXPECT_EQ(api_.handle("DELETE", "/api/random", "").status, 405);
}

TEST_F(ApiTest, BadJsonIs400WithAPlainMessage) {
  const Parsed reply = call_text(api_, "/api/solve", "{\"puzzle\": ");
  EXPECT_EQ(reply.status, 400);
  EXPECT_EQ(reply.body["error"], "bad JSON: the request body is not valid JSON");
  EXPECT_EQ(call_text(api_, "/api/solve", "[1,2]").body["error"],
            "bad JSON: the request body must be an object");
}

TEST_F(ApiTest, AMissingPuzzleIs400) {
  const Parsed reply = call(api_, "/api/solve", Json::object());
  EXPECT_EQ(reply.status, 400);
  EXPECT_EQ(reply.body["error"],
            "\"puzzle\" is missing: the puzzle as text, in any form the CLI reads");
}

TEST_F(ApiTest, AFieldOfTheWrongTypeIsNamed) {
  EXPECT_EQ(call(api_, "/api/solve", {{"puzzle", 5}}).body["error"], "\"puzzle\" must be a string");
  EXPECT_EQ(call(api_, "/api/hint", {{"puzzle", kEasy}, {"level", 4}}).body["error"],
            "\"level\" must be a whole number from 1 to 3");
  EXPECT_EQ(call(api_, "/api/solve", {{"puzzle", kEasy}, {"trace", "yes"}}).body["error"],
            "\"trace\" must be true or false");
  EXPECT_EQ(call(api_, "/api/solve", {{"puzzle", kEasy}, {"variant", "sideways"}}).body["error"],
            "'sideways' is not a variant: expected classic, or killer, jigsaw and x joined by '+' "
            "(killer+x)");
}

// The messages are the library's, so the same as the CLI's for a file named "puzzle".
TEST_F(ApiTest, ABadPuzzleIs400WithTheReadersMessage) {
  std::string broken = kEasy;
  broken[0] = '2';  // a second 2 in row 1
  const Parsed reply = call(api_, "/api/solve", {{"puzzle", broken}});
  EXPECT_EQ(reply.status, 400);
  std::string expected;
  try {
    read_puzzle(broken, "puzzle");
  } catch (const InputError& error) {
    expected = error.what();
  }
  EXPECT_EQ(reply.body["error"], expected);
  EXPECT_EQ(reply.body["error"], "puzzle:1:2: digit 2 already in row 1 (column 1)");
}

TEST_F(ApiTest, AGridOfTheWrongShapeOrChangingAGivenIs400) {
  EXPECT_EQ(call(api_, "/api/check", {{"puzzle", kEasy}, {"grid", {1, 2}}}).body["error"],
            "\"grid\" must be an array of 81 whole numbers from 0 to 9");
  std::vector<int> grid(81, 0);
  grid[1] = 5;  // r1c2 holds the given 2
  EXPECT_EQ(call(api_, "/api/check", {{"puzzle", kEasy}, {"grid", grid}}).body["error"],
            "\"grid\": r1c2 holds the given 2, not 5");
  grid[1] = 0;
  grid[0] = 10;
  EXPECT_EQ(call(api_, "/api/check", {{"puzzle", kEasy}, {"grid", grid}}).body["error"],
            "\"grid\": r1c1 must hold a whole number from 0 to 9");
}

TEST_F(ApiTest, InvalidUtf8InAMessageStillMakesValidJson) {
  const Reply reply = api_.handle("POST", "/api/import", "{\"text\": \"\\u00ff\xff\"}");
  EXPECT_EQ(reply.status, 400);
  EXPECT_FALSE(Json::parse(reply.body, nullptr, false).is_discarded());
}

// Any number of threads may share one Api: each gets the reply a lone caller gets.
TEST_F(ApiTest, ConcurrentCallsGiveTheSameRepliesAsOne) {
  const std::vector<std::pair<std::string, Json>> requests = {
      {"/api/solve", {{"puzzle", kHardest}}},
      {"/api/hint", {{"puzzle", kEasy}, {"level", 3}}},
      {"/api/explain", {{"puzzle", kEasy}}},
      {"/api/rate", {{"puzzle", kEasy}}},
      {"/api/check", {{"puzzle", kHardest}, {"against_solution", true}}},
      {"/api/random", {{"seed", 7}}},
  };
  std::vector<Json> expected;
  for (const auto& [path, request] : requests) {
    Json body = call(api_, path, request).body;
    body.erase("microseconds");
    expected.push_back(body);
  }
  std::vector<int> mismatches(8, 0);
  std::vector<std::thread> threads;
  for (std::size_t thread = 0; thread < mismatches.size(); ++thread) {
    threads.emplace_back([&, thread] {
      for (int round = 0; round < 5; ++round) {
        for (std::size_t index = 0; index < requests.size(); ++index) {
          Json body = call(api_, requests[index].first, requests[index].second).body;
          body.erase("microseconds");
          if (body != expected[index]) ++mismatches[thread];
        }
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int count : mismatches) EXPECT_EQ(count, 0);
}

}  // namespace
}  // namespace sudoku::server::test
