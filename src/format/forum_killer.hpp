// The two one-line forms in which 9×9 Killers are posted on the solving forums
// (forum_killer.cpp), read by content wherever a one-line puzzle is read:
//
//   SudoCue's form   `3x3:d:k:6150:6150:6401:…:` — the box shape (always 3x3), the diagonals
//                    flag ('d': Killer X; nothing: Killer), 'k', then 81 numbers, each followed
//                    by ':', row by row: a cell's cage total × 256 + the cage's number. A total
//                    of 0 leaves a cell alone uncaged. No givens.
//   the pointer form 81 symbols, each a cage's total (0-9, A-Z for 10-35, a-j for 36-45) or an
//                    arrow to a neighbour of the same cage: < > ^ v, and ` ' , . for up-left,
//                    up-right, down-left, down-right. Every cell's arrows lead to its cage's
//                    total. A '0' no arrow leads to is an uncaged cell. No givens, no X flag.
#pragma once

#include <string_view>

#include "sudoku/format.hpp"

namespace sudoku::forum {

enum class Form { none, sudocue, pointers };

// Which forum form a puzzle line is written in, by its content: SudoCue's when it starts with
// a box shape and a colon (`3x3:`, also `2x2:` to be refused by name); the pointer form when
// it is one word with 2 arrows or more (not counting '.', the blank of a plain line) and is
// either 81 symbols long or made of the form's symbols only. Otherwise none.
Form form_of(std::string_view line);

// Reads a line of `form` (not none) as a Killer, or a Killer X: SudoCue's 'd', or `variant.x`
// for the pointer form. A variant that is not classic must agree with the line (SudoCue's 'd'
// with x); a jigsaw is refused. Every problem is an InputError at its column.
Puzzle read_forum_line(std::string_view line, Form form, std::string_view source, int line_number,
                       Variant variant);

}  // namespace sudoku::forum
