// Killer cages over a solution grid, with no givens.
//
// Eighty-one one-cell cages (N² in general) make a Killer with one solution: every digit is
// told. Two cages that share a side are merged into one, its total read from the grid, and the
// merge is kept only when the Killer is still acceptable (exactly one solution and, when a
// difficulty with a top is wanted, solved by the techniques up to it; then, for a minimal
// Killer, a second round of merges needs only one solution); a merge never joins two
// cages that hold the same digit (a cage's digits differ) nor makes a cage larger than N
// cells. The merges tried first are those that grow the smallest cages (then the smallest
// results), in random order among equals, so the cages stay even in size.
//
// With `minimal` the merging goes on until no two neighbouring cages can be merged without a
// second solution: the Killer analogue of "no given can be taken away". Without it, it stops
// at 3·N cages (27 on 9×9, what newspaper Killers have), or earlier when nothing merges.
#include <algorithm>

#include "generate/parts.hpp"

namespace sudoku::detail::generate {
namespace {

// A cage layout: the label of each cell's cage (a label is one of the cage's cells).
using Layout = std::vector<int>;

struct Merge {
  int kept;
  int absorbed;
  int smaller_size;
  int combined_size;
};

std::vector<Cage> cages_of(const Layout& layout, const Puzzle& solution) {
  const auto cell_count = layout.size();
  std::vector<int> index_of_label(cell_count, -1);
  std::vector<Cage> cages;
  for (std::size_t cell = 0; cell < cell_count; ++cell) {
    int& index = index_of_label[static_cast<std::size_t>(layout[cell])];
    if (index < 0) {
      index = static_cast<int>(cages.size());
      cages.push_back(Cage{{}, 0});
    }
    Cage& cage = cages[static_cast<std::size_t>(index)];
    cage.cells.push_back(static_cast<int>(cell));
    cage.sum += solution.at(static_cast<int>(cell));
  }
  return cages;
}

Puzzle killer_of(const Puzzle& rules, const Layout& layout, const Puzzle& solution) {
  Puzzle puzzle = rules;
  for (Cage& cage : cages_of(layout, solution)) puzzle.add_constraint(std::move(cage));
  return puzzle;
}

std::vector<Merge> possible_merges(const Layout& layout, const Puzzle& solution, Random& random) {
  const int side = solution.side();
  const auto cell_count = layout.size();
  std::vector<int> size(cell_count, 0);
  std::vector<std::uint64_t> digits(cell_count, 0);
  for (std::size_t cell = 0; cell < cell_count; ++cell) {
    const auto label = static_cast<std::size_t>(layout[cell]);
    ++size[label];
    digits[label] |= std::uint64_t{1} << (solution.at(static_cast<int>(cell)) - 1);
  }
  std::vector<Merge> merges;
  for (std::size_t cell = 0; cell < cell_count; ++cell) {
    // Each border once: to the right and downwards.
    for (const std::size_t other : {cell + 1, cell + static_cast<std::size_t>(side)}) {
      if (other >= cell_count ||
          (other == cell + 1 && other % static_cast<std::size_t>(side) == 0)) {
        continue;
      }
      const int first = std::min(layout[cell], layout[other]);
      const int second = std::max(layout[cell], layout[other]);
      if (first == second) continue;
      const auto a = static_cast<std::size_t>(first);
      const auto b = static_cast<std::size_t>(second);
      if (size[a] + size[b] > side || (digits[a] & digits[b]) != 0) continue;
      const Merge merge{first, second, std::min(size[a], size[b]), size[a] + size[b]};
      const bool listed = std::any_of(merges.begin(), merges.end(), [&](const Merge& seen) {
        return seen.kept == first && seen.absorbed == second;
      });
      if (!listed) merges.push_back(merge);
    }
  }
  random.shuffle(merges);
  std::stable_sort(merges.begin(), merges.end(), [](const Merge& x, const Merge& y) {
    return x.smaller_size != y.smaller_size ? x.smaller_size < y.smaller_size
                                            : x.combined_size < y.combined_size;
  });
  return merges;
}

}  // namespace

Puzzle make_cages(const Puzzle& solution, bool minimal, Random& random, const Keeps& keeps,
                  const Keeps& unique, const std::function<void(int)>& on_merge) {
  Puzzle rules = solution;
  for (int cell = 0; cell < rules.cell_count(); ++cell) rules.set(cell, kBlank);
  Layout layout(static_cast<std::size_t>(solution.cell_count()));
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    layout[static_cast<std::size_t>(cell)] = cell;
  }
  int cages = solution.cell_count();
  const int enough = minimal ? 1 : 3 * solution.side();
  for (const Keeps* accepts : {&keeps, minimal ? &unique : nullptr}) {
    if (accepts == nullptr) break;
    while (cages > enough) {
      bool merged = false;
      for (const Merge& merge : possible_merges(layout, solution, random)) {
        if (on_merge) on_merge(cages);
        Layout next = layout;
        std::replace(next.begin(), next.end(), merge.absorbed, merge.kept);
        if ((*accepts)(killer_of(rules, next, solution))) {
          layout = std::move(next);
          --cages;
          merged = true;
          break;
        }
      }
      if (!merged) break;
    }
  }
  return killer_of(rules, layout, solution);
}

}  // namespace sudoku::detail::generate
