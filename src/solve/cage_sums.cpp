// Innies and outies of the houses and of runs of rows and columns (cage_sums.hpp tells the rule).
#include "solve/cage_sums.hpp"

#include <algorithm>
#include <span>
#include <unordered_set>
#include <variant>

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

}  // namespace sudoku::detail::general
