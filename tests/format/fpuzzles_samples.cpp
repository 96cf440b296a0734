// Prints f-puzzles JSON as our writer makes it, for the schema check (check_fpuzzles_schema.py):
// one line per puzzle, "KIND<TAB>JSON", KIND a rule kind of random_rules.hpp or one of the houses
// and cages it does not make (diagonal, x, extra_house, killer: a cage with and one without a
// total, disjoint_groups).
// Random puzzles of sides 4, 6 and 9 with one to three random rules of the kind each, from a fixed
// seed, so that the check sees the same text on every run. A rule f-puzzles has no key for (a slow
// thermometer, a sum dot other than X and V) is left out, as --format fpuzzles refuses it.
#include <algorithm>
#include <cstddef>
#include <exception>
#include <iostream>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "support/random_puzzles.hpp"
#include "support/random_rules.hpp"

namespace {

using sudoku::Constraint;
using sudoku::Puzzle;
namespace testing = sudoku::testing;

Puzzle random_puzzle(int side, testing::Random& random) {
  return testing::cut_puzzle(testing::random_solution_grid(side, random),
                             testing::random_below(random, side * 2), random);
}

void print(const std::string& kind, const Puzzle& puzzle) {
  std::string json;
  try {
    json = sudoku::to_fpuzzles(puzzle);
  } catch (const std::invalid_argument&) {
    return;  // what f-puzzles cannot say
  }
  std::cout << kind << '\t' << json << '\n';
}

void add_new(Puzzle& puzzle, Constraint rule) {
  const auto& present = puzzle.constraints();
  if (std::find(present.begin(), present.end(), rule) == present.end())
    puzzle.add_constraint(std::move(rule));
}

void print_samples() {
  testing::Random random(2026);
  for (const testing::RuleKind kind : testing::every_rule_kind()) {
    for (int trial = 0; trial < 30; ++trial) {
      const int side = trial % 3 == 0 ? 6 : 9;
      Puzzle puzzle = random_puzzle(side, random);
      for (int count = 1 + testing::random_below(random, 3); count > 0; --count) {
        for (Constraint& rule : testing::random_rules(kind, puzzle.geometry(), random))
          add_new(puzzle, std::move(rule));
      }
      print(testing::rule_kind_name(kind), puzzle);
    }
  }
  for (const int side : {4, 6, 9}) {
    Puzzle diagonal = random_puzzle(side, random);
    diagonal.add_constraint(sudoku::anti_diagonal(diagonal.geometry()));
    print("diagonal", diagonal);
    Puzzle x = random_puzzle(side, random);
    x.add_x_diagonals();
    print("x", x);
    // A whole row of cells as an extra house: f-puzzles' extra region of N cells.
    Puzzle extra = random_puzzle(side, random);
    std::vector<int> cells(static_cast<std::size_t>(side));
    std::iota(cells.begin(), cells.end(), 0);
    extra.add_constraint(sudoku::ExtraHouse{"extra region 1", cells});
    print("extra_house", extra);
    Puzzle killer{sudoku::Geometry(side)};
    killer.add_constraint(sudoku::Cage{{0, 1}, 3});
    killer.add_constraint(sudoku::ExtraRegion{{side, side + 1}, true});
    print("killer", killer);
  }
  // The disjoint groups, read from f-puzzles JSON (the reader makes them).
  print("disjoint_groups",
        sudoku::read_fpuzzles(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],)"
                              R"([{},{},{},{}]],"disjointgroups":true})",
                              "disjoint"));
}

}  // namespace

int main() {
  try {
    print_samples();
  } catch (const std::exception& error) {
    std::cerr << "fpuzzles_samples: " << error.what() << '\n';
    return 1;
  }
  return 0;
}
