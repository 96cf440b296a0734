// libFuzzer target: detect_shape and read_puzzle on any text.
//
// Beyond the promises of every reader (fuzz_checks.hpp): detect_shape never throws; when it
// says grid, read_puzzle does exactly what read_grid does (same puzzle or same message); when
// it says lines, a puzzle read is the first content line read by read_line, 4×4 or larger.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz_checks.hpp"

using namespace sudoku;
using namespace sudoku::fuzz;

namespace {

// What a reader did with a text: a puzzle or an error message.
struct Outcome {
  std::optional<Puzzle> puzzle;
  std::string error;
  friend bool operator==(const Outcome&, const Outcome&) = default;
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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const InputShape shape = detect_shape(text);

  for (const Validation validation : {Validation::shape_only, Validation::full}) {
    const Outcome read = outcome_of([&] { return read_puzzle(text, kSource, validation); }, text);

    // A text with a header may be any variant (fuzz_read_variant checks those).
    bool has_header = false;
    try {
      has_header = read_header(text, kSource).has_value();
    } catch (const InputError& error) {
      check_error(error, text);
      has_header = true;
    }
    if (has_header) {
      if (read.puzzle) check_variant_puzzle(*read.puzzle, validation);
    } else if (shape == InputShape::grid) {
      const Outcome as_grid =
          outcome_of([&] { return read_grid(text, kSource, validation); }, text);
      require(read == as_grid, "for a grid, read_puzzle does what read_grid does",
              read.error + " | " + as_grid.error);
      if (read.puzzle) check_puzzle(*read.puzzle, validation);
    } else if (read.puzzle) {
      check_puzzle(*read.puzzle, validation);
      require(read.puzzle->side() >= 4, "a one-line puzzle is 4×4 or larger");
      const auto first = first_content_line(text);
      require(first.has_value(), "a text seen as lines has a content line");
      const Puzzle as_line = read_line(first->first, kSource, first->second, validation);
      require(*read.puzzle == as_line, "read_puzzle reads the first content line");
    }
  }
  return 0;
}
