// Pieces every reader shares: lines and blocks of a text, the places of cells in it, and how
// a digit is spelled (a symbol '1'-'9' then 'A'-'Z', a letter with 'A' = 1, or a number).
//
// A text is read as content lines (not blank, not a '#' comment, not a `variant:` header),
// each with its 1-based number in the text; a block is a run of content lines between blank
// lines (comments and headers neither end a block nor belong to one).
#pragma once

#include <cstdint>
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

// Throws GivensConflict if a digit repeats in a house, or the givens break a cage, at the
// place of the cell where it shows.
void check_rules(const Puzzle& puzzle, const std::vector<Place>& places, std::string_view source);

// A Killer or jigsaw puzzle in its one-line form (read_blocks.cpp).
Puzzle read_variant_line(std::string_view line, std::string_view source, int line_number,
                         Validation validation, Variant variant);

}  // namespace sudoku::text
