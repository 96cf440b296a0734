// Variants: their names, the variant of a puzzle, and the `variant:` header of a file.
//
// A header is a line `variant: NAME` at the top of a file, before its first puzzle line
// (comments and blank lines may come first). It names the rules of every puzzle in the file.
#include <cctype>
#include <string>

#include <fmt/format.h>

#include "format/text.hpp"
#include "sudoku/format.hpp"

namespace sudoku {
namespace {

constexpr std::string_view kHeaderKey = "variant:";

std::string_view trim(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  const std::size_t last = text.find_last_not_of(" \t\r");
  return text.substr(first, last - first + 1);
}

std::string lower(std::string_view text) {
  std::string lowered(text);
  for (char& symbol : lowered)
    symbol = static_cast<char>(std::tolower(static_cast<unsigned char>(symbol)));
  return lowered;
}

std::size_t trim_end_size(std::string_view line) { return text::trim_end(line).size(); }

// The text after `variant:` on a header line.
std::string_view header_value(std::string_view line) {
  const std::string_view trimmed = trim(line);
  return trim(trimmed.substr(kHeaderKey.size()));
}

}  // namespace

std::string variant_name(Variant variant) {
  std::string name;
  const auto add = [&](bool present, const char* part) {
    if (!present) return;
    if (!name.empty()) name += '+';
    name += part;
  };
  add(variant.killer, "killer");
  add(variant.jigsaw, "jigsaw");
  add(variant.x, "x");
  return name.empty() ? "classic" : name;
}

std::optional<Variant> parse_variant(std::string_view name) {
  const std::string lowered = lower(trim(name));
  if (lowered == "classic") return Variant{};
  Variant variant;
  std::string_view rest = lowered;
  while (true) {
    const std::size_t plus = rest.find('+');
    const std::string_view part = trim(rest.substr(0, plus));
    bool* flag = part == "killer"   ? &variant.killer
                 : part == "jigsaw" ? &variant.jigsaw
                 : part == "x"      ? &variant.x
                                    : nullptr;
    if (flag == nullptr || *flag) return std::nullopt;
    *flag = true;
    if (plus == std::string_view::npos) break;
    rest.remove_prefix(plus + 1);
  }
  return variant;
}

Variant variant_of(const Puzzle& puzzle) {
  return {puzzle.has_cages(), puzzle.geometry().has_regions(), puzzle.has_x_diagonals()};
}

bool is_header_line(std::string_view line) {
  const std::string_view trimmed = trim(line);
  return trimmed.size() >= kHeaderKey.size() &&
         lower(trimmed.substr(0, kHeaderKey.size())) == kHeaderKey;
}

std::optional<Variant> read_header(std::string_view text, std::string_view source) {
  std::optional<Variant> found;
  int found_line = 0;
  int number = 0;
  while (!text.empty()) {
    ++number;
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (is_blank_or_comment(line)) continue;
    if (!is_header_line(line)) break;
    const std::string_view value = header_value(line);
    const std::optional<Variant> variant = parse_variant(value);
    const int column = value.empty() ? static_cast<int>(trim_end_size(line)) + 1
                                     : static_cast<int>(value.data() - line.data()) + 1;
    if (!variant) {
      throw InputError(std::string(source), number, column,
                       fmt::format("unknown variant {}: expected classic, or killer, jigsaw "
                                   "and x joined by '+' (killer+x)",
                                   text::show_word(value)));
    }
    if (found && *found != *variant) {
      throw InputError(std::string(source), number, column,
                       fmt::format("the header says variant {} here but {} on line {}",
                                   variant_name(*variant), variant_name(*found), found_line));
    }
    found = variant;
    found_line = number;
  }
  return found;
}

Variant resolve_variant(std::string_view text, std::string_view source,
                        std::optional<Variant> asked) {
  const std::optional<Variant> header = read_header(text, source);
  if (header && asked && *header != *asked) {
    int number = 1;
    for (std::string_view rest = text; !is_header_line(rest.substr(0, rest.find('\n')));
         rest.remove_prefix(rest.find('\n') + 1)) {
      ++number;
    }
    throw InputError(std::string(source), number, 1,
                     fmt::format("the header says variant {}, but variant {} was asked for",
                                 variant_name(*header), variant_name(*asked)));
  }
  return header.value_or(asked.value_or(Variant{}));
}

}  // namespace sudoku
