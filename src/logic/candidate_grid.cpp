// CandidateGrid: the placed digits, the candidates of every empty cell, and the groups (houses
// and Killer cages) that tie cells together, built once per puzzle.
//
//   groups      rows 0..N-1, columns N..2N-1, boxes or regions 2N..3N-1, extra houses, cages
//   groups_of   for each cell, the groups holding it
//   peers       for each cell, the cells sharing a group with it (reading order)
//   sees        for each cell, a bit set over all cells: the same peers, for O(1) questions
//
// Invariant: an empty cell's candidates never include a digit placed in one of its groups.
// place() keeps it by clearing the digit from every peer.
#include <algorithm>
#include <bit>
#include <string>
#include <variant>

#include <fmt/format.h>

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

CandidateGrid::CandidateGrid(const Puzzle& puzzle) : puzzle_(puzzle) {
  const int side = puzzle.side();
  const auto cells = static_cast<std::size_t>(puzzle.cell_count());
  for (House& house : houses(puzzle)) {
    std::sort(house.cells.begin(), house.cells.end());
    groups_.push_back(
        Group{group_kind(house.kind), house.index, std::move(house.name), house.cells, true, 0});
  }
  int cage_index = 0;
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr) continue;
    std::vector<int> members = cage->cells;
    std::sort(members.begin(), members.end());
    const bool full = static_cast<int>(members.size()) == side;
    groups_.push_back(Group{Group::Kind::cage, cage_index++,
                            "cage at " + cell_name(puzzle.geometry(), members.front()), members,
                            full, cage->sum});
  }

  groups_of_.resize(cells);
  for (std::size_t group = 0; group < groups_.size(); ++group) {
    for (int cell : groups_[group].cells) {
      groups_of_[static_cast<std::size_t>(cell)].push_back(static_cast<int>(group));
    }
  }
  words_per_cell_ = (puzzle.cell_count() + 63) / 64;
  sees_.assign(cells * static_cast<std::size_t>(words_per_cell_), 0);
  peers_.resize(cells);
  for (std::size_t cell = 0; cell < cells; ++cell) {
    std::uint64_t* row = &sees_[cell * static_cast<std::size_t>(words_per_cell_)];
    for (int group : groups_of_[cell]) {
      for (int other : groups_[static_cast<std::size_t>(group)].cells) {
        if (static_cast<std::size_t>(other) != cell) row[other / 64] |= 1ULL << (other % 64);
      }
    }
    for (int other = 0; other < puzzle.cell_count(); ++other) {
      if ((row[other / 64] >> (other % 64) & 1U) != 0) peers_[cell].push_back(other);
    }
  }

  const std::uint64_t all = side == 64 ? ~0ULL : (1ULL << side) - 1;
  candidates_.assign(cells, 0);
  for (std::size_t cell = 0; cell < cells; ++cell) {
    if (puzzle.at(static_cast<int>(cell)) != kBlank) continue;
    ++empty_count_;
    std::uint64_t mask = all;
    for (int peer : peers_[cell]) {
      if (puzzle.at(peer) != kBlank) mask &= ~(1ULL << (puzzle.at(peer) - 1));
    }
    candidates_[cell] = mask;
  }
}

// A cage whose placed digits already reach its total with cells still empty, or, once full,
// miss it.
std::optional<std::string> CandidateGrid::cage_total_problem(int group) const {
  const Group& cage = groups_[static_cast<std::size_t>(group)];
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

bool CandidateGrid::sees(int cell, int other) const {
  const std::uint64_t word = sees_[static_cast<std::size_t>(cell) * words_per_cell_ + other / 64];
  return (word >> (other % 64) & 1U) != 0;
}

std::uint64_t CandidateGrid::places(int group, Digit digit) const {
  const std::vector<int>& members = groups_[static_cast<std::size_t>(group)].cells;
  std::uint64_t result = 0;
  for (std::size_t index = 0; index < members.size(); ++index) {
    if (has_candidate(members[index], digit)) result |= 1ULL << index;
  }
  return result;
}

bool CandidateGrid::is_placed(int group, Digit digit) const {
  const std::vector<int>& members = groups_[static_cast<std::size_t>(group)].cells;
  return std::any_of(members.begin(), members.end(),
                     [&](int cell) { return puzzle_.at(cell) == digit; });
}

void CandidateGrid::place(int cell, Digit digit) {
  if (puzzle_.at(cell) != kBlank) return;
  puzzle_.set(cell, digit);
  candidates_[static_cast<std::size_t>(cell)] = 0;
  --empty_count_;
  for (int peer : peers(cell)) eliminate(peer, digit);
}

void CandidateGrid::eliminate(int cell, Digit digit) {
  candidates_[static_cast<std::size_t>(cell)] &= ~(1ULL << (digit - 1));
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
  const Geometry& grid = geometry();
  for (int cell = 0; cell < cell_count(); ++cell) {
    if (digit(cell) == kBlank && candidates(cell) == 0) {
      return cell_name(grid, cell) + " has no candidate left";
    }
  }
  const std::uint64_t all = side() == 64 ? ~0ULL : (1ULL << side()) - 1;
  for (std::size_t index = 0; index < groups_.size(); ++index) {
    const Group& group = groups_[index];
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
  return std::nullopt;
}

}  // namespace sudoku
