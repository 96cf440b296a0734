// The variant rules (rules.hpp) in the engines that claim them (general, backtrack), against a
// brute-force oracle: every complete 4×4 grid (all 288 of them), and on 6×6 every completion of
// half a grid, kept when the core's plain check of each rule (find_rule_conflict) finds nothing.
// For each kind of rule, over hundreds of random puzzles:
//  - the engines count exactly the oracle's solutions, and the solution they give is one of them;
//  - what general's propagation leaves at the root keeps every digit of every solution (nothing
//    a propagator removes appears in a solution);
//  - cdcl and lcg refuse the rules by name instead of ignoring them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "solve/engines.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"
#include "support/random_puzzles.hpp"
#include "support/random_rules.hpp"

namespace sudoku {
namespace {

using testing::Random;
using testing::RuleKind;

// The completions of `puzzle` by the plainest search (rows, columns, boxes), kept when they keep
// every constraint by the core's check.
std::vector<Puzzle> brute_force_solutions(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  std::vector<Puzzle> solutions;
  Puzzle board(geometry, puzzle.cells());
  auto fits = [&](int cell, Digit digit) {
    for (int other = 0; other < geometry.cell_count(); ++other) {
      if (other != cell && board.at(other) == digit && testing::are_peers(geometry, cell, other))
        return false;
    }
    return true;
  };
  auto fill = [&](auto& self, int cell) -> void {
    while (cell < geometry.cell_count() && board.at(cell) != kBlank) ++cell;
    if (cell == geometry.cell_count()) {
      if (testing::keeps_constraints(board, puzzle)) {
        Puzzle solution(geometry, board.cells());
        for (const Constraint& constraint : puzzle.constraints())
          solution.add_constraint(constraint);
        solutions.push_back(std::move(solution));
      }
      return;
    }
    for (int digit = 1; digit <= geometry.side(); ++digit) {
      if (!fits(cell, static_cast<Digit>(digit))) continue;
      board.set(cell, static_cast<Digit>(digit));
      self(self, cell + 1);
      board.clear(cell);
    }
  };
  if (testing::brute_force_repeats_a_digit(puzzle)) return solutions;
  fill(fill, 0);
  return solutions;
}

// A random puzzle of `side` with one or two rules of `kind` and `givens` givens: on odd trials cut
// from a valid grid (whose digits mostly break the rules: puzzles without solutions), on even ones
// from a grid that keeps the rules (puzzles with solutions; the grid is general's first solution
// of the rules alone, which the oracle then checks like any other answer).
Puzzle random_rule_puzzle(RuleKind kind, int side, int givens, Random& random, bool planted) {
  Puzzle rules_alone(Geometry{side});
  for (int count = 1 + testing::random_below(random, 2); count > 0; --count) {
    for (Constraint& rule : testing::random_rules(kind, rules_alone.geometry(), random)) {
      // Two copies of a global rule, or a second negative constraint, read as one rule.
      const auto& present = rules_alone.constraints();
      if (std::find(present.begin(), present.end(), rule) != present.end()) continue;
      rules_alone.add_constraint(std::move(rule));
    }
  }
  Puzzle grid = testing::random_solution_grid(side, random);
  if (planted) {
    SolveOptions options;
    options.algorithm = Algorithm::general;
    if (const SolveResult found = solve(rules_alone, options); found.solution)
      grid = *found.solution;
  }
  Puzzle puzzle = testing::cut_puzzle(Puzzle(grid.geometry(), grid.cells()), givens, random);
  for (const Constraint& rule : rules_alone.constraints()) puzzle.add_constraint(rule);
  return puzzle;
}

void expect_agrees_with_oracle(const Puzzle& puzzle, const std::string& label) {
  const std::vector<Puzzle> solutions = brute_force_solutions(puzzle);
  for (const Algorithm engine : {Algorithm::general, Algorithm::backtrack}) {
    SolveOptions options;
    options.max_solutions = 0;
    options.algorithm = engine;
    const SolveResult result = solve(puzzle, options);
    ASSERT_EQ(result.count, solutions.size()) << label << " by " << algorithm_name(engine) << "\n"
                                              << to_grid(puzzle);
    if (!solutions.empty()) {
      ASSERT_TRUE(result.solution.has_value());
      EXPECT_NE(std::find(solutions.begin(), solutions.end(), *result.solution), solutions.end())
          << label;
    }
  }
  const auto root = detail::root_candidates(puzzle);
  if (solutions.empty()) return;
  ASSERT_TRUE(root.has_value())
      << label << ": propagation found a contradiction in a puzzle with a solution";
  for (const Puzzle& solution : solutions) {
    for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
      ASSERT_NE((*root)[static_cast<std::size_t>(cell)] >> (solution.at(cell) - 1) & 1U, 0U)
          << label << ": propagation removed " << int{solution.at(cell)} << " from "
          << cell_name(puzzle.geometry(), cell) << ", which a solution holds\n"
          << to_grid(puzzle);
    }
  }
}

class EveryRuleKind : public ::testing::TestWithParam<RuleKind> {};
class EveryFourByFourRuleKind : public ::testing::TestWithParam<RuleKind> {};

TEST_P(EveryFourByFourRuleKind, FourByFourAgreesWithEveryGrid) {
  const RuleKind kind = GetParam();
  Random random(1000 + static_cast<int>(kind));
  int with_solutions = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const Puzzle puzzle =
        random_rule_puzzle(kind, 4, testing::random_below(random, 7), random, trial % 2 == 0);
    expect_agrees_with_oracle(puzzle,
                              testing::rule_kind_name(kind) + " trial " + std::to_string(trial));
    if (HasFatalFailure()) return;
    with_solutions += testing::brute_force_4x4_solutions(puzzle).empty() ? 0 : 1;
  }
  // The random rules are not all impossible (on 4×4 anti-king and non-consecutive are, and
  // "every white or black dot is given" nearly is: their 6×6 tests have solutions).
  if (kind != RuleKind::anti_king && kind != RuleKind::non_consecutive &&
      kind != RuleKind::negative_kropki) {
    EXPECT_GT(with_solutions, 10);
  }
}

TEST_P(EveryRuleKind, SixBySixAgreesWithEveryCompletion) {
  const RuleKind kind = GetParam();
  Random random(2000 + static_cast<int>(kind));
  int with_solutions = 0;
  for (int trial = 0; trial < 100; ++trial) {
    const Puzzle puzzle =
        random_rule_puzzle(kind, 6, 14 + testing::random_below(random, 10), random, trial % 2 == 0);
    expect_agrees_with_oracle(
        puzzle, testing::rule_kind_name(kind) + " 6×6 trial " + std::to_string(trial));
    if (HasFatalFailure()) return;
    with_solutions += brute_force_solutions(puzzle).empty() ? 0 : 1;
  }
  EXPECT_GT(with_solutions, 8);
}

TEST_P(EveryRuleKind, AFilledGridIsSolvedExactlyWhenItKeepsTheRules) {
  const RuleKind kind = GetParam();
  const int side = kind == RuleKind::entropic ? 6 : 4;
  Random random(3000 + static_cast<int>(kind));
  int kept = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const Puzzle puzzle = random_rule_puzzle(kind, side, side * side, random, trial % 2 == 0);
    const bool keeps = !find_rule_conflict(puzzle);
    kept += keeps ? 1 : 0;
    SolveOptions options;
    options.algorithm = Algorithm::general;
    EXPECT_EQ(solve(puzzle, options).count, keeps ? 1U : 0U) << to_grid(puzzle);
    EXPECT_EQ(breaks_no_rule(puzzle), keeps);
  }
  if (kind != RuleKind::anti_knight && kind != RuleKind::anti_king &&
      kind != RuleKind::non_consecutive && kind != RuleKind::negative_kropki) {
    EXPECT_GT(kept, 0);
  }
}

TEST_P(EveryRuleKind, TheLearningEnginesRefuseItByName) {
  Random random(4000);
  const Puzzle puzzle = random_rule_puzzle(GetParam(), 6, 10, random, false);
  for (const Algorithm engine : {Algorithm::cdcl, Algorithm::lcg}) {
    try {
      SolveOptions options;
      options.algorithm = engine;
      solve(puzzle, options);
      ADD_FAILURE() << algorithm_name(engine) << " solved a puzzle with rules it does not know";
    } catch (const std::invalid_argument& error) {
      EXPECT_NE(std::string(error.what()).find("does not handle the"), std::string::npos)
          << error.what();
    }
  }
}

std::string kind_test_name(const ::testing::TestParamInfo<RuleKind>& param) {
  return testing::rule_kind_name(param.param);
}

// Every kind but entropic lines, whose three groups of digits need a side divisible by 3: the
// 6×6 tests cover them.
std::vector<RuleKind> four_by_four_rule_kinds() {
  std::vector<RuleKind> kinds = testing::every_rule_kind();
  std::erase(kinds, RuleKind::entropic);
  return kinds;
}

INSTANTIATE_TEST_SUITE_P(Rules, EveryRuleKind, ::testing::ValuesIn(testing::every_rule_kind()),
                         kind_test_name);
INSTANTIATE_TEST_SUITE_P(Rules, EveryFourByFourRuleKind,
                         ::testing::ValuesIn(four_by_four_rule_kinds()), kind_test_name);

TEST(VariantRules, AutoSolvesWithGeneralAndNamesIt) {
  Puzzle puzzle(Geometry(4));
  puzzle.add_constraint(Line{LineKind::thermometer, {0, 1, 2, 3}, 0});
  SolveOptions options;
  options.max_solutions = 0;
  const SolveResult result = solve(puzzle, options);
  EXPECT_EQ(result.engine, Algorithm::general);
  // The first row is 1 2 3 4: each of the 24 first rows starts 288 / 24 = 12 grids.
  EXPECT_EQ(result.count, 12U);
}

}  // namespace
}  // namespace sudoku
