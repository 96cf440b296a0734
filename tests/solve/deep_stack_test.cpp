// run_with_stack() and the deep stack solve() gives a large grid (src/solve/deep_stack.hpp).
#include "solve/deep_stack.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <thread>

#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::detail {
namespace {

constexpr std::size_t kMiB = 1024 * 1024;

TEST(DeepStack, RunsTheWorkOnAThreadWithTheStackAsked) {
  const std::thread::id caller = std::this_thread::get_id();
  std::thread::id worker;
  bool room = false;
  bool more_than_asked = true;
  run_with_stack(256 * kMiB, [&] {
    worker = std::this_thread::get_id();
    room = stack_has_room(200 * kMiB);
    more_than_asked = stack_has_room(300 * kMiB);
  });
  EXPECT_NE(worker, caller);
  EXPECT_TRUE(room);
  EXPECT_FALSE(more_than_asked);
}

TEST(DeepStack, HandsBackWhatTheWorkThrew) {
  EXPECT_THROW(run_with_stack(16 * kMiB, [] { throw std::out_of_range("thrown inside"); }),
               std::out_of_range);
}

TEST(DeepStack, KnowsTheRoomOfTheCallingThread) {
  EXPECT_TRUE(stack_has_room(64 * 1024));
  EXPECT_FALSE(stack_has_room(std::size_t{1} << 40));
  // A thread with a small stack has little room, whatever the process's limit.
  bool small_has_room = true;
  run_with_stack(1 * kMiB, [&] { small_has_room = stack_has_room(2 * kMiB); });
  EXPECT_FALSE(small_has_room);
}

// The empty 64×64 needs a deeper search than a small stack holds: solved from a thread of 1 MiB
// (a release build needs ~2 MiB; the sanitizer build of this test far more), it is filled.
TEST(DeepStack, SolveFillsTheEmpty64x64EvenFromASmallStack) {
  const Puzzle empty{Geometry(64)};
  SolveResult result;
  run_with_stack(1 * kMiB, [&] { result = solve(empty); });
  ASSERT_TRUE(result.solution);
  EXPECT_TRUE(is_solution_of(*result.solution, empty));
}

}  // namespace
}  // namespace sudoku::detail
