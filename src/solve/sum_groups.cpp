// How the cells of a sum are split into groups of peers (see sum_reasoning.hpp).
//
// Larger groups make tighter totals (three cells of a house make at least 6, three cells apart
// at least 3), so a cover takes the house holding the most cells not yet grouped, again and
// again, then puts each cell left into the first group whose cells are all its peers. A second
// cover takes other houses than the first: a diagonal through three boxes also lies by threes
// in three disjoint groups, and each way sees what the other does not. A third takes first the
// Killer cages holding two or more of the sum's cells, with the cage's other cells: those add
// up to the cage's total less what the sum's cells make there (a diagonal's two cells in a cage
// of 14 with a third cell make 5 to 13, not 3 to 17).
#include <algorithm>
#include <span>
#include <variant>

#include "solve/sum_reasoning.hpp"

namespace sudoku::detail::general {
namespace {

bool are_peers(const Layout& layout, int cell, int other) {
  const auto first = layout.peers.begin() + layout.peer_start[static_cast<std::size_t>(cell)];
  const auto last = layout.peers.begin() + layout.peer_start[static_cast<std::size_t>(cell) + 1];
  return std::find(first, last, other) != last;
}

// One group: `cells`, of which the first `counted` count in the sum; the others (a cage's other
// cells) complete the cage's total `cage_total` with them (0: no cage).
struct Group {
  std::vector<int> cells;
  int counted = 0;
  int cage_total = 0;
};

// Adds to `groups` the houses' groups of `cells` (houses not banned), flagging the houses taken
// in `used`, then the cells left, each into the first group whose cells are all its peers.
void cover_by_houses(const Layout& layout, std::span<const int> cells,
                     const std::vector<bool>& banned, std::vector<bool>& used,
                     std::vector<Group>& groups) {
  const std::size_t first_group = groups.size();
  std::vector<bool> grouped(cells.size(), false);
  const auto houses_of = [&layout](int cell) {
    const auto first = layout.houses.begin() + layout.house_start[static_cast<std::size_t>(cell)];
    return std::span<const int>(
        first, layout.houses.begin() + layout.house_start[static_cast<std::size_t>(cell) + 1]);
  };
  // The cells not yet grouped that each house holds, each cell once (a cell may be listed twice).
  std::vector<int> held(static_cast<std::size_t>(layout.house_count), 0);
  std::vector<bool> counted(static_cast<std::size_t>(layout.cell_count), false);
  while (layout.side <= kMaxSideForPeerGroups) {
    std::fill(held.begin(), held.end(), 0);
    std::fill(counted.begin(), counted.end(), false);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const auto cell = static_cast<std::size_t>(cells[i]);
      if (grouped[i] || counted[cell]) continue;
      counted[cell] = true;
      for (const int house : houses_of(cells[i])) ++held[static_cast<std::size_t>(house)];
    }
    // The first house holding the most of them.
    int best_house = -1;
    for (int house = 0; house < layout.house_count; ++house) {
      const auto at = static_cast<std::size_t>(house);
      if (!banned[at] &&
          (best_house < 0 || held[at] > held[static_cast<std::size_t>(best_house)])) {
        best_house = house;
      }
    }
    if (best_house < 0 || held[static_cast<std::size_t>(best_house)] < 2) break;
    used[static_cast<std::size_t>(best_house)] = true;
    Group group;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const std::span<const int> houses = houses_of(cells[i]);
      if (grouped[i] || std::find(houses.begin(), houses.end(), best_house) == houses.end() ||
          std::find(group.cells.begin(), group.cells.end(), cells[i]) != group.cells.end()) {
        continue;
      }
      grouped[i] = true;
      group.cells.push_back(cells[i]);
    }
    group.counted = static_cast<int>(group.cells.size());
    groups.push_back(std::move(group));
  }
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (grouped[i]) continue;
    const int cell = cells[i];
    auto fits = [&](const Group& group) {
      return std::all_of(group.cells.begin(), group.cells.end(),
                         [&](int other) { return are_peers(layout, cell, other); });
    };
    const auto found = layout.side <= kMaxSideForPeerGroups
                           ? std::find_if(groups.begin() + static_cast<std::ptrdiff_t>(first_group),
                                          groups.end(), fits)
                           : groups.end();
    if (found != groups.end()) {
      found->cells.push_back(cell);
      found->counted += 1;
    } else {
      groups.push_back({{cell}, 1, 0});
    }
  }
}

GroupedCells assemble(const Layout& layout, const std::vector<Group>& groups) {
  GroupedCells sum;
  for (const Group& group : groups) {
    sum.cells.insert(sum.cells.end(), group.cells.begin(), group.cells.end());
    sum.group_end.push_back(static_cast<int>(sum.cells.size()));
    sum.group_counted.push_back(group.counted);
    sum.group_cage_total.push_back(group.cage_total);
    const int size = group.counted;
    sum.most_total += size * layout.side - size * (size - 1) / 2;  // its greatest distinct digits
  }
  sum.seen.assign(sum.cells.size(), 0);
  sum.seen_totals.assign(groups.size(), 0);
  sum.kept_allowed.assign(groups.size(), 0);
  return sum;
}

bool same_groups(const GroupedCells& a, const GroupedCells& b) {
  return a.cells == b.cells && a.group_end == b.group_end;
}

}  // namespace

std::vector<GroupedCells> peer_groupings(const Puzzle& puzzle, const Layout& layout,
                                         std::span<const int> cells) {
  const auto houses = static_cast<std::size_t>(layout.house_count);
  std::vector<bool> used(houses, false);
  std::vector<bool> unused(houses, false);
  std::vector<Group> groups;
  cover_by_houses(layout, cells, std::vector<bool>(houses, false), used, groups);
  std::vector<GroupedCells> covers{assemble(layout, groups)};
  if (layout.side > kMaxSideForPeerGroups) return covers;
  groups.clear();
  cover_by_houses(layout, cells, used, unused, groups);
  GroupedCells second = assemble(layout, groups);
  if (second.group_end.size() < cells.size() && !same_groups(second, covers.front())) {
    covers.push_back(std::move(second));
  }
  // The cages holding two or more of the cells.
  groups.clear();
  std::vector<bool> in_cage(cells.size(), false);
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr || cage->sum <= 0 || static_cast<int>(cage->cells.size()) > layout.side) {
      continue;
    }
    Group group;
    std::vector<std::size_t> taken;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const bool inside =
          std::find(cage->cells.begin(), cage->cells.end(), cells[i]) != cage->cells.end();
      if (!inside || in_cage[i] ||
          std::find(group.cells.begin(), group.cells.end(), cells[i]) != group.cells.end()) {
        continue;
      }
      group.cells.push_back(cells[i]);
      taken.push_back(i);
    }
    if (taken.size() < 2) continue;
    for (const std::size_t i : taken) in_cage[i] = true;
    group.counted = static_cast<int>(group.cells.size());
    group.cage_total = cage->sum;
    for (const int cell : cage->cells) {
      if (std::find(group.cells.begin(), group.cells.end(), cell) == group.cells.end()) {
        group.cells.push_back(cell);
      }
    }
    groups.push_back(std::move(group));
  }
  if (groups.empty()) return covers;
  std::vector<int> rest;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (!in_cage[i]) rest.push_back(cells[i]);
  }
  cover_by_houses(layout, rest, std::vector<bool>(houses, false), unused, groups);
  covers.push_back(assemble(layout, groups));
  return covers;
}

}  // namespace sudoku::detail::general
