// The machine and the build: read from /proc and from the compiler's own macros.
#include "machine.hpp"

#include <fmt/core.h>
#include <fstream>
#include <string_view>

#include "solve/engines.hpp"

namespace sudoku::bench {
namespace {

// The value of the first line of /proc/cpuinfo that starts with `key`, or "unknown".
std::string cpuinfo_field(std::string_view key) {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind(key, 0) != 0) continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    const auto value = line.find_first_not_of(' ', colon + 1);
    return value == std::string::npos ? std::string() : line.substr(value);
  }
  return "unknown";
}

}  // namespace

std::string cpu_model() { return cpuinfo_field("model name"); }

CpuIdentity cpu_identity() {
  CpuIdentity identity{cpuinfo_field("cpu family"), cpuinfo_field("model\t"), "", ""};
  const std::string flags = " " + cpuinfo_field("flags") + " ";
  for (const char* extension : {"sse4_2", "popcnt", "bmi2", "avx2", "avx512f", "avx512bw",
                                "avx512vl", "avx512_vbmi2", "avx512_vpopcntdq"}) {
    if (flags.find(fmt::format(" {} ", extension)) == std::string::npos) continue;
    if (!identity.vector_extensions.empty()) identity.vector_extensions += ' ';
    identity.vector_extensions += extension;
  }
  identity.classic9_path =
      fmt::format("{} (run-time dispatch)",
                  sudoku::detail::classic9_copy_name(sudoku::detail::classic9_dispatched_copy()));
  return identity;
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
