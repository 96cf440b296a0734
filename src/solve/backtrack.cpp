// backtrack — seed 000's algorithm, kept exact and simple: the reference oracle.
//
// Visit the cells row by row, and column by column within a row. A filled cell is left
// alone. At a blank cell, work out the digits no peer holds (same row, column, and box or
// jigsaw region, plus any extra house or cage of the puzzle), and for each in turn: write it,
// solve the rest of the board from the next cell, and if that fails, write the blank back
// (unmake the move!) and try the next digit. Past the last cell, the board is a solution.
//
// Invariant: the board never holds a digit twice in a house, and every cage's digits stay
// distinct with a sum that can still reach its total; so reaching the end means solved.
//
// The engine keeps going after a solution when asked to count. It reports a placement when
// a blank cell had one digit left, a guess when it had several, and a backtrack when a digit
// is taken back. Statistics: one node per blank cell visited; one guess per digit tried at a
// cell with several candidates.
#include <cstdint>
#include <variant>
#include <vector>

#include "solve/budget.hpp"
#include "solve/engines.hpp"

namespace sudoku::detail {
namespace {

class Backtracker {
 public:
  Backtracker(const Puzzle& puzzle, const SolveOptions& options)
      : board_(puzzle),
        geometry_(puzzle.geometry()),
        options_(options),
        budget_(options),
        extra_peers_(static_cast<std::size_t>(puzzle.cell_count())),
        cages_of_cell_(static_cast<std::size_t>(puzzle.cell_count())),
        has_variant_rules_(puzzle.has_variant_rules()) {
    if (geometry_.has_regions()) {
      region_cells_.resize(static_cast<std::size_t>(geometry_.side()));
      for (int cell = 0; cell < geometry_.cell_count(); ++cell) {
        region_cells_[static_cast<std::size_t>(geometry_.box_of(cell))].push_back(cell);
      }
    }
    for (const Constraint& constraint : puzzle.constraints()) {
      if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
        for (int cell : house->cells) {
          for (int peer : house->cells) {
            if (peer != cell) extra_peers_[static_cast<std::size_t>(cell)].push_back(peer);
          }
        }
      } else if (const auto* cage = std::get_if<Cage>(&constraint)) {
        for (int cell : cage->cells) cages_of_cell_[static_cast<std::size_t>(cell)].push_back(cage);
      }
    }
  }

  SolveResult run() {
    SolveResult result;
    result.engine = Algorithm::backtrack;
    if (breaks_no_rule(board_)) solve_from(0, result);
    result.stats.nodes = budget_.nodes();
    result.stats.guesses = guesses_;
    if (budget_.spent()) {
      result.status = SolveStatus::budget_spent;
    } else {
      result.status = result.count > 0 ? SolveStatus::solved : SolveStatus::no_solution;
    }
    return result;
  }

 private:
  // True when the search should stop: enough solutions found, or the budget spent.
  bool solve_from(int cell, SolveResult& result) {
    while (cell < board_.cell_count() && board_.at(cell) != kBlank) ++cell;
    if (cell == board_.cell_count()) return record_solution(result);
    if (budget_.spend_node()) return true;

    const std::uint64_t candidates = candidates_of(cell);
    const bool guessing = (candidates & (candidates - 1)) != 0;
    for (int digit = 1; digit <= geometry_.side(); ++digit) {
      if ((candidates >> (digit - 1) & 1U) == 0) continue;
      if (guessing) ++guesses_;
      report(guessing ? TraceEvent::Kind::guess : TraceEvent::Kind::placement, cell, digit);
      board_.set(cell, static_cast<Digit>(digit));
      // The variant rules, by the core's plain check of each: slow, and plainly right.
      if (has_variant_rules_ && find_rule_conflict(board_)) {
        board_.clear(cell);
        report(TraceEvent::Kind::backtrack, cell, digit);
        continue;
      }
      if (solve_from(cell + 1, result)) return true;
      board_.clear(cell);  // unmake the move
      report(TraceEvent::Kind::backtrack, cell, digit);
    }
    return false;
  }

  // Records a solution; true when no more are wanted.
  bool record_solution(SolveResult& result) {
    ++result.count;
    if (!result.solution) result.solution = board_;
    return options_.max_solutions != 0 && result.count >= options_.max_solutions;
  }

  // The digits no peer of `cell` holds, as a mask: bit d-1 for digit d.
  std::uint64_t candidates_of(int cell) const {
    const int side = geometry_.side();
    std::uint64_t taken = 0;
    auto take = [&](int other) {
      const Digit digit = board_.at(other);
      if (digit != kBlank) taken |= std::uint64_t{1} << (digit - 1);
    };
    const int row = geometry_.row_of(cell);
    const int column = geometry_.column_of(cell);
    for (int i = 0; i < side; ++i) {
      take(geometry_.cell(row, i));
      take(geometry_.cell(i, column));
    }
    if (geometry_.has_regions()) {
      for (int other : region_cells_[static_cast<std::size_t>(geometry_.box_of(cell))]) take(other);
    } else {
      const int top = row - row % geometry_.box_rows();
      const int left = column - column % geometry_.box_columns();
      for (int r = top; r < top + geometry_.box_rows(); ++r) {
        for (int c = left; c < left + geometry_.box_columns(); ++c) take(geometry_.cell(r, c));
      }
    }
    for (int peer : extra_peers_[static_cast<std::size_t>(cell)]) take(peer);

    std::uint64_t candidates = 0;
    for (int digit = 1; digit <= side; ++digit) {
      const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
      if ((taken & bit) == 0 && cages_allow(cell, static_cast<Digit>(digit))) candidates |= bit;
    }
    return candidates;
  }

  // Every cage of `cell` keeps distinct digits and a reachable total with `digit` there.
  bool cages_allow(int cell, Digit digit) const {
    for (const Cage* cage : cages_of_cell_[static_cast<std::size_t>(cell)]) {
      int total = digit;
      int blanks = 0;
      for (int other : cage->cells) {
        if (other == cell) continue;
        const Digit placed = board_.at(other);
        if (placed == digit) return false;
        if (placed == kBlank) ++blanks;
        total += placed;
      }
      if (blanks == 0 ? total != cage->sum : total + blanks > cage->sum) return false;
    }
    return true;
  }

  void report(TraceEvent::Kind kind, int cell, int digit) const {
    if (options_.trace) options_.trace(TraceEvent{kind, cell, static_cast<Digit>(digit)});
  }

  Puzzle board_;
  Geometry geometry_;
  const SolveOptions& options_;
  Budget budget_;
  std::uint64_t guesses_ = 0;
  std::vector<std::vector<int>> region_cells_;  // the cells of each jigsaw region
  std::vector<std::vector<int>> extra_peers_;
  std::vector<std::vector<const Cage*>> cages_of_cell_;
  bool has_variant_rules_;
};

}  // namespace

SolveResult solve_with_backtrack(const Puzzle& puzzle, const SolveOptions& options) {
  return Backtracker(puzzle, options).run();
}

}  // namespace sudoku::detail
