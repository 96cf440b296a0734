// The steps of the generator (generate.cpp puts them together), one file each.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "generate/random.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail::generate {

// GenerateOptions::deadline as the steps see it. Each search a step runs gets the time left,
// and each step calls check() after it: a search that time cut short is never taken for an
// answer (the run throws GenerateTimeout instead), so a puzzle made is the seed's puzzle.
class TimeBudget {
 public:
  using Clock = std::chrono::steady_clock;
  TimeBudget() = default;
  explicit TimeBudget(std::optional<Clock::time_point> deadline,
                      const std::atomic<bool>* stop = nullptr)
      : deadline_(deadline), stop_(stop) {}

  std::optional<Clock::time_point> deadline() const { return deadline_; }
  // GenerateOptions::stop, for each search's SolveOptions::stop.
  const std::atomic<bool>* stop() const { return stop_; }
  // Throws GenerateTimeout once the deadline has passed or the stop flag is set.
  void check() const;
  // The time a search may take (at least 1 ms; zero, which is no limit to the engines, when
  // there is no deadline). Call check() first.
  std::chrono::milliseconds left() const;

 private:
  std::optional<Clock::time_point> deadline_;
  const std::atomic<bool>* stop_ = nullptr;
};

// Whether a puzzle made a little harder is still acceptable: one solution (and, when a
// difficulty has a top, solved by the techniques up to it).
using Keeps = std::function<bool(const Puzzle&)>;

// True when `algorithm` proves that `puzzle` has exactly one solution within `node_limit`
// nodes (a count that spends its budget is no proof: false).
bool has_one_solution(const Puzzle& puzzle, std::uint64_t node_limit, const TimeBudget& time,
                      Algorithm algorithm = Algorithm::automatic);

// True when cdcl proves, within `node_limit` nodes, that `puzzle` has no solution other than
// `known` that differs from it in one of `cells`. When the puzzle with those cells given as in
// `known` had one solution, that is the proof that it still has one without them.
bool has_no_other_solution(const Puzzle& puzzle, const Puzzle& known, std::span<const int> cells,
                           std::uint64_t node_limit, const TimeBudget& time);

// Whether a puzzle that had one solution still has one after the givens of `removed` went.
using KeepsWithout = std::function<bool(const Puzzle& puzzle, std::span<const int> removed)>;

// grids.cpp: a random solution grid of `rules` (an empty puzzle carrying the geometry and the
// extra houses), nothing when the engine finds none within a small budget; random jigsaw
// regions (N connected regions of N cells each); random regions of which `grid`, a solution
// grid of regular boxes, is still a solution (for sides above 16, see the file).
std::vector<std::uint8_t> random_regions(int side, Random& random);
std::vector<std::uint8_t> regions_over_grid(const Puzzle& grid, Random& random);
std::optional<Puzzle> random_solution(const Puzzle& rules, Random& random, const TimeBudget& time);

// symmetry.cpp: the cells grouped into the orbits of the symmetry (each cell once), in random
// order; a given is taken away or kept with its whole orbit.
std::vector<std::vector<int>> symmetry_orbits(int side, Symmetry symmetry, Random& random);

// givens.cpp: takes whole orbits of givens away from `start` (a puzzle with one solution, its
// givens those of `solution`) while `unique` accepts the puzzle without them (one solution). With
// `minimal` every orbit is tried; without it the pass stops after N orbits in a row had to stay (a
// near-minimal puzzle, made faster). `on_removal` (may be empty) hears of each orbit tried.
Puzzle remove_givens(const Puzzle& start, const Puzzle& solution,
                     const std::vector<std::vector<int>>& orbits, bool minimal,
                     const KeepsWithout& unique, const std::function<void(int, int)>& on_removal);

// killer_cages.cpp: a Killer without givens on the solution: one-cell cages merged two by two
// while `keeps` accepts the Killer (see the file), then, with `minimal`, while `unique`
// accepts it, until no two neighbouring cages can be merged; without `minimal`, until 3·N
// cages are left. `on_merge` (may be empty) hears of each merge tried.
Puzzle make_cages(const Puzzle& solution, bool minimal, Random& random, const Keeps& keeps,
                  const Keeps& unique, const std::function<void(int)>& on_merge);

// variant_rules.cpp: whether `rule` is among `rules`; the windows of a windoku (none unless the
// boxes are square, b×b with b ≥ 2); the global rules and windows of `chosen` added to `rules`,
// the empty puzzle whose solution grid is drawn; the checks of check_generate_options for the
// rules (throws GenerateError); the proof that no grid keeps them; whether the logic ladder rates
// the puzzle (it knows its rules).
bool has_rule(const std::vector<GeneratedRule>& rules, GeneratedRule rule);
std::vector<ExtraHouse> windoku_windows(const Geometry& geometry);
void add_grid_rules(Puzzle& rules, const std::vector<GeneratedRule>& chosen);
void check_rule_options(const GenerateOptions& options);
// Throws GenerateError when the engine proves that no grid (of regular boxes) keeps the rules.
void refuse_rules_without_grid(const GenerateOptions& options, const TimeBudget& time);
bool is_rated(const GenerateOptions& options);

// marks.cpp: the marks of `chosen` (dots, even and odd cells, thermometers) read off `solution`, a
// full grid, and added to it as constraints.
void add_marks(Puzzle& solution, const std::vector<GeneratedRule>& chosen, Random& random);

// difficulty.cpp: the scores a puzzle must have (bottom and top in tenths, both included).
struct Band {
  std::optional<Difficulty> label;  // when asked for by label
  int bottom = 0;
  int top = 1'000;
  bool stall_fits = false;  // a solve that stalls fits (extreme, or no difficulty asked)
  bool anything = false;    // no difficulty asked: every puzzle fits
};
Band band_of(const GenerateOptions& options);
// True when the band has a top and the techniques up to it (none that assumes one solution)
// solve the puzzle: a proof of one solution and of a score at most the top.
bool has_top(const Band& band);
bool solved_within(const Puzzle& puzzle, const Band& band, const TimeBudget& time);
// The rating of a made puzzle (exact when it fits the band; see the file).
Rating rate_generated(const Puzzle& puzzle, const Band& band, const TimeBudget& time);
// Puts givens of `solution` back into a puzzle with one solution, a whole orbit at a time at
// a random cell where the techniques up to the band's top get stuck, until they solve it.
Puzzle ease_into(Puzzle puzzle, const Puzzle& solution, const std::vector<std::vector<int>>& orbits,
                 const Band& band, Random& random, const TimeBudget& time);
bool fits(const Rating& rating, const Band& band);
// "no puzzle rated extreme found in 1000 tries; …"
std::string not_found_message(const Band& band, int attempts);

// generate.cpp: one puzzle from the options (no rating yet), or nothing when the random
// solution grid could not be made within the budget.
std::optional<Generated> make_one(const GenerateOptions& options, const Band& band, Random& random,
                                  const TimeBudget& time);

}  // namespace sudoku::detail::generate
