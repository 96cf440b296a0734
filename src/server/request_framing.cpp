// Framing one request (see request_framing.hpp): the head line by line, then the body by its
// Content-Length or chunk by chunk, each limit checked as soon as the bytes can break it.
#include "server/request_framing.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace sudoku::server {
namespace {

// A chunk-size line: hex digits, an optional ";extension", CRLF; longer is refused.
constexpr std::size_t kMaxChunkLine = 64;
// A line of the head, CRLF included: a longer request line is a 414, a longer header line a
// 431 (no header of a browser's comes near).
constexpr std::size_t kMaxHeadLine = 8192;
// The methods of HTTP/1.1 (another in capitals is a 501, not a 400).
constexpr std::string_view kMethods[] = {"GET",     "HEAD",    "POST",  "PUT",  "DELETE",
                                         "CONNECT", "OPTIONS", "TRACE", "PATCH"};

bool equals_ignoring_case(std::string_view left, std::string_view right) {
  return left.size() == right.size() &&
         std::equal(left.begin(), left.end(), right.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) ==
                  std::tolower(static_cast<unsigned char>(b));
         });
}

std::string_view trimmed(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const std::size_t last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

// A header name: letters, digits and the few marks RFC 9110 allows in a token.
bool is_token_byte(char symbol) {
  return std::isalnum(static_cast<unsigned char>(symbol)) != 0 ||
         std::string_view("!#$%&'*+-.^_`|~").find(symbol) != std::string_view::npos;
}

// A header value: visible bytes, spaces, tabs and bytes above 127; no control byte (a NUL or
// a bare CR would reach the routes, or read differently in another parser).
bool is_field_byte(char symbol) {
  const auto byte = static_cast<unsigned char>(symbol);
  return byte == '\t' || (byte >= 0x20 && byte != 0x7f);
}

// Decimal digits only, at most 18 of them (so no overflow); npos when not a length.
std::size_t parse_length(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::string_view::npos;
  std::size_t value = 0;
  for (const char digit : text) {
    if (digit < '0' || digit > '9') return std::string_view::npos;
    value = value * 10 + static_cast<std::size_t>(digit - '0');
  }
  return value;
}

// The chunk size at the start of a chunk line, hex digits (at most 8); npos when none or
// followed by anything but an extension.
std::size_t parse_chunk_size(std::string_view line) {
  std::size_t value = 0;
  std::size_t digits = 0;
  for (; digits < line.size() && std::isxdigit(static_cast<unsigned char>(line[digits]));
       ++digits) {
    const char digit = static_cast<char>(std::tolower(static_cast<unsigned char>(line[digits])));
    value = value * 16 + static_cast<std::size_t>(digit <= '9' ? digit - '0' : digit - 'a' + 10);
  }
  if (digits == 0 || digits > 8) return std::string_view::npos;
  if (digits < line.size() && line[digits] != ';') return std::string_view::npos;
  return value;
}

// Why the request line (CRLF excluded) is refused, or status 0 when it is
// "METHOD /target HTTP/1.1" (or 1.0): a method HTTP/1.1 names, one space each
// side of a target of visible characters.
Refusal check_request_line(std::string_view line) {
  Refusal bad{400, "bad request: the request line is not 'METHOD /path HTTP/1.1'"};
  const std::size_t first_space = line.find(' ');
  const std::size_t last_space = line.rfind(' ');
  if (first_space == std::string_view::npos || first_space == 0 || last_space <= first_space + 1) {
    return bad;
  }
  const std::string_view method = line.substr(0, first_space);
  const std::string_view target = line.substr(first_space + 1, last_space - first_space - 1);
  const std::string_view version = line.substr(last_space + 1);
  const auto visible = [](char c) { return c > ' ' && c < 127; };
  if (!std::all_of(target.begin(), target.end(), visible)) return bad;
  if (version != "HTTP/1.1" && version != "HTTP/1.0") {
    if (version.starts_with("HTTP/")) return {505, "only HTTP/1.1 and HTTP/1.0 are supported"};
    return bad;
  }
  if (std::find(std::begin(kMethods), std::end(kMethods), method) != std::end(kMethods)) return {};
  const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  if (std::all_of(method.begin(), method.end(), upper)) {
    return {501, fmt::format("the method {} is not supported", method)};
  }
  return bad;
}

}  // namespace

std::string body_too_large_message(std::size_t max_body_bytes) {
  return fmt::format("the request body is too large: at most {} bytes", max_body_bytes);
}

RequestFramer::Progress RequestFramer::refuse(int status, std::string message) {
  stage_ = Stage::refused;
  refusal_ = {status, std::move(message)};
  return Progress::refused;
}

RequestFramer::Progress RequestFramer::complete(std::size_t length) {
  stage_ = Stage::done;
  length_ = length;
  expects_continue_ = false;
  return Progress::complete;
}

RequestFramer::Progress RequestFramer::advance(std::string_view bytes) {
  if (stage_ == Stage::head) {
    const Progress progress = advance_head(bytes);
    if (progress != Progress::incomplete || stage_ == Stage::head) return progress;
  }
  switch (stage_) {
    case Stage::head:
      break;
    case Stage::fixed_body:
      return bytes.size() >= head_length_ + body_length_ ? complete(head_length_ + body_length_)
                                                         : Progress::incomplete;
    case Stage::chunk_size:
    case Stage::chunk_data:
    case Stage::last_chunk_end:
      return advance_chunks(bytes);
    case Stage::done:
      return Progress::complete;
    case Stage::refused:
      return Progress::refused;
  }
  return Progress::incomplete;
}

RequestFramer::Progress RequestFramer::advance_head(std::string_view bytes) {
  const auto too_large = [this] {
    return refuse(431, fmt::format("the request head is too large: at most {} bytes and {} "
                                   "header lines",
                                   limits_.max_head_bytes, limits_.max_header_lines));
  };
  const auto line_too_long = [this] {
    if (header_lines_ == 0) {
      return refuse(
          414, fmt::format("the request line is too long: at most {} bytes", kMaxHeadLine - 2));
    }
    return refuse(431,
                  fmt::format("a header line is too long: at most {} bytes", kMaxHeadLine - 2));
  };
  while (true) {
    const std::size_t end = bytes.find('\n', position_);
    const std::size_t line_bytes =
        (end == std::string_view::npos ? bytes.size() : end + 1) - position_;
    if (line_bytes > kMaxHeadLine) return line_too_long();
    if (end == std::string_view::npos || end >= limits_.max_head_bytes) {
      if (bytes.size() >= limits_.max_head_bytes) return too_large();
      return Progress::incomplete;
    }
    if (end == position_ || bytes[end - 1] != '\r') {
      return refuse(400, "bad request: a line of the head does not end with CRLF");
    }
    const bool blank = end == position_ + 1;
    if (header_lines_ == 0) {
      if (blank) return refuse(400, "bad request: the request line is empty");
      Refusal refusal = check_request_line(bytes.substr(position_, end - 1 - position_));
      if (refusal.status != 0) return refuse(refusal.status, std::move(refusal.message));
    }
    position_ = end + 1;
    if (blank) {
      head_length_ = position_;
      return read_head_fields(bytes.substr(0, head_length_));
    }
    if (++header_lines_ > limits_.max_header_lines + 1) return too_large();
  }
}

RequestFramer::Progress RequestFramer::read_head_fields(std::string_view head) {
  std::size_t content_lengths = 0;
  std::size_t transfer_encodings = 0;
  std::size_t hosts = 0;
  std::size_t line_start = head.find('\n') + 1;  // past the request line
  while (line_start + 2 < head.size()) {
    const std::size_t line_end = head.find("\r\n", line_start);
    const std::string_view line = head.substr(line_start, line_end - line_start);
    line_start = line_end + 2;
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || line[colon - 1] == ' ' ||
        line[colon - 1] == '\t' || line[0] == ' ' || line[0] == '\t') {
      return refuse(400, "bad request: a header line is not 'Name: value'");
    }
    const std::string_view name = line.substr(0, colon);
    const std::string_view value = trimmed(line.substr(colon + 1));
    if (!std::all_of(name.begin(), name.end(), is_token_byte) ||
        !std::all_of(value.begin(), value.end(), is_field_byte)) {
      return refuse(
          400,
          "bad request: a header holds a byte not allowed there (a control byte such as NUL or a "
          "bare CR, or a mark in its name)");
    }
    if (equals_ignoring_case(name, "Host") && ++hosts > 1) {
      return refuse(400, "bad request: more than one Host header");
    }
    if (equals_ignoring_case(name, "Content-Length")) {
      body_length_ = parse_length(value);
      if (++content_lengths > 1 || body_length_ == std::string_view::npos) {
        return refuse(400, "bad request: Content-Length must be one decimal number");
      }
    } else if (equals_ignoring_case(name, "Transfer-Encoding")) {
      if (++transfer_encodings > 1) {
        return refuse(400, "bad request: more than one Transfer-Encoding header");
      }
      if (!equals_ignoring_case(value, "chunked")) {
        return refuse(501,
                      fmt::format("Transfer-Encoding '{}' is not supported (only chunked)", value));
      }
    } else if (equals_ignoring_case(name, "Content-Encoding")) {
      if (!equals_ignoring_case(value, "identity")) {
        return refuse(415, fmt::format("Content-Encoding '{}' is not supported: send the body "
                                       "uncompressed",
                                       value));
      }
    } else if (equals_ignoring_case(name, "Expect")) {
      expects_continue_ = equals_ignoring_case(value, "100-continue");
    }
  }
  if (hosts == 0) return refuse(400, "bad request: no Host header");
  if (content_lengths > 0 && transfer_encodings > 0) {
    return refuse(400, "bad request: both Content-Length and Transfer-Encoding");
  }
  if (transfer_encodings > 0) {
    stage_ = Stage::chunk_size;
    return Progress::incomplete;
  }
  if (body_length_ > limits_.max_body_bytes) {
    return refuse(413, body_too_large_message(limits_.max_body_bytes));
  }
  stage_ = Stage::fixed_body;
  return body_length_ == 0 ? complete(head_length_) : Progress::incomplete;
}

RequestFramer::Progress RequestFramer::advance_chunks(std::string_view bytes) {
  const std::size_t max_sent = 2 * limits_.max_body_bytes + kMaxChunkLine;
  while (true) {
    if (position_ > head_length_ && position_ - head_length_ > max_sent) {
      return refuse(413, body_too_large_message(limits_.max_body_bytes));
    }
    if (stage_ == Stage::chunk_data) {
      if (bytes.size() < position_ + chunk_left_ + 2) break;
      if (bytes.substr(position_ + chunk_left_, 2) != "\r\n") {
        return refuse(400, "bad request: a chunk does not end with CRLF");
      }
      position_ += chunk_left_ + 2;
      stage_ = Stage::chunk_size;
      continue;
    }
    if (stage_ == Stage::last_chunk_end) {
      if (bytes.size() < position_ + 2) break;
      if (bytes.substr(position_, 2) != "\r\n") {
        return refuse(400, "bad request: trailers after the last chunk are not supported");
      }
      return complete(position_ + 2);
    }
    const std::size_t end = bytes.find("\r\n", position_);
    if (end == std::string_view::npos || end - position_ > kMaxChunkLine) {
      // A line of kMaxChunkLine bytes may have its CR here and its LF still to come.
      if (bytes.size() - std::min(bytes.size(), position_) > kMaxChunkLine + 1) {
        return refuse(400, "bad request: a chunk size line is too long");
      }
      break;
    }
    const std::size_t size = parse_chunk_size(bytes.substr(position_, end - position_));
    if (size == std::string_view::npos) return refuse(400, "bad request: a bad chunk size line");
    if (size > limits_.max_body_bytes - body_data_) {
      return refuse(413, body_too_large_message(limits_.max_body_bytes));
    }
    body_data_ += size;
    chunk_left_ = size;
    position_ = end + 2;
    stage_ = size == 0 ? Stage::last_chunk_end : Stage::chunk_data;
  }
  // What has come so far may already be too much, counted as sent.
  if (bytes.size() > head_length_ && bytes.size() - head_length_ > max_sent + 2) {
    return refuse(413, body_too_large_message(limits_.max_body_bytes));
  }
  return Progress::incomplete;
}

}  // namespace sudoku::server
