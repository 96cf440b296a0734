// Forcing chains: the top of the ladder, a case split followed by what each option forces.
//
// Take a cell's candidates (or a digit's places in a house): one of the options is true. Try
// each in turn on a copy of the grid and follow what it forces as far as it goes:
//
//   an option that ends in a contradiction is false: remove it;
//   a digit that every option places in the same cell is true: place it;
//   a candidate that every option removes is false: remove it.
//
//   "Forcing chain: if r1c1 were 3, singles along pairs would place r2c5 = 7 and r4c5 = 1, and
//    then find that r5c5 has no candidate left; so remove 3 from r1c1."
//   "Dynamic forcing chain: r1c1 can only be 3 or 7; either way, singles place r5c5 = 4; so
//    r5c5 is 4."
//   "Dynamic forcing chain: r1c5 can only be 5 or 9, and either way singles then eliminate the
//    same candidates, so remove 8 from r8c5."
//
// Four rungs, each following its options with more (Sudoku Explainer's ladder above 7.5):
//
//   rung                          splits                         followed with             score
//   forcing chain                 cells of 2-3, digits of 2      singles along pairs       7.5+,
//                                                                (then every single, as    8.0+
//                                                                a dynamic chain)          (8.5+)
//   dynamic forcing chain         every cell, every digit        singles                   8.5+
//   dynamic forcing chain plus    every cell, every digit        singles, intersections,   9.0+
//                                                                pairs and triples, cages,
//                                                                each variant rule alone
//   nested forcing chain          every cell, every digit        all of the above and the  9.5+,
//                                                                forcing chains below it   10.0+,
//                                                                (static, static for all   10.5+
//                                                                options, dynamic)
//
// Following along pairs uses only the cells with two candidates and the digits with two places
// of the grid the split starts from: Sudoku Explainer's static chains (7.5 when an option ends
// in a contradiction, 8.0 for what every option reaches). Following with every single tracks
// what SE's dynamic chains track (each placement takes its digit out of every peer, and a
// candidate taken out can leave a hidden or naked single), so the grid a branch reaches is the
// chain's whole reach. Each adds to its score with the length of the deduction as SE does: a
// tenth for each of the bounds 4, 6, 8, 12, 16, 24, 32, 48, … (each half again, then a third
// again) that the length passes. On branches followed with singles the length is SE's own, the
// candidates the conclusion rests on (class Ancestry); above them, the count of steps the
// branches took. Nested forcing chains make a person hold a branch inside a branch, and end the
// ladder: no proper 9×9 puzzle of the public sets tried so far stalls with them
// (docs/benchmarks.md).
//
// The ladder uses the three rungs above the first for a puzzle known to have one solution
// (ladder.cpp). They are sound on any grid, but with several solutions no split ends in a
// contradiction and they try every split, each followed far, for nothing. On 16×16 and 25×25, and
// on Killers with few givens, a split's branches are long and the splits many (seconds to minutes a
// step), so there each of those rungs has a budget of work: the deadline counts each step of a
// branch (Deadline::spend) and the rung gives up past it.
//
// On a variant puzzle each placement on a branch also takes out what the rules forbid beside it
// (the weak links of RuleLinks within the rule's plain check of two digits, built on the grid the
// split starts from), as it takes its digit out of its peers: "r1c1 = 5" takes 4 out of r1c3 on a
// thermometer r1c1→r1c4. From the basic steps on, a branch also reads each rule as a whole, as
// the rung "variant rule" does (an arrow's sum, a little killer's diagonal: what pairs of digits
// cannot say), its searches' steps counted as the rules' checks are (kRuleChecksPerUnit).
//
// Cells come first (fewest candidates first, then reading order), then houses in their order,
// digits from 1; the deadline is looked at before each split, and above singles before each step
// of a branch.
#include <algorithm>
#include <bit>
#include <limits>
#include <unordered_map>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/chain_links.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// The first rung's splits: cells with two or three candidates, digits with two places.
constexpr int kMostOptions = 3;
constexpr std::size_t kPlacementsNamed = 4;
// The steps of search a branch gives each variant rule read as a whole (the rung: 200,000).
constexpr long kRuleSearchInBranch = 2'000;

// What a branch is followed with, from the least to the most.
//   links    singles along the pairs of the grid the split starts from only: a cell that had two
//            candidates, a digit that had two places in a house (Sudoku Explainer's static chains)
//   singles  every single, as the candidates taken out on the way leave them (dynamic chains)
//   basics   and the basic steps;  nested  and the forcing chains below
enum class Follow { links, singles, basics, nested };

struct Kind {
  Technique technique;
  Follow follow;
  bool every_split;   // every cell and digit, not only the first rung's
  int rating;         // before the length's tenths: an option that ends in a contradiction
  int rating_of_all;  // and what every option forces
};

// The first rung: splits of two or three, followed along pairs (static) or, failing that, with
// every single (dynamic).
constexpr Kind kForcingChain{Technique::forcing_chain, Follow::links, false, 75, 80};
constexpr int kDynamicRating = 85;

std::optional<Step> find_split(const CandidateGrid& grid, const Kind& kind,
                               const Deadline& deadline, bool easiest_of_all = false);

// The steps a branch follows with beyond the singles (find_single, which it tries first): the
// first one found, cheapest first.
std::optional<Step> next_step(const CandidateGrid& grid, Follow follow, const Deadline& deadline) {
  using Finder = std::optional<Step> (*)(const CandidateGrid&);
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
  // Each variant rule on its own, its searches' steps counted as the rules' checks are.
  long searched = 0;
  std::optional<Step> rule_step = find_variant_rule(grid, searched, kRuleSearchInBranch);
  if (!grid.puzzle().has_cages()) deadline.spend(searched / kRuleChecksPerUnit);
  if (rule_step) return rule_step;
  if (follow == Follow::basics) return std::nullopt;
  if (auto step = find_split(grid, kForcingChain, deadline)) return step;
  return find_dynamic_forcing_chain(grid, deadline);
}

// The words for what a branch is followed with.
std::string_view follow_words(Follow follow) {
  switch (follow) {
    case Follow::links:
      return "singles along pairs";
    case Follow::singles:
      return "singles";
    case Follow::basics:
      return "singles and basic steps";
    case Follow::nested:
      break;
  }
  return "singles, basic steps and forcing chains";
}

// Why a branch placed a digit: the single that placed it (its group, for a hidden single), or
// none for the option tried.
struct Cause {
  Placement placed;
  std::optional<Technique> single;
  int group = -1;
};

// One option followed: the grid it leads to, what it placed and why, the contradiction it met,
// if any, and how many steps it took.
struct Branch {
  CandidateGrid grid;
  std::vector<Placement> placed;
  std::vector<Cause> causes;  // the option first, then each placement (singles only)
  std::optional<std::string> contradiction;
  int length = 0;
  int hardest = 0;       // the rating of its hardest step
  bool finished = true;  // false when the deadline passed on the way
};

// The pairs of the grid a split starts from: its cells with two candidates, and the digits with
// two places in a house, or in a Killer cage that needs them (group, digit).
struct Pairs {
  std::vector<int> cells;
  std::vector<std::pair<int, Digit>> places;

  explicit Pairs(const CandidateGrid& start) {
    for (int cell = 0; cell < start.cell_count(); ++cell) {
      if (start.digit(cell) == kBlank && detail::bit_count(start.candidates(cell)) == 2) {
        cells.push_back(cell);
      }
    }
    const auto& groups = start.groups();
    for (std::size_t group = 0; group < groups.size(); ++group) {
      // A Killer cage: the digits all its combinations hold, as a house holds every digit.
      std::uint64_t needed = ~std::uint64_t{0};
      if (!groups[group].holds_every_digit) {
        if (groups[group].kind != Group::Kind::cage || groups[group].sum <= 0) continue;
        const std::optional<CageSets> sets =
            cage_sets(start, groups[group].cells, groups[group].sum);
        if (!sets || sets->fitting.empty()) continue;
        for (std::uint64_t set : sets->fitting) needed &= set;
      }
      for (int value = 1; value <= start.side(); ++value) {
        const auto digit = static_cast<Digit>(value);
        if ((needed & bit_of(digit)) != 0 &&
            detail::bit_count(start.places(static_cast<int>(group), digit)) == 2) {
          places.emplace_back(static_cast<int>(group), digit);
        }
      }
    }
  }

  // The next single along one of them on `grid`: a naked single in one of the cells, or a hidden
  // single of one of the digits in its house.
  std::optional<Cause> next_single(const CandidateGrid& grid) const {
    for (int cell : cells) {
      if (grid.digit(cell) != kBlank || detail::bit_count(grid.candidates(cell)) != 1) continue;
      return Cause{{cell, digit_of_bit(grid.candidates(cell))}, Technique::naked_single, -1};
    }
    for (const auto& [group, digit] : places) {
      const std::uint64_t places_left = grid.places(group, digit);
      if (detail::bit_count(places_left) != 1) continue;
      const int cell = grid.groups()[static_cast<std::size_t>(group)]
                           .cells[static_cast<std::size_t>(std::countr_zero(places_left))];
      return Cause{{cell, digit}, Technique::hidden_single, group};
    }
    return std::nullopt;
  }
};

// `spent`, when given, gets the work each pass of the loop below spent (next_step's and its own),
// for FollowedBranches.
Branch follow_option(const CandidateGrid& start, Placement option, Follow follow,
                     const Deadline& deadline, const Pairs* pairs, const RuleLinks& rules,
                     std::vector<std::int64_t>* spent = nullptr) {
  const SentencesOff unshown;  // a branch's steps are applied, never shown
  Branch branch{start, {}, {}, std::nullopt};
  branch.grid.place(option.cell, option.digit);
  rules.take_out(branch.grid, option.cell, option.digit);
  if (follow <= Follow::singles) branch.causes.push_back({option, std::nullopt, -1});
  while (follow == Follow::links && !branch.grid.is_solved()) {
    branch.contradiction = branch.grid.contradiction();
    if (branch.contradiction) break;
    const std::optional<Cause> cause = pairs->next_single(branch.grid);
    if (!cause) break;
    branch.grid.place(cause->placed.cell, cause->placed.digit);
    rules.take_out(branch.grid, cause->placed.cell, cause->placed.digit);
    branch.placed.push_back(cause->placed);
    branch.causes.push_back(*cause);
    branch.length += 1;
    deadline.spend();
  }
  while (follow != Follow::links && !branch.grid.is_solved()) {
    branch.contradiction = branch.grid.contradiction();
    if (branch.contradiction) break;
    if (follow > Follow::singles && deadline.passed()) {
      branch.finished = false;
      return branch;
    }
    const std::int64_t spent_before = deadline.spent();
    // A single is placed as it is found, without a step of its own (the most common move).
    if (const std::optional<Single> single = find_single(branch.grid)) {
      deadline.spend();
      if (spent) spent->push_back(deadline.spent() - spent_before);
      branch.placed.push_back(single->placed);
      if (follow == Follow::singles) {
        branch.causes.push_back({single->placed, single->technique, single->group});
      }
      branch.length += 1;
      branch.hardest = std::max(branch.hardest, single->rating);
      branch.grid.place(single->placed.cell, single->placed.digit);
      rules.take_out(branch.grid, single->placed.cell, single->placed.digit);
      continue;
    }
    std::optional<Step> step = next_step(branch.grid, follow, deadline);
    deadline.spend();
    if (spent) spent->push_back(deadline.spent() - spent_before);
    if (!step) break;
    branch.placed.insert(branch.placed.end(), step->placements.begin(), step->placements.end());
    branch.length += 1;
    branch.hardest = std::max(branch.hardest, step->rating);
    branch.grid.apply(*step);
    for (const Placement& placed : step->placements) {
      rules.take_out(branch.grid, placed.cell, placed.digit);
    }
  }
  if (!branch.contradiction) branch.contradiction = branch.grid.contradiction();
  return branch;
}

// The branches followed with singles or with basic steps from one grid (a rung's splits, all
// on the grid the rung looks at), by option. An option is met again and again: each digit's
// place in a house is a cell's candidate, whose split came first, and a branch depends only on
// the grid, the option and what it is followed with (next_step is the same on the same grid; the
// rule links are the grid's). So each is followed once and taken again from here, with the work
// each pass of its loop spent: taking it spends the same, and looks at the deadline at the same
// points, as following it again would, so a rung with a budget of work stops at the same split
// and a rating stays the same. On a minimal Killer, where the rungs above 8.5 try every split and
// find nothing at most steps, that is about three options in four.
class FollowedBranches {
 public:
  FollowedBranches(const CandidateGrid& start, const RuleLinks& rules)
      : start_(start), rules_(rules) {}

  // The branch of `option` followed with `follow` (singles or basics), unfinished when the
  // deadline passes on the way.
  const Branch& follow(Placement option, Follow follow, const Deadline& deadline) {
    const bool with_basics = follow == Follow::basics;
    const int key =
        ((with_basics ? start_.cell_count() : 0) + option.cell) * start_.side() + option.digit - 1;
    if (const auto found = kept_.find(key); found != kept_.end()) {
      for (const std::int64_t units : found->second.spent) {
        if (with_basics && deadline.passed()) {
          unfinished_.emplace(Branch{start_, {}, {}, std::nullopt});
          unfinished_->finished = false;
          return *unfinished_;
        }
        deadline.spend(units);
      }
      return found->second.branch;
    }
    std::vector<std::int64_t> spent;
    Branch branch = follow_option(start_, option, follow, deadline, nullptr, rules_, &spent);
    if (!branch.finished) {
      unfinished_.emplace(std::move(branch));
      return *unfinished_;
    }
    return kept_.emplace(key, Kept{std::move(branch), std::move(spent)}).first->second.branch;
  }

 private:
  struct Kept {
    Branch branch;
    std::vector<std::int64_t> spent;  // by each pass of follow_option's loop
  };
  const CandidateGrid& start_;
  const RuleLinks& rules_;
  // By what the branch is followed with, cell and digit (a node's place never changes).
  std::unordered_map<int, Kept> kept_;
  std::optional<Branch> unfinished_;
};

// Sudoku Explainer's measure of a deduction: how many candidates, true or false, it rests on.
// On a branch followed with singles each has its reasons:
//   a digit placed by a naked single (or a full house): the cell's other candidates, false;
//   a digit placed by a hidden single: the digit's other places in the house, false;
//   a candidate made false: the first placement that took it (in its cell, of its digit in a
//   cell it sees, or one a rule forbids beside it);
//   the option tried: none.
// Only candidates of the grid the split starts from count; what was already gone is not part of
// the deduction.
class Ancestry {
 public:
  Ancestry(const CandidateGrid& start, const std::vector<Cause>& causes, const RuleLinks& rules)
      : start_(start),
        causes_(causes),
        rules_(rules),
        seen_(static_cast<std::size_t>(start.cell_count() * start.side()) * 2, false) {}

  // Adds the candidate (true or false) and all it rests on; returns how many candidates were new.
  int add(int cell, Digit digit, bool is_true) {
    int added = 0;
    todo_.push_back({cell, digit, is_true});
    while (!todo_.empty()) {
      const Literal literal = todo_.back();
      todo_.pop_back();
      const std::size_t key = this->key(literal);
      if (seen_[key]) continue;
      seen_[key] = true;
      ++added;
      if (literal.is_true) {
        push_reasons_of_placement(literal);
      } else {
        push_reason_of_removal(literal);
      }
    }
    return added;
  }

 private:
  struct Literal {
    int cell;
    Digit digit;
    bool is_true;
  };

  std::size_t key(const Literal& literal) const {
    return (static_cast<std::size_t>(literal.cell) * static_cast<std::size_t>(start_.side()) +
            literal.digit - 1) *
               2 +
           (literal.is_true ? 1 : 0);
  }

  void push_false(int cell, Digit digit) {
    if (start_.digit(cell) == kBlank && start_.has_candidate(cell, digit)) {
      todo_.push_back({cell, digit, false});
    }
  }

  void push_reasons_of_placement(const Literal& literal) {
    const auto cause = std::find_if(causes_.begin(), causes_.end(), [&](const Cause& each) {
      return each.placed.cell == literal.cell && each.placed.digit == literal.digit;
    });
    if (cause == causes_.end() || !cause->single) return;
    if (*cause->single == Technique::hidden_single && cause->group >= 0) {
      for (int cell : start_.groups()[static_cast<std::size_t>(cause->group)].cells) {
        if (cell != literal.cell) push_false(cell, literal.digit);
      }
      return;
    }
    for (Digit other : digits_of(start_.candidates(literal.cell) & ~bit_of(literal.digit))) {
      push_false(literal.cell, other);
    }
  }

  void push_reason_of_removal(const Literal& literal) {
    for (const Cause& cause : causes_) {
      const Placement& placed = cause.placed;
      const bool takes_it =
          placed.cell == literal.cell
              ? placed.digit != literal.digit
              : (placed.digit == literal.digit && start_.sees(placed.cell, literal.cell)) ||
                    rules_.forbids(placed.cell, placed.digit, literal.cell, literal.digit);
      if (takes_it) {
        todo_.push_back({placed.cell, placed.digit, true});
        return;
      }
    }
  }

  const CandidateGrid& start_;
  const std::vector<Cause>& causes_;
  const RuleLinks& rules_;
  std::vector<bool> seen_;
  std::vector<Literal> todo_;
};

// What a contradiction on a branch rests on: a cell left without candidates (its candidates,
// all false), or a digit left without a place in a house (its places, all false). Nothing when
// the branch met neither (a contradiction of another kind).
std::optional<int> contradiction_complexity(const CandidateGrid& start, const Branch& branch,
                                            const RuleLinks& rules) {
  const CandidateGrid& end = branch.grid;
  Ancestry ancestry(start, branch.causes, rules);
  for (int cell = 0; cell < end.cell_count(); ++cell) {
    if (end.digit(cell) != kBlank || end.candidates(cell) != 0) continue;
    int count = 0;
    for (Digit digit : digits_of(start.candidates(cell))) count += ancestry.add(cell, digit, false);
    return count;
  }
  const auto& groups = end.groups();
  for (std::size_t group = 0; group < groups.size(); ++group) {
    if (!groups[group].holds_every_digit) continue;
    const std::uint64_t placed = end.placed_digits(static_cast<int>(group));
    for (int value = 1; value <= end.side(); ++value) {
      const auto digit = static_cast<Digit>(value);
      if ((placed & bit_of(digit)) != 0 || end.places(static_cast<int>(group), digit) != 0) {
        continue;
      }
      int count = 0;
      for (int cell : groups[group].cells) count += ancestry.add(cell, digit, false);
      return count;
    }
  }
  return std::nullopt;
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

// The words of a case split over `options`: "r1c1 can only be 3 or 7" for a cell's candidates
// (no group), "4 in row 3 can only go in r3c1 or r3c7" for a digit's places in the house
// groups[0]. Made only for a split that proves something, and only when it is shown.
std::string split_words(const CandidateGrid& grid, const std::vector<Placement>& options,
                        const std::vector<int>& groups) {
  if (groups.empty()) {
    std::vector<Digit> digits;
    digits.reserve(options.size());
    for (const Placement& option : options) digits.push_back(option.digit);
    return fmt::format("{} can only be {}", cell_name(grid.geometry(), options.front().cell),
                       digit_list(digits, "or"));
  }
  std::vector<int> cells;
  cells.reserve(options.size());
  for (const Placement& option : options) cells.push_back(option.cell);
  return fmt::format("{} in {} can only go in {}", options.front().digit,
                     group_name(grid, groups.front()), cell_list(grid, cells, "or"));
}

// What a case split over `options` (one of which is true) proves; `groups`: the house of a
// digit's places, none for a cell's candidates (split_words).
// `pairs`: those of `grid`, for a kind that follows along pairs (nullptr for the others).
// `followed_before`: the branches followed so far on `grid` with singles or basic steps.
std::optional<Step> split_step(const CandidateGrid& grid, const std::vector<Placement>& options,
                               const std::vector<int>& groups, const Kind& kind,
                               const Deadline& deadline, const Pairs* pairs, const RuleLinks& rules,
                               FollowedBranches& followed_before) {
  const auto name = [&](int cell) { return cell_name(grid.geometry(), cell); };
  const std::string_view followed = follow_words(kind.follow);
  // The rung's score for a deduction of `length`: on branches followed with singles, Sudoku
  // Explainer's (the candidates it rests on, less 2), otherwise the steps the branches took.
  const auto rated = [&](Step step, int base, int length) {
    step.rating = base + length_tenths(length);
    return step;
  };
  // A nested chain's base is its level, as Sudoku Explainer's: 9.5 with static chains inside
  // that end in a contradiction, 10.0 with those every option agrees on, 10.5 with dynamic
  // chains inside (a branch's hardest step says which).
  const auto nested_base = [&](int hardest_inside, int base) {
    if (kind.follow != Follow::nested) return base;
    if (hardest_inside >= kDynamicRating) return base + 10;
    return hardest_inside >= kForcingChain.rating_of_all ? base + 5 : base;
  };
  const bool by_ancestry = kind.follow <= Follow::singles;
  const bool kept = kind.follow == Follow::singles || kind.follow == Follow::basics;
  std::vector<Branch> followed_here;  // those not kept by followed_before
  followed_here.reserve(options.size());
  std::vector<const Branch*> branches;
  int length = 0;
  int hardest = 0;
  for (const Placement& option : options) {
    if (!kept) {
      followed_here.push_back(follow_option(grid, option, kind.follow, deadline, pairs, rules));
    }
    const Branch& branch =
        kept ? followed_before.follow(option, kind.follow, deadline) : followed_here.back();
    if (!branch.finished) return std::nullopt;
    length += branch.length;
    if (branch.contradiction) {
      Step step = forcing_step(kind.technique, options);
      step.groups = groups;
      step.eliminations.push_back({option.cell, option.digit});
      step.digits = {option.digit};
      const auto body = [&](const Step&) {
        const std::string placed =
            branch.placed.empty() ? ""
                                  : "place " + placements_text(grid, branch.placed) + ", and then ";
        return fmt::format("if {} were {}, {} would {}find that {}; so remove {} from {}",
                           name(option.cell), option.digit, followed, placed, *branch.contradiction,
                           option.digit, name(option.cell));
      };
      int rests_on = branch.length;
      if (by_ancestry) {
        rests_on = contradiction_complexity(grid, branch, rules).value_or(branch.length + 2) - 2;
      }
      return finish_step(rated(std::move(step), nested_base(branch.hardest, kind.rating), rests_on),
                         body);
    }
    hardest = std::max(hardest, branch.hardest);
    branches.push_back(&branch);
  }
  const std::string either_way = options.size() == 2 ? "either way" : "whichever it is";
  // A placement every branch makes.
  for (const Placement& placed : branches.front()->placed) {
    const bool everywhere = std::all_of(
        branches.begin() + 1, branches.end(),
        [&](const Branch* branch) { return branch->grid.digit(placed.cell) == placed.digit; });
    if (!everywhere) continue;
    Step step = forcing_step(kind.technique, options);
    step.groups = groups;
    step.cells.push_back(placed.cell);
    step.placements.push_back(placed);
    step.digits = {placed.digit};
    const auto body = [&](const Step&) {
      return fmt::format("{}; {}, {} place {} = {}; so {} is {}",
                         split_words(grid, options, groups), either_way, followed,
                         name(placed.cell), placed.digit, name(placed.cell), placed.digit);
    };
    int rests_on = length;
    if (by_ancestry) {
      rests_on = -2;
      for (const Branch* branch : branches) {
        rests_on += Ancestry(grid, branch->causes, rules).add(placed.cell, placed.digit, true);
      }
    }
    return finish_step(rated(std::move(step), nested_base(hardest, kind.rating_of_all), rests_on),
                       body);
  }
  // Candidates every branch rules out.
  Step step = forcing_step(kind.technique, options);
  step.groups = groups;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (grid.digit(cell) != kBlank) continue;
    std::uint64_t left_by_some = 0;  // the digits some branch leaves the cell, placed or candidate
    for (const Branch* branch : branches) {
      const Digit placed = branch->grid.digit(cell);
      left_by_some |= placed == kBlank ? branch->grid.candidates(cell) : bit_of(placed);
    }
    for (std::uint64_t gone = grid.candidates(cell) & ~left_by_some; gone != 0; gone &= gone - 1) {
      step.eliminations.push_back({cell, digit_of_bit(gone & (~gone + 1))});
    }
  }
  if (step.eliminations.empty()) return std::nullopt;
  const auto body = [&](const Step& made) {
    return fmt::format("{}, and {} {} then eliminate the same candidates, so {}",
                       split_words(grid, options, groups), either_way, followed,
                       removal_phrase(grid, made.eliminations));
  };
  int rests_on = length;
  if (by_ancestry) {
    // The candidate whose removal rests on least: Sudoku Explainer gives each its own step.
    rests_on = std::numeric_limits<int>::max();
    for (const Elimination& gone : step.eliminations) {
      int count = -2;
      for (const Branch* branch : branches) {
        count += Ancestry(grid, branch->causes, rules).add(gone.cell, gone.digit, false);
      }
      rests_on = std::min(rests_on, count);
    }
  }
  return finish_step(rated(std::move(step), nested_base(hardest, kind.rating_of_all), rests_on),
                     body);
}

// Calls visit(options, groups) for each split of `kind`, cells first (fewest options
// first, then reading order), then digits' places in houses, until visit returns true. The rungs
// above the first skip the splits the first one tried, when they follow with no more than it.
// Returns false when the deadline passed first.
template <typename Visit>
bool for_each_split(const CandidateGrid& grid, const Kind& kind, const Deadline& deadline,
                    Visit&& visit) {
  const bool skip_first_rungs = kind.every_split && kind.follow == Follow::singles;
  const int most_options = kind.every_split ? grid.side() : kMostOptions;
  for (int count = 2; count <= most_options; ++count) {
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
      if (grid.digit(cell) != kBlank || detail::bit_count(grid.candidates(cell)) != count) continue;
      if (skip_first_rungs && count <= kMostOptions) continue;
      if (deadline.passed()) return false;
      std::vector<Placement> options;
      for (Digit digit : digits_of(grid.candidates(cell))) options.push_back({cell, digit});
      if (visit(options, std::vector<int>{})) return true;
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
        if (detail::bit_count(places) != count || (skip_first_rungs && count == 2)) continue;
        if (deadline.passed()) return false;
        std::vector<Placement> options;
        for (int cell : cells_at(grid, static_cast<int>(house), places)) {
          options.push_back({cell, digit});
        }
        if (visit(options, std::vector<int>{static_cast<int>(house)})) return true;
      }
    }
  }
  return true;
}

// A step of `kind`: the first its splits prove, or with `easiest_of_all` the first of the least
// rating (Sudoku Explainer gives the easiest step; the first rung's splits are few and cheap, so
// it is done at the top of the ladder, not inside a branch or on the rungs above).
//
// The first rung follows its splits along pairs (Sudoku Explainer's static chains); when none
// proves anything, it follows them again with every single, as a dynamic chain (8.5 and up), on
// any grid: those few splits stay cheap where the every-split rungs are not used.
std::optional<Step> find_split(const CandidateGrid& grid, const Kind& kind,
                               const Deadline& deadline, bool easiest_of_all) {
  std::optional<Step> easiest;
  const std::optional<Pairs> pairs =
      kind.follow == Follow::links ? std::optional<Pairs>(grid) : std::nullopt;
  const RuleLinks rules(grid, RuleLinks::Reach::pairs);
  FollowedBranches followed_before(grid, rules);
  // The rules' checks count beside the branch steps, except on a Killer: there a step, with its
  // cage sums, costs far more than a check, and its small budget of steps bounds both (ladder.cpp).
  if (!grid.puzzle().has_cages()) deadline.spend(rules.checks() / kRuleChecksPerUnit);
  const auto find_with = [&](const Kind& followed, bool keep_looking) {
    return for_each_split(
        grid, followed, deadline,
        [&](const std::vector<Placement>& options, const std::vector<int>& groups) {
          std::optional<Step> step = split_step(grid, options, groups, followed, deadline,
                                                pairs ? &*pairs : nullptr, rules, followed_before);
          if (!step) return false;
          if (!easiest || step->rating < easiest->rating) {
            easiest = std::move(step);
          }
          return !keep_looking || easiest->rating == followed.rating;
        });
  };
  const Kind dynamic{Technique::dynamic_forcing_chain, Follow::singles, false, kDynamicRating,
                     kDynamicRating};
  if (kind.follow == Follow::links && !easiest_of_all) {
    // Inside a branch: each split along pairs, then at once with every single.
    const bool in_time =
        for_each_split(grid, kind, deadline,
                       [&](const std::vector<Placement>& options, const std::vector<int>& groups) {
                         easiest = split_step(grid, options, groups, kind, deadline, &*pairs, rules,
                                              followed_before);
                         if (!easiest) {
                           easiest = split_step(grid, options, groups, dynamic, deadline, nullptr,
                                                rules, followed_before);
                         }
                         return easiest.has_value();
                       });
    return in_time ? std::move(easiest) : std::nullopt;
  }
  if (!find_with(kind, easiest_of_all)) return std::nullopt;
  if (easiest || kind.follow != Follow::links) return easiest;
  if (!find_with(dynamic, false)) return std::nullopt;
  return easiest;
}

}  // namespace

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

std::optional<Step> find_forcing_chain(const CandidateGrid& grid, const Deadline& deadline) {
  return find_split(grid, kForcingChain, deadline, true);
}

std::optional<Step> find_dynamic_forcing_chain(const CandidateGrid& grid,
                                               const Deadline& deadline) {
  return find_split(
      grid,
      {Technique::dynamic_forcing_chain, Follow::singles, true, kDynamicRating, kDynamicRating},
      deadline);
}

std::optional<Step> find_dynamic_forcing_chain_plus(const CandidateGrid& grid,
                                                    const Deadline& deadline) {
  return find_split(grid, {Technique::dynamic_forcing_chain_plus, Follow::basics, true, 90, 90},
                    deadline);
}

std::optional<Step> find_nested_forcing_chain(const CandidateGrid& grid, const Deadline& deadline) {
  return find_split(grid, {Technique::nested_forcing_chain, Follow::nested, true, 95, 95},
                    deadline);
}

}  // namespace sudoku::logic
