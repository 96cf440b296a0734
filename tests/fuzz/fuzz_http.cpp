// libFuzzer target: the server's own HTTP layer on any bytes a client may send. The bytes are
// a connection's stream: the framer (request_framing.hpp) finds where each request ends, the
// parser (http_message.hpp) reads it, the policy (request_policy.hpp) judges it, and a reply
// is written (write_reply), for up to kRequests pipelined requests.
//
// The promises checked:
//   - the framer decides the same whether the bytes come at once or a few at a time (the
//     first input byte sets the step), so a slow client is read as a fast one;
//   - a refusal has a status the framer documents and a one-line message;
//   - a request framed whole always parses, or is refused 400 for its path or query only
//     (the framer checks everything else the parser relies on): a path that starts with '/'
//     and holds no control byte, exactly one Host, a body no larger than the limit;
//   - the policy answers nothing, 403 or 415, with a one-line message;
//   - a reply's head ends in a blank line, its Content-Length is its body's size, and it says
//     "Connection: close" once when it closes and never otherwise.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <variant>

#include "fuzz_checks.hpp"
#include "server/http_message.hpp"
#include "server/limits.hpp"
#include "server/request_framing.hpp"
#include "server/request_policy.hpp"

using namespace sudoku::server;
using sudoku::fuzz::require;

namespace {

constexpr int kRequests = 8;
constexpr FramingLimits kLimits{kMaxHeadBytes, kMaxHeaderLines, kMaxBodyBytes};

bool one_line(std::string_view message) {
  return !message.empty() && message.find_first_of("\r\n") == std::string_view::npos;
}

std::size_t occurrences(std::string_view text, std::string_view word) {
  std::size_t count = 0;
  for (std::size_t at = text.find(word); at != std::string_view::npos;
       at = text.find(word, at + 1)) {
    ++count;
  }
  return count;
}

void check_reply(const HttpReply& reply, bool close) {
  const std::string bytes = write_reply(reply, close);
  const std::size_t head_end = bytes.find("\r\n\r\n");
  require(head_end != std::string::npos, "a reply's head ends in a blank line", bytes);
  const std::string_view head(bytes.data(), head_end + 4);
  const std::string length = "Content-Length: " + std::to_string(reply.body.size()) + "\r\n";
  require(head.find(length) != std::string_view::npos, "Content-Length is the body's size", bytes);
  require(bytes.size() == head.size() + reply.body.size(), "the body follows the head", bytes);
  require(occurrences(head, "Connection: close") == (close ? 1U : 0U),
          "Connection: close once when closing, never otherwise", bytes);
}

// Frames `bytes` giving the framer `step` more bytes at a time, as a slow client sends them.
RequestFramer::Progress frame_in_steps(RequestFramer& framer, std::string_view bytes,
                                       std::size_t step) {
  RequestFramer::Progress progress = RequestFramer::Progress::incomplete;
  for (std::size_t seen = 0; progress == RequestFramer::Progress::incomplete;) {
    seen = std::min(bytes.size(), seen + step);
    progress = framer.advance(bytes.substr(0, seen));
    if (seen == bytes.size()) break;
  }
  return progress;
}

void check_request(std::string_view bytes) {
  const std::variant<HttpRequest, Refusal> parsed = parse_request(bytes);
  if (const auto* refusal = std::get_if<Refusal>(&parsed)) {
    require(refusal->status == 400, "a framed request is refused only 400 by the parser",
            std::string(bytes));
    require(one_line(refusal->message), "the parser's refusal is one line", refusal->message);
    check_reply(HttpReply{.status = 400,
                          .content_type = "application/json",
                          .body = refusal->message,
                          .headers = {},
                          .head_only = false},
                true);
    return;
  }
  const HttpRequest& request = std::get<HttpRequest>(parsed);
  require(!request.method.empty(), "a parsed request has a method", std::string(bytes));
  require(request.path.starts_with('/'), "a decoded path starts with '/'", request.path);
  for (const char symbol : request.path) {
    require(static_cast<unsigned char>(symbol) >= 0x20 && symbol != 0x7f,
            "a decoded path holds no control byte", request.path);
  }
  require(request.count("Host") == 1, "a parsed request has one Host", std::string(bytes));
  require(request.body.size() <= kMaxBodyBytes, "a body is within the limit",
          std::to_string(request.body.size()));
  const bool keep_alive = request.keep_alive();
  for (const std::string_view bound : {"127.0.0.1", "box.example"}) {
    if (const std::optional<HttpReply> refused = refusal_of(request, bound)) {
      require(refused->status == 403 || refused->status == 415,
              "the policy refuses with 403 or 415", std::to_string(refused->status));
      check_reply(*refused, !keep_alive);
    }
  }
  check_reply(HttpReply{.status = 200,
                        .content_type = "text/html",
                        .body = request.body,
                        .headers = {{"Allow", "GET"}},
                        .head_only = false},
              !keep_alive);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t step = 1 + data[0] % 64;
  std::string_view stream(reinterpret_cast<const char*>(data) + 1, size - 1);
  static const std::set<int> kFramerStatuses = {400, 413, 414, 415, 431, 501, 505};
  for (int request = 0; request < kRequests && !stream.empty(); ++request) {
    RequestFramer whole(kLimits);
    RequestFramer trickled(kLimits);
    const RequestFramer::Progress at_once = whole.advance(stream);
    const RequestFramer::Progress in_steps = frame_in_steps(trickled, stream, step);
    require(at_once == in_steps, "the framer decides the same however the bytes come",
            std::string(stream));
    if (at_once == RequestFramer::Progress::incomplete) return 0;
    if (at_once == RequestFramer::Progress::refused) {
      const Refusal& refusal = whole.refusal();
      require(refusal.status == trickled.refusal().status &&
                  refusal.message == trickled.refusal().message,
              "the same refusal however the bytes come",
              refusal.message + " | in steps of " + std::to_string(step) + ": " +
                  std::to_string(trickled.refusal().status) + " " + trickled.refusal().message);
      require(kFramerStatuses.contains(refusal.status), "the framer refuses with its statuses",
              std::to_string(refusal.status));
      require(one_line(refusal.message), "the framer's refusal is one line", refusal.message);
      return 0;
    }
    require(whole.length() == trickled.length() && whole.length() <= stream.size() &&
                whole.length() > 0,
            "the same request length however the bytes come", std::string(stream));
    check_request(stream.substr(0, whole.length()));
    stream.remove_prefix(whole.length());
  }
  return 0;
}
