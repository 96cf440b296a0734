// sudoku/logic.hpp — solving like a person: candidates, techniques, steps.
//
//   LogicResult result = sudoku::solve_logically(puzzle);
//   for (const Step& step : result.steps) std::cout << step.explanation << '\n';
//   // "Hidden single: 7 in box 5 can only go in r5c4."
//
// The logical solver keeps a CandidateGrid (the digits placed so far and, for every empty cell,
// the digits still possible there), and applies again and again the easiest technique of the
// difficulty ladder that finds something: a Step that places digits or eliminates candidates,
// with the cells and houses that justify it. It stops when the grid is full (solved), when no
// technique of the ladder applies (stalled), or when the grid shows a contradiction (a puzzle
// with no solution).
//
// Groups. A group is a set of cells whose digits differ. Houses (rows, columns, boxes or
// jigsaw regions, the extra houses such as the X diagonals) hold every digit once; Killer cages
// hold distinct digits only (a cage of N cells holds every digit, so it counts as a house). Two
// cells see each other when they share a group. Techniques that need a digit to appear in a
// group (hidden singles, locked candidates, hidden subsets, fish, strong links) use houses;
// techniques that only need distinct digits (naked subsets, wings) use every group; cage
// combinations and innies and outies use the cages' totals.
//
// The ladder, in order, with Sudoku Explainer's ratings (tenths of a point in Step::rating):
//   full house 1.0 · hidden single 1.2 (in a box or region) or 1.5 (elsewhere) ·
//   naked single 2.3 · cage combination 2.4 · variant rule 2.4 · innies and outies 2.5 ·
//   pointing 2.6 ·
//   claiming 2.8 · naked pair 3.0 · X-wing 3.2 · hidden pair 3.4 · naked triple 3.6 ·
//   swordfish 3.8 · hidden triple 4.0 · XY-wing 4.2 · XYZ-wing 4.4 · W-wing 4.4 ·
//   skyscraper 4.4 · two-string kite 4.4 · unique rectangle 4.5 (types 2 and 4: 4.6) ·
//   simple colouring 4.6 · naked quad 5.0 · jellyfish 5.2 · hidden quad 5.4 · BUG+1 5.6 ·
//   aligned pair exclusion 6.2 · X-chain 6.5+ · XY-chain 6.6+ · alternating inference chain 7.0+ ·
//   forcing chain 7.5+ (8.0+ when every option agrees; 8.5+ as a dynamic chain) · dynamic forcing
//   chain 8.5+ · dynamic forcing chain plus 9.0+ · nested forcing chain 9.5+ (10.0+, 10.5+ by
//   the chains inside) · nested forcing chain plus 11.0+ (up to 9×9); "+": and tenths for the
//   length, as Sudoku Explainer counts it
// Unique rectangles and BUG+1 hold only for a puzzle with one solution, so the solver uses them
// only when LogicOptions::unique_solution says so, and never on a puzzle with variant rules
// (rules.hpp), where swapping two digits round a rectangle may break a rule. The three forcing
// rungs from 8.5 (sound on any grid, but all cost and no gain with several solutions) wait for
// the same word: without it the hardest puzzles stall. rate(const Puzzle&) below counts the
// solutions first and says it, as `sudoku rate` does.
//
// Variant rules. Anti-knight and anti-king make cells a knight's or a king's move apart see each
// other (peers, not groups); an extra region (or a cage without a total) is a group with distinct
// digits. Every other variant rule is the rung "variant rule": one rule at a time, the candidates
// of its cells that no filling of that rule alone supports (docs/logic.md).
// Sudoku Explainer has no Killer techniques, and finds W-wings, skyscrapers, kites and colouring
// only as chains (6.5 and up); docs/logic.md says where this ladder puts them and why.
//
// Every function here is re-entrant and independent of the search engines, but for
// rate(const Puzzle&), which lets one count the solutions (solve.hpp).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

// The techniques, in ladder order.
enum class Technique {
  full_house,
  hidden_single,
  naked_single,
  cage_combination,
  variant_rule,
  innies_and_outies,
  pointing,
  claiming,
  common_peer_elimination,
  combination_crossover,
  naked_pair,
  killer_pair,
  innie_outie_difference,
  x_wing,
  hidden_pair,
  naked_triple,
  swordfish,
  hidden_triple,
  skyscraper,
  two_string_kite,
  xy_wing,
  xyz_wing,
  unique_rectangle,
  simple_colouring,
  naked_quad,
  jellyfish,
  hidden_quad,
  wxyz_wing,
  bug_plus_one,
  aligned_pair_exclusion,
  vwxyz_wing,
  x_chain,
  xy_chain,
  w_wing,
  alternating_inference_chain,
  forcing_chain,
  dynamic_forcing_chain,
  dynamic_forcing_chain_plus,
  nested_forcing_chain,
  nested_forcing_chain_plus,
};

// One rung of the ladder.
struct TechniqueInfo {
  Technique technique;
  std::string_view name;  // the standard name, lower case: "hidden single", "x-wing"
  int rating;             // Sudoku Explainer's rating in tenths (the least, for hidden single)
  bool needs_unique_solution = false;      // sound only for a puzzle with one solution
  int largest_side = kMaxSide;             // used on grids up to this side only
  bool with_cages = true;                  // used on Killers too
  bool with_variant_rules = true;          // used on puzzles with variant rules (rules.hpp) too
  int largest_side_with_cages = kMaxSide;  // used on Killers up to this side only
};

// Every technique the solver knows, easiest first.
const std::vector<TechniqueInfo>& technique_ladder();
// True when the solver uses `technique` on `puzzle` (its side, its cages, its variant rules).
bool usable(const TechniqueInfo& technique, const Puzzle& puzzle);
// "hidden single", "x-wing", "two-string kite", …
std::string_view technique_name(Technique technique);
// The standard names and common synonyms ("last digit", "sole candidate", "locked candidates
// type 1", "box-line reduction", "y-wing", "2-string kite", "fish" sizes, …), in any case, with
// spaces, '-' or '_' between words; std::nullopt for anything else.
std::optional<Technique> parse_technique(std::string_view name);

// A set of cells with distinct digits: a house (every digit once), a Killer cage, or an extra
// region of the variant rules.
struct Group {
  enum class Kind { row, column, box, region, extra, cage };
  Kind kind;
  int index;               // 0-based within its kind
  std::string name;        // "row 4", "box 5", "region 3", "main diagonal", "cage at r1c1",
                           // "extra region at r1c1"
  std::vector<int> cells;  // in reading order
  bool holds_every_digit;  // a house, or a cage of N cells
  int sum = 0;             // a Killer cage's total (0 for a house)
};

// Another group sharing two cells or more with a group, and where: bit i of `positions` when
// the group's cell i lies in the other one too (CandidateGrid::meetings).
struct GroupMeeting {
  int group;
  std::uint64_t positions;
  friend bool operator==(const GroupMeeting&, const GroupMeeting&) = default;
};

struct Placement {
  int cell;
  Digit digit;
  friend bool operator==(const Placement&, const Placement&) = default;
};

struct Elimination {
  int cell;
  Digit digit;
  friend bool operator==(const Elimination&, const Elimination&) = default;
};

// One logical move: what it places or eliminates, and why.
struct Step {
  Technique technique = Technique::full_house;
  int rating = 0;  // tenths of a point: 12 is 1.2
  std::vector<Placement> placements;
  std::vector<Elimination> eliminations;  // in order of digit, then cell
  std::vector<int> cells;                 // the cells of the pattern
  std::vector<int> groups;                // the groups it stands on (CandidateGrid::groups())
  std::vector<Digit> digits;              // the digits of the pattern
  std::string explanation;                // "Hidden single: 7 in box 5 can only go in r5c4."
};

// The state of a logical solve: placed digits, and the candidates of every empty cell.
//
//   cell     0 .. N*N-1 (row-major, as in Puzzle)
//   digit    1 .. N
//   mask     bit d-1 set for digit d (N <= 64, so one word per cell)
class CandidateGrid {
 public:
  // The givens placed, and every empty cell's candidates: the digits no cell it sees holds.
  explicit CandidateGrid(const Puzzle& puzzle);

  const Geometry& geometry() const { return puzzle_.geometry(); }
  int side() const { return puzzle_.side(); }
  int cell_count() const { return puzzle_.cell_count(); }

  // The digit in a cell, kBlank when empty.
  Digit digit(int cell) const { return puzzle_.at(cell); }
  // The candidates of an empty cell (0 for a filled one).
  std::uint64_t candidates(int cell) const { return words_[static_cast<std::size_t>(cell)]; }
  bool has_candidate(int cell, Digit digit) const {
    return (candidates(cell) >> (digit - 1) & 1U) != 0;
  }
  int empty_count() const { return empty_count_; }
  bool is_solved() const { return empty_count_ == 0; }
  // The placed digits with the puzzle's regions and constraints.
  const Puzzle& puzzle() const { return puzzle_; }

  // Rows, columns, boxes or regions, extra houses (the order of sudoku::houses), then cages,
  // then the extra regions of the variant rules (kind extra; holding every digit when of N cells).
  const std::vector<Group>& groups() const { return layout_->groups; }
  // The groups a cell belongs to, in the order above.
  const std::vector<int>& groups_of(int cell) const {
    return layout_->groups_of[static_cast<std::size_t>(cell)];
  }
  // The other groups sharing two cells or more with `group`, in the order of groups().
  const std::vector<GroupMeeting>& meetings(int group) const {
    return layout_->meetings[static_cast<std::size_t>(group)];
  }
  // Those of them holding the group's cell at `position` (its index in the group's cells), in
  // the same order: the only ones that can hold a set of places that includes it.
  const std::vector<GroupMeeting>& meetings_at(int group, int position) const {
    return layout_
        ->meetings_at[static_cast<std::size_t>(group)][static_cast<std::size_t>(position)];
  }
  // The row, column and box (or region) groups of a cell.
  int row_group(int cell) const { return geometry().row_of(cell); }
  int column_group(int cell) const { return side() + geometry().column_of(cell); }
  int box_group(int cell) const { return 2 * side() + geometry().box_of(cell); }
  // The cells sharing a group with `cell` or a knight's or king's move away under an anti-knight
  // or anti-king rule (not itself), in reading order.
  const std::vector<int>& peers(int cell) const {
    return layout_->peers[static_cast<std::size_t>(cell)];
  }
  // True when two different cells are peers (share a group, or a global rule's move apart).
  // (Inline, as places() and is_placed(): the Killer logic asks millions of times a rating.)
  bool sees(int cell, int other) const {
    const std::uint64_t word =
        layout_->sees[static_cast<std::size_t>(cell) * layout_->words_per_cell + other / 64];
    return (word >> (other % 64) & 1U) != 0;
  }
  // Where `digit` can still go in a group: bit i set when groups()[group].cells[i] is empty and
  // has it as a candidate.
  std::uint64_t places(int group, Digit digit) const {
    return words_[group_words(group) + static_cast<std::size_t>(digit - 1)];
  }
  // True when `digit` is placed somewhere in the group.
  bool is_placed(int group, Digit digit) const {
    return (placed_digits(group) >> (digit - 1) & 1U) != 0;
  }
  // The digits placed in the group (bit d-1 for digit d).
  std::uint64_t placed_digits(int group) const {
    return words_[group_words(group) + static_cast<std::size_t>(side())];
  }
  // The digits with exactly one place left in the group (a house's hidden singles), kept as
  // places shrink, so that finding a hidden single is one load a group.
  std::uint64_t lone_digits(int group) const {
    return words_[group_words(group) + static_cast<std::size_t>(side()) + 1];
  }

  // Writes `digit` into the empty `cell` and removes it from the candidates of its peers.
  void place(int cell, Digit digit);
  // Removes a candidate (nothing when it is not one).
  void eliminate(int cell, Digit digit);
  // Applies a step's placements and eliminations.
  void apply(const Step& step);

  // What makes the grid impossible, for a person ("r4c5 has no candidate left", "6 has no
  // place left in row 2", "digit 3 twice in column 1", "the cage at r1c1 adds up to 12, not
  // 10"), or nothing.
  std::optional<std::string> contradiction() const;

 private:
  std::optional<std::string> cage_total_problem(int group) const;
  std::optional<std::string> find_contradiction() const;
  // Takes `digit` out of the places of the cell's groups (the candidate itself is left).
  void remove_place(int cell, Digit digit);

  // Where a group's words start in words_.
  std::size_t group_words(int group) const {
    return static_cast<std::size_t>(cell_count()) +
           static_cast<std::size_t>(group) * static_cast<std::size_t>(side() + 2);
  }

  Puzzle puzzle_;
  // The candidates, and kept with them, so that the questions techniques ask most are one load,
  // each group's places and placed digits; in one vector, so that a copy (a forcing chain's
  // branch) allocates once:
  //   [cell]                                    the cell's candidates
  //   [group_words(group) + digit - 1]          places(group, digit)
  //   [group_words(group) + side]               placed_digits(group)
  //   [group_words(group) + side + 1]           lone_digits(group)
  std::vector<std::uint64_t> words_;
  // False only when no change since the last full check can have broken the grid: a cell
  // left without candidates, a digit left without a place in a house, a digit placed where
  // it was no candidate, or a cage whose digits overshoot its total (or miss it when full).
  // contradiction() then answers at once.
  mutable bool may_be_broken_ = true;
  // What depends only on the rules (geometry and constraints), not on the digits: built once
  // and shared by copies of the grid and by grids of puzzles with the same rules.
  struct Layout {
    std::vector<Group> groups;
    std::vector<std::vector<int>> groups_of;
    std::vector<std::vector<int>> positions;  // the cell's index in each of groups_of's groups
    std::vector<std::vector<GroupMeeting>> meetings;                  // per group (meetings())
    std::vector<std::vector<std::vector<GroupMeeting>>> meetings_at;  // per group and position
    std::vector<bool> in_cage;                    // per cell: it belongs to a Killer cage
    std::vector<std::uint8_t> holds_every_digit;  // per group (Group::holds_every_digit)
    bool has_variant_rules = false;               // placing a digit may break one (contradiction())
    std::vector<std::vector<int>> peers;
    std::vector<std::uint64_t> sees;  // cell_count bits per cell
    int words_per_cell = 0;
  };
  static std::shared_ptr<const Layout> layout_of(const Puzzle& puzzle);
  static Layout make_layout(const Puzzle& puzzle);

  std::shared_ptr<const Layout> layout_;
  int empty_count_ = 0;
};

// Which techniques the solver may use, and until when.
struct LogicOptions {
  // Empty: the whole ladder. Otherwise only these (tried in ladder order).
  std::vector<Technique> techniques;
  // The puzzle is known to have exactly one solution (an engine counted), so the uniqueness
  // techniques (unique rectangle, BUG+1) may be used. Left false, they never are.
  bool unique_solution = false;
  // The moment to give up, when set: the solver then stops with LogicStatus::budget_spent,
  // keeping the steps found so far. It is a point in time rather than a duration so that one
  // deadline covers every call a request makes (the board's hint asks for several steps).
  // Without it a search may take long on a large grid: seconds for chains on a 25×25.
  std::optional<std::chrono::steady_clock::time_point> deadline;
};

// True when the options have a deadline and it has passed.
bool deadline_passed(const LogicOptions& options);

// The easiest step the allowed techniques find in the grid, or nothing: none applies, or the
// deadline passed first (deadline_passed tells which).
std::optional<Step> find_step(const CandidateGrid& grid, const LogicOptions& options = {});

// Where to look for a step, without giving it away, as the end of "Look for a hidden single
// …": "in box 5", "at r5c5", "in rows 2 and 7", "around r1c1", "with r1c1 and r5c5".
std::string step_focus(const CandidateGrid& grid, const Step& step);

enum class LogicStatus {
  solved,         // every cell filled
  stalled,        // no technique of the ladder applies
  contradiction,  // the grid shows the puzzle has no solution
  budget_spent,   // the deadline passed before one of the above (LogicOptions::deadline)
};

// "solved", "stalled", "contradiction", "budget_spent": the words of every JSON reply
// (docs/formats.md).
std::string_view logic_status_name(LogicStatus status);

struct LogicResult {
  LogicStatus status = LogicStatus::stalled;
  std::vector<Step> steps;    // in the order applied
  Puzzle grid{Geometry(1)};   // the digits when the solver stopped
  std::string contradiction;  // why, when status is contradiction
  // The candidates when the solver stopped.
  std::vector<std::uint64_t> candidates;
};

// Applies the easiest step again and again until the grid is solved, stalls or shows a
// contradiction, or the deadline passes. A puzzle that already repeats a digit in a group is
// a contradiction at once.
LogicResult solve_logically(const Puzzle& puzzle, const LogicOptions& options = {});

// The hardest step of a result (the first of the highest rating), or nothing when it has none.
const Step* hardest_step(const LogicResult& result);

// ---- difficulty (rating.cpp) ------------------------------------------------------------------
//
// A puzzle's score is the rating of the hardest step a logical solve needs (Sudoku Explainer's
// rule), and its label the band the score falls in:
//   easy     up to 1.5   full houses and hidden singles
//   medium   up to 2.8   naked singles, pointing, claiming
//   hard     up to 4.0   pairs, triples, X-wing, swordfish
//   expert   up to 6.9   wings, skyscrapers, kites, quads, jellyfish
//   extreme  7.0 and up, or logic stalls (the puzzle needs more than the ladder, or a guess)
// (A solve that ran out of time has no rating: its status says budget_spent.)
enum class Difficulty { easy, medium, hard, expert, extreme };

// "easy", "medium", "hard", "expert", "extreme".
std::string_view difficulty_name(Difficulty difficulty);
// The band of a score in tenths (15 is 1.5).
Difficulty difficulty_of_score(int score);

struct Rating {
  LogicStatus status = LogicStatus::stalled;
  int score = 0;  // the hardest step's rating in tenths, 0 without steps
  Difficulty difficulty = Difficulty::extreme;
  std::optional<Technique> hardest;  // the technique of the hardest step
  int steps = 0;
  // How many steps of each technique, for the techniques used, in ladder order.
  std::vector<std::pair<Technique, int>> technique_counts;
};

// The rating of a logical solve: its score and label (extreme when it stalled), the hardest
// technique and the count of each technique.
Rating rate(const LogicResult& result);

// ---- rating a puzzle (puzzle_rating.cpp) ------------------------------------------------------
//
// What `sudoku rate` prints, the server's /api/rate and the Python module's rate() answer:
//
//   const PuzzleRating rated = sudoku::rate(puzzle);
//   if (rated.rated()) std::cout << rated.rating.score / 10.0 << '\n';  // 11.4 for Inkala's
//
// An engine counts the solutions to 2 first. A puzzle with none or several has no rating (there
// is no single answer for logic to reach); one with exactly one is solved logically with the
// whole ladder, the techniques that need one solution included. (rate(solve_logically(puzzle))
// leaves those out unless told, and calls Inkala's puzzle a stall after 0 steps.)

struct RateOptions {
  // The techniques and deadline of the logical solve; its unique_solution is set by the count.
  LogicOptions logic;
  // The count's engine and budget; max_solutions is 2 whatever it says here. When the budget
  // runs out the count is unknown, and logic runs without the techniques that need one solution;
  // when its `stop` turns true, the rating stops there too (status budget_spent).
  SolveOptions counting;
};

struct PuzzleRating {
  // Solutions counted to 2 (0 none, 1 one, 2 several); nullopt when the count's budget ran out.
  std::optional<std::uint64_t> solutions;
  // The logical solve's rating when rated(); otherwise the empty rating of no steps (status
  // contradiction for a puzzle without solution, stalled for one with several).
  Rating rating;
  // Cells still empty when logic stopped (0 when it solved the puzzle).
  int empty_cells = 0;
  // When logic stalled, the puzzle scores more than this (tenths): the top rung the solve could
  // use, or its hardest step when that is rated higher (`sudoku rate` prints ">9.5 extreme").
  int above = 0;

  // False for a puzzle with no solution or several.
  bool rated() const { return solutions.value_or(1) == 1; }
};

// Counts the solutions to 2, then (when not 0 or 2) rates the logical solve.
PuzzleRating rate(const Puzzle& puzzle, const RateOptions& options = {});

}  // namespace sudoku
