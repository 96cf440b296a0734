// A fixed set of threads taking jobs in arrival order from one bounded queue. The server keeps
// two (connection_loop.hpp): one for the heavy routes, as many threads as cores, so that a
// burst of searches queues instead of time-slicing every one of them into the tail; one for
// the cheap routes, so that a page or a random puzzle never waits behind a search. A full
// queue refuses the job at once: the caller answers 503 rather than letting the wait grow.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace sudoku::server {

class WorkQueue {
 public:
  // `threads` workers (at least one); at most `capacity` jobs waiting (not counting those
  // being done).
  WorkQueue(std::size_t threads, std::size_t capacity);
  // Stops: the jobs being done are finished, those still waiting dropped (their connections
  // are gone with the server), and the threads joined.
  ~WorkQueue();
  WorkQueue(const WorkQueue&) = delete;
  WorkQueue& operator=(const WorkQueue&) = delete;

  // False (and the job is dropped) when `capacity` jobs are already waiting.
  bool try_push(std::function<void()> job);

 private:
  void work();

  std::size_t capacity_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> jobs_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace sudoku::server
