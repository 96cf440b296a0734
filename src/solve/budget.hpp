// The node/time budget every engine obeys, so that no search can hang.
//
// An engine calls spend_node() once per search state; it answers true once the budget is
// spent, and the engine then unwinds at once. The clock is read only every 1024 nodes, so
// the check costs a compare and an increment on the hot path.
#pragma once

#include <chrono>
#include <cstdint>

#include "sudoku/solve.hpp"

namespace sudoku::detail {

class Budget {
 public:
  explicit Budget(const SolveOptions& options) : node_limit_(options.node_limit) {
    using Clock = std::chrono::steady_clock;
    if (options.time_limit.count() <= 0) return;
    const Clock::time_point now = Clock::now();
    // A limit too far away to reach (it would overflow the clock) is no limit.
    const auto room =
        std::chrono::duration_cast<std::chrono::microseconds>(Clock::time_point::max() - now);
    if (options.time_limit >= room) return;
    has_deadline_ = true;
    deadline_ = now + options.time_limit;
  }

  // Counts one node; true when the budget is spent (and from then on).
  bool spend_node() {
    ++nodes_;
    if (node_limit_ != 0 && nodes_ > node_limit_) spent_ = true;
    if (has_deadline_ && (nodes_ & 1023U) == 0 && std::chrono::steady_clock::now() >= deadline_) {
      spent_ = true;
    }
    return spent_;
  }

  bool spent() const { return spent_; }
  std::uint64_t nodes() const { return nodes_; }

 private:
  std::uint64_t node_limit_;
  bool has_deadline_ = false;
  std::chrono::steady_clock::time_point deadline_{};
  std::uint64_t nodes_ = 0;
  bool spent_ = false;
};

}  // namespace sudoku::detail
