// The route table and the one place where errors become replies: a BadRequest keeps its
// status, the library's InputError (the CLI's exact "source:line:column: problem") and
// invalid arguments are 400, anything else 500 with its message; nothing escapes to the
// HTTP layer.
#include "server/api.hpp"

#include <array>

#include "server/puzzle_json.hpp"
#include "sudoku/format.hpp"

namespace sudoku::server {
namespace {

using Handler = Json (*)(const RouteContext&);

struct Route {
  std::string_view path;
  Handler handler;
  bool allows_get;  // random (its options in the query) and collection also answer GET
};

constexpr std::array kRoutes = {
    Route{"/api/solve", solve_route, false},
    Route{"/api/check", check_route, false},
    Route{"/api/hint", hint_route, false},
    Route{"/api/explain", explain_route, false},
    Route{"/api/rate", rate_route, false},
    Route{"/api/import", import_route, false},
    Route{"/api/random", random_route, true},
    Route{"/api/generate", generate_route, false},
    Route{"/api/collection", collection_route, true},
};

const Route* find_route(std::string_view path) {
  for (const Route& route : kRoutes) {
    if (route.path == path) return &route;
  }
  return nullptr;
}

Json parse_body(std::string_view body) {
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos) return Json::object();
  Json request = Json::parse(body, nullptr, false);
  if (request.is_discarded()) throw BadRequest("bad JSON: the request body is not valid JSON");
  if (!request.is_object()) throw BadRequest("bad JSON: the request body must be an object");
  return request;
}

}  // namespace

Reply error_reply(int status, const std::string& message) {
  return {status, dump(Json{{"error", message}})};
}

bool Api::is_route(std::string_view path) { return find_route(path) != nullptr; }

std::string_view Api::methods_of(std::string_view path) {
  const Route* route = find_route(path);
  return route != nullptr && route->allows_get ? "GET, POST" : "POST";
}

bool Api::is_heavy(std::string_view method, std::string_view path,
                   const std::map<std::string, std::string>& query) const {
  const Route* route = find_route(path);
  if (route == nullptr || route->handler == collection_route) return false;
  if (method == "POST") return true;
  if (method != "GET" || !route->allows_get) return false;  // 405 at once
  Json request = Json::object();
  for (const auto& [key, value] : query) request[key] = value;
  return !random_is_a_plain_draw(request, collection_);
}

Reply Api::handle(std::string_view method, std::string_view path, std::string_view body,
                  const std::map<std::string, std::string>& query) const {
  const Route* route = find_route(path);
  if (route == nullptr) return error_reply(404, "no such route: " + std::string(path));
  const bool is_get = method == "GET";
  if (method != "POST" && !(is_get && route->allows_get)) {
    return error_reply(
        405, std::string(path) + " takes " + (route->allows_get ? "GET or POST" : "POST"));
  }
  try {
    Json request = Json::object();
    if (is_get) {
      for (const auto& [key, value] : query) request[key] = value;
    } else {
      request = parse_body(body);
    }
    const Json reply = route->handler(RouteContext{request, collection_, limits_});
    return {200, dump(reply)};
  } catch (const BadRequest& error) {
    return error_reply(error.status(), error.what());
  } catch (const InputError& error) {
    return error_reply(400, error.what());
  } catch (const std::invalid_argument& error) {
    return error_reply(400, error.what());
  } catch (const std::exception& error) {
    return error_reply(500, error.what());
  }
}

}  // namespace sudoku::server
