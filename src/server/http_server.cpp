// The HTTP side of `sudoku serve` (see http_server.hpp): each framed request is parsed
// (http_message.hpp), checked (request_policy.hpp), routed and written here, on a worker
// thread. Errors are JSON objects {"error": "…"} with the status that fits.
#include "server/http_server.hpp"

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "server/embedded.hpp"
#include "server/http_message.hpp"
#include "server/limits.hpp"
#include "server/puzzle_json.hpp"
#include "server/request_policy.hpp"

namespace sudoku::server {
namespace {

constexpr const char* kJson = "application/json";

HttpReply json_reply(const Reply& reply) { return {reply.status, kJson, reply.body, {}, false}; }

HttpReply error(int status, const std::string& message) {
  return json_reply(error_reply(status, message));
}

const EmbeddedFile* find_web_file(const std::string& path) {
  const std::string_view wanted =
      path == "/" ? std::string_view("index.html") : std::string_view(path).substr(1);
  for (const EmbeddedFile& file : web_files()) {
    if (file.path == wanted) return &file;
  }
  return nullptr;
}

// A page's file: GET and HEAD.
HttpReply page_reply(const HttpRequest& request) {
  const EmbeddedFile* file = find_web_file(request.path);
  if (file == nullptr) return error(404, "not found: " + request.path);
  if (request.method != "GET" && request.method != "HEAD") {
    HttpReply refused = error(405, request.path + " takes GET or HEAD");
    refused.headers.emplace_back("Allow", "GET, HEAD");
    return refused;
  }
  HttpReply reply{200,
                  content_type_of(std::string(file->path)),
                  std::string(file->bytes),
                  {},
                  request.method == "HEAD"};
  return reply;
}

// The query's fields as the Api takes them (the first of a name).
std::map<std::string, std::string> query_map(
    const std::vector<std::pair<std::string, std::string>>& fields) {
  std::map<std::string, std::string> query;
  for (const auto& [key, value] : fields) query.emplace(key, value);
  return query;
}

HttpReply api_reply(const Api& api, const HttpRequest& request) {
  if (request.method == "OPTIONS") {
    if (!Api::is_route(request.path)) return error(404, "no such route: " + request.path);
    return {204,
            kJson,
            "",
            {{"Allow", std::string(Api::methods_of(request.path)) + ", OPTIONS"}},
            false};
  }
  HttpReply reply =
      json_reply(api.handle(request.method, request.path, request.body, query_map(request.query)));
  if (reply.status == 405) reply.headers.emplace_back("Allow", Api::methods_of(request.path));
  return reply;
}

// The reply to one whole request, and whether the connection closes after it.
Answer answer(const Api& api, const std::string& bound_host, const FramedRequest& framed) {
  std::variant<HttpRequest, Refusal> parsed = parse_request(framed.bytes);
  if (const auto* refusal = std::get_if<Refusal>(&parsed)) {
    // What follows a request that cannot be read cannot be trusted either: close.
    return {write_reply(error(refusal->status, refusal->message), true), true};
  }
  const HttpRequest& request = std::get<HttpRequest>(parsed);
  const bool close = framed.last || !request.keep_alive();
  if (std::optional<HttpReply> refused = refusal_of(request, bound_host)) {
    return {write_reply(*refused, close), close};
  }
  if (request.method == "OPTIONS" && !request.path.starts_with("/api/")) {
    if (find_web_file(request.path) == nullptr) {
      return {write_reply(error(404, "not found: " + request.path), close), close};
    }
    return {write_reply({204, kJson, "", {{"Allow", "GET, HEAD, OPTIONS"}}, false}, close), close};
  }
  const HttpReply reply =
      request.path.starts_with("/api/") ? api_reply(api, request) : page_reply(request);
  return {write_reply(reply, close), close};
}

// Searches, explanations, ratings, checks, imports, generation, and a draw that has to make
// or rate its puzzle (Api::is_heavy); pages and files are cheap. Judged on the decoded path,
// as the routes see it.
bool is_heavy(const Api& api, std::string_view bytes) {
  const std::variant<RequestLine, Refusal> parsed = parse_request_line(bytes);
  const auto* line = std::get_if<RequestLine>(&parsed);
  if (line == nullptr || !line->path.starts_with("/api/")) return false;  // refused at once
  return api.is_heavy(line->method, line->path, query_map(line->query));
}

}  // namespace

std::string content_type_of(const std::string& path) {
  static constexpr std::pair<std::string_view, std::string_view> kTypes[] = {
      {".html", "text/html; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".json", "application/json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".ico", "image/x-icon"},
      {".txt", "text/plain; charset=utf-8"},
  };
  for (const auto& [extension, type] : kTypes) {
    if (path.ends_with(extension)) return std::string(type);
  }
  return "application/octet-stream";
}

HttpServer::HttpServer(const Api& api) : HttpServer(api, default_server_options()) {}

HttpServer::HttpServer(const Api& api, const ServerOptions& options) {
  Responder responder;
  responder.answer = [&api, this](const FramedRequest& request) {
    return answer(api, bound_host_, request);
  };
  responder.is_heavy = [&api](std::string_view bytes) { return is_heavy(api, bytes); };
  responder.error = [](int status, const std::string& message, bool close,
                       std::chrono::seconds retry_after) {
    HttpReply reply = error(status, message);
    if (status == 503)
      reply.headers.emplace_back("Retry-After", std::to_string(retry_after.count()));
    return write_reply(reply, close);
  };
  loop_ = std::make_unique<ConnectionLoop>(options, std::move(responder));
}

HttpServer::~HttpServer() = default;

int HttpServer::bind(const std::string& host, int port) {
  const int bound = loop_->bind(host, port);
  bound_host_ = host;
  return bound;
}

bool HttpServer::run() { return loop_->run(); }

void HttpServer::stop() { loop_->stop(); }

bool HttpServer::is_running() const { return loop_->is_running(); }

std::uint64_t HttpServer::bytes_received() const { return loop_->bytes_received(); }

}  // namespace sudoku::server
