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
#include <vector>

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

// The variant rules (rules.hpp) the generator draws on top of the classic ones, alone or with
// the Variant's: global rules that the solution grid keeps, and marks read off the solution.
//   anti_knight, anti_king, non_consecutive   the global rules, on the whole grid;
//   kropki            about half the white (difference 1) and black (ratio 2) dots the solution
//                     has; kropki_negative: every one of them, and "no dot: neither" (both dots
//                     between a 1 and a 2);
//   xv                about half the X (sum 10) and V (sum 5) the solution has; xv_negative:
//                     every one, and "no X or V: neither sum";
//   even_odd          N cells marked even or odd, as the solution has them;
//   windoku           the extra windows of a grid of square boxes (b×b, b ≥ 2): the b×b squares
//                     one cell in from each box corner, "window 1" … in reading order (4 on a
//                     9×9);
//   thermometer       N/2 thermometers (a few may come out fewer) of up to 6 cells, each along a
//                     path of king's moves whose digits rise in the solution.
// Only f-puzzles JSON (Format::fpuzzles) carries them. The logic ladder knows the windows (extra
// houses) and none of the others yet, so a puzzle with those is made without a rating.
enum class GeneratedRule {
  anti_knight,
  anti_king,
  non_consecutive,
  kropki,
  kropki_negative,
  xv,
  xv_negative,
  even_odd,
  windoku,
  thermometer,
};
// "anti-knight", "anti-king", "non-consecutive", "kropki", "kropki-negative", "xv",
// "xv-negative", "even-odd", "windoku", "thermometer".
std::string_view generated_rule_name(GeneratedRule rule);
// Every rule, in the order above.
const std::vector<GeneratedRule>& generated_rules();
// The rules of a puzzle of these sides (4 to kMaxRuleSide; windoku: 4, 9, 16).
inline constexpr int kMinRuleSide = 4;
inline constexpr int kMaxRuleSide = 16;

// What `generate --variant NAME` names: a Variant and the rules on top of it.
struct GenerateVariant {
  Variant variant;
  std::vector<GeneratedRule> rules;  // each once, in the order of generated_rules()
  friend bool operator==(const GenerateVariant&, const GenerateVariant&) = default;
};
// Accepts "classic", or parts joined by '+' in any order, each at most once, in either case:
// "killer", "jigsaw", "x" and the rules' names ("anti-knight+kropki"). Throws GenerateError
// naming a part it does not know and listing those it does.
GenerateVariant parse_generate_variant(std::string_view name);
// "classic", or the parts joined by '+': the Variant's (variant_name) then the rules.
std::string generate_variant_name(const GenerateVariant& variant);
// The parts parse_generate_variant accepts, for help texts: "killer, jigsaw, x, anti-knight, …".
std::string generate_variant_parts();

struct GenerateOptions {
  int side = 9;
  Variant variant;  // classic, x, killer, jigsaw and their combinations
  // Variant rules on top (GeneratedRule), each once; not with a Killer.
  std::vector<GeneratedRule> rules;
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
  // Rate each puzzle made (Generated::rating) even when no difficulty or score range is asked
  // for. false leaves a puzzle made without a band unrated (a default Rating), the same puzzle
  // for the same seed, made sooner: the rating is most of the work of a 16×16 or a Killer
  // (`sudoku generate` skips it unless its output shows the score). With a band the rating
  // decides which puzzle fits, and is always made.
  bool rate = true;
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
