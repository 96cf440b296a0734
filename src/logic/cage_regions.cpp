// The regions whose totals a Killer solver adds up: each house, then runs of whole houses that
// do not overlap, so that together they hold every digit once per house (90 for two rows of a
// 9×9, 180 for a block of four boxes). Innies and outies (cages.cpp) take the cages inside such
// a region and those reaching out of it.
//
// Which cages lie inside a region, which reach out of it, and the innies' and outies' cells and
// totals depend only on the layout (the geometry and the cages), not on the digits. Forcing
// chains ask for them at every step of every branch, so they are worked out once per layout and
// kept per thread (cage_regions), as CandidateGrid keeps its layout.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// "rows 2 and 3", "columns 4 to 7": lines [first, first + count) of a kind, 0-based.
std::string lines_name(Group::Kind kind, int first, int count) {
  const char* plural = kind == Group::Kind::row ? "rows" : "columns";
  if (count == 2) return fmt::format("{} {} and {}", plural, first + 1, first + 2);
  return fmt::format("{} {} to {}", plural, first + 1, first + count);
}

// True when the grid's houses include boxes (not jigsaw regions), as groups 2N to 3N-1.
bool has_boxes(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  const std::size_t first = 2 * static_cast<std::size_t>(grid.side());
  return groups.size() > first && groups[first].kind == Group::Kind::box;
}

// A run of whole houses that do not overlap, other than one house: several rows or several
// columns side by side (two first, then three, …), then blocks of boxes that are neither a band
// nor a stack (two side by side, two one above the other, then larger blocks).
struct HouseRun {
  std::vector<int> houses;
  std::string name;  // "rows 2 and 3", "columns 4 to 7", "boxes 1, 2, 4 and 5"
};

std::vector<HouseRun> house_runs(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  const int side = grid.side();
  std::vector<HouseRun> runs;
  for (const Group::Kind kind : {Group::Kind::row, Group::Kind::column}) {
    std::vector<int> lines(static_cast<std::size_t>(side), -1);
    for (std::size_t index = 0; index < groups.size(); ++index) {
      if (groups[index].kind == kind) {
        lines[static_cast<std::size_t>(groups[index].index)] = static_cast<int>(index);
      }
    }
    for (int count = 2; count < side; ++count) {
      for (int first = 0; first + count <= side; ++first) {
        runs.push_back({std::vector<int>(lines.begin() + first, lines.begin() + first + count),
                        lines_name(kind, first, count)});
      }
    }
  }
  if (!has_boxes(grid)) return runs;
  const int stacks = side / grid.geometry().box_columns();
  const int bands = side / grid.geometry().box_rows();
  for (int size = 2; size < bands * stacks; ++size) {
    for (int tall = 1; tall < bands; ++tall) {
      if (size % tall != 0 || size / tall >= stacks) continue;
      const int wide = size / tall;
      for (int top = 0; top + tall <= bands; ++top) {
        for (int left = 0; left + wide <= stacks; ++left) {
          HouseRun run;
          std::vector<std::string> numbers;
          for (int band = top; band < top + tall; ++band) {
            for (int stack = left; stack < left + wide; ++stack) {
              const int box = band * stacks + stack;
              run.houses.push_back(2 * side + box);
              numbers.push_back(std::to_string(box + 1));
            }
          }
          run.name = "boxes " + join_words(numbers);
          runs.push_back(std::move(run));
        }
      }
    }
  }
  return runs;
}

// The total of every digit of a house: 1 + 2 + … + N.
int house_total(int side) { return side * (side + 1) / 2; }

// True when every two of `cells` see each other: their digits all differ.
bool all_see_each_other(const CandidateGrid& grid, const std::vector<int>& cells) {
  for (std::size_t a = 0; a < cells.size(); ++a) {
    for (std::size_t b = a + 1; b < cells.size(); ++b) {
      if (!grid.sees(cells[a], cells[b])) return false;
    }
  }
  return true;
}

// The sums of the region made of `houses` (sorted `cells`, `inside` marking them): cage_of
// gives each cell's sum cage (its group's index) or -1.
RegionSums region_sums(const CandidateGrid& grid, const std::vector<int>& cage_of,
                       std::vector<int> houses, std::string name, const std::vector<int>& cells,
                       const std::vector<char>& inside) {
  const auto& groups = grid.groups();
  const auto is_inside = [&](int cell) { return inside[static_cast<std::size_t>(cell)] != 0; };
  RegionSums sums;
  sums.total = house_total(grid.side()) * static_cast<int>(houses.size());
  sums.houses = std::move(houses);
  sums.name = std::move(name);
  for (int cell : cells) {
    const int cage = cage_of[static_cast<std::size_t>(cell)];
    if (cage == -1) continue;
    const auto& members = groups[static_cast<std::size_t>(cage)].cells;
    auto& list = std::all_of(members.begin(), members.end(), is_inside) ? sums.inner_cages
                                                                        : sums.crossing_cages;
    if (std::find(list.begin(), list.end(), cage) == list.end()) list.push_back(cage);
  }
  for (int cage : sums.inner_cages) sums.inner_sum += groups[static_cast<std::size_t>(cage)].sum;
  sums.innies_total = sums.total - sums.inner_sum;
  for (int cell : cells) {
    const int cage = cage_of[static_cast<std::size_t>(cell)];
    if (cage != -1 && std::find(sums.inner_cages.begin(), sums.inner_cages.end(), cage) !=
                          sums.inner_cages.end()) {
      continue;
    }
    sums.innies.push_back(cell);
    sums.all_caged = sums.all_caged && cage != -1;
    if (cage == -1) sums.free_innies.push_back(cell);
  }
  sums.covering_sum = sums.inner_sum;
  for (int cage : sums.crossing_cages) {
    sums.covering_sum += groups[static_cast<std::size_t>(cage)].sum;
    for (int cell : groups[static_cast<std::size_t>(cage)].cells) {
      if (!is_inside(cell)) sums.outies.push_back(cell);
    }
  }
  std::sort(sums.outies.begin(), sums.outies.end());
  sums.outies_total = sums.covering_sum - sums.total;
  sums.innies_see_each_other = all_see_each_other(grid, sums.innies);
  sums.outies_see_each_other = all_see_each_other(grid, sums.outies);
  return sums;
}

// The innies and outies of a region that all see each other, of 2 to N-1 cells, as sums.
void add_derived_sums(const CandidateGrid& grid, const RegionSums& region,
                      std::vector<DerivedSum>& sums) {
  const auto usable = [&](const std::vector<int>& cells, bool see_each_other) {
    return cells.size() >= 2 && cells.size() < static_cast<std::size_t>(grid.side()) &&
           see_each_other;
  };
  if (!region.inner_cages.empty() && usable(region.innies, region.innies_see_each_other)) {
    sums.push_back(
        {region.innies, region.innies_total, "the innies of " + region.name, region.houses});
  }
  if (region.all_caged && !region.crossing_cages.empty() &&
      usable(region.outies, region.outies_see_each_other)) {
    sums.push_back(
        {region.outies, region.outies_total, "the outies of " + region.name, region.houses});
  }
}

// The most cells a mixed region's innies and outies may have together: a person adds up a few.
constexpr std::size_t kMostMixedCells = 5;

// The mixed region of `region` (see MixedRegion), when there is one: the reaching cages with
// fewer cells outside it than inside count with it, their cells outside it as outies; the rest of
// its cells outside the inner cages are innies.
void add_mixed_region(const CandidateGrid& grid, const RegionSums& region,
                      std::vector<MixedRegion>& mixed) {
  if (region.crossing_cages.size() < 2) return;  // one reaching cage: plain innies or outies
  const auto& groups = grid.groups();
  std::vector<char> inside(static_cast<std::size_t>(grid.cell_count()), 0);
  for (int house : region.houses) {
    for (int cell : groups[static_cast<std::size_t>(house)].cells) {
      inside[static_cast<std::size_t>(cell)] = 1;
    }
  }
  MixedRegion result;
  result.houses = region.houses;
  result.name = region.name;
  result.total = region.total;
  result.inner_sum = region.inner_sum;
  std::vector<char> counted(static_cast<std::size_t>(grid.cell_count()), 0);
  for (int cage : region.crossing_cages) {
    const auto& cells = groups[static_cast<std::size_t>(cage)].cells;
    const auto in =
        static_cast<std::size_t>(std::count_if(cells.begin(), cells.end(), [&](int cell) {
          return inside[static_cast<std::size_t>(cell)];
        }));
    if (cells.size() - in >= in) continue;
    result.reaching.push_back(cage);
    result.reaching_sum += groups[static_cast<std::size_t>(cage)].sum;
    for (int cell : cells) {
      counted[static_cast<std::size_t>(cell)] = 1;
      if (inside[static_cast<std::size_t>(cell)] == 0) result.outies.push_back(cell);
    }
  }
  // None: plain innies; all: plain outies (less the innies in no cage, cages.cpp).
  if (result.reaching.empty() || result.reaching.size() == region.crossing_cages.size()) return;
  for (int cell : region.innies) {
    if (counted[static_cast<std::size_t>(cell)] == 0) result.innies.push_back(cell);
  }
  if (result.innies.empty()) return;  // plain outies
  if (result.innies.size() + result.outies.size() > kMostMixedCells) return;
  std::sort(result.reaching.begin(), result.reaching.end());
  std::sort(result.outies.begin(), result.outies.end());
  result.difference = result.total - result.inner_sum - result.reaching_sum;
  mixed.push_back(std::move(result));
}

CageRegions make_cage_regions(const CandidateGrid& grid) {
  const auto& groups = grid.groups();
  CageRegions regions;
  std::vector<int> cage_of(static_cast<std::size_t>(grid.cell_count()), -1);
  for (std::size_t index = 0; index < groups.size(); ++index) {
    if (groups[index].kind != Group::Kind::cage || groups[index].sum <= 0) continue;
    regions.has_sum_cage = true;
    for (int cell : groups[index].cells) {
      cage_of[static_cast<std::size_t>(cell)] = static_cast<int>(index);
    }
  }
  if (!regions.has_sum_cage) return regions;
  std::vector<char> inside(static_cast<std::size_t>(grid.cell_count()), 0);
  const auto region_of = [&](std::vector<int> houses, std::string name) {
    std::vector<int> cells;
    for (int house : houses) {
      const auto& members = groups[static_cast<std::size_t>(house)].cells;
      cells.insert(cells.end(), members.begin(), members.end());
    }
    std::sort(cells.begin(), cells.end());
    for (int cell : cells) inside[static_cast<std::size_t>(cell)] = 1;
    RegionSums sums = region_sums(grid, cage_of, std::move(houses), std::move(name), cells, inside);
    for (int cell : cells) inside[static_cast<std::size_t>(cell)] = 0;
    return sums;
  };
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& house = groups[index];
    if (!house.holds_every_digit || house.kind == Group::Kind::cage) continue;
    regions.houses.push_back(
        region_of({static_cast<int>(index)}, group_name(grid, static_cast<int>(index))));
  }
  for (HouseRun& run : house_runs(grid)) {
    regions.runs.push_back(region_of(std::move(run.houses), std::move(run.name)));
  }
  for (const RegionSums& region : regions.houses) add_derived_sums(grid, region, regions.derived);
  for (const RegionSums& region : regions.runs) add_derived_sums(grid, region, regions.derived);
  for (const RegionSums& region : regions.houses) add_mixed_region(grid, region, regions.mixed);
  for (const RegionSums& region : regions.runs) add_mixed_region(grid, region, regions.mixed);
  return regions;
}

}  // namespace

std::shared_ptr<const CageRegions> cage_regions(const CandidateGrid& grid) {
  struct Kept {
    Geometry geometry{1};
    std::vector<Constraint> constraints;
    std::shared_ptr<const CageRegions> regions;
  };
  thread_local Kept last;
  const Puzzle& puzzle = grid.puzzle();
  if (last.regions == nullptr || last.geometry != puzzle.geometry() ||
      last.constraints != puzzle.constraints()) {
    last = Kept{puzzle.geometry(), puzzle.constraints(),
                std::make_shared<const CageRegions>(make_cage_regions(grid))};
  }
  return last.regions;
}

}  // namespace sudoku::logic
