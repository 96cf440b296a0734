// The progress line of a long batch on stderr, as pv and cargo show theirs: lines done, and when
// the input is a regular file (whose lines are counted first) its total, the percent done and
// the time left at the rate so far. Shown only when stderr is a terminal, and not with
// --no-progress; the line is erased when the batch ends, so nothing of it stays in a log.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace sudoku::cli {

// "1996 lines, 2.0/s" without a total; "1996/48765 lines (4.1%), 2.0/s, 6:46:12 left" with
// one (the time left "--:--" before any line is done).
std::string progress_text(std::uint64_t done, std::optional<std::uint64_t> total, double seconds);

// A span of time as a clock shows it: "0:07", "12:34", "6:46:12".
std::string clock_text(double seconds);

// --no-progress turns the progress lines off for the whole run (batches and generate).
void allow_progress(bool allowed);
// Whether to show progress: stderr is a terminal and --no-progress was not given.
bool progress_wanted();

}  // namespace sudoku::cli
