// The bounded queue and its threads (see work_queue.hpp).
#include "server/work_queue.hpp"

#include <algorithm>

namespace sudoku::server {

WorkQueue::WorkQueue(std::size_t threads, std::size_t capacity) : capacity_(capacity) {
  threads = std::max<std::size_t>(threads, 1);
  threads_.reserve(threads);
  for (std::size_t index = 0; index < threads; ++index) threads_.emplace_back([this] { work(); });
}

WorkQueue::~WorkQueue() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
    jobs_.clear();
  }
  ready_.notify_all();
  for (std::thread& thread : threads_) thread.join();
}

bool WorkQueue::try_push(std::function<void()> job) {
  {
    const std::lock_guard lock(mutex_);
    if (stopping_ || jobs_.size() >= capacity_) return false;
    jobs_.push_back(std::move(job));
  }
  ready_.notify_one();
  return true;
}

void WorkQueue::work() {
  while (true) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (jobs_.empty()) return;
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    job();
  }
}

}  // namespace sudoku::server
