// /api/random, /api/generate and /api/import: where the board's puzzles come from.
//
//   random    a puzzle of the graded collection (collection.hpp) matching the difficulty,
//             variant and size asked, other than the one named by "exclude" when there is
//             another; when the collection has none, a new one made by the generator (sides
//             up to kMaxGenerateSide).
//   generate  a new puzzle from sudoku::generate, its attempts and proofs bounded, and its time
//             (RouteLimits::generate: past it, 422 "no puzzle made within the time limit").
//   import    text in any form the CLI reads, every variant; its errors are the CLI's, word for
//             word, with the file name the page sends ("name") as their source.
#include <algorithm>
#include <chrono>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "server/api.hpp"
#include "server/limits.hpp"
#include "server/puzzle_json.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::server {
namespace {

std::optional<Difficulty> difficulty_field(const Json& request) {
  const std::optional<std::string> name = string_field(request, "difficulty");
  if (!name || name->empty() || *name == "any") return std::nullopt;
  for (Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                Difficulty::expert, Difficulty::extreme}) {
    if (difficulty_name(difficulty) == *name) return difficulty;
  }
  throw BadRequest(quoted_word(*name) +
                   " is not a difficulty: expected easy, medium, hard, expert or extreme");
}

// The seed asked for, or the limits' default, or a fresh one.
std::uint64_t seed_field(const Json& request, const RouteLimits& limits) {
  if (const std::optional<int> seed = int_field(request, "seed", 0, 2'000'000'000)) {
    return static_cast<std::uint64_t>(*seed);
  }
  if (limits.default_seed) return *limits.default_seed;
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32U) ^ device();
}

Json rating_json(const Rating& rating) {
  return {{"score", rating.score / 10.0},
          {"label", difficulty_name(rating.difficulty)},
          {"hardest", rating.hardest ? Json(technique_name(*rating.hardest)) : Json()}};
}

Json generated_reply(GenerateOptions options, const RouteLimits& limits) {
  try {
    check_generate_options(options);
  } catch (const GenerateError& error) {
    throw BadRequest(error.what());
  }
  try {
    options.deadline = std::chrono::steady_clock::now() + limits.generate;
    const Generated made = generate(options);
    return {{"puzzle", puzzle_json(made.puzzle)},
            {"solution", cells_json(made.solution)},
            {"rating", rating_json(made.rating)},
            {"difficulty", difficulty_name(made.rating.difficulty)},
            {"seed", options.seed},
            {"attempts", made.attempts},
            {"source", "generator"}};
  } catch (const GenerateTimeout&) {
    throw BadRequest(
        fmt::format("no puzzle made within the time limit ({} s): try a smaller size, an easier "
                    "difficulty or fewer rules, or another seed",
                    std::chrono::duration<double>(limits.generate).count()),
        422);
  } catch (const GenerateError& error) {
    throw BadRequest(error.what(), 422);
  }
}

GenerateOptions generate_options(const Json& request, std::optional<Difficulty> difficulty,
                                 const RouteLimits& limits) {
  GenerateOptions options;
  options.variant = variant_field(request).value_or(Variant{});
  options.side = int_field(request, "size", 4, kMaxGenerateSide).value_or(9);
  options.difficulty = difficulty;
  options.seed = seed_field(request, limits);
  options.max_attempts = limits.generate_attempts;
  options.node_limit = kGenerateNodeLimit;
  if (const std::optional<std::string> symmetry = string_field(request, "symmetry")) {
    const std::optional<Symmetry> parsed = parse_symmetry(*symmetry);
    if (!parsed) {
      throw BadRequest(quoted_word(*symmetry) +
                       " is not a symmetry: expected none, rotate180, rotate90, mirror or "
                       "diagonal");
    }
    options.symmetry = *parsed;
  }
  return options;
}

}  // namespace

Json random_route(const RouteContext& context) {
  const Json& request = context.request;
  CollectionQuery query;
  query.variant = variant_field(request);
  query.side = int_field(request, "size", 1, kMaxSide);
  query.difficulty = difficulty_field(request);
  const std::vector<const CollectionEntry*> found = context.collection.matching(query);
  if (found.empty()) {
    if (query.side.value_or(9) > kMaxGenerateSide) {
      throw BadRequest(fmt::format("the collection has no such puzzle, and the generator makes "
                                   "sides up to {} only",
                                   kMaxGenerateSide),
                       404);
    }
    return generated_reply(generate_options(request, query.difficulty, context.limits),
                           context.limits);
  }
  // The draw is among the matches other than the excluded puzzle (the one on the board, so
  // "new puzzle" always brings a different one), unless it is the only match.
  const std::optional<std::string> exclude = string_field(request, "exclude");
  std::vector<std::size_t> drawable;
  for (std::size_t index = 0; index < found.size(); ++index) {
    if (!exclude || found[index]->line != *exclude) drawable.push_back(index);
  }
  if (drawable.empty()) drawable.push_back(0);
  std::mt19937_64 random(seed_field(request, context.limits));
  const std::size_t index =
      drawable[std::uniform_int_distribution<std::size_t>(0, drawable.size() - 1)(random)];
  const CollectionEntry& entry = *found[index];
  return {{"puzzle", puzzle_json(entry.puzzle)},
          {"difficulty", difficulty_name(entry.difficulty)},
          {"source", "collection"},
          {"index", index},
          {"available", found.size()}};
}

Json generate_route(const RouteContext& context) {
  return generated_reply(
      generate_options(context.request, difficulty_field(context.request), context.limits),
      context.limits);
}

Json import_route(const RouteContext& context) {
  const Json& request = context.request;
  const std::optional<std::string> text = string_field(request, "text");
  if (!text) throw BadRequest("\"text\" is missing: the puzzle as text, in any form the CLI reads");
  const std::string name = string_field(request, "name").value_or("pasted");
  // The name starts every message about the text: one line, of a file name's length.
  if (name.size() > kMaxNameBytes ||
      std::any_of(name.begin(), name.end(), [](char c) { return c >= 0 && c < ' '; })) {
    throw BadRequest(fmt::format(
        "\"name\" must be a file name: one line of at most {} bytes without control characters",
        kMaxNameBytes));
  }
  const Puzzle puzzle = read_puzzle(*text, name, Validation::full, variant_field(request));
  SolveOptions options;
  options.max_solutions = 2;
  options.node_limit = kNodeLimit;
  options.time_limit = kTimeLimit;
  const SolveResult counted = solve(puzzle, options);
  return {{"puzzle", puzzle_json(puzzle)},
          {"solutions", counted.count},
          {"search", status_name(counted.status)}};
}

}  // namespace sudoku::server
