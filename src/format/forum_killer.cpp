// Readers of the forum Killer forms (forum_killer.hpp): SudoCue's numbers and the pointer form.
//
// Both name a cage by what its cells share (SudoCue: a cage number; pointers: the total their
// arrows lead to), so a cage may have any shape the form can say. Checks run in reading order:
// the shape of the line (its prefix, its count of cells), each cell, then each cage (a total
// for each, seed 001's bounds at its first cell), then the totals together.
#include "format/forum_killer.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/text.hpp"

namespace sudoku::forum {
namespace {

constexpr int kSide = 9;
constexpr int kCells = kSide * kSide;
// The largest total a 9×9 cage can have: all nine digits.
constexpr int kGreatestTotal = 45;
// A SudoCue cell is total × 256 + cage number.
constexpr int kCageNumbers = 256;
// Arrows a line needs to be taken for the pointer form ('.' not counted: it is also a blank),
// so that one stray symbol in a plain line stays a bad symbol of that line.
constexpr int kArrowsOfAPointerLine = 2;

struct Arrow {
  char symbol;
  int rows;
  int columns;
};
constexpr std::array<Arrow, 8> kArrows = {{{'<', 0, -1},
                                           {'>', 0, 1},
                                           {'^', -1, 0},
                                           {'v', 1, 0},
                                           {'`', -1, -1},
                                           {'\'', -1, 1},
                                           {',', 1, -1},
                                           {'.', 1, 1}}};

const Arrow* arrow_of(char symbol) {
  for (const Arrow& arrow : kArrows) {
    if (arrow.symbol == symbol) return &arrow;
  }
  return nullptr;
}

// The total a symbol of the pointer form spells, or -1.
int pointer_total(char symbol) {
  if (symbol >= '0' && symbol <= '9') return symbol - '0';
  if (symbol >= 'A' && symbol <= 'Z') return symbol - 'A' + 10;
  if (symbol >= 'a' && symbol <= 'j') return symbol - 'a' + 36;
  return -1;
}

bool is_digit(char symbol) { return symbol >= '0' && symbol <= '9'; }

std::string_view kind_name(Variant variant) { return variant.x ? "Killer X" : "Killer"; }

// A cage being gathered: its total, its cells in reading order, and the column of the cell
// that names it (SudoCue: its first cell; pointers: its total).
struct Gathered {
  int total = 0;
  std::vector<int> cells;
  int column = 0;
  std::string name;  // in messages: "cage 5 at r1c1", "the cage at r1c1"
};

// The place of the line being read, for its messages, and what both forms build at the end.
class Reader {
 public:
  Reader(std::string_view source, int line_number) : source_(source), line_(line_number) {}

  [[noreturn]] void fail(int column, std::string problem) const {
    throw InputError(std::string(source_), line_, column, std::move(problem));
  }

  // The puzzle of `cages` (cells in reading order), checked cage by cage at their columns, then
  // together at `totals_column`.
  Puzzle assemble(const std::vector<Gathered>& cages, bool x, int totals_column) const {
    const Geometry geometry(kSide);
    // The first cage out of bounds in the order they are written.
    const Gathered* wrong = nullptr;
    std::string wrong_problem;
    for (const Gathered& gathered : cages) {
      if (wrong != nullptr && wrong->column < gathered.column) continue;
      if (const auto problem = cage_problem(geometry, Cage{gathered.cells, gathered.total})) {
        wrong = &gathered;
        wrong_problem = *problem;
      }
    }
    if (wrong != nullptr) fail(wrong->column, fmt::format("{}: {}", wrong->name, wrong_problem));
    Puzzle puzzle{Geometry(kSide)};
    for (const Gathered& gathered : cages) {
      puzzle.add_constraint(Cage{gathered.cells, gathered.total});
    }
    if (x) puzzle.add_x_diagonals();
    if (const auto problem = cage_totals_problem(puzzle)) fail(totals_column, *problem);
    return puzzle;
  }

 private:
  std::string_view source_;
  int line_;
};

// ---- SudoCue's form -------------------------------------------------------------------------

struct Field {
  std::string_view text;
  int column;
};

std::vector<Field> split_fields(std::string_view line) {
  std::vector<Field> fields;
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = line.find(':', start);
    fields.push_back({line.substr(start, end - start), static_cast<int>(start) + 1});
    if (end == std::string_view::npos) return fields;
    start = end + 1;
  }
}

Puzzle read_sudocue(std::string_view line, const Reader& reader, Variant variant) {
  std::vector<Field> fields = split_fields(line);
  if (fields[0].text != "3x3") {
    reader.fail(1, fmt::format("SudoCue's form {} is not read: it is written for 9×9 Killers "
                               "only, whose boxes are '3x3'",
                               text::show_word(fields[0].text)));
  }
  const int end_column = static_cast<int>(line.size()) + 1;
  if (fields.size() < 3) {
    reader.fail(end_column,
                "expected the diagonals flag ('d' or nothing), ':k:' and 81 cells after '3x3:'");
  }
  if (fields[1].text != "" && fields[1].text != "d") {
    reader.fail(fields[1].column,
                fmt::format("unknown flag {} in SudoCue's form: expected 'd' (Killer X: both "
                            "diagonals are houses) or nothing (a Killer)",
                            text::show_word(fields[1].text)));
  }
  if (fields[2].text != "k") {
    reader.fail(fields[2].column,
                fmt::format("expected 'k' (a Killer) after the diagonals flag of SudoCue's form, "
                            "found {}",
                            text::show_word(fields[2].text)));
  }
  const bool x = fields[1].text == "d";
  if (variant != Variant{} && variant.x != x) {
    reader.fail(1, fmt::format("the line is a {} in SudoCue's form{}, but variant {} was asked for",
                               kind_name({.x = x}), x ? " ('d')" : "", variant_name(variant)));
  }
  fields.erase(fields.begin(), fields.begin() + 3);
  if (!fields.empty() && fields.back().text.empty()) fields.pop_back();  // the last ':'
  if (fields.size() != kCells) {
    const int column = fields.size() > kCells ? fields[kCells].column : end_column;
    reader.fail(column, fmt::format("SudoCue's form has {} cells, expected 81", fields.size()));
  }

  const Geometry geometry(kSide);
  std::vector<Gathered> cages(kCageNumbers);
  std::vector<int> uncaged_cell(kCageNumbers, -1);  // per number: a cell of total 0
  for (int cell = 0; cell < kCells; ++cell) {
    const Field& field = fields[static_cast<std::size_t>(cell)];
    if (field.text.empty() || field.text.size() > 5 ||
        !std::all_of(field.text.begin(), field.text.end(), is_digit)) {
      reader.fail(field.column,
                  fmt::format("bad cell {} in SudoCue's form: expected a number, a cage's total "
                              "× 256 + the cage's number",
                              text::show_word(field.text)));
    }
    const int value = std::stoi(std::string(field.text));
    const int total = value / kCageNumbers;
    const int number = value % kCageNumbers;
    const std::string name = cell_name(geometry, cell);
    if (total > kGreatestTotal) {
      reader.fail(field.column,
                  fmt::format("{} at {} is cage {} with total {} ({} × 256 + {}): a 9×9 cage "
                              "totals {} at most",
                              value, name, number, total, total, number, kGreatestTotal));
    }
    if (total == 0) {
      // A cell of no total: uncaged, when no other cell has its number without a total too.
      int& other = uncaged_cell[static_cast<std::size_t>(number)];
      if (other >= 0) {
        reader.fail(field.column,
                    fmt::format("{} and {} are both cage {} without a total (total 0): a cage "
                                "needs its total; a cell alone may go without one, uncaged",
                                cell_name(geometry, other), name, number));
      }
      other = cell;
      continue;
    }
    Gathered& cage = cages[static_cast<std::size_t>(number)];
    if (cage.cells.empty()) {
      cage.total = total;
      cage.column = field.column;
      cage.name = fmt::format("cage {} at {}", number, name);
    } else if (cage.total != total) {
      reader.fail(field.column,
                  fmt::format("a second total for cage {}: {} at {}, but {} at {}", number, total,
                              name, cage.total, cell_name(geometry, cage.cells.front())));
    }
    cage.cells.push_back(cell);
  }
  // Cages in the order of their numbers, as SudoCue numbers them.
  std::erase_if(cages, [](const Gathered& cage) { return cage.cells.empty(); });
  return reader.assemble(cages, x, fields.front().column);
}

// ---- the pointer form -----------------------------------------------------------------------

Puzzle read_pointers(std::string_view line, const Reader& reader, Variant variant) {
  const int length = static_cast<int>(line.size());
  if (length != kCells) {
    reader.fail(length > kCells ? kCells + 1 : length + 1,
                fmt::format("the cage pointers have {} symbols, expected 81 (9×9)", length));
  }
  const Geometry geometry(kSide);
  // Where each cell's arrow leads, or the cell itself for a total.
  std::vector<int> next(kCells);
  for (int cell = 0; cell < kCells; ++cell) {
    const char symbol = line[static_cast<std::size_t>(cell)];
    next[static_cast<std::size_t>(cell)] = cell;
    if (pointer_total(symbol) >= 0) continue;
    const Arrow* arrow = arrow_of(symbol);
    if (arrow == nullptr) {
      reader.fail(cell + 1, fmt::format("bad symbol {} in the cage pointers: expected an arrow "
                                        "(< > ^ v ` ' , .) or a cage total (0-9, A-Z for 10-35, "
                                        "a-j for 36-45)",
                                        text::show_symbol(symbol)));
    }
    const int row = geometry.row_of(cell) + arrow->rows;
    const int column = geometry.column_of(cell) + arrow->columns;
    if (row < 0 || row >= kSide || column < 0 || column >= kSide) {
      reader.fail(cell + 1, fmt::format("the arrow '{}' at {} points out of the grid", symbol,
                                        cell_name(geometry, cell)));
    }
    next[static_cast<std::size_t>(cell)] = geometry.cell(row, column);
  }

  // The total each cell's arrows lead to; a walk that comes back to itself is a circle.
  constexpr int kUnseen = -1;
  constexpr int kOnTheWay = -2;
  std::vector<int> anchor(kCells, kUnseen);
  for (int start = 0; start < kCells; ++start) {
    std::vector<int> path;
    int cell = start;
    while (anchor[static_cast<std::size_t>(cell)] == kUnseen &&
           next[static_cast<std::size_t>(cell)] != cell) {
      anchor[static_cast<std::size_t>(cell)] = kOnTheWay;
      path.push_back(cell);
      cell = next[static_cast<std::size_t>(cell)];
    }
    if (anchor[static_cast<std::size_t>(cell)] == kOnTheWay) {
      const auto first = std::find(path.begin(), path.end(), cell);
      std::string circle;
      for (auto at = first; at != path.end(); ++at) {
        circle += cell_name(geometry, *at) + " " + line[static_cast<std::size_t>(*at)] + " ";
      }
      const int shown = *std::min_element(first, path.end());
      reader.fail(shown + 1,
                  fmt::format("the arrows from {} go round in a circle ({}{}) and "
                              "lead to no total",
                              cell_name(geometry, shown), circle, cell_name(geometry, cell)));
    }
    const int found =
        anchor[static_cast<std::size_t>(cell)] >= 0 ? anchor[static_cast<std::size_t>(cell)] : cell;
    anchor[static_cast<std::size_t>(cell)] = found;
    for (int on_path : path) anchor[static_cast<std::size_t>(on_path)] = found;
  }

  // Cages in the order of their totals in the line, cells in reading order.
  std::vector<int> cage_of_anchor(kCells, -1);
  std::vector<Gathered> cages;
  for (int cell = 0; cell < kCells; ++cell) {
    const int total_cell = anchor[static_cast<std::size_t>(cell)];
    int& index = cage_of_anchor[static_cast<std::size_t>(total_cell)];
    if (index < 0) {
      index = static_cast<int>(cages.size());
      cages.push_back({pointer_total(line[static_cast<std::size_t>(total_cell)]), {}, 0, ""});
    }
    cages[static_cast<std::size_t>(index)].cells.push_back(cell);
  }
  std::sort(cages.begin(), cages.end(), [&](const Gathered& a, const Gathered& b) {
    return anchor[static_cast<std::size_t>(a.cells.front())] <
           anchor[static_cast<std::size_t>(b.cells.front())];
  });
  for (Gathered& cage : cages) {
    const int total_cell = anchor[static_cast<std::size_t>(cage.cells.front())];
    cage.column = total_cell + 1;
    cage.name = "the cage at " + cell_name(geometry, total_cell);
    if (cage.total == 0 && cage.cells.size() > 1) {
      reader.fail(cage.column,
                  fmt::format("the cage of {} cells at {} has total 0, an unknown total: a cage "
                              "needs its total ('0' alone, with no arrow to it, is an uncaged "
                              "cell)",
                              cage.cells.size(), cell_name(geometry, total_cell)));
    }
  }
  std::erase_if(cages, [](const Gathered& cage) { return cage.total == 0; });
  return reader.assemble(cages, variant.x, 1);
}

int count_arrows(std::string_view line) {
  return static_cast<int>(std::count_if(line.begin(), line.end(), [](char symbol) {
    return symbol != '.' && arrow_of(symbol) != nullptr;
  }));
}

}  // namespace

Form form_of(std::string_view line) {
  line = text::trim_end(line);
  // SudoCue's: a box shape, "3x3:".
  std::size_t at = 0;
  while (at < line.size() && is_digit(line[at])) ++at;
  if (at > 0 && at + 1 < line.size() && line[at] == 'x') {
    std::size_t end = at + 1;
    while (end < line.size() && is_digit(line[end])) ++end;
    if (end > at + 1 && end < line.size() && line[end] == ':') return Form::sudocue;
  }
  if (line.find_first_of(" \t") != std::string_view::npos) return Form::none;
  if (count_arrows(line) < kArrowsOfAPointerLine) return Form::none;
  const bool pointer_symbols = std::all_of(line.begin(), line.end(), [](char symbol) {
    return pointer_total(symbol) >= 0 || arrow_of(symbol) != nullptr;
  });
  return line.size() == kCells || pointer_symbols ? Form::pointers : Form::none;
}

Puzzle read_forum_line(std::string_view line, Form form, std::string_view source, int line_number,
                       Variant variant) {
  line = text::trim_end(line);
  const Reader reader(source, line_number);
  if (variant.jigsaw) {
    reader.fail(1, fmt::format("the line is a Killer in the {}, which has no jigsaw regions, "
                               "but variant {} was asked for",
                               form == Form::sudocue ? "SudoCue form" : "pointer form",
                               variant_name(variant)));
  }
  return form == Form::sudocue ? read_sudocue(line, reader, variant)
                               : read_pointers(line, reader, variant);
}

}  // namespace sudoku::forum
