// The progress line of a long batch (src/cli/progress.hpp), by its exact text: lines done, the
// total and percent when the file's lines are known, the rate, and the time left at that rate.
#include "cli/progress.hpp"

#include <gtest/gtest.h>

namespace sudoku::cli {
namespace {

TEST(ProgressText, WithoutATotalSaysLinesAndRate) {
  EXPECT_EQ(progress_text(1996, std::nullopt, 998.0), "1996 lines, 2.0/s");
  EXPECT_EQ(progress_text(0, std::nullopt, 0.0), "0 lines, 0.0/s");
  EXPECT_EQ(progress_text(120000, std::nullopt, 2.0), "120000 lines, 60000/s");
}

TEST(ProgressText, WithATotalSaysPercentAndTimeLeft) {
  // 46,769 lines left at 2 a second: 23,384.5 s, 6 h 29 min 45 s (rounded to the second).
  EXPECT_EQ(progress_text(1996, 48765, 998.0), "1996/48765 lines (4.1%), 2.0/s, 6:29:45 left");
  EXPECT_EQ(progress_text(500, 1000, 50.0), "500/1000 lines (50.0%), 10/s, 0:50 left");
  EXPECT_EQ(progress_text(1000, 1000, 4.0), "1000/1000 lines (100.0%), 250/s, 0:00 left");
}

TEST(ProgressText, BeforeAnyLineTheTimeLeftIsUnknown) {
  EXPECT_EQ(progress_text(0, 48765, 0.5), "0/48765 lines (0.0%), 0.0/s, --:-- left");
  EXPECT_EQ(progress_text(0, 0, 0.0), "0/0 lines (100.0%), 0.0/s, --:-- left");
}

TEST(ProgressText, MoreLinesThanCountedTakeTheTotalUp) {
  // A file that grew after its lines were counted.
  EXPECT_EQ(progress_text(12, 10, 1.0), "12/12 lines (100.0%), 12/s, 0:00 left");
}

TEST(ClockText, MinutesAndSecondsThenHours) {
  EXPECT_EQ(clock_text(0), "0:00");
  EXPECT_EQ(clock_text(7.4), "0:07");
  EXPECT_EQ(clock_text(754), "12:34");
  EXPECT_EQ(clock_text(3599.6), "1:00:00");
  EXPECT_EQ(clock_text(24372), "6:46:12");
  EXPECT_EQ(clock_text(-3), "0:00");
}

}  // namespace
}  // namespace sudoku::cli
