// The pool behind every batch (src/solve/ordered_pipeline.hpp): the outputs in input order
// whatever the threads, the look-ahead and the delays; at most look_ahead items in flight; the
// first failure in input order rethrown after the items before it; a stop that ends the reading.
#include "solve/ordered_pipeline.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace sudoku::parallel {
namespace {

struct Item {
  int index = -1;
  std::uint64_t value = 0;
};

// What a work item makes of its index: any function the test can check.
std::uint64_t mixed(int index) {
  std::uint64_t value = static_cast<std::uint64_t>(index) * 0x9E3779B97F4A7C15ULL;
  return value ^ (value >> 29);
}

// A few microseconds of sleep for some items, chosen by the seed, so that they finish out of
// order.
void random_delay(int index, unsigned seed) {
  std::minstd_rand random(seed + static_cast<unsigned>(index));
  if (random() % 5 == 0) std::this_thread::sleep_for(std::chrono::microseconds(random() % 50));
}

// Runs `count` items through a pool of `threads` with random delays; the values delivered.
std::vector<std::uint64_t> run_counting(int threads, std::size_t look_ahead, int count,
                                        unsigned seed) {
  OrderedPipeline<Item> pipeline(threads);
  EXPECT_EQ(pipeline.started(), threads);
  int next = 0;
  std::vector<std::uint64_t> delivered;
  PipelineOptions options;
  options.look_ahead = look_ahead;
  pipeline.run(
      [&](Item& item) {
        if (next == count) return false;
        item.index = next++;
        return true;
      },
      [&](Item& item, const std::atomic<bool>&) {
        random_delay(item.index, seed);
        item.value = mixed(item.index);
      },
      [&](Item& item) {
        EXPECT_EQ(item.index, static_cast<int>(delivered.size()));
        delivered.push_back(item.value);
      },
      options);
  return delivered;
}

TEST(OrderedPipeline, DeliversThousandsOfItemsInInputOrderWhateverTheDelays) {
  std::vector<std::uint64_t> expected;
  expected.reserve(3000);
  for (int index = 0; index < 3000; ++index) expected.push_back(mixed(index));
  for (const int threads : {1, 2, 7}) {
    for (const std::size_t look_ahead :
         {std::size_t{1}, std::size_t{3}, std::size_t{64}, PipelineOptions{}.look_ahead}) {
      SCOPED_TRACE(testing::Message() << threads << " threads, look-ahead " << look_ahead);
      EXPECT_EQ(run_counting(threads, look_ahead, 3000, 17U * threads), expected);
    }
  }
}

TEST(OrderedPipeline, OneThreadAndEightDeliverTheSame) {
  EXPECT_EQ(run_counting(1, 8, 2000, 5), run_counting(8, 8, 2000, 6));
}

TEST(OrderedPipeline, AnEmptyInputDeliversNothing) {
  EXPECT_TRUE(run_counting(3, 4, 0, 1).empty());
}

TEST(OrderedPipeline, ReadsOneAtATimeAndNeverMoreThanTheLookAheadBeyondDelivery) {
  constexpr std::size_t kLookAhead = 5;
  OrderedPipeline<Item> pipeline(4);
  std::atomic<int> reading{0};
  std::atomic<int> read{0};
  std::atomic<int> handed{0};  // items handed to deliver
  int most_reading = 0;
  int most_ahead = 0;
  PipelineOptions options;
  options.look_ahead = kLookAhead;
  pipeline.run(
      [&](Item& item) {
        most_reading = std::max(most_reading, ++reading);
        if (read.load() == 500) {
          --reading;
          return false;
        }
        item.index = read.load();
        most_ahead = std::max(most_ahead, read.load() + 1 - handed.load());
        ++read;
        --reading;
        return true;
      },
      [&](Item& item, const std::atomic<bool>&) { random_delay(item.index, 3); },
      [&](Item& item) {
        ++handed;
        if (item.index == 0) {
          // The workers read ahead while the first item is being delivered, up to the bound.
          while (read.load() < static_cast<int>(kLookAhead)) std::this_thread::yield();
          std::this_thread::sleep_for(std::chrono::milliseconds(20));
          EXPECT_EQ(read.load(), static_cast<int>(kLookAhead));
        }
      },
      options);
  EXPECT_EQ(read.load(), 500);
  EXPECT_EQ(most_reading, 1);
  EXPECT_EQ(most_ahead, static_cast<int>(kLookAhead));
}

// Runs 1000 items; item `failing` throws in `where` ("read", "work" or "deliver").
struct FailedRun {
  std::vector<int> delivered;
  std::string message;
};
FailedRun run_failing(int threads, int failing, const std::string& where) {
  OrderedPipeline<Item> pipeline(threads);
  int next = 0;
  FailedRun run;
  PipelineOptions options;
  options.look_ahead = 16;
  try {
    pipeline.run(
        [&](Item& item) {
          if (next == 1000) return false;
          if (where == "read" && next == failing) throw std::runtime_error("read " + where);
          item.index = next++;
          return true;
        },
        [&](Item& item, const std::atomic<bool>&) {
          random_delay(item.index, 11);
          if (where == "work" && item.index == failing) throw std::runtime_error("work failed");
        },
        [&](Item& item) {
          run.delivered.push_back(item.index);
          if (where == "deliver" && item.index == failing) throw std::runtime_error("full disk");
        },
        options);
  } catch (const std::runtime_error& error) {
    run.message = error.what();
  }
  return run;
}

std::vector<int> up_to(int end) {
  std::vector<int> indices;
  indices.reserve(static_cast<std::size_t>(end));
  for (int index = 0; index < end; ++index) indices.push_back(index);
  return indices;
}

TEST(OrderedPipeline, AFailingReadEndsTheRunAfterTheItemsBeforeIt) {
  for (const int threads : {1, 4}) {
    const FailedRun run = run_failing(threads, 600, "read");
    EXPECT_EQ(run.message, "read read");
    EXPECT_EQ(run.delivered, up_to(600));
  }
}

TEST(OrderedPipeline, AFailingWorkIsRethrownAfterTheItemsBeforeIt) {
  for (const int threads : {1, 4}) {
    const FailedRun run = run_failing(threads, 377, "work");
    EXPECT_EQ(run.message, "work failed");
    EXPECT_EQ(run.delivered, up_to(377));
  }
}

TEST(OrderedPipeline, AFailingDeliveryEndsTheRunAtOnce) {
  for (const int threads : {1, 4}) {
    const FailedRun run = run_failing(threads, 42, "deliver");
    EXPECT_EQ(run.message, "full disk");
    EXPECT_EQ(run.delivered, up_to(43));
  }
}

TEST(OrderedPipeline, TheFirstFailureInInputOrderWinsOverAnEarlierOneInTime) {
  OrderedPipeline<Item> pipeline(2);
  int next = 0;
  std::atomic<bool> later_failed{false};
  std::vector<int> delivered;
  std::string message;
  try {
    pipeline.run(
        [&](Item& item) {
          if (next == 100) return false;
          item.index = next++;
          return true;
        },
        [&](Item& item, const std::atomic<bool>&) {
          if (item.index == 10) {
            while (!later_failed.load()) std::this_thread::yield();
            throw std::runtime_error("item 10");
          }
          if (item.index == 11) {
            later_failed = true;
            throw std::runtime_error("item 11");
          }
        },
        [&](Item& item) { delivered.push_back(item.index); });
  } catch (const std::runtime_error& error) {
    message = error.what();
  }
  EXPECT_EQ(message, "item 10");
  EXPECT_EQ(delivered, up_to(10));
}

TEST(OrderedPipeline, AStopEndsTheReadingAndDeliversWhatWasRead) {
  constexpr std::size_t kLookAhead = 8;
  for (const int threads : {1, 3}) {
    OrderedPipeline<Item> pipeline(threads);
    std::atomic<bool> stop{false};
    int next = 0;
    std::vector<int> delivered;
    PipelineOptions options;
    options.look_ahead = kLookAhead;
    options.stop = &stop;
    options.tick_interval = std::chrono::milliseconds(1);
    pipeline.run(
        [&](Item& item) {
          item.index = next++;
          return true;  // endless: only the stop ends it
        },
        [&](Item& item, const std::atomic<bool>& stopping) {
          if (item.index > 1000) {
            // Items after the one that stops finish only once told to stop.
            while (!stopping.load()) std::this_thread::yield();
          }
        },
        [&](Item& item) {
          delivered.push_back(item.index);
          if (item.index == 1000) stop = true;
        },
        options);
    ASSERT_GE(delivered.size(), 1001U);
    EXPECT_LE(delivered.size(), 1001U + kLookAhead);
    EXPECT_EQ(delivered, up_to(static_cast<int>(delivered.size())));
    EXPECT_EQ(next, static_cast<int>(delivered.size()));
  }
}

TEST(OrderedPipeline, TicksOnTheCallingThreadWhileItWaits) {
  OrderedPipeline<Item> pipeline(2);
  const std::thread::id caller = std::this_thread::get_id();
  std::atomic<int> ticks{0};
  bool ticked_elsewhere = false;
  int next = 0;
  PipelineOptions options;
  options.tick_interval = std::chrono::milliseconds(1);
  options.tick = [&] {
    if (std::this_thread::get_id() != caller) ticked_elsewhere = true;
    ++ticks;
  };
  pipeline.run(
      [&](Item& item) {
        if (next == 3) return false;
        item.index = next++;
        return true;
      },
      [&](Item& item, const std::atomic<bool>&) {
        // The run cannot end before two ticks.
        if (item.index == 0) {
          while (ticks.load() < 2) std::this_thread::yield();
        }
      },
      [](Item&) {}, options);
  EXPECT_GE(ticks.load(), 2);
  EXPECT_FALSE(ticked_elsewhere);
}

TEST(OrderedPipeline, RunsAgainAfterAFailedRun) {
  OrderedPipeline<Item> pipeline(3);
  for (int round = 0; round < 3; ++round) {
    int next = 0;
    EXPECT_THROW(pipeline.run(
                     [&](Item& item) {
                       if (next == 50) return false;
                       item.index = next++;
                       return true;
                     },
                     [](Item& item, const std::atomic<bool>&) {
                       if (item.index == 20) throw std::logic_error("twenty");
                     },
                     [](Item&) {}),
                 std::logic_error);
    next = 0;
    std::vector<int> delivered;
    pipeline.run(
        [&](Item& item) {
          if (next == 50) return false;
          item.index = next++;
          return true;
        },
        [](Item&, const std::atomic<bool>&) {},
        [&](Item& item) { delivered.push_back(item.index); });
    EXPECT_EQ(delivered, up_to(50));
  }
}

}  // namespace
}  // namespace sudoku::parallel
