// Peers for sudoku_bench's tests (bench/peer.hpp): shared-library functions of the shape --peer
// loads. One is our own classic9 behind that C function, so a run with it must agree with ours;
// the others answer wrongly in one way each, so the checks of a peer's answers are seen to catch
// them.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace {

constexpr std::size_t kCells = 81;

sudoku::SolveResult solve_text(const char* puzzle, std::size_t limit) {
  std::vector<sudoku::Digit> cells(kCells, sudoku::kBlank);
  for (std::size_t i = 0; i < kCells; ++i) {
    if (puzzle[i] >= '1' && puzzle[i] <= '9')
      cells[i] = static_cast<sudoku::Digit>(puzzle[i] - '0');
  }
  sudoku::SolveOptions options;
  options.algorithm = sudoku::Algorithm::classic9;
  options.max_solutions = limit;
  return sudoku::solve(sudoku::Puzzle(sudoku::Geometry(9), std::move(cells)), options);
}

void write_solution(const sudoku::SolveResult& result, char* solution) {
  if (!result.solution) return;
  for (std::size_t i = 0; i < kCells; ++i) {
    solution[i] = static_cast<char>('0' + result.solution->cells()[i]);
  }
}

}  // namespace

extern "C" {

// classic9, as a peer.
std::size_t StubSolve(const char* puzzle, std::size_t limit, std::uint32_t /*configuration*/,
                      char* solution, std::size_t* guesses) {
  const sudoku::SolveResult result = solve_text(puzzle, limit);
  write_solution(result, solution);
  *guesses = static_cast<std::size_t>(result.stats.guesses);
  return static_cast<std::size_t>(result.count);
}

// Right counts, but the solution's first two cells swapped: a grid that breaks its rows' rule or
// contradicts a given.
std::size_t StubWrongSolution(const char* puzzle, std::size_t limit, std::uint32_t configuration,
                              char* solution, std::size_t* guesses) {
  const std::size_t count = StubSolve(puzzle, limit, configuration, solution, guesses);
  std::swap(solution[0], solution[1]);
  return count;
}

// Right solutions, but every count stops at one: wrong whenever a puzzle has two or more.
std::size_t StubCountsOne(const char* puzzle, std::size_t /*limit*/, std::uint32_t configuration,
                          char* solution, std::size_t* guesses) {
  return std::min<std::size_t>(StubSolve(puzzle, 1, configuration, solution, guesses), 1);
}

// Like tdoku: counting to 2, the count alone, no grid written.
std::size_t StubNoGridWhenCounting(const char* puzzle, std::size_t limit,
                                   std::uint32_t /*configuration*/, char* solution,
                                   std::size_t* guesses) {
  const sudoku::SolveResult result = solve_text(puzzle, limit);
  if (limit == 1) write_solution(result, solution);
  *guesses = static_cast<std::size_t>(result.stats.guesses);
  return static_cast<std::size_t>(result.count);
}

// Right counts, never a grid: wrong whenever a solution is asked for.
std::size_t StubNoGrid(const char* puzzle, std::size_t limit, std::uint32_t /*configuration*/,
                       char* /*solution*/, std::size_t* guesses) {
  const sudoku::SolveResult result = solve_text(puzzle, limit);
  *guesses = static_cast<std::size_t>(result.stats.guesses);
  return static_cast<std::size_t>(result.count);
}

}  // extern "C"
