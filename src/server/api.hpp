// The JSON API of `sudoku serve`, apart from HTTP: a route name and a request body in, a
// status and a JSON body out. http_server.cpp puts it on the wire; the tests call it directly.
//
//   Api api(collection);
//   Reply reply = api.handle("POST", "/api/solve", R"({"puzzle":"53..7...."})");
//   // reply.status 200, reply.body {"status":"solved",…}
//
// Every route is a pure function of its request and the read-only collection: Api holds no
// mutable state, so any number of threads may call handle() at once. docs/api.md documents
// each route with an example.
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "server/collection.hpp"
#include "server/limits.hpp"

namespace sudoku::server {

using Json = nlohmann::ordered_json;

// A request the API refuses: answered with `status` (400 unless said) and {"error": message}.
class BadRequest : public std::runtime_error {
 public:
  explicit BadRequest(const std::string& message, int status = 400)
      : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

struct Reply {
  int status = 200;
  std::string body;  // JSON
};

// How much a request may do (limits.hpp: kTimeLimit, kGenerateTimeLimit, kGenerateAttempts);
// past a time limit, the route says so. The server uses the defaults; a test may give others
// (a time of 0: spent at once), and the API's fuzz target fewer attempts and a fixed seed.
struct RouteLimits {
  std::chrono::milliseconds logic = kTimeLimit;             // hint, explain, rate, all included
  std::chrono::milliseconds generate = kGenerateTimeLimit;  // generate, and random's fallback
  int generate_attempts = kGenerateAttempts;                // puzzles made to hit a difficulty
  // The seed of generate and random when the request names none: drawn afresh (the server), or
  // this one (the API's fuzz target, so that an input does the same thing every time it runs).
  std::optional<std::uint64_t> default_seed;
};

// What a route sees: its request (the JSON body, or a GET's query as an object of strings),
// the collection and its limits.
struct RouteContext {
  const Json& request;
  const Collection& collection;
  const RouteLimits& limits;
};

// The routes, by file: solve_routes.cpp, logic_routes.cpp, puzzle_routes.cpp.
Json solve_route(const RouteContext& context);
Json check_route(const RouteContext& context);
Json hint_route(const RouteContext& context);
Json explain_route(const RouteContext& context);
Json rate_route(const RouteContext& context);
Json import_route(const RouteContext& context);
Json random_route(const RouteContext& context);
Json collection_route(const RouteContext& context);
// Whether random answers `request` by a draw from the embedded collection alone (or refuses it).
bool random_is_a_plain_draw(const Json& request, const Collection& collection);
Json generate_route(const RouteContext& context);

class Api {
 public:
  explicit Api(const Collection& collection, RouteLimits limits = {})
      : collection_(collection), limits_(limits) {}

  // True for a path the API answers (whatever the method).
  static bool is_route(std::string_view path);
  // The methods a route takes, as an Allow header lists them: "POST" or "GET, POST".
  static std::string_view methods_of(std::string_view path);
  // Whether a request may take a search's time (the server queues it with the searches):
  // every POST to a route, and a GET of random that the collection cannot answer by a plain
  // draw (the generator makes one, or a puzzle of the user's is rated). Collection, a draw
  // from the embedded collection, and what is refused at once (no route, wrong method) are
  // cheap.
  bool is_heavy(std::string_view method, std::string_view path,
                const std::map<std::string, std::string>& query) const;
  // `query` is used for GET (random takes its options from it; collection takes none), `body`
  // for POST.
  Reply handle(std::string_view method, std::string_view path, std::string_view body,
               const std::map<std::string, std::string>& query = {}) const;

 private:
  const Collection& collection_;
  RouteLimits limits_;
};

// {"error": message} as a reply.
Reply error_reply(int status, const std::string& message);

}  // namespace sudoku::server
