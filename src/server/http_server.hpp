// `sudoku serve` on the wire: the page's files from the binary, the API under /api/, JSON
// errors for everything else.
//
//   GET  /, /index.html, /css/…, /js/…   the embedded web page (web/*); HEAD too
//   GET  /api/random?difficulty=hard      and POST /api/<route> with a JSON body (api.hpp)
//   OPTIONS on any of those               204 with Allow, and no cross-origin grant
//   anything else                         404 or 405 {"error": …}; a body over kMaxBodyBytes 413
//
// The whole HTTP layer is ours: connections (connection_loop.hpp: framing, limits, timeouts,
// queues), then on a worker thread each whole request parsed and its reply written
// (http_message.hpp), after the checks that keep other web pages out (request_policy.hpp).
// The handlers share only read-only data (the Api, the collection, the embedded files).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "server/api.hpp"
#include "server/connection_loop.hpp"

namespace sudoku::server {

class HttpServer {
 public:
  explicit HttpServer(const Api& api);
  // With other limits and timeouts than default_server_options() (the tests' short ones).
  HttpServer(const Api& api, const ServerOptions& options);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Binds host:port (port 0: any free port) and returns the port; throws std::runtime_error
  // when it cannot. `host` is also a name the server answers to (request_policy.hpp).
  int bind(const std::string& host, int port);
  // Serves until stop() (from another thread); returns false if it could not start.
  bool run();
  void stop();
  // True once run() accepts connections.
  bool is_running() const;
  // Bytes read from clients so far (every connection).
  std::uint64_t bytes_received() const;

 private:
  std::string bound_host_;
  std::unique_ptr<ConnectionLoop> loop_;
};

// The Content-Type of a file, from its extension.
std::string content_type_of(const std::string& path);

}  // namespace sudoku::server
