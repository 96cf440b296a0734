// The tables of sudoku_bench: how far each set is solved (kSetRules), the fastest published
// solvers' figures (kReferenceFigures) and the throughput the engines must reach (kTargets).
// Everything the program knows about a particular set by name is here.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "sudoku/solve.hpp"

namespace sudoku::bench {

// How many solutions a set's puzzles have, and so how far the benchmark asks the engine to go.
enum class Expect { exactly_one, at_least_two };

struct SetRule {
  std::string_view set;
  std::uint64_t max_solutions;
  Expect expect;
  std::string_view meaning;
};

// Sets not named here solve to the first solution and must have exactly one.
inline constexpr std::array kSetRules{
    SetRule{"serg_benchmark", 2, Expect::at_least_two,
            "count to 2: every puzzle has two or more solutions"},
};
inline constexpr SetRule kDefaultSetRule{
    "", 1, Expect::exactly_one,
    "first solution; exactly one expected (checked untimed by counting to 2)"};

// The rule of the set named `set` (the file name without .txt): its row, or kDefaultSetRule.
const SetRule& rule_for(std::string_view set);

// The fastest published solvers, built and measured on this machine kind, one thread, puzzles
// per second (issue 6; to the first solution, serg counting to 2).
struct ReferenceFigure {
  std::string_view set;
  double puzzles_per_second;
};
inline constexpr std::array kReferenceFigures{
    ReferenceFigure{"17_clue", 404'000},
    ReferenceFigure{"forum_hardest_1905_11+", 20'500},
    ReferenceFigure{"magictour_top1465", 117'000},
    ReferenceFigure{"forum_hardest_1106", 11'700},
    ReferenceFigure{"serg_benchmark", 398'000},
};

// The reference puzzles/s for `set`, when the table has one.
std::optional<double> reference_for(std::string_view set);

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
