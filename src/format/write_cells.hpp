// How the writers spell digits (write.cpp), shared with the whole-puzzle writers
// (write_puzzle.cpp) so that every text they make reads back as written.
#pragma once

#include <string>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku::write_cells {

// Symbols go up to 'Z' = 35; larger sides write numbers.
inline constexpr int kMaxWrittenSymbolSide = 35;

enum class Spelling { symbols, letters, numbers };

// Numbers above side 35; letters (A = 1) for sides 10..26 when no digit is 1-9 (the reader
// takes such a grid as letters); symbols otherwise.
Spelling spelling_for(int side, const std::vector<Digit>& cells);
// One cell: "." for a blank.
std::string cell_text(Digit digit, Spelling spelling);
// `count` cells from `first`, in the puzzle's spelling (numbers separated by spaces).
std::string cells_text(const Puzzle& puzzle, int first, int count);

}  // namespace sudoku::write_cells
