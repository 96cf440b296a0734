// House propagators of the general engine: hidden singles and locked candidates.
//
// Hidden singles. A house holds every digit once, so a digit that only one of its cells can
// still take goes there, and a digit no cell can take is a contradiction. Counting is done on
// whole masks, a house at a time: folding the N cell masks into "seen once" and "seen twice"
//     twice |= once & mask;  once |= mask;
// leaves `once & ~twice` = the digits with exactly one place, in N steps with no loop over digits.
// (The naked singles, and the removal of a written digit from its peers, are the state's own
// settle(): they need the peer table, not a pass over houses.)
//
// Locked candidates. Where two houses A and B cross in two or more cells (a box and a row, a
// jigsaw region and a column, a box and a diagonal), a digit A can hold only inside the crossing
// must sit there, so no cell of B outside the crossing keeps it; and the same with A and B
// swapped. This is pointing and claiming of box-line reduction, for every pair of houses at
// once. It costs a pass over the crossings, so the engine runs it only after singles stall; it
// pays on large grids (16×16, 25×25), where singles alone leave long searches. Regular boxes
// cross the rows and columns in bands (three rows and three boxes on 9×9), looked at a band at a
// time from the candidates of its pieces (a row of a box), each read once; the other crossings
// (jigsaw regions, diagonals, extra houses) one by one. On Interactive Sudoku Solver's 89
// variant puzzles, counting to 2 on one core (AMD EPYC, family 26), best of 3 twice: 1.47 →
// 1.33 s (392,363 → 374,439 nodes: the crossings in another order, other trees); Hard renban 1
// 2,993 M → 2,098 M instructions (callgrind), 26.1 k → 21.5 k a node.
//
// The crossing's pigeonhole. The rest of A (A less the crossing) holds the digits the crossing
// does not, and so does the rest of B: the two rests hold the same digits, as many as either has
// cells. Fewer digits common to both rests than that is a contradiction (no single digit is
// missing from a house, which is all the hidden singles see); exactly that many are the rests'
// digits, and the crossing holds none of them (a hidden subset). On Interactive Sudoku Solver's
// variant puzzles, counting to 2: Hard renban 2 797,616 → 714,139 nodes, the 86 puzzles
// 1,371,874 → 1,274,045, the 56 hardest Killers 1,526,365 → 1,484,987 (ISS checks the first
// half, in its SameValues handlers of box and line).
//
// Invariant: both propagators only remove candidates that no solution of the current state can
// use, so they never lose a solution.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "solve/propagator.hpp"

namespace sudoku::detail::general {
namespace {

class HiddenSinglePropagator final : public Propagator {
 public:
  explicit HiddenSinglePropagator(const Layout& layout)
      : layout_(layout), waiting_(layout.house_count) {}

  void note_changed(const Changes& changes) override { waiting_.add_words(changes.houses); }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override { waiting_.clear(); }

  // 9×9's houses with their size known to the compiler, the loops over a house unrolled.
  Propagation propagate(GeneralState& state) override {
    return layout_.side == 9 ? propagate<9>(state) : propagate<0>(state);
  }

 private:
  // The same, with the side given (0: the layout's own).
  template <int kSide>
  Propagation propagate(GeneralState& state) {
    const int side = kSide != 0 ? kSide : layout_.side;
    const int* cells = layout_.house_cells.data();
    bool changed = false;
    while (!waiting_.empty()) {
      const int house = waiting_.take();
      const int* first = cells + static_cast<std::ptrdiff_t>(house) * side;
      Mask once = 0;
      Mask twice = 0;
      for (int i = 0; i < side; ++i) {
        const Mask mask = state.candidates(first[i]);
        twice |= once & mask;
        once |= mask;
      }
      if (once != layout_.all_digits) return Propagation::failed;
      // A digit in one place that is its cell's only candidate needs nothing: most of them, in a
      // house with cells filled. The engine settles the singles before each round, so such a
      // cell is written, and the state knows the digits written in each house.
      Mask singles = once & ~twice & ~state.written_in(house);
      if (singles == 0) continue;
      for (int i = 0; i < side && singles != 0; ++i) {
        const Mask mask = state.candidates(first[i]);
        const Mask here = mask & singles;
        if (here == 0) continue;
        singles &= ~here;
        if (here == mask) continue;  // already its only candidate
        // Two hidden singles in one cell empty it: a contradiction.
        if (!is_single(here) || !state.restrict_to(first[i], here)) return Propagation::failed;
        changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  const Layout& layout_;
  UnitSet waiting_;  // houses
};

// Two houses crossing in two or more cells: cells[begin … cross_end) are the crossing,
// [cross_end … first_rest_end) the rest of the first house, [first_rest_end … end) the rest of
// the second.
struct Crossing {
  int begin;
  int cross_end;
  int first_rest_end;
  int end;
};

// A band of regular boxes: `lines` rows (or columns) side by side, crossed by `boxes` boxes, so
// that line l and box b share the `piece` cells cells[((l · boxes) + b) · piece …] (a row of a
// box, or a column of it). Every crossing of a box and a line is in one band, and the band
// answers for all of them from the candidates of its pieces, each ORed once: on 9×9, 27 cell
// reads for the 9 crossings of a band, where the crossings one by one read 15 cells each.
struct Band {
  int lines;
  int boxes;
  int piece;
  int first_cell;  // in band_cells_
};

class LockedCandidatePropagator final : public Propagator {
 public:
  // crossing_houses[k]: the two houses of crossing k; bands_of_houses[h]: the bands that house h
  // crosses or lies in.
  LockedCandidatePropagator(const Layout& layout, std::vector<Crossing> crossings,
                            std::vector<int> cells,
                            const std::vector<std::pair<int, int>>& crossing_houses,
                            std::vector<Band> bands, std::vector<int> band_cells,
                            const std::vector<std::vector<int>>& bands_of_houses)
      : crossings_(std::move(crossings)),
        cells_(std::move(cells)),
        bands_(std::move(bands)),
        band_cells_(std::move(band_cells)),
        unit_words_((static_cast<int>(crossings_.size() + bands_.size()) + 63) / 64),
        units_of_houses_(
            static_cast<std::size_t>(layout.house_count) * static_cast<std::size_t>(unit_words_),
            0),
        changed_houses_(layout.house_count),
        waiting_(static_cast<int>(crossings_.size() + bands_.size())) {
    const auto add = [this](int house, std::size_t unit) {
      units_of_houses_[static_cast<std::size_t>(house) * static_cast<std::size_t>(unit_words_) +
                       unit / 64] |= std::uint64_t{1} << (unit % 64);
    };
    for (std::size_t crossing = 0; crossing < crossing_houses.size(); ++crossing) {
      add(crossing_houses[crossing].first, crossing);
      add(crossing_houses[crossing].second, crossing);
    }
    for (std::size_t house = 0; house < bands_of_houses.size(); ++house) {
      for (const int band : bands_of_houses[house]) {
        add(static_cast<int>(house), crossings_.size() + static_cast<std::size_t>(band));
      }
    }
    int most_pieces = 0;
    for (const Band& band : bands_) most_pieces = std::max(most_pieces, band.lines * band.boxes);
    pieces_.resize(static_cast<std::size_t>(most_pieces));
    line_rests_.resize(static_cast<std::size_t>(most_pieces));
    box_rests_.resize(static_cast<std::size_t>(most_pieces));
  }

  // The changed houses are kept as they come, a word or two per round, and turned into their
  // crossings only when the propagator runs: rounds come and go while the rules before it in
  // the engine's order are busy (on Interactive Sudoku Solver's Hard renban 1, 318,485 rounds to
  // 56,000 calls).
  void note_changed(const Changes& changes) override { changed_houses_.add_words(changes.houses); }
  void note_everything_changed() override { waiting_.add_all(); }
  void forget_changes() override {
    changed_houses_.clear();
    waiting_.clear();
  }

  Propagation propagate(GeneralState& state) override {
    const auto words = static_cast<std::size_t>(unit_words_);
    each_unit(changed_houses_.words(), [this, words](int house) {
      waiting_.add_words(std::span<const std::uint64_t>(units_of_houses_)
                             .subspan(static_cast<std::size_t>(house) * words, words));
    });
    changed_houses_.clear();
    bool changed = false;
    const int* cells = cells_.data();
    const auto crossing_count = static_cast<int>(crossings_.size());
    while (!waiting_.empty()) {
      const int unit = waiting_.take();
      if (unit >= crossing_count) {
        const Propagation outcome =
            look_at_band(state, bands_[static_cast<std::size_t>(unit - crossing_count)]);
        if (outcome == Propagation::failed) return outcome;
        changed = changed || outcome == Propagation::changed;
        continue;
      }
      const Crossing& crossing = crossings_[static_cast<std::size_t>(unit)];
      Mask inside = 0;
      Mask first_rest = 0;
      Mask second_rest = 0;
      for (int i = crossing.begin; i < crossing.cross_end; ++i)
        inside |= state.candidates(cells[i]);
      for (int i = crossing.cross_end; i < crossing.first_rest_end; ++i) {
        first_rest |= state.candidates(cells[i]);
      }
      for (int i = crossing.first_rest_end; i < crossing.end; ++i) {
        second_rest |= state.candidates(cells[i]);
      }
      const Removals removals =
          locked(inside, first_rest, second_rest, crossing.first_rest_end - crossing.cross_end);
      if (removals.failed) return Propagation::failed;
      if (removals.from_inside != 0) {
        for (int i = crossing.begin; i < crossing.cross_end; ++i) {
          if (!state.eliminate(cells[i], removals.from_inside)) return Propagation::failed;
        }
        changed = true;
      }
      if (removals.from_second != 0) {
        for (int i = crossing.first_rest_end; i < crossing.end; ++i) {
          if (!state.eliminate(cells[i], removals.from_second)) return Propagation::failed;
        }
        changed = true;
      }
      if (removals.from_first != 0) {
        for (int i = crossing.cross_end; i < crossing.first_rest_end; ++i) {
          if (!state.eliminate(cells[i], removals.from_first)) return Propagation::failed;
        }
        changed = true;
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

 private:
  // What a crossing's candidates rule out: digits to leave the crossing and each rest.
  struct Removals {
    bool failed = false;
    Mask from_inside = 0;
    Mask from_first = 0;
    Mask from_second = 0;
  };

  // The candidates of a crossing (`inside`) and of the rests of its two houses (`rest_size`
  // cells each).
  static Removals locked(Mask inside, Mask first_rest, Mask second_rest, int rest_size) {
    Removals removals;
    // The rest of each house holds the digits the crossing does not, so both rests hold the
    // same digits, one per cell: digits the two rests have in common must be as many as the
    // cells of a rest, and when they are exactly that many the crossing holds none of them.
    const Mask common = first_rest & second_rest;
    const int room = digit_count(common);
    if (room < rest_size) {
      removals.failed = true;
      return removals;
    }
    if (room == rest_size) {
      removals.from_inside = inside & common;
      inside &= ~common;
    }
    // Digits the first house keeps only in the crossing leave the rest of the second.
    removals.from_second = inside & ~first_rest & second_rest;
    removals.from_first = inside & ~second_rest & first_rest;
    return removals;
  }

  // For the `count` pieces first, first + stride, …: in rests, at each piece's place, the OR of
  // the others, from a running OR forwards and one backwards.
  static void rests_along(const Mask* pieces, Mask* rests, int first, int stride, int count) {
    Mask before = 0;
    for (int k = 0, at = first; k < count; ++k, at += stride) {
      rests[at] = before;
      before |= pieces[at];
    }
    Mask after = 0;
    for (int k = count - 1, at = first + (count - 1) * stride; k >= 0; --k, at -= stride) {
      rests[at] |= after;
      after |= pieces[at];
    }
  }

  // Every crossing of the band's lines and boxes, from its pieces' candidates (read again after
  // a crossing removes something, so each crossing sees the board as it is).
  Propagation look_at_band(GeneralState& state, const Band& band) {
    // The bands of 9×9 and 16×16 with their sizes known to the compiler, its loops unrolled.
    if (band.lines == 3 && band.boxes == 3 && band.piece == 3) {
      return look_at_band<3, 3, 3>(state, band);
    }
    if (band.lines == 4 && band.boxes == 4 && band.piece == 4) {
      return look_at_band<4, 4, 4>(state, band);
    }
    return look_at_band<0, 0, 0>(state, band);
  }

  // The same, with the band's sizes given (0: the band's own).
  template <int kLines, int kBoxes, int kPiece>
  Propagation look_at_band(GeneralState& state, const Band& band) {
    const int lines = kLines != 0 ? kLines : band.lines;
    const int boxes = kBoxes != 0 ? kBoxes : band.boxes;
    const int size = kPiece != 0 ? kPiece : band.piece;
    const int* cells = band_cells_.data() + band.first_cell;
    Mask* pieces = pieces_.data();
    Mask* line_rests = line_rests_.data();
    Mask* box_rests = box_rests_.data();
    // Each piece's candidates, then the rest of its line and of its box (the other pieces of
    // each), from the ORs of the pieces before it and after it: no test of which is which.
    const auto read_pieces = [&] {
      for (int p = 0; p < lines * boxes; ++p) {
        Mask mask = 0;
        const int* first = cells + static_cast<std::ptrdiff_t>(p) * size;
        for (int i = 0; i < size; ++i) mask |= state.candidates(first[i]);
        pieces[p] = mask;
      }
      // A line's pieces lie one apart, a box's `boxes` apart.
      for (int line = 0; line < lines; ++line) {
        rests_along(pieces, line_rests, line * boxes, 1, boxes);
      }
      for (int box = 0; box < boxes; ++box) rests_along(pieces, box_rests, box, boxes, lines);
    };
    const auto eliminate = [&](int line, int box, Mask digits) {
      if (digits == 0) return true;
      const int* first = cells + static_cast<std::ptrdiff_t>(line * boxes + box) * size;
      for (int i = 0; i < size; ++i) {
        if (!state.eliminate(first[i], digits)) return false;
      }
      return true;
    };
    read_pieces();
    const int rest_size = (boxes - 1) * size;  // of the line, and of the box
    bool changed = false;
    for (int line = 0; line < lines; ++line) {
      for (int box = 0; box < boxes; ++box) {
        const int at = line * boxes + box;
        const Removals removals = locked(pieces[at], line_rests[at], box_rests[at], rest_size);
        if (removals.failed) return Propagation::failed;
        if ((removals.from_inside | removals.from_first | removals.from_second) == 0) continue;
        if (!eliminate(line, box, removals.from_inside)) return Propagation::failed;
        for (int other = 0; other < boxes; ++other) {
          if (other != box && !eliminate(line, other, removals.from_first)) {
            return Propagation::failed;
          }
        }
        for (int other = 0; other < lines; ++other) {
          if (other != line && !eliminate(other, box, removals.from_second)) {
            return Propagation::failed;
          }
        }
        changed = true;
        read_pieces();
      }
    }
    return changed ? Propagation::changed : Propagation::fixpoint;
  }

  std::vector<Crossing> crossings_;
  std::vector<int> cells_;
  std::vector<Band> bands_;
  std::vector<int> band_cells_;
  int unit_words_;  // 64-bit words of a set of units: the crossings, then the bands
  // The units of house h, as bits: words [h · unit_words_, …).
  std::vector<std::uint64_t> units_of_houses_;
  UnitSet changed_houses_;  // noted since the last call
  UnitSet waiting_;         // units
  // look_at_band's scratch, for each piece: its candidates, those of the rest of its line and
  // of the rest of its box.
  std::vector<Mask> pieces_;
  std::vector<Mask> line_rests_;
  std::vector<Mask> box_rests_;
};

}  // namespace

std::unique_ptr<Propagator> make_hidden_single_propagator(const Layout& layout) {
  return std::make_unique<HiddenSinglePropagator>(layout);
}

namespace {

// The bands of the layout's boxes when they are regular (every box the same rectangle of at
// least 2×2 cells, aligned), else none; bands_of_houses[h] gets the bands of house h. Rows are
// houses 0 … N−1, columns N … 2N−1, boxes 2N … 3N−1 (general_layout.cpp).
std::vector<Band> find_bands(const Layout& layout, std::vector<int>& band_cells,
                             std::vector<std::vector<int>>& bands_of_houses) {
  const int side = layout.side;
  int box_rows = 0;
  int box_columns = 0;
  std::vector<std::pair<int, int>> corners;  // of each box: its top row and left column
  for (int box = 0; box < side; ++box) {
    const int* first =
        layout.house_cells.data() + static_cast<std::ptrdiff_t>(2 * side + box) * side;
    int top = side;
    int bottom = -1;
    int left = side;
    int right = -1;
    for (int i = 0; i < side; ++i) {
      top = std::min(top, first[i] / side);
      bottom = std::max(bottom, first[i] / side);
      left = std::min(left, first[i] % side);
      right = std::max(right, first[i] % side);
    }
    const int rows = bottom - top + 1;
    const int columns = right - left + 1;
    if (box == 0) {
      box_rows = rows;
      box_columns = columns;
    }
    if (rows != box_rows || columns != box_columns || rows * columns != side || top % rows != 0 ||
        left % columns != 0) {
      return {};
    }
    corners.emplace_back(top, left);
  }
  if (box_rows < 2 || box_columns < 2) return {};
  std::vector<Band> bands;
  const int row_bands = side / box_rows;
  // Row bands: box_rows rows crossed by side / box_columns boxes, pieces of box_columns cells.
  for (int band = 0; band < row_bands; ++band) {
    bands.push_back(
        Band{box_rows, side / box_columns, box_columns, static_cast<int>(band_cells.size())});
    for (int line = 0; line < box_rows; ++line) {
      const int row = band * box_rows + line;
      bands_of_houses[static_cast<std::size_t>(row)].push_back(band);
      for (int cell = 0; cell < side; ++cell) band_cells.push_back(row * side + cell);
    }
  }
  // Column bands: box_columns columns crossed by side / box_rows boxes, pieces of box_rows cells.
  for (int band = 0; band < side / box_columns; ++band) {
    bands.push_back(
        Band{box_columns, side / box_rows, box_rows, static_cast<int>(band_cells.size())});
    for (int line = 0; line < box_columns; ++line) {
      const int column = band * box_columns + line;
      bands_of_houses[static_cast<std::size_t>(side) + static_cast<std::size_t>(column)].push_back(
          row_bands + band);
      for (int cell = 0; cell < side; ++cell) band_cells.push_back(cell * side + column);
    }
  }
  for (int box = 0; box < side; ++box) {
    const auto [top, left] = corners[static_cast<std::size_t>(box)];
    auto& bands_of_box =
        bands_of_houses[(2 * static_cast<std::size_t>(side)) + static_cast<std::size_t>(box)];
    bands_of_box.push_back(top / box_rows);
    bands_of_box.push_back(row_bands + left / box_columns);
  }
  return bands;
}

}  // namespace

std::unique_ptr<Propagator> make_locked_candidates_propagator(const Layout& layout) {
  const int side = layout.side;
  std::vector<Crossing> crossings;
  std::vector<std::pair<int, int>> crossing_houses;  // the two houses of each crossing
  std::vector<int> cells;
  const auto cell_count = static_cast<std::size_t>(layout.cell_count);
  std::vector<int> in_first(cell_count, -1);   // a cell of house a has in_first == a
  std::vector<int> in_second(cell_count, -1);  // a cell of house b has in_second == b
  std::vector<int> shared(static_cast<std::size_t>(layout.house_count), 0);
  std::vector<int> met;  // the houses after a that share a cell with a
  std::vector<int> band_cells;
  std::vector<std::vector<int>> bands_of_houses(static_cast<std::size_t>(layout.house_count));
  std::vector<Band> bands = find_bands(layout, band_cells, bands_of_houses);
  // A box and a line (houses below 2N) cross in a band, when there are bands.
  const auto in_band = [&bands, side](int a, int b) {
    return !bands.empty() && a < 2 * side && b >= 2 * side && b < 3 * side;
  };
  // Regular boxes cross 2·√N lines each, in crossings of 3·N cells at most.
  crossings.reserve(static_cast<std::size_t>(layout.house_count) * 8);
  cells.reserve(crossings.capacity() * static_cast<std::size_t>(side) * 2);
  for (int a = 0; a < layout.house_count; ++a) {
    const int* first = layout.house_cells.data() + static_cast<std::ptrdiff_t>(a) * side;
    met.clear();
    for (int i = 0; i < side; ++i) {
      const auto cell = static_cast<std::size_t>(first[i]);
      in_first[cell] = a;
      for (int k = layout.house_start[cell]; k < layout.house_start[cell + 1]; ++k) {
        const int b = layout.houses[static_cast<std::size_t>(k)];
        if (b <= a) continue;
        if (shared[static_cast<std::size_t>(b)]++ == 0) met.push_back(b);
      }
    }
    std::sort(met.begin(), met.end());
    for (const int b : met) {
      const int common = std::exchange(shared[static_cast<std::size_t>(b)], 0);
      // One shared cell makes nothing locked; a full overlap is the same house twice.
      if (common < 2 || common == side || in_band(a, b)) continue;
      const int* second = layout.house_cells.data() + static_cast<std::ptrdiff_t>(b) * side;
      for (int i = 0; i < side; ++i) in_second[static_cast<std::size_t>(second[i])] = b;
      Crossing crossing{};
      crossing.begin = static_cast<int>(cells.size());
      for (int i = 0; i < side; ++i) {
        if (in_second[static_cast<std::size_t>(first[i])] == b) cells.push_back(first[i]);
      }
      crossing.cross_end = static_cast<int>(cells.size());
      for (int i = 0; i < side; ++i) {
        if (in_second[static_cast<std::size_t>(first[i])] != b) cells.push_back(first[i]);
      }
      crossing.first_rest_end = static_cast<int>(cells.size());
      for (int i = 0; i < side; ++i) {
        if (in_first[static_cast<std::size_t>(second[i])] != a) cells.push_back(second[i]);
      }
      crossing.end = static_cast<int>(cells.size());
      crossings.push_back(crossing);
      crossing_houses.emplace_back(a, b);
    }
  }
  if (crossings.empty() && bands.empty()) return nullptr;
  return std::make_unique<LockedCandidatePropagator>(layout, std::move(crossings), std::move(cells),
                                                     crossing_houses, std::move(bands),
                                                     std::move(band_cells), bands_of_houses);
}

}  // namespace sudoku::detail::general
