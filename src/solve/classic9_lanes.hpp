// The lanes copy of classic9's search: the same rules, the same fixpoint and the same tree as
// classic9_search.hpp, but each band's nine digit words side by side in one 512-bit vector
// (lane d holds digit d's word of the band; lanes 9 to 15 stay 0), so that a rule runs on all
// nine digits at once with no table: what the table-driven search does digit by digit, through
// chains of dependent lookups, is here a few dozen vector operations on three registers.
//
// Included once, by classic9.cpp, in the namespace of the copy compiled for AVX-512 (F, BW and
// VPOPCNTDQ), after classic9_search.hpp, whose place_givens and report it shares; nothing else
// may include it. classic9.cpp's dispatch runs it only on the processors where it was measured
// faster than the v3 copy (docs/algorithms.md).
//
// The rules, on a band word as a 3×3 grid of mini-rows (row r, box b: the three cells of row r
// in box b, whose "any" sits at bit 9r + 3b):
//  - band: a mini-row stays when a permutation through it fits, that is when the two other rows
//    have candidates in the two other boxes, one way round or the other. Rotating the grid by a
//    row and by a box (shifts and masks) lines up each mini-row with the four it needs.
//  - stack: the same on (band, column) for the three columns of a stack, the bands being the
//    three registers and a rotation by a column replacing the rotation by a box.
// Both rules keep what lies on a fitting permutation, so each gives the same result applied
// twice: after the band rule, the stack rule changing nothing is the fixpoint of both.
//
// Hidden singles come from the rows (row_singles, lane by lane), naked singles from counting a
// cell's candidates over the lanes (once, twice, three times, folding the lanes onto one), and
// the cell to branch on is scored 16 cells a vector (best_pair_cell_lanes).
// The fixpoint is the one the digit-by-digit search reaches (each rule only removes, and both
// searches stop when no rule removes anything), so the cell chosen to branch on, the nodes, the
// guesses and the solutions are the same; the tests hold the two to that.

// A band's nine digit words, lane d = digit d (0-based); lanes 9 to 15 are 0.
using BandLanes = std::uint32_t __attribute__((vector_size(64)));
constexpr std::uint32_t kDigitLanesMask = (1U << kDigitCount) - 1;  // lanes 0-8

struct LaneGrid {
  std::array<BandLanes, 3> bands;
  std::array<std::uint32_t, 3> placed;  // cells already written, per band
};

// The lanes (bit d for lane d) whose word is not 0.
inline std::uint32_t nonzero_lanes(BandLanes lanes) {
  const auto vector = reinterpret_cast<__m512i>(lanes);
  return _mm512_test_epi32_mask(vector, vector);
}
// The words of lanes 0-8 or'ed together (lanes 9-15 being 0), folded onto lane 0.
inline std::uint32_t or_of_lanes(BandLanes lanes) {
  BandLanes folded = lanes | __builtin_shufflevector(lanes, lanes, 8, 9, 10, 11, 12, 13, 14, 15, 0,
                                                     1, 2, 3, 4, 5, 6, 7);
  folded |= __builtin_shufflevector(folded, folded, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3);
  folded |= __builtin_shufflevector(folded, folded, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1);
  folded |= __builtin_shufflevector(folded, folded, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0);
  return folded[0];
}
// The lane of each digit, the same as a vector of lane numbers.
constexpr BandLanes kLaneNumbers{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

// The band rule on every lane (classic9_tables.hpp's keep_band_permutations, without tables).
inline BandLanes keep_band_permutations_lanes(BandLanes words) {
  constexpr std::uint32_t kMiniRows = 0x1249249U;  // bit 9r + 3b: mini-row (r, b)
  constexpr std::uint32_t kBox0 = 0x40201U;        // the mini-rows of box 0
  constexpr std::uint32_t kBox1 = kBox0 << 3;
  constexpr std::uint32_t kBox2 = kBox0 << 6;
  const BandLanes used = (words | words >> 1 | words >> 2) & kMiniRows;
  // (r, b) takes (r, b + 1), and (r, b + 2), boxes counted round.
  const BandLanes next_box = ((used >> 3) & (kBox0 | kBox1)) | ((used << 6) & kBox2);
  const BandLanes box_after = ((used >> 6) & kBox0) | ((used << 3) & (kBox1 | kBox2));
  // (r, b) takes (r + 1, b), and (r + 2, b), rows counted round.
  const BandLanes next_row_next_box = ((next_box >> 9) | (next_box << 18)) & kMiniRows;
  const BandLanes next_row_box_after = ((box_after >> 9) | (box_after << 18)) & kMiniRows;
  const BandLanes row_after_next_box = ((next_box >> 18) | (next_box << 9)) & kMiniRows;
  const BandLanes row_after_box_after = ((box_after >> 18) | (box_after << 9)) & kMiniRows;
  const BandLanes kept = used & ((next_row_next_box & row_after_box_after) |
                                 (next_row_box_after & row_after_next_box));
  return words & (kept | kept << 1 | kept << 2);
}

// The stack rule's columns of a band kept (bit 3s + c: column c of stack s), given the
// columns of the band (`own`) and of the two other bands: a column stays when the other bands
// can take the other two columns of its stack, one way round or the other.
// Column c of each stack takes column c + 1 (next_column), or c + 2 (column_after), counted round
// within the stack.
inline BandLanes next_column(BandLanes bits) {
  return ((bits >> 1) & 0xDBU) | ((bits << 2) & 0x124U);
}
inline BandLanes column_after(BandLanes bits) {
  return ((bits >> 2) & 0x49U) | ((bits << 1) & 0x1B6U);
}
inline BandLanes keep_stack_columns(BandLanes own, BandLanes first, BandLanes second) {
  return own & ((next_column(first) & column_after(second)) |
                (column_after(first) & next_column(second)));
}

// For each cell of the three bands, whether it has a candidate in one lane or more, in two or
// more, in three or more. Each band's lanes are folded onto lanes 0-7 (lanes 9-15 being 0, that
// only brings lane 8 over); then bands 0 and 1 share one vector, band 0 in lanes 0-7 and band 1
// in lanes 8-15, and three folds within each half of it (and of band 2's) leave the counts in
// lanes 0 and 8: two vectors to fold instead of three.
struct LaneCounts {
  std::uint32_t once;
  std::uint32_t twice;
  std::uint32_t thrice;
};
struct LaneFold {
  BandLanes once;
  BandLanes twice;
  BandLanes thrice;
};
// Folds lanes 8-15 onto lanes 0-7.
inline LaneFold fold_high_lanes(BandLanes words) {
  const BandLanes high =
      __builtin_shufflevector(words, words, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
  return {words | high, words & high, BandLanes{}};
}
// Within each half of a vector: lanes 4-7 swapped with 0-3, lanes 2-3 with 0-1 (in each four),
// lane 1 with 0 (in each two).
inline BandLanes swap_fours(BandLanes lanes) {
  return __builtin_shufflevector(lanes, lanes, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10,
                                 11);
}
inline BandLanes swap_twos(BandLanes lanes) {
  return __builtin_shufflevector(lanes, lanes, 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12,
                                 13);
}
inline BandLanes swap_ones(BandLanes lanes) {
  return __builtin_shufflevector(lanes, lanes, 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15,
                                 14);
}
// Folds lanes 4-7 onto 0-3, then 2-3 onto 0-1, then 1 onto 0, in each half of the vector.
inline void fold_halves(LaneFold& fold) {
  const auto step = [&fold](BandLanes once_in, BandLanes twice_in, BandLanes thrice_in) {
    fold.thrice |= thrice_in | (fold.twice & once_in) | (fold.once & twice_in);
    fold.twice |= twice_in | (fold.once & once_in);
    fold.once |= once_in;
  };
  step(swap_fours(fold.once), swap_fours(fold.twice), swap_fours(fold.thrice));
  step(swap_twos(fold.once), swap_twos(fold.twice), swap_twos(fold.thrice));
  step(swap_ones(fold.once), swap_ones(fold.twice), swap_ones(fold.thrice));
}
// Lanes 0-7 of `low`, then lanes 0-7 of `high`.
inline BandLanes pack_low_lanes(BandLanes low, BandLanes high) {
  return __builtin_shufflevector(low, high, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
}
inline std::array<LaneCounts, 3> count_lanes(const std::array<BandLanes, 3>& bands) {
  const LaneFold band0 = fold_high_lanes(bands[0]);
  const LaneFold band1 = fold_high_lanes(bands[1]);
  LaneFold band2 = fold_high_lanes(bands[2]);
  LaneFold both{pack_low_lanes(band0.once, band1.once), pack_low_lanes(band0.twice, band1.twice),
                BandLanes{}};
  fold_halves(both);
  fold_halves(band2);
  return {LaneCounts{both.once[0], both.twice[0], both.thrice[0]},
          LaneCounts{both.once[8], both.twice[8], both.thrice[8]},
          LaneCounts{band2.once[0], band2.twice[0], band2.thrice[0]}};
}

// best_pair_cell (classic9_search.hpp) with no loop over the cells: each band's 27 cells scored
// at once, 16 to a vector (POPCNT on every lane), the best kept by a maximum over the lanes of
// the cells with two candidates. The same score and the same tie-break (the earlier cell), so
// the same cell.
struct PeerTables {
  std::array<std::uint32_t, 32> band_peers{};   // kTables.band_peers, 5 lanes of 0 after
  std::array<std::uint32_t, 32> band_column{};  // kTables.band_column, the same
};
constexpr PeerTables make_peer_tables() {
  PeerTables tables;
  for (int index = 0; index < kBandCellCount; ++index) {
    tables.band_peers[static_cast<std::size_t>(index)] = kTables.band_peers[index];
    tables.band_column[static_cast<std::size_t>(index)] = kTables.band_column[index];
  }
  return tables;
}
constexpr PeerTables kPeerTables = make_peer_tables();

// The number of set bits of each lane (VPOPCNTD).
inline BandLanes popcount_lanes(BandLanes lanes) {
  return reinterpret_cast<BandLanes>(_mm512_popcnt_epi32(reinterpret_cast<__m512i>(lanes)));
}
inline BandLanes max_lanes(BandLanes first, BandLanes second) {
  return first > second ? first : second;
}

inline BandCell best_pair_cell_lanes(const std::array<std::uint32_t, 3>& placed,
                                     const std::array<std::uint32_t, 3>& pairs) {
  const std::array<std::uint32_t, 3> open{~placed[0] & kBandBits, ~placed[1] & kBandBits,
                                          ~placed[2] & kBandBits};
  BandLanes best{};
  for (int half = 0; half < 2; ++half) {
    BandLanes peers;
    BandLanes column;
    std::memcpy(&peers, &kPeerTables.band_peers[static_cast<std::size_t>(16 * half)], sizeof peers);
    std::memcpy(&column, &kPeerTables.band_column[static_cast<std::size_t>(16 * half)],
                sizeof column);
    for (int band = 0; band < 3; ++band) {
      const std::uint32_t above = open[band == 0 ? 1 : 0];  // the two other bands
      const std::uint32_t below = open[band == 2 ? 1 : 2];
      const BandLanes score = popcount_lanes(open[static_cast<std::size_t>(band)] & peers) +
                              popcount_lanes(above & column) + popcount_lanes(below & column);
      // 127 - position, position = band * 27 + index, index = 16 * half + lane.
      const BandLanes reversed =
          static_cast<std::uint32_t>(127 - band * kBandCellCount - 16 * half) - kLaneNumbers;
      // The lanes of the cells with two candidates keep their key; the others 0.
      const BandLanes is_pair =
          -(((pairs[static_cast<std::size_t>(band)] >> (16 * half)) >> kLaneNumbers) & 1U);
      best = max_lanes(best, (score << 7 | reversed) & is_pair);
    }
  }
  best = max_lanes(best, __builtin_shufflevector(best, best, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2,
                                                 3, 4, 5, 6, 7));
  best = max_lanes(best, swap_fours(best));
  best = max_lanes(best, swap_twos(best));
  best = max_lanes(best, swap_ones(best));
  const auto position = static_cast<int>(127U - (best[0] & 127U));
  return BandCell{position / kBandCellCount, position % kBandCellCount};
}

class LaneSearch {
 public:
  LaneSearch(const Geometry& geometry, const SolveOptions& options, SolveResult& result)
      : geometry_(geometry), options_(options), budget_(options), result_(result) {}

  // The givens as the digit-by-digit search places them, then each band's nine words loaded
  // into its vector; false when two givens clash.
  static bool place_givens(LaneGrid& lanes, const Puzzle& puzzle) {
    Grid grid;  // Search::place_givens writes every word
    if (!Search<false>::place_givens(grid, puzzle)) return false;
    for (int band = 0; band < 3; ++band) {
      lanes.bands[static_cast<std::size_t>(band)] = reinterpret_cast<BandLanes>(
          _mm512_maskz_loadu_epi32(kDigitLanesMask, &grid.candidates[slot(0, band)]));
    }
    lanes.placed = grid.placed;
    return true;
  }

  // As Search::explore.
  bool explore(LaneGrid& grid) {
    if (budget_.spend_node()) return true;
    std::array<std::uint32_t, 3> pairs{};
    if (!propagate(grid, pairs)) return false;
    if ((grid.placed[0] & grid.placed[1] & grid.placed[2]) == kBandBits) {
      return record_solution(grid);
    }
    const BandCell cell = (pairs[0] | pairs[1] | pairs[2]) == 0
                              ? fewest_candidates(grid)
                              : best_pair_cell_lanes(grid.placed, pairs);
    std::uint32_t digits =
        nonzero_lanes(grid.bands[static_cast<std::size_t>(cell.band)] & (1U << cell.index));
    while (digits != 0) {
      const int digit = std::countr_zero(digits);
      digits &= digits - 1;
      ++guesses_;
      if (digits == 0) {  // the last digit: this grid is not needed afterwards
        place(grid, digit, cell);
        return explore(grid);
      }
      LaneGrid child = grid;
      place(child, digit, cell);
      if (explore(child)) return true;
    }
    return false;
  }

  std::uint64_t guesses() const { return guesses_; }
  const Budget& budget() const { return budget_; }

 private:
  // The band and stack rules to their fixpoint, then the hidden and naked singles, over again
  // until nothing changes; false on a contradiction. At the fixpoint, `pairs` holds the cells
  // with two candidates.
  // The grid is worked on as a local copy, written back at the fixpoint, so that its vectors
  // can stay in registers: a write to `placed` through the grid could alias them.
  static bool propagate(LaneGrid& grid, std::array<std::uint32_t, 3>& pairs) {
    LaneGrid state = grid;
    std::array<BandLanes, 3>& bands = state.bands;
    for (;;) {
      for (BandLanes& words : bands) words = keep_band_permutations_lanes(words);
      for (;;) {
        const BandLanes columns0 = columns_of(bands[0]);
        const BandLanes columns1 = columns_of(bands[1]);
        const BandLanes columns2 = columns_of(bands[2]);
        const BandLanes kept0 = keep_stack_columns(columns0, columns1, columns2);
        const BandLanes kept1 = keep_stack_columns(columns1, columns2, columns0);
        const BandLanes kept2 = keep_stack_columns(columns2, columns0, columns1);
        if (nonzero_lanes((kept0 ^ columns0) | (kept1 ^ columns1) | (kept2 ^ columns2)) == 0) {
          break;
        }
        bands[0] = keep_band_permutations_lanes(bands[0] & (kept0 | kept0 << 9 | kept0 << 18));
        bands[1] = keep_band_permutations_lanes(bands[1] & (kept1 | kept1 << 9 | kept1 << 18));
        bands[2] = keep_band_permutations_lanes(bands[2] & (kept2 | kept2 << 9 | kept2 << 18));
      }
      // A digit with no place left in a band (the rules empty the whole band word).
      if ((nonzero_lanes(bands[0]) & nonzero_lanes(bands[1]) & nonzero_lanes(bands[2])) !=
          kDigitLanesMask) {
        return false;
      }
      // Hidden singles: every lane's word has a candidate in each row (the band rule keeps a
      // whole permutation or nothing), as row_singles needs; lanes 9-15 are masked off. One
      // branch for the three bands: most rounds of an easy puzzle find none.
      std::array<BandLanes, 3> fresh;
      for (std::size_t band = 0; band < 3; ++band) {
        fresh[band] = row_singles(bands[band]) & ~state.placed[band] &
                      BandLanes{~0U, ~0U, ~0U, ~0U, ~0U, ~0U, ~0U, ~0U, ~0U};
      }
      std::array<std::uint32_t, 3> claimed{};
      bool wrote = nonzero_lanes(fresh[0] | fresh[1] | fresh[2]) != 0;
      if (wrote) {
        for (std::size_t band = 0; band < 3; ++band) {
          claimed[band] = or_of_lanes(fresh[band]);
          bands[band] &= ~claimed[band] | fresh[band];  // the other digits give those cells up
          state.placed[band] |= claimed[band];
        }
      }
      std::array<std::uint32_t, 3> naked{};
      std::uint32_t wrong = 0;
      const std::array<LaneCounts, 3> band_counts = count_lanes(bands);
      for (std::size_t band = 0; band < 3; ++band) {
        const LaneCounts& counts = band_counts[band];
        // A cell with no digit left, or claimed by two digits.
        wrong |= (counts.once ^ kBandBits) | (counts.twice & claimed[band]);
        naked[band] = counts.once & ~counts.twice & ~state.placed[band];
        pairs[band] = counts.twice & ~counts.thrice & ~state.placed[band];
      }
      if (wrong != 0) return false;
      if ((naked[0] | naked[1] | naked[2]) != 0) {
        // Each band by name, so that `place` sees it as a constant and keeps the vectors in
        // registers.
        const auto place_naked = [&](int band) {
          for (std::uint32_t cells = naked[static_cast<std::size_t>(band)]; cells != 0;
               cells &= cells - 1) {
            const BandCell cell{band, std::countr_zero(cells)};
            const std::uint32_t digits =
                nonzero_lanes(bands[static_cast<std::size_t>(band)] & (1U << cell.index));
            if (digits == 0) return false;  // an earlier single took its last digit
            place(state, std::countr_zero(digits), cell);
          }
          return true;
        };
        if (!place_naked(0) || !place_naked(1) || !place_naked(2)) return false;
        wrote = true;
      }
      if (!wrote) break;
    }
    grid = state;
    return true;
  }

  // Writes `digit` into a cell: the cell loses every other digit, and its row, column and box
  // lose `digit`.
  static void place(LaneGrid& grid, int digit, BandCell cell) {
    const BandLanes lane = kLaneNumbers == static_cast<std::uint32_t>(digit);
    const std::uint32_t bit = 1U << cell.index;
    const std::uint32_t column = kTables.band_column[cell.index];
    for (int band = 0; band < 3; ++band) {
      const std::uint32_t lost = band == cell.band ? kTables.band_peers[cell.index] : column;
      grid.bands[static_cast<std::size_t>(band)] &= ~(lane & lost);
    }
    grid.bands[static_cast<std::size_t>(cell.band)] &= lane | ~bit;
    grid.placed[static_cast<std::size_t>(cell.band)] |= bit;
  }

  // The first open cell with the fewest candidates (when no cell has two).
  static BandCell fewest_candidates(const LaneGrid& grid) {
    BandCell best{0, 0};
    int best_count = kDigitCount + 1;
    for (int band = 0; band < 3; ++band) {
      const BandLanes& words = grid.bands[static_cast<std::size_t>(band)];
      for (std::uint32_t open = ~grid.placed[static_cast<std::size_t>(band)] & kBandBits; open != 0;
           open &= open - 1) {
        const int index = std::countr_zero(open);
        const int count = std::popcount(nonzero_lanes(words & (1U << index)));
        if (count < best_count) {
          best_count = count;
          best = BandCell{band, index};
        }
      }
    }
    return best;
  }

  bool record_solution(const LaneGrid& grid) {
    ++result_.count;
    if (!result_.solution) {
      result_.solution = Puzzle(geometry_, solved_cells(grid));
    }
    return options_.max_solutions != 0 && result_.count >= options_.max_solutions;
  }

  // The digits of a solved grid, a byte a cell, with no loop over cells or digits (each loop's
  // end a branch the processor mispredicts): every cell holds one digit, so bit k of a cell's
  // digit is set when a digit with that bit holds the cell. Those four sets of cells, as masks
  // over the 81 cells (0-63, then 64-80), each give their bit to the cells' bytes in one masked
  // move.
  static std::vector<Digit> solved_cells(const LaneGrid& grid) {
    std::array<std::uint32_t, kWordCount> words;
    for (int band = 0; band < 3; ++band) {
      _mm512_mask_storeu_epi32(
          &words[slot(0, band)], kDigitLanesMask,
          reinterpret_cast<__m512i>(grid.bands[static_cast<std::size_t>(band)]));
    }
    __m512i low = _mm512_setzero_si512();   // cells 0-63
    __m512i high = _mm512_setzero_si512();  // cells 64-80
    for (int bit = 0; bit < 4; ++bit) {
      std::uint64_t cells_low = 0;
      std::uint64_t cells_high = 0;
      for (int digit = 0; digit < kDigitCount; ++digit) {
        if (((digit + 1) >> bit & 1) == 0) continue;
        cells_low |= words[slot(digit, 0)] |
                     static_cast<std::uint64_t>(words[slot(digit, 1)]) << kBandCellCount |
                     static_cast<std::uint64_t>(words[slot(digit, 2)]) << (2 * kBandCellCount);
        cells_high |= words[slot(digit, 2)] >> (64 - 2 * kBandCellCount);
      }
      const __m512i value = _mm512_set1_epi8(static_cast<char>(1 << bit));
      low = _mm512_or_si512(low, _mm512_maskz_mov_epi8(cells_low, value));
      high = _mm512_or_si512(high, _mm512_maskz_mov_epi8(cells_high, value));
    }
    std::vector<Digit> cells(kCellCount);
    _mm512_storeu_si512(cells.data(), low);
    _mm512_mask_storeu_epi8(cells.data() + 64, (std::uint64_t{1} << (kCellCount - 64)) - 1, high);
    return cells;
  }

  const Geometry& geometry_;
  const SolveOptions& options_;
  Budget budget_;
  SolveResult& result_;
  std::uint64_t guesses_ = 0;
};

// As run<false> (classic9_search.hpp), with the lanes search.
inline void run_lanes(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result) {
  LaneSearch search(puzzle.geometry(), options, result);
  LaneGrid grid;  // place_givens writes every field
  if (LaneSearch::place_givens(grid, puzzle)) search.explore(grid);
  report(search, result);
}
