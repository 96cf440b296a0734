// Whole-puzzle writers (src/format/write_puzzle.cpp) and the JSON of variants: writing a
// puzzle of any variant and reading it back gives the same puzzle.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "sudoku/format.hpp"

namespace sudoku {
namespace {

Puzzle killer_x() {
  return read_puzzle(
      "variant: killer+x\naabb\nccdd\neeff\ngghh\n\na 3\nb 7\nc 7\nd 3\ne 7\nf 3\ng 3\nh 7\n"
      "\n1...\n....\n....\n....\n",
      "k");
}

Puzzle jigsaw() {
  return read_puzzle("variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n1...\n..2.\n3...\n...1\n", "j");
}

Puzzle killer_jigsaw() {
  return read_puzzle(
      "variant: killer+jigsaw\naaab\nabbb\ncccd\ncddd\n\nab..\n....\n....\n....\n\na 4\nb 3\n",
      "kj");
}

void expect_round_trip(const Puzzle& puzzle) {
  const Variant variant = variant_of(puzzle);
  EXPECT_EQ(read_puzzle(to_puzzle_text(puzzle), "text"), puzzle) << to_puzzle_text(puzzle);
  EXPECT_EQ(read_line(to_puzzle_line(puzzle), "line", 1, Validation::full, variant), puzzle)
      << to_puzzle_line(puzzle);
}

TEST(ToPuzzleText, WritesAHeaderThenTheBlocks) {
  EXPECT_EQ(to_puzzle_text(killer_x()),
            "variant: killer+x\naabb\nccdd\neeff\ngghh\n\na 3\nb 7\nc 7\nd 3\ne 7\nf 3\ng 3\nh 7\n"
            "\n1...\n....\n....\n....\n");
  EXPECT_EQ(to_puzzle_text(jigsaw()),
            "variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n1...\n..2.\n3...\n...1\n");
  EXPECT_EQ(to_puzzle_text(Puzzle(Geometry(4))), "....\n....\n....\n....\n");
}

TEST(ToPuzzleLine, WritesTheOneLineForms) {
  EXPECT_EQ(to_puzzle_line(killer_x()),
            "aabbccddeeffgghh a=3,b=7,c=7,d=3,e=7,f=3,g=3,h=7 1...............");
  EXPECT_EQ(to_puzzle_line(jigsaw()), "aaababbbcccdcddd 1.....2.3......1");
  EXPECT_EQ(to_puzzle_line(killer_jigsaw()), "aaababbbcccdcddd ab.............. a=4,b=3");
}

TEST(WritePuzzle, ReadsBackEqualForEveryVariant) {
  expect_round_trip(killer_x());
  expect_round_trip(jigsaw());
  expect_round_trip(killer_jigsaw());
  Puzzle x(Geometry(9));
  x.add_x_diagonals();
  x.set(0, 5);
  expect_round_trip(x);
  Puzzle big(Geometry(36));
  big.set(5, 36);
  expect_round_trip(big);
}

// A 25×25 Killer of one-cell cages, the digits of a pattern solution (625 cages: more than the
// 88 one-character labels), and one given.
Puzzle killer_of_single_cells() {
  constexpr int kSide = 25;
  constexpr int kBox = 5;
  Puzzle puzzle{Geometry(kSide)};
  for (int row = 0; row < kSide; ++row) {
    for (int column = 0; column < kSide; ++column) {
      const int digit = (row * kBox + row / kBox + column) % kSide + 1;
      puzzle.add_constraint(Cage{{row * kSide + column}, digit});
    }
  }
  puzzle.set(kSide * kSide - 1, static_cast<Digit>((24 * kBox + 24 / kBox + 24) % kSide + 1));
  return puzzle;
}

TEST(WritePuzzle, GivesLabelsOfTwoCharactersToMoreThan88CagesAndReadsThemBack) {
  const Puzzle puzzle = killer_of_single_cells();
  const std::string text = to_puzzle_text(puzzle);
  EXPECT_EQ(text.substr(0, text.find('\n', 16) + 1),
            "variant: killer\naa ab ac ad ae af ag ah ai aj ak al am an ao ap aq ar as at au av aw "
            "ax ay\n");
  EXPECT_NE(text.find("\naa 1\nab 2\n"), std::string::npos) << text.substr(0, 400);
  const std::string line = to_puzzle_line(puzzle);
  EXPECT_EQ(line.substr(0, 15), "aa,ab,ac,ad,ae,");
  expect_round_trip(puzzle);
  // An uncaged cell among them is a '.' that keeps the columns in line.
  Puzzle gap{Geometry(25)};
  for (const Constraint& constraint : puzzle.constraints()) {
    const Cage& cage = std::get<Cage>(constraint);
    if (cage.cells.front() != 1) gap.add_constraint(cage);
  }
  const std::string gap_text = to_puzzle_text(gap);
  EXPECT_EQ(gap_text.substr(16, 12), "aa .  ab ac ");
  expect_round_trip(gap);
}

// Labels follow the grid, not the order the cages were added in (which the totals keep): with 81
// one-cell cages added from the last cell back, the first cell's cage would get the 81st label
// ('?' opens a link's query), and a line that opens with '?' does not read back (found by the
// round-trip property).
TEST(ToPuzzleLine, LabelsCagesInReadingOrderSoTheLineOpensWithA) {
  const Puzzle solution = read_line(
      "123456789456789123789123456214365897365897214897214365531642978642978531978531642", "s");
  Puzzle puzzle{Geometry(9)};
  for (int cell = 80; cell >= 0; --cell) {
    puzzle.add_constraint(Cage{{cell}, static_cast<int>(solution.at(cell))});
  }
  const std::string line = to_puzzle_line(puzzle);
  EXPECT_EQ(line.substr(0, 12), "abcdefghijkl") << line;
  EXPECT_EQ(line.substr(82, 8), "]=2,[=4,") << line;
  EXPECT_TRUE(line.ends_with(",b=2,a=1")) << line;
  expect_round_trip(puzzle);
}

TEST(ToJson, HoldsTheVariantRegionsAndCages) {
  const nlohmann::json object = nlohmann::json::parse(to_json(killer_jigsaw()));
  EXPECT_EQ(object.at("variant"), "killer+jigsaw");
  EXPECT_EQ(object.at("regions")[0], nlohmann::json::array({1, 1, 1, 2}));
  EXPECT_EQ(object.at("cages")[0].at("sum"), 4);
  EXPECT_EQ(object.at("cages")[0].at("cells"), nlohmann::json::array({"r1c1"}));
}

TEST(ToGrid, WritesOnlyTheDigitsOfAKiller) {
  EXPECT_EQ(to_grid(killer_x()), "1...\n....\n....\n....\n");
}

}  // namespace
}  // namespace sudoku
