// The heavy routes' queue: bounded, and shared fairly between clients (work_queue.hpp); under a
// memory limit, fewer threads or a clear error.
#include "server/work_queue.hpp"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>
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

// (Only the tests that run without a sanitizer use it.)
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
// Limits the process's address space to what it uses now and `room` bytes more (a child's).
void limit_memory_to(long long room) {
  std::ifstream statm("/proc/self/statm");
  long long pages = 0;
  statm >> pages;
  const auto bytes = static_cast<rlim_t>(pages * sysconf(_SC_PAGESIZE) + room);
  const rlimit limit{bytes, bytes};
  if (setrlimit(RLIMIT_AS, &limit) != 0) std::_Exit(3);
}
#endif

// The death tests run in a fresh process (threadsafe style): a forked one could start a thread on
// a stack the C library kept from a thread that ended, whatever the limit.
// Under a limit, in a child process: a queue of a thousand threads gets a few, and does its jobs.
// (Not under a sanitizer, whose shadow memory a limit on the address space breaks.)
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
[[noreturn]] void queue_with_room_for_a_few() {
  limit_memory_to(256LL << 20);
  std::atomic<int> done{0};
  std::size_t threads = 0;
  {
    WorkQueue queue(1000, 64);
    threads = queue.threads();
    for (int job = 0; job < 50; ++job) {
      while (!queue.try_push("a", [&done] { ++done; })) {
      }
    }
    while (done.load() < 50) std::this_thread::yield();
  }
  std::fprintf(stderr, "%s %d\n", threads > 0 && threads < 1000 ? "fewer" : "all", done.load());
  std::_Exit(0);
}

[[noreturn]] void queue_without_room_for_a_thread() {
  limit_memory_to(0);
  try {
    const WorkQueue queue(4, 64);
    std::fprintf(stderr, "started %zu\n", queue.threads());
  } catch (const std::system_error& error) {
    std::fprintf(stderr, "%s\n", error.what());
  }
  std::_Exit(0);
}

TEST(WorkQueueDeathTest, UnderAMemoryLimitFewerThreadsDoEveryJob) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");  // a fresh process: no stack kept for reuse
  EXPECT_EXIT(queue_with_room_for_a_few(), ::testing::ExitedWithCode(0), "^fewer 50\n$");
}

TEST(WorkQueueDeathTest, WithoutAnyThreadTheQueueSaysSoAtStart) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");  // a fresh process: no stack kept for reuse
  EXPECT_EXIT(queue_without_room_for_a_thread(), ::testing::ExitedWithCode(0),
              "^cannot start a thread for the server's queue: Resource temporarily unavailable\n$");
}
#endif

}  // namespace
}  // namespace sudoku::server::test
