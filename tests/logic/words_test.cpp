// How steps are written (src/logic/words.cpp): lists, group names, removals and the finished
// step.
#include <gtest/gtest.h>

#include "logic/techniques.hpp"
#include "support/candidate_grids.hpp"

namespace sudoku::testing {
namespace {

using logic::cell_list;
using logic::digit_list;
using logic::group_name;
using logic::join_words;
using logic::line_list;
using logic::removal_phrase;

TEST(Words, JoinListsWithCommasAndAFinalConjunction) {
  EXPECT_EQ(join_words({}), "");
  EXPECT_EQ(join_words({"a"}), "a");
  EXPECT_EQ(join_words({"a", "b"}), "a and b");
  EXPECT_EQ(join_words({"a", "b", "c"}, "or"), "a, b or c");
  EXPECT_EQ(digit_list({1, 2, 3}), "1, 2 and 3");
  const CandidateGrid grid{Puzzle(Geometry(9))};
  EXPECT_EQ(cell_list(grid, {at(1, 1), at(9, 9)}, "or"), "r1c1 or r9c9");
}

TEST(Words, NameGroupsWithAnArticleWhereEnglishWantsOne) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_x_diagonals();
  puzzle.add_constraint(Cage{{at(1, 2), at(1, 3)}, 5});
  const CandidateGrid grid(puzzle);
  EXPECT_EQ(group_name(grid, 0), "row 1");
  EXPECT_EQ(group_name(grid, 26), "box 9");
  EXPECT_EQ(group_name(grid, 27), "the main diagonal");
  EXPECT_EQ(group_name(grid, 29), "the cage at r1c2");
  EXPECT_EQ(line_list(grid, {1, 6}), "rows 2 and 7");
  EXPECT_EQ(line_list(grid, {9, 13, 17}), "columns 1, 5 and 9");
}

TEST(Words, SayRemovalsDigitByDigitAndDigitsLeavingTheSameCellsTogether) {
  const CandidateGrid grid{Puzzle(Geometry(9))};
  EXPECT_EQ(removal_phrase(grid, {}), "");
  EXPECT_EQ(removal_phrase(grid, {{at(1, 9), 7}, {at(1, 1), 3}, {at(1, 9), 3}}),
            "remove 3 from r1c1 and r1c9, and 7 from r1c9");
  EXPECT_EQ(removal_phrase(grid, {{at(1, 9), 7}, {at(1, 9), 5}, {at(2, 2), 1}, {at(1, 9), 3}}),
            "remove 1 from r2c2, and 3, 5 and 7 from r1c9");
}

TEST(Words, FinishStepSortsEliminationsRatesAndCapitalises) {
  Step step = logic::new_step(Technique::x_wing);
  step.eliminations = {{5, 4}, {3, 4}, {5, 4}, {1, 2}};
  const Step finished = logic::finish_step(step, "something");
  EXPECT_EQ(finished.eliminations, (std::vector<Elimination>{{1, 2}, {3, 4}, {5, 4}}));
  EXPECT_EQ(finished.rating, 32);
  EXPECT_EQ(finished.explanation, "X-wing: something.");
}

}  // namespace
}  // namespace sudoku::testing
