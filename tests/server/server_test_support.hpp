// What the server tests share: an Api over a small collection, and calls that parse replies.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

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
// Where the ladder ends: a 16×16 (the 14th of `sudoku generate --size 16 --minimal --count 40
// --seed 100`) as logic leaves it after 76 steps; from these digits it stalls again after 30, with
// no rung applying, the every-split forcing chains within their budget of work.
inline constexpr const char* kStalled =
    "7..2G.9A.8..F.E5...3.C.E7.A.21G.4..1.....E9.7A...AG..D71....9..."
    "2B..D....A4.8.C.17..C..83.BE.D.2.8..3..F..2..7...DCF2...5.8..9.E"
    ".17GB..4...6C.98.2857..C94....1A6....8.2E..A4.7..4....3..7....2G"
    ".E1.6.C..D7....95..4E7.D.9..BC61....418.B3..E2.7...7A.B.1.E4.85.";

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

// Every entry of a collection, read in order (a user's are read again from their files).
inline std::vector<CollectionEntry> entries_of(const Collection& collection) {
  std::vector<CollectionEntry> entries;
  for (std::size_t index = 0; index < collection.size(); ++index) {
    entries.push_back(collection.entry(index));
  }
  return entries;
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
