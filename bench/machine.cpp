// The machine and the build: read from /proc and from the compiler's own macros.
#include "machine.hpp"

#include <fmt/core.h>
#include <fstream>

namespace sudoku::bench {

std::string cpu_model() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("model name", 0) == 0) {
      const auto colon = line.find(':');
      if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
    }
  }
  return "unknown";
}

std::string load_average() {
  std::ifstream file("/proc/loadavg");
  std::string one, five, fifteen;
  if (!(file >> one >> five >> fifteen)) return "unknown";
  return fmt::format("{} {} {}", one, five, fifteen);
}

std::string compiler() {
#if defined(__clang__)
  return fmt::format("clang++ {}.{}.{}", __clang_major__, __clang_minor__, __clang_patchlevel__);
#elif defined(__GNUC__)
  return fmt::format("g++ {}.{}.{}", __GNUC__, __GNUC_MINOR__, __GNUC_PATCHLEVEL__);
#else
  return "unknown";
#endif
}

std::string build() {
  std::string build_type = SUDOKU_BENCH_BUILD_TYPE;
  if (build_type.empty()) build_type = "no CMAKE_BUILD_TYPE";
#ifdef NDEBUG
  build_type += ", NDEBUG";
#else
  build_type += ", assertions on";
#endif
#ifndef __OPTIMIZE__
  build_type += ", NOT OPTIMIZED: figures mean nothing";
#endif
  return build_type;
}

}  // namespace sudoku::bench
