// Reading the two collections. The embedded one: the file name gives variant, side and
// difficulty; each line that is not blank or a comment is one puzzle in the one-line form of
// that variant, and a bad line is a bug of ours (an error). The user's: the header gives the
// variant, each line is read as the batch reader reads it, and a bad line (or one of other rules
// than the file's: a variant-rule puzzle of f-puzzles goes in a classic file) is counted and
// skipped, so that one typo in 49,000 puzzles does not keep the other 48,999 off the board.
#include "server/collection.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <limits>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "server/constraints_json.hpp"

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

// FNV-1a over a line's bytes: a drawn line read again must be the line read at start-up.
std::uint32_t digest_of(std::string_view bytes) {
  std::uint32_t hash = 2166136261U;
  for (const char byte : bytes) {
    hash = (hash ^ static_cast<unsigned char>(byte)) * 16777619U;
  }
  return hash;
}

// One line of a user's file, without its LF or CRLF.
struct FileLine {
  std::string_view text;     // empty when too_long
  std::uint64_t offset = 0;  // of its first byte in the file
  int number = 0;            // 1-based, as an editor numbers it
  bool too_long = false;     // longer than kMaxLineBytes: skipped, not kept
};

// Reads a file line by line through one buffer of kMaxLineBytes and a chunk, as the CLI's
// InputSource does: memory stays the same whatever the file's size or its lines' lengths.
// Throws CollectionError in the CLI's words for a failed read or binary data.
class LineReader {
 public:
  LineReader(int descriptor, const std::string& path)
      : descriptor_(descriptor), path_(path), buffer_(kMaxLineBytes + kChunk + 1, '\0') {}

  // The next line; false at the end of the file.
  bool next(FileLine& line) {
    for (;;) {
      const std::string_view rest(buffer_.data() + start_, end_ - start_);
      const std::size_t newline = rest.find('\n');
      if (newline != std::string_view::npos) return take(line, newline, newline + 1);
      if (rest.size() > kMaxLineBytes) return skip_long(line);
      if (at_end_) return !rest.empty() && take(line, rest.size(), rest.size());
      fill();
    }
  }

 private:
  static constexpr std::size_t kChunk = std::size_t{1} << 16;

  bool take(FileLine& line, std::size_t length, std::size_t used) {
    std::string_view text(buffer_.data() + start_, length);
    if (text.ends_with('\r')) text.remove_suffix(1);
    line = FileLine{.text = text, .offset = base_ + start_, .number = ++number_};
    start_ += used;
    return true;
  }

  // A line past kMaxLineBytes: its bytes are dropped as they come, up to its line end.
  bool skip_long(FileLine& line) {
    line = FileLine{.text = {}, .offset = base_ + start_, .number = ++number_, .too_long = true};
    for (;;) {
      const std::string_view rest(buffer_.data() + start_, end_ - start_);
      const std::size_t newline = rest.find('\n');
      if (newline != std::string_view::npos) {
        start_ += newline + 1;
        return true;
      }
      start_ = end_;
      if (at_end_) return true;
      fill();
    }
  }

  // Moves what is left to the front of the buffer and reads a chunk after it.
  void fill() {
    std::copy(buffer_.begin() + static_cast<std::ptrdiff_t>(start_),
              buffer_.begin() + static_cast<std::ptrdiff_t>(end_), buffer_.begin());
    base_ += start_;
    end_ -= start_;
    start_ = 0;
    for (;;) {
      const ssize_t got = ::read(descriptor_, buffer_.data() + end_, kChunk);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) {
        throw CollectionError("cannot read '" + path_ + "': " + std::strerror(errno), false);
      }
      for (std::size_t at = end_; at < end_ + static_cast<std::size_t>(got); ++at) {
        if (base_ + at >= kBinaryWindow) break;
        if (!is_text_byte(buffer_[at])) {
          throw CollectionError(
              fmt::format("{}: not a puzzle file: binary data at byte {}", path_, base_ + at + 1),
              true);
        }
      }
      end_ += static_cast<std::size_t>(got);
      at_end_ = got == 0;
      return;
    }
  }

  int descriptor_;
  const std::string& path_;
  std::string buffer_;
  std::uint64_t base_ = 0;  // the file offset of buffer_[0]
  std::size_t start_ = 0;   // the unread bytes are buffer_[start_, end_)
  std::size_t end_ = 0;
  int number_ = 0;
  bool at_end_ = false;
};

// Opens a user's file, with the CLI's wording for what goes wrong (cannot open, directory).
int open_user_file(const std::string& path) {
  std::error_code status_error;
  if (std::filesystem::is_directory(path, status_error)) {
    throw CollectionError("cannot read '" + path + "': it is a directory", false);
  }
  const int descriptor = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) {
    throw CollectionError("cannot open '" + path + "': " + std::strerror(errno), false);
  }
  return descriptor;
}

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

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

// A user's file, open for the server's life, so that a draw reads the line it counted.
struct Collection::OpenFile {
  int descriptor = -1;
  explicit OpenFile(int opened) : descriptor(opened) {}
  OpenFile(const OpenFile&) = delete;
  OpenFile& operator=(const OpenFile&) = delete;
  ~OpenFile() { ::close(descriptor); }
};

Collection Collection::from_user_files(std::span<const std::string> paths) {
  Collection collection;
  collection.user_ = true;
  for (const std::string& path : paths) collection.add_user_file(path);
  collection.count_kinds();
  return collection;
}

void Collection::add_user_file(const std::string& path) {
  if (files_.size() > std::numeric_limits<std::uint16_t>::max()) {
    throw CollectionError(fmt::format("too many collection files: at most {}",
                                      std::numeric_limits<std::uint16_t>::max() + 1),
                          false);
  }
  auto file = std::make_shared<const OpenFile>(open_user_file(path));
  const auto file_index = static_cast<std::uint16_t>(files_.size());
  CollectionFile summary;
  summary.name = path;
  // The rules of every puzzle of the file: its header's, else classic (as `sudoku solve FILE`
  // reads a batch without --variant). The header is among the lines before the first puzzle
  // line; blank and comment lines are kept as empty lines, so that messages count them.
  std::string head;
  std::optional<Variant> variant;
  const auto resolve = [&] {
    try {
      variant = resolve_variant(head, path, std::nullopt);
    } catch (const InputError& error) {
      throw CollectionError(error.what(), true);
    }
  };
  const auto skip = [&summary](const InputError& error) {
    if (summary.skipped++ == 0) summary.first_error = error;
  };
  LineReader reader(file->descriptor, path);
  FileLine line;
  while (reader.next(line)) {
    if (line.number == 1 && line.text.starts_with(kByteOrderMark)) {
      line.text.remove_prefix(kByteOrderMark.size());
      line.offset += kByteOrderMark.size();
    }
    const bool skipped_kind =
        !line.too_long && (is_blank_or_comment(line.text) || is_header_line(line.text));
    if (!variant) {
      if (skipped_kind) {
        if (is_header_line(line.text)) head += line.text;
        head += '\n';
        continue;
      }
      resolve();
    }
    if (skipped_kind) continue;
    if (line.too_long) {
      skip(InputError(path, line.number, static_cast<int>(kMaxLineBytes) + 1,
                      fmt::format("line too long: more than {} bytes, longer than any puzzle "
                                  "line",
                                  kMaxLineBytes)));
      continue;
    }
    Puzzle puzzle{Geometry(1)};
    try {
      puzzle = read_line(line.text, path, line.number, Validation::full, *variant);
    } catch (const InputError& error) {  // givens that clash included: not a puzzle to play
      skip(error);
      continue;
    }
    // An f-puzzles line or a forum Killer names its own rules: others than the file's would be
    // served as the file's puzzles without them.
    std::optional<std::string> unfit;
    const Variant has = sudoku::variant_of(puzzle);
    if (((has.killer && !variant->killer) || (has.jigsaw && !variant->jigsaw) ||
         (has.x && !variant->x))) {
      unfit = fmt::format("a {} puzzle in a file of {} puzzles: give it a file of its own",
                          variant_name(has), variant_name(*variant));
    }
    if (unfit) {
      skip(InputError(path, line.number, 1, *unfit));
      continue;
    }
    if (!puzzle.constraints().empty()) {
      std::set<std::string>& names = rules_by_kind_[{variant_name(*variant), puzzle.side()}];
      for (const Json& rule : constraints_json(puzzle))
        names.insert(rule["name"].get<std::string>());
    }
    user_lines_.push_back(UserLine{.offset = line.offset,
                                   .length = static_cast<std::uint32_t>(line.text.size()),
                                   .line = line.number,
                                   .digest = digest_of(line.text),
                                   .file = file_index,
                                   .side = static_cast<std::uint8_t>(puzzle.side())});
    ++summary.puzzles;
  }
  if (!variant) resolve();
  if (summary.puzzles == 0) {
    throw CollectionError(
        summary.first_error
            ? fmt::format("{}: no puzzle to serve: {} bad {} and no good one (the first: {})", path,
                          summary.skipped, summary.skipped == 1 ? "line" : "lines",
                          summary.first_error->what())
            : path + ": no puzzle to serve: the file holds no puzzle line",
        true);
  }
  open_files_.push_back(std::move(file));
  file_variants_.push_back(*variant);
  files_.push_back(std::move(summary));
}

CollectionEntry Collection::entry(std::size_t index) const {
  if (!user_) return entries_.at(index);
  if (index >= user_lines_.size()) throw std::out_of_range("Collection::entry: no such index");
  const UserLine& where = user_lines_[index];
  const CollectionFile& file = files_[where.file];
  std::string text(where.length, '\0');
  std::size_t got = 0;
  while (got < text.size()) {
    const ssize_t read = ::pread(open_files_[where.file]->descriptor, text.data() + got,
                                 text.size() - got, static_cast<off_t>(where.offset + got));
    if (read < 0 && errno == EINTR) continue;
    if (read <= 0) break;
    got += static_cast<std::size_t>(read);
  }
  const auto changed = [&] {
    return CollectionChanged(fmt::format(
        "{}: line {} changed since the server read it: restart `sudoku serve` to read the "
        "collection again",
        file.name, where.line));
  };
  if (got != text.size() || digest_of(text) != where.digest) throw changed();
  CollectionEntry entry;
  entry.variant = file_variants_[where.file];
  try {
    entry.puzzle = read_line(text, file.name, where.line, Validation::full, entry.variant);
  } catch (const InputError&) {
    throw changed();
  }
  entry.side = entry.puzzle.side();
  entry.line = to_puzzle_line(entry.puzzle);
  entry.origin = Origin{.file = where.file, .line = where.line};
  return entry;
}

Variant Collection::variant_of(std::size_t index) const {
  return user_ ? file_variants_[user_lines_[index].file] : entries_[index].variant;
}

int Collection::side_of(std::size_t index) const {
  return user_ ? user_lines_[index].side : entries_[index].side;
}

bool Collection::matches(std::size_t index, const CollectionQuery& query) const {
  if (query.variant && variant_of(index) != *query.variant) return false;
  if (query.side && side_of(index) != *query.side) return false;
  // The user's puzzles are not graded: a difficulty filters none of them out.
  return user_ || !query.difficulty || entries_[index].difficulty == *query.difficulty;
}

std::size_t Collection::count(const CollectionQuery& query) const {
  std::size_t found = 0;
  for (std::size_t index = 0; index < size(); ++index) found += matches(index, query) ? 1 : 0;
  return found;
}

bool Collection::has_match(const CollectionQuery& query) const {
  for (std::size_t index = 0; index < size(); ++index) {
    if (matches(index, query)) return true;
  }
  return false;
}

std::size_t Collection::nth_match(const CollectionQuery& query, std::size_t n) const {
  for (std::size_t index = 0; index < size(); ++index) {
    if (matches(index, query) && n-- == 0) return index;
  }
  throw std::out_of_range("Collection::nth_match: fewer matches than asked");
}

std::optional<CollectionDraw> Collection::draw(const CollectionQuery& query,
                                               std::optional<std::string_view> exclude,
                                               std::mt19937_64& random) const {
  const std::size_t available = count(query);
  if (available == 0) return std::nullopt;
  std::uniform_int_distribution<std::size_t> pick(0, available - 1);
  CollectionDraw drawn;
  drawn.available = available;
  drawn.index = pick(random);
  drawn.entry = entry(nth_match(query, drawn.index));
  const auto excluded = [&](const CollectionEntry& entry) {
    return exclude && available > 1 && entry.line == *exclude;
  };
  // Drawn again while it is the excluded puzzle: uniform among the others, and few draws
  // unless most matches are copies of it; then the walk from the last draw finds another.
  constexpr int kRedraws = 32;
  for (int redraw = 0; redraw < kRedraws && excluded(drawn.entry); ++redraw) {
    drawn.index = pick(random);
    drawn.entry = entry(nth_match(query, drawn.index));
  }
  if (!excluded(drawn.entry)) return drawn;
  std::size_t index = nth_match(query, drawn.index);
  for (std::size_t step = 1; step < available && excluded(drawn.entry); ++step) {
    do {
      index = (index + 1) % size();
    } while (!matches(index, query));
    drawn.index = (drawn.index + 1) % available;
    drawn.entry = entry(index);
  }
  return drawn;
}

void Collection::count_kinds() {
  kinds_.clear();
  for (std::size_t index = 0; index < size(); ++index) {
    const Variant variant = variant_of(index);
    const int side = side_of(index);
    const bool graded = !user_;
    CollectionKind* kind = nullptr;
    for (CollectionKind& known : kinds_) {
      if (known.variant == variant && known.side == side) kind = &known;
    }
    if (kind == nullptr) {
      kind = &kinds_.emplace_back();
      kind->variant = variant;
      kind->side = side;
      if (graded) kind->difficulties.assign(std::size(kDifficulties), 0);
      const auto rules = rules_by_kind_.find({variant_name(variant), side});
      if (rules != rules_by_kind_.end()) {
        kind->rules.assign(rules->second.begin(), rules->second.end());
      }
    }
    ++kind->puzzles;
    if (graded) ++kind->difficulties[static_cast<std::size_t>(entries_[index].difficulty)];
  }
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
