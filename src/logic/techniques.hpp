// The technique finders of the logical solver, one family per file, and the words they share.
//
// A finder looks at a CandidateGrid and returns the first Step its technique finds (groups in
// the order of CandidateGrid::groups(), digits from 1, cells in reading order), or nothing. It
// never changes the grid, and only returns a step that places or eliminates something.
//
//   singles.cpp                 full house, hidden single, naked single
//   cages.cpp                   cage combination, innies and outies (Killer totals); what a
//                               total allows in cage_combinations.cpp and cage_loose_sums.cpp, the
//                               regions in cage_regions.cpp
//   common_peers.cpp            common peer elimination (a cell seeing all of a digit's places)
//   killer_pairs.cpp            killer pair (two cages of a house each needing one of two digits)
//   cage_crossover.cpp          combination crossover (a cage's combinations against its
//                               neighbours)
//   variant_rules.cpp           variant rule (each rule of rules.hpp on its own)
//   intersections.cpp           pointing, claiming (locked candidates)
//   subsets.cpp                 naked and hidden pairs, triples, quads
//   fish.cpp                    X-wing, swordfish, jellyfish
//   wings.cpp                   XY-wing, XYZ-wing, W-wing
//   single_digit_patterns.cpp   skyscraper, two-string kite
//   colouring.cpp               simple colouring (colour wrap, colour trap)
//   chains.cpp                  X-chain, XY-chain, alternating inference chain
//   forcing_chains.cpp          forcing chain (a case split followed by singles), dynamic,
//                               dynamic (+) and nested forcing chains
//   nested_plus.cpp             nested forcing chain plus (options followed with the search
//                               engine's propagation, and each candidate left tried with it)
//   uniqueness.cpp              unique rectangle, BUG+1 (for puzzles with one solution)
//   exclusion.cpp               aligned pair exclusion
//   ladder.cpp                  the ladder, names and synonyms, the solver's loop
//   words.cpp                   how steps are written in plain words
#pragma once

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/bit_count.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::logic {

std::optional<Step> find_full_house(const CandidateGrid& grid);
std::optional<Step> find_hidden_single(const CandidateGrid& grid);
std::optional<Step> find_naked_single(const CandidateGrid& grid);

// A single without its step: what the first of the three finders above finds, in that order
// (the same cell, digit, house and rating), for a forcing chain's branch, which places
// thousands of singles and shows none of them.
struct Single {
  Placement placed;
  Technique technique;
  int group;  // the house of a full house or hidden single; -1 for a naked single
  int rating;
};
std::optional<Single> find_single(const CandidateGrid& grid);

std::optional<Step> find_cage_combination(const CandidateGrid& grid);
std::optional<Step> find_innies_and_outies(const CandidateGrid& grid);
std::optional<Step> find_combination_crossover(const CandidateGrid& grid);
std::optional<Step> find_killer_pair(const CandidateGrid& grid);
std::optional<Step> find_common_peer_elimination(const CandidateGrid& grid);
// Innies less outies of a region whose reaching cages count as inside or outside by where most
// of their cells lie (cages.cpp).
std::optional<Step> find_innie_outie_difference(const CandidateGrid& grid);
// Innies or outies whose every combination holds a digit, the cells that can take it in one
// house: the rest of the house loses it (part of innies and outies; cage_crossover.cpp).
std::optional<Step> find_digit_the_innies_hold(const CandidateGrid& grid);

std::optional<Step> find_variant_rule(const CandidateGrid& grid);
// The same with at most `per_rule` steps of search for each rule (and for each candidate), adding
// the steps its searches took to `spent` (a forcing chain's branch counts them).
std::optional<Step> find_variant_rule(const CandidateGrid& grid, long& spent, long per_rule);

std::optional<Step> find_pointing(const CandidateGrid& grid);
std::optional<Step> find_claiming(const CandidateGrid& grid);

// size 2, 3 or 4: pair, triple, quad.
std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size);
std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size);

// size 2, 3 or 4: X-wing, swordfish, jellyfish.
std::optional<Step> find_fish(const CandidateGrid& grid, int size);

std::optional<Step> find_xy_wing(const CandidateGrid& grid);
std::optional<Step> find_xyz_wing(const CandidateGrid& grid);
std::optional<Step> find_wxyz_wing(const CandidateGrid& grid);
std::optional<Step> find_vwxyz_wing(const CandidateGrid& grid);
std::optional<Step> find_w_wing(const CandidateGrid& grid);

std::optional<Step> find_unique_rectangle(const CandidateGrid& grid);
std::optional<Step> find_bug_plus_one(const CandidateGrid& grid);

std::optional<Step> find_simple_colouring(const CandidateGrid& grid);

std::optional<Step> find_aligned_pair_exclusion(const CandidateGrid& grid);

// The searches that can take long on a large grid look at the clock as they go: past the
// deadline they stop and find nothing (the ladder then reports the budget spent). A deadline may
// also carry a budget of work, counted with spend(): a unit is one step of a forcing chain's
// branch, and the variant rules' checks the search makes besides (the rule links it builds, one
// unit for kRuleChecksPerUnit checks; not on a Killer, whose budget counts its costly steps only).
// Past it the search stops the same way, at the same place on every machine, so a rating stays the
// same; the ladder gives each forcing rung its own on the grids where they are long (ladder.cpp).
class Deadline {
 public:
  using Clock = std::chrono::steady_clock;
  Deadline() = default;
  explicit Deadline(std::optional<Clock::time_point> at, std::int64_t work = 0)
      : at_(at), work_(work) {}
  bool passed() const { return (work_ > 0 && spent_ >= work_) || (at_ && Clock::now() >= *at_); }
  // Counts units of work (without a budget they only add up).
  void spend(std::int64_t units = 1) const { spent_ += units; }
  std::int64_t spent() const { return spent_; }

 private:
  std::optional<Clock::time_point> at_;
  std::int64_t work_ = 0;  // 0: no budget
  mutable std::int64_t spent_ = 0;
};

// The checks of variant rules (rules::breaks on a piece) that cost about one branch step of a
// forcing chain: what a build of RuleLinks spends of a deadline's work.
constexpr std::int64_t kRuleChecksPerUnit = 20;

std::optional<Step> find_x_chain(const CandidateGrid& grid, const Deadline& deadline = {});
std::optional<Step> find_xy_chain(const CandidateGrid& grid, const Deadline& deadline = {});
std::optional<Step> find_alternating_inference_chain(const CandidateGrid& grid,
                                                     const Deadline& deadline = {});
std::optional<Step> find_forcing_chain(const CandidateGrid& grid, const Deadline& deadline = {});
std::optional<Step> find_dynamic_forcing_chain(const CandidateGrid& grid,
                                               const Deadline& deadline = {});
std::optional<Step> find_dynamic_forcing_chain_plus(const CandidateGrid& grid,
                                                    const Deadline& deadline = {});
std::optional<Step> find_nested_forcing_chain(const CandidateGrid& grid,
                                              const Deadline& deadline = {});
// Each option followed with the search engine's propagation and a trial of each candidate left
// (nested_plus.cpp); each propagation one unit of the deadline's work.
std::optional<Step> find_nested_forcing_chain_plus(const CandidateGrid& grid,
                                                   const Deadline& deadline = {});

// Sudoku Explainer's tenths for a chain or deduction of `length` links: one for each of the
// bounds 4, 6, 8, 12, 16, 24, 32, … (growing by half and by a third in turn) that it passes.
int length_tenths(int length);

std::optional<Step> find_skyscraper(const CandidateGrid& grid);
std::optional<Step> find_two_string_kite(const CandidateGrid& grid);

// ---- small helpers -----------------------------------------------------------------------

// An empty step of a technique, for a finder to fill in.
inline Step new_step(Technique technique) {
  Step step;
  step.technique = technique;
  return step;
}

// The digit of a one-bit mask (bit d-1 is digit d).
inline Digit digit_of_bit(std::uint64_t bit) {
  return static_cast<Digit>(std::countr_zero(bit) + 1);
}
inline std::uint64_t bit_of(Digit digit) { return 1ULL << (digit - 1); }

// The digits of a mask, smallest first.
std::vector<Digit> digits_of(std::uint64_t mask);
// The cells of a group picked by a mask of positions (bit i: groups()[group].cells[i]).
std::vector<int> cells_at(const CandidateGrid& grid, int group, std::uint64_t positions);
// Where a list of cells meets a group (whose cells are sorted; both hold at most 64 cells):
// bit j of `in_group` when the group's cell j is in the list, bit i of `in_list` when the list's
// cell i is in the group. The list need not be sorted.
struct Overlap {
  std::uint64_t in_group = 0;
  std::uint64_t in_list = 0;
};
inline Overlap overlap_with(const Group& group, const std::vector<int>& cells) {
  Overlap overlap;
  for (std::size_t at = 0; at < cells.size(); ++at) {
    const auto found = std::lower_bound(group.cells.begin(), group.cells.end(), cells[at]);
    if (found == group.cells.end() || *found != cells[at]) continue;
    overlap.in_group |= std::uint64_t{1} << (found - group.cells.begin());
    overlap.in_list |= std::uint64_t{1} << at;
  }
  return overlap;
}
// Eliminations of `digit` from those of `cells` that still have it, outside `keep`.
void eliminate_from(const CandidateGrid& grid, const std::vector<int>& cells, Digit digit,
                    const std::vector<int>& keep, std::vector<Elimination>& out);
// The empty cells (other than `excluded`) that see every cell of `seen` and have `digit`.
std::vector<int> cells_seeing_all(const CandidateGrid& grid, const std::vector<int>& seen,
                                  Digit digit);
// Calls visit(choice, together) for every choice of `size` of the masks (indices in
// increasing order, choices in lexicographic order) whose union `together` has exactly `size`
// bits, until visit returns true; returns whether one did. Choices are pruned as soon as the
// union grows past `size` bits, so large grids stay quick.
template <typename Visit>
bool for_each_locked_set(const std::vector<std::uint64_t>& masks, int size, Visit&& visit) {
  if (static_cast<int>(masks.size()) < size) return false;  // no choice (and nothing allocated)
  std::vector<int> choice;
  choice.reserve(static_cast<std::size_t>(size));
  const int count = static_cast<int>(masks.size());
  auto pick = [&](auto& self, int from, std::uint64_t together) -> bool {
    if (static_cast<int>(choice.size()) == size) {
      return detail::bit_count(together) == size &&
             visit(static_cast<const std::vector<int>&>(choice), together);
    }
    for (int index = from; index <= count - (size - static_cast<int>(choice.size())); ++index) {
      const std::uint64_t grown = together | masks[static_cast<std::size_t>(index)];
      if (detail::bit_count(grown) > size) continue;
      choice.push_back(index);
      const bool done = self(self, index + 1, grown);
      choice.pop_back();
      if (done) return true;
    }
    return false;
  };
  return pick(pick, 0, 0);
}

// ---- cage sums (cages.cpp) -----------------------------------------------------------------

// What a cage's total allows its empty cells: the sets of distinct digits (masks) adding up to
// what is left that the cells' candidates can take one each.
struct CageSets {
  std::vector<int> empty_cells;
  std::vector<std::uint64_t> fitting;
  std::vector<Digit> placed;  // the digits already placed in the cells, smallest first
};
// Nothing when the sets are too many to look at (large cages of large grids).
std::optional<CageSets> cage_sets(const CandidateGrid& grid, const std::vector<int>& cells,
                                  int total);
// True when `count` cells, cell i allowed the digits of allowed[i], can take a different digit
// of `digits` each (count == popcount(digits), count <= 64). Allocates nothing.
bool has_matching(const std::uint64_t* allowed, std::size_t count, std::uint64_t digits);
// Cells whose digits differ and whose total is known from the cages: the innies or outies of
// a house or of a run of houses (cages.cpp), those that all see each other.
struct DerivedSum {
  std::vector<int> cells;
  int total = 0;
  std::string name;         // "the innies of column 2", "the outies of boxes 1 and 2"
  std::vector<int> houses;  // the groups of the houses
};
// The cages of a region (a house, or a run of whole houses that do not overlap: several rows or
// several columns side by side, then blocks of boxes) whose cells hold every digit once per
// house, `total` in all: those wholly inside it (their cells out of the count), those reaching
// out of it, the innies (the region's other cells, with what they add up to) and the outies (the
// reaching cages' cells outside it, with what they add up to, when every innie is in a cage).
struct RegionSums {
  std::vector<int> houses;  // the groups of its houses
  std::string name;         // "row 4", "rows 2 and 3", "columns 4 to 7", "boxes 1, 2, 4 and 5"
  int total = 0;
  std::vector<int> inner_cages;
  std::vector<int> crossing_cages;
  int inner_sum = 0;
  std::vector<int> innies;  // in reading order
  int innies_total = 0;
  bool innies_see_each_other = true;
  bool all_caged = true;         // every innie is in a cage (one reaching out)
  std::vector<int> free_innies;  // the innies in no cage
  int covering_sum = 0;          // of the inner and the reaching cages
  std::vector<int> outies;       // in reading order
  int outies_total = 0;
  bool outies_see_each_other = true;
};
// A region (a house or a run of houses) with the cages inside it and some of the cages reaching
// out of it, those with fewer cells outside than inside: its cells in none of them (the innies)
// less those cages' cells outside it (the outies) add up to the region's total less the cages'.
// Only when both are there (else it is plain innies or outies) and few (a person's
// innie-outie difference: "r4c4 − r3c4 − r7c6 = 5").
struct MixedRegion {
  std::vector<int> houses;    // the groups of its houses
  std::string name;           // "box 5", "rows 2 and 3"
  int total = 0;              // 45 per house on 9×9
  int inner_sum = 0;          // of the cages inside it
  std::vector<int> reaching;  // the cages reaching out that count, in the order of groups()
  int reaching_sum = 0;
  std::vector<int> innies;  // in reading order
  std::vector<int> outies;  // in reading order
  int difference = 0;       // innies less outies
};
// What a grid's sum cages give, from its layout alone (cage_regions.cpp).
struct CageRegions {
  bool has_sum_cage = false;        // nothing else is filled in without one
  std::vector<RegionSums> houses;   // each house, in the order of groups()
  std::vector<RegionSums> runs;     // then rows, then columns side by side, then blocks of boxes
  std::vector<DerivedSum> derived;  // the innies and outies of both that all see each other
  std::vector<MixedRegion> mixed;   // of the houses, then of the runs (find_innie_outie_difference)
};
// The grid's CageRegions, built once per layout (geometry and constraints) and kept per thread.
std::shared_ptr<const CageRegions> cage_regions(const CandidateGrid& grid);
// "1+2+4", "1+6 or 3+4", "1+9, 2+8, … (8 in all)".
std::string combinations_text(const std::vector<std::uint64_t>& sets);

// ---- words (words.cpp) ---------------------------------------------------------------------

// "a", "a and b", "a, b and c" (or with "or").
std::string join_words(const std::vector<std::string>& words, std::string_view conjunction = "and");
// "r1c2 and r1c5".
std::string cell_list(const CandidateGrid& grid, const std::vector<int>& cells,
                      std::string_view conjunction = "and");
// "3 and 7".
std::string digit_list(const std::vector<Digit>& digits, std::string_view conjunction = "and");
// The name of a group in a sentence: "row 4", "box 5", "the main diagonal", "the cage at r1c1".
std::string group_name(const CandidateGrid& grid, int group);
// "rows 2 and 7", "columns 3, 5 and 8" for groups of one kind (rows or columns).
std::string line_list(const CandidateGrid& grid, const std::vector<int>& groups);
// "remove 3 from r1c1 and r1c9, and 5 and 7 from r1c9": the digits in order, those that leave
// the same cells together.
std::string removal_phrase(const CandidateGrid& grid, std::vector<Elimination> eliminations);

// Completes a step: eliminations sorted by digit then cell without repeats, the rating from
// the ladder unless already set, and the explanation "Name: body." from `body` (none while
// sentences are off).
Step finish_step(Step step, const std::string& body);

// Whether the steps found on this thread get their sentences. A forcing chain's branch applies
// the steps it finds and never shows them, so it turns sentences off while it follows them
// (SentencesOff, forcing_chains.cpp); the finders asked there then leave their sentences out
// (finish_step below, or a test of their own), and finish_step sets none.
bool sentences_wanted();

// finish_step with a body made only when sentences are wanted: `make_body(step)` is called
// then (with the step as given: the caller's own was moved here), and never inside a branch,
// where the names, lists and formatting would all be thrown away.
template <typename MakeBody>
requires std::is_invocable_r_v<std::string, MakeBody&, const Step&> Step
finish_step(Step step, MakeBody&& make_body) {
  std::string body = sentences_wanted() ? make_body(std::as_const(step)) : std::string();
  return finish_step(std::move(step), body);
}

// Sentences off on this thread for the object's life (and as they were after it).
class SentencesOff {
 public:
  SentencesOff();
  ~SentencesOff();
  SentencesOff(const SentencesOff&) = delete;
  SentencesOff& operator=(const SentencesOff&) = delete;

 private:
  bool before_;
};

}  // namespace sudoku::logic
