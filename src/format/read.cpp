// Readers: grid text and one-line puzzles of any side, validated as they are read.
//
// Each reader works in two passes. The first turns symbols into digits and checks the shape
// (line count, line length, symbols), stopping at the first problem with its line and
// column. The second asks the core for the first digit repeated in a house and reports it
// at the place of its second occurrence. Killer and jigsaw puzzles are read by
// read_blocks.cpp; this file hands them over.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "format/forum_killer.hpp"
#include "format/links.hpp"
#include "format/text.hpp"
#include "sudoku/format.hpp"

namespace sudoku {
namespace {

using text::CellText;
using text::ContentLine;
using text::Place;

// Digits are written in symbols up to side 35, in numbers up to kMaxSide.
constexpr int kMaxSymbolSide = text::kMaxSymbolSide;
// The side a text is measured against when nothing better shows: seed 000's 9×9.
constexpr int kUsualSide = 9;
// A side a one-line puzzle may have (a line of side² symbols); smaller sides would clash
// with the lines of a grid (a 3×3 puzzle is a 9-symbol line, like a row of a 9×9 grid).
constexpr int kMinLineSide = 4;

int square(int side) { return side * side; }

// True when the text has puzzle lines after a blank line that follows puzzle lines: blocks,
// as a Killer or a jigsaw is written, never a classic grid.
bool has_several_blocks(std::string_view text) {
  bool content = false;
  bool gap = false;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) {
      gap = content;
    } else if (!is_blank_or_comment(line)) {
      if (gap) return true;
      content = true;
    }
  }
  return false;
}

// The side whose one-line form has `length` cells, or 0 when there is none.
int line_side_for_length(int length, int max_side) {
  for (int side = kMinLineSide; side <= max_side; ++side) {
    if (square(side) == length) return side;
  }
  return 0;
}

// The side a line of `length` cells was meant to have when it is no square: a large side
// whose square is within half a side of it, else 9 (a short or garbled line is measured
// against seed 000's grid). Numbers go to the nearest square.
int line_side_near(int length, bool numbers) {
  if (numbers) {
    int best = kMinLineSide;
    for (int side = kMinLineSide; side <= kMaxSide; ++side) {
      if (std::abs(square(side) - length) < std::abs(square(best) - length)) best = side;
    }
    return best;
  }
  for (int side = 10; side <= kMaxSymbolSide; ++side) {
    if (2 * std::abs(square(side) - length) < side) return side;
  }
  return kUsualSide;
}

// The side a grid was meant to have: the width most of its rows share
// (text::side_most_rows_agree_on), a row's width counted in symbols or numbers.
int grid_side(const std::vector<ContentLine>& lines, bool numbers) {
  std::vector<int> widths;
  widths.reserve(lines.size());
  for (const ContentLine& line : lines) {
    widths.push_back(numbers ? cells_in_line(line.text) : static_cast<int>(line.text.size()));
  }
  return text::side_most_rows_agree_on(widths, numbers ? kMaxSide : kMaxSymbolSide);
}

// A classic (or X) puzzle on one line.
Puzzle read_plain_line(std::string_view line, std::string_view source, int line_number,
                       Validation validation, bool x) {
  line = text::trim_end(line);
  const bool numbers = text::is_number_row(line);
  const std::vector<CellText> cells = text::split_cells(line, numbers);
  const int length = static_cast<int>(cells.size());
  const int found_side = line_side_for_length(length, numbers ? kMaxSide : kMaxSymbolSide);
  const int side = found_side != 0 ? found_side : line_side_near(length, numbers);
  const int cell_count = square(side);
  const text::Spelling spelling =
      numbers ? text::Spelling::numbers : text::symbol_spelling(side, cells);

  std::vector<Digit> digits(static_cast<std::size_t>(cell_count), kBlank);
  std::vector<Place> places;
  places.reserve(static_cast<std::size_t>(cell_count));
  for (int cell = 0; cell < std::min(length, cell_count); ++cell) {
    const CellText& cell_text = cells[static_cast<std::size_t>(cell)];
    digits[static_cast<std::size_t>(cell)] =
        text::read_cell(cell_text, side, spelling, source, line_number);
    places.push_back({line_number, cell_text.column});
  }
  if (length != cell_count) {
    const int column = length > cell_count ? cells[static_cast<std::size_t>(cell_count)].column
                                           : static_cast<int>(line.size()) + 1;
    const char* what = numbers ? "numbers" : "symbols";
    throw InputError(std::string(source), line_number, column,
                     length == 0
                         ? fmt::format("empty line: expected a puzzle of {} symbols", cell_count)
                         : fmt::format("line has {} {}, expected {}", length, what, cell_count));
  }
  Puzzle puzzle(Geometry(side), std::move(digits));
  if (x) puzzle.add_x_diagonals();
  if (validation == Validation::full) text::check_rules(puzzle, places, source);
  return puzzle;
}

// A classic (or X) puzzle as a grid.
Puzzle read_plain_grid(std::string_view text, std::string_view source, Validation validation,
                       bool x) {
  const std::vector<ContentLine> lines = text::content_lines(text);
  if (lines.empty()) {
    throw InputError(std::string(source), 1, 1, "empty input: expected a puzzle");
  }
  // A table (bars, rules; seed 004's boxed table among them) is read by the places of its
  // cells, not as rows of symbols.
  if (text::is_pretty_table(lines)) return text::read_pretty(lines, source, validation, {.x = x});
  if (const auto after = text::line_after_pretty_table(lines)) {
    throw InputError(std::string(source), after->number, 1,
                     "a line under the table: the variant rules `sudoku show` lists there are "
                     "not read back; read the puzzle's f-puzzles form (sudoku show --format "
                     "fpuzzles) or its link (--format url)");
  }
  if (text::is_table(lines)) return text::read_table(lines, source, validation, x);
  const int side = grid_side(lines, text::is_number_row(lines.front().text));
  const text::CellsRead read = text::read_rows(lines, side, source, lines.back().number + 1);
  Puzzle puzzle(Geometry(side), read.digits);
  if (x) puzzle.add_x_diagonals();
  if (validation == Validation::full) text::check_rules(puzzle, read.places, source);
  return puzzle;
}

// f-puzzles JSON given as one line of a batch. A line holds no line break when a batch reader
// cuts it, but one given whole may: a problem is then still reported on the line given, at its
// byte in the whole text.
Puzzle read_fpuzzles_line(std::string_view line, std::string_view source, int line_number,
                          Validation validation) {
  try {
    return read_fpuzzles(line, source, validation, nullptr, line_number);
  } catch (const InputError& error) {
    if (error.line() == line_number) throw;
    std::size_t offset = 0;
    for (int at_line = line_number; at_line < error.line() && offset < line.size(); ++at_line) {
      const std::size_t end = line.find('\n', offset);
      offset = end == std::string_view::npos ? line.size() : end + 1;
    }
    const int column = static_cast<int>(
        std::min(offset + static_cast<std::size_t>(error.column()), line.size() + 1));
    throw InputError(error.source(), line_number, column, error.problem());
  }
}

// A link to an f-puzzles puzzle (links.hpp), read down to its JSON and then as f-puzzles JSON. A
// problem in the JSON is reported at the link, saying where in the JSON it is.
Puzzle read_link(std::string_view line, std::string_view source, int line_number,
                 Validation validation, ReadNotes* notes) {
  std::optional<std::string> json;
  try {
    json = links::fpuzzles_json_from_link(line, source);
  } catch (const InputError& error) {
    throw InputError(error.source(), line_number, error.column(), error.problem());
  }
  try {
    return read_fpuzzles(*json, source, validation, notes);
  } catch (const GivensConflict& error) {
    throw GivensConflict(std::string(source), line_number, 1, error.problem());
  } catch (const InputError& error) {
    throw InputError(std::string(source), line_number, 1,
                     fmt::format("in the link's f-puzzles JSON (its line {}, column {}): {}",
                                 error.line(), error.column(), error.problem()));
  }
}

}  // namespace

std::string_view without_byte_order_mark(std::string_view text) {
  constexpr std::string_view kMark = "\xEF\xBB\xBF";
  return text.starts_with(kMark) ? text.substr(kMark.size()) : text;
}

bool is_blank_or_comment(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  return first == std::string_view::npos || line[first] == '#';
}

int cells_in_line(std::string_view line) {
  line = text::trim_end(line);
  if (text::is_number_row(line)) return static_cast<int>(text::split_cells(line, true).size());
  // A row of labels of several characters (labels.hpp): four words or more, each shorter than
  // the shortest word of a one-line puzzle (16 cells of a 4×4).
  const std::vector<text::CellText> words = text::split_cells(line, true);
  const bool label_words =
      words.size() >= 4 && std::all_of(words.begin(), words.end(), [](const text::CellText& word) {
        return word.text.size() < static_cast<std::size_t>(square(kMinLineSide));
      });
  return static_cast<int>(label_words ? words.size() : line.size());
}

InputShape detect_shape(std::string_view text) {
  text = without_byte_order_mark(text);  // as the readers do, so that it names what they read
  const std::vector<ContentLine> lines =
      text::content_lines(text, static_cast<std::size_t>(kLinesToDetectShape));
  if (lines.empty()) return InputShape::grid;
  // f-puzzles JSON is one puzzle, on one line or many; several JSON objects of one line each,
  // or several links, are a batch.
  const bool json = looks_like_fpuzzles(lines.front().text);
  if (json || links::looks_like_link(lines.front().text)) {
    const bool more = lines.size() > 1 && (json ? looks_like_fpuzzles(lines[1].text) &&
                                                      nlohmann::json::accept(lines.front().text)
                                                : links::looks_like_link(lines[1].text));
    return more ? InputShape::lines : InputShape::grid;
  }
  // A table's lines are no puzzle lines: a first line that is a rule or a row with bars, or a
  // rule among the rows of a wide table (whose first row of W cells looks like a line).
  if (text::is_table_line(lines.front().text)) return InputShape::grid;
  const int width = cells_in_line(lines.front().text);
  if (width < square(kMinLineSide)) return InputShape::grid;
  if (width > kMaxSide) return InputShape::lines;
  if (std::any_of(lines.begin(), lines.end(),
                  [](const ContentLine& line) { return text::is_rule_line(line.text); })) {
    return InputShape::grid;
  }
  // W cells, W up to 64: the first row of a W×W grid when most of the W lines from it hold W
  // cells and the line after them does not.
  const auto rows = static_cast<std::size_t>(width);
  if (lines.size() < rows) return InputShape::lines;
  std::size_t full_rows = 0;
  for (std::size_t row = 0; row < rows; ++row) full_rows += cells_in_line(lines[row].text) == width;
  if (2 * full_rows <= rows) return InputShape::lines;
  const bool more = lines.size() > rows && cells_in_line(lines[rows].text) == width;
  return more ? InputShape::lines : InputShape::grid;
}

Puzzle read_grid(std::string_view text, std::string_view source, Validation validation) {
  return read_plain_grid(without_byte_order_mark(text), source, validation, false);
}

Puzzle read_line(std::string_view line, std::string_view source, int line_number,
                 Validation validation, Variant variant) {
  // f-puzzles JSON and links say what they are by their content, as the forum's Killer forms.
  if (looks_like_fpuzzles(line)) return read_fpuzzles_line(line, source, line_number, validation);
  if (links::looks_like_link(line))
    return read_link(line, source, line_number, validation, nullptr);
  // The forum's Killer forms say what they are by their content, whatever the variant.
  if (const forum::Form form = forum::form_of(line); form != forum::Form::none) {
    return forum::read_forum_line(line, form, source, line_number, variant);
  }
  if (variant.killer || variant.jigsaw) {
    return text::read_variant_line(line, source, line_number, validation, variant);
  }
  return read_plain_line(line, source, line_number, validation, variant.x);
}

Puzzle read_puzzle(std::string_view text, std::string_view source, Validation validation,
                   std::optional<Variant> asked, ReadNotes* notes) {
  // f-puzzles JSON and links name their own rules: --variant is for the text forms.
  if (looks_like_fpuzzles(text)) return read_fpuzzles(text, source, validation, notes);
  // The shape of the text as given: detect_shape skips a byte order mark itself, so looking
  // after the mark is skipped here would skip a second one that read_grid reads as a symbol.
  const InputShape shape = detect_shape(text);
  text = without_byte_order_mark(text);
  if (shape == InputShape::grid) {
    const std::vector<ContentLine> first = text::content_lines(text, 1);
    if (!first.empty() && links::looks_like_link(first.front().text)) {
      return read_link(first.front().text, source, first.front().number, validation, notes);
    }
  }
  const Variant variant = resolve_variant(text, source, asked);
  if (shape == InputShape::grid) {
    if (variant.killer || variant.jigsaw) {
      // A Killer's or jigsaw's pretty table (`sudoku show`), else its blocks.
      if (text::looks_pretty(text::blocks(text))) {
        return text::read_pretty(text::content_lines(text), source, validation, variant);
      }
      return read_blocks(text, source, variant, validation);
    }
    try {
      return read_plain_grid(text, source, validation, variant.x);
    } catch (const GivensConflict&) {
      throw;  // well written, its givens clash: no hint about the rules to give
    } catch (const InputError& error) {
      // Blocks read as a classic grid: most likely a Killer or a jigsaw without its rules.
      if (!has_several_blocks(text)) throw;
      throw InputError(error.source(), error.line(), error.column(),
                       error.problem() +
                           " (a Killer or a jigsaw? name its rules with --variant or a "
                           "'variant:' header)");
    }
  }
  const std::vector<ContentLine> lines = text::content_lines(text, 2);
  if (lines.size() > 1) {
    throw InputError(
        std::string(source), lines[1].number, 1,
        "a second puzzle: expected one puzzle here (solve a batch with 'sudoku solve')");
  }
  return read_line(lines.front().text, source, lines.front().number, validation, variant);
}

}  // namespace sudoku
