// Tables: a classic (or X) grid written with bars between its cells and rules between its rows.
//
// People paste a puzzle as a table more often than as seed 000's bare grid:
//
//   5 3 . | . 7 . | . . .        +-------+-------+-------+
//   6 . . | 1 9 5 | . . .        ! 5 3 0 ! 0 7 0 ! 0 0 0 !
//   ------+-------+------        +=======+=======+=======+
//
// The reader drops what only draws the table and keeps each cell with its column, so that a
// mistake is reported where it was written:
//   - a rule (a line of '-', '=', '+', '*', bars and spaces, with a '-', '=' or '+' in it) parts
//     rows and is skipped. A line of stars alone is a rule when some row is spaced or barred (a
//     row of blanks would then be spaced or barred too), else a row of blanks (`*********`);
//   - bars '|' and '!' part the cells of a row as spaces do; spaces alone between two bars are
//     one blank cell, as seed 004's table writes a blank (`| 5 |   | 7 |`);
//   - cells are symbols, one per character, or numbers separated by spaces, told apart by the
//     first row as in a bare grid, so `5 3 .` and `53.` are both three cells.
// The side is the number of cells most rows hold; a row holding another number, or too few or
// too many rows, is reported as in a bare grid, and so are symbols and repeated digits.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/text.hpp"
#include "sudoku/format.hpp"

namespace sudoku::text {
namespace {

// The shortest one-line puzzle, a 4×4's 16 symbols.
constexpr std::size_t kShortestLine = 16;

bool is_bar(char symbol) { return symbol == '|' || symbol == '!'; }

bool is_square_length(std::size_t length) {
  for (std::size_t side = 1; side * side <= length; ++side) {
    if (side * side == length) return true;
  }
  return false;
}

// A line of stars with nothing between them: a rule, or a row of blanks written bare.
bool is_star_line(std::string_view line) {
  return !line.empty() && line.find_first_not_of('*') == std::string_view::npos;
}

// A row of the table with its bars turned into spaces: numbers are told from symbols on it as
// on a row of a bare grid.
std::string without_bars(std::string_view line) {
  std::string plain(line);
  std::replace_if(plain.begin(), plain.end(), is_bar, ' ');
  return plain;
}

// The cells of one row, each with its column.
std::vector<CellText> row_cells(std::string_view line, bool numbers) {
  // What a blank written as spaces between two bars reads as.
  static constexpr std::string_view kBlank = ".";
  std::vector<CellText> cells;
  std::size_t at = 0;
  bool after_bar = false;
  for (;;) {
    const std::size_t bar = line.find_first_of("|!", at);
    const std::size_t end = bar == std::string_view::npos ? line.size() : bar;
    const std::string_view part = line.substr(at, end - at);
    const int column = static_cast<int>(at) + 1;
    const bool only_spaces = part.find_first_not_of(" \t") == std::string_view::npos;
    if (after_bar && bar != std::string_view::npos && !part.empty() && only_spaces) {
      cells.push_back({kBlank, column});
    } else {
      for (const CellText& word : split_cells(part, true, column)) {
        if (numbers) {
          cells.push_back(word);
          continue;
        }
        const std::vector<CellText> symbols = split_cells(word.text, false, word.column);
        cells.insert(cells.end(), symbols.begin(), symbols.end());
      }
    }
    if (bar == std::string_view::npos) break;
    at = bar + 1;
    after_bar = true;
  }
  return cells;
}

// The number of cells most rows hold, believed as a bare grid's width is
// (text::side_most_rows_agree_on).
int table_side(const std::vector<std::vector<CellText>>& cells_of_row) {
  std::vector<int> counts;
  counts.reserve(cells_of_row.size());
  for (const std::vector<CellText>& cells : cells_of_row) {
    counts.push_back(static_cast<int>(cells.size()));
  }
  return side_most_rows_agree_on(counts, kMaxSide);
}

}  // namespace

bool is_rule_line(std::string_view line) {
  int marks = 0;
  for (const char symbol : trim_end(line)) {
    if (symbol == '-' || symbol == '=' || symbol == '+') {
      ++marks;
    } else if (symbol != '*' && symbol != ' ' && symbol != '\t' && !is_bar(symbol)) {
      return false;
    }
  }
  return marks >= 2;
}

bool is_table_line(std::string_view line) {
  line = trim_end(line);
  if (is_rule_line(line)) return true;
  // The first rule of a Killer's pretty table, totals on it: one word, no one-line form's.
  const bool ruled_with_totals = line.size() >= 2 && line.front() == '+' && line.back() == '+' &&
                                 line.find('-') != std::string_view::npos &&
                                 line.find_first_not_of("+-0123456789") == std::string_view::npos;
  if (ruled_with_totals) return true;
  if (std::count_if(line.begin(), line.end(), is_bar) < 2) return false;
  // Killer labels may be bars, but its one-line form has totals (a=12,…) after them.
  if (line.find_first_of("=,") != std::string_view::npos) return false;
  // A one-line jigsaw: N*N region labels, then N*N givens in one word or as N*N numbers.
  const std::vector<CellText> words = split_cells(line, true);
  const std::size_t labels = words.front().text.size();
  const bool jigsaw_line =
      words.size() >= 2 && labels >= kShortestLine && is_square_length(labels) &&
      (words.size() == 2 ? words[1].text.size() == labels : words.size() - 1 == labels);
  return !jigsaw_line;
}

bool is_table(const std::vector<ContentLine>& lines) {
  int barred = 0;
  for (const ContentLine& line : lines) {
    if (is_rule_line(line.text)) return true;
    barred += line.text.find_first_of("|!") != std::string_view::npos;
  }
  return barred >= 2;
}

Puzzle read_table(const std::vector<ContentLine>& lines, std::string_view source,
                  Validation validation, bool x) {
  // Rows are what is not a rule; lines of stars wait until the rows show whether they are.
  const auto spaced_or_barred = [](std::string_view text) {
    return text.find_first_of(" \t|!") != std::string_view::npos;
  };
  const bool stars_are_rules =
      std::any_of(lines.begin(), lines.end(), [&](const ContentLine& line) {
        return !is_rule_line(line.text) && !is_star_line(line.text) && spaced_or_barred(line.text);
      });
  std::vector<ContentLine> rows;
  for (const ContentLine& line : lines) {
    if (is_rule_line(line.text) || (stars_are_rules && is_star_line(line.text))) continue;
    rows.push_back(line);
  }
  const int line_after = lines.back().number + 1;
  if (rows.empty()) {
    throw InputError(std::string(source), line_after, 1,
                     "expected the rows of the table, found only rules");
  }

  const bool numbers = is_number_row(without_bars(rows.front().text));
  std::vector<std::vector<CellText>> cells_of_row;
  cells_of_row.reserve(rows.size());
  for (const ContentLine& row : rows) cells_of_row.push_back(row_cells(row.text, numbers));
  const int side = table_side(cells_of_row);
  CellsRead read = read_split_rows(rows, cells_of_row, side, numbers, source, line_after);

  Puzzle puzzle(Geometry(side), std::move(read.digits));
  if (x) puzzle.add_x_diagonals();
  if (validation == Validation::full) check_rules(puzzle, read.places, source);
  return puzzle;
}

}  // namespace sudoku::text
