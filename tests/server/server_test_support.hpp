// What the server tests share: an Api over a small collection, and calls that parse replies.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "server/api.hpp"
#include "server/collection.hpp"
#include "server/puzzle_json.hpp"

namespace sudoku::server::test {

// From data/collection/classic-9-easy.txt: one solution, solved by singles.
inline constexpr const char* kEasy =
    ".2.....1........5..8.257..9916....8....5...645...8...3...6.1...3.1.......4..93...";
// Arto Inkala's 2012 puzzle (data/examples/hardest2012.sud) as one line.
inline constexpr const char* kHardest =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

// Two easy 9×9 puzzles, one X, one 4×4.
inline Collection small_collection() {
  static constexpr EmbeddedFile kFiles[] = {
      {"classic-9-easy.txt",
       "# two\n.2.....1........5..8.257..9916....8....5...645...8...3...6.1...3.1.......4..93...\n"
       "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n"},
      {"classic-4-easy.txt", "..4..3.....12..4\n"},
  };
  return Collection::from_files(kFiles);
}

// A test with an Api over small_collection().
class ApiTestBase : public ::testing::Test {
 protected:
  Collection collection_ = small_collection();
  Api api_{collection_};
};

struct Parsed {
  int status;
  Json body;
};

inline Parsed call(const Api& api, const std::string& path, const Json& request,
                   const std::string& method = "POST") {
  const Reply reply = api.handle(method, path, dump(request));
  return {reply.status, Json::parse(reply.body)};
}

inline Parsed call_text(const Api& api, const std::string& path, const std::string& body) {
  const Reply reply = api.handle("POST", path, body);
  return {reply.status, Json::parse(reply.body)};
}

}  // namespace sudoku::server::test
