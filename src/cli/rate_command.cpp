// `sudoku rate FILE|-`: how hard a puzzle is for a person, one line per puzzle.
//
//   4.2 expert: 59 steps, the hardest an XY-wing (full house 20, hidden single 31, …)
//   >5.4 extreme: logic stalls after 2 steps with 59 cells empty (hidden single 1, pointing 1)
//
// The score is the rating of the hardest step of the logical solve (Sudoku Explainer's rule);
// the label its band (docs/logic.md); the counts how often each technique was used, in ladder
// order. When logic stalls the puzzle is beyond the ladder: its score is more than the top
// rung's. The library's rate(const Puzzle&) counts the solutions first: a puzzle with none or
// several says so, and one with exactly one may be solved with the uniqueness techniques.
// A file of one puzzle per line is a batch: one output line per input line, in order, with
// -j threads (blank and comment lines copied, unreadable lines "(invalid)" and a message on
// stderr). Exit status: the worst of the puzzles: 0 rated, 1 no solution or not unique, 2 bad
// input.
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/batch.hpp"
#include "cli/cli.hpp"
#include "cli/output.hpp"
#include "cli/steps.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::cli {
namespace {

// What a rating says of the puzzle: rated (solved or stalled), no solution, not unique.
enum class Outcome { rated, no_solution, not_unique };

Outcome outcome_of(const PuzzleRating& result) {
  if (result.rated()) return Outcome::rated;
  return result.solutions == 0U ? Outcome::no_solution : Outcome::not_unique;
}

// "full house 20, hidden single 31, XY-wing 1".
std::string counts_text(const Rating& rating) {
  std::string text;
  for (const auto& [technique, count] : rating.technique_counts) {
    if (!text.empty()) text += ", ";
    text += fmt::format("{} {}", technique_name(technique), count);
  }
  return text;
}

std::string render_text(const PuzzleRating& result) {
  if (outcome_of(result) == Outcome::no_solution) return std::string(kNoSolutionMark) + '\n';
  if (outcome_of(result) == Outcome::not_unique) return "(not unique)\n";
  const Rating& rating = result.rating;
  const std::string counts =
      rating.technique_counts.empty() ? "" : " (" + counts_text(rating) + ")";
  const std::string steps = fmt::format("{} step{}", rating.steps, rating.steps == 1 ? "" : "s");
  if (rating.status == LogicStatus::stalled) {
    return fmt::format(">{} {}: logic stalls after {} with {} cells empty{}\n",
                       rating_text(result.above), difficulty_name(rating.difficulty), steps,
                       result.empty_cells, counts);
  }
  const std::string hardest =
      rating.hardest ? ", the hardest " + with_article(technique_name(*rating.hardest)) : "";
  return fmt::format("{} {}: {}{}{}\n", rating_text(rating.score),
                     difficulty_name(rating.difficulty), steps, hardest, counts);
}

std::string render_json(const PuzzleRating& result, std::optional<int> line_number) {
  nlohmann::ordered_json object;
  if (line_number) object["line"] = *line_number;
  const Rating& rating = result.rating;
  if (outcome_of(result) != Outcome::rated) {
    object["status"] = outcome_of(result) == Outcome::no_solution ? "no_solution" : "not_unique";
    return object.dump() + '\n';
  }
  const bool stalled = rating.status == LogicStatus::stalled;
  object["status"] = stalled ? "stalled" : "solved";
  object["score"] =
      stalled ? nlohmann::ordered_json() : nlohmann::ordered_json(rating.score / 10.0);
  object["label"] = std::string(difficulty_name(rating.difficulty));
  object["hardest"] = rating.hardest
                          ? nlohmann::ordered_json(std::string(technique_name(*rating.hardest)))
                          : nlohmann::ordered_json();
  object["steps"] = rating.steps;
  auto counts = nlohmann::ordered_json::object();
  for (const auto& [technique, count] : rating.technique_counts) {
    counts[std::string(technique_name(technique))] = count;
  }
  object["techniques"] = counts;
  if (stalled) object["empty_cells"] = result.empty_cells;
  return object.dump() + '\n';
}

std::string render(const PuzzleRating& result, bool json, std::optional<int> line_number) {
  return json ? render_json(result, line_number) : render_text(result);
}

// Givens that clash: no solution, as `sudoku solve` says (the clash goes to stderr; in JSON it
// is also the "conflict").
std::string conflict_text(const GivensConflict& conflict, bool json,
                          std::optional<int> line_number) {
  if (!json) return std::string(kNoSolutionMark) + '\n';
  nlohmann::ordered_json object;
  if (line_number) object["line"] = *line_number;
  object["status"] = "no_solution";
  object["conflict"] = conflict.what();
  return object.dump() + '\n';
}

// The options of one rating: its count of the solutions (to 2) may use `threads`, as `sudoku
// solve`'s count does: a grid file's puzzle and the only line of a batch get all of -j's, a
// batch's other lines one each (BatchItem::threads). The logical solve runs on one thread.
RateOptions rate_options(int threads) {
  RateOptions options;
  options.counting.threads = threads;
  return options;
}

void tally_outcome(const PuzzleRating& result, Tally& tally) {
  if (result.rated()) {
    ++tally.solved;
  } else {
    ++tally.no_solution;
  }
}

Tally rate_lines(InputSource& input, const RateSettings& settings) {
  const Format format = settings.json ? Format::json : Format::line;
  const std::string source = input.name();
  const Variant variant = input.variant(settings.variant);
  return run_batch(input, settings.threads,
                   puzzle_lines(
                       source, variant, format,
                       [&](const Puzzle& puzzle, const BatchItem& item, Tally& tally) {
                         const PuzzleRating result = rate(puzzle, rate_options(item.threads));
                         tally_outcome(result, tally);
                         return render(result, settings.json, item.line_number);
                       },
                       [&](const GivensConflict& conflict, int line_number, Tally& tally) {
                         ++tally.no_solution;
                         return conflict_text(conflict, settings.json, line_number);
                       }),
                   kSlowChunkLines);
}

}  // namespace

int run_rate(const RateSettings& settings) {
  InputSource input(settings.input);
  Tally tally;
  try {
    if (input.shape() == InputShape::grid) {
      std::optional<Puzzle> puzzle;
      try {
        puzzle = input.read_puzzle(Validation::full, settings.variant);
      } catch (const GivensConflict& conflict) {
        ++tally.no_solution;
        write_answer(conflict_text(conflict, settings.json, std::nullopt),
                     std::string(conflict.what()) + '\n');
        return kExitNo;
      }
      const PuzzleRating result = rate(*puzzle, rate_options(settings.threads));
      tally_outcome(result, tally);
      write_answer(render(result, settings.json, std::nullopt));
    } else {
      tally = rate_lines(input, settings);
    }
  } catch (const InputError& error) {
    throw CommandError(error);
  }
  if (tally.invalid != 0) return kExitBadInput;
  return tally.no_solution != 0 ? kExitNo : kExitDone;
}

}  // namespace sudoku::cli
