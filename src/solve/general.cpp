// general — the engine for every puzzle the Puzzle model holds: any side N from 1 to 64, regular
// boxes or jigsaw regions, extra houses (the X diagonals, …) and Killer cages.
//
// The idea. Each cell keeps its candidates as one 64-bit mask (bit d−1 for digit d). The rules
// are propagators behind one contract (propagator.hpp): writing a digit removes it from the
// cell's peers (every cell sharing a house or a cage: the naked singles fall out of this),
// hidden singles in every house, locked candidates where two houses cross, the sums of the
// Killer cages, and on sides of 16 or more the all-different filter of every house (every naked
// and hidden subset at once, alldifferent_propagator.cpp). The engine runs them cheapest first to a
// common fixpoint: after any change it settles the new singles and starts again from the cheapest.
// Propagators are told which cells and houses changed, and look only at those. When nothing changes
// any more it branches: on a Killer cage's digit combinations (each alternative restricts every
// cell of the cage to one combination) when the cage with the fewest left has at most one more
// than the fewest-candidate cell has candidates; else on a digit that some house can hold in two
// cells only, when every open cell has three or more candidates; otherwise on an open cell with the
// fewest candidates (among equals, on sides up to 36, the one whose guesses met the most dead ends
// when restarting, then the one with the most open peers), trying its
// digits in increasing order. Killers up to 9×9 whose search has met 1,000 dead ends branch by
// dom/wdeg from then on: the open cell with the fewest candidates per dead end met under its
// guesses so far, and a cage's split only when it has two alternatives at most (see
// kDeadEndsBeforeWeighting, kMostSplitAlternativesWithCages). When one solution of a side of 16
// or more is wanted, the search restarts after 10 · (1, 1, 2, 1, 1, 2, 4, …) dead ends (Luby's
// sequence), each time with its ties broken at random and its digits ordered another way: sparse
// 25×25 puzzles are heavy-tailed, and a bad early guess would otherwise cost seconds.
//
// Small grids. A puzzle of side 15 or less without cages (16 when one solution is wanted) is
// searched on digit planes instead
// (digit_planes.hpp: a bit set of cells per digit, the same rules, classic9's branching, the
// same restarts, copied per guess); everything below is the mask board, for every other puzzle.
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
#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <variant>
#include <vector>

#include "solve/budget.hpp"
#include "solve/digit_planes.hpp"
#include "solve/engines.hpp"
#include "solve/general_state.hpp"
#include "solve/propagator.hpp"
#include "solve/restarts.hpp"

namespace sudoku::detail {
namespace {

using general::GeneralState;
using general::Layout;
using general::make_layout;
using general::Mask;
using general::Propagation;
using general::Propagator;

// The largest side where ties between fewest-candidate cells go to the most open peers.
constexpr int kLargestSideForPeerTieBreak = 36;
// A constraint's split is taken over a cell with up to this many fewer candidates than it has
// alternatives (measured on large-cage Killers: 0 and 2 both leave a heavier tail than 1).
constexpr int kSplitSlack = 1;
// Killers (puzzles with cages) up to 9×9 choose their cell by dom/wdeg, the fewest candidates per
// dead end met under the cell's guesses over the whole search (1 + dead ends, so a fresh search
// starts as fewest candidates), and split a cage only when it has at most this many combinations
// left. Measured with sudoku_hard_bench --no-cadical --algorithm general, counting to 2 (total and
// the slowest instance): tarek's 37 Killers from 16.9 s (5.96 s) to 2.26 s (0.66 s); the generated
// fewest_cages.txt from 0.33 s (36 ms) to 0.70 s (126 ms) and large_cages.txt from 0.20 s (77 ms)
// to 0.44 s (158 ms). Splits of any size with dom/wdeg: tarek 20.2 s; no splits: fewest 1.9 s;
// at most 1 or 3: tarek 4.0 or 9.7 s; restarts (Luby, failures kept): every set worse.
// 16×16 Killers keep the other branching: six generated by `sudoku generate --variant killer
// --size 16 --seed 1..6` count to 2 in 1.1 s together with it, and three of them take more than
// 60 s each with dom/wdeg.
constexpr std::size_t kMostSplitAlternativesWithCages = 2;
constexpr int kLargestSideForWeightedKillers = 9;
// Dead ends a small Killer's search meets before it branches by dom/wdeg (the weights count from
// the first). Typical Killers end sooner and keep the cage splits that suit them: branching by
// dom/wdeg from the start took data/killer's fewest_cages and large_cages from 19,274 and 9,782
// nodes to 44,197 and 22,261; with this switch they take 19,177 and 9,587, and the 37 tarek
// Killers 262,425 nodes (1,662,479 without dom/wdeg, 185,714 with it from the start). After 300
// dead ends: tarek 189,098, the two sets 23,792 and 11,012; after 3,000: 292,122, 18,350, 9,629.
constexpr std::uint64_t kDeadEndsBeforeWeighting = 1000;
// Dead ends counted per cell for the tie-break (above any peer count, the score stays in an int).
constexpr std::uint32_t kMostFailuresCounted = std::uint32_t{1} << 14;

// The smallest side where every house runs the all-different filter: it costs about three times
// the other rules together per node, and pays only where they leave long searches.
constexpr int kSmallestSideForAllDifferent = 16;

// What a search needs that depends on the puzzle's shape (side, regions, extra houses, cages) and
// not on its givens: the layout, the propagators and the board. Building it costs more than
// solving an easy 9×9, so each thread keeps its last one for the next puzzle of the same shape
// (a batch of 9×9 puzzles builds it once).
struct Workspace {
  explicit Workspace(const Puzzle& puzzle)
      : geometry(puzzle.geometry()),
        constraints(puzzle.constraints()),
        layout(make_layout(puzzle)),
        state(layout, nullptr),
        changed_houses(layout.house_count) {
    // Cheapest first: hidden singles, then cages, then locked candidates.
    propagators.push_back(general::make_hidden_single_propagator(layout));
    if (auto cages = general::make_cage_propagator(puzzle, layout)) {
      propagators.push_back(std::move(cages));
    }
    if (auto locked = general::make_locked_candidates_propagator(layout)) {
      propagators.push_back(std::move(locked));
    }
    if (puzzle.side() >= kSmallestSideForAllDifferent) {
      propagators.push_back(general::make_alldifferent_propagator(layout));
    }
  }
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;
  Workspace(Workspace&&) = delete;
  Workspace& operator=(Workspace&&) = delete;
  ~Workspace() = default;

  bool fits(const Puzzle& puzzle) const {
    return puzzle.geometry() == geometry && puzzle.constraints() == constraints;
  }

  // Back to an empty board with nothing waiting, as if just built.
  void reset() {
    state.reset();
    changed_houses.clear();
    for (const std::unique_ptr<Propagator>& propagator : propagators) {
      propagator->forget_changes();
    }
  }

  Geometry geometry;
  std::vector<Constraint> constraints;
  Layout layout;
  GeneralState state;
  std::vector<std::unique_ptr<Propagator>> propagators;
  general::Worklist changed_houses;  // scratch of Search::note_changes()
  bool in_use = false;
};

// The calling thread's workspace for a puzzle, reset, held until the lease ends: the kept one
// when it has the puzzle's shape, else a new one that is kept in its place. When the kept one is
// in use (a trace callback solving another puzzle), a new one of the lease's own.
class WorkspaceLease {
 public:
  explicit WorkspaceLease(const Puzzle& puzzle) {
    thread_local std::unique_ptr<Workspace> kept;
    if (kept && kept->in_use) {
      own_ = std::make_unique<Workspace>(puzzle);
      workspace_ = own_.get();
    } else {
      if (kept && kept->fits(puzzle)) {
        kept->reset();
      } else {
        kept.reset();  // the old one's memory goes before the new one's is taken
        kept = std::make_unique<Workspace>(puzzle);
      }
      workspace_ = kept.get();
    }
    workspace_->in_use = true;
  }
  WorkspaceLease(const WorkspaceLease&) = delete;
  WorkspaceLease& operator=(const WorkspaceLease&) = delete;
  WorkspaceLease(WorkspaceLease&&) = delete;
  WorkspaceLease& operator=(WorkspaceLease&&) = delete;
  ~WorkspaceLease() { workspace_->in_use = false; }

  Workspace& workspace() const { return *workspace_; }

 private:
  std::unique_ptr<Workspace> own_;
  Workspace* workspace_ = nullptr;
};

class Search {
 public:
  Search(const Puzzle& puzzle, Workspace& workspace, const SolveOptions& options,
         SolveResult& result)
      : puzzle_(puzzle),
        layout_(workspace.layout),
        options_(options),
        budget_(options),
        result_(result),
        state_(workspace.state),
        propagators_(workspace.propagators),
        changed_houses_(workspace.changed_houses),
        weighs_failures_(general_weighs_failures(puzzle)) {
    if (weighs_failures_) failures_.assign(static_cast<std::size_t>(layout_.cell_count), 0);
  }

  // Writes the givens (untraced; their peers lose them in the root's propagation).
  void place_givens(const Puzzle& puzzle) {
    for (int cell = 0; cell < layout_.cell_count; ++cell) {
      const Digit digit = puzzle.at(cell);
      if (digit != kBlank) state_.give(cell, digit);
    }
    if (options_.trace) state_.set_trace(&options_.trace);
    look_at_everything();
  }

  // Explores one search state; true when the search must stop (enough solutions, or the budget
  // spent), false when this state is exhausted.
  bool explore() {
    if (budget_.spend_node()) return true;
    if (!propagate()) {
      // A restart ends after its share of dead ends (not of nodes: filling a sparse grid takes
      // hundreds of guesses that never fail).
      if (last_cell_ >= 0 && !failures_.empty()) {
        std::uint32_t& failures = failures_[static_cast<std::size_t>(last_cell_)];
        failures += failures < std::numeric_limits<std::uint32_t>::max() ? 1U : 0U;
      }
      if (weighs_failures_ && !weighted_ && ++dead_ends_ >= kDeadEndsBeforeWeighting) {
        weighted_ = true;
      }
      if (restart_limit_ != 0 && ++restart_failures_ >= restart_limit_) cut_ = true;
      return cut_;
    }
    if (state_.is_complete()) return record_solution();
    int cell = 0;
    const int candidates = choose_cell(cell);
    const GeneralState::Mark mark = state_.mark();
    // A constraint's split (a Killer cage's digit combinations) with at most one alternative more
    // than the cell has candidates: it decides more at once. Not while tracing: the trace speaks of
    // one digit guessed in one cell.
    if (!options_.trace) {
      for (const std::unique_ptr<Propagator>& propagator : propagators_) {
        const std::optional<general::Split> split = propagator->offer_split(state_);
        if (!split || static_cast<int>(split->alternatives.size()) > candidates + kSplitSlack ||
            (weighted_ && split->alternatives.size() > kMostSplitAlternativesWithCages)) {
          continue;
        }
        // The alternatives are copied: exploring asks the propagator for new splits.
        const std::vector<Mask> alternatives(split->alternatives.begin(),
                                             split->alternatives.end());
        const std::vector<int> cells(split->cells.begin(), split->cells.end());
        for (const Mask alternative : alternatives) {
          ++guesses_;
          bool possible = true;
          for (const int split_cell : cells)
            possible = possible && state_.restrict_to(split_cell, alternative);
          if (!possible) {
            contradiction();
          } else if (explore()) {
            return true;
          }
          state_.undo(mark);
        }
        return false;
      }
    }
    // A digit with two places left in a house splits the search in two, better than a cell
    // with three or more candidates.
    if (candidates > 2) {
      if (const std::optional<TwoPlaces> places = find_digit_with_two_places()) {
        const bool second_first = ((scramble_ >> 13) & 1U) != 0;
        for (const int place : {second_first ? places->second : places->first,
                                second_first ? places->first : places->second}) {
          ++guesses_;
          last_cell_ = place;
          state_.guess(place, places->digit);
          if (explore()) return true;
          state_.undo(mark);
        }
        return false;
      }
    }
    // The digits in increasing order from one that each restart picks (the first search, from
    // the least), then round to the least.
    const Mask digits = state_.candidates(cell);
    const int first_digit =
        static_cast<int>((scramble_ >> 7) % static_cast<unsigned>(layout_.side));
    const Mask from_first = digits & ~((Mask{1} << first_digit) - 1);
    for (Mask part : {from_first, digits & ~from_first}) {
      while (part != 0) {
        const int digit = general::digit_of(part & (~part + 1));
        part &= part - 1;
        ++guesses_;
        last_cell_ = cell;
        state_.guess(cell, digit);
        if (explore()) return true;
        state_.undo(mark);
      }
    }
    return false;
  }

  // Looks for a first solution with restarts: searches stopped after dead-end limits that follow
  // Luby's sequence, each with its own tie-breaking and digit order, so one unlucky early guess
  // cannot trap it in a huge subtree (the sparse 25×25 instances are heavy-tailed). The limits
  // grow without bound, so a puzzle with no solution is still proved so in the end.
  void explore_with_restarts() {
    if (!weighs_failures_) failures_.assign(static_cast<std::size_t>(layout_.cell_count), 0);
    if (!state_.settle()) return;
    const GeneralState::Mark root = state_.mark();
    for (std::uint64_t attempt = 0;; ++attempt) {
      restart_limit_ = kRestartUnit * luby(attempt + 1);
      restart_failures_ = 0;
      cut_ = false;
      scramble_ = restart_scramble(attempt);
      if (!explore() || !cut_) return;
      state_.undo(root);
      look_at_everything();
    }
  }

  std::uint64_t guesses() const { return guesses_; }
  const Budget& budget() const { return budget_; }

 private:
  // Every rule to a common fixpoint; false on a contradiction. Each round settles the singles,
  // wakes every propagator for the cells changed since the last round, and runs them cheapest
  // first until one changes something.
  bool propagate() {
    for (;;) {
      if (!state_.settle()) return contradiction();
      note_changes();
      bool changed = false;
      for (const std::unique_ptr<Propagator>& propagator : propagators_) {
        const Propagation outcome = propagator->propagate(state_);
        if (outcome == Propagation::failed) return contradiction();
        if (outcome == Propagation::changed) {
          changed = true;
          break;
        }
      }
      if (!changed) return true;
    }
  }

  // Hands the cells changed since the last round, and their houses, to every propagator.
  void note_changes() {
    const std::span<const int> cells = state_.changed_cells();
    const int* start = layout_.house_start.data();
    const int* houses = layout_.houses.data();
    for (const int cell : cells) {
      for (int i = start[cell], end = start[cell + 1]; i < end; ++i) changed_houses_.add(houses[i]);
    }
    const general::Changes changes{cells, changed_houses_.units()};
    for (const std::unique_ptr<Propagator>& propagator : propagators_) {
      propagator->note_changed(changes);
    }
    changed_houses_.clear();
    state_.clear_changes();
  }

  // The root of a search: every propagator looks at all of its units once.
  void look_at_everything() {
    for (const std::unique_ptr<Propagator>& propagator : propagators_) {
      propagator->note_everything_changed();
    }
  }

  bool contradiction() {
    state_.drop_pending();
    state_.clear_changes();
    for (const std::unique_ptr<Propagator>& propagator : propagators_) {
      propagator->forget_changes();
    }
    return false;
  }

  // A digit that a house can hold in two cells only.
  struct TwoPlaces {
    int digit;
    int first;
    int second;
  };

  // The first house (from one that changes with each restart) with a digit left in two cells
  // only: counting as in the hidden singles, with a third fold for "seen three times".
  std::optional<TwoPlaces> find_digit_with_two_places() const {
    const int side = layout_.side;
    const int* cells = layout_.house_cells.data();
    const int start = static_cast<int>(scramble_ % static_cast<unsigned>(layout_.house_count));
    for (int k = 0; k < layout_.house_count; ++k) {
      const int house = (start + k) % layout_.house_count;
      const int* first = cells + static_cast<std::ptrdiff_t>(house) * side;
      Mask once = 0;
      Mask twice = 0;
      Mask thrice = 0;
      for (int i = 0; i < side; ++i) {
        const Mask mask = state_.is_written(first[i]) ? 0 : state_.candidates(first[i]);
        thrice |= twice & mask;
        twice |= once & mask;
        once |= mask;
      }
      const Mask two_places = twice & ~thrice;
      if (two_places == 0) continue;
      const Mask digit = two_places & (~two_places + 1);
      TwoPlaces found{general::digit_of(digit), -1, -1};
      for (int i = 0; i < side; ++i) {
        if (state_.is_written(first[i]) || (state_.candidates(first[i]) & digit) == 0) continue;
        (found.first < 0 ? found.first : found.second) = first[i];
      }
      return found;
    }
    return std::nullopt;
  }

  // An open cell with the fewest candidates (Killers up to 9×9: per dead end, dom/wdeg);
  // returns how many candidates it has.
  int choose_cell(int& best) const {
    if (weighted_) return choose_cell_by_failures(best);
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
    // The restarts after the first search pick among equals at random (seeded by the restart),
    // which varies their trees more than a tie-break of the peer counts. When restarting, the
    // cell whose guesses met the most dead ends so far (over every restart) goes first among
    // equals, before the peers and the chance: a failure-weighted choice in the spirit of
    // dom/wdeg, which takes the hardest sparse 25×25 instance from 26 s to 0.4 s.
    if (layout_.side >= kLargestSideForPeerTieBreak + 1) return best_count;
    const bool by_peers = scramble_ == 0;
    int best_score = -1;
    for (int cell = best; cell < layout_.cell_count; ++cell) {
      if (state_.is_written(cell) || std::popcount(state_.candidates(cell)) != best_count) continue;
      int score = 0;
      if (!failures_.empty()) {
        score = static_cast<int>(
                    std::min(failures_[static_cast<std::size_t>(cell)], kMostFailuresCounted)) *
                128;
      }
      if (by_peers) {
        for (int i = layout_.peer_start[static_cast<std::size_t>(cell)],
                 end = layout_.peer_start[static_cast<std::size_t>(cell) + 1];
             i < end; ++i) {
          score += state_.is_written(layout_.peers[static_cast<std::size_t>(i)]) ? 0 : 1;
        }
      }
      score = score * 256 +
              static_cast<int>((static_cast<unsigned>(cell) * 2654435761U ^ scramble_) >> 24);
      if (score > best_score) {
        best_score = score;
        best = cell;
      }
    }
    return best_count;
  }

  // dom/wdeg: the open cell with the least candidates / (1 + dead ends under its guesses), the
  // first of equals. The ratios are compared crosswise, in whole numbers.
  int choose_cell_by_failures(int& best) const {
    std::uint64_t best_count = 0;
    std::uint64_t best_weight = 0;
    for (int cell = 0; cell < layout_.cell_count; ++cell) {
      if (state_.is_written(cell)) continue;
      const auto count = static_cast<std::uint64_t>(std::popcount(state_.candidates(cell)));
      const std::uint64_t weight = 1 + std::uint64_t{failures_[static_cast<std::size_t>(cell)]};
      if (best_count == 0 || count * best_weight < best_count * weight) {
        best = cell;
        best_count = count;
        best_weight = weight;
      }
    }
    return static_cast<int>(best_count);
  }

 public:
  // The root's propagation alone, for root_candidates(): false on a contradiction.
  bool propagate_root() { return propagate(); }
  Mask candidates(int cell) const { return state_.candidates(cell); }

 private:
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
  const Layout& layout_;
  const SolveOptions& options_;
  Budget budget_;
  SolveResult& result_;
  GeneralState& state_;
  const std::vector<std::unique_ptr<Propagator>>& propagators_;
  general::Worklist& changed_houses_;  // scratch of note_changes()
  bool weighs_failures_;               // Killers up to 9×9: dom/wdeg once the search is long
  bool weighted_ = false;              // branching by dom/wdeg from now on
  std::uint64_t dead_ends_ = 0;        // met so far, while not yet weighted
  std::uint64_t guesses_ = 0;
  std::uint64_t restart_limit_ = 0;  // dead ends a restart may meet (0: no restarts)
  std::uint64_t restart_failures_ = 0;
  bool cut_ = false;  // the last search stopped at its restart limit
  unsigned scramble_ = 0;
  // Dead ends met under each cell's guesses, over every restart (only when restarting, or
  // for a Killer up to 9×9).
  std::vector<std::uint32_t> failures_;
  int last_cell_ = -1;  // the cell of the newest guess
};

}  // namespace

bool general_weighs_failures(const Puzzle& puzzle) {
  return puzzle.has_cages() && puzzle.side() <= kLargestSideForWeightedKillers;
}

std::optional<std::vector<std::uint64_t>> root_candidates(const Puzzle& puzzle) {
  SolveResult unused;
  const SolveOptions options;
  const WorkspaceLease lease(puzzle);
  Search search(puzzle, lease.workspace(), options, unused);
  search.place_givens(puzzle);
  if (!search.propagate_root()) return std::nullopt;
  std::vector<std::uint64_t> candidates(static_cast<std::size_t>(puzzle.cell_count()));
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    candidates[static_cast<std::size_t>(cell)] = search.candidates(cell);
  }
  return candidates;
}

SolveResult solve_with_general(const Puzzle& puzzle, const SolveOptions& options) {
  // Small grids without cages search on digit planes (digit_planes.hpp): the same rules and
  // branching, a few word operations per house.
  if (planes::fits(puzzle, options)) return planes::solve(puzzle, options);
  SolveResult result;
  result.engine = Algorithm::general;
  const WorkspaceLease lease(puzzle);
  Search search(puzzle, lease.workspace(), options, result);
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
