// Forcing chains: the last resort of the ladder, a case split followed by singles.
//
// Take a cell with two or three candidates (or a digit with two places in a house): one of the
// options is true. Try each in turn on a copy of the grid and follow the singles it forces
// (full houses, hidden singles, naked singles) as far as they go.
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
// Cells come first (fewest candidates first, then reading order), then houses in their order,
// digits from 1; the deadline is looked at before each split. Rated 7.5, above every chain,
// since a person must hold a whole branch in mind.
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr int kMostOptions = 3;
constexpr std::size_t kPlacementsNamed = 4;

// One option followed by singles: the grid it leads to, what it placed, and the contradiction
// it met, if any.
struct Branch {
  CandidateGrid grid;
  std::vector<Placement> placed;
  std::optional<std::string> contradiction;
};

Branch follow_singles(const CandidateGrid& start, Placement option) {
  Branch branch{start, {}, std::nullopt};
  branch.grid.place(option.cell, option.digit);
  while (!branch.grid.is_solved()) {
    branch.contradiction = branch.grid.contradiction();
    if (branch.contradiction) break;
    std::optional<Step> step = find_full_house(branch.grid);
    if (!step) step = find_hidden_single(branch.grid);
    if (!step) step = find_naked_single(branch.grid);
    if (!step) break;
    branch.placed.push_back(step->placements.front());
    branch.grid.apply(*step);
  }
  if (!branch.contradiction) branch.contradiction = branch.grid.contradiction();
  return branch;
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
Step forcing_step(const std::vector<Placement>& options) {
  Step step = new_step(Technique::forcing_chain);
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
                               const std::string& split, const std::vector<int>& groups) {
  const auto name = [&](int cell) { return cell_name(grid.geometry(), cell); };
  std::vector<Branch> branches;
  branches.reserve(options.size());
  for (const Placement& option : options) {
    Branch branch = follow_singles(grid, option);
    if (branch.contradiction) {
      Step step = forcing_step(options);
      step.groups = groups;
      step.eliminations.push_back({option.cell, option.digit});
      step.digits = {option.digit};
      const std::string placed =
          branch.placed.empty() ? ""
                                : "place " + placements_text(grid, branch.placed) + ", and then ";
      const std::string body = fmt::format(
          "if {} were {}, singles would {}find that {}; so remove {} from {}", name(option.cell),
          option.digit, placed, *branch.contradiction, option.digit, name(option.cell));
      return finish_step(std::move(step), body);
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
    Step step = forcing_step(options);
    step.groups = groups;
    step.cells.push_back(placed.cell);
    step.placements.push_back(placed);
    step.digits = {placed.digit};
    const std::string body =
        fmt::format("{}; {}, singles place {} = {}; so {} is {}", split, either_way,
                    name(placed.cell), placed.digit, name(placed.cell), placed.digit);
    return finish_step(std::move(step), body);
  }
  // Candidates every branch rules out.
  Step step = forcing_step(options);
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
      fmt::format("{}, and {} singles then eliminate the same candidates, so {}", split, either_way,
                  removal_phrase(grid, step.eliminations));
  return finish_step(std::move(step), body);
}

}  // namespace

std::optional<Step> find_forcing_chain(const CandidateGrid& grid, const Deadline& deadline) {
  for (int count = 2; count <= kMostOptions; ++count) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid.digit(cell) != kBlank || std::popcount(grid.candidates(cell)) != count) continue;
      if (deadline.passed()) return std::nullopt;
      std::vector<Placement> options;
      for (Digit digit : digits_of(grid.candidates(cell))) options.push_back({cell, digit});
      const std::string split = fmt::format("{} can only be {}", cell_name(grid.geometry(), cell),
                                            digit_list(digits_of(grid.candidates(cell)), "or"));
      if (auto step = split_step(grid, options, split, {})) return step;
    }
  }
  const auto& groups = grid.groups();
  for (std::size_t house = 0; house < groups.size(); ++house) {
    if (!groups[house].holds_every_digit) continue;
    for (int value = 1; value <= grid.side(); ++value) {
      const auto digit = static_cast<Digit>(value);
      const std::uint64_t places = grid.places(static_cast<int>(house), digit);
      if (std::popcount(places) != 2) continue;
      if (deadline.passed()) return std::nullopt;
      std::vector<Placement> options;
      for (int cell : cells_at(grid, static_cast<int>(house), places))
        options.push_back({cell, digit});
      const std::string split = fmt::format(
          "{} in {} can only go in {}", value, group_name(grid, static_cast<int>(house)),
          cell_list(grid, {options[0].cell, options[1].cell}, "or"));
      if (auto step = split_step(grid, options, split, {static_cast<int>(house)})) return step;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
