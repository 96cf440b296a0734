// General's propagation on random Killers never removes a digit of a solution. The oracle is the
// grid each Killer was cut from (its cages' totals are read off it, so it is a solution): what
// propagation alone leaves of each cell (root_candidates, before any guess) must hold that
// grid's digit. Givens of the same grid narrow the cells first, so the cage rules (combinations,
// the digits a cage must hold and the cells that see all their places, the implied sums and
// differences with their groups of peers: cage_propagator.cpp) are checked on narrowed states
// too, as they meet them during a search. On 6×6 the brute-force oracle (random_variants.hpp)
// checks the digits removed: none of them is used by a solution.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "solve/engines.hpp"
#include "support/random_variants.hpp"

namespace sudoku::testing {
namespace {

// True when `root` (bit d−1 of each cell for digit d) keeps every digit of `solution`.
bool keeps_solution(const std::vector<std::uint64_t>& root, const Puzzle& solution) {
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    if (((root[static_cast<std::size_t>(cell)] >> (solution.at(cell) - 1)) & 1U) == 0) {
      RC_LOG() << "removed " << int{solution.at(cell)} << " from cell " << cell;
      return false;
    }
  }
  return true;
}

// 9×9 Killers of large cages (the implied sums and differences are on), of any shape a third of
// the time, some cells uncaged now and then, X and jigsaw mixed in, with 0 to 40 givens.
RC_GTEST_PROP(KillerRootProperty, NineByNineKillersKeepTheGridTheyWereCutFrom, ()) {
  const Variant variant =
      *rc::gen::element(Variant{true, false, false}, Variant{true, false, false},
                        Variant{true, true, false}, Variant{true, false, true});
  const int givens = *rc::gen::element(0, 0, 5, 10, 20, 30, 40);
  const VariantSample sample = make_variant_sample(
      variant, 9, givens,
      {*gen_int(3, 9), *rc::gen::element(0, 0, 10), *rc::gen::element(0, 0, 30)}, *gen_seed());
  RC_LOG() << sample;
  const std::optional<std::vector<std::uint64_t>> root = detail::root_candidates(sample.puzzle);
  RC_ASSERT(root.has_value());
  RC_ASSERT(keeps_solution(*root, sample.solution));
}

// 6×6 Killers with a few givens: a dozen digits that the root removed, picked at random, each
// given in its cell, leave a puzzle that the brute-force oracle finds no solution of.
RC_GTEST_PROP(KillerRootProperty, SixBySixKillersLoseOnlyDigitsOfNoSolution, ()) {
  const Variant variant = *rc::gen::element(Variant{true, false, false}, Variant{true, true, false},
                                            Variant{true, false, true});
  const VariantSample sample = make_variant_sample(
      variant, 6, *gen_int(0, 8),
      {*gen_int(2, 6), *rc::gen::element(0, 0, 10), *rc::gen::element(0, 0, 30)}, *gen_seed());
  RC_LOG() << sample;
  const std::optional<std::vector<std::uint64_t>> root = detail::root_candidates(sample.puzzle);
  RC_ASSERT(root.has_value());
  RC_ASSERT(keeps_solution(*root, sample.solution));
  std::vector<std::pair<int, int>> removed;  // (cell, digit)
  for (int cell = 0; cell < sample.puzzle.cell_count(); ++cell) {
    if (sample.puzzle.at(cell) != kBlank) continue;
    for (int digit = 1; digit <= 6; ++digit) {
      if (((*root)[static_cast<std::size_t>(cell)] >> (digit - 1) & 1U) == 0) {
        removed.emplace_back(cell, digit);
      }
    }
  }
  Random random(sample.seed ^ 0x600d);
  for (int pick = 0; pick < 12 && !removed.empty(); ++pick) {
    const auto [cell, digit] =
        removed[static_cast<std::size_t>(random_below(random, static_cast<int>(removed.size())))];
    Puzzle tried = sample.puzzle;
    tried.set(cell, static_cast<Digit>(digit));
    RC_LOG() << "removed " << digit << " from cell " << cell;
    RC_ASSERT(brute_force_variant_count(tried, 1) == 0U);
  }
}

}  // namespace
}  // namespace sudoku::testing
