// How fuzz_api turns libFuzzer's bytes into a request to the board's API: a method, a path and
// either the raw bytes as the body, or a JSON object built field by field.
//
// A structured request has each field the routes read ("puzzle", "grid", "level", "size",
// "variant", "difficulty", "seed", …) present or not, and each present one is a value of a
// kind the bytes pick: null, a boolean, a number in or around the field's range, a huge
// number, a word the route knows ("killer+x", "hard", "rotate90"), a string of fuzzed bytes, an
// array or object, or a meaningful value. A meaningful "puzzle" is one of a few puzzles of
// every variant with some of its characters overwritten; a meaningful "grid" is the puzzle's
// givens, or its solution, with some cells changed, so that hints, checks and solves reach
// their deeper answers (full, wrong digit, conflict) and not only "bad request".
#pragma once

#include <fuzzer/FuzzedDataProvider.h>

#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "server/api.hpp"
#include "server/puzzle_json.hpp"
#include "sudoku/format.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::fuzz {

using server::Json;

inline constexpr std::array<std::string_view, 10> kPaths = {
    "/api/solve",  "/api/check",  "/api/hint",     "/api/explain", "/api/rate",
    "/api/import", "/api/random", "/api/generate", "/api/nothing", "/",
};

// Puzzles of every variant the API reads, as the page sends them (text with or without a
// header, or one line). The forcing-chain grid is one whose next step at hint level 1 or 2
// once crashed the route (a step without houses).
inline constexpr std::array<std::string_view, 10> kPuzzles = {
    ".2.....1........5..8.257..9916....8....5...645...8...3...6.1...3.1.......4..93...",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "..7.3.4..391...8.7.4.7.1..3..96..7..71...9.4..32.7...5.25.....4..4....2...3..2..6",
    "..4..3.....12..4",
    "1.....\n..3...\n......\n...5..\n......\n....6.\n",
    "variant: x\n....567..\n...7....3\n78912....\n9..2.18.7\n6.75...9.\n84..9.5.1\n2..3...75\n"
    ".71..5.4.\n5........\n",
    "variant: killer\naabb\naabb\nccdd\nccdd\n\na 10\nb 10\nc 10\nd 10\n",
    "aabbcddecffegghh a=3,b=7,c=5,d=5,e=5,f=5,g=7,h=3 1...............",
    "variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n1...\n..2.\n3...\n...1\n",
    "variant: killer+x\naabb\naabb\nccdd\nccdd\n\na 10\nb 10\nc 10\nd 10\n",
};

// The words each string field knows, and a few it does not.
inline constexpr std::array<std::string_view, 12> kWords = {
    "classic", "killer+x", "jigsaw",    "x",    "hard",   "extreme",
    "any",     "rotate90", "backtrack", "auto", "pasted", "killer+jigsaw+x",
};

struct Request {
  std::string method;
  std::string path;
  std::string body;
  std::map<std::string, std::string> query;  // a GET's fields
};

// A puzzle of kPuzzles with up to three characters overwritten.
inline std::string meaningful_puzzle(FuzzedDataProvider& bytes) {
  std::string text(kPuzzles[bytes.ConsumeIntegralInRange<std::size_t>(0, kPuzzles.size() - 1)]);
  const int changes = bytes.ConsumeIntegralInRange(0, 3);
  for (int change = 0; change < changes; ++change) {
    const std::size_t at = bytes.ConsumeIntegralInRange<std::size_t>(0, text.size() - 1);
    text[at] = bytes.ConsumeIntegral<char>();
  }
  return text;
}

// The givens of `text` (or its solution) as a "grid" array, with up to four cells changed.
inline Json meaningful_grid(FuzzedDataProvider& bytes, const std::string& text,
                            std::optional<Variant> variant) {
  std::optional<Puzzle> puzzle;
  try {
    puzzle = read_puzzle(text, "puzzle", Validation::shape_only, variant);
  } catch (const InputError&) {
    return Json::array({0, 1, 2});
  }
  if (puzzle->side() > 9) return Json::array();
  if (bytes.ConsumeBool()) {
    SolveOptions options;
    options.node_limit = 100'000;
    const SolveResult solved = solve(*puzzle, options);
    if (solved.solution) puzzle = *solved.solution;
  }
  Json grid = Json::array();
  for (const Digit digit : puzzle->cells()) grid.push_back(digit);
  const int changes = bytes.ConsumeIntegralInRange(0, 4);
  for (int change = 0; change < changes; ++change) {
    const auto cell = bytes.ConsumeIntegralInRange<std::size_t>(0, grid.size() - 1);
    grid[cell] = bytes.ConsumeIntegralInRange(-1, puzzle->side() + 1);
  }
  return grid;
}

// A value of the kind the bytes pick; `meaningful` makes the field's own kind of value.
template <typename Meaningful>
Json field_value(FuzzedDataProvider& bytes, Meaningful meaningful) {
  switch (bytes.ConsumeIntegralInRange(0, 8)) {
    case 0:
      return nullptr;
    case 1:
      return bytes.ConsumeBool();
    case 2:
      return bytes.ConsumeIntegralInRange(-2, 70);
    case 3:
      return bytes.ConsumeIntegral<std::int64_t>();
    case 4:
      return bytes.ConsumeFloatingPoint<double>();
    case 5:
      return std::string(kWords[bytes.ConsumeIntegralInRange<std::size_t>(0, kWords.size() - 1)]);
    case 6:
      return bytes.ConsumeRandomLengthString(96);
    case 7:
      return bytes.ConsumeBool() ? Json::array({1, "a", nullptr}) : Json::object({{"a", 1}});
    default:
      return meaningful();
  }
}

// A JSON object with any of the fields the routes read.
inline Json structured_body(FuzzedDataProvider& bytes) {
  Json request = Json::object();
  std::optional<Variant> variant;
  if (bytes.ConsumeBool()) {
    request["variant"] = field_value(bytes, [&] {
      return std::string(kWords[bytes.ConsumeIntegralInRange<std::size_t>(0, 3)]);
    });
    if (request["variant"].is_string()) {
      variant = parse_variant(request["variant"].get<std::string>());
    }
  }
  std::string puzzle;
  if (bytes.ConsumeBool()) {
    request["puzzle"] = field_value(bytes, [&] { return puzzle = meaningful_puzzle(bytes); });
  }
  if (bytes.ConsumeBool()) {
    request["grid"] = field_value(bytes, [&] { return meaningful_grid(bytes, puzzle, variant); });
  }
  const auto number = [&](int least, int most) {
    return [&bytes, least, most] { return Json(bytes.ConsumeIntegralInRange(least, most)); };
  };
  const auto word = [&] {
    return std::string(kWords[bytes.ConsumeIntegralInRange<std::size_t>(0, kWords.size() - 1)]);
  };
  if (bytes.ConsumeBool()) request["level"] = field_value(bytes, number(0, 4));
  if (bytes.ConsumeBool()) request["size"] = field_value(bytes, number(1, 17));
  if (bytes.ConsumeBool()) request["seed"] = field_value(bytes, number(0, 2'000'000'000));
  if (bytes.ConsumeBool()) request["difficulty"] = field_value(bytes, word);
  if (bytes.ConsumeBool()) request["symmetry"] = field_value(bytes, word);
  if (bytes.ConsumeBool()) request["algorithm"] = field_value(bytes, word);
  if (bytes.ConsumeBool())
    request["trace"] = field_value(bytes, [&] { return bytes.ConsumeBool(); });
  if (bytes.ConsumeBool()) {
    request["against_solution"] = field_value(bytes, [&] { return bytes.ConsumeBool(); });
  }
  if (bytes.ConsumeBool()) request["limit"] = field_value(bytes, number(0, 3));
  if (bytes.ConsumeBool())
    request["exclude"] = field_value(bytes, [&] { return meaningful_puzzle(bytes); });
  if (bytes.ConsumeBool()) {
    request["text"] = field_value(bytes, [&] { return meaningful_puzzle(bytes); });
  }
  if (bytes.ConsumeBool()) request["name"] = field_value(bytes, word);
  return request;
}

// A request of any method to any path: the raw bytes as its body, a structured body, or (for
// GET) a query of strings.
inline Request fuzzed_request(FuzzedDataProvider& bytes) {
  Request request;
  request.path = kPaths[bytes.ConsumeIntegralInRange<std::size_t>(0, kPaths.size() - 1)];
  constexpr std::array<std::string_view, 4> kMethods = {"POST", "POST", "GET", "PUT"};
  request.method = kMethods[bytes.ConsumeIntegralInRange<std::size_t>(0, kMethods.size() - 1)];
  switch (bytes.ConsumeIntegralInRange(0, 2)) {
    case 0:
      request.body = bytes.ConsumeRemainingBytesAsString();
      break;
    case 1:
      request.body = server::dump(structured_body(bytes));
      break;
    default: {
      const Json fields = structured_body(bytes);
      for (const auto& [key, value] : fields.items()) {
        request.query[key] = value.is_string() ? value.get<std::string>() : value.dump();
      }
    }
  }
  return request;
}

}  // namespace sudoku::fuzz
