// sudoku/puzzle.hpp — the one type every part of the tool speaks: a Puzzle.
//
// A Puzzle is a Geometry (the side N and the shape of its boxes, or the irregular regions of
// a jigsaw that replace them), the digits in its cells (0 for a blank), and a list of extra
// constraints (extra houses such as the X diagonals, Killer cages). Parsers make Puzzles, engines
// solve them, writers print them; nothing downstream ever looks at text again.
//
// Cells are numbered row-major from 0:
//
//        c1  c2  c3   ...  cN
//   r1 [  0   1   2   ...  N-1 ]
//   r2 [  N  N+1 ...           ]
//   ...
//   rN [ ...             N*N-1 ]
//
// Messages name cells r1c1 … rNcN (1-based), never by index.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "sudoku/rules.hpp"

namespace sudoku {

// A digit is 1..N; 0 marks a blank cell.
using Digit = std::uint8_t;
inline constexpr Digit kBlank = 0;

// The largest side the tool accepts: one 64-bit candidate mask per cell.
inline constexpr int kMaxSide = 64;

// The shape of the grid: side N, and N boxes of N cells each. Boxes are either regular,
// box_rows × box_columns cells by seed 001's rule (box_rows is the largest divisor of N not
// above √N, box_columns = N / box_rows: 4 → 2×2, 6 → 2×3, 8 → 2×4, 9 → 3×3, 12 → 3×4,
// 16 → 4×4, a prime N → 1×N), or the irregular regions of a jigsaw, given cell by cell.
// box_of() answers for both, so code that walks houses needs no special case.
class Geometry {
 public:
  // Regular boxes. Throws std::invalid_argument unless 1 <= side <= kMaxSide.
  explicit Geometry(int side);
  // Jigsaw regions: regions[cell] is the region (0..N-1) of each of the N*N cells, and each
  // region has N cells. Throws std::invalid_argument otherwise.
  Geometry(int side, std::vector<std::uint8_t> regions);

  int side() const { return side_; }
  // The shape of the regular boxes (also kept for a jigsaw, where nothing uses it).
  int box_rows() const { return box_rows_; }
  int box_columns() const { return box_columns_; }
  int cell_count() const { return side_ * side_; }
  // True for a jigsaw, whose boxes are irregular regions.
  bool has_regions() const { return !regions_.empty(); }
  // The region of each cell (empty unless has_regions()).
  const std::vector<std::uint8_t>& regions() const { return regions_; }

  int cell(int row, int column) const { return row * side_ + column; }
  int row_of(int cell) const { return cell / side_; }
  int column_of(int cell) const { return cell % side_; }
  // The box (or region) of a cell, 0..N-1: boxes numbered left to right, then down.
  int box_of(int cell) const {
    if (!regions_.empty()) return regions_[static_cast<std::size_t>(cell)];
    return (row_of(cell) / box_rows_) * (side_ / box_columns_) + column_of(cell) / box_columns_;
  }

  friend bool operator==(const Geometry&, const Geometry&) = default;

 private:
  int side_;
  int box_rows_;
  int box_columns_;
  std::vector<std::uint8_t> regions_;
};

// What kind of house a set of N cells is. Rows, columns and boxes (or regions) come from the
// geometry; extra houses come from constraints (the X diagonals, …).
enum class HouseKind { row, column, box, region, extra };

// A house: N cells that must hold every digit once.
struct House {
  HouseKind kind;
  int index;               // 0-based within its kind
  std::string name;        // how a person names it: "row 4", "column 2", "box 5", "main diagonal"
  std::vector<int> cells;  // in reading order
};

// An extra all-different house beyond rows, columns and boxes (the diagonals of Sudoku X, …).
struct ExtraHouse {
  std::string name;
  std::vector<int> cells;
  friend bool operator==(const ExtraHouse&, const ExtraHouse&) = default;
};

// A Killer cage: its cells hold distinct digits adding up to sum.
struct Cage {
  std::vector<int> cells;
  int sum = 0;
  friend bool operator==(const Cage&, const Cage&) = default;
};

// Extra rules on top of the classic ones. Plain Sudoku has none. The extra houses and the
// Killer cages are the rules of seeds 001 and 002; the others are the variant rules of
// rules.hpp, which the f-puzzles reader brings.
using Constraint =
    std::variant<ExtraHouse, Cage, GlobalRule, ExtraRegion, CellRule, Dot, NegativeDots, Line,
                 Arrow, LittleKiller, OutsideClue, Quadruple, Clone, GivenCandidates>;

// The cells a constraint names (a global rule or a negative constraint none; a little killer,
// sandwich, x-sum or skyscraper the cells its clue looks along), each once, in its own order.
std::vector<int> cells_of(const Geometry& geometry, const Constraint& constraint);

// How a person names a constraint's kind: "extra house", "Killer cage", "anti-knight",
// "thermometer", "white Kropki dot", … (the words of the messages and of docs/formats.md).
std::string rule_name(const Constraint& constraint);

// True for the variant rules of rules.hpp (anything but an extra house or a Killer cage with a
// total): the kinds that only the general engine and the f-puzzles forms know.
bool is_variant_rule(const Constraint& constraint);

// The two diagonals of Sudoku X, as extra houses: "main diagonal" (r1c1 to rNcN) and
// "anti-diagonal" (r1cN to rNc1).
ExtraHouse main_diagonal(const Geometry& geometry);
ExtraHouse anti_diagonal(const Geometry& geometry);

class Puzzle {
 public:
  // An empty (all blank) puzzle of the given geometry.
  explicit Puzzle(Geometry geometry);
  // Throws std::invalid_argument unless cells has N*N entries, each 0..N.
  Puzzle(Geometry geometry, std::vector<Digit> cells);

  const Geometry& geometry() const { return geometry_; }
  int side() const { return geometry_.side(); }
  int cell_count() const { return geometry_.cell_count(); }

  Digit at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  Digit at(int row, int column) const { return at(geometry_.cell(row, column)); }
  // Throws std::invalid_argument for a digit above N.
  void set(int cell, Digit digit);
  void clear(int cell) { set(cell, kBlank); }

  const std::vector<Digit>& cells() const { return cells_; }
  int given_count() const;
  int blank_count() const { return cell_count() - given_count(); }
  // No blank cell left (seed 004's isSolved: says nothing about the rules).
  bool is_complete() const { return given_count() == cell_count(); }

  const std::vector<Constraint>& constraints() const;
  // Throws std::invalid_argument for a cell outside the grid or named twice.
  void add_constraint(Constraint constraint);

  // Sudoku X: adds both diagonals as extra houses (unless already there).
  void add_x_diagonals();
  // True when both diagonals are extra houses of the puzzle.
  bool has_x_diagonals() const;
  // True when some constraint is a Killer cage.
  bool has_cages() const;
  // True when some constraint is a variant rule of rules.hpp (is_variant_rule).
  bool has_variant_rules() const;

  // The same geometry, digits and constraints.
  friend bool operator==(const Puzzle& left, const Puzzle& right);

 private:
  Geometry geometry_;
  std::vector<Digit> cells_;
  // Shared by copies, which solvers make by the million (a Killer's cages are thirty vectors),
  // and copied before a change when another puzzle shares them. Null: no constraint.
  std::shared_ptr<std::vector<Constraint>> constraints_;
};

// Every house of the puzzle: N rows, N columns, N boxes, then the extra houses of its
// constraints, in that order.
std::vector<House> houses(const Puzzle& puzzle);

// The name of a cell in messages: "r4c7".
std::string cell_name(const Geometry& geometry, int cell);

// Two cells of one house holding the same digit. `cell` comes after `other_cell` in reading
// order, so a reader can point at the second occurrence.
struct Conflict {
  Digit digit;
  int cell;
  int other_cell;
  House house;
};

// The first conflict in reading order of `cell`, if any: e.g. "digit 5 already in row 4 (column
// 2)".
std::optional<Conflict> find_conflict(const Puzzle& puzzle);
std::string describe(const Geometry& geometry, const Conflict& conflict);

// No house holds a digit twice (blanks allowed). Seed 004's isValidPuzzle.
bool breaks_no_rule(const Puzzle& puzzle);

// Seed 001's rules for a Killer cage on its own: 1..N cells, and a total between the least and
// the greatest sum of that many distinct digits 1..N. The problem for a person ("a cage of 3
// cells totals 6 to 24, not 30"), or nothing.
std::optional<std::string> cage_problem(const Geometry& geometry, const Cage& cage);
// The least and greatest total of `size` distinct digits of a grid of side N.
int least_cage_total(int size);
int greatest_cage_total(int side, int size);

// Seed 001's rule for the cages together: when they cover every cell once, their totals add
// up to N·N(N+1)/2 (405 for 9×9). The problem for a person, or nothing (also when some cell
// is left uncaged, which puts no bound on the totals).
std::optional<std::string> cage_totals_problem(const Puzzle& puzzle);

// A cage whose givens already break it: a digit twice in the cage, or givens adding up past
// its total (or, when the cage is full, not exactly to its total). `cell` is the given where the
// problem shows, in reading order of the cage's cells.
struct CageConflict {
  int cell;
  std::string problem;  // "digit 5 already in the cage at r1c1 (r1c2)"
};
std::optional<CageConflict> find_cage_conflict(const Puzzle& puzzle);

// A variant rule (rules.hpp) that the digits in the grid already break: a rule whose cells
// that matter are all filled and do not keep it (two cells of a thermometer out of order, a
// full arrow with the wrong sum). `cell` is the last cell in reading order that the check read.
struct RuleConflict {
  int cell;
  std::string problem;  // "thermometer r1c1-r1c4: r1c3 (2) is not above r1c2 (5)"
};
std::optional<RuleConflict> find_rule_conflict(const Puzzle& puzzle);

// Seed 004's isSolutionOf: `solution` is complete, breaks no rule, has the same geometry and
// constraints as `puzzle`, and keeps every given of `puzzle`.
bool is_solution_of(const Puzzle& solution, const Puzzle& puzzle);

// Why `solution` is not a solution of `puzzle`, for a person ("r3c4 is blank"), or nothing
// when it is one. The first problem in this order: shape, blanks, broken rules, changed givens.
std::optional<std::string> solution_problem(const Puzzle& solution, const Puzzle& puzzle);

}  // namespace sudoku
