// The variant rules of a puzzle as the board draws and checks them, and the rules a grid of the
// player's digits breaks (the engine's own check of each rule, core/rule_checks.cpp).
//
// A puzzle's "constraints" (docs/api.md): one object per rule beyond the classic ones, the Killer
// cages with a total and the two X diagonals, which keep their own fields ("cages",
// "diagonals"); a cage without a total goes out among the "cages" with "sum": 0. Cells are
// indices (row-major from 0); "name" is how a person names the kind.
//
//   {"kind":"line","line":"thermometer","cells":[0,1,2],"value":0,"name":"thermometer"}
//   {"kind":"dot","dot":"difference","cells":[30,31],"value":1,"name":"white Kropki dot"}
//   {"kind":"outside","clue":"sandwich","side":"top","index":2,"value":15,"cells":[2,11,…]}
//
// and "share": the puzzle's f-puzzles and SudokuPad links, when f-puzzles can express it.
#pragma once

#include "server/api.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::server {

// The "constraints" array (empty for a puzzle of houses, Killer cages and X only).
Json constraints_json(const Puzzle& puzzle);
// Cages without a total, as the board's "cages" entries ({"cells": […], "sum": 0}).
Json uncounted_cages_json(const Puzzle& puzzle);
// {"fpuzzles": "https://www.f-puzzles.com/?load=…", "sudokupad": "https://sudokupad.app/fpuzzles…"}
// or null when f-puzzles has no key for one of its rules.
Json share_json(const Puzzle& puzzle);
// The rules of `grid` its digits break: [{"index": i (in "constraints"), "cell": c, "problem":
// "thermometer r1c1→r1c4: r1c3 (2) and r1c2 (5)"}].
Json broken_rules_json(const Puzzle& grid);

}  // namespace sudoku::server
