// The rung "variant rule": each variant rule of rules.hpp on its own, as a person reads it.
//
// Take one rule (a thermometer, a dot, an arrow, a clue outside the grid; a global rule or a
// negative constraint one pair of orthogonal neighbours at a time) and the candidates of its
// cells. A candidate that no filling of that rule's cells supports — a filling keeping the rule
// (the core's plain check, rules::conflict_of), taking each cell's digit from its candidates and
// giving different digits to cells that see each other — is removed. Each rule gives its own step,
// in the rule's words:
//
//   "Variant rule: thermometer r1c1-r1c4, where the digits rise from the bulb: r1c3 is at least 3
//    (removes 1 and 2)."
//
// The rules that only make cells differ are not read here: anti-knight and anti-king make peers,
// extra regions groups (candidate_grid.cpp), so the singles and subsets see them.
//
// The search for a support is a plain depth-first walk over the rule's cells (the cell and digit
// asked about first), pruned by the rule's check of the digits so far. A rule whose search grows
// past a bound of steps (a sandwich clue on a large open row) keeps the candidates it could not
// decide: the rung may then miss a removal, but never makes a wrong one.
#include <algorithm>
#include <bit>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "core/rule_geometry.hpp"
#include "logic/rule_pieces.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

using Piece = RulePiece;

// How many cells and digits one search may try before it gives up (and keeps the candidate).
constexpr long kStepsPerSearch = 20'000;
// And all the searches of one rule together.
constexpr long kStepsPerRule = 200'000;

// The supports of one piece's candidates.
class Supports {
 public:
  Supports(const CandidateGrid& grid, Puzzle& scratch, const Piece& piece,
           long budget = kStepsPerRule, long per_search = kStepsPerSearch)
      : grid_(grid),
        scratch_(scratch),
        piece_(piece),
        size_(piece.cells.size()),
        budget_(budget),
        per_search_(per_search) {
    for (const int cell : piece.cells) {
      options_.push_back(grid.digit(cell) != kBlank ? bit_of(grid.digit(cell))
                                                    : grid.candidates(cell));
    }
    supported_.assign(size_, 0);
    chosen_.assign(size_, kBlank);
    sees_.assign(size_ * size_, 0);
    for (std::size_t a = 0; a < size_; ++a) {
      for (std::size_t b = 0; b < size_; ++b) {
        sees_[a * size_ + b] = a != b && grid.sees(piece.cells[a], piece.cells[b]) ? 1 : 0;
      }
    }
    open_.assign((size_ + 1) * size_, 0);
    read_bound();
  }

  // For each cell of the piece, the digits of its options that some filling uses (or that a search
  // cut short could not rule out).
  std::vector<std::uint64_t> find() {
    for (std::size_t target = 0; target < size_; ++target) {
      for (std::uint64_t left = options_[target] & ~supported_[target]; left != 0;
           left &= left - 1) {
        const std::uint64_t bit = left & -left;
        if ((supported_[target] & bit) != 0) continue;
        if (spent_ >= budget_) {
          supported_[target] |= bit;
          continue;
        }
        search_with(target, bit);
      }
    }
    return supported_;
  }
  // The same with the cell at `index` of the piece limited to `digit`.
  std::vector<std::uint64_t> find_with(std::size_t index, Digit digit) {
    options_[index] = bit_of(digit);
    return find();
  }
  long spent() const { return spent_; }

 private:
  // The rules whose plain check waits for every cell, which the search bounds before that: a
  // little killer's diagonal adds up to its total, an arrow's shaft to its circle's number, an
  // X-sum's first X cells to its clue (X being the first cell's digit); a skyscraper clue counts
  // the digits seen from its side; a region-sum line's parts (its runs of cells in one box) add up
  // to one sum.
  enum class Bound { none, little_killer, arrow, x_sum, skyscraper, region_sum };

  void read_bound() {
    if (piece_.constraint == nullptr) return;
    if (const auto* killer = std::get_if<LittleKiller>(piece_.constraint)) {
      bound_ = Bound::little_killer;
      total_ = killer->sum;
    } else if (const auto* arrow = std::get_if<Arrow>(piece_.constraint)) {
      bound_ = Bound::arrow;
      first_added_ = arrow->circle.size();
    } else if (const auto* clue = std::get_if<OutsideClue>(piece_.constraint);
               clue != nullptr && clue->kind != OutsideClueKind::sandwich) {
      bound_ = clue->kind == OutsideClueKind::x_sum ? Bound::x_sum : Bound::skyscraper;
      total_ = clue->value;
    }
    if (const auto* line = std::get_if<Line>(piece_.constraint);
        line != nullptr && line->kind == LineKind::region_sum) {
      bound_ = Bound::region_sum;
      const Geometry& geometry = grid_.geometry();
      for (std::size_t index = 1; index < size_; ++index) {
        if (geometry.box_of(piece_.cells[index]) != geometry.box_of(piece_.cells[index - 1])) {
          part_starts_.push_back(index);
        }
      }
      part_starts_.push_back(size_);
    }
    if (bound_ == Bound::none) return;
    // The cells in groups that see each other, each cell in the first group whose every cell it
    // sees: a little killer's diagonal falls into its boxes, a row into one group.
    clique_.assign(size_, 0);
    std::vector<std::vector<std::size_t>> members;
    for (std::size_t index = 0; index < size_; ++index) {
      std::size_t group = 0;
      while (group < members.size() &&
             !std::all_of(members[group].begin(), members[group].end(),
                          [&](std::size_t other) { return sees_[index * size_ + other] != 0; })) {
        ++group;
      }
      if (group == members.size()) members.emplace_back();
      members[group].push_back(index);
      clique_[index] = group;
    }
    group_digits_.assign(members.size(), 0);
    group_open_.assign(members.size(), 0);
  }

  void search_with(std::size_t target, std::uint64_t bit) {
    target_ = target;
    std::fill(chosen_.begin(), chosen_.end(), kBlank);
    steps_ = 0;
    cut_short_ = false;
    std::copy(options_.begin(), options_.end(), open_.begin());
    open_[target] = bit;
    const bool found = fill(0);
    spent_ += steps_;
    if (found) {
      for (std::size_t index = 0; index < size_; ++index)
        supported_[index] |= bit_of(chosen_[index]);
    } else if (cut_short_) {
      supported_[target] |= bit;
    }
  }

  // The digits each cell may still take at `depth` of the search: its options but those of the
  // cells chosen so far that it sees (a chosen cell: its digit).
  const std::uint64_t* open_at(std::size_t depth) const { return &open_[depth * size_]; }

  // The digits chosen so far keep the piece.
  bool keeps(std::size_t depth) const {
    if (piece_.constraint != nullptr) {
      // A bounded rule's bounds meet exactly when its cells are all filled: its plain check, which
      // looks only then (and builds its cells anew at each call), is not needed.
      if (bound_ != Bound::none) return in_reach(open_at(depth));
      return !rules::breaks(scratch_, *piece_.constraint);
    }
    if (depth < 2) return true;
    return pair_keeps(piece_, chosen_[0], chosen_[1]);
  }

  // The sum can still be made: the chosen digits, plus the least (the most) the open cells can
  // add, reach the total (the lowest or highest number an arrow's circle can still show; for an
  // X-sum, for some X its first cell can still take, the first X cells).
  bool in_reach(const std::uint64_t* open) const {
    switch (bound_) {
      case Bound::none:
        return true;
      case Bound::little_killer: {
        const auto range = reach(open, 0, size_);
        return range && range->first <= total_ && total_ <= range->second;
      }
      case Bound::x_sum: {
        for (std::uint64_t left = open[0]; left != 0; left &= left - 1) {
          const Digit count = digit_of_bit(left & -left);
          if (static_cast<std::size_t>(count) > size_) break;
          const auto range = reach(open, 1, static_cast<std::size_t>(count));
          if (range && range->first + count <= total_ && total_ <= range->second + count) {
            return true;
          }
        }
        return false;
      }
      case Bound::skyscraper:
        return seen_in_reach();
      case Bound::region_sum: {
        int lowest = 0;
        int highest = std::numeric_limits<int>::max();
        std::size_t start = 0;
        for (const std::size_t end : part_starts_) {
          const auto range = reach(open, start, end);
          if (!range) return false;
          lowest = std::max(lowest, range->first);
          highest = std::min(highest, range->second);
          start = end;
        }
        return lowest <= highest;
      }
      case Bound::arrow:
        break;
    }
    const auto range = reach(open, first_added_, size_);
    if (!range) return false;
    int lowest = 0;
    int highest = 0;
    for (std::size_t index = 0; index < first_added_; ++index) {
      const std::uint64_t left = open[index];
      if (left == 0) return false;
      lowest = lowest * 10 + digit_of_bit(left & -left);
      highest = highest * 10 + static_cast<int>(std::bit_width(left));
    }
    return std::max(range->first, lowest) <= std::min(range->second, highest);
  }

  // A skyscraper clue's count can still be met. The cells chosen from the clue's side on are seen
  // or hidden as they stand; past them, the highest digit (if not among them) will be seen, and
  // what is seen rises from the highest so far to it, one cell at a time: at most that many more.
  bool seen_in_reach() const {
    const int highest_digit = grid_.side();
    int seen = 0;
    int highest = 0;
    std::size_t index = 0;
    for (; index < size_ && chosen_[index] != kBlank; ++index) {
      if (chosen_[index] > highest) {
        highest = chosen_[index];
        ++seen;
      }
    }
    const int cells_left = static_cast<int>(size_ - index);
    const int least = seen + (highest < highest_digit && cells_left > 0 ? 1 : 0);
    const int most = seen + std::min(cells_left, highest_digit - highest);
    return least <= total_ && total_ <= most;
  }

  // The least and the most the cells at indices [begin, end) can add up to: the chosen digits as
  // they are, the open cells in groups that see each other (each group's digits differ), the
  // smallest digits of the group's options at least, the largest at most. Nothing when a group
  // has fewer digits than cells.
  std::optional<std::pair<int, int>> reach(const std::uint64_t* open, std::size_t begin,
                                           std::size_t end) const {
    int least = 0;
    int most = 0;
    std::fill(group_digits_.begin(), group_digits_.end(), 0);
    std::fill(group_open_.begin(), group_open_.end(), 0);
    for (std::size_t index = begin; index < end; ++index) {
      if (chosen_[index] != kBlank) {
        least += chosen_[index];
        most += chosen_[index];
        continue;
      }
      group_digits_[clique_[index]] |= open[index];
      ++group_open_[clique_[index]];
    }
    for (std::size_t group = 0; group < group_open_.size(); ++group) {
      const int count = group_open_[group];
      if (count == 0) continue;
      if (detail::bit_count(group_digits_[group]) < count) return std::nullopt;
      std::uint64_t low = group_digits_[group];
      std::uint64_t high = group_digits_[group];
      for (int taken = 0; taken < count; ++taken) {
        least += digit_of_bit(low & -low);
        low &= low - 1;
        const int top = static_cast<int>(std::bit_width(high));
        most += top;
        high &= ~bit_of(static_cast<Digit>(top));
      }
    }
    return std::pair{least, most};
  }

  // Fills the open cell with the fewest digits left (the target first), then the rest; false when
  // an open cell has no digit left.
  bool fill(std::size_t depth) {
    if (depth == size_) return true;
    const std::uint64_t* open = open_at(depth);
    std::size_t index = target_;
    if (depth > 0) {
      int fewest = std::numeric_limits<int>::max();
      for (std::size_t each = 0; each < size_; ++each) {
        if (chosen_[each] != kBlank) continue;
        const int count = detail::bit_count(open[each]);
        if (count == 0) return false;
        if (count < fewest) {
          fewest = count;
          index = each;
        }
      }
    }
    const int cell = piece_.cells[index];
    const bool empty = grid_.digit(cell) == kBlank;
    std::uint64_t* next = &open_[(depth + 1) * size_];
    for (std::uint64_t left = open[index]; left != 0; left &= left - 1) {
      if (++steps_ > per_search_) {
        cut_short_ = true;
        return false;
      }
      const std::uint64_t bit = left & -left;
      chosen_[index] = digit_of_bit(bit);
      std::copy(open, open + size_, next);
      for (std::size_t other = 0; other < size_; ++other) {
        if (sees_[index * size_ + other] != 0) next[other] &= ~bit;
      }
      next[index] = bit;
      if (empty) scratch_.set(cell, chosen_[index]);
      const bool found = keeps(depth + 1) && fill(depth + 1);
      if (empty) scratch_.set(cell, kBlank);
      if (found) return true;
      if (cut_short_) break;
    }
    chosen_[index] = kBlank;
    return false;
  }

  const CandidateGrid& grid_;
  Puzzle& scratch_;
  const Piece& piece_;
  std::size_t size_;
  std::vector<std::uint64_t> options_;
  std::vector<std::uint64_t> supported_;
  std::vector<Digit> chosen_;
  std::vector<char> sees_;  // [a * size_ + b]: the cells at indices a and b see each other
  // [depth * size_ + index]: the digits the cell at `index` may take at `depth` of the search
  std::vector<std::uint64_t> open_;
  // The group of cells that see each other each cell is in, for the bounds; per group, the digits
  // its open cells may take and how many are open (kept here so that a bound allocates nothing).
  std::vector<std::size_t> clique_;
  mutable std::vector<std::uint64_t> group_digits_;
  mutable std::vector<int> group_open_;
  Bound bound_ = Bound::none;
  int total_ = 0;                // a little killer's, an X-sum's or a skyscraper's clue
  std::size_t first_added_ = 0;  // the first index of the cells that add up (after a circle)
  std::vector<std::size_t> part_starts_;  // a region-sum line's: where each part after the first
                                          // starts, then the end
  std::size_t target_ = 0;
  long steps_ = 0;
  long spent_ = 0;
  long budget_;
  long per_search_;
  bool cut_short_ = false;
};

// ---- words ------------------------------------------------------------------------------------

std::string name_of(const Geometry& geometry, int cell) { return cell_name(geometry, cell); }

std::string span(const Geometry& geometry, const std::vector<int>& cells) {
  return name_of(geometry, cells.front()) + "-" + name_of(geometry, cells.back());
}

std::string dot_clause(DotKind kind, int value, bool negated) {
  switch (kind) {
    case DotKind::difference:
      if (value == 1) {
        return negated ? "the two digits are not consecutive" : "the two digits are consecutive";
      }
      return fmt::format("the two digits {} by {}", negated ? "do not differ" : "differ", value);
    case DotKind::ratio: {
      const std::string times = value == 2 ? "twice" : fmt::format("{} times", value);
      return negated ? fmt::format("neither digit is {} the other", times)
                     : fmt::format("one digit is {} the other", times);
    }
    case DotKind::sum:
      break;
  }
  return fmt::format("the two digits {} up to {}", negated ? "do not add" : "add", value);
}

std::string line_clause(const Line& line) {
  switch (line.kind) {
    case LineKind::thermometer:
      return "the digits rise from the bulb";
    case LineKind::slow_thermometer:
      return "the digits never fall from the bulb";
    case LineKind::palindrome:
      return "the line reads the same both ways";
    case LineKind::whisper:
      return fmt::format("neighbours on the line differ by at least {}", line.value);
    case LineKind::renban:
      return "the line holds consecutive digits, each once";
    case LineKind::between:
      return "the digits inside lie strictly between the two ends'";
    case LineKind::region_sum:
      return "the line's part in each box has the same sum";
    case LineKind::entropic:
      return "every three cells in a row on it hold one low, one middle and one high digit";
    case LineKind::zipper:
      break;
  }
  return line.cells.size() % 2 == 1
             ? "two cells as far from the middle add up to the middle cell's digit"
             : "two cells as far from the middle add up to the middle pair's sum";
}

// "thermometer r1c1→r1c4, where the digits rise from the bulb"
std::string piece_words(const CandidateGrid& grid, const Piece& piece) {
  const Geometry& geometry = grid.geometry();
  if (piece.pair == Piece::Pair::non_consecutive) {
    return fmt::format("non-consecutive {}, where orthogonal neighbours are not consecutive",
                       span(geometry, piece.cells));
  }
  if (piece.pair == Piece::Pair::no_dot) {
    const std::string dot = rules::dot_name(piece.negative->kind, piece.negative->value);
    return fmt::format("no {} at {}, where every {} is given, so {}", dot,
                       span(geometry, piece.cells), dot,
                       dot_clause(piece.negative->kind, piece.negative->value, true));
  }
  const Constraint& constraint = *piece.constraint;
  const std::string name = rule_name(constraint);
  if (const auto* dot = std::get_if<Dot>(&constraint)) {
    return fmt::format("{} {}, where {}", name, span(geometry, piece.cells),
                       dot_clause(dot->kind, dot->value, false));
  }
  if (const auto* rule = std::get_if<CellRule>(&constraint);
      rule && rules::is_indexer(rule->kind)) {
    const char* house = rule->kind == CellRuleKind::column_indexer ? "row"
                        : rule->kind == CellRuleKind::row_indexer  ? "column"
                                                                   : "box";
    return fmt::format("{} {}, where its digit is the place in its {} of {}", name,
                       name_of(geometry, rule->cell), house, rules::indexed_digit(geometry, *rule));
  }
  if (const auto* given = std::get_if<GivenCandidates>(&constraint)) {
    return fmt::format("{} of {}, where the digit is {}", name, name_of(geometry, given->cell),
                       digit_list({given->digits.begin(), given->digits.end()}, "or"));
  }
  if (const auto* rule = std::get_if<CellRule>(&constraint)) {
    const char* clause = rule->kind == CellRuleKind::even  ? "the digit is even"
                         : rule->kind == CellRuleKind::odd ? "the digit is odd"
                         : rule->kind == CellRuleKind::minimum
                             ? "the digit is below each orthogonal neighbour's"
                             : "the digit is above each orthogonal neighbour's";
    return fmt::format("{} {}, where {}", name, name_of(geometry, rule->cell), clause);
  }
  if (const auto* line = std::get_if<Line>(&constraint)) {
    return fmt::format("{} {}, where {}", name, rules::line_path(geometry, line->cells),
                       line_clause(*line));
  }
  if (const auto* arrow = std::get_if<Arrow>(&constraint)) {
    return fmt::format(
        "arrow from {}, where the digits on the shaft add up to the number in the circle",
        name_of(geometry, arrow->circle.front()));
  }
  if (const auto* killer = std::get_if<LittleKiller>(&constraint)) {
    return fmt::format("little killer {} on {}, where the digits on the diagonal add up to {}",
                       killer->sum, rules::line_path(geometry, piece.cells), killer->sum);
  }
  if (const auto* clue = std::get_if<OutsideClue>(&constraint)) {
    const std::string where = fmt::format("{} {} {}", name, clue->value, rules::clue_place(*clue));
    switch (clue->kind) {
      case OutsideClueKind::sandwich:
        return fmt::format("{}, where the digits between the 1 and the {} add up to {}", where,
                           grid.side(), clue->value);
      case OutsideClueKind::x_sum:
        return fmt::format(
            "{}, where the first X digits from that side add up to {}, X being the first", where,
            clue->value);
      case OutsideClueKind::skyscraper:
        break;
    }
    return fmt::format(
        "{}, where {} digits are seen from that side, each hiding the lower ones "
        "behind it",
        where, clue->value);
  }
  if (const auto* quadruple = std::get_if<Quadruple>(&constraint)) {
    return fmt::format("quadruple at {}, where the four cells hold {}",
                       name_of(geometry, quadruple->cells.front()),
                       digit_list({quadruple->digits.begin(), quadruple->digits.end()}));
  }
  const auto& clone = std::get<Clone>(constraint);
  return fmt::format("clone of {} at {}, where each cell holds its copy's digit",
                     name_of(geometry, clone.cells.front()),
                     name_of(geometry, clone.copies.front()));
}

// "r1c3 is at least 3 (removes 1 and 2)"
std::string cell_phrase(const CandidateGrid& grid, int cell, std::uint64_t kept,
                        std::uint64_t removed) {
  const std::string name = name_of(grid.geometry(), cell);
  const std::string removes = " (removes " + digit_list(digits_of(removed)) + ")";
  if (kept == 0) return name + " has no digit left" + removes;
  const std::vector<Digit> left = digits_of(kept);
  if (left.size() == 1) return fmt::format("{} must be {}{}", name, left.front(), removes);
  const std::uint64_t below = bit_of(left.front()) - 1;
  const std::uint64_t above = ~((bit_of(left.back()) << 1) - 1);
  if ((removed & ~below) == 0)
    return fmt::format("{} is at least {}{}", name, left.front(), removes);
  if ((removed & ~above) == 0) return fmt::format("{} is at most {}{}", name, left.back(), removes);
  if ((removed & ~(below | above)) == 0) {
    return fmt::format("{} is between {} and {}{}", name, left.front(), left.back(), removes);
  }
  return fmt::format("{} can only be {}{}", name, digit_list(left, "or"), removes);
}

}  // namespace

bool pair_keeps(const RulePiece& piece, int a, int b) {
  if (piece.pair == RulePiece::Pair::non_consecutive) return std::abs(a - b) != 1;
  return !rules::dot_holds(piece.negative->kind, piece.negative->value, a, b);
}

std::vector<std::uint64_t> rule_supports(const CandidateGrid& grid, Puzzle& scratch,
                                         const RulePiece& piece, std::size_t index, Digit digit,
                                         long& budget) {
  Supports supports(grid, scratch, piece, budget);
  std::vector<std::uint64_t> supported = supports.find_with(index, digit);
  budget -= supports.spent();
  return supported;
}

std::string rule_piece_name(const CandidateGrid& grid, const RulePiece& piece) {
  std::string words = piece_words(grid, piece);
  words.resize(std::min(words.size(), words.find(", where")));
  return words;
}

// The pieces of the puzzle's rules, in the order of its constraints (pairs in reading order).
std::vector<RulePiece> rule_pieces(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  std::vector<RulePiece> pieces;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (!is_variant_rule(constraint) || std::holds_alternative<ExtraRegion>(constraint)) continue;
    if (const auto* rule = std::get_if<GlobalRule>(&constraint)) {
      if (rule->kind != GlobalRuleKind::non_consecutive) continue;
      for (const auto& [a, b] : rules::orthogonal_pairs(geometry)) {
        pieces.push_back({nullptr, {a, b}, RulePiece::Pair::non_consecutive, nullptr});
      }
      continue;
    }
    if (const auto* negative = std::get_if<NegativeDots>(&constraint)) {
      for (const auto& [a, b] : rules::pairs_without_dot(puzzle, *negative)) {
        pieces.push_back({nullptr, {a, b}, RulePiece::Pair::no_dot, negative});
      }
      continue;
    }
    RulePiece piece{&constraint, cells_of(geometry, constraint), RulePiece::Pair::none, nullptr};
    if (const auto* rule = std::get_if<CellRule>(&constraint);
        rule != nullptr &&
        (rule->kind == CellRuleKind::minimum || rule->kind == CellRuleKind::maximum)) {
      for (const int neighbour : rules::compared_neighbours(puzzle, *rule)) {
        piece.cells.push_back(neighbour);
      }
    }
    if (const auto* rule = std::get_if<CellRule>(&constraint);
        rule != nullptr && rules::is_indexer(rule->kind)) {
      for (const int other : rules::indexed_cells(geometry, *rule)) {
        if (other != rule->cell) piece.cells.push_back(other);
      }
    }
    if (!piece.cells.empty()) pieces.push_back(std::move(piece));
  }
  return pieces;
}

std::optional<Step> find_variant_rule(const CandidateGrid& grid) {
  long spent = 0;
  return find_variant_rule(grid, spent, kStepsPerRule);
}

namespace {

// What the supports of a piece depend on: the piece (its index in rule_pieces), what its cells
// hold (each cell's candidates, then its digit), and the bounds of the search (its budget and the
// most steps one search may take: a search cut short keeps candidates it could not decide).
struct SupportsKey {
  std::size_t piece = 0;
  long per_rule = 0;
  long per_search = 0;
  std::vector<std::uint64_t> held;
  bool operator==(const SupportsKey&) const = default;
};
struct SupportsKeyHash {
  std::size_t operator()(const SupportsKey& key) const {
    std::uint64_t value = key.piece * 31 + static_cast<std::uint64_t>(key.per_rule) * 7 +
                          static_cast<std::uint64_t>(key.per_search);
    for (const std::uint64_t word : key.held) value = value * 0x9e3779b97f4a7c15ULL + word;
    return static_cast<std::size_t>(value ^ value >> 29);
  }
};
struct SupportsFound {
  std::vector<std::uint64_t> supported;
  long spent = 0;
};

// find_variant_rule's pieces of the puzzle it last looked at, and the supports it found there,
// per thread. Forcing chains read every rule at every step of every branch, mostly with the
// pieces' cells as they were at a step before, and the searches are most of a variant puzzle's
// rating (Long sums 2 of ISS's set: half of it). The search depends on nothing but its key, so
// what is kept gives and spends what the search would. The puzzle kept shares its list of
// constraints with the grids made from it (a Puzzle copies the list only before a change): the
// same list at the same address is the same rules, and the pieces point into it.
struct KeptSupports {
  Puzzle puzzle{Geometry{1}};
  std::vector<RulePiece> pieces;
  std::unordered_map<SupportsKey, SupportsFound, SupportsKeyHash> found;
  std::size_t words = 0;  // in the keys' and the supports' vectors
};
// At most this many words of keys and supports (16 MB), then the table starts again.
constexpr std::size_t kSupportWordsKept = std::size_t{1} << 21;

KeptSupports& kept_supports(const Puzzle& puzzle) {
  thread_local KeptSupports kept;
  if (&kept.puzzle.constraints() != &puzzle.constraints() ||
      kept.puzzle.geometry() != puzzle.geometry()) {
    kept.puzzle = puzzle;
    kept.pieces = rule_pieces(kept.puzzle);
    kept.found.clear();
    kept.words = 0;
  }
  return kept;
}

}  // namespace

std::optional<Step> find_variant_rule(const CandidateGrid& grid, long& spent, long per_rule) {
  const Puzzle& puzzle = grid.puzzle();
  if (!puzzle.has_variant_rules()) return std::nullopt;
  KeptSupports& kept = kept_supports(puzzle);
  const long per_search = std::min(per_rule, kStepsPerSearch);
  std::optional<Puzzle> scratch;  // made for the first search that runs
  SupportsKey key;
  for (std::size_t piece_index = 0; piece_index < kept.pieces.size(); ++piece_index) {
    const RulePiece& piece = kept.pieces[piece_index];
    if (std::all_of(piece.cells.begin(), piece.cells.end(),
                    [&](int cell) { return grid.digit(cell) != kBlank; })) {
      continue;
    }
    key.piece = piece_index;
    key.per_rule = per_rule;
    key.per_search = per_search;
    key.held.clear();
    for (const int cell : piece.cells) {
      key.held.push_back(grid.candidates(cell));
      key.held.push_back(static_cast<std::uint64_t>(grid.digit(cell)));
    }
    std::vector<std::uint64_t> supported;
    const auto found = kept.found.find(key);
    if (found != kept.found.end()) {
      supported = found->second.supported;
      spent += found->second.spent;
    } else {
      if (!scratch) scratch.emplace(puzzle);
      Supports supports(grid, *scratch, piece, per_rule, per_search);
      supported = supports.find();
      spent += supports.spent();
      const std::size_t words = key.held.size() + supported.size();
      if (kept.words + words > kSupportWordsKept) {
        kept.found.clear();
        kept.words = 0;
      }
      kept.words += words;
      kept.found.emplace(key, SupportsFound{supported, supports.spent()});
    }
    Step step = new_step(Technique::variant_rule);
    for (std::size_t index = 0; index < piece.cells.size(); ++index) {
      const int cell = piece.cells[index];
      if (grid.digit(cell) != kBlank) continue;
      const std::uint64_t removed = grid.candidates(cell) & ~supported[index];
      for (const Digit digit : digits_of(removed)) step.eliminations.push_back({cell, digit});
    }
    if (step.eliminations.empty()) continue;
    step.cells = piece.cells;
    return finish_step(std::move(step), [&](const Step&) {
      std::string body = piece_words(grid, piece);
      const char* between = ": ";
      for (std::size_t index = 0; index < piece.cells.size(); ++index) {
        const int cell = piece.cells[index];
        if (grid.digit(cell) != kBlank) continue;
        const std::uint64_t removed = grid.candidates(cell) & ~supported[index];
        if (removed == 0) continue;
        body += between + cell_phrase(grid, cell, grid.candidates(cell) & ~removed, removed);
        between = "; ";
      }
      return body;
    });
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
