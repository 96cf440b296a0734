// The heavy routes' queue: bounded, and shared fairly between clients (work_queue.hpp).
#include "server/work_queue.hpp"

#include <gtest/gtest.h>

#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

namespace sudoku::server::test {
namespace {

// One worker, held by a first job until released, so that the order of the rest is seen.
class HeldQueue {
 public:
  explicit HeldQueue(std::size_t capacity) : queue_(1, capacity) {
    queue_.try_push("holder", [this] {
      std::unique_lock lock(mutex_);
      held_ = true;
      changed_.notify_all();
      changed_.wait(lock, [this] { return released_; });
    });
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return held_; });
  }
  bool push(const std::string& client, const std::string& name) {
    return queue_.try_push(client, [this, name] {
      const std::lock_guard lock(mutex_);
      done_.push_back(name);
      changed_.notify_all();
    });
  }
  std::vector<std::string> release_and_wait(std::size_t jobs) {
    std::unique_lock lock(mutex_);
    released_ = true;
    changed_.notify_all();
    changed_.wait(lock, [this, jobs] { return done_.size() == jobs; });
    return done_;
  }
  WorkQueue& queue() { return queue_; }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  bool held_ = false;
  bool released_ = false;
  std::vector<std::string> done_;
  WorkQueue queue_;  // last: its worker stops before the members its jobs use go
};

TEST(WorkQueue, ClientsTakeTurnsAndEachClientsJobsKeepTheirOrder) {
  HeldQueue held(16);
  for (const char* name : {"a1", "a2", "a3", "a4"}) ASSERT_TRUE(held.push("a", name));
  ASSERT_TRUE(held.push("b", "b1"));
  ASSERT_TRUE(held.push("c", "c1"));
  ASSERT_TRUE(held.push("b", "b2"));
  EXPECT_EQ(held.queue().waiting(), 7U);
  const std::vector<std::string> order = held.release_and_wait(7);
  EXPECT_EQ(order, (std::vector<std::string>{"a1", "b1", "c1", "a2", "b2", "a3", "a4"}));
}

TEST(WorkQueue, AFullQueueRefusesAtOnce) {
  HeldQueue held(2);
  EXPECT_TRUE(held.push("a", "a1"));
  EXPECT_TRUE(held.push("b", "b1"));
  EXPECT_FALSE(held.push("c", "c1"));
  EXPECT_EQ(held.queue().waiting(), 2U);
  EXPECT_EQ(held.release_and_wait(2), (std::vector<std::string>{"a1", "b1"}));
}

}  // namespace
}  // namespace sudoku::server::test
