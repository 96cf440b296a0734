// Killer and jigsaw readers: the block form and the one-line form.
//
// Block form, blocks separated by blank lines, in this order:
//   jigsaw   N rows of region labels
//   killer   N rows of cage labels ('.' uncaged), then one line `LABEL TOTAL` per cage
//   givens   N rows of digits (required for a jigsaw, optional for a Killer)
// One-line form, words separated by spaces, in the same order:
//   [<N*N region labels>] [<N*N cage labels> <LABEL=TOTAL,…>] [<N*N givens> | N*N numbers]
//
// Checks run in reading order of the blocks: labels (shape, then regions of N cells), totals
// (one per cage, seed 001's bounds), givens (shape), then the rules: the cage totals together,
// a digit twice in a house, givens that break a cage. A cage may have any shape (labels.hpp).
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "format/labels.hpp"
#include "format/text.hpp"
#include "sudoku/format.hpp"

namespace sudoku {
namespace {

using labels::LabelGrid;
using labels::LabelKind;
using text::CellText;
using text::ContentLine;
using text::Place;

// What a reader found, before it becomes a Puzzle.
struct Parts {
  int side = 0;
  std::optional<LabelGrid> regions;
  std::vector<Cage> cages;
  std::vector<labels::Total> totals;
  text::CellsRead givens;  // empty: all blank
};

// After a message about the cages together: the first cage whose cells are in parts that do not
// touch, as a label used for two cages would make. The puzzle's cages are in the order of the
// totals.
std::string reused_label_note(const Puzzle& puzzle, const std::vector<labels::Total>& totals) {
  std::size_t index = 0;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr || index >= totals.size()) continue;
    const std::string& label = totals[index++].label;
    const std::string note = labels::apart_parts_note(puzzle.side(), label, cage->cells);
    if (!note.empty()) return fmt::format(" (cage '{}': {})", label, note);
  }
  return "";
}

Puzzle assemble(Parts parts, Variant variant, Validation validation, std::string_view source) {
  Geometry geometry = parts.regions
                          ? Geometry(parts.side, labels::regions_of(*parts.regions, source))
                          : Geometry(parts.side);
  Puzzle puzzle = parts.givens.digits.empty() ? Puzzle(std::move(geometry))
                                              : Puzzle(std::move(geometry), parts.givens.digits);
  for (Cage& cage : parts.cages) puzzle.add_constraint(std::move(cage));
  if (variant.x) puzzle.add_x_diagonals();
  if (variant.killer) {
    if (const auto problem = cage_totals_problem(puzzle)) {
      const Place place = parts.totals.front().place;
      throw InputError(std::string(source), place.line, place.column,
                       *problem + reused_label_note(puzzle, parts.totals));
    }
  }
  if (validation == Validation::full && !parts.givens.digits.empty()) {
    text::check_rules(puzzle, parts.givens.places, source);
  }
  return puzzle;
}

int line_after(const std::vector<ContentLine>& block) { return block.back().number + 1; }

}  // namespace

Puzzle read_blocks(std::string_view text, std::string_view source, Variant variant,
                   Validation validation) {
  const std::vector<std::vector<ContentLine>> blocks = text::blocks(text);
  if (blocks.empty()) {
    throw InputError(std::string(source), 1, 1, "empty input: expected a puzzle");
  }
  std::size_t next = 0;
  const auto need_block = [&](const char* what) -> const std::vector<ContentLine>& {
    if (next >= blocks.size()) {
      throw InputError(std::string(source), line_after(blocks.back()), 1,
                       fmt::format("expected {} after a blank line", what));
    }
    return blocks[next++];
  };

  Parts parts;
  if (variant.jigsaw) {
    parts.regions =
        labels::read_label_rows(need_block("the region labels"), LabelKind::region, 0, source);
    parts.side = parts.regions->side;
    labels::regions_of(*parts.regions, source);
  }
  if (variant.killer) {
    const LabelGrid cages =
        labels::read_label_rows(need_block("the cage labels"), LabelKind::cage, parts.side, source);
    parts.side = cages.side;
    parts.totals = labels::read_total_lines(
        need_block("the cage totals (a line 'LABEL TOTAL' per cage)"), source);
    parts.cages = labels::cages_of(cages, parts.totals, source);
  }
  if (next < blocks.size()) {
    const std::vector<ContentLine>& rows = blocks[next++];
    parts.givens = text::read_rows(rows, parts.side, source, line_after(rows));
  } else if (!variant.killer) {
    need_block("the grid of givens");
  }
  if (next < blocks.size()) {
    throw InputError(std::string(source), blocks[next].front().number, 1,
                     "unexpected line after the grid of givens");
  }
  return assemble(std::move(parts), variant, validation, source);
}

namespace text {

Puzzle read_variant_line(std::string_view line, std::string_view source, int line_number,
                         Validation validation, Variant variant) {
  line = trim_end(line);
  const std::vector<CellText> words = split_cells(line, true);
  if (words.empty()) {
    throw InputError(std::string(source), line_number, 1,
                     fmt::format("empty line: expected a {} puzzle", variant_name(variant)));
  }
  std::size_t next = 0;
  const auto need_word = [&](const char* what) -> const CellText& {
    if (next >= words.size()) {
      throw InputError(std::string(source), line_number, static_cast<int>(line.size()) + 1,
                       fmt::format("expected {} after a space", what));
    }
    return words[next++];
  };

  Parts parts;
  if (variant.jigsaw) {
    parts.regions = labels::read_label_word(need_word("the region labels"), LabelKind::region, 0,
                                            source, line_number);
    parts.side = parts.regions->side;
    labels::regions_of(*parts.regions, source);
  }
  if (variant.killer) {
    const LabelGrid cages = labels::read_label_word(need_word("the cage labels"), LabelKind::cage,
                                                    parts.side, source, line_number);
    parts.side = cages.side;
    parts.totals =
        labels::read_total_word(need_word("the cage totals (a=12,b=7,…)"), source, line_number);
    parts.cages = labels::cages_of(cages, parts.totals, source);
  }
  if (next == words.size() && !variant.killer) need_word("the givens");
  const std::size_t cell_count = static_cast<std::size_t>(parts.side) * parts.side;
  if (next + 1 == words.size()) {
    const CellText& word = words[next];
    const std::vector<CellText> cells = split_cells(word.text, false, word.column);
    if (cells.size() != cell_count) {
      throw InputError(
          std::string(source), line_number, word.column,
          fmt::format("the givens have {} symbols, expected {}", cells.size(), cell_count));
    }
    const Spelling spelling = symbol_spelling(parts.side, cells);
    for (const CellText& cell : cells) {
      parts.givens.digits.push_back(read_cell(cell, parts.side, spelling, source, line_number));
      parts.givens.places.push_back({line_number, cell.column});
    }
  } else if (next < words.size()) {
    if (words.size() - next != cell_count) {
      throw InputError(
          std::string(source), line_number, words[next].column,
          fmt::format("{} words after the {}: expected the givens, {} symbols in "
                      "one word or {} numbers",
                      words.size() - next, variant.killer ? "cage totals" : "region labels",
                      cell_count, cell_count));
    }
    for (; next < words.size(); ++next) {
      parts.givens.digits.push_back(
          read_cell(words[next], parts.side, Spelling::numbers, source, line_number));
      parts.givens.places.push_back({line_number, words[next].column});
    }
  }
  return assemble(std::move(parts), variant, validation, source);
}

}  // namespace text
}  // namespace sudoku
