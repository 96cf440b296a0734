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
  SumCollector(const CageMap& map, int max_cells)
      : map_(map),
        max_cells_(max_cells),
        in_area_(map.cage_of_cell.size(), 0),
        inside_(map.cages.size(), 0) {
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
    // Cages reaching into the area, and whether each lies wholly inside.
    reaching_.clear();
    for (const int cell : area) {
      const int cage = map_.cage_of_cell[static_cast<std::size_t>(cell)];
      if (cage >= 0 && std::find(reaching_.begin(), reaching_.end(), cage) == reaching_.end()) {
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
    add(innies_, total - inside_total);
    if (all_caged) add(outies_, reaching_total - total);
    for (const int cell : area) in_area_[static_cast<std::size_t>(cell)] = 0;
    for (const int cage : reaching_) inside_[static_cast<std::size_t>(cage)] = 0;
  }

  std::vector<ImpliedSum> take() { return std::move(sums_); }

 private:
  void add(std::vector<int>& cells, int sum) {
    if (cells.empty() || static_cast<int>(cells.size()) > max_cells_) return;
    std::sort(cells.begin(), cells.end());
    if (!seen_.insert(cells).second) return;
    sums_.push_back(ImpliedSum{cells, sum});
  }

  const CageMap& map_;
  int max_cells_;
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
  std::unordered_set<std::vector<int>, CellsHash> seen_;
  std::vector<ImpliedSum> sums_;
  // Scratch of add_area: marks per cell and per cage (0 between calls), and its lists.
  std::vector<char> in_area_;
  std::vector<char> inside_;
  std::vector<int> reaching_;
  std::vector<int> outies_;
  std::vector<int> innies_;
};

}  // namespace

std::vector<ImpliedSum> implied_sums(const Puzzle& puzzle, const Layout& layout, int max_cells) {
  CageMap map;
  if (!map_cages(puzzle, layout.cell_count, map) || map.cages.empty()) return {};
  const int side = layout.side;
  const int house_total = side * (side + 1) / 2;
  SumCollector collector(map, max_cells);
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
