// The node/time budget every engine obeys, so that no search can hang.
//
// An engine calls spend_node() once per search state; it answers true once the budget is
// spent, and the engine then unwinds at once. The clock is read only every 1024 nodes, so
// the check costs a compare and an increment on the hot path.
//
// Searches running side by side on several threads (general's parallel count) share one
// SharedNodes: each adds its nodes to it every kSharedNodesStep nodes, and all stop once their
// sum passes the limit or one of them meets the deadline.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "sudoku/solve.hpp"

namespace sudoku::detail {

// The node limit of searches that share it (0: none), and whether it is spent.
class SharedNodes {
 public:
  explicit SharedNodes(std::uint64_t limit) : limit_(limit) {}

  // Adds `nodes`; true when the shared budget is spent (then and from then on).
  bool spend(std::uint64_t nodes) {
    const std::uint64_t used = used_.fetch_add(nodes, std::memory_order_relaxed) + nodes;
    if (limit_ != 0 && used > limit_) spent_.store(true, std::memory_order_relaxed);
    return spent_.load(std::memory_order_relaxed);
  }
  void stop() { spent_.store(true, std::memory_order_relaxed); }
  bool spent() const { return spent_.load(std::memory_order_relaxed); }

 private:
  std::uint64_t limit_;
  std::atomic<std::uint64_t> used_{0};
  std::atomic<bool> spent_{false};
};

// Nodes a search counts on its own before it adds them to a SharedNodes.
inline constexpr std::uint64_t kSharedNodesStep = 256;

// When a search that starts now with `options` must stop: nullopt without a time limit, or with one
// too far away to reach (it would overflow the clock).
inline std::optional<std::chrono::steady_clock::time_point> deadline_of(
    const SolveOptions& options) {
  using Clock = std::chrono::steady_clock;
  if (options.time_limit.count() <= 0) return std::nullopt;
  const Clock::time_point now = Clock::now();
  const auto room =
      std::chrono::duration_cast<std::chrono::microseconds>(Clock::time_point::max() - now);
  if (options.time_limit >= room) return std::nullopt;
  return now + options.time_limit;
}

// The options for what is left of `options`' budget in a later step of a search: the node limit
// less `nodes_spent`, and the time from now to `deadline` (at least 1 µs; deadline_of gave it).
inline SolveOptions options_left(const SolveOptions& options, std::uint64_t nodes_spent,
                                 std::optional<std::chrono::steady_clock::time_point> deadline) {
  SolveOptions left = options;
  if (options.node_limit != 0) left.node_limit = options.node_limit - nodes_spent;
  if (deadline) {
    const auto now = std::chrono::steady_clock::now();
    left.time_limit =
        std::max(std::chrono::duration_cast<std::chrono::microseconds>(*deadline - now),
                 std::chrono::microseconds{1});
  }
  return left;
}

class Budget {
 public:
  explicit Budget(const SolveOptions& options)
      : node_limit_(options.node_limit), stop_(options.stop), polls_(stop_ != nullptr) {
    if (const auto deadline = deadline_of(options)) {
      has_deadline_ = true;
      polls_ = true;
      deadline_ = *deadline;
    }
  }

  // Counts one node; true when the budget is spent (and from then on).
  bool spend_node() {
    ++nodes_;
    if (node_limit_ != 0 && nodes_ > node_limit_) spent_ = true;
    if (polls_ && (nodes_ & 1023U) == 0 && (past_deadline() || stopped())) {
      spent_ = true;
      if (shared_ != nullptr) shared_->stop();
    }
    if (shared_ != nullptr && nodes_ % kSharedNodesStep == 0 && shared_->spend(kSharedNodesStep)) {
      spent_ = true;
    }
    return spent_;
  }

  // Reads the clock: true when the deadline has passed (the budget is then spent), or when the
  // budget was spent already. For the work before a search, which has no nodes to count: an
  // engine's set-up (cdcl's encoding, cdcl.cpp) asks it every so often.
  bool out_of_time() {
    if (has_deadline_ && std::chrono::steady_clock::now() >= deadline_) spent_ = true;
    return spent_;
  }

  // From now on this budget's nodes count against `shared` too (nullptr: no more).
  void share(SharedNodes* shared) { shared_ = shared; }
  // The search is over: its nodes not yet added to the shared budget are added now.
  void settle_shared() {
    if (shared_ != nullptr && shared_->spend(nodes_ % kSharedNodesStep)) spent_ = true;
  }

  bool spent() const { return spent_; }
  std::uint64_t nodes() const { return nodes_; }

 private:
  bool past_deadline() const {
    return has_deadline_ && std::chrono::steady_clock::now() >= deadline_;
  }
  bool stopped() const { return stop_ != nullptr && stop_->load(std::memory_order_relaxed); }

  std::uint64_t node_limit_;
  const std::atomic<bool>* stop_;
  bool polls_;  // a deadline or a stop flag: read every 1024 nodes
  bool has_deadline_ = false;
  std::chrono::steady_clock::time_point deadline_{};
  std::uint64_t nodes_ = 0;
  bool spent_ = false;
  SharedNodes* shared_ = nullptr;
};

}  // namespace sudoku::detail
