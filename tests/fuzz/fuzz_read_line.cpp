// libFuzzer target: read_line on any line. The first byte of the input picks the line number
// (1..256) the reader is told; the rest is the line.
//
// Beyond the promises of every reader (fuzz_checks.hpp): an error names the line number given;
// a plain puzzle read has N*N cells (symbols, or numbers separated by spaces) for a side of 4 to
// 64, once trailing spaces and CR are dropped; full validation reads what the shape reads, or fails
// for a repeated digit. A line in a form that carries rules (the forums' Killer forms, f-puzzles
// JSON, a link) keeps the promises of every variant (check_variant_puzzle).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "fuzz_checks.hpp"

using namespace sudoku;
using namespace sudoku::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const int line_number = 1 + data[0];
  const std::string_view line(reinterpret_cast<const char*>(data) + 1, size - 1);

  std::optional<Puzzle> by_shape;
  try {
    by_shape = read_line(line, kSource, line_number, Validation::shape_only);
  } catch (const InputError& error) {
    check_line_error(error, line, line_number);
  }
  // A line in one of the forms that carry rules beyond the grid (the forums' Killer forms,
  // f-puzzles JSON, a link) is not one symbol a cell: it keeps the promises of every variant.
  const bool plain = by_shape && by_shape->constraints().empty();
  if (by_shape && !plain) {
    check_variant_puzzle(*by_shape, Validation::shape_only);
    require(!is_blank_or_comment(line), "a batch reader would not skip a puzzle line");
  }
  if (plain) {
    check_puzzle(*by_shape, Validation::shape_only);
    require(by_shape->side() >= 4, "a one-line puzzle is 4×4 or larger");
    require(cells_in_line(line) == by_shape->cell_count(), "the line holds one cell per cell");
    require(!is_blank_or_comment(line), "a batch reader would not skip a puzzle line");
  }

  std::optional<Puzzle> by_rules;
  try {
    by_rules = read_line(line, kSource, line_number, Validation::full);
  } catch (const InputError& error) {
    check_line_error(error, line, line_number);
    if (plain) {
      const std::optional<Conflict> conflict = find_conflict(*by_shape);
      require(conflict.has_value(), "a line whose shape reads fails only for a repeated digit",
              error.what());
      require(error.problem() == describe(by_shape->geometry(), *conflict),
              "the error describes the first repeated digit", error.what());
      std::string_view kept = line;
      while (!kept.empty() && (kept.back() == ' ' || kept.back() == '\t' || kept.back() == '\r')) {
        kept.remove_suffix(1);
      }
      const bool symbols = kept.find_first_of(" \t") == std::string_view::npos;
      require(!symbols || error.column() == conflict->cell + 1,
              "the error points at the repeated digit", error.what());
    }
  }
  if (by_rules) {
    if (by_rules->constraints().empty()) {
      check_puzzle(*by_rules, Validation::full);
    } else {
      check_variant_puzzle(*by_rules, Validation::full);
    }
    require(by_shape && *by_shape == *by_rules, "full validation reads what the shape reads");
  }
  return 0;
}
