// Many proofs of uniqueness for one solution grid, for the generator of minimal puzzles.
//
// Making a minimal puzzle takes every given of a solution S away in turn and asks, each time,
// whether S is still the only solution of the givens left: hundreds of proofs on one grid, the
// last ones the hardest (on a 25×25 each can take general seconds). They all share the rules
// and S, so one CDCL solver (CaDiCaL, as in the cdcl engine) answers them all:
//
//   - it holds the rules once, without givens (cnf.hpp, every candidate a variable), and one
//     clause more: "some cell differs from S", which every other solution satisfies;
//   - a question assumes the givens left (x(cell, S's digit) for each) and asks for a model: none
//     means S is the only solution, a model is a second one;
//   - what the solver learns while answering (clauses about the rules and about S) holds for
//     every later question, so the proofs grow cheaper as they go.
//
// Assumptions must be digits of S: the answer is about S, not about any other solution.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail {

class UniquenessProver {
 public:
  // `solution`: a complete grid that satisfies its own rules (geometry, extra houses, cages).
  explicit UniquenessProver(const Puzzle& solution);
  ~UniquenessProver();
  UniquenessProver(const UniquenessProver&) = delete;
  UniquenessProver& operator=(const UniquenessProver&) = delete;

  // Whether the givens of `puzzle` (the solution's rules, each given the solution's digit) leave
  // the solution as their only one: true or false, or nothing when `budget` (its nodes: the
  // solver's steps, and its time) ran out first.
  std::optional<bool> only_solution(const Puzzle& puzzle, const SolveOptions& budget);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace sudoku::detail
