// The clause encoding of a puzzle's rules (see cnf.hpp).
#include "solve/cnf.hpp"

#include <bit>
#include <cstddef>
#include <initializer_list>
#include <variant>

#include "solve/cage_sums.hpp"
#include "solve/general_state.hpp"
#include "solve/sum_rules.hpp"

namespace sudoku::detail::cdcl {
namespace {

// A literal that is always true: it satisfies a clause it stands in, and its negation is left
// out of a clause. The layered sums start and end on it.
constexpr int kTrue = 1 << 30;

// An index from an int known to be at least 0.
std::size_t at(int index) { return static_cast<std::size_t>(index); }

// Thrown by the Encoder when it passes its limits; encode() catches it.
struct LimitsPassed {};

// Clauses between two readings of the budget's clock.
constexpr std::uint64_t kClausesBetweenClockReadings = 4096;

class Encoder {
 public:
  Encoder(const Puzzle& puzzle, const std::vector<std::uint64_t>& candidates,
          const EncodeLimits& limits)
      : puzzle_(puzzle), candidates_(candidates), limits_(limits), side_(puzzle.side()) {
    formula_.side = side_;
    formula_.cell_digit.assign(
        static_cast<std::size_t>(puzzle.cell_count()) * static_cast<std::size_t>(side_), 0);
    for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
      for (int digit = 1; digit <= side_; ++digit) {
        if (can_hold(cell, digit)) {
          formula_.cell_digit[index(cell, digit)] = new_variable();
        }
      }
    }
  }

  Formula encode() && {
    encode_cells();
    encode_houses();
    for (const Constraint& constraint : puzzle_.constraints()) {
      if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
        encode_group(house->cells, house->cells.size() == static_cast<std::size_t>(side_));
      } else if (const auto* cage = std::get_if<Cage>(&constraint)) {
        encode_group(cage->cells, false);
        encode_cage_sum(*cage);
      }
    }
    if (puzzle_.has_cages()) {
      const general::Layout layout = general::make_layout(puzzle_);
      for (const general::ImpliedSum& sum :
           general::implied_sums(puzzle_, layout, kImpliedSumCells)) {
        encode_layered_sum(sum.cells, sum.sum);
      }
    }
    return std::move(formula_);
  }

 private:
  std::size_t index(int cell, int digit) const {
    return static_cast<std::size_t>(cell) * static_cast<std::size_t>(side_) +
           static_cast<std::size_t>(digit - 1);
  }
  bool can_hold(int cell, int digit) const {
    return (candidates_[static_cast<std::size_t>(cell)] >> (digit - 1) & 1U) != 0;
  }
  int x(int cell, int digit) const { return formula_.cell_digit[index(cell, digit)]; }

  int new_variable() { return ++formula_.variable_count; }

  // Adds a clause, leaving out the negations of kTrue; nothing when kTrue is in it.
  void clause(std::initializer_list<int> literals) { clause(std::vector<int>(literals)); }
  void clause(const std::vector<int>& literals) {
    for (const int literal : literals) {
      if (literal == kTrue) return;
    }
    for (const int literal : literals) {
      if (literal != -kTrue) formula_.literals.push_back(literal);
    }
    formula_.literals.push_back(0);
    check_limits();
  }

  // Throws LimitsPassed when the formula has grown past its most literals, or (every
  // kClausesBetweenClockReadings clauses) when the budget's time is up.
  void check_limits() {
    if (limits_.most_literals != 0 && formula_.literals.size() > limits_.most_literals) {
      throw LimitsPassed{};
    }
    ++clauses_;
    if (limits_.budget != nullptr && clauses_ % kClausesBetweenClockReadings == 0 &&
        limits_.budget->out_of_time()) {
      throw LimitsPassed{};
    }
  }

  void at_most_one(const std::vector<int>& literals) {
    if (literals.size() <= kMostPairwiseLiterals) {
      for (std::size_t i = 0; i < literals.size(); ++i) {
        for (std::size_t j = i + 1; j < literals.size(); ++j) clause({-literals[i], -literals[j]});
      }
      return;
    }
    // Sequential counter: seen(i) is true when one of literals 0..i is.
    int seen = new_variable();
    clause({-literals[0], seen});
    for (std::size_t i = 1; i < literals.size(); ++i) {
      clause({-literals[i], -seen});
      if (i + 1 == literals.size()) break;
      const int next = new_variable();
      clause({-seen, next});
      clause({-literals[i], next});
      seen = next;
    }
  }

  void encode_cells() {
    std::vector<int> digits;
    for (int cell = 0; cell < puzzle_.cell_count(); ++cell) {
      digits.clear();
      for (int digit = 1; digit <= side_; ++digit) {
        if (x(cell, digit) != 0) digits.push_back(x(cell, digit));
      }
      clause(digits);  // empty when no digit is left: the formula is then unsatisfiable
      at_most_one(digits);
    }
  }

  void encode_houses() {
    const Geometry& geometry = puzzle_.geometry();
    std::vector<std::vector<int>> houses(static_cast<std::size_t>(3 * side_));
    for (int cell = 0; cell < puzzle_.cell_count(); ++cell) {
      houses[static_cast<std::size_t>(geometry.row_of(cell))].push_back(cell);
      houses[at(side_ + geometry.column_of(cell))].push_back(cell);
      houses[at(2 * side_ + geometry.box_of(cell))].push_back(cell);
    }
    for (const std::vector<int>& house : houses) encode_group(house, true);
  }

  // Distinct digits in `cells`; when `complete` (a house of N cells), every digit once.
  void encode_group(const std::vector<int>& cells, bool complete) {
    std::vector<int> places;
    for (int digit = 1; digit <= side_; ++digit) {
      places.clear();
      for (const int cell : cells) {
        if (x(cell, digit) != 0) places.push_back(x(cell, digit));
      }
      if (complete) clause(places);
      if (places.size() >= 2) at_most_one(places);
    }
  }

  void encode_cage_sum(const Cage& cage) {
    std::uint64_t digits = 0;
    for (const int cell : cage.cells) digits |= candidates_[static_cast<std::size_t>(cell)];
    std::vector<std::uint64_t> sets;
    if (!general::list_sum_combinations(digits, static_cast<int>(cage.cells.size()), cage.sum,
                                        kMaxCombinations, sets)) {
      encode_layered_sum(cage.cells, cage.sum);
      return;
    }
    // z(d): some cell of the cage holds d.
    std::vector<int> holds(static_cast<std::size_t>(side_) + 1, 0);
    std::vector<int> cells_with;
    for (int digit = 1; digit <= side_; ++digit) {
      cells_with.clear();
      for (const int cell : cage.cells) {
        if (x(cell, digit) != 0) cells_with.push_back(x(cell, digit));
      }
      if (cells_with.empty()) continue;
      const int z = new_variable();
      holds[static_cast<std::size_t>(digit)] = z;
      for (const int literal : cells_with) clause({-literal, z});
      cells_with.push_back(-z);
      clause(cells_with);
    }
    std::vector<int> any_set;
    std::vector<std::vector<int>> sets_with(static_cast<std::size_t>(side_) + 1);
    for (const std::uint64_t set : sets) {
      const int y = sets.size() == 1 ? kTrue : new_variable();
      any_set.push_back(y);
      for (int digit = 1; digit <= side_; ++digit) {
        if ((set >> (digit - 1) & 1U) == 0) continue;
        const int z = holds[static_cast<std::size_t>(digit)];
        clause({-y, z == 0 ? -kTrue : z});  // a set with a digit no cell can hold is false
        sets_with[static_cast<std::size_t>(digit)].push_back(y);
      }
    }
    clause(any_set);  // empty when no set fits: no solution
    for (int digit = 1; digit <= side_; ++digit) {
      const int z = holds[static_cast<std::size_t>(digit)];
      if (z == 0) continue;
      std::vector<int> ways = sets_with[static_cast<std::size_t>(digit)];
      ways.push_back(-z);
      clause(ways);
    }
  }

  // The cells (digits may repeat among them) add up to `sum`, as layers of partial sums.
  void encode_layered_sum(const std::vector<int>& cells, int sum) {
    const std::size_t count = cells.size();
    // reach[i][v]: the first i cells can add up to v, and the rest can then reach `sum`.
    std::vector<std::vector<bool>> reach(count + 1,
                                         std::vector<bool>(static_cast<std::size_t>(sum) + 1));
    reach[0][0] = true;
    for (std::size_t i = 0; i < count; ++i) {
      const std::uint64_t digits = candidates_[static_cast<std::size_t>(cells[i])];
      for (int v = 0; v <= sum; ++v) {
        if (!reach[i][static_cast<std::size_t>(v)]) continue;
        for (int digit = 1; digit <= side_ && v + digit <= sum; ++digit) {
          if ((digits >> (digit - 1) & 1U) != 0) reach[i + 1][at(v + digit)] = true;
        }
      }
    }
    std::vector<std::vector<bool>> back(count + 1,
                                        std::vector<bool>(static_cast<std::size_t>(sum) + 1));
    back[count][static_cast<std::size_t>(sum)] = true;
    for (std::size_t i = count; i-- > 0;) {
      const std::uint64_t digits = candidates_[static_cast<std::size_t>(cells[i])];
      for (int v = 0; v <= sum; ++v) {
        for (int digit = 1; digit <= side_ && v + digit <= sum; ++digit) {
          if ((digits >> (digit - 1) & 1U) != 0 && back[i + 1][at(v + digit)]) {
            back[i][static_cast<std::size_t>(v)] = true;
          }
        }
      }
    }
    // state[i][v]: the literal of "the first i cells add up to v", 0 where that cannot be.
    std::vector<std::vector<int>> state(count + 1,
                                        std::vector<int>(static_cast<std::size_t>(sum) + 1, 0));
    for (std::size_t i = 0; i <= count; ++i) {
      for (int v = 0; v <= sum; ++v) {
        const auto at = static_cast<std::size_t>(v);
        if (!reach[i][at] || !back[i][at]) continue;
        state[i][at] = (i == 0 || i == count) ? kTrue : new_variable();
      }
    }
    if (state[count][static_cast<std::size_t>(sum)] == 0) {
      clause(std::vector<int>{});  // the sum cannot be made
      return;
    }
    for (std::size_t i = 1; i <= count; ++i) {
      const int cell = cells[i - 1];
      for (int digit = 1; digit <= side_; ++digit) {
        const int literal = x(cell, digit);
        if (literal == 0) continue;
        for (int v = 0; v <= sum; ++v) {
          const int before = state[i - 1][static_cast<std::size_t>(v)];
          if (before == 0) continue;
          const int after = v + digit <= sum ? state[i][at(v + digit)] : 0;
          if (after != 0) {
            clause({-before, -literal, after});
          } else {
            clause({-before, -literal});
          }
        }
      }
      if (i == count) break;
      // Each partial sum needs a way in: a digit of this cell and a sum before it.
      for (int w = 0; w <= sum; ++w) {
        const int now = state[i][static_cast<std::size_t>(w)];
        if (now == 0) continue;
        std::vector<int> digits{-now};
        std::vector<int> befores{-now};
        for (int digit = 1; digit <= side_ && digit <= w; ++digit) {
          const int before = state[i - 1][at(w - digit)];
          if (x(cell, digit) == 0 || before == 0) continue;
          digits.push_back(x(cell, digit));
          befores.push_back(before);
        }
        clause(digits);
        clause(befores);
      }
    }
  }

  const Puzzle& puzzle_;
  const std::vector<std::uint64_t>& candidates_;
  EncodeLimits limits_;
  int side_;
  Formula formula_;
  std::uint64_t clauses_ = 0;
};

}  // namespace

Formula encode(const Puzzle& puzzle, const std::vector<std::uint64_t>& candidates) {
  return Encoder(puzzle, candidates, EncodeLimits{.most_literals = 0, .budget = nullptr}).encode();
}

std::optional<Formula> encode(const Puzzle& puzzle, const std::vector<std::uint64_t>& candidates,
                              const EncodeLimits& limits) {
  try {
    return Encoder(puzzle, candidates, limits).encode();
  } catch (const LimitsPassed&) {
    return std::nullopt;
  }
}

}  // namespace sudoku::detail::cdcl
