// The HTTP side of `sudoku serve` (see http_server.hpp). Every reply carries
// X-Content-Type-Options: nosniff and a Content-Security-Policy that allows only the page's
// own files; errors are JSON objects {"error": "…"} with the status that fits.
#include "server/http_server.hpp"

#include <httplib.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <string_view>

#include <fmt/format.h>

#include "server/embedded.hpp"
#include "server/limits.hpp"
#include "server/puzzle_json.hpp"
#include "server/request_framing.hpp"

namespace sudoku::server {
namespace {

constexpr const char* kJson = "application/json";
constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
constexpr const char* kContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; style-src 'self'";

void add_security_headers(httplib::Response& response) {
  response.set_header("X-Content-Type-Options", "nosniff");
  response.set_header("Content-Security-Policy", kContentSecurityPolicy);
  response.set_header("Cache-Control", "no-cache");
}

std::string_view reason_of(int status) {
  static constexpr std::pair<int, std::string_view> kReasons[] = {
      {400, "Bad Request"},
      {408, "Request Timeout"},
      {413, "Payload Too Large"},
      {414, "URI Too Long"},
      {415, "Unsupported Media Type"},
      {431, "Request Header Fields Too Large"},
      {500, "Internal Server Error"},
      {501, "Not Implemented"},
      {503, "Service Unavailable"},
      {505, "HTTP Version Not Supported"},
  };
  for (const auto& [code, reason] : kReasons) {
    if (code == status) return reason;
  }
  return "Error";
}

// An error the connection loop answers before any route runs (a refused or late request, a
// full queue), with the headers every reply carries.
std::string loop_error(int status, const std::string& message, bool close) {
  const std::string body = error_reply(status, message).body;
  return fmt::format(
      "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n"
      "X-Content-Type-Options: nosniff\r\nContent-Security-Policy: {}\r\n"
      "Cache-Control: no-cache\r\n{}{}\r\n{}",
      status, reason_of(status), kJson, body.size(), kContentSecurityPolicy,
      status == 503 ? "Retry-After: 1\r\n" : "", close ? "Connection: close\r\n" : "", body);
}

// Searches, explanations, ratings, generation: every POST to the API but random's draw from
// the collection. Pages, files and GET requests are cheap.
bool is_heavy(std::string_view request_line) {
  const std::size_t space = request_line.find(' ');
  if (space == std::string_view::npos) return false;
  const std::string_view method = request_line.substr(0, space);
  std::string_view path = request_line.substr(space + 1);
  path = path.substr(0, std::min(path.find(' '), path.find('?')));
  return method != "GET" && method != "HEAD" && path.starts_with("/api/") && path != "/api/random";
}

// Whether a reply cpp-httplib wrote ends its connection: it says "Connection: close" when the
// client asked for it, for an HTTP/1.0 client without keep-alive, for the last request a
// connection may make, and (the error handler below) when it could not read the request.
bool closes_connection(std::string_view reply) {
  const std::string_view head = reply.substr(0, reply.find("\r\n\r\n") + 2);
  return head.find("\r\nConnection: close\r\n") != std::string_view::npos;
}

// One whole request in memory as cpp-httplib's Stream: reads give its bytes, then end of
// file; writes collect the reply.
class RequestStream final : public httplib::Stream {
 public:
  explicit RequestStream(const FramedRequest& request) : request_(request) {}
  bool is_readable() const override { return position_ < request_.bytes.size(); }
  bool is_writable() const override { return true; }
  ssize_t read(char* buffer, size_t size) override {
    const std::size_t count = std::min(size, request_.bytes.size() - position_);
    std::memcpy(buffer, request_.bytes.data() + position_, count);
    position_ += count;
    return static_cast<ssize_t>(count);
  }
  ssize_t write(const char* bytes, size_t size) override {
    reply_.append(bytes, size);
    return static_cast<ssize_t>(size);
  }
  void get_remote_ip_and_port(std::string& address, int& port) const override {
    address = request_.peer_address;
    port = request_.peer_port;
  }
  void get_local_ip_and_port(std::string& address, int& port) const override {
    address.clear();
    port = 0;
  }
  // No socket: nothing may wait on one (and cpp-httplib's FD_SETSIZE check passes).
  socket_t socket() const override { return INVALID_SOCKET; }
  std::string& reply() { return reply_; }

 private:
  const FramedRequest& request_;
  std::size_t position_ = 0;
  std::string reply_;
};

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

// cpp-httplib's routing, error pages and reply writing, over one request at a time.
class HttpServer::Router : public httplib::Server {
 public:
  using httplib::Server::process_request;
};

HttpServer::HttpServer(const Api& api) : HttpServer(api, default_server_options()) {}

HttpServer::HttpServer(const Api& api, const ServerOptions& options)
    : router_(std::make_unique<Router>()) {
  Router& server = *router_;
  server.set_payload_max_length(options.framing.max_body_bytes);
  // What its replies' Keep-Alive header says; the connection loop keeps to it.
  server.set_keep_alive_timeout(std::max<std::int64_t>(
      1, std::chrono::ceil<std::chrono::seconds>(options.idle_timeout).count()));
  server.set_keep_alive_max_count(options.max_requests_per_connection);
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
  const std::size_t max_body_bytes = options.framing.max_body_bytes;
  server.set_error_handler(
      [max_body_bytes](const httplib::Request& request, httplib::Response& response) {
        if (!response.body.empty()) return;
        std::string message = "not found: " + request.path;
        if (response.status == 413) {
          message = body_too_large_message(max_body_bytes);
        } else if (response.status == 400) {
          // A request the framer let through but cpp-httplib could not read: what follows it
          // on the connection cannot be trusted either.
          message = "bad request";
          response.set_header("Connection", "close");
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

  Responder responder;
  responder.answer = [&server](const FramedRequest& request) {
    RequestStream stream(request);
    bool closed = false;
    const bool answered = server.process_request(stream, request.last, closed, nullptr);
    std::string& reply = stream.reply();
    // cpp-httplib answers "Expect: 100-continue" first; the loop already has, when the body was
    // still to come, and a whole request needs none.
    if (reply.starts_with(kContinue)) reply.erase(0, kContinue.size());
    const bool close = closed || !answered || closes_connection(reply);
    return Answer{std::move(reply), close};
  };
  responder.is_heavy = is_heavy;
  responder.error = loop_error;
  loop_ = std::make_unique<ConnectionLoop>(options, std::move(responder));
}

HttpServer::~HttpServer() = default;

int HttpServer::bind(const std::string& host, int port) { return loop_->bind(host, port); }

bool HttpServer::run() { return loop_->run(); }

void HttpServer::stop() { loop_->stop(); }

bool HttpServer::is_running() const { return loop_->is_running(); }

std::uint64_t HttpServer::bytes_received() const { return loop_->bytes_received(); }

}  // namespace sudoku::server
