// Pieces every reader shares: lines and blocks of a text, the places of cells in it, and how
// a digit is spelled (a symbol '1'-'9' then 'A'-'Z', a letter with 'A' = 1, or a number).
//
// A text is read as content lines (not blank, not a '#' comment, not a `variant:` header),
// each with its 1-based number in the text; a block is a run of content lines between blank
// lines (comments and headers neither end a block nor belong to one).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/format.hpp"

namespace sudoku::text {

// Symbols go up to 'Z' = 35; larger sides write numbers.
inline constexpr int kMaxSymbolSide = 35;

// Where a cell is written: 1-based line and column (in bytes).
struct Place {
  int line;
  int column;
};

struct ContentLine {
  int number;
  std::string_view text;  // without what trim_end drops
};

// Removes what a line may carry at its end without meaning: CR, spaces, tabs.
std::string_view trim_end(std::string_view line);
// How a symbol is shown in a message: printable as itself, anything else by name or in hex.
std::string show_symbol(char symbol);
// How a word is shown in a message: in quotes, bytes that are not printable as \xNN, cut
// after 20 bytes with "…", so that a message stays one readable line.
std::string show_word(std::string_view word);

// At most `limit` content lines (all by default), so that a glance at the top of a long text
// costs little.
std::vector<ContentLine> content_lines(std::string_view text, std::size_t limit = SIZE_MAX);
std::vector<std::vector<ContentLine>> blocks(std::string_view text, std::size_t limit = SIZE_MAX);

// One cell as written in a row: its text (one symbol, or one number) and its column.
struct CellText {
  std::string_view text;
  int column;
};
// True when the line is four or more numbers (or '.', '*') separated by spaces or tabs.
bool is_number_row(std::string_view line);
// The cells of a row: every symbol, or (for a number row) every word; `first_column` is the
// column of the line's first byte.
std::vector<CellText> split_cells(std::string_view line, bool numbers, int first_column = 1);

// How the digits of one puzzle are spelled.
enum class Spelling { symbols, letters, numbers };
// Letters when the side is 10..26 and no cell is written '1'-'9'; else symbols.
Spelling symbol_spelling(int side, const std::vector<CellText>& cells);
// The digit a cell's text spells, or throws an InputError at its place.
Digit read_cell(const CellText& cell, int side, Spelling spelling, std::string_view source,
                int line);

// The givens of a grid of `side` read from its rows (at least one), in reading order, with
// the place of each. Too few rows is reported at `line_after` (the line after the last row).
// Every row must hold `side` cells, and no row may follow.
struct CellsRead {
  std::vector<Digit> digits;
  std::vector<Place> places;
};
CellsRead read_rows(const std::vector<ContentLine>& rows, int side, std::string_view source,
                    int line_after);
// The side a grid was meant to have, from the width of each of its rows: the width most rows
// share (the wider one on a tie), so that one short or long row is reported as that row's
// mistake. Sides with real boxes (4, 6, 8, 9, 10, 12, …) are believed; the odd ones (1, 2, 3,
// 5, 7, primes: boxes of one row) only when there are that many rows too, and a width past
// `widest` counts as 9, so that garbage is measured against a 9×9 grid.
int side_most_rows_agree_on(std::span<const int> widths, int widest);
// The same for rows already split into cells (cells_of_row[r] holds row r's, for the first
// `side` rows at most), `numbers` when the cells are numbers rather than symbols.
CellsRead read_split_rows(const std::vector<ContentLine>& rows,
                          const std::vector<std::vector<CellText>>& cells_of_row, int side,
                          bool numbers, std::string_view source, int line_after);

// Throws GivensConflict if a digit repeats in a house, or the givens break a cage, at the
// place of the cell where it shows.
void check_rules(const Puzzle& puzzle, const std::vector<Place>& places, std::string_view source);

// Tables (read_table.cpp): a grid written with bars between its cells and rules between its
// rows, as people write one by hand (`5 3 . | . 7 . | . . .`, `------+-------+------`).
//
// True for a rule of a table: only '-', '=', '+', '*', '|', '!' and spaces, with two or more
// of '-', '=' and '+' among them (so that one stray symbol in a row of '*' blanks stays a bad
// symbol; a line of stars alone may be a row of blanks, which read_table decides).
bool is_rule_line(std::string_view line);
// True for a line that is a table's, never a one-line puzzle: a rule (totals on it too, as on
// a Killer's pretty table), or a row with two bars ('|', '!') or more that is no one-line
// Killer (its totals hold '=') or jigsaw (two words of N*N symbols, whose labels may be bars).
// One bar in a line of symbols stays a bad symbol of a one-line puzzle.
bool is_table_line(std::string_view line);
// True when some line is a rule, or two lines or more have bars in them: the grid is a table
// (one bar in one row of a bare grid stays a bad symbol there).
bool is_table(const std::vector<ContentLine>& lines);
// A classic (or X) grid written as a table: bars ('|', '!') and spaces part its cells, rules
// part its rows, and a space between two bars is a blank cell (as in seed 004's table).
Puzzle read_table(const std::vector<ContentLine>& lines, std::string_view source,
                  Validation validation, bool x);

// The pretty table (read_pretty.cpp): what to_pretty writes, read back by the places of its
// rules and cells.
//
// True when the lines are laid out exactly as to_pretty lays out a table: 2N+1 lines of one
// length, rules at even lines, rows starting and ending with '|', cells in their places.
bool is_pretty_table(const std::vector<ContentLine>& lines);
// The first line after a pretty table that the lines start with, when more lines follow it (the
// rules that to_pretty lists under the table of a puzzle with variant rules), else nothing.
std::optional<ContentLine> line_after_pretty_table(const std::vector<ContentLine>& lines);
// True when the lines are one block whose first line starts and ends with '+' and is a rule
// of a pretty table (dashes, corners, totals) of a width to_pretty writes: a Killer's or a
// jigsaw's table, to be read (and its mistakes reported) as one.
bool looks_pretty(const std::vector<std::vector<ContentLine>>& blocks);
// Reads a pretty table as a puzzle of `variant`: every cell boxed for classic and X, regions
// outlined for a jigsaw, cages outlined with their totals for a Killer. A Killer jigsaw's table
// shows its cages only, and is an error naming the forms that hold its regions.
Puzzle read_pretty(const std::vector<ContentLine>& lines, std::string_view source,
                   Validation validation, Variant variant);

// A Killer or jigsaw puzzle in its one-line form (read_blocks.cpp).
Puzzle read_variant_line(std::string_view line, std::string_view source, int line_number,
                         Validation validation, Variant variant);

}  // namespace sudoku::text
