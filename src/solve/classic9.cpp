// classic9 — the fast engine for plain 9×9 Sudoku.
//
// The idea. Keep the grid digit by digit: for each digit and each band (three rows) one
// 27-bit word of the cells where that digit may still go. A digit's life in a band is tiny:
// it sits once in each of the three rows and once in each of the three boxes, so the
// (row, box) pairs it uses form one of the six permutations of a 3×3 grid. A 512-entry table
// keeps, for every pattern of occupied "mini-rows" (the three cells of one row inside one
// box), only the mini-rows lying on a permutation that still fits; everything else goes. The
// same holds across the three bands of a stack, with columns in place of rows, and a second
// table does that. Applied to a fixpoint, these two rules give every hidden single (a row,
// column or box with one cell left for the digit) and the locked candidates of boxes and
// lines, with a handful of shifts and lookups per digit. Cells are the other constraint: a
// count over the nine digit words, done bit-parallel (seen once / seen twice), finds the
// cells with no digit left (a dead end) and the naked singles.
//
//   candidates[slot(digit, band)] = [band * 9 + digit], one word per digit and band:
//
//            column 0 1 2 | 3 4 5 | 6 7 8
//     row 0  bits   0 1 2 | 3 4 5 | 6 7 8
//     row 1  bits   9 …                17
//     row 2  bits  18 …                26
//
// When propagation stalls, branch on a cell with the fewest candidates (of the cells with
// two, the one with the most open peers), trying its digits in increasing order on a copy of
// the grid; the copy is a 124-byte struct on the stack, so there is no undo log and no
// allocation while searching.
//
// Invariants of a Grid between steps:
//  - a placed cell keeps exactly one candidate, its digit, and no peer keeps that digit;
//  - `unsettled` holds every digit whose words changed since the row and stack rules last
//    ran on it; the fixpoint is reached when it is empty and no naked single is left;
//  - a contradiction (a cell, row, column or box with no place for a digit) is reported at
//    once and the grid is then thrown away.
//
// Statistics: one node per search state (the root and every guessed digit), counted before
// that state's propagation; one guess per digit tried at a branching cell (so a cell with
// two candidates whose first digit fails costs two guesses), as the backtrack engine does.
// Trace: a placement per digit written by propagation (not the givens), a guess per digit
// tried at a branching cell (no placement for it), and when a branch is left, a backtrack per
// cell written since its guess, newest first. Tracing is a template parameter, so the
// untraced search carries none of it.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "solve/budget.hpp"
#include "solve/classic9_tables.hpp"
#include "solve/engines.hpp"

// The v3 copy needs GCC's target pragmas (clang builds, such as the fuzzers', keep the portable
// copy alone).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define SUDOKU_CLASSIC9_V3 1
#else
#define SUDOKU_CLASSIC9_V3 0
#endif

namespace sudoku::detail {

// Two builds of the same search: `portable` for every processor, and `x86_64_v3` compiled for
// the processors that have POPCNT, BMI1/2 and AVX2 (on the 9×9 benchmark sets, +5–9 %). The
// search's helpers of classic9_tables.hpp are inlined into each copy and compiled with its
// options; library templates are defined before the target switch, so the v3 options never
// leak into code the rest of the program shares.
namespace portable {
namespace {
#include "solve/classic9_search.hpp"  // NOLINT(bugprone-suspicious-include)
}  // namespace

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  SolveResult result;
  result.engine = Algorithm::classic9;
  if (options.trace) {
    run<true>(puzzle, options, result);
  } else {
    run<false>(puzzle, options, result);
  }
  return result;
}
}  // namespace portable

#if SUDOKU_CLASSIC9_V3
#pragma GCC push_options
#pragma GCC target("popcnt,bmi,bmi2,avx2")
namespace x86_64_v3 {
namespace {
#include "solve/classic9_search.hpp"  // NOLINT(bugprone-suspicious-include)
}  // namespace

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  SolveResult result;
  result.engine = Algorithm::classic9;
  if (options.trace) {
    run<true>(puzzle, options, result);
  } else {
    run<false>(puzzle, options, result);
  }
  return result;
}
}  // namespace x86_64_v3
#pragma GCC pop_options
#endif

bool classic9_has_fast_path() {
#if SUDOKU_CLASSIC9_V3
  return __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi") &&
         __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("avx2");
#else
  return false;
#endif
}

SolveResult solve_with_classic9(const Puzzle& puzzle, const SolveOptions& options) {
#if SUDOKU_CLASSIC9_V3
  if (classic9_has_fast_path()) return x86_64_v3::solve(puzzle, options);
#endif
  return portable::solve(puzzle, options);
}

SolveResult solve_with_classic9_portable(const Puzzle& puzzle, const SolveOptions& options) {
  return portable::solve(puzzle, options);
}

}  // namespace sudoku::detail
