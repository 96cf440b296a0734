// `sudoku serve [--host 127.0.0.1] [--port 8080] [--open]`: the board in a browser. Reads the
// embedded collection, binds (loopback unless told otherwise; port 0 picks a free one), prints
// the URL on stdout and serves until killed. --open asks the desktop (xdg-open) to show the URL.
// Exit status: 2 when the address cannot be bound.
#include <cstdlib>
#include <iostream>
#include <string>

#include <fmt/format.h>

#include "cli/cli.hpp"
#include "server/api.hpp"
#include "server/collection.hpp"
#include "server/embedded.hpp"
#include "server/http_server.hpp"

namespace sudoku::cli {
namespace {

// Host names and addresses only: letters, digits, '.', '-' and ':' (IPv6), so that the URL is
// safe to hand to a shell for --open.
bool is_plain_host(const std::string& host) {
  return !host.empty() && host.size() < 256 &&
         host.find_first_not_of(
             "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:") ==
             std::string::npos;
}

}  // namespace

int run_serve(const ServeSettings& settings) {
  if (!is_plain_host(settings.host)) {
    throw CommandError("'" + settings.host + "' is not a host name or address", kExitBadInput);
  }
  const server::Collection collection = server::Collection::from_files(server::collection_files());
  const server::Api api(collection);
  server::HttpServer http(api);
  int port = 0;
  try {
    port = http.bind(settings.host, settings.port);
  } catch (const std::runtime_error& error) {
    throw CommandError(error.what(), kExitBadInput);
  }
  const bool ipv6 = settings.host.find(':') != std::string::npos;
  const std::string url =
      fmt::format("http://{}:{}/", ipv6 ? "[" + settings.host + "]" : settings.host, port);
  std::cout << "Serving the board at " << url << " (" << collection.size()
            << " puzzles in the collection; Ctrl+C stops)" << std::endl;
  if (settings.open) {
    const std::string command = "xdg-open '" + url + "' >/dev/null 2>&1 &";
    if (std::system(command.c_str()) != 0) std::cerr << "sudoku: could not run xdg-open\n";
  }
  if (!http.run()) throw CommandError("the server stopped on an error", kExitBadInput);
  return kExitDone;
}

}  // namespace sudoku::cli
