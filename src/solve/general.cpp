// general — the engine for every puzzle the Puzzle model holds: any side N from 1 to 64, regular
// boxes or jigsaw regions, extra houses (the X diagonals, …) and Killer cages.
//
// The idea. Each cell keeps its candidates as one 64-bit mask (bit d−1 for digit d). The rules are
// propagators behind one contract (propagator.hpp): writing a digit removes it from the cell's
// peers (every cell sharing a house or a cage: the naked singles fall out of this), hidden singles
// in every house, locked candidates where two houses cross, the sums of the Killer cages, and on
// sides of 16 or more the all-different filter of every house (every naked and hidden subset at
// once, alldifferent_propagator.cpp). The engine runs them cheapest first to a common fixpoint:
// after any change it settles the new singles and starts again from the cheapest. Propagators are
// told which cells and houses changed, and look only at those. When nothing changes any more it
// branches: on a Killer cage's digit combinations (each alternative restricts every cell of the
// cage to one combination) when the cage with the fewest left has at most one more than the
// fewest-candidate cell has candidates; else on a digit that some house can hold in two cells only,
// when every open cell has three or more candidates; otherwise on an open cell with the fewest
// candidates (among equals, on sides up to 36, the one whose guesses met the most dead ends when
// restarting, then the one with the most open peers), trying its digits in increasing order.
// Killers up to 9×9 and puzzles with variant rules (without cages up to 16×16, with them up to 9×9)
// branch by weights from their first dead end on
// (dom/wdeg): each cell weighs the sizes of the houses and rules it lies in, plus one for every
// dead end met under its guesses, all weights halved every 4,096 dead ends; the search takes the
// open cell with the fewest candidates per weight, or instead a digit with two places in a house
// whose heavier place weighs at least twice that cell's weight per candidate, and a cage's split
// only when it has two alternatives at most (see kDeadEndsBeforeWeighting,
// kMostSplitAlternativesWithCages); those with local variant rules (lines, dots, clues) branch by
// conflicts after 1,000 dead ends, and up to 9×9 then start over from the top, branching so from
// the first node (kDeadEndsBeforeConflicts, kLargestSideStartingOver). When one solution of
// a side of 16 or more is wanted, a search that does not weigh its dead ends restarts after 10 ·
// (1, 1, 2, 1, 1, 2, 4, …) dead ends (Luby's sequence), each time with its ties broken at random
// and its digits ordered another way: sparse 25×25 puzzles are heavy-tailed, and a bad early guess
// would otherwise cost seconds.
//
// Several threads. A count still running after its first 10,000 nodes, when the caller gives it
// threads (SolveOptions::threads), is cut into parts that the threads share: see "Counting on
// several threads" below.
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
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <exception>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <variant>
#include <vector>

#include "solve/budget.hpp"
#include "solve/deep_stack.hpp"
#include "solve/digit_planes.hpp"
#include "solve/engines.hpp"
#include "solve/general_state.hpp"
#include "solve/propagator.hpp"
#include "solve/restarts.hpp"
#include "solve/worker_group.hpp"

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
// Puzzles without cages weigh their dead ends up to 16×16 (variant puzzles with local rules also
// branch by conflicts, below), and then search without restarts. Measured on variant puzzles of
// 16×16 and 10–15 not tuned on (one pinned core, AMD EPYC Zen 5): 45 of `generate --variant V
// --size 12|16 --seed 301 -n 3`, 16 generated unique 16×16 (anti-king, thermometer, Kropki), ISS's
// four 16×16 and 43 minimal random ones of bench/variants/differential.py's maker (seeds
// 501–503), counting to 2: 107.1 s → 22.1 s in all (4 past 20 s before, none after: the worst
// 20 s+ → 0.19 s); to the first solution, with Luby restarts kept 157 s → 92.7 s, without them
// 15.6 s (restarts lost up to 22 times on these). Since 1.28.0 classic, X and jigsaw puzzles too:
// of those only a count on 16×16 searches on this board (the digit planes take the rest,
// digit_planes.cpp), and there dom/wdeg against the smallest domain alone, counting to 2 (60
// minimal 16×16 of `generate --size 16 --minimal --seed 101`, and the same with `--variant x`;
// auto, solve.cpp's kGeneralNodesFirstWeightedOn16): classic 0.18 → 0.11 s, X 2.13 → 1.20 s,
// the 2,100 16×16 of Lloyd and Amos 0.57 s either way (docs/benchmarks.md, "Again with 1.28.0").
constexpr int kLargestSideForWeighted = 16;
// Dead ends a small Killer's (or variant puzzle's) search meets before it branches by weights.
// With weights that start from the sizes of each cell's houses and rules, halved every 16,384
// dead ends, and digits with two places chosen by their weights (after Interactive Sudoku
// Solver's branching), from the first dead end is best. Nodes counting to 2 against the former
// branching (weights from zero, after 1,000 dead ends, two places from the first house found):
// ISS's 42 tarek Killers 130,443 → 65,428; four of the forum's hardest (MATHEMAGIC_KILLERS 0, 1,
// 4, 7) 2,629,382 → 1,264,920; data/killer's sets within noise in puzzles/s (fewest_cages 107 →
// 106, large_cages 160 → 171, random_cages5 1,875 → 2,061); variant puzzles: Hard renban 3 over
// 1,600,000 → 313,296, I want to break free 1,841,830 → 548,739, A kind of magic 387,966 →
// 507,584. The parts alone do not: on the four, weights from the first dead end without the
// sizes take 2,651,008 nodes; with the sizes and the halving but two places from the first house
// found, 4,631,790.
constexpr std::uint64_t kDeadEndsBeforeWeighting = 1;
// Every this many dead ends, the weights are halved, so that they speak of the part of the
// search being explored now. Nodes counting to 2 (ISS's 56 hard Killers; its 86 variant
// puzzles): every 16,384 dead ends 1,526,365; 1,371,874 — 65,536: 1,508,198 — 8,192: 1,512,119
// — 4,096: 1,486,133; 1,309,720 — 2,048: 1,491,460 — 1,024: 1,488,513 (issue 39).
constexpr std::uint64_t kDeadEndsBetweenHalvings = std::uint64_t{1} << 12;
// Puzzles without cages with variant rules up to 9×9 that are not all global (a line, a dot, a
// clue: rules that speak of some cells and not of others) branch by conflicts once their search has
// met kDeadEndsBeforeConflicts dead ends, after Interactive Sudoku Solver's candidate selector: the
// open cell with the most weight per candidate, where each digit's dead ends lend a fifth of the
// most met digit's score to the cells that can hold it, a digit with two places in a house whose
// heavier place weighs at least twice that, and after each failed digit the choice made again
// (x = d, then x ≠ d propagated and the best cell chosen anew). A dead end weighs on the cell
// written last, where the contradiction showed itself (the guess itself when propagation wrote
// nothing after it), and on its digit. The weights are halved, the digits' quartered, every
// kDeadEndsBetweenHalvingsByConflicts dead ends. Measured counting to 2 on ISS's 86 variant
// puzzles (one pinned core, AMD EPYC Zen 5), branching so from the first dead end: 1,158,549 →
// 678,552 nodes, 4.5 → 2.8 s in all, 25 puzzles with more nodes (at most 11 ms more), 10 with
// fewer; Hard renban 2 682,750 → 383,151, A kind of magic 132,048 → 38,831, I want to break free
// 102,712 → 32,585. In a scratch build of the same idea, each part left out lost: without the
// digits' scores 1,446,696 nodes in all, with the halving of the others (4,096) 817,782, blaming
// the guess alone (as ISS does; its lazy singles let a forced cell's step fail, so its blame falls
// there) 2.1 M on Hard renban 2 alone. Killers without variant rules keep the branching above: on
// tarek's 37 this one took 53,578 nodes against 42,884.
// The big wins are all on puzzles with thermometers and renbans; on puzzles it was not tuned on
// (`generate --variant V --seed 11`, and --minimal with seeds 21 and 31) branching so from the
// first dead end lost: 30 easy puzzles each of anti-king+kropki 10,849 → 15,538 nodes,
// anti-knight+thermometer 24,576 → 34,808, non-consecutive 43,416 → 55,090; 20 minimal
// non-consecutive 1,735,009 → 1,955,647. It won on 20 minimal non-consecutive+thermometer,
// 1,845,776 → 1,590,521. Hence the two conditions: global rules alone keep the branching above
// (the minimal non-consecutive back to 1,735,009), and a search first meets
// kDeadEndsBeforeConflicts dead ends (the easy sets back to their former counts; ISS's 86
// 674,224 → 651,926, the minimal non-consecutive+thermometer 1,558,452). Since 1.28.0 a Killer
// with such rules keeps dom/wdeg, as Killers without them do: on 80 minimal 9×9 Killers with one
// or two more kinds of rule (make_minimal_set.py --require killercage, seeds 801 and 802, not
// tuned on) counting to 2 took 144,607 nodes with this branching and 108,381 without; each of the
// four searches that reached the threshold was shorter (92,865 → 65,417 the longest), and ISS's
// "Hailstone - little killer" 10,146 → 7,606; to the first solution 30,134 → 28,511.
constexpr std::uint64_t kDeadEndsBeforeConflicts = 1000;
// Up to this side, a whole search (not a part of one cut into cubes) of a puzzle with local
// variant rules that reaches kDeadEndsBeforeConflicts dead ends starts over from the top,
// branching by conflicts from its first node with the first weights (the sizes of each cell's
// houses and rules, as ISS starts its conflict scores from its handlers' sizes). Without it the
// top of a long count stays as dom/wdeg chose it before any dead end, each top cell with every
// one of its digits tried, a shape the weights learned later cannot undo; branching by conflicts
// chooses again after each failed digit. A search that ends within the threshold is unchanged.
// Measured (one pinned core, AMD EPYC Zen 5; nodes, then the best of 3 runs), counting to 2 and
// to the first solution: ISS's 86 651,926 → 386,974 nodes, 2.37 → 1.61 s, and 1.31 → 0.69 s;
// Hard renban 2 389,697 → 102,149, 1.18 → 0.32 s; 40 minimal 9×9 of make_minimal_set.py (seed
// 601, not tuned on) 219,482 → 67,646, 0.68 → 0.20 s, and 0.18 → 0.06 s; our generator's 9×9
// sets of the measurement above (30 easy each of anti-king+kropki, anti-knight+thermometer,
// kropki+xv, thermometer+even-odd; 20 minimal each of non-consecutive+thermometer and
// anti-king+thermometer, seeds 11 and 21) 1,496,954 → 1,586,632, 3.08 → 3.28 s, and 1.52 → 1.42
// s. The mid-sized searches that start over lose (Bicycle race 8,106 → 15,180 nodes, The Barbed
// Cross 10,732 → 17,266). Tried: branching by conflicts from the first node of every search
// (no threshold): the 86 378,991 nodes, but the short searches lose (Skyscraper - all 5 227 →
// 787, 1.7 → 4.4 ms, slower than ISS's 1.8), the generated sets 1,559,108; all weights 1 at
// first: 345,067 and 1,750,778; starting over after 300 dead ends with the weights learned:
// 367,110 and 1,768,569. On 158 generated 12×12–16×16 puzzles starting over changed the nodes
// little (8,053,807 → 8,082,784) and lost time: larger sides go on as before.
constexpr int kLargestSideStartingOver = 9;
constexpr std::uint64_t kDeadEndsBetweenHalvingsByConflicts = std::uint64_t{1} << 14;
// A digit's score lends to the cells that hold it once it is at least the side and half as high
// again as the least score met.
constexpr double kDigitScoreShare = 0.2;
// Dead ends counted per cell for the tie-break (above any peer count, the score stays in an int).
constexpr std::uint32_t kMostFailuresCounted = std::uint32_t{1} << 14;

// True when the puzzle has a variant rule that is not a global one (anti-knight, anti-king,
// non-consecutive speak of every cell alike): the rules kDeadEndsBeforeConflicts speaks of.
bool has_local_variant_rules(const Puzzle& puzzle) {
  return std::any_of(
      puzzle.constraints().begin(), puzzle.constraints().end(), [](const Constraint& constraint) {
        return is_variant_rule(constraint) && !std::holds_alternative<GlobalRule>(constraint);
      });
}

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
        changed_houses(layout.house_count),
        house_words((layout.house_count + 63) / 64),
        houses_of_cells(
            static_cast<std::size_t>(layout.cell_count) * static_cast<std::size_t>(house_words),
            0) {
    for (int cell = 0; cell < layout.cell_count; ++cell) {
      for (int i = layout.house_start[static_cast<std::size_t>(cell)];
           i < layout.house_start[static_cast<std::size_t>(cell) + 1]; ++i) {
        const int house = layout.houses[static_cast<std::size_t>(i)];
        houses_of_cells[static_cast<std::size_t>(cell) * static_cast<std::size_t>(house_words) +
                        static_cast<std::size_t>(house / 64)] |= std::uint64_t{1} << (house % 64);
      }
    }
    // Cages, the variant rules (pairs first, then rules of many cells), hidden singles, then
    // locked candidates.
    if (auto cages = general::make_cage_propagator(puzzle, layout)) {
      propagators.push_back(std::move(cages));
    }
    // The variant rules: pairs (cheap), then rules of many cells.
    if (auto relations = general::make_relation_propagator(puzzle, layout)) {
      propagators.push_back(std::move(relations));
    }
    // One propagator per kind of rule (each nullptr when the puzzle has none of its kind).
    for (auto* make : {general::make_thermometer_propagator, general::make_renban_propagator,
                       general::make_between_propagator, general::make_arrow_propagator,
                       general::make_little_killer_propagator, general::make_region_sum_propagator,
                       general::make_zipper_propagator, general::make_sandwich_propagator,
                       general::make_x_sum_propagator, general::make_skyscraper_propagator,
                       general::make_rule_propagator, general::make_quadruple_propagator}) {
      if (auto rules = make(puzzle, layout)) propagators.push_back(std::move(rules));
    }
    // Hidden singles and locked candidates last: a round stops at the first propagator that
    // changes something, so the house passes, run for every house a change touches, wait until
    // the rules have settled (the naked singles are the state's own, before every round). Best
    // of 3, interleaved, on a loaded machine: locked candidates moved after the rules, the 82
    // variant puzzles 1.41 M → 1.36 M nodes (Hard renban 2 6.9 → 5.2 s, The Barbed Cross 346 →
    // 147 ms, A kind of magic 1.04 → 0.71 s); then hidden singles too, 10.04 → 7.93 s (1.37 M
    // nodes) and the 56 Killers 15.78 → 14.81 s (1.567 M → 1.526 M nodes).
    propagators.push_back(general::make_hidden_single_propagator(layout));
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
  general::UnitSet changed_houses;             // scratch of Search::note_changes()
  int house_words;                             // 64-bit words of a set of houses
  std::vector<std::uint64_t> houses_of_cells;  // cell c's houses: words [c · house_words, …)
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

// One choice on the way from the root to a cube: `cells` restricted to `digits` (a guessed digit,
// a digit's place in a house, or a cage's combination).
struct Choice {
  std::vector<int> cells;
  Mask digits;
};

// A part of the search tree for a parallel count: the choices from the root to one of its states.
// A state that was solved already when the cubes were made carries its solution.
struct Cube {
  std::vector<Choice> path;
  std::optional<Puzzle> solution;
};

// What a search has learned of where the dead ends are (dom/wdeg's weights), to start another with.
struct History {
  std::vector<std::uint32_t> weights;
  std::uint64_t dead_ends = 0;
  bool weighted = false;
  bool by_conflicts = false;  // branching (and blaming) by conflicts already
};

// What the threads of a parallel count share: the cubes in the order of the tree, which one to
// search next, and what each has found. A cube is not worth searching (any further) once the
// cubes up to it have found the limit between them: their solutions come first.
class CubeCount {
 public:
  CubeCount(std::vector<Cube> cubes, std::uint64_t limit)
      : cubes_(std::move(cubes)), limit_(limit), found_(cubes_.size(), 0), first_(cubes_.size()) {
    for (std::size_t index = 0; index < cubes_.size(); ++index) {
      if (cubes_[index].solution) found(index, 1, *cubes_[index].solution);
    }
  }

  const Cube& cube(std::size_t index) const { return cubes_[index]; }

  // The next cube to search; nullopt when none is left worth it.
  std::optional<std::size_t> take() {
    for (;;) {
      const std::size_t index = next_.fetch_add(1, std::memory_order_relaxed);
      if (index >= cubes_.size() || enough_up_to(index)) return std::nullopt;
      if (!cubes_[index].solution) return index;
    }
  }

  // True when the cubes up to `index` have found the limit: its search may stop.
  bool enough_up_to(std::size_t index) const {
    return enough_from_.load(std::memory_order_relaxed) <= index;
  }

  // Cube `index` has found `count` solutions so far; `first` is the first of them.
  void found(std::size_t index, std::uint64_t count, const Puzzle& first) {
    const std::lock_guard lock(mutex_);
    if (!first_[index]) first_[index] = first;
    found_[index] = count;
    if (limit_ == 0) return;
    std::uint64_t sum = 0;
    for (std::size_t k = 0; k < found_.size(); ++k) {
      sum += found_[k];
      if (sum >= limit_) {
        if (k < enough_from_.load(std::memory_order_relaxed)) {
          enough_from_.store(k, std::memory_order_relaxed);
        }
        return;
      }
    }
  }

  // A thread's searches are over: their nodes and guesses, and whether a budget ran out.
  void add_work(std::uint64_t nodes, std::uint64_t guesses, bool spent) {
    const std::lock_guard lock(mutex_);
    nodes_ += nodes;
    guesses_ += guesses;
    spent_ = spent_ || spent;
  }
  void fail(std::exception_ptr error) {
    const std::lock_guard lock(mutex_);
    if (!error_) error_ = std::move(error);
  }

  // The count over every cube (up to the limit), the first solution in the order of the cubes.
  void finish(SolveResult& result) const {
    if (error_) std::rethrow_exception(error_);
    std::uint64_t count = 0;
    for (std::size_t index = 0; index < cubes_.size(); ++index) {
      count += found_[index];
      if (!result.solution && first_[index]) result.solution = first_[index];
    }
    result.count = limit_ == 0 ? count : std::min(count, limit_);
    result.stats.nodes += nodes_;
    result.stats.guesses += guesses_;
    if (limit_ != 0 && count >= limit_) {
      result.status = SolveStatus::solved;
    } else if (spent_) {
      result.status = SolveStatus::budget_spent;
    } else {
      result.status = count > 0 ? SolveStatus::solved : SolveStatus::no_solution;
    }
  }

 private:
  std::vector<Cube> cubes_;
  std::uint64_t limit_;  // max_solutions (0: all)
  std::atomic<std::size_t> next_{0};
  std::atomic<std::size_t> enough_from_{std::numeric_limits<std::size_t>::max()};
  std::mutex mutex_;  // guards what follows
  std::vector<std::uint64_t> found_;
  std::vector<std::optional<Puzzle>> first_;
  std::uint64_t nodes_ = 0;
  std::uint64_t guesses_ = 0;
  bool spent_ = false;
  std::exception_ptr error_;
};

// Sampling stops when solutions it met before have come back this many times: a unique puzzle's
// one solution would come back until the budget is spent. On 16 generated unique 16×16 variant
// puzzles (anti-king, thermometer, Kropki) it saved two of them 2,200 and 1,900 of their
// sampling's 2,600 nodes.
constexpr int kMostSamplesAgain = 2;

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
        house_words_(workspace.house_words),
        houses_of_cells_(workspace.houses_of_cells),
        weighs_failures_(general_weighs_failures(puzzle)),
        may_branch_by_conflicts_(weighs_failures_ && has_local_variant_rules(puzzle) &&
                                 !puzzle.has_cages() && !options.trace) {
    if (weighs_failures_) {
      weights_.assign(static_cast<std::size_t>(layout_.cell_count), 0);
      // Each cell starts with the sizes of the houses and rules it lies in: the cells that the
      // most and the largest constraints speak of are guessed first (global rules such as
      // anti-knight speak of every cell alike and weigh nothing).
      for (const Constraint& constraint : puzzle.constraints()) {
        if (std::holds_alternative<GlobalRule>(constraint)) continue;
        const std::vector<int> cells = cells_of(puzzle.geometry(), constraint);
        for (const int cell : cells) {
          weights_[static_cast<std::size_t>(cell)] += static_cast<std::uint32_t>(cells.size());
        }
      }
      for (std::uint32_t& weight : weights_) weight += static_cast<std::uint32_t>(3 * layout_.side);
      if (may_branch_by_conflicts_ && layout_.side <= kLargestSideStartingOver) {
        first_weights_ = weights_;
      }
    }
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
    if (counting_ != nullptr && counting_->enough_up_to(cube_)) return true;
    if (!propagate()) return dead_end();
    if (state_.is_complete()) return record_solution();
    if (cubes_ != nullptr && path_.size() == cube_depth_) {
      cubes_->push_back(Cube{path_, std::nullopt});
      return false;
    }
    // The cell to guess, found when first needed (branching by conflicts chooses its own).
    int cell = 0;
    int candidates = -1;
    const auto chosen = [&] {
      if (candidates < 0) candidates = choose_cell(cell);
      return candidates;
    };
    const GeneralState::Mark mark = state_.mark();
    // A constraint's split (a Killer cage's digit combinations) with at most one alternative more
    // than the cell has candidates: it decides more at once. Not while tracing: the trace speaks of
    // one digit guessed in one cell.
    if (!options_.trace) {
      for (const std::unique_ptr<Propagator>& propagator : propagators_) {
        const std::optional<general::Split> split = propagator->offer_split(state_);
        if (!split || static_cast<int>(split->alternatives.size()) > chosen() + kSplitSlack ||
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
          choose(cells, alternative);
          if (!possible) {
            contradiction();
          } else if (explore()) {
            return true;
          }
          unchoose();
          state_.undo(mark);
        }
        return false;
      }
    }
    // Not while cutting the tree into cubes: a cube is a path of choices to a depth, and the
    // choice made again after a failed digit would take the cut past it.
    if (branches_by_conflicts_ && weighted_ && cubes_ == nullptr) return explore_by_conflicts();
    // A digit with two places left in a house splits the search in two, better than a cell
    // with three or more candidates.
    if (chosen() > 2) {
      if (const std::optional<TwoPlaces> places = weighted_
                                                      ? find_weighty_two_places(cell, candidates)
                                                      : find_digit_with_two_places()) {
        // By weights, the heavier place first (as ISS orders its candidates: ISS's 86 variant
        // puzzles 1,274,045 → 1,230,047 nodes counting to 2, the 56 hardest Killers 1,484,987
        // → 1,453,106); otherwise as each restart picks.
        const bool second_first = weighted_ ? weights_[static_cast<std::size_t>(places->second)] >
                                                  weights_[static_cast<std::size_t>(places->first)]
                                            : ((scramble_ >> 13) & 1U) != 0;
        for (const int place : {second_first ? places->second : places->first,
                                second_first ? places->first : places->second}) {
          ++guesses_;
          last_cell_ = place;
          state_.guess(place, places->digit);
          choose(std::span<const int>(&place, 1), general::digit_bit(places->digit));
          if (explore()) return true;
          unchoose();
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
        choose(std::span<const int>(&cell, 1), general::digit_bit(digit));
        if (explore()) return true;
        unchoose();
        state_.undo(mark);
      }
    }
    return false;
  }

  // Counts a dead end met by propagation: its blame, the halving of the weights, the restart's
  // share. True when the search must stop (a restart's limit reached).
  bool dead_end() {
    blame_dead_end();
    const std::uint64_t halving_every =
        branches_by_conflicts_ ? kDeadEndsBetweenHalvingsByConflicts : kDeadEndsBetweenHalvings;
    if (weighs_failures_ && ++dead_ends_since_halving_ >= halving_every) {
      dead_ends_since_halving_ = 0;
      for (std::uint32_t& weight : weights_) weight >>= 1;
      for (std::uint32_t& score : digit_scores_) score >>= 2;
    }
    if (weighs_failures_) ++dead_ends_;
    if (weighs_failures_ && !weighted_ && dead_ends_ >= kDeadEndsBeforeWeighting) {
      weighted_ = true;
    }
    // Branching by conflicts from here on: the weights learned so far speak less than the new
    // blame will.
    if (may_branch_by_conflicts_ && !branches_by_conflicts_ &&
        dead_ends_ >= kDeadEndsBeforeConflicts) {
      branches_by_conflicts_ = true;
      if (starts_over_) {
        // From the top, with the first weights (kLargestSideStartingOver).
        weights_ = first_weights_;
        digit_scores_.fill(0);
        dead_ends_since_halving_ = 0;
        cut_ = true;
      } else {
        for (std::uint32_t& weight : weights_) weight >>= 2;
      }
    }
    // A restart ends after its share of dead ends (not of nodes: filling a sparse grid takes
    // hundreds of guesses that never fail).
    if (restart_limit_ != 0 && ++restart_failures_ >= restart_limit_) cut_ = true;
    return cut_;
  }

  // Branching by conflicts (kDeadEndsBetweenHalvingsByConflicts): from a state that propagation
  // settled and that is not complete, the best cell (or a digit's two places) by the weights;
  // its digit d first, then d removed and the choice made again. Returns as explore() does.
  bool explore_by_conflicts() {
    std::size_t choices = 0;
    const auto done = [&](bool stop) {
      for (; choices > 0; --choices) unchoose();
      return stop;
    };
    for (bool first_choice = true;; first_choice = false) {
      int cell = 0;
      const int candidates = choose_cell_by_conflicts(cell);
      Mask digit = state_.candidates(cell) & (~state_.candidates(cell) + 1);
      int place = cell;
      int other_place = -1;
      // Two places only at a new state, as ISS's candidate finders.
      if (first_choice && candidates > 2) {
        if (const std::optional<TwoPlaces> places = find_weighty_two_places(cell, candidates)) {
          const bool second_first = weights_[static_cast<std::size_t>(places->second)] >
                                    weights_[static_cast<std::size_t>(places->first)];
          digit = general::digit_bit(places->digit);
          place = second_first ? places->second : places->first;
          other_place = second_first ? places->first : places->second;
        }
      }
      const GeneralState::Mark mark = state_.mark();
      for (const int at : {place, other_place}) {
        if (at < 0) break;
        ++guesses_;
        last_cell_ = at;
        state_.guess(at, general::digit_of(digit));
        choose(std::span<const int>(&at, 1), digit);
        if (explore()) return done(true);
        unchoose();
        state_.undo(mark);
      }
      // The digit's two places both failed: nothing is left here.
      if (other_place >= 0) return done(false);
      // d is not in the cell: a new state, a node of its own.
      if (budget_.spend_node()) return done(true);
      const Mask rest = state_.candidates(place) & ~digit;
      choose(std::span<const int>(&place, 1), rest);
      ++choices;
      last_cell_ = place;
      // A contradiction here is no guess's: it weighs on nothing.
      if (!state_.restrict_to(place, rest)) return done(contradiction());
      if (!propagate()) return done(false);
      if (state_.is_complete()) return done(record_solution());
    }
  }

  // The open cell with the most weight per candidate, a cell that can hold the digit met at the
  // most dead ends adding kDigitScoreShare of that digit's score to its weight; the first of
  // equals. Returns its number of candidates.
  int choose_cell_by_conflicts(int& best) const {
    std::uint32_t most = 0;
    std::uint32_t least = std::numeric_limits<std::uint32_t>::max();
    Mask top_digit = 0;
    for (int digit = 1; digit <= layout_.side; ++digit) {
      const std::uint32_t score = digit_scores_[static_cast<std::size_t>(digit)];
      if (score > most) {
        most = score;
        top_digit = general::digit_bit(digit);
      }
      if (score != 0) least = std::min(least, score);
    }
    // Only a digit that stands out lends its score.
    if (most < static_cast<std::uint32_t>(layout_.side) ||
        std::uint64_t{2} * most <= std::uint64_t{3} * least) {
      top_digit = 0;
    }
    const double lent = kDigitScoreShare * most;
    double best_score = -1;  // weight per candidate
    int best_count = 0;
    for (int cell = 0; cell < layout_.cell_count; ++cell) {
      if (state_.is_written(cell)) continue;
      const Mask digits = state_.candidates(cell);
      const int count = general::digit_count(digits);
      const double weight =
          weights_[static_cast<std::size_t>(cell)] + ((digits & top_digit) != 0 ? lent : 0.0);
      if (weight > best_score * count) {
        best = cell;
        best_score = weight / count;
        best_count = count;
      }
    }
    return best_count;
  }

  // Adds a dead end to the weights of the cells it is blamed on: the newest guess, and where the
  // branching weighs dead ends also, twice, the cell written last, where propagation ran into
  // the contradiction (a forced cell that keeps failing is one to decide early). The forced cell
  // more than halves the nodes on the hardest Killers and lines (136 puzzles: 8.99 M → 4.39 M;
  // MATHEMAGIC's 14 5.37 M → 2.90 M, "I want to break free" 549k → 118k). Blaming it alone, as
  // ISS does, lost on half the Killers; weighing it once or three times lost a little overall.
  void blame_dead_end() {
    if (weights_.empty()) return;
    const auto add_one = [this](int cell) {
      std::uint32_t& weight = weights_[static_cast<std::size_t>(cell)];
      weight += weight < std::numeric_limits<std::uint32_t>::max() ? 1U : 0U;
    };
    if (branches_by_conflicts_) {
      // The cell written last: the guess itself when propagation wrote nothing after it.
      const int blamed = state_.newest_written() >= 0 ? state_.newest_written() : last_cell_;
      if (blamed < 0) return;
      add_one(blamed);
      const Mask digits = state_.candidates(blamed);
      if (general::digit_count(digits) == 1) {
        std::uint32_t& score = digit_scores_[static_cast<std::size_t>(general::digit_of(digits))];
        score += score < std::numeric_limits<std::uint32_t>::max() ? 1U : 0U;
      }
      return;
    }
    if (last_cell_ >= 0) add_one(last_cell_);
    if (!weighs_failures_) return;
    const int forced = state_.newest_written();
    if (forced < 0 || forced == last_cell_) return;
    add_one(forced);
    add_one(forced);
  }

  // Looks for a first solution with restarts: searches stopped after dead-end limits that follow
  // Luby's sequence, each with its own tie-breaking and digit order, so one unlucky early guess
  // cannot trap it in a huge subtree (the sparse 25×25 instances are heavy-tailed). The limits
  // grow without bound, so a puzzle with no solution is still proved so in the end.
  void explore_with_restarts() {
    if (!weighs_failures_) weights_.assign(static_cast<std::size_t>(layout_.cell_count), 0);
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

  // The search, started over once from the top when it turns to branching by conflicts (a
  // whole search of a puzzle up to kLargestSideStartingOver with local variant rules, not a part
  // of one cut into cubes); otherwise explore() alone. The solutions met before are met again:
  // the count starts over too, the first solution kept.
  void explore_from_the_top() {
    starts_over_ = cubes_ == nullptr && !first_weights_.empty();
    if (!starts_over_) {
      explore();
      return;
    }
    if (!state_.settle()) return;
    const GeneralState::Mark root = state_.mark();
    if (!explore() || !cut_ || budget_.spent()) return;
    starts_over_ = false;
    cut_ = false;
    result_.count = 0;
    state_.undo(root);
    look_at_everything();
    explore();
  }

  // Restarted searches as explore_with_restarts, each stopped at its first solution, until
  // `wanted` distinct solutions are in `found`, or a solution found before has come back
  // kMostSamplesAgain times (a unique puzzle's would come back for ever), or the budget is spent
  // (sample_with_general).
  void sample_with_restarts(std::vector<Puzzle>& found, std::size_t wanted) {
    if (!weighs_failures_) weights_.assign(static_cast<std::size_t>(layout_.cell_count), 0);
    if (!state_.settle()) return;
    sampled_ = &found;
    samples_again_ = 0;
    const GeneralState::Mark root = state_.mark();
    for (std::uint64_t attempt = 0; found.size() < wanted && samples_again_ < kMostSamplesAgain;
         ++attempt) {
      restart_limit_ = kRestartUnit * luby(attempt + 1);
      restart_failures_ = 0;
      cut_ = false;
      scramble_ = restart_scramble(attempt);
      // False: the whole tree seen without a solution or a cut; the caller's count says so.
      if (!explore() || budget_.spent()) break;
      state_.undo(root);
      look_at_everything();
    }
    sampled_ = nullptr;
  }

  std::uint64_t guesses() const { return guesses_; }
  const Budget& budget() const { return budget_; }
  Budget& budget() { return budget_; }

  // Cutting the tree into cubes: explore() then stops at every open state `depth` choices down,
  // and puts it (or a solution met above that depth) in `cubes`, in the order of the tree.
  void cut_into(std::vector<Cube>& cubes, std::size_t depth) {
    cubes_ = &cubes;
    cube_depth_ = depth;
  }
  // Searching cube `index` of `counting`: restricts the board to it (false when that is a
  // contradiction) and reports what explore() finds there.
  bool enter(CubeCount& counting, std::size_t index) {
    counting_ = &counting;
    cube_ = index;
    for (const Choice& choice : counting.cube(index).path) {
      for (const int cell : choice.cells) {
        if (!state_.restrict_to(cell, choice.digits)) return contradiction();
      }
    }
    return true;
  }

  History history() const {
    return History{weights_, dead_ends_, weighted_, branches_by_conflicts_};
  }
  // Goes on from what another search learned (Killers up to 9×9, which weigh their dead ends).
  void resume(const History& history) {
    if (!weighs_failures_) return;
    weights_ = history.weights;
    dead_ends_ = history.dead_ends;
    weighted_ = history.weighted;
    branches_by_conflicts_ = may_branch_by_conflicts_ && history.by_conflicts;
  }

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
    const auto words = static_cast<std::size_t>(house_words_);
    for (const int cell : cells) {
      changed_houses_.add_words(std::span<const std::uint64_t>(houses_of_cells_)
                                    .subspan(static_cast<std::size_t>(cell) * words, words));
    }
    const general::Changes changes{cells, changed_houses_.words()};
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

  // The digits that the open cells of a house (its first cell at `first`) hold in two places
  // only: counting as in the hidden singles, with a third fold for "seen three times". Called at
  // a fixpoint, where a written cell's digit has left its peers: its one place never counts as
  // two, so the written cells need no test.
  Mask digits_with_two_places(const int* first) const {
    Mask once = 0;
    Mask twice = 0;
    Mask thrice = 0;
    for (int i = 0; i < layout_.side; ++i) {
      const Mask mask = state_.candidates(first[i]);
      thrice |= twice & mask;
      twice |= once & mask;
      once |= mask;
    }
    return twice & ~thrice;
  }

  // The two open cells of a house (its first cell at `first`) that can hold `digit`.
  TwoPlaces places_of(const int* first, Mask digit) const {
    TwoPlaces places{general::digit_of(digit), -1, -1};
    for (int i = 0; i < layout_.side; ++i) {
      if (state_.is_written(first[i]) || (state_.candidates(first[i]) & digit) == 0) continue;
      (places.first < 0 ? places.first : places.second) = first[i];
    }
    return places;
  }

  // With weights: among the digits that a house can hold in two places only, the one whose
  // heavier place weighs most, if half that weight beats the chosen cell's weight per candidate
  // (after the candidate finders of Interactive Sudoku Solver): the split into two then goes where
  // the dead ends have been. Of equals, the last in house order and digit order. A house's digits
  // get their heavier places in one pass over it; the places themselves are looked up for the
  // winner only.
  std::optional<TwoPlaces> find_weighty_two_places(int cell, int candidates) {
    const auto weight_of = [this](int at) {
      return std::uint64_t{weights_[static_cast<std::size_t>(at)]};
    };
    // heaviest / 2 ≥ (1 + weight of the cell) / candidates, in whole numbers.
    const std::uint64_t least_heaviest =
        (2 * (1 + weight_of(cell)) + candidates - 1) / static_cast<std::uint64_t>(candidates);
    std::uint64_t best = 0;
    const int* best_house = nullptr;
    Mask best_digit = 0;
    const int side = layout_.side;
    for (int house = 0; house < layout_.house_count; ++house) {
      const int* first = layout_.house_cells.data() + static_cast<std::ptrdiff_t>(house) * side;
      const Mask two_places = digits_with_two_places(first);
      if (two_places == 0) continue;
      for (Mask rest = two_places; rest != 0; rest &= rest - 1) {
        heaviest_place_[static_cast<std::size_t>(std::countr_zero(rest))] = 0;
      }
      for (int i = 0; i < side; ++i) {
        Mask here = state_.candidates(first[i]) & two_places;
        if (here == 0) continue;
        const std::uint64_t weight = weight_of(first[i]);
        for (; here != 0; here &= here - 1) {
          std::uint64_t& heaviest =
              heaviest_place_[static_cast<std::size_t>(std::countr_zero(here))];
          heaviest = std::max(heaviest, weight);
        }
      }
      for (Mask rest = two_places; rest != 0; rest &= rest - 1) {
        const std::uint64_t heaviest =
            heaviest_place_[static_cast<std::size_t>(std::countr_zero(rest))];
        if (heaviest < least_heaviest || (best_house != nullptr && heaviest < best)) continue;
        best = heaviest;
        best_house = first;
        best_digit = rest & (~rest + 1);
      }
    }
    if (best_house == nullptr) return std::nullopt;
    return places_of(best_house, best_digit);
  }

  // The first house (from one that changes with each restart) with a digit left in two cells.
  std::optional<TwoPlaces> find_digit_with_two_places() const {
    const int side = layout_.side;
    const int* cells = layout_.house_cells.data();
    const int start = static_cast<int>(scramble_ % static_cast<unsigned>(layout_.house_count));
    for (int k = 0; k < layout_.house_count; ++k) {
      const int house = (start + k) % layout_.house_count;
      const int* first = cells + static_cast<std::ptrdiff_t>(house) * side;
      const Mask two_places = digits_with_two_places(first);
      if (two_places != 0) return places_of(first, two_places & (~two_places + 1));
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
      const int count = general::digit_count(state_.candidates(cell));
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
      if (state_.is_written(cell) || general::digit_count(state_.candidates(cell)) != best_count)
        continue;
      int score = 0;
      if (!weights_.empty()) {
        score = static_cast<int>(
                    std::min(weights_[static_cast<std::size_t>(cell)], kMostFailuresCounted)) *
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
      const auto count = static_cast<std::uint64_t>(general::digit_count(state_.candidates(cell)));
      const std::uint64_t weight = 1 + std::uint64_t{weights_[static_cast<std::size_t>(cell)]};
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
  // Keeps each cell to its digits in `allowed` (bit d-1 for digit d), before the root's
  // propagation; false when a cell is left none.
  bool restrict_cells(std::span<const std::uint64_t> allowed) {
    for (int cell = 0; cell < layout_.cell_count; ++cell) {
      if (!state_.restrict_to(cell, allowed[static_cast<std::size_t>(cell)])) return false;
    }
    look_at_everything();
    return true;
  }
  Mask candidates(int cell) const { return state_.candidates(cell); }
  // For PropagationTrials: a mark of the state and back to it, and a cell kept to `digits`
  // with the propagation that follows (false on a contradiction: undo to a mark then). That
  // propagation looks at everything, as a root's does: the cage propagator wakes a cage only
  // for its own cells (its fixpoint is not complete, cage_propagator.cpp), so from a kept state
  // a propagation that looked only at what changed would stop short of one from scratch.
  GeneralState::Mark mark() const { return state_.mark(); }
  void undo(GeneralState::Mark mark) { state_.undo(mark); }
  bool restrict_and_propagate(int cell, Mask digits) {
    if (!state_.restrict_to(cell, digits)) return false;
    look_at_everything();
    return propagate();
  }

 private:
  bool record_solution() {
    if (sampled_ != nullptr) {
      Puzzle found = solution();
      if (std::none_of(sampled_->begin(), sampled_->end(),
                       [&](const Puzzle& other) { return other.cells() == found.cells(); })) {
        sampled_->push_back(std::move(found));
      } else {
        ++samples_again_;
      }
      return true;  // this restart is done
    }
    if (cubes_ != nullptr) {
      cubes_->push_back(Cube{path_, solution()});
      return false;
    }
    ++result_.count;
    if (!result_.solution) result_.solution = solution();
    if (counting_ != nullptr) counting_->found(cube_, result_.count, *result_.solution);
    return options_.max_solutions != 0 && result_.count >= options_.max_solutions;
  }

  Puzzle solution() const {
    Puzzle solution = puzzle_;
    for (int cell = 0; cell < layout_.cell_count; ++cell) {
      solution.set(cell, static_cast<Digit>(general::digit_of(state_.candidates(cell))));
    }
    return solution;
  }

  // The path to the state explored, while cutting into cubes.
  void choose(std::span<const int> cells, Mask digits) {
    if (cubes_ != nullptr) path_.push_back(Choice{{cells.begin(), cells.end()}, digits});
  }
  void unchoose() {
    if (cubes_ != nullptr) path_.pop_back();
  }

  const Puzzle& puzzle_;
  const Layout& layout_;
  const SolveOptions& options_;
  Budget budget_;
  SolveResult& result_;
  GeneralState& state_;
  const std::vector<std::unique_ptr<Propagator>>& propagators_;
  general::UnitSet& changed_houses_;  // scratch of note_changes()
  int house_words_;
  const std::vector<std::uint64_t>& houses_of_cells_;
  bool weighs_failures_;  // Killers up to 9×9, other puzzles up to 16×16: dom/wdeg
  // Variant rules, not all global, no cages, untraced: explore_by_conflicts after
  // kDeadEndsBeforeConflicts dead ends, when branches_by_conflicts_ turns true (from the top again
  // up to 9×9).
  bool may_branch_by_conflicts_;
  bool branches_by_conflicts_ = false;
  // The weights a search that starts over begins again with (empty when it does not).
  std::vector<std::uint32_t> first_weights_;
  bool starts_over_ = false;  // this search starts over when it turns to branching by conflicts
  // Dead ends blamed on each digit (index 1..side), for branching by conflicts.
  std::array<std::uint32_t, 65> digit_scores_{};
  bool weighted_ = false;        // branching by dom/wdeg from now on
  std::uint64_t dead_ends_ = 0;  // met so far (where the dead ends are weighed)
  std::uint64_t guesses_ = 0;
  std::uint64_t restart_limit_ = 0;  // dead ends a restart may meet (0: no restarts)
  std::uint64_t restart_failures_ = 0;
  bool cut_ = false;                        // the last search stopped at its restart limit
  std::vector<Puzzle>* sampled_ = nullptr;  // the distinct solutions met while sampling
  int samples_again_ = 0;                   // solutions met again while sampling
  unsigned scramble_ = 0;
  // Dead ends met under each cell's guesses, over every restart (only when restarting, or for
  // a puzzle that weighs failures, where each cell starts from the sizes of its houses and rules
  // and the weights are halved every kDeadEndsBetweenHalvings dead ends).
  std::vector<std::uint32_t> weights_;
  // find_weighty_two_places' scratch: the heavier place of each digit (by bit) of a house.
  std::array<std::uint64_t, 64> heaviest_place_{};
  std::uint64_t dead_ends_since_halving_ = 0;
  int last_cell_ = -1;  // the cell of the newest guess
  // Cutting into cubes (cut_into): where they go, at which depth, and the path to the state.
  std::vector<Cube>* cubes_ = nullptr;
  std::size_t cube_depth_ = 0;
  std::vector<Choice> path_;
  // Searching a cube (enter): the shared count, and the cube's index in it.
  CubeCount* counting_ = nullptr;
  std::size_t cube_ = 0;
};

}  // namespace

bool general_weighs_failures(const Puzzle& puzzle) {
  if (puzzle.has_cages()) return puzzle.side() <= kLargestSideForWeightedKillers;
  return puzzle.side() <= kLargestSideForWeighted;
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

// A search that never branches: its state, the levels as marks of its trail.
class PropagationTrials::Impl {
 public:
  Impl(const Puzzle& puzzle, std::span<const std::uint64_t> start)
      : lease_(puzzle), search_(puzzle, lease_.workspace(), options_, unused_) {
    search_.place_givens(puzzle);
    consistent_ = search_.restrict_cells(start) && search_.propagate_root();
  }

  bool consistent() const { return consistent_; }
  void push() { marks_.push_back(search_.mark()); }
  void pop() {
    search_.undo(marks_.back());
    marks_.pop_back();
  }
  bool restrict(int cell, std::uint64_t digits) {
    return consistent_ && search_.restrict_and_propagate(cell, digits);
  }
  std::uint64_t candidates(int cell) const { return search_.candidates(cell); }

 private:
  SolveResult unused_;
  const SolveOptions options_;
  const WorkspaceLease lease_;
  Search search_;
  bool consistent_ = false;
  std::vector<GeneralState::Mark> marks_;
};

PropagationTrials::PropagationTrials(const Puzzle& puzzle, std::span<const std::uint64_t> start)
    : impl_(std::make_unique<Impl>(puzzle, start)) {}
PropagationTrials::~PropagationTrials() = default;
bool PropagationTrials::consistent() const { return impl_->consistent(); }
void PropagationTrials::push() { impl_->push(); }
void PropagationTrials::pop() { impl_->pop(); }
bool PropagationTrials::restrict(int cell, std::uint64_t digits) {
  return impl_->restrict(cell, digits);
}
std::uint64_t PropagationTrials::candidates(int cell) const { return impl_->candidates(cell); }

namespace {

// Counting on several threads (SolveOptions::threads). A count that general has not finished
// within CountSplit::nodes_before nodes (engines.hpp) is a long one: its tree is cut into cubes and
// the threads share them.
//
//  1. The search runs on the calling thread as always, for nodes_before nodes (an easy
//     count ends there, no thread started). What it learned of the dead ends is kept.
//  2. The tree is cut: the search runs again from the root, with what was learned, down to
//     depth 1, 2, … until there are cubes_per_thread open states a thread at that depth (or the
//     tree ends above it, or at kDeepestCut). Each open state is a cube, the choices on the way to
//     it; a solution met above that depth is a cube of its own, solved. The choices are the
//     search's own alternatives (disjoint, and covering every solution of their state), so the
//     cubes share no solution and miss none: their counts add up.
//  3. The threads take the cubes in the order of the tree. Each searches its cube from the root,
//     restricted to the cube's choices, and carries what it learns of the dead ends from cube to
//     cube (as one search would from subtree to subtree). A cube stops once the cubes up to it
//     have found the limit (their solutions come first); the count and the first solution are
//     read in the order of the cubes. The count is exact (or the limit); when there are more
//     solutions than the limit, which one comes first may differ from run to run.
//
// The nodes of every search count against one budget (SharedNodes) and one deadline.
//
// Measured on the 37 tarek Killers and the forum's 14 hardest (count to 2, `-a general`, 2 cores,
// one run each, a generator at nice 5 on the machine). Cutting after 2,000 nodes into 64 cubes:
// the four slow tarek Killers 0.18 to 0.30 s, but mathemagic_02, 04 and 05 22 to 27 s (4 to 9 s on
// one thread): the cut is made before the weights know where the dead ends are. After 10,000
// nodes into 16 cubes (the defaults): tarek 2.37 → 1.92 s, the forum's 86.6 → 51.8 s (each 1.2 to
// 2.8 times faster but mathemagic_04, 7.2 → 7.5 s). After 20,000 nodes: 2.00 and 52.0 s. Each
// cube started afresh from step 1's weights instead of carrying them on: mathemagic_05 1.09 →
// 3.13 million nodes. Weights shared by the threads: 1.86 and 56.5 s.
constexpr std::size_t kDeepestCut = 24;

// Searches the cubes of `counting` on the calling thread until none is left worth it, or the
// shared budget or the deadline is spent.
void search_cubes(const Puzzle& puzzle, const SolveOptions& options,
                  std::optional<std::chrono::steady_clock::time_point> deadline,
                  const History& history, SharedNodes& shared, CubeCount& counting) {
  std::uint64_t nodes = 0;
  std::uint64_t guesses = 0;
  bool spent = false;
  try {
    const WorkspaceLease lease(puzzle);
    History learned = history;
    while (!spent) {
      const std::optional<std::size_t> index = counting.take();
      if (!index) break;
      if (deadline && std::chrono::steady_clock::now() >= *deadline) {
        spent = true;
        shared.stop();
        break;
      }
      lease.workspace().reset();
      SolveResult unused;
      // Each search's clock starts now: it gets what is left to the deadline.
      const SolveOptions cube_options = options_left(options, 0, deadline);
      Search search(puzzle, lease.workspace(), cube_options, unused);
      search.budget().share(&shared);
      search.resume(learned);
      search.place_givens(puzzle);
      if (search.enter(counting, *index)) search.explore();
      search.budget().settle_shared();
      learned = search.history();
      nodes += search.budget().nodes();
      guesses += search.guesses();
      spent = search.budget().spent() || shared.spent();
    }
  } catch (...) {
    shared.stop();
    counting.fail(std::current_exception());
  }
  counting.add_work(nodes, guesses, spent);
}

// One search on the calling thread (the whole count when `threads` is 1), and what it found. Given
// `history` alone, what the search learned of the dead ends is written there; given `cubes` too,
// the search starts from `history` and cuts the tree into `cubes` at `depth` (count_on_threads).
SolveResult search_alone(const Puzzle& puzzle, const SolveOptions& options,
                         History* history = nullptr, std::vector<Cube>* cubes = nullptr,
                         std::size_t depth = 0) {
  SolveResult result;
  result.engine = Algorithm::general;
  const WorkspaceLease lease(puzzle);
  Search search(puzzle, lease.workspace(), options, result);
  if (cubes != nullptr) {
    search.cut_into(*cubes, depth);
    search.resume(*history);
  }
  search.place_givens(puzzle);
  // Restarts pay on large grids when one solution is wanted; counting needs one complete search.
  // A search that weighs its dead ends leaves a bad subtree by its weights: no restarts.
  if (options.max_solutions == 1 && puzzle.side() >= kSmallestSideForRestarts &&
      !general_weighs_failures(puzzle)) {
    search.explore_with_restarts();
  } else {
    search.explore_from_the_top();
  }
  result.stats.nodes = search.budget().nodes();
  result.stats.guesses = search.guesses();
  if (search.budget().spent()) {
    result.status = SolveStatus::budget_spent;
  } else {
    result.status = result.count > 0 ? SolveStatus::solved : SolveStatus::no_solution;
  }
  if (history != nullptr && cubes == nullptr) *history = search.history();
  return result;
}

SolveResult count_on_threads(const Puzzle& puzzle, const SolveOptions& options,
                             const CountSplit& split) {
  const auto deadline = deadline_of(options);
  // 1. The first nodes, as on one thread.
  SolveOptions first = options;
  first.node_limit = split.nodes_before;
  History history;
  SolveResult result = search_alone(puzzle, first, &history);
  if (result.status != SolveStatus::budget_spent || result.stats.nodes <= split.nodes_before) {
    return result;  // done, or out of time
  }
  std::uint64_t spent = result.stats.nodes;
  // 2. The cubes, from depth 1 down.
  std::vector<Cube> cubes;
  for (std::size_t depth = 1;; ++depth) {
    cubes.clear();
    const SolveResult cut =
        search_alone(puzzle, options_left(options, spent, deadline), &history, &cubes, depth);
    spent += cut.stats.nodes;
    if (cut.status == SolveStatus::budget_spent) {
      result.stats.nodes = spent;
      return result;  // still budget_spent, with what the first search found
    }
    const auto open =
        std::count_if(cubes.begin(), cubes.end(), [](const Cube& cube) { return !cube.solution; });
    if (static_cast<std::size_t>(open) >=
            split.cubes_per_thread * static_cast<std::size_t>(options.threads) ||
        open == 0 || depth == kDeepestCut) {
      break;
    }
  }
  // 3. The cubes on the threads.
  const SolveOptions left = options_left(options, spent, deadline);
  SharedNodes shared(left.node_limit);
  SolveOptions each = left;
  each.node_limit = 0;  // the shared budget's
  CubeCount counting(std::move(cubes), options.max_solutions);
  {
    // The calling thread searches too. A helper that cannot start (a process or memory limit)
    // leaves fewer to share the cubes; search_cubes keeps its failures in `counting`.
    parallel::WorkerGroup helpers(options.threads - 1);
    helpers.start([&](int) { search_cubes(puzzle, each, deadline, history, shared, counting); });
    search_cubes(puzzle, each, deadline, history, shared, counting);
    helpers.wait();
  }
  SolveResult total;
  total.engine = Algorithm::general;
  total.stats.nodes = spent;
  counting.finish(total);
  return total;
}

}  // namespace

SolveResult sample_with_general(const Puzzle& puzzle, const SolveOptions& options,
                                std::vector<Puzzle>* solutions) {
  SolveResult result;
  result.engine = Algorithm::general;
  std::vector<Puzzle> found;
  {
    const WorkspaceLease lease(puzzle);
    Search search(puzzle, lease.workspace(), options, result);
    search.place_givens(puzzle);
    search.sample_with_restarts(found, options.max_solutions);
    result.stats.nodes = search.budget().nodes();
    result.stats.guesses = search.guesses();
  }
  result.count = found.size();
  if (!found.empty()) result.solution = found.front();
  if (solutions != nullptr) *solutions = std::move(found);
  result.status = options.max_solutions != 0 && result.count >= options.max_solutions
                      ? SolveStatus::solved
                      : SolveStatus::budget_spent;
  return result;
}

SolveResult solve_with_general(const Puzzle& puzzle, const SolveOptions& options,
                               const CountSplit& split) {
  // Small grids without cages search on digit planes (digit_planes.hpp): the same rules and
  // branching, a few word operations per house.
  if (planes::fits(puzzle, options)) return planes::solve(puzzle, options);
  const bool on_threads = options.threads > 1 && options.max_solutions != 1 && !options.trace &&
                          (options.node_limit == 0 || options.node_limit > split.nodes_before) &&
                          puzzle.cell_count() <= kCellsOnCallerStack;
  if (on_threads) return count_on_threads(puzzle, options, split);
  return search_alone(puzzle, options);
}

}  // namespace sudoku::detail
