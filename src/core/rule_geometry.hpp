// What the core, the engines and the readers share about the variant rules of rules.hpp: where
// their cells lie (the pairs a knight's or a king's move apart, orthogonal neighbours, the cells
// a clue outside the grid looks along), their names, the shape each must have, and the plain
// check of each rule on the digits of a grid (rules.cpp's find_rule_conflict).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku::rules {

// Every pair of cells (first before second in reading order) a knight's move apart, a king's move
// apart (the eight neighbours), or orthogonal neighbours.
std::vector<std::pair<int, int>> knight_pairs(const Geometry& geometry);
std::vector<std::pair<int, int>> king_pairs(const Geometry& geometry);
std::vector<std::pair<int, int>> orthogonal_pairs(const Geometry& geometry);
// The orthogonal neighbours of a cell.
std::vector<int> orthogonal_neighbours(const Geometry& geometry, int cell);
// The neighbours a minimum or maximum cell is compared with: its orthogonal neighbours but those
// that are minimum (maximum) cells themselves, as f-puzzles means the rule (two touching grey
// cells of a "fortress" are each larger than the white cells around them, not than each other).
std::vector<int> compared_neighbours(const Puzzle& puzzle, const CellRule& rule);
// True for the three indexer kinds of cell rule (row, column, box).
bool is_indexer(CellRuleKind kind);
// The house an indexer cell points into, in its order of places 1..N: its row (a column
// indexer), its column (a row indexer), its box or region in reading order (a box indexer).
std::vector<int> indexed_cells(const Geometry& geometry, const CellRule& rule);
// The digit an indexer cell places in that house: its column's number (a column indexer), its
// row's (a row indexer), its place in its box (a box indexer), 1-based. The rule: when the
// indexer cell holds d, indexed_cells[d-1] holds this digit.
int indexed_digit(const Geometry& geometry, const CellRule& rule);

// The cells a little killer clue sums: its diagonal, from the clue into the grid (empty when the
// clue does not point into the grid).
std::vector<int> little_killer_cells(const Geometry& geometry, const LittleKiller& clue);
// The cells of a row or column as a clue on `clue.side` sees them, the nearest first.
std::vector<int> clue_cells(const Geometry& geometry, const OutsideClue& clue);

// A line's cells as a person names them: the first, each cell where the line turns or jumps, and
// the last, joined by "→" ("r1c1→r1c4", "r9c4→r6c1→r4c3"); every cell can be drawn back from it.
std::string line_path(const Geometry& geometry, const std::vector<int>& cells);
// Where a clue outside the grid stands: "above column 3", "below column 3", "left of row 5",
// "right of row 5".
std::string clue_place(const OutsideClue& clue);

// "white Kropki dot", "black Kropki dot", "X", "V", "sum dot 7", and with an unusual value
// "white Kropki dot (difference 3)".
std::string dot_name(DotKind kind, int value);
// "thermometer", "slow thermometer", "palindrome", "whisper", "renban", "between line",
// "region sum line", "entropic line", "zipper line".
std::string line_name(LineKind kind);
// "down-right", "down-left", "up-right", "up-left": a little killer's direction as the text forms
// and the board's JSON write it.
std::string direction_name(DiagonalDirection direction);
// "sandwich", "x-sum", "skyscraper": the kind of a clue outside the grid.
std::string clue_kind_name(OutsideClueKind kind);

// True when two dot kinds are of one family, whose dots share a place between two cells and whose
// negative constraint speaks of the cells without any of them: Kropki (white and black), XV.
inline bool same_dot_family(DotKind a, DotKind b) {
  return (a == DotKind::sum) == (b == DotKind::sum);
}

// The orthogonal pairs a negative constraint speaks of: those without a dot of its family between
// them (first before second in reading order).
std::vector<std::pair<int, int>> pairs_without_dot(const Puzzle& puzzle,
                                                   const NegativeDots& negative);

// True when digits a and b (of the two cells) keep a dot of this kind and value.
bool dot_holds(DotKind kind, int value, int a, int b);

// What is wrong with the shape of a constraint in this geometry, for a person ("a Kropki dot
// joins orthogonal neighbours, not r1c1 and r2c2"), or nothing. Cells outside the grid and cells
// named twice are add_constraint's own checks, made before this one.
std::optional<std::string> shape_problem(const Geometry& geometry, const Constraint& constraint);

// The first way the filled cells of `puzzle` break one variant rule, or nothing.
std::optional<RuleConflict> conflict_of(const Puzzle& puzzle, const Constraint& constraint);

// Whether the filled cells of `puzzle` break the rule: conflict_of without its words, for the
// logic's searches that ask it at every step.
bool breaks(const Puzzle& puzzle, const Constraint& constraint);

}  // namespace sudoku::rules
