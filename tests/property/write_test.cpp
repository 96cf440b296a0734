// Properties of the writers (src/format/write.cpp): printing then reading returns the same
// puzzle for every side a text can hold, and the pretty table and JSON carry every cell.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <nlohmann/json.hpp>

#include <map>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "support/random_puzzles.hpp"
#include "support/random_variants.hpp"

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

// The pretty table of a Killer, jigsaw or any combination, read back character by character:
// a rule stands between two cells exactly when they lie in different cages (a Killer: each
// uncaged cell alone) or regions (a jigsaw without cages), each cage's total starts the rule
// above its first cell, every digit sits in its cell, and each corner joins the rules around it.
RC_GTEST_PROP(WriteProperty, PrettyTableOutlinesCagesOrRegionsAndWritesEachTotal, ()) {
  const Variant variant = *gen_variant();
  const int side = *gen_side({4, 6, 9});
  const Puzzle puzzle = (*gen_variant_sample(variant, side, 0, side * side)).puzzle;
  std::vector<std::string> lines;
  std::istringstream table(to_pretty(puzzle));
  for (std::string line; std::getline(table, line);) lines.push_back(line);
  RC_ASSERT(lines.size() == static_cast<std::size_t>(2 * side + 1));
  for (const std::string& line : lines)
    RC_ASSERT(line.size() == static_cast<std::size_t>(4 * side + 1));

  std::vector<int> outline(static_cast<std::size_t>(puzzle.cell_count()));
  std::map<int, int> total_above;  // a cage's first cell → its total
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    const bool regions = puzzle.geometry().has_regions() && !puzzle.has_cages();
    outline[static_cast<std::size_t>(cell)] = regions ? puzzle.geometry().box_of(cell) : -1 - cell;
  }
  int cage_number = 0;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) {
      int first = cage->cells.front();
      for (int cell : cage->cells) {
        outline[static_cast<std::size_t>(cell)] = cage_number;
        first = std::min(first, cell);
      }
      total_above[first] = cage->sum;
      ++cage_number;
    }
  }
  const auto apart = [&](int row, int column, int other_row, int other_column) {
    return outline[static_cast<std::size_t>(row * side + column)] !=
           outline[static_cast<std::size_t>(other_row * side + other_column)];
  };
  for (int row = 0; row < side; ++row) {
    const std::string& rule = lines[static_cast<std::size_t>(2 * row)];
    const std::string& cells = lines[static_cast<std::size_t>(2 * row + 1)];
    for (int column = 0; column < side; ++column) {
      const Digit digit = puzzle.at(row, column);
      const std::size_t at = static_cast<std::size_t>(4 * column);
      RC_ASSERT(cells.substr(at + 1, 3) ==
                std::string(" ") + (digit == kBlank ? ' ' : static_cast<char>('0' + digit)) + " ");
      const bool ruled_left = column == 0 || apart(row, column - 1, row, column);
      RC_ASSERT(cells[at] == (ruled_left ? '|' : ' '));
      const bool ruled_above = row == 0 || apart(row - 1, column, row, column);
      std::string above = ruled_above ? "---" : "   ";
      if (const auto total = total_above.find(row * side + column); total != total_above.end()) {
        const std::string sum = std::to_string(total->second);
        above = sum + std::string(3 - sum.size(), '-');
      }
      RC_ASSERT(rule.substr(at + 1, 3) == above);
    }
    RC_ASSERT(cells.back() == '|');
  }
  for (int column = 0; column < side; ++column) {
    RC_ASSERT(lines.back().substr(static_cast<std::size_t>(4 * column + 1), 3) == "---");
  }
  // Corners, from the rules read around them.
  for (int row = 0; row <= side; ++row) {
    for (int column = 0; column <= side; ++column) {
      const std::size_t line = static_cast<std::size_t>(2 * row);
      const std::size_t at = static_cast<std::size_t>(4 * column);
      const bool up = row > 0 && lines[line - 1][at] == '|';
      const bool down = row < side && lines[line + 1][at] == '|';
      const bool left = column > 0 && lines[line][at - 1] != ' ';
      const bool right = column < side && lines[line][at + 1] != ' ';
      const char expected =
          (left || right) ? ((up || down) ? '+' : '-') : ((up || down) ? '|' : ' ');
      RC_ASSERT(lines[line][at] == expected);
    }
  }
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
