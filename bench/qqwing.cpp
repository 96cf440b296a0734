// Running qqwing and reading what it prints (see qqwing.hpp for what is measured).
#include "qqwing.hpp"

#include <fmt/core.h>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "median.hpp"
#include "sudoku/format.hpp"

namespace sudoku::bench {
namespace {

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

}  // namespace

std::optional<Qqwing> prepare_qqwing(const std::string& program_name,
                                     const ScratchDirectory& scratch) {
  const auto program = find_program(program_name);
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

double QqwingSet::solve_seconds(std::size_t prefix) const {
  std::vector<double> sums;
  for (const auto& run : puzzle_seconds) {
    double sum = 0;
    for (std::size_t i = 0; i < prefix && i < run.size(); ++i) sum += run[i];
    sums.push_back(sum);
  }
  return median(sums);
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

}  // namespace sudoku::bench
