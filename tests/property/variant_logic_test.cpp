// The logical solver on random puzzles with variant rules (rules.hpp) of every kind: no step ever
// removes the true digit of a cell or places a wrong one, and the solve never ends in a
// contradiction.
//
// Each puzzle is planted: general solves the rules alone (one or two random rules of a kind, and
// on every other trial a rule of a second kind), and the puzzle is cut from that solution, so the
// solution is one of the puzzle's. When general counts exactly one solution the solver is told so,
// as the commands do: the uniqueness techniques would then run if the ladder let them, and on a
// variant puzzle they may be wrong (a swap round a rectangle may break a rule), so this also pins
// that they stay off. A solve is bounded by a deadline (forcing chains on an open 9×9 can be
// long); what it found by then is checked.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>

#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"
#include "support/random_puzzles.hpp"
#include "support/random_rules.hpp"

namespace sudoku::testing {
namespace {

struct Planted {
  Puzzle puzzle{Geometry(1)};
  Puzzle solution{Geometry(1)};
  bool unique = false;
};

void add_rules(Puzzle& puzzle, RuleKind kind, Random& random) {
  for (Constraint& rule : random_rules(kind, puzzle.geometry(), random)) {
    const auto& present = puzzle.constraints();
    if (std::find(present.begin(), present.end(), rule) != present.end()) continue;
    puzzle.add_constraint(std::move(rule));
  }
}

// A planted puzzle of `side` with rules of `kind`, or nothing when the rules alone have no
// solution.
std::optional<Planted> planted_puzzle(RuleKind kind, int side, int givens, Random& random) {
  Puzzle rules_alone{Geometry(side)};
  for (int count = 1 + random_below(random, 2); count > 0; --count) {
    add_rules(rules_alone, kind, random);
  }
  if (random_below(random, 2) == 1) {
    const auto& kinds = every_rule_kind();
    RuleKind other =
        kinds[static_cast<std::size_t>(random_below(random, static_cast<int>(kinds.size())))];
    if (side % 3 != 0 && other == RuleKind::entropic) other = RuleKind::thermometer;
    add_rules(rules_alone, other, random);
  }
  SolveOptions options;
  options.algorithm = Algorithm::general;
  options.time_limit = std::chrono::seconds(2);
  const SolveResult found = solve(rules_alone, options);
  if (!found.solution) return std::nullopt;
  Planted planted;
  planted.solution = *found.solution;
  planted.puzzle =
      cut_puzzle(Puzzle(planted.solution.geometry(), planted.solution.cells()), givens, random);
  for (const Constraint& rule : rules_alone.constraints()) planted.puzzle.add_constraint(rule);
  options.max_solutions = 2;
  const SolveResult counted = solve(planted.puzzle, options);
  planted.unique = counted.status != SolveStatus::budget_spent && counted.count == 1;
  return planted;
}

// Every step of the logical solve agrees with the planted solution.
void expect_steps_agree(const Planted& planted, const std::string& label, int& steps,
                        int& rule_steps) {
  LogicOptions options;
  options.unique_solution = planted.unique;
  options.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(1500);
  const LogicResult result = solve_logically(planted.puzzle, options);
  ASSERT_NE(result.status, LogicStatus::contradiction)
      << label << ": " << result.contradiction << "\n"
      << to_grid(planted.puzzle);
  const Geometry& geometry = planted.puzzle.geometry();
  for (const Step& step : result.steps) {
    ++steps;
    rule_steps += step.technique == Technique::variant_rule ? 1 : 0;
    ASSERT_NE(step.technique, Technique::unique_rectangle) << label;
    ASSERT_NE(step.technique, Technique::bug_plus_one) << label;
    for (const Placement& placement : step.placements) {
      ASSERT_EQ(placement.digit, planted.solution.at(placement.cell))
          << label << ": " << step.explanation << "\n"
          << to_grid(planted.puzzle);
    }
    for (const Elimination& elimination : step.eliminations) {
      ASSERT_NE(elimination.digit, planted.solution.at(elimination.cell))
          << label << ": " << step.explanation << " removes the solution's digit from "
          << cell_name(geometry, elimination.cell) << "\n"
          << to_grid(planted.puzzle);
    }
  }
  if (result.status == LogicStatus::solved) {
    ASSERT_EQ(result.grid.cells(), planted.solution.cells()) << label;
  }
}

class VariantLogic : public ::testing::TestWithParam<RuleKind> {};

TEST_P(VariantLogic, NoStepContradictsThePlantedSolution) {
  const RuleKind kind = GetParam();
  Random random(7000 + static_cast<int>(kind));
  int puzzles = 0;
  int steps = 0;
  int rule_steps = 0;
  for (int trial = 0; trial < 64; ++trial) {
    const bool large = trial % 6 == 5;
    const int side = large ? 9 : 6;
    const int givens = large ? 18 + random_below(random, 16) : 3 + random_below(random, 12);
    const std::optional<Planted> planted = planted_puzzle(kind, side, givens, random);
    if (!planted) continue;
    ++puzzles;
    expect_steps_agree(*planted, rule_kind_name(kind) + " trial " + std::to_string(trial), steps,
                       rule_steps);
    if (HasFatalFailure()) return;
  }
  // The test means something: puzzles were made and solved step by step (random palindromes,
  // clones and "every dot is given" often have no solution at all, so fewer are made of those).
  EXPECT_GT(puzzles, 5);
  EXPECT_GT(steps, 50);
  // The rung reads every kind but those that make peers or groups.
  if (kind != RuleKind::anti_knight && kind != RuleKind::anti_king &&
      kind != RuleKind::extra_region) {
    EXPECT_GT(rule_steps, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(Rules, VariantLogic, ::testing::ValuesIn(every_rule_kind()),
                         [](const ::testing::TestParamInfo<RuleKind>& param) {
                           return rule_kind_name(param.param);
                         });

}  // namespace
}  // namespace sudoku::testing
