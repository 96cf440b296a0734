// sudoku_micro — Google Benchmark micro-benchmarks of the hot functions, through the public API.
//
// Fixed puzzles written here (no data files): seed 000's board, Arto Inkala's 2012
// "hardest Sudoku", and one of the hardest Killers of data/killer/fewest_cages.txt. Each benchmark
// reports items/s (one item = one call), and the solving ones add the engine's guesses and nodes
// per call as counters.
//
//   build/release/bench/sudoku_micro                       # everything
//   build/release/bench/sudoku_micro --benchmark_filter=solve
#include <benchmark/benchmark.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "solve/engines.hpp"
#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace {

// Seed 000's board, its nine rows written on one line.
constexpr std::string_view kSeed000 =
    "........."
    "....1..92"
    ".86....4."
    "..156...."
    ".....362."
    "......5.7"
    ".3.....8."
    ".9.8.2..."
    "..7..43..";

// Arto Inkala, 2012.
constexpr std::string_view kInkala2012 =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

std::string_view puzzle_text(int which) { return which == 0 ? kSeed000 : kInkala2012; }
const char* puzzle_label(int which) { return which == 0 ? "seed000" : "inkala2012"; }

sudoku::Puzzle puzzle(int which) {
  return sudoku::read_line(puzzle_text(which), puzzle_label(which));
}

void solve_benchmark(benchmark::State& state, std::uint64_t max_solutions) {
  const int which = static_cast<int>(state.range(0));
  state.SetLabel(puzzle_label(which));
  const sudoku::Puzzle board = puzzle(which);
  sudoku::SolveOptions options;
  options.max_solutions = max_solutions;
  options.algorithm = sudoku::Algorithm::classic9;
  std::uint64_t guesses = 0;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    sudoku::SolveResult result = sudoku::solve(board, options);
    benchmark::DoNotOptimize(result);
    guesses = result.stats.guesses;
    nodes = result.stats.nodes;
    if (result.count != 1) state.SkipWithError("expected exactly one solution");
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["guesses"] = static_cast<double>(guesses);
  state.counters["nodes"] = static_cast<double>(nodes);
}

// classic9's portable copy of the search, called directly (solve() runs the copy built for
// x86-64-v3 where the processor has it): the two side by side show what the v3 build gives.
void bm_solve_classic9_portable(benchmark::State& state) {
  const int which = static_cast<int>(state.range(0));
  state.SetLabel(puzzle_label(which));
  const sudoku::Puzzle board = puzzle(which);
  sudoku::SolveOptions options;
  options.max_solutions = static_cast<std::uint64_t>(state.range(1));
  for (auto _ : state) {
    sudoku::SolveResult result = sudoku::detail::solve_with_classic9_copy(
        sudoku::detail::Classic9Copy::portable, board, options);
    benchmark::DoNotOptimize(result);
    if (result.count != 1) state.SkipWithError("expected exactly one solution");
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(bm_solve_classic9_portable)->Args({0, 1})->Args({1, 1})->Args({1, 2});

// The general engine on the same 9×9 puzzles (compare with bm_solve_classic9).
void bm_solve_general(benchmark::State& state) {
  const int which = static_cast<int>(state.range(0));
  state.SetLabel(puzzle_label(which));
  const sudoku::Puzzle board = puzzle(which);
  sudoku::SolveOptions options;
  options.algorithm = sudoku::Algorithm::general;
  for (auto _ : state) {
    sudoku::SolveResult result = sudoku::solve(board, options);
    benchmark::DoNotOptimize(result);
    if (result.count != 1) state.SkipWithError("expected a solution");
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(bm_solve_general)->Arg(0)->Arg(1);

// A Killer with 18 cages of 3 to 8 cells and no givens (data/killer/fewest_cages.txt, line 33),
// counted to 2 by general: the proof of uniqueness of a hard Killer.
constexpr std::string_view kHardKiller =
    "aaabbbbbcadabeebbcadaeefggchdiiiffgghdijkkkkkhlmjnoppkhlmjnoppkllmmnopqqllrrrrpqq "
    "a=37,b=36,c=18,d=23,e=25,f=9,g=24,h=18,i=17,j=15,k=34,l=29,m=19,n=20,o=11,p=30,q=17,r=23";

void bm_count_to_two_killer(benchmark::State& state) {
  const sudoku::Puzzle board = sudoku::read_line(
      kHardKiller, "fewest_cages:33", 1, sudoku::Validation::full, sudoku::Variant{.killer = true});
  sudoku::SolveOptions options;
  options.max_solutions = 2;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    sudoku::SolveResult result = sudoku::solve(board, options);
    benchmark::DoNotOptimize(result);
    nodes = result.stats.nodes;
    if (result.count != 1) state.SkipWithError("expected exactly one solution");
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(bm_count_to_two_killer)->Unit(benchmark::kMillisecond);

// solve() with classic9 to the first solution.
void bm_solve_classic9(benchmark::State& state) { solve_benchmark(state, 1); }
BENCHMARK(bm_solve_classic9)->Arg(0)->Arg(1);

// Counting to 2: proving the puzzle has exactly one solution.
void bm_count_to_two_classic9(benchmark::State& state) { solve_benchmark(state, 2); }
BENCHMARK(bm_count_to_two_classic9)->Arg(0)->Arg(1);

void bm_read_line(benchmark::State& state) {
  const int which = static_cast<int>(state.range(0));
  state.SetLabel(puzzle_label(which));
  const std::string_view text = puzzle_text(which);
  for (auto _ : state) {
    sudoku::Puzzle board = sudoku::read_line(text, "bench");
    benchmark::DoNotOptimize(board);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(bm_read_line)->Arg(0)->Arg(1);

// to_line on a puzzle (arg 0: Inkala's givens) and on its solution (arg 1: a full grid).
void bm_to_line(benchmark::State& state) {
  const sudoku::Puzzle givens = puzzle(1);
  const sudoku::Puzzle board = state.range(0) == 0 ? givens : *sudoku::solve(givens, {}).solution;
  state.SetLabel(state.range(0) == 0 ? "inkala2012 givens" : "inkala2012 solution");
  for (auto _ : state) {
    std::string line = sudoku::to_line(board);
    benchmark::DoNotOptimize(line);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(bm_to_line)->Arg(0)->Arg(1);

// find_conflict on a valid board scans every house: Inkala's givens (arg 0) and its full
// solution (arg 1), and on a board whose last cell repeats a digit of its row (arg 2).
void bm_find_conflict(benchmark::State& state) {
  const sudoku::Puzzle givens = puzzle(1);
  sudoku::Puzzle board = givens;
  const char* label = "inkala2012 givens";
  if (state.range(0) >= 1) {
    board = *sudoku::solve(givens, {}).solution;
    label = "inkala2012 solution";
  }
  if (state.range(0) == 2) {
    board.set(80, board.at(79));
    label = "solution with a clash at r9c9";
  }
  state.SetLabel(label);
  const bool expect_conflict = state.range(0) == 2;
  for (auto _ : state) {
    auto conflict = sudoku::find_conflict(board);
    benchmark::DoNotOptimize(conflict);
    if (conflict.has_value() != expect_conflict)
      state.SkipWithError("unexpected find_conflict answer");
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(bm_find_conflict)->Arg(0)->Arg(1)->Arg(2);

// is_solution_of: the untimed check sudoku_bench runs on every answer.
void bm_is_solution_of(benchmark::State& state) {
  const sudoku::Puzzle givens = puzzle(1);
  const sudoku::Puzzle solution = *sudoku::solve(givens, {}).solution;
  state.SetLabel("inkala2012");
  for (auto _ : state) {
    bool yes = sudoku::is_solution_of(solution, givens);
    benchmark::DoNotOptimize(yes);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(bm_is_solution_of);

}  // namespace

BENCHMARK_MAIN();
