// What a sudoku_bench run was asked to do: the settings the command line fills (the options
// themselves are declared in bench_solvers.cpp), and the plan each engine runs under.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solve/engines.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::bench {

// How far each puzzle is solved: to its first solution, or counting to 2 (a solution and the
// proof that there is no other, or a second one): what a generator and a checker do.
enum class Mode { first, unique };

// "first" or "unique".
std::string_view mode_name(Mode mode);

// The solutions a puzzle is solved to in `mode`: 1 or 2.
inline std::uint64_t max_solutions(Mode mode) { return mode == Mode::first ? 1 : 2; }

struct Settings {
  std::string data = "../shared/data";
  std::vector<std::string> sets;
  std::vector<std::string> engines{"classic9"};
  std::vector<Mode> modes{Mode::first, Mode::unique};
  std::vector<std::string> peers;  // NAME=LIBRARY[:SYMBOL], see peer.hpp
  int runs = 5;
  std::size_t max_puzzles = 0;  // every engine; 0: all
  std::size_t backtrack_max_puzzles = 100;
  std::uint64_t backtrack_node_limit = 1'000'000;
  bool quick = false;
  bool verify_only = false;
  bool json = false;
  std::string json_file;  // also write the JSON object here
  bool qqwing = true;
  std::string qqwing_program = "qqwing";
  std::size_t qqwing_max_puzzles = 10'000;
  int qqwing_runs = 0;  // 0: as --runs
};

struct EnginePlan {
  std::string name;  // as the report names it: the algorithm's, or classic9's copy (classic9-v3)
  Algorithm algorithm;
  // classic9-portable, classic9-v3 and classic9-lanes run that copy of the search
  // (src/solve/classic9.cpp) whatever the processor's dispatch picks; plain classic9 runs the
  // dispatched one, as sudoku::solve does.
  std::optional<detail::Classic9Copy> classic9_copy;
  std::uint64_t node_limit;  // per puzzle; 0: none
  std::size_t max_puzzles;   // 0: all
};

// DATA/classic: the directory whose .txt files are the sets.
std::filesystem::path classic_directory(const Settings& settings);

// The engine name of one copy of classic9: classic9-portable, classic9-v3, classic9-lanes.
std::string classic9_copy_engine(detail::Classic9Copy copy);

// One plan per engine named in `settings.engines`, in order: every engine times at most
// `max_puzzles`; backtrack (seed 000's plain search) also gets its node budget and its sample.
// Fails with exit status 2 on an unknown engine name.
std::vector<EnginePlan> engine_plans(const Settings& settings);

// The options of solve() for `plan`, going as far as `max_solutions`.
SolveOptions solve_options(std::uint64_t max_solutions, const EnginePlan& plan);

}  // namespace sudoku::bench
