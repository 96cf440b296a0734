// Sums that the Killer cages imply beyond themselves: innies and outies (the "45 rule").
//
// A house holds every digit once, so its cells add up to N(N+1)/2 (45 on 9×9), and k whole rows
// (or columns) add up to k times that. Take such an area. The cages lying wholly inside it add
// up to their totals; what the area holds outside them (its innies) adds up to the rest. When
// every cell of the area is caged, the cages that reach into it cover it and spill out of it;
// what they hold outside the area (its outies) adds up to their totals minus the area's.
//
//     rows 1–2 of a 9×9, cages a (in), b (in), c (crossing into row 3):
//       a a b b b . . . .      innies: the cells of rows 1–2 in no cage wholly inside
//       a a b b c c c . .      (c's cells, the dots) add up to 90 − total(a) − total(b)
//       . . . . c . . . .
//
// Each such set of cells is a new sum for the cage propagator: small sets (a cell or two whose
// digit the cages fix, often) prune much more than the cages alone, with no search.
//
// Differences. A cage crossing the area's edge adds up to its total inside and outside
// together, so its cells inside can be traded for its total minus its cells outside. Trading
// some of the crossing cages turns the innies into a difference: the cells kept inside, less
// the traded cages' cells outside, make the innies' total less the traded cages' totals.
//
//     row 1 of a 9×9: cage a = 20 lies in it, cage b = 17 has four cells in it and X below,
//     cage c crosses it at Y:
//       a a a a b b b b Y      innies of row 1: b's four and Y add up to 45 − 20 = 25;
//       . . . . . . . X c      trading b: Y − X = 25 − 17 = 8, so Y = 9 and X = 1
#pragma once

#include <limits>
#include <vector>

#include "solve/general_state.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku::detail::general {

struct ImpliedSum {
  std::vector<int> cells;  // sorted, none twice
  int sum = 0;
};

// Cells `plus` less cells `minus` add up to `total` (which may be 0 or below).
struct ImpliedDifference {
  std::vector<int> plus;   // sorted, none twice
  std::vector<int> minus;  // sorted, none twice, none in plus
  int total = 0;
};

struct ImpliedRules {
  std::vector<ImpliedSum> sums;
  std::vector<ImpliedDifference> differences;
};

// The innies and outies of every house and of every run of consecutive rows or columns, of 1 to
// `max_cells` cells, each set once and none that is a cage itself; and the differences of up to
// `max_difference_cells` cells in all (0: none), of which at most `max_subtracted_cells` are
// subtracted, that trading crossing cages makes of the same areas' innies, each once. Empty when
// the puzzle has no cage, or when two cages share a cell (the areas' sums would count that cell
// twice).
ImpliedRules implied_rules(const Puzzle& puzzle, const Layout& layout, int max_cells,
                           int max_difference_cells,
                           int max_subtracted_cells = std::numeric_limits<int>::max());

// implied_rules' sums alone.
std::vector<ImpliedSum> implied_sums(const Puzzle& puzzle, const Layout& layout, int max_cells);

// Sums across a house (after ISS's "sum intersection" of its optimizer, read for the idea; the
// code is ours). Take a house H and sums crossing it: Killer cages and little killers (whose
// digits may repeat), no two sharing a cell. If they leave holes in H, fill each hole with
// another house G that meets H only there (in two cells or more) and shares no cell with what is
// taken so far. When H is covered, the cells taken add up to the sums' totals plus N(N+1)/2 per
// house G; less H itself, the cells outside H add up to that less N(N+1)/2. Houses lying wholly
// among them come off too (each N(N+1)/2). Every step keeps an identity of disjoint sets of
// cells, so the sum holds in every solution whatever the choices.
//
//     the main diagonal H of a 9×9 crossed by little killers parallel to the other diagonal and
//     by cages; the boxes fill what they leave of H; the cells outside H add up to the rest
//
// The choices: sums crossing H by fewest overlaps with the other crossing sums first (greedy,
// each skipped when it shares a cell with one taken); houses in their order in the layout. A sum
// is kept only when its groups of mutual peers (exclusion_groups.hpp) bound it tightly, that is
// when the range between its least and greatest totals passes four times the smaller distance
// from its total to either (ISS's own test; every one when `tight_only` is false). Each set
// once, none with no cell.
std::vector<ImpliedSum> crossing_sums(const Puzzle& puzzle, const Layout& layout,
                                      bool tight_only = true);

}  // namespace sudoku::detail::general
