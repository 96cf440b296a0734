// Label grids: the cage labels of a Killer and the region labels of a jigsaw, one label per
// cell (a character, or a word of them), and the cage totals that go with them (labels.cpp).
// The block and one-line readers (read_blocks.cpp) share these, so both forms check the same
// rules in the same order with the same messages.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "format/text.hpp"

namespace sudoku::labels {

enum class LabelKind { region, cage };

// One label per cell, in reading order, with its place.
struct LabelGrid {
  int side = 0;
  std::vector<std::string> labels;
  std::vector<text::Place> places;
};

// A cage total as written: `a 12` or `a=12`.
struct Total {
  std::string label;
  int sum;
  text::Place place;      // of the label
  text::Place sum_place;  // of the total
};

// The rows of a label block (side 0: the width most rows share): a label a character, or, when
// a row has spaces in it, a label a word.
LabelGrid read_label_rows(const std::vector<text::ContentLine>& rows, LabelKind kind, int side,
                          std::string_view source);
// One word of N*N labels, a character each or separated by commas (side 0: the side whose
// square is their count).
LabelGrid read_label_word(const text::CellText& word, LabelKind kind, int side,
                          std::string_view source, int line);

// The lines `LABEL TOTAL` of a totals block.
std::vector<Total> read_total_lines(const std::vector<text::ContentLine>& rows,
                                    std::string_view source);
// The word `a=3,b=17,…` of a one-line Killer.
std::vector<Total> read_total_word(const text::CellText& word, std::string_view source, int line);

// The region of each cell (0..N-1, numbered by first appearance); every label must name N
// cells.
std::vector<std::uint8_t> regions_of(const LabelGrid& grid, std::string_view source);
// The cages, in the order of their totals, cells in reading order: each label with one total
// and each total with a label, each cage within seed 001's rules. A cage may have any shape.
std::vector<Cage> cages_of(const LabelGrid& grid, const std::vector<Total>& totals,
                           std::string_view source);

// The first cell of each part of `cells` (in reading order, of a grid of `side`) that touches no
// other part, not even at a corner: one for a cage drawn as one shape, or whose cells meet
// only diagonally; two or more for a cage in far-apart pieces.
std::vector<int> apart_parts(int side, const std::vector<int>& cells);
// For a cage whose cells are in such parts, what a message about it adds: "its cells are in 2
// parts that do not touch, one at r1c1 and one at r2c4: is 'a' the label of two cages?"; else
// "".
std::string apart_parts_note(int side, std::string_view label, const std::vector<int>& cells);

}  // namespace sudoku::labels
