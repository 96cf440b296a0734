// The random variant puzzles the variant properties stand on
// (tests/support/random_variants.hpp): regions are N connected pieces of N cells, grids keep
// every rule, cages have distinct digits adding up to their sums (connected, or of any shape when
// asked), and a seed is a recipe.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "support/random_variants.hpp"

namespace sudoku::testing {
namespace {

RC_GTEST_PROP(RandomVariants, RegionLayoutsAreNConnectedRegionsOfNCells, ()) {
  const int side = *gen_side({4, 6, 8, 9, 12});
  Random random(*gen_seed());
  const std::vector<std::uint8_t> regions = random_region_layout(side, 4 * side * side, random);
  RC_ASSERT(regions.size() == static_cast<std::size_t>(side * side));
  std::vector<int> sizes(static_cast<std::size_t>(side), 0);
  for (std::uint8_t region : regions) {
    RC_ASSERT(region < side);
    ++sizes[region];
  }
  for (int region = 0; region < side; ++region) {
    RC_ASSERT(sizes[static_cast<std::size_t>(region)] == side);
    RC_ASSERT(region_is_connected(side, regions, region));
  }
  RC_ASSERT(numbered_by_first_appearance(regions) == regions);
}

RC_GTEST_PROP(RandomVariants, VariantGridsAreCompleteAndKeepEveryRule, ()) {
  const int side = *gen_side({4, 6, 9});
  const bool jigsaw = *rc::gen::arbitrary<bool>();
  const bool x = *rc::gen::arbitrary<bool>();
  Random random(*gen_seed());
  const Puzzle grid = random_variant_grid(side, jigsaw, x, random);
  RC_ASSERT(grid.is_complete());
  RC_ASSERT(grid.geometry().has_regions() == jigsaw);
  RC_ASSERT(grid.has_x_diagonals() == x);
  RC_ASSERT(keeps_houses(grid, grid.geometry()));
  RC_ASSERT(keeps_constraints(grid, grid));
  RC_ASSERT(breaks_no_rule(grid));
}

RC_GTEST_PROP(RandomVariants, CagesHaveDistinctDigitsAddingUpToTheirSums, ()) {
  const int side = *gen_side({4, 6, 9});
  Random random(*gen_seed());
  const Puzzle grid = random_solution_grid(side, random);
  const CageOptions options{*gen_int(1, side), *rc::gen::element(0, 20), *rc::gen::element(0, 50)};
  const std::vector<Cage> cages = random_cages(grid, options, random);
  std::vector<int> cage_of(static_cast<std::size_t>(grid.cell_count()), 0);
  int caged = 0;
  for (std::size_t index = 0; index < cages.size(); ++index) {
    const Cage& cage = cages[index];
    RC_ASSERT(!cage.cells.empty());
    RC_ASSERT(static_cast<int>(cage.cells.size()) <= options.max_cage_size);
    RC_ASSERT(std::is_sorted(cage.cells.begin(), cage.cells.end()));
    RC_ASSERT_FALSE(cage_problem(grid.geometry(), cage).has_value());
    std::vector<std::uint8_t> labels(static_cast<std::size_t>(grid.cell_count()), 0);
    for (int cell : cage.cells) {
      RC_ASSERT(cage_of[static_cast<std::size_t>(cell)] == 0);
      cage_of[static_cast<std::size_t>(cell)] = static_cast<int>(index) + 1;
      labels[static_cast<std::size_t>(cell)] = 1;
      ++caged;
    }
    // Connected unless grown by far cells.
    if (options.apart_percent == 0) RC_ASSERT(region_is_connected(side, labels, 1));
  }
  if (options.uncaged_percent == 0) RC_ASSERT(caged == grid.cell_count());
  Puzzle killer(grid.geometry(), grid.cells());
  for (const Cage& cage : cages) killer.add_constraint(cage);
  RC_ASSERT(keeps_constraints(grid, killer));
  RC_ASSERT(is_solution_of(killer, killer));
  RC_ASSERT_FALSE(cage_totals_problem(killer).has_value());
}

// The properties over samples see cages in far-apart parts only if the option makes them.
TEST(RandomVariants, CagesGrownByFarCellsAreOftenInPartsThatDoNotTouch) {
  int apart = 0;
  int connected = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Random random(seed);
    const Puzzle grid = random_solution_grid(6, random);
    for (const Cage& cage : random_cages(grid, {6, 0, 50}, random)) {
      std::vector<std::uint8_t> labels(static_cast<std::size_t>(grid.cell_count()), 0);
      for (int cell : cage.cells) labels[static_cast<std::size_t>(cell)] = 1;
      ++(region_is_connected(6, labels, 1) ? connected : apart);
    }
  }
  EXPECT_GE(apart, 20);
  EXPECT_GE(connected, 20);
}

RC_GTEST_PROP(RandomVariants, SamplesAreSolvedByTheGridTheyWereCutFrom, ()) {
  const Variant variant = *gen_variant();
  const int side = *gen_side({4, 6, 9});
  const VariantSample sample = *gen_variant_sample(variant, side, 0, side * side);
  RC_ASSERT(variant_of(sample.puzzle) == variant);
  RC_ASSERT(sample.puzzle.given_count() == sample.givens);
  RC_ASSERT(is_solution_of(sample.solution, sample.puzzle));
  RC_ASSERT_FALSE(find_cage_conflict(sample.puzzle).has_value());
  const VariantSample again =
      make_variant_sample(variant, side, sample.givens, {3, 0}, sample.seed);
  const VariantSample twice =
      make_variant_sample(variant, side, sample.givens, {3, 0}, sample.seed);
  RC_ASSERT(again.puzzle == twice.puzzle);
  RC_ASSERT(again.solution == twice.solution);
}

TEST(RandomVariants, DifferentSeedsGiveDifferentJigsawLayouts) {
  std::set<std::vector<std::uint8_t>> layouts;
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    Random random(seed);
    layouts.insert(random_variant_grid(9, true, false, random).geometry().regions());
  }
  EXPECT_GE(layouts.size(), 45U);
}

}  // namespace
}  // namespace sudoku::testing
