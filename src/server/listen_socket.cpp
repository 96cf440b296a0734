// Listening and accepting (see listen_socket.hpp): getaddrinfo for the host, the first of its
// addresses that binds; each connection non-blocking with TCP_NODELAY (small JSON replies
// would otherwise wait out the client's delayed ACK, ~40 ms).
#include "server/listen_socket.hpp"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <fmt/format.h>

namespace sudoku::server {

ListenSocket listen_on(const std::string& host, int port) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* addresses = nullptr;
  const std::string service = std::to_string(port);
  int error = 0;
  if (getaddrinfo(host.c_str(), service.c_str(), &hints, &addresses) == 0) {
    for (const addrinfo* address = addresses; address != nullptr; address = address->ai_next) {
      const int fd =
          ::socket(address->ai_family, address->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC,
                   address->ai_protocol);
      if (fd < 0) {
        error = errno;
        continue;
      }
      const int yes = 1;
      setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
      if (::bind(fd, address->ai_addr, address->ai_addrlen) == 0 && ::listen(fd, SOMAXCONN) == 0) {
        sockaddr_storage bound{};
        socklen_t length = sizeof(bound);
        getsockname(fd, reinterpret_cast<sockaddr*>(&bound), &length);
        const in_port_t network_port = bound.ss_family == AF_INET6
                                           ? reinterpret_cast<const sockaddr_in6&>(bound).sin6_port
                                           : reinterpret_cast<const sockaddr_in&>(bound).sin_port;
        freeaddrinfo(addresses);
        return {fd, ntohs(network_port)};
      }
      error = errno;
      ::close(fd);
    }
    freeaddrinfo(addresses);
  }
  // No errno when the host did not resolve to an address.
  throw std::runtime_error(
      fmt::format("cannot listen on {}:{}: {}", host, port,
                  error != 0 ? std::strerror(error) : "not an address of this machine"));
}

int accept_connection(int listener, Peer& peer) {
  sockaddr_storage address{};
  socklen_t length = sizeof(address);
  const int fd = accept4(listener, reinterpret_cast<sockaddr*>(&address), &length,
                         SOCK_NONBLOCK | SOCK_CLOEXEC);
  if (fd < 0) return -1;
  const int yes = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof(yes));
  char text[INET6_ADDRSTRLEN] = {};
  if (address.ss_family == AF_INET6) {
    const auto& ipv6 = reinterpret_cast<const sockaddr_in6&>(address);
    inet_ntop(AF_INET6, &ipv6.sin6_addr, text, sizeof(text));
    peer.port = ntohs(ipv6.sin6_port);
  } else {
    const auto& ipv4 = reinterpret_cast<const sockaddr_in&>(address);
    inet_ntop(AF_INET, &ipv4.sin_addr, text, sizeof(text));
    peer.port = ntohs(ipv4.sin_port);
  }
  peer.address = text;
  return fd;
}

}  // namespace sudoku::server
