// The links of a step that stands on a chain, for the board to draw as SudokuPad and HoDoKu
// do: from a candidate to a candidate, strong (at least one of the two is true) or weak (at most
// one is). See chain_links.cpp.
#pragma once

#include "server/api.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::server {

// [{"from": {"cell", "digit"}, "to": {"cell", "digit"}, "kind": "strong" | "weak"}, …] in the
// chain's order, for a step found in `grid`; [] for a step that is no chain of links.
Json chain_links(const CandidateGrid& grid, const Step& step);

}  // namespace sudoku::server
