// The limits of `sudoku serve`, in one place: docs/api.md quotes them, the tests check them.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace sudoku::server {

// A request body larger than this is refused with 413.
inline constexpr std::size_t kMaxBodyBytes = std::size_t{64} * 1024;
// Threads serving connections (each serves one connection while it is kept alive).
inline constexpr std::size_t kServerThreads = 32;
// Every search (solve, count, check) stops after this many nodes or this long, whichever
// comes first, and says so ("budget spent").
inline constexpr std::uint64_t kNodeLimit = 2'000'000;
inline constexpr std::chrono::milliseconds kTimeLimit{2000};
// A solve's trace keeps at most this many events; the reply says how many there were.
inline constexpr std::size_t kTraceCap = 20'000;
// The logical solver (hint, explain, rate) takes grids up to this side.
inline constexpr int kMaxLogicSide = 25;
// Generation: sides up to this, at most this many attempts at a difficulty.
inline constexpr int kMaxGenerateSide = 16;
inline constexpr int kGenerateAttempts = 40;
inline constexpr std::uint64_t kGenerateNodeLimit = 200'000;

}  // namespace sudoku::server
