// What the tests of the HTTP layer share: a server on a free loopback port, and a client on a
// plain socket that sends bytes exactly as given and reads replies as they come.
#pragma once

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "server/http_server.hpp"
#include "server_test_support.hpp"

namespace sudoku::server::test {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// A server on a free loopback port, run on a thread of its own for the test's length.
class RunningServer {
 public:
  RunningServer(const Api& api, const ServerOptions& options) : http_(api, options) {
    port_ = http_.bind("127.0.0.1", 0);
    thread_ = std::thread([this] { http_.run(); });
    while (!http_.is_running()) std::this_thread::yield();
  }
  ~RunningServer() {
    http_.stop();
    thread_.join();
  }
  RunningServer(const RunningServer&) = delete;
  RunningServer& operator=(const RunningServer&) = delete;
  int port() const { return port_; }
  HttpServer& http() { return http_; }

 private:
  HttpServer http_;
  int port_ = 0;
  std::thread thread_;
};

// The connection tests' settings: the production limits, deadlines of a second or two.
inline ServerOptions quick_options() {
  ServerOptions options = default_server_options();
  options.read_timeout = milliseconds(2000);
  options.request_timeout = milliseconds(3000);
  options.idle_timeout = milliseconds(1500);
  options.write_timeout = milliseconds(2000);
  options.linger = milliseconds(300);
  options.max_requests_per_connection = 5;
  return options;
}

struct RawReply {
  int status = 0;
  std::string head;
  std::string body;
};

// A client on a plain socket, for what httplib::Client will not send: bytes exactly as given,
// several requests in one write, a request a byte at a time.
class RawConnection {
 public:
  explicit RawConnection(int port) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = ::connect(fd_, reinterpret_cast<const sockaddr*>(&address), sizeof(address)) == 0;
    const int yes = 1;  // each send() its own segment, for the byte-at-a-time clients
    setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof(yes));
    timeval timeout{};
    timeout.tv_sec = 8;  // a read that waits this long fails the test rather than hangs it
    setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof(timeout));
  }
  ~RawConnection() { ::close(fd_); }
  RawConnection(const RawConnection&) = delete;
  RawConnection& operator=(const RawConnection&) = delete;

  bool connected() const { return connected_; }

  // Every byte; false once the server has closed or reset the connection.
  bool send(std::string_view bytes) {
    while (!bytes.empty()) {
      const ssize_t put = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
      if (put <= 0) return false;
      bytes.remove_prefix(static_cast<std::size_t>(put));
    }
    return true;
  }

  // The next final reply (a 100 Continue is skipped), its body by Content-Length; nothing when
  // the connection ends or stays silent first.
  // `head_only`: the reply to a HEAD request, whose Content-Length announces no body.
  std::optional<RawReply> read_reply(bool head_only = false) {
    while (true) {
      std::size_t head_end = buffer_.find("\r\n\r\n");
      while (head_end == std::string::npos) {
        if (!fill()) return std::nullopt;
        head_end = buffer_.find("\r\n\r\n");
      }
      RawReply reply;
      reply.head = buffer_.substr(0, head_end + 2);
      reply.status = std::stoi(reply.head.substr(9, 3));
      std::size_t length = 0;
      const std::size_t field = reply.head.find("\r\nContent-Length: ");
      if (field != std::string::npos && !head_only) {
        length = std::stoul(reply.head.substr(field + 18));
      }
      while (buffer_.size() < head_end + 4 + length) {
        if (!fill()) return std::nullopt;
      }
      reply.body = buffer_.substr(head_end + 4, length);
      buffer_.erase(0, head_end + 4 + length);
      if (reply.status != 100) return reply;
    }
  }

  // True when the server closes the connection (end of file or a reset) with nothing more to
  // read.
  bool closed_by_server() {
    if (!buffer_.empty()) return false;
    char byte = 0;
    const ssize_t got = ::recv(fd_, &byte, 1, 0);
    return got == 0 || (got < 0 && errno == ECONNRESET);
  }

 private:
  bool fill() {
    char bytes[4096];
    const ssize_t got = ::recv(fd_, bytes, sizeof(bytes), 0);
    if (got <= 0) return false;
    buffer_.append(bytes, static_cast<std::size_t>(got));
    return true;
  }

  int fd_;
  bool connected_ = false;
  std::string buffer_;
};

inline std::string post_request(std::string_view path, const std::string& body,
                                std::string_view extra_headers = "") {
  return "POST " + std::string(path) +
         " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\n" + std::string(extra_headers) + "\r\n" + body;
}

inline std::string get_request(std::string_view path, std::string_view extra_headers = "") {
  return "GET " + std::string(path) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
         std::string(extra_headers) + "\r\n";
}

}  // namespace sudoku::server::test
