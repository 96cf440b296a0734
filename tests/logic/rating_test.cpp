// Difficulty (src/logic/rating.cpp): the bands of the score, and the rating of a solve.
#include <gtest/gtest.h>

#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "support/examples.hpp"

namespace sudoku::testing {
namespace {

TEST(Difficulty, BandsFollowTheLadderFamilies) {
  EXPECT_EQ(difficulty_of_score(10), Difficulty::easy);
  EXPECT_EQ(difficulty_of_score(15), Difficulty::easy);
  EXPECT_EQ(difficulty_of_score(23), Difficulty::medium);
  EXPECT_EQ(difficulty_of_score(28), Difficulty::medium);
  EXPECT_EQ(difficulty_of_score(30), Difficulty::hard);
  EXPECT_EQ(difficulty_of_score(40), Difficulty::hard);
  EXPECT_EQ(difficulty_of_score(42), Difficulty::expert);
  EXPECT_EQ(difficulty_of_score(69), Difficulty::expert);
  EXPECT_EQ(difficulty_of_score(70), Difficulty::extreme);
  EXPECT_EQ(difficulty_name(Difficulty::easy), "easy");
  EXPECT_EQ(difficulty_name(Difficulty::extreme), "extreme");
}

TEST(Rate, ScoresASolveByItsHardestStepAndCountsEachTechnique) {
  const Rating rating = rate(solve_logically(read_grid(kSeed000Puzzle, "test")));
  EXPECT_EQ(rating.status, LogicStatus::solved);
  EXPECT_EQ(rating.score, 23);
  EXPECT_EQ(rating.difficulty, Difficulty::medium);
  EXPECT_EQ(rating.hardest, Technique::naked_single);
  EXPECT_EQ(rating.steps, 59);
  const std::vector<std::pair<Technique, int>> counts{
      {Technique::full_house, 20}, {Technique::hidden_single, 35}, {Technique::naked_single, 4}};
  EXPECT_EQ(rating.technique_counts, counts);
}

TEST(Rate, CallsAStalledSolveExtreme) {
  const Rating rating = rate(solve_logically(read_line(kInkala2012, "test")));
  EXPECT_EQ(rating.status, LogicStatus::stalled);
  EXPECT_EQ(rating.difficulty, Difficulty::extreme);
  EXPECT_EQ(rating.score, 0);
  EXPECT_EQ(rating.hardest, std::nullopt);
  EXPECT_TRUE(rating.technique_counts.empty());
}

}  // namespace
}  // namespace sudoku::testing
