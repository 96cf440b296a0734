// `sudoku generate`: new puzzles with exactly one solution, on stdout; the seed on stderr.
//
//   $ sudoku generate --count 2 --difficulty hard --symmetry rotate180 --seed 7
//   seed: 7
//   ..3.…            (one line per puzzle; --format grid, pretty or json for other shapes)
//
// Puzzle i of a run (from 0) is made from seed S + i, so `--seed S --count N` gives the same N
// puzzles on every machine, and `--seed S+i --count 1` gives puzzle i alone. Without --seed a
// seed is drawn from the system and printed, so any run can be repeated. A Killer, jigsaw or X
// puzzle in the line format is preceded by its `variant:` header line, so the output is a batch
// file that `sudoku solve` reads back. Exit status: 0 done, 1 the difficulty was not reached in
// --max-attempts, 2 bad usage.
#include <unistd.h>

#include <iostream>
#include <random>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/cli.hpp"
#include "sudoku/generate.hpp"

namespace sudoku::cli {
namespace {

std::string score_text(int tenths) { return fmt::format("{}.{}", tenths / 10, tenths % 10); }

std::string written(const Puzzle& puzzle, Format format) {
  switch (format) {
    case Format::line:
      return to_puzzle_line(puzzle) + "\n";
    case Format::grid:
      return to_puzzle_text(puzzle);
    case Format::pretty:
      return to_pretty(puzzle);
    case Format::json:
      return to_json(puzzle) + "\n";
  }
  return {};
}

}  // namespace

int run_generate(const GenerateSettings& settings) {
  GenerateOptions options = settings.options;
  try {
    check_generate_options(options);
  } catch (const GenerateError& error) {
    throw CommandError(std::string("generate: ") + error.what(), kExitBadInput);
  }
  const std::uint64_t first_seed = settings.seed ? *settings.seed : std::random_device{}();
  std::cerr << "seed: " << first_seed << '\n';
  const bool progress = isatty(STDERR_FILENO) == 1 && settings.count > 1;
  if (settings.format == Format::line && options.variant != Variant{}) {
    std::cout << "variant: " << variant_name(options.variant) << '\n';
  }
  for (std::uint64_t index = 0; index < settings.count; ++index) {
    options.seed = puzzle_seed(first_seed, index);
    Generated made;
    try {
      made = generate(options);
    } catch (const GenerateError& error) {
      if (progress) std::cerr << '\n';
      std::cout.flush();
      throw CommandError(fmt::format("generate: seed {}: {}", options.seed, error.what()), kExitNo);
    }
    if (settings.format == Format::json) {
      nlohmann::json object = nlohmann::json::parse(to_json(made.puzzle));
      object["seed"] = options.seed;
      object["score"] = score_text(made.rating.score);
      object["difficulty"] = std::string(difficulty_name(made.rating.difficulty));
      object["givens"] = made.puzzle.given_count();
      object["attempts"] = made.attempts;
      std::cout << object.dump() << '\n';
    } else {
      if (index > 0 && settings.format != Format::line) std::cout << '\n';
      std::cout << written(made.puzzle, settings.format);
    }
    std::cout.flush();
    if (progress) std::cerr << fmt::format("\rgenerated {}/{}", index + 1, settings.count);
  }
  if (progress) std::cerr << '\n';
  return kExitDone;
}

}  // namespace sudoku::cli
