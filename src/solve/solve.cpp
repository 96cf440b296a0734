// solve(): picks the engine, runs it (on a deep stack for a large grid), times it.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "solve/budget.hpp"
#include "solve/deep_stack.hpp"
#include "solve/digit_planes.hpp"
#include "solve/engines.hpp"
#include "solve/restarts.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

std::string_view algorithm_name(Algorithm algorithm) {
  switch (algorithm) {
    case Algorithm::automatic:
      return "auto";
    case Algorithm::backtrack:
      return "backtrack";
    case Algorithm::classic9:
      return "classic9";
    case Algorithm::general:
      return "general";
    case Algorithm::cdcl:
      return "cdcl";
    case Algorithm::lcg:
      return "lcg";
  }
  return "auto";
}

std::optional<Algorithm> parse_algorithm(std::string_view name) {
  for (Algorithm algorithm : {Algorithm::automatic, Algorithm::backtrack, Algorithm::classic9,
                              Algorithm::general, Algorithm::cdcl, Algorithm::lcg}) {
    if (name == algorithm_name(algorithm)) return algorithm;
  }
  return std::nullopt;
}

std::string_view status_name(SolveStatus status) {
  switch (status) {
    case SolveStatus::solved:
      return "solved";
    case SolveStatus::no_solution:
      return "no_solution";
    case SolveStatus::budget_spent:
      return "budget_spent";
  }
  return "no_solution";
}

namespace detail {

void refuse_variant_rules(const Puzzle& puzzle, std::string_view engine) {
  for (const Constraint& constraint : puzzle.constraints()) {
    if (!is_variant_rule(constraint)) continue;
    throw std::invalid_argument("the " + std::string(engine) + " engine does not handle the " +
                                rule_name(constraint) + " rule yet: ask general (or auto)");
  }
}

void refuse_trace(const SolveOptions& options, std::string_view engine) {
  if (!options.trace) return;
  throw std::invalid_argument(
      "the " + std::string(engine) +
      " engine keeps no trace of its search: ask general (or auto) for one");
}

}  // namespace detail

namespace {

bool is_plain_9x9(const Puzzle& puzzle) {
  return puzzle.side() == 9 && puzzle.constraints().empty() && !puzzle.geometry().has_regions();
}

// auto's portfolio: general first, for this many nodes; a search still running then is a hard
// instance (a minimal 25×25, a Killer of large cages), and cdcl takes over (measured: the
// typical puzzles of every kind end in far fewer nodes).
constexpr std::uint64_t kGeneralNodesFirst = 10'000;
// Killers up to 9×9, where a long search of general branches by dom/wdeg, get this many: general
// counts every tarek Killer to 2 in at most 15,388 nodes and the forum's 14 hardest Killers in
// 79,383 to 157,075 nodes (0.7 to 1.5 s; 1.6.0, where cdcl took 7.0 to 15.3 s when this was set).
// Past 2 million nodes, a Killer that general finds that hard goes to cdcl.
constexpr std::uint64_t kGeneralNodesFirstWeighted = 2'000'000;

// general's first budget for a puzzle: kGeneralNodesFirstWeighted for small Killers, else
// kGeneralNodesFirst up to 9×9, fewer on
// larger grids in proportion to their cells (a node of a 25×25 costs several of a 9×9), and
// kLeastGeneralNodesFirst at least; and on top of that one node a blank cell. A search that never
// backtracks guesses once a blank cell at most, so the budget is for the nodes it spends going
// back: an empty or sparse large grid, which general fills in one descent (an empty 64×64 in
// 3,583 nodes, 0.3 s), ends in general, where cdcl would first read a formula of millions of
// clauses (10.3 million literals for the empty 64×64: 1.6 s and 600 MB before its first step).
constexpr std::uint64_t kLeastGeneralNodesFirst = 2'500;
// Grids above 9×9 up to 16×16 without cages get this many instead of the scaled budget (3,164
// on 16×16): where general has not ended by then, cdcl from the root ends sooner. Counting to 2
// (one pinned core, 2026-12-04): 52 minimal 16×16 of `generate --size 16 --minimal` (seeds 1
// and 7) 283 → 262 ms; ISS's "16x16: Sudoku X, hard" 106 → 74 ms and "very hard" 139 → 116 ms.
// To the first solution: those two 13.1 → 8.5 ms and 43.0 → 39.3 ms, the 52 116 ms in all
// either way (the slowest 26.7 → 16.5 ms), the 2,100 16×16 of Lloyd and Amos unchanged (none
// reaches cdcl). 300 was slower on the 52 to the first solution (126 ms). Killers keep the
// scaled budget: general counts a generated 16×16 Killer in about 1,950 nodes (45 ms), cdcl in
// 2 to 6 s.
constexpr std::uint64_t kGeneralNodesFirstUpTo16WithoutCages = 1'000;
constexpr int kLargestSideWithSmallFirstBudget = 16;
// Except where the search is the mask board's, which weighs its dead ends (a count on 16×16, the
// digit planes taking the rest): there general ends sooner than cdcl. Counting to 2, 60 minimal
// 16×16 X of `generate --variant x --size 16 --minimal --seed 101`, a fresh process each, summed:
// weighted general alone 1.46 s (the slowest 9,722 nodes, 120 ms; cdcl alone on it 101 ms), with
// 1,000 nodes before cdcl about 2.0 s, with this 1.26 s (1.27.0: 2.43 s); ISS's "16x16: Sudoku X,
// hard" 73 → 23 ms, "very hard" 115 → 90 ms.
constexpr std::uint64_t kGeneralNodesFirstWeightedOn16 = 20'000;

std::uint64_t general_nodes_first(const Puzzle& puzzle, const SolveOptions& options) {
  const auto blanks = static_cast<std::uint64_t>(puzzle.blank_count());
  const bool weighted_mask_board =
      detail::general_weighs_failures(puzzle) && !detail::planes::fits(puzzle, options);
  if (weighted_mask_board && (puzzle.has_cages() || puzzle.has_variant_rules())) {
    return kGeneralNodesFirstWeighted + blanks;
  }
  if (puzzle.side() > 9 && puzzle.side() <= kLargestSideWithSmallFirstBudget &&
      !puzzle.has_cages()) {
    return (weighted_mask_board ? kGeneralNodesFirstWeightedOn16
                                : kGeneralNodesFirstUpTo16WithoutCages) +
           blanks;
  }
  const int cells = puzzle.cell_count();
  const std::uint64_t scaled =
      kGeneralNodesFirst * 81 / static_cast<std::uint64_t>(std::max(cells, 81));
  return std::max(scaled, kLeastGeneralNodesFirst) + blanks;
}
// cdcl proves each solution distinct by a new clause: fine to count a few, not millions.
constexpr std::uint64_t kMostSolutionsForCdcl = 16;

// A count of a large variant puzzle (above 16×16, whose search does not weigh its dead ends) to a
// small limit (the setter's "is it unique?") whose complete
// search has not ended within one node a blank cell and kNodesBeforeSampling more gets restarted
// searches next (sample_with_general), with two nodes a blank cell and kSamplingNodes more:
// when it has several solutions they often find them at once, where the complete search can
// meet a huge subtree without any right after its first. Then the complete search from the
// start, with what is left. A random 16×16 variant puzzle (bench/variants/differential.py
// --sizes 16 --seed 13, puzzle 90) ran past 20 s and takes 661 nodes, 5 ms, with it (ISS:
// 2.4 ms). What it costs a unique puzzle, counting 16 generated unique 16×16 variant puzzles
// (anti-king, thermometer, Kropki) to 2: 595,332 nodes against 582,678 without it (a few hundred
// more each); after general's whole first budget (1,000 nodes and one a blank cell) with twice
// that for the restarts, about 600,000 (a few thousand more on the quick ones).
constexpr std::uint64_t kNodesBeforeSampling = 200;
constexpr std::uint64_t kSamplingNodes = 200;

// True when nothing of `options`' budget is left for a next step after `spent` nodes (`rest`
// is what options_left gives): the time is up, or the node limit is reached (a node limit of 0
// would read as no limit at all).
bool nothing_left(const SolveOptions& options, const SolveOptions& rest, std::uint64_t spent) {
  return (options.time_limit.count() > 0 && rest.time_limit.count() <= 1) ||
         (options.node_limit != 0 && spent >= options.node_limit);
}

// general with the first `nodes` of `options`' budget, and whether that is the answer: the
// search ended there, or nothing is left for a next step.
struct FirstRun {
  SolveResult result;
  bool ended;
};
FirstRun general_first(const Puzzle& puzzle, const SolveOptions& options, std::uint64_t nodes,
                       std::optional<std::chrono::steady_clock::time_point> deadline) {
  SolveOptions first = options;
  first.node_limit = nodes;
  SolveResult result = detail::solve_with_general(puzzle, first);
  if (result.status != SolveStatus::budget_spent) return {std::move(result), true};
  const std::uint64_t spent = result.stats.nodes;
  const bool ended = nothing_left(options, detail::options_left(options, spent, deadline), spent);
  return {std::move(result), ended};
}

bool samples_before_counting(const Puzzle& puzzle, const SolveOptions& options) {
  // A search that weighs its dead ends (variant puzzles up to 16×16) gets out of such a subtree by
  // its weights: the sampling's nodes would only be spent (about a thousand a unique puzzle).
  if (detail::general_weighs_failures(puzzle)) return false;
  return puzzle.has_variant_rules() && puzzle.side() >= detail::kSmallestSideForRestarts &&
         !options.trace && options.max_solutions >= 2 &&
         options.max_solutions <= kMostSolutionsForCdcl;
}

SolveResult count_with_samples(const Puzzle& puzzle, const SolveOptions& options) {
  const auto blanks = static_cast<std::uint64_t>(puzzle.blank_count());
  const std::uint64_t nodes_first = blanks + kNodesBeforeSampling;
  if (options.node_limit != 0 && options.node_limit <= nodes_first) {
    return detail::solve_with_general(puzzle, options);
  }
  const auto deadline = detail::deadline_of(options);
  auto [result, ended] = general_first(puzzle, options, nodes_first, deadline);
  if (ended) return result;
  std::uint64_t spent = result.stats.nodes;
  SolveOptions sampling = detail::options_left(options, spent, deadline);
  const std::uint64_t sampling_nodes = 2 * blanks + kSamplingNodes;
  if (sampling.node_limit == 0 || sampling.node_limit > sampling_nodes) {
    sampling.node_limit = sampling_nodes;
  }
  SolveResult sampled = detail::sample_with_general(puzzle, sampling);
  spent += sampled.stats.nodes;
  if (sampled.status == SolveStatus::solved) {
    sampled.stats.nodes = spent;
    return sampled;
  }
  const SolveOptions rest = detail::options_left(options, spent, deadline);
  if (nothing_left(options, rest, spent)) {
    result.stats.nodes = spent;
    return result;
  }
  result = detail::solve_with_general(puzzle, rest);
  result.stats.nodes += spent;
  return result;
}

// general under a small node budget, then cdcl with what is left (see kGeneralNodesFirst), or
// general again when cdcl's formula would be too large (cnf.hpp, kMostLiterals); general alone
// when a trace is wanted or many solutions are counted.
SolveResult solve_with_portfolio(const Puzzle& puzzle, const SolveOptions& options) {
  const std::uint64_t nodes_first = general_nodes_first(puzzle, options);
  // cdcl knows no variant rule yet (rules.hpp): general alone solves those.
  const bool cdcl_may_follow = !options.trace && !puzzle.has_variant_rules() &&
                               options.max_solutions != 0 &&
                               options.max_solutions <= kMostSolutionsForCdcl &&
                               (options.node_limit == 0 || options.node_limit > nodes_first);
  if (!cdcl_may_follow) {
    if (samples_before_counting(puzzle, options)) return count_with_samples(puzzle, options);
    return detail::solve_with_general(puzzle, options);
  }
  const auto deadline = detail::deadline_of(options);
  auto [result, ended] = general_first(puzzle, options, nodes_first, deadline);
  if (ended) return result;
  const SolveOptions rest = detail::options_left(options, result.stats.nodes, deadline);
  const std::uint64_t general_nodes = result.stats.nodes;
  if (std::optional<SolveResult> learned = detail::solve_with_cdcl_if_it_fits(puzzle, rest)) {
    result = *std::move(learned);
  } else {
    // general from the start, with what is left: its first nodes again, a small part of a search
    // that has come this far.
    result = detail::solve_with_general(puzzle, rest);
  }
  result.stats.nodes += general_nodes;
  return result;
}

}  // namespace

Algorithm pick_engine(const Puzzle& puzzle) {
  return is_plain_9x9(puzzle) ? Algorithm::classic9 : Algorithm::general;
}

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  const bool portfolio = options.algorithm == Algorithm::automatic && !is_plain_9x9(puzzle);
  const Algorithm engine =
      options.algorithm == Algorithm::automatic ? pick_engine(puzzle) : options.algorithm;
  if (engine == Algorithm::classic9 && !is_plain_9x9(puzzle)) {
    throw std::invalid_argument("the classic9 engine solves plain 9×9 puzzles only");
  }
  if (options.seed > kMostSeed) {
    throw std::invalid_argument("a seed goes up to 1000000000, not " +
                                std::to_string(options.seed));
  }
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = options.measure_time ? Clock::now() : Clock::time_point{};
  SolveResult result;
  const auto search = [&] {
    switch (engine) {
      case Algorithm::classic9:
        result = detail::solve_with_classic9(puzzle, options);
        break;
      case Algorithm::general:
        result = portfolio ? solve_with_portfolio(puzzle, options)
                           : detail::solve_with_general(puzzle, options);
        break;
      case Algorithm::cdcl:
        result = detail::solve_with_cdcl(puzzle, options);
        break;
      case Algorithm::lcg:
        result = detail::solve_with_lcg(puzzle, options);
        break;
      case Algorithm::backtrack:
      case Algorithm::automatic:
        result = detail::solve_with_backtrack(puzzle, options);
        break;
    }
  };
  // The engines recurse as deep as the grid is large (deep_stack.hpp).
  const int cells = puzzle.cell_count();
  if (cells > detail::kCellsOnCallerStack &&
      !detail::stack_has_room(detail::stack_for_cells(cells))) {
    detail::run_with_stack(2 * detail::stack_for_cells(cells), search);
  } else {
    search();
  }
  if (!portfolio) result.engine = engine;  // the portfolio says which engine answered
  if (options.measure_time) {
    const auto elapsed = Clock::now() - start;
    result.stats.nanoseconds =
        std::chrono::duration_cast<std::chrono::nanoseconds>(elapsed).count();
    result.stats.microseconds =
        std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count();
  }
  return result;
}

}  // namespace sudoku
