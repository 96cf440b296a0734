// sudoku_hard_bench — the hard instances side by side with a general-purpose SAT solver, in one
// run on one machine: each puzzle counted to 2 (a solution and the proof that it is the only
// one) by this tool's engine, and by Debian's `cadical` on the plain direct CNF of
// direct_cnf.hpp (a first call finds a solution, a second with a clause against it proves
// there is no other), with the ratio of their times per instance and over the set.
//
//   sudoku_hard_bench [--algorithm auto] [--runs 1] [--time-limit 60] [--variant killer]
//                     [--threads 1[,2…]] [--first] [--seeds 1] [--cadical cadical]
//                     [--cadical-seeds 1] [--no-cadical] FILE...
//
// With --first both sides stop at a first solution (ours a solve, cadical its first call), as
// `sudoku solve` does.
//
// A FILE holding one puzzle (a grid, a Killer in block form) is one instance; any other is read
// a puzzle per line (comment and blank lines skipped). Our time is the median of --runs calls
// of solve() in this process, once for each --threads count (SolveOptions::threads: a long count
// split among them; a column each, with its ratio); cadical's is its two processes' wall time,
// one run (it is the slow side). With --cadical-seeds N, cadical runs N times, with random seeds
// 0 (its default) to N − 1, and its time is the median of those runs, their least and greatest
// shown beside it: a CDCL solver's time on a hard instance is a draw that its seed decides (on
// Gecode's first minimal 25×25, first solution: 1.6 to 6.6 s over seven seeds), and one draw may
// be its best. Ours is a draw too (cdcl's CaDiCaL): with --seeds N our engine runs with
// SolveOptions::seed 0 to N − 1 (--runs times each), and its median and range are shown the same
// way, so that both sides are compared by the same statistic. Both answers are checked: the
// solution solves the puzzle, the count is 1 (a count of 2 is reported, never hidden), cadical's
// model is read back as a solution.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "direct_cnf.hpp"
#include "median.hpp"
#include "process.hpp"
#include "sudoku/format.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::bench {
namespace {

struct Instance {
  std::string name;
  Puzzle puzzle;
};

std::vector<Instance> read_instances(const std::string& path, std::optional<Variant> variant) {
  const std::string text = read_file(path);
  const std::string base = path.substr(path.find_last_of('/') + 1);
  try {
    return {{base, read_puzzle(text, path, Validation::full, variant)}};
  } catch (const InputError&) {
    // Not one puzzle: a puzzle per line.
  }
  // A header (`variant: killer`) names the rules of the lines below it, as in the CLI.
  const Variant rules = read_header(text, path).value_or(variant.value_or(Variant{}));
  std::vector<Instance> instances;
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    if (is_blank_or_comment(line) || is_header_line(line)) continue;
    instances.push_back({fmt::format("{}:{}", base, number),
                         read_line(line, path, number, Validation::full, rules)});
  }
  return instances;
}

struct PeerRun {
  bool ran = false;
  double seconds = 0;
  int solutions = 0;  // 0, 1, or 2 when the second call found another
  bool timed_out = false;
  bool solution_checks = false;
};

// The model cadical printed ("v" lines) as the puzzle's solution.
std::optional<Puzzle> model_solution(const std::string& output, const Puzzle& puzzle) {
  Puzzle solution = puzzle;
  std::istringstream lines(output);
  std::string line;
  const int side = puzzle.side();
  while (std::getline(lines, line)) {
    if (line.rfind("v ", 0) != 0) continue;
    std::istringstream literals(line.substr(2));
    int literal = 0;
    while (literals >> literal) {
      if (literal <= 0 || literal > puzzle.cell_count() * side) continue;
      const int cell = (literal - 1) / side;
      solution.set(cell, static_cast<Digit>((literal - 1) % side + 1));
    }
  }
  if (!solution.is_complete()) return std::nullopt;
  return solution;
}

// Writes `text` to the file at `path`; false when it cannot.
bool write_file(const std::string& path, const std::string& text) {
  std::FILE* file = std::fopen(path.c_str(), "w");
  if (file == nullptr) return false;
  const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size();
  return std::fclose(file) == 0 && written;
}

// cadical on `puzzle` with random seed `seed` (0, its default, passes no option).
PeerRun run_cadical(const std::string& program, const Puzzle& puzzle, double time_limit,
                    bool first_only, int seed, const ScratchDirectory& scratch) {
  PeerRun run;
  DirectCnf formula = direct_cnf(puzzle);
  const std::string cnf = scratch.file("puzzle.cnf");
  const std::string out = scratch.file("cadical.out");
  std::vector<std::string> args{"-t", fmt::format("{}", static_cast<int>(time_limit))};
  if (seed != 0) args.push_back(fmt::format("--seed={}", seed));
  args.push_back(cnf);
  if (!write_file(cnf, dimacs(formula))) return run;
  const ProcessRun first = run_process(program, args, "/dev/null", out);
  run.ran = first.exit_status == 10 || first.exit_status == 20;
  run.seconds = first.wall_seconds;
  if (!run.ran) {
    run.timed_out = first.exit_status == 0;
    return run;
  }
  if (first.exit_status == 20) return run;
  const std::optional<Puzzle> solution = model_solution(read_file(out), puzzle);
  run.solutions = 1;
  run.solution_checks = solution && is_solution_of(*solution, puzzle);
  if (!solution || first_only) return run;
  std::vector<int> other;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle.at(cell) == kBlank) other.push_back(-formula.variable(cell, solution->at(cell)));
  }
  formula.clauses.push_back(other);
  if (!write_file(cnf, dimacs(formula))) return run;
  const ProcessRun second = run_process(program, args, "/dev/null", out);
  run.seconds += second.wall_seconds;
  if (second.exit_status == 10) run.solutions = 2;
  if (second.exit_status != 10 && second.exit_status != 20) {
    run.ran = false;
    run.timed_out = second.exit_status == 0;
  }
  return run;
}

// "1,2" as {1, 2}; nullopt unless every part is a count from 1 to 256.
std::optional<std::vector<int>> parse_thread_counts(const std::string& text) {
  std::vector<int> counts;
  std::istringstream parts(text);
  std::string part;
  while (std::getline(parts, part, ',')) {
    if (part.empty() || part.size() > 3 ||
        !std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      return std::nullopt;
    }
    const int count = std::stoi(part);
    if (count < 1 || count > 256) return std::nullopt;
    counts.push_back(count);
  }
  if (counts.empty()) return std::nullopt;
  return counts;
}

}  // namespace
}  // namespace sudoku::bench

int main(int argc, char** argv) {
  using namespace sudoku;
  using namespace sudoku::bench;
  CLI::App app{"The hard instances, counted to 2 by sudoku and by cadical on a plain CNF"};
  std::vector<std::string> files;
  std::string algorithm_text = "auto";
  std::string variant_text;
  std::string cadical = "cadical";
  bool no_cadical = false;
  bool first_only = false;
  int runs = 1;
  int cadical_seeds = 1;
  int seeds = 1;
  double time_limit = 60;
  app.add_option("files", files, "Puzzle files")->required();
  app.add_option("--algorithm", algorithm_text, "Our engine (auto, general, cdcl, lcg)");
  app.add_option("--variant", variant_text, "Rules of files without a header (killer, …)");
  app.add_option("--cadical", cadical, "The cadical program");
  app.add_flag("--no-cadical", no_cadical, "Time our engine only");
  app.add_flag("--first", first_only,
               "Stop at a first solution on both sides (ours a solve, cadical one call)");
  app.add_option("--runs", runs, "Our runs per instance (the median is shown)")
      ->check(CLI::PositiveNumber);
  app.add_option("--seeds", seeds,
                 "Our runs per instance with seeds 0 to N-1 (SolveOptions::seed; each --runs "
                 "times; the median is shown, and the least and greatest beside it)")
      ->check(CLI::Range(1, 100));
  app.add_option("--cadical-seeds", cadical_seeds,
                 "cadical's runs per instance, with random seeds 0 to N-1 (the median is shown, "
                 "and the least and greatest beside it)")
      ->check(CLI::Range(1, 100));
  app.add_option("--time-limit", time_limit, "Seconds per instance for each side")
      ->check(CLI::PositiveNumber);
  std::string threads_text = "1";
  app.add_option("--threads", threads_text,
                 "Threads our count may use (cadical uses one); several counts, comma-separated, "
                 "time ours once with each (default 1)");
  CLI11_PARSE(app, argc, argv);
  const std::optional<std::vector<int>> threads = parse_thread_counts(threads_text);
  if (!threads) {
    fmt::print(stderr,
               "sudoku_hard_bench: --threads '{}': expected counts from 1 to 256, "
               "comma-separated\n",
               threads_text);
    return 2;
  }
  const std::optional<Algorithm> algorithm = parse_algorithm(algorithm_text);
  if (!algorithm) {
    fmt::print(stderr, "sudoku_hard_bench: '{}' is not an engine\n", algorithm_text);
    return 2;
  }
  std::optional<Variant> variant;
  if (!variant_text.empty()) {
    variant = parse_variant(variant_text);
    if (!variant) {
      fmt::print(stderr, "sudoku_hard_bench: '{}' is not a variant\n", variant_text);
      return 2;
    }
  }
  std::optional<std::string> peer;
  if (!no_cadical) {
    peer = find_program(cadical);
    if (!peer) {
      fmt::print(stderr, "sudoku_hard_bench: no '{}' program (Debian: apt-get install cadical)\n",
                 cadical);
      return 2;
    }
  }
  std::vector<Instance> instances;
  try {
    for (const std::string& file : files) {
      for (Instance& instance : read_instances(file, variant)) {
        instances.push_back(std::move(instance));
      }
    }
  } catch (const InputError& error) {
    fmt::print(stderr, "{}\n", error.what());
    return 2;
  }
  const ScratchDirectory scratch;
  // One column of ours (and one ratio) for each thread count.
  std::string header = fmt::format("{:<34}", "instance");
  for (const int count : *threads) {
    header += fmt::format(" {:>10}",
                          threads->size() == 1 ? "ours ms" : fmt::format("ours {}t ms", count));
    if (seeds > 1) header += fmt::format(" {:>13}", "range ms");
  }
  header += fmt::format(" {:>7} {:>6} {:>12} {:>6}", "engine", "count", "cadical ms", "count");
  if (cadical_seeds > 1) header += fmt::format(" {:>17}", "cadical range ms");
  for (const int count : *threads) {
    header +=
        fmt::format(" {:>8}", threads->size() == 1 ? "ratio" : fmt::format("ratio {}t", count));
  }
  fmt::print("{}\n", header);
  std::vector<double> ours_total(threads->size(), 0);
  double peer_total = 0;
  int failures = 0;
  for (const Instance& instance : instances) {
    SolveOptions options;
    options.max_solutions = first_only ? 1 : 2;
    options.algorithm = *algorithm;
    options.time_limit = std::chrono::microseconds(static_cast<long long>(time_limit * 1e6));
    std::vector<std::string> ours_ms;
    std::vector<double> ours(threads->size(), 0);
    SolveResult result;
    for (std::size_t column = 0; column < threads->size(); ++column) {
      options.threads = (*threads)[column];
      std::vector<double> times;
      bool done = true;
      for (int seed = 0; seed < seeds; ++seed) {
        options.seed = static_cast<std::uint32_t>(seed);
        for (int run = 0; run < runs; ++run) {
          const auto start = std::chrono::steady_clock::now();
          result = solve(instance.puzzle, options);
          times.push_back(
              std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                  .count());
          const bool finished = result.status != SolveStatus::budget_spent;
          const bool right =
              result.solution.has_value() && is_solution_of(*result.solution, instance.puzzle);
          if (!right && finished) ++failures;
          done = done && finished;
        }
      }
      ours[column] = median(times);
      ours_total[column] += ours[column];
      std::string shown =
          done ? fmt::format("{:.1f}", ours[column]) : fmt::format(">{:.0f}", ours[column]);
      if (seeds > 1) {
        const auto [least, greatest] = std::minmax_element(times.begin(), times.end());
        shown += fmt::format(" {:>13}", fmt::format("{:.0f}-{:.0f}", *least, *greatest));
      }
      ours_ms.push_back(shown);
    }
    std::string peer_ms = "-";
    std::string peer_count = "-";
    std::string peer_range;
    std::vector<std::string> ratios(threads->size(), "-");
    if (peer) {
      std::vector<PeerRun> seeded;
      std::vector<double> seconds;
      for (int seed = 0; seed < cadical_seeds; ++seed) {
        seeded.push_back(
            run_cadical(*peer, instance.puzzle, time_limit, first_only, seed, scratch));
        seconds.push_back(seeded.back().seconds);
      }
      // A run that did not finish counts as its time so far (the cap: at least that long).
      PeerRun run = seeded.front();
      run.seconds = median(seconds);
      for (const PeerRun& other : seeded) {
        if (!other.ran) {
          run.ran = false;
          run.timed_out = run.timed_out || other.timed_out;
        }
        if (other.ran && other.solutions > 0 && !other.solution_checks) ++failures;
        run.solutions = std::max(run.solutions, other.solutions);
      }
      if (cadical_seeds > 1) {
        const auto [least, greatest] = std::minmax_element(seconds.begin(), seconds.end());
        peer_range =
            fmt::format(" {:>17}", fmt::format("{:.0f}-{:.0f}", *least * 1000, *greatest * 1000));
      }
      peer_total += run.seconds * 1000;
      peer_ms = run.ran ? fmt::format("{:.1f}", run.seconds * 1000)
                        : (run.timed_out ? fmt::format(">{:.0f}", run.seconds * 1000) : "failed");
      peer_count = run.ran ? std::to_string(run.solutions) : "-";
      for (std::size_t column = 0; column < threads->size(); ++column) {
        ratios[column] = fmt::format("{:.2f}", run.seconds * 1000 / std::max(ours[column], 0.001));
      }
    }
    std::string line = fmt::format("{:<34}", instance.name);
    for (const std::string& ms : ours_ms) {
      line += seeds > 1 ? fmt::format(" {:>24}", ms) : fmt::format(" {:>10}", ms);
    }
    line += fmt::format(" {:>7} {:>6} {:>12} {:>6}", algorithm_name(result.engine), result.count,
                        peer_ms, peer_count);
    line += peer_range;
    for (const std::string& ratio : ratios) line += fmt::format(" {:>8}", ratio);
    fmt::print("{}\n", line);
    std::fflush(stdout);
  }
  std::string total = fmt::format("{:<34}", "total");
  for (const double ms : ours_total) {
    total += seeds > 1 ? fmt::format(" {:>24}", fmt::format("{:.1f}{:14}", ms, ""))
                       : fmt::format(" {:>10.1f}", ms);
  }
  total += fmt::format(" {:>7} {:>6} {:>12} {:>6}", "", "",
                       peer ? fmt::format("{:.1f}", peer_total) : "-", "");
  if (cadical_seeds > 1) total += fmt::format(" {:>17}", "");
  for (const double ms : ours_total) {
    total +=
        fmt::format(" {:>8}", peer ? fmt::format("{:.2f}", peer_total / std::max(ms, 0.001)) : "-");
  }
  fmt::print("{}\n", total);
  if (failures > 0) {
    fmt::print(stderr, "sudoku_hard_bench: {} wrong answers\n", failures);
    return 1;
  }
  return 0;
}
