// The regions whose totals a Killer solver adds up beyond one house: runs of whole houses that
// do not overlap, so that together they hold every digit once per house (90 for two rows of a
// 9×9, 180 for a block of four boxes). Innies and outies (cages.cpp) take the cages inside such
// a run and those reaching out of it.
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

}  // namespace

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

}  // namespace sudoku::logic
