// Lines, blocks, cells and spellings shared by the readers (see text.hpp).
#include "format/text.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace sudoku::text {
namespace {

// A row of numbers has at least 4 (the side of the smallest grid written so), so that one
// stray space or tab in a row of symbols never makes it a row of numbers.
constexpr int kMinNumberWords = 4;

bool is_space(char symbol) { return symbol == ' ' || symbol == '\t'; }

bool is_number_word(std::string_view word) {
  if (word == "." || word == "*") return true;
  return !word.empty() && word.size() <= 3 &&
         word.find_first_not_of("0123456789") == std::string_view::npos;
}

// "1-9, A-G" for 16: the symbols of the digits of a side above 9.
std::string symbol_range(int side) {
  const char last = digit_symbol(static_cast<Digit>(side));
  return side == 10 ? "1-9, A" : fmt::format("1-9, A-{}", last);
}

std::string letter_range(int side) {
  return fmt::format("A-{}", static_cast<char>('A' + side - 1));
}

// The value of a symbol '1'-'9', 'A'-'Z' (either case), or 0 for anything else.
int symbol_value(char symbol) {
  if (symbol >= '1' && symbol <= '9') return symbol - '0';
  if (symbol >= 'A' && symbol <= 'Z') return symbol - 'A' + 10;
  if (symbol >= 'a' && symbol <= 'z') return symbol - 'a' + 10;
  return 0;
}

}  // namespace

std::string_view trim_end(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || is_space(line.back()))) line.remove_suffix(1);
  return line;
}

std::string show_symbol(char symbol) {
  const auto byte = static_cast<unsigned char>(symbol);
  if (byte >= 0x21 && byte < 0x7f) return fmt::format("'{}'", symbol);
  if (symbol == ' ') return "a space";
  if (symbol == '\t') return "a tab";
  return fmt::format("byte 0x{:02x}", byte);
}

std::string show_word(std::string_view word) {
  constexpr std::size_t kShownBytes = 20;
  std::string shown = "'";
  for (std::size_t at = 0; at < word.size() && at < kShownBytes; ++at) {
    const auto byte = static_cast<unsigned char>(word[at]);
    shown +=
        byte >= 0x20 && byte < 0x7f ? std::string(1, word[at]) : fmt::format("\\x{:02x}", byte);
  }
  return shown + (word.size() > kShownBytes ? "…'" : "'");
}

std::vector<ContentLine> content_lines(std::string_view text, std::size_t limit) {
  std::vector<ContentLine> lines;
  for (const std::vector<ContentLine>& block : blocks(text, limit)) {
    lines.insert(lines.end(), block.begin(), block.end());
  }
  return lines;
}

std::vector<std::vector<ContentLine>> blocks(std::string_view text, std::size_t limit) {
  std::vector<std::vector<ContentLine>> found;
  bool in_block = false;
  int number = 0;
  std::size_t count = 0;
  while (!text.empty() && count < limit) {
    ++number;
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (trim_end(line).find_first_not_of(" \t") == std::string_view::npos) {
      in_block = false;
      continue;
    }
    // Headers count only at the top; further down, a header line is a mistake to report.
    if (is_blank_or_comment(line) || (found.empty() && is_header_line(line))) continue;
    if (!in_block) found.emplace_back();
    in_block = true;
    ++count;
    found.back().push_back({number, trim_end(line)});
  }
  return found;
}

bool is_number_row(std::string_view line) {
  // The common case, a row of symbols, needs no splitting.
  if (trim_end(line).find_first_of(" \t") == std::string_view::npos) return false;
  const std::vector<CellText> words = split_cells(line, true);
  return static_cast<int>(words.size()) >= kMinNumberWords &&
         std::all_of(words.begin(), words.end(),
                     [](const CellText& word) { return is_number_word(word.text); });
}

std::vector<CellText> split_cells(std::string_view line, bool numbers, int first_column) {
  line = trim_end(line);
  std::vector<CellText> cells;
  if (!numbers) {
    cells.reserve(line.size());
    for (std::size_t at = 0; at < line.size(); ++at) {
      cells.push_back({line.substr(at, 1), first_column + static_cast<int>(at)});
    }
    return cells;
  }
  std::size_t at = 0;
  while (at < line.size()) {
    while (at < line.size() && is_space(line[at])) ++at;
    if (at == line.size()) break;
    std::size_t end = at;
    while (end < line.size() && !is_space(line[end])) ++end;
    cells.push_back({line.substr(at, end - at), first_column + static_cast<int>(at)});
    at = end;
  }
  return cells;
}

Spelling symbol_spelling(int side, const std::vector<CellText>& cells) {
  if (side <= 9 || side > 26) return Spelling::symbols;
  const bool has_digit = std::any_of(cells.begin(), cells.end(), [](const CellText& cell) {
    return cell.text.size() == 1 && cell.text[0] >= '1' && cell.text[0] <= '9';
  });
  return has_digit ? Spelling::symbols : Spelling::letters;
}

Digit read_cell(const CellText& cell, int side, Spelling spelling, std::string_view source,
                int line) {
  const auto fail = [&](const std::string& problem) -> Digit {
    throw InputError(std::string(source), line, cell.column, problem);
  };
  if (spelling == Spelling::numbers) {
    if (cell.text == "." || cell.text == "*") return kBlank;
    if (!is_number_word(cell.text)) {
      return fail(fmt::format("bad number {}: expected a number 1-{} or '.' for a blank",
                              show_word(cell.text), side));
    }
    const int value = std::stoi(std::string(cell.text));
    if (value == 0) return kBlank;
    if (value > side) {
      return fail(fmt::format("number {} is too large for a {}×{} grid (numbers 1-{})", value, side,
                              side, side));
    }
    return static_cast<Digit>(value);
  }
  const char symbol = cell.text[0];
  if (symbol == '.' || symbol == '*' || (symbol == '0' && side <= 9)) return kBlank;
  if (side <= 9) {
    if (symbol >= '1' && symbol <= '9') {
      const int digit = symbol - '0';
      if (digit <= side) return static_cast<Digit>(digit);
      return fail(fmt::format("digit {} is too large for a {}×{} grid (digits 1-{})", digit, side,
                              side, side));
    }
    return fail(fmt::format("bad symbol {}: expected a digit 1-{} or '.' for a blank",
                            show_symbol(symbol), side));
  }
  if (spelling == Spelling::letters) {
    const bool is_letter = (symbol >= 'A' && symbol <= 'Z') || (symbol >= 'a' && symbol <= 'z');
    if (!is_letter) {
      return fail(fmt::format("bad symbol {}: expected a letter {} or '.' for a blank",
                              show_symbol(symbol), letter_range(side)));
    }
    const int value = symbol_value(symbol) - 9;
    if (value <= side) return static_cast<Digit>(value);
    return fail(fmt::format("letter {} ({}) is too large for a {}×{} grid (letters {})", symbol,
                            value, side, side, letter_range(side)));
  }
  const int value = symbol_value(symbol);
  if (value == 0) {
    return fail(fmt::format("bad symbol {}: expected a digit {} or '.' for a blank",
                            show_symbol(symbol), symbol_range(side)));
  }
  if (value <= side) return static_cast<Digit>(value);
  return fail(fmt::format("digit {} ({}) is too large for a {}×{} grid (digits {})", symbol, value,
                          side, side, symbol_range(side)));
}

int side_most_rows_agree_on(std::span<const int> widths, int widest) {
  constexpr int kUsualSide = 9;
  std::vector<int> rows_of_width(static_cast<std::size_t>(widest) + 1, 0);
  for (const int width : widths) {
    ++rows_of_width[static_cast<std::size_t>(width >= 1 && width <= widest ? width : kUsualSide)];
  }
  int side = kUsualSide;
  for (int width = widest; width >= 1; --width) {
    if (rows_of_width[static_cast<std::size_t>(width)] >
        rows_of_width[static_cast<std::size_t>(side)]) {
      side = width;
    }
  }
  const bool has_real_boxes = Geometry(side).box_rows() > 1;
  return has_real_boxes || static_cast<std::size_t>(side) == widths.size() ? side : kUsualSide;
}

CellsRead read_rows(const std::vector<ContentLine>& rows, int side, std::string_view source,
                    int line_after) {
  const bool numbers = side > kMaxSymbolSide || is_number_row(rows.front().text);
  std::vector<std::vector<CellText>> cells_of_row;
  cells_of_row.reserve(std::min(rows.size(), static_cast<std::size_t>(side)));
  for (std::size_t row = 0; row < rows.size() && row < static_cast<std::size_t>(side); ++row) {
    cells_of_row.push_back(split_cells(rows[row].text, numbers));
  }
  return read_split_rows(rows, cells_of_row, side, numbers, source, line_after);
}

CellsRead read_split_rows(const std::vector<ContentLine>& rows,
                          const std::vector<std::vector<CellText>>& cells_of_row, int side,
                          bool numbers, std::string_view source, int line_after) {
  std::vector<CellText> all_cells;
  for (const std::vector<CellText>& cells : cells_of_row) {
    all_cells.insert(all_cells.end(), cells.begin(), cells.end());
  }
  const Spelling spelling = numbers ? Spelling::numbers : symbol_spelling(side, all_cells);

  CellsRead read;
  read.digits.reserve(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
  for (int row = 0; row < side; ++row) {
    if (row >= static_cast<int>(rows.size())) {
      throw InputError(std::string(source), line_after, 1,
                       fmt::format("expected {} rows, found {}", side, rows.size()));
    }
    const ContentLine& line = rows[static_cast<std::size_t>(row)];
    const std::vector<CellText>& cells = cells_of_row[static_cast<std::size_t>(row)];
    const int length = static_cast<int>(cells.size());
    for (int column = 0; column < std::min(length, side); ++column) {
      const CellText& cell = cells[static_cast<std::size_t>(column)];
      read.digits.push_back(read_cell(cell, side, spelling, source, line.number));
      read.places.push_back({line.number, cell.column});
    }
    if (length != side) {
      // Where the row goes wrong: its first cell too many, or its end.
      const int column = length > side ? cells[static_cast<std::size_t>(side)].column
                                       : static_cast<int>(line.text.size()) + 1;
      throw InputError(std::string(source), line.number, column,
                       fmt::format("row {} has {} cells, expected {}", row + 1, length, side));
    }
  }
  if (rows.size() > static_cast<std::size_t>(side)) {
    throw InputError(std::string(source), rows[static_cast<std::size_t>(side)].number, 1,
                     fmt::format("unexpected line after the {} rows of the grid", side));
  }
  return read;
}

void check_rules(const Puzzle& puzzle, const std::vector<Place>& places, std::string_view source) {
  if (const auto conflict = find_conflict(puzzle)) {
    const Place place = places[static_cast<std::size_t>(conflict->cell)];
    throw GivensConflict(std::string(source), place.line, place.column,
                         describe(puzzle.geometry(), *conflict));
  }
  if (const auto conflict = find_cage_conflict(puzzle)) {
    const Place place = places[static_cast<std::size_t>(conflict->cell)];
    throw GivensConflict(std::string(source), place.line, place.column, conflict->problem);
  }
}

}  // namespace sudoku::text

namespace sudoku {

std::string quoted_word(std::string_view word) { return text::show_word(word); }

}  // namespace sudoku
