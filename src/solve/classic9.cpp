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
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "solve/budget.hpp"
#include "solve/classic9_tables.hpp"
#include "solve/engines.hpp"

// The v3 and lanes copies need GCC's target pragmas (clang builds, such as the fuzzers', keep
// the portable copy alone).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define SUDOKU_CLASSIC9_V3 1
#include <cpuid.h>
#include <immintrin.h>
#else
#define SUDOKU_CLASSIC9_V3 0
#endif

namespace sudoku::detail {

// Three builds of the same search: `portable` for every processor; `x86_64_v3` compiled for the
// processors that have POPCNT, BMI1/2 and AVX2 (on the 9×9 benchmark sets, +5–9 %); and `lanes`,
// the same search with each band's nine digits in one AVX-512 vector (classic9_lanes.hpp), run
// on the processors where it was measured faster than the v3 copy. The search's helpers of
// classic9_tables.hpp are inlined into each copy and compiled with its options; library
// templates are defined before the target switch, so the copies' options never leak into code
// the rest of the program shares.
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

#pragma GCC push_options
#pragma GCC target("popcnt,bmi,bmi2,avx2,avx512f,avx512bw,avx512vpopcntdq")
namespace lanes {
namespace {
#include "solve/classic9_search.hpp"  // NOLINT(bugprone-suspicious-include)
// After the search, whose place_givens and report it shares:
#include "solve/classic9_lanes.hpp"  // NOLINT(bugprone-suspicious-include)
}  // namespace

// A trace is written by the digit-by-digit search (compiled here too); only the untraced search
// runs on lanes.
SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  SolveResult result;
  result.engine = Algorithm::classic9;
  if (options.trace) {
    run<true>(puzzle, options, result);
  } else {
    run_lanes(puzzle, options, result);
  }
  return result;
}
}  // namespace lanes
#pragma GCC pop_options

namespace {
// True on AMD processors of family 26 (Zen 5) and later, where the lanes copy was measured:
// there AVX-512 runs at full width. Elsewhere it is unmeasured (an Intel Xeon runs 512-bit
// operations on fewer units; Zen 4 splits them in two), so the v3 copy stays.
bool lanes_measured_faster() {
  unsigned int eax = 0;
  unsigned int ebx = 0;
  unsigned int ecx = 0;
  unsigned int edx = 0;
  if (__get_cpuid(0, &eax, &ebx, &ecx, &edx) == 0) return false;
  const bool amd = ebx == 0x68747541U && edx == 0x69746E65U && ecx == 0x444D4163U;  // AuthenticAMD
  if (!amd || __get_cpuid(1, &eax, &ebx, &ecx, &edx) == 0) return false;
  const unsigned int base_family = (eax >> 8) & 0xFU;
  const unsigned int family =
      base_family == 0xFU ? base_family + ((eax >> 20) & 0xFFU) : base_family;
  return family >= 26;
}
}  // namespace
#endif

bool classic9_can_run(Classic9Copy copy) {
  if (copy == Classic9Copy::portable) return true;
#if SUDOKU_CLASSIC9_V3
  const bool v3 = __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi") &&
                  __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("avx2");
  if (copy == Classic9Copy::x86_64_v3) return v3;
  return v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512vpopcntdq");
#else
  return false;
#endif
}

Classic9Copy classic9_dispatched_copy() {
  static const Classic9Copy copy = [] {
#if SUDOKU_CLASSIC9_V3
    if (classic9_can_run(Classic9Copy::lanes) && lanes_measured_faster()) {
      return Classic9Copy::lanes;
    }
#endif
    return classic9_can_run(Classic9Copy::x86_64_v3) ? Classic9Copy::x86_64_v3
                                                     : Classic9Copy::portable;
  }();
  return copy;
}

std::string_view classic9_copy_name(Classic9Copy copy) {
  switch (copy) {
    case Classic9Copy::portable:
      return "portable";
    case Classic9Copy::x86_64_v3:
      return "x86-64-v3";
    case Classic9Copy::lanes:
      return "AVX-512 lanes";
  }
  return "portable";
}

SolveResult solve_with_classic9_copy(Classic9Copy copy, const Puzzle& puzzle,
                                     const SolveOptions& options) {
  if (!classic9_can_run(copy)) {
    throw std::invalid_argument("this processor cannot run classic9's " +
                                std::string(classic9_copy_name(copy)) + " copy");
  }
  switch (copy) {
#if SUDOKU_CLASSIC9_V3
    case Classic9Copy::lanes:
      return lanes::solve(puzzle, options);
    case Classic9Copy::x86_64_v3:
      return x86_64_v3::solve(puzzle, options);
#endif
    default:
      return portable::solve(puzzle, options);
  }
}

SolveResult solve_with_classic9(const Puzzle& puzzle, const SolveOptions& options) {
#if SUDOKU_CLASSIC9_V3
  switch (classic9_dispatched_copy()) {
    case Classic9Copy::lanes:
      return lanes::solve(puzzle, options);
    case Classic9Copy::x86_64_v3:
      return x86_64_v3::solve(puzzle, options);
    case Classic9Copy::portable:
      break;
  }
#endif
  return portable::solve(puzzle, options);
}

}  // namespace sudoku::detail
