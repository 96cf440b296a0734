// How many puzzles a worker of solve_batch takes at a time when the caller leaves it open
// (BatchOptions::chunk 0).
#pragma once

#include <algorithm>
#include <cstddef>

namespace sudoku::detail {

// The most puzzles a chunk holds: solving one takes microseconds, so a worker should not come
// back to the shared counter for each.
constexpr std::size_t kMostSolveChunk = 16;

// A chunk of kMostSolveChunk puzzles, or fewer in a short batch, so that each of the `workers`
// gets about four chunks: 9 minimal 25×25 puzzles (seconds each) on two threads go one at a
// time, not all nine to the first thread.
constexpr std::size_t solve_chunk(std::size_t puzzles, std::size_t workers) {
  return std::clamp<std::size_t>(puzzles / (4 * std::max<std::size_t>(workers, 1)), 1,
                                 kMostSolveChunk);
}

}  // namespace sudoku::detail
