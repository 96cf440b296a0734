// The layout of a puzzle for the general engine: its houses, the houses of each cell, and each
// cell's peers (general_state.hpp draws the structure).
//
// Houses are the groups of N cells that hold every digit once: the rows, the columns, the boxes
// (or jigsaw regions), and the extra houses of N cells (the X diagonals). The peers of a cell are
// the cells that must hold another digit: those sharing a house with it, and those sharing any
// other group of distinct digits (a Killer cage, an extra house of fewer cells).
//
// Everything is built into flat arrays indexed by offsets (cell c's houses are
// houses[house_start[c] … house_start[c+1])), so a solve makes a dozen allocations for its
// layout, not one per cell: on an easy 9×9 the layout is a good part of the whole solve.
#include <algorithm>
#include <cstddef>
#include <span>
#include <variant>
#include <vector>

#include "core/rule_geometry.hpp"
#include "solve/general_state.hpp"

namespace sudoku::detail::general {
namespace {

// Lists of cells numbered 0 … n−1, stored flat: list i is cells[start[i] … start[i+1]), and
// owner[k] is the list of entry k.
struct FlatLists {
  std::vector<int> start{0};
  std::vector<int> cells;
  std::vector<int> owner;

  void add(const std::vector<int>& list) {
    owner.insert(owner.end(), list.size(), size());
    cells.insert(cells.end(), list.begin(), list.end());
    start.push_back(static_cast<int>(cells.size()));
  }
  int size() const { return static_cast<int>(start.size()) - 1; }
};

// The other way round: for each cell, the lists holding it, as cell c's lists[start[c] …
// start[c+1]). Entry k of `entries` is a cell of list list_of(k).
template <typename ListOf>
void invert(const std::vector<int>& entries, std::size_t cell_count, ListOf list_of,
            std::vector<int>& start, std::vector<int>& lists) {
  start.assign(cell_count + 1, 0);
  for (const int cell : entries) ++start[static_cast<std::size_t>(cell) + 1];
  for (std::size_t cell = 0; cell < cell_count; ++cell) start[cell + 1] += start[cell];
  lists.resize(entries.size());
  std::vector<int> next(start.begin(), start.end() - 1);
  for (std::size_t k = 0; k < entries.size(); ++k) {
    const auto cell = static_cast<std::size_t>(entries[k]);
    lists[static_cast<std::size_t>(next[cell]++)] = list_of(k);
  }
}

}  // namespace

Layout make_layout(const Puzzle& puzzle) {
  const Geometry& geometry = puzzle.geometry();
  Layout layout;
  layout.side = geometry.side();
  layout.cell_count = geometry.cell_count();
  layout.all_digits = layout.side == 64 ? ~Mask{0} : (Mask{1} << layout.side) - 1;
  const int side = layout.side;
  const auto count = static_cast<std::size_t>(layout.cell_count);

  // Rows, columns, boxes (sorted by box, in reading order within each), extra houses of N cells.
  std::vector<int>& house_cells = layout.house_cells;
  house_cells.reserve(count * 3 + static_cast<std::size_t>(side) * puzzle.constraints().size());
  for (int row = 0; row < side; ++row) {
    for (int column = 0; column < side; ++column) house_cells.push_back(row * side + column);
  }
  for (int column = 0; column < side; ++column) {
    for (int row = 0; row < side; ++row) house_cells.push_back(row * side + column);
  }
  house_cells.resize(count * 3);
  {
    std::vector<int> box_fill(static_cast<std::size_t>(side), 0);
    for (int cell = 0; cell < layout.cell_count; ++cell) {
      const auto box = static_cast<std::size_t>(geometry.box_of(cell));
      house_cells[2 * count + box * static_cast<std::size_t>(side) +
                  static_cast<std::size_t>(box_fill[box]++)] = cell;
    }
  }
  // The other groups of distinct digits: extra houses of another size, and cages.
  FlatLists groups;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
      if (static_cast<int>(house->cells.size()) == side) {
        house_cells.insert(house_cells.end(), house->cells.begin(), house->cells.end());
      } else {
        groups.add(house->cells);
      }
    } else if (const auto* cage = std::get_if<Cage>(&constraint)) {
      groups.add(cage->cells);
    } else if (const auto* region = std::get_if<ExtraRegion>(&constraint)) {
      groups.add(region->cells);
    } else if (const auto* global = std::get_if<GlobalRule>(&constraint)) {
      // Anti-knight and anti-king: each pair a knight's or king's move apart must differ.
      if (global->kind == GlobalRuleKind::non_consecutive) continue;
      const auto pairs = global->kind == GlobalRuleKind::anti_knight ? rules::knight_pairs(geometry)
                                                                     : rules::king_pairs(geometry);
      for (const auto& [a, b] : pairs) groups.add(std::vector<int>{a, b});
    }
  }
  layout.house_count = static_cast<int>(house_cells.size()) / side;
  invert(
      house_cells, count, [side](std::size_t k) { return static_cast<int>(k) / side; },
      layout.house_start, layout.houses);
  std::vector<int> group_start;
  std::vector<int> groups_of_cell;
  invert(
      groups.cells, count, [&groups](std::size_t k) { return groups.owner[k]; }, group_start,
      groups_of_cell);

  // Peers: every cell of every house and group of the cell, each once, the cell itself left out.
  std::vector<int> seen(count, -1);
  layout.peer_start.reserve(count + 1);
  layout.peers.reserve(count * static_cast<std::size_t>(3 * side));
  layout.peer_start.push_back(0);
  for (int cell = 0; cell < layout.cell_count; ++cell) {
    const auto index = static_cast<std::size_t>(cell);
    seen[index] = cell;
    auto add_peers = [&](const int* first, const int* last) {
      for (; first != last; ++first) {
        if (seen[static_cast<std::size_t>(*first)] == cell) continue;
        seen[static_cast<std::size_t>(*first)] = cell;
        layout.peers.push_back(*first);
      }
    };
    for (int i = layout.house_start[index]; i < layout.house_start[index + 1]; ++i) {
      const int* first =
          house_cells.data() +
          static_cast<std::ptrdiff_t>(layout.houses[static_cast<std::size_t>(i)]) * side;
      add_peers(first, first + side);
    }
    for (int i = group_start[index]; i < group_start[index + 1]; ++i) {
      const auto group = static_cast<std::size_t>(groups_of_cell[static_cast<std::size_t>(i)]);
      add_peers(groups.cells.data() + groups.start[group],
                groups.cells.data() + groups.start[group + 1]);
    }
    layout.peer_start.push_back(static_cast<int>(layout.peers.size()));
  }
  return layout;
}

bool pairwise_peers(const Layout& layout, std::span<const int> cells) {
  for (std::size_t a = 0; a < cells.size(); ++a) {
    const auto cell = static_cast<std::size_t>(cells[a]);
    const auto first = layout.peers.begin() + layout.peer_start[cell];
    const auto last = layout.peers.begin() + layout.peer_start[cell + 1];
    for (std::size_t b = a + 1; b < cells.size(); ++b) {
      if (std::find(first, last, cells[b]) == last) return false;
    }
  }
  return true;
}

}  // namespace sudoku::detail::general
