// The marks a variant puzzle draws on its grid, read off the solution so that the solution
// keeps them: Kropki dots, X and V, even and odd cells, thermometers (GeneratedRule says how
// many of each). Every choice comes from the generator's Random, in a fixed order, so a seed
// gives the same marks everywhere.
#include <algorithm>
#include <cstdlib>

#include "generate/parts.hpp"

namespace sudoku::detail::generate {
namespace {

// Every pair of orthogonal neighbours, the first before the second in reading order.
std::vector<std::pair<int, int>> neighbour_pairs(const Geometry& geometry) {
  std::vector<std::pair<int, int>> pairs;
  const int side = geometry.side();
  for (int cell = 0; cell < geometry.cell_count(); ++cell) {
    if (geometry.column_of(cell) + 1 < side) pairs.emplace_back(cell, cell + 1);
    if (geometry.row_of(cell) + 1 < side) pairs.emplace_back(cell, cell + side);
  }
  return pairs;
}

// The dots of these kinds and values that the solution's digits fit, each kept with
// probability one half (every one when `all`; at least one when any fits); with `all`, also
// the negative constraint of each kind and value.
void add_dots(Puzzle& puzzle, const std::vector<std::pair<DotKind, int>>& kinds, bool all,
              Random& random) {
  std::vector<Dot> fitting;
  for (const auto& [first, second] : neighbour_pairs(puzzle.geometry())) {
    const int low = std::min(puzzle.at(first), puzzle.at(second));
    const int high = std::max(puzzle.at(first), puzzle.at(second));
    for (const auto& [kind, value] : kinds) {
      const bool fits = kind == DotKind::difference ? high - low == value
                        : kind == DotKind::ratio    ? high == low * value
                                                    : high + low == value;
      if (fits) fitting.push_back(Dot{kind, first, second, value});
    }
  }
  std::vector<Dot> kept;
  for (const Dot& dot : fitting) {
    if (all || random.below(2) == 0) kept.push_back(dot);
  }
  if (kept.empty() && !fitting.empty()) {
    kept.push_back(
        fitting[static_cast<std::size_t>(random.below(static_cast<int>(fitting.size())))]);
  }
  for (const Dot& dot : kept) puzzle.add_constraint(dot);
  if (!all) return;
  for (const auto& [kind, value] : kinds) puzzle.add_constraint(NegativeDots{kind, value});
}

// N cells, chosen at random, marked even or odd as the solution has them.
void add_parities(Puzzle& puzzle, Random& random) {
  std::vector<int> cells(static_cast<std::size_t>(puzzle.cell_count()));
  for (int cell = 0; cell < puzzle.cell_count(); ++cell)
    cells[static_cast<std::size_t>(cell)] = cell;
  random.shuffle(cells);
  cells.resize(static_cast<std::size_t>(puzzle.side()));
  std::sort(cells.begin(), cells.end());
  for (const int cell : cells) {
    puzzle.add_constraint(
        CellRule{puzzle.at(cell) % 2 == 0 ? CellRuleKind::even : CellRuleKind::odd, cell});
  }
}

constexpr int kLongestThermometer = 6;

// N/2 thermometers on cells no other one uses, each a walk of king's moves from a random bulb to
// a higher digit each step (one of the three lowest higher neighbours, so that the walk goes
// on), of 2 to kLongestThermometer cells; a walk that stops at its bulb is drawn again, up to
// 20 times a thermometer.
void add_thermometers(Puzzle& puzzle, Random& random) {
  const Geometry& geometry = puzzle.geometry();
  const int side = puzzle.side();
  const int wanted = std::max(1, side / 2);
  std::vector<bool> used(static_cast<std::size_t>(puzzle.cell_count()), false);
  int made = 0;
  for (int tries = 0; made < wanted && tries < 20 * wanted; ++tries) {
    int cell = random.below(puzzle.cell_count());
    if (used[static_cast<std::size_t>(cell)]) continue;
    const int length = 2 + random.below(std::min(side, kLongestThermometer) - 1);
    std::vector<int> line{cell};
    while (static_cast<int>(line.size()) < length) {
      std::vector<int> higher;
      for (int rows = -1; rows <= 1; ++rows) {
        for (int columns = -1; columns <= 1; ++columns) {
          const int row = geometry.row_of(cell) + rows;
          const int column = geometry.column_of(cell) + columns;
          if (row < 0 || row >= side || column < 0 || column >= side) continue;
          const int next = geometry.cell(row, column);
          const bool free = !used[static_cast<std::size_t>(next)] &&
                            std::find(line.begin(), line.end(), next) == line.end();
          if (free && puzzle.at(next) > puzzle.at(cell)) higher.push_back(next);
        }
      }
      if (higher.empty()) break;
      std::sort(higher.begin(), higher.end(),
                [&](int a, int b) { return puzzle.at(a) < puzzle.at(b); });
      const int choices = std::min(static_cast<int>(higher.size()), 3);
      cell = higher[static_cast<std::size_t>(random.below(choices))];
      line.push_back(cell);
    }
    if (line.size() < 2) continue;
    for (const int each : line) used[static_cast<std::size_t>(each)] = true;
    puzzle.add_constraint(Line{LineKind::thermometer, std::move(line), 0});
    ++made;
  }
}

// With Kropki dots, the non-consecutive rule takes f-puzzles' form (fpuzzles_write.cpp): the white
// dots' negative constraint, which leaves neighbours joined by a dot to their dot. The solution
// keeps both forms; the puzzle is proved unique in the weaker one, so that f-puzzles, SudokuPad and
// our reader find the same single solution.
void non_consecutive_as_fpuzzles_says(Puzzle& solution) {
  const Constraint strict{GlobalRule{GlobalRuleKind::non_consecutive}};
  const auto& rules = solution.constraints();
  const bool dots = std::any_of(rules.begin(), rules.end(), [](const Constraint& constraint) {
    const auto* dot = std::get_if<Dot>(&constraint);
    return dot != nullptr && dot->kind != DotKind::sum;
  });
  if (!dots || std::find(rules.begin(), rules.end(), strict) == rules.end()) return;
  Puzzle weaker(solution.geometry(), solution.cells());
  const Constraint negative{NegativeDots{DotKind::difference, 1}};
  for (const Constraint& constraint : rules) {
    if (constraint == strict) {
      if (std::find(rules.begin(), rules.end(), negative) == rules.end()) {
        weaker.add_constraint(negative);
      }
    } else {
      weaker.add_constraint(constraint);
    }
  }
  solution = std::move(weaker);
}

}  // namespace

void add_marks(Puzzle& solution, const std::vector<GeneratedRule>& chosen, Random& random) {
  for (const GeneratedRule rule : chosen) {
    switch (rule) {
      case GeneratedRule::kropki:
      case GeneratedRule::kropki_negative:
        add_dots(solution, {{DotKind::difference, 1}, {DotKind::ratio, 2}},
                 rule == GeneratedRule::kropki_negative, random);
        non_consecutive_as_fpuzzles_says(solution);
        break;
      case GeneratedRule::xv:
      case GeneratedRule::xv_negative:
        add_dots(solution, {{DotKind::sum, 10}, {DotKind::sum, 5}},
                 rule == GeneratedRule::xv_negative, random);
        break;
      case GeneratedRule::even_odd:
        add_parities(solution, random);
        break;
      case GeneratedRule::thermometer:
        add_thermometers(solution, random);
        break;
      case GeneratedRule::anti_knight:
      case GeneratedRule::anti_king:
      case GeneratedRule::non_consecutive:
      case GeneratedRule::windoku:
        break;  // on the grid already (add_grid_rules)
    }
  }
}

}  // namespace sudoku::detail::generate
