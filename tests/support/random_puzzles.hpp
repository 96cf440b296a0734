// Random puzzles for the tests: valid complete grids, and puzzles cut from them.
//
// A complete grid starts as a base grid, then is shuffled by moves that keep a valid grid
// valid: relabel the digits, reorder the bands and the rows inside each band, reorder the
// stacks and the columns inside each stack, and (for square boxes) transpose. The base of a
// grid of side 7 or more is the pattern grid of its geometry
//
//   digit(r, c) = (box_columns * (r mod box_rows) + r div box_rows + c) mod N + 1
//
// (for 9×9: 123456789 / 456789123 / 789123456 / 234567891 / …), which keeps every row, column
// and box; a smaller grid starts from a grid filled by a randomised search, so that every
// grid of its side can come out (the moves alone reach only 192 of the 288 grids of side 4).
// A puzzle is cut from such a grid by keeping a chosen number of its cells, picked at
// random; the grid is then one of its solutions.
//
// Everything is deterministic from a seed, on every platform: the helpers below draw with
// their own modulo and Fisher–Yates shuffle rather than std::uniform_int_distribution and
// std::shuffle, whose outputs the standard leaves to each library.
//
// Beside them, brute-force oracles for small grids (every 4×4 grid; a plain counting search),
// which share no code with the engines, and a replay of a solve's trace.
//
// Two faces: plain functions taking a std::mt19937_64 (usable anywhere), and RapidCheck
// generators (rc::Gen) built on them for the property tests. The generators are inline and
// only the property tests call them, so the unit tests may include this header without
// linking RapidCheck.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <ostream>
#include <random>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <rapidcheck.h>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku {

// How GoogleTest and RapidCheck show a Puzzle in a failure (its side and its one-line form),
// a status and an engine (by name).
inline void PrintTo(const Puzzle& puzzle, std::ostream* out) {
  *out << puzzle.side() << "x" << puzzle.side() << " " << to_line(puzzle);
}
inline void showValue(const Puzzle& puzzle, std::ostream& out) { PrintTo(puzzle, &out); }
inline void PrintTo(SolveStatus status, std::ostream* out) { *out << status_name(status); }
inline void showValue(SolveStatus status, std::ostream& out) { out << status_name(status); }
inline void PrintTo(Algorithm algorithm, std::ostream* out) { *out << algorithm_name(algorithm); }
inline void showValue(Algorithm algorithm, std::ostream& out) { out << algorithm_name(algorithm); }

}  // namespace sudoku

namespace sudoku::testing {

using Random = std::mt19937_64;

// A number in 0..bound-1 (bound >= 1). The modulo bias is far below anything a test notices.
inline int random_below(Random& random, int bound) {
  return static_cast<int>(random() % static_cast<std::uint64_t>(bound));
}

// A random order of 0..count-1 (Fisher–Yates).
inline std::vector<int> random_permutation(int count, Random& random) {
  std::vector<int> order(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) order[static_cast<std::size_t>(i)] = i;
  for (int i = count - 1; i > 0; --i) {
    std::swap(order[static_cast<std::size_t>(i)],
              order[static_cast<std::size_t>(random_below(random, i + 1))]);
  }
  return order;
}

// True when two cells share a row, column or box of the geometry.
inline bool are_peers(const Geometry& geometry, int a, int b) {
  return a != b && (geometry.row_of(a) == geometry.row_of(b) ||
                    geometry.column_of(a) == geometry.column_of(b) ||
                    geometry.box_of(a) == geometry.box_of(b));
}

// The pattern grid of a geometry: a valid complete grid (see the top of this file).
inline Puzzle pattern_grid(const Geometry& geometry) {
  const int side = geometry.side();
  std::vector<Digit> cells(static_cast<std::size_t>(geometry.cell_count()));
  for (int row = 0; row < side; ++row) {
    for (int column = 0; column < side; ++column) {
      const int value = (geometry.box_columns() * (row % geometry.box_rows()) +
                         row / geometry.box_rows() + column) %
                        side;
      cells[static_cast<std::size_t>(geometry.cell(row, column))] = static_cast<Digit>(value + 1);
    }
  }
  return Puzzle(geometry, std::move(cells));
}

// A random order of the lines of a grid that keeps its groups together: `group_size` lines
// per group, groups reordered, lines reordered inside each group. order[i] is the old line
// that becomes line i.
inline std::vector<int> random_grouped_order(int side, int group_size, Random& random) {
  const std::vector<int> groups = random_permutation(side / group_size, random);
  std::vector<int> order;
  order.reserve(static_cast<std::size_t>(side));
  for (int group : groups) {
    for (int inside : random_permutation(group_size, random)) {
      order.push_back(group * group_size + inside);
    }
  }
  return order;
}

// A valid complete grid found by filling the cells in reading order, each with the digits no
// peer holds tried in a random order, backing up on a dead end. Every grid can come out. Quick
// for small sides; for 9×9 its running time has a long tail, so bigger grids are shuffled
// from the pattern grid instead.
inline Puzzle random_filled_grid(int side, Random& random) {
  const Geometry geometry(side);
  std::vector<Digit> cells(static_cast<std::size_t>(geometry.cell_count()), kBlank);
  auto fill = [&](auto& self, int cell) -> bool {
    if (cell == geometry.cell_count()) return true;
    for (int digit : random_permutation(side, random)) {
      bool free = true;
      for (int other = 0; other < cell && free; ++other) {
        free = !(cells[static_cast<std::size_t>(other)] == digit + 1 &&
                 are_peers(geometry, cell, other));
      }
      if (!free) continue;
      cells[static_cast<std::size_t>(cell)] = static_cast<Digit>(digit + 1);
      if (self(self, cell + 1)) return true;
    }
    cells[static_cast<std::size_t>(cell)] = kBlank;
    return false;
  };
  fill(fill, 0);
  return Puzzle(geometry, std::move(cells));
}

// The largest side random_solution_grid fills by search rather than from the pattern grid.
inline constexpr int kLargestFilledSide = 6;

// A random valid complete grid of the given side: the pattern grid (or, for sides up to
// kLargestFilledSide, a randomly filled grid, so that every grid can come out) shuffled by
// the moves that keep a grid valid.
inline Puzzle random_solution_grid(int side, Random& random) {
  const Geometry geometry(side);
  const Puzzle base =
      side <= kLargestFilledSide ? random_filled_grid(side, random) : pattern_grid(geometry);
  const bool transpose =
      geometry.box_rows() == geometry.box_columns() && random_below(random, 2) == 1;
  const std::vector<int> rows = random_grouped_order(side, geometry.box_rows(), random);
  const std::vector<int> columns = random_grouped_order(side, geometry.box_columns(), random);
  const std::vector<int> relabel = random_permutation(side, random);  // digit d → relabel[d-1]+1
  std::vector<Digit> cells(static_cast<std::size_t>(geometry.cell_count()));
  for (int row = 0; row < side; ++row) {
    for (int column = 0; column < side; ++column) {
      int from_row = rows[static_cast<std::size_t>(row)];
      int from_column = columns[static_cast<std::size_t>(column)];
      if (transpose) std::swap(from_row, from_column);
      const Digit old_digit = base.at(from_row, from_column);
      cells[static_cast<std::size_t>(geometry.cell(row, column))] =
          static_cast<Digit>(relabel[static_cast<std::size_t>(old_digit - 1)] + 1);
    }
  }
  return Puzzle(geometry, std::move(cells));
}

// `solution` with only `clue_count` of its cells kept (picked at random), the rest blank.
inline Puzzle cut_puzzle(const Puzzle& solution, int clue_count, Random& random) {
  Puzzle puzzle(solution.geometry());
  const std::vector<int> order = random_permutation(solution.cell_count(), random);
  for (int i = 0; i < clue_count && i < solution.cell_count(); ++i) {
    const int cell = order[static_cast<std::size_t>(i)];
    puzzle.set(cell, solution.at(cell));
  }
  return puzzle;
}

// A puzzle with `clue_count` givens and the complete grid it was cut from (one of its
// solutions).
struct CutPuzzle {
  Puzzle puzzle;
  Puzzle solution;
};

inline CutPuzzle random_cut_puzzle(int side, int clue_count, Random& random) {
  Puzzle solution = random_solution_grid(side, random);
  Puzzle puzzle = cut_puzzle(solution, clue_count, random);
  return {std::move(puzzle), std::move(solution)};
}

// Up to `clue_count` givens written one by one into random cells, each a random digit that
// no peer holds yet (a cell with no such digit stays blank). Such a puzzle never repeats a
// digit in a house, yet with many givens it usually has no solution.
inline Puzzle random_consistent_clues(int side, int clue_count, Random& random) {
  const Geometry geometry(side);
  Puzzle puzzle(geometry);
  const std::vector<int> order = random_permutation(geometry.cell_count(), random);
  for (int i = 0; i < clue_count && i < geometry.cell_count(); ++i) {
    const int cell = order[static_cast<std::size_t>(i)];
    std::vector<Digit> allowed;
    for (int digit = 1; digit <= side; ++digit) {
      bool free = true;
      for (int other = 0; other < geometry.cell_count() && free; ++other) {
        if (are_peers(geometry, cell, other) && puzzle.at(other) == digit) free = false;
      }
      if (free) allowed.push_back(static_cast<Digit>(digit));
    }
    if (!allowed.empty()) {
      puzzle.set(cell, allowed[static_cast<std::size_t>(
                           random_below(random, static_cast<int>(allowed.size())))]);
    }
  }
  return puzzle;
}

// A puzzle cut from a random grid, then one given changed to another digit none of its peers
// holds (when a given has such a digit): no digit repeats in a house, but the grid it was cut
// from is no longer a solution, and usually nothing is.
inline Puzzle random_altered_puzzle(int side, int clue_count, Random& random) {
  Puzzle puzzle = random_cut_puzzle(side, clue_count, random).puzzle;
  const Geometry& geometry = puzzle.geometry();
  for (int cell : random_permutation(geometry.cell_count(), random)) {
    if (puzzle.at(cell) == kBlank) continue;
    const Digit original = puzzle.at(cell);
    for (int digit : random_permutation(side, random)) {
      puzzle.set(cell, static_cast<Digit>(digit + 1));
      if (digit + 1 != original && breaks_no_rule(puzzle)) return puzzle;
    }
    puzzle.set(cell, original);
  }
  return puzzle;
}

// ---------------------------------------------------------------------------------------
// Brute-force oracles: slow, obvious, and sharing no code with the engines (nor with
// src/core's houses), so the engines can be checked against them on small grids.

// True when some digit stands twice in a row, column or box (constraints ignored), by
// looking at every pair of cells.
inline bool brute_force_repeats_a_digit(const Puzzle& puzzle) {
  for (int a = 0; a < puzzle.cell_count(); ++a) {
    if (puzzle.at(a) == kBlank) continue;
    for (int b = a + 1; b < puzzle.cell_count(); ++b) {
      if (puzzle.at(b) == puzzle.at(a) && are_peers(puzzle.geometry(), a, b)) return true;
    }
  }
  return false;
}

// True when `grid` holds every given of `puzzle` (same side assumed).
inline bool keeps_givens(const Puzzle& grid, const Puzzle& puzzle) {
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle.at(cell) != kBlank && grid.at(cell) != puzzle.at(cell)) return false;
  }
  return true;
}

// True when the complete `grid` keeps every extra house (distinct digits) and every cage
// (distinct digits adding up to its sum) of `puzzle`, and its variant rules (the core's plain
// check of each, find_rule_conflict).
inline bool keeps_constraints(const Puzzle& grid, const Puzzle& puzzle) {
  Puzzle judged(grid.geometry(), grid.cells());
  for (const Constraint& constraint : puzzle.constraints()) {
    if (is_variant_rule(constraint)) judged.add_constraint(constraint);
  }
  if (find_rule_conflict(judged)) return false;
  for (const Constraint& constraint : puzzle.constraints()) {
    if (is_variant_rule(constraint)) continue;
    const std::vector<int> cells = cells_of(puzzle.geometry(), constraint);
    std::vector<bool> seen(static_cast<std::size_t>(grid.side()) + 1, false);
    int total = 0;
    for (int cell : cells) {
      const Digit digit = grid.at(cell);
      if (digit == kBlank || seen[digit]) return false;
      seen[digit] = true;
      total += digit;
    }
    if (const auto* cage = std::get_if<Cage>(&constraint); cage != nullptr && total != cage->sum) {
      return false;
    }
  }
  return true;
}

// Every valid complete 4×4 grid (there are 288): each row any of the 24 orders of 1..4, kept
// when columns and 2×2 boxes hold four different digits.
inline const std::vector<Puzzle>& all_4x4_grids() {
  static const std::vector<Puzzle> grids = [] {
    std::vector<std::vector<Digit>> orders;
    std::vector<Digit> order{1, 2, 3, 4};
    do {
      orders.push_back(order);
    } while (std::next_permutation(order.begin(), order.end()));
    auto distinct = [](Digit a, Digit b, Digit c, Digit d) {
      return a != b && a != c && a != d && b != c && b != d && c != d;
    };
    std::vector<Puzzle> found;
    for (const auto& r0 : orders) {
      for (const auto& r1 : orders) {
        for (const auto& r2 : orders) {
          for (const auto& r3 : orders) {
            bool valid = true;
            for (std::size_t c = 0; c < 4 && valid; ++c) {
              valid = distinct(r0[c], r1[c], r2[c], r3[c]);
            }
            for (std::size_t left = 0; left < 4 && valid; left += 2) {
              valid = distinct(r0[left], r0[left + 1], r1[left], r1[left + 1]) &&
                      distinct(r2[left], r2[left + 1], r3[left], r3[left + 1]);
            }
            if (!valid) continue;
            std::vector<Digit> cells;
            for (const auto* row : {&r0, &r1, &r2, &r3})
              cells.insert(cells.end(), row->begin(), row->end());
            found.emplace_back(Geometry(4), std::move(cells));
          }
        }
      }
    }
    return found;
  }();
  return grids;
}

// The solutions of a 4×4 puzzle (givens, rows, columns, boxes, extra houses and cages), in
// the order of all_4x4_grids().
inline std::vector<Puzzle> brute_force_4x4_solutions(const Puzzle& puzzle) {
  std::vector<Puzzle> solutions;
  for (const Puzzle& candidate : all_4x4_grids()) {
    if (keeps_givens(candidate, puzzle) && keeps_constraints(candidate, puzzle)) {
      Puzzle solution(puzzle.geometry(), candidate.cells());
      for (const Constraint& constraint : puzzle.constraints()) solution.add_constraint(constraint);
      solutions.push_back(std::move(solution));
    }
  }
  return solutions;
}

// The number of solutions of a classic puzzle (no constraints) of any side, up to `limit`
// (0: no limit), by the plainest search there is: fill the blank cells from the last one
// backwards, trying each digit no row-, column- or box-mate holds. A puzzle that already
// repeats a digit has none.
inline std::uint64_t brute_force_count(const Puzzle& puzzle, std::uint64_t limit = 0) {
  const Geometry& geometry = puzzle.geometry();
  const int side = geometry.side();
  std::vector<std::vector<int>> peers_of(static_cast<std::size_t>(geometry.cell_count()));
  for (int a = 0; a < geometry.cell_count(); ++a) {
    for (int b = 0; b < geometry.cell_count(); ++b) {
      if (are_peers(geometry, a, b)) peers_of[static_cast<std::size_t>(a)].push_back(b);
    }
  }
  std::vector<Digit> cells = puzzle.cells();
  for (int cell = 0; cell < geometry.cell_count(); ++cell) {
    for (int peer : peers_of[static_cast<std::size_t>(cell)]) {
      if (cells[static_cast<std::size_t>(cell)] != kBlank &&
          cells[static_cast<std::size_t>(cell)] == cells[static_cast<std::size_t>(peer)]) {
        return 0;
      }
    }
  }
  std::vector<int> blanks;
  for (int cell = geometry.cell_count() - 1; cell >= 0; --cell) {
    if (cells[static_cast<std::size_t>(cell)] == kBlank) blanks.push_back(cell);
  }
  std::uint64_t count = 0;
  auto fill = [&](auto& self, std::size_t next) -> bool {  // true: limit reached
    if (next == blanks.size()) return ++count == limit;
    const int cell = blanks[next];
    for (int digit = 1; digit <= side; ++digit) {
      bool free = true;
      for (int peer : peers_of[static_cast<std::size_t>(cell)]) {
        if (cells[static_cast<std::size_t>(peer)] == digit) {
          free = false;
          break;
        }
      }
      if (!free) continue;
      cells[static_cast<std::size_t>(cell)] = static_cast<Digit>(digit);
      const bool stop = self(self, next + 1);
      cells[static_cast<std::size_t>(cell)] = kBlank;
      if (stop) return true;
    }
    return false;
  };
  fill(fill, 0);
  return count;
}

// A solve's trace replayed on its puzzle: the board after the last event, every complete
// board met on the way (the solutions the engine found, in order, for an engine that writes
// each solution out cell by cell), the events, and the first illegal event if any (a digit
// written into a filled cell, or taken back from a cell not holding it).
struct TraceReplay {
  Puzzle board;
  std::vector<Puzzle> complete_boards;
  std::vector<TraceEvent> events;
  std::string problem;  // empty when every event was legal
  SolveResult result;
};

inline TraceReplay replay_trace(const Puzzle& puzzle, SolveOptions options) {
  TraceReplay replay{puzzle, {}, {}, {}, {}};
  options.trace = [&](const TraceEvent& event) {
    replay.events.push_back(event);
    if (!replay.problem.empty()) return;
    const std::string where = cell_name(puzzle.geometry(), event.cell);
    if (event.cell < 0 || event.cell >= puzzle.cell_count() || event.digit < 1 ||
        event.digit > puzzle.side()) {
      replay.problem = "event out of range at event " + std::to_string(replay.events.size());
    } else if (event.kind == TraceEvent::Kind::backtrack) {
      if (replay.board.at(event.cell) != event.digit) {
        replay.problem = "backtrack of " + std::to_string(event.digit) + " at " + where +
                         " which holds " + std::to_string(replay.board.at(event.cell));
      } else {
        replay.board.clear(event.cell);
      }
    } else if (replay.board.at(event.cell) != kBlank) {
      replay.problem = "write of " + std::to_string(event.digit) + " into " + where +
                       " which holds " + std::to_string(replay.board.at(event.cell));
    } else {
      replay.board.set(event.cell, event.digit);
      if (replay.board.is_complete()) replay.complete_boards.push_back(replay.board);
    }
  };
  replay.result = solve(puzzle, options);
  return replay;
}

// ---------------------------------------------------------------------------------------
// RapidCheck generators. Each draws a 64-bit seed and builds its value with the functions
// above, so a failure is reproduced from the seed it shows.

// Which kind of random puzzle a sample is.
enum class SampleKind { cut, consistent_clues, altered };

struct PuzzleSample {
  std::uint64_t seed = 0;
  SampleKind kind = SampleKind::cut;
  int clues = 0;  // the clue count asked for
  Puzzle puzzle{Geometry(9)};
  std::optional<Puzzle> cut_from;  // the complete grid it was cut from (kind cut)
};

inline std::ostream& operator<<(std::ostream& out, const PuzzleSample& sample) {
  static constexpr const char* kKindNames[] = {"cut", "consistent_clues", "altered"};
  out << kKindNames[static_cast<int>(sample.kind)] << " puzzle (seed " << sample.seed << ", "
      << sample.clues << " clues asked) " << sample.puzzle.side() << "x" << sample.puzzle.side()
      << " " << to_line(sample.puzzle);
  if (sample.cut_from) out << " cut from " << to_line(*sample.cut_from);
  return out;
}

inline PuzzleSample make_sample(SampleKind kind, int side, int clues, std::uint64_t seed) {
  Random random(seed);
  PuzzleSample sample;
  sample.seed = seed;
  sample.kind = kind;
  sample.clues = clues;
  switch (kind) {
    case SampleKind::cut: {
      CutPuzzle cut = random_cut_puzzle(side, clues, random);
      sample.puzzle = std::move(cut.puzzle);
      sample.cut_from = std::move(cut.solution);
      break;
    }
    case SampleKind::consistent_clues:
      sample.puzzle = random_consistent_clues(side, clues, random);
      break;
    case SampleKind::altered:
      sample.puzzle = random_altered_puzzle(side, clues, random);
      break;
  }
  return sample;
}

// RapidCheck scales rc::gen::inRange with the size of the current case (the first cases
// draw only the low end of the range); this draws uniformly from min..max, both included,
// whatever the size.
inline rc::Gen<int> gen_int(int min, int max) {
  return rc::gen::resize(rc::kNominalSize, rc::gen::inRange(min, max + 1));
}

// A seed drawn from the whole 64-bit range whatever RapidCheck's current size.
inline rc::Gen<std::uint64_t> gen_seed() {
  return rc::gen::noShrink(rc::gen::resize(rc::kNominalSize, rc::gen::arbitrary<std::uint64_t>()));
}

// A random valid complete grid of the given side.
inline rc::Gen<Puzzle> gen_solution_grid(int side) {
  return rc::gen::map(gen_seed(), [side](std::uint64_t seed) {
    Random random(seed);
    return random_solution_grid(side, random);
  });
}

// A side among `sides`.
inline rc::Gen<int> gen_side(std::vector<int> sides) {
  return rc::gen::elementOf(std::move(sides));
}

// A puzzle of `kind` and the given side with min_clues..max_clues givens asked for.
inline rc::Gen<PuzzleSample> gen_sample(SampleKind kind, int side, int min_clues, int max_clues) {
  return rc::gen::apply(
      [kind, side](int clues, std::uint64_t seed) { return make_sample(kind, side, clues, seed); },
      gen_int(min_clues, max_clues), gen_seed());
}

// A puzzle cut from a random grid, min_clues..max_clues givens.
inline rc::Gen<PuzzleSample> gen_cut_puzzle(int side, int min_clues, int max_clues) {
  return gen_sample(SampleKind::cut, side, min_clues, max_clues);
}

// A puzzle cut from a random grid of any of `sides`, from nearly full to nearly empty.
inline rc::Gen<PuzzleSample> gen_cut_puzzle_any_side(std::vector<int> sides) {
  return rc::gen::mapcat(gen_side(std::move(sides)),
                         [](int side) { return gen_cut_puzzle(side, 0, side * side); });
}

}  // namespace sudoku::testing
