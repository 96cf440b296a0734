// Label grids: the cage labels of a Killer and the region labels of a jigsaw, one character
// per cell, and the cage totals that go with them (labels.cpp). The block and one-line
// readers (read_blocks.cpp) share these, so both forms check the same rules in the same
// order with the same messages.
#pragma once

#include <string_view>
#include <vector>

#include "format/text.hpp"

namespace sudoku::labels {

enum class LabelKind { region, cage };

// One label per cell, in reading order, with its place.
struct LabelGrid {
  int side = 0;
  std::vector<char> labels;
  std::vector<text::Place> places;
};

// A cage total as written: `a 12` or `a=12`.
struct Total {
  char label;
  int sum;
  text::Place place;      // of the label
  text::Place sum_place;  // of the total
};

// The rows of a label block (side 0: the width most rows share).
LabelGrid read_label_rows(const std::vector<text::ContentLine>& rows, LabelKind kind, int side,
                          std::string_view source);
// One word of N*N labels (side 0: the side whose square is its length).
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
// The cages, in the order of their totals, cells in reading order: each cage connected, each
// label with one total and each total with a label, each cage within seed 001's rules.
std::vector<Cage> cages_of(const LabelGrid& grid, const std::vector<Total>& totals,
                           std::string_view source);

}  // namespace sudoku::labels
