// The ladder and the solver's loop (src/logic/ladder.cpp): the order and ratings of the
// techniques, their names and synonyms, and what solve_logically reports on the seed puzzles.
#include <gtest/gtest.h>

#include <chrono>

#include "logic/techniques.hpp"
#include "sudoku/format.hpp"
#include "support/candidate_grids.hpp"
#include "support/examples.hpp"

namespace sudoku::testing {
namespace {

Puzzle grid_text(const char* text) { return read_grid(text, "test", Validation::shape_only); }

TEST(Ladder, ListsEveryTechniqueInEnumOrderWithRatingsThatNeverGoDown) {
  const std::vector<TechniqueInfo>& ladder = technique_ladder();
  ASSERT_FALSE(ladder.empty());
  for (std::size_t index = 0; index < ladder.size(); ++index) {
    EXPECT_EQ(static_cast<std::size_t>(ladder[index].technique), index);
    if (index > 0) {
      EXPECT_GE(ladder[index].rating, ladder[index - 1].rating);
    }
  }
  EXPECT_EQ(ladder.front().name, "full house");
}

TEST(Ladder, UsesSudokuExplainersRatings) {
  EXPECT_EQ(technique_ladder()[static_cast<int>(Technique::naked_single)].rating, 23);
  EXPECT_EQ(technique_ladder()[static_cast<int>(Technique::x_wing)].rating, 32);
  EXPECT_EQ(technique_ladder()[static_cast<int>(Technique::xy_wing)].rating, 42);
  EXPECT_EQ(technique_ladder()[static_cast<int>(Technique::jellyfish)].rating, 52);
}

TEST(TechniqueNames, AreTheStandardOnes) {
  EXPECT_EQ(technique_name(Technique::hidden_single), "hidden single");
  EXPECT_EQ(technique_name(Technique::x_wing), "X-wing");
  EXPECT_EQ(technique_name(Technique::two_string_kite), "two-string kite");
}

TEST(ParseTechnique, TakesNamesAndSynonymsInAnyCaseWithAnySeparator) {
  EXPECT_EQ(parse_technique("hidden single"), Technique::hidden_single);
  EXPECT_EQ(parse_technique("X-Wing"), Technique::x_wing);
  EXPECT_EQ(parse_technique("x_wing"), Technique::x_wing);
  EXPECT_EQ(parse_technique("Y-wing"), Technique::xy_wing);
  EXPECT_EQ(parse_technique("box-line reduction"), Technique::claiming);
  EXPECT_EQ(parse_technique("Locked Candidates Type 1"), Technique::pointing);
  EXPECT_EQ(parse_technique("2-string kite"), Technique::two_string_kite);
  EXPECT_EQ(parse_technique("sole candidate"), Technique::naked_single);
  EXPECT_EQ(parse_technique("nonsense"), std::nullopt);
  EXPECT_EQ(parse_technique(""), std::nullopt);
  EXPECT_EQ(parse_technique("--"), std::nullopt);
}

TEST(FindStep, ReturnsTheEasiestStepOfTheLadder) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  // An X-wing on 4, and a naked single further down the grid: the single comes first.
  only_at(grid, 4, row(grid, 2), {at(2, 3), at(2, 8)});
  only_at(grid, 4, row(grid, 7), {at(7, 3), at(7, 8)});
  only_digits(grid, at(9, 9), {5});
  ASSERT_TRUE(find_step(grid));
  EXPECT_EQ(find_step(grid)->technique, Technique::naked_single);
  ASSERT_TRUE(first_step(grid, Technique::x_wing));
  LogicOptions no_singles;
  no_singles.techniques = {Technique::x_wing, Technique::swordfish};
  ASSERT_TRUE(find_step(grid, no_singles));
  EXPECT_EQ(find_step(grid, no_singles)->technique, Technique::x_wing);
}

TEST(SolveLogically, SolvesSeed000WithTheSolutionTheEnginesFind) {
  const LogicResult result = solve_logically(grid_text(kSeed000Puzzle));
  EXPECT_EQ(result.status, LogicStatus::solved);
  EXPECT_EQ(result.grid.cells(), grid_text(kSeed000Solution).cells());
  EXPECT_EQ(result.steps.size(), 59U);
  ASSERT_NE(hardest_step(result), nullptr);
  EXPECT_EQ(hardest_step(result)->technique, Technique::naked_single);
  EXPECT_EQ(result.steps.front().explanation, "Hidden single: 8 in box 7 can only go in r9c1.");
}

TEST(SolveLogically, SolvesSeed004) {
  const LogicResult result = solve_logically(grid_text(kSeed004Puzzle));
  EXPECT_EQ(result.status, LogicStatus::solved);
  EXPECT_EQ(result.grid.cells(), grid_text(kSeed004Solution).cells());
}

TEST(SolveLogically, StallsOnInkalasPuzzleBeforeItsFirstStep) {
  const LogicResult result = solve_logically(read_line(kInkala2012, "test"));
  EXPECT_EQ(result.status, LogicStatus::stalled);
  EXPECT_TRUE(result.steps.empty());
  EXPECT_EQ(hardest_step(result), nullptr);
  EXPECT_EQ(result.grid.blank_count(), 60);
  EXPECT_EQ(result.candidates.size(), 81U);
}

TEST(SolveLogically, NamesTheContradictionOfAnImpossiblePuzzle) {
  const LogicResult result = solve_logically(grid_text(kImpossiblePuzzle));
  EXPECT_EQ(result.status, LogicStatus::contradiction);
  EXPECT_EQ(result.contradiction, "r1c9 has no candidate left");
}

TEST(SolveLogically, AGivenRepeatedInAHouseIsAContradictionAtOnce) {
  const LogicResult result = solve_logically(
      grid_text("5.......5\n.........\n.........\n.........\n.........\n.........\n.........\n"
                ".........\n.........\n"));
  EXPECT_EQ(result.status, LogicStatus::contradiction);
  EXPECT_EQ(result.contradiction, "digit 5 twice in row 1");
  EXPECT_TRUE(result.steps.empty());
}

TEST(SolveLogically, SolvesTheBundledFourByFourJigsaw) {
  const LogicResult result = solve_logically(
      read_puzzle("variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n1...\n..2.\n3...\n...1\n", "test",
                  Validation::full));
  EXPECT_EQ(result.status, LogicStatus::solved);
  EXPECT_EQ(to_line(result.grid), "1234412334122341");
}

// The server's budget (issue 13): a deadline that has passed stops the solver before any step,
// and says so rather than calling it a stall; one far off changes nothing.
TEST(SolveLogically, AtAPassedDeadlineSpendsTheBudgetAndFindsNothing) {
  LogicOptions late;
  late.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  EXPECT_TRUE(deadline_passed(late));
  EXPECT_FALSE(find_step(CandidateGrid(grid_text(kSeed000Puzzle)), late));
  const LogicResult result = solve_logically(grid_text(kSeed000Puzzle), late);
  EXPECT_EQ(result.status, LogicStatus::budget_spent);
  EXPECT_TRUE(result.steps.empty());
  EXPECT_EQ(result.grid, grid_text(kSeed000Puzzle));
}

TEST(SolveLogically, AFarDeadlineChangesNothing) {
  LogicOptions timed;
  timed.deadline = std::chrono::steady_clock::now() + std::chrono::hours(1);
  EXPECT_FALSE(deadline_passed(timed));
  EXPECT_FALSE(deadline_passed(LogicOptions{}));
  for (const char* puzzle : {kSeed000Puzzle, kSeed004Puzzle}) {
    const LogicResult with = solve_logically(grid_text(puzzle), timed);
    const LogicResult without = solve_logically(grid_text(puzzle));
    EXPECT_EQ(with.status, LogicStatus::solved);
    ASSERT_EQ(with.steps.size(), without.steps.size());
    for (std::size_t index = 0; index < with.steps.size(); ++index) {
      EXPECT_EQ(with.steps[index].explanation, without.steps[index].explanation);
    }
  }
}

TEST(LogicStatusNames, AreLowerCaseWords) {
  EXPECT_EQ(logic_status_name(LogicStatus::solved), "solved");
  EXPECT_EQ(logic_status_name(LogicStatus::stalled), "stalled");
  EXPECT_EQ(logic_status_name(LogicStatus::contradiction), "contradiction");
  EXPECT_EQ(logic_status_name(LogicStatus::budget_spent), "budget_spent");
}

}  // namespace
}  // namespace sudoku::testing
