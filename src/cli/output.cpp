#include "cli/output.hpp"

#include <nlohmann/json.hpp>

namespace sudoku::cli {
namespace {

bool limit_reached(const SolveResult& result, const SolveSettings& settings) {
  return settings.limit != 0 && result.count >= settings.limit;
}

std::string count_text(const SolveResult& result, const SolveSettings& settings) {
  const bool lower_bound =
      limit_reached(result, settings) || result.status == SolveStatus::budget_spent;
  return std::to_string(result.count) + (lower_bound ? "+" : "");
}

std::string render_json(const SolveResult& result, const SolveSettings& settings,
                        std::optional<int> line_number) {
  nlohmann::ordered_json object;
  if (line_number) object["line"] = *line_number;
  object["status"] = status_name(result.status);
  if (settings.count) {
    object["count"] = result.count;
    object["limit_reached"] = limit_reached(result, settings);
  } else if (result.solution) {
    object["solution"] = to_line(*result.solution);
  }
  object["engine"] = algorithm_name(result.engine);
  object["nodes"] = result.stats.nodes;
  object["guesses"] = result.stats.guesses;
  object["microseconds"] = result.stats.microseconds;
  return object.dump() + '\n';
}

}  // namespace

std::string render_result(const SolveResult& result, const SolveSettings& settings, Format format,
                          std::optional<int> line_number) {
  if (format == Format::json) return render_json(result, settings, line_number);
  if (result.status == SolveStatus::budget_spent && !(settings.count && result.count > 0)) {
    return std::string(kBudgetSpentMark) + '\n';
  }
  if (settings.count) return count_text(result, settings) + '\n';
  if (!result.solution) return std::string(kNoSolutionMark) + '\n';
  return write(*result.solution, format);
}

std::string render_puzzle(const Puzzle& puzzle, Format format) {
  switch (format) {
    case Format::line:
      return to_puzzle_line(puzzle) + "\n";
    case Format::grid:
      return to_puzzle_text(puzzle);
    case Format::pretty:
      return to_pretty(puzzle);
    case Format::json:
      return to_json(puzzle) + "\n";
  }
  return {};
}

std::string render_skipped(const std::string& line, Format format, int line_number) {
  if (format != Format::json) return line + '\n';
  const nlohmann::ordered_json object = {{"line", line_number}, {"status", "skipped"}};
  return object.dump() + '\n';
}

std::string render_invalid(const InputError& error, Format format, std::optional<int> line_number) {
  if (format != Format::json) return std::string(kInvalidMark) + '\n';
  nlohmann::ordered_json object;
  if (line_number) object["line"] = *line_number;
  object["status"] = "invalid";
  object["error"] = error.what();
  return object.dump() + '\n';
}

}  // namespace sudoku::cli
