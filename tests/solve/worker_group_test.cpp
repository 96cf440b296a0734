// The threads of every pool (src/solve/worker_group.hpp): each started worker runs each task once,
// on its own thread, while the calling thread goes on; a worker that cannot start is reported and
// the task runs on those that did; no work is lost whatever the threads; the first failure of a
// task is rethrown once by wait; the destructor waits for the task under way and joins.
#include "solve/worker_group.hpp"

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <set>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <vector>

namespace sudoku::parallel {
namespace {

TEST(WorkerGroup, EveryStartedWorkerRunsTheTaskOnceOnItsOwnThread) {
  WorkerGroup workers(5);
  ASSERT_EQ(workers.started(), 5);
  EXPECT_FALSE(workers.start_failure());
  std::mutex mutex;
  std::multiset<int> ran;
  std::set<std::thread::id> threads;
  workers.start([&](int worker) {
    const std::lock_guard lock(mutex);
    ran.insert(worker);
    threads.insert(std::this_thread::get_id());
  });
  workers.wait();
  EXPECT_EQ(ran, (std::multiset<int>{0, 1, 2, 3, 4}));
  EXPECT_EQ(threads.size(), 5U);
  EXPECT_EQ(threads.count(std::this_thread::get_id()), 0U);
}

TEST(WorkerGroup, StartReturnsAtOnceAndTheCallingThreadWorksMeanwhile) {
  WorkerGroup workers(3);
  std::mutex mutex;
  std::condition_variable changed;
  bool released = false;
  int waiting = 0;
  workers.start([&](int) {
    std::unique_lock lock(mutex);
    ++waiting;
    changed.notify_all();
    changed.wait(lock, [&] { return released; });
  });
  {
    // Every worker is held in the task, and the calling thread is here, not in start.
    std::unique_lock lock(mutex);
    changed.wait(lock, [&] { return waiting == 3; });
    released = true;
  }
  changed.notify_all();
  workers.wait();
  EXPECT_EQ(waiting, 3);
}

// Items claimed from one counter, as the parallel count claims its cubes: each is done once,
// whatever the threads, over many tasks on the same workers.
TEST(WorkerGroup, NoWorkIsLostOrDoneTwice) {
  for (const int threads : {1, 2, 3, 8}) {
    WorkerGroup workers(threads);
    ASSERT_EQ(workers.started(), threads);
    for (int round = 0; round < 20; ++round) {
      constexpr std::size_t kItems = 5000;
      std::vector<std::atomic<int>> done(kItems);
      std::atomic<std::size_t> next{0};
      const auto take_all = [&](int) {
        for (std::size_t item = next++; item < kItems; item = next++) ++done[item];
      };
      workers.start(take_all);
      take_all(-1);  // the calling thread too
      workers.wait();
      for (std::size_t item = 0; item < kItems; ++item) {
        ASSERT_EQ(done[item].load(), 1)
            << threads << " threads, round " << round << ", item " << item;
      }
    }
  }
}

TEST(WorkerGroup, StartWaitsForTheTaskUnderWay) {
  WorkerGroup workers(4);
  std::atomic<int> first{0};
  std::atomic<int> second{0};
  std::atomic<int> early{0};  // second-task calls that saw the first unfinished
  workers.start([&](int) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    ++first;
  });
  workers.start([&](int) {
    if (first.load() != 4) ++early;
    ++second;
  });
  workers.wait();
  EXPECT_EQ(first.load(), 4);
  EXPECT_EQ(second.load(), 4);
  EXPECT_EQ(early.load(), 0);
}

TEST(WorkerGroup, WaitRethrowsTheFirstFailureOnceAndTheWorkersGoOn) {
  WorkerGroup workers(3);
  std::atomic<int> ran{0};
  workers.start([&](int worker) {
    ++ran;
    if (worker == 1) throw std::runtime_error("worker 1 failed");
  });
  EXPECT_THROW(
      {
        try {
          workers.wait();
        } catch (const std::runtime_error& error) {
          EXPECT_STREQ(error.what(), "worker 1 failed");
          throw;
        }
      },
      std::runtime_error);
  EXPECT_EQ(ran.load(), 3);
  EXPECT_NO_THROW(workers.wait());  // once
  workers.start([&](int) { ++ran; });
  EXPECT_NO_THROW(workers.wait());
  EXPECT_EQ(ran.load(), 6);  // all three workers live on
}

TEST(WorkerGroup, TheDestructorWaitsForTheTaskUnderWayAndJoins) {
  std::atomic<int> finished{0};
  {
    WorkerGroup workers(4);
    workers.start([&](int) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      ++finished;
    });
  }
  EXPECT_EQ(finished.load(), 4);
}

TEST(WorkerGroup, NoThreadsAskedIsNoWorkerAndNoFailure) {
  for (const int threads : {0, -3}) {
    WorkerGroup workers(threads);
    EXPECT_EQ(workers.started(), 0);
    EXPECT_FALSE(workers.start_failure());
    bool ran = false;
    workers.start([&](int) { ran = true; });
    workers.wait();
    EXPECT_FALSE(ran);
  }
}

TEST(WorkerGroup, AWorkerThatCannotStartEndsTheStartingAndTheOthersWork) {
  const auto limit = [](int worker) {
    if (worker == 3)
      throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
  };
  WorkerGroup workers(8, limit);
  EXPECT_EQ(workers.started(), 3);
  EXPECT_EQ(workers.start_failure(), std::errc::resource_unavailable_try_again);
  std::mutex mutex;
  std::multiset<int> ran;
  workers.start([&](int worker) {
    const std::lock_guard lock(mutex);
    ran.insert(worker);
  });
  workers.wait();
  EXPECT_EQ(ran, (std::multiset<int>{0, 1, 2}));
}

TEST(WorkerGroup, NoWorkerStartedDoesNothingAndSaysWhy) {
  WorkerGroup workers(
      4, [](int) { throw std::system_error(std::make_error_code(std::errc::not_enough_memory)); });
  EXPECT_EQ(workers.started(), 0);
  EXPECT_EQ(workers.start_failure(), std::errc::not_enough_memory);
  bool ran = false;
  workers.start([&](int) { ran = true; });
  workers.wait();
  EXPECT_FALSE(ran);
}

// (Only the tests that run without a sanitizer use it.)
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
// The process's address space now, in bytes (/proc/self/statm: its first field, in pages).
long long address_space() {
  std::ifstream statm("/proc/self/statm");
  long long pages = 0;
  statm >> pages;
  return pages * sysconf(_SC_PAGESIZE);
}
#endif

// A real limit, in a child process: room for a few thread stacks of the thousand asked for.
// (Not under a sanitizer, whose shadow memory a limit on the address space breaks.)
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
// The child: a thousand workers asked for under the limit; what came of it, on stderr.
[[noreturn]] void start_under_a_memory_limit() {
  const rlim_t room = static_cast<rlim_t>(address_space()) + (rlim_t{256} << 20);
  const rlimit limit{room, room};
  if (setrlimit(RLIMIT_AS, &limit) != 0) std::_Exit(3);
  WorkerGroup workers(1000);
  std::atomic<int> ran{0};
  workers.start([&](int) { ++ran; });
  workers.wait();
  const bool fewer = workers.started() > 0 && workers.started() < 1000;
  const bool said = workers.start_failure() == std::errc::resource_unavailable_try_again;
  std::fprintf(stderr, "%s %s %s\n", fewer ? "fewer" : "all", said ? "EAGAIN" : "other",
               ran.load() == workers.started() ? "all-ran" : "lost");
  std::_Exit(0);
}

TEST(WorkerGroupDeathTest, UnderAMemoryLimitSomeStartAndAllOfThemWork) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");  // a fresh process: no stack kept for reuse
  EXPECT_EXIT(start_under_a_memory_limit(), ::testing::ExitedWithCode(0),
              "^fewer EAGAIN all-ran\n$");
}
#endif

}  // namespace
}  // namespace sudoku::parallel
