/* sudoku/sudoku.h — the solver from C, and from any language that calls C (ctypes, cffi, cgo,
 * Rust's extern "C", Java's FFM, …) without the C++ headers or pybind11.
 *
 *   char solution[82];  // 81 symbols and '\0' for a 9×9 (4097 bytes for any size)
 *   if (sudoku_solve(line, 0, solution, sizeof solution) == SUDOKU_OK) puts(solution);
 *   else fprintf(stderr, "%s\n", sudoku_last_error());
 *
 * A puzzle is text in any form `sudoku solve` reads (docs/formats.md): a line of 81 symbols
 * ('.' or '0' for a blank), a grid, a Killer or jigsaw in block form with its header, or
 * f-puzzles JSON; 4×4 to 64×64. A solution is written as one line of N*N symbols and a '\0'.
 *
 * Every function returns a status (enum sudoku_status). When it is not SUDOKU_OK,
 * sudoku_last_error() says why, in words ("puzzle:1:12: '?' is not a digit or a blank"); the
 * message belongs to the calling thread and stays until that thread's next call. The functions
 * may be called from several threads at once. Link with -lsudoku (pkg-config --libs sudoku).
 */
#ifndef SUDOKU_SUDOKU_H
#define SUDOKU_SUDOKU_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* C's names, not the C++ headers' (clang-tidy's naming rules are for those):
 * NOLINTBEGIN(readability-identifier-naming) */

enum sudoku_status {
  SUDOKU_OK = 0,               /* done: solved, counted or rated */
  SUDOKU_NO_SOLUTION = 1,      /* the puzzle has no solution (givens that clash too) */
  SUDOKU_NOT_UNIQUE = 2,       /* sudoku_rate: the puzzle has several solutions */
  SUDOKU_BUDGET_SPENT = 3,     /* the node limit ran out first */
  SUDOKU_BAD_INPUT = 4,        /* the text is not a puzzle */
  SUDOKU_BUFFER_TOO_SMALL = 5, /* the solution needs more room than given */
  SUDOKU_BAD_ARGUMENT = 6,     /* a null pointer where text or a result was wanted */
  SUDOKU_FAILED = 7            /* out of memory, or a bug: sudoku_last_error() says which */
};

/* The status's name in lower case without its prefix: "ok", "no_solution", "not_unique",
 * "budget_spent", "bad_input", "buffer_too_small", "bad_argument", "failed" (the words of the
 * command's JSON, docs/formats.md); "unknown" for any other number. */
const char* sudoku_status_name(int status);

/* The library's version: "1.6.0". */
const char* sudoku_version(void);

/* Why the calling thread's last call did not return SUDOKU_OK ("" after one that did). */
const char* sudoku_last_error(void);

/* Solves `puzzle` and writes its first solution into `solution` (N*N symbols and '\0', so 82
 * bytes for a 9×9). `node_limit`: search states to visit at most, 0 for no limit. */
int sudoku_solve(const char* puzzle, uint64_t node_limit, char* solution, size_t size);

/* Counts the solutions of `puzzle` up to `limit` (2 tells unique from not; 0 counts them all)
 * into *count. SUDOKU_OK with *count 0 is a puzzle without solution. With SUDOKU_BUDGET_SPENT,
 * *count is what was found before `node_limit` (0: no limit) ran out. */
int sudoku_count(const char* puzzle, uint64_t limit, uint64_t node_limit, uint64_t* count);

/* How hard a puzzle is for a person, as `sudoku rate` says (docs/logic.md). */
struct sudoku_rating {
  int score;           /* tenths of a point (114 is 11.4): the hardest step's rating; when
                          stalled, the puzzle scores more than this */
  int stalled;         /* 1 when logic stalled (the puzzle is beyond the ladder), else 0 */
  int steps;           /* steps of the logical solve */
  int empty_cells;     /* cells left empty (when stalled) */
  const char* label;   /* "easy", "medium", "hard", "expert" or "extreme" (static text) */
  const char* hardest; /* the hardest step's technique, "" without steps (static text) */
};

/* Counts the solutions to 2 (SUDOKU_NO_SOLUTION, SUDOKU_NOT_UNIQUE), then solves the puzzle
 * logically with the whole ladder and fills *rating. */
int sudoku_rate(const char* puzzle, struct sudoku_rating* rating);

/* NOLINTEND(readability-identifier-naming) */

#ifdef __cplusplus
}
#endif

#endif /* SUDOKU_SUDOKU_H */
