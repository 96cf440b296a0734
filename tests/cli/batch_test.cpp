// How a batch hands out its lines (src/cli/batch.cpp): every line handled once; the first lines
// of a short input of slow puzzles on workers of their own, side by side; and the one line of
// work of an input that has no other (blank, comment and header lines aside) with every thread.
#include "cli/batch.hpp"

#include <gtest/gtest.h>

#include <unistd.h>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <string>

namespace sudoku::cli {
namespace {

constexpr const char* kPuzzle =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

// A file of `text` that goes away with the test.
class TextFile {
 public:
  explicit TextFile(const std::string& text)
      : path_(std::filesystem::temp_directory_path() /
              ("sudoku_batch_test_" + std::to_string(getpid()) + "_" + std::to_string(++made))) {
    std::ofstream(path_) << text;
  }
  ~TextFile() { std::filesystem::remove(path_); }
  TextFile(const TextFile&) = delete;
  TextFile& operator=(const TextFile&) = delete;
  std::string path() const { return path_.string(); }

 private:
  static inline int made = 0;  // files made so far, for a name of its own
  std::filesystem::path path_;
};

// The threads each line was handed, by line number, after a batch over `text` on `threads`.
std::map<int, int> threads_by_line(const std::string& text, int threads) {
  const TextFile file(text);
  InputSource input(file.path());
  std::mutex mutex;
  std::map<int, int> seen;
  run_batch(input, threads, [&](BatchItem& item, Tally&) {
    const std::lock_guard lock(mutex);
    EXPECT_EQ(seen.count(item.line_number), 0U) << "line " << item.line_number << " twice";
    seen[item.line_number] = item.threads;
  });
  return seen;
}

TEST(Batch, TheOnlyLineOfWorkGetsEveryThread) {
  EXPECT_EQ(threads_by_line(std::string(kPuzzle) + "\n", 2), (std::map<int, int>{{1, 2}}));
  // Comments, blank lines and a header around it are no work.
  EXPECT_EQ(threads_by_line(
                "variant: classic\n# one puzzle\n\n" + std::string(kPuzzle) + "\n\n# the end\n", 3),
            (std::map<int, int>{{1, 1}, {2, 1}, {3, 1}, {4, 3}, {5, 1}, {6, 1}}));
  // A line that cannot be read is still work (answered as invalid): two lines of work.
  EXPECT_EQ(threads_by_line(std::string(kPuzzle) + "\nnot a puzzle\n", 2),
            (std::map<int, int>{{1, 1}, {2, 1}}));
  // One thread: nothing to give.
  EXPECT_EQ(threads_by_line(std::string(kPuzzle) + "\n", 1), (std::map<int, int>{{1, 1}}));
}

TEST(Batch, ALongTailOfCommentsIsNotReadAheadWhole) {
  // Past a chunk's worth of lines with no work read ahead, the reader stops looking: whether
  // more work follows is not known, and the line keeps one thread.
  std::string text = std::string(kPuzzle) + "\n";
  for (int line = 0; line < 1100; ++line) text += "# a comment\n";
  const std::map<int, int> seen = threads_by_line(text, 2);
  ASSERT_EQ(seen.size(), 1101U);
  EXPECT_EQ(seen.at(1), 1);
  text.resize(std::string(kPuzzle).size() + 1 + 1000 * std::string("# a comment\n").size());
  EXPECT_EQ(threads_by_line(text, 2).at(1), 2);  // a shorter tail is read to its end
}

TEST(Batch, EveryLineOfALongInputOnceWithOneThread) {
  std::string text;
  for (int line = 0; line < 5000; ++line)
    text += line % 7 == 0 ? "\n" : std::string(kPuzzle) + "\n";
  const std::map<int, int> seen = threads_by_line(text, 2);
  ASSERT_EQ(seen.size(), 5000U);
  for (const auto& [line, threads] : seen) EXPECT_EQ(threads, 1) << "line " << line;
}

TEST(Batch, TheFirstTwoLinesAreWorkedOnSideBySide) {
  // Each of the two lines waits until the other has started (for a minute at most): if both
  // went to one worker, one after the other, the first would wait in vain.
  const TextFile file(std::string(kPuzzle) + "\n" + kPuzzle + "\n");
  InputSource input(file.path());
  std::mutex mutex;
  std::condition_variable started;
  int count = 0;
  int met = 0;
  run_batch(input, 2, [&](BatchItem&, Tally&) {
    std::unique_lock lock(mutex);
    ++count;
    started.notify_all();
    if (started.wait_for(lock, std::chrono::minutes(1), [&] { return count == 2; })) ++met;
  });
  EXPECT_EQ(met, 2);
}

}  // namespace
}  // namespace sudoku::cli
