// Innies and outies of the houses and of runs of rows and columns (cage_sums.hpp tells the rule).
#include "solve/cage_sums.hpp"

#include <algorithm>
#include <set>
#include <span>
#include <unordered_set>
#include <variant>

#include "core/rule_geometry.hpp"
#include "solve/exclusion_groups.hpp"
#include "solve/peer_sets.hpp"

namespace sudoku::detail::general {
namespace {

// The cages of the puzzle, and the cage of each cell (−1: uncaged). False when cages overlap.
struct CageMap {
  std::vector<const Cage*> cages;
  std::vector<int> cage_of_cell;
};

bool map_cages(const Puzzle& puzzle, int cell_count, CageMap& map) {
  map.cage_of_cell.assign(static_cast<std::size_t>(cell_count), -1);
  for (const Constraint& constraint : puzzle.constraints()) {
    const auto* cage = std::get_if<Cage>(&constraint);
    if (cage == nullptr) continue;
    const int index = static_cast<int>(map.cages.size());
    map.cages.push_back(cage);
    for (const int cell : cage->cells) {
      int& owner = map.cage_of_cell[static_cast<std::size_t>(cell)];
      if (owner >= 0) return false;
      owner = index;
    }
  }
  return true;
}

class SumCollector {
 public:
  SumCollector(const CageMap& map, int max_cells, int max_difference_cells,
               int max_subtracted_cells)
      : map_(map),
        max_cells_(max_cells),
        max_difference_cells_(max_difference_cells),
        max_subtracted_cells_(max_subtracted_cells),
        in_area_(map.cage_of_cell.size(), 0),
        inside_(map.cages.size(), 0),
        reached_(map.cages.size(), 0) {
    for (const Cage* cage : map.cages) {
      std::vector<int> cells = cage->cells;
      std::sort(cells.begin(), cells.end());
      seen_.insert(std::move(cells));
    }
  }

  // The innies and outies of `area` (cells of whole houses adding up to `total`). Called some
  // hundred times per puzzle (more for each merge the generator tries), so the scratch lists
  // are kept from call to call and the marks taken off after.
  void add_area(std::span<const int> area, int total) {
    for (const int cell : area) in_area_[static_cast<std::size_t>(cell)] = 1;
    // Cages reaching into the area, in the order of their first cells in it, each once (marked:
    // a search of the list would cost the area's cells times its cages, 4096 × 2048 for the
    // rows of a 64×64 Killer of pairs, and there are thousands of such areas).
    reaching_.clear();
    for (const int cell : area) {
      const int cage = map_.cage_of_cell[static_cast<std::size_t>(cell)];
      if (cage >= 0 && reached_[static_cast<std::size_t>(cage)] == 0) {
        reached_[static_cast<std::size_t>(cage)] = 1;
        reaching_.push_back(cage);
      }
    }
    int inside_total = 0;
    int reaching_total = 0;
    outies_.clear();
    for (const int cage : reaching_) {
      const Cage& cells = *map_.cages[static_cast<std::size_t>(cage)];
      reaching_total += cells.sum;
      const bool wholly = std::all_of(cells.cells.begin(), cells.cells.end(), [&](int cell) {
        return in_area_[static_cast<std::size_t>(cell)] != 0;
      });
      if (wholly) {
        inside_[static_cast<std::size_t>(cage)] = 1;
        inside_total += cells.sum;
      }
      for (const int cell : cells.cells) {
        if (in_area_[static_cast<std::size_t>(cell)] == 0) outies_.push_back(cell);
      }
    }
    innies_.clear();
    bool all_caged = true;
    for (const int cell : area) {
      const int cage = map_.cage_of_cell[static_cast<std::size_t>(cell)];
      if (cage < 0) all_caged = false;
      if (cage < 0 || inside_[static_cast<std::size_t>(cage)] == 0) innies_.push_back(cell);
    }
    if (max_difference_cells_ > 0) add_differences(area, total - inside_total);
    add(innies_, total - inside_total);
    if (all_caged) add(outies_, reaching_total - total);
    for (const int cell : area) in_area_[static_cast<std::size_t>(cell)] = 0;
    for (const int cage : reaching_) {
      inside_[static_cast<std::size_t>(cage)] = 0;
      reached_[static_cast<std::size_t>(cage)] = 0;
    }
  }

  ImpliedRules take() { return ImpliedRules{std::move(sums_), std::move(differences_)}; }

 private:
  // The differences of the area's innies (adding up to `innies_total`): each cage crossing the
  // area's edge keeps its cells inside on the plus side, or is traded for its cells outside on
  // the minus side (and its total off the right-hand side). Every choice with cells on both
  // sides, at most max_difference_cells_ in all and at most max_subtracted_cells_ on the minus
  // side, found depth first: a cage adds at least the
  // fewer of its two parts, so a branch stops as soon as those cannot fit.
  void add_differences(std::span<const int> area, int innies_total) {
    crossing_.clear();
    for (const int cage : reaching_) {
      if (inside_[static_cast<std::size_t>(cage)] == 0) crossing_.push_back(cage);
    }
    if (crossing_.empty()) return;
    plus_.clear();
    minus_.clear();
    for (const int cell : area) {
      if (map_.cage_of_cell[static_cast<std::size_t>(cell)] < 0) plus_.push_back(cell);
    }
    int least = 0;  // the fewest cells the crossing cages add
    fewer_part_.clear();
    for (const int cage : crossing_) {
      const std::vector<int>& cells = map_.cages[static_cast<std::size_t>(cage)]->cells;
      const auto inside = std::count_if(cells.begin(), cells.end(), [&](int cell) {
        return in_area_[static_cast<std::size_t>(cell)] != 0;
      });
      const int fewer =
          static_cast<int>(std::min<std::ptrdiff_t>(inside, std::ssize(cells) - inside));
      fewer_part_.push_back(fewer);
      least += fewer;
    }
    trade(0, innies_total, least);
  }

  // Decides crossing_[next…]: `least` is the fewest cells they will still add.
  void trade(std::size_t next, int total, int least) {
    if (std::ssize(plus_) + std::ssize(minus_) + least > max_difference_cells_ ||
        std::ssize(minus_) > max_subtracted_cells_) {
      return;
    }
    if (next == crossing_.size()) {
      if (!plus_.empty() && !minus_.empty()) add_difference(total);
      return;
    }
    const Cage& cage = *map_.cages[static_cast<std::size_t>(crossing_[next])];
    const int rest = least - fewer_part_[next];
    const std::size_t plus_size = plus_.size();
    const std::size_t minus_size = minus_.size();
    for (const int cell : cage.cells) {
      if (in_area_[static_cast<std::size_t>(cell)] != 0) plus_.push_back(cell);
    }
    trade(next + 1, total, rest);
    plus_.resize(plus_size);
    for (const int cell : cage.cells) {
      if (in_area_[static_cast<std::size_t>(cell)] == 0) minus_.push_back(cell);
    }
    trade(next + 1, total - cage.sum, rest);
    minus_.resize(minus_size);
  }

  void add_difference(int total) {
    ImpliedDifference difference{plus_, minus_, total};
    std::sort(difference.plus.begin(), difference.plus.end());
    std::sort(difference.minus.begin(), difference.minus.end());
    // One key per difference: its plus cells, a −1, its minus cells.
    std::vector<int> key = difference.plus;
    key.push_back(-1);
    key.insert(key.end(), difference.minus.begin(), difference.minus.end());
    if (!seen_.insert(std::move(key)).second) return;
    differences_.push_back(std::move(difference));
  }

  void add(std::vector<int>& cells, int sum) {
    if (cells.empty() || static_cast<int>(cells.size()) > max_cells_) return;
    std::sort(cells.begin(), cells.end());
    if (!seen_.insert(cells).second) return;
    sums_.push_back(ImpliedSum{cells, sum});
  }

  const CageMap& map_;
  int max_cells_;
  int max_difference_cells_;
  int max_subtracted_cells_;
  // Cell lists, hashed (FNV-1a over the cells): the generator's merges ask for these sets
  // thousands of times a puzzle.
  struct CellsHash {
    std::size_t operator()(const std::vector<int>& cells) const {
      std::size_t hash = 14695981039346656037ULL;
      for (const int cell : cells)
        hash = (hash ^ static_cast<std::size_t>(cell)) * 1099511628211ULL;
      return hash;
    }
  };
  std::unordered_set<std::vector<int>, CellsHash> seen_;  // sums' cells and differences' keys
  std::vector<ImpliedSum> sums_;
  std::vector<ImpliedDifference> differences_;
  // Scratch of add_area: marks per cell and per cage (0 between calls), and its lists.
  std::vector<char> in_area_;
  std::vector<char> inside_;
  std::vector<char> reached_;
  std::vector<int> reaching_;
  std::vector<int> outies_;
  std::vector<int> innies_;
  // Scratch of add_differences: the crossing cages, the fewer of each one's two parts, and the
  // two sides of the difference being built.
  std::vector<int> crossing_;
  std::vector<int> fewer_part_;
  std::vector<int> plus_;
  std::vector<int> minus_;
};

}  // namespace

std::vector<ImpliedSum> implied_sums(const Puzzle& puzzle, const Layout& layout, int max_cells) {
  return implied_rules(puzzle, layout, max_cells, 0).sums;
}

ImpliedRules implied_rules(const Puzzle& puzzle, const Layout& layout, int max_cells,
                           int max_difference_cells, int max_subtracted_cells) {
  CageMap map;
  if (!map_cages(puzzle, layout.cell_count, map) || map.cages.empty()) return {};
  const int side = layout.side;
  const int house_total = side * (side + 1) / 2;
  SumCollector collector(map, max_cells, max_difference_cells, max_subtracted_cells);
  for (int house = 0; house < layout.house_count; ++house) {
    const auto first = layout.house_cells.begin() + static_cast<std::ptrdiff_t>(house) * side;
    collector.add_area(std::span<const int>(first, first + side), house_total);
  }
  // Runs of 2 … N consecutive rows (N rows: the whole grid), and of 2 … N−1 columns.
  std::vector<int> rows;
  std::vector<int> columns;
  for (int count = 2; count <= side; ++count) {
    for (int first = 0; first + count <= side; ++first) {
      rows.clear();
      columns.clear();
      for (int line = first; line < first + count; ++line) {
        for (int i = 0; i < side; ++i) {
          rows.push_back(line * side + i);
          columns.push_back(i * side + line);
        }
      }
      collector.add_area(rows, count * house_total);
      if (count < side) collector.add_area(columns, count * house_total);
    }
  }
  // Rectangles of whole boxes (two boxes side by side, 2×2 boxes, …) short of a band or stack.
  const Geometry& geometry = puzzle.geometry();
  if (!geometry.has_regions()) {
    std::vector<int> area;
    const int bands = side / geometry.box_rows();
    const int stacks = side / geometry.box_columns();
    for (int tall = 1; tall < bands; ++tall) {
      for (int wide = 1; wide < stacks; ++wide) {
        if (tall * wide == 1) continue;
        for (int band = 0; band + tall <= bands; ++band) {
          for (int stack = 0; stack + wide <= stacks; ++stack) {
            area.clear();
            for (int row = band * geometry.box_rows(); row < (band + tall) * geometry.box_rows();
                 ++row) {
              for (int column = stack * geometry.box_columns();
                   column < (stack + wide) * geometry.box_columns(); ++column) {
                area.push_back(geometry.cell(row, column));
              }
            }
            collector.add_area(area, tall * wide * house_total);
          }
        }
      }
    }
  }
  return collector.take();
}

std::vector<ImpliedSum> crossing_sums(const Puzzle& puzzle, const Layout& layout, bool tight_only) {
  const int side = layout.side;
  const int house_total = side * (side + 1) / 2;
  const auto cell_count = static_cast<std::size_t>(layout.cell_count);
  // The sums: cages with a total, and little killers.
  std::vector<ImpliedSum> sums;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (const auto* cage = std::get_if<Cage>(&constraint)) {
      if (cage->sum > 0 && !cage->cells.empty()) sums.push_back({cage->cells, cage->sum});
    } else if (const auto* killer = std::get_if<LittleKiller>(&constraint)) {
      std::vector<int> cells = rules::little_killer_cells(puzzle.geometry(), *killer);
      if (!cells.empty() && killer->sum > 0) sums.push_back({std::move(cells), killer->sum});
    }
  }
  if (sums.empty()) return {};
  std::vector<std::vector<int>> sums_of_cell(cell_count);
  for (std::size_t s = 0; s < sums.size(); ++s) {
    for (const int cell : sums[s].cells) {
      std::vector<int>& list = sums_of_cell[static_cast<std::size_t>(cell)];
      if (list.empty() || list.back() != static_cast<int>(s)) list.push_back(static_cast<int>(s));
    }
  }
  // Which two sums share a cell (none with itself).
  const std::size_t count = sums.size();
  std::vector<char> shares(count * count, 0);
  for (const std::vector<int>& owners : sums_of_cell) {
    for (const int s : owners) {
      for (const int t : owners) {
        if (s != t) shares[static_cast<std::size_t>(s) * count + static_cast<std::size_t>(t)] = 1;
      }
    }
  }
  const auto house_of = [&](int house) {
    return std::span<const int>(
        layout.house_cells.data() + static_cast<std::ptrdiff_t>(house) * side,
        static_cast<std::size_t>(side));
  };
  // The houses holding some of `cells`, in the layout's order.
  std::vector<int> meeting;
  const auto houses_meeting = [&](std::span<const int> cells) -> const std::vector<int>& {
    meeting.clear();
    for (const int cell : cells) {
      const auto index = static_cast<std::size_t>(cell);
      meeting.insert(meeting.end(), layout.houses.begin() + layout.house_start[index],
                     layout.houses.begin() + layout.house_start[index + 1]);
    }
    std::sort(meeting.begin(), meeting.end());
    meeting.erase(std::unique(meeting.begin(), meeting.end()), meeting.end());
    return meeting;
  };
  const PeerSets peers(layout);
  std::set<std::vector<int>> seen;
  for (const ImpliedSum& sum : sums) {
    std::vector<int> cells = sum.cells;
    std::sort(cells.begin(), cells.end());
    seen.insert(std::move(cells));
  }
  std::vector<ImpliedSum> found;
  std::vector<char> in_base(cell_count, 0);
  std::vector<char> taken(cell_count, 0);
  std::vector<char> crossing_flag(sums.size(), 0);
  std::vector<int> crossing;
  std::vector<std::pair<int, int>> by_overlaps;  // (overlaps, sum)
  std::vector<int> ordered;
  std::vector<int> ends;
  for (int base = 0; base < layout.house_count; ++base) {
    const std::span<const int> base_cells = house_of(base);
    crossing.clear();
    for (const int cell : base_cells) {
      in_base[static_cast<std::size_t>(cell)] = 1;
      for (const int s : sums_of_cell[static_cast<std::size_t>(cell)]) {
        if (crossing_flag[static_cast<std::size_t>(s)] != 0) continue;
        crossing_flag[static_cast<std::size_t>(s)] = 1;
        crossing.push_back(s);
      }
    }
    if (crossing.empty()) {
      for (const int cell : base_cells) in_base[static_cast<std::size_t>(cell)] = 0;
      continue;
    }
    std::sort(crossing.begin(), crossing.end());
    // Each crossing sum with the number of other crossing sums it shares a cell with.
    by_overlaps.clear();
    for (const int s : crossing) {
      int overlaps = 0;
      for (const int t : crossing) {
        overlaps += shares[static_cast<std::size_t>(s) * count + static_cast<std::size_t>(t)];
      }
      by_overlaps.emplace_back(overlaps, s);
    }
    std::stable_sort(by_overlaps.begin(), by_overlaps.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<int> cells;  // taken, in the order taken
    int total = 0;
    const auto take = [&](std::span<const int> more) {
      for (const int cell : more) {
        taken[static_cast<std::size_t>(cell)] = 1;
        cells.push_back(cell);
      }
    };
    for (const auto& [overlaps, s] : by_overlaps) {
      const std::vector<int>& sum_cells = sums[static_cast<std::size_t>(s)].cells;
      if (std::any_of(sum_cells.begin(), sum_cells.end(),
                      [&](int cell) { return taken[static_cast<std::size_t>(cell)] != 0; })) {
        continue;
      }
      take(sum_cells);
      total += sums[static_cast<std::size_t>(s)].sum;
    }
    int uncovered =
        static_cast<int>(std::count_if(base_cells.begin(), base_cells.end(), [&](int cell) {
          return taken[static_cast<std::size_t>(cell)] == 0;
        }));
    // The holes, filled by houses meeting the base there alone (two cells or more).
    if (uncovered > 0) {
      for (const int gap : houses_meeting(base_cells)) {
        if (gap == base) continue;
        const std::span<const int> gap_cells = house_of(gap);
        int in_holes = 0;
        int in_base_cells = 0;
        bool clashes = false;
        for (const int cell : gap_cells) {
          const auto index = static_cast<std::size_t>(cell);
          clashes = clashes || taken[index] != 0;
          in_base_cells += in_base[index];
          in_holes += in_base[index] != 0 && taken[index] == 0 ? 1 : 0;
        }
        if (clashes || in_holes < 2 || in_holes != in_base_cells) continue;
        take(gap_cells);
        total += house_total;
        uncovered -= in_holes;
        if (uncovered == 0) break;
      }
    }
    if (uncovered == 0) {
      // The cells outside the base, less the houses lying wholly among them.
      std::vector<int> outside;
      for (const int cell : cells) {
        if (in_base[static_cast<std::size_t>(cell)] == 0) outside.push_back(cell);
      }
      total -= house_total;
      for (const int cell : base_cells) taken[static_cast<std::size_t>(cell)] = 0;
      for (const int house : houses_meeting(outside)) {
        const std::span<const int> house_cells = house_of(house);
        if (!std::all_of(house_cells.begin(), house_cells.end(),
                         [&](int cell) { return taken[static_cast<std::size_t>(cell)] != 0; })) {
          continue;
        }
        for (const int cell : house_cells) taken[static_cast<std::size_t>(cell)] = 0;
        std::erase_if(outside,
                      [&](int cell) { return taken[static_cast<std::size_t>(cell)] == 0; });
        total -= house_total;
      }
      std::sort(outside.begin(), outside.end());
      // Kept when its groups of peers bound it tightly.
      ordered.clear();
      ends.clear();
      split_into_exclusion_groups(outside, peers, ordered, ends);
      const auto [least, greatest] = exclusion_group_bounds(ends, side);
      const int slack = std::min(total - least, greatest - total);
      const bool tight = greatest - least > 4 * slack;
      if (!outside.empty() && (tight || !tight_only) && seen.insert(outside).second) {
        found.push_back({std::move(outside), total});
      }
    }
    for (const int cell : cells) taken[static_cast<std::size_t>(cell)] = 0;
    for (const int cell : base_cells) in_base[static_cast<std::size_t>(cell)] = 0;
    for (const int s : crossing) crossing_flag[static_cast<std::size_t>(s)] = 0;
  }
  return found;
}

}  // namespace sudoku::detail::general
