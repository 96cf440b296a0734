// The cage combination filter in lanes (src/solve/cage_filter.hpp) gives the same answers as the
// filter cell by cell, its oracle: on random open cells (one to eight, sides 4 to 16, from one
// digit to many), random written digits, random combinations holding them and random required
// digits, the same support for every open cell, the same digits in every possible combination,
// and the same verdict on whether one is possible.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "solve/cage_filter.hpp"

namespace sudoku::detail::general {
namespace {

Mask gen_digit(int side) { return Mask{1} << *rc::gen::inRange(0, side); }

// A cell's candidates: one digit, two, or any nonempty set (few singles among those).
Mask gen_candidates(int side) {
  const Mask all = (Mask{1} << side) - 1;
  switch (*rc::gen::inRange(0, 3)) {
    case 0:
      return gen_digit(side);
    case 1:
      return gen_digit(side) | gen_digit(side);
    default:
      return *rc::gen::inRange<Mask>(1, all + 1);
  }
}

RC_GTEST_PROP(CageFilterProperty, LanesAnswerAsCellByCell, ()) {
  const int side = *rc::gen::inRange(4, 17);
  const int open_count = *rc::gen::inRange(1, 9);
  std::vector<Mask> masks;
  Mask anywhere = 0;
  for (int i = 0; i < open_count; ++i) {
    masks.push_back(gen_candidates(side));
    anywhere |= masks.back();
  }
  Mask written = 0;
  for (int count = *rc::gen::inRange(0, 4); count > 0; --count) written |= gen_digit(side);
  anywhere |= written;
  // Combinations of the written digits and up to one digit per open cell among the candidates
  // (or any digit now and then, which the filter skips).
  std::vector<Mask> combinations;
  for (int count = *rc::gen::inRange(0, 25); count > 0; --count) {
    Mask combination = written;
    for (int i = 0; i < open_count; ++i) {
      const Mask digit = gen_digit(side);
      if ((digit & anywhere) != 0 || *rc::gen::inRange(0, 8) == 0) combination |= digit;
    }
    combinations.push_back(combination);
  }
  const Mask needed = written | (*rc::gen::inRange(0, 4) == 0 ? gen_digit(side) : 0);
  RC_ASSERT(fits_in_lanes(masks, (Mask{1} << side) - 1));
  std::array<Mask, 8> by_cells{};
  std::array<Mask, 8> in_lanes{};
  const std::span<Mask> by_cells_support(by_cells.data(), masks.size());
  const std::span<Mask> in_lanes_support(in_lanes.data(), masks.size());
  const CombinationFilter expected = filter_combinations_by_cells(
      combinations, masks, written, anywhere, needed, by_cells_support);
  const CombinationFilter found = filter_combinations_in_lanes(combinations, masks, written,
                                                               anywhere, needed, in_lanes_support);
  RC_CLASSIFY(expected.any, "some combination possible");
  RC_ASSERT(found.any == expected.any);
  RC_ASSERT(found.in_every == expected.in_every);
  RC_ASSERT(in_lanes == by_cells);
}

}  // namespace
}  // namespace sudoku::detail::general
