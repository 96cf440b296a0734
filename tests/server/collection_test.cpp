// The embedded collection: names, lines, and the puzzles themselves (unique, labelled right).
#include "server/collection.hpp"

#include <set>

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
  EXPECT_EQ(collection.matching({}).size(), 3U);
  CollectionQuery nine;
  nine.side = 9;
  EXPECT_EQ(collection.matching(nine).size(), 2U);
  CollectionQuery x;
  x.variant = Variant{.killer = false, .jigsaw = false, .x = true};
  EXPECT_EQ(collection.matching(x).size(), 0U);
  CollectionQuery hard;
  hard.difficulty = Difficulty::hard;
  EXPECT_EQ(collection.matching(hard).size(), 0U);
}

// Every embedded puzzle has one solution, and those of 9×9 and below rate as their file says.
TEST(CollectionTest, TheEmbeddedPuzzlesAreUniqueAndGradedByTheRater) {
  const Collection collection = Collection::from_files(collection_files());
  EXPECT_GE(collection.size(), 300U);
  std::set<std::string> kinds;
  for (const CollectionEntry& entry : collection.entries()) {
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

}  // namespace
}  // namespace sudoku::server::test
