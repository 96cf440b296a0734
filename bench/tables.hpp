// The tables of sudoku_bench: how many solutions each set's puzzles have (kSetRules), the fastest
// published solvers' figures (kReferenceFigures) and the throughput the engines must reach
// (kTargets). Everything the program knows about a particular set by name is here.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "settings.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::bench {

// How many solutions a set's puzzles have: what a count to 2 must find.
enum class Expect { exactly_one, at_least_two };

struct SetRule {
  std::string_view set;
  Expect expect;
  std::string_view meaning;
};

// Sets not named here must have exactly one solution per puzzle.
inline constexpr std::array kSetRules{
    SetRule{"serg_benchmark", Expect::at_least_two, "two or more solutions each"},
};
inline constexpr SetRule kDefaultSetRule{"", Expect::exactly_one, "exactly one solution each"};

// The rule of the set named `set` (the file name without .txt): its row, or kDefaultSetRule.
const SetRule& rule_for(std::string_view set);

// The count a solve in `mode` must reach on a puzzle of `rule`'s set: 1 to the first solution;
// counting to 2, 1 for a proper puzzle and 2 for one with several solutions.
inline std::uint64_t expected_count(const SetRule& rule, Mode mode) {
  return mode == Mode::unique && rule.expect == Expect::at_least_two ? 2 : 1;
}

// The fastest published solvers, one thread, puzzles per second, per mode: what the tables show
// when no peer runs beside us (--peer). Figures carried from earlier runs on this machine kind,
// so only a rough guide; a ratio that matters comes from peers timed in the same run.
struct ReferenceFigure {
  std::string_view set;
  Mode mode;
  std::string_view solver;
  double puzzles_per_second;
  std::string_view source;
};
inline constexpr std::array kReferenceFigures{
    // To the first solution: tdoku's benchmark program, every peer it builds (issue 18).
    ReferenceFigure{"17_clue", Mode::first, "rust_sudoku", 494'000, "issue 18"},
    ReferenceFigure{"forum_hardest_1905_11+", Mode::first, "tdoku", 35'600, "issue 18"},
    ReferenceFigure{"magictour_top1465", Mode::first, "rust_sudoku", 163'000, "issue 18"},
    ReferenceFigure{"forum_hardest_1106", Mode::first, "tdoku", 22'800, "issue 18"},
    // Counting to 2: tdoku's program in its default mode (issue 6's figures, and issue 18's).
    ReferenceFigure{"17_clue", Mode::unique, "tdoku", 404'000, "issue 6"},
    ReferenceFigure{"forum_hardest_1905_11+", Mode::unique, "tdoku", 20'300, "issue 18"},
    ReferenceFigure{"magictour_top1465", Mode::unique, "tdoku", 115'000, "issue 18"},
    ReferenceFigure{"forum_hardest_1106", Mode::unique, "tdoku", 12'600, "issue 18"},
    ReferenceFigure{"serg_benchmark", Mode::unique, "tdoku", 433'000, "issue 18"},
};

// The reference figure for `set` in `mode`, when the table has one.
const ReferenceFigure* reference_for(std::string_view set, Mode mode);

// The throughput the engines must reach for now (issue 2), single thread.
struct Target {
  Algorithm engine;
  std::string_view set;
  double puzzles_per_second;
  std::string_view source;
};
inline constexpr std::array kTargets{
    Target{Algorithm::classic9, "17_clue", 100'000, "issue 2"},
    Target{Algorithm::classic9, "forum_hardest_1905_11+", 5'000, "issue 2"},
};

}  // namespace sudoku::bench
