// /api/random, /api/collection, /api/generate and /api/import: where the board's puzzles come
// from.
//
//   random      a puzzle of the collection (collection.hpp) matching the variant and size asked,
//               and the difficulty for the graded (embedded) collection, other than the one
//               named by "exclude" when there is another. A puzzle of the user's files comes
//               ungraded: that one puzzle is rated here, within the logic routes' budget
//               (RouteLimits::logic), or called "unrated". When the embedded collection has no
//               match, a new one made by the generator (sides up to kMaxGenerateSide); the
//               user's collection is all the user asked for, so no match there is an error
//               saying what it holds.
//   collection  what the collection holds: its files and its kinds (variant and size), and
//               what the generator makes within the limits (kGeneratorOffer), so that the
//               page offers only what can come.
//   generate    a new puzzle from sudoku::generate, its attempts and proofs bounded, and its
//               time (RouteLimits::generate: past it, 422 "no puzzle made within the time
//               limit"). Its seed goes out as a decimal string: a 64-bit number does not
//               survive JavaScript's numbers.
//   import      text in any form the CLI reads, every variant; its errors are the CLI's, word
//               for word, with the file name the page sends ("name") as their source, and
//               its notes ("notes": the drawings an f-puzzles JSON had, skipped) when it has any.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "server/api.hpp"
#include "server/limits.hpp"
#include "server/puzzle_json.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"
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

// The seed asked for, or the limits' default, or a fresh one. A seed is a whole number from 0
// to 2^64 - 1, as a JSON number or as a decimal string: the string is how replies send it
// (JavaScript rounds numbers past 2^53), so the page can send back the seed it was given.
std::uint64_t seed_field(const Json& request, const RouteLimits& limits) {
  const auto found = request.find("seed");
  if (found != request.end() && !found->is_null()) {
    const auto refuse = [] {
      return BadRequest(
          "\"seed\" must be a whole number from 0 to 18446744073709551615, as a number or a "
          "decimal string");
    };
    if (found->is_number_unsigned()) return found->get<std::uint64_t>();
    if (found->is_number_integer()) {  // a signed number: from a test's Json{{"seed", 7}}
      const std::int64_t seed = found->get<std::int64_t>();
      if (seed < 0) throw refuse();
      return static_cast<std::uint64_t>(seed);
    }
    if (!found->is_string()) throw refuse();
    const std::string& text = found->get_ref<const std::string&>();
    if (text.empty() || text.size() > 20 ||
        text.find_first_not_of("0123456789") != std::string::npos) {
      throw refuse();
    }
    std::uint64_t seed = 0;
    for (const char digit : text) {
      const auto value = static_cast<std::uint64_t>(digit - '0');
      if (seed > (UINT64_MAX - value) / 10) throw refuse();
      seed = seed * 10 + value;
    }
    return seed;
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
            {"label", difficulty_name(made.rating.difficulty)},
            {"seed", std::to_string(options.seed)},
            {"attempts", made.attempts},
            {"source", "generator"}};
  } catch (const GenerateTimeout&) {
    throw BadRequest(
        fmt::format("no puzzle made within the time limit ({} s): try a smaller size, an easier "
                    "difficulty or fewer rules, or another seed",
                    std::chrono::duration<double>(limits.generate).count()),
        422);
  } catch (const GenerateError& error) {
    // The library's advice is the command line's (more --max-attempts): the API has no such
    // field, so its own advice takes its place.
    std::string message = error.what();
    const std::size_t advice = message.find("; try another seed, more --max-attempts");
    if (advice != std::string::npos) {
      message.replace(advice, std::string::npos, "; try another seed or a nearer difficulty");
    }
    throw BadRequest(message, 422);
  }
}

// What the generator makes within the routes' limits (kGenerateAttempts tries, 5 s): each
// variant and side the board's menus offer, with the difficulties it reached on each of seeds
// 1, 2 and 3 in under 4 s (a 2-core machine, other builds running). Without a difficulty every
// kind listed is made. The page offers Generate (and New, when the embedded collection has no
// match) only for these; the rest fail most tries: a 4×4 or 6×6 is too small to be hard, a
// Killer 16×16 proof outlasts the 5 s.
struct GeneratorKind {
  std::string_view variant;
  int side;
  std::string_view difficulties;  // separated by spaces
};
constexpr std::array kGeneratorOffer = {
    GeneratorKind{"classic", 4, "easy"},
    GeneratorKind{"classic", 6, "easy"},
    GeneratorKind{"classic", 9, "easy medium hard expert extreme"},
    GeneratorKind{"classic", 16, "easy medium hard expert extreme"},
    GeneratorKind{"x", 4, "easy"},
    GeneratorKind{"x", 6, "easy expert extreme"},
    GeneratorKind{"x", 9, "easy medium hard expert extreme"},
    GeneratorKind{"x", 16, "easy medium hard extreme"},
    GeneratorKind{"killer", 4, "medium"},
    GeneratorKind{"killer", 6, "medium"},
    GeneratorKind{"killer", 9, "medium extreme"},
    GeneratorKind{"jigsaw", 4, "easy"},
    GeneratorKind{"jigsaw", 6, "easy medium hard expert"},
    GeneratorKind{"jigsaw", 9, "easy medium hard expert extreme"},
    GeneratorKind{"jigsaw", 16, "easy medium extreme"},
    GeneratorKind{"killer+x", 4, "medium"},
    GeneratorKind{"killer+x", 6, "medium"},
    GeneratorKind{"killer+x", 9, "medium extreme"},
};

Json generator_offer_json() {
  Json kinds = Json::array();
  for (const GeneratorKind& kind : kGeneratorOffer) {
    Json difficulties = Json::array();
    std::string_view rest = kind.difficulties;
    while (!rest.empty()) {
      const std::size_t space = std::min(rest.find(' '), rest.size());
      difficulties.push_back(std::string(rest.substr(0, space)));
      rest.remove_prefix(std::min(space + 1, rest.size()));
    }
    kinds.push_back({{"variant", std::string(kind.variant)},
                     {"size", kind.side},
                     {"difficulties", std::move(difficulties)}});
  }
  return kinds;
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

// "killer 9×9", "4×4", "killer": what a query or a kind names.
std::string kind_words(std::optional<Variant> variant, std::optional<int> side) {
  std::string words = variant ? variant_name(*variant) : "";
  if (side) words += fmt::format("{}{}×{}", words.empty() ? "" : " ", *side, *side);
  return words;
}

// "the collection (a.txt, b.txt) has no killer 9×9 puzzles; it holds classic 9×9 and x 9×9".
std::string no_match_message(const Collection& collection, const CollectionQuery& query) {
  std::string files;
  for (const CollectionFile& file : collection.files()) {
    files += (files.empty() ? "" : ", ") + file.name;
  }
  std::string holds;
  const std::vector<CollectionKind>& kinds = collection.kinds();
  for (std::size_t index = 0; index < kinds.size(); ++index) {
    if (index != 0) holds += index + 1 == kinds.size() ? " and " : ", ";
    holds += kind_words(kinds[index].variant, kinds[index].side);
  }
  const std::string wanted = kind_words(query.variant, query.side);
  return fmt::format("the collection ({}) has no {}puzzles; it holds {}", files,
                     wanted.empty() ? "" : wanted + " ", holds);
}

// The difficulty of a puzzle from the user's files, rated now as /api/rate rates it, within
// the same budget: its solutions counted to 2 first (a puzzle with none or several has no
// fair label), then the logical solver until the deadline. "unrated" (and no rating) when the
// budget runs out, the grid is beyond the logical solver, or the puzzle is not unique.
std::pair<std::string, Json> rate_drawn(const Puzzle& puzzle, const RouteLimits& limits) {
  using Clock = std::chrono::steady_clock;
  const auto unrated = [] { return std::pair<std::string, Json>{"unrated", Json()}; };
  if (puzzle.side() > kMaxLogicSide) return unrated();
  const Clock::time_point deadline = Clock::now() + limits.logic;
  RateOptions options;
  options.counting.node_limit = kNodeLimit;
  // 0 would be no limit to the engines.
  options.counting.time_limit =
      std::max(std::min(limits.logic, kLogicCountTimeLimit), std::chrono::milliseconds{1});
  options.logic.deadline = deadline;
  const PuzzleRating rated = rate(puzzle, options);
  if (!rated.rated()) return unrated();
  const Rating& rating = rated.rating;
  if (rating.status == LogicStatus::budget_spent || rating.status == LogicStatus::contradiction) {
    return unrated();
  }
  return {std::string(difficulty_name(rating.difficulty)), rating_json(rating)};
}

}  // namespace

Json random_route(const RouteContext& context) {
  const Json& request = context.request;
  const Collection& collection = context.collection;
  CollectionQuery query;
  query.variant = variant_field(request);
  query.side = int_field(request, "size", 1, kMaxSide);
  query.difficulty = difficulty_field(request);  // checked for both; the user's are ungraded
  std::mt19937_64 random(seed_field(request, context.limits));
  // The draw is among the matches other than the excluded puzzle (the one on the board, so
  // "new puzzle" always brings a different one), unless it is the only match.
  const std::optional<std::string> exclude = string_field(request, "exclude");
  std::optional<CollectionDraw> drawn;
  try {
    drawn = collection.draw(query, exclude, random);
  } catch (const CollectionChanged& changed) {
    throw BadRequest(changed.what(), 409);
  }
  if (!drawn) {
    if (collection.user()) throw BadRequest(no_match_message(collection, query), 404);
    if (query.side.value_or(9) > kMaxGenerateSide) {
      throw BadRequest(fmt::format("the collection has no such puzzle, and the generator makes "
                                   "sides up to {} only",
                                   kMaxGenerateSide),
                       404);
    }
    Json made = generated_reply(generate_options(request, query.difficulty, context.limits),
                                context.limits);
    made["origin"] = nullptr;
    return made;
  }
  const CollectionEntry& entry = drawn->entry;
  Json reply = {{"puzzle", puzzle_json(entry.puzzle)}};
  if (entry.graded()) {
    reply["label"] = difficulty_name(entry.difficulty);
  } else {
    auto [label, rating] = rate_drawn(entry.puzzle, context.limits);
    reply["label"] = std::move(label);
    reply["rating"] = std::move(rating);
  }
  reply["source"] = collection.source_of(entry);
  reply["origin"] = entry.origin ? Json{{"file", collection.files()[entry.origin->file].name},
                                        {"line", entry.origin->line}}
                                 : Json();
  reply["index"] = drawn->index;
  reply["available"] = drawn->available;
  return reply;
}

bool random_is_a_plain_draw(const Json& request, const Collection& collection) {
  if (collection.user()) return false;  // the drawn puzzle is rated
  CollectionQuery query;
  try {
    query.variant = variant_field(request);
    query.side = int_field(request, "size", 1, kMaxSide);
    query.difficulty = difficulty_field(request);
  } catch (const BadRequest&) {
    return true;  // refused at once
  } catch (const std::invalid_argument&) {
    return true;
  }
  return collection.has_match(query);
}

Json collection_route(const RouteContext& context) {
  const Collection& collection = context.collection;
  Json files = Json::array();
  for (const CollectionFile& file : collection.files()) {
    files.push_back({{"file", file.name}, {"puzzles", file.puzzles}, {"skipped", file.skipped}});
  }
  Json kinds = Json::array();
  for (const CollectionKind& kind : collection.kinds()) {
    Json item = {
        {"variant", variant_name(kind.variant)}, {"size", kind.side}, {"puzzles", kind.puzzles}};
    if (!kind.difficulties.empty()) {
      Json difficulties = Json::object();
      for (std::size_t label = 0; label < kind.difficulties.size(); ++label) {
        difficulties[std::string(difficulty_name(static_cast<Difficulty>(label)))] =
            kind.difficulties[label];
      }
      item["difficulties"] = std::move(difficulties);
    }
    if (!kind.rules.empty()) item["rules"] = kind.rules;
    kinds.push_back(std::move(item));
  }
  return {{"user", collection.user()},
          {"puzzles", collection.size()},
          {"files", std::move(files)},
          {"kinds", std::move(kinds)},
          {"generator", generator_offer_json()}};
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
  ReadNotes notes;
  const Puzzle puzzle = read_puzzle(*text, name, Validation::full, variant_field(request), &notes);
  SolveOptions options;
  options.max_solutions = 2;
  options.node_limit = kNodeLimit;
  options.time_limit = kTimeLimit;
  const SolveResult counted = solve(puzzle, options);
  Json reply = {{"puzzle", puzzle_json(puzzle)},
                {"solutions", counted.count},
                {"search", status_name(counted.status)}};
  if (!notes.empty()) reply["notes"] = notes;
  return reply;
}

}  // namespace sudoku::server
