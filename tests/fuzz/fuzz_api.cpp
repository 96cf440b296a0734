// libFuzzer target: the board's JSON API, Api::handle (server/api.hpp), over the embedded
// collection, with requests built from the bytes (api_requests.hpp): any method, any route,
// a raw body or a structured one whose fields are fuzzed.
//
// The promises checked on every reply: the status is 200, one of the 4xx the API documents or
// the generator's 503 (never 500: an exception a route did not expect); the body is a JSON
// object; an error is exactly {"error": message}, the message one non-empty line; 404 only
// for an unknown route or a random draw beyond the generator, 405 only for a wrong method,
// 422 and 503 only from the generator. And what a 200 says is true: a solve's or an
// explanation's solution solves the puzzle sent and keeps the player's digits; a grid checked
// as solved is complete without conflicts; a generated, drawn or imported puzzle's text reads
// back (to the puzzle imported), and a generated puzzle's solution solves it and is its only
// one.
//
// Requests whose puzzle is larger than 9×9, or that would generate a grid larger than 4×4, are
// not sent (skip_request): within their budgets (limits.hpp: 2 s for a search or the logical
// solver, 5 s for the generator) each can still take seconds, where the campaign needs
// thousands of requests a second. For the same reason the generator gets one try at a
// difficulty, not the server's 40 (the route's loop over tries is the same code for any
// number). Until the fifth round the target generated up to 6×6 with 4 tries: 5×5 and 6×6
// Killers and jigsaws, 10 to 50 ms each in this build, took 85 % of its time (a 1,500-input
// sample of the corpus replays in 3.4 s instead of 25.2 s). The readers' targets cover big
// grids, the unit tests (under ASan and UBSan too) the generator's larger ones.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "api_requests.hpp"
#include "fuzz_checks.hpp"
#include "server/collection.hpp"
#include "server/embedded.hpp"
#include "server/limits.hpp"
#include "server/puzzle_json.hpp"

using namespace sudoku;
using namespace sudoku::fuzz;
using server::Json;

namespace {

constexpr int kLargestPuzzleSent = 9;
constexpr int kLargestGenerated = 4;
constexpr int kAttempts = 1;

const server::Collection& collection() {
  static const server::Collection kCollection =
      server::Collection::from_files(server::collection_files());
  return kCollection;
}

// The request as the route sees it: the body parsed (as Api does), or the query's strings.
std::optional<Json> request_fields(const Request& request) {
  if (request.method == "GET") {
    Json fields = Json::object();
    for (const auto& [key, value] : request.query) fields[key] = value;
    return fields;
  }
  if (request.body.find_first_not_of(" \t\r\n") == std::string::npos) return Json::object();
  Json fields = Json::parse(request.body, nullptr, false);
  if (fields.is_discarded() || !fields.is_object()) return std::nullopt;
  return fields;
}

std::optional<std::string> string_of(const Json& fields, const char* name) {
  const auto found = fields.find(name);
  if (found == fields.end() || !found->is_string()) return std::nullopt;
  return found->get<std::string>();
}

// A whole number as int_field reads it (a number, or a GET's digits), or nothing.
std::optional<long long> number_of(const Json& fields, const char* name) {
  const auto found = fields.find(name);
  if (found == fields.end()) return std::nullopt;
  if (found->is_number_integer()) return found->get<long long>();
  const std::optional<std::string> text = string_of(fields, name);
  if (!text || text->empty() || text->size() > 9 ||
      text->find_first_not_of("0123456789") != std::string::npos) {
    return std::nullopt;
  }
  return std::stoll(*text);
}

std::optional<Variant> variant_of_fields(const Json& fields) {
  const std::optional<std::string> name = string_of(fields, "variant");
  return name ? parse_variant(*name) : std::nullopt;
}

// The puzzle a request names under `field`, read as the API reads it, or nothing.
std::optional<Puzzle> request_puzzle(const Json& fields, const char* field, const char* source) {
  const std::optional<std::string> text = string_of(fields, field);
  if (!text) return std::nullopt;
  try {
    return read_puzzle(*text, source, Validation::full, variant_of_fields(fields));
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// Would the random route find nothing in the collection and call the generator?
bool random_generates(const Json& fields) {
  server::CollectionQuery query;
  query.variant = variant_of_fields(fields);
  if (const std::optional<long long> size = number_of(fields, "size")) {
    query.side = static_cast<int>(*size);
  }
  if (const std::optional<std::string> name = string_of(fields, "difficulty")) {
    for (const Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                        Difficulty::expert, Difficulty::extreme}) {
      if (difficulty_name(difficulty) == *name) query.difficulty = difficulty;
    }
  }
  return !collection().has_match(query);
}

// True for a request known to be slow until the routes have budgets (see the opening).
bool skip_request(const Request& request, const Json& fields) {
  for (const char* field : {"puzzle", "text"}) {
    const std::optional<Puzzle> puzzle = request_puzzle(fields, field, "puzzle");
    if (puzzle && puzzle->side() > kLargestPuzzleSent) return true;
  }
  const bool generates = request.path == "/api/generate" ||
                         (request.path == "/api/random" && random_generates(fields));
  const long long size = number_of(fields, "size").value_or(9);
  return generates && size > kLargestGenerated && size <= server::kMaxGenerateSide;
}

// The digits of a reply's N*N array laid on `puzzle`: its solution, if it is one.
Puzzle filled(const Puzzle& puzzle, const Json& cells) {
  require(cells.is_array() && cells.size() == static_cast<std::size_t>(puzzle.cell_count()),
          "a solution has N*N cells", cells.dump());
  Puzzle result = puzzle;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    const Json& digit = cells[static_cast<std::size_t>(cell)];
    require(digit.is_number_integer() && digit.get<int>() >= 1 && digit.get<int>() <= puzzle.side(),
            "a solution holds digits", cells.dump());
    result.set(cell, static_cast<Digit>(digit.get<int>()));
  }
  return result;
}

// A solution in a reply solves the puzzle sent and keeps the digits of the player's "grid".
void check_solution(const Json& fields, const Json& solution) {
  const std::optional<Puzzle> puzzle = request_puzzle(fields, "puzzle", "puzzle");
  require(puzzle.has_value(), "a 200 reply's puzzle reads", fields.dump());
  const Puzzle solved = filled(*puzzle, solution);
  require(is_solution_of(solved, *puzzle), "the solution solves the puzzle", solution.dump());
  const auto grid = fields.find("grid");
  if (grid == fields.end() || !grid->is_array()) return;
  for (int cell = 0; cell < puzzle->cell_count(); ++cell) {
    const int digit = (*grid)[static_cast<std::size_t>(cell)].get<int>();
    require(digit == 0 || digit == solved.at(cell), "the solution keeps the player's digits",
            fields.dump());
  }
}

// A puzzle in a reply ("puzzle": {…, "text"}) reads back.
Puzzle puzzle_of_reply(const Json& reply) {
  const Json& text = reply.at("puzzle").at("text");
  require(text.is_string(), "a puzzle's text is a string", reply.dump());
  try {
    return read_puzzle(text.get<std::string>(), kSource, Validation::full);
  } catch (const InputError& error) {
    broken("a reply's puzzle text reads back", error.what());
  }
}

void check_success(const std::string& path, const Json& fields, const Json& reply) {
  if (path == "/api/solve" && reply.at("status") == "solved") {
    check_solution(fields, reply.at("solution"));
  } else if (path == "/api/explain" && reply.at("status") == "solved") {
    check_solution(fields, reply.at("solution"));
  } else if (path == "/api/check" && reply.at("solved") == true) {
    require(reply.at("complete") == true && reply.at("conflicts").empty(),
            "a solved grid is complete, without conflicts", reply.dump());
  } else if (path == "/api/import") {
    const std::optional<Puzzle> sent = request_puzzle(fields, "text", "pasted");
    require(sent && *sent == puzzle_of_reply(reply), "an imported puzzle reads back equal",
            reply.dump());
  } else if (path == "/api/random") {
    (void)puzzle_of_reply(reply);
  } else if (path == "/api/generate") {
    const Puzzle made = puzzle_of_reply(reply);
    require(is_solution_of(filled(made, reply.at("solution")), made),
            "a generated puzzle's solution solves it", reply.dump());
    SolveOptions options;
    options.max_solutions = 2;
    require(solve(made, options).count == 1, "a generated puzzle has one solution", reply.dump());
  }
}

// Longer than any message a route writes (an import's name is at most 255 bytes).
constexpr std::size_t kLongestMessage = 1024;

void check_error_reply(const Request& request, int status, const Json& reply) {
  const std::string detail =
      reply.dump() + "\nrequest: " + request.method + " " + request.path + " " + request.body;
  require(reply.size() == 1 && reply.contains("error") && reply.at("error").is_string(),
          "an error reply is {\"error\": message}", detail);
  const std::string message = reply.at("error").get<std::string>();
  // Whatever the request holds (a word with a line break or a NUL, 60 KiB of it), a word it
  // quotes is shown escaped and cut: finding 2 of README.md, fixed in 3a4fbce.
  require(!message.empty() && message.find('\n') == std::string::npos &&
              message.find('\r') == std::string::npos && message.size() <= kLongestMessage,
          "an error message is one short non-empty line", detail);
  const bool known = server::Api::is_route(request.path);
  require(status != 404 || !known || request.path == "/api/random",
          "404 only for an unknown route or a random draw", detail);
  require(status != 405 || known, "405 only for a known route", detail);
  const bool generator = request.path == "/api/generate" || request.path == "/api/random";
  require((status != 422 && status != 503) || generator, "422 and 503 only from the generator",
          detail);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider bytes(data, size);
  const Request request = fuzzed_request(bytes);
  const std::optional<Json> fields = request_fields(request);
  if (fields && skip_request(request, *fields)) return -1;  // not kept in the corpus

  server::RouteLimits limits;
  limits.generate_attempts = kAttempts;
  // A request without a seed gets one made from the input's bytes, not a fresh draw: an input
  // (a crash's, a corpus entry) then does the same thing every time it runs.
  std::uint64_t seed = 14695981039346656037ULL;  // FNV-1a
  for (std::size_t index = 0; index < size; ++index) seed = (seed ^ data[index]) * 1099511628211ULL;
  limits.default_seed = seed;
  const server::Api api(collection(), limits);
  const server::Reply reply = api.handle(request.method, request.path, request.body, request.query);
  const bool documented = reply.status == 200 || reply.status == 400 || reply.status == 404 ||
                          reply.status == 405 || reply.status == 422 || reply.status == 503;
  require(documented, "the status is 200, a documented 4xx or the generator's 503 (never 500)",
          std::to_string(reply.status) + " " + reply.body + "\nrequest: " + request.method + " " +
              request.path + " " + request.body);
  const Json body = Json::parse(reply.body, nullptr, false);
  require(!body.is_discarded() && body.is_object(), "the reply is a JSON object", reply.body);
  if (reply.status != 200) {
    check_error_reply(request, reply.status, body);
    return 0;
  }
  require(fields.has_value(), "a 200 reply answers a JSON object", request.body);
  try {
    check_success(request.path, *fields, body);
  } catch (const Json::exception& error) {
    broken("a 200 reply has the fields its route documents", error.what() + ("\n" + reply.body));
  }
  return 0;
}
