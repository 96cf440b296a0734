// The peer's model for sudoku_hard_bench: a puzzle as the plain "direct" CNF a user would hand
// to a SAT solver (DIMACS text), written here on purpose without anything of the engines'
// (no propagation first, no cage digit sets, no innies and outies).
//
//   x(cell, digit) = cell * N + digit for every cell and digit (N³ variables)
//   each cell: one digit at least, at most one (a clause per pair)
//   each house (rows, columns, boxes or regions, extra houses) and digit: once at least when
//   the house has N cells, at most once (pairs); each given: a unit clause
//   each cage: each digit at most once (pairs), and its sum as layers of partial sums:
//   p(i, v) = "its first i cells add up to v", p(i−1, v) ∧ x(cell i, d) → p(i, v + d), and a
//   clause against every step to a sum that cannot lead to the total
#pragma once

#include <string>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku::bench {

struct DirectCnf {
  int variable_count = 0;
  std::vector<std::vector<int>> clauses;
  int side = 0;

  int variable(int cell, int digit) const { return cell * side + digit; }
};

DirectCnf direct_cnf(const Puzzle& puzzle);

// DIMACS text: the header line, then a line per clause.
std::string dimacs(const DirectCnf& formula);

}  // namespace sudoku::bench
