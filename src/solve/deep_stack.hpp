// A stack deep enough for a search of a large grid.
//
// The engines recurse once per guess (general) or per blank cell (backtrack), so their depth
// grows with the grid: up to 4,096 frames for 64×64, about 2 MiB in a release build. That fits
// the 8 MiB a process and its threads usually have, but not a small `ulimit -s`, and not the
// larger frames of a sanitizer build. When the calling thread has less room left than a grid
// may need, run_with_stack() runs the search on a thread of its own with that room, and waits:
// the caller sees nothing but the result (or the search's exception). Such a stack is reserved,
// not touched, so only the pages the search reaches cost memory.
#pragma once

#include <cstddef>
#include <functional>

namespace sudoku::detail {

// Grids up to this many cells (25×25) always search on the caller's stack.
inline constexpr int kCellsOnCallerStack = 625;

// The stack a search of `cells` cells may need: 1 KiB per cell (four times what a release build
// was measured to use), 16 KiB under AddressSanitizer, whose frames are far larger.
std::size_t stack_for_cells(int cells);

// True when the calling thread's stack has `bytes` left below the caller's frame.
bool stack_has_room(std::size_t bytes);

// Runs `work` on a new thread with a stack of `bytes` and returns when it ends, rethrowing what
// it threw. When no such thread can be made, runs it on the calling thread.
void run_with_stack(std::size_t bytes, const std::function<void()>& work);

}  // namespace sudoku::detail
