// The checks of request_policy.hpp, in the order given there.
#include "server/request_policy.hpp"

#include <algorithm>
#include <cctype>

#include <arpa/inet.h>

#include "server/puzzle_json.hpp"

namespace sudoku::server {
namespace {

std::string lowered(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char symbol) { return static_cast<char>(std::tolower(symbol)); });
  return lower;
}

bool is_ip_address(std::string_view name) {
  std::string address(name);
  if (address.size() > 2 && address.front() == '[' && address.back() == ']') {
    address = address.substr(1, address.size() - 2);
    in6_addr parsed{};
    return inet_pton(AF_INET6, address.c_str(), &parsed) == 1;
  }
  in_addr parsed{};
  return inet_pton(AF_INET, address.c_str(), &parsed) == 1;
}

HttpReply refused(int status, const std::string& message) {
  return {status, "application/json", dump(Json{{"error", message}}), {}, false};
}

// "application/json; charset=utf-8" → "application/json".
std::string media_type_of(std::string_view content_type) {
  std::string_view type = content_type.substr(0, content_type.find(';'));
  const std::size_t last = type.find_last_not_of(" \t");
  type = last == std::string_view::npos ? "" : type.substr(0, last + 1);
  return lowered(type);
}

}  // namespace

std::string_view host_name_of(std::string_view host_header) {
  if (host_header.starts_with('[')) {
    const std::size_t close = host_header.find(']');
    return close == std::string_view::npos ? host_header : host_header.substr(0, close + 1);
  }
  return host_header.substr(0, host_header.find(':'));
}

bool is_own_host(std::string_view name, std::string_view bound_host) {
  const std::string host = lowered(name);
  if (host.empty()) return false;
  if (is_ip_address(host)) return true;
  if (host == "localhost" || host.ends_with(".localhost")) return true;
  return host == lowered(bound_host);
}

std::optional<HttpReply> refusal_of(const HttpRequest& request, std::string_view bound_host) {
  const std::string_view host = request.header("Host").value_or("");
  if (!is_own_host(host_name_of(host), bound_host)) {
    return refused(403,
                   "this server answers to localhost, its IP addresses and the name given "
                   "to --host only, not to '" +
                       std::string(host_name_of(host)) +
                       "' (a guard against DNS rebinding): open the board by one of those");
  }
  if (const std::optional<std::string_view> origin = request.header("Origin")) {
    if (lowered(*origin) != "http://" + lowered(host)) {
      return refused(403,
                     "cross-origin requests are refused: only the board's own page may use "
                     "this server");
    }
  }
  if (!request.path.starts_with("/api/")) return std::nullopt;
  if (const std::optional<std::string_view> site = request.header("Sec-Fetch-Site")) {
    if (*site != "same-origin" && *site != "none") {
      return refused(403,
                     "requests from other sites are refused: only the board's own page "
                     "may use this server's API");
    }
  }
  if (request.method == "POST" && !request.body.empty() &&
      media_type_of(request.header("Content-Type").value_or("")) != "application/json") {
    return refused(415, "send the request body as JSON, with Content-Type: application/json");
  }
  return std::nullopt;
}

}  // namespace sudoku::server
