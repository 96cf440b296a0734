// The pretty table read back: what to_pretty (write.cpp) writes, read by the places of its
// rules and cells, so that `sudoku show` and `--format pretty` print text the readers take.
//
// A table of side N has 2N+1 lines of one length, N·(S+1)+1 characters, where S, the width of a
// cell, is 3 (one symbol between two spaces) or 4 above side 35 (a number of up to two digits):
//
//   +3------+7------+      line 2r is the rule above row r: over each cell, S dashes (or a
//   | 1   2 | 3   4 |      cage total, then dashes) where a rule parts it from the cell above,
//   +7------+3------+      S spaces where none does;
//   | 3     | 1   2 |      line 2r+1 is row r: a '|' or a space before each cell (a rule or
//   ...                    none between it and the cell on its left), then the cell.
//
// Cells joined where no rule parts them make the outlines: every cell alone for classic and
// X, a jigsaw's regions, a Killer's cages (a total on the rule above a cage's first cell; a cell
// alone without one is uncaged). What the table cannot say is an error naming the form that
// says it: a Killer jigsaw's table shows its cages only, and a cage in parts that share no edge
// has its total written on one part only, the others outlined without one.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/text.hpp"
#include "sudoku/format.hpp"

namespace sudoku::text {
namespace {

// The width of a cell in a table: one symbol between spaces, or a number of two digits above
// side 35.
constexpr std::size_t kSymbolCell = 3;
constexpr std::size_t kNumberCell = 4;
// Where to read a puzzle whose table leaves something out.
constexpr std::string_view kOtherForms =
    "read it in its grid form (sudoku show --format grid) or its line form";

struct Layout {
  int side;
  std::size_t cell_width;  // S: the characters of one cell, or of a rule over it
  std::size_t stride() const { return cell_width + 1; }
  std::size_t length() const { return static_cast<std::size_t>(side) * stride() + 1; }
};

// The layout of a table whose lines have `length` characters, as to_pretty chooses it.
std::optional<Layout> layout_for(std::size_t length) {
  if (length < kSymbolCell + 2) return std::nullopt;
  const std::size_t inside = length - 1;
  if (inside % (kSymbolCell + 1) == 0 && inside / (kSymbolCell + 1) <= kMaxSymbolSide) {
    return Layout{static_cast<int>(inside / (kSymbolCell + 1)), kSymbolCell};
  }
  if (inside % (kNumberCell + 1) == 0 && inside / (kNumberCell + 1) > kMaxSymbolSide &&
      inside / (kNumberCell + 1) <= static_cast<std::size_t>(kMaxSide)) {
    return Layout{static_cast<int>(inside / (kNumberCell + 1)), kNumberCell};
  }
  return std::nullopt;
}

// A table's first rule: '+' at both ends, dashes, corners and totals between, of a width
// to_pretty writes.
bool is_top_rule(std::string_view line) {
  return line.size() >= 2 && line.front() == '+' && line.back() == '+' &&
         line.find('-') != std::string_view::npos &&
         line.find_first_not_of("+-0123456789") == std::string_view::npos &&
         layout_for(line.size()).has_value();
}

// A total written on a rule, with its place.
struct Total {
  int sum;
  Place place;
};

// What the lines of a table say, before it becomes a puzzle.
struct Drawing {
  Layout layout;
  std::vector<bool> rule_left;   // per cell: a rule between it and the cell on its left
  std::vector<bool> rule_above;  // per cell: a rule between it and the cell above
  std::vector<std::optional<Total>> total_above;
  std::vector<CellText> cells;  // text "" for a blank
};

class TableReader {
 public:
  TableReader(const std::vector<ContentLine>& lines, std::string_view source)
      : lines_(lines), source_(source) {}

  Drawing read() {
    const ContentLine& top = lines_.front();
    const std::optional<Layout> layout = layout_for(top.text.size());
    if (!layout) {
      fail(top, static_cast<int>(top.text.size()) + 1,
           fmt::format("a table's first rule of {} characters: expected 4 for each cell and one "
                       "more (37 for a 9×9 grid)",
                       top.text.size()));
    }
    Drawing drawing{*layout, {}, {}, {}, {}};
    const auto cells =
        static_cast<std::size_t>(layout->side) * static_cast<std::size_t>(layout->side);
    drawing.rule_left.assign(cells, true);
    drawing.rule_above.assign(cells, true);
    drawing.total_above.assign(cells, std::nullopt);
    drawing.cells.reserve(cells);
    const auto line_count = 2 * static_cast<std::size_t>(layout->side) + 1;
    for (std::size_t index = 0; index < line_count; ++index) {
      if (index >= lines_.size()) {
        throw InputError(
            std::string(source_), lines_.back().number + 1, 1,
            fmt::format("expected {} lines for the table of a {}×{} grid (its {} "
                        "rows and the rules around them), found {}",
                        line_count, layout->side, layout->side, layout->side, lines_.size()));
      }
      const ContentLine& line = lines_[index];
      if (line.text.size() != layout->length()) {
        fail(line, static_cast<int>(std::min(line.text.size(), layout->length())) + 1,
             fmt::format("a line of the table has {} characters, expected {} as its first rule",
                         line.text.size(), layout->length()));
      }
      const int row = static_cast<int>(index / 2);
      if (index % 2 == 0) {
        read_rule(line, row, drawing);
      } else {
        read_row(line, row, drawing);
      }
    }
    if (lines_.size() > line_count) {
      fail(lines_[line_count], 1, "unexpected line after the table");
    }
    return drawing;
  }

 private:
  [[noreturn]] void fail(const ContentLine& line, int column, const std::string& problem) const {
    throw InputError(std::string(source_), line.number, column, problem);
  }

  // Rule `row` (0..N): above row `row`, below the last row when it is N.
  void read_rule(const ContentLine& line, int row, Drawing& drawing) const {
    const Layout& layout = drawing.layout;
    for (int column = 0; column <= layout.side; ++column) {
      const std::size_t corner = static_cast<std::size_t>(column) * layout.stride();
      if (std::string_view("+-| ").find(line.text[corner]) == std::string_view::npos) {
        fail(line, static_cast<int>(corner) + 1,
             fmt::format("bad character {} at a corner of the table: expected '+', '-', '|' or "
                         "a space",
                         show_symbol(line.text[corner])));
      }
      if (column == layout.side) break;
      const std::string_view over = line.text.substr(corner + 1, layout.cell_width);
      const int first = static_cast<int>(corner) + 2;
      const bool edge = row == 0 || row == layout.side;
      const std::size_t cell = static_cast<std::size_t>(std::min(row, layout.side - 1)) *
                                   static_cast<std::size_t>(layout.side) +
                               static_cast<std::size_t>(column);
      if (over.find_first_not_of(' ') == std::string_view::npos) {
        if (edge) fail(line, first, "the edge of the table has a gap: expected '-'");
        drawing.rule_above[cell] = false;
        continue;
      }
      const std::size_t digits = std::min(over.find_first_not_of("0123456789"), over.size());
      const std::size_t bad = over.find_first_not_of('-', digits);
      if (bad != std::string_view::npos) {
        fail(line, first + static_cast<int>(bad),
             fmt::format("bad character {} in a rule of the table: expected '-', a cage total "
                         "or spaces",
                         show_symbol(over[bad])));
      }
      if (digits == 0) continue;
      if (row == layout.side) {
        fail(line, first,
             "a total on the last rule of the table: a total goes on the rule above its cage");
      }
      drawing.total_above[cell] =
          Total{std::stoi(std::string(over.substr(0, digits))), {line.number, first}};
    }
  }

  void read_row(const ContentLine& line, int row, Drawing& drawing) const {
    const Layout& layout = drawing.layout;
    for (int column = 0; column <= layout.side; ++column) {
      const std::size_t corner = static_cast<std::size_t>(column) * layout.stride();
      const char mark = line.text[corner];
      const bool edge = column == 0 || column == layout.side;
      if (mark != '|' && (edge || mark != ' ')) {
        fail(line, static_cast<int>(corner) + 1,
             edge ? fmt::format("bad character {} at the edge of the table: expected '|'",
                                show_symbol(mark))
                  : fmt::format("bad character {} between two cells: expected '|' or a space",
                                show_symbol(mark)));
      }
      if (column == layout.side) break;
      const std::size_t cell =
          static_cast<std::size_t>(row) * static_cast<std::size_t>(layout.side) +
          static_cast<std::size_t>(column);
      drawing.rule_left[cell] = mark == '|';
      const std::string_view inside = line.text.substr(corner + 1, layout.cell_width);
      const std::size_t start = inside.find_first_not_of(' ');
      if (start == std::string_view::npos) {
        drawing.cells.push_back({"", static_cast<int>(corner) + 3});  // where a digit goes
        continue;
      }
      const std::string_view written =
          inside.substr(start, inside.find_last_not_of(' ') + 1 - start);
      const int at = static_cast<int>(corner + 1 + start) + 1;
      if (written.size() > layout.cell_width - 2 || written.find(' ') != std::string_view::npos) {
        fail(line, at,
             fmt::format("cell r{}c{} holds {}: expected one {}, or spaces for a blank", row + 1,
                         column + 1, show_word(written),
                         layout.cell_width == kSymbolCell ? "symbol" : "number"));
      }
      drawing.cells.push_back({written, at});
    }
  }

  const std::vector<ContentLine>& lines_;
  std::string_view source_;
};

// The cells each outline holds, outlines in the order of their first cells, cells in reading
// order: cells no rule parts are one outline.
std::vector<std::vector<int>> outlines_of(const Drawing& drawing) {
  const int side = drawing.layout.side;
  std::vector<int> parent(static_cast<std::size_t>(side * side));
  for (std::size_t cell = 0; cell < parent.size(); ++cell) parent[cell] = static_cast<int>(cell);
  const auto root = [&](int cell) {
    while (parent[static_cast<std::size_t>(cell)] != cell) {
      cell = parent[static_cast<std::size_t>(cell)] =
          parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(cell)])];
    }
    return cell;
  };
  const auto join = [&](int one, int other) {
    const int low = std::min(root(one), root(other));
    const int high = std::max(root(one), root(other));
    parent[static_cast<std::size_t>(high)] = low;
  };
  for (int cell = 0; cell < side * side; ++cell) {
    if (cell % side > 0 && !drawing.rule_left[static_cast<std::size_t>(cell)]) join(cell - 1, cell);
    if (cell >= side && !drawing.rule_above[static_cast<std::size_t>(cell)])
      join(cell - side, cell);
  }
  // A root is the least cell of its outline, so outlines appear in the order of first cells.
  std::vector<int> index_of_root(parent.size(), -1);
  std::vector<std::vector<int>> outlines;
  for (int cell = 0; cell < side * side; ++cell) {
    int& index = index_of_root[static_cast<std::size_t>(root(cell))];
    if (index < 0) {
      index = static_cast<int>(outlines.size());
      outlines.emplace_back();
    }
    outlines[static_cast<std::size_t>(index)].push_back(cell);
  }
  return outlines;
}

}  // namespace

bool looks_pretty(const std::vector<std::vector<ContentLine>>& blocks) {
  // Label rows and totals are two blocks at least; one block starting with '+' is a table,
  // its mistakes reported as a table's.
  return blocks.size() == 1 && blocks.front().front().text.starts_with('+');
}

std::optional<ContentLine> line_after_pretty_table(const std::vector<ContentLine>& lines) {
  if (lines.empty() || !is_top_rule(lines.front().text)) return std::nullopt;
  const std::size_t table_lines =
      2 * static_cast<std::size_t>(layout_for(lines.front().text.size())->side) + 1;
  if (lines.size() <= table_lines) return std::nullopt;
  const std::vector<ContentLine> table(lines.begin(),
                                       lines.begin() + static_cast<std::ptrdiff_t>(table_lines));
  if (!is_pretty_table(table)) return std::nullopt;
  return lines[table_lines];
}

bool is_pretty_table(const std::vector<ContentLine>& lines) {
  if (lines.size() < 3 || lines.size() % 2 == 0 || !is_top_rule(lines.front().text)) return false;
  const Layout layout = *layout_for(lines.front().text.size());
  if (lines.size() != 2 * static_cast<std::size_t>(layout.side) + 1) return false;
  for (std::size_t index = 0; index < lines.size(); ++index) {
    const std::string_view text = lines[index].text;
    if (text.size() != layout.length()) return false;
    if (index % 2 == 0) {
      if (text.front() == ' ' ||
          text.find_first_not_of("+-| 0123456789") != std::string_view::npos) {
        return false;
      }
      continue;
    }
    for (int column = 0; column <= layout.side; ++column) {
      const std::size_t corner = static_cast<std::size_t>(column) * layout.stride();
      const bool edge = column == 0 || column == layout.side;
      if (text[corner] != '|' && (edge || text[corner] != ' ')) return false;
      if (column < layout.side &&
          (text[corner + 1] != ' ' || text[corner + layout.cell_width] != ' ')) {
        return false;
      }
    }
  }
  return true;
}

Puzzle read_pretty(const std::vector<ContentLine>& lines, std::string_view source,
                   Validation validation, Variant variant) {
  const Drawing drawing = TableReader(lines, source).read();
  const int side = drawing.layout.side;
  const Geometry plain(side);
  const auto fail_at = [&](Place place, const std::string& problem) {
    throw InputError(std::string(source), place.line, place.column, problem);
  };
  // Where a cell is written: its row's line, the column of its symbol (or of its middle).
  const auto place_of = [&](int cell) {
    return Place{lines[2 * static_cast<std::size_t>(cell / side) + 1].number,
                 drawing.cells[static_cast<std::size_t>(cell)].column};
  };

  const std::vector<std::vector<int>> outlines = outlines_of(drawing);
  std::vector<std::optional<Total>> total_of_outline(outlines.size());
  std::optional<Place> first_total;
  for (std::size_t index = 0; index < outlines.size(); ++index) {
    for (const int cell : outlines[index]) {
      const std::optional<Total>& total = drawing.total_above[static_cast<std::size_t>(cell)];
      if (!total) continue;
      if (!first_total) first_total = total->place;
      if (total_of_outline[index]) {
        const Place first = total_of_outline[index]->place;
        fail_at(total->place,
                fmt::format("a second total for the cage outlined at {} (the first is at {}:{})",
                            cell_name(plain, outlines[index].front()), first.line, first.column));
      }
      total_of_outline[index] = total;
    }
  }
  const auto several = std::find_if(outlines.begin(), outlines.end(),
                                    [](const std::vector<int>& cells) { return cells.size() > 1; });

  if (variant.killer && variant.jigsaw) {
    fail_at({lines.front().number, 1},
            fmt::format("the table of a Killer jigsaw outlines its cages, not its regions: {}",
                        kOtherForms));
  }
  if (!variant.killer && first_total) {
    fail_at(*first_total,
            variant.jigsaw
                ? std::string("a cage total in the table of a jigsaw: only a Killer's table has "
                              "totals")
                : std::string("a cage total in the table: a Killer? name its rules with "
                              "--variant killer or a 'variant: killer' header"));
  }
  if (!variant.killer && !variant.jigsaw && several != outlines.end()) {
    fail_at(place_of(several->front()),
            fmt::format("the table outlines {} cells together at {}: a jigsaw? name its rules "
                        "with --variant jigsaw or a 'variant: jigsaw' header",
                        several->size(), cell_name(plain, several->front())));
  }

  std::vector<Digit> digits;
  std::vector<Place> places;
  const Spelling spelling = drawing.layout.cell_width == kNumberCell
                                ? Spelling::numbers
                                : symbol_spelling(side, drawing.cells);
  for (int cell = 0; cell < side * side; ++cell) {
    const CellText& written = drawing.cells[static_cast<std::size_t>(cell)];
    const Place place = place_of(cell);
    digits.push_back(written.text.empty() ? kBlank
                                          : read_cell(written, side, spelling, source, place.line));
    places.push_back(place);
  }

  std::optional<Geometry> geometry;
  if (variant.jigsaw) {
    std::vector<std::uint8_t> regions(static_cast<std::size_t>(side * side));
    for (std::size_t index = 0; index < outlines.size(); ++index) {
      const std::vector<int>& cells = outlines[index];
      if (cells.size() != static_cast<std::size_t>(side)) {
        fail_at(place_of(cells.front()),
                fmt::format("the region outlined at {} has {} cells, expected {}",
                            cell_name(plain, cells.front()), cells.size(), side));
      }
      for (const int cell : cells) {
        regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(index);
      }
    }
    geometry.emplace(side, std::move(regions));
  } else {
    geometry.emplace(side);
  }
  Puzzle puzzle(std::move(*geometry), std::move(digits));
  if (variant.killer) {
    // A part without its total first: the parts before it may miss their cells in it.
    for (std::size_t index = 0; index < outlines.size(); ++index) {
      const std::vector<int>& cells = outlines[index];
      if (total_of_outline[index] || cells.size() == 1) continue;  // one cell: uncaged
      fail_at(place_of(cells.front()),
              fmt::format("the cage outlined at {} has no total (a cage in parts that share "
                          "no edge has its total on one part only: {})",
                          cell_name(plain, cells.front()), kOtherForms));
    }
    for (std::size_t index = 0; index < outlines.size(); ++index) {
      const std::vector<int>& cells = outlines[index];
      const std::optional<Total>& total = total_of_outline[index];
      if (!total) continue;
      Cage cage{cells, total->sum};
      if (const auto problem = cage_problem(plain, cage)) {
        fail_at(total->place,
                fmt::format("cage at {}: {}", cell_name(plain, cells.front()), *problem));
      }
      puzzle.add_constraint(std::move(cage));
    }
  }
  if (variant.x) puzzle.add_x_diagonals();
  if (variant.killer && first_total) {
    if (const auto problem = cage_totals_problem(puzzle)) fail_at(*first_total, *problem);
  }
  if (validation == Validation::full) check_rules(puzzle, places, source);
  return puzzle;
}

}  // namespace sudoku::text
