// The limits of `sudoku serve`, in one place: docs/api.md quotes them, the tests check them.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace sudoku::server {

// The longest "name" (a file's) /api/import takes as the source of its messages.
inline constexpr std::size_t kMaxNameBytes = 255;
// A request body larger than this is refused with 413, however it is sent (Content-Length or
// chunked: then the chunks' data, and at most twice this as sent).
inline constexpr std::size_t kMaxBodyBytes = std::size_t{64} * 1024;
// The HTTP layer (connection_loop.hpp, docs/api.md "Connections"): the request line and headers
// at most this large and this many lines (else 431); connections at once; the deadlines.
inline constexpr std::size_t kMaxHeadBytes = std::size_t{16} * 1024;
inline constexpr std::size_t kMaxHeaderLines = 100;
inline constexpr std::size_t kMaxConnections = 512;
inline constexpr std::size_t kMaxRequestsPerConnection = 1000;
inline constexpr std::chrono::milliseconds kReadTimeout{5000};      // silence within a request
inline constexpr std::chrono::milliseconds kRequestTimeout{10000};  // first byte to last
inline constexpr std::chrono::milliseconds kIdleTimeout{5000};      // kept alive, no request
inline constexpr std::chrono::milliseconds kWriteTimeout{5000};     // a reply not taken
inline constexpr std::chrono::milliseconds kLingerTime{1000};       // after a refused request
// Requests ready to run wait in two queues: heavy routes on one thread per core, at most
// kHeavyQueuePerWorker waiting per thread (each takes up to kTimeLimit, so a request waits at
// most about 4 of them: 8 s); the others on kLightWorkers threads, at most kLightQueue
// waiting. Beyond, 503 at once, with Retry-After.
inline constexpr std::size_t kHeavyQueuePerWorker = 4;
inline constexpr std::size_t kLightWorkers = 2;
inline constexpr std::size_t kLightQueue = 256;
// Every search (solve, count, check) stops after this many nodes or this long, whichever
// comes first, and says so ("budget_spent").
inline constexpr std::uint64_t kNodeLimit = 2'000'000;
inline constexpr std::chrono::milliseconds kTimeLimit{2000};
// A solve's trace keeps at most this many events; the reply says how many there were.
inline constexpr std::size_t kTraceCap = 20'000;
// An "auto" solve with a trace runs general (the engine with a trace) for at most this many
// nodes: a node writes some 10 events on a 9×9 Killer and 50 on a sparse 25×25, so the trace
// is near its cap or past it by then. A search not ended by then goes on without a trace (auto:
// cdcl for the hard instances), and the reply says so.
inline constexpr std::uint64_t kTracedNodes = 2'000;
// The logical solver (hint, explain, rate) takes grids up to this side.
inline constexpr int kMaxLogicSide = 25;
// A hint, explain or rate request does all its work within kTimeLimit: the count of
// solutions first, with at most this share of it, then the logical solver until the
// deadline (and explain's search for the rest, when logic stalls, in what is left). Past the
// deadline the reply says so: "budget_spent", with the steps found so far.
inline constexpr std::chrono::milliseconds kLogicCountTimeLimit{1000};
// Generation: sides up to this, at most this many attempts at a difficulty, and at most
// this long (a 16×16 killer+jigsaw+x at extreme could take two minutes); past it, 422 with
// "no puzzle made within the time limit (5 s): …".
inline constexpr int kMaxGenerateSide = 16;
inline constexpr int kGenerateAttempts = 40;
inline constexpr std::uint64_t kGenerateNodeLimit = 200'000;
inline constexpr std::chrono::milliseconds kGenerateTimeLimit{5000};

}  // namespace sudoku::server
