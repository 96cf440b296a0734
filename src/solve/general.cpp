// general — the engine for every puzzle the Puzzle model holds: any side N from 1 to 64, regular
// boxes or jigsaw regions, extra houses (the X diagonals, …) and Killer cages.
//
// The idea. Each cell keeps its candidates as one 64-bit mask (bit d−1 for digit d). The rules
// are propagators behind one contract (propagator.hpp): writing a digit removes it from the
// cell's peers (every cell sharing a house or a cage: the naked singles fall out of this),
// hidden singles in every house, locked candidates where two houses cross, and the sums of the
// Killer cages. The engine runs them cheapest first to a common fixpoint: after any change it
// settles the new singles and starts again from the cheapest. When nothing changes any more it
// branches on an open cell with the fewest candidates (among equals, on sides up to 36, the one
// with the most open peers), trying its digits in increasing order. When one solution of a side
// of 16 or more is wanted, the search restarts after 2,000, 4,000, … nodes with the remaining ties
// broken another way each time: sparse 25×25 puzzles are heavy-tailed, and a bad early guess
// would otherwise cost seconds.
//
// State and undo. The board is the GeneralState of general_state.hpp: the masks, a trail of
// (cell, mask before) for every change, and the order in which cells were written. A branch
// takes a mark, guesses, explores, and undoes to the mark: nothing is copied and nothing is
// allocated while searching; the layout (houses, peers, crossings, cage combinations) and the
// state's arrays are built once per solve.
//
// Invariants:
//  - the masks only shrink along a path and are never empty; a written cell has one candidate;
//  - at a fixpoint no cell is pending, so every open cell has two or more candidates and the
//    board is solved exactly when every cell is written;
//  - every propagator removes only candidates that no solution of the state can use, so the
//    search finds every solution (it counts them all when asked).
//
// Statistics: one node per search state (the root and each guessed digit), counted before that
// state's propagation; one guess per digit tried at a branching cell. Trace: a placement per
// digit that propagation writes (not the givens), a guess per digit tried, and when a branch is
// left a backtrack per cell written since its guess, newest first.
#include <bit>
#include <memory>
#include <variant>
#include <vector>

#include "solve/budget.hpp"
#include "solve/engines.hpp"
#include "solve/general_state.hpp"
#include "solve/propagator.hpp"

namespace sudoku::detail {
namespace {

using general::GeneralState;
using general::Layout;
using general::Mask;
using general::Propagation;
using general::Propagator;

// Houses (rows, columns, boxes or regions, extra houses of N cells) and the peer table.
Layout make_layout(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  Layout layout;
  layout.side = geometry.side();
  layout.cell_count = geometry.cell_count();
  layout.all_digits = layout.side == 64 ? ~Mask{0} : (Mask{1} << layout.side) - 1;
  const int side = layout.side;
  const auto count = static_cast<std::size_t>(layout.cell_count);

  layout.house_cells.reserve(count * 3 +
                             static_cast<std::size_t>(side) * puzzle.constraints().size());
  std::vector<std::vector<int>> boxes(static_cast<std::size_t>(side));
  for (int cell = 0; cell < layout.cell_count; ++cell) {
    boxes[static_cast<std::size_t>(geometry.box_of(cell))].push_back(cell);
  }
  for (int row = 0; row < side; ++row) {
    for (int column = 0; column < side; ++column) layout.house_cells.push_back(row * side + column);
  }
  for (int column = 0; column < side; ++column) {
    for (int row = 0; row < side; ++row) layout.house_cells.push_back(row * side + column);
  }
  for (const std::vector<int>& box : boxes) {
    layout.house_cells.insert(layout.house_cells.end(), box.begin(), box.end());
  }
  // Groups of cells holding distinct digits: the houses, then extra houses and cages.
  std::vector<std::vector<int>> groups;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
      groups.push_back(house->cells);
      if (static_cast<int>(house->cells.size()) == side) {
        layout.house_cells.insert(layout.house_cells.end(), house->cells.begin(),
                                  house->cells.end());
      }
    } else if (const auto* cage = std::get_if<Cage>(&constraint)) {
      groups.push_back(cage->cells);
    }
  }
  layout.house_count = static_cast<int>(layout.house_cells.size()) / side;

  std::vector<int> seen(count, -1);
  std::vector<std::vector<int>> groups_of(count);
  for (int house = 0; house < 3 * side; ++house) {
    const int* first = layout.house_cells.data() + static_cast<std::ptrdiff_t>(house) * side;
    for (int i = 0; i < side; ++i)
      groups_of[static_cast<std::size_t>(first[i])].push_back(-1 - house);
  }
  for (std::size_t g = 0; g < groups.size(); ++g) {
    for (int cell : groups[g])
      groups_of[static_cast<std::size_t>(cell)].push_back(static_cast<int>(g));
  }
  // Reserved whole: growing by doubling frees blocks that malloc hands back to the system and
  // faults in again on the next solve.
  layout.peer_start.reserve(count + 1);
  layout.peers.reserve(count * static_cast<std::size_t>(3 * side + 1));
  layout.peer_start.push_back(0);
  for (int cell = 0; cell < layout.cell_count; ++cell) {
    seen[static_cast<std::size_t>(cell)] = cell;
    for (int group : groups_of[static_cast<std::size_t>(cell)]) {
      const int* first = nullptr;
      std::size_t size = 0;
      if (group < 0) {
        first = layout.house_cells.data() + static_cast<std::ptrdiff_t>(-1 - group) * side;
        size = static_cast<std::size_t>(side);
      } else {
        first = groups[static_cast<std::size_t>(group)].data();
        size = groups[static_cast<std::size_t>(group)].size();
      }
      for (std::size_t i = 0; i < size; ++i) {
        const int peer = first[i];
        if (seen[static_cast<std::size_t>(peer)] == cell) continue;
        seen[static_cast<std::size_t>(peer)] = cell;
        layout.peers.push_back(peer);
      }
    }
    layout.peer_start.push_back(static_cast<int>(layout.peers.size()));
  }
  return layout;
}

// The largest side where ties between fewest-candidate cells go to the most open peers.
constexpr int kLargestSideForPeerTieBreak = 36;

// The smallest side where a search for one solution restarts.
constexpr int kSmallestSideForRestarts = 16;

class Search {
 public:
  Search(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result)
      : puzzle_(puzzle),
        layout_(make_layout(puzzle)),
        options_(options),
        budget_(options),
        result_(result),
        state_(layout_, nullptr) {
    // Cheapest first: hidden singles, then cages, then locked candidates.
    propagators_.push_back(general::make_hidden_single_propagator(layout_));
    if (auto cages = general::make_cage_propagator(puzzle, layout_)) {
      propagators_.push_back(std::move(cages));
    }
    if (auto locked = general::make_locked_candidates_propagator(layout_)) {
      propagators_.push_back(std::move(locked));
    }
  }

  // Writes the givens (untraced; their peers lose them in the root's propagation).
  void place_givens(const Puzzle& puzzle) {
    for (int cell = 0; cell < layout_.cell_count; ++cell) {
      const Digit digit = puzzle.at(cell);
      if (digit != kBlank) state_.give(cell, digit);
    }
    if (options_.trace) state_.set_trace(&options_.trace);
  }

  // Explores one search state; true when the search must stop (enough solutions, or the budget
  // spent), false when this state is exhausted.
  bool explore() {
    if (budget_.spend_node()) return true;
    if (restart_limit_ != 0 && ++restart_nodes_ > restart_limit_) {
      cut_ = true;
      return true;
    }
    if (!propagate()) return false;
    if (state_.is_complete()) return record_solution();
    int cell = 0;
    choose_cell(cell);
    const GeneralState::Mark mark = state_.mark();
    Mask digits = state_.candidates(cell);
    while (digits != 0) {
      const int digit = general::digit_of(digits & (~digits + 1));
      digits &= digits - 1;
      ++guesses_;
      state_.guess(cell, digit);
      if (explore()) return true;
      state_.undo(mark);
    }
    return false;
  }

  // Looks for a first solution with restarts: a search stopped after a node limit that doubles
  // each time, each with its own tie-breaking, so one unlucky early guess cannot trap it in a
  // huge subtree (the sparse 25×25 instances are heavy-tailed).
  void explore_with_restarts() {
    if (!state_.settle()) return;
    const GeneralState::Mark root = state_.mark();
    for (std::uint64_t limit = 2000, attempt = 0;; limit *= 2, ++attempt) {
      restart_limit_ = limit;
      restart_nodes_ = 0;
      cut_ = false;
      scramble_ = static_cast<unsigned>(attempt) * 0x9E3779B9U;
      if (!explore() || !cut_) return;
      state_.undo(root);
    }
  }

  std::uint64_t guesses() const { return guesses_; }
  const Budget& budget() const { return budget_; }

 private:
  // Every rule to a common fixpoint; false on a contradiction.
  bool propagate() {
    for (;;) {
      if (!state_.settle()) return false;
      bool changed = false;
      for (const std::unique_ptr<Propagator>& propagator : propagators_) {
        const Propagation outcome = propagator->propagate(state_);
        if (outcome == Propagation::failed) {
          state_.drop_pending();
          return false;
        }
        if (outcome == Propagation::changed) {
          changed = true;
          break;
        }
      }
      if (!changed) return true;
    }
  }

  // An open cell with the fewest candidates, the first in reading order among equals; returns
  // how many it has.
  int choose_cell(int& best) const {
    int best_count = 65;
    for (int cell = 0; cell < layout_.cell_count; ++cell) {
      if (state_.is_written(cell)) continue;
      const int count = std::popcount(state_.candidates(cell));
      if (count < best_count) {
        best = cell;
        best_count = count;
      }
    }
    // Among equals, the one with the most open peers: its guess reaches furthest. Measured: it
    // takes the hard sparse 25×25 instances from over 2 s to under 150 ms, but sends the empty
    // 49×49 and 64×64 grids into searches of more than 10 s, so those sides keep the first cell.
    if (layout_.side >= kLargestSideForPeerTieBreak + 1) return best_count;
    int best_score = -1;
    for (int cell = best; cell < layout_.cell_count; ++cell) {
      if (state_.is_written(cell) || std::popcount(state_.candidates(cell)) != best_count) continue;
      int score = 0;
      for (int i = layout_.peer_start[static_cast<std::size_t>(cell)],
               end = layout_.peer_start[static_cast<std::size_t>(cell) + 1];
           i < end; ++i) {
        score += state_.is_written(layout_.peers[static_cast<std::size_t>(i)]) ? 0 : 1;
      }
      // Each restart breaks the remaining ties its own way.
      score = score * 256 +
              static_cast<int>((static_cast<unsigned>(cell) * 2654435761U ^ scramble_) >> 24);
      if (score > best_score) {
        best_score = score;
        best = cell;
      }
    }
    return best_count;
  }

  bool record_solution() {
    ++result_.count;
    if (!result_.solution) {
      Puzzle solution = puzzle_;
      for (int cell = 0; cell < layout_.cell_count; ++cell) {
        solution.set(cell, static_cast<Digit>(general::digit_of(state_.candidates(cell))));
      }
      result_.solution = std::move(solution);
    }
    return options_.max_solutions != 0 && result_.count >= options_.max_solutions;
  }

  const Puzzle& puzzle_;
  Layout layout_;
  const SolveOptions& options_;
  Budget budget_;
  SolveResult& result_;
  GeneralState state_;
  std::vector<std::unique_ptr<Propagator>> propagators_;
  std::uint64_t guesses_ = 0;
  std::uint64_t restart_limit_ = 0;  // nodes a restart may visit (0: no restarts)
  std::uint64_t restart_nodes_ = 0;
  bool cut_ = false;  // the last search stopped at its restart limit
  unsigned scramble_ = 0;
};

}  // namespace

SolveResult solve_with_general(const Puzzle& puzzle, const SolveOptions& options) {
  SolveResult result;
  result.engine = Algorithm::general;
  Search search(puzzle, options, result);
  search.place_givens(puzzle);
  // Restarts pay on large grids when one solution is wanted; counting needs one complete search.
  if (options.max_solutions == 1 && puzzle.side() >= kSmallestSideForRestarts) {
    search.explore_with_restarts();
  } else {
    search.explore();
  }
  result.stats.nodes = search.budget().nodes();
  result.stats.guesses = search.guesses();
  if (search.budget().spent()) {
    result.status = SolveStatus::budget_spent;
  } else {
    result.status = result.count > 0 ? SolveStatus::solved : SolveStatus::no_solution;
  }
  return result;
}

}  // namespace sudoku::detail
