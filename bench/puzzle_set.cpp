// Listing and reading the benchmark sets.
#include "puzzle_set.hpp"

#include <fmt/core.h>
#include <algorithm>
#include <fstream>
#include <sstream>
#include <string_view>
#include <system_error>

#include "failure.hpp"
#include "sudoku/format.hpp"

namespace sudoku::bench {

namespace fs = std::filesystem;

std::vector<std::string> all_set_names(const fs::path& directory) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) {
    if (entry.is_regular_file() && entry.path().extension() == ".txt") {
      names.push_back(entry.path().stem().string());
    }
  }
  if (error) fail_usage(fmt::format("cannot list {}: {}", directory.string(), error.message()));
  std::sort(names.begin(), names.end());
  return names;
}

PuzzleSet load_set(const fs::path& directory, std::string name) {
  if (name.size() > 4 && name.ends_with(".txt")) name.resize(name.size() - 4);
  PuzzleSet set;
  set.path = (directory / (name + ".txt")).string();
  set.name = std::move(name);
  std::ifstream file(set.path, std::ios::binary);
  if (!file) fail_usage(fmt::format("cannot read {}", set.path));
  std::stringstream contents;
  contents << file.rdbuf();
  const std::string text = contents.str();
  std::string_view rest = text;
  int line_number = 0;
  while (!rest.empty()) {
    const auto end = rest.find('\n');
    std::string_view line = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (sudoku::is_blank_or_comment(line)) continue;
    try {
      set.puzzles.push_back(sudoku::read_line(line, set.path, line_number));
    } catch (const sudoku::InputError& error) {
      fail_usage(error.what());
    }
    set.line_numbers.push_back(line_number);
  }
  if (set.puzzles.empty()) fail_usage(fmt::format("{} holds no puzzle", set.path));
  for (const Puzzle& puzzle : set.puzzles) {
    if (puzzle.geometry() != set.puzzles.front().geometry()) {
      fail_usage(fmt::format("{} mixes puzzle sizes", set.path));
    }
  }
  return set;
}

}  // namespace sudoku::bench
