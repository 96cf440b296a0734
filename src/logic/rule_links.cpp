// The weak links of the variant rules for the chains (the idea is in chain_links.hpp).
//
// No rule is read by kind here. For each piece of a rule (rule_pieces.hpp), each empty cell of it
// and each candidate there, the rung's search for fillings of the piece's cells (rule_supports:
// the rule's own check, rules::conflict_of, or a pair's relation) is run with the cell holding
// that candidate; a candidate of another cell of the piece that no such filling uses is weakly
// linked to it: no filling keeps the rule with both. So a thermometer, a whisper, a dot, an arrow
// or a clue outside the grid each gives the links its rule implies between two of its cells, in
// its own name: on a thermometer r1c1→r1c4, r1c1 = 5 rules out 5 and below in every later cell.
// A candidate no filling uses on its own gives none (the rung "variant rule" removes it).
//
// Built once per search from the grid, in a table per cell: for each of its digits, the digits of
// the other cell forbidden beside it, so a search asks one word per pair and allocates nothing.
// The searches have a budget of steps per build, the same on every machine; a search cut short
// gives fewer links, never a wrong one.
//
// The forcing chains, which build links on every grid a branch reaches, take a cheaper reach:
// two candidates are linked when the rule's plain check breaks with just those two digits
// written in (adjacent cells of a thermometer, the two cells of a dot), as a placement takes its
// digit out of its peers.
#include <algorithm>
#include <bit>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/rule_geometry.hpp"
#include "logic/chain_links.hpp"

namespace sudoku::logic {
namespace {

// How many steps the searches of one build may take, and one search.
constexpr long kMostSteps = 50'000;
constexpr long kStepsPerSearch = 2'000;

// The pair links of one piece (by_pairs) depend only on the piece (its index in rule_pieces) and
// what its cells hold (each cell's candidates, then its digit), when its checks ran to the end.
struct PairLinksKey {
  std::size_t rule = 0;
  std::vector<std::uint64_t> held;
  bool operator==(const PairLinksKey&) const = default;
};
struct PairLinksKeyHash {
  std::size_t operator()(const PairLinksKey& key) const {
    std::uint64_t value = key.rule;
    for (const std::uint64_t word : key.held) value = value * 0x9e3779b97f4a7c15ULL + word;
    return static_cast<std::size_t>(value ^ value >> 29);
  }
};
struct PairLinksFound {
  std::vector<std::uint64_t> table;
  bool any = false;
  long checks = 0;
};

// The pair links found per thread on the puzzle last built for. A forcing chain builds them on
// every grid its branches reach (each split of a nested chain's branch, at every step), where
// most pieces' cells hold what they held at a step before. A piece's links are kept when its
// checks ran to the end, and taken again when the budget left is above the checks they took,
// which the build then spends: what the search would give and spend. The puzzle kept shares its
// list of constraints with the grids made from it (a Puzzle copies the list only before a
// change), so the same list at the same address is the same rules.
struct KeptPairLinks {
  Puzzle puzzle{Geometry{1}};
  std::unordered_map<PairLinksKey, PairLinksFound, PairLinksKeyHash> found;
  std::size_t words = 0;  // in the keys' and the tables' vectors
};
// At most this many words of keys and tables (16 MB; a 16-cell line of a 16×16 has a table of
// 4,096 words), then the table starts again.
constexpr std::size_t kPairLinkWordsKept = std::size_t{1} << 21;

KeptPairLinks& kept_pair_links(const Puzzle& puzzle) {
  thread_local KeptPairLinks kept;
  if (&kept.puzzle.constraints() != &puzzle.constraints() ||
      kept.puzzle.geometry() != puzzle.geometry()) {
    kept.puzzle = puzzle;
    kept.found.clear();
    kept.words = 0;
  }
  return kept;
}

}  // namespace

RuleLinks::RuleLinks(const CandidateGrid& grid, Reach reach) : grid_(grid) {
  const Puzzle& puzzle = grid.puzzle();
  if (reach == Reach::none || !puzzle.has_variant_rules()) return;
  pieces_ = rule_pieces(puzzle);
  if (pieces_.empty()) return;
  std::optional<Puzzle> scratch;  // made for the first search that runs
  long budget = kMostSteps;
  const auto side = static_cast<std::size_t>(grid.side());
  std::vector<std::uint64_t> table;
  KeptPairLinks* kept = reach == Reach::pairs ? &kept_pair_links(puzzle) : nullptr;
  PairLinksKey key;
  for (std::size_t rule = 0; rule < pieces_.size() && budget > 0; ++rule) {
    const std::vector<int>& cells = pieces_[rule].cells;
    const std::size_t n = cells.size();
    table.assign(n * n * side, 0);
    bool any = false;
    if (kept == nullptr) {
      if (!scratch) scratch.emplace(puzzle);
      any = by_fillings(rule, table, *scratch, budget);
    } else {
      key.rule = rule;
      key.held.clear();
      for (const int cell : cells) {
        key.held.push_back(grid.candidates(cell));
        key.held.push_back(static_cast<std::uint64_t>(grid.digit(cell)));
      }
      const auto found = kept->found.find(key);
      if (found != kept->found.end() && budget > found->second.checks) {
        table = found->second.table;
        any = found->second.any;
        budget -= found->second.checks;
      } else {
        if (!scratch) scratch.emplace(puzzle);
        const long before = budget;
        bool finished = false;
        any = by_pairs(rule, table, *scratch, budget, finished);
        if (finished) {
          const std::size_t words = key.held.size() + table.size();
          if (kept->words + words > kPairLinkWordsKept) {
            kept->found.clear();
            kept->words = 0;
          }
          kept->words += words;
          kept->found.insert_or_assign(key, PairLinksFound{table, any, before - budget});
        }
      }
    }
    if (!any) continue;
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = 0; j < n; ++j) {
        const auto slice = table.begin() + static_cast<std::ptrdiff_t>((i * n + j) * side);
        if (std::all_of(slice, slice + static_cast<std::ptrdiff_t>(side),
                        [](std::uint64_t mask) { return mask == 0; })) {
          continue;
        }
        entries_.push_back({cells[j], static_cast<int>(rule), forbidden_.size()});
        owners_.push_back(cells[i]);
        forbidden_.insert(forbidden_.end(), slice, slice + static_cast<std::ptrdiff_t>(side));
      }
    }
  }
  checks_ = kMostSteps - budget;
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

// A candidate pair is linked when no filling of the piece's cells holds both (the rung's search).
bool RuleLinks::by_fillings(std::size_t rule, std::vector<std::uint64_t>& table, Puzzle& scratch,
                            long& budget) const {
  const std::vector<int>& cells = pieces_[rule].cells;
  const std::size_t n = cells.size();
  const auto side = static_cast<std::size_t>(grid_.side());
  bool any = false;
  for (std::size_t i = 0; i < n && budget > 0; ++i) {
    if (grid_.digit(cells[i]) != kBlank) continue;
    for (const Digit digit : digits_of(grid_.candidates(cells[i]))) {
      long allowed = std::min(budget, kStepsPerSearch);
      const long before = allowed;
      const std::vector<std::uint64_t> used =
          rule_supports(grid_, scratch, pieces_[rule], i, digit, allowed);
      budget -= before - allowed;
      if ((used[i] & bit_of(digit)) == 0) continue;  // impossible on its own: the rung's
      for (std::size_t j = 0; j < n; ++j) {
        if (j == i || grid_.digit(cells[j]) != kBlank || cells[j] == cells[i]) continue;
        for (const Digit other : digits_of(grid_.candidates(cells[j]) & ~used[j])) {
          table[(i * n + j) * side + static_cast<std::size_t>(digit - 1)] |= bit_of(other);
          table[(j * n + i) * side + static_cast<std::size_t>(other - 1)] |= bit_of(digit);
          any = true;
        }
      }
      if (budget <= 0) break;
    }
  }
  return any;
}

// A candidate pair is linked when the rule's plain check breaks with the two digits written in
// (and no other of the piece's empty cells): one check per pair of digits.
bool RuleLinks::by_pairs(std::size_t rule, std::vector<std::uint64_t>& table, Puzzle& scratch,
                         long& budget, bool& finished) {
  const RulePiece& piece = pieces_[rule];
  const std::vector<int>& cells = piece.cells;
  const std::size_t n = cells.size();
  const auto side = static_cast<std::size_t>(grid_.side());
  const auto breaks = [&](int cell, Digit digit, int other, Digit other_digit) {
    if (piece.constraint == nullptr) {
      return other != -1 && !pair_keeps(piece, digit, other_digit);
    }
    scratch.set(cell, digit);
    if (other != -1) scratch.set(other, other_digit);
    const bool broken = rules::breaks(scratch, *piece.constraint);
    scratch.set(cell, kBlank);
    if (other != -1) scratch.set(other, kBlank);
    return broken;
  };
  // Each empty cell's candidates that keep the rule on their own.
  options_.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (grid_.digit(cells[i]) != kBlank) continue;
    for (const Digit digit : digits_of(grid_.candidates(cells[i]))) {
      if (!breaks(cells[i], digit, -1, kBlank)) options_[i] |= bit_of(digit);
    }
  }
  bool any = false;
  std::size_t i = 0;
  for (; i < n && budget > 0; ++i) {
    for (const Digit digit : digits_of(options_[i])) {
      for (std::size_t j = i + 1; j < n; ++j) {
        if (cells[j] == cells[i]) continue;
        for (const Digit other : digits_of(options_[j])) {
          --budget;
          if (!breaks(cells[i], digit, cells[j], other)) continue;
          table[(i * n + j) * side + static_cast<std::size_t>(digit - 1)] |= bit_of(other);
          table[(j * n + i) * side + static_cast<std::size_t>(other - 1)] |= bit_of(digit);
          any = true;
        }
      }
    }
  }
  finished = i == n;
  return any;
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
