// Label grids and cage totals (see labels.hpp).
//
// A label is any printable character but '=' and ','; for cages '.' marks an uncaged cell.
// With more cages than such characters (a 25×25 Killer can have hundreds), a label is a word
// of them ('.' not among them): the rows of a block then hold N labels separated by spaces,
// and the one-line form's word N×N labels separated by commas.
// Regions and cages are numbered by the first appearance of their label in reading order.
// A cage may have any shape: its cells need not touch (published Killers have cages whose
// cells meet only at corners, or lie apart). A label reused by mistake for two far-apart
// cages then makes one cage of both, which seed 001's rules often reject (too many cells,
// a total out of reach, a second total, totals that do not add up): those messages add that
// the cage's cells are in parts that do not touch, not even at a corner.
#include "format/labels.hpp"

#include <algorithm>
#include <map>
#include <string>

#include <fmt/format.h>

namespace sudoku::labels {
namespace {

using text::Place;

constexpr int kMaxTotalDigits = 6;

const char* kind_name(LabelKind kind) { return kind == LabelKind::cage ? "cage" : "region"; }

bool is_label(char symbol, LabelKind kind) {
  const auto byte = static_cast<unsigned char>(symbol);
  if (byte < 0x21 || byte >= 0x7f || symbol == '=' || symbol == ',') return false;
  return symbol != '.' || kind == LabelKind::cage;
}

void check_label(char symbol, LabelKind kind, std::string_view source, Place place) {
  if (is_label(symbol, kind)) return;
  throw InputError(std::string(source), place.line, place.column,
                   kind == LabelKind::cage
                       ? fmt::format("bad cage label {}: expected a letter, digit or other mark, "
                                     "or '.' for an uncaged cell",
                                     text::show_symbol(symbol))
                       : fmt::format("bad region label {}: expected a letter, digit or other mark",
                                     text::show_symbol(symbol)));
}

// A label of one character or more ("." alone: an uncaged cell), written at `place`.
void check_label_word(std::string_view label, LabelKind kind, std::string_view source,
                      Place place) {
  if (label.size() == 1) return check_label(label[0], kind, source, place);
  for (std::size_t at = 0; at < label.size(); ++at) {
    const Place here{place.line, place.column + static_cast<int>(at)};
    if (label[at] == '.') {
      throw InputError(std::string(source), here.line, here.column,
                       fmt::format("bad {} label {}: '.' is not part of a label of several "
                                   "characters",
                                   kind_name(kind), text::show_word(label)));
    }
    check_label(label[at], kind, source, here);
  }
}

// True for the label of a cage total: one character or more, each a label, none a '.'.
bool is_total_label(std::string_view label) {
  return !label.empty() && std::all_of(label.begin(), label.end(), [](char symbol) {
    return symbol != '.' && is_label(symbol, LabelKind::cage);
  });
}

// The items of a one-line word separated by commas, each with its column (empty ones kept).
std::vector<text::CellText> split_at_commas(const text::CellText& word) {
  std::vector<text::CellText> items;
  std::size_t at = 0;
  while (at <= word.text.size()) {
    const std::size_t end = std::min(word.text.find(',', at), word.text.size());
    items.push_back({word.text.substr(at, end - at), word.column + static_cast<int>(at)});
    at = end + 1;
  }
  return items;
}

// True when a row of labels is words separated by spaces or tabs.
bool is_word_row(std::string_view row) {
  const std::size_t start = row.find_first_not_of(" \t");
  return start != std::string_view::npos &&
         row.find_first_of(" \t", start) != std::string_view::npos;
}

int side_for_length(int length) {
  for (int side = 1; side <= kMaxSide; ++side) {
    if (side * side == length) return side;
  }
  return 0;
}

// A whole number of at most kMaxTotalDigits digits, or -1.
int parse_total(std::string_view text) {
  if (text.empty() || text.size() > kMaxTotalDigits ||
      text.find_first_not_of("0123456789") != std::string_view::npos) {
    return -1;
  }
  return std::stoi(std::string(text));
}

}  // namespace

LabelGrid read_label_rows(const std::vector<text::ContentLine>& rows, LabelKind kind, int side,
                          std::string_view source) {
  // Each row's labels: one a character, or (when most rows have spaces in them) one a word. A
  // stray space in a row of characters is then a bad label, shown where it is.
  const auto word_rows = std::count_if(
      rows.begin(), rows.end(), [](const text::ContentLine& row) { return is_word_row(row.text); });
  const bool words = 2 * static_cast<std::size_t>(word_rows) > rows.size();
  std::vector<std::vector<text::CellText>> cells_of_row;
  cells_of_row.reserve(rows.size());
  for (const text::ContentLine& row : rows) {
    cells_of_row.push_back(text::split_cells(row.text, words));
  }
  if (side == 0) {
    std::vector<int> rows_of_width(kMaxSide + 2, 0);
    for (const std::vector<text::CellText>& cells : cells_of_row) {
      ++rows_of_width[std::min<std::size_t>(cells.size(), kMaxSide + 1)];
    }
    side = 1;
    for (int width = kMaxSide; width >= 1; --width) {
      if (rows_of_width[static_cast<std::size_t>(width)] >
          rows_of_width[static_cast<std::size_t>(side)]) {
        side = width;
      }
    }
  }
  LabelGrid grid;
  grid.side = side;
  for (int row = 0; row < side; ++row) {
    if (row >= static_cast<int>(rows.size())) {
      throw InputError(std::string(source), rows.back().number + 1, 1,
                       fmt::format("expected {} rows of {} labels, found {}", side, kind_name(kind),
                                   rows.size()));
    }
    const text::ContentLine& line = rows[static_cast<std::size_t>(row)];
    const std::vector<text::CellText>& cells = cells_of_row[static_cast<std::size_t>(row)];
    const int length = static_cast<int>(cells.size());
    for (int column = 0; column < std::min(length, side); ++column) {
      const text::CellText& cell = cells[static_cast<std::size_t>(column)];
      check_label_word(cell.text, kind, source, {line.number, cell.column});
      grid.labels.emplace_back(cell.text);
      grid.places.push_back({line.number, cell.column});
    }
    if (length != side) {
      const int column = length > side ? cells[static_cast<std::size_t>(side)].column
                                       : static_cast<int>(line.text.size()) + 1;
      throw InputError(std::string(source), line.number, column,
                       fmt::format("row {} of the {} labels has {} cells, expected {}", row + 1,
                                   kind_name(kind), length, side));
    }
  }
  if (rows.size() > static_cast<std::size_t>(side)) {
    throw InputError(std::string(source), rows[static_cast<std::size_t>(side)].number, 1,
                     fmt::format("unexpected line after the {} rows of {} labels (a blank line "
                                 "ends them)",
                                 side, kind_name(kind)));
  }
  return grid;
}

LabelGrid read_label_word(const text::CellText& word, LabelKind kind, int side,
                          std::string_view source, int line) {
  // One character a label, or labels separated by commas.
  const std::vector<text::CellText> cells = word.text.find(',') == std::string_view::npos
                                                ? text::split_cells(word.text, false, word.column)
                                                : split_at_commas(word);
  const int length = static_cast<int>(cells.size());
  if (side == 0) side = side_for_length(length);
  if (side == 0 || length != side * side) {
    throw InputError(
        std::string(source), line, word.column,
        side == 0 ? fmt::format("{} {} labels: expected N×N of them (81 for 9×9)", length,
                                kind_name(kind))
                  : fmt::format("{} {} labels, expected {}", length, kind_name(kind), side * side));
  }
  LabelGrid grid;
  grid.side = side;
  for (const text::CellText& cell : cells) {
    const Place place{line, cell.column};
    if (cell.text.empty()) {
      throw InputError(std::string(source), line, cell.column,
                       fmt::format("empty {} label between commas", kind_name(kind)));
    }
    check_label_word(cell.text, kind, source, place);
    grid.labels.emplace_back(cell.text);
    grid.places.push_back(place);
  }
  return grid;
}

std::vector<Total> read_total_lines(const std::vector<text::ContentLine>& rows,
                                    std::string_view source) {
  std::vector<Total> totals;
  for (const text::ContentLine& row : rows) {
    const std::string_view line = row.text;
    const std::size_t start = line.find_first_not_of(" \t");
    const std::size_t gap = line.find_first_of(" \t", start);
    const std::size_t number =
        gap == std::string_view::npos ? gap : line.find_first_not_of(" \t", gap);
    const std::string_view label =
        gap == std::string_view::npos ? std::string_view{} : line.substr(start, gap - start);
    if (number == std::string_view::npos || !is_total_label(label)) {
      throw InputError(std::string(source), row.number, static_cast<int>(start) + 1,
                       "expected a cage label, a space and its total, like 'a 12'");
    }
    const std::string_view written = line.substr(number);
    const int sum = parse_total(written);
    const Place sum_place{row.number, static_cast<int>(number) + 1};
    if (sum < 0) {
      throw InputError(
          std::string(source), sum_place.line, sum_place.column,
          fmt::format("bad total {}: expected a whole number", text::show_word(written)));
    }
    totals.push_back(
        {std::string(label), sum, {row.number, static_cast<int>(start) + 1}, sum_place});
  }
  return totals;
}

std::vector<Total> read_total_word(const text::CellText& word, std::string_view source, int line) {
  std::vector<Total> totals;
  for (const text::CellText& entry : split_at_commas(word)) {
    const std::string_view item = entry.text;
    const int column = entry.column;
    const std::size_t equals = item.find('=');
    if (equals == std::string_view::npos || equals + 1 == item.size() ||
        !is_total_label(item.substr(0, equals))) {
      throw InputError(std::string(source), line, column,
                       "expected a cage label, '=' and its total, like 'a=12'");
    }
    const std::string_view written = item.substr(equals + 1);
    const int sum_column = column + static_cast<int>(equals) + 1;
    const int sum = parse_total(written);
    if (sum < 0) {
      throw InputError(
          std::string(source), line, sum_column,
          fmt::format("bad total {}: expected a whole number", text::show_word(written)));
    }
    totals.push_back(
        {std::string(item.substr(0, equals)), sum, {line, column}, {line, sum_column}});
  }
  return totals;
}

std::vector<std::uint8_t> regions_of(const LabelGrid& grid, std::string_view source) {
  const int side = grid.side;
  std::map<std::string_view, int> cells_of;
  std::vector<std::string_view> order;
  for (const std::string& label : grid.labels) {
    if (cells_of[label]++ == 0) order.push_back(label);
  }
  for (const std::string_view label : order) {
    const int count = cells_of[label];
    if (count == side) continue;
    // Point at the first cell too many, or at the region's first cell when it is short.
    int seen = 0;
    std::size_t at = 0;
    for (std::size_t cell = 0; cell < grid.labels.size(); ++cell) {
      if (grid.labels[cell] != label) continue;
      if (seen == 0 || seen == side) at = cell;
      if (++seen > side) break;
    }
    const Place place = grid.places[at];
    throw InputError(std::string(source), place.line, place.column,
                     fmt::format("region '{}' has {} cells, expected {}", label, count, side));
  }
  std::map<std::string_view, int> number_of;
  for (std::size_t index = 0; index < order.size(); ++index) {
    number_of[order[index]] = static_cast<int>(index);
  }
  std::vector<std::uint8_t> regions;
  regions.reserve(grid.labels.size());
  for (const std::string& label : grid.labels) {
    regions.push_back(static_cast<std::uint8_t>(number_of[label]));
  }
  return regions;
}

std::vector<int> apart_parts(int side, const std::vector<int>& cells) {
  std::vector<bool> in_cage(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
  for (int cell : cells) in_cage[static_cast<std::size_t>(cell)] = true;
  std::vector<bool> reached(in_cage.size(), false);
  std::vector<int> starts;
  std::vector<int> stack;
  for (int start : cells) {
    if (reached[static_cast<std::size_t>(start)]) continue;
    starts.push_back(start);
    reached[static_cast<std::size_t>(start)] = true;
    stack.push_back(start);
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      for (int row = cell / side - 1; row <= cell / side + 1; ++row) {
        for (int column = cell % side - 1; column <= cell % side + 1; ++column) {
          if (row < 0 || row >= side || column < 0 || column >= side) continue;
          const int next = row * side + column;
          const auto at = static_cast<std::size_t>(next);
          if (!in_cage[at] || reached[at]) continue;
          reached[at] = true;
          stack.push_back(next);
        }
      }
    }
  }
  std::sort(starts.begin(), starts.end());
  return starts;
}

std::string apart_parts_note(int side, std::string_view label, const std::vector<int>& cells) {
  const std::vector<int> starts = apart_parts(side, cells);
  if (starts.size() < 2) return "";
  const Geometry geometry(side);
  const std::string first = cell_name(geometry, starts[0]);
  const std::string second = cell_name(geometry, starts[1]);
  if (starts.size() == 2) {
    return fmt::format(
        "its cells are in 2 parts that do not touch, one at {} and one at {}: is "
        "'{}' the label of two cages?",
        first, second, label);
  }
  return fmt::format(
      "its cells are in {} parts that do not touch, the first at {} and the second "
      "at {}: is '{}' the label of several cages?",
      starts.size(), first, second, label);
}

std::vector<Cage> cages_of(const LabelGrid& grid, const std::vector<Total>& totals,
                           std::string_view source) {
  std::map<std::string_view, std::vector<int>> cells_of;
  std::vector<std::string_view> order;
  for (std::size_t cell = 0; cell < grid.labels.size(); ++cell) {
    const std::string_view label = grid.labels[cell];
    if (label == ".") continue;
    std::vector<int>& cells = cells_of[label];
    if (cells.empty()) order.push_back(label);
    cells.push_back(static_cast<int>(cell));
  }
  const std::vector<int> no_cells;
  const auto cells_labelled = [&](std::string_view label) -> const std::vector<int>& {
    const auto found = cells_of.find(label);
    return found == cells_of.end() ? no_cells : found->second;
  };
  std::map<std::string_view, const Total*> total_of;
  for (const Total& total : totals) {
    const Total*& first = total_of[total.label];
    if (first != nullptr) {
      const std::string note =
          apart_parts_note(grid.side, total.label, cells_labelled(total.label));
      throw InputError(
          std::string(source), total.place.line, total.place.column,
          fmt::format("a second total for cage '{}' (the first is at {}:{}){}{}", total.label,
                      first->place.line, first->place.column, note.empty() ? "" : "; ", note));
    }
    if (cells_labelled(total.label).empty()) {
      throw InputError(
          std::string(source), total.place.line, total.place.column,
          fmt::format("total for '{}' but no cell is labelled '{}'", total.label, total.label));
    }
    first = &total;
  }
  for (const std::string_view label : order) {
    if (total_of.contains(label)) continue;
    const Place place = grid.places[static_cast<std::size_t>(cells_of[label].front())];
    throw InputError(std::string(source), place.line, place.column,
                     fmt::format("cage '{}' has no total", label));
  }

  const Geometry geometry(grid.side);
  std::vector<Cage> cages;
  for (const Total& total : totals) {
    Cage cage{cells_labelled(total.label), total.sum};
    if (const auto problem = cage_problem(geometry, cage)) {
      const std::string note = apart_parts_note(grid.side, total.label, cage.cells);
      throw InputError(std::string(source), total.sum_place.line, total.sum_place.column,
                       note.empty()
                           ? fmt::format("cage '{}': {}", total.label, *problem)
                           : fmt::format("cage '{}': {} ({})", total.label, *problem, note));
    }
    cages.push_back(std::move(cage));
  }
  return cages;
}

}  // namespace sudoku::labels
