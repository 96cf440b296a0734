// CandidateGrid: the placed digits, the candidates of every empty cell, and the groups (houses,
// Killer cages, extra regions) that tie cells together, built once per set of rules (the layout).
//
//   groups      rows 0..N-1, columns N..2N-1, boxes or regions 2N..3N-1, extra houses, cages,
//               extra regions (and cages without a total) of the variant rules
//   groups_of   for each cell, the groups holding it
//   peers       for each cell, the cells sharing a group with it, and under an anti-knight or
//               anti-king rule the cells a knight's or king's move away (reading order)
//   sees        for each cell, a bit set over all cells: the same peers, for O(1) questions
//
// The other variant rules are no peers: the rung "variant rule" (variant_rules.cpp) reads them,
// and contradiction() asks the core's check of every rule (find_rule_conflict) once digits are
// placed, so that a grid that breaks one is never called solved.
//
// Invariant: an empty cell's candidates never include a digit placed in one of its groups.
// place() keeps it by clearing the digit from every peer.
#include <algorithm>
#include <bit>
#include <string>
#include <variant>

#include <fmt/format.h>

#include "core/rule_geometry.hpp"
#include "logic/techniques.hpp"

namespace sudoku {
namespace {

Group::Kind group_kind(HouseKind kind) {
  switch (kind) {
    case HouseKind::row:
      return Group::Kind::row;
    case HouseKind::column:
      return Group::Kind::column;
    case HouseKind::box:
      return Group::Kind::box;
    case HouseKind::region:
      return Group::Kind::region;
    case HouseKind::extra:
      break;
  }
  return Group::Kind::extra;
}

}  // namespace

CandidateGrid::Layout CandidateGrid::make_layout(const Puzzle& puzzle) {
  const int side = puzzle.side();
  const auto cells = static_cast<std::size_t>(puzzle.cell_count());
  Layout layout;
  for (House& house : houses(puzzle)) {
    std::sort(house.cells.begin(), house.cells.end());
    layout.groups.push_back(
        Group{group_kind(house.kind), house.index, std::move(house.name), house.cells, true, 0});
  }
  int cage_index = 0;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr) continue;
    std::vector<int> members = cage->cells;
    std::sort(members.begin(), members.end());
    const bool full = static_cast<int>(members.size()) == side;
    layout.groups.push_back(Group{Group::Kind::cage, cage_index++,
                                  "cage at " + cell_name(puzzle.geometry(), members.front()),
                                  members, full, cage->sum});
  }

  int region_index = 0;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* region = std::get_if<ExtraRegion>(&constraint);
    if (region == nullptr) continue;
    std::vector<int> members = region->cells;
    std::sort(members.begin(), members.end());
    const bool full = static_cast<int>(members.size()) == side;
    const std::string name =
        region->drawn_as_cage ? "cage without a total at " : "extra region at ";
    layout.groups.push_back(Group{Group::Kind::extra, region_index++,
                                  name + cell_name(puzzle.geometry(), members.front()), members,
                                  full, 0});
  }
  layout.has_variant_rules = puzzle.has_variant_rules();

  layout.groups_of.resize(cells);
  layout.positions.resize(cells);
  layout.in_cage.assign(cells, false);
  for (std::size_t group = 0; group < layout.groups.size(); ++group) {
    const Group& each = layout.groups[group];
    layout.holds_every_digit.push_back(each.holds_every_digit ? 1 : 0);
    for (std::size_t index = 0; index < each.cells.size(); ++index) {
      const auto cell = static_cast<std::size_t>(each.cells[index]);
      layout.groups_of[cell].push_back(static_cast<int>(group));
      layout.positions[cell].push_back(static_cast<int>(index));
      if (each.kind == Group::Kind::cage) layout.in_cage[cell] = true;
    }
  }
  // Where each group meets the others: the positions of its cells in each other group, kept
  // for those sharing two cells or more (groups_of lists a cell's groups in ascending order).
  layout.meetings.resize(layout.groups.size());
  layout.meetings_at.resize(layout.groups.size());
  std::vector<std::uint64_t> shared(layout.groups.size(), 0);
  std::vector<int> met;
  for (std::size_t group = 0; group < layout.groups.size(); ++group) {
    const std::vector<int>& members = layout.groups[group].cells;
    for (std::size_t index = 0; index < members.size(); ++index) {
      for (const int other : layout.groups_of[static_cast<std::size_t>(members[index])]) {
        if (other == static_cast<int>(group)) continue;
        const auto at = static_cast<std::size_t>(other);
        if (shared[at] == 0) met.push_back(other);
        shared[at] |= std::uint64_t{1} << index;
      }
    }
    std::sort(met.begin(), met.end());
    for (const int other : met) {
      const auto at = static_cast<std::size_t>(other);
      if (detail::bit_count(shared[at]) >= 2) layout.meetings[group].push_back({other, shared[at]});
      shared[at] = 0;
    }
    met.clear();
    // And by position: the meetings holding each of the group's cells, in the same order.
    layout.meetings_at[group].resize(members.size());
    for (const GroupMeeting& meeting : layout.meetings[group]) {
      for (std::uint64_t left = meeting.positions; left != 0; left &= left - 1) {
        layout.meetings_at[group][static_cast<std::size_t>(std::countr_zero(left))].push_back(
            meeting);
      }
    }
  }
  layout.words_per_cell = (puzzle.cell_count() + 63) / 64;
  const auto words = static_cast<std::size_t>(layout.words_per_cell);
  layout.sees.assign(cells * words, 0);
  layout.peers.resize(cells);
  const auto link = [&](int cell, int other) {
    layout.sees[static_cast<std::size_t>(cell) * words + static_cast<std::size_t>(other / 64)] |=
        1ULL << (other % 64);
  };
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* rule = std::get_if<GlobalRule>(&constraint);
    if (rule == nullptr || rule->kind == GlobalRuleKind::non_consecutive) continue;
    const auto pairs = rule->kind == GlobalRuleKind::anti_knight
                           ? rules::knight_pairs(puzzle.geometry())
                           : rules::king_pairs(puzzle.geometry());
    for (const auto& [a, b] : pairs) {
      link(a, b);
      link(b, a);
    }
  }
  for (std::size_t cell = 0; cell < cells; ++cell) {
    std::uint64_t* row = &layout.sees[cell * words];
    for (int group : layout.groups_of[cell]) {
      for (int other : layout.groups[static_cast<std::size_t>(group)].cells) {
        if (static_cast<std::size_t>(other) != cell) row[other / 64] |= 1ULL << (other % 64);
      }
    }
    for (int other = 0; other < puzzle.cell_count(); ++other) {
      if ((row[other / 64] >> (other % 64) & 1U) != 0) layout.peers[cell].push_back(other);
    }
  }
  return layout;
}

// The generator and a batch rate many puzzles with the same rules in a row, and forcing
// chains copy the grid for every option: each thread keeps the last layout it made and hands
// it out again while the rules are the same.
std::shared_ptr<const CandidateGrid::Layout> CandidateGrid::layout_of(const Puzzle& puzzle) {
  struct Cached {
    Geometry geometry{1};
    std::vector<Constraint> constraints;
    std::shared_ptr<const Layout> layout;
  };
  thread_local Cached last;
  if (last.layout == nullptr || last.geometry != puzzle.geometry() ||
      last.constraints != puzzle.constraints()) {
    last = Cached{puzzle.geometry(), puzzle.constraints(),
                  std::make_shared<const Layout>(make_layout(puzzle))};
  }
  return last.layout;
}

CandidateGrid::CandidateGrid(const Puzzle& puzzle) : puzzle_(puzzle), layout_(layout_of(puzzle)) {
  const int side = puzzle.side();
  const auto cells = static_cast<std::size_t>(puzzle.cell_count());
  const std::uint64_t all = side == 64 ? ~0ULL : (1ULL << side) - 1;
  const std::size_t groups = layout_->groups.size();
  words_.assign(cells + groups * static_cast<std::size_t>(side + 2), 0);
  for (std::size_t cell = 0; cell < cells; ++cell) {
    if (puzzle.at(static_cast<int>(cell)) != kBlank) continue;
    ++empty_count_;
    std::uint64_t mask = all;
    for (int peer : peers(static_cast<int>(cell))) {
      if (puzzle.at(peer) != kBlank) mask &= ~(1ULL << (puzzle.at(peer) - 1));
    }
    words_[cell] = mask;
  }

  for (std::size_t group = 0; group < groups; ++group) {
    const std::vector<int>& members = layout_->groups[group].cells;
    const std::size_t first = group_words(static_cast<int>(group));
    for (std::size_t index = 0; index < members.size(); ++index) {
      const int cell = members[index];
      if (digit(cell) != kBlank) {
        words_[first + static_cast<std::size_t>(side)] |= 1ULL << (digit(cell) - 1);
      }
      for (std::uint64_t left = candidates(cell); left != 0; left &= left - 1) {
        words_[first + static_cast<std::size_t>(std::countr_zero(left))] |= 1ULL << index;
      }
    }
    for (int value = 1; value <= side; ++value) {
      if (std::has_single_bit(places(static_cast<int>(group), static_cast<Digit>(value)))) {
        words_[first + static_cast<std::size_t>(side) + 1] |= 1ULL << (value - 1);
      }
    }
  }
}

// A cage whose placed digits already reach its total with cells still empty, or, once full,
// miss it.
std::optional<std::string> CandidateGrid::cage_total_problem(int group) const {
  const Group& cage = groups()[static_cast<std::size_t>(group)];
  int total = 0;
  bool full = true;
  for (int cell : cage.cells) {
    total += digit(cell);
    full = full && digit(cell) != kBlank;
  }
  if (full ? total == cage.sum : total < cage.sum) return std::nullopt;
  const std::string name = logic::group_name(*this, group);
  if (full) return fmt::format("{} adds up to {}, not {}", name, total, cage.sum);
  return fmt::format("the digits in {} add up to {} with cells still empty, and its total is {}",
                     name, total, cage.sum);
}

void CandidateGrid::remove_place(int cell, Digit digit) {
  const auto at = static_cast<std::size_t>(cell);
  const std::vector<int>& groups = layout_->groups_of[at];
  const std::vector<int>& positions = layout_->positions[at];
  const std::uint64_t bit = 1ULL << (digit - 1);
  for (std::size_t k = 0; k < groups.size(); ++k) {
    const auto group = static_cast<std::size_t>(groups[k]);
    const std::size_t first = group_words(groups[k]);
    std::uint64_t& where = words_[first + static_cast<std::size_t>(digit - 1)];
    where &= ~(1ULL << positions[k]);
    // Places only shrink: a digit is lone from two places to one, and no longer at none.
    std::uint64_t& lone = words_[first + static_cast<std::size_t>(side()) + 1];
    if (where != 0 && (where & (where - 1)) == 0) lone |= bit;
    if (where == 0) {
      lone &= ~bit;
      if (layout_->holds_every_digit[group] != 0 && !is_placed(groups[k], digit)) {
        may_be_broken_ = true;
      }
    }
  }
}

void CandidateGrid::place(int cell, Digit digit) {
  if (puzzle_.at(cell) != kBlank) return;
  const auto at = static_cast<std::size_t>(cell);
  puzzle_.set(cell, digit);
  for (int group : layout_->groups_of[at]) {
    words_[group_words(group) + static_cast<std::size_t>(side())] |= 1ULL << (digit - 1);
  }
  if (!has_candidate(cell, digit) || layout_->has_variant_rules) may_be_broken_ = true;
  if (layout_->in_cage[at] && !may_be_broken_) {
    for (int group : layout_->groups_of[at]) {
      if (groups()[static_cast<std::size_t>(group)].kind == Group::Kind::cage &&
          cage_total_problem(group)) {
        may_be_broken_ = true;
      }
    }
  }
  for (std::uint64_t left = words_[at]; left != 0; left &= left - 1) {
    remove_place(cell, static_cast<Digit>(std::countr_zero(left) + 1));
  }
  words_[at] = 0;
  --empty_count_;
  for (int peer : peers(cell)) eliminate(peer, digit);
}

void CandidateGrid::eliminate(int cell, Digit digit) {
  std::uint64_t& mask = words_[static_cast<std::size_t>(cell)];
  const std::uint64_t bit = 1ULL << (digit - 1);
  if ((mask & bit) == 0) return;
  mask &= ~bit;
  if (mask == 0) may_be_broken_ = true;
  remove_place(cell, digit);
}

void CandidateGrid::apply(const Step& step) {
  for (const Placement& placement : step.placements) place(placement.cell, placement.digit);
  for (const Elimination& elimination : step.eliminations) {
    eliminate(elimination.cell, elimination.digit);
  }
}

// One pass over each group: its placed digits (a repeat is a contradiction) and the union of
// its empty cells' candidates; a house whose digits are not all placed or possible is one too.
std::optional<std::string> CandidateGrid::contradiction() const {
  if (!may_be_broken_) return std::nullopt;
  std::optional<std::string> problem = find_contradiction();
  may_be_broken_ = problem.has_value();
  return problem;
}

std::optional<std::string> CandidateGrid::find_contradiction() const {
  const Geometry& grid = geometry();
  for (int cell = 0; cell < cell_count(); ++cell) {
    if (digit(cell) == kBlank && candidates(cell) == 0) {
      return cell_name(grid, cell) + " has no candidate left";
    }
  }
  const std::uint64_t all = side() == 64 ? ~0ULL : (1ULL << side()) - 1;
  for (std::size_t index = 0; index < groups().size(); ++index) {
    const Group& group = groups()[index];
    const auto name = [&] { return logic::group_name(*this, static_cast<int>(index)); };
    std::uint64_t placed = 0;
    std::uint64_t possible = 0;
    for (int cell : group.cells) {
      if (digit(cell) == kBlank) {
        possible |= candidates(cell);
        continue;
      }
      const std::uint64_t bit = 1ULL << (digit(cell) - 1);
      if ((placed & bit) != 0) return fmt::format("digit {} twice in {}", digit(cell), name());
      placed |= bit;
    }
    if (group.kind == Group::Kind::cage) {
      if (auto problem = cage_total_problem(static_cast<int>(index))) return problem;
    }
    const std::uint64_t missing = all & ~placed & ~possible;
    if (group.holds_every_digit && missing != 0) {
      return fmt::format("{} has no place left in {}", std::countr_zero(missing) + 1, name());
    }
  }
  if (layout_->has_variant_rules) {
    if (auto broken = find_rule_conflict(puzzle_)) return std::move(broken->problem);
  }
  return std::nullopt;
}

}  // namespace sudoku
