// The embedded collection: names, lines, and the puzzles themselves (unique, labelled right);
// the user's (`sudoku serve --collection FILE`): every blank symbol and variant the batch
// reader takes, bad lines skipped and counted, origins, and the files it refuses.
#include "server/collection.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <set>
#include <string_view>
#include <vector>

#include "server/embedded.hpp"
#include "server_test_support.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::server::test {
namespace {

TEST(CollectionTest, AFileNameMustSayVariantSideAndDifficulty) {
  const EmbeddedFile bad[] = {{"classic-easy.txt", ""}};
  EXPECT_THROW(Collection::from_files(bad), std::invalid_argument);
  const EmbeddedFile unknown[] = {{"classic-9-fiendish.txt", ""}};
  EXPECT_THROW(Collection::from_files(unknown), std::invalid_argument);
}

TEST(CollectionTest, ABadLineNamesItsFileAndLine) {
  const EmbeddedFile files[] = {
      {"classic-4-easy.txt", "# comment\n..4..3.....12..4\n..4..3.....12..\n"}};
  try {
    (void)Collection::from_files(files);
    FAIL() << "no error";
  } catch (const InputError& error) {
    EXPECT_EQ(error.source(), "data/collection/classic-4-easy.txt");
    EXPECT_EQ(error.line(), 3);
  }
  const EmbeddedFile wrong_side[] = {{"classic-9-easy.txt", "..4..3.....12..4\n"}};
  EXPECT_THROW(Collection::from_files(wrong_side), InputError);
}

TEST(CollectionTest, MatchingFiltersByEveryField) {
  const Collection collection = small_collection();
  EXPECT_EQ(collection.size(), 3U);
  EXPECT_EQ(collection.count({}), 3U);
  CollectionQuery nine;
  nine.side = 9;
  EXPECT_EQ(collection.count(nine), 2U);
  CollectionQuery x;
  x.variant = Variant{.killer = false, .jigsaw = false, .x = true};
  EXPECT_EQ(collection.count(x), 0U);
  CollectionQuery hard;
  hard.difficulty = Difficulty::hard;
  EXPECT_EQ(collection.count(hard), 0U);
}

// Every embedded puzzle has one solution, and those of 9×9 and below rate as their file says.
TEST(CollectionTest, TheEmbeddedPuzzlesAreUniqueAndGradedByTheRater) {
  const Collection collection = Collection::from_files(collection_files());
  EXPECT_GE(collection.size(), 300U);
  std::set<std::string> kinds;
  for (const CollectionEntry& entry : entries_of(collection)) {
    kinds.insert(variant_name(entry.variant) + "-" + std::to_string(entry.side));
    SolveOptions options;
    options.max_solutions = 2;
    ASSERT_EQ(solve(entry.puzzle, options).count, 1U) << to_puzzle_line(entry.puzzle);
    if (entry.side > 9) continue;
    LogicOptions logic;
    logic.unique_solution = true;
    EXPECT_EQ(rate(solve_logically(entry.puzzle, logic)).difficulty, entry.difficulty)
        << to_puzzle_line(entry.puzzle);
  }
  for (const char* kind : {"classic-9", "x-9", "killer-9", "jigsaw-9", "classic-4", "classic-16"}) {
    EXPECT_TRUE(kinds.contains(kind)) << kind;
  }
}

// A folder of its own under the system's temporary one, removed with its files at the end.
class UserFiles {
 public:
  UserFiles() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "sudoku_collection_test.XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    folder_ = pattern;
  }
  UserFiles(const UserFiles&) = delete;
  UserFiles& operator=(const UserFiles&) = delete;
  ~UserFiles() {
    std::error_code error;
    std::filesystem::remove_all(folder_, error);
  }
  // Writes `text` to NAME in the folder; returns its path.
  std::string write(const std::string& name, const std::string& text) const {
    const std::string path = (folder_ / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  std::string path(const std::string& name) const { return (folder_ / name).string(); }

 private:
  std::filesystem::path folder_;
};

Collection load(const std::vector<std::string>& paths) {
  return Collection::from_user_files(paths);
}

// The message of the CollectionError loading `paths` throws ("" when none).
std::string load_error(const std::vector<std::string>& paths) {
  try {
    (void)load(paths);
  } catch (const CollectionError& error) {
    return error.what();
  }
  return "";
}

std::string with_blanks(std::string line, char blank) {
  std::replace(line.begin(), line.end(), '.', blank);
  return line;
}

TEST(UserCollectionTest, ReadsDotsZerosAndStarsAsBlanks) {
  const UserFiles files;
  const std::string path =
      files.write("puzzles.txt", with_blanks(kEasy, '*') + "\n" + with_blanks(kHardest, '0') +
                                     "\n" + kEasy + "\n");
  const Collection collection = load({path});
  EXPECT_TRUE(collection.user());
  ASSERT_EQ(collection.size(), 3U);
  EXPECT_EQ(collection.entry(0).line, kEasy);  // as replies give it: '.' for a blank
  EXPECT_EQ(collection.entry(1).line, kHardest);
  EXPECT_EQ(collection.entry(2).line, kEasy);
  for (const CollectionEntry& entry : entries_of(collection)) {
    EXPECT_FALSE(entry.graded());
    EXPECT_EQ(entry.variant, Variant{});
    EXPECT_EQ(entry.side, 9);
  }
  ASSERT_EQ(collection.files().size(), 1U);
  EXPECT_EQ(collection.files()[0].name, path);
  EXPECT_EQ(collection.files()[0].puzzles, 3U);
  EXPECT_EQ(collection.files()[0].skipped, 0U);
  EXPECT_EQ(skipped_summary(collection.files()[0]), "");
}

// Line numbers count every line of the file, so "puzzles.txt, line 9" is where an editor shows
// it, whatever was skipped before: a comment, a blank line (CRLF too), a bad line.
TEST(UserCollectionTest, BadLinesAreSkippedAndCountedWithTheFirstOnesMessage) {
  const UserFiles files;
  const std::string clash = "11" + std::string(kEasy).substr(2);
  const std::string path =
      files.write("puzzles.txt",
                  "# my puzzles\n"
                  "\n" +
                      std::string(kEasy) + "\r\n" + "....x" + std::string(76, '.') +
                      "\n"
                      "   \n" +
                      std::string(80, '.') + "\n" + clash + "\n\n" + kHardest);
  const Collection collection = load({path});
  ASSERT_EQ(collection.size(), 2U);
  EXPECT_EQ(collection.entry(0).origin->line, 3);
  EXPECT_EQ(collection.entry(1).origin->line, 9);
  EXPECT_EQ(collection.source_of(collection.entry(1)), path + ", line 9");
  const CollectionFile& file = collection.files()[0];
  EXPECT_EQ(file.puzzles, 2U);
  EXPECT_EQ(file.skipped, 3U);
  ASSERT_TRUE(file.first_error);
  EXPECT_EQ(file.first_error->line(), 4);
  EXPECT_EQ(file.first_error->column(), 5);
  EXPECT_EQ(skipped_summary(file),
            path + ": 3 lines skipped (the first: " + path +
                ":4:5: bad symbol 'x': expected a digit 1-9 or '.' for a blank)");
}

// A line longer than any puzzle's is a bad line, skipped as it is read and never kept; the
// lines around it, a byte order mark and CRLF line ends read as the command reads them.
TEST(UserCollectionTest, ALineTooLongForAnyPuzzleIsSkippedWithoutBeingKept) {
  const UserFiles files;
  const std::string path =
      files.write("long.txt", "\xEF\xBB\xBFvariant: classic\r\n" + std::string(kEasy) + "\r\n" +
                                  std::string(std::size_t{3} << 20, '.') + "\n" + kHardest + "\n" +
                                  std::string(kMaxLineBytes + 1, '1'));
  const Collection collection = load({path});
  ASSERT_EQ(collection.size(), 2U);
  EXPECT_EQ(collection.entry(0).line, kEasy);
  EXPECT_EQ(collection.entry(0).origin->line, 2);
  EXPECT_EQ(collection.entry(1).line, kHardest);
  EXPECT_EQ(collection.entry(1).origin->line, 4);
  EXPECT_EQ(collection.files()[0].skipped, 2U);
  EXPECT_EQ(skipped_summary(collection.files()[0]),
            path + ": 2 lines skipped (the first: " + path +
                ":3:65537: line too long: more than 65536 bytes, longer than any puzzle line)");
}

// A drawn puzzle is read again from its file: a line changed since start-up is an error that
// says so, never another puzzle served as the one counted.
TEST(UserCollectionTest, ALineChangedSinceStartUpIsAnErrorNotAnotherPuzzle) {
  const UserFiles files;
  const std::string path =
      files.write("p.txt", std::string(kEasy) + "\n" + std::string(kHardest) + "\n");
  const Collection collection = load({path});
  ASSERT_EQ(collection.size(), 2U);
  files.write("p.txt", std::string(kHardest) + "\n" + std::string(kEasy) + "\n");
  try {
    (void)collection.entry(1);
    ADD_FAILURE() << "a changed line was read as a puzzle";
  } catch (const CollectionChanged& changed) {
    EXPECT_EQ(std::string(changed.what()),
              path +
                  ": line 2 changed since the server read it: restart `sudoku serve` to "
                  "read the collection again");
  }
  files.write("p.txt", std::string(kEasy) + "\n");  // cut short
  EXPECT_THROW((void)collection.entry(1), CollectionChanged);
  EXPECT_EQ(collection.entry(0).line, kEasy);
}

// "exclude" leaves the puzzle on the board out of the draw, even when most matches are copies
// of it; when every match is, it is drawn.
TEST(UserCollectionTest, ADrawLeavesTheExcludedPuzzleOutUnlessItIsAllThereIs) {
  const UserFiles files;
  std::string text;
  for (int copy = 0; copy < 500; ++copy) text += std::string(kEasy) + "\n";
  text += std::string(kHardest) + "\n";
  const Collection collection = load({files.write("copies.txt", text)});
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    std::mt19937_64 random(seed);
    const std::optional<CollectionDraw> drawn =
        collection.draw({}, std::string_view(kEasy), random);
    ASSERT_TRUE(drawn);
    EXPECT_EQ(drawn->entry.line, kHardest);
    EXPECT_EQ(drawn->index, 500U);
    EXPECT_EQ(drawn->available, 501U);
  }
  const Collection one = load({files.write("one.txt", std::string(kEasy) + "\n")});
  std::mt19937_64 random(1);
  EXPECT_EQ(one.draw({}, std::string_view(kEasy), random)->entry.line, kEasy);
  CollectionQuery four;
  four.side = 4;
  EXPECT_FALSE(one.draw(four, std::nullopt, random));
}

TEST(UserCollectionTest, OneSkippedLineIsOneLine) {
  const UserFiles files;
  const std::string path = files.write("one.txt", std::string(kEasy) + "\nnot a puzzle\n");
  const Collection collection = load({path});
  EXPECT_EQ(skipped_summary(collection.files()[0])
                .rfind(path + ": 1 line skipped (the first: " + path + ":2:", 0),
            0U);
}

TEST(UserCollectionTest, AFileWithoutAGoodPuzzleIsAnError) {
  const UserFiles files;
  const std::string bad = files.write(
      "bad.txt", "# nothing good\n" + std::string(80, '.') + "\n" + std::string(80, '.') + "\n");
  EXPECT_EQ(load_error({bad}),
            bad + ": no puzzle to serve: 2 bad lines and no good one (the first: " + bad +
                ":2:81: line has 80 symbols, expected 81)");
  const std::string empty = files.write("empty.txt", "# only a comment\n\n");
  EXPECT_EQ(load_error({empty}), empty + ": no puzzle to serve: the file holds no puzzle line");
  // One bad file among good ones is still an error: the user named it to be used.
  const std::string good = files.write("good.txt", std::string(kEasy) + "\n");
  EXPECT_EQ(load_error({good, empty}),
            empty + ": no puzzle to serve: the file holds no puzzle line");
}

TEST(UserCollectionTest, UnreadableFilesAreErrorsInTheClisWords) {
  const UserFiles files;
  const std::string missing = files.path("missing.txt");
  EXPECT_EQ(load_error({missing}), "cannot open '" + missing + "': No such file or directory");
  std::filesystem::create_directory(files.path("folder"));
  EXPECT_EQ(load_error({files.path("folder")}),
            "cannot read '" + files.path("folder") + "': it is a directory");
  const std::string binary = files.write("binary.txt", std::string(kEasy) + "\n\x01\x02");
  EXPECT_EQ(load_error({binary}), binary + ": not a puzzle file: binary data at byte 83");
  const std::string header = files.write("header.txt", "variant: sudoku\n" + std::string(kEasy));
  EXPECT_EQ(load_error({header}).rfind(header + ":1:", 0), 0U) << load_error({header});
}

// Any one-line form `sudoku solve FILE` takes: sizes from the line's length, variants from the
// file's header.
TEST(UserCollectionTest, ReadsEverySizeAndTheVariantOfEachFilesHeader) {
  const UserFiles files;
  const std::string classic =
      files.write("classic.txt", "..4..3.....12..4\n.2.6..........1..2..4....35..4.....1\n" +
                                     std::string(kEasy) + "\n");
  const std::string x =
      files.write("x.txt",
                  "variant: x\n4.7...8..2.5.8.....8....3..........35.............6.2...2..1.4...94"
                  ".......3......\n");
  const std::string killer = files.write(
      "killer.txt",
      "variant: killer\n"
      "abbbcccddaeebffggdhiijkkkkdhhijjllmnooippqqmnroopqqsmtrrupvwsmtuuuxvwsyyzzzxxwAAA "
      "a=3,b=23,c=15,d=20,e=7,f=15,g=9,h=16,i=24,j=15,k=19,l=9,m=11,n=17,o=19,p=22,q=24,r=19,"
      "s=11,t=7,u=15,v=11,w=16,x=9,y=11,z=18,A=20\n");
  const Collection collection = load({classic, x, killer});
  ASSERT_EQ(collection.size(), 5U);
  ASSERT_EQ(collection.kinds().size(), 5U);
  const auto kind = [&](std::size_t index) {
    const CollectionKind& found = collection.kinds()[index];
    return variant_name(found.variant) + " " + std::to_string(found.side) + " " +
           std::to_string(found.puzzles) + (found.difficulties.empty() ? "" : " graded");
  };
  EXPECT_EQ(kind(0), "classic 4 1");
  EXPECT_EQ(kind(1), "classic 6 1");
  EXPECT_EQ(kind(2), "classic 9 1");
  EXPECT_EQ(kind(3), "x 9 1");
  EXPECT_EQ(kind(4), "killer 9 1");
  EXPECT_TRUE(collection.entry(3).puzzle.has_x_diagonals());
  EXPECT_TRUE(collection.entry(4).puzzle.has_cages());
  EXPECT_EQ(collection.entry(4).origin->file, 2U);
  EXPECT_EQ(collection.entry(4).origin->line, 2);
  EXPECT_EQ(collection.source_of(collection.entry(4)), killer + ", line 2");
}

// The user's puzzles are not graded: a difficulty asked for matches them all.
TEST(UserCollectionTest, MatchingLeavesTheDifficultyOutForUngradedPuzzles) {
  const UserFiles files;
  const Collection collection =
      load({files.write("p.txt", std::string(kEasy) + "\n..4..3.....12..4\n")});
  CollectionQuery hard;
  hard.difficulty = Difficulty::hard;
  EXPECT_EQ(collection.count(hard), 2U);
  hard.side = 4;
  EXPECT_EQ(collection.count(hard), 1U);
}

TEST(CollectionTest, TheEmbeddedCollectionCountsItsKindsAndDifficulties) {
  const Collection collection = small_collection();
  EXPECT_FALSE(collection.user());
  ASSERT_EQ(collection.files().size(), 2U);
  EXPECT_EQ(collection.files()[0].name, "data/collection/classic-9-easy.txt");
  EXPECT_EQ(collection.files()[0].puzzles, 2U);
  ASSERT_EQ(collection.kinds().size(), 2U);
  EXPECT_EQ(collection.kinds()[0].puzzles, 2U);
  EXPECT_EQ(collection.kinds()[0].difficulties, (std::vector<std::size_t>{2, 0, 0, 0, 0}));
  EXPECT_EQ(collection.source_of(collection.entry(0)), "collection");
  EXPECT_FALSE(collection.entry(0).origin);
}

}  // namespace
}  // namespace sudoku::server::test
