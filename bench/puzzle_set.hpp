// The benchmark sets: which sets a data directory holds, and reading one into memory before
// anything is timed. A set is a file DIR/classic/NAME.txt of one-line puzzles; blank and
// comment lines are skipped, and each puzzle keeps its line number for messages.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku::bench {

struct PuzzleSet {
  std::string name;  // the file name without .txt
  std::string path;
  std::vector<Puzzle> puzzles;
  std::vector<int> line_numbers;  // of each puzzle in its file, for messages
};

// The names of the .txt files in `directory`, sorted, without .txt.
std::vector<std::string> all_set_names(const std::filesystem::path& directory);

// Reads the set `name` (with or without .txt) from `directory`. Fails with exit status 2 when
// the file cannot be read, holds an unreadable puzzle, holds none, or mixes puzzle sizes.
PuzzleSet load_set(const std::filesystem::path& directory, std::string name);

}  // namespace sudoku::bench
