// The weak links of the variant rules for the chains (the idea is in chain_links.hpp).
//
// No rule is read by kind here: for each piece of a rule (rule_pieces.hpp) and each two of its
// empty cells, each candidate of the one beside each candidate of the other is put to the rule's
// own check (rules::conflict_of on the grid's digits with those two written in, or the pair's
// relation for a pair of a global or negative rule). A pair the check breaks is a weak link: no
// filling keeps the rule with both. So a thermometer, a whisper, a dot, an arrow or a clue
// outside the grid each gives the links its rule implies between two cells, in its own name.
// A candidate that breaks the rule on its own gives none (the rung "variant rule" removes it).
//
// Built once per search from the grid, in a table per cell: for each of its digits, the digits of
// the other cell forbidden beside it, so a search asks one word per pair and allocates nothing.
// A puzzle with many large rules on a large grid gets links from its first rules only, up to a
// fixed count of checks, the same on every machine.
#include <algorithm>
#include <bit>

#include "core/rule_geometry.hpp"
#include "logic/chain_links.hpp"

namespace sudoku::logic {
namespace {

// How many checks one build may make.
constexpr long kMostChecks = 400'000;

}  // namespace

RuleLinks::RuleLinks(const CandidateGrid& grid, bool wanted) : grid_(grid) {
  const Puzzle& puzzle = grid.puzzle();
  if (!wanted || !puzzle.has_variant_rules()) return;
  pieces_ = rule_pieces(puzzle);
  if (pieces_.empty()) return;
  Puzzle scratch = puzzle;
  long checks = 0;
  for (std::size_t rule = 0; rule < pieces_.size() && checks < kMostChecks; ++rule) {
    const std::vector<int>& cells = pieces_[rule].cells;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (grid.digit(cells[i]) != kBlank) continue;
      for (std::size_t j = i + 1; j < cells.size() && checks < kMostChecks; ++j) {
        if (grid.digit(cells[j]) != kBlank || cells[i] == cells[j]) continue;
        checks +=
            std::popcount(grid.candidates(cells[i])) * std::popcount(grid.candidates(cells[j]));
        add_pair(pieces_[rule], static_cast<int>(rule), cells[i], cells[j], scratch);
      }
    }
  }
  // Group the entries by cell, keeping their order (rules, then pairs, as found).
  std::vector<std::size_t> order(entries_.size());
  for (std::size_t index = 0; index < order.size(); ++index) order[index] = index;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return owners_[a] < owners_[b]; });
  std::vector<Entry> sorted;
  sorted.reserve(entries_.size());
  cell_first_.assign(static_cast<std::size_t>(grid.cell_count()) + 1, 0);
  for (const std::size_t index : order) {
    sorted.push_back(entries_[index]);
    ++cell_first_[static_cast<std::size_t>(owners_[index]) + 1];
  }
  for (std::size_t cell = 1; cell < cell_first_.size(); ++cell) {
    cell_first_[cell] += cell_first_[cell - 1];
  }
  entries_ = std::move(sorted);
  owners_.clear();
}

void RuleLinks::add_pair(const RulePiece& piece, int rule, int a, int b, Puzzle& scratch) {
  const auto side = static_cast<std::size_t>(grid_.side());
  const std::size_t first_a = forbidden_.size();
  const std::size_t first_b = first_a + side;
  forbidden_.resize(first_a + 2 * side, 0);
  const Constraint* constraint = piece.constraint;
  // A digit that breaks the rule on its own.
  const auto alone_breaks = [&](int cell, Digit digit) {
    if (constraint == nullptr) return false;
    scratch.set(cell, digit);
    const bool broken = rules::conflict_of(scratch, *constraint).has_value();
    scratch.set(cell, kBlank);
    return broken;
  };
  std::uint64_t options_b = 0;
  for (const Digit digit : digits_of(grid_.candidates(b))) {
    if (!alone_breaks(b, digit)) options_b |= bit_of(digit);
  }
  bool any = false;
  for (const Digit digit_a : digits_of(grid_.candidates(a))) {
    if (alone_breaks(a, digit_a)) continue;
    if (constraint != nullptr) scratch.set(a, digit_a);
    for (std::uint64_t left = options_b; left != 0; left &= left - 1) {
      const Digit digit_b = digit_of_bit(left & -left);
      bool broken = false;
      if (constraint == nullptr) {
        broken = !pair_keeps(piece, digit_a, digit_b);
      } else {
        scratch.set(b, digit_b);
        broken = rules::conflict_of(scratch, *constraint).has_value();
        scratch.set(b, kBlank);
      }
      if (!broken) continue;
      forbidden_[first_a + static_cast<std::size_t>(digit_a - 1)] |= bit_of(digit_b);
      forbidden_[first_b + static_cast<std::size_t>(digit_b - 1)] |= bit_of(digit_a);
      any = true;
    }
    if (constraint != nullptr) scratch.set(a, kBlank);
  }
  if (!any) {
    forbidden_.resize(first_a);
    return;
  }
  entries_.push_back({b, rule, first_a});
  owners_.push_back(a);
  entries_.push_back({a, rule, first_b});
  owners_.push_back(b);
}

void RuleLinks::weak_links(const ChainNode& from, std::vector<ChainLinkTo>& links) const {
  if (entries_.empty() || !from.is_candidate()) return;
  const auto cell = static_cast<std::size_t>(from.cell);
  for (std::size_t index = cell_first_[cell]; index < cell_first_[cell + 1]; ++index) {
    const Entry& entry = entries_[index];
    const std::uint64_t forbidden =
        forbidden_[entry.first + static_cast<std::size_t>(from.digit - 1)] &
        grid_.candidates(entry.other);
    for (std::uint64_t left = forbidden; left != 0; left &= left - 1) {
      links.push_back(
          {{entry.other, digit_of_bit(left & -left), -1}, entry.rule, LinkReason::rule});
    }
  }
}

void RuleLinks::take_out(CandidateGrid& grid, int cell, Digit digit) const {
  if (entries_.empty()) return;
  const auto at = static_cast<std::size_t>(cell);
  for (std::size_t index = cell_first_[at]; index < cell_first_[at + 1]; ++index) {
    const Entry& entry = entries_[index];
    const std::uint64_t forbidden = forbidden_[entry.first + static_cast<std::size_t>(digit - 1)];
    for (std::uint64_t left = forbidden; left != 0; left &= left - 1) {
      grid.eliminate(entry.other, digit_of_bit(left & -left));
    }
  }
}

bool RuleLinks::forbids(int cell, Digit digit, int other, Digit other_digit) const {
  if (entries_.empty()) return false;
  const auto at = static_cast<std::size_t>(cell);
  for (std::size_t index = cell_first_[at]; index < cell_first_[at + 1]; ++index) {
    const Entry& entry = entries_[index];
    if (entry.other == other && (forbidden_[entry.first + static_cast<std::size_t>(digit - 1)] &
                                 bit_of(other_digit)) != 0) {
      return true;
    }
  }
  return false;
}

std::string RuleLinks::rule_words(int rule) const {
  return rule_piece_name(grid_, pieces_[static_cast<std::size_t>(rule)]);
}

}  // namespace sudoku::logic
