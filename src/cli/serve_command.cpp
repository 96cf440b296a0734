// `sudoku serve [--host 127.0.0.1] [--port 8080] [--open] [--collection FILE]...`: the board in a
// browser. Reads the collection (the embedded one, or the user's files: a summary line on
// stderr for each file with bad lines skipped), binds (loopback unless told otherwise; port 0
// picks a free one), prints the URL on stdout and serves until killed. --open asks the desktop
// (xdg-open) to show the URL. Exit status: 2 when a collection file cannot be read or holds no
// puzzle, or the address cannot be bound.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

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

// The collection "New" draws from: the user's files when named, else the embedded one.
server::Collection load_collection(const ServeSettings& settings) {
  if (settings.collections.empty())
    return server::Collection::from_files(server::collection_files());
  try {
    server::Collection collection = server::Collection::from_user_files(settings.collections);
    for (const server::CollectionFile& file : collection.files()) {
      const std::string summary = server::skipped_summary(file);
      if (!summary.empty()) std::cerr << summary << '\n';
    }
    return collection;
  } catch (const server::CollectionError& error) {
    throw CommandError(error.what(), kExitBadInput, error.names_place());
  }
}

// "365 puzzles in the collection", or "49000 puzzles from puzzles.txt and more.txt".
std::string collection_words(const server::Collection& collection) {
  if (!collection.user()) return fmt::format("{} puzzles in the collection", collection.size());
  std::string files;
  const std::vector<server::CollectionFile>& named = collection.files();
  for (std::size_t index = 0; index < named.size(); ++index) {
    if (index != 0) files += index + 1 == named.size() ? " and " : ", ";
    files += named[index].name;
  }
  return fmt::format("{} {} from {}", collection.size(),
                     collection.size() == 1 ? "puzzle" : "puzzles", files);
}

}  // namespace

int run_serve(const ServeSettings& settings) {
  if (!is_plain_host(settings.host)) {
    throw CommandError("'" + settings.host + "' is not a host name or address", kExitBadInput);
  }
  const server::Collection collection = load_collection(settings);
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
  std::cout << "Serving the board at " << url << " (" << collection_words(collection)
            << "; Ctrl+C stops)" << std::endl;
  if (settings.open) {
    const std::string command = "xdg-open '" + url + "' >/dev/null 2>&1 &";
    if (std::system(command.c_str()) != 0) std::cerr << "sudoku: could not run xdg-open\n";
  }
  if (!http.run()) throw CommandError("the server stopped on an error", kExitBadInput);
  return kExitDone;
}

}  // namespace sudoku::cli
