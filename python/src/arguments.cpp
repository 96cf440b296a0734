// The conversions of arguments the binding files share (see bindings.hpp).
#include <algorithm>
#include <stdexcept>
#include <thread>

#include "bindings.hpp"

namespace sudoku::python {

Variant variant_argument(std::string_view name) {
  const std::optional<Variant> variant = parse_variant(name);
  if (!variant) {
    // The command's words for `--variant sandwich`.
    throw py::value_error(quoted_word(name) +
                          " is not a variant: expected classic, or killer, jigsaw and x joined "
                          "by '+' (killer+x)");
  }
  return *variant;
}

std::optional<Variant> optional_variant_argument(const std::optional<std::string>& name) {
  if (!name) return std::nullopt;
  return variant_argument(*name);
}

Algorithm algorithm_argument(std::string_view name) {
  const std::optional<Algorithm> algorithm = parse_algorithm(name);
  if (!algorithm) {
    throw py::value_error("unknown engine " + quoted_word(name) +
                          ": expected auto, backtrack, classic9, general, cdcl or lcg");
  }
  return *algorithm;
}

Format format_argument(std::string_view name) {
  const std::optional<Format> format = parse_format(name);
  if (!format) {
    throw py::value_error(
        "unknown format " + quoted_word(name) +
        ": expected grid, line, pretty, json, fpuzzles, url, sudocue or pointers");
  }
  return *format;
}

SolveOptions solve_options(std::uint64_t max_solutions, std::string_view algorithm,
                           std::uint64_t node_limit, double time_limit, std::int64_t seed) {
  // Written so that NaN fails too; a billion seconds is past any budget worth setting.
  if (!(time_limit >= 0 && time_limit <= 1e9)) {
    throw py::value_error("time_limit must be a number of seconds from 0 (no limit) to 1e9");
  }
  if (seed < 0 || seed > std::int64_t{kMostSeed}) {
    throw py::value_error("seed must be from 0 to " + std::to_string(kMostSeed) + ", not " +
                          std::to_string(seed));
  }
  SolveOptions options;
  options.max_solutions = max_solutions;
  options.seed = static_cast<std::uint32_t>(seed);
  options.algorithm = algorithm_argument(algorithm);
  options.node_limit = node_limit;
  options.time_limit = std::chrono::microseconds(static_cast<std::int64_t>(time_limit * 1e6));
  return options;
}

void check_line_length(std::string_view line, const std::string& source, int line_number) {
  if (line.size() <= kMaxLineBytes) return;
  throw InputError(source, line_number, static_cast<int>(kMaxLineBytes) + 1,
                   "line too long: more than " + std::to_string(kMaxLineBytes) +
                       " bytes, longer than any puzzle line");
}

int thread_count(int threads) {
  if (threads < 0 || threads > kMaxThreads) {
    throw py::value_error("threads must be from 0 (one per core) to " +
                          std::to_string(kMaxThreads) + ", not " + std::to_string(threads));
  }
  if (threads > 0) return threads;
  return static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
}

}  // namespace sudoku::python
