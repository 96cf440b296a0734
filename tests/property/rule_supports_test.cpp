// The support search behind the rung "variant rule" and the chains' rule links
// (src/logic/variant_rules.cpp, rule_supports): for every kind of rule, on random 6×6 grids with
// random rules and givens, the digits it finds used with one cell held to one digit are exactly
// the digits that some filling of the piece's cells uses, found by brute force: every cell takes
// one of its candidates (or its digit), cells that see each other differ, and the rule's plain
// check (or a pair's relation) holds on the complete filling. The search bounds the sums of little
// killers, arrows and X-sums and picks its cells in its own order; this pins that neither loses a
// filling nor keeps a digit that no filling uses.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rule_geometry.hpp"
#include "logic/rule_pieces.hpp"
#include "logic/techniques.hpp"
#include "support/random_puzzles.hpp"
#include "support/random_rules.hpp"

namespace sudoku::testing {
namespace {

using logic::bit_of;
using logic::digit_of_bit;
using logic::digits_of;

// Fillings walked per piece at most: the brute force stays quick, and the search (which tries at
// most this many digits however it orders the cells) is never cut short.
constexpr std::uint64_t kMostFillings = 1'000;

struct BruteForce {
  const CandidateGrid& grid;
  Puzzle& scratch;
  const logic::RulePiece& piece;
  std::vector<std::uint64_t> options;
  std::vector<Digit> chosen;
  std::vector<std::uint64_t> used;

  BruteForce(const CandidateGrid& grid_in, Puzzle& scratch_in, const logic::RulePiece& piece_in)
      : grid(grid_in), scratch(scratch_in), piece(piece_in) {
    for (const int cell : piece.cells) {
      options.push_back(grid.digit(cell) != kBlank ? bit_of(grid.digit(cell))
                                                   : grid.candidates(cell));
    }
    chosen.assign(piece.cells.size(), kBlank);
    used.assign(piece.cells.size(), 0);
  }

  std::uint64_t fillings() const {
    std::uint64_t product = 1;
    for (const std::uint64_t mask : options) {
      product *= static_cast<std::uint64_t>(std::popcount(mask));
      if (product > kMostFillings) return product;
    }
    return product;
  }

  bool keeps() const {
    if (piece.constraint != nullptr) return !rules::breaks(scratch, *piece.constraint);
    return logic::pair_keeps(piece, chosen[0], chosen[1]);
  }

  void walk(std::size_t index) {
    if (index == piece.cells.size()) {
      if (!keeps()) return;
      for (std::size_t each = 0; each < chosen.size(); ++each) used[each] |= bit_of(chosen[each]);
      return;
    }
    const int cell = piece.cells[index];
    for (std::uint64_t left = options[index]; left != 0; left &= left - 1) {
      const Digit digit = digit_of_bit(left & -left);
      bool clash = false;
      for (std::size_t earlier = 0; earlier < index && !clash; ++earlier) {
        clash = chosen[earlier] == digit && grid.sees(piece.cells[earlier], cell);
      }
      if (clash) continue;
      chosen[index] = digit;
      if (grid.digit(cell) == kBlank) scratch.set(cell, digit);
      walk(index + 1);
      if (grid.digit(cell) == kBlank) scratch.set(cell, kBlank);
    }
    chosen[index] = kBlank;
  }

  // The digits each cell takes in some filling with the cell at `index` holding `digit`.
  std::vector<std::uint64_t> used_with(std::size_t index, Digit digit) {
    const std::uint64_t kept = options[index];
    options[index] = bit_of(digit);
    used.assign(piece.cells.size(), 0);
    walk(0);
    options[index] = kept;
    return used;
  }
};

class RuleSupports : public ::testing::TestWithParam<RuleKind> {};

TEST_P(RuleSupports, AreExactlyTheDigitsSomeFillingUses) {
  const RuleKind kind = GetParam();
  Random random(9100 + static_cast<int>(kind));
  int checked = 0;
  int removed = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const int side = kind == RuleKind::entropic || trial % 2 == 0 ? 6 : 4;
    Puzzle puzzle = random_consistent_clues(side, 2 + random_below(random, side * 2), random);
    for (Constraint& rule : random_rules(kind, puzzle.geometry(), random)) {
      puzzle.add_constraint(std::move(rule));
    }
    const CandidateGrid grid(puzzle);
    Puzzle scratch = puzzle;
    for (const logic::RulePiece& piece : logic::rule_pieces(puzzle)) {
      BruteForce brute(grid, scratch, piece);
      if (brute.fillings() > kMostFillings) continue;
      for (std::size_t index = 0; index < piece.cells.size(); ++index) {
        if (grid.digit(piece.cells[index]) != kBlank) continue;
        for (const Digit digit : digits_of(grid.candidates(piece.cells[index]))) {
          long budget = 1'000'000'000;
          const std::vector<std::uint64_t> found =
              logic::rule_supports(grid, scratch, piece, index, digit, budget);
          const std::vector<std::uint64_t> expected = brute.used_with(index, digit);
          const std::string label = rule_kind_name(kind) + " trial " + std::to_string(trial) +
                                    ": " + logic::rule_piece_name(grid, piece) + " with " +
                                    cell_name(grid.geometry(), piece.cells[index]) + " = " +
                                    std::to_string(digit);
          for (std::size_t each = 0; each < piece.cells.size(); ++each) {
            const int cell = piece.cells[each];
            const std::uint64_t candidates =
                grid.digit(cell) != kBlank ? bit_of(grid.digit(cell)) : grid.candidates(cell);
            ASSERT_EQ(found[each] & candidates, expected[each])
                << label << ", cell " << cell_name(grid.geometry(), cell);
          }
          ++checked;
          removed += expected[index] == 0 ? 1 : 0;
        }
      }
    }
  }
  // The test means something: candidates were checked, and some of them had no filling.
  EXPECT_GT(checked, 20) << rule_kind_name(kind);
  EXPECT_GT(removed, 0) << rule_kind_name(kind);
}

// The kinds that are pieces: anti-knight, anti-king and extra regions make peers and groups.
std::vector<RuleKind> kinds_with_pieces() {
  std::vector<RuleKind> kinds;
  for (const RuleKind kind : every_rule_kind()) {
    if (kind != RuleKind::anti_knight && kind != RuleKind::anti_king &&
        kind != RuleKind::extra_region) {
      kinds.push_back(kind);
    }
  }
  return kinds;
}

INSTANTIATE_TEST_SUITE_P(Rules, RuleSupports, ::testing::ValuesIn(kinds_with_pieces()),
                         [](const ::testing::TestParamInfo<RuleKind>& param) {
                           return rule_kind_name(param.param);
                         });

}  // namespace
}  // namespace sudoku::testing
