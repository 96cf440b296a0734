// `sudoku serve` on the wire (cpp-httplib): the page's files from the binary, the API under
// /api/, JSON errors for everything else.
//
//   GET  /, /index.html, /css/…, /js/…   the embedded web page (web/*)
//   GET  /api/random?difficulty=hard      and POST /api/<route> with a JSON body (api.hpp)
//   anything else                         404 {"error": …}; a body over kMaxBodyBytes 413
//
// Connections are ours (connection_loop.hpp: framing, limits, timeouts, queues); each whole
// request is then read and routed by cpp-httplib on a worker thread, from its bytes in memory.
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
  // when it cannot.
  int bind(const std::string& host, int port);
  // Serves until stop() (from another thread); returns false if it could not start.
  bool run();
  void stop();
  // True once run() accepts connections.
  bool is_running() const;
  // Bytes read from clients so far (every connection).
  std::uint64_t bytes_received() const;

 private:
  class Router;
  std::unique_ptr<Router> router_;
  std::unique_ptr<ConnectionLoop> loop_;
};

// The Content-Type of a file, from its extension.
std::string content_type_of(const std::string& path);

}  // namespace sudoku::server
