// The variant rules read one piece at a time, as the rung "variant rule" (variant_rules.cpp) and
// the chains' rule links (rule_links.cpp) read them: a constraint of the puzzle on its cells, or
// one pair of orthogonal neighbours of a global non-consecutive rule or of a negative constraint
// ("every dot is given"). Rules that only make cells differ (anti-knight, anti-king, extra
// regions) are no pieces: they are peers and groups of the candidate grid.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "logic/techniques.hpp"

namespace sudoku::logic {

struct RulePiece {
  const Constraint* constraint = nullptr;
  std::vector<int> cells;
  // For a pair: the relation its two digits must keep.
  enum class Pair { none, non_consecutive, no_dot } pair = Pair::none;
  const NegativeDots* negative = nullptr;
};

// The pieces of the puzzle's rules, in the order of its constraints (pairs in reading order).
std::vector<RulePiece> rule_pieces(const Puzzle& puzzle);

// For a pair piece: digits a and b of its two cells keep it.
bool pair_keeps(const RulePiece& piece, int a, int b);

// For each cell of the piece, the digits that some filling of its cells keeping the rule uses,
// with the cell at `index` of the piece holding `digit` (each other cell taking a candidate, or
// its digit; cells that see each other different), as the rung "variant rule" searches. The
// search spends at most `budget` steps (taken off it); a candidate it could not decide within
// them counts as used. Empty cells only are meant: a filled one keeps its digit.
std::vector<std::uint64_t> rule_supports(const CandidateGrid& grid, Puzzle& scratch,
                                         const RulePiece& piece, std::size_t index, Digit digit,
                                         long& budget);

// The piece as a chain names it: "thermometer r1c1→r1c4", "white Kropki dot r1c1-r1c2",
// "no X at r1c1-r1c2", "non-consecutive r1c1-r1c2".
std::string rule_piece_name(const CandidateGrid& grid, const RulePiece& piece);

}  // namespace sudoku::logic
