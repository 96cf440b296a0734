// Killer cage logic: what a total allows.
//
//   cage combination   the digits of a cage differ and add up to its total: only some sets of
//                      digits do, and only those whose digits its cells' candidates can take
//                      one each. A candidate no such set puts in its cell goes. ("The cage at
//                      r1c1 adds up to 7: r1c1, r1c2 and r2c1 can only be 1+2+4, so …") Then
//                      a digit that every such set holds must go in the cage: when the cells
//                      of the cage that can take it all lie in one house, the rest of the
//                      house loses it. (2.4)
//   innies and outies  a house holds every digit once, so its cells add up to 1+2+…+N (45 on
//                      9×9). Take away the cages lying wholly inside it: the rest of the house
//                      (the innies) adds up to what is left, and is a cage of its own. When
//                      every innie is in a cage, those cages reach out of the house by some
//                      cells (the outies), which add up to the cages' totals less the innies'
//                      sum. Innies (and outies that all see each other) are treated as a cage;
//                      a single one is placed at once. Then the same for several rows (or
//                      columns) side by side, which hold every digit once each: 90 for two
//                      rows of a 9×9, 135 for three; then blocks of boxes (cage_regions.cpp).
//                      Their innies and outies need not see each other, so their digits may
//                      repeat; up to kMostLooseCells of them are looked at, every assignment
//                      tried. When some innies are in no cage, the outies less those innies
//                      add up to the covering cages' totals less the region's ("r5c1 + r5c2 −
//                      r4c9 = 7"), tried the same way. (2.5)
//
// What a total allows is worked out in cage_combinations.cpp (cells that differ) and
// cage_loose_sums.cpp (cells that may repeat a digit); the regions in cage_regions.cpp.
#include <algorithm>
#include <memory>

#include <fmt/format.h>

#include "logic/cage_sums.hpp"

namespace sudoku::logic {
namespace {

// "r1c2 and r2c1 can only be 1+6 or 3+4"; "no set of digits fits r1c2 and r2c1".
std::string fitting_text(const CandidateGrid& grid, const SumAnalysis& analysis) {
  if (analysis.fitting.empty()) {
    return "no set of digits fits " + cell_list(grid, analysis.empty_cells);
  }
  if (analysis.loose) {
    // "r3c4, r4c4 and r4c5 can only be 1+2+4, 2+2+3 or …", digits in the cells' order.
    const auto sign_of = [&](std::size_t index) {
      return index == 0 ? "" : index < analysis.plus_count ? "+" : "−";
    };
    std::vector<std::string> named;
    for (std::size_t index = 0; index < analysis.assignments.size() && index < kCombinationsNamed;
         ++index) {
      std::string text;
      for (std::size_t at = 0; at < analysis.assignments[index].size(); ++at) {
        text += sign_of(at) + std::to_string(analysis.assignments[index][at]);
      }
      named.push_back(std::move(text));
    }
    std::string choices = join_words(named, "or");
    if (analysis.assignment_count > kCombinationsNamed) {
      choices.clear();
      for (const std::string& each : named) choices += each + ", ";
      choices += fmt::format("… ({} in all)", analysis.assignment_count);
    }
    if (analysis.plus_count == analysis.empty_cells.size()) {
      return fmt::format("{}, in that order, can only be {}", cell_list(grid, analysis.empty_cells),
                         choices);
    }
    // "r5c1 + r5c2 − r4c9 = 7 only as 1+7−1, …"
    std::string expression;
    for (std::size_t at = 0; at < analysis.empty_cells.size(); ++at) {
      const std::string name = cell_name(grid.geometry(), analysis.empty_cells[at]);
      expression += at == 0 ? name : fmt::format(" {} {}", sign_of(at), name);
    }
    return fmt::format("{} = {} only as {}", expression, analysis.remaining, choices);
  }
  return fmt::format("{} can only be {}", cell_list(grid, analysis.empty_cells),
                     combinations_text(analysis.fitting));
}

// A step from an analysis: a single cell left with one digit is placed, else the candidates
// no fitting set gives are removed (every candidate, when no set fits: the grid then shows
// its contradiction). `reason()` says where the total comes from (asked only when the step's
// sentence is wanted).
template <typename Reason>
std::optional<Step> sum_step(const CandidateGrid& grid, Technique technique,
                             const SumAnalysis& analysis, const Reason& reason,
                             std::vector<int> groups) {
  if (analysis.skipped || analysis.eliminations.empty()) {
    return std::nullopt;
  }
  Step step = new_step(technique);
  step.cells = analysis.empty_cells;
  step.groups = std::move(groups);
  std::uint64_t digits = 0;
  for (std::uint64_t set : analysis.fitting) digits |= set;
  step.digits = digits_of(digits);
  if (analysis.empty_cells.size() == 1 && analysis.fitting.size() == 1) {
    const int cell = analysis.empty_cells.front();
    const Digit digit = digit_of_bit(analysis.fitting.front());
    step.placements.push_back({cell, digit});
    return finish_step(std::move(step), [&](const Step&) {
      return fmt::format("{}, so {} is {}", reason(), cell_name(grid.geometry(), cell), digit);
    });
  }
  step.eliminations = analysis.eliminations;
  return finish_step(std::move(step), [&](const Step& made) {
    return fmt::format("{}: {}, so {}", reason(), fitting_text(grid, analysis),
                       removal_phrase(grid, made.eliminations));
  });
}

bool is_sum_cage(const Group& group) { return group.kind == Group::Kind::cage && group.sum > 0; }

// " and holds 3 and 5 already", for a cage; " (with 3 and 5 placed among them)", for cells.
std::string digits_already(const std::vector<Digit>& placed) {
  return placed.empty() ? "" : fmt::format(" and holds {} already", digit_list(placed));
}
std::string digits_among(const std::vector<Digit>& placed) {
  return placed.empty() ? "" : fmt::format(" (with {} placed among them)", digit_list(placed));
}

// "twice", "3 times".
std::string times_word(int count) {
  return count == 2 ? std::string("twice") : fmt::format("{} times", count);
}

// True when sum_step finds a step in the analysis: only then is its reason written.
bool has_step(const SumAnalysis& analysis) {
  return !analysis.skipped && !analysis.eliminations.empty();
}

// What a total allows `set` (cells that all see each other as a cage's, others every assignment
// tried), in this thread's one analysis of a region's cells, whose vectors keep their room:
// forcing chains ask at every step of every branch. It holds until the next call.
const SumAnalysis& analyse_region_set(const CandidateGrid& grid, const SumSet& set,
                                      bool see_each_other) {
  thread_local SumAnalysis analysis;
  if (see_each_other) {
    analyse_into(grid, set, analysis);
  } else {
    analyse_loose_into(grid, set, analysis);
  }
  return analysis;
}

// When some innies of a region are in no cage, the cages covering the rest reach out of it by
// cells that add up to their totals less the region's total, plus what those innies hold:
// "r5c1 + r5c2 − r4c9 = 7". Every assignment is tried (analyse_loose_into).
std::optional<Step> outies_less_free_innies(const CandidateGrid& grid, const RegionSums& sums) {
  if (sums.free_innies.empty() || sums.outies.empty()) return std::nullopt;
  const SumSet set{sums.outies, sums.covering_sum - sums.total, sums.free_innies};
  const SumAnalysis& analysis = analyse_region_set(grid, set, false);
  if (!has_step(analysis)) return std::nullopt;
  const bool several = sums.houses.size() > 1;  // "rows 1 and 2 … their 90 … outside them"
  const auto reason = [&] {
    return fmt::format(
        "the cages covering {} but {} add up to {} against {} {}: their cells outside {}, less {}, "
        "add up to {}{}",
        sums.name, cell_list(grid, sums.free_innies), sums.covering_sum, several ? "their" : "its",
        sums.total, several ? "them" : "it", cell_list(grid, sums.free_innies), set.total,
        digits_among(analysis.placed));
  };
  return sum_step(grid, Technique::innies_and_outies, analysis, reason, sums.houses);
}

// The outies of a house or a run of houses (`sums`): the cells of the cages crossing its edge
// that lie outside, which add up to the cages' totals less the region's. Outies that do not all
// see each other may repeat a digit: every assignment is tried.
std::optional<Step> outies_of(const CandidateGrid& grid, const RegionSums& sums) {
  if (sums.crossing_cages.empty()) return std::nullopt;
  if (!sums.all_caged) return outies_less_free_innies(grid, sums);
  const SumAnalysis& outer =
      analyse_region_set(grid, {sums.outies, sums.outies_total, {}}, sums.outies_see_each_other);
  if (!has_step(outer)) return std::nullopt;
  const bool several = sums.houses.size() > 1;  // "rows 1 and 2 … their 90 … outside them"
  const auto reason = [&] {
    return fmt::format(
        "the cages covering {} add up to {}, {} more than {} {}: their cells outside {} add up "
        "to {}{}",
        sums.name, sums.covering_sum, sums.outies_total, several ? "their" : "its", sums.total,
        several ? "them" : "it", sums.outies_total, digits_among(outer.placed));
  };
  return sum_step(grid, Technique::innies_and_outies, outer, reason, sums.houses);
}

// Innies and outies of a run of houses that do not overlap (rows, or columns, side by side, or
// boxes in a block): together they hold every digit once per house.
std::optional<Step> innies_and_outies_of_houses(const CandidateGrid& grid, const RegionSums& sums) {
  const int count = static_cast<int>(sums.houses.size());
  if (!sums.inner_cages.empty() && !sums.innies.empty()) {
    const SumAnalysis& inner =
        analyse_region_set(grid, {sums.innies, sums.innies_total, {}}, sums.innies_see_each_other);
    if (has_step(inner)) {
      const auto reason = [&] {
        return fmt::format(
            "{} hold every digit {}, {} in all; the cages inside them add up to {}, which "
            "leaves {} for their other cells{}",
            sums.name, times_word(count), sums.total, sums.inner_sum, sums.innies_total,
            digits_among(inner.placed));
      };
      return sum_step(grid, Technique::innies_and_outies, inner, reason, sums.houses);
    }
  }
  return outies_of(grid, sums);
}

// True when the cage's total, its cells and what they hold (digit and candidates) are what
// `last` says, all its analysis depends on; `last` then says what they are now. Its first word is
// the total, or kNotAnalysed (no cage with a sum adds up to it).
constexpr std::uint64_t kNotAnalysed = ~std::uint64_t{0};
bool same_as_last(const CandidateGrid& grid, const Group& cage, std::vector<std::uint64_t>& last) {
  const std::size_t size = 1 + 2 * cage.cells.size();
  bool same = last.size() == size;
  last.resize(size);
  const auto note = [&](std::size_t at, std::uint64_t word) {
    same = same && last[at] == word;
    last[at] = word;
  };
  note(0, static_cast<std::uint64_t>(static_cast<std::int64_t>(cage.sum)));
  for (std::size_t index = 0; index < cage.cells.size(); ++index) {
    const int cell = cage.cells[index];
    note(1 + 2 * index, static_cast<std::uint64_t>(cell) << 8 | grid.digit(cell));
    note(2 + 2 * index, grid.candidates(cell));
  }
  return same;
}

}  // namespace

std::optional<Step> find_cage_combination(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  // Each cage's analysis, kept for the second pass below (per thread, the vectors' room kept:
  // forcing chains ask at every step of every branch), and what it was made of: a cage whose
  // cells hold what they held at its last analysis keeps it (a step changes few cages).
  thread_local std::vector<SumAnalysis> analyses;
  thread_local std::vector<std::vector<std::uint64_t>> made_of;
  if (analyses.size() < groups.size()) {
    analyses.resize(groups.size());
    made_of.resize(groups.size());
  }
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& cage = groups[index];
    if (!is_sum_cage(cage)) continue;
    std::vector<std::uint64_t>& made = made_of[index];
    if (!same_as_last(grid, cage, made)) {
      // Made of nothing until the analysis is made (should an allocation fail within it).
      const std::uint64_t total = made.front();
      made.front() = kNotAnalysed;
      analyse_into(grid, {cage.cells, cage.sum, {}}, analyses[index]);
      made.front() = total;
    }
    const SumAnalysis& analysis = analyses[index];
    if (!has_step(analysis)) continue;
    const auto reason = [&] {
      return fmt::format("{} adds up to {}{}", group_name(grid, static_cast<int>(index)), cage.sum,
                         digits_already(analysis.placed));
    };
    return sum_step(grid, Technique::cage_combination, analysis, reason, {static_cast<int>(index)});
  }
  // A digit every fitting set holds goes in the cage: if the cells that can take it share a
  // house, the house's other cells lose it. One step per house, for every such digit.
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& cage = groups[index];
    if (!is_sum_cage(cage)) continue;
    const SumAnalysis& analysis = analyses[index];
    if (analysis.skipped || analysis.fitting.empty()) continue;
    std::uint64_t required = ~std::uint64_t{0};
    for (std::uint64_t set : analysis.fitting) required &= set;
    if (required == 0) continue;
    // The houses holding a cell of the cage, in the order met (the vector's room kept: forcing
    // chains ask at every step of every branch, and a step here is rare).
    thread_local std::vector<int> houses;
    houses.clear();
    for (int cell : analysis.empty_cells) {
      for (int house : grid.groups_of(cell)) {
        const Group& group = groups[static_cast<std::size_t>(house)];
        if (group.kind == Group::Kind::cage || !group.holds_every_digit) continue;
        if (std::find(houses.begin(), houses.end(), house) == houses.end()) {
          houses.push_back(house);
        }
      }
    }
    for (int house : houses) {
      const Group& group = groups[static_cast<std::size_t>(house)];
      // Where the two meet: which of the cage's cells lie in the house, and which of the house's
      // cells lie in the cage.
      const Overlap meet = overlap_with(group, cage.cells);
      const std::uint64_t cage_in_house = meet.in_list;
      const std::uint64_t house_in_cage = meet.in_group;
      // A required digit goes: when every cell of the cage that can take it (one at least) lies
      // in the house, and some cell of the house outside the cage can take it too.
      std::uint64_t removing = 0;  // the required digits the house loses
      for (std::uint64_t left = required; left != 0; left &= left - 1) {
        const std::uint64_t bit = left & (~left + 1);
        const Digit digit = digit_of_bit(bit);
        const std::uint64_t holders = grid.places(static_cast<int>(index), digit);
        if (holders == 0 || (holders & ~cage_in_house) != 0) continue;
        if ((grid.places(house, digit) & ~house_in_cage) != 0) removing |= bit;
      }
      if (removing == 0) continue;
      Step step = new_step(Technique::cage_combination);
      for (Digit digit : digits_of(removing)) {
        for (int cell : analysis.empty_cells) {
          if (grid.has_candidate(cell, digit)) step.cells.push_back(cell);
        }
        for (int cell : group.cells) {
          if (grid.has_candidate(cell, digit) &&
              std::find(cage.cells.begin(), cage.cells.end(), cell) == cage.cells.end()) {
            step.eliminations.push_back({cell, digit});
          }
        }
        step.digits.push_back(digit);
      }
      std::sort(step.cells.begin(), step.cells.end());
      step.cells.erase(std::unique(step.cells.begin(), step.cells.end()), step.cells.end());
      step.groups = {static_cast<int>(index), house};
      return finish_step(std::move(step), [&](const Step& made) {
        const bool one = made.digits.size() == 1;
        const std::string digits = digit_list(made.digits);
        const std::string with_digits =
            analysis.fitting.size() == 1 ? "" : fmt::format(", each with {}", digits);
        return fmt::format("{} adds up to {}{}: {}{}, so {} {} in {}, all in {}: {}",
                           group_name(grid, static_cast<int>(index)), cage.sum,
                           digits_already(analysis.placed), fitting_text(grid, analysis),
                           with_digits, digits, one ? "goes" : "go",
                           cell_list(grid, made.cells, one ? "or" : "and"), group_name(grid, house),
                           removal_phrase(grid, made.eliminations));
      });
    }
  }
  return std::nullopt;
}

std::optional<Step> find_innie_outie_difference(const CandidateGrid& grid) {
  const std::shared_ptr<const CageRegions> regions = cage_regions(grid);
  if (!regions->has_sum_cage) return std::nullopt;
  const auto& groups = grid.groups();
  for (const MixedRegion& region : regions->mixed) {
    // The larger side first, so that what it adds up to is not below 0.
    const bool innies_first = region.difference >= 0;
    const std::vector<int>& plus = innies_first ? region.innies : region.outies;
    const std::vector<int>& minus = innies_first ? region.outies : region.innies;
    const int total = innies_first ? region.difference : -region.difference;
    const SumAnalysis& analysis = analyse_region_set(grid, {plus, total, minus}, false);
    if (!has_step(analysis)) continue;
    std::vector<int> corners;  // the first cell of each cage
    std::string sums;          // "20 + 10"
    for (int cage : region.reaching) {
      corners.push_back(groups[static_cast<std::size_t>(cage)].cells.front());
      sums +=
          (sums.empty() ? "" : " + ") + std::to_string(groups[static_cast<std::size_t>(cage)].sum);
    }
    const bool several = region.houses.size() > 1;
    const std::string it = several ? "them" : "it";
    const std::string inner =
        region.inner_sum == 0
            ? std::string()
            : fmt::format("the cages inside {} add up to {}; ", it, region.inner_sum);
    const std::string innies = fmt::format("{} other cells ({})", several ? "their" : "its",
                                           cell_list(grid, region.innies));
    const bool one = region.reaching.size() == 1;
    const std::string outies =
        fmt::format("the cells of {} outside {} ({})", one ? "that cage" : "those cages", it,
                    cell_list(grid, region.outies));
    // "box 5 holds 45; the cages at r3c4 and r5c6, mostly inside it, add up to 20 + 10 = 30: so
    // its other cells (r4c6 and r6c4), less the cells of those cages outside it (r3c4 and r7c6),
    // add up to 15"; "the cage at r1c9, mostly inside them, adds up to 21: …".
    const std::string cages =
        one ? fmt::format("the cage at {}, mostly inside {}, adds up to {}",
                          cell_name(grid.geometry(), corners.front()), it, region.reaching_sum)
            : fmt::format("the cages at {}, mostly inside {}, add up to {} = {}",
                          cell_list(grid, corners), it, sums, region.reaching_sum);
    const auto reason = [&] {
      return fmt::format("{} {} {}; {}{}: so {}, less {}, add up to {}{}", region.name,
                         several ? "hold" : "holds", region.total, inner, cages,
                         innies_first ? innies : outies, innies_first ? outies : innies, total,
                         digits_among(analysis.placed));
    };
    std::vector<int> step_groups = region.houses;
    step_groups.insert(step_groups.end(), region.reaching.begin(), region.reaching.end());
    return sum_step(grid, Technique::innie_outie_difference, analysis, reason,
                    std::move(step_groups));
  }
  return std::nullopt;
}

std::optional<Step> find_innies_and_outies(const CandidateGrid& grid) {
  const std::shared_ptr<const CageRegions> regions = cage_regions(grid);
  if (!regions->has_sum_cage) return std::nullopt;
  for (const RegionSums& sums : regions->houses) {
    if (!sums.inner_cages.empty() && !sums.innies.empty()) {
      const SumAnalysis& inner =
          analyse_region_set(grid, {sums.innies, sums.innies_total, {}}, true);
      if (has_step(inner)) {
        const auto reason = [&] {
          return fmt::format(
              "the cages inside {} add up to {} of its {}, which leaves {} for its other cells{}",
              sums.name, sums.inner_sum, sums.total, sums.innies_total, digits_among(inner.placed));
        };
        return sum_step(grid, Technique::innies_and_outies, inner, reason, sums.houses);
      }
    }
    if (auto step = outies_of(grid, sums)) return step;
  }
  // Several rows, or several columns, side by side; then blocks of boxes.
  for (const RegionSums& sums : regions->runs) {
    if (auto step = innies_and_outies_of_houses(grid, sums)) return step;
  }
  return find_digit_the_innies_hold(grid);
}

}  // namespace sudoku::logic
