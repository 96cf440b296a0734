// Whole-puzzle writers: a puzzle of any variant as text that reads back equal, in the block
// form (with a `variant:` header) or the one-line form. Regions and cages get labels in the
// order the puzzle lists them: a, b, …, z, A, …, Z, 0, …, 9, then marks; '.' is an uncaged
// cell. The labels never include '#' (a row starting with it would be a comment), '.', '=' or
// ','. A Killer with more cages than these 88 characters gets labels of two (aa, ab, …),
// separated by spaces in the block form's rows and by commas in the one-line form.
#include <algorithm>
#include <string>
#include <variant>
#include <vector>

#include "format/write_cells.hpp"
#include "sudoku/format.hpp"

namespace sudoku {
namespace {

constexpr std::string_view kLabels =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$%&'()*+-/:;<>?@[]^_`{|}~";

std::vector<const Cage*> cages_of(const Puzzle& puzzle) {
  std::vector<const Cage*> cages;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) cages.push_back(cage);
  }
  return cages;
}

// The label of cage or region `index` of `count`: one character while there are enough, else
// two (aa, ab, …: 88 × 88 of them, more than a 64×64 grid has cells).
std::string label(std::size_t index, std::size_t count) {
  if (count <= kLabels.size()) return std::string(1, kLabels[index]);
  return std::string{kLabels[index / kLabels.size()], kLabels[index % kLabels.size()]};
}

bool any_wide(std::vector<std::string>::const_iterator first,
              std::vector<std::string>::const_iterator last) {
  return std::any_of(first, last, [](const std::string& label) { return label.size() > 1; });
}

// The label of each cage (in the puzzle's order, which the totals keep: a reader orders cages by
// their totals). Labels go a, b, c… in reading order of the cages' first cells, so they follow
// the grid and a line never opens with a label that reads as another form ('?' would be a link's
// query, '{' JSON).
std::vector<std::string> cage_names(const std::vector<const Cage*>& cages) {
  std::vector<std::size_t> by_first_cell(cages.size());
  for (std::size_t index = 0; index < cages.size(); ++index) by_first_cell[index] = index;
  const auto first_cell = [&](std::size_t index) {
    const std::vector<int>& cells = cages[index]->cells;
    return cells.empty() ? 0 : *std::min_element(cells.begin(), cells.end());
  };
  std::stable_sort(
      by_first_cell.begin(), by_first_cell.end(),
      [&](std::size_t left, std::size_t right) { return first_cell(left) < first_cell(right); });
  std::vector<std::string> names(cages.size());
  for (std::size_t rank = 0; rank < cages.size(); ++rank) {
    names[by_first_cell[rank]] = label(rank, cages.size());
  }
  return names;
}

// One label per cell, in reading order: "." for an uncaged cell.
std::vector<std::string> cage_labels(const std::vector<const Cage*>& cages,
                                     const std::vector<std::string>& names, int cell_count) {
  std::vector<std::string> labels(static_cast<std::size_t>(cell_count), ".");
  for (std::size_t index = 0; index < cages.size(); ++index) {
    for (int cell : cages[index]->cells) labels[static_cast<std::size_t>(cell)] = names[index];
  }
  return labels;
}

std::vector<std::string> region_labels(const Puzzle& puzzle) {
  const auto regions = static_cast<std::size_t>(puzzle.side());
  std::vector<std::string> labels;
  labels.reserve(static_cast<std::size_t>(puzzle.cell_count()));
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    labels.push_back(label(static_cast<std::size_t>(puzzle.geometry().box_of(cell)), regions));
  }
  return labels;
}

// Labels of one character side by side; wider ones separated by `separator`.
std::string joined(std::vector<std::string>::const_iterator first,
                   std::vector<std::string>::const_iterator last, char separator) {
  const bool wide = any_wide(first, last);
  std::string text;
  for (auto label = first; label != last; ++label) {
    if (wide && label != first) text += separator;
    text += *label;
  }
  return text;
}

// The labels as N rows, each ending in '\n'.
std::string as_rows(const std::vector<std::string>& labels, int side) {
  const bool wide = any_wide(labels.begin(), labels.end());
  std::string text;
  for (int row = 0; row < side; ++row) {
    const auto first = labels.begin() + static_cast<std::ptrdiff_t>(row) * side;
    for (auto label = first; label != first + side; ++label) {
      if (wide && label != first) text += ' ';
      text += *label;
      // "." beside labels of two characters, padded so that the columns line up.
      if (wide && label->size() == 1 && label + 1 != first + side) text += ' ';
    }
    text += '\n';
  }
  return text;
}

}  // namespace

namespace {

// True when the text forms cannot carry a puzzle's rules: a variant rule, or an extra house that
// is not one of the two diagonals of Sudoku X (one diagonal alone, disjoint groups, windows).
bool needs_fpuzzles(const Puzzle& puzzle) {
  if (puzzle.has_variant_rules()) return true;
  const bool x = puzzle.has_x_diagonals();
  const ExtraHouse main = main_diagonal(puzzle.geometry());
  const ExtraHouse anti = anti_diagonal(puzzle.geometry());
  return std::any_of(puzzle.constraints().begin(), puzzle.constraints().end(),
                     [&](const Constraint& constraint) {
                       const auto* house = std::get_if<ExtraHouse>(&constraint);
                       return house != nullptr && !(x && (*house == main || *house == anti));
                     });
}

}  // namespace

std::string to_puzzle_text(const Puzzle& puzzle) {
  // Only f-puzzles JSON carries the variant rules of rules.hpp (and extra houses beyond X's).
  if (needs_fpuzzles(puzzle)) return to_fpuzzles(puzzle) + "\n";
  const Variant variant = variant_of(puzzle);
  if (variant == Variant{}) return to_grid(puzzle);
  const int side = puzzle.side();
  std::string text = "variant: " + variant_name(variant) + "\n";
  if (!variant.killer && !variant.jigsaw) return text + to_grid(puzzle);
  if (variant.jigsaw) text += as_rows(region_labels(puzzle), side) + "\n";
  if (variant.killer) {
    const std::vector<const Cage*> cages = cages_of(puzzle);
    const std::vector<std::string> names = cage_names(cages);
    text += as_rows(cage_labels(cages, names, puzzle.cell_count()), side) + "\n";
    for (std::size_t index = 0; index < cages.size(); ++index) {
      text += names[index] + " " + std::to_string(cages[index]->sum) + "\n";
    }
    if (puzzle.given_count() == 0) return text;
    text += "\n";
  }
  return text + to_grid(puzzle);
}

std::string to_puzzle_line(const Puzzle& puzzle) {
  if (needs_fpuzzles(puzzle)) return to_fpuzzles(puzzle);
  const Variant variant = variant_of(puzzle);
  if (!variant.killer && !variant.jigsaw) return to_line(puzzle);
  std::string text;
  if (variant.jigsaw) {
    const std::vector<std::string> labels = region_labels(puzzle);
    text += joined(labels.begin(), labels.end(), ',');
  }
  if (variant.killer) {
    if (!text.empty()) text += ' ';
    const std::vector<const Cage*> cages = cages_of(puzzle);
    const std::vector<std::string> names = cage_names(cages);
    const std::vector<std::string> labels = cage_labels(cages, names, puzzle.cell_count());
    text += joined(labels.begin(), labels.end(), ',') + ' ';
    for (std::size_t index = 0; index < cages.size(); ++index) {
      if (index != 0) text += ',';
      text += names[index] + "=" + std::to_string(cages[index]->sum);
    }
    if (puzzle.given_count() == 0) return text;
  }
  return text + ' ' + to_line(puzzle);
}

}  // namespace sudoku
