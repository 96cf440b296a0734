// CandidateGrid (src/logic/candidate_grid.cpp): candidates from the givens, the groups of
// every variant, peers, placing and eliminating, and the contradictions it names.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/generate.hpp"
#include "support/candidate_grids.hpp"
#include "support/examples.hpp"

namespace sudoku::testing {
namespace {

TEST(CandidateGrid, GivesAnEmptyCellTheDigitsNoPeerHolds) {
  Puzzle puzzle{Geometry(9)};
  puzzle.set(at(1, 1), 5);
  puzzle.set(at(9, 2), 7);
  const CandidateGrid grid(puzzle);
  EXPECT_EQ(grid.candidates(at(1, 1)), 0U);
  EXPECT_EQ(grid.digit(at(1, 1)), 5);
  EXPECT_FALSE(grid.has_candidate(at(1, 9), 5));
  EXPECT_FALSE(grid.has_candidate(at(2, 2), 5));
  EXPECT_FALSE(grid.has_candidate(at(2, 2), 7));
  EXPECT_TRUE(grid.has_candidate(at(2, 4), 5));
  EXPECT_EQ(grid.candidates(at(5, 5)), 0x1FFU);
  EXPECT_EQ(grid.empty_count(), 79);
  EXPECT_FALSE(grid.is_solved());
}

TEST(CandidateGrid, HasRowsColumnsBoxesThenExtraHousesThenCages) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{at(1, 1), at(1, 2)}, 3});
  puzzle.add_x_diagonals();
  const CandidateGrid grid(puzzle);
  ASSERT_EQ(grid.groups().size(), 30U);
  EXPECT_EQ(grid.groups()[0].name, "row 1");
  EXPECT_EQ(grid.groups()[9].name, "column 1");
  EXPECT_EQ(grid.groups()[22].name, "box 5");
  EXPECT_EQ(grid.groups()[27].name, "main diagonal");
  EXPECT_EQ(grid.groups()[28].name, "anti-diagonal");
  EXPECT_EQ(grid.groups()[29].name, "cage at r1c1");
  EXPECT_EQ(grid.groups()[29].kind, Group::Kind::cage);
  EXPECT_FALSE(grid.groups()[29].holds_every_digit);
  EXPECT_TRUE(grid.groups()[27].holds_every_digit);
  EXPECT_EQ(grid.groups_of(at(1, 1)), (std::vector<int>{0, 9, 18, 27, 29}));
  // The cage's 1 and 2 leave r1c1's candidates alone; its sum is not used.
  EXPECT_EQ(grid.candidates(at(1, 1)), 0x1FFU);
}

// Each group's meetings: the other groups sharing two cells or more with it, in group order,
// with the positions (within the group) of the cells they share; one cell in common is no
// meeting (a row and a column, a row and a diagonal, the two diagonals).
TEST(CandidateGrid, MeetingsAreTheGroupsSharingTwoCellsOrMore) {
  Puzzle puzzle{Geometry(9)};
  puzzle.add_constraint(Cage{{at(1, 2), at(1, 1)}, 3});
  puzzle.add_x_diagonals();
  const CandidateGrid grid(puzzle);
  using Meetings = std::vector<GroupMeeting>;
  EXPECT_EQ(grid.meetings(0), (Meetings{{18, 0x7}, {19, 0x38}, {20, 0x1C0}, {29, 0x3}}));
  EXPECT_EQ(grid.meetings(27), (Meetings{{18, 0x7}, {22, 0x38}, {26, 0x1C0}}));
  EXPECT_EQ(grid.meetings(29), (Meetings{{0, 0x3}, {18, 0x3}}));
  // Box 5 (group 22): rows 4 to 6, columns 4 to 6 and both diagonals, three cells each.
  EXPECT_EQ(grid.meetings(22), (Meetings{{3, 0x7},
                                         {4, 0x38},
                                         {5, 0x1C0},
                                         {12, 0x49},
                                         {13, 0x92},
                                         {14, 0x124},
                                         {27, 0x111},
                                         {28, 0x54}}));
  // By position: the centre of box 5 (its cell 4) lies in row 5, column 5 and both diagonals;
  // its top left corner in row 4, column 4 and the main diagonal.
  EXPECT_EQ(grid.meetings_at(22, 4), (Meetings{{4, 0x38}, {13, 0x92}, {27, 0x111}, {28, 0x54}}));
  EXPECT_EQ(grid.meetings_at(22, 0), (Meetings{{3, 0x7}, {12, 0x49}, {27, 0x111}}));
  EXPECT_EQ(grid.meetings_at(29, 1), (Meetings{{0, 0x3}, {18, 0x3}}));
  // In general, the meetings holding each position, in order.
  for (int group = 0; group < static_cast<int>(grid.groups().size()); ++group) {
    const auto size = static_cast<int>(grid.groups()[static_cast<std::size_t>(group)].cells.size());
    for (int position = 0; position < size; ++position) {
      Meetings holding;
      for (const GroupMeeting& meeting : grid.meetings(group)) {
        if ((meeting.positions >> position & 1U) != 0) holding.push_back(meeting);
      }
      EXPECT_EQ(grid.meetings_at(group, position), holding) << group << " " << position;
    }
  }
}

TEST(CandidateGrid, PeersIncludeTheDiagonalsOfSudokuX) {
  Puzzle classic{Geometry(9)};
  EXPECT_EQ(CandidateGrid(classic).peers(at(1, 1)).size(), 20U);
  Puzzle x{Geometry(9)};
  x.add_x_diagonals();
  const CandidateGrid grid(x);
  EXPECT_EQ(grid.peers(at(1, 1)).size(), 26U);  // 20, and r4c4 … r9c9
  EXPECT_EQ(grid.peers(at(5, 5)).size(), 32U);  // 20, and 12 more on both diagonals
  EXPECT_TRUE(grid.sees(at(1, 1), at(9, 9)));
  EXPECT_FALSE(grid.sees(at(1, 1), at(9, 8)));
  EXPECT_FALSE(grid.sees(at(1, 1), at(1, 1)));
}

TEST(CandidateGrid, PeersFollowJigsawRegions) {
  const Puzzle puzzle =
      read_puzzle("variant: jigsaw\naaab\nabbb\ncccd\ncddd\n\n....\n....\n....\n....\n", "test",
                  Validation::full);
  const CandidateGrid grid(puzzle);
  EXPECT_TRUE(grid.sees(at(1, 4, 4), at(2, 2, 4)));   // region 2
  EXPECT_FALSE(grid.sees(at(1, 1, 4), at(2, 2, 4)));  // regions 1 and 2
  EXPECT_EQ(grid.groups()[8].name, "region 1");
}

TEST(CandidateGrid, PlacingADigitRemovesItFromEveryPeer) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  grid.place(at(5, 5), 3);
  EXPECT_EQ(grid.digit(at(5, 5)), 3);
  EXPECT_EQ(grid.candidates(at(5, 5)), 0U);
  EXPECT_EQ(grid.empty_count(), 80);
  for (int peer : grid.peers(at(5, 5))) EXPECT_FALSE(grid.has_candidate(peer, 3));
  EXPECT_TRUE(grid.has_candidate(at(1, 1), 3));
  EXPECT_TRUE(grid.is_placed(4, 3));     // row 5
  EXPECT_FALSE(grid.is_placed(0, 3));    // row 1
  EXPECT_EQ(grid.places(0, 3), 0x1EFU);  // r1c5 lost it (column 5)
  EXPECT_EQ(grid.places(4, 3), 0U);
}

TEST(CandidateGrid, AppliesAStepsPlacementsAndEliminations) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  Step step;
  step.placements = {{at(1, 1), 1}};
  step.eliminations = {{at(9, 9), 2}};
  grid.apply(step);
  EXPECT_EQ(grid.digit(at(1, 1)), 1);
  EXPECT_FALSE(grid.has_candidate(at(9, 9), 2));
  EXPECT_FALSE(grid.has_candidate(at(1, 9), 1));
}

TEST(CandidateGrid, NamesWhatMakesTheGridImpossible) {
  CandidateGrid grid{Puzzle(Geometry(9))};
  EXPECT_EQ(grid.contradiction(), std::nullopt);
  for (Digit digit = 1; digit <= 9; ++digit) {
    if (digit != 6) grid.eliminate(at(2, 1), digit);
  }
  only_at(grid, 6, row(grid, 2), {});
  EXPECT_EQ(grid.contradiction(), "r2c1 has no candidate left");

  CandidateGrid other{Puzzle(Geometry(9))};
  only_at(other, 6, row(other, 2), {});
  EXPECT_EQ(other.contradiction(), "6 has no place left in row 2");

  Puzzle x{Geometry(9)};
  x.add_x_diagonals();
  CandidateGrid diagonal(x);
  only_at(diagonal, 6, diagonal.groups()[28].cells, {});
  EXPECT_EQ(diagonal.contradiction(), "6 has no place left in the anti-diagonal");
}

TEST(CandidateGrid, NamesACageWhoseDigitsMissItsTotal) {
  Puzzle puzzle{Geometry(4)};
  puzzle.add_constraint(Cage{{0, 1}, 5});
  CandidateGrid grid(puzzle);
  EXPECT_EQ(grid.groups().back().sum, 5);
  grid.place(0, 4);
  EXPECT_EQ(grid.contradiction(), std::nullopt);
  grid.place(1, 3);
  EXPECT_EQ(grid.contradiction(), "the cage at r1c1 adds up to 7, not 5");

  Puzzle partial{Geometry(4)};
  partial.add_constraint(Cage{{0, 1, 2}, 7});
  CandidateGrid started(partial);
  started.place(0, 4);
  started.place(1, 3);
  EXPECT_EQ(started.contradiction(),
            "the digits in the cage at r1c1 add up to 7 with cells still empty, and its total is "
            "7");
}

// Whether the grid is broken, worked out from scratch: an empty cell without candidates, a group
// with a digit twice, a group that holds every digit with a digit neither placed nor possible,
// a cage whose digits pass its total (or miss it when full).
bool broken(const CandidateGrid& grid) {
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid.digit(cell) == kBlank && grid.candidates(cell) == 0) return true;
  }
  const std::uint64_t all = (std::uint64_t{1} << grid.side()) - 1;
  for (const Group& group : grid.groups()) {
    std::uint64_t placed = 0;
    std::uint64_t possible = 0;
    int total = 0;
    bool full = true;
    for (const int cell : group.cells) {
      const Digit digit = grid.digit(cell);
      if (digit == kBlank) {
        possible |= grid.candidates(cell);
        full = false;
        continue;
      }
      if ((placed >> (digit - 1) & 1U) != 0) return true;
      placed |= std::uint64_t{1} << (digit - 1);
      total += digit;
    }
    if (group.holds_every_digit && (placed | possible) != all) return true;
    if (group.kind == Group::Kind::cage && (full ? total != group.sum : total >= group.sum)) {
      return true;
    }
  }
  return false;
}

// A move of a random walk: one candidate of an open cell, placed or eliminated.
struct Move {
  int cell = 0;
  Digit digit = kBlank;
};

// Makes a random move on `grid`: an open cell that still has candidates, one of them, eliminated
// once in `eliminate_one_in` moves and placed otherwise; std::nullopt when no cell is open.
std::optional<Move> make_random_move(CandidateGrid& grid, std::mt19937_64& random,
                                     unsigned eliminate_one_in) {
  std::vector<int> open;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid.digit(cell) == kBlank && grid.candidates(cell) != 0) open.push_back(cell);
  }
  if (open.empty()) return std::nullopt;
  const int cell = open[random() % open.size()];
  std::vector<Digit> digits;
  for (int value = 1; value <= grid.side(); ++value) {
    if (grid.has_candidate(cell, static_cast<Digit>(value))) {
      digits.push_back(static_cast<Digit>(value));
    }
  }
  const Digit digit = digits[random() % digits.size()];
  if (random() % eliminate_one_in == 0) {
    grid.eliminate(cell, digit);
  } else {
    grid.place(cell, digit);
  }
  return Move{.cell = cell, .digit = digit};
}

// contradiction() looks again only when a change may have broken the grid: after any run of
// placements and eliminations a player or a forcing chain's branch makes (here at random, on
// generated Killers, until the grid breaks), it answers as a look from scratch does.
TEST(CandidateGrid, SeesEveryContradictionAfterRandomMovesOnKillers) {
  int walks_broken = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    GenerateOptions options;
    options.variant.killer = true;
    options.seed = seed;
    options.rate = false;
    CandidateGrid grid(generate(options).puzzle);
    std::mt19937_64 random(seed);
    for (int move = 0; move < 200 && !grid.is_solved(); ++move) {
      const std::optional<Move> made = make_random_move(grid, random, 3);
      if (!made) break;
      const bool expected = broken(grid);
      ASSERT_EQ(grid.contradiction().has_value(), expected)
          << "seed " << seed << ", move " << move << ", r" << made->cell / 9 + 1 << "c"
          << made->cell % 9 + 1 << " " << static_cast<int>(made->digit);
      if (expected) {
        ++walks_broken;
        break;
      }
    }
  }
  EXPECT_GE(walks_broken, 30);  // most walks end in a contradiction, each seen
}

// The digits with one place left in each group, counted from scratch over its cells.
std::uint64_t lone_from_scratch(const CandidateGrid& grid, int group) {
  std::uint64_t once = 0;
  std::uint64_t twice = 0;
  for (const int cell : grid.groups()[static_cast<std::size_t>(group)].cells) {
    twice |= once & grid.candidates(cell);
    once |= grid.candidates(cell);
  }
  return once & ~twice;
}

// lone_digits() is kept as places shrink: after every move of random walks (placements and
// eliminations, on generated Killers and 16×16 Sudoku X, through broken grids too) it is what a
// count from scratch gives, in every group, from the first grid on.
TEST(CandidateGrid, KeepsTheDigitsWithOnePlaceLeftInEveryGroup) {
  int moves_checked = 0;
  int lone_seen = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    GenerateOptions options;
    options.seed = seed;
    options.rate = false;
    if (seed % 2 == 0) {
      options.variant.killer = true;
    } else {
      options.side = 16;
      options.variant.x = true;
    }
    CandidateGrid grid(generate(options).puzzle);
    std::mt19937_64 random(seed);
    for (int move = 0; move <= 120; ++move) {
      for (int group = 0; group < static_cast<int>(grid.groups().size()); ++group) {
        ASSERT_EQ(grid.lone_digits(group), lone_from_scratch(grid, group))
            << "seed " << seed << ", move " << move << ", group " << group;
        lone_seen += grid.lone_digits(group) != 0 ? 1 : 0;
      }
      ++moves_checked;
      if (!make_random_move(grid, random, 2)) break;
    }
  }
  EXPECT_GE(moves_checked, 1000);
  EXPECT_GE(lone_seen, 1000);  // the walks meet hidden singles, not only empty words
}

TEST(CandidateGrid, AFullGridIsSolved) {
  const CandidateGrid grid(read_grid(kSeed000Solution, "test", Validation::full));
  EXPECT_TRUE(grid.is_solved());
  EXPECT_EQ(grid.contradiction(), std::nullopt);
}

}  // namespace
}  // namespace sudoku::testing
