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
// Where the ladder ends: a 16×16 (from `sudoku generate --size 16 --minimal --seed 1`) as logic
// leaves it after 47 steps, with no rung applying (the forcing chains above 7.5 are for sides up
// to 9, where no proper puzzle tried stalls).
inline constexpr const char* kStalled =
    ".2.CA.F.G9BD..E4.9G4E2D.3..A......3D..6.4.F2.B95.....498......G2"
    ".4....16EF.9.GDC15C6..49...B8...3G9E..2A6..84.1.D...8.E....4...9"
    "9...2A..14.....8.......D9A..14..6.B.498.723G..5D4...56.1.B....2A"
    "E6....3.B.9C..4.G.4.6.5C...1.A8.C85.......436..F..D....4.56..2C3";

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
