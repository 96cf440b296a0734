// Properties of the writers (src/format/write.cpp): printing then reading returns the same
// puzzle for every side a text can hold, and the pretty table and JSON carry every cell.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "support/random_puzzles.hpp"

namespace sudoku::testing {
namespace {

const std::vector<int> kTextSides{4, 5, 6, 7, 8, 9};

// A puzzle of a text side with any number of givens, valid (cut from a grid) or, for the
// shape-only readers, with random digits that may repeat.
rc::Gen<Puzzle> gen_any_puzzle() {
  return rc::gen::mapcat(gen_side(kTextSides), [](int side) {
    return rc::gen::apply(
        [side](std::uint64_t seed, int filled) {
          Random random(seed);
          Puzzle puzzle{Geometry(side)};
          for (int cell : random_permutation(side * side, random)) {
            if (filled-- <= 0) break;
            puzzle.set(cell, static_cast<Digit>(1 + random_below(random, side)));
          }
          return puzzle;
        },
        gen_seed(), gen_int(0, side * side));
  });
}

RC_GTEST_PROP(WriteProperty, GridTextReadsBackToThePuzzle, ()) {
  const PuzzleSample sample = *gen_cut_puzzle_any_side(kTextSides);
  RC_ASSERT(read_grid(to_grid(sample.puzzle), "out") == sample.puzzle);
  RC_ASSERT(read_puzzle(write(sample.puzzle, Format::grid), "out") == sample.puzzle);
  RC_ASSERT(read_grid(to_grid(*sample.cut_from), "out") == *sample.cut_from);
}

RC_GTEST_PROP(WriteProperty, LineTextReadsBackToThePuzzle, ()) {
  const PuzzleSample sample = *gen_cut_puzzle_any_side(kTextSides);
  RC_ASSERT(read_line(to_line(sample.puzzle), "out") == sample.puzzle);
  RC_ASSERT(read_puzzle(write(sample.puzzle, Format::line), "out") == sample.puzzle);
  RC_ASSERT(read_line(to_line(*sample.cut_from), "out") == *sample.cut_from);
}

RC_GTEST_PROP(WriteProperty, ShapeOnlyReadersReadBackAnyPuzzleEvenOneBreakingTheRules, ()) {
  const Puzzle puzzle = *gen_any_puzzle();
  RC_ASSERT(read_grid(to_grid(puzzle), "out", Validation::shape_only) == puzzle);
  RC_ASSERT(read_line(to_line(puzzle), "out", 1, Validation::shape_only) == puzzle);
  RC_ASSERT(read_puzzle(write(puzzle, Format::line), "out", Validation::shape_only) == puzzle);
}

RC_GTEST_PROP(WriteProperty, GridAndLineHoldTheSameSymbolsInTheSameOrder, ()) {
  const Puzzle puzzle = *gen_any_puzzle();
  const std::string grid = to_grid(puzzle);
  std::string joined;
  for (char symbol : grid) {
    if (symbol != '\n') joined += symbol;
  }
  RC_ASSERT(joined == to_line(puzzle));
  RC_ASSERT(grid.size() == static_cast<std::size_t>(puzzle.side() * (puzzle.side() + 1)));
}

// Seed 004's table: 2N+1 lines, rules of "+---" N times then "+", rows of "| d " N times then
// "|", a blank drawn as a space.
RC_GTEST_PROP(WriteProperty, PrettyTableBoxesEveryCellWithItsDigit, ()) {
  const Puzzle puzzle = *gen_any_puzzle();
  const int side = puzzle.side();
  std::string rule = "+";
  for (int column = 0; column < side; ++column) rule += "---+";
  std::string expected = rule + "\n";
  for (int row = 0; row < side; ++row) {
    expected += "|";
    for (int column = 0; column < side; ++column) {
      const Digit digit = puzzle.at(row, column);
      expected +=
          std::string(" ") + (digit == kBlank ? ' ' : static_cast<char>('0' + digit)) + " |";
    }
    expected += "\n" + rule + "\n";
  }
  RC_ASSERT(to_pretty(puzzle) == expected);
  RC_ASSERT(write(puzzle, Format::pretty) == expected);
}

RC_GTEST_PROP(WriteProperty, JsonCarriesSizeBoxGridAndEveryCell, ()) {
  const Puzzle puzzle = *gen_any_puzzle();
  const std::string text = to_json(puzzle);
  RC_ASSERT(text.find('\n') == std::string::npos);
  RC_ASSERT(write(puzzle, Format::json) == text + "\n");
  const nlohmann::json object = nlohmann::json::parse(text);
  RC_ASSERT(object.at("size").get<int>() == puzzle.side());
  RC_ASSERT(object.at("box").at(0).get<int>() == puzzle.geometry().box_rows());
  RC_ASSERT(object.at("box").at(1).get<int>() == puzzle.geometry().box_columns());
  RC_ASSERT(object.at("grid").get<std::string>() == to_line(puzzle));
  RC_ASSERT(object.at("rows").size() == static_cast<std::size_t>(puzzle.side()));
  for (int row = 0; row < puzzle.side(); ++row) {
    const nlohmann::json& cells = object.at("rows").at(static_cast<std::size_t>(row));
    RC_ASSERT(cells.size() == static_cast<std::size_t>(puzzle.side()));
    for (int column = 0; column < puzzle.side(); ++column) {
      RC_ASSERT(cells.at(static_cast<std::size_t>(column)).get<int>() == puzzle.at(row, column));
    }
  }
}

}  // namespace
}  // namespace sudoku::testing
