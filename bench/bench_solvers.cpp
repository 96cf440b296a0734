// sudoku_bench — how fast the engines solve the public benchmark sets, side by side with qqwing.
//
// What is measured. For each set (a file of one-line puzzles in DIR/classic) and each engine,
// every puzzle is read first (read_line); then only the solving loop is timed, with
// std::chrono::steady_clock around the whole set, on one thread, N times. The figures are the
// median of the N runs: puzzles per second, microseconds per puzzle, and guesses per puzzle
// (SolveResult.stats.guesses). The timed loop calls the public solve() and keeps each answer
// (status, count, and the solution's digits copied into an array allocated beforehand); a
// separate untimed pass then checks every answer of every run (is_solution_of, and the count the
// set's rule expects), and the program stops with exit status 1 at any wrong one. Uniqueness is
// checked untimed as well: each puzzle of a first-solution set is counted to 2 once.
//
// The solution limit per set comes from one table (kSetRules): serg_benchmark's puzzles have two
// or more solutions each, so it counts to 2; every other set solves to the first solution.
//
// qqwing (Debian's package) runs in the same program run on the same puzzles, when installed:
// see run_qqwing below for exactly what is measured.
//
// Exit status: 0 done (targets are reported, not enforced), 1 a wrong answer or count, 2 bad
// usage, missing data or unreadable input.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "sudoku/format.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/solve.hpp"

namespace {

using sudoku::Algorithm;
using sudoku::Digit;
using sudoku::Puzzle;
using sudoku::SolveOptions;
using sudoku::SolveResult;
using sudoku::SolveStatus;
using Clock = std::chrono::steady_clock;
using Json = nlohmann::ordered_json;
namespace fs = std::filesystem;

// ── The tables ───────────────────────────────────────────────────────────────────────────────

// How many solutions a set's puzzles have, and so how far the benchmark asks the engine to go.
enum class Expect { exactly_one, at_least_two };

struct SetRule {
  std::string_view set;
  std::uint64_t max_solutions;
  Expect expect;
  std::string_view meaning;
};

// Sets not named here solve to the first solution and must have exactly one.
constexpr std::array kSetRules{
    SetRule{"serg_benchmark", 2, Expect::at_least_two,
            "count to 2: every puzzle has two or more solutions"},
};
constexpr SetRule kDefaultSetRule{
    "", 1, Expect::exactly_one,
    "first solution; exactly one expected (checked untimed by counting to 2)"};

const SetRule& rule_for(std::string_view set) {
  for (const SetRule& rule : kSetRules) {
    if (rule.set == set) return rule;
  }
  return kDefaultSetRule;
}

// The fastest published solvers, built and measured on this machine kind, one thread, puzzles
// per second (issue 6; to the first solution, serg counting to 2).
struct ReferenceFigure {
  std::string_view set;
  double puzzles_per_second;
};
constexpr std::array kReferenceFigures{
    ReferenceFigure{"17_clue", 404'000},
    ReferenceFigure{"forum_hardest_1905_11+", 20'500},
    ReferenceFigure{"magictour_top1465", 117'000},
    ReferenceFigure{"forum_hardest_1106", 11'700},
    ReferenceFigure{"serg_benchmark", 398'000},
};

std::optional<double> reference_for(std::string_view set) {
  for (const ReferenceFigure& figure : kReferenceFigures) {
    if (figure.set == set) return figure.puzzles_per_second;
  }
  return std::nullopt;
}

// The throughput the engines must reach for now (issue 2), single thread.
struct Target {
  Algorithm engine;
  std::string_view set;
  double puzzles_per_second;
  std::string_view source;
};
constexpr std::array kTargets{
    Target{Algorithm::classic9, "17_clue", 100'000, "issue 2"},
    Target{Algorithm::classic9, "forum_hardest_1905_11+", 5'000, "issue 2"},
};

// ── Settings ─────────────────────────────────────────────────────────────────────────────────

struct Settings {
  std::string data = "../shared/data";
  std::vector<std::string> sets;
  std::vector<std::string> engines{"classic9"};
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
  Algorithm algorithm;
  std::uint64_t node_limit;  // per puzzle; 0: none
  std::size_t max_puzzles;   // 0: all
};

SolveOptions solve_options(std::uint64_t max_solutions, const EnginePlan& plan) {
  SolveOptions options;
  options.max_solutions = max_solutions;
  options.algorithm = plan.algorithm;
  options.node_limit = plan.node_limit;
  return options;
}

// ── Machine ──────────────────────────────────────────────────────────────────────────────────

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

// The first three fields of /proc/loadavg: other work on the machine skews the figures.
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

// ── Sets ─────────────────────────────────────────────────────────────────────────────────────

struct PuzzleSet {
  std::string name;  // the file name without .txt
  std::string path;
  std::vector<Puzzle> puzzles;
  std::vector<int> line_numbers;  // of each puzzle in its file, for messages
};

// Ends the program with `exit_status` once the stack has unwound (so the scratch directory
// is removed): main prints the message.
struct Failure {
  int exit_status;
  std::string message;
};

[[noreturn]] void fail_usage(const std::string& message) { throw Failure{2, message}; }

std::vector<std::string> all_set_names(const fs::path& directory) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) {
    if (entry.is_regular_file() && entry.path().extension() == ".txt") {
      names.push_back(entry.path().stem().string());
    }
  }
  if (error) fail_usage(fmt::format("cannot list {}: {}", directory.string(), error.message()));
  std::sort(names.begin(), names.end());
  return names;
}

PuzzleSet load_set(const fs::path& directory, std::string name) {
  if (name.size() > 4 && name.ends_with(".txt")) name.resize(name.size() - 4);
  PuzzleSet set;
  set.path = (directory / (name + ".txt")).string();
  set.name = std::move(name);
  std::ifstream file(set.path, std::ios::binary);
  if (!file) fail_usage(fmt::format("cannot read {}", set.path));
  std::stringstream contents;
  contents << file.rdbuf();
  const std::string text = contents.str();
  std::string_view rest = text;
  int line_number = 0;
  while (!rest.empty()) {
    const auto end = rest.find('\n');
    std::string_view line = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (sudoku::is_blank_or_comment(line)) continue;
    try {
      set.puzzles.push_back(sudoku::read_line(line, set.path, line_number));
    } catch (const sudoku::InputError& error) {
      fail_usage(error.what());
    }
    set.line_numbers.push_back(line_number);
  }
  if (set.puzzles.empty()) fail_usage(fmt::format("{} holds no puzzle", set.path));
  for (const Puzzle& puzzle : set.puzzles) {
    if (puzzle.geometry() != set.puzzles.front().geometry()) {
      fail_usage(fmt::format("{} mixes puzzle sizes", set.path));
    }
  }
  return set;
}

// ── Timed passes and their checks ────────────────────────────────────────────────────────────

// What one timed pass found, kept for the untimed check.
struct Answers {
  std::vector<SolveStatus> status;
  std::vector<std::uint64_t> count;
  std::vector<Digit> cells;  // puzzle i's solution at [i * cell_count, (i + 1) * cell_count)
  std::uint64_t guesses = 0;

  void reset(std::size_t puzzles, std::size_t cell_count) {
    status.assign(puzzles, SolveStatus::no_solution);
    count.assign(puzzles, 0);
    cells.assign(puzzles * cell_count, sudoku::kBlank);
    guesses = 0;
  }
};

struct PassTime {
  double to_split = 0;  // seconds for puzzles [0, split)
  double total = 0;     // seconds for puzzles [0, count)
  double cpu = 0;       // this thread's CPU seconds for puzzles [0, count)
};

// CPU time of the calling thread: unlike the steady clock, it does not count the time other
// programs hold the core, so it shows how much a busy machine skewed a run.
double thread_cpu_seconds() {
  timespec now{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Solves puzzles [0, count) in order, timing the loop alone. The clock is also read at `split`
// (between two loops, so not inside one) to time a prefix compared with qqwing.
PassTime timed_pass(const std::vector<Puzzle>& puzzles, std::size_t count, std::size_t split,
                    const SolveOptions& options, Answers& answers) {
  const std::size_t cell_count = static_cast<std::size_t>(puzzles.front().cell_count());
  answers.reset(count, cell_count);
  std::uint64_t guesses = 0;
  auto solve_range = [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i) {
      const SolveResult result = sudoku::solve(puzzles[i], options);
      answers.status[i] = result.status;
      answers.count[i] = result.count;
      guesses += result.stats.guesses;
      if (result.solution) {
        std::copy(result.solution->cells().begin(), result.solution->cells().end(),
                  answers.cells.begin() + static_cast<std::ptrdiff_t>(i * cell_count));
      }
    }
  };
  const double cpu_start = thread_cpu_seconds();
  const auto start = Clock::now();
  solve_range(0, split);
  const auto at_split = Clock::now();
  solve_range(split, count);
  const auto end = Clock::now();
  const double cpu_end = thread_cpu_seconds();
  answers.guesses = guesses;
  return {std::chrono::duration<double>(at_split - start).count(),
          std::chrono::duration<double>(end - start).count(), cpu_end - cpu_start};
}

struct CheckResult {
  std::size_t budget_spent = 0;
  std::size_t wrong = 0;
  std::vector<std::string> problems;  // the first few, for a person

  void add(std::string problem) {
    ++wrong;
    if (problems.size() < 10) problems.push_back(std::move(problem));
  }
};

// Checks the answers of one pass over puzzles [0, count): every solution solves its puzzle, and
// the count is what `expect_count` says (a budget-spent puzzle is counted, not judged).
CheckResult check_answers(const PuzzleSet& set, std::size_t count, const Answers& answers,
                          std::uint64_t expect_count, std::string_view engine) {
  CheckResult check;
  const std::size_t cell_count = static_cast<std::size_t>(set.puzzles.front().cell_count());
  for (std::size_t i = 0; i < count; ++i) {
    const Puzzle& puzzle = set.puzzles[i];
    const std::string where = fmt::format("{}:{}: {}", set.path, set.line_numbers[i], engine);
    if (answers.status[i] == SolveStatus::budget_spent) {
      ++check.budget_spent;
      continue;
    }
    if (answers.status[i] != SolveStatus::solved) {
      check.add(fmt::format("{}: {} (expected a solution)", where,
                            sudoku::status_name(answers.status[i])));
      continue;
    }
    if (answers.count[i] != expect_count) {
      check.add(fmt::format("{}: counted {} solution(s), expected {}", where, answers.count[i],
                            expect_count));
    }
    const auto first = answers.cells.begin() + static_cast<std::ptrdiff_t>(i * cell_count);
    const Puzzle solution(
        puzzle.geometry(),
        std::vector<Digit>(first, first + static_cast<std::ptrdiff_t>(cell_count)));
    if (!sudoku::is_solution_of(solution, puzzle)) {
      check.add(fmt::format("{}: wrong solution {}: {}", where, sudoku::to_line(solution),
                            sudoku::solution_problem(solution, puzzle).value_or("?")));
    }
  }
  return check;
}

// Untimed: counts each puzzle of a first-solution set to 2; each must have exactly one.
CheckResult check_unique(const PuzzleSet& set, std::size_t count, const EnginePlan& plan) {
  CheckResult check;
  const SolveOptions options = solve_options(2, plan);
  for (std::size_t i = 0; i < count; ++i) {
    const SolveResult result = sudoku::solve(set.puzzles[i], options);
    if (result.status == SolveStatus::budget_spent) {
      ++check.budget_spent;
    } else if (result.count != 1) {
      check.add(fmt::format("{}:{}: {}: counting to 2 found {} solution(s), expected exactly one",
                            set.path, set.line_numbers[i], sudoku::algorithm_name(plan.algorithm),
                            result.count));
    }
  }
  return check;
}

[[noreturn]] void fail_check(const CheckResult& check, std::string_view what) {
  std::string message = fmt::format("FAILED: {} wrong answer(s) {}", check.wrong, what);
  for (const std::string& problem : check.problems) message += fmt::format("\n  {}", problem);
  throw Failure{1, message};
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

// ── qqwing ───────────────────────────────────────────────────────────────────────────────────
//
// qqwing 1.3.4 reads puzzles from standard input (any digit or '.' fills the next cell, every
// other character is skipped) and, with --timer, prints after each puzzle the time from just
// before it reads the puzzle to just after it solved it (gettimeofday, microsecond resolution):
// reading 81 characters from a buffered stdin, setting up the board, and solving, but not
// printing. That sum over the puzzles is its own solve time, the figure we compare with. Its
// logic-first solver runs when a solution is to be printed, so the run is
//   qqwing --solve --one-line --timer  < puzzles  > answers
// (--one-line: each solution on one line, then "Time: T milliseconds"). We also time the whole
// process (spawn to exit) and subtract the median startup on an empty input: that "wall" figure
// adds printing and I/O and is shown for reference. qqwing cannot stop counting at 2
// (--count-solutions counts every solution), so on serg it solves to the first solution, and
// our engine is timed on the same task for that comparison. Every answer qqwing prints is
// checked with is_solution_of, untimed.

std::optional<std::string> find_program(const std::string& name) {
  if (name.find('/') != std::string::npos) {
    if (::access(name.c_str(), X_OK) == 0) return name;
    return std::nullopt;
  }
  const char* path = std::getenv("PATH");
  std::string_view rest = path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin";
  while (true) {
    const auto colon = rest.find(':');
    const std::string directory(rest.substr(0, colon));
    const std::string candidate = (directory.empty() ? std::string(".") : directory) + "/" + name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    if (colon == std::string_view::npos) return std::nullopt;
    rest.remove_prefix(colon + 1);
  }
}

struct ProcessRun {
  int exit_status = -1;
  double wall_seconds = 0;
};

// Runs `program args…` with stdin from `input` and stdout to `output`, and waits for it.
ProcessRun run_process(const std::string& program, const std::vector<std::string>& args,
                       const std::string& input, const std::string& output) {
  std::vector<char*> argv;
  argv.reserve(args.size() + 2);
  std::vector<std::string> owned{program};
  owned.insert(owned.end(), args.begin(), args.end());
  for (std::string& arg : owned) argv.push_back(arg.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, input.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, output.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  ProcessRun run;
  const auto start = Clock::now();
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return run;
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
  }
  run.wall_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  run.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return run;
}

std::string read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream contents;
  contents << file.rdbuf();
  return contents.str();
}

// A scratch directory for qqwing's input and output, removed at the end.
class ScratchDirectory {
 public:
  ScratchDirectory() {
    std::string pattern = (fs::temp_directory_path() / "sudoku_bench.XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) fail_usage("cannot make a temporary directory");
    path_ = pattern;
  }
  ~ScratchDirectory() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  std::string file(std::string_view name) const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

struct Qqwing {
  std::string program;
  std::string version;
  double startup_seconds = 0;  // median wall time on an empty input
};

std::optional<Qqwing> prepare_qqwing(const Settings& settings, const ScratchDirectory& scratch) {
  const auto program = find_program(settings.qqwing_program);
  if (!program) return std::nullopt;
  Qqwing qqwing{*program, "", 0};
  const std::string empty = scratch.file("empty.txt");
  std::ofstream(empty).close();
  const std::string output = scratch.file("out.txt");
  if (run_process(qqwing.program, {"--version"}, empty, output).exit_status == 0) {
    qqwing.version = read_file(output);
    while (!qqwing.version.empty() &&
           std::isspace(static_cast<unsigned char>(qqwing.version.back()))) {
      qqwing.version.pop_back();
    }
  }
  std::vector<double> startups;
  for (int run = 0; run < 5; ++run) {
    const ProcessRun empty_run =
        run_process(qqwing.program, {"--solve", "--one-line", "--timer"}, empty, output);
    if (empty_run.exit_status != 0) return std::nullopt;
    startups.push_back(empty_run.wall_seconds);
  }
  qqwing.startup_seconds = median(startups);
  return qqwing;
}

struct QqwingSet {
  std::size_t puzzles = 0;
  std::uint64_t max_solutions = 1;                  // qqwing's task: the first solution
  std::vector<std::vector<double>> puzzle_seconds;  // per run, per puzzle (its --timer)
  std::vector<double> wall_seconds;                 // per run, whole process
  CheckResult check;                                // wrong answers or "no solution" claims
  std::string error;                                // set when a run failed outright

  double solve_seconds(std::size_t prefix) const {  // median over runs of the first `prefix`
    std::vector<double> sums;
    for (const auto& run : puzzle_seconds) {
      double sum = 0;
      for (std::size_t i = 0; i < prefix && i < run.size(); ++i) sum += run[i];
      sums.push_back(sum);
    }
    return median(sums);
  }
};

// Parses qqwing's output: per puzzle, a solution line (or "Puzzle has no solution.") then
// "Time: T milliseconds"; "Puzzle is not possible." (given digits clash) has no time line.
// The answers are judged when `judge_answers` (the first run: qqwing is deterministic).
void parse_qqwing_output(const std::string& text, const PuzzleSet& set, bool judge_answers,
                         QqwingSet& result) {
  std::vector<double> seconds;
  std::optional<std::string> answer;
  bool no_solution = false;
  std::istringstream lines(text);
  std::string line;
  auto judge = [&](std::size_t i) {
    if (!judge_answers || i >= result.puzzles) return;
    const std::string where = fmt::format("{}:{}: qqwing", set.path, set.line_numbers[i]);
    if (!answer || no_solution) {
      result.check.add(fmt::format("{}: no solution printed", where));
      return;
    }
    try {
      const Puzzle solution =
          sudoku::read_line(*answer, "qqwing", 1, sudoku::Validation::shape_only);
      if (!sudoku::is_solution_of(solution, set.puzzles[i])) {
        result.check.add(fmt::format("{}: wrong solution {}", where, *answer));
      }
    } catch (const sudoku::InputError& error) {
      result.check.add(fmt::format("{}: unreadable answer: {}", where, error.what()));
    }
  };
  while (std::getline(lines, line)) {
    if (line.rfind("Time: ", 0) == 0) {
      judge(seconds.size());
      seconds.push_back(std::strtod(line.c_str() + 6, nullptr) / 1000.0);
      answer.reset();
      no_solution = false;
    } else if (line.rfind("Puzzle is not possible.", 0) == 0) {
      answer.reset();
      judge(seconds.size());
      seconds.push_back(0);
    } else if (line.rfind("Puzzle has no solution.", 0) == 0) {
      no_solution = true;
    } else if (line.size() == 81 && line.find_first_not_of("123456789") == std::string::npos) {
      answer = line;
    }
  }
  if (seconds.size() != result.puzzles) {
    result.error =
        fmt::format("qqwing printed {} times for {} puzzles", seconds.size(), result.puzzles);
    return;
  }
  result.puzzle_seconds.push_back(std::move(seconds));
}

QqwingSet run_qqwing(const Qqwing& qqwing, const PuzzleSet& set, std::size_t puzzles, int runs,
                     const ScratchDirectory& scratch) {
  QqwingSet result;
  result.puzzles = puzzles;
  const std::string input = scratch.file("puzzles.txt");
  const std::string output = scratch.file("answers.txt");
  {
    std::ofstream file(input, std::ios::binary);
    for (std::size_t i = 0; i < puzzles; ++i) file << sudoku::to_line(set.puzzles[i]) << '\n';
  }
  for (int run = 0; run < runs; ++run) {
    const ProcessRun process =
        run_process(qqwing.program, {"--solve", "--one-line", "--timer"}, input, output);
    if (process.exit_status != 0) {
      result.error = fmt::format("qqwing exited with status {}", process.exit_status);
      return result;
    }
    result.wall_seconds.push_back(process.wall_seconds);
    parse_qqwing_output(read_file(output), set, run == 0, result);
    if (!result.error.empty()) return result;
  }
  return result;
}

// ── One set, one engine ──────────────────────────────────────────────────────────────────────

struct EngineFigures {
  std::string engine;
  std::size_t puzzles = 0;  // timed (the first `puzzles` of the set)
  std::uint64_t max_solutions = 1;
  std::uint64_t node_limit = 0;
  std::vector<double> run_seconds;
  double seconds = 0;  // median
  std::vector<double> run_cpu_seconds;
  double cpu_seconds = 0;  // median of the thread's CPU time
  double guesses_per_puzzle = 0;
  std::size_t budget_spent = 0;
  std::size_t unique_checked = 0;
  // The comparison with qqwing: our median over its first `compared` puzzles, on its task.
  std::size_t compared = 0;
  double compared_seconds = 0;
  std::uint64_t compared_max_solutions = 1;

  double rate() const { return seconds > 0 ? static_cast<double>(puzzles) / seconds : 0; }
  double cpu_rate() const {
    return cpu_seconds > 0 ? static_cast<double>(puzzles) / cpu_seconds : 0;
  }
  double compared_rate() const {
    return compared_seconds > 0 ? static_cast<double>(compared) / compared_seconds : 0;
  }
};

EngineFigures bench_engine(const PuzzleSet& set, const EnginePlan& plan, int runs,
                           std::size_t qqwing_puzzles) {
  const SetRule& rule = rule_for(set.name);
  EngineFigures figures;
  figures.engine = std::string(sudoku::algorithm_name(plan.algorithm));
  figures.max_solutions = rule.max_solutions;
  figures.node_limit = plan.node_limit;
  figures.puzzles =
      plan.max_puzzles == 0 ? set.puzzles.size() : std::min(set.puzzles.size(), plan.max_puzzles);
  figures.compared = std::min(figures.puzzles, qqwing_puzzles);
  figures.compared_max_solutions = 1;  // qqwing's task: the first solution
  const bool same_task = rule.max_solutions == 1;
  const std::uint64_t expect_count = rule.max_solutions;

  const SolveOptions options = solve_options(rule.max_solutions, plan);
  Answers answers;
  std::vector<double> compared_seconds;
  for (int run = 0; run < runs; ++run) {
    fmt::print(stderr, "  {} {}: run {}/{}\n", set.name, figures.engine, run + 1, runs);
    const PassTime time =
        timed_pass(set.puzzles, figures.puzzles, same_task ? figures.compared : figures.puzzles,
                   options, answers);
    figures.run_seconds.push_back(time.total);
    figures.run_cpu_seconds.push_back(time.cpu);
    if (same_task) compared_seconds.push_back(time.to_split);
    const CheckResult check =
        check_answers(set, figures.puzzles, answers, expect_count, figures.engine);
    if (check.wrong > 0) fail_check(check, fmt::format("on {} by {}", set.name, figures.engine));
    figures.budget_spent = check.budget_spent;
    if (plan.node_limit == 0 && check.budget_spent > 0) {
      throw Failure{1, fmt::format("FAILED: {} puzzle(s) of {} spent a budget {} was not given",
                                   check.budget_spent, set.name, figures.engine)};
    }
  }
  figures.seconds = median(figures.run_seconds);
  figures.cpu_seconds = median(figures.run_cpu_seconds);
  figures.guesses_per_puzzle =
      static_cast<double>(answers.guesses) / static_cast<double>(figures.puzzles);

  if (rule.expect == Expect::exactly_one) {
    const CheckResult check = check_unique(set, figures.puzzles, plan);
    if (check.wrong > 0)
      fail_check(check, fmt::format("(uniqueness) on {} by {}", set.name, figures.engine));
    figures.unique_checked = figures.puzzles - check.budget_spent;
  }

  // qqwing solves to the first solution; where our task differs (serg), time that task too.
  if (!same_task && figures.compared > 0) {
    const SolveOptions first = solve_options(1, plan);
    for (int run = 0; run < runs; ++run) {
      const PassTime time =
          timed_pass(set.puzzles, figures.compared, figures.compared, first, answers);
      compared_seconds.push_back(time.total);
      const CheckResult check = check_answers(set, figures.compared, answers, 1, figures.engine);
      if (check.wrong > 0)
        fail_check(check, fmt::format("(first solution) on {} by {}", set.name, figures.engine));
    }
  }
  figures.compared_seconds = median(compared_seconds);
  return figures;
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────

struct SetReport {
  const PuzzleSet* set;
  std::vector<EngineFigures> engines;
  std::optional<QqwingSet> qqwing;
};

std::string ratio_text(double ratio) {
  if (ratio >= 100) return fmt::format("{:.0f}", ratio);
  if (ratio >= 10) return fmt::format("{:.1f}", ratio);
  if (ratio >= 0.1) return fmt::format("{:.2f}", ratio);
  return fmt::format("{:.2g}", ratio);
}

std::string rate_text(double rate) {
  if (rate >= 1e6) return fmt::format("{:.2f}M", rate / 1e6);
  if (rate >= 1e3) return fmt::format("{:.1f}k", rate / 1e3);
  return fmt::format("{:.1f}", rate);
}

struct TargetOutcome {
  const Target* target;
  std::optional<double> measured;
  bool whole_set = false;
  bool pass = false;
};

std::vector<TargetOutcome> judge_targets(const std::vector<SetReport>& reports) {
  std::vector<TargetOutcome> outcomes;
  for (const Target& target : kTargets) {
    TargetOutcome outcome{&target, std::nullopt, false, false};
    for (const SetReport& report : reports) {
      if (report.set->name != target.set) continue;
      for (const EngineFigures& figures : report.engines) {
        if (figures.engine != sudoku::algorithm_name(target.engine)) continue;
        outcome.measured = figures.rate();
        outcome.whole_set = figures.puzzles == report.set->puzzles.size();
        outcome.pass = figures.rate() >= target.puzzles_per_second;
      }
    }
    outcomes.push_back(outcome);
  }
  return outcomes;
}

struct Session {
  std::string load_at_start;
  std::string load_at_end;
};

void print_text(const Settings& settings, const Session& session,
                const std::vector<EnginePlan>& plans, const std::optional<Qqwing>& qqwing,
                int qqwing_runs, const std::vector<SetReport>& reports) {
  fmt::print(
      "sudoku_bench: one thread; median of {} run(s); only the solving loop is timed "
      "(parsing and answer checks excluded)\n",
      settings.runs);
  fmt::print("machine: {}, {} logical CPUs; compiler {}; build {}\n", cpu_model(),
             std::thread::hardware_concurrency(), compiler(), build());
  fmt::print("load average (1, 5, 15 min): {} at start, {} at end\n", session.load_at_start,
             session.load_at_end);
  fmt::print("data: {}\n", (fs::path(settings.data) / "classic").string());
  for (const EnginePlan& plan : plans) {
    fmt::print("engine {}: {}, {}\n", sudoku::algorithm_name(plan.algorithm),
               plan.node_limit == 0 ? std::string("no budget")
                                    : fmt::format("node budget {} per puzzle", plan.node_limit),
               plan.max_puzzles == 0
                   ? std::string("every puzzle")
                   : fmt::format("at most the first {} puzzles of each set", plan.max_puzzles));
  }
  fmt::print("\nsolution limit per set (max_solutions):\n");
  for (const SetReport& report : reports) {
    const SetRule& rule = rule_for(report.set->name);
    fmt::print("  {:<24} {:>7} puzzles  max_solutions {}  {}\n", report.set->name,
               report.set->puzzles.size(), rule.max_solutions, rule.meaning);
  }

  fmt::print("\n{:<24} {:<9} {:>7} {:>11} {:>10} {:>9} {:>10} {:>7} {:>10} {:>8} {:>11}\n", "set",
             "engine", "puzzles", "puzzles/s", "µs/puzzle", "guesses", "reference", "×ref",
             "qqwing/s", "×qqwing", "cpu p/s");
  std::vector<std::string> notes;
  for (const SetReport& report : reports) {
    for (const EngineFigures& figures : report.engines) {
      const auto reference = reference_for(report.set->name);
      const bool whole = figures.puzzles == report.set->puzzles.size();
      std::string qqwing_rate = "-";
      std::string qqwing_ratio = "-";
      if (report.qqwing && report.qqwing->error.empty() && figures.compared > 0) {
        const double theirs =
            static_cast<double>(figures.compared) / report.qqwing->solve_seconds(figures.compared);
        qqwing_rate = rate_text(theirs);
        qqwing_ratio = ratio_text(figures.compared_rate() / theirs);
      }
      fmt::print(
          "{:<24} {:<9} {:>7} {:>11.0f} {:>10.2f} {:>9.2f} {:>10} {:>7} {:>10} {:>8} {:>11.0f}\n",
          report.set->name, figures.engine, figures.puzzles, figures.rate(),
          figures.seconds * 1e6 / static_cast<double>(figures.puzzles), figures.guesses_per_puzzle,
          reference ? rate_text(*reference) : "-",
          reference ? ratio_text(figures.rate() / *reference) + (whole ? "" : "*") : "-",
          qqwing_rate, qqwing_ratio, figures.cpu_rate());
      if (!whole) {
        notes.push_back(fmt::format("{} {}: first {} of {} puzzles only (* ratio on a sample)",
                                    report.set->name, figures.engine, figures.puzzles,
                                    report.set->puzzles.size()));
      }
      if (figures.node_limit != 0) {
        notes.push_back(
            fmt::format("{} {}: {} of {} puzzles spent the {}-node budget (their time "
                        "up to the budget is counted)",
                        report.set->name, figures.engine, figures.budget_spent, figures.puzzles,
                        figures.node_limit));
      }
      if (figures.compared > 0 && figures.compared != figures.puzzles && report.qqwing) {
        notes.push_back(
            fmt::format("{} {}: ×qqwing compares the first {} puzzles (qqwing's sample)",
                        report.set->name, figures.engine, figures.compared));
      }
      if (figures.max_solutions != figures.compared_max_solutions && report.qqwing) {
        notes.push_back(
            fmt::format("{} {}: ×qqwing compares solving to the first solution "
                        "(qqwing cannot stop counting at 2); ours: {}/s on that task",
                        report.set->name, figures.engine, rate_text(figures.compared_rate())));
      }
    }
  }
  fmt::print(
      "guesses = guesses per puzzle; reference = fastest published solver (issue 6); "
      "×ref and ×qqwing = our puzzles/s over theirs;\ncpu p/s = puzzles per second of "
      "this thread's CPU time (median; far above puzzles/s means other work held the core)\n");
  for (const std::string& note : notes) fmt::print("note: {}\n", note);

  fmt::print("\ntargets:\n");
  for (const TargetOutcome& outcome : judge_targets(reports)) {
    const Target& target = *outcome.target;
    if (!outcome.measured) {
      fmt::print("  {} {} >= {}/s ({}): not measured in this run\n",
                 sudoku::algorithm_name(target.engine), target.set,
                 rate_text(target.puzzles_per_second), target.source);
      continue;
    }
    fmt::print("  {} {} >= {}/s ({}): {}/s  {}{}\n", sudoku::algorithm_name(target.engine),
               target.set, rate_text(target.puzzles_per_second), target.source,
               rate_text(*outcome.measured), outcome.pass ? "PASS" : "FAIL",
               outcome.whole_set ? "" : " (on a sample only)");
  }

  fmt::print("\nqqwing: ");
  if (!settings.qqwing) {
    fmt::print("skipped (--no-qqwing)\n");
    return;
  }
  if (!qqwing) {
    fmt::print("'{}' not found (Debian package qqwing; scripts/setup.sh installs it): skipped\n",
               settings.qqwing_program);
    return;
  }
  fmt::print(
      "{} ({}); `qqwing --solve --one-line --timer < puzzles`, first solution, median of {} "
      "run(s)\n",
      qqwing->program, qqwing->version, qqwing_runs);
  fmt::print(
      "  measured: the sum of its own per-puzzle times (--timer: read the puzzle from stdin, "
      "set up, solve; printing excluded)\n");
  fmt::print("  wall: process spawn to exit, minus {:.2f} ms startup measured on an empty input\n",
             qqwing->startup_seconds * 1e3);
  fmt::print("  {:<24} {:>7} {:>11} {:>10} {:>14}  {}\n", "set", "puzzles", "puzzles/s",
             "µs/puzzle", "wall puzzles/s", "answers");
  for (const SetReport& report : reports) {
    if (!report.qqwing) continue;
    const QqwingSet& result = *report.qqwing;
    if (!result.error.empty()) {
      fmt::print("  {:<24} {}\n", report.set->name, result.error);
      continue;
    }
    const double seconds = result.solve_seconds(result.puzzles);
    const double wall = median(result.wall_seconds) - qqwing->startup_seconds;
    const auto count = static_cast<double>(result.puzzles);
    fmt::print("  {:<24} {:>7} {:>11.0f} {:>10.2f} {:>14.0f}  {}\n", report.set->name,
               result.puzzles, count / seconds, seconds * 1e6 / count, count / wall,
               result.check.wrong == 0 ? std::string("all checked correct")
                                       : fmt::format("{} WRONG (first: {})", result.check.wrong,
                                                     result.check.problems.front()));
  }
}

Json to_json(const Settings& settings, const Session& session, const std::vector<EnginePlan>& plans,
             const std::optional<Qqwing>& qqwing, int qqwing_runs,
             const std::vector<SetReport>& reports) {
  Json json;
  json["machine"] = {{"cpu", cpu_model()},
                     {"logical_cpus", std::thread::hardware_concurrency()},
                     {"compiler", compiler()},
                     {"build", build()},
                     {"load_average_at_start", session.load_at_start},
                     {"load_average_at_end", session.load_at_end}};
  json["method"] = {{"runs", settings.runs},
                    {"statistic", "median"},
                    {"threads", 1},
                    {"timed", "solving loop only; parse and checks excluded"}};
  json["data"] = (fs::path(settings.data) / "classic").string();
  Json engines = Json::array();
  for (const EnginePlan& plan : plans) {
    engines.push_back({{"engine", sudoku::algorithm_name(plan.algorithm)},
                       {"node_limit", plan.node_limit},
                       {"max_puzzles", plan.max_puzzles}});
  }
  json["engines"] = engines;
  Json results = Json::array();
  for (const SetReport& report : reports) {
    const SetRule& rule = rule_for(report.set->name);
    const auto reference = reference_for(report.set->name);
    for (const EngineFigures& figures : report.engines) {
      Json row = {
          {"set", report.set->name},
          {"engine", figures.engine},
          {"set_puzzles", report.set->puzzles.size()},
          {"puzzles", figures.puzzles},
          {"max_solutions", rule.max_solutions},
          {"run_seconds", figures.run_seconds},
          {"median_seconds", figures.seconds},
          {"puzzles_per_second", figures.rate()},
          {"microseconds_per_puzzle", figures.seconds * 1e6 / static_cast<double>(figures.puzzles)},
          {"run_cpu_seconds", figures.run_cpu_seconds},
          {"cpu_puzzles_per_second", figures.cpu_rate()},
          {"guesses_per_puzzle", figures.guesses_per_puzzle},
          {"budget_spent", figures.budget_spent},
          {"unique_checked", figures.unique_checked}};
      row["reference_puzzles_per_second"] = reference ? Json(*reference) : Json(nullptr);
      row["ratio_to_reference"] = reference ? Json(figures.rate() / *reference) : Json(nullptr);
      if (report.qqwing && report.qqwing->error.empty() && figures.compared > 0) {
        const double theirs =
            static_cast<double>(figures.compared) / report.qqwing->solve_seconds(figures.compared);
        row["qqwing"] = {{"puzzles", figures.compared},
                         {"max_solutions", figures.compared_max_solutions},
                         {"our_puzzles_per_second", figures.compared_rate()},
                         {"qqwing_puzzles_per_second", theirs},
                         {"ratio", figures.compared_rate() / theirs}};
      }
      results.push_back(row);
    }
  }
  json["results"] = results;
  Json targets = Json::array();
  for (const TargetOutcome& outcome : judge_targets(reports)) {
    targets.push_back({{"engine", sudoku::algorithm_name(outcome.target->engine)},
                       {"set", outcome.target->set},
                       {"puzzles_per_second", outcome.target->puzzles_per_second},
                       {"source", outcome.target->source},
                       {"measured", outcome.measured ? Json(*outcome.measured) : Json(nullptr)},
                       {"whole_set", outcome.whole_set},
                       {"pass", outcome.measured ? Json(outcome.pass) : Json(nullptr)}});
  }
  json["targets"] = targets;
  Json qq = {{"available", qqwing.has_value()}};
  if (qqwing) {
    qq["program"] = qqwing->program;
    qq["version"] = qqwing->version;
    qq["command"] = "qqwing --solve --one-line --timer < puzzles";
    qq["runs"] = qqwing_runs;
    qq["startup_seconds"] = qqwing->startup_seconds;
    Json sets = Json::array();
    for (const SetReport& report : reports) {
      if (!report.qqwing) continue;
      const QqwingSet& result = *report.qqwing;
      Json row = {{"set", report.set->name}, {"puzzles", result.puzzles}, {"max_solutions", 1}};
      if (!result.error.empty()) {
        row["error"] = result.error;
      } else {
        const double seconds = result.solve_seconds(result.puzzles);
        const double wall = median(result.wall_seconds) - qqwing->startup_seconds;
        const auto count = static_cast<double>(result.puzzles);
        row["solve_seconds"] = seconds;
        row["puzzles_per_second"] = count / seconds;
        row["wall_seconds"] = result.wall_seconds;
        row["wall_puzzles_per_second"] = count / wall;
        row["wrong_answers"] = result.check.wrong;
      }
      sets.push_back(row);
    }
    qq["sets"] = sets;
  } else if (settings.qqwing) {
    qq["reason"] = fmt::format("'{}' not found", settings.qqwing_program);
  } else {
    qq["reason"] = "--no-qqwing";
  }
  json["qqwing"] = qq;
  return json;
}

int run(int argc, char** argv) {
  Settings settings;
  CLI::App app{
      "sudoku_bench: puzzles/s of the engines over the benchmark sets, side by side with qqwing"};
  app.add_option("--data", settings.data,
                 "Data directory holding classic/*.txt (default ../shared/data; env SUDOKU_DATA)")
      ->envname("SUDOKU_DATA");
  app.add_option("--sets", settings.sets,
                 "Sets to run, comma-separated (default: every .txt in DATA/classic)")
      ->delimiter(',');
  app.add_option("--engines", settings.engines,
                 "Engines, comma-separated: classic9, backtrack, auto (default classic9)")
      ->delimiter(',');
  app.add_option("--runs", settings.runs,
                 "Timed runs per set and engine; the median is reported (default 5)")
      ->check(CLI::Range(1, 1000));
  app.add_option("--max-puzzles", settings.max_puzzles,
                 "Time only the first N puzzles of each set, every engine (0: all)");
  app.add_option(
      "--backtrack-max-puzzles", settings.backtrack_max_puzzles,
      "backtrack is slow: at most the first N puzzles of each set (default 100; 0: all)");
  app.add_option("--backtrack-node-limit", settings.backtrack_node_limit,
                 "backtrack's node budget per puzzle (default 1000000; 0: none)");
  app.add_flag("--quick", settings.quick, "Smoke check: the first 1000 puzzles of each set, 1 run");
  app.add_flag("--json", settings.json, "Print one JSON object instead of the tables");
  app.add_option("--json-file", settings.json_file,
                 "Also write the JSON object to FILE (the tables still go to stdout)");
  app.add_flag("--verify-only", settings.verify_only,
               "Correctness only (for CI): one pass per set, every answer checked, no qqwing, "
               "no figures; exit 1 on any wrong answer");
  bool no_qqwing = false;
  app.add_flag("--no-qqwing", no_qqwing, "Do not run qqwing");
  app.add_option("--qqwing", settings.qqwing_program,
                 "The qqwing program (default: qqwing on PATH)");
  app.add_option("--qqwing-max-puzzles", settings.qqwing_max_puzzles,
                 "Give qqwing only the first N puzzles of each set (default 10000; 0: all)");
  app.add_option("--qqwing-runs", settings.qqwing_runs, "qqwing runs per set (default: as --runs)")
      ->check(CLI::Range(0, 1000));
  CLI11_PARSE(app, argc, argv);
  settings.qqwing = !no_qqwing;

  if (settings.quick) {
    if (app.count("--runs") == 0) settings.runs = 1;
    if (app.count("--max-puzzles") == 0) settings.max_puzzles = 1000;
    if (app.count("--qqwing-max-puzzles") == 0) settings.qqwing_max_puzzles = 1000;
  }
  if (settings.verify_only) {
    settings.runs = 1;
    settings.qqwing = false;
  }
  const int qqwing_runs = settings.qqwing_runs == 0 ? settings.runs : settings.qqwing_runs;

  std::vector<EnginePlan> plans;
  for (const std::string& name : settings.engines) {
    const auto algorithm = sudoku::parse_algorithm(name);
    if (!algorithm)
      fail_usage(fmt::format("unknown engine '{}' (classic9, backtrack, auto)", name));
    EnginePlan plan{*algorithm, 0, settings.max_puzzles};
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

  const fs::path directory = fs::path(settings.data) / "classic";
  if (!fs::is_directory(directory)) {
    fail_usage(fmt::format(
        "no data directory {} (give --data DIR or SUDOKU_DATA; DIR holds classic/*.txt)",
        directory.string()));
  }
  if (settings.sets.empty()) settings.sets = all_set_names(directory);
  if (settings.sets.empty()) fail_usage(fmt::format("no .txt set in {}", directory.string()));

  Session session{load_average(), ""};
  ScratchDirectory scratch;
  const std::optional<Qqwing> qqwing =
      settings.qqwing ? prepare_qqwing(settings, scratch) : std::nullopt;

  std::vector<PuzzleSet> sets;
  for (const std::string& name : settings.sets) sets.push_back(load_set(directory, name));

  std::vector<SetReport> reports;
  for (const PuzzleSet& set : sets) {
    fmt::print(stderr, "{}: {} puzzles\n", set.name, set.puzzles.size());
    SetReport report{&set, {}, std::nullopt};
    const std::size_t qqwing_puzzles =
        !qqwing ? 0
        : settings.qqwing_max_puzzles == 0
            ? set.puzzles.size()
            : std::min(set.puzzles.size(), settings.qqwing_max_puzzles);
    for (const EnginePlan& plan : plans) {
      report.engines.push_back(bench_engine(set, plan, settings.runs, qqwing_puzzles));
    }
    if (qqwing) {
      fmt::print(stderr, "  {} qqwing: {} puzzles, {} run(s)\n", set.name, qqwing_puzzles,
                 qqwing_runs);
      report.qqwing = run_qqwing(*qqwing, set, qqwing_puzzles, qqwing_runs, scratch);
    }
    reports.push_back(std::move(report));
  }

  session.load_at_end = load_average();
  if (settings.verify_only) {
    for (const SetReport& report : reports) {
      for (const EngineFigures& figures : report.engines) {
        const SetRule& rule = rule_for(report.set->name);
        fmt::print(
            "verified {} with {}: {} puzzles, every solution checked, {}{}\n", report.set->name,
            figures.engine, figures.puzzles,
            rule.expect == Expect::at_least_two
                ? "every count to 2 reached 2"
                : fmt::format("{} counted to 2: exactly one solution each", figures.unique_checked),
            figures.budget_spent == 0
                ? ""
                : fmt::format(" ({} spent the node budget, not judged)", figures.budget_spent));
      }
    }
    return 0;
  }
  if (!settings.json_file.empty()) {
    std::ofstream file(settings.json_file);
    file << to_json(settings, session, plans, qqwing, qqwing_runs, reports).dump(2) << '\n';
    if (!file) fail_usage(fmt::format("cannot write {}", settings.json_file));
  }
  if (settings.json) {
    fmt::print("{}\n", to_json(settings, session, plans, qqwing, qqwing_runs, reports).dump(2));
  } else {
    print_text(settings, session, plans, qqwing, qqwing_runs, reports);
  }
  return 0;
}
}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const Failure& failure) {
    fmt::print(stderr, "sudoku_bench: {}\n", failure.message);
    return failure.exit_status;
  } catch (const std::exception& error) {
    fmt::print(stderr, "sudoku_bench: {}\n", error.what());
    return 2;
  }
}
