// Label grids and cage totals (see labels.hpp).
//
// A label is any printable character but '=' and ','; for cages '.' marks an uncaged cell.
// Regions and cages are numbered by the first appearance of their label in reading order.
// A cage may have any shape: its cells need not touch (published Killers have cages whose
// cells meet only at corners, or lie apart). A label reused by mistake for two far-apart
// cages then makes one cage of both, which seed 001's rules often reject (too many cells,
// a total out of reach, a second total, totals that do not add up): those messages add that
// the cage's cells are in parts that do not touch, not even at a corner.
#include "format/labels.hpp"

#include <algorithm>
#include <array>
#include <string>

#include <fmt/format.h>

namespace sudoku::labels {
namespace {

using text::Place;

constexpr std::size_t kLabelCount = 128;
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

int side_for_length(int length) {
  for (int side = 1; side <= kMaxSide; ++side) {
    if (side * side == length) return side;
  }
  return 0;
}

std::size_t index_of(char label) { return static_cast<unsigned char>(label); }

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
  if (side == 0) {
    std::vector<int> rows_of_width(kMaxSide + 2, 0);
    for (const text::ContentLine& row : rows) {
      ++rows_of_width[std::min<std::size_t>(row.text.size(), kMaxSide + 1)];
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
    const int length = static_cast<int>(line.text.size());
    for (int column = 0; column < std::min(length, side); ++column) {
      const char label = line.text[static_cast<std::size_t>(column)];
      check_label(label, kind, source, {line.number, column + 1});
      grid.labels.push_back(label);
      grid.places.push_back({line.number, column + 1});
    }
    if (length != side) {
      throw InputError(std::string(source), line.number, std::min(length, side) + 1,
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
  const int length = static_cast<int>(word.text.size());
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
  for (int cell = 0; cell < length; ++cell) {
    const Place place{line, word.column + cell};
    check_label(word.text[static_cast<std::size_t>(cell)], kind, source, place);
    grid.labels.push_back(word.text[static_cast<std::size_t>(cell)]);
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
    if (gap != start + 1 || number == std::string_view::npos ||
        !is_label(line[start], LabelKind::cage) || line[start] == '.') {
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
    totals.push_back({line[start], sum, {row.number, static_cast<int>(start) + 1}, sum_place});
  }
  return totals;
}

std::vector<Total> read_total_word(const text::CellText& word, std::string_view source, int line) {
  std::vector<Total> totals;
  std::size_t at = 0;
  const std::string_view text = word.text;
  while (at <= text.size()) {
    const std::size_t end = std::min(text.find(',', at), text.size());
    const std::string_view item = text.substr(at, end - at);
    const int column = word.column + static_cast<int>(at);
    if (item.size() < 3 || item[1] != '=' || !is_label(item[0], LabelKind::cage) ||
        item[0] == '.') {
      throw InputError(std::string(source), line, column,
                       "expected a cage label, '=' and its total, like 'a=12'");
    }
    const int sum = parse_total(item.substr(2));
    if (sum < 0) {
      throw InputError(
          std::string(source), line, column + 2,
          fmt::format("bad total {}: expected a whole number", text::show_word(item.substr(2))));
    }
    totals.push_back({item[0], sum, {line, column}, {line, column + 2}});
    at = end + 1;
  }
  return totals;
}

std::vector<std::uint8_t> regions_of(const LabelGrid& grid, std::string_view source) {
  const int side = grid.side;
  std::array<int, kLabelCount> number_of{};
  std::array<int, kLabelCount> cells_of{};
  std::vector<char> order;
  for (char label : grid.labels) {
    if (cells_of[index_of(label)]++ == 0) order.push_back(label);
  }
  for (char label : order) {
    const int count = cells_of[index_of(label)];
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
  for (std::size_t index = 0; index < order.size(); ++index) {
    number_of[index_of(order[index])] = static_cast<int>(index);
  }
  std::vector<std::uint8_t> regions;
  regions.reserve(grid.labels.size());
  for (char label : grid.labels) {
    regions.push_back(static_cast<std::uint8_t>(number_of[index_of(label)]));
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

std::string apart_parts_note(int side, char label, const std::vector<int>& cells) {
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
  std::array<std::vector<int>, kLabelCount> cells_of;
  std::vector<char> order;
  for (std::size_t cell = 0; cell < grid.labels.size(); ++cell) {
    const char label = grid.labels[cell];
    if (label == '.') continue;
    if (cells_of[index_of(label)].empty()) order.push_back(label);
    cells_of[index_of(label)].push_back(static_cast<int>(cell));
  }
  std::array<const Total*, kLabelCount> total_of{};
  for (const Total& total : totals) {
    const Total*& first = total_of[index_of(total.label)];
    if (first != nullptr) {
      const std::string note =
          apart_parts_note(grid.side, total.label, cells_of[index_of(total.label)]);
      throw InputError(
          std::string(source), total.place.line, total.place.column,
          fmt::format("a second total for cage '{}' (the first is at {}:{}){}{}", total.label,
                      first->place.line, first->place.column, note.empty() ? "" : "; ", note));
    }
    if (cells_of[index_of(total.label)].empty()) {
      throw InputError(
          std::string(source), total.place.line, total.place.column,
          fmt::format("total for '{}' but no cell is labelled '{}'", total.label, total.label));
    }
    first = &total;
  }
  for (char label : order) {
    if (total_of[index_of(label)] != nullptr) continue;
    const Place place = grid.places[static_cast<std::size_t>(cells_of[index_of(label)].front())];
    throw InputError(std::string(source), place.line, place.column,
                     fmt::format("cage '{}' has no total", label));
  }

  const Geometry geometry(grid.side);
  std::vector<Cage> cages;
  for (const Total& total : totals) {
    Cage cage{cells_of[index_of(total.label)], total.sum};
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
