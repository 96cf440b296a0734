// The connections of `sudoku serve`: one thread owns every socket and does all their reading
// and writing without blocking (poll), and worker threads only compute answers.
//
//   accept ─▶ reading ──(whole request framed)──▶ answering ──▶ writing ──▶ reading …
//               │  (request_framing.hpp)           (a worker)               │
//               └─ refused / timed out ─▶ writing the error ─▶ lingering ─▶ closed
//
// - A request goes to a worker only once all of it has arrived, so slow or idle clients hold
//   a buffer (at most the head and body limits), never a thread; the workers stay free for
//   requests that are ready.
// - One request per connection is answered at a time, and reading stops meanwhile: bytes sent
//   ahead (pipelining) wait in the connection's buffer, and each request gets its reply, in
//   order. A client that closes its connection meanwhile is noticed, and its request dropped
//   if no worker has started it (a client that only half-closes after sending is taken for one
//   that has gone).
// - Ready requests queue in one of two bounded queues (work_queue.hpp), in arrival order for
//   each client and the clients (peer addresses) taking turns: heavy ones (searches,
//   explanations, generation) on as many threads as cores, cheap ones (files, a draw from the
//   collection) on their own threads. A full queue is answered 503 at once, with Retry-After
//   the time its waiting work takes.
// - Deadlines: a request must arrive within `request_timeout` of its first byte, with no
//   silence longer than `read_timeout` (else 408); a kept-alive connection without a request
//   closes after `idle_timeout`; a reply not taken for `write_timeout` closes the connection;
//   a connection makes at most `max_requests_per_connection` requests.
// - At `max_connections`, a new connection makes room by closing the one silent the longest
//   among those reading; if every one is busy, the newcomer gets 503.
// - After a refused request the reply is sent, the sending side shut, and the rest of what
//   the client sends read and dropped for up to `linger` (at most one body's worth), so the
//   client reads the error instead of a reset.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "server/request_framing.hpp"

namespace sudoku::server {

struct ServerOptions {
  FramingLimits framing;
  std::size_t max_connections;
  // Requests one kept-alive connection may make; the last one's reply says Connection: close.
  std::size_t max_requests_per_connection;
  std::chrono::milliseconds read_timeout;
  std::chrono::milliseconds request_timeout;
  std::chrono::milliseconds idle_timeout;
  std::chrono::milliseconds write_timeout;
  std::chrono::milliseconds linger;
  std::size_t heavy_workers;
  std::size_t heavy_queue;
  std::size_t light_workers;
  std::size_t light_queue;
};

// The production settings (limits.hpp); heavy workers: the cores of the machine.
ServerOptions default_server_options();

// One whole request, as its client sent it; `last`: the connection closes after its reply.
struct FramedRequest {
  std::string bytes;
  std::string peer_address;
  int peer_port = 0;
  bool last = false;
};

// Its reply, as it goes on the wire; `close`: close the connection after it.
struct Answer {
  std::string bytes;
  bool close = false;
};

// What the loop asks of the server: the answer to a request (called on a worker thread);
// whether a request (its bytes, whole) goes to the heavy queue; and the bytes of an error the
// loop answers itself (status, message; with Connection: close when `close`; a 503 says
// Retry-After: `retry_after`).
struct Responder {
  std::function<Answer(const FramedRequest&)> answer;
  std::function<bool(std::string_view request)> is_heavy;
  std::function<std::string(int status, const std::string& message, bool close,
                            std::chrono::seconds retry_after)>
      error;
};

class ConnectionLoop {
 public:
  ConnectionLoop(const ServerOptions& options, Responder responder);
  ~ConnectionLoop();
  ConnectionLoop(const ConnectionLoop&) = delete;
  ConnectionLoop& operator=(const ConnectionLoop&) = delete;

  // Binds host:port (port 0: any free port) and listens; returns the port. Throws
  // std::runtime_error "cannot listen on HOST:PORT: reason".
  int bind(const std::string& host, int port);
  // Serves until stop(); false if not bound.
  bool run();
  // From any thread; run() returns soon after.
  void stop();
  bool is_running() const { return running_; }
  // Bytes read from clients so far, every connection together (the tests bound it).
  std::uint64_t bytes_received() const { return bytes_received_; }

 private:
  struct State;
  std::atomic<bool> running_{false};
  std::atomic<std::uint64_t> bytes_received_{0};
  std::unique_ptr<State> state_;
};

}  // namespace sudoku::server
