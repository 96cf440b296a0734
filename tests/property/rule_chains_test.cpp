// The chains over the variant rules' links (src/logic/rule_links.cpp) on random small puzzles
// with a known solution: no weak link a rule gives joins two digits of the solution, and no
// alternating inference chain or forcing chain ever removes a digit of the solution or places a
// wrong one.
//
// Each puzzle is planted: the general solver solves random rules of one kind (and on every other
// trial of a second kind) alone, and the puzzle is cut from that solution, so the solution is one
// of the puzzle's (the oracle). The solve takes the singles, the rung "variant rule", the AIC and
// the first rung of forcing chains only, step by step, so the chains meet grids the rule links
// matter on; each grid on the way has its links checked at both reaches.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "logic/chain_links.hpp"
#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"
#include "support/random_puzzles.hpp"
#include "support/random_rules.hpp"

namespace sudoku::testing {
namespace {

using logic::ChainLinkTo;
using logic::RuleLinks;

// A puzzle cut from a solution of random rules (of `kind`, and maybe of a second kind), with that
// solution; nothing when the rules alone have none.
std::optional<std::pair<Puzzle, Puzzle>> planted(RuleKind kind, int side, int givens,
                                                 Random& random) {
  Puzzle rules{Geometry(side)};
  std::vector<RuleKind> kinds{kind};
  if (random_below(random, 2) == 1) {
    const auto& every = every_rule_kind();
    kinds.push_back(
        every[static_cast<std::size_t>(random_below(random, static_cast<int>(every.size())))]);
    if (side % 3 != 0 && kinds.back() == RuleKind::entropic) kinds.back() = RuleKind::whisper;
  }
  for (const RuleKind each : kinds) {
    for (Constraint& rule : random_rules(each, rules.geometry(), random)) {
      const auto& present = rules.constraints();
      if (std::find(present.begin(), present.end(), rule) == present.end()) {
        rules.add_constraint(std::move(rule));
      }
    }
  }
  SolveOptions options;
  options.algorithm = Algorithm::general;
  options.time_limit = std::chrono::seconds(2);
  const SolveResult found = solve(rules, options);
  if (!found.solution) return std::nullopt;
  Puzzle puzzle =
      cut_puzzle(Puzzle(found.solution->geometry(), found.solution->cells()), givens, random);
  for (const Constraint& rule : rules.constraints()) puzzle.add_constraint(rule);
  return std::make_pair(std::move(puzzle), *found.solution);
}

// No rule link from a digit of the solution reaches another digit of it; returns how many links
// were looked at.
int expect_links_keep(const CandidateGrid& grid, const Puzzle& solution, RuleLinks::Reach reach,
                      const std::string& label) {
  const RuleLinks links(grid, reach);
  std::vector<ChainLinkTo> found;
  int looked_at = 0;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    const Digit digit = solution.at(cell);
    if (grid.digit(cell) != kBlank || !grid.has_candidate(cell, digit)) continue;
    found.clear();
    links.weak_links({cell, digit, -1}, found);
    for (const ChainLinkTo& link : found) {
      ++looked_at;
      EXPECT_NE(link.to.digit, solution.at(link.to.cell))
          << label << ": " << cell_name(grid.geometry(), cell) << " = " << static_cast<int>(digit)
          << " and " << cell_name(grid.geometry(), link.to.cell) << " = "
          << static_cast<int>(link.to.digit) << " (" << links.rule_words(link.group) << ")\n"
          << to_grid(grid.puzzle());
    }
  }
  return looked_at;
}

// True when a step's words name one of the puzzle's rules in a link: "(thermometer r1c1→r1c4)".
bool names_a_rule(const Step& step, const Puzzle& puzzle) {
  for (const Constraint& rule : puzzle.constraints()) {
    if (step.explanation.find(" (" + rule_name(rule)) != std::string::npos) return true;
  }
  return step.explanation.find(" (non-consecutive ") != std::string::npos ||
         step.explanation.find(" (no ") != std::string::npos;
}

TEST(RuleChains, NoChainStepContradictsThePlantedSolution) {
  LogicOptions options;
  options.techniques = {Technique::full_house,
                        Technique::hidden_single,
                        Technique::naked_single,
                        Technique::variant_rule,
                        Technique::alternating_inference_chain,
                        Technique::forcing_chain};
  int puzzles = 0;
  int links = 0;
  int chain_steps = 0;
  int rule_chain_steps = 0;
  for (const RuleKind kind : every_rule_kind()) {
    Random random(9100 + static_cast<int>(kind));
    for (int trial = 0; trial < 10; ++trial) {
      const int givens = 2 + random_below(random, 10);
      const auto made = planted(kind, 6, givens, random);
      if (!made) continue;
      ++puzzles;
      const auto& [puzzle, solution] = *made;
      const std::string label = rule_kind_name(kind) + " trial " + std::to_string(trial);
      CandidateGrid grid(puzzle);
      for (int count = 0; count < 60 && !grid.is_solved(); ++count) {
        links += expect_links_keep(grid, solution, RuleLinks::Reach::pairs, label);
        links += expect_links_keep(grid, solution, RuleLinks::Reach::fillings, label);
        if (HasFailure()) return;
        const std::optional<Step> step = find_step(grid, options);
        if (!step) break;
        const bool chain = step->technique == Technique::alternating_inference_chain ||
                           step->technique == Technique::forcing_chain ||
                           step->technique == Technique::dynamic_forcing_chain;
        chain_steps += chain ? 1 : 0;
        rule_chain_steps += chain && names_a_rule(*step, puzzle) ? 1 : 0;
        for (const Placement& placement : step->placements) {
          ASSERT_EQ(placement.digit, solution.at(placement.cell))
              << label << ": " << step->explanation << "\n"
              << to_grid(puzzle);
        }
        for (const Elimination& elimination : step->eliminations) {
          ASSERT_NE(elimination.digit, solution.at(elimination.cell))
              << label << ": " << step->explanation << "\n"
              << to_grid(puzzle);
        }
        grid.apply(*step);
      }
    }
  }
  // The test means something: puzzles were made, links looked at, and chains crossed rules.
  EXPECT_GT(puzzles, 150);
  EXPECT_GT(links, 50'000);
  EXPECT_GT(chain_steps, 200);
  EXPECT_GT(rule_chain_steps, 30);
}

}  // namespace
}  // namespace sudoku::testing
