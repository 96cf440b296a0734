/* The C interface (sudoku/sudoku.h), compiled as C and linked to the shared library: every
 * function, every status it can return, and its message. Each check prints what it expected and
 * what it got; the exit status is the number of failed checks. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sudoku/sudoku.h"

static int failures = 0;

static void expect_int(const char* what, long long got, long long expected) {
  if (got != expected) {
    printf("FAIL %s: got %lld, expected %lld\n", what, got, expected);
    ++failures;
  }
}

static void expect_text(const char* what, const char* got, const char* expected) {
  if (got == NULL || strcmp(got, expected) != 0) {
    printf("FAIL %s: got \"%s\", expected \"%s\"\n", what, got ? got : "(null)", expected);
    ++failures;
  }
}

/* Arto Inkala's puzzle (2012), its solution, and Sudoku Explainer's hardest kind of step. */
static const char* const inkala =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
static const char* const inkala_solution =
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452";
/* Seed 000's puzzle as a grid of nine lines: naked singles at most (2.3, medium). */
static const char* const seed000 =
    ".........\n....1..92\n.86....4.\n..156....\n.....362.\n......5.7\n.3.....8.\n.9.8.2...\n"
    "..7..43..\n";

static void solves(void) {
  char solution[82];
  expect_int("solve inkala", sudoku_solve(inkala, 0, solution, sizeof solution), SUDOKU_OK);
  expect_text("inkala's solution", solution, inkala_solution);
  expect_text("no error after success", sudoku_last_error(), "");

  char small[81];
  expect_int("solve into 81 bytes", sudoku_solve(inkala, 0, small, sizeof small),
             SUDOKU_BUFFER_TOO_SMALL);
  expect_text("buffer message", sudoku_last_error(), "the solution needs 82 bytes, not 81");

  expect_int("solve a null", sudoku_solve(NULL, 0, solution, sizeof solution), SUDOKU_BAD_ARGUMENT);
  expect_text("null message", sudoku_last_error(), "the puzzle is a null pointer");

  expect_int("solve with 1 node", sudoku_solve(inkala, 1, solution, sizeof solution),
             SUDOKU_BUDGET_SPENT);
  expect_text("budget message", sudoku_last_error(),
              "the node limit ran out before a solution was found");

  /* Two 1s in row 1: givens that clash have no solution, and the message says where. */
  static const char* const clash =
      "11...............................................................................";
  expect_int("solve a clash", sudoku_solve(clash, 0, solution, sizeof solution),
             SUDOKU_NO_SOLUTION);
  if (strstr(sudoku_last_error(), "puzzle:1:") != sudoku_last_error()) {
    printf("FAIL clash message: \"%s\" does not start with puzzle:1:\n", sudoku_last_error());
    ++failures;
  }
}

static void reads_bad_input(void) {
  char solution[82];
  expect_int("solve words", sudoku_solve("hello", 0, solution, sizeof solution), SUDOKU_BAD_INPUT);
  if (strncmp(sudoku_last_error(), "puzzle:1:", 9) != 0) {
    printf("FAIL bad input message: \"%s\"\n", sudoku_last_error());
    ++failures;
  }
}

static void counts(void) {
  uint64_t count = 99;
  expect_int("count inkala", sudoku_count(inkala, 2, 0, &count), SUDOKU_OK);
  expect_int("inkala's count", (long long)count, 1);
  expect_int("count the empty 4x4 to 0", sudoku_count("................", 0, 0, &count), SUDOKU_OK);
  expect_int("every 4x4 grid", (long long)count, 288);
  expect_int("count the empty 4x4 to 10", sudoku_count("................", 10, 0, &count),
             SUDOKU_OK);
  expect_int("10 of them", (long long)count, 10);
  expect_int("count to a null", sudoku_count(inkala, 2, 0, NULL), SUDOKU_BAD_ARGUMENT);
  expect_text("null count message", sudoku_last_error(), "the count is a null pointer");
}

static void rates(void) {
  struct sudoku_rating rating;
  memset(&rating, 0, sizeof rating);
  expect_int("rate seed 000", sudoku_rate(seed000, &rating), SUDOKU_OK);
  expect_int("seed 000's score", rating.score, 23);
  expect_int("seed 000 not stalled", rating.stalled, 0);
  expect_int("seed 000's steps", rating.steps, 59);
  expect_int("seed 000 has no cell left", rating.empty_cells, 0);
  expect_text("seed 000's label", rating.label, "medium");
  expect_text("seed 000's hardest", rating.hardest, "naked single");

  expect_int("rate the empty 4x4", sudoku_rate("................", &rating), SUDOKU_NOT_UNIQUE);
  expect_text("not unique message", sudoku_last_error(),
              "the puzzle has more than one solution: a rating is of a puzzle with one");
  expect_int("rate a null", sudoku_rate(inkala, NULL), SUDOKU_BAD_ARGUMENT);
}

static void names(void) {
  expect_text("ok", sudoku_status_name(SUDOKU_OK), "ok");
  expect_text("no_solution", sudoku_status_name(SUDOKU_NO_SOLUTION), "no_solution");
  expect_text("not_unique", sudoku_status_name(SUDOKU_NOT_UNIQUE), "not_unique");
  expect_text("budget_spent", sudoku_status_name(SUDOKU_BUDGET_SPENT), "budget_spent");
  expect_text("bad_input", sudoku_status_name(SUDOKU_BAD_INPUT), "bad_input");
  expect_text("buffer_too_small", sudoku_status_name(SUDOKU_BUFFER_TOO_SMALL), "buffer_too_small");
  expect_text("bad_argument", sudoku_status_name(SUDOKU_BAD_ARGUMENT), "bad_argument");
  expect_text("failed", sudoku_status_name(SUDOKU_FAILED), "failed");
  expect_text("unknown", sudoku_status_name(42), "unknown");
  expect_text("version", sudoku_version(), SUDOKU_EXPECTED_VERSION);
}

int main(void) {
  solves();
  reads_bad_input();
  counts();
  rates();
  names();
  if (failures == 0) printf("all C interface checks passed\n");
  return failures;
}
