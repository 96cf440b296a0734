// The bounded queue and its threads (see work_queue.hpp).
#include "server/work_queue.hpp"

#include <algorithm>
#include <limits>

namespace sudoku::server {

namespace {

// At least one worker, and no more than a thread count can say.
int worker_count(std::size_t threads) {
  return static_cast<int>(std::clamp<std::size_t>(threads, 1, std::numeric_limits<int>::max()));
}

}  // namespace

WorkQueue::WorkQueue(std::size_t threads, std::size_t capacity)
    : capacity_(capacity), workers_(worker_count(threads)) {
  if (workers_.started() == 0) {
    throw std::system_error(workers_.start_failure(),
                            "cannot start a thread for the server's queue");
  }
  // A job is not to throw (the server's catch everything): one that does ends the process, as
  // an exception leaving a thread does, rather than quietly leaving one worker fewer.
  workers_.start([this](int) noexcept { work(); });
}

WorkQueue::~WorkQueue() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
    clients_.clear();
    waiting_ = 0;
  }
  ready_.notify_all();
  workers_.wait();
}

bool WorkQueue::try_push(const std::string& client, std::function<void()> job) {
  {
    const std::lock_guard lock(mutex_);
    if (stopping_ || waiting_ >= capacity_) return false;
    auto found = std::find_if(clients_.begin(), clients_.end(),
                              [&client](const Client& waiting) { return waiting.name == client; });
    if (found == clients_.end()) found = clients_.insert(clients_.end(), Client{client, {}});
    found->jobs.push_back(std::move(job));
    ++waiting_;
  }
  ready_.notify_one();
  return true;
}

std::size_t WorkQueue::waiting() const {
  const std::lock_guard lock(mutex_);
  return waiting_;
}

void WorkQueue::work() {
  while (true) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || waiting_ > 0; });
      if (waiting_ == 0) return;
      // The client at the front gives its oldest job, then goes to the back of the round.
      Client client = std::move(clients_.front());
      clients_.pop_front();
      job = std::move(client.jobs.front());
      client.jobs.pop_front();
      --waiting_;
      if (!client.jobs.empty()) clients_.push_back(std::move(client));
    }
    job();
  }
}

}  // namespace sudoku::server
