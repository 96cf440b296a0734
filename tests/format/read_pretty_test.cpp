// The pretty table read back (src/format/read_pretty.cpp): what to_pretty writes reads as the
// same puzzle for every variant and side, and what the table cannot say is an error naming the
// forms that say it.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/generate.hpp"

namespace sudoku {
namespace {

std::string error_of(std::string_view text, std::optional<Variant> variant = std::nullopt) {
  try {
    read_puzzle(text, "p", Validation::full, variant);
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

// The puzzle with its regions numbered in the order of their first cells, its cages in that
// order too (their cells in reading order), then the diagonals: the order a table shows them in.
Puzzle in_reading_order(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  std::optional<Geometry> renumbered;
  if (geometry.has_regions()) {
    std::vector<int> number_of(static_cast<std::size_t>(puzzle.side()), -1);
    std::vector<std::uint8_t> regions;
    int next = 0;
    for (const std::uint8_t region : geometry.regions()) {
      int& number = number_of[region];
      if (number < 0) number = next++;
      regions.push_back(static_cast<std::uint8_t>(number));
    }
    renumbered.emplace(puzzle.side(), std::move(regions));
  }
  std::vector<Cage> cages;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) {
      cages.push_back(*cage);
      std::sort(cages.back().cells.begin(), cages.back().cells.end());
    }
  }
  std::sort(cages.begin(), cages.end(),
            [](const Cage& one, const Cage& other) { return one.cells < other.cells; });
  Puzzle ordered(renumbered.value_or(geometry), puzzle.cells());
  for (Cage& cage : cages) ordered.add_constraint(std::move(cage));
  if (puzzle.has_x_diagonals()) ordered.add_x_diagonals();
  return ordered;
}

void expect_reads_back(const Puzzle& puzzle) {
  const std::string table = to_pretty(puzzle);
  const Variant variant = variant_of(puzzle);
  EXPECT_EQ(detect_shape(table), InputShape::grid) << table;
  try {
    EXPECT_EQ(read_puzzle(table, "p", Validation::full, variant), in_reading_order(puzzle))
        << table;
  } catch (const InputError& error) {
    ADD_FAILURE() << error.what() << "\n" << table;
  }
  if (!variant.killer && !variant.jigsaw && !variant.x) {
    EXPECT_EQ(read_grid(table, "p"), puzzle) << table;
  }
}

// Random givens that break no rule: a cell and a digit drawn `tries` times, each kept when the
// puzzle still holds.
void add_givens(Puzzle& puzzle, std::mt19937& random, int tries) {
  std::uniform_int_distribution<int> cell_of(0, puzzle.cell_count() - 1);
  std::uniform_int_distribution<int> digit_of(1, puzzle.side());
  for (int attempt = 0; attempt < tries; ++attempt) {
    const int cell = cell_of(random);
    if (puzzle.at(cell) != kBlank) continue;
    puzzle.set(cell, static_cast<Digit>(digit_of(random)));
    if (find_conflict(puzzle) || find_cage_conflict(puzzle)) puzzle.clear(cell);
  }
}

// Regions of N cells that touch: the cells in snake order (rows left to right, then right to
// left), cut into runs of N; columns instead of rows when `by_columns`.
Geometry snake_regions(int side, bool by_columns) {
  std::vector<std::uint8_t> regions(static_cast<std::size_t>(side * side));
  for (int step = 0; step < side * side; ++step) {
    const int line = step / side;
    const int along = line % 2 == 0 ? step % side : side - 1 - step % side;
    const int cell = by_columns ? along * side + line : line * side + along;
    regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(step / side);
  }
  return Geometry(side, std::move(regions));
}

// Cages grown from the first cell left in reading order through neighbours whose digit in
// `solution` (a complete grid) the cage lacks, 1 to 5 cells each; some cells stay uncaged.
void add_cages(Puzzle& puzzle, const Puzzle& solution, std::mt19937& random) {
  const int side = puzzle.side();
  std::vector<bool> taken(static_cast<std::size_t>(puzzle.cell_count()), false);
  std::uniform_int_distribution<int> size_of(1, std::min(5, side));
  std::bernoulli_distribution uncaged(0.1);
  for (int first = 0; first < puzzle.cell_count(); ++first) {
    if (taken[static_cast<std::size_t>(first)]) continue;
    taken[static_cast<std::size_t>(first)] = true;
    if (uncaged(random)) continue;
    std::vector<int> cells{first};
    const int size = size_of(random);
    for (int grow = 0; grow < 4 * size && static_cast<int>(cells.size()) < size; ++grow) {
      const int from =
          cells[std::uniform_int_distribution<std::size_t>(0, cells.size() - 1)(random)];
      const int step = std::uniform_int_distribution<int>(0, 3)(random);
      const int row = from / side + (step == 0) - (step == 1);
      const int column = from % side + (step == 2) - (step == 3);
      if (row < 0 || row >= side || column < 0 || column >= side) continue;
      const int cell = row * side + column;
      const bool repeats = std::any_of(cells.begin(), cells.end(), [&](int other) {
        return solution.at(other) == solution.at(cell);
      });
      if (taken[static_cast<std::size_t>(cell)] || repeats) continue;
      taken[static_cast<std::size_t>(cell)] = true;
      cells.push_back(cell);
    }
    std::sort(cells.begin(), cells.end());
    int sum = 0;
    for (const int cell : cells) sum += solution.at(cell);
    puzzle.add_constraint(Cage{cells, sum});
  }
}

// A complete grid of side N = r·c whose boxes are r×c, its digits shuffled.
Puzzle shuffled_solution(int side, std::mt19937& random) {
  const Geometry geometry(side);
  std::vector<int> digits(static_cast<std::size_t>(side));
  for (int digit = 0; digit < side; ++digit) digits[static_cast<std::size_t>(digit)] = digit + 1;
  std::shuffle(digits.begin(), digits.end(), random);
  Puzzle solution(geometry);
  for (int row = 0; row < side; ++row) {
    for (int column = 0; column < side; ++column) {
      const int index = (geometry.box_columns() * (row % geometry.box_rows()) +
                         row / geometry.box_rows() + column) %
                        side;
      solution.set(geometry.cell(row, column),
                   static_cast<Digit>(digits[static_cast<std::size_t>(index)]));
    }
  }
  return solution;
}

TEST(ReadPretty, ReadsTheDocumentedKillerXTable) {
  const std::string table =
      "+3------+7------+\n"
      "| 1   2 | 3   4 |\n"
      "+7------+3------+\n"
      "| 3   4 | 1   2 |\n"
      "+7------+3------+\n"
      "| 4   3 | 2   1 |\n"
      "+3------+7------+\n"
      "| 2   1 | 4   3 |\n"
      "+-------+-------+\n";
  const Puzzle expected = read_puzzle(
      "variant: killer+x\naabb\nccdd\neeff\ngghh\n\na 3\nb 7\nc 7\nd 3\ne 7\nf 3\ng 3\nh 7\n"
      "\n1234\n3412\n4321\n2143\n",
      "k");
  EXPECT_EQ(read_puzzle("variant: killer+x\n" + table, "p"), expected);
  EXPECT_EQ(read_puzzle(table, "p", Validation::full, Variant{true, false, true}), expected);
}

TEST(ReadPretty, ReadsTheDocumentedJigsawTable) {
  const std::string table =
      "+-----------+---+\n"
      "| 1         |   |\n"
      "|   +-------+   |\n"
      "|   |     2     |\n"
      "+---+-------+---+\n"
      "| 3         |   |\n"
      "|   +-------+   |\n"
      "|   |         1 |\n"
      "+---+-----------+\n";
  EXPECT_EQ(
      read_puzzle("variant: jigsaw\n" + table, "p"),
      read_puzzle("variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n1...\n..2.\n3...\n...1\n", "j"));
}

TEST(ReadPretty, ReadsBackClassicAndXTablesOfEverySide) {
  std::mt19937 random(2024);
  for (const int side : {1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 16, 20, 25, 35, 36, 49}) {
    for (int round = 0; round < 3; ++round) {
      Puzzle puzzle{Geometry(side)};
      if (round == 2 && side >= 4) puzzle.add_x_diagonals();
      add_givens(puzzle, random, side * side / (round + 1));
      expect_reads_back(puzzle);
    }
  }
  // A side of 10-26 written in letters (no digit below 10) reads back in letters.
  Puzzle letters{Geometry(16)};
  letters.set(0, 10);
  letters.set(20, 16);
  ASSERT_NE(to_pretty(letters).find("| J |"), std::string::npos);
  expect_reads_back(letters);
}

TEST(ReadPretty, ReadsBackJigsawTables) {
  std::mt19937 random(7);
  for (const int side : {4, 5, 6, 9, 12, 16, 25}) {
    for (const bool by_columns : {false, true}) {
      Puzzle puzzle(snake_regions(side, by_columns));
      if (side == 9 && by_columns) puzzle.add_x_diagonals();
      add_givens(puzzle, random, side * side / 2);
      expect_reads_back(puzzle);
    }
  }
  for (const int side : {4, 6, 9}) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      GenerateOptions options;
      options.side = side;
      options.variant = Variant{false, true, seed % 2 == 0 && side != 6};
      options.seed = seed;
      expect_reads_back(generate(options).puzzle);
    }
  }
}

TEST(ReadPretty, ReadsBackKillerTables) {
  std::mt19937 random(11);
  for (const int side : {3, 4, 6, 8, 9, 12, 16, 25, 36}) {
    for (int round = 0; round < 3; ++round) {
      const Puzzle solution = shuffled_solution(side, random);
      Puzzle puzzle{Geometry(side)};
      add_cages(puzzle, solution, random);
      if (round == 1 && side >= 4) puzzle.add_x_diagonals();
      for (int cell = 0; cell < puzzle.cell_count(); cell += round + 3) {
        const bool x_cell = cell / side == cell % side || cell / side + cell % side == side - 1;
        if (round != 1 || !x_cell) puzzle.set(cell, solution.at(cell));
      }
      if (find_conflict(puzzle)) {
        for (int cell = 0; cell < puzzle.cell_count(); ++cell) puzzle.clear(cell);
      }
      expect_reads_back(puzzle);
    }
  }
  for (const int side : {4, 6, 9}) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      GenerateOptions options;
      options.side = side;
      options.variant = Variant{true, false, seed % 2 == 0};
      options.seed = seed;
      expect_reads_back(generate(options).puzzle);
      expect_reads_back(generate(options).solution);
    }
  }
}

TEST(ReadPretty, AsksForTheRulesOfATableThatOutlinesMore) {
  const std::string killer =
      "+3------+7------+\n| 1     |       |\n+7------+3------+\n|       |       |\n"
      "+7------+3------+\n|       |       |\n+3------+7------+\n|       |       |\n"
      "+-------+-------+\n";
  EXPECT_EQ(error_of(killer),
            "p:1:2: a cage total in the table: a Killer? name its rules with --variant killer or "
            "a 'variant: killer' header");
  EXPECT_EQ(error_of(killer, Variant{false, true, false}),
            "p:1:2: a cage total in the table of a jigsaw: only a Killer's table has totals");
  const std::string jigsaw = to_pretty(
      read_puzzle("variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n1...\n..2.\n3...\n...1\n", "j"));
  EXPECT_EQ(error_of(jigsaw),
            "p:2:3: the table outlines 4 cells together at r1c1: a jigsaw? name its rules with "
            "--variant jigsaw or a 'variant: jigsaw' header");
  EXPECT_EQ(error_of(jigsaw, Variant{true, false, false}),
            "p:2:3: the cage outlined at r1c1 has no total (a cage in parts that share no edge "
            "has its total on one part only: read it in its grid form (sudoku show --format "
            "grid) or its line form)");
  EXPECT_EQ(error_of("variant: killer+jigsaw\n" + killer),
            "p:2:1: the table of a Killer jigsaw outlines its cages, not its regions: read it in "
            "its grid form (sudoku show --format grid) or its line form");
  // Every cell boxed is no jigsaw: its regions would have one cell each.
  EXPECT_EQ(error_of("variant: jigsaw\n" + to_pretty(Puzzle{Geometry(4)})),
            "p:3:3: the region outlined at r1c1 has 1 cells, expected 4");
}

TEST(ReadPretty, SaysWhenACageInPartsCannotBeRead) {
  // Cage a: r1c1, r1c2 and, apart, r2c3 and r2c4; the table writes its total once.
  const Puzzle apart = read_puzzle("variant: killer\naa..\n..aa\n....\n....\n\na 10\n", "k");
  const std::string table = to_pretty(apart);
  EXPECT_EQ(table.substr(0, 18 * 4),
            "+10-----+---+---+\n"
            "|       |   |   |\n"
            "+---+---+---+---+\n"
            "|   |   |       |\n");
  EXPECT_EQ(error_of(table, Variant{true, false, false}),
            "p:4:11: the cage outlined at r2c3 has no total (a cage in parts that share no edge "
            "has its total on one part only: read it in its grid form (sudoku show --format "
            "grid) or its line form)");
}

TEST(ReadPretty, ReportsMistakesWhereTheyAreWritten) {
  const Variant killer{true, false, false};
  const std::string table =
      "+3------+7------+\n| 1     |       |\n+7------+3------+\n|       |       |\n"
      "+7------+3------+\n|       |       |\n+3------+7------+\n|       |       |\n"
      "+-------+-------+\n";
  const auto with = [&](std::size_t at, std::string_view text) {
    std::string changed = table;
    changed.replace(at, text.size(), text);
    return changed;
  };
  EXPECT_EQ(error_of(table.substr(0, 18 * 7), killer),
            "p:8:1: expected 9 lines for the table of a 4×4 grid (its 4 rows and the rules "
            "around them), found 7");
  EXPECT_EQ(error_of(table + "| 1 |\n", killer), "p:10:1: unexpected line after the table");
  EXPECT_EQ(error_of(std::string(table).erase(19, 1), killer),
            "p:2:17: a line of the table has 16 characters, expected 17 as its first rule");
  EXPECT_EQ(error_of(with(20, "x"), killer),
            "p:2:3: bad symbol 'x': expected a digit 1-4 or '.' for a blank");
  EXPECT_EQ(error_of(with(20, "12"), killer),
            "p:2:3: cell r1c1 holds '12': expected one symbol, or spaces for a blank");
  EXPECT_EQ(error_of(with(26, "!"), killer),
            "p:2:9: bad character '!' between two cells: expected '|' or a space");
  EXPECT_EQ(error_of(with(39, "x"), killer),
            "p:3:4: bad character 'x' in a rule of the table: expected '-', a cage total or "
            "spaces");
  EXPECT_EQ(error_of(with(0, "+3--    "), killer),
            "p:1:6: the edge of the table has a gap: expected '-'");
  EXPECT_EQ(error_of(with(145, "   "), killer),
            "p:9:2: the edge of the table has a gap: expected '-'");
  EXPECT_EQ(error_of("+3------+7------+\n| 1     |       |\n", killer),
            "p:3:1: expected 9 lines for the table of a 4×4 grid (its 4 rows and the rules "
            "around them), found 2");
  EXPECT_EQ(error_of("+3-----+7------+\n", killer),
            "p:1:17: a table's first rule of 16 characters: expected 4 for each cell and one "
            "more (37 for a 9×9 grid)");
  EXPECT_EQ(error_of(with(36, "+9-"), killer),
            "p:3:2: cage at r2c1: a cage of 2 cells totals 3 to 7, not 9");
  EXPECT_EQ(error_of(with(72, "+7---3--+"), killer),
            "p:5:6: a second total for the cage outlined at r3c1 (the first is at 5:2)");
  EXPECT_EQ(error_of(with(36, "+6-"), killer),
            "p:1:2: the cage totals add up to 39, but a 4×4 grid adds up to 40");
  EXPECT_EQ(error_of(with(24, "3"), killer),
            "p:2:7: the digits of the cage at r1c1 add up to 4, not to its total 3");
}

}  // namespace
}  // namespace sudoku
