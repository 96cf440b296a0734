// Reading the two collections. The embedded one: the file name gives variant, side and
// difficulty; each line that is not blank or a comment is one puzzle in the one-line form of
// that variant, and a bad line is a bug of ours (an error). The user's: the header gives the
// variant, each line is read as the batch reader reads it, and a bad line is counted and
// skipped, so that one typo in 49,000 puzzles does not keep the other 48,999 off the board.
#include "server/collection.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace sudoku::server {
namespace {

constexpr Difficulty kDifficulties[] = {Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                        Difficulty::expert, Difficulty::extreme};

std::optional<Difficulty> parse_difficulty(std::string_view name) {
  for (Difficulty difficulty : kDifficulties) {
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

// As the CLI's readers judge it (cli/input.cpp): text holds no control byte but a tab, a line
// end, a vertical tab or a form feed, and a file that has one in its first kBinaryWindow bytes
// is refused whole rather than reported line by line as thousands of bad symbols.
constexpr std::size_t kBinaryWindow = 4096;

bool is_text_byte(char symbol) {
  const auto byte = static_cast<unsigned char>(symbol);
  if (byte >= 0x20) return byte != 0x7f;
  return symbol == '\t' || symbol == '\n' || symbol == '\r' || symbol == '\f' || symbol == '\v';
}

// The whole file, with the CLI's wording for what goes wrong (cannot open, directory, binary).
std::string read_user_file(const std::string& path) {
  std::error_code status_error;
  if (std::filesystem::is_directory(path, status_error)) {
    throw CollectionError("cannot read '" + path + "': it is a directory", false);
  }
  const int descriptor = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) {
    throw CollectionError("cannot open '" + path + "': " + std::strerror(errno), false);
  }
  struct Closer {
    int descriptor;
    ~Closer() { ::close(descriptor); }
  } closer{descriptor};
  std::string text;
  struct stat status {};
  if (::fstat(descriptor, &status) == 0 && S_ISREG(status.st_mode) && status.st_size > 0) {
    text.reserve(static_cast<std::size_t>(status.st_size));
  }
  constexpr std::size_t kChunk = std::size_t{1} << 16;
  std::size_t checked = 0;
  for (;;) {
    const std::size_t had = text.size();
    text.resize(had + kChunk);
    const ssize_t got = ::read(descriptor, text.data() + had, kChunk);
    if (got < 0 && errno == EINTR) {
      text.resize(had);
      continue;
    }
    if (got < 0) {
      throw CollectionError("cannot read '" + path + "': " + std::strerror(errno), false);
    }
    text.resize(had + static_cast<std::size_t>(got));
    for (; checked < text.size() && checked < kBinaryWindow; ++checked) {
      if (!is_text_byte(text[checked])) {
        throw CollectionError(
            fmt::format("{}: not a puzzle file: binary data at byte {}", path, checked + 1), true);
      }
    }
    if (got == 0) return text;
  }
}

}  // namespace

Collection Collection::from_files(std::span<const EmbeddedFile> files) {
  Collection collection;
  for (const EmbeddedFile& file : files) {
    const CollectionEntry kind = describe_file(file.path);
    const std::string source = "data/collection/" + std::string(file.path);
    CollectionFile summary;
    summary.name = source;
    for_each_line(file.bytes, [&](std::string_view line, int line_number) {
      if (is_blank_or_comment(line) || is_header_line(line)) return;
      CollectionEntry entry = kind;
      entry.puzzle = read_line(line, source, line_number, Validation::full, kind.variant);
      if (entry.puzzle.side() != kind.side) {
        throw InputError(source, line_number, 1,
                         "a puzzle of side " + std::to_string(entry.puzzle.side()) +
                             " in a file of side " + std::to_string(kind.side));
      }
      entry.line = to_puzzle_line(entry.puzzle);
      collection.entries_.push_back(std::move(entry));
      ++summary.puzzles;
    });
    collection.files_.push_back(std::move(summary));
  }
  collection.count_kinds();
  return collection;
}

Collection Collection::from_user_files(std::span<const std::string> paths) {
  Collection collection;
  collection.user_ = true;
  for (const std::string& path : paths) collection.add_user_text(path, read_user_file(path));
  collection.count_kinds();
  return collection;
}

void Collection::add_user_text(const std::string& name, std::string_view text) {
  text = without_byte_order_mark(text);
  // The rules of every puzzle of the file: its header's, else classic (as `sudoku solve FILE`
  // reads a batch without --variant).
  Variant variant;
  try {
    variant = resolve_variant(text, name, std::nullopt);
  } catch (const InputError& error) {
    throw CollectionError(error.what(), true);
  }
  const std::size_t file_index = files_.size();
  CollectionFile summary;
  summary.name = name;
  for_each_line(text, [&](std::string_view line, int line_number) {
    if (is_blank_or_comment(line) || is_header_line(line)) return;
    CollectionEntry entry;
    try {
      entry.puzzle = read_line(line, name, line_number, Validation::full, variant);
    } catch (const InputError& error) {  // givens that clash included: not a puzzle to play
      if (summary.skipped++ == 0) summary.first_error = error;
      return;
    }
    entry.variant = variant;
    entry.side = entry.puzzle.side();
    entry.line = to_puzzle_line(entry.puzzle);
    entry.origin = Origin{.file = file_index, .line = line_number};
    entries_.push_back(std::move(entry));
    ++summary.puzzles;
  });
  if (summary.puzzles == 0) {
    throw CollectionError(
        summary.first_error
            ? fmt::format("{}: no puzzle to serve: {} bad {} and no good one (the first: {})", name,
                          summary.skipped, summary.skipped == 1 ? "line" : "lines",
                          summary.first_error->what())
            : name + ": no puzzle to serve: the file holds no puzzle line",
        true);
  }
  files_.push_back(std::move(summary));
}

void Collection::count_kinds() {
  kinds_.clear();
  for (const CollectionEntry& entry : entries_) {
    CollectionKind* kind = nullptr;
    for (CollectionKind& known : kinds_) {
      if (known.variant == entry.variant && known.side == entry.side) kind = &known;
    }
    if (kind == nullptr) {
      kind = &kinds_.emplace_back();
      kind->variant = entry.variant;
      kind->side = entry.side;
      if (entry.graded()) kind->difficulties.assign(std::size(kDifficulties), 0);
    }
    ++kind->puzzles;
    if (entry.graded()) ++kind->difficulties[static_cast<std::size_t>(entry.difficulty)];
  }
}

std::vector<const CollectionEntry*> Collection::matching(const CollectionQuery& query) const {
  std::vector<const CollectionEntry*> found;
  for (const CollectionEntry& entry : entries_) {
    if (query.variant && entry.variant != *query.variant) continue;
    if (query.side && entry.side != *query.side) continue;
    if (query.difficulty && entry.graded() && entry.difficulty != *query.difficulty) continue;
    found.push_back(&entry);
  }
  return found;
}

bool Collection::has_match(const CollectionQuery& query) const {
  return std::any_of(entries_.begin(), entries_.end(), [&query](const CollectionEntry& entry) {
    return (!query.variant || entry.variant == *query.variant) &&
           (!query.side || entry.side == *query.side) &&
           (!query.difficulty || !entry.graded() || entry.difficulty == *query.difficulty);
  });
}

std::string Collection::source_of(const CollectionEntry& entry) const {
  if (!entry.origin) return "collection";
  return fmt::format("{}, line {}", files_[entry.origin->file].name, entry.origin->line);
}

std::string skipped_summary(const CollectionFile& file) {
  if (file.skipped == 0 || !file.first_error) return {};
  return fmt::format("{}: {} {} skipped (the first: {})", file.name, file.skipped,
                     file.skipped == 1 ? "line" : "lines", file.first_error->what());
}

}  // namespace sudoku::server
