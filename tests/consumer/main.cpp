// Solves seed 000's puzzle through the installed library and prints the first row.
#include <iostream>

#include <sudoku/format.hpp>
#include <sudoku/solve.hpp>

int main() {
  const sudoku::Puzzle puzzle = sudoku::read_puzzle(
      ".........\n....1..92\n.86....4.\n..156....\n.....362.\n......5.7\n.3.....8.\n.9.8.2...\n"
      "..7..43..\n",
      "seed000");
  const sudoku::SolveResult result = sudoku::solve(puzzle);
  if (!result.solution) return 1;
  std::cout << sudoku::to_grid(*result.solution).substr(0, 9) << '\n';
  return sudoku::to_grid(*result.solution).substr(0, 9) == "412985763" ? 0 : 1;
}
