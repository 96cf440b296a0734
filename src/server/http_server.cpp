// The HTTP side of `sudoku serve` (see http_server.hpp). Every reply carries
// X-Content-Type-Options: nosniff and a Content-Security-Policy that allows only the page's
// own files; errors are JSON objects {"error": "…"} with the status that fits.
#include "server/http_server.hpp"

#include <httplib.h>

#include <sys/socket.h>

#include <cerrno>
#include <cstring>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "server/embedded.hpp"
#include "server/limits.hpp"
#include "server/puzzle_json.hpp"

namespace sudoku::server {
namespace {

constexpr const char* kJson = "application/json";

void add_security_headers(httplib::Response& response) {
  response.set_header("X-Content-Type-Options", "nosniff");
  response.set_header("Content-Security-Policy",
                      "default-src 'self'; img-src 'self' data:; style-src 'self'");
  response.set_header("Cache-Control", "no-cache");
}

const EmbeddedFile* find_web_file(const std::string& path) {
  const std::string wanted = path == "/" ? "index.html" : path.substr(1);
  for (const EmbeddedFile& file : web_files()) {
    if (file.path == wanted) return &file;
  }
  return nullptr;
}

void answer_api(const Api& api, const httplib::Request& request, httplib::Response& response) {
  std::map<std::string, std::string> query;
  for (const auto& [key, value] : request.params) query.emplace(key, value);
  const Reply reply = api.handle(request.method, request.path, request.body, query);
  response.status = reply.status;
  response.set_content(reply.body, kJson);
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

HttpServer::HttpServer(const Api& api) : server_(std::make_unique<httplib::Server>()) {
  httplib::Server& server = *server_;
  server.set_payload_max_length(kMaxBodyBytes);
  // Small JSON replies: without TCP_NODELAY each waits out the client's delayed ACK (~40 ms).
  server.set_tcp_nodelay(true);
  // cpp-httplib sets SO_REUSEPORT on Linux, under which a second server on a port in use starts
  // without a word and the kernel splits the connections between the two. SO_REUSEADDR alone
  // still lets a restarted server take its port back from connections in TIME_WAIT, and makes a
  // port in use an error.
  server.set_socket_options([](socket_t socket) {
    const int yes = 1;
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
  });
  server.set_keep_alive_max_count(100);
  // A thread serves one connection for as long as it is kept alive, so the pool is larger
  // than the cores: idle keep-alive clients must not keep new ones waiting.
  server.new_task_queue = [] { return new httplib::ThreadPool(kServerThreads); };
  const auto api_handler = [&api](const httplib::Request& request, httplib::Response& response) {
    answer_api(api, request, response);
  };
  server.Get("/api/.*", api_handler);
  server.Post("/api/.*", api_handler);
  server.Put("/api/.*", api_handler);
  server.Delete("/api/.*", api_handler);
  server.Patch("/api/.*", api_handler);
  server.Get(".*", [](const httplib::Request& request, httplib::Response& response) {
    const EmbeddedFile* file = find_web_file(request.path);
    if (file == nullptr) {
      response.status = 404;
      response.set_content(error_reply(404, "not found: " + request.path).body, kJson);
      return;
    }
    response.set_content(std::string(file->bytes), content_type_of(std::string(file->path)));
  });
  server.set_error_handler([](const httplib::Request& request, httplib::Response& response) {
    if (!response.body.empty()) return;
    std::string message = "not found: " + request.path;
    if (response.status == 413) {
      message = fmt::format(
          "the request body is too large: at most {} bytes (8192 when sent as a form; send JSON "
          "as application/json)",
          kMaxBodyBytes);
    } else if (response.status != 404) {
      message = fmt::format("HTTP error {}", response.status);
    }
    response.set_content(error_reply(response.status, message).body, kJson);
  });
  server.set_exception_handler(
      [](const httplib::Request&, httplib::Response& response, const std::exception_ptr&) {
        response.status = 500;
        response.set_content(error_reply(500, "internal error").body, kJson);
      });
  server.set_post_routing_handler(
      [](const httplib::Request&, httplib::Response& response) { add_security_headers(response); });
}

HttpServer::~HttpServer() = default;

int HttpServer::bind(const std::string& host, int port) {
  errno = 0;
  const int bound =
      port == 0 ? server_->bind_to_any_port(host) : (server_->bind_to_port(host, port) ? port : -1);
  if (bound <= 0) {
    // errno is bind's (or listen's); none when the host did not resolve to an address.
    const int error = errno;
    throw std::runtime_error(
        fmt::format("cannot listen on {}:{}: {}", host, port,
                    error != 0 ? std::strerror(error) : "not an address of this machine"));
  }
  return bound;
}

bool HttpServer::run() { return server_->listen_after_bind(); }

void HttpServer::stop() { server_->stop(); }

bool HttpServer::is_running() const { return server_->is_running(); }

}  // namespace sudoku::server
