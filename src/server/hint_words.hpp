// What a hint says and shows (logic_routes.cpp, /api/hint): the move it is about, found on the
// board as the player sees it; its words at each level (1 where to look, 2 which technique,
// 3 the whole step); and the houses and cells the page highlights, never more than the words
// name.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "server/api.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::server {

// The move a hint tells: `steps` from the board as the player sees it, the first the one the
// hint is about (the easiest the ladder finds there), then the steps after it up to and
// including the first that places a digit, so the reply can say how far the next digit is.
// Empty with `stalled` when logic finds no first step, with `budget_spent` when the deadline
// passed first; after the first step, running out of time or technique only ends the walk.
struct NextMove {
  std::vector<Step> steps;
  std::string focus;  // step_focus of the first step, in the board it was found in
  bool stalled = false;
  bool budget_spent = false;
  const Step& step() const { return steps.front(); }
  bool places() const { return !steps.front().placements.empty(); }
  // The steps from the first up to the next digit placed (1 when the first places one), or
  // nothing when the walk ended before placing one.
  std::optional<std::size_t> to_digit() const {
    if (steps.empty() || steps.back().placements.empty()) return std::nullopt;
    return steps.size();
  }
};

NextMove next_move(CandidateGrid grid, const LogicOptions& options);

// The hint's words at `level` (1 to 3).
std::string hint_text(const NextMove& move, int level);

// What the page highlights: at levels 1 and 2 the place the hint names; at level 3 the step's
// houses and cells (its pattern, and where it places or eliminates), each once, in order.
Json hint_highlight(const CandidateGrid& grid, const Step& step, int level);

// "r3c4", "r3c4 and r7c1", "r1c1, r2c2, r3c3 and 4 other cells": at most three named.
std::string cells_named(const Geometry& geometry, const std::vector<int>& cells);

}  // namespace sudoku::server
