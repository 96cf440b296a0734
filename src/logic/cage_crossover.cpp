// Killer cage combinations weighed against what lies around the cage (combination crossover).
//
// A cage's combinations (cages.cpp) are the sets of distinct digits that add up to its total
// and that its cells' candidates take one each. A Killer solver then tries each combination
// against the cage's neighbours and strikes out the ones that cannot be:
//
//   a house needs it     a digit that has no place left in a house but in the cage's cells
//                        must be in the cage: a combination without it goes ("4+6 lacks 7,
//                        which can only go in the cage in row 3").
//   it starves a cell    each digit of the combination goes in one of the cage's cells that can
//                        take it, so a cell outside the cage seeing all of those loses it: when
//                        that leaves a cell no digit, the combination goes.
//   it starves a cage    the same for the cells of a neighbouring cage: when none of its own
//                        combinations fits what they keep, the combination goes ("1+9 would
//                        leave the cage at r2c3 no combination"). Two cages of one house whose
//                        combinations share a digit are the common case (a killer pair: the
//                        cages in a row that need 1 or 2 each take both from the rest).
//
// The candidates that only the struck-out combinations gave their cells are removed. (2.9:
// one notch above claiming, below the naked pair. Like the locked candidates it weighs one
// constraint against another, but with sets of digits where they move one digit.)
#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "logic/cage_sums.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr std::size_t kReasonsNamed = 4;
// Where a reason's verb takes "s" for one combination ("1+9 lacks 7", "1+9 and 2+8 lack 7").
constexpr std::string_view kVerbEnding = "\x01";

bool is_cage(const CandidateGrid& grid, int group) {
  return grid.groups()[static_cast<std::size_t>(group)].kind == Group::Kind::cage;
}

// A sum cage with empty cells, or cells whose total the cages imply (innies, outies), and the
// combinations that fit them.
struct OpenCage {
  std::string name;         // "the cage at r1c1", "the innies of column 2"
  std::string intro;        // "the cage at r1c1 adds up to 10", "the innies of column 2 (…) …"
  std::vector<int> groups;  // the cage's group, or the houses of the innies
  CageSets sets;
};

// What a cage's combinations are weighed against, worked out once a cage and then asked for
// each of its combinations: for each digit, the cells that see every empty cell of the cage that
// can take it (every cell when none can), where the digit cannot stay once the cage holds it;
// and for each house of its empty cells, the digits whose every place in the house is one of
// them.
class AroundCage {
 public:
  void work_out(const CandidateGrid& grid, const OpenCage& cage) {
    work_out_peers(grid, cage);
    work_out_houses(grid, cage);
  }
  bool sees_every_holder(int cell, Digit digit) const {
    const std::size_t word =
        static_cast<std::size_t>(digit - 1) * words_ + static_cast<std::size_t>(cell) / 64;
    return (bits_[word] >> (cell % 64) & 1U) != 0;
  }
  // For a house (not a cage, holding every digit) of one of the cage's empty cells.
  std::uint64_t only_in_cage(int house) const {
    return only_in_cage_[static_cast<std::size_t>(house)];
  }

 private:
  void work_out_peers(const CandidateGrid& grid, const OpenCage& cage) {
    words_ = static_cast<std::size_t>(grid.cell_count()) / 64 + 1;
    bits_.assign(static_cast<std::size_t>(grid.side()) * words_, ~std::uint64_t{0});
    peers_.resize(words_);
    for (const int holder : cage.sets.empty_cells) {
      std::fill(peers_.begin(), peers_.end(), 0);
      for (const int peer : grid.peers(holder)) {
        peers_[static_cast<std::size_t>(peer) / 64] |= std::uint64_t{1} << (peer % 64);
      }
      for (std::uint64_t open = grid.candidates(holder); open != 0; open &= open - 1) {
        const auto row = static_cast<std::size_t>(std::countr_zero(open)) * words_;
        for (std::size_t word = 0; word < words_; ++word) bits_[row + word] &= peers_[word];
      }
    }
  }
  void work_out_houses(const CandidateGrid& grid, const OpenCage& cage) {
    const auto& groups = grid.groups();
    only_in_cage_.resize(groups.size());
    const std::vector<int>& cells = cage.sets.empty_cells;
    for (const int cell : cells) {
      for (const int house : grid.groups_of(cell)) {
        const Group& group = groups[static_cast<std::size_t>(house)];
        if (group.kind == Group::Kind::cage || !group.holds_every_digit) continue;
        // The house's cells that are empty cells of the cage.
        const std::uint64_t in_cage = overlap_with(group, cells).in_group;
        std::uint64_t only = 0;
        for (int value = 1; value <= grid.side(); ++value) {
          const auto digit = static_cast<Digit>(value);
          if ((grid.places(house, digit) & ~in_cage) == 0) only |= bit_of(digit);
        }
        only_in_cage_[static_cast<std::size_t>(house)] = only;
      }
    }
  }

  std::size_t words_ = 0;
  std::vector<std::uint64_t> bits_;          // per digit, words_ words of cells
  std::vector<std::uint64_t> peers_;         // one holder's peers
  std::vector<std::uint64_t> only_in_cage_;  // per group; set for the houses of the cage's cells
};

// The candidates of `cell` (outside the cage of `around`) once the cage holds the digits of
// `digits`: each leaves the cell when the cell sees every cell of the cage that can take it.
std::uint64_t candidates_left(const CandidateGrid& grid, int cell, const AroundCage& around,
                              std::uint64_t digits) {
  std::uint64_t left = grid.candidates(cell);
  for (std::uint64_t open = digits & left; open != 0; open &= open - 1) {
    const Digit digit = digit_of_bit(open & (~open + 1));
    if (around.sees_every_holder(cell, digit)) left &= ~bit_of(digit);
  }
  return left;
}

// Why combination `digits` of `cage` cannot be, or nothing when nothing rules it out.
std::optional<std::string> why_not(const CandidateGrid& grid, const std::vector<OpenCage>& cages,
                                   const OpenCage& cage, const AroundCage& around,
                                   std::uint64_t digits, std::vector<int>& groups_used) {
  const auto& groups = grid.groups();
  const auto in_cage = [&](int cell) {
    return std::find(cage.sets.empty_cells.begin(), cage.sets.empty_cells.end(), cell) !=
           cage.sets.empty_cells.end();
  };
  // A house that needs a digit the combination lacks.
  for (int cell : cage.sets.empty_cells) {
    for (int house : grid.groups_of(cell)) {
      const Group& group = groups[static_cast<std::size_t>(house)];
      if (group.kind == Group::Kind::cage || !group.holds_every_digit) continue;
      // The digits the combination lacks that have every place of the house in the cage.
      const std::uint64_t needed =
          ~digits & grid.candidates(cell) & ~grid.placed_digits(house) & around.only_in_cage(house);
      if (needed != 0) {
        groups_used.push_back(house);
        return fmt::format(
            "lack{} {}, which can only go in {} in {}", kVerbEnding,
            digit_of_bit(needed & (~needed + 1)),
            cage.groups.size() == 1 && is_cage(grid, cage.groups.front()) ? "the cage" : "them",
            group_name(grid, house));
      }
    }
  }
  // A cell, or a neighbouring cage, left without a digit or a combination. A cell that sees
  // several holders is looked at once (the first time, so the same cell is named).
  thread_local std::vector<std::uint64_t> looked_at;
  looked_at.assign(static_cast<std::size_t>(grid.cell_count()) / 64 + 1, 0);
  for (int holder : cage.sets.empty_cells) {
    for (int cell : grid.peers(holder)) {
      std::uint64_t& word = looked_at[static_cast<std::size_t>(cell) / 64];
      const std::uint64_t bit = std::uint64_t{1} << (static_cast<std::size_t>(cell) % 64);
      if ((word & bit) != 0) continue;
      word |= bit;
      if (grid.digit(cell) != kBlank || in_cage(cell)) continue;
      if (candidates_left(grid, cell, around, digits) == 0) {
        return fmt::format("would leave {} no digit", cell_name(grid.geometry(), cell));
      }
    }
  }
  std::array<std::uint64_t, 64> allowed{};
  for (const OpenCage& other : cages) {
    if (&other == &cage) continue;
    const std::vector<int>& cells = other.sets.empty_cells;
    if (cells.size() > allowed.size()) continue;
    bool touches = false;
    for (std::size_t index = 0; index < cells.size(); ++index) {
      allowed[index] = candidates_left(grid, cells[index], around, digits);
      touches = touches || allowed[index] != grid.candidates(cells[index]);
    }
    if (!touches) continue;
    const bool fits = std::any_of(
        other.sets.fitting.begin(), other.sets.fitting.end(),
        [&](std::uint64_t set) { return has_matching(allowed.data(), cells.size(), set); });
    if (!fits) {
      groups_used.insert(groups_used.end(), other.groups.begin(), other.groups.end());
      return fmt::format("would leave {} no combination", other.name);
    }
  }
  return std::nullopt;
}

// Combinations struck out for one reason.
struct Reason {
  std::string text;  // with kVerbEnding where the verb agrees with the combinations
  std::vector<std::uint64_t> combinations;
};

// "1+9 lacks 7, which …", "1+9 and 2+8 lack 7, which …".
std::string reason_text(const Reason& reason) {
  std::vector<std::string> named;
  named.reserve(reason.combinations.size());
  for (std::uint64_t digits : reason.combinations) named.push_back(combinations_text({digits}));
  std::string text = reason.text;
  const std::size_t at = text.find(kVerbEnding);
  if (at != std::string::npos) {
    text.replace(at, kVerbEnding.size(), reason.combinations.size() == 1 ? "s" : "");
  }
  return join_words(named) + " " + text;
}

}  // namespace

std::optional<Step> find_combination_crossover(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  std::vector<OpenCage> cages;
  std::vector<std::vector<int>> seen;  // the cells of each, to skip repeats
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& group = groups[index];
    if (group.kind != Group::Kind::cage || group.sum <= 0) continue;
    std::optional<CageSets> sets = cage_sets(grid, group.cells, group.sum);
    if (!sets || sets->empty_cells.empty() || sets->fitting.empty()) continue;
    const std::string name = group_name(grid, static_cast<int>(index));
    std::string intro = fmt::format(
        "{} adds up to {}{}", name, group.sum,
        sets->placed.empty() ? "" : fmt::format(" and holds {} already", digit_list(sets->placed)));
    seen.push_back(group.cells);
    cages.push_back({name, std::move(intro), {static_cast<int>(index)}, std::move(*sets)});
  }
  const std::shared_ptr<const CageRegions> regions = cage_regions(grid);
  for (const DerivedSum& sum : regions->derived) {
    if (std::find(seen.begin(), seen.end(), sum.cells) != seen.end()) continue;
    std::optional<CageSets> sets = cage_sets(grid, sum.cells, sum.total);
    if (!sets || sets->empty_cells.empty() || sets->fitting.empty()) continue;
    std::string intro = fmt::format(
        "{} ({}) add up to {}{}", sum.name, cell_list(grid, sum.cells), sum.total,
        sets->placed.empty() ? ""
                             : fmt::format(" ({} placed among them)", digit_list(sets->placed)));
    seen.push_back(sum.cells);
    cages.push_back({sum.name, std::move(intro), sum.houses, std::move(*sets)});
  }
  thread_local AroundCage around;  // its room kept: forcing chains ask at every step
  for (const OpenCage& cage : cages) {
    if (cage.sets.fitting.size() < 2) continue;
    around.work_out(grid, cage);
    std::vector<std::uint64_t> kept;
    std::vector<Reason> reasons;
    std::vector<int> groups_used = cage.groups;
    const auto own = static_cast<std::ptrdiff_t>(cage.groups.size());
    for (std::uint64_t digits : cage.sets.fitting) {
      if (auto reason = why_not(grid, cages, cage, around, digits, groups_used)) {
        const auto same = std::find_if(reasons.begin(), reasons.end(),
                                       [&](const Reason& each) { return each.text == *reason; });
        if (same == reasons.end()) {
          reasons.push_back({*reason, {digits}});
        } else {
          same->combinations.push_back(digits);
        }
      } else {
        kept.push_back(digits);
      }
    }
    if (reasons.empty()) continue;
    const std::vector<int>& cells = cage.sets.empty_cells;
    std::vector<std::uint64_t> supported(cells.size(), 0);
    std::array<std::uint64_t, 64> allowed{};
    for (std::uint64_t digits : kept) {
      for (std::size_t index = 0; index < cells.size(); ++index) {
        for (std::uint64_t open = digits & grid.candidates(cells[index]) & ~supported[index];
             open != 0; open &= open - 1) {
          const std::uint64_t bit = open & (~open + 1);
          for (std::size_t other = 0; other < cells.size(); ++other) {
            allowed[other] = other == index ? bit : grid.candidates(cells[other]) & digits;
          }
          if (has_matching(allowed.data(), cells.size(), digits)) supported[index] |= bit;
        }
      }
    }
    Step step = new_step(Technique::combination_crossover);
    for (std::size_t index = 0; index < cells.size(); ++index) {
      for (Digit digit : digits_of(grid.candidates(cells[index]) & ~supported[index])) {
        step.eliminations.push_back({cells[index], digit});
      }
    }
    if (step.eliminations.empty()) continue;
    step.cells = cells;
    std::sort(groups_used.begin() + own, groups_used.end());
    groups_used.erase(std::unique(groups_used.begin() + own, groups_used.end()), groups_used.end());
    step.groups = groups_used;
    std::uint64_t union_kept = 0;
    for (std::uint64_t digits : kept) union_kept |= digits;
    step.digits = digits_of(union_kept);
    std::vector<std::string> shown;
    for (std::size_t index = 0; index < reasons.size() && index < kReasonsNamed; ++index) {
      shown.push_back(reason_text(reasons[index]));
    }
    if (reasons.size() > kReasonsNamed) {
      shown.push_back(fmt::format("{} more fail", reasons.size() - kReasonsNamed));
    }
    const std::string left =
        kept.empty()
            ? fmt::format("no combination is left for {}", cell_list(grid, cells))
            : fmt::format("{} can only be {}", cell_list(grid, cells), combinations_text(kept));
    const std::string body =
        fmt::format("{}: {} can be {}, but {}; so {}: {}", cage.intro, cell_list(grid, cells),
                    combinations_text(cage.sets.fitting), join_words(shown), left,
                    removal_phrase(grid, step.eliminations));
    return finish_step(std::move(step), body);
  }
  return std::nullopt;
}

std::optional<Step> find_digit_the_innies_hold(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  const std::shared_ptr<const CageRegions> regions = cage_regions(grid);
  // The analysis and the holders keep their room (per thread): forcing chains ask at every step
  // of every branch, and a step here is rare.
  thread_local SumAnalysis analysis;
  thread_local std::vector<int> holders;
  for (const DerivedSum& sum : regions->derived) {
    analyse_into(grid, {sum.cells, sum.total, {}}, analysis);
    if (analysis.skipped || analysis.fitting.empty() || analysis.empty_cells.empty()) continue;
    std::uint64_t required = ~std::uint64_t{0};
    for (std::uint64_t digits : analysis.fitting) required &= digits;
    for (std::uint64_t digit_left = required; digit_left != 0; digit_left &= digit_left - 1) {
      const Digit digit = digit_of_bit(digit_left & (~digit_left + 1));
      holders.clear();
      for (int cell : analysis.empty_cells) {
        if (grid.has_candidate(cell, digit)) holders.push_back(cell);
      }
      if (holders.empty()) continue;
      for (int house : grid.groups_of(holders.front())) {
        const Group& group = groups[static_cast<std::size_t>(house)];
        if (group.kind == Group::Kind::cage || !group.holds_every_digit) continue;
        const auto in_house = [&](int cell) {
          return std::binary_search(group.cells.begin(), group.cells.end(), cell);
        };
        if (!std::all_of(holders.begin(), holders.end(), in_house)) continue;
        Step step = new_step(Technique::innies_and_outies);
        for (int cell : group.cells) {
          const bool inside =
              std::find(sum.cells.begin(), sum.cells.end(), cell) != sum.cells.end();
          if (!inside && grid.has_candidate(cell, digit)) {
            step.eliminations.push_back({cell, digit});
          }
        }
        if (step.eliminations.empty()) continue;
        step.cells = holders;
        step.groups = sum.houses;
        step.groups.push_back(house);
        step.digits = {digit};
        return finish_step(std::move(step), [&](const Step& made) {
          const std::string placed =
              analysis.placed.empty()
                  ? ""
                  : fmt::format(" ({} placed among them)", digit_list(analysis.placed));
          return fmt::format(
              "{} ({}) add up to {}{}: {} can only be {}, each with {}, so {} goes in {}, all in "
              "{}: {}",
              sum.name, cell_list(grid, sum.cells), sum.total, placed,
              cell_list(grid, analysis.empty_cells), combinations_text(analysis.fitting), digit,
              digit, cell_list(grid, holders, "or"), group_name(grid, house),
              removal_phrase(grid, made.eliminations));
        });
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
