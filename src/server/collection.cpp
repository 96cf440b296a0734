// Reading the embedded collection: the file name gives variant, side and difficulty; each
// line that is not blank or a comment is one puzzle in the one-line form of that variant.
#include "server/collection.hpp"

#include <stdexcept>
#include <string>

namespace sudoku::server {
namespace {

std::optional<Difficulty> parse_difficulty(std::string_view name) {
  for (Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                Difficulty::expert, Difficulty::extreme}) {
    if (difficulty_name(difficulty) == name) return difficulty;
  }
  return std::nullopt;
}

// "killer-9-hard.txt" → killer, 9, hard.
CollectionEntry describe_file(std::string_view path) {
  const auto bad = [&] {
    return std::invalid_argument("collection file " + std::string(path) +
                                 ": expected a name VARIANT-SIDE-DIFFICULTY.txt");
  };
  if (!path.ends_with(".txt")) throw bad();
  const std::string_view stem = path.substr(0, path.size() - 4);
  const std::size_t first = stem.find('-');
  const std::size_t last = stem.rfind('-');
  if (first == std::string_view::npos || first == last) throw bad();
  CollectionEntry entry;
  const std::optional<Variant> variant = parse_variant(stem.substr(0, first));
  const std::optional<Difficulty> difficulty = parse_difficulty(stem.substr(last + 1));
  const std::string side(stem.substr(first + 1, last - first - 1));
  if (!variant || !difficulty || side.empty() || side.size() > 2 ||
      side.find_first_not_of("0123456789") != std::string::npos) {
    throw bad();
  }
  entry.variant = *variant;
  entry.difficulty = *difficulty;
  entry.side = std::stoi(side);
  return entry;
}

}  // namespace

Collection Collection::from_files(std::span<const EmbeddedFile> files) {
  Collection collection;
  for (const EmbeddedFile& file : files) {
    const CollectionEntry kind = describe_file(file.path);
    const std::string source = "data/collection/" + std::string(file.path);
    std::string_view rest = file.bytes;
    int line_number = 0;
    while (!rest.empty()) {
      const std::size_t end = rest.find('\n');
      std::string_view line = rest.substr(0, end);
      rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
      ++line_number;
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (is_blank_or_comment(line) || is_header_line(line)) continue;
      CollectionEntry entry = kind;
      entry.puzzle = read_line(line, source, line_number, Validation::full, kind.variant);
      if (entry.puzzle.side() != kind.side) {
        throw InputError(source, line_number, 1,
                         "a puzzle of side " + std::to_string(entry.puzzle.side()) +
                             " in a file of side " + std::to_string(kind.side));
      }
      entry.line = to_puzzle_line(entry.puzzle);
      collection.entries_.push_back(std::move(entry));
    }
  }
  return collection;
}

std::vector<const CollectionEntry*> Collection::matching(const CollectionQuery& query) const {
  std::vector<const CollectionEntry*> found;
  for (const CollectionEntry& entry : entries_) {
    if (query.variant && entry.variant != *query.variant) continue;
    if (query.side && entry.side != *query.side) continue;
    if (query.difficulty && entry.difficulty != *query.difficulty) continue;
    found.push_back(&entry);
  }
  return found;
}

}  // namespace sudoku::server
