// Killer generation for sudoku_variants_bench: see killer_generator.hpp.
#include "killer_generator.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <variant>

#include "support/random_variants.hpp"

namespace sudoku::bench {
namespace {

using testing::Random;
using testing::random_below;

// `cage` split in connected parts: one grown from `from` through the cage to half its size,
// and the connected pieces of the rest; sums from `grid`.
std::vector<Cage> split(const Cage& cage, int from, const Puzzle& grid, Random& random) {
  const int side = grid.side();
  auto in_cage = [&](int cell) {
    return std::find(cage.cells.begin(), cage.cells.end(), cell) != cage.cells.end();
  };
  std::vector<int> part{from};
  const std::size_t half = std::max<std::size_t>(1, cage.cells.size() / 2);
  while (part.size() < half) {
    std::vector<int> next;
    for (int cell : part) {
      for (int other : testing::neighbours(side, cell)) {
        if (in_cage(other) && std::find(part.begin(), part.end(), other) == part.end()) {
          next.push_back(other);
        }
      }
    }
    if (next.empty()) break;
    part.push_back(
        next[static_cast<std::size_t>(random_below(random, static_cast<int>(next.size())))]);
  }
  // Label the rest by connected pieces.
  std::vector<int> rest;
  for (int cell : cage.cells) {
    if (std::find(part.begin(), part.end(), cell) == part.end()) rest.push_back(cell);
  }
  std::vector<std::vector<int>> pieces{part};
  std::vector<bool> done(rest.size(), false);
  for (std::size_t start = 0; start < rest.size(); ++start) {
    if (done[start]) continue;
    std::vector<int> piece{rest[start]};
    done[start] = true;
    for (std::size_t at = 0; at < piece.size(); ++at) {
      for (std::size_t other = 0; other < rest.size(); ++other) {
        if (done[other]) continue;
        const std::vector<int> around = testing::neighbours(side, piece[at]);
        if (std::find(around.begin(), around.end(), rest[other]) != around.end()) {
          done[other] = true;
          piece.push_back(rest[other]);
        }
      }
    }
    pieces.push_back(std::move(piece));
  }
  std::vector<Cage> result;
  for (std::vector<int>& piece : pieces) {
    std::sort(piece.begin(), piece.end());
    int sum = 0;
    for (int cell : piece) sum += grid.at(cell);
    result.push_back(Cage{std::move(piece), sum});
  }
  return result;
}

Puzzle with_cages(const Geometry& geometry, const std::vector<Cage>& cages) {
  Puzzle puzzle(geometry);
  for (const Cage& cage : cages) puzzle.add_constraint(cage);
  return puzzle;
}

}  // namespace

Puzzle generate_killer(const KillerRecipe& recipe) {
  Random random(recipe.seed);
  const Puzzle grid = testing::random_solution_grid(9, random);
  std::vector<Cage> cages = testing::random_cages(grid, {recipe.max_cage_size, 0}, random);
  SolveOptions options;
  options.max_solutions = 2;
  options.algorithm = recipe.engine;
  options.node_limit = recipe.node_limit;
  for (;;) {
    const Puzzle puzzle = with_cages(grid.geometry(), cages);
    const SolveResult result = solve(puzzle, options);
    if (result.status == SolveStatus::solved && result.count == 1) return puzzle;
    // The cage to split: one holding a cell where a found solution differs from the grid, else
    // a random cage of two or more cells.
    int from = -1;
    if (result.solution) {
      for (int cell : testing::random_permutation(81, random)) {
        if (result.solution->at(cell) != grid.at(cell)) {
          from = cell;
          break;
        }
      }
    }
    std::size_t index = cages.size();
    for (std::size_t i = 0; i < cages.size() && from >= 0; ++i) {
      if (std::find(cages[i].cells.begin(), cages[i].cells.end(), from) != cages[i].cells.end() &&
          cages[i].cells.size() > 1) {
        index = i;
      }
    }
    if (index == cages.size()) {
      std::vector<std::size_t> splittable;
      for (std::size_t i = 0; i < cages.size(); ++i) {
        if (cages[i].cells.size() > 1) splittable.push_back(i);
      }
      if (splittable.empty()) return puzzle;  // every cell its own cage: unique
      index = splittable[static_cast<std::size_t>(
          random_below(random, static_cast<int>(splittable.size())))];
      const Cage& chosen = cages[index];
      from = chosen.cells[static_cast<std::size_t>(
          random_below(random, static_cast<int>(chosen.cells.size())))];
    }
    std::vector<Cage> parts = split(cages[index], from, grid, random);
    cages.erase(cages.begin() + static_cast<std::ptrdiff_t>(index));
    cages.insert(cages.end(), parts.begin(), parts.end());
  }
}

// ---- the large-cage style ----------------------------------------------------------------

namespace {

constexpr int kSide = 9;
constexpr int kCells = kSide * kSide;

// A cage layout: the label of each cell's cage (a label is the first cell the cage had).
using Layout = std::vector<int>;

// Two cages that touch and could become one: `absorbed` takes the label `kept`.
struct Merge {
  int kept;
  int absorbed;
  int smaller_size;   // cells of the smaller of the two
  int combined_size;  // cells of both
};

std::vector<Cage> cages_of(const Layout& layout, const Puzzle& grid) {
  std::vector<Cage> cages;
  std::vector<int> index_of_label(kCells, -1);
  for (int cell = 0; cell < kCells; ++cell) {
    int& index = index_of_label[static_cast<std::size_t>(layout[static_cast<std::size_t>(cell)])];
    if (index < 0) {
      index = static_cast<int>(cages.size());
      cages.push_back(Cage{{}, 0});
    }
    Cage& cage = cages[static_cast<std::size_t>(index)];
    cage.cells.push_back(cell);
    cage.sum += grid.at(cell);
  }
  return cages;
}

// The merges that leave Killer cages: two cages sharing an edge, with no digit of the grid in
// both, of at most `max_size` cells together. Each pair once; the merges that grow the
// smallest cages come first (then the smallest results), in random order among equals.
std::vector<Merge> possible_merges(const Layout& layout, const Puzzle& grid, int max_size,
                                   Random& random) {
  std::vector<int> size(kCells, 0);
  std::vector<unsigned> digits(kCells, 0);
  for (int cell = 0; cell < kCells; ++cell) {
    const auto label = static_cast<std::size_t>(layout[static_cast<std::size_t>(cell)]);
    ++size[label];
    digits[label] |= 1U << grid.at(cell);
  }
  std::vector<bool> listed(kCells * kCells, false);
  std::vector<Merge> merges;
  for (int cell = 0; cell < kCells; ++cell) {
    for (int other : testing::neighbours(kSide, cell)) {
      const int first =
          std::min(layout[static_cast<std::size_t>(cell)], layout[static_cast<std::size_t>(other)]);
      const int second =
          std::max(layout[static_cast<std::size_t>(cell)], layout[static_cast<std::size_t>(other)]);
      const auto pair = static_cast<std::size_t>(first * kCells + second);
      if (first == second || listed[pair]) continue;
      listed[pair] = true;
      const int first_size = size[static_cast<std::size_t>(first)];
      const int second_size = size[static_cast<std::size_t>(second)];
      if (first_size + second_size > max_size || (digits[static_cast<std::size_t>(first)] &
                                                  digits[static_cast<std::size_t>(second)]) != 0) {
        continue;
      }
      merges.push_back(
          {first, second, std::min(first_size, second_size), first_size + second_size});
    }
  }
  std::vector<Merge> shuffled;
  shuffled.reserve(merges.size());
  for (int index : testing::random_permutation(static_cast<int>(merges.size()), random)) {
    shuffled.push_back(merges[static_cast<std::size_t>(index)]);
  }
  std::stable_sort(shuffled.begin(), shuffled.end(), [](const Merge& a, const Merge& b) {
    return a.smaller_size != b.smaller_size ? a.smaller_size < b.smaller_size
                                            : a.combined_size < b.combined_size;
  });
  return shuffled;
}

int smallest_cage(const std::vector<Cage>& cages) {
  std::size_t smallest = kCells;
  for (const Cage& cage : cages) smallest = std::min(smallest, cage.cells.size());
  return static_cast<int>(smallest);
}

}  // namespace

LargeKiller generate_large_killer(const LargeKillerRecipe& recipe) {
  if (recipe.min_cage_size < 1 || recipe.min_cage_size > recipe.max_cage_size ||
      recipe.max_cage_size > kSide) {
    throw std::invalid_argument("cage sizes must satisfy 1 <= min <= max <= 9");
  }
  if (recipe.min_cages < 1 || recipe.min_cages > recipe.max_cages) {
    throw std::invalid_argument("cage counts must satisfy 1 <= min <= max");
  }
  Random random(recipe.seed);
  SolveOptions options;
  options.max_solutions = 2;
  options.algorithm = recipe.engine;
  options.node_limit = recipe.node_limit;
  LargeKiller made{Puzzle(Geometry(kSide)), 0, 0};
  for (made.grids = 1; made.grids <= recipe.max_grids; ++made.grids) {
    const Puzzle grid = testing::random_solution_grid(kSide, random);
    Layout layout(kCells);
    for (int cell = 0; cell < kCells; ++cell) layout[static_cast<std::size_t>(cell)] = cell;
    int cages = kCells;
    while (cages > recipe.min_cages) {
      bool merged = false;
      for (const Merge& merge : possible_merges(layout, grid, recipe.max_cage_size, random)) {
        Layout next = layout;
        std::replace(next.begin(), next.end(), merge.absorbed, merge.kept);
        ++made.counts;
        const SolveResult result =
            solve(with_cages(grid.geometry(), cages_of(next, grid)), options);
        if (result.status == SolveStatus::solved && result.count == 1) {
          layout = std::move(next);
          --cages;
          merged = true;
          break;
        }
      }
      if (!merged) break;
    }
    const std::vector<Cage> final_cages = cages_of(layout, grid);
    if (cages <= recipe.max_cages && smallest_cage(final_cages) >= recipe.min_cage_size) {
      made.puzzle = with_cages(grid.geometry(), final_cages);
      return made;
    }
  }
  throw std::runtime_error("no large-cage Killer within the recipe's grids");
}

}  // namespace sudoku::bench
