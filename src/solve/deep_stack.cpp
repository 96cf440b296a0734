// run_with_stack(): a POSIX thread with the stack size asked for (std::thread cannot set one).
#include "solve/deep_stack.hpp"

#include <pthread.h>

#include <algorithm>
#include <cstdint>
#include <exception>

namespace sudoku::detail {
namespace {

struct Job {
  const std::function<void()>* work;
  std::exception_ptr thrown;
};

void* run_job(void* argument) {
  Job& job = *static_cast<Job*>(argument);
  try {
    (*job.work)();
  } catch (...) {
    job.thrown = std::current_exception();
  }
  return nullptr;
}

}  // namespace

std::size_t stack_for_cells(int cells) {
#if defined(__SANITIZE_ADDRESS__)
  constexpr std::size_t kPerCell = 16 * 1024;
#else
  constexpr std::size_t kPerCell = 1024;
#endif
  return static_cast<std::size_t>(std::max(cells, 0)) * kPerCell;
}

bool stack_has_room(std::size_t bytes) {
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return false;
  void* lowest = nullptr;
  std::size_t size = 0;
  const bool known = pthread_attr_getstack(&attributes, &lowest, &size) == 0;
  pthread_attr_destroy(&attributes);
  if (!known) return false;
  // The stack grows down from lowest + size; a local variable marks where it is now.
  const char here = 0;
  const auto now = reinterpret_cast<std::uintptr_t>(&here);
  const auto bottom = reinterpret_cast<std::uintptr_t>(lowest);
  return now > bottom && now - bottom >= bytes;
}

void run_with_stack(std::size_t bytes, const std::function<void()>& work) {
  Job job{&work, nullptr};
  pthread_attr_t attributes;
  pthread_t thread;
  bool started = false;
  if (pthread_attr_init(&attributes) == 0) {
    started = pthread_attr_setstacksize(&attributes, bytes) == 0 &&
              pthread_create(&thread, &attributes, run_job, &job) == 0;
    pthread_attr_destroy(&attributes);
  }
  if (!started) {
    work();  // no thread to be had: the caller's stack, as for a small grid
    return;
  }
  pthread_join(thread, nullptr);
  if (job.thrown) std::rethrow_exception(job.thrown);
}

}  // namespace sudoku::detail
