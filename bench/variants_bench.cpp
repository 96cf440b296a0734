// sudoku_variants_bench — per-puzzle times of the variant engine (general, or the engine named)
// on Killers, large grids and plain 9×9, and the generator of the Killer set in data/killer/.
//
// What is measured. Each puzzle is read first; then each solve() is timed alone with
// std::chrono::steady_clock, `--runs` times, and the puzzle's time is the median of its runs.
// A set reports the median and the maximum of those per-puzzle times (the targets are per
// puzzle) and puzzles/s (puzzles over the sum of the per-puzzle times). Every answer is
// checked untimed: the solution solves its puzzle (is_solution_of); a Killer is solved with
// max_solutions = 2, so its time includes the proof of uniqueness, and its count must be 1.
//
// Sets:
//   killer   every line of data/killer/*.txt (one-line Killer form, docs/formats.md)
//   large16, large25  DATA/large/lloyd_amos_acs_{16x16,25x25}.tsv (`id percent puzzle`, letters
//   A=1),
//            first solution (the instances are not all unique), reported per fixed-% band
//   empty36  the empty 36×36 grid filled (first solution)
//   plain9   the first --plain-puzzles of each DATA/classic/*.txt set, first solution, through
//            the variant engine and through classic9: the ratio of their puzzles/s (after an
//            untimed warm-up of both engines of at least 0.5 s)
//
// --generate-killer COUNT writes COUNT unique Killers (killer_generator.hpp) to stdout: with
// `--style split` (default) cages of 1..--max-cage cells split until unique; with
// `--style large` few large cages: single-cell cages merged two by one while the Killer stays
// unique, down to --min-cages cages (progress on stderr).
//
// Exit status: 0 done (targets are printed, not enforced), 1 a wrong answer, 2 bad usage or
// missing data.
#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <exception>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "failure.hpp"
#include "killer_generator.hpp"
#include "median.hpp"
#include "sudoku/format.hpp"
#include "sudoku/solve.hpp"

namespace sudoku::bench {
namespace {

namespace fs = std::filesystem;

struct Entry {
  Puzzle puzzle;
  std::string where;  // file:line
  std::string band;   // the group it is reported in
};

struct Timed {
  std::string band;
  std::vector<double> milliseconds;  // per puzzle (median of its runs)
  std::size_t over_limit = 0;        // puzzles that spent the time limit (timed, not judged)
  double worst = 0;
  std::string worst_where;  // file:line of the slowest puzzle
};

[[noreturn]] void fail_answer(const std::string& message) { throw Failure{1, message}; }

// Times each entry alone, `runs` times; checks every answer.
std::map<std::string, Timed> time_entries(const std::vector<Entry>& entries, Algorithm engine,
                                          std::uint64_t max_solutions, int runs, bool expect_unique,
                                          double limit_ms = 0) {
  std::map<std::string, Timed> bands;
  SolveOptions options;
  options.time_limit = std::chrono::microseconds(static_cast<std::int64_t>(limit_ms * 1000));
  options.algorithm = engine;
  options.max_solutions = max_solutions;
  for (const Entry& entry : entries) {
    std::vector<double> times;
    bool over = false;
    for (int run = 0; run < runs; ++run) {
      const auto start = std::chrono::steady_clock::now();
      const SolveResult result = solve(entry.puzzle, options);
      const auto stop = std::chrono::steady_clock::now();
      times.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
      if (result.status == SolveStatus::budget_spent) {
        over = true;
        break;  // one run is enough to know
      }
      if (run > 0) continue;
      if (!result.solution || !is_solution_of(*result.solution, entry.puzzle)) {
        fail_answer(
            fmt::format("{}: wrong or no solution ({})", entry.where, status_name(result.status)));
      }
      if (expect_unique && result.count != 1) {
        fail_answer(fmt::format("{}: {} solutions, expected exactly 1", entry.where, result.count));
      }
    }
    Timed& band = bands[entry.band];
    band.band = entry.band;
    band.milliseconds.push_back(median(times));
    band.over_limit += over;
    if (band.milliseconds.back() >= band.worst) {
      band.worst = band.milliseconds.back();
      band.worst_where = entry.where;
    }
  }
  return bands;
}

void print_row(const std::string& set, const std::string& band, const std::vector<double>& ms,
               const std::string& target, std::size_t over_limit = 0) {
  double total = 0;
  for (double value : ms) total += value;
  const double worst = ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end());
  fmt::print("| {} | {} | {} | {:.3f} | {:.3f} | {:.0f} | {} | {} |\n", set, band, ms.size(),
             median(ms), worst, total > 0 ? 1000.0 * static_cast<double>(ms.size()) / total : 0,
             over_limit, target);
  std::fflush(stdout);
}

void print_header() {
  fmt::print("| set | band | puzzles | median ms | max ms | puzzles/s | over limit | target |\n");
  fmt::print("|---|---|---:|---:|---:|---:|---:|---|\n");
}

std::vector<std::string> lines_of(const fs::path& path) {
  std::ifstream file(path);
  if (!file) fail_usage(fmt::format("cannot read {}", path.string()));
  std::vector<std::string> lines;
  for (std::string line; std::getline(file, line);) lines.push_back(line);
  return lines;
}

std::vector<Entry> read_killers(const fs::path& directory) {
  std::vector<Entry> entries;
  std::vector<fs::path> files;
  if (fs::is_directory(directory)) {
    for (const auto& item : fs::directory_iterator(directory)) {
      if (item.path().extension() == ".txt") files.push_back(item.path());
    }
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) fail_usage(fmt::format("no Killer set (*.txt) in {}", directory.string()));
  for (const fs::path& file : files) {
    const std::vector<std::string> lines = lines_of(file);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (is_blank_or_comment(lines[i]) || is_header_line(lines[i])) continue;
      const int number = static_cast<int>(i) + 1;
      entries.push_back({read_line(lines[i], file.string(), number, Validation::full,
                                   Variant{true, false, false}),
                         fmt::format("{}:{}", file.string(), number), file.stem().string()});
    }
  }
  return entries;
}

// The large instances: `id<TAB>percent<TAB>puzzle`, banded by fixed percentage.
std::vector<Entry> read_large(const fs::path& path, std::size_t per_band) {
  std::vector<Entry> entries;
  std::map<int, std::size_t> taken;
  const std::vector<std::string> lines = lines_of(path);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (is_blank_or_comment(lines[i])) continue;
    std::istringstream fields(lines[i]);
    std::string id;
    int percent = 0;
    std::string grid;
    if (!(fields >> id >> percent >> grid)) {
      fail_usage(fmt::format("{}:{}: expected `id percent puzzle`", path.string(), i + 1));
    }
    if (per_band != 0 && taken[percent]++ >= per_band) continue;
    const int number = static_cast<int>(i) + 1;
    entries.push_back({read_line(grid, path.string(), number),
                       fmt::format("{}:{}", path.string(), number),
                       fmt::format("{:03d}%", percent)});
  }
  return entries;
}

std::vector<Entry> read_plain(const fs::path& directory, std::size_t first) {
  std::vector<Entry> entries;
  std::vector<fs::path> files;
  for (const auto& item : fs::directory_iterator(directory)) {
    if (item.path().extension() == ".txt") files.push_back(item.path());
  }
  std::sort(files.begin(), files.end());
  for (const fs::path& file : files) {
    const std::vector<std::string> lines = lines_of(file);
    std::size_t taken = 0;
    for (std::size_t i = 0; i < lines.size() && taken < first; ++i) {
      if (is_blank_or_comment(lines[i])) continue;
      const int number = static_cast<int>(i) + 1;
      entries.push_back({read_line(lines[i], file.string(), number),
                         fmt::format("{}:{}", file.string(), number), file.stem().string()});
      ++taken;
    }
  }
  return entries;
}

int run(int argc, char** argv) {
  std::string data = "../shared/data";
  std::string killer_directory = "data/killer";
  std::string engine_name = "general";
  std::vector<std::string> sets{"killer", "large16", "large25", "empty36", "plain9"};
  double limit_ms = 0;
  int runs = 3;
  std::size_t per_band = 0;
  std::size_t plain_puzzles = 1000;
  int generate = 0;
  std::uint64_t seed = 1;
  int max_cage = 5;
  std::string style = "split";
  int min_cage = 3;
  int min_cages = 20;
  int max_cages = 28;
  CLI::App app{"sudoku_variants_bench: per-puzzle times of the variant engine"};
  app.add_option("--data", data, "Data directory with large/ and classic/ (env SUDOKU_DATA)")
      ->envname("SUDOKU_DATA");
  app.add_option("--killer-dir", killer_directory, "Directory of the Killer sets (*.txt)");
  app.add_option("--engine", engine_name, "The engine timed (default general)");
  app.add_option("--sets", sets, "killer, large16, large25, empty36, plain9 (default all)")
      ->delimiter(',');
  app.add_option("--time-limit-ms", limit_ms,
                 "Per-solve time limit (0: none); a puzzle past it is counted, not judged");
  app.add_option("--runs", runs, "Timed runs per puzzle; the median is its time")
      ->check(CLI::Range(1, 100));
  app.add_option("--per-band", per_band, "Large sets: at most N instances per band (0: all)");
  app.add_option("--plain-puzzles", plain_puzzles, "plain9: the first N puzzles of each set");
  app.add_option("--generate-killer", generate, "Write N unique Killers to stdout, then stop");
  app.add_option("--seed", seed, "First seed of --generate-killer (puzzle i uses seed + i)");
  CLI::Option* max_cage_option =
      app.add_option("--max-cage", max_cage,
                     "--generate-killer: cages of at most N cells (default 5; 9 with large)")
          ->check(CLI::Range(1, 9));
  app.add_option("--style", style,
                 "--generate-killer: split (cages of 1..max split until unique) or large "
                 "(single cells merged while unique, down to --min-cages cages)")
      ->check(CLI::IsMember({"split", "large"}));
  app.add_option("--min-cage", min_cage, "--style large: no cage under N cells (default 3)")
      ->check(CLI::Range(1, 9));
  app.add_option("--min-cages", min_cages, "--style large: merge down to N cages (default 20)")
      ->check(CLI::Range(1, 81));
  app.add_option("--max-cages", max_cages, "--style large: at most N cages (default 28)")
      ->check(CLI::Range(1, 81));
  CLI11_PARSE(app, argc, argv);
  if (style == "large" && max_cage_option->count() == 0) max_cage = 9;
  if (style == "large" && min_cage > max_cage) {
    fail_usage(fmt::format("--min-cage {} is above --max-cage {}", min_cage, max_cage));
  }
  if (style == "large" && min_cages > max_cages) {
    fail_usage(fmt::format("--min-cages {} is above --max-cages {}", min_cages, max_cages));
  }

  const auto engine = parse_algorithm(engine_name);
  if (!engine) fail_usage(fmt::format("unknown engine '{}'", engine_name));

  if (generate > 0) {
    fmt::print("variant: killer\n");
    for (int i = 0; i < generate; ++i) {
      const std::uint64_t puzzle_seed = seed + static_cast<std::uint64_t>(i);
      if (style == "large") {
        LargeKillerRecipe recipe;
        recipe.seed = puzzle_seed;
        recipe.min_cage_size = min_cage;
        recipe.max_cage_size = max_cage;
        recipe.min_cages = min_cages;
        recipe.max_cages = max_cages;
        recipe.engine = *engine;
        const auto start = std::chrono::steady_clock::now();
        const LargeKiller made = generate_large_killer(recipe);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        fmt::print("{}\n", to_puzzle_line(made.puzzle));
        fmt::print(stderr, "{}/{} seed {}: {} cages, {} grid(s), {} counts, {:.1f} s\n", i + 1,
                   generate, puzzle_seed, made.puzzle.constraints().size(), made.grids, made.counts,
                   took.count());
      } else {
        KillerRecipe recipe;
        recipe.seed = puzzle_seed;
        recipe.max_cage_size = max_cage;
        recipe.engine = *engine;
        fmt::print("{}\n", to_puzzle_line(generate_killer(recipe)));
      }
      std::fflush(stdout);
    }
    return 0;
  }

  auto wants = [&](const std::string& name) {
    return std::find(sets.begin(), sets.end(), name) != sets.end();
  };
  fmt::print("engine {}, {} run(s) per puzzle, per-puzzle median\n\n", engine_name, runs);
  print_header();
  if (wants("killer")) {
    const std::vector<Entry> killers = read_killers(killer_directory);
    for (const auto& [band, timed] : time_entries(killers, *engine, 2, runs, true)) {
      print_row("killer (count to 2)", band, timed.milliseconds, "max < 100 ms, median < 1 ms");
    }
  }
  for (const char* name : {"large16", "large25"}) {
    if (!wants(name)) continue;
    const bool sixteen = std::string(name) == "large16";
    const fs::path path = fs::path(data) / "large" /
                          (sixteen ? "lloyd_amos_acs_16x16.tsv" : "lloyd_amos_acs_25x25.tsv");
    std::vector<double> all;
    std::size_t over = 0;
    Timed slowest;
    for (const auto& [band, timed] :
         time_entries(read_large(path, per_band), *engine, 1, runs, false, limit_ms)) {
      print_row(sixteen ? "16x16" : "25x25", band, timed.milliseconds, "", timed.over_limit);
      all.insert(all.end(), timed.milliseconds.begin(), timed.milliseconds.end());
      over += timed.over_limit;
      if (timed.worst >= slowest.worst) slowest = timed;
    }
    print_row(sixteen ? "16x16" : "25x25", "all", all, sixteen ? "max < 10 ms" : "max < 1000 ms",
              over);
    fmt::print("\nslowest {}: {} ({:.3f} ms)\n\n", name, slowest.worst_where, slowest.worst);
  }
  if (wants("empty36")) {
    const std::vector<Entry> empty{{Puzzle(Geometry(36)), "empty 36x36", "empty"}};
    for (const auto& [band, timed] : time_entries(empty, *engine, 1, std::max(runs, 5), false)) {
      print_row("36x36", band, timed.milliseconds, "< 1000 ms");
    }
  }
  if (wants("plain9")) {
    const std::vector<Entry> plain = read_plain(fs::path(data) / "classic", plain_puzzles);
    // A warm-up of both engines, untimed, at least half a second: otherwise the first sets timed
    // (the variant engine's) pay for a processor still raising its clock.
    const auto warm_up_end = std::chrono::steady_clock::now() + std::chrono::milliseconds(500);
    while (std::chrono::steady_clock::now() < warm_up_end) {
      time_entries(plain, *engine, 1, 1, false);
      time_entries(plain, Algorithm::classic9, 1, 1, false);
    }
    const auto ours = time_entries(plain, *engine, 1, runs, false);
    const auto fast = time_entries(plain, Algorithm::classic9, 1, runs, false);
    for (const auto& [band, timed] : ours) {
      print_row(fmt::format("9x9 {}", engine_name), band, timed.milliseconds, "");
      const std::vector<double>& reference = fast.at(band).milliseconds;
      print_row("9x9 classic9", band, reference, "");
      double a = 0;
      double b = 0;
      for (double value : timed.milliseconds) a += value;
      for (double value : reference) b += value;
      fmt::print("| ratio {}/classic9 time | {} | | | | {:.2f}x | | within 3x |\n", engine_name,
                 band, b > 0 ? a / b : 0);
    }
  }
  return 0;
}

}  // namespace
}  // namespace sudoku::bench

int main(int argc, char** argv) {
  try {
    return sudoku::bench::run(argc, argv);
  } catch (const sudoku::bench::Failure& failure) {
    fmt::print(stderr, "sudoku_variants_bench: {}\n", failure.message);
    return failure.exit_status;
  } catch (const std::exception& error) {
    fmt::print(stderr, "sudoku_variants_bench: {}\n", error.what());
    return 2;
  }
}
