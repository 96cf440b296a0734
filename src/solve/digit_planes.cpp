// The digit-planes board of the general engine (digit_planes.hpp): its layout, built from
// general's make_layout and kept per thread for the next puzzle of the same shape, and the
// search, compiled twice (as classic9's is) and picked at run time.
#include "solve/digit_planes.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "solve/budget.hpp"
#include "solve/general_state.hpp"
#include "solve/restarts.hpp"

// The second copy needs GCC's target pragmas (clang builds keep the portable copy alone).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define SUDOKU_PLANES_BMI 1
#else
#define SUDOKU_PLANES_BMI 0
#endif

namespace sudoku::detail::planes {
namespace {

// The houses' bits fit one word.
constexpr int kMaxHouses = 64;
// The largest side the planes take for any search, and for a search of one solution. At 16 they
// do without the mask board's all-different filter: with the restarts, one solution comes faster
// (16×16 instances median 0.052 → 0.013 ms, max 1.65 → 0.41 ms), but a count needs one complete
// search, where the filter keeps sparse grids short (700 instances of 0–30 % givens counted to 2:
// 0.5 s on the mask board; on the planes two of them past half a second, one past a minute).
constexpr int kLargestSide = 15;
constexpr int kLargestSideForOneSolution = 16;

template <int W>
Cells<W> cells_of(const int* first, const int* last) {
  Cells<W> cells;
  for (; first != last; ++first) cells.set(*first);
  return cells;
}

template <int W>
PlaneLayout<W> make_plane_layout(const Puzzle& puzzle) {
  const general::Layout layout = general::make_layout(puzzle);
  PlaneLayout<W> planes;
  planes.side = layout.side;
  planes.cell_count = layout.cell_count;
  for (int cell = 0; cell < layout.cell_count; ++cell) planes.all_cells.set(cell);
  const int side = layout.side;
  for (int house = 0; house < layout.house_count; ++house) {
    const int* first = layout.house_cells.data() + static_cast<std::ptrdiff_t>(house) * side;
    planes.houses.push_back(cells_of<W>(first, first + side));
    planes.all_houses |= std::uint64_t{1} << house;
  }
  for (int cell = 0; cell < layout.cell_count; ++cell) {
    const auto index = static_cast<std::size_t>(cell);
    planes.peers.push_back(cells_of<W>(layout.peers.data() + layout.peer_start[index],
                                       layout.peers.data() + layout.peer_start[index + 1]));
    std::uint64_t houses = 0;
    for (int i = layout.house_start[index]; i < layout.house_start[index + 1]; ++i) {
      houses |= std::uint64_t{1} << layout.houses[static_cast<std::size_t>(i)];
    }
    planes.houses_of_cell.push_back(houses);
  }
  for (int cell = 0; cell < layout.cell_count; ++cell) {
    const auto index = static_cast<std::size_t>(cell);
    std::uint64_t near = planes.houses_of_cell[index];
    for (const int peer : planes.peers[index]) {
      near |= planes.houses_of_cell[static_cast<std::size_t>(peer)];
    }
    planes.houses_near_cell.push_back(near);
  }
  // The largest crossing: the most cells two houses share, short of all (the same house twice).
  for (int a = 0; a < layout.house_count; ++a) {
    for (int b = a + 1; b < layout.house_count; ++b) {
      const int common =
          (planes.houses[static_cast<std::size_t>(a)] & planes.houses[static_cast<std::size_t>(b)])
              .count();
      if (common < side) planes.largest_crossing = std::max(planes.largest_crossing, common);
    }
  }
  return planes;
}

// The layouts of one puzzle shape, in the width its cells need.
struct Shape {
  explicit Shape(const Puzzle& puzzle)
      : geometry(puzzle.geometry()), constraints(puzzle.constraints()) {
    if (puzzle.cell_count() <= 64) {
      layout = make_plane_layout<1>(puzzle);
    } else if (puzzle.cell_count() <= 128) {
      layout = make_plane_layout<2>(puzzle);
    } else {
      layout = make_plane_layout<4>(puzzle);
    }
  }
  bool fits(const Puzzle& puzzle) const {
    return puzzle.geometry() == geometry && puzzle.constraints() == constraints;
  }

  Geometry geometry;
  std::vector<Constraint> constraints;
  std::variant<PlaneLayout<1>, PlaneLayout<2>, PlaneLayout<4>> layout;
};

// The calling thread's shape for the puzzle: the last one when it fits, else a new one kept in
// its place. Shared, so a trace callback that solves a puzzle of another shape cannot free the
// layout its caller is searching.
std::shared_ptr<const Shape> shape_for(const Puzzle& puzzle) {
  thread_local std::shared_ptr<const Shape> kept;
  if (!kept || !kept->fits(puzzle)) {
    kept.reset();  // the old one's memory goes before the new one's is taken
    kept = std::make_shared<const Shape>(puzzle);
  }
  return kept;
}

}  // namespace

// Two builds of the same search: `portable` for every processor, and `bit_instructions` for those
// with POPCNT and BMI1/2 (the planes count and scan bits all the time: without POPCNT each count
// is a dozen instructions). That copy is not vectorised: on words of one to four 64-bit halves the
// compiler's AVX2 code shuffles more than it saves (measured on plain 9×9: AVX2 on 4.3–4.4× of
// classic9's time on forum_hardest_1106, scalar 4.1–4.2×, every set 5–10 % faster). Library
// templates are defined before the target switch, so its options never leak into code the rest of
// the program shares.
namespace portable {
namespace {
#include "solve/digit_planes_search.hpp"  // NOLINT(bugprone-suspicious-include)
}  // namespace

void solve(const Puzzle& puzzle, const Shape& shape, const SolveOptions& options,
           SolveResult& result) {
  std::visit([&](const auto& layout) { run(puzzle, layout, options, result); }, shape.layout);
}
}  // namespace portable

#if SUDOKU_PLANES_BMI
#pragma GCC push_options
#pragma GCC target("popcnt,bmi,bmi2")
#pragma GCC optimize("no-tree-vectorize")
namespace bit_instructions {
namespace {
#include "solve/digit_planes_search.hpp"  // NOLINT(bugprone-suspicious-include)
}  // namespace

void solve(const Puzzle& puzzle, const Shape& shape, const SolveOptions& options,
           SolveResult& result) {
  std::visit([&](const auto& layout) { run(puzzle, layout, options, result); }, shape.layout);
}
}  // namespace bit_instructions
#pragma GCC pop_options
#endif

bool fits(const Puzzle& puzzle, const SolveOptions& options) {
  const bool one_solution = options.max_solutions == 1;
  if (puzzle.side() > (one_solution ? kLargestSideForOneSolution : kLargestSide)) return false;
  int houses = 3 * puzzle.side();
  for (const Constraint& constraint : puzzle.constraints()) {
    // Cages and the variant rules are the mask board's (general.cpp) alone.
    const auto* extra = std::get_if<ExtraHouse>(&constraint);
    if (extra == nullptr) return false;
    const auto& house = *extra;
    if (static_cast<int>(house.cells.size()) == puzzle.side()) ++houses;
  }
  return houses <= kMaxHouses;
}

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
  SolveResult result;
  result.engine = Algorithm::general;
  const std::shared_ptr<const Shape> shape = shape_for(puzzle);
#if SUDOKU_PLANES_BMI
  if (__builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi") &&
      __builtin_cpu_supports("bmi2")) {
    bit_instructions::solve(puzzle, *shape, options, result);
    return result;
  }
#endif
  portable::solve(puzzle, *shape, options, result);
  return result;
}

}  // namespace sudoku::detail::planes
