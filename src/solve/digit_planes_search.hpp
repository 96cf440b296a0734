// The search of the digit-planes board (digit_planes.hpp draws it). Included twice by
// digit_planes.cpp, once for any x86-64 and once compiled with POPCNT and BMI1/2, each
// copy in a namespace of its own; nothing here may be defined outside that namespace.
//
// Propagation, to a fixpoint, after any change:
//  - for each digit whose plane lost cells, in every touched house not yet holding it: no place
//    left fails, one place left is a hidden single; a cell in no plane fails, a cell in one plane
//    is a naked single;
//  - when the singles stall, locked candidates in the touched houses: places that all lie in
//    another house too leave the rest of that house; and again.
// Writing digit d in cell c clears c from every other plane and c's peers from plane d, and
// touches the houses where a plane lost cells. The rules are those of the mask board's
// propagators (hidden singles, locked candidates) and reach the same fixpoint.
//
// Branching, as classic9 does: among the open cells with the fewest candidates, the one with the
// most open peers, the first in reading order among equals. (The mask board's extra rules, a digit
// with two places in a house and ties broken by a hash, pay on 25×25 with restarts; here they
// cost half as many nodes again: 71,484 against 47,797 on forum_hardest_1106.) Each guess works
// on a copy of the board. On side 16, a search for one solution restarts as the mask board's
// does (restarts.hpp), ties then broken at random and digits tried from one of the restart's own.

template <int W, bool kTrace>
class PlaneSearch {
 public:
  using Layout = PlaneLayout<W>;
  using Set = Cells<W>;
  using State = Board<W>;

  PlaneSearch(const Puzzle& puzzle, const Layout& layout, const SolveOptions& options,
              SolveResult& result)
      : puzzle_(puzzle), layout_(layout), options_(options), budget_(options), result_(result) {}

  // The board with the givens written (untraced); false when two givens clash.
  bool place_givens(State& board) const {
    for (int digit = 0; digit < layout_.side; ++digit) board.planes[digit] = layout_.all_cells;
    for (int cell = 0; cell < layout_.cell_count; ++cell) {
      const Digit given = puzzle_.at(cell);
      if (given == kBlank) continue;
      if (!board.planes[given - 1].has(cell)) return false;
      write(board, given - 1, cell);
    }
    // The root looks at everything.
    for (int digit = 0; digit < layout_.side; ++digit) board.touched[digit] = layout_.all_houses;
    board.unsettled = (std::uint32_t{1} << layout_.side) - 1;
    return true;
  }

  // Explores one search state; true when the search must stop (enough solutions, or the budget
  // spent), false when this state is exhausted.
  bool explore(State& board) {
    if (budget_.spend_node()) return true;
    if (!propagate(board)) {
      if (restart_limit_ != 0 && ++restart_failures_ >= restart_limit_) cut_ = true;
      return cut_;
    }
    if (board.solved == layout_.all_cells) return record_solution(board);
    const Set pairs = cells_with_two(board);
    if (pairs.any()) return explore_cell(board, most_open_peers(board, pairs));
    return explore_cell(board, most_open_peers(board, cells_with_fewest(board)));
  }

  // Looks for a first solution with restarts (restarts.hpp): searches cut after their share of
  // dead ends, each from a copy of the root with its own tie-breaks and digit order.
  void explore_with_restarts(const State& root) {
    for (std::uint64_t attempt = 0;; ++attempt) {
      restart_limit_ = kRestartUnit * luby(attempt + 1);
      restart_failures_ = 0;
      cut_ = false;
      scramble_ = restart_scramble(attempt);
      State board = root;
      if (!explore(board) || !cut_) return;
      take_back(0);
    }
  }

  std::uint64_t guesses() const { return guesses_; }
  const Budget& budget() const { return budget_; }

 private:
  // Tries each candidate of `cell` in increasing order (a restart from a digit of its own, then
  // round), each on a copy of the board but the last, which takes the board itself: it is not
  // needed afterwards.
  bool explore_cell(State& board, int cell) {
    std::uint32_t digits = 0;
    for (int digit = 0; digit < layout_.side; ++digit) {
      digits |= (board.planes[digit].has(cell) ? 1U : 0U) << digit;
    }
    const unsigned first = (scramble_ >> 7) % static_cast<unsigned>(layout_.side);
    const std::uint32_t from_first = digits & ~((std::uint32_t{1} << first) - 1);
    int left = std::popcount(digits);
    for (std::uint32_t part : {from_first, digits & ~from_first}) {
      for (; part != 0; part &= part - 1) {
        const int digit = std::countr_zero(part);
        if (--left == 0) return guess(board, digit, cell);
        State child = board;
        if (guess(child, digit, cell)) return true;
      }
    }
    return false;
  }

  // Writes the guess into `board` and explores it.
  bool guess(State& board, int digit, int cell) {
    ++guesses_;
    const int mark = trail_mark();
    write(board, digit, cell);
    note(TraceEvent::Kind::guess, digit, cell);
    if (explore(board)) return true;
    take_back(mark);
    return false;
  }

  // Every rule to a common fixpoint, cheapest first; false on a contradiction. Locked
  // candidates wait until the singles stall (measured: looking for them at once costs more than
  // it saves), and then look only at the houses touched since they last ran.
  bool propagate(State& board) {
    std::array<std::uint64_t, Layout::kMaxSide> unlocked{};  // touched houses, per digit
    std::uint32_t unlocked_digits = 0;
    for (;;) {
      while (board.unsettled != 0) {
        const int digit = std::countr_zero(board.unsettled);
        board.unsettled &= ~(std::uint32_t{1} << digit);
        unlocked[digit] |= board.touched[digit];
        unlocked_digits |= std::uint32_t{1} << digit;
        if (!write_hidden_singles(board, digit)) return false;
        if (board.unsettled == 0 && !write_naked_singles(board)) return false;
      }
      for (; unlocked_digits != 0; unlocked_digits &= unlocked_digits - 1) {
        const int digit = std::countr_zero(unlocked_digits);
        remove_locked_candidates(board, digit, std::exchange(unlocked[digit], 0));
      }
      if (board.unsettled == 0) return true;
    }
  }

  // In each touched house without the digit: no place left fails; one place left gets the digit.
  // A write touches houses of the digit again, so the caller comes back to it.
  bool write_hidden_singles(State& board, int digit) {
    const std::uint64_t houses = std::exchange(board.touched[digit], 0);
    for (std::uint64_t open = houses & ~board.done[digit]; open != 0; open &= open - 1) {
      const int house = std::countr_zero(open);
      if ((board.done[digit] >> house) & 1U) continue;  // written in this pass
      const Set places = board.planes[digit] & layout_.houses[house];
      const int count = places.count();
      if (count == 0) return false;
      if (count != 1) continue;
      write(board, digit, places.first());
      note(TraceEvent::Kind::placement, digit, places.first());
    }
    return true;
  }

  // In each of `houses` without the digit: places that all lie in another house too leave the
  // rest of that house (pointing and claiming, a box and a diagonal, a region and a line).
  void remove_locked_candidates(State& board, int digit, std::uint64_t houses) {
    for (std::uint64_t open = houses & ~board.done[digit]; open != 0; open &= open - 1) {
      const int house = std::countr_zero(open);
      const Set places = board.planes[digit] & layout_.houses[house];
      const int count = places.count();
      if (count < 2 || count > layout_.largest_crossing) continue;
      std::uint64_t shared = houses_holding_all(places) & ~(std::uint64_t{1} << house);
      for (; shared != 0; shared &= shared - 1) {
        remove(board, digit, layout_.houses[std::countr_zero(shared)].without(places));
      }
    }
  }

  // The houses holding every cell of `cells`: the AND of the cells' houses.
  std::uint64_t houses_holding_all(const Set& cells) const {
    std::uint64_t shared = layout_.all_houses;
    for (const int cell : cells) shared &= layout_.houses_of_cell[cell];
    return shared;
  }

  // Takes `cells` out of the digit's plane, touching the houses where it loses some.
  void remove(State& board, int digit, const Set& cells) {
    Set& plane = board.planes[digit];
    const Set lost = plane & cells;
    if (lost.none()) return;
    plane = plane.without(cells);
    std::uint64_t& touched = board.touched[digit];
    for (const int cell : lost) touched |= layout_.houses_of_cell[cell];
    board.unsettled |= std::uint32_t{1} << digit;
  }

  // Cells in no plane fail; cells in one plane get its digit.
  bool write_naked_singles(State& board) {
    Set once;
    Set twice;
    for (int digit = 0; digit < layout_.side; ++digit) {
      twice = twice | (once & board.planes[digit]);
      once = once | board.planes[digit];
    }
    if (!(once == layout_.all_cells)) return false;
    const Set naked = once.without(twice).without(board.solved);
    for (const int cell : naked) {
      int digit = 0;
      while (digit < layout_.side && !board.planes[digit].has(cell)) ++digit;
      if (digit == layout_.side)
        return false;  // an earlier single of this pass took its last digit
      write(board, digit, cell);
      note(TraceEvent::Kind::placement, digit, cell);
    }
    return true;
  }

  // Writes `digit` into `cell`: the other planes lose the cell, the digit's plane the cell's
  // peers; the houses where a plane lost cells are touched.
  void write(State& board, int digit, int cell) const {
    const int word = cell >> 6;
    const std::uint64_t bit = std::uint64_t{1} << (cell & 63);
    std::uint32_t lost = 0;
    for (int other = 0; other < layout_.side; ++other) {
      std::uint64_t& plane_word = board.planes[other].words[word];
      lost |= static_cast<std::uint32_t>((plane_word & bit) != 0) << other;
      plane_word &= ~bit;
    }
    Set& plane = board.planes[digit];
    plane = plane.without(layout_.peers[cell]);
    plane.words[word] |= bit;
    lost &= ~(std::uint32_t{1} << digit);
    for (std::uint32_t others = lost; others != 0; others &= others - 1) {
      board.touched[std::countr_zero(others)] |= layout_.houses_of_cell[cell];
    }
    board.touched[digit] |= layout_.houses_near_cell[cell];
    board.unsettled |= lost | (std::uint32_t{1} << digit);
    board.solved.words[word] |= bit;
    board.done[digit] |= layout_.houses_of_cell[cell];
  }

  // The open cells with two candidates, by bit-parallel counts over the planes.
  Set cells_with_two(const State& board) const {
    Set once;
    Set twice;
    Set thrice;
    for (int digit = 0; digit < layout_.side; ++digit) {
      const Set& plane = board.planes[digit];
      thrice = thrice | (twice & plane);
      twice = twice | (once & plane);
      once = once | plane;
    }
    return twice.without(thrice).without(board.solved);
  }

  // Of `cells`, the one with the most open peers (its guess reaches furthest), the first in
  // reading order among equals; after a restart, one picked at random (seeded by the restart).
  int most_open_peers(const State& board, const Set& cells) const {
    int best = 0;
    int best_score = -1;
    for (const int cell : cells) {
      const int score =
          scramble_ == 0
              ? layout_.peers[cell].without(board.solved).count()
              : static_cast<int>((static_cast<unsigned>(cell) * 2654435761U ^ scramble_) >> 8);
      if (score > best_score) {
        best_score = score;
        best = cell;
      }
    }
    return best;
  }

  // The open cells with the fewest candidates (three or more: no cell has two).
  Set cells_with_fewest(const State& board) const {
    std::array<int, Layout::kMaxCells> counts{};
    int fewest = layout_.side + 1;
    const Set open = layout_.all_cells.without(board.solved);
    for (const int cell : open) {
      int& count = counts[static_cast<std::size_t>(cell)];
      for (int digit = 0; digit < layout_.side; ++digit) {
        count += board.planes[digit].has(cell) ? 1 : 0;
      }
      fewest = std::min(fewest, count);
    }
    Set cells;
    for (const int cell : open) {
      if (counts[static_cast<std::size_t>(cell)] == fewest) cells.set(cell);
    }
    return cells;
  }

  bool record_solution(const State& board) {
    ++result_.count;
    if (!result_.solution) {
      Puzzle solution = puzzle_;
      for (int digit = 0; digit < layout_.side; ++digit) {
        for (const int cell : board.planes[digit])
          solution.set(cell, static_cast<Digit>(digit + 1));
      }
      result_.solution = std::move(solution);
    }
    return options_.max_solutions != 0 && result_.count >= options_.max_solutions;
  }

  // Reports a write and keeps it for the backtracks (traced search only).
  void note(TraceEvent::Kind kind, int digit, int cell) {
    if constexpr (kTrace) {
      const TraceEvent event{kind, cell, static_cast<Digit>(digit + 1)};
      trail_.events[static_cast<std::size_t>(trail_.size++)] = event;
      options_.trace(event);
    } else {
      static_cast<void>(kind);
      static_cast<void>(digit);
      static_cast<void>(cell);
    }
  }

  int trail_mark() const {
    if constexpr (kTrace) return trail_.size;
    return 0;
  }

  // Reports a backtrack for every cell written since the trail held `mark` writes, newest first.
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

  const Puzzle& puzzle_;
  const Layout& layout_;
  const SolveOptions& options_;
  Budget budget_;
  SolveResult& result_;
  std::uint64_t guesses_ = 0;
  std::uint64_t restart_limit_ = 0;  // dead ends a restart may meet (0: no restarts)
  std::uint64_t restart_failures_ = 0;
  bool cut_ = false;  // the last search stopped at its restart limit
  unsigned scramble_ = 0;
  // The writes since the root, for the backtracks of a traced search (one per cell at most).
  struct Trail {
    std::array<TraceEvent, Layout::kMaxCells> events;
    int size = 0;
  };
  struct NoTrail {};
  [[no_unique_address]] std::conditional_t<kTrace, Trail, NoTrail> trail_{};
};

template <int W>
void run(const Puzzle& puzzle, const PlaneLayout<W>& layout, const SolveOptions& options,
         SolveResult& result) {
  const auto search = [&](auto& engine) {
    Board<W> board;
    if (engine.place_givens(board)) {
      // Restarts pay on large grids when one solution is wanted; counting needs one search.
      if (options.max_solutions == 1 && layout.side >= kSmallestSideForRestarts) {
        engine.explore_with_restarts(board);
      } else {
        engine.explore(board);
      }
    }
    result.stats.nodes = engine.budget().nodes();
    result.stats.guesses = engine.guesses();
    if (engine.budget().spent()) {
      result.status = SolveStatus::budget_spent;
    } else {
      result.status = result.count > 0 ? SolveStatus::solved : SolveStatus::no_solution;
    }
  };
  if (options.trace) {
    PlaneSearch<W, true> engine(puzzle, layout, options, result);
    search(engine);
  } else {
    PlaneSearch<W, false> engine(puzzle, layout, options, result);
    search(engine);
  }
}
