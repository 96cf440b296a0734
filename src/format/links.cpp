// Links to a puzzle (links.hpp): where the payload of a pasted link is, what it decodes to,
// and what to tell the person when it is a link we cannot read.
//
// A link is taken apart in the order a browser would: scheme, host, path, query, fragment;
// only then is its payload percent-decoded, so that an escaped '&' or '#' stays inside it.
#include "format/links.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "format/lz_string.hpp"
#include "format/text.hpp"
#include "sudoku/format.hpp"

namespace sudoku::links {
namespace {

constexpr std::string_view kFpuzzlesBase = "https://www.f-puzzles.com/?load=";
constexpr std::string_view kSudokuPadBase = "https://sudokupad.app/fpuzzles";
constexpr std::string_view kInstead = "paste the puzzle's f-puzzles link or JSON instead";
// The slash repair decodes at most this many candidates, each to at most this much text.
constexpr int kRepairAttempts = 200;
constexpr std::size_t kRepairUnits = std::size_t{256} * 1024;
constexpr std::size_t kRepairWork = std::size_t{16} * 1024 * 1024;

bool is_space(char character) {
  return character == ' ' || character == '\t' || character == '\r' || character == '\n' ||
         character == '\v' || character == '\f';
}

char lower(char character) {
  return character >= 'A' && character <= 'Z' ? static_cast<char>(character - 'A' + 'a')
                                              : character;
}

bool starts_with_nocase(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() &&
         std::equal(prefix.begin(), prefix.end(), text.begin(),
                    [](char want, char have) { return want == lower(have); });
}

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// `host` is `site` or a subdomain of it.
bool on_site(std::string_view host, std::string_view site) {
  return host == site || (ends_with(host, site) && host[host.size() - site.size() - 1] == '.');
}

int hex_value(char character) {
  if (character >= '0' && character <= '9') return character - '0';
  const char small = lower(character);
  if (small >= 'a' && small <= 'f') return small - 'a' + 10;
  return -1;
}

bool is_payload_character(char character) {
  return (character >= 'A' && character <= 'Z') || (character >= 'a' && character <= 'z') ||
         (character >= '0' && character <= '9') || character == '+' || character == '/' ||
         character == '=';
}

enum class Site { fpuzzles, sudokupad, other };

Site site_of(std::string_view host) {
  if (on_site(host, "f-puzzles.com")) return Site::fpuzzles;
  if (on_site(host, "sudokupad.app") || on_site(host, "crackingthecryptic.com") ||
      host == "sudokupad.svencodes.com") {
    return Site::sudokupad;
  }
  return Site::other;
}

// The JSON object a clean payload decodes to: nothing when it does not decode, `decoded`
// set when it decodes to something else.
std::optional<std::string> json_of(const std::string& payload, std::size_t max_units,
                                   bool* decoded = nullptr) {
  std::optional<std::string> text = lz_string::decompress_from_base64(payload, max_units);
  if (!text) return std::nullopt;
  if (decoded != nullptr) *decoded = true;
  const std::size_t first = text->find_first_not_of(" \t\r\n");
  if (first == std::string::npos || (*text)[first] != '{') return std::nullopt;
  if (!nlohmann::json::accept(*text)) return std::nullopt;
  return text;
}

// Puts back a '/' that a "//" lost: each single '/' doubled, then each pair of them.
std::optional<std::string> json_of_repaired(const std::string& payload) {
  std::vector<std::size_t> slashes;
  for (std::size_t at = 0; at < payload.size(); ++at) {
    const bool alone = payload[at] == '/' && (at == 0 || payload[at - 1] != '/') &&
                       (at + 1 == payload.size() || payload[at + 1] != '/');
    if (alone) slashes.push_back(at);
  }
  const std::size_t affordable = kRepairWork / (payload.size() + 1);
  int attempts = static_cast<int>(std::min<std::size_t>(kRepairAttempts, affordable));
  const auto attempt = [&](std::size_t first, std::size_t second) -> std::optional<std::string> {
    std::string candidate = payload;
    if (second != std::string::npos) candidate.insert(second, 1, '/');
    candidate.insert(first, 1, '/');
    --attempts;
    return json_of(candidate, kRepairUnits);
  };
  for (std::size_t one = 0; one < slashes.size() && attempts > 0; ++one) {
    if (auto json = attempt(slashes[one], std::string::npos)) return json;
  }
  for (std::size_t one = 0; one < slashes.size() && attempts > 0; ++one) {
    for (std::size_t two = one + 1; two < slashes.size() && attempts > 0; ++two) {
      if (auto json = attempt(slashes[one], slashes[two])) return json;
    }
  }
  return std::nullopt;
}

// A bare payload: percent escapes decoded, nothing but payload characters; else nothing.
std::optional<std::string> bare_json(std::string_view text) {
  std::size_t prefix = 0;
  if (text.starts_with("fpuzzles")) {
    prefix = 8;
  } else if (text.starts_with("fpuz")) {
    prefix = 4;
  }
  std::string payload;
  for (std::size_t at = prefix; at < text.size(); ++at) {
    char character = text[at];
    if (character == '%') {
      if (at + 2 >= text.size() || hex_value(text[at + 1]) < 0 || hex_value(text[at + 2]) < 0) {
        return std::nullopt;
      }
      character = static_cast<char>(hex_value(text[at + 1]) * 16 + hex_value(text[at + 2]));
      at += 2;
    }
    if (!is_payload_character(character)) return std::nullopt;
    payload += character;
  }
  if (payload.empty()) return std::nullopt;
  return json_of(payload, lz_string::kMaxTextUnits);
}

// What a text is, as a link.
struct Shape {
  enum class Kind { none, url, query, bare } kind = Kind::none;
  std::size_t begin = 0;  // the link in the text, trimmed
  std::size_t end = 0;
  std::optional<std::string> json;  // of a bare payload
};

Shape shape_of(std::string_view text) {
  Shape shape;
  std::size_t begin = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  while (begin < text.size() && is_space(text[begin])) ++begin;
  std::size_t end = text.size();
  while (end > begin && is_space(text[end - 1])) --end;
  shape.begin = begin;
  shape.end = end;
  const std::string_view link = text.substr(begin, end - begin);
  if (link.empty()) return shape;
  if (starts_with_nocase(link, "http:") || starts_with_nocase(link, "https:") ||
      starts_with_nocase(link, "www.")) {
    shape.kind = Shape::Kind::url;
    return shape;
  }
  if (link.front() == '?') {
    shape.kind = Shape::Kind::query;
    return shape;
  }
  const std::string_view host = link.substr(0, link.find_first_of("/?#"));
  if (host.find_first_of(" \t\r\n") == std::string_view::npos) {
    std::string name(host.substr(0, host.find(':')));
    std::transform(name.begin(), name.end(), name.begin(), lower);
    if (site_of(name) != Site::other) {
      shape.kind = Shape::Kind::url;
      return shape;
    }
  }
  if (link.find_first_of(" \t\r\n") == std::string_view::npos) {
    shape.json = bare_json(link);
    if (shape.json) shape.kind = Shape::Kind::bare;
  }
  return shape;
}

// A link being read: the whole text, for the places of errors.
class Reader {
 public:
  Reader(std::string_view text, std::string_view source) : text_(text), source_(source) {}

  [[noreturn]] void fail(std::size_t offset, const std::string& problem) const {
    const std::string_view before = text_.substr(0, offset);
    const auto line = 1 + std::count(before.begin(), before.end(), '\n');
    const std::size_t line_start =
        before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
    throw InputError(std::string(source_), static_cast<int>(line),
                     static_cast<int>(offset - line_start + 1), problem);
  }

  // The value of query part `name` (any case) in [begin, end): its offsets, or nothing.
  std::optional<std::pair<std::size_t, std::size_t>> query_value(std::size_t begin, std::size_t end,
                                                                 std::string_view name) const {
    std::size_t part = begin;
    while (part < end) {
      std::size_t part_end = text_.find('&', part);
      if (part_end == std::string_view::npos || part_end > end) part_end = end;
      const std::string_view piece = text_.substr(part, part_end - part);
      if (piece.size() > name.size() && piece[name.size()] == '=' &&
          starts_with_nocase(piece, name)) {
        return std::pair{part + name.size() + 1, part_end};
      }
      part = part_end + 1;
    }
    return std::nullopt;
  }

  // The JSON of the payload in [begin, end) of the text.
  std::string payload_json(std::size_t begin, std::size_t end) const {
    std::string payload;
    for (std::size_t at = begin; at < end; ++at) {
      char character = text_[at];
      bool escaped = false;
      if (character == '%') {
        if (at + 2 >= end || hex_value(text_[at + 1]) < 0 || hex_value(text_[at + 2]) < 0) {
          fail(at, fmt::format("bad percent escape {}: '%' must be followed by two hex digits "
                               "(such as %2B for '+')",
                               quoted_word(text_.substr(at, std::min<std::size_t>(3, end - at)))));
        }
        character = static_cast<char>(hex_value(text_[at + 1]) * 16 + hex_value(text_[at + 2]));
        escaped = true;
      }
      if (!is_payload_character(character) && !is_space(character)) {
        fail(at, fmt::format("{}{} cannot be in the puzzle's data of a link (only letters, "
                             "digits, '+', '/' and '=')",
                             text::show_symbol(character),
                             escaped ? fmt::format(" (written {})", text_.substr(at, 3)) : ""));
      }
      if (escaped) at += 2;
      payload += character;
    }
    if (payload.find_first_not_of(" \t\r\n\v\f=") == std::string::npos) {
      fail(begin, "the puzzle's data in this link is empty");
    }
    bool decoded = false;
    if (std::optional<std::string> json = json_of(payload, lz_string::kMaxTextUnits, &decoded)) {
      return *json;
    }
    if (std::optional<std::string> json = json_of_repaired(payload)) return *json;
    if (decoded) {
      fail(begin,
           "the puzzle's data in this link decodes, but not to f-puzzles JSON (a JSON "
           "object)");
    }
    fail(begin,
         "the puzzle's data in this link does not decode: it was cut short or changed "
         "on its way (copy the whole link again)");
  }

  std::string read_url(std::size_t begin, std::size_t end) const;
  std::string read_fpuzzles(std::size_t rest, std::size_t end) const;
  std::string read_sudokupad(std::size_t rest, std::size_t end) const;
  std::string read_sudokupad_id(std::size_t begin, std::size_t end) const;
  std::optional<std::pair<std::size_t, std::size_t>> fpuzzles_puzzle_id(std::size_t rest,
                                                                        std::size_t end) const;

 private:
  std::string_view text_;
  std::string_view source_;
};

std::string Reader::read_url(std::size_t begin, std::size_t end) const {
  std::size_t at = begin;
  const std::string_view link = text_.substr(begin, end - begin);
  if (starts_with_nocase(link, "https:")) {
    at += 6;
  } else if (starts_with_nocase(link, "http:")) {
    at += 5;
  }
  if (at != begin) {
    while (at < end && (text_[at] == '/' || text_[at] == '\\')) ++at;
  }
  std::size_t host_end = text_.find_first_of("/?#", at);
  if (host_end == std::string_view::npos || host_end > end) host_end = end;
  std::string host(text_.substr(at, host_end - at));
  host = host.substr(0, host.find(':'));
  std::transform(host.begin(), host.end(), host.begin(), lower);
  switch (site_of(host)) {
    case Site::fpuzzles:
      return read_fpuzzles(host_end, end);
    case Site::sudokupad:
      return read_sudokupad(host_end, end);
    case Site::other:
      break;
  }
  if (host.empty()) fail(at, "this link names no site");
  // Other players that open SudokuPad's puzzle ids (sudocle): an f-puzzles payload named so.
  if (const auto id = fpuzzles_puzzle_id(host_end, end)) {
    return read_sudokupad_id(id->first, id->second);
  }
  fail(at, fmt::format("links to {} are not read, only f-puzzles and SudokuPad links (a short "
                       "link? open it in a browser and paste the link it leads to)",
                       quoted_word(host)));
}

// From the end of the host: the query's 'load' part.
std::string Reader::read_fpuzzles(std::size_t rest, std::size_t end) const {
  const std::size_t query = text_.find('?', rest);
  std::size_t fragment = text_.find('#', rest);
  if (fragment == std::string_view::npos || fragment > end) fragment = end;
  if (query != std::string_view::npos && query < fragment) {
    if (const auto load = query_value(query + 1, fragment, "load")) {
      return payload_json(load->first, load->second);
    }
  }
  if (query != std::string_view::npos && query < fragment) {
    if (const auto id = query_value(query + 1, fragment, "id")) {
      fail(id->first,
           fmt::format("this f-puzzles link names a puzzle stored on f-puzzles' server "
                       "({}), which cannot be read without it; {}",
                       quoted_word(text_.substr(id->first, id->second - id->first)), kInstead));
    }
  }
  fail(rest, "this f-puzzles link holds no puzzle (no 'load=' in it)");
}

// From the end of the host: the query's 'puzzleid' part, when it is an f-puzzles payload as
// SudokuPad names it ('fpuzzles…', 'fpuz…').
std::optional<std::pair<std::size_t, std::size_t>> Reader::fpuzzles_puzzle_id(
    std::size_t rest, std::size_t end) const {
  const std::size_t query = text_.find('?', rest);
  std::size_t fragment = text_.find('#', rest);
  if (fragment == std::string_view::npos || fragment > end) fragment = end;
  if (query == std::string_view::npos || query >= fragment) return std::nullopt;
  const auto id = query_value(query + 1, fragment, "puzzleid");
  if (!id || !text_.substr(id->first, id->second - id->first).starts_with("fpuz")) {
    return std::nullopt;
  }
  return id;
}

// From the end of the host: the path's puzzle id, else the query's 'puzzleid' part.
std::string Reader::read_sudokupad(std::size_t rest, std::size_t end) const {
  std::size_t path_end = text_.find_first_of("?#", rest);
  if (path_end == std::string_view::npos || path_end > end) path_end = end;
  std::size_t path = rest;
  while (path < path_end && text_[path] == '/') ++path;
  const std::string_view head = text_.substr(path, path_end - path);
  if (starts_with_nocase(head, "sudoku/") ||
      (head.size() == 6 && starts_with_nocase(head, "sudoku"))) {
    path += 6;
    while (path < path_end && text_[path] == '/') ++path;
  }
  if (path < path_end) return read_sudokupad_id(path, path_end);
  std::size_t fragment = text_.find('#', rest);
  if (fragment == std::string_view::npos || fragment > end) fragment = end;
  if (path_end < fragment && text_[path_end] == '?') {
    if (const auto id = query_value(path_end + 1, fragment, "puzzleid")) {
      return read_sudokupad_id(id->first, id->second);
    }
  }
  fail(rest, "this SudokuPad link names no puzzle");
}

// SudokuPad's prefixes, as it matches them (longest first, in this case).
std::string Reader::read_sudokupad_id(std::size_t begin, std::size_t end) const {
  const std::string_view id = text_.substr(begin, end - begin);
  if (id.starts_with("fpuzzles")) return payload_json(begin + 8, end);
  if (id.starts_with("fpuz")) return payload_json(begin + 4, end);
  for (const std::string_view own : {"scl", "ctc", "scf"}) {
    if (id.starts_with(own)) {
      fail(begin, fmt::format("this SudokuPad link holds a puzzle in SudokuPad's own format "
                              "('{}'), which is not read yet; {}",
                              own, kInstead));
    }
  }
  fail(begin, fmt::format("this SudokuPad link names a puzzle stored on SudokuPad's server ({}), "
                          "which cannot be read without it; {}",
                          quoted_word(id), kInstead));
}

}  // namespace

bool looks_like_link(std::string_view text) { return shape_of(text).kind != Shape::Kind::none; }

std::optional<std::string> fpuzzles_json_from_link(std::string_view text, std::string_view source) {
  Shape shape = shape_of(text);
  std::size_t end = shape.end;
  const Reader reader(text, source);
  switch (shape.kind) {
    case Shape::Kind::none:
      return std::nullopt;
    case Shape::Kind::bare:
      return std::move(shape.json);
    case Shape::Kind::url:
      return reader.read_url(shape.begin, end);
    case Shape::Kind::query: {
      end = std::min(end, text.find('#', shape.begin));
      if (const auto load = reader.query_value(shape.begin + 1, end, "load")) {
        return reader.payload_json(load->first, load->second);
      }
      if (const auto id = reader.query_value(shape.begin + 1, end, "puzzleid")) {
        return reader.read_sudokupad_id(id->first, id->second);
      }
      reader.fail(shape.begin, "this query names no puzzle (no 'load=' or 'puzzleid=' in it)");
    }
  }
  return std::nullopt;
}

std::string fpuzzles_link(std::string_view json) {
  return std::string(kFpuzzlesBase) + lz_string::compress_to_base64(json);
}

std::string sudokupad_link(std::string_view json) {
  return std::string(kSudokuPadBase) + lz_string::compress_to_base64(json);
}

}  // namespace sudoku::links
