// Whether the digits in a grid keep each variant rule: the rule's sentence of rules.hpp, as code.
//
// This is the reference the engines are tested against (and the brute-force oracle is built
// on), so it is written for the reader, not for speed: each rule looks at the digits it reads,
// pair by pair where the rule is a chain of pairs (a thermometer, a dot, a whisper), else only
// once every cell it reads is filled.
//
// One cost is kept down all the same: a conflict's words are written only when they are asked
// for (conflict_of), never by `breaks`, which the logic's searches ask at every step (writing the
// words of every rejected filling was three quarters of `rate`'s time on a whispers puzzle).
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "core/rule_geometry.hpp"

namespace sudoku::rules {

namespace {

// The conflict of one rule at the last of `cells` in reading order.
RuleConflict at_last(const std::vector<int>& cells, std::string problem) {
  return {*std::max_element(cells.begin(), cells.end()), std::move(problem)};
}

class Checker {
 public:
  // `words`: whether a conflict says what is wrong (conflict_of), or only where (breaks, whose
  // callers ask the question thousands of times a second and read no words).
  Checker(const Puzzle& puzzle, bool words)
      : puzzle_(puzzle), geometry_(puzzle.geometry()), words_(words) {}

  int digit(int cell) const { return puzzle_.at(cell); }
  bool filled(int cell) const { return digit(cell) != kBlank; }
  bool all_filled(const std::vector<int>& cells) const {
    return std::all_of(cells.begin(), cells.end(), [&](int cell) { return filled(cell); });
  }
  std::string name(int cell) const { return cell_name(geometry_, cell); }
  // "r3c4 (5)"
  std::string shown(int cell) const { return fmt::format("{} ({})", name(cell), digit(cell)); }
  std::string line_place(const std::vector<int>& cells) const {
    return line_path(geometry_, cells);
  }
  int sum(const std::vector<int>& cells) const {
    return std::accumulate(cells.begin(), cells.end(), 0,
                           [&](int total, int cell) { return total + digit(cell); });
  }

  // The words `make` writes, when this checker gives words; else none, and nothing is written.
  template <class Make>
  std::string say(const Make& make) const {
    return words_ ? std::string(make()) : std::string();
  }

  // Two filled cells that do not keep the rule `what()` names.
  template <class What>
  std::optional<RuleConflict> pair(int first, int second, bool kept, const What& what) const {
    if (!filled(first) || !filled(second) || kept) return std::nullopt;
    return RuleConflict{std::max(first, second), say([&] {
                          return fmt::format("{}: {} and {}", what(), shown(first), shown(second));
                        })};
  }

  std::optional<RuleConflict> check(const GlobalRule& rule) const {
    const std::vector<std::pair<int, int>> pairs =
        rule.kind == GlobalRuleKind::anti_knight ? knight_pairs(geometry_)
        : rule.kind == GlobalRuleKind::anti_king ? king_pairs(geometry_)
                                                 : orthogonal_pairs(geometry_);
    std::optional<RuleConflict> first;
    for (const auto& [a, b] : pairs) {
      const bool kept = rule.kind == GlobalRuleKind::non_consecutive
                            ? std::abs(digit(a) - digit(b)) != 1
                            : digit(a) != digit(b);
      auto conflict = pair(a, b, kept, [&] { return rule_name(Constraint{rule}); });
      if (conflict && (!first || conflict->cell < first->cell)) first = conflict;
    }
    return first;
  }

  std::optional<RuleConflict> check(const ExtraRegion& rule) const {
    for (std::size_t i = 0; i < rule.cells.size(); ++i) {
      for (std::size_t j = 0; j < i; ++j) {
        const int a = rule.cells[j];
        const int b = rule.cells[i];
        if (auto conflict = pair(a, b, digit(a) != digit(b), [&] {
              return fmt::format("{} at {}", rule_name(Constraint{rule}), name(rule.cells.front()));
            })) {
          return conflict;
        }
      }
    }
    return std::nullopt;
  }

  std::optional<RuleConflict> check(const CellRule& rule) const {
    if (!filled(rule.cell)) return std::nullopt;
    const int value = digit(rule.cell);
    if (is_indexer(rule.kind)) {
      // The place the digit points at holds the indexed digit, and no other place of that house
      // does (the same, once the house is full).
      const std::vector<int> house = indexed_cells(geometry_, rule);
      const int placed = indexed_digit(geometry_, rule);
      for (std::size_t place = 0; place < house.size(); ++place) {
        const int other = house[place];
        const bool kept = (value == static_cast<int>(place) + 1) == (digit(other) == placed);
        if (other == rule.cell) continue;
        if (auto conflict = pair(rule.cell, other, kept, [&] {
              return fmt::format("{} {} places {}", rule_name(Constraint{rule}), name(rule.cell),
                                 placed);
            })) {
          return conflict;
        }
      }
      return std::nullopt;
    }
    if (rule.kind == CellRuleKind::even || rule.kind == CellRuleKind::odd) {
      const bool even = value % 2 == 0;
      if (even == (rule.kind == CellRuleKind::even)) return std::nullopt;
      return RuleConflict{rule.cell, say([&] {
                            return fmt::format("{} {} holds {}", rule_name(Constraint{rule}),
                                               name(rule.cell), value);
                          })};
    }
    for (const int neighbour : compared_neighbours(puzzle_, rule)) {
      const bool kept =
          rule.kind == CellRuleKind::minimum ? value < digit(neighbour) : value > digit(neighbour);
      if (auto conflict = pair(rule.cell, neighbour, kept, [&] {
            return fmt::format("{} {}", rule_name(Constraint{rule}), name(rule.cell));
          })) {
        return conflict;
      }
    }
    return std::nullopt;
  }

  std::optional<RuleConflict> check(const Dot& rule) const {
    return pair(rule.first, rule.second,
                dot_holds(rule.kind, rule.value, digit(rule.first), digit(rule.second)),
                [&] { return rule_name(Constraint{rule}); });
  }

  std::optional<RuleConflict> check(const NegativeDots& rule) const {
    std::optional<RuleConflict> first;
    for (const auto& [a, b] : pairs_without_dot(puzzle_, rule)) {
      auto conflict = pair(a, b, !dot_holds(rule.kind, rule.value, digit(a), digit(b)),
                           [&] { return "no " + dot_name(rule.kind, rule.value) + " between"; });
      if (conflict && (!first || conflict->cell < first->cell)) first = conflict;
    }
    return first;
  }

  std::optional<RuleConflict> check(const Line& rule) const {
    const std::vector<int>& cells = rule.cells;
    const auto what = [&] { return fmt::format("{} {}", line_name(rule.kind), line_place(cells)); };
    const std::size_t length = cells.size();
    switch (rule.kind) {
      case LineKind::thermometer:
      case LineKind::slow_thermometer:
      case LineKind::whisper:
        for (std::size_t i = 1; i < length; ++i) {
          const int a = digit(cells[i - 1]);
          const int b = digit(cells[i]);
          const bool kept = rule.kind == LineKind::thermometer ? a < b
                            : rule.kind == LineKind::slow_thermometer
                                ? a <= b
                                : std::abs(a - b) >= rule.value;
          if (auto conflict = pair(cells[i - 1], cells[i], kept, what)) return conflict;
        }
        return std::nullopt;
      case LineKind::palindrome:
      case LineKind::zipper:
        return check_mirrored(rule, what);
      case LineKind::renban: {
        if (!all_filled(cells)) return std::nullopt;
        std::vector<int> digits;
        digits.reserve(length);
        for (const int cell : cells) digits.push_back(digit(cell));
        std::sort(digits.begin(), digits.end());
        const bool distinct = std::adjacent_find(digits.begin(), digits.end()) == digits.end();
        if (distinct && digits.back() - digits.front() + 1 == static_cast<int>(length))
          return std::nullopt;
        return at_last(cells, say([&] {
                         return what() +
                                ": its digits are not a run of consecutive digits, each once";
                       }));
      }
      case LineKind::between: {
        const int ends[2] = {digit(cells.front()), digit(cells.back())};
        if (ends[0] == kBlank || ends[1] == kBlank) return std::nullopt;
        const int low = std::min(ends[0], ends[1]);
        const int high = std::max(ends[0], ends[1]);
        for (std::size_t i = 1; i + 1 < length; ++i) {
          const int cell = cells[i];
          if (filled(cell) && (digit(cell) <= low || digit(cell) >= high)) {
            return RuleConflict{std::max({cell, cells.front(), cells.back()}), say([&] {
                                  return fmt::format("{}: {} is not between {} and {}", what(),
                                                     shown(cell), low, high);
                                })};
          }
        }
        return std::nullopt;
      }
      case LineKind::region_sum: {
        if (!all_filled(cells)) return std::nullopt;
        int expected = -1;
        for (std::size_t start = 0; start < length;) {
          std::size_t end = start;
          int total = 0;
          while (end < length && geometry_.box_of(cells[end]) == geometry_.box_of(cells[start])) {
            total += digit(cells[end++]);
          }
          if (expected >= 0 && total != expected) {
            return at_last(cells, say([&] {
                             return fmt::format(
                                 "{}: the part from {} sums to {}, an earlier part to {}", what(),
                                 name(cells[start]), total, expected);
                           }));
          }
          expected = total;
          start = end;
        }
        return std::nullopt;
      }
      case LineKind::entropic:
        for (std::size_t i = 2; i < length; ++i) {
          const std::vector<int> window = {cells[i - 2], cells[i - 1], cells[i]};
          if (!all_filled(window)) continue;
          const int third = geometry_.side() / 3;
          int seen = 0;
          for (const int cell : window) seen |= 1 << ((digit(cell) - 1) / third);
          if (seen != 7) {
            return at_last(window, say([&] {
                             return fmt::format(
                                 "{}: {}, {} and {} are not one low, one middle, one high", what(),
                                 shown(window[0]), shown(window[1]), shown(window[2]));
                           }));
          }
        }
        return std::nullopt;
    }
    return std::nullopt;
  }

  // A palindrome's mirrored cells are equal; a zipper's add up to the middle's total.
  template <class What>
  std::optional<RuleConflict> check_mirrored(const Line& rule, const What& what) const {
    const std::vector<int>& cells = rule.cells;
    const std::size_t length = cells.size();
    if (rule.kind == LineKind::palindrome) {
      for (std::size_t i = 0; i < length / 2; ++i) {
        const int a = cells[i];
        const int b = cells[length - 1 - i];
        if (auto conflict = pair(a, b, digit(a) == digit(b), what)) return conflict;
      }
      return std::nullopt;
    }
    if (!all_filled(cells)) return std::nullopt;
    const int middle = length % 2 == 1 ? digit(cells[length / 2])
                                       : digit(cells[length / 2 - 1]) + digit(cells[length / 2]);
    for (std::size_t i = 0; i < length / 2; ++i) {
      const int total = digit(cells[i]) + digit(cells[length - 1 - i]);
      if (total != middle) {
        return at_last(cells, say([&] {
                         return fmt::format("{}: {} and {} add up to {}, not {}", what(),
                                            shown(cells[i]), shown(cells[length - 1 - i]), total,
                                            middle);
                       }));
      }
    }
    return std::nullopt;
  }

  std::optional<RuleConflict> check(const Arrow& rule) const {
    std::vector<int> cells = rule.circle;
    cells.insert(cells.end(), rule.cells.begin(), rule.cells.end());
    if (!all_filled(cells)) return std::nullopt;
    int number = 0;
    for (const int cell : rule.circle) number = number * 10 + digit(cell);
    const int total = sum(rule.cells);
    if (total == number) return std::nullopt;
    return at_last(cells, say([&] {
                     return fmt::format("arrow from {}: the shaft sums to {}, the circle says {}",
                                        name(rule.circle.front()), total, number);
                   }));
  }

  std::optional<RuleConflict> check(const LittleKiller& rule) const {
    const std::vector<int> cells = little_killer_cells(geometry_, rule);
    if (cells.empty() || !all_filled(cells) || sum(cells) == rule.sum) return std::nullopt;
    return at_last(cells, say([&] {
                     return fmt::format("little killer {} from {}: the diagonal sums to {}, not {}",
                                        rule.sum, name(cells.front()), sum(cells), rule.sum);
                   }));
  }

  std::optional<RuleConflict> check(const OutsideClue& rule) const {
    const std::vector<int> cells = clue_cells(geometry_, rule);
    if (cells.empty() || !all_filled(cells)) return std::nullopt;
    const int side = geometry_.side();
    int found = 0;
    switch (rule.kind) {
      case OutsideClueKind::sandwich: {
        const auto is_crust = [&](int cell) { return digit(cell) == 1 || digit(cell) == side; };
        const auto first = std::find_if(cells.begin(), cells.end(), is_crust);
        const auto last = std::find_if(cells.rbegin(), cells.rend(), is_crust).base() - 1;
        for (auto it = first + 1; it < last; ++it) found += digit(*it);
        break;
      }
      case OutsideClueKind::x_sum: {
        const int count = digit(cells.front());
        for (int i = 0; i < count; ++i) found += digit(cells[static_cast<std::size_t>(i)]);
        break;
      }
      case OutsideClueKind::skyscraper: {
        int highest = 0;
        for (const int cell : cells) {
          if (digit(cell) > highest) {
            highest = digit(cell);
            ++found;
          }
        }
        break;
      }
    }
    if (found == rule.value) return std::nullopt;
    return at_last(cells, say([&] {
                     return fmt::format("{} {} on {}: the line gives {}",
                                        rule_name(Constraint{rule}), rule.value,
                                        name(cells.front()), found);
                   }));
  }

  std::optional<RuleConflict> check(const Quadruple& rule) const {
    std::vector<int> missing(rule.digits.begin(), rule.digits.end());
    for (const int cell : rule.cells) {
      const auto it = std::find(missing.begin(), missing.end(), digit(cell));
      if (filled(cell) && it != missing.end()) missing.erase(it);
    }
    const auto open = std::count_if(rule.cells.begin(), rule.cells.end(),
                                    [&](int cell) { return !filled(cell); });
    if (static_cast<std::size_t>(open) >= missing.size()) return std::nullopt;
    return at_last(rule.cells, say([&] {
                     return fmt::format("quadruple at {}: digit {} is missing",
                                        name(rule.cells.front()), missing.front());
                   }));
  }

  std::optional<RuleConflict> check(const GivenCandidates& rule) const {
    if (!filled(rule.cell)) return std::nullopt;
    const auto value = static_cast<std::uint8_t>(digit(rule.cell));
    if (std::find(rule.digits.begin(), rule.digits.end(), value) != rule.digits.end()) {
      return std::nullopt;
    }
    return RuleConflict{rule.cell, say([&] {
                          return fmt::format("{} holds {}, not one of its given candidates",
                                             name(rule.cell), value);
                        })};
  }

  std::optional<RuleConflict> check(const Clone& rule) const {
    for (std::size_t i = 0; i < rule.cells.size(); ++i) {
      const int a = rule.cells[i];
      const int b = rule.copies[i];
      if (auto conflict = pair(a, b, digit(a) == digit(b), [] { return "clone"; })) {
        return conflict;
      }
    }
    return std::nullopt;
  }

  std::optional<RuleConflict> check(const ExtraHouse&) const { return std::nullopt; }
  std::optional<RuleConflict> check(const Cage&) const { return std::nullopt; }

 private:
  const Puzzle& puzzle_;
  const Geometry& geometry_;
  bool words_;
};

}  // namespace

std::optional<RuleConflict> conflict_of(const Puzzle& puzzle, const Constraint& constraint) {
  const Checker checker(puzzle, true);
  return std::visit([&](const auto& rule) { return checker.check(rule); }, constraint);
}

bool breaks(const Puzzle& puzzle, const Constraint& constraint) {
  const Checker checker(puzzle, false);
  return std::visit([&](const auto& rule) { return checker.check(rule).has_value(); }, constraint);
}

}  // namespace sudoku::rules
