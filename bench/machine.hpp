// The machine and the build a sudoku_bench run measured on, for the report's header: figures
// mean little without the CPU, the compiler, the build type and how busy the machine was.
#pragma once

#include <string>

namespace sudoku::bench {

// The "model name" of /proc/cpuinfo, or "unknown".
std::string cpu_model();

// The first three fields of /proc/loadavg: other work on the machine skews the figures.
std::string load_average();

// The compiler and its version, e.g. "g++ 12.2.0".
std::string compiler();

// CMAKE_BUILD_TYPE, whether assertions are on, and a warning when not optimised.
std::string build();

}  // namespace sudoku::bench
