// What the board can draw, and a puzzle it cannot: the board (web/) shows givens, regular boxes
// or jigsaw regions, Killer cages with their totals and the two X diagonals. The variant rules
// of rules.hpp (thermometers, Kropki dots, …) and the other extra houses (one diagonal alone,
// disjoint groups, an extra region of N cells) come in a later issue; until then every route
// that takes a puzzle refuses such a puzzle, rather than showing it without its rules:
//
//   422 {"error": "this puzzle has rules that the board cannot show yet (thermometer, white
//        Kropki dot): solve it with the sudoku command or the Python module"}
//
// and a user's collection skips its lines, counted as bad lines with the same words.
#pragma once

#include <optional>
#include <string>

#include "sudoku/puzzle.hpp"

namespace sudoku::server {

// The message above, naming each kind of rule the board cannot show once, in the order the
// puzzle has them; nothing for a puzzle the board shows whole.
std::optional<std::string> board_cannot_show(const Puzzle& puzzle);

// Throws BadRequest (422) with that message for such a puzzle.
void refuse_unshowable(const Puzzle& puzzle);

}  // namespace sudoku::server
