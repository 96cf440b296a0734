// What the f-puzzles reader (fpuzzles_read.cpp) and writer (fpuzzles_write.cpp) share: the
// reading of one rule key (fpuzzles_rules.cpp) and the names of cells and keys.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "sudoku/puzzle.hpp"

namespace sudoku::fpuzzles {

// A key that names no rule this tool knows.
struct Unsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// An entry of a known key that is malformed ("cell \"R0C0\" is outside the grid").
struct BadEntry : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Adds to `puzzle` the rules of one key of an f-puzzles object (every entry of its list, or the
// global rule it switches on). Throws Unsupported, BadEntry, or std::invalid_argument (a shape
// that add_constraint refuses).
void read_rule(Puzzle& puzzle, const std::string& key, const nlohmann::json& value, int side);

// "R3C4" for 0-based row 2, column 3 (rows and columns -1 and N name places outside the grid).
std::string cell_key(int row, int column);

// The German whisper's difference on a grid of `side`: at least half the side, rounded up (5 on
// 9×9), what a whisper line without a value means.
int default_whisper_difference(int side);

// Throws GivensConflict when the givens of a puzzle read from f-puzzles JSON break a rule.
void check_givens(const Puzzle& puzzle, std::string_view source, int line_number);

}  // namespace sudoku::fpuzzles
