// libFuzzer target: detect_shape and read_puzzle on any text.
//
// Beyond the promises of every reader (fuzz_checks.hpp): detect_shape never throws; when it
// says grid, read_puzzle does what read_grid does: the same puzzle, or the same message. The
// one difference is read_puzzle's to make, as it knows the variants and read_grid reads
// classic grids only: when the text has blocks (puzzle lines after a blank line that follows
// some), a badly written one is most likely a Killer or a jigsaw without its rules, and its
// message ends with a hint saying so; without blocks, never, and never for a text that reads
// but whose givens clash (GivensConflict: well written, most likely a grid with blank lines
// between its bands). When detect_shape says lines, a puzzle read is the first content line
// read by read_line, 4×4 or larger. An f-puzzles text (JSON, or a link to it) reads to a
// puzzle whose f-puzzles JSON reads back with the same grid and rules, or fails with an error
// at a place of the text; f-puzzles has no key only for a slow thermometer and sum dots other
// than X and V.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "format/links.hpp"
#include "fuzz_checks.hpp"

using namespace sudoku;
using namespace sudoku::fuzz;

namespace {

// What read_puzzle adds to read_grid's message for a text with blocks.
constexpr std::string_view kBlocksHint =
    " (a Killer or a jigsaw? name its rules with --variant or a 'variant:' header)";

// What a reader did with a text: a puzzle or an error message.
struct Outcome {
  std::optional<Puzzle> puzzle;
  std::string error;
};

template <typename Read>
Outcome outcome_of(Read read, std::string_view text) {
  try {
    return {read(), ""};
  } catch (const InputError& error) {
    check_error(error, text);
    return {std::nullopt, error.what()};
  }
}

// The first line that is neither blank nor a comment, with its number.
std::optional<std::pair<std::string_view, int>> first_content_line(std::string_view text) {
  for (int number = 1; !text.empty(); ++number) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    if (!is_blank_or_comment(line)) return std::pair{line, number};
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  }
  return std::nullopt;
}

// True when puzzle lines follow a blank line that follows puzzle lines: blocks, as a Killer or
// a jigsaw is written.
bool has_blocks(std::string_view text) {
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

// The same grid and the same rules, in any order.
bool same_rules(const Puzzle& a, const Puzzle& b) {
  if (a.geometry() != b.geometry() || a.cells() != b.cells()) return false;
  if (a.constraints().size() != b.constraints().size()) return false;
  for (const Constraint& rule : a.constraints()) {
    if (std::count(a.constraints().begin(), a.constraints().end(), rule) !=
        std::count(b.constraints().begin(), b.constraints().end(), rule)) {
      return false;
    }
  }
  return true;
}

void check_fpuzzles(std::string_view text) {
  for (const Validation validation : {Validation::shape_only, Validation::full}) {
    const Outcome read = outcome_of([&] { return read_puzzle(text, kSource, validation); }, text);
    if (!read.puzzle) continue;
    const Puzzle& puzzle = *read.puzzle;
    if (validation == Validation::full)
      require(breaks_no_rule(puzzle), "a fully validated puzzle breaks no rule");
    std::string json;
    try {
      json = to_fpuzzles(puzzle);
    } catch (const std::invalid_argument& error) {
      const std::string what = error.what();
      require(what.rfind("f-puzzles has no slow thermometer", 0) == 0 ||
                  what.rfind("f-puzzles has no sum dot", 0) == 0 ||
                  what.rfind("f-puzzles has no part of the disjoint groups", 0) == 0,
              "f-puzzles lacks a key only for a slow thermometer, other sum dots, part of the "
              "disjoint groups",
              what);
      continue;
    }
    require(same_rules(puzzle, read_fpuzzles(json, kSource, Validation::shape_only)),
            "f-puzzles JSON written reads back with the same grid and rules", json);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const InputShape shape = detect_shape(text);
  {
    const std::string_view body = without_byte_order_mark(text);
    const auto first = first_content_line(body);
    if (looks_like_fpuzzles(body) || (first && links::looks_like_link(first->first))) {
      check_fpuzzles(text);
      return 0;
    }
  }

  // What the readers read: the text past a byte order mark at its start (read_grid and
  // read_puzzle skip one, then a header or a first line may follow).
  const std::string_view body = without_byte_order_mark(text);

  for (const Validation validation : {Validation::shape_only, Validation::full}) {
    const Outcome read = outcome_of([&] { return read_puzzle(text, kSource, validation); }, text);

    // A text with a header may be any variant (fuzz_read_variant checks those).
    bool has_header = false;
    try {
      has_header = read_header(body, kSource).has_value();
    } catch (const InputError& error) {
      check_error(error, text);
      has_header = true;
    }
    if (has_header) {
      if (read.puzzle) check_variant_puzzle(*read.puzzle, validation);
    } else if (shape == InputShape::grid) {
      const Outcome as_grid =
          outcome_of([&] { return read_grid(text, kSource, validation); }, text);
      const bool same = read.error == as_grid.error;
      const bool hinted = read.error == as_grid.error + std::string(kBlocksHint);
      bool agree = read.puzzle == as_grid.puzzle && same;
      if (!as_grid.puzzle && has_blocks(body)) {
        const bool clash =
            validation == Validation::full &&
            outcome_of([&] { return read_grid(text, kSource, Validation::shape_only); }, text)
                .puzzle.has_value();
        agree = !read.puzzle && (clash ? same : hinted);
      }
      require(agree, "for a grid, read_puzzle does what read_grid does (and hints at blocks)",
              read.error + " | " + as_grid.error);
      if (read.puzzle) check_puzzle(*read.puzzle, validation);
    } else if (read.puzzle) {
      check_puzzle(*read.puzzle, validation);
      require(read.puzzle->side() >= 4, "a one-line puzzle is 4×4 or larger");
      const auto first = first_content_line(body);
      require(first.has_value(), "a text seen as lines has a content line");
      const Puzzle as_line = read_line(first->first, kSource, first->second, validation);
      require(*read.puzzle == as_line, "read_puzzle reads the first content line");
    }
  }
  return 0;
}
