// The one pool of worker threads behind every batch: items read one after another, worked on by
// N threads at once, and handed back to the calling thread in the order they were read.
//
//   OrderedPipeline<Chunk> pipeline(threads);            // starts the workers it can
//   pipeline.run(read, work, deliver, options);
//
//   read(Chunk&) -> bool   on a worker, one call at a time, in order: false when input is over
//   work(Chunk&, stopping) on the workers, many at once
//   deliver(Chunk&)        on the calling thread, in read order
//
// At most options.look_ahead items are between read and delivered (the one being delivered
// counts), so memory stays bounded
// however long the input, and a slow item holds up at most that many behind it. Reading on a
// worker (as oneTBB's serial input filter does) leaves the calling thread free to deliver while
// the input waits, so a slow producer still gets each answer as soon as it is ready.
//
// Ending: when read returns false, every item is delivered and run returns. The first failure in
// read order wins, and nothing is read after it: an exception of read at item k (the input broke)
// is rethrown once the items before k are done and delivered; an exception of work at item k
// turns `stopping` true for the work under way (a long search ends soon), then the items before k
// are delivered (whatever their work made of the stop) and it is rethrown. An exception of deliver
// or of options.tick ends the run at once: `stopping` turns true, what is in flight is dropped,
// and it is rethrown. options.stop turning true ends the reading and turns `stopping` true; the
// items already read finish and are delivered. After a failure the items after it are dropped.
//
// Why not oneTBB's parallel_pipeline, which has this shape: its workers are started on demand, and
// when one cannot start (a process or memory limit, `sudoku solve -j 1000` under `ulimit -v`) it
// ends the whole process (thread_monitor::launch calls exit). Here the threads are started up
// front (worker_group.hpp, the threads of every pool), each failure is caught, and the caller goes
// on with those that started, or alone.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <limits>
#include <mutex>
#include <optional>
#include <system_error>
#include <utility>
#include <vector>

#include "solve/worker_group.hpp"

namespace sudoku::parallel {

struct PipelineOptions {
  // Items read and not yet delivered, at most (at least 1). Without a bound (the default) the
  // pool is a plain work queue: run_in_parallel, whose items are index ranges.
  std::size_t look_ahead = std::numeric_limits<std::size_t>::max();
  // When set and it turns true: nothing more is read (see the top of the file).
  const std::atomic<bool>* stop = nullptr;
  // When set, called on the calling thread every tick_interval while the run lasts.
  std::function<void()> tick;
  std::chrono::milliseconds tick_interval{100};
};

template <typename Item>
class OrderedPipeline {
 public:
  using Read = std::function<bool(Item&)>;
  using Work = std::function<void(Item&, const std::atomic<bool>& stopping)>;
  using Deliver = std::function<void(Item&)>;

  // Starts up to `threads` workers (worker_group.hpp): started() says how many did,
  // start_failure() why not more. They wait for run(); the destructor joins them.
  explicit OrderedPipeline(int threads) : workers_(threads) {}

  int started() const { return workers_.started(); }
  std::error_code start_failure() const { return workers_.start_failure(); }

  // One run over the input (see the top of the file). Needs a worker (started() > 0); one run at
  // a time.
  void run(const Read& read, const Work& work, const Deliver& deliver,
           const PipelineOptions& options = {}) {
    {
      const std::lock_guard lock(mutex_);
      read_ = &read;
      work_ = &work;
      stop_ = options.stop;
      look_ahead_ = std::max<std::size_t>(options.look_ahead, 1);
      reading_over_ = false;
      readers_ = 0;
      stopping_ = false;
    }
    workers_.start([this](int) { serve(); });
    std::exception_ptr failure;
    try {
      deliver_in_order(deliver, options);
    } catch (...) {
      failure = std::current_exception();
    }
    {
      const std::lock_guard lock(mutex_);
      if (failure) stopping_ = true;
      reading_over_ = true;
    }
    changed_.notify_all();
    // The workers leave the run's items before the run's functions go out of scope.
    workers_.wait();
    items_.clear();
    if (failure) std::rethrow_exception(failure);
  }

 private:
  struct Slot {
    Item item{};
    bool done = false;
    std::exception_ptr failure;
  };

  // The calling thread: delivers the items in order as they are done.
  void deliver_in_order(const Deliver& deliver, const PipelineOptions& options) {
    auto next_tick = std::chrono::steady_clock::now() + options.tick_interval;
    std::unique_lock lock(mutex_);
    for (;;) {
      const auto ready = [this] {
        return (!items_.empty() && items_.front().done) ||
               (reading_over_ && readers_ == 0 && items_.empty());
      };
      if (options.tick || options.stop != nullptr) {
        changed_.wait_until(lock, next_tick, ready);
      } else {
        changed_.wait(lock, ready);
      }
      if (options.stop != nullptr && options.stop->load() && !reading_over_) {
        reading_over_ = true;
        stopping_ = true;
        changed_.notify_all();
      }
      while (!items_.empty() && items_.front().done) {
        // The item keeps its place while it is delivered: the look-ahead counts it.
        Slot& slot = items_.front();
        if (slot.failure) std::rethrow_exception(slot.failure);
        lock.unlock();
        deliver(slot.item);
        lock.lock();
        items_.pop_front();
        changed_.notify_all();  // room to read
      }
      if (reading_over_ && readers_ == 0 && items_.empty()) return;
      if (std::chrono::steady_clock::now() >= next_tick) {
        next_tick = std::chrono::steady_clock::now() + options.tick_interval;
        if (options.tick) {
          lock.unlock();
          options.tick();
          lock.lock();
        }
      }
    }
  }

  // A worker's share of a run: it reads the next item when there is room and no one else is
  // reading, works on it, and goes back for another, until the reading is over.
  void serve() {
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(
          lock, [this] { return reading_over_ || (readers_ == 0 && items_.size() < look_ahead_); });
      if (reading_over_) return;
      if (stop_ != nullptr && stop_->load()) {
        reading_over_ = true;
        stopping_ = true;
        changed_.notify_all();
        return;
      }
      // Read the next item, alone: the item's place is taken first, so the order is the read's.
      ++readers_;
      Slot& slot = items_.emplace_back();
      const Read& read = *read_;
      lock.unlock();
      bool more = false;
      try {
        more = read(slot.item);
      } catch (...) {
        slot.failure = std::current_exception();
      }
      lock.lock();
      --readers_;
      if (!more || slot.failure) {
        reading_over_ = true;  // at the end of the input, or at a failure: nothing after it
        if (slot.failure) {
          slot.done = true;
        } else {
          items_.pop_back();  // the place taken for an item that is not there
        }
        changed_.notify_all();
        return;
      }
      changed_.notify_all();  // another worker may read now
      const Work& work = *work_;
      lock.unlock();
      try {
        work(slot.item, stopping_);
      } catch (...) {
        slot.failure = std::current_exception();
      }
      lock.lock();
      if (slot.failure) {
        reading_over_ = true;
        stopping_ = true;
      }
      slot.done = true;
      changed_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Slot> items_;  // read and not yet delivered, in read order (references stay valid)
  const Read* read_ = nullptr;
  const Work* work_ = nullptr;
  const std::atomic<bool>* stop_ = nullptr;  // the run's options.stop
  std::size_t look_ahead_ = 1;
  std::size_t readers_ = 0;  // 0 or 1: a worker reading
  bool reading_over_ = false;
  std::atomic<bool> stopping_{false};
  WorkerGroup workers_;  // last: the workers go before the state they use
};

}  // namespace sudoku::parallel
