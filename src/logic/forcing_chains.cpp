// Forcing chains: the top of the ladder, a case split followed by what each option forces.
//
// Take a cell's candidates (or a digit's places in a house): one of the options is true. Try
// each in turn on a copy of the grid and follow what it forces as far as it goes:
//
//   an option that ends in a contradiction is false: remove it;
//   a digit that every option places in the same cell is true: place it;
//   a candidate that every option removes is false: remove it.
//
//   "Forcing chain: if r1c1 were 3, singles would place r2c5 = 7 and r4c5 = 1, and then find
//    that r5c5 has no candidate left; so remove 3 from r1c1."
//   "Forcing chain: r1c1 can only be 3 or 7; either way, singles place r5c5 = 4; so r5c5 is 4."
//   "Forcing chain: r1c5 can only be 5 or 9, and either way singles then eliminate the same
//    candidates, so remove 8 from r8c5."
//
// Four rungs, each following its options with more (Sudoku Explainer's ladder above 7.5):
//
//   rung                          splits                         followed with             score
//   forcing chain                 cells of 2-3, digits of 2      singles                   7.5
//   dynamic forcing chain         every cell, every digit        singles                   8.5+
//   dynamic forcing chain plus    every cell, every digit        singles, intersections,   9.0+
//                                                                pairs and triples, cages
//   nested forcing chain          every cell, every digit        all of the above and the  9.5+
//                                                                forcing chains below it
//
// Following an option with singles tracks what SE's dynamic chains track (each placement takes
// its digit out of every peer, and a candidate taken out can leave a hidden or naked single),
// so the grid a branch reaches is the chain's whole reach. The rungs above 7.5 add to their
// score with the length of the deduction as SE does: a tenth for each of the bounds 4, 6, 8,
// 12, 16, 24, 32, 48, … (each half again, then a third again) that the count of steps the
// branches took passes. Nested forcing chains make a person hold a branch inside a branch, and
// end the ladder: no proper 9×9 puzzle of the public sets tried so far stalls with them
// (docs/benchmarks.md).
//
// The ladder uses the three rungs above 7.5 for a puzzle known to have one solution, on sides up
// to 9 and without cages (ladder.cpp). They are sound on any grid, but with several solutions no
// split ends in a contradiction and they try every split, each followed far, for nothing; on
// 16×16 and 25×25, and on Killers with few givens, a split's branches are long and the splits
// many (seconds to minutes a step), so those stall at 7.5.
//
// Cells come first (fewest candidates first, then reading order), then houses in their order,
// digits from 1; the deadline is looked at before each split, and above singles before each step
// of a branch.
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// The first rung's splits: cells with two or three candidates, digits with two places.
constexpr int kMostOptions = 3;
constexpr std::size_t kPlacementsNamed = 4;

// What a branch is followed with, from the least to the most.
enum class Follow { singles, basics, nested };

struct Kind {
  Technique technique;
  Follow follow;
  bool every_split;  // every cell and digit, not only the first rung's
  int rating;        // before the length's tenths (none for the first rung)
};

// The steps a branch follows with: the first one found, cheapest first.
std::optional<Step> next_step(const CandidateGrid& grid, Follow follow, const Deadline& deadline) {
  using Finder = std::optional<Step> (*)(const CandidateGrid&);
  static constexpr Finder kSingles[] = {find_full_house, find_hidden_single, find_naked_single};
  for (const Finder find : kSingles) {
    if (auto step = find(grid)) return step;
  }
  if (follow == Follow::singles) return std::nullopt;
  static constexpr Finder kBasics[] = {
      find_cage_combination,
      find_innies_and_outies,
      find_pointing,
      find_claiming,
      [](const CandidateGrid& at) { return find_naked_subset(at, 2); },
      [](const CandidateGrid& at) { return find_hidden_subset(at, 2); },
      [](const CandidateGrid& at) { return find_naked_subset(at, 3); },
      [](const CandidateGrid& at) { return find_hidden_subset(at, 3); },
  };
  for (const Finder find : kBasics) {
    if (auto step = find(grid)) return step;
  }
  if (follow == Follow::basics) return std::nullopt;
  if (auto step = find_forcing_chain(grid, deadline)) return step;
  return find_dynamic_forcing_chain(grid, deadline);
}

// The words for what a branch is followed with.
std::string_view follow_words(Follow follow) {
  switch (follow) {
    case Follow::singles:
      return "singles";
    case Follow::basics:
      return "singles and basic steps";
    case Follow::nested:
      break;
  }
  return "singles, basic steps and forcing chains";
}

// One option followed: the grid it leads to, what it placed, the contradiction it met, if any,
// and how many steps it took.
struct Branch {
  CandidateGrid grid;
  std::vector<Placement> placed;
  std::optional<std::string> contradiction;
  int length = 0;
  bool finished = true;  // false when the deadline passed on the way
};

Branch follow_option(const CandidateGrid& start, Placement option, Follow follow,
                     const Deadline& deadline) {
  Branch branch{start, {}, std::nullopt};
  branch.grid.place(option.cell, option.digit);
  while (!branch.grid.is_solved()) {
    branch.contradiction = branch.grid.contradiction();
    if (branch.contradiction) break;
    if (follow != Follow::singles && deadline.passed()) {
      branch.finished = false;
      return branch;
    }
    std::optional<Step> step = next_step(branch.grid, follow, deadline);
    if (!step) break;
    branch.placed.insert(branch.placed.end(), step->placements.begin(), step->placements.end());
    branch.length += 1;
    branch.grid.apply(*step);
  }
  if (!branch.contradiction) branch.contradiction = branch.grid.contradiction();
  return branch;
}

// Sudoku Explainer's tenths for a deduction of `length` steps: one per bound passed, the bounds
// 4, 6, 8, 12, 16, 24, … growing by half and by a third in turn.
int length_tenths(int length) {
  int tenths = 0;
  int bound = 4;
  bool by_half = true;
  while (length > bound) {
    ++tenths;
    bound = by_half ? bound * 3 / 2 : bound * 4 / 3;
    by_half = !by_half;
  }
  return tenths;
}

// "r2c5 = 7 and r4c5 = 1", "r2c5 = 7, r4c5 = 1, r4c6 = 2, r5c1 = 9 and 6 more".
std::string placements_text(const CandidateGrid& grid, const std::vector<Placement>& placed) {
  std::vector<std::string> named;
  for (std::size_t index = 0; index < placed.size() && index < kPlacementsNamed; ++index) {
    named.push_back(fmt::format("{} = {}", cell_name(grid.geometry(), placed[index].cell),
                                placed[index].digit));
  }
  if (placed.size() > kPlacementsNamed) {
    named.push_back(fmt::format("{} more", placed.size() - kPlacementsNamed));
  }
  return join_words(named);
}

// A step of the technique on `cells` (the options' cells, then any other it names).
Step forcing_step(Technique technique, const std::vector<Placement>& options) {
  Step step = new_step(technique);
  for (const Placement& option : options) {
    if (std::find(step.cells.begin(), step.cells.end(), option.cell) == step.cells.end()) {
      step.cells.push_back(option.cell);
    }
  }
  return step;
}

// What a case split over `options` (one of which is true) proves. `split` names it:
// "r1c1 can only be 3 or 7", "4 in row 3 can only go in r3c1 or r3c7".
std::optional<Step> split_step(const CandidateGrid& grid, const std::vector<Placement>& options,
                               const std::string& split, const std::vector<int>& groups,
                               const Kind& kind, const Deadline& deadline) {
  const auto name = [&](int cell) { return cell_name(grid.geometry(), cell); };
  const std::string_view followed = follow_words(kind.follow);
  // The rung's score for a deduction the branches took `length` steps to make.
  const auto rated = [&](Step step, int length) {
    if (kind.rating != 0) step.rating = kind.rating + length_tenths(length);
    return step;
  };
  std::vector<Branch> branches;
  branches.reserve(options.size());
  int length = 0;
  for (const Placement& option : options) {
    Branch branch = follow_option(grid, option, kind.follow, deadline);
    if (!branch.finished) return std::nullopt;
    length += branch.length;
    if (branch.contradiction) {
      Step step = forcing_step(kind.technique, options);
      step.groups = groups;
      step.eliminations.push_back({option.cell, option.digit});
      step.digits = {option.digit};
      const std::string placed =
          branch.placed.empty() ? ""
                                : "place " + placements_text(grid, branch.placed) + ", and then ";
      const std::string body = fmt::format(
          "if {} were {}, {} would {}find that {}; so remove {} from {}", name(option.cell),
          option.digit, followed, placed, *branch.contradiction, option.digit, name(option.cell));
      return finish_step(rated(std::move(step), branch.length), body);
    }
    branches.push_back(std::move(branch));
  }
  const std::string either_way = options.size() == 2 ? "either way" : "whichever it is";
  // A placement every branch makes.
  for (const Placement& placed : branches.front().placed) {
    const bool everywhere = std::all_of(
        branches.begin() + 1, branches.end(),
        [&](const Branch& branch) { return branch.grid.digit(placed.cell) == placed.digit; });
    if (!everywhere) continue;
    Step step = forcing_step(kind.technique, options);
    step.groups = groups;
    step.cells.push_back(placed.cell);
    step.placements.push_back(placed);
    step.digits = {placed.digit};
    const std::string body =
        fmt::format("{}; {}, {} place {} = {}; so {} is {}", split, either_way, followed,
                    name(placed.cell), placed.digit, name(placed.cell), placed.digit);
    return finish_step(rated(std::move(step), length), body);
  }
  // Candidates every branch rules out.
  Step step = forcing_step(kind.technique, options);
  step.groups = groups;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid.digit(cell) != kBlank) continue;
    for (Digit digit : digits_of(grid.candidates(cell))) {
      const bool gone = std::all_of(branches.begin(), branches.end(), [&](const Branch& branch) {
        return branch.grid.digit(cell) != digit && !branch.grid.has_candidate(cell, digit);
      });
      if (gone) step.eliminations.push_back({cell, digit});
    }
  }
  if (step.eliminations.empty()) return std::nullopt;
  const std::string body =
      fmt::format("{}, and {} {} then eliminate the same candidates, so {}", split, either_way,
                  followed, removal_phrase(grid, step.eliminations));
  return finish_step(rated(std::move(step), length), body);
}

// The first split of `kind` that proves something. The rungs above the first skip the splits the
// first one tried, when they follow with no more than it does.
std::optional<Step> find_split(const CandidateGrid& grid, const Kind& kind,
                               const Deadline& deadline) {
  const bool skip_first_rungs = kind.every_split && kind.follow == Follow::singles;
  const int most_options = kind.every_split ? grid.side() : kMostOptions;
  for (int count = 2; count <= most_options; ++count) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid.digit(cell) != kBlank || std::popcount(grid.candidates(cell)) != count) continue;
      if (skip_first_rungs && count <= kMostOptions) continue;
      if (deadline.passed()) return std::nullopt;
      std::vector<Placement> options;
      for (Digit digit : digits_of(grid.candidates(cell))) options.push_back({cell, digit});
      const std::string split = fmt::format("{} can only be {}", cell_name(grid.geometry(), cell),
                                            digit_list(digits_of(grid.candidates(cell)), "or"));
      if (auto step = split_step(grid, options, split, {}, kind, deadline)) return step;
    }
  }
  const auto& groups = grid.groups();
  const int most_places = kind.every_split ? grid.side() : 2;
  for (int count = 2; count <= most_places; ++count) {
    for (std::size_t house = 0; house < groups.size(); ++house) {
      if (!groups[house].holds_every_digit) continue;
      for (int value = 1; value <= grid.side(); ++value) {
        const auto digit = static_cast<Digit>(value);
        const std::uint64_t places = grid.places(static_cast<int>(house), digit);
        if (std::popcount(places) != count || (skip_first_rungs && count == 2)) continue;
        if (deadline.passed()) return std::nullopt;
        std::vector<Placement> options;
        std::vector<int> cells;
        for (int cell : cells_at(grid, static_cast<int>(house), places)) {
          options.push_back({cell, digit});
          cells.push_back(cell);
        }
        const std::string split =
            fmt::format("{} in {} can only go in {}", value,
                        group_name(grid, static_cast<int>(house)), cell_list(grid, cells, "or"));
        if (auto step =
                split_step(grid, options, split, {static_cast<int>(house)}, kind, deadline)) {
          return step;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_forcing_chain(const CandidateGrid& grid, const Deadline& deadline) {
  return find_split(grid, {Technique::forcing_chain, Follow::singles, false, 0}, deadline);
}

std::optional<Step> find_dynamic_forcing_chain(const CandidateGrid& grid,
                                               const Deadline& deadline) {
  return find_split(grid, {Technique::dynamic_forcing_chain, Follow::singles, true, 85}, deadline);
}

std::optional<Step> find_dynamic_forcing_chain_plus(const CandidateGrid& grid,
                                                    const Deadline& deadline) {
  return find_split(grid, {Technique::dynamic_forcing_chain_plus, Follow::basics, true, 90},
                    deadline);
}

std::optional<Step> find_nested_forcing_chain(const CandidateGrid& grid, const Deadline& deadline) {
  return find_split(grid, {Technique::nested_forcing_chain, Follow::nested, true, 95}, deadline);
}

}  // namespace sudoku::logic
