// A fixed set of threads taking jobs from one bounded queue, shared fairly between clients:
// each client's jobs run in its arrival order, and the clients take turns (round robin), so
// one client's burst does not make everyone else wait behind it. The server keeps two
// (connection_loop.hpp): one for the heavy routes, as many threads as cores, so that a burst
// of searches queues instead of time-slicing every one of them into the tail; one for the
// cheap routes, so that a page never waits behind a search. A full queue refuses the job at
// once: the caller answers 503 rather than letting the wait grow. The threads are a worker group
// (solve/worker_group.hpp, the threads of every pool), each handed one task: take jobs until the
// queue stops.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <system_error>

#include "solve/worker_group.hpp"

namespace sudoku::server {

class WorkQueue {
 public:
  // `threads` workers (at least one); at most `capacity` jobs waiting (not counting those
  // being done). A worker that cannot start (a process or memory limit) leaves fewer to share
  // the jobs (threads() says how many); when none starts, throws std::system_error ("cannot
  // start a thread for the server's queue: ...").
  WorkQueue(std::size_t threads, std::size_t capacity);
  // Stops: the jobs being done are finished, those still waiting dropped (their connections
  // are gone with the server), and the threads joined.
  ~WorkQueue();
  WorkQueue(const WorkQueue&) = delete;
  WorkQueue& operator=(const WorkQueue&) = delete;

  // Queues `job` behind the other jobs of `client` (the server: the peer's address). False
  // (and the job is dropped) when `capacity` jobs are already waiting.
  bool try_push(const std::string& client, std::function<void()> job);
  // Jobs waiting (not counting those being done).
  std::size_t waiting() const;
  // The workers that started, and why no more (empty when all did).
  std::size_t threads() const { return static_cast<std::size_t>(workers_.started()); }
  std::error_code start_failure() const { return workers_.start_failure(); }

 private:
  struct Client {
    std::string name;
    std::deque<std::function<void()>> jobs;  // never empty while in clients_
  };
  void work();

  std::size_t capacity_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<Client> clients_;  // the round: the front gives the next job
  std::size_t waiting_ = 0;
  bool stopping_ = false;
  parallel::WorkerGroup workers_;  // last: the workers go before the queue they take from
};

}  // namespace sudoku::server
