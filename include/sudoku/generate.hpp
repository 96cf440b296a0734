// Making puzzles: a random solution grid, then givens taken away (or, for a Killer, cages
// merged) for as long as the puzzle keeps exactly one solution, proved by the engines.
//
//   sudoku::GenerateOptions options;
//   options.seed = 42;
//   options.difficulty = sudoku::Difficulty::hard;
//   sudoku::Generated made = sudoku::generate(options);   // made.puzzle, made.rating, …
//
// The same options (seed included) give the same puzzle on every machine: the random numbers
// are our own (std::mt19937_64 with an unbiased bounded draw), and every search is bounded by
// nodes, never by time. A deadline (for the board's server) only cuts a run short: it then
// throws GenerateTimeout, and never returns a puzzle that time changed. Every call is
// re-entrant.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "sudoku/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/puzzle.hpp"

namespace sudoku {

// Where the givens lie: any pattern, or one that maps onto itself when the grid is turned by
// half a turn or a quarter turn, mirrored left to right, or reflected in the main diagonal.
enum class Symmetry { none, rotate180, rotate90, mirror, diagonal };

// "none", "rotate180", "rotate90", "mirror", "diagonal".
std::string_view symmetry_name(Symmetry symmetry);
std::optional<Symmetry> parse_symmetry(std::string_view name);

// The sides the generator makes: every side the tool reads, 1×1 to 64×64 (a 36×36 takes a few
// seconds, a 49×49 about 20 s, a 64×64 about a minute), except an X puzzle of side 2 or 3 (no
// grid has both diagonals all different). Killers up to 25×25 (about 4 minutes for a 25×25, whose
// cages are then small: 236 cages for seed 1, where the proofs of larger merges run past their
// budget; beyond, the labels and proofs of a 36×36's hundreds of cages take longer still);
// minimal puzzles up to 25×25 (a quarter of a minute to a minute each); up to 36×36 with a
// budget of at most kMaxProofNodesAboveMinimalSide nodes a proof (the proofs of a minimal 36×36
// take minutes each half-way through, docs/generate.md: a given whose proof runs past its budget
// stays, and a 36×36 with 100,000 nodes a proof takes about 12 minutes).
inline constexpr int kMinGenerateSide = 1;
inline constexpr int kMaxGenerateSide = 64;
inline constexpr int kMaxKillerSide = 25;
inline constexpr int kMaxMinimalSide = 25;
inline constexpr int kMaxBudgetedMinimalSide = 36;
inline constexpr std::uint64_t kMaxProofNodesAboveMinimalSide = 200'000;

struct GenerateOptions {
  int side = 9;
  Variant variant;  // classic, x, killer, jigsaw and their combinations
  Symmetry symmetry = Symmetry::none;
  // No given can be taken away (no two neighbouring cages merged, for a Killer) without a
  // second solution. Without it a puzzle may keep a few more givens (more cages) than it needs.
  bool minimal = false;
  // The wanted label, or a score range in tenths (Sudoku Explainer's rating × 10); at most one.
  std::optional<Difficulty> difficulty;
  std::optional<int> min_score;
  std::optional<int> max_score;
  std::uint64_t seed = 0;
  // Puzzles made and rated before giving up on the difficulty wanted.
  int max_attempts = 1000;
  // Nodes one proof of uniqueness may take; past it the given stays (the cages stay apart).
  std::uint64_t node_limit = 2'000'000;
  // Called before each attempt (1, 2, …), e.g. to show progress; may be empty.
  std::function<void(int attempt)> on_attempt;
  // Called as givens are taken away: orbits of givens tried so far, and in all (a minimal 25×25
  // takes minutes); may be empty.
  std::function<void(int tried, int orbits)> on_removal;
  // Called for every merge of two cages a Killer tries, with the cages it has before the merge
  // (N² at first; a 25×25 takes minutes); may be empty.
  std::function<void(int cages)> on_merge;
  // When set, generate() gives up at this moment with GenerateTimeout.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // When set, generate() gives up with GenerateTimeout soon after the flag turns true, as at
  // the deadline: its searches read it as SolveOptions::stop, its steps between them too.
  const std::atomic<bool>* stop = nullptr;
};

struct Generated {
  Puzzle puzzle{Geometry(1)};
  Puzzle solution{Geometry(1)};
  Rating rating;
  std::uint64_t seed = 0;  // options.seed: generate() with it again gives this puzzle
  int attempts = 0;        // puzzles made to find this one (1: the first fitted)
};

// Options that cannot work together (a symmetry on a Killer, which has no givens; a score
// range upside down; a side the variant cannot have), or a difficulty not met in
// max_attempts tries. The message is for a person.
class GenerateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The deadline of GenerateOptions passed before a puzzle was made.
class GenerateTimeout : public GenerateError {
 public:
  using GenerateError::GenerateError;
};

// The seed of puzzle `index` (from 0) of a run of several from `first_seed`: first_seed +
// index, so puzzle i of `--seed S --count N` is also `--seed S+i --count 1`.
std::uint64_t puzzle_seed(std::uint64_t first_seed, std::uint64_t index);

// Checks the options; throws GenerateError with the reason when they cannot work.
void check_generate_options(const GenerateOptions& options);

// A puzzle with exactly one solution, made from the options (see the top of this file).
// Throws GenerateError.
Generated generate(const GenerateOptions& options);

}  // namespace sudoku
