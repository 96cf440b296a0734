// From settings to what the run uses: the data directory, engine plans, solve() options.
#include "settings.hpp"

#include <fmt/core.h>
#include <algorithm>

#include "failure.hpp"

namespace sudoku::bench {

std::string_view mode_name(Mode mode) { return mode == Mode::first ? "first" : "unique"; }

std::filesystem::path classic_directory(const Settings& settings) {
  return std::filesystem::path(settings.data) / "classic";
}

std::string classic9_copy_engine(detail::Classic9Copy copy) {
  switch (copy) {
    case detail::Classic9Copy::x86_64_v3:
      return "classic9-v3";
    case detail::Classic9Copy::lanes:
      return "classic9-lanes";
    case detail::Classic9Copy::portable:
      break;
  }
  return "classic9-portable";
}

std::vector<EnginePlan> engine_plans(const Settings& settings) {
  std::vector<EnginePlan> plans;
  for (const std::string& name : settings.engines) {
    std::optional<detail::Classic9Copy> copy;
    for (const detail::Classic9Copy each :
         {detail::Classic9Copy::portable, detail::Classic9Copy::x86_64_v3,
          detail::Classic9Copy::lanes}) {
      if (name == classic9_copy_engine(each)) copy = each;
    }
    const auto algorithm =
        copy ? std::optional(Algorithm::classic9) : sudoku::parse_algorithm(name);
    if (!algorithm) {
      fail_usage(fmt::format(
          "unknown engine '{}' (classic9, backtrack, auto; classic9-portable, classic9-v3, "
          "classic9-lanes)",
          name));
    }
    if (copy && !detail::classic9_can_run(*copy)) {
      fail_usage(fmt::format("this processor cannot run {}", name));
    }
    EnginePlan plan{name, *algorithm, copy, 0, settings.max_puzzles};
    if (*algorithm == Algorithm::backtrack) {
      plan.node_limit = settings.backtrack_node_limit;
      if (settings.backtrack_max_puzzles != 0) {
        plan.max_puzzles = plan.max_puzzles == 0
                               ? settings.backtrack_max_puzzles
                               : std::min(plan.max_puzzles, settings.backtrack_max_puzzles);
      }
    }
    plans.push_back(plan);
  }
  return plans;
}

SolveOptions solve_options(std::uint64_t max_solutions, const EnginePlan& plan) {
  SolveOptions options;
  options.max_solutions = max_solutions;
  options.algorithm = plan.algorithm;
  options.node_limit = plan.node_limit;
  return options;
}

}  // namespace sudoku::bench
