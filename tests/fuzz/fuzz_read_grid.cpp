// libFuzzer target: read_grid on any text, with full validation and with the shape only.
//
// Beyond the promises of every reader (fuzz_checks.hpp): a text that reads with full
// validation reads the same with the shape only, and a text whose shape reads but that fails
// full validation fails for the first repeated digit, described as the core describes it.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "fuzz_checks.hpp"

using namespace sudoku;
using namespace sudoku::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);

  std::optional<Puzzle> by_shape;
  try {
    by_shape = read_grid(text, kSource, Validation::shape_only);
  } catch (const InputError& error) {
    check_error(error, text);
  }
  if (by_shape) check_puzzle(*by_shape, Validation::shape_only);

  std::optional<Puzzle> by_rules;
  try {
    by_rules = read_grid(text, kSource, Validation::full);
  } catch (const InputError& error) {
    check_error(error, text);
    if (by_shape) {
      const std::optional<Conflict> conflict = find_conflict(*by_shape);
      require(conflict.has_value(), "a grid whose shape reads fails only for a repeated digit",
              error.what());
      require(error.problem() == describe(by_shape->geometry(), *conflict),
              "the error describes the first repeated digit", error.what());
    }
  }
  if (by_rules) {
    check_puzzle(*by_rules, Validation::full);
    require(by_shape && *by_shape == *by_rules, "full validation reads what the shape reads");
  }
  return 0;
}
