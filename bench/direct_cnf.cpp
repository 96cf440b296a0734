// The plain direct CNF of a puzzle, for the peer (see direct_cnf.hpp).
#include "direct_cnf.hpp"

#include <cstddef>
#include <variant>

#include <fmt/format.h>

namespace sudoku::bench {
namespace {

void at_most_once(DirectCnf& formula, const std::vector<int>& literals) {
  for (std::size_t i = 0; i < literals.size(); ++i) {
    for (std::size_t j = i + 1; j < literals.size(); ++j) {
      formula.clauses.push_back({-literals[i], -literals[j]});
    }
  }
}

// Each digit at most once in `cells`, and at least once when they are a whole house.
void distinct(DirectCnf& formula, const std::vector<int>& cells, bool whole_house) {
  for (int digit = 1; digit <= formula.side; ++digit) {
    std::vector<int> places;
    for (const int cell : cells) places.push_back(formula.variable(cell, digit));
    if (whole_house) formula.clauses.push_back(places);
    at_most_once(formula, places);
  }
}

// The cage's cells add up to its total: layers of partial sums (see direct_cnf.hpp).
void cage_sum(DirectCnf& formula, const Cage& cage) {
  const int side = formula.side;
  const std::size_t count = cage.cells.size();
  const auto size = static_cast<std::size_t>(cage.sum) + 1;
  // layer[i][v]: the variable of p(i, v); 0 when the first i cells cannot add up to v, or the
  // rest cannot then reach the total. p(0, 0) and p(count, sum) are true and get no variable.
  std::vector<std::vector<int>> layer(count + 1, std::vector<int>(size, 0));
  const auto reachable = [&](std::size_t i, int v) {
    const int cells = static_cast<int>(i);
    const int rest = static_cast<int>(count - i);
    return v >= cells && v <= cells * side && cage.sum - v >= rest && cage.sum - v <= rest * side;
  };
  for (std::size_t i = 1; i < count; ++i) {
    for (int v = 0; v <= cage.sum; ++v) {
      if (reachable(i, v)) layer[i][static_cast<std::size_t>(v)] = ++formula.variable_count;
    }
  }
  for (std::size_t i = 1; i <= count; ++i) {
    const int cell = cage.cells[i - 1];
    for (int v = 0; v <= cage.sum; ++v) {
      const bool from_start = i == 1 && v == 0;
      const int before = layer[i - 1][static_cast<std::size_t>(v)];
      if (!from_start && before == 0) continue;
      for (int digit = 1; digit <= side; ++digit) {
        std::vector<int> clause;
        if (!from_start) clause.push_back(-before);
        clause.push_back(-formula.variable(cell, digit));
        const int after = v + digit;
        if (i == count) {
          if (after == cage.sum) continue;  // reaches the total: nothing to add
        } else if (after <= cage.sum && layer[i][static_cast<std::size_t>(after)] != 0) {
          clause.push_back(layer[i][static_cast<std::size_t>(after)]);
        }
        formula.clauses.push_back(clause);
      }
    }
  }
}

}  // namespace

DirectCnf direct_cnf(const Puzzle& puzzle) {
  DirectCnf formula;
  const int side = puzzle.side();
  formula.side = side;
  formula.variable_count = puzzle.cell_count() * side;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    std::vector<int> digits;
    for (int digit = 1; digit <= side; ++digit) digits.push_back(formula.variable(cell, digit));
    formula.clauses.push_back(digits);
    at_most_once(formula, digits);
    if (puzzle.at(cell) != kBlank)
      formula.clauses.push_back({formula.variable(cell, puzzle.at(cell))});
  }
  for (const House& house : houses(puzzle)) {
    distinct(formula, house.cells, house.cells.size() == static_cast<std::size_t>(side));
  }
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) {
      distinct(formula, cage->cells, false);
      cage_sum(formula, *cage);
    }
  }
  return formula;
}

std::string dimacs(const DirectCnf& formula) {
  std::string text = fmt::format("p cnf {} {}\n", formula.variable_count, formula.clauses.size());
  for (const std::vector<int>& clause : formula.clauses) {
    for (const int literal : clause) {
      text += std::to_string(literal);
      text += ' ';
    }
    text += "0\n";
  }
  return text;
}

}  // namespace sudoku::bench
