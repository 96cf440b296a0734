// PropagationTrials (solve/engines.hpp), general's propagation kept at a state to try
// restrictions from it: a restriction tried from the kept state reaches what a propagation from
// scratch of the same candidates reaches (and, from the root, what one from the puzzle's
// unpropagated start with that restriction reaches, as the rung's options start), and taking it
// back leaves the state as it was. The
// logical solver's top rung (nested forcing chain plus) rests on both: its trials were from
// scratch before, and its ratings must not depend on which way they are made. (A trial that
// let the propagators look only at what it changed fails here on the Killers: the cage
// propagator wakes a cage only for its own cells.)
//
// The puzzles: every published variant puzzle of tests/data/published (every kind of rule we
// solve), and generated Killers and puzzles with each generated rule. From each, random walks of
// restrictions, some kept (a level deeper) and some taken back.
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "solve/engines.hpp"
#include "sudoku/format.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku {
namespace {

using Masks = std::vector<std::uint64_t>;

Masks state_of(const detail::PropagationTrials& trials, int cell_count) {
  Masks masks(static_cast<std::size_t>(cell_count));
  for (int cell = 0; cell < cell_count; ++cell) {
    masks[static_cast<std::size_t>(cell)] = trials.candidates(cell);
  }
  return masks;
}

// The starting masks: each given's digit, every digit elsewhere.
Masks start_of(const Puzzle& puzzle) {
  const std::uint64_t all =
      puzzle.side() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << puzzle.side()) - 1;
  Masks masks(static_cast<std::size_t>(puzzle.cell_count()), all);
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle.at(cell) != kBlank) {
      masks[static_cast<std::size_t>(cell)] = std::uint64_t{1} << (puzzle.at(cell) - 1);
    }
  }
  return masks;
}

// A random open cell kept to a random part of its candidates (never all of them), in `masks`;
// false when no cell is open.
bool restrict_at_random(Masks& masks, std::mt19937_64& random, int& cell, std::uint64_t& kept) {
  std::vector<int> open;
  for (std::size_t at = 0; at < masks.size(); ++at) {
    if ((masks[at] & (masks[at] - 1)) != 0) open.push_back(static_cast<int>(at));
  }
  if (open.empty()) return false;
  cell = open[random() % open.size()];
  const std::uint64_t candidates = masks[static_cast<std::size_t>(cell)];
  do {
    kept = candidates & random();
  } while (kept == 0 || kept == candidates);
  masks[static_cast<std::size_t>(cell)] = kept;
  return true;
}

// Walks of restrictions from the puzzle's propagated start, each checked against a propagation
// from scratch; returns how many restrictions were checked.
int walk(const Puzzle& puzzle, std::uint64_t seed, int steps) {
  std::mt19937_64 random(seed);
  detail::PropagationTrials trials(puzzle, start_of(puzzle));
  if (!trials.consistent()) return 0;
  const Masks root = state_of(trials, puzzle.cell_count());
  std::vector<Masks> levels{root};  // the state at each level opened and kept
  int checked = 0;
  for (int step = 0; step < steps; ++step) {
    Masks wanted = levels.back();
    int cell = 0;
    std::uint64_t kept = 0;
    if (!restrict_at_random(wanted, random, cell, kept)) break;
    const detail::PropagationTrials scratch(puzzle, wanted);
    trials.push();
    const bool consistent = trials.restrict(cell, kept);
    ++checked;
    EXPECT_EQ(consistent, scratch.consistent()) << "step " << step << ", cell " << cell;
    if (consistent && scratch.consistent()) {
      EXPECT_EQ(state_of(trials, puzzle.cell_count()), state_of(scratch, puzzle.cell_count()))
          << "step " << step << ", cell " << cell;
    }
    if (levels.size() == 1) {
      // As the nested forcing chain plus tries an option: from the grid's candidates, not
      // propagated, the option's cell restricted.
      Masks unpropagated = start_of(puzzle);
      unpropagated[static_cast<std::size_t>(cell)] &= kept;
      const detail::PropagationTrials from_start(puzzle, unpropagated);
      EXPECT_EQ(consistent, from_start.consistent()) << "step " << step << ", cell " << cell;
      if (consistent && from_start.consistent()) {
        EXPECT_EQ(state_of(trials, puzzle.cell_count()), state_of(from_start, puzzle.cell_count()))
            << "step " << step << ", cell " << cell << ", from the start";
      }
    }
    if (consistent && random() % 2 == 0) {
      levels.push_back(state_of(trials, puzzle.cell_count()));  // kept: a level deeper
    } else {
      trials.pop();
      EXPECT_EQ(state_of(trials, puzzle.cell_count()), levels.back()) << "step " << step;
    }
  }
  while (levels.size() > 1) {
    trials.pop();
    levels.pop_back();
  }
  EXPECT_EQ(state_of(trials, puzzle.cell_count()), root);
  return checked;
}

TEST(PropagationTrials, AgreeWithPropagationFromScratchOnPublishedVariantPuzzles) {
  std::ifstream file(SUDOKU_PUBLISHED_PUZZLES);
  ASSERT_TRUE(file) << SUDOKU_PUBLISHED_PUZZLES;
  std::string line;
  int puzzles = 0;
  int checked = 0;
  while (std::getline(file, line)) {
    if (line.empty()) continue;
    const nlohmann::json entry = nlohmann::json::parse(line);
    const std::string name = entry.at("name").get<std::string>();
    SCOPED_TRACE(name);
    const Puzzle puzzle = read_fpuzzles(entry.at("fpuzzles").dump(), name);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) checked += walk(puzzle, seed, 40);
    ++puzzles;
  }
  EXPECT_GE(puzzles, 30);
  EXPECT_GE(checked, puzzles * 100);
}

TEST(PropagationTrials, AgreeWithPropagationFromScratchOnGeneratedKillersAndRules) {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    GenerateOptions killer;
    killer.variant.killer = true;
    killer.seed = seed;
    killer.rate = false;
    const Puzzle puzzle = generate(killer).puzzle;
    SCOPED_TRACE("killer, seed " + std::to_string(seed));
    checked += walk(puzzle, seed, 60);
  }
  for (const GeneratedRule rule : generated_rules()) {
    GenerateOptions options;
    options.rules = {rule};
    options.seed = 7;
    options.rate = false;
    const Puzzle puzzle = generate(options).puzzle;
    SCOPED_TRACE(std::string(generated_rule_name(rule)));
    checked += walk(puzzle, 3, 60);
  }
  EXPECT_GE(checked, 600);
}

}  // namespace
}  // namespace sudoku
