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
