// The threads behind every pool of the toolkit: a group of workers started once, up front, that
// each run the task they are handed and then wait for the next. What a pool does with its workers
// (an ordered pipeline, the server's fair queue, the cubes of a parallel count) is the task; the
// group is the part they all repeat: starting the threads, coping with one that cannot start,
// handing them work, waiting for it, and stopping and joining them.
//
//   WorkerGroup workers(threads);          // starts the workers it can
//   if (workers.started() < threads) ...   // warn and go on with fewer (or alone)
//   workers.start(task);                   // every worker calls task(worker) once, 0 ≤ worker <
//   started()
//   ...                                    // the calling thread does its own share meanwhile
//   workers.wait();                        // all of them have returned; the first failure rethrown
//
// A worker that cannot start (a process or memory limit: `sudoku solve -j 1000` under
// `ulimit -v`) ends the starting: the group keeps those that did, started() says how many, and
// start_failure() why not more. Nothing is lost to a missing worker: a task is handed to the
// workers that exist, and each of them runs it. With none started, start does nothing, and the
// caller does the work itself (or gives up with start_failure()).
//
// A task runs on every worker at once, so it takes its work from something shared (a queue, a
// counter); a long-lived pool (the server's queue) hands its workers one task that returns only
// when the pool closes. An exception that leaves a task is kept (the first one) and rethrown by
// wait; the worker goes back to waiting. The destructor waits for the task under way, then ends
// and joins the workers.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace sudoku::parallel {

class WorkerGroup {
 public:
  using Task = std::function<void(int worker)>;

  // Starts up to `threads` workers, stopping at the first that cannot start.
  explicit WorkerGroup(int threads) : WorkerGroup(threads, nullptr) {}
  // The same, calling before_start(worker) before starting each: it may throw std::system_error
  // as starting the thread would (the tests make a limit that way).
  WorkerGroup(int threads, const std::function<void(int worker)>& before_start) {
    workers_.reserve(static_cast<std::size_t>(std::max(threads, 0)));
    for (int worker = 0; worker < threads; ++worker) {
      try {
        if (before_start) before_start(worker);
        workers_.emplace_back([this, worker] { serve(worker); });
      } catch (const std::system_error& error) {
        start_failure_ = error.code();
        break;
      } catch (const std::bad_alloc&) {  // the thread's own state, under a memory limit
        start_failure_ = std::make_error_code(std::errc::not_enough_memory);
        break;
      }
    }
  }
  ~WorkerGroup() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return running_ == 0; });
    closing_ = true;
    lock.unlock();
    changed_.notify_all();
    for (std::thread& worker : workers_) worker.join();
  }
  WorkerGroup(const WorkerGroup&) = delete;
  WorkerGroup& operator=(const WorkerGroup&) = delete;

  // How many workers started, and why no more (empty when all did).
  int started() const { return static_cast<int>(workers_.size()); }
  std::error_code start_failure() const { return start_failure_; }

  // Hands `task` to every worker and returns at once; each calls task(worker) once. A task still
  // under way is waited for first (its failure is kept for the next wait).
  void start(Task task) {
    {
      std::unique_lock lock(mutex_);
      changed_.wait(lock, [this] { return running_ == 0; });
      task_ = std::move(task);
      running_ = workers_.size();
      ++round_;
    }
    changed_.notify_all();
  }

  // Returns once every worker has returned from the task; rethrows the first exception that left
  // it (once).
  void wait() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return running_ == 0; });
    if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
  }

 private:
  // A worker: waits for a task, runs it, and goes back for the next, until the group closes.
  void serve(int worker) {
    std::uint64_t done = 0;  // the last round this worker ran
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(lock, [this, done] { return closing_ || round_ != done; });
      if (round_ == done) return;  // closing, and no task for it
      done = round_;
      const Task& task = task_;  // not replaced before every worker is back (start waits)
      lock.unlock();
      std::exception_ptr failure;
      try {
        task(worker);
      } catch (...) {
        failure = std::current_exception();
      }
      lock.lock();
      if (failure && !failure_) failure_ = std::move(failure);
      if (--running_ == 0) changed_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  Task task_;
  std::uint64_t round_ = 0;  // how many tasks were handed out
  std::size_t running_ = 0;  // workers that have not yet returned from the task
  bool closing_ = false;
  std::exception_ptr failure_;
  std::vector<std::thread> workers_;
  std::error_code start_failure_;
};

}  // namespace sudoku::parallel
