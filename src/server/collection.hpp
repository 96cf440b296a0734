// The graded collection the board's "new puzzle" draws from: data/collection/*.txt, embedded in
// the binary. Each file holds puzzles of one variant, size and difficulty, one per line, and
// its name says which: "classic-9-easy.txt", "killer-9-hard.txt", "jigsaw+x-9-medium.txt".
// data/collection/README.md gives the commands that made them (`sudoku generate`, seeds).
//
// Built once at start-up, then read-only: any number of threads may draw from it at once.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "server/embedded.hpp"
#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::server {

struct CollectionEntry {
  Variant variant;
  int side = 9;
  Difficulty difficulty = Difficulty::easy;
  Puzzle puzzle{Geometry(1)};
  std::string line;  // the puzzle's one-line form (to_puzzle_line), as replies give it
};

// What a "new puzzle" request asks for; an empty field matches anything.
struct CollectionQuery {
  std::optional<Variant> variant;
  std::optional<int> side;
  std::optional<Difficulty> difficulty;
};

class Collection {
 public:
  Collection() = default;
  // Reads the files; throws InputError for a bad line, std::invalid_argument for a file whose
  // name is not VARIANT-SIDE-DIFFICULTY.txt.
  static Collection from_files(std::span<const EmbeddedFile> files);

  std::size_t size() const { return entries_.size(); }
  const std::vector<CollectionEntry>& entries() const { return entries_; }
  // The entries matching the query, in file order.
  std::vector<const CollectionEntry*> matching(const CollectionQuery& query) const;

 private:
  std::vector<CollectionEntry> entries_;
};

}  // namespace sudoku::server
