// Properties of the Puzzle model (src/core/puzzle.cpp), after seed 004's QuickCheck ones:
// prop_allBlank, prop_isPuzzle / prop_isNotPuzzle (for the constructor), prop_update,
// prop_blank, and isSolved.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "support/random_puzzles.hpp"

namespace sudoku::testing {
namespace {

const std::vector<int> kSides{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16};

RC_GTEST_PROP(PuzzleProperty, StartsWithEveryCellBlank, ()) {
  const int side = *gen_int(1, kMaxSide);
  const Puzzle puzzle{Geometry(side)};
  RC_ASSERT(puzzle.cell_count() == side * side);
  RC_ASSERT(std::all_of(puzzle.cells().begin(), puzzle.cells().end(),
                        [](Digit digit) { return digit == kBlank; }));
  RC_ASSERT(puzzle.blank_count() == side * side);
}

// Seed 004's isPuzzle, for the constructor: it accepts exactly N*N cells of 0..N.
RC_GTEST_PROP(PuzzleProperty, AcceptsExactlyNSquaredCellsOfDigitsUpToN, ()) {
  const int side = *gen_side(kSides);
  const int count = *rc::gen::weightedOneOf<int>(
      {{4, rc::gen::just(side * side)}, {1, gen_int(0, side * side + 2)}});
  const int largest =
      *rc::gen::weightedOneOf<int>({{3, rc::gen::just(side)}, {1, gen_int(0, 255)}});
  const auto cells = *rc::gen::container<std::vector<Digit>>(
      static_cast<std::size_t>(count),
      rc::gen::map(gen_int(0, largest), [](int digit) { return static_cast<Digit>(digit); }));
  const bool well_formed =
      count == side * side &&
      std::all_of(cells.begin(), cells.end(), [&](Digit digit) { return digit <= side; });
  if (well_formed) {
    const Puzzle puzzle(Geometry(side), cells);
    RC_ASSERT(puzzle.cells() == cells);
  } else {
    RC_ASSERT_THROWS_AS(Puzzle(Geometry(side), cells), std::invalid_argument);
  }
}

// Seed 004's prop_update: setting a cell changes that cell and nothing else.
RC_GTEST_PROP(PuzzleProperty, SetChangesExactlyThatCell, ()) {
  const int side = *gen_side({4, 6, 9});
  const PuzzleSample sample = *gen_sample(
      *rc::gen::element(SampleKind::cut, SampleKind::consistent_clues), side, 0, side * side);
  const int cell = *gen_int(0, sample.puzzle.cell_count() - 1);
  const auto digit = static_cast<Digit>(*gen_int(0, side));
  Puzzle updated = sample.puzzle;
  updated.set(cell, digit);
  RC_ASSERT(updated.at(cell) == digit);
  for (int other = 0; other < updated.cell_count(); ++other) {
    if (other != cell) RC_ASSERT(updated.at(other) == sample.puzzle.at(other));
  }
  RC_ASSERT(updated.geometry() == sample.puzzle.geometry());
  RC_ASSERT(updated.constraints() == sample.puzzle.constraints());
  updated.set(cell, sample.puzzle.at(cell));
  RC_ASSERT(updated == sample.puzzle);
}

RC_GTEST_PROP(PuzzleProperty, SetRefusesADigitAboveTheSideAndChangesNothing, ()) {
  const int side = *gen_side({4, 6, 9});
  const PuzzleSample sample = *gen_cut_puzzle(side, 0, side * side);
  const int cell = *gen_int(0, sample.puzzle.cell_count() - 1);
  const auto digit = static_cast<Digit>(*gen_int(side + 1, 255));
  Puzzle updated = sample.puzzle;
  RC_ASSERT_THROWS_AS(updated.set(cell, digit), std::invalid_argument);
  RC_ASSERT(updated == sample.puzzle);
}

// Seed 004's prop_blank and isSolved: a blank cell exists exactly when the puzzle is not
// complete, and the counts add up.
RC_GTEST_PROP(PuzzleProperty, HasABlankCellExactlyWhenNotComplete, ()) {
  const int side = *gen_side({4, 5, 6, 7, 8, 9});
  // Clue counts weighted towards the ends, where complete and almost complete puzzles are.
  const int clues = *rc::gen::weightedOneOf<int>({{2, gen_int(0, side * side)},
                                                  {1, rc::gen::just(side * side)},
                                                  {1, rc::gen::just(side * side - 1)}});
  const PuzzleSample sample = make_sample(SampleKind::cut, side, clues, *gen_seed());
  const Puzzle& puzzle = sample.puzzle;
  const auto first_blank = std::find(puzzle.cells().begin(), puzzle.cells().end(), kBlank);
  const bool has_blank = first_blank != puzzle.cells().end();
  RC_ASSERT(has_blank == !puzzle.is_complete());
  RC_ASSERT(puzzle.given_count() == clues);
  RC_ASSERT(puzzle.given_count() + puzzle.blank_count() == puzzle.cell_count());
  RC_ASSERT(puzzle.blank_count() ==
            std::count(puzzle.cells().begin(), puzzle.cells().end(), kBlank));
  if (has_blank) {
    const int cell = static_cast<int>(first_blank - puzzle.cells().begin());
    RC_ASSERT(puzzle.at(cell) == kBlank);
    Puzzle filled = puzzle;
    filled.set(cell, sample.cut_from->at(cell));
    RC_ASSERT(filled.blank_count() == puzzle.blank_count() - 1);
  }
}

}  // namespace
}  // namespace sudoku::testing
