// sudoku_generate_bench: how fast the generator makes puzzles, side by side with Debian's
// qqwing in the same run, and how our rating agrees with qqwing's and with the hard sets.
//
//   sudoku_generate_bench [--seconds S] [--qqwing-count N] [--set-limit N] [--data DIR]
//
// 1. Generation: for each variant (and minimal or not) and each difficulty label, puzzles are
//    made one after another from seeds 1, 2, … on one thread for about S seconds (at least
//    one puzzle); the table shows puzzles per second and the mean attempts per puzzle.
// 2. qqwing: `qqwing --generate N --difficulty L --one-line` for its four levels, timed from
//    spawn to exit (one process per level; its startup is a few ms, noise next to N puzzles).
//    Its puzzles are rated with our ladder, which maps each qqwing level to our labels; our
//    rate for the label most of them get is set beside qqwing's rate. qqwing's puzzles are
//    minimal (it takes givens away while unique), so they are compared with ours --minimal.
//    Every qqwing puzzle below its expert level must be solved by our ladder without a stall.
// 3. Sets: each ../shared/data/classic/*.txt (read in place, first --set-limit lines, 0 for
//    all): the share of the puzzles with one solution whose rating needs chains (6.5 to 7.4),
//    forcing chains (7.5) or stalls (the ladder runs out: guessing); and qqwing's own rating
//    of the same puzzles (`qqwing --solve --stats`), with the puzzles qqwing rates below expert
//    that our ladder does not solve, or solves only with forcing chains.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "sudoku/format.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solve.hpp"

namespace {

using namespace sudoku;
using Clock = std::chrono::steady_clock;

constexpr Difficulty kLabels[] = {Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                  Difficulty::expert, Difficulty::extreme};
constexpr int kChainsFrom = 65;
constexpr int kForcingChainsFrom = 75;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Runs a shell command and returns its standard output (nothing when it fails to start).
std::optional<std::string> output_of(const std::string& command) {
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return std::nullopt;
  std::string text;
  char buffer[4096];
  for (std::size_t got = 0; (got = fread(buffer, 1, sizeof buffer, pipe)) > 0;) {
    text.append(buffer, got);
  }
  if (pclose(pipe) != 0) return std::nullopt;
  return text;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

// Our rating of a puzzle with one solution (nothing when it has none or several).
std::optional<Rating> our_rating(const Puzzle& puzzle) {
  SolveOptions count;
  count.max_solutions = 2;
  const SolveResult result = solve(puzzle, count);
  if (result.status != SolveStatus::solved || result.count != 1) return std::nullopt;
  LogicOptions logic;
  logic.unique_solution = true;
  return rate(solve_logically(puzzle, logic));
}

std::string tenths(int score) { return fmt::format("{}.{}", score / 10, score % 10); }

// ---- 1. generation ---------------------------------------------------------------------------

struct Row {
  std::string name;
  int side;
  std::string variant;
  bool minimal;
  bool labels;  // one column per label (else only "any")
};

struct Cell {
  double per_second = 0;
  double attempts = 0;
  int made = 0;
};

std::optional<Cell> measure(const Row& row, std::optional<Difficulty> label, double seconds) {
  GenerateOptions options;
  options.side = row.side;
  options.variant = *parse_variant(row.variant);
  options.minimal = row.minimal;
  options.difficulty = label;
  try {
    check_generate_options(options);
  } catch (const GenerateError&) {
    return std::nullopt;
  }
  Cell cell;
  long attempts = 0;
  const Clock::time_point start = Clock::now();
  for (std::uint64_t seed = 1; cell.made == 0 || seconds_since(start) < seconds; ++seed) {
    options.seed = seed;
    try {
      attempts += generate(options).attempts;
      ++cell.made;
    } catch (const GenerateError&) {
      attempts += options.max_attempts;
    }
    if (cell.made == 0 && seconds_since(start) > 10 * seconds) break;
  }
  const double elapsed = seconds_since(start);
  cell.per_second = cell.made / elapsed;
  cell.attempts = cell.made > 0 ? static_cast<double>(attempts) / cell.made : 0;
  return cell;
}

std::string cell_text(const std::optional<Cell>& cell) {
  if (!cell) return "—";
  if (cell->made == 0) return "none";
  const std::string rate = cell->per_second >= 100 ? fmt::format("{:.0f}", cell->per_second)
                                                   : fmt::format("{:.3g}", cell->per_second);
  return fmt::format("{} ({:.1f})", rate, cell->attempts);
}

// Our puzzles per second for classic 9×9 minimal, by label (for the qqwing comparison).
std::map<Difficulty, double> generation_table(double seconds) {
  const std::vector<Row> rows = {
      {"classic 9×9", 9, "classic", false, true},
      {"classic 9×9 minimal", 9, "classic", true, true},
      {"x 9×9", 9, "x", false, true},
      {"jigsaw 9×9", 9, "jigsaw", false, true},
      {"jigsaw+x 9×9", 9, "jigsaw+x", false, true},
      {"killer 9×9", 9, "killer", false, true},
      {"killer 9×9 minimal", 9, "killer", true, false},
      {"killer+x 9×9", 9, "killer+x", false, false},
      {"killer+jigsaw 9×9", 9, "killer+jigsaw", false, false},
      {"classic 4×4", 4, "classic", false, false},
      {"classic 6×6", 6, "classic", false, false},
      {"classic 16×16", 16, "classic", false, false},
      {"classic 16×16 minimal", 16, "classic", true, false},
      {"jigsaw 16×16", 16, "jigsaw", false, false},
      {"killer 8×8", 8, "killer", false, false},
      {"classic 25×25", 25, "classic", false, false},
  };
  std::map<Difficulty, double> classic_minimal;
  fmt::print("## Generation: puzzles/s (mean attempts per puzzle), one thread, ~{} s a cell\n\n",
             seconds);
  fmt::print("| puzzles | any | easy | medium | hard | expert | extreme |\n");
  fmt::print("| --- | --- | --- | --- | --- | --- | --- |\n");
  for (const Row& row : rows) {
    std::string line = fmt::format("| {} | {}", row.name, cell_text(measure(row, {}, seconds)));
    for (const Difficulty label : kLabels) {
      if (!row.labels) {
        line += " | ";
        continue;
      }
      const std::optional<Cell> cell = measure(row, label, seconds);
      if (row.name == "classic 9×9 minimal" && cell) classic_minimal[label] = cell->per_second;
      line += " | " + cell_text(cell);
    }
    fmt::print("{} |\n", line);
    std::fflush(stdout);
  }
  fmt::print("\n");
  return classic_minimal;
}

// ---- 2. qqwing -------------------------------------------------------------------------------

void qqwing_table(const std::string& qqwing, int count, const std::map<Difficulty, double>& ours) {
  fmt::print("## qqwing --generate {} in the same run, rated by our ladder\n\n", count);
  fmt::print(
      "| qqwing level | qqwing puzzles/s | our labels of its puzzles | median score | "
      "our label | ours --minimal puzzles/s | ours / qqwing | not solved by our ladder |\n");
  fmt::print("| --- | --- | --- | --- | --- | --- | --- | --- |\n");
  for (const char* level : {"simple", "easy", "intermediate", "expert"}) {
    const Clock::time_point start = Clock::now();
    const std::optional<std::string> text =
        output_of(fmt::format("{} --generate {} --difficulty {} --one-line", qqwing, count, level));
    const double elapsed = seconds_since(start);
    if (!text) {
      fmt::print("| {} | qqwing failed | | | | | | |\n", level);
      continue;
    }
    std::map<Difficulty, int> labels;
    std::vector<int> scores;
    int stalled = 0;
    int puzzles = 0;
    for (const std::string& line : lines_of(*text)) {
      if (line.size() != 81) continue;
      ++puzzles;
      const std::optional<Rating> rating = our_rating(read_line(line, "qqwing"));
      if (!rating) continue;
      ++labels[rating->difficulty];
      scores.push_back(rating->score);
      if (rating->status != LogicStatus::solved) ++stalled;
    }
    std::sort(scores.begin(), scores.end());
    Difficulty most = Difficulty::easy;
    std::string spread;
    for (const auto& [label, times] : labels) {
      if (times > labels[most]) most = label;
      spread += fmt::format("{}{} {}", spread.empty() ? "" : ", ", difficulty_name(label), times);
    }
    const double theirs = puzzles / elapsed;
    const auto our_rate = ours.find(most);
    const std::string ratio = our_rate == ours.end() || theirs == 0
                                  ? "—"
                                  : fmt::format("{:.1f}×", our_rate->second / theirs);
    fmt::print("| {} | {:.0f} | {} | {} | {} | {} | {} | {} of {} |\n", level, theirs, spread,
               scores.empty() ? "—" : tenths(scores[scores.size() / 2]), difficulty_name(most),
               our_rate == ours.end() ? "—" : fmt::format("{:.0f}", our_rate->second), ratio,
               stalled, puzzles);
    std::fflush(stdout);
  }
  fmt::print("\n");
}

// ---- 3. sets ---------------------------------------------------------------------------------

void set_table(const std::string& qqwing, const std::filesystem::path& directory, int limit) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(directory)) {
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  fmt::print("## Rating agreement on {} ({})\n\n", directory.string(),
             limit > 0 ? fmt::format("first {} lines of each set", limit) : "every line");
  fmt::print(
      "| set | unique | under 6.5 | chains 6.5–7.4 | forcing chains 7.5 | stalls | "
      "qqwing below expert | of those, our stalls | of those, forcing chains |\n");
  fmt::print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
  for (const std::filesystem::path& file : files) {
    std::ifstream in(file);
    std::vector<std::string> puzzles;
    for (std::string line; std::getline(in, line);) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.size() < 81) continue;
      puzzles.push_back(line.substr(0, 81));
      if (limit > 0 && static_cast<int>(puzzles.size()) >= limit) break;
    }
    // qqwing's own rating of the same puzzles, in order.
    char scratch[] = "/tmp/sudoku_generate_bench_XXXXXX";
    const int descriptor = mkstemp(scratch);
    std::vector<std::string> theirs;
    if (descriptor >= 0) {
      close(descriptor);
      std::ofstream(scratch) << fmt::format("{}\n", fmt::join(puzzles, "\n"));
      if (const auto text =
              output_of(fmt::format("{} --solve --stats --one-line < {}", qqwing, scratch))) {
        for (const std::string& line : lines_of(*text)) {
          if (line.rfind("Difficulty: ", 0) == 0) theirs.push_back(line.substr(12));
        }
      }
      std::remove(scratch);
    }
    const bool paired = theirs.size() == puzzles.size();
    int unique = 0;
    int under = 0;
    int chains = 0;
    int forcing = 0;
    int stalls = 0;
    int below_expert = 0;
    int below_expert_stalls = 0;
    int below_expert_forcing = 0;
    for (std::size_t index = 0; index < puzzles.size(); ++index) {
      std::optional<Rating> rating;
      try {
        rating = our_rating(read_line(puzzles[index], file.string()));
      } catch (const InputError&) {
        continue;
      }
      if (!rating) continue;
      ++unique;
      const bool stalled = rating->status != LogicStatus::solved;
      if (stalled) {
        ++stalls;
      } else if (rating->score >= kForcingChainsFrom) {
        ++forcing;
      } else if (rating->score >= kChainsFrom) {
        ++chains;
      } else {
        ++under;
      }
      if (paired && theirs[index] != "Expert") {
        ++below_expert;
        below_expert_stalls += stalled ? 1 : 0;
        below_expert_forcing += !stalled && rating->score >= kForcingChainsFrom ? 1 : 0;
      }
    }
    auto share = [&](int part) {
      return fmt::format("{} ({:.1f} %)", part, unique > 0 ? 100.0 * part / unique : 0.0);
    };
    fmt::print("| {} | {} | {} | {} | {} | {} | {} | {} | {} |\n", file.filename().string(), unique,
               share(under), share(chains), share(forcing), share(stalls),
               paired ? std::to_string(below_expert) : "qqwing failed", below_expert_stalls,
               below_expert_forcing);
    std::fflush(stdout);
  }
  fmt::print("\n");
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Generator throughput beside qqwing, and rating agreement", "sudoku_generate_bench"};
  double seconds = 2;
  int qqwing_count = 200;
  int set_limit = 2000;
  std::string data =
      std::getenv("SUDOKU_DATA") != nullptr ? std::getenv("SUDOKU_DATA") : "../shared/data";
  std::string qqwing = "qqwing";
  bool skip_generation = false;
  app.add_option("--seconds", seconds, "Time per table cell")->capture_default_str();
  app.add_option("--qqwing-count", qqwing_count, "Puzzles qqwing makes per level")
      ->capture_default_str();
  app.add_option("--set-limit", set_limit, "Puzzles read from each set (0: all)")
      ->capture_default_str();
  app.add_option("--data", data, "Data directory holding classic/*.txt")->capture_default_str();
  app.add_option("--qqwing", qqwing, "qqwing program")->capture_default_str();
  app.add_flag("--skip-generation", skip_generation, "Only the rating agreement");
  CLI11_PARSE(app, argc, argv);
  std::map<Difficulty, double> ours;
  if (!skip_generation) {
    ours = generation_table(seconds);
    qqwing_table(qqwing, qqwing_count, ours);
  }
  set_table(qqwing, std::filesystem::path(data) / "classic", set_limit);
  return 0;
}
