// Where the board's "new puzzle" draws from: one of two collections, built once at start-up.
//
//   embedded  data/collection/*.txt, inside the binary, graded. Each file holds puzzles of one
//             variant, size and difficulty, one per line, and its name says which:
//             "classic-9-easy.txt", "killer-9-hard.txt", "jigsaw+x-9-medium.txt".
//             data/collection/README.md gives the commands that made them.
//   user      the files named by `sudoku serve --collection FILE` (seed 003 drew its boards
//             from a file of 49,000): one puzzle per line in any one-line form the batch
//             reader takes, a `variant:` header naming the rules of the file's puzzles. A bad
//             line is skipped and counted, not fatal; a file with no good puzzle is. These
//             puzzles come ungraded: loading only reads them (50,000 in a fraction of a
//             second), and the route that draws one rates that one.
//
// The user's files may be large (10 million puzzles, or one line of 100 MB): they are read as
// the command reads a batch, through one buffer, a line longer than kMaxLineBytes skipped as
// too long without being kept, and what is kept of a good line is where it is (24 bytes a
// puzzle). A drawn puzzle is read again from its file, kept open for the server's life; a line
// that changed since is an error (CollectionChanged), never another puzzle served as this one.
//
// Built once, then read-only: any number of threads may draw from it at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "server/embedded.hpp"
#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::server {

// Where a puzzle of the user's collection came from.
struct Origin {
  std::size_t file = 0;  // index into Collection::files()
  int line = 0;          // 1-based, counting every line of the file (blank ones included)
};

struct CollectionEntry {
  Variant variant;
  int side = 9;
  Difficulty difficulty = Difficulty::easy;  // meaningful for graded entries only
  Puzzle puzzle{Geometry(1)};
  std::string line;              // the puzzle's one-line form (to_puzzle_line), as replies give it
  std::optional<Origin> origin;  // set for the user's puzzles, which are not graded

  bool graded() const { return !origin; }
};

// What a "new puzzle" request asks for; an empty field matches anything. The difficulty
// applies to graded entries only: an ungraded one matches any.
struct CollectionQuery {
  std::optional<Variant> variant;
  std::optional<int> side;
  std::optional<Difficulty> difficulty;
};

// One file of a collection, as loading found it.
struct CollectionFile {
  std::string name;  // the user's: as given on the command line; embedded: data/collection/…
  std::size_t puzzles = 0;
  std::size_t skipped = 0;                // bad lines (blank, comment and header lines are not bad)
  std::optional<InputError> first_error;  // the first bad line's, as the readers word it
};

// The puzzles of one variant and side, in the order they first appear.
struct CollectionKind {
  Variant variant;
  int side = 9;
  std::size_t puzzles = 0;
  // Graded collections only (the embedded one): how many of each difficulty, easy first.
  std::vector<std::size_t> difficulties;
  // The user's files: the variant rules their puzzles of this kind hold beside the variant's own
  // (an f-puzzles line's thermometers, arrows, …), by name ("thermometer"), sorted; each held
  // by one puzzle at least.
  std::vector<std::string> rules;
};

// A file of the user's that cannot serve: unreadable, binary, or without one good puzzle.
// The message is one line; names_place() when it starts with the file's name ("FILE: …"),
// as the CLI's messages about a file's contents do ("cannot open 'FILE': …" does not).
class CollectionError : public std::runtime_error {
 public:
  CollectionError(const std::string& message, bool names_place)
      : std::runtime_error(message), names_place_(names_place) {}
  bool names_place() const { return names_place_; }

 private:
  bool names_place_;
};

// A puzzle of the user's files that is no longer on its line as it was at start-up.
class CollectionChanged : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A puzzle drawn from the collection: the entry, its place among the matches and their count.
struct CollectionDraw {
  CollectionEntry entry;
  std::size_t index = 0;
  std::size_t available = 0;
};

class Collection {
 public:
  Collection() = default;
  // The embedded collection. Throws InputError for a bad line, std::invalid_argument for a
  // file whose name is not VARIANT-SIDE-DIFFICULTY.txt.
  static Collection from_files(std::span<const EmbeddedFile> files);
  // The user's collection, from the files at `paths` (named in messages and origins as given).
  // Throws CollectionError for a file that cannot be read or holds no good puzzle, or whose
  // header is bad.
  static Collection from_user_files(std::span<const std::string> paths);

  std::size_t size() const { return user_ ? user_lines_.size() : entries_.size(); }
  bool user() const { return user_; }
  const std::vector<CollectionFile>& files() const { return files_; }
  const std::vector<CollectionKind>& kinds() const { return kinds_; }
  // The puzzle at `index` (0 to size() - 1, in file order). A user's puzzle is read again from
  // its file: throws CollectionChanged when its line is no longer what it was.
  CollectionEntry entry(std::size_t index) const;
  // How many entries match the query.
  std::size_t count(const CollectionQuery& query) const;
  // Whether any entry matches the query.
  bool has_match(const CollectionQuery& query) const;
  // A uniform draw among the matches, other than a puzzle whose one-line form is `exclude`
  // unless every match is that puzzle; nothing when none matches. Throws CollectionChanged.
  std::optional<CollectionDraw> draw(const CollectionQuery& query,
                                     std::optional<std::string_view> exclude,
                                     std::mt19937_64& random) const;
  // "puzzles.txt, line 17" for a user's puzzle, "collection" for an embedded one.
  std::string source_of(const CollectionEntry& entry) const;

 private:
  // Where a good line of a user's file is, and enough to tell it again (24 bytes).
  struct UserLine {
    std::uint64_t offset = 0;  // of its first byte in the file
    std::uint32_t length = 0;  // without its line end
    std::int32_t line = 0;     // 1-based, as an editor numbers it
    std::uint32_t digest = 0;  // of its bytes, to notice a file changed since
    std::uint16_t file = 0;    // index into files_
    std::uint8_t side = 0;
  };
  struct OpenFile;  // a user's file, open for the server's life
  // The user's lines in blocks of a fixed size: growing never copies what is kept, so loading
  // 10 million lines peaks at their size, not at twice it as one growing array would.
  class UserLines {
   public:
    std::size_t size() const { return size_; }
    const UserLine& operator[](std::size_t index) const {
      return blocks_[index / kBlock][index % kBlock];
    }
    void push_back(const UserLine& line) {
      if (size_ % kBlock == 0) blocks_.emplace_back().reserve(kBlock);
      blocks_.back().push_back(line);
      ++size_;
    }

   private:
    static constexpr std::size_t kBlock = std::size_t{1} << 16;
    std::vector<std::vector<UserLine>> blocks_;
    std::size_t size_ = 0;
  };

  // Reads one user's file through one buffer: every line that is not blank, a comment or a
  // header is a puzzle or a bad line. Throws CollectionError when none is a puzzle.
  void add_user_file(const std::string& path);
  Variant variant_of(std::size_t index) const;
  int side_of(std::size_t index) const;
  bool matches(std::size_t index, const CollectionQuery& query) const;
  // The entry index of the n-th match (from 0) of the query; n < count(query).
  std::size_t nth_match(const CollectionQuery& query, std::size_t n) const;
  void count_kinds();

  std::vector<CollectionEntry> entries_;  // the embedded collection
  UserLines user_lines_;                  // the user's
  std::vector<std::shared_ptr<const OpenFile>> open_files_;
  std::vector<Variant> file_variants_;
  std::vector<CollectionFile> files_;
  std::vector<CollectionKind> kinds_;
  // The rule names of the user's puzzles by kind (variant name, side): count_kinds's rules.
  std::map<std::pair<std::string, int>, std::set<std::string>> rules_by_kind_;
  bool user_ = false;
};

// The one-line summary of a file with skipped lines, for the terminal:
// "puzzles.txt: 3 lines skipped (the first: puzzles.txt:17:5: …)"; empty when none was.
std::string skipped_summary(const CollectionFile& file);

}  // namespace sudoku::server
