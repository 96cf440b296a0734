// The words and figures of the progress line (see progress.hpp); the drawing is batch.cpp's.
#include "cli/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>

#include <fmt/format.h>

namespace sudoku::cli {
namespace {

std::atomic<bool> progress_allowed{true};

std::string rate_text(double per_second) {
  return per_second < 10 ? fmt::format("{:.1f}/s", per_second)
                         : fmt::format("{:.0f}/s", per_second);
}

}  // namespace

std::string clock_text(double seconds) {
  const auto whole = static_cast<std::uint64_t>(std::llround(std::max(0.0, seconds)));
  const std::uint64_t hours = whole / 3600;
  const std::uint64_t minutes = whole / 60 % 60;
  const std::uint64_t rest = whole % 60;
  if (hours > 0) return fmt::format("{}:{:02}:{:02}", hours, minutes, rest);
  return fmt::format("{}:{:02}", minutes, rest);
}

std::string progress_text(std::uint64_t done, std::optional<std::uint64_t> total, double seconds) {
  const double per_second = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
  if (!total) return fmt::format("{} lines, {}", done, rate_text(per_second));
  const std::uint64_t all = std::max(*total, done);  // the file may have grown
  const double percent =
      all == 0 ? 100.0 : 100.0 * static_cast<double>(done) / static_cast<double>(all);
  const std::string left =
      per_second > 0 ? clock_text(static_cast<double>(all - done) / per_second) : "--:--";
  return fmt::format("{}/{} lines ({:.1f}%), {}, {} left", done, all, percent,
                     rate_text(per_second), left);
}

void allow_progress(bool allowed) { progress_allowed = allowed; }

bool progress_wanted() { return progress_allowed && isatty(STDERR_FILENO) == 1; }

}  // namespace sudoku::cli
