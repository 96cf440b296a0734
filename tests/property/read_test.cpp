// Properties of the readers (src/format/read.cpp), after seed 004's prop_isPuzzle: the readers
// accept exactly well-formed text. Well-formed text in all its tolerated dresses reads to its
// puzzle; one symbol replaced by any byte gives exactly the predicted puzzle or error; and
// any mangling at all gives a valid puzzle or an InputError, never anything else.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "support/random_puzzles.hpp"

namespace sudoku::testing {
namespace {

const std::vector<int> kTextSides{4, 5, 6, 7, 8, 9};

// Texts per RapidCheck case (RapidCheck runs 100 cases of each property): reading is cheap.
constexpr int kReplacementsPerCase = 30;
constexpr int kManglingsPerCase = 10;

// One of the symbols a reader takes for a blank.
char random_blank(Random& random) { return ".0*"[random_below(random, 3)]; }

std::string random_line_end(Random& random) {
  static const char* const kEnds[] = {"", "", " ", "\t", "  ", " \t "};
  return std::string(kEnds[random_below(random, 6)]) +
         (random_below(random, 3) == 0 ? "\r\n" : "\n");
}

// Zero or more lines a reader skips: blank, spaces only, or comments.
std::string random_skipped_lines(Random& random, int most) {
  static const char* const kLines[] = {
      "", "   ", "\t", "# a comment", "  # indented comment", "#", "# 123456789", "\r"};
  std::string text;
  const int count = random_below(random, most + 1);
  for (int i = 0; i < count; ++i) text += std::string(kLines[random_below(random, 8)]) + "\n";
  return text;
}

// `puzzle` as grid text in a random tolerated dress: any blank symbol, comments and blank
// lines around and between the rows, trailing spaces and tabs, LF or CRLF, with or without
// a final line end.
std::string dressed_grid(const Puzzle& puzzle, Random& random) {
  std::string text = random_skipped_lines(random, 2);
  for (int row = 0; row < puzzle.side(); ++row) {
    for (int column = 0; column < puzzle.side(); ++column) {
      const Digit digit = puzzle.at(row, column);
      text += digit == kBlank ? random_blank(random) : digit_symbol(digit);
    }
    text += random_line_end(random);
    if (random_below(random, 4) == 0) text += random_skipped_lines(random, 2);
  }
  text += random_skipped_lines(random, 2);
  if (random_below(random, 4) == 0) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  }
  return text;
}

// `puzzle` on one line in a random tolerated dress (blank symbols, trailing spaces, CR).
std::string dressed_line(const Puzzle& puzzle, Random& random) {
  std::string text;
  for (Digit digit : puzzle.cells())
    text += digit == kBlank ? random_blank(random) : digit_symbol(digit);
  std::string end = random_line_end(random);
  end.pop_back();  // no '\n': read_line takes a line without its end
  return text + end;
}

// How a message shows a byte.
std::string shown(unsigned char byte) {
  if (byte >= 0x21 && byte < 0x7f) return std::string("'") + static_cast<char>(byte) + "'";
  if (byte == ' ') return "a space";
  if (byte == '\t') return "a tab";
  char hex[16];
  std::snprintf(hex, sizeof hex, "byte 0x%02x", byte);
  return hex;
}

std::string size_name(int side) { return std::to_string(side) + "×" + std::to_string(side); }

// The expected outcome of reading a valid puzzle's text with the symbol of `cell` replaced by
// `byte`: the puzzle read, or the exact error, or (for the few replacements that reshape the
// text, like a line end) just "some InputError". `place(cell)` gives "line:column" of a cell.
struct Outcome {
  std::optional<Puzzle> puzzle;
  std::string error;  // "source:line:column: problem", or "*" for any InputError
};

template <typename Place>
Outcome predict_replacement(const Puzzle& puzzle, int cell, unsigned char byte,
                            const std::string& source, Place place) {
  const Geometry& geometry = puzzle.geometry();
  const int side = puzzle.side();
  if (byte == '.' || byte == '0' || byte == '*') {
    Puzzle expected = puzzle;
    expected.clear(cell);
    return {expected, ""};
  }
  if (byte >= '1' && byte <= '9') {
    const int digit = byte - '0';
    if (digit > side) {
      return {std::nullopt, source + ":" + place(cell) + ": digit " + std::to_string(digit) +
                                " is too large for a " + size_name(side) + " grid (digits 1-" +
                                std::to_string(side) + ")"};
    }
    Puzzle expected = puzzle;
    expected.set(cell, static_cast<Digit>(digit));
    // The puzzle had no repeat, so every repeat now pairs `cell` with a peer holding `digit`.
    // The reader reports the repeat whose later cell comes first: `cell` itself if an earlier
    // peer holds the digit, else the first later peer that does.
    int earlier = -1;
    int later = -1;
    for (int other = 0; other < puzzle.cell_count(); ++other) {
      if (puzzle.at(other) != digit || !are_peers(geometry, cell, other)) continue;
      if (other < cell && earlier < 0) earlier = other;
      if (other > cell && later < 0) later = other;
    }
    if (earlier < 0 && later < 0) return {expected, ""};
    // The reported cell, and the houses (row, column, box: the first that already holds the
    // digit) where its digit was seen before.
    const int reported = earlier >= 0 ? cell : later;
    std::string where;
    for (int kind = 0; kind < 3 && where.empty(); ++kind) {
      for (int other = 0; other < reported && where.empty(); ++other) {
        if (expected.at(other) != digit) continue;
        if (kind == 0 && geometry.row_of(other) == geometry.row_of(reported)) {
          where = "row " + std::to_string(geometry.row_of(reported) + 1) + " (column " +
                  std::to_string(geometry.column_of(other) + 1) + ")";
        } else if (kind == 1 && geometry.column_of(other) == geometry.column_of(reported)) {
          where = "column " + std::to_string(geometry.column_of(reported) + 1) + " (row " +
                  std::to_string(geometry.row_of(other) + 1) + ")";
        } else if (kind == 2 && geometry.box_of(other) == geometry.box_of(reported)) {
          where = "box " + std::to_string(geometry.box_of(reported) + 1) + " (" +
                  cell_name(geometry, other) + ")";
        }
      }
    }
    return {std::nullopt, source + ":" + place(reported) + ": digit " + std::to_string(digit) +
                              " already in " + where};
  }
  return {std::nullopt, source + ":" + place(cell) + ": bad symbol " + shown(byte) +
                            ": expected a digit 1-" + std::to_string(side) + " or '.' for a blank"};
}

// Reads with `read`, giving the puzzle or the InputError's message. Any other exception
// escapes, and RapidCheck reports it as a failure.
template <typename Read>
Outcome outcome_of(Read read) {
  try {
    return {read(), ""};
  } catch (const InputError& error) {
    return {std::nullopt, error.what()};
  }
}

// ---- well-formed text ---------------------------------------------------------------------------

RC_GTEST_PROP(ReadGridProperty, ReadsEveryToleratedDressOfAPuzzleToThatPuzzle, ()) {
  for (int i = 0; i < kManglingsPerCase; ++i) {
    const PuzzleSample sample = *gen_cut_puzzle_any_side(kTextSides);
    Random random(*gen_seed());
    const std::string text = dressed_grid(sample.puzzle, random);
    RC_LOG() << text;
    RC_ASSERT(read_grid(text, "board") == sample.puzzle);
    RC_ASSERT(read_puzzle(text, "board") == sample.puzzle);
    RC_ASSERT(detect_shape(text) == InputShape::grid);
  }
}

RC_GTEST_PROP(ReadLineProperty, ReadsEveryToleratedDressOfAPuzzleToThatPuzzle, ()) {
  for (int i = 0; i < kManglingsPerCase; ++i) {
    const PuzzleSample sample = *gen_cut_puzzle_any_side(kTextSides);
    Random random(*gen_seed());
    const std::string line = dressed_line(sample.puzzle, random);
    RC_ASSERT(read_line(line, "batch", 7) == sample.puzzle);
    const std::string text =
        random_skipped_lines(random, 3) + line + "\n" + random_skipped_lines(random, 3);
    RC_ASSERT(detect_shape(text) == InputShape::lines);
    RC_ASSERT(read_puzzle(text, "batch") == sample.puzzle);
  }
}

// ---- one symbol replaced by any byte ------------------------------------------------------------

RC_GTEST_PROP(ReadGridProperty, ReadsAGridWithOneSymbolReplacedExactlyAsPredicted, ()) {
  const PuzzleSample sample = *gen_cut_puzzle_any_side(kTextSides);
  const Puzzle& puzzle = sample.puzzle;
  const int side = puzzle.side();
  for (int i = 0; i < kReplacementsPerCase; ++i) {
    const int cell = *gen_int(0, puzzle.cell_count() - 1);
    const auto byte = static_cast<unsigned char>(*rc::gen::weightedOneOf<int>(
        {{1, gen_int(0, 255)},
         {2, gen_int('0', '9')},
         {1, rc::gen::element<int>('.', '*', ' ', '\t', '\r', '\n', '#', '{', '?')}}));
    const int row = puzzle.geometry().row_of(cell);
    const int column = puzzle.geometry().column_of(cell);
    std::string text = to_grid(puzzle);
    text[static_cast<std::size_t>(row * (side + 1) + column)] = static_cast<char>(byte);

    Outcome expected;
    if (byte == '\n' || (byte == '#' && column == 0)) {
      expected.error = "*";  // the text has a row more or less: some shape error
    } else if ((byte == ' ' || byte == '\t' || byte == '\r') && column == side - 1) {
      // Trailing space is ignored, so the row is one cell short.
      expected.error = "board:" + std::to_string(row + 1) + ":" + std::to_string(side) + ": row " +
                       std::to_string(row + 1) + " has " + std::to_string(side - 1) +
                       " cells, expected " + std::to_string(side);
    } else {
      expected = predict_replacement(puzzle, cell, byte, "board", [&](int at) {
        return std::to_string(puzzle.geometry().row_of(at) + 1) + ":" +
               std::to_string(puzzle.geometry().column_of(at) + 1);
      });
    }
    const Outcome actual = outcome_of([&] { return read_grid(text, "board"); });
    RC_LOG() << "byte " << static_cast<int>(byte) << " at " << cell_name(puzzle.geometry(), cell)
             << " of\n"
             << to_grid(puzzle);
    if (expected.error == "*") {
      RC_ASSERT_FALSE(actual.puzzle.has_value());
    } else {
      RC_ASSERT(actual.error == expected.error);
      RC_ASSERT(actual.puzzle == expected.puzzle);
    }
  }
}

RC_GTEST_PROP(ReadLineProperty, ReadsALineWithOneSymbolReplacedExactlyAsPredicted, ()) {
  const PuzzleSample sample = *gen_cut_puzzle_any_side(kTextSides);
  const Puzzle& puzzle = sample.puzzle;
  for (int i = 0; i < kReplacementsPerCase; ++i) {
    const int cells = puzzle.cell_count();
    const int cell = *gen_int(0, cells - 1);
    const auto byte = static_cast<unsigned char>(*rc::gen::weightedOneOf<int>(
        {{1, gen_int(0, 255)},
         {2, gen_int('0', '9')},
         {1, rc::gen::element<int>('.', '*', ' ', '\t', '\r', '\n', '#', '{', '?')}}));
    std::string line = to_line(puzzle);
    line[static_cast<std::size_t>(cell)] = static_cast<char>(byte);

    if (byte == '{' && cell == 0) {
      // A line that opens with a brace is f-puzzles JSON, and this one is not valid JSON.
      const Outcome actual = outcome_of([&] { return read_line(line, "batch", 3); });
      RC_ASSERT(actual.error.starts_with("batch:3:"));
      RC_ASSERT(actual.error.find(": not valid f-puzzles JSON: ") != std::string::npos);
      RC_ASSERT_FALSE(actual.puzzle.has_value());
      continue;
    }
    Outcome expected;
    if (byte == '?' && cell == 0) {
      // A line that opens with a question mark is the query of a link, which needs a puzzle.
      expected.error = "batch:3:1: this query names no puzzle (no 'load=' or 'puzzleid=' in it)";
    } else if ((byte == ' ' || byte == '\t' || byte == '\r') && cell == cells - 1) {
      // Trailing space is ignored: one symbol short, and no side has that many cells.
      expected.error = "batch:3:" + std::to_string(cells) + ": line has " +
                       std::to_string(cells - 1) + " symbols, expected 81";
    } else {
      expected = predict_replacement(puzzle, cell, byte, "batch",
                                     [](int at) { return "3:" + std::to_string(at + 1); });
    }
    const Outcome actual = outcome_of([&] { return read_line(line, "batch", 3); });
    RC_LOG() << "byte " << static_cast<int>(byte) << " at " << cell << " of " << to_line(puzzle);
    RC_ASSERT(actual.error == expected.error);
    RC_ASSERT(actual.puzzle == expected.puzzle);
  }
}

// ---- any mangling -------------------------------------------------------------------------------

// The text with `count` random edits: a byte replaced, inserted or deleted anywhere.
std::string mangled(std::string text, int count, Random& random) {
  static const char kLikely[] = "\n\r\t #.0*123456789x";
  for (int i = 0; i < count; ++i) {
    const char byte = random_below(random, 2) == 0
                          ? static_cast<char>(random_below(random, 256))
                          : kLikely[random_below(random, static_cast<int>(sizeof kLikely) - 1)];
    const auto at =
        static_cast<std::size_t>(random_below(random, static_cast<int>(text.size()) + 1));
    switch (random_below(random, 3)) {
      case 0:
        if (at < text.size()) text[at] = byte;
        break;
      case 1:
        text.insert(at, 1, byte);
        break;
      default:
        if (at < text.size()) text.erase(at, 1);
        break;
    }
  }
  return text;
}

// The lengths of the text's lines (split at '\n').
std::vector<std::size_t> line_lengths(const std::string& text) {
  std::vector<std::size_t> lengths{0};
  for (char symbol : text) {
    if (symbol == '\n') {
      lengths.push_back(0);
    } else {
      ++lengths.back();
    }
  }
  return lengths;
}

RC_GTEST_PROP(ReadPuzzleProperty, ReadsMangledTextToAValidPuzzleOrAnInputErrorInTheText, ()) {
  for (int i = 0; i < kManglingsPerCase; ++i) {
    const PuzzleSample sample = *gen_cut_puzzle_any_side(kTextSides);
    Random random(*gen_seed());
    const std::string original =
        random_below(random, 2) == 0
            ? dressed_grid(sample.puzzle, random)
            : random_skipped_lines(random, 2) + dressed_line(sample.puzzle, random) + "\n";
    const std::string text = mangled(original, 1 + random_below(random, 6), random);
    const auto validation = *rc::gen::element(Validation::full, Validation::shape_only);
    RC_LOG() << "text: " << text;
    try {
      const Puzzle puzzle = read_puzzle(text, "input", validation);
      RC_ASSERT(puzzle.side() >= 1);
      RC_ASSERT(puzzle.side() <= 9);
      if (validation == Validation::full) RC_ASSERT_FALSE(brute_force_repeats_a_digit(puzzle));
      // What was read prints and reads back to itself.
      RC_ASSERT(read_grid(to_grid(puzzle), "again", validation) == puzzle);
    } catch (const InputError& error) {
      const std::vector<std::size_t> lengths = line_lengths(text);
      RC_ASSERT(error.source() == "input");
      RC_ASSERT(error.line() >= 1);
      RC_ASSERT(static_cast<std::size_t>(error.line()) <= lengths.size() + 1);
      RC_ASSERT(error.column() >= 1);
      if (static_cast<std::size_t>(error.line()) <= lengths.size()) {
        RC_ASSERT(static_cast<std::size_t>(error.column()) <=
                  lengths[static_cast<std::size_t>(error.line() - 1)] + 1);
      }
      RC_ASSERT(std::string(error.what()) == "input:" + std::to_string(error.line()) + ":" +
                                                 std::to_string(error.column()) + ": " +
                                                 error.problem());
    }
  }
}

RC_GTEST_PROP(ReadLineProperty, ReadsAnyBytesToAValidPuzzleOrAnInputError, ()) {
  for (int i = 0; i < kManglingsPerCase; ++i) {
    const int length = *rc::gen::element(16, 25, 36, 49, 64, 81, *gen_int(0, 99));
    const std::string alphabet = *rc::gen::element(std::string(".123456789"), std::string(".1234"),
                                                   std::string("0123456789*. \t\r#x\x01\xff"));
    Random random(*gen_seed());
    std::string line;
    for (int i = 0; i < length; ++i) {
      line += alphabet[static_cast<std::size_t>(
          random_below(random, static_cast<int>(alphabet.size())))];
    }
    try {
      const Puzzle puzzle = read_line(line, "batch", 1);
      RC_ASSERT_FALSE(brute_force_repeats_a_digit(puzzle));
      RC_ASSERT(to_line(puzzle).size() == static_cast<std::size_t>(puzzle.cell_count()));
    } catch (const InputError& error) {
      RC_ASSERT(error.line() == 1);
      RC_ASSERT(error.column() >= 1);
      RC_ASSERT(static_cast<std::size_t>(error.column()) <= line.size() + 1);
    }
  }
}

}  // namespace
}  // namespace sudoku::testing
