// The sockets of `sudoku serve` at the system's level: listening on host:port, and accepting
// a connection (non-blocking, close-on-exec, TCP_NODELAY) with its peer's address.
#pragma once

#include <string>

namespace sudoku::server {

struct ListenSocket {
  int fd = -1;
  int port = 0;
};

// Binds host:port (port 0: any free port) with SO_REUSEADDR but not SO_REUSEPORT, so that a
// port in use is an error rather than a port shared with another server, and listens.
// Throws std::runtime_error "cannot listen on HOST:PORT: reason".
ListenSocket listen_on(const std::string& host, int port);

struct Peer {
  std::string address;
  int port = 0;
};

// The next waiting connection, or -1 when none is waiting or accepting failed (errno says
// which: EAGAIN, or EMFILE when out of descriptors).
int accept_connection(int listener, Peer& peer);

}  // namespace sudoku::server
