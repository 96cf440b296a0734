// The search of classic9 (see classic9.cpp for the idea, the layout and the invariants).
//
// Included three times by classic9.cpp, with no include guard on purpose: once for any x86-64
// (or other) processor, once compiled for the x86-64-v3 feature set (POPCNT, BMI1/2, AVX2), and
// once for AVX-512, where the lanes copy (classic9_lanes.hpp) shares its givens and report and it
// writes traces; each copy in a namespace of its own; classic9.cpp picks one at run time.
// Nothing here may be included anywhere else.

using namespace classic9;  // the tables and bit tricks of classic9_tables.hpp

// columns_of and row_singles are templates here, not in classic9_tables.hpp, so that each copy
// compiles them with its own target options (a vector type of the lanes copy may only be used
// there).
// The columns (9 bits) of a band word holding a candidate. `Word` is std::uint32_t, or a vector
// of them (the lanes copy of the search, classic9_lanes.hpp), each lane a word.
template <typename Word>
inline Word columns_of(Word word) {
  return (word | word >> 9 | word >> 18) & kRowBits;
}

// The cells of a band word alone in their row; every row must hold at least one cell. The
// three rows are done at once: word & (word - 1) clears each row's lowest bit (no borrow
// crosses rows, none being empty), and adding 0xFF to each row's low eight bits carries into
// its ninth bit exactly when something is left there. `Word` as for columns_of.
template <typename Word>
inline Word row_singles(Word word) {
  constexpr std::uint32_t kRowLowBits = 0x3FDFEFFU;  // bits 0-7 of each row
  constexpr std::uint32_t kRowTopBits = 0x4020100U;  // bit 8 of each row
  const Word rest = word & (word - 0x40201U);
  const Word crowded = ((rest & kRowLowBits) + kRowLowBits) | rest;
  return word & (((~crowded & kRowTopBits) >> 8) * kRowBits);
}

// The number of set bits of `word`: the POPCNT instruction in the copy compiled for it (GCC
// defines __POPCNT__ after its target pragma), count_cells' shifts and adds in the other.
inline int popcount_cells(std::uint32_t word) {
#if defined(__POPCNT__)
  return __builtin_popcount(word);
#else
  return count_cells(word);
#endif
}

// Takes `cells` out of the nine words of one band (words[digit], as Grid keeps them) and returns
// the digits that had any of them, bit d for digit d. The first eight words go as one vector
// (one AVX2 register in the v3 copy, two SSE2 halves in the portable one), the ninth alone.
inline std::uint32_t clear_cells(std::uint32_t* words, std::uint32_t cells) {
  using Lanes = std::uint32_t __attribute__((vector_size(32)));
  Lanes lanes;
  std::memcpy(&lanes, words, sizeof lanes);
  const Lanes hit =
      reinterpret_cast<Lanes>((lanes & cells) != 0) & Lanes{1U, 2U, 4U, 8U, 16U, 32U, 64U, 128U};
  Lanes folded = hit | __builtin_shufflevector(hit, hit, 4, 5, 6, 7, 0, 1, 2, 3);
  folded |= __builtin_shufflevector(folded, folded, 2, 3, 0, 1, 6, 7, 4, 5);
  folded |= __builtin_shufflevector(folded, folded, 1, 0, 3, 2, 5, 4, 7, 6);
  lanes &= ~cells;
  std::memcpy(words, &lanes, sizeof lanes);
  const std::uint32_t last = static_cast<std::uint32_t>((words[8] & cells) != 0) << 8;
  words[8] &= ~cells;
  return folded[0] | last;
}

// Sets a search's array of words to 0 with vector stores. GCC 12 clears such an array, written
// as `{}` or with memset, with `rep stosq`, whose start-up showed in the profile of an easy set
// (with the loads of the givens, 1–2 % on serg and 17_clue).
template <std::size_t kSize>
inline void zero_words(std::array<std::uint32_t, kSize>& words) {
  using Lanes = std::uint32_t __attribute__((vector_size(32)));
  constexpr std::size_t kLaneWords = sizeof(Lanes) / sizeof(std::uint32_t);
  const Lanes zero{};
  std::size_t first = 0;
  for (; first + kLaneWords <= kSize; first += kLaneWords) {
    std::memcpy(&words[first], &zero, sizeof zero);
  }
  for (; first < kSize; ++first) words[first] = 0;
}

// A digit's three band words (bands[band] = its word of that band), read and written back.
using DigitWords = std::array<std::uint32_t, 3>;
inline DigitWords words_of(const Grid& grid, int digit) {
  return {grid.candidates[slot(digit, 0)], grid.candidates[slot(digit, 1)],
          grid.candidates[slot(digit, 2)]};
}
inline void store(Grid& grid, int digit, const DigitWords& bands) {
  for (int band = 0; band < 3; ++band) grid.candidates[slot(digit, band)] = bands[band];
}

// Writes `digit` into a cell: the cell loses every other digit, and its row, column and box
// lose `digit`. Every digit that loses a candidate becomes unsettled.
inline void place(Grid& grid, int digit, BandCell cell) {
  const std::uint32_t bit = 1U << cell.index;
  const DigitWords before = words_of(grid, digit);
  std::uint32_t lost = clear_cells(&grid.candidates[slot(0, cell.band)], bit);
  const std::uint32_t column = kTables.band_column[cell.index];
  std::uint32_t own_lost = 0;
  for (int band = 0; band < 3; ++band) {
    const std::uint32_t keep = band == cell.band ? ~kTables.band_peers[cell.index] : ~column;
    const std::uint32_t word = before[band] & keep;
    own_lost |= before[band] ^ word;
    grid.candidates[slot(digit, band)] = word;
  }
  lost &= ~(1U << digit);
  if (own_lost != 0) lost |= 1U << digit;
  grid.unsettled |= lost;
  grid.placed[cell.band] |= bit;
}

// The cell to branch on among `pairs`, the cells with two candidates (some, per band): the one
// with the most open peers (cells not in `placed`), whose guess reaches furthest (on the hardest
// sets this cuts the guesses by 40%).
inline BandCell best_pair_cell(const std::array<std::uint32_t, 3>& placed,
                               const std::array<std::uint32_t, 3>& pairs) {
  const std::array<std::uint32_t, 3> open{~placed[0] & kBandBits, ~placed[1] & kBandBits,
                                          ~placed[2] & kBandBits};
  // The best so far as one number, the score above and the cell's position (band * 27 +
  // index) below, reversed so that the earlier cell wins a tie: a maximum keeps it, not a
  // branch the processor would often mispredict. The cells of bands 0 and 1 are visited in one
  // loop over a 64-bit word (band 1 from bit 32), for one loop exit fewer to mispredict.
  std::uint32_t best = 0;
  const auto score_cell = [&](int band, int index) {
    const std::uint32_t above = open[band == 0 ? 1 : 0];  // the two other bands
    const std::uint32_t below = open[band == 2 ? 1 : 2];
    const std::uint32_t column = kTables.band_column[index];
    const std::uint32_t column_peers = (above & column) | (below & column) << 1;
    const auto score = static_cast<std::uint32_t>(
        popcount_cells(open[band] & kTables.band_peers[index]) + popcount_cells(column_peers));
    const auto position = static_cast<std::uint32_t>(band * kBandCellCount + index);
    best = std::max(best, score << 7 | (127U - position));
  };
  for (std::uint64_t cells = pairs[0] | static_cast<std::uint64_t>(pairs[1]) << 32; cells != 0;
       cells &= cells - 1) {
    const int bit = std::countr_zero(cells);
    score_cell(bit >> 5, bit & 31);
  }
  for (std::uint32_t cells = pairs[2]; cells != 0; cells &= cells - 1) {
    score_cell(2, std::countr_zero(cells));
  }
  const auto position = static_cast<int>(127U - (best & 127U));
  return BandCell{position / kBandCellCount, position % kBandCellCount};
}

// The solved grid whose words (Grid::candidates) hold one digit each cell.
inline Puzzle solution_of(const Geometry& geometry,
                          const std::array<std::uint32_t, kWordCount>& candidates) {
  std::vector<Digit> cells(kCellCount, kBlank);
  for (int digit = 0; digit < kDigitCount; ++digit) {
    for (int band = 0; band < 3; ++band) {
      std::uint32_t word = candidates[slot(digit, band)];
      while (word != 0) {
        const int cell = band * kBandCellCount + std::countr_zero(word);
        cells[static_cast<std::size_t>(cell)] = static_cast<Digit>(digit + 1);
        word &= word - 1;
      }
    }
  }
  return Puzzle(geometry, std::move(cells));
}

// The cells written along the current search path, newest last, for the trace: a guess and
// the placements that followed it are taken back together. Each cell is written at most once
// on a path, so 81 entries suffice. The untraced search keeps an empty NoTrail instead.
struct Trail {
  std::array<TraceEvent, kCellCount> events;
  int size = 0;
};
struct NoTrail {};

template <bool kTrace>
class Search {
 public:
  // `geometry`: the puzzle's, which its solution takes (a copy, cheaper than a Geometry(9) made
  // anew, which works out its boxes).
  Search(const Geometry& geometry, const SolveOptions& options, SolveResult& result)
      : geometry_(geometry), options_(options), budget_(options), result_(result) {}

  // Writes the givens into an empty grid at once, digit by digit rather than cell by cell;
  // false when two of them share a house and digit. Each given marks its row, column and box
  // in a 27-bit word of its digit (`houses`); a bit already set there is a clash. A digit's
  // candidates are then the open cells outside its houses, plus its own givens.
  static bool place_givens(Grid& grid, const Puzzle& puzzle) {
    std::array<std::uint32_t, kDigitCount> houses{};
    std::array<std::uint32_t, kWordCount> own;  // [digit * 3 + band]: the digit's givens
    zero_words(own);
    const Digit* cells = puzzle.cells().data();
    // One bit per given, cells 0-63 in `low` and 64-80 in `high`: eight cells at a time, the
    // bytes that are not 0 (a digit is at most 9, so adding 0x7F to a byte sets its top bit
    // exactly when it is not 0, and carries into no other byte), their top bits gathered into
    // eight by a multiply. Then one loop over the givens, not one per eight cells: each loop's
    // end is a branch the processor mispredicts.
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    // Cells 0-79 as ten loads of eight bytes, each a plain load (a copy of fewer bytes at the
    // end would go through memory and stall the load after it), then cell 80 alone.
    for (int first = 0; first < kCellCount - 1; first += 8) {
      std::uint64_t chunk = 0;
      std::memcpy(&chunk, cells + first, sizeof chunk);
      const std::uint64_t nonzero = (chunk + 0x7F7F7F7F7F7F7F7FU) & 0x8080808080808080U;
      const std::uint64_t bits = ((nonzero >> 7) * 0x0102040810204080U) >> 56;
      if (first < 64) {
        low |= bits << first;
      } else {
        high |= bits << (first - 64);
      }
    }
    high |= static_cast<std::uint64_t>(cells[kCellCount - 1] != kBlank) << (kCellCount - 1 - 64);
    const auto place_given = [&](int cell) {
      const int digit = cells[cell] - 1;
      const int band = cell / kBandCellCount;
      const std::uint32_t marks = kTables.cell_houses[cell];
      const bool clash = (houses[digit] & marks) != 0;
      houses[digit] |= marks;
      own[3 * digit + band] |= 1U << (cell % kBandCellCount);
      return clash;
    };
    grid.placed[0] = static_cast<std::uint32_t>(low) & kBandBits;
    grid.placed[1] = static_cast<std::uint32_t>(low >> 27) & kBandBits;
    grid.placed[2] = static_cast<std::uint32_t>(low >> 54 | high << 10) & kBandBits;
    for (; low != 0; low &= low - 1) {
      if (place_given(std::countr_zero(low))) return false;
    }
    for (; high != 0; high &= high - 1) {
      if (place_given(64 + std::countr_zero(high))) return false;
    }
    for (int digit = 0; digit < kDigitCount; ++digit) {
      const std::uint32_t marks = houses[digit];
      const std::uint32_t columns = kTables.column_cells[(marks >> 9) & kRowBits];
      for (int band = 0; band < 3; ++band) {
        const std::uint32_t blocked = columns | kTables.row_cells[(marks >> (3 * band)) & 7U] |
                                      kTables.box_cells[(marks >> (18 + 3 * band)) & 7U];
        grid.candidates[slot(digit, band)] =
            (kBandBits & ~blocked & ~grid.placed[band]) | own[3 * digit + band];
      }
    }
    return true;
  }

  // Explores one search state; true when the search must stop (enough solutions found, or
  // the budget spent), false when this state is exhausted.
  bool explore(Grid& grid) {
    if (budget_.spend_node()) return true;
    Pairs pairs{};
    if (!propagate(grid, pairs)) return false;
    if ((grid.placed[0] & grid.placed[1] & grid.placed[2]) == kBandBits) {
      return record_solution(grid);
    }
    const BandCell cell = choose_cell(grid, pairs);
    std::uint32_t digits = 0;
    for (int digit = 0; digit < kDigitCount; ++digit) {
      digits |= ((grid.candidates[slot(digit, cell.band)] >> cell.index) & 1U) << digit;
    }
    while (digits != 0) {
      const int digit = std::countr_zero(digits);
      digits &= digits - 1;
      ++guesses_;
      const int mark = trail_mark();
      if (digits == 0) {  // the last digit: this grid is not needed afterwards
        guess(grid, digit, cell);
        if (explore(grid)) return true;
        take_back(mark);
        return false;
      }
      Grid child = grid;
      guess(child, digit, cell);
      if (explore(child)) return true;
      take_back(mark);
    }
    return false;
  }

  std::uint64_t guesses() const { return guesses_; }
  const Budget& budget() const { return budget_; }

 private:
  // The cells of each band with two candidates left, as the last count of a propagation saw
  // them (the grid's fixpoint).
  using Pairs = std::array<std::uint32_t, 3>;

  // Row, column, box and cell rules to a fixpoint; false on a contradiction. At the fixpoint,
  // `pairs` holds its cells with two candidates.
  bool propagate(Grid& grid, Pairs& pairs) {
    for (;;) {
      while (grid.unsettled != 0) {
        const int digit = std::countr_zero(grid.unsettled);
        grid.unsettled &= grid.unsettled - 1;
        if (grid.unsettled == 0) {
          if (!settle(grid, digit)) return false;
          continue;
        }
        const int other = std::countr_zero(grid.unsettled);
        grid.unsettled &= grid.unsettled - 1;
        if (!settle_pair(grid, digit, other)) return false;
      }
      bool wrote = false;
      if (!place_naked_singles(grid, wrote, pairs)) return false;
      if (!wrote) return true;
    }
  }

  // The band rule on each of a digit's band words, then the stack rule on what is left. The
  // band rule's words are kept; the stack rule's verdict is returned, as the columns (bit 9 *
  // band + column) that each band holds the digit in, before it and after it (`kept`), for the
  // caller to apply (`keep_columns`) and go round again, or to stop when the two are equal.
  struct StackVerdict {
    std::uint32_t columns;
    std::uint32_t kept;
  };
  static StackVerdict apply_rules(DigitWords& bands) {
    for (std::uint32_t& word : bands) word = keep_band_permutations(word);
    const std::uint32_t columns =
        columns_of(bands[0]) | columns_of(bands[1]) << 9 | columns_of(bands[2]) << 18;
    const std::uint32_t kept = keep_stack_permutations(columns, 0) |
                               keep_stack_permutations(columns, 3) |
                               keep_stack_permutations(columns, 6);
    // A stack with no fitting permutation empties a box, which the band rule then reports.
    return {columns, kept};
  }
  static void keep_columns(DigitWords& bands, std::uint32_t kept) {
    bands[0] &= kTables.column_cells[kept & kRowBits];
    bands[1] &= kTables.column_cells[(kept >> 9) & kRowBits];
    bands[2] &= kTables.column_cells[kept >> 18];
  }
  static bool has_empty_band(const DigitWords& bands) {
    return bands[0] == 0 || bands[1] == 0 || bands[2] == 0;
  }

  // Applies the band and stack rules to one digit until neither changes anything, then
  // writes the digit into every unplaced cell left alone in its row (every hidden single).
  bool settle(Grid& grid, int digit) {
    DigitWords bands = words_of(grid, digit);
    for (;;) {
      const StackVerdict verdict = apply_rules(bands);
      if (has_empty_band(bands)) return false;
      if (verdict.kept == verdict.columns) break;
      keep_columns(bands, verdict.kept);
    }
    store(grid, digit, bands);
    for (int band = 0; band < 3; ++band) {
      const std::uint32_t fresh = row_singles(bands[band]) & ~grid.placed[band];
      if (fresh != 0) claim(grid, digit, band, fresh);
    }
    return true;
  }

  // settle for two digits at once. Their rules run side by side, so that the two chains of
  // lookups overlap, and one branch decides for both whether to go round again (a pass more
  // for a digit already settled changes nothing): 2–4 % faster on the hard sets than one
  // digit after the other. The hidden singles come from the settled words; a cell that is a
  // hidden single of both digits is a contradiction.
  bool settle_pair(Grid& grid, int first, int second) {
    DigitWords bands0 = words_of(grid, first);
    DigitWords bands1 = words_of(grid, second);
    for (;;) {
      const StackVerdict verdict0 = apply_rules(bands0);
      const StackVerdict verdict1 = apply_rules(bands1);
      if (has_empty_band(bands0) || has_empty_band(bands1)) return false;
      if (verdict0.kept == verdict0.columns && verdict1.kept == verdict1.columns) break;
      keep_columns(bands0, verdict0.kept);
      keep_columns(bands1, verdict1.kept);
    }
    store(grid, first, bands0);
    store(grid, second, bands1);
    for (int band = 0; band < 3; ++band) {
      const std::uint32_t fresh0 = row_singles(bands0[band]) & ~grid.placed[band];
      const std::uint32_t fresh1 = row_singles(bands1[band]) & ~grid.placed[band];
      if ((fresh0 & fresh1) != 0) return false;
      if (fresh0 != 0) claim(grid, first, band, fresh0);
      if (fresh1 != 0) claim(grid, second, band, fresh1);
    }
    return true;
  }

  // Writes `digit` into the cells `fresh` of `band`, its hidden singles. The digit is settled,
  // so no peer of those cells still holds it: only the other digits must give the cells up.
  void claim(Grid& grid, int digit, int band, std::uint32_t fresh) {
    std::uint32_t* words = &grid.candidates[slot(0, band)];
    const std::uint32_t own = words[digit];
    const std::uint32_t lost = clear_cells(words, fresh);
    words[digit] = own;
    grid.unsettled |= lost & ~(1U << digit);
    grid.placed[band] |= fresh;
    if constexpr (kTrace) {
      for (std::uint32_t cells = fresh; cells != 0; cells &= cells - 1) {
        note(TraceEvent::Kind::placement, BandCell{band, std::countr_zero(cells)}, digit);
      }
    }
  }

  // Finds cells with one candidate left and writes it; false when a cell has none. Counting
  // the candidates, it also finds the cells with two (`pairs`, right when nothing was written).
  bool place_naked_singles(Grid& grid, bool& wrote, Pairs& pairs) {
    for (int band = 0; band < 3; ++band) {
      std::uint32_t once = 0;
      std::uint32_t twice = 0;
      std::uint32_t thrice = 0;
      for (int digit = 0; digit < kDigitCount; ++digit) {
        const std::uint32_t word = grid.candidates[slot(digit, band)];
        thrice |= twice & word;
        twice |= once & word;
        once |= word;
      }
      if (once != kBandBits) return false;
      pairs[band] = twice & ~thrice & ~grid.placed[band];
      std::uint32_t naked = once & ~twice & ~grid.placed[band];
      while (naked != 0) {
        const int index = std::countr_zero(naked);
        naked &= naked - 1;
        int digit = 0;
        while (digit < kDigitCount && ((grid.candidates[slot(digit, band)] >> index) & 1U) == 0) {
          ++digit;
        }
        if (digit == kDigitCount) return false;  // an earlier single took its last digit
        force(grid, digit, BandCell{band, index});
        wrote = true;
      }
    }
    return true;
  }

  // The cell to branch on: best_pair_cell, or with no cell of two candidates, the first cell
  // with the fewest.
  static BandCell choose_cell(const Grid& grid, const Pairs& pairs) {
    if ((pairs[0] | pairs[1] | pairs[2]) == 0) return fewest_candidates(grid);
    return best_pair_cell(grid.placed, pairs);
  }

  static BandCell fewest_candidates(const Grid& grid) {
    BandCell best{0, 0};
    int best_count = kDigitCount + 1;
    for (int band = 0; band < 3; ++band) {
      for (std::uint32_t open = ~grid.placed[band] & kBandBits; open != 0; open &= open - 1) {
        const int index = std::countr_zero(open);
        int count = 0;
        for (int digit = 0; digit < kDigitCount; ++digit) {
          count += static_cast<int>((grid.candidates[slot(digit, band)] >> index) & 1U);
        }
        if (count < best_count) {
          best_count = count;
          best = BandCell{band, index};
        }
      }
    }
    return best;
  }

  bool record_solution(const Grid& grid) {
    ++result_.count;
    if (!result_.solution) result_.solution = solution_of(geometry_, grid.candidates);
    return options_.max_solutions != 0 && result_.count >= options_.max_solutions;
  }

  // A digit written by propagation.
  void force(Grid& grid, int digit, BandCell cell) {
    place(grid, digit, cell);
    if constexpr (kTrace) note(TraceEvent::Kind::placement, cell, digit);
  }

  // A digit tried at a branching cell.
  void guess(Grid& grid, int digit, BandCell cell) {
    place(grid, digit, cell);
    if constexpr (kTrace) note(TraceEvent::Kind::guess, cell, digit);
  }

  // Reports a write and keeps it on the trail (traced search only).
  void note(TraceEvent::Kind kind, BandCell cell, int digit) {
    const TraceEvent event{kind, cell.band * kBandCellCount + cell.index,
                           static_cast<Digit>(digit + 1)};
    trail_.events[static_cast<std::size_t>(trail_.size++)] = event;
    options_.trace(event);
  }

  int trail_mark() const {
    if constexpr (kTrace) return trail_.size;
    return 0;
  }

  // Reports a backtrack for every cell written since the trail held `mark` entries.
  void take_back(int mark) {
    if constexpr (kTrace) {
      while (trail_.size > mark) {
        const TraceEvent& written = trail_.events[static_cast<std::size_t>(--trail_.size)];
        options_.trace(TraceEvent{TraceEvent::Kind::backtrack, written.cell, written.digit});
      }
    } else {
      static_cast<void>(mark);
    }
  }

  const Geometry& geometry_;
  const SolveOptions& options_;
  Budget budget_;
  SolveResult& result_;
  std::uint64_t guesses_ = 0;
  [[no_unique_address]] std::conditional_t<kTrace, Trail, NoTrail> trail_{};
};

// A search's statistics and status, once it has ended (this search's or the lanes copy's).
template <typename AnySearch>
void report(const AnySearch& search, SolveResult& result) {
  result.stats.nodes = search.budget().nodes();
  result.stats.guesses = search.guesses();
  if (search.budget().spent()) {
    result.status = SolveStatus::budget_spent;
  } else {
    result.status = result.count > 0 ? SolveStatus::solved : SolveStatus::no_solution;
  }
}

template <bool kTrace>
void run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result) {
  Search<kTrace> search(puzzle.geometry(), options, result);
  Grid grid;  // place_givens writes every word and `placed`; not cleared first (see zero_words)
  if (Search<kTrace>::place_givens(grid, puzzle)) {
    grid.unsettled = (1U << kDigitCount) - 1;
    search.explore(grid);
  }
  report(search, result);
}
