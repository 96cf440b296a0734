// Random variant rules (rules.hpp) of every kind, on any grid, for the oracle and property tests:
// lines that walk from cell to king-neighbour, dots on orthogonal neighbours, clues outside the
// grid with values near what a grid can give, so that a good share of the random puzzles have
// solutions and a good share have none.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "sudoku/puzzle.hpp"
#include "support/random_puzzles.hpp"

namespace sudoku::testing {

// Every kind the generator makes, by name (the test names).
enum class RuleKind {
  anti_knight,
  anti_king,
  non_consecutive,
  extra_region,
  even_odd,
  minimum_maximum,
  kropki,
  negative_kropki,
  xv,
  thermometer,
  slow_thermometer,
  palindrome,
  whisper,
  renban,
  between,
  region_sum,
  entropic,
  zipper,
  arrow,
  little_killer,
  sandwich,
  x_sum,
  skyscraper,
  quadruple,
  clone,
  indexer,
  given_candidates,
};

// Each kind with its name, in the order of the enum.
struct NamedRuleKind {
  RuleKind kind;
  const char* name;
};
inline constexpr NamedRuleKind kNamedRuleKinds[] = {
    {RuleKind::anti_knight, "anti_knight"},
    {RuleKind::anti_king, "anti_king"},
    {RuleKind::non_consecutive, "non_consecutive"},
    {RuleKind::extra_region, "extra_region"},
    {RuleKind::even_odd, "even_odd"},
    {RuleKind::minimum_maximum, "minimum_maximum"},
    {RuleKind::kropki, "kropki"},
    {RuleKind::negative_kropki, "negative_kropki"},
    {RuleKind::xv, "xv"},
    {RuleKind::thermometer, "thermometer"},
    {RuleKind::slow_thermometer, "slow_thermometer"},
    {RuleKind::palindrome, "palindrome"},
    {RuleKind::whisper, "whisper"},
    {RuleKind::renban, "renban"},
    {RuleKind::between, "between"},
    {RuleKind::region_sum, "region_sum"},
    {RuleKind::entropic, "entropic"},
    {RuleKind::zipper, "zipper"},
    {RuleKind::arrow, "arrow"},
    {RuleKind::little_killer, "little_killer"},
    {RuleKind::sandwich, "sandwich"},
    {RuleKind::x_sum, "x_sum"},
    {RuleKind::skyscraper, "skyscraper"},
    {RuleKind::quadruple, "quadruple"},
    {RuleKind::clone, "clone"},
    {RuleKind::indexer, "indexer"},
    {RuleKind::given_candidates, "given_candidates"},
};
static_assert(std::size(kNamedRuleKinds) ==
                  static_cast<std::size_t>(RuleKind::given_candidates) + 1,
              "every kind has its name");

inline const std::vector<RuleKind>& every_rule_kind() {
  static const std::vector<RuleKind> kinds = [] {
    std::vector<RuleKind> all;
    for (const NamedRuleKind& named : kNamedRuleKinds) all.push_back(named.kind);
    return all;
  }();
  return kinds;
}

inline std::string rule_kind_name(RuleKind kind) {
  const NamedRuleKind& named = kNamedRuleKinds[static_cast<int>(kind)];
  return named.kind == kind ? named.name : "?";
}

// A walk of `length` distinct cells, each a king's move from the one before (shorter when it
// runs into itself).
inline std::vector<int> random_walk(const Geometry& geometry, int length, Random& random) {
  const int side = geometry.side();
  std::vector<int> cells = {random_below(random, geometry.cell_count())};
  while (static_cast<int>(cells.size()) < length) {
    std::vector<int> next;
    const int row = geometry.row_of(cells.back());
    const int column = geometry.column_of(cells.back());
    for (int dr = -1; dr <= 1; ++dr) {
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = row + dr;
        const int c = column + dc;
        if (r < 0 || r >= side || c < 0 || c >= side) continue;
        const int cell = geometry.cell(r, c);
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()) next.push_back(cell);
      }
    }
    if (next.empty()) break;
    cells.push_back(
        next[static_cast<std::size_t>(random_below(random, static_cast<int>(next.size())))]);
  }
  return cells;
}

// Two orthogonal neighbours, in reading order.
inline std::pair<int, int> random_neighbours(const Geometry& geometry, Random& random) {
  const int side = geometry.side();
  for (;;) {
    const int cell = random_below(random, geometry.cell_count());
    const bool across = random_below(random, 2) == 0;
    if (across && geometry.column_of(cell) + 1 < side) return {cell, cell + 1};
    if (!across && geometry.row_of(cell) + 1 < side) return {cell, cell + side};
  }
}

// Distinct random cells.
inline std::vector<int> random_cells(const Geometry& geometry, int count, Random& random) {
  std::vector<int> order = random_permutation(geometry.cell_count(), random);
  order.resize(static_cast<std::size_t>(count));
  return order;
}

// One rule of `kind`, shaped for `geometry` (whose side is 4 or more; entropic lines want a side
// divisible by 3).
inline std::vector<Constraint> random_rules(RuleKind kind, const Geometry& geometry,
                                            Random& random) {
  const int side = geometry.side();
  auto below = [&](int bound) { return random_below(random, bound); };
  auto line = [&](LineKind line_kind, int least, int most, int value = 0) {
    return Constraint{
        Line{line_kind, random_walk(geometry, least + below(most - least + 1), random), value}};
  };
  std::vector<Constraint> made;
  switch (kind) {
    case RuleKind::anti_knight:
      made.push_back(GlobalRule{GlobalRuleKind::anti_knight});
      break;
    case RuleKind::anti_king:
      made.push_back(GlobalRule{GlobalRuleKind::anti_king});
      break;
    case RuleKind::non_consecutive:
      made.push_back(GlobalRule{GlobalRuleKind::non_consecutive});
      break;
    case RuleKind::extra_region:
      made.push_back(
          ExtraRegion{random_cells(geometry, 2 + below(side - 2), random), below(2) == 0});
      break;
    case RuleKind::even_odd:
      for (const int cell : random_cells(geometry, 1 + below(3), random)) {
        made.push_back(CellRule{below(2) == 0 ? CellRuleKind::even : CellRuleKind::odd, cell});
      }
      break;
    case RuleKind::minimum_maximum:
      made.push_back(CellRule{below(2) == 0 ? CellRuleKind::minimum : CellRuleKind::maximum,
                              below(geometry.cell_count())});
      break;
    case RuleKind::kropki:
    case RuleKind::negative_kropki:
    case RuleKind::xv: {
      const bool xv = kind == RuleKind::xv;
      const DotKind dot_kind = xv              ? DotKind::sum
                               : below(2) == 0 ? DotKind::difference
                                               : DotKind::ratio;
      const int standard = dot_kind == DotKind::ratio ? 2 : 1;
      for (int count = 1 + below(3); count > 0; --count) {
        const auto [a, b] = random_neighbours(geometry, random);
        const int value = xv ? (below(2) == 0 ? side + 1 : 3 + below(2 * side - 3))
                             : standard + (below(4) == 0 ? 1 : 0);
        made.push_back(Dot{dot_kind, a, b, value});
      }
      // No two dots of a kind on one pair (a reader makes none).
      std::sort(made.begin(), made.end(), [](const Constraint& x, const Constraint& y) {
        return std::get<Dot>(x).first * 10000 + std::get<Dot>(x).second <
               std::get<Dot>(y).first * 10000 + std::get<Dot>(y).second;
      });
      made.erase(std::unique(made.begin(), made.end(),
                             [](const Constraint& x, const Constraint& y) {
                               return std::get<Dot>(x).first == std::get<Dot>(y).first &&
                                      std::get<Dot>(x).second == std::get<Dot>(y).second;
                             }),
                 made.end());
      if (kind == RuleKind::negative_kropki) made.push_back(NegativeDots{dot_kind, standard});
      break;
    }
    case RuleKind::thermometer:
      made.push_back(line(LineKind::thermometer, 2, std::min(side, 4)));
      break;
    case RuleKind::slow_thermometer:
      made.push_back(line(LineKind::slow_thermometer, 2, 5));
      break;
    case RuleKind::palindrome:
      made.push_back(line(LineKind::palindrome, 2, 5));
      break;
    case RuleKind::whisper:
      made.push_back(line(LineKind::whisper, 2, 5, 1 + below(side / 2)));
      break;
    case RuleKind::renban:
      made.push_back(line(LineKind::renban, 2, std::min(side, 4)));
      break;
    case RuleKind::between:
      made.push_back(line(LineKind::between, 3, 5));
      break;
    case RuleKind::region_sum:
      made.push_back(line(LineKind::region_sum, 2, 6));
      break;
    case RuleKind::entropic:
      made.push_back(line(LineKind::entropic, 3, 5));
      break;
    case RuleKind::zipper:
      made.push_back(line(LineKind::zipper, 3, 5));
      break;
    case RuleKind::arrow: {
      const std::vector<int> walk = random_walk(geometry, 2 + below(3), random);
      made.push_back(Arrow{{walk.front()}, std::vector<int>(walk.begin() + 1, walk.end())});
      break;
    }
    case RuleKind::little_killer: {
      for (;;) {
        const int edge = below(4);
        const int along = below(side);
        LittleKiller clue{edge == 0   ? -1
                          : edge == 1 ? side
                                      : along,
                          edge == 2   ? -1
                          : edge == 3 ? side
                                      : along,
                          static_cast<DiagonalDirection>(below(4)), 0};
        if (edge < 2 && (clue.column == -1 || clue.column == side)) continue;
        Puzzle probe(geometry);
        try {
          probe.add_constraint(clue);
        } catch (const std::invalid_argument&) {
          continue;
        }
        const int cells = static_cast<int>(cells_of(geometry, clue).size());
        clue.sum = cells + below(cells * (side - 1) + 1);
        made.push_back(clue);
        break;
      }
      break;
    }
    case RuleKind::sandwich:
    case RuleKind::x_sum:
    case RuleKind::skyscraper: {
      const auto clue_kind = kind == RuleKind::sandwich ? OutsideClueKind::sandwich
                             : kind == RuleKind::x_sum  ? OutsideClueKind::x_sum
                                                        : OutsideClueKind::skyscraper;
      const int most = clue_kind == OutsideClueKind::sandwich ? side * (side - 1) / 2 - 1
                       : clue_kind == OutsideClueKind::x_sum  ? side * (side + 1) / 2
                                                              : side;
      const int least = clue_kind == OutsideClueKind::sandwich ? 0 : 1;
      made.push_back(OutsideClue{clue_kind, static_cast<GridSide>(below(4)), below(side),
                                 least + below(most - least + 1)});
      break;
    }
    case RuleKind::quadruple: {
      const int top = below(side - 1);
      const int left = below(side - 1);
      const int corner = geometry.cell(top, left);
      std::vector<std::uint8_t> digits;
      for (int count = 1 + below(3); count > 0; --count)
        digits.push_back(static_cast<std::uint8_t>(1 + below(side)));
      std::sort(digits.begin(), digits.end());
      made.push_back(Quadruple{{corner, corner + 1, corner + side, corner + side + 1}, digits});
      break;
    }
    case RuleKind::clone: {
      const int length = 1 + below(2);
      const std::vector<int> cells = random_cells(geometry, 2 * length, random);
      made.push_back(Clone{std::vector<int>(cells.begin(), cells.begin() + length),
                           std::vector<int>(cells.begin() + length, cells.end())});
      break;
    }
    case RuleKind::indexer: {
      constexpr CellRuleKind kIndexers[] = {CellRuleKind::row_indexer, CellRuleKind::column_indexer,
                                            CellRuleKind::box_indexer};
      for (const int cell : random_cells(geometry, 1 + below(3), random)) {
        made.push_back(CellRule{kIndexers[below(3)], cell});
      }
      break;
    }
    case RuleKind::given_candidates:
      for (const int cell : random_cells(geometry, 1 + below(3), random)) {
        std::vector<std::uint8_t> digits;
        for (int digit = 1; digit <= side; ++digit) {
          if (below(2) == 0) digits.push_back(static_cast<std::uint8_t>(digit));
        }
        if (digits.empty()) digits.push_back(static_cast<std::uint8_t>(1 + below(side)));
        made.push_back(GivenCandidates{cell, std::move(digits)});
      }
      break;
  }
  return made;
}

}  // namespace sudoku::testing
