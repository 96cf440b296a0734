// generate in Python: the library's generator with every option of `sudoku generate`, one
// puzzle or `count` of them made on threads (puzzle i from seed + i, as the command makes them).
//
//   >>> made = sudokit.generate(difficulty="hard", symmetry="rotate180", seed=7)
//   >>> made.puzzle, made.solution, made.score, made.label, made.seed
#include <cmath>
#include <random>

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "sudoku/generate.hpp"

namespace sudoku::python {
namespace {

Difficulty difficulty_argument(std::string_view name) {
  for (const Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                      Difficulty::expert, Difficulty::extreme}) {
    if (difficulty_name(difficulty) == name) return difficulty;
  }
  throw py::value_error("unknown difficulty " + quoted_word(name) +
                        ": expected easy, medium, hard, expert or extreme");
}

std::optional<int> tenths_of(std::optional<double> score) {
  if (!score) return std::nullopt;
  if (!(*score >= 0 && *score <= 100)) {
    throw py::value_error("a score is from 0.0 to 100.0 (Sudoku Explainer's scale)");
  }
  return static_cast<int>(std::lround(*score * 10));
}

py::object generate_puzzles(int size, const std::string& variant,
                            const std::optional<std::string>& difficulty,
                            std::optional<double> min_score, std::optional<double> max_score,
                            bool minimal, const std::string& symmetry,
                            std::optional<std::uint64_t> seed, std::optional<std::int64_t> count,
                            int max_attempts, std::uint64_t node_limit, double time_limit,
                            int threads) {
  GenerateOptions options;
  options.side = size;
  options.variant = variant_argument(variant);
  if (difficulty) options.difficulty = difficulty_argument(*difficulty);
  options.min_score = tenths_of(min_score);
  options.max_score = tenths_of(max_score);
  options.minimal = minimal;
  const auto parsed_symmetry = parse_symmetry(symmetry);
  if (!parsed_symmetry) {
    throw py::value_error("unknown symmetry " + quoted_word(symmetry) +
                          ": expected none, rotate180, rotate90, mirror or diagonal");
  }
  options.symmetry = *parsed_symmetry;
  options.max_attempts = max_attempts;
  options.node_limit = node_limit;
  if (!(time_limit >= 0 && time_limit <= 1e9)) {
    throw py::value_error("time_limit must be a number of seconds from 0 (no limit) to 1e9");
  }
  if (time_limit > 0) {
    options.deadline = std::chrono::steady_clock::now() +
                       std::chrono::microseconds(static_cast<std::int64_t>(time_limit * 1e6));
  }
  if (count && *count < 0) throw py::value_error("count must be 0 or more");
  check_generate_options(options);  // GenerateError before any work
  const std::uint64_t first_seed = seed ? *seed : std::random_device{}();
  const auto total = static_cast<std::size_t>(count.value_or(1));
  std::vector<Generated> made(total);
  std::vector<std::optional<std::string>> errors(total);
  std::vector<char> timed_out(total, 0);  // not vector<bool>: threads write their own entries
  std::atomic<bool> cancel{false};        // Ctrl+C: every generate() running gives up
  options.stop = &cancel;
  parallel_for(
      total, thread_count(threads), 1,
      [&](std::size_t begin, std::size_t end) {
        for (std::size_t index = begin; index < end; ++index) {
          GenerateOptions own = options;
          own.seed = puzzle_seed(first_seed, index);
          try {
            made[index] = generate(own);
          } catch (const GenerateTimeout& error) {
            errors[index] = error.what();
            timed_out[index] = 1;
          } catch (const GenerateError& error) {
            errors[index] = error.what();
          }
        }
      },
      &cancel);
  for (std::size_t index = 0; index < total; ++index) {
    if (!errors[index]) continue;
    const std::string message =
        count ? "seed " + std::to_string(puzzle_seed(first_seed, index)) + ": " + *errors[index]
              : *errors[index];
    if (timed_out[index] != 0) throw GenerateTimeout(message);
    throw GenerateError(message);
  }
  if (!count) return py::cast(std::move(made.front()));
  return py::cast(std::move(made));
}

}  // namespace

void bind_generate(py::module_& module) {
  py::class_<Generated>(module, "Generated", "A generated puzzle, its solution and its rating.")
      .def_readonly("puzzle", &Generated::puzzle, "The puzzle: exactly one solution.")
      .def_readonly("solution", &Generated::solution, "Its solution.")
      .def_readonly("seed", &Generated::seed, "generate(seed=…) with it makes this puzzle again.")
      .def_readonly("attempts", &Generated::attempts,
                    "Puzzles made to find this one (1: the first fitted).")
      .def_property_readonly(
          "score", [](const Generated& made) { return score_of(made.rating.score); },
          "The rating of the hardest step of its logical solve (Sudoku Explainer's scale).")
      .def_property_readonly(
          "label",
          [](const Generated& made) {
            return std::string(difficulty_name(made.rating.difficulty));
          },
          "'easy', 'medium', 'hard', 'expert' or 'extreme'.")
      .def_property_readonly(
          "hardest",
          [](const Generated& made) -> std::optional<std::string> {
            if (!made.rating.hardest) return std::nullopt;
            return std::string(technique_name(*made.rating.hardest));
          },
          "The technique of the hardest step, or None.")
      .def_property_readonly(
          "givens", [](const Generated& made) { return made.puzzle.given_count(); }, "Cells given.")
      .def("__repr__", [](const Generated& made) {
        return "<Generated seed=" + std::to_string(made.seed) + " " +
               std::string(difficulty_name(made.rating.difficulty)) + " " +
               std::to_string(made.puzzle.given_count()) +
               " givens: " + to_puzzle_line(made.puzzle) + ">";
      });

  module.def(
      "generate", &generate_puzzles, py::kw_only(), py::arg("size") = 9,
      py::arg("variant") = "classic", py::arg("difficulty") = py::none(),
      py::arg("min_score") = py::none(), py::arg("max_score") = py::none(),
      py::arg("minimal") = false, py::arg("symmetry") = "none", py::arg("seed") = py::none(),
      py::arg("count") = py::none(), py::arg("max_attempts") = 1000,
      py::arg("node_limit") = 2000000, py::arg("time_limit") = 0.0, py::arg("threads") = 0,
      R"(Makes puzzles with exactly one solution, as `sudoku generate` does (docs/generate.md).

size: side 1 to 64 (Killers up to 25; minimal puzzles up to 25, or 36 with a node_limit of at
most 200000). variant: 'classic', 'x', 'killer',
'jigsaw' and their combinations ('killer+x', …). difficulty: 'easy' … 'extreme', or a score
range min_score..max_score (Sudoku Explainer's scale, e.g. 2.6 to 4.0). minimal: no given can
be taken away. symmetry: 'none', 'rotate180', 'rotate90', 'mirror', 'diagonal'. seed: the same
seed gives the same puzzle on every machine (None: drawn; Generated.seed tells it). count: None
returns one Generated; a number returns a list of that many, puzzle i made from seed + i, on
`threads` threads (0: one per core). max_attempts: puzzles made and rated before giving up on
the difficulty; node_limit: nodes one proof of uniqueness may take (past it the given stays);
time_limit: seconds for the
whole call (0: none). Raises GenerateError (options that cannot work, or the difficulty not met),
GenerateTimeout.)");
}

}  // namespace sudoku::python
