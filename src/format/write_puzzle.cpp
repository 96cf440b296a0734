// Whole-puzzle writers: a puzzle of any variant as text that reads back equal, in the block
// form (with a `variant:` header) or the one-line form. Regions and cages get labels in the
// order the puzzle lists them: a, b, …, z, A, …, Z, 0, …, 9, then marks; '.' is an uncaged
// cell. The labels never include '#' (a row starting with it would be a comment), '.', '=' or
// ','.
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "format/write_cells.hpp"
#include "sudoku/format.hpp"

namespace sudoku {
namespace {

constexpr std::string_view kLabels =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$%&'()*+-/:;<>?@[]^_`{|}~";

char label(std::size_t index) {
  if (index >= kLabels.size()) {
    throw std::invalid_argument("a puzzle with more than " + std::to_string(kLabels.size()) +
                                " cages or regions has no text form");
  }
  return kLabels[index];
}

std::vector<const Cage*> cages_of(const Puzzle& puzzle) {
  std::vector<const Cage*> cages;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) cages.push_back(cage);
  }
  return cages;
}

// One label per cell, in reading order: '.' for an uncaged cell.
std::string cage_labels(const Puzzle& puzzle) {
  std::string labels(static_cast<std::size_t>(puzzle.cell_count()), '.');
  const std::vector<const Cage*> cages = cages_of(puzzle);
  for (std::size_t index = 0; index < cages.size(); ++index) {
    for (int cell : cages[index]->cells) labels[static_cast<std::size_t>(cell)] = label(index);
  }
  return labels;
}

std::string region_labels(const Puzzle& puzzle) {
  std::string labels;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    labels += label(static_cast<std::size_t>(puzzle.geometry().box_of(cell)));
  }
  return labels;
}

// The labels as N rows, each ending in '\n'.
std::string as_rows(const std::string& labels, int side) {
  std::string text;
  for (int row = 0; row < side; ++row) {
    const auto width = static_cast<std::size_t>(side);
    text += labels.substr(static_cast<std::size_t>(row) * width, width);
    text += '\n';
  }
  return text;
}

}  // namespace

std::string to_puzzle_text(const Puzzle& puzzle) {
  const Variant variant = variant_of(puzzle);
  if (variant == Variant{}) return to_grid(puzzle);
  const int side = puzzle.side();
  std::string text = "variant: " + variant_name(variant) + "\n";
  if (!variant.killer && !variant.jigsaw) return text + to_grid(puzzle);
  if (variant.jigsaw) text += as_rows(region_labels(puzzle), side) + "\n";
  if (variant.killer) {
    text += as_rows(cage_labels(puzzle), side) + "\n";
    const std::vector<const Cage*> cages = cages_of(puzzle);
    for (std::size_t index = 0; index < cages.size(); ++index) {
      text += std::string(1, label(index)) + " " + std::to_string(cages[index]->sum) + "\n";
    }
    if (puzzle.given_count() == 0) return text;
    text += "\n";
  }
  return text + to_grid(puzzle);
}

std::string to_puzzle_line(const Puzzle& puzzle) {
  const Variant variant = variant_of(puzzle);
  if (!variant.killer && !variant.jigsaw) return to_line(puzzle);
  std::string text;
  if (variant.jigsaw) text += region_labels(puzzle);
  if (variant.killer) {
    if (!text.empty()) text += ' ';
    text += cage_labels(puzzle) + ' ';
    const std::vector<const Cage*> cages = cages_of(puzzle);
    for (std::size_t index = 0; index < cages.size(); ++index) {
      if (index != 0) text += ',';
      text += std::string(1, label(index)) + "=" + std::to_string(cages[index]->sum);
    }
    if (puzzle.given_count() == 0) return text;
  }
  return text + ' ' + to_line(puzzle);
}

}  // namespace sudoku
