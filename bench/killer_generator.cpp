// Killer generation for sudoku_variants_bench: see killer_generator.hpp.
#include "killer_generator.hpp"

#include <algorithm>
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

}  // namespace sudoku::bench
