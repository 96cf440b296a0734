// One HTTP/1.1 request as the server reads it, and one reply as it writes it: the whole HTTP
// layer above the connections, ours end to end (no library reads or writes our requests).
//
//   framed bytes ──parse_request──▶ HttpRequest ──(route)──▶ HttpReply ──write_reply──▶ bytes
//
// The framer (request_framing.hpp) has already checked the request line, the line ends, the
// header syntax, the lengths and the chunk lines, so parsing only splits what it checked and
// decodes: the path and the query are percent-decoded (a path that decodes to a control byte
// or a bad escape is a 400), a chunked body is joined. Every route, and the choice of queue,
// sees the decoded path: "/%61pi/explain" is "/api/explain" everywhere.
//
// What the server does not do, on purpose: ranges (a Range header is ignored and the whole
// reply sent: nothing here is large, and multi-range replies are a way to make a server
// allocate many times a reply), compression, trailers, absolute-form targets.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "server/request_framing.hpp"

namespace sudoku::server {

// The request line, decoded: all the connection loop reads to pick a request's queue.
struct RequestLine {
  std::string method;  // "GET", "POST", …
  std::string target;  // as sent: "/api/random?size=4"
  std::string path;    // decoded: "/api/random"
  // The query's fields, decoded ('+' is a space), in order; a field without '=' has value "".
  std::vector<std::pair<std::string, std::string>> query;
  bool http_1_0 = false;
};

struct HttpRequest : RequestLine {
  // The header fields as sent, names as written (compare them ignoring case).
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;  // the chunks joined when the body was chunked

  // The value of the header named `name` (any case); nullopt when absent. Several fields of
  // one name: the first (the only headers that matter here may appear once: see Host).
  std::optional<std::string_view> header(std::string_view name) const;
  // How many fields are named `name`.
  std::size_t count(std::string_view name) const;
  // The first query field named `name`.
  std::optional<std::string_view> query_field(std::string_view name) const;
  // Whether the client asks to keep the connection open after the reply: HTTP/1.1 unless
  // "Connection: close", HTTP/1.0 only with "Connection: keep-alive".
  bool keep_alive() const;
};

// A request the framer found whole, or why it cannot be read (400).
std::variant<HttpRequest, Refusal> parse_request(std::string_view bytes);

// The request line of a request the framer found whole, or why it cannot be read (400: a path
// that is not "/…", a bad %-escape or a decoded control byte in the path or the query).
std::variant<RequestLine, Refusal> parse_request_line(std::string_view bytes);

struct HttpReply {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  // Extra header fields ("Allow", "Retry-After"), written after the standard ones.
  std::vector<std::pair<std::string, std::string>> headers;
  // Only the head goes out (a HEAD request); Content-Length still gives the body's size.
  bool head_only = false;
};

// The bytes of a reply: status line, Content-Type, Content-Length, the security headers every
// reply carries (nosniff, the Content-Security-Policy, no framing, no caching), its own extra
// fields, "Connection: close" once when `close`, then the body.
std::string write_reply(const HttpReply& reply, bool close);

// "Not Found" for 404, …; "Error" for a status without a reason here.
std::string_view reason_of(int status);

}  // namespace sudoku::server
