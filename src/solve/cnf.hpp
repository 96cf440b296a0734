// The rules of a puzzle as a formula in conjunctive normal form, for the cdcl engine (cdcl.cpp).
//
// One variable per candidate: x(cell, digit) is true when the cell holds the digit. Only the
// candidates that general's propagation leaves at the root get a variable (root_candidates),
// so a minimal 25×25 puzzle, of 15,625 possible pairs, encodes a few thousand.
//
//   every cell          one digit at least (a clause), one at most (see at most one, below)
//   every house, digit  one cell at least, one at most: rows, columns, boxes or regions, X
//   every cage, digit   one cell at most (a cage's digits are distinct)
//   every cage's sum    z(d) = "some cell of the cage holds d" for each digit; y(k) for each
//                       set k of distinct digits with the cage's size and sum; one y at
//                       least, y(k) → z(d) for d in k, z(d) → some y(k) with d in k. The
//                       solver reasons on the cage's combinations as a player does.
//   a cage with more than kMaxCombinations sets, and every implied sum (innies and outies,
//   cage_sums.hpp)
//                       a layered sum: s(i, v) = "the first i cells add up to v", for the
//                       sums v that the candidates reach and from which the total stays
//                       reachable; s(i−1, v) ∧ x(cell i, d) → s(i, v + d), a step to a sum
//                       out of reach is a clause against it, and each s(i, v) needs a way in.
//
// At most one of a few literals is a clause per pair; of many (more than
// kMostPairwiseLiterals), a sequential counter (a chain of helper variables, three clauses a
// literal): pairs of 64 literals would be 2,016 clauses for every house and digit.
//
// The formula of a large grid with few givens is large: an empty 64×64 has 262,144 candidates,
// 10.3 million literals, and CaDiCaL then holds about 550 MB and takes a second to read them. So
// the cdcl engine encodes under limits (EncodeLimits): a most number of literals, and a Budget
// whose clock is read every few thousand clauses; past either, encode gives up.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "solve/budget.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::cdcl {

// The most sets of digits a cage's sum is encoded with; above, the layered sum.
constexpr std::size_t kMaxCombinations = 4096;
// At most one of up to this many literals is encoded by pairs.
constexpr std::size_t kMostPairwiseLiterals = 25;
// The largest implied sums (innies and outies) encoded, in cells.
constexpr int kImpliedSumCells = 6;

// Clauses over variables 1..variable_count as DIMACS writes them: a literal is a variable or its
// negation (−v), and each clause ends with a 0.
struct Formula {
  int side = 0;
  int variable_count = 0;
  std::vector<int> literals;
  // The variable of (cell, digit) at cell * side + digit − 1; 0 for a digit the cell cannot hold.
  std::vector<int> cell_digit;

  int variable(int cell, int digit) const {
    return cell_digit[static_cast<std::size_t>(cell) * static_cast<std::size_t>(side) +
                      static_cast<std::size_t>(digit - 1)];
  }
};

// The formula of `puzzle` whose cells can hold only `candidates` (bit d−1 for digit d, as
// root_candidates gives them; a cell left with one candidate is a unit clause). Its models, read
// on the x variables, are the puzzle's solutions (the helper variables may differ between two
// models of one solution, so solutions are told apart, and blocked, on x alone).
Formula encode(const Puzzle& puzzle, const std::vector<std::uint64_t>& candidates);

// The most literals the cdcl engine hands CaDiCaL. CaDiCaL holds about 55 bytes a literal of the
// formula (measured: 96 MB for the 1.8 million of an empty 36×36, 278 MB for the 4.6 million of
// an empty 49×49, 586 MB for the 10.3 million of an empty 64×64), so this bounds its memory near
// 170 MB. A minimal 25×25 needs about 70,000, an empty 36×36 1.8 million.
constexpr std::size_t kMostLiterals = 3'000'000;

// What an encoding may spend: `most_literals` literals at most, and the time of `budget` (its
// clock read every few thousand clauses; nullptr: no deadline).
struct EncodeLimits {
  std::size_t most_literals = kMostLiterals;
  Budget* budget = nullptr;
};

// As above, or std::nullopt as soon as the formula passes limits.most_literals or the budget's
// time is up.
std::optional<Formula> encode(const Puzzle& puzzle, const std::vector<std::uint64_t>& candidates,
                              const EncodeLimits& limits);

}  // namespace sudoku::detail::cdcl
