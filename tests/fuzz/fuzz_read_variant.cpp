// libFuzzer target: the Killer and jigsaw readers (block and one-line forms) and headers. The
// first byte of the input picks the variant asked for (bits 0-2: killer, jigsaw, x; bit 3:
// none asked, so a header or classic decides) and the validation (bit 4: shape only); the
// rest is the text.
//
// Beyond the promises of every reader (fuzz_checks.hpp): a puzzle read has the regions and
// diagonals of its variant, breaks no rule under full validation, and its whole-puzzle texts
// read back equal; the first line read as a one-line puzzle of that variant does the same.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "fuzz_checks.hpp"

using namespace sudoku;
using namespace sudoku::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Variant variant{(data[0] & 1) != 0, (data[0] & 2) != 0, (data[0] & 4) != 0};
  const std::optional<Variant> asked =
      (data[0] & 8) != 0 ? std::nullopt : std::optional<Variant>(variant);
  const Validation validation = (data[0] & 16) != 0 ? Validation::shape_only : Validation::full;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);

  try {
    const Puzzle puzzle = read_puzzle(text, kSource, validation, asked);
    const Variant read_as = resolve_variant(text, kSource, asked);
    if (read_as.jigsaw) require(puzzle.geometry().has_regions(), "a jigsaw has regions");
    if (read_as.x) require(puzzle.has_x_diagonals(), "an X puzzle has its diagonals");
    check_variant_puzzle(puzzle, validation);
  } catch (const InputError& error) {
    check_error(error, text);
  }

  const std::string_view line = text.substr(0, text.find('\n'));
  try {
    const Puzzle puzzle = read_line(line, kSource, 1, validation, variant);
    if (variant.jigsaw) require(puzzle.geometry().has_regions(), "a jigsaw line has regions");
    check_variant_puzzle(puzzle, validation);
  } catch (const InputError& error) {
    check_line_error(error, line, 1);
  }
  return 0;
}
