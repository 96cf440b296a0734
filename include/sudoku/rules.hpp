// sudoku/rules.hpp — the variant rules that setters draw on top of the classic ones.
//
// Each kind is a plain value: the cells it speaks of and its number, if it has one. puzzle.hpp
// gathers them with the extra houses and the Killer cages into one Constraint. What each rule
// means, in one sentence (docs/formats.md says the same, with the f-puzzles key that carries it):
//
//   GlobalRule     anti-knight: two cells a knight's move apart differ; anti-king: two cells a
//                  king's move apart (diagonally touching) differ; non-consecutive: orthogonal
//                  neighbours do not hold consecutive digits.
//   ExtraRegion    its cells (any number up to N) hold different digits: f-puzzles' extra
//                  regions of fewer than N cells, and Killer cages drawn without a total.
//   CellRule       even / odd: the cell's digit is even / odd; minimum / maximum: it is less /
//                  greater than each orthogonal neighbour's; row / column / box indexer: the
//                  cell's digit d places a digit in its column / row / box ("159"): a column
//                  indexer in column c holds d when digit c is in column d of its row, a row
//                  indexer in row r when digit r is in row d of its column, a box indexer at
//                  place p of its box (reading order) when digit p is at place d of that box.
//   GivenCandidates  the cell holds one of the listed digits (a setter's given pencil marks).
//   Dot            two orthogonal neighbours: a white Kropki dot (difference = value, 1 unless
//                  written), a black one (one is value times the other, 2 unless written), an X
//                  or a V (sum 10 or 5) or any sum.
//   NegativeDots   "every dot is given": two orthogonal neighbours with no dot of this family
//                  between them (Kropki: white or black; XV: X or V) do not have this
//                  difference / ratio / sum.
//   Line           thermometer: digits rise from the bulb (the first cell); slow thermometer:
//                  they never fall; palindrome: the line reads the same both ways; whisper:
//                  neighbours on the line differ by at least value (5 on 9×9: German; 4 Dutch);
//                  renban: a set of consecutive digits, each once; between: the digits inside
//                  lie strictly between the two ends'; region sum: each box the line passes
//                  through holds the same sum of its cells; entropic: every three cells in a
//                  row along the line hold one low, one middle, one high digit (thirds of 1..N);
//                  zipper: two cells as far from the middle hold digits summing to the middle
//                  cell's digit (odd length) or to the middle pair's sum (even length).
//   Arrow          the digits on the shaft add up to the number in the circle (one cell, or a
//                  pill of 2–3 cells read left to right / top to bottom as one number); digits
//                  may repeat on a shaft.
//   LittleKiller   the diagonal from the clue outside the grid, in its direction, sums to value
//                  (digits may repeat).
//   OutsideClue    sandwich: the digits between the 1 and the N of that row or column add up to
//                  value; x-sum: the first X cells from that side add up to value, X being the
//                  digit nearest the clue; skyscraper: value digits are visible from that side,
//                  a digit hiding those behind it that are lower.
//   Quadruple      the listed digits (a digit listed twice, twice) appear among its 2×2 cells.
//   Clone          cells[i] and copies[i] hold the same digit.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sudoku {

enum class GlobalRuleKind { anti_knight, anti_king, non_consecutive };
struct GlobalRule {
  GlobalRuleKind kind;
  friend bool operator==(const GlobalRule&, const GlobalRule&) = default;
};

struct ExtraRegion {
  std::vector<int> cells;
  bool drawn_as_cage = false;  // a Killer cage without a total (it reads and writes as one)
  friend bool operator==(const ExtraRegion&, const ExtraRegion&) = default;
};

enum class CellRuleKind { even, odd, minimum, maximum, row_indexer, column_indexer, box_indexer };
struct CellRule {
  CellRuleKind kind;
  int cell;
  friend bool operator==(const CellRule&, const CellRule&) = default;
};

struct GivenCandidates {
  int cell;
  std::vector<std::uint8_t> digits;  // 1 or more digits, in increasing order
  friend bool operator==(const GivenCandidates&, const GivenCandidates&) = default;
};

enum class DotKind { difference, ratio, sum };
struct Dot {
  DotKind kind;
  int first;  // the two cells, orthogonal neighbours, first before second in reading order
  int second;
  int value;  // the difference, the ratio, the sum
  friend bool operator==(const Dot&, const Dot&) = default;
};

struct NegativeDots {
  DotKind kind;
  int value;
  friend bool operator==(const NegativeDots&, const NegativeDots&) = default;
};

enum class LineKind {
  thermometer,
  slow_thermometer,
  palindrome,
  whisper,
  renban,
  between,
  region_sum,
  entropic,
  zipper,
};
struct Line {
  LineKind kind;
  std::vector<int> cells;  // in the line's order (a thermometer's bulb first)
  int value = 0;           // a whisper's least difference; 0 for the other kinds
  friend bool operator==(const Line&, const Line&) = default;
};

struct Arrow {
  std::vector<int> circle;  // 1 to 3 cells, the number's digits from the most significant
  std::vector<int> cells;   // the shaft, from the circle out
  friend bool operator==(const Arrow&, const Arrow&) = default;
};

// The four diagonal directions a little killer clue points in, as f-puzzles names them.
enum class DiagonalDirection { down_right, down_left, up_right, up_left };
struct LittleKiller {
  int row;  // the clue's place outside the grid: row or column -1 or N (0-based)
  int column;
  DiagonalDirection direction;
  int sum;
  friend bool operator==(const LittleKiller&, const LittleKiller&) = default;
};

enum class OutsideClueKind { sandwich, x_sum, skyscraper };
// The side of the grid a clue stands on; `index` is then the column (top, bottom) or the row
// (left, right), 0-based.
enum class GridSide { top, bottom, left, right };
struct OutsideClue {
  OutsideClueKind kind;
  GridSide side;
  int index;
  int value;
  friend bool operator==(const OutsideClue&, const OutsideClue&) = default;
};

struct Quadruple {
  std::vector<int> cells;            // the 2×2 block: four cells in reading order
  std::vector<std::uint8_t> digits;  // 1 to 4 digits, in increasing order
  friend bool operator==(const Quadruple&, const Quadruple&) = default;
};

struct Clone {
  std::vector<int> cells;
  std::vector<int> copies;  // copies[i] repeats cells[i]
  friend bool operator==(const Clone&, const Clone&) = default;
};

}  // namespace sudoku
