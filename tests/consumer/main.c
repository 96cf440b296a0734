/* Solves seed 000's puzzle through the installed shared library's C interface and prints the
 * first row: built with CMake (sudoku::shared) and with pkg-config (check_install.cmake). */
#include <stdio.h>
#include <string.h>

#include <sudoku/sudoku.h>

int main(void) {
  char solution[82];
  const int status = sudoku_solve(
      ".........\n....1..92\n.86....4.\n..156....\n.....362.\n......5.7\n.3.....8.\n.9.8.2...\n"
      "..7..43..\n",
      0, solution, sizeof solution);
  if (status != SUDOKU_OK) {
    fprintf(stderr, "%s: %s\n", sudoku_status_name(status), sudoku_last_error());
    return 1;
  }
  solution[9] = '\0';
  puts(solution);
  return strcmp(solution, "412985763") == 0 ? 0 : 1;
}
