// Reading a framed request and writing a reply (see http_message.hpp).
#include "server/http_message.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace sudoku::server {
namespace {

// Only the page's own files, never inside another site's frame.
constexpr std::string_view kContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'; "
    "base-uri 'none'; form-action 'none'";

bool equals_ignoring_case(std::string_view left, std::string_view right) {
  return left.size() == right.size() &&
         std::equal(left.begin(), left.end(), right.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) ==
                  std::tolower(static_cast<unsigned char>(b));
         });
}

int hex_value(char digit) {
  if (digit >= '0' && digit <= '9') return digit - '0';
  if (digit >= 'a' && digit <= 'f') return digit - 'a' + 10;
  if (digit >= 'A' && digit <= 'F') return digit - 'A' + 10;
  return -1;
}

// Percent-decoding; '+' becomes a space in a query, stays '+' in a path. nullopt on a '%' not
// followed by two hex digits, or on a decoded control byte (NUL, CR, LF …), which no path or
// field of ours holds and which would only reach the messages.
std::optional<std::string> percent_decoded(std::string_view text, bool plus_is_space) {
  std::string decoded;
  decoded.reserve(text.size());
  for (std::size_t at = 0; at < text.size(); ++at) {
    char symbol = text[at];
    if (symbol == '%') {
      if (at + 2 >= text.size()) return std::nullopt;
      const int high = hex_value(text[at + 1]);
      const int low = hex_value(text[at + 2]);
      if (high < 0 || low < 0) return std::nullopt;
      symbol = static_cast<char>(high * 16 + low);
      at += 2;
    } else if (symbol == '+' && plus_is_space) {
      symbol = ' ';
    }
    const auto byte = static_cast<unsigned char>(symbol);
    if (byte < 0x20 || byte == 0x7f) return std::nullopt;
    decoded += symbol;
  }
  return decoded;
}

// The data of a chunked body (its syntax already checked by the framer): each "SIZE[;ext]\r\n"
// line, then SIZE bytes and CRLF, up to the "0" chunk.
std::string joined_chunks(std::string_view body) {
  std::string data;
  while (true) {
    const std::size_t line_end = body.find("\r\n");
    const std::size_t size = std::stoul(std::string(body.substr(0, line_end)), nullptr, 16);
    if (size == 0) return data;
    data.append(body.substr(line_end + 2, size));
    body.remove_prefix(line_end + 2 + size + 2);
  }
}

// The target's path, percent-decoded, without the query.
std::optional<std::string> decoded_path(std::string_view target) {
  if (!target.starts_with('/')) return std::nullopt;
  return percent_decoded(target.substr(0, target.find('?')), false);
}

// "a=1&b=x+y" → {{"a", "1"}, {"b", "x y"}}; nullopt on a bad escape.
std::optional<std::vector<std::pair<std::string, std::string>>> decoded_query(
    std::string_view query) {
  std::vector<std::pair<std::string, std::string>> fields;
  while (!query.empty()) {
    const std::size_t ampersand = query.find('&');
    const std::string_view pair = query.substr(0, ampersand);
    query = ampersand == std::string_view::npos ? "" : query.substr(ampersand + 1);
    if (pair.empty()) continue;
    const std::size_t equals = pair.find('=');
    std::optional<std::string> name = percent_decoded(pair.substr(0, equals), true);
    std::optional<std::string> value =
        percent_decoded(equals == std::string_view::npos ? "" : pair.substr(equals + 1), true);
    if (!name || !value) return std::nullopt;
    fields.emplace_back(std::move(*name), std::move(*value));
  }
  return fields;
}

}  // namespace

std::optional<std::string_view> HttpRequest::header(std::string_view name) const {
  for (const auto& [field, value] : headers) {
    if (equals_ignoring_case(field, name)) return std::string_view(value);
  }
  return std::nullopt;
}

std::size_t HttpRequest::count(std::string_view name) const {
  return static_cast<std::size_t>(
      std::count_if(headers.begin(), headers.end(),
                    [name](const auto& field) { return equals_ignoring_case(field.first, name); }));
}

std::optional<std::string_view> HttpRequest::query_field(std::string_view name) const {
  for (const auto& [field, value] : query) {
    if (field == name) return std::string_view(value);
  }
  return std::nullopt;
}

bool HttpRequest::keep_alive() const {
  // "Connection" is a list of options: look for the word, in any case.
  bool close = false;
  bool keep = false;
  for (const auto& [field, value] : headers) {
    if (!equals_ignoring_case(field, "Connection")) continue;
    std::string_view rest = value;
    while (!rest.empty()) {
      const std::size_t comma = rest.find(',');
      std::string_view option = rest.substr(0, comma);
      const std::size_t first = option.find_first_not_of(" \t");
      const std::size_t last = option.find_last_not_of(" \t");
      option = first == std::string_view::npos ? "" : option.substr(first, last - first + 1);
      if (equals_ignoring_case(option, "close")) close = true;
      if (equals_ignoring_case(option, "keep-alive")) keep = true;
      rest = comma == std::string_view::npos ? "" : rest.substr(comma + 1);
    }
  }
  if (close) return false;
  return http_1_0 ? keep : true;
}

std::variant<RequestLine, Refusal> parse_request_line(std::string_view bytes) {
  RequestLine request;
  const std::string_view line = bytes.substr(0, bytes.find("\r\n"));
  const std::size_t first_space = line.find(' ');
  const std::size_t last_space = line.rfind(' ');
  request.method = std::string(line.substr(0, first_space));
  request.target = std::string(line.substr(first_space + 1, last_space - first_space - 1));
  request.http_1_0 = line.substr(last_space + 1) == "HTTP/1.0";
  const std::string_view target = request.target;
  std::optional<std::string> path = decoded_path(target);
  if (!path) {
    return Refusal{400, "bad request: the path is not '/…' with valid %-escapes"};
  }
  request.path = std::move(*path);
  const std::size_t question = target.find('?');
  if (question != std::string_view::npos) {
    auto query = decoded_query(target.substr(question + 1));
    if (!query) return Refusal{400, "bad request: the query has a bad %-escape"};
    request.query = std::move(*query);
  }
  return request;
}

std::variant<HttpRequest, Refusal> parse_request(std::string_view bytes) {
  std::variant<RequestLine, Refusal> line = parse_request_line(bytes);
  if (auto* refusal = std::get_if<Refusal>(&line)) return std::move(*refusal);
  HttpRequest request;
  static_cast<RequestLine&>(request) = std::move(std::get<RequestLine>(line));
  const std::size_t line_end = bytes.find("\r\n");
  const std::size_t head_end = bytes.find("\r\n\r\n");
  std::size_t at = line_end + 2;
  while (at < head_end + 2) {
    const std::size_t end = bytes.find("\r\n", at);
    const std::string_view field = bytes.substr(at, end - at);
    const std::size_t colon = field.find(':');
    std::string_view value = field.substr(colon + 1);
    const std::size_t first = value.find_first_not_of(" \t");
    const std::size_t last = value.find_last_not_of(" \t");
    value = first == std::string_view::npos ? "" : value.substr(first, last - first + 1);
    request.headers.emplace_back(std::string(field.substr(0, colon)), std::string(value));
    at = end + 2;
  }
  const std::string_view body = bytes.substr(head_end + 4);
  const std::optional<std::string_view> coding = request.header("Transfer-Encoding");
  request.body = coding ? joined_chunks(body) : std::string(body);
  return request;
}

std::string_view reason_of(int status) {
  static constexpr std::pair<int, std::string_view> kReasons[] = {
      {200, "OK"},
      {204, "No Content"},
      {400, "Bad Request"},
      {403, "Forbidden"},
      {404, "Not Found"},
      {405, "Method Not Allowed"},
      {408, "Request Timeout"},
      {409, "Conflict"},
      {413, "Payload Too Large"},
      {414, "URI Too Long"},
      {415, "Unsupported Media Type"},
      {421, "Misdirected Request"},
      {422, "Unprocessable Content"},
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

std::string write_reply(const HttpReply& reply, bool close) {
  std::string bytes = fmt::format(
      "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n"
      "X-Content-Type-Options: nosniff\r\nContent-Security-Policy: {}\r\n"
      "X-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\nCache-Control: no-cache\r\n",
      reply.status, reason_of(reply.status), reply.content_type, reply.body.size(),
      kContentSecurityPolicy);
  for (const auto& [name, value] : reply.headers) bytes += fmt::format("{}: {}\r\n", name, value);
  if (close) bytes += "Connection: close\r\n";
  bytes += "\r\n";
  if (!reply.head_only) bytes += reply.body;
  return bytes;
}

}  // namespace sudoku::server
