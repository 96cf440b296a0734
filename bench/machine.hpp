// The machine and the build a sudoku_bench run measured on, for the report's header: figures
// mean little without the CPU, the compiler, the build type and how busy the machine was.
#pragma once

#include <string>

namespace sudoku::bench {

// The "model name" of /proc/cpuinfo, or "unknown".
std::string cpu_model();

// What a figure depends on beyond the model's name (an "AMD EPYC" or an "Intel Xeon" names a
// whole range): the family and model numbers, the vector extensions the processor has among
// those the engines could use, and which copy of classic9 the run-time dispatch runs.
struct CpuIdentity {
  std::string family;             // /proc/cpuinfo "cpu family", e.g. "26"
  std::string model;              // /proc/cpuinfo "model", e.g. "2"
  std::string vector_extensions;  // e.g. "sse4_2 popcnt bmi2 avx2 avx512f avx512bw"
  std::string classic9_path;      // "x86-64-v3 (run-time dispatch)" or "portable"
};
CpuIdentity cpu_identity();

// The first three fields of /proc/loadavg: other work on the machine skews the figures.
std::string load_average();

// The compiler and its version, e.g. "g++ 12.2.0".
std::string compiler();

// CMAKE_BUILD_TYPE, whether assertions are on, and a warning when not optimised.
std::string build();

}  // namespace sudoku::bench
