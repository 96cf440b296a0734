// What the text and JSON reports share: the targets' outcomes and qqwing's figures.
#include "report.hpp"

#include "median.hpp"

namespace sudoku::bench {

std::vector<TargetOutcome> judge_targets(const std::vector<SetReport>& reports) {
  std::vector<TargetOutcome> outcomes;
  for (const Target& target : kTargets) {
    TargetOutcome outcome{&target, std::nullopt, false, false};
    for (const SetReport& report : reports) {
      if (report.set->name != target.set) continue;
      for (const EngineFigures& figures : report.engines) {
        if (figures.peer || figures.mode != Mode::first ||
            figures.engine != sudoku::algorithm_name(target.engine)) {
          continue;
        }
        outcome.measured = figures.rate();
        outcome.whole_set = figures.puzzles == report.set->puzzles.size();
        outcome.pass = figures.rate() >= target.puzzles_per_second;
      }
    }
    outcomes.push_back(outcome);
  }
  return outcomes;
}

std::optional<Reference> reference_of(const SetReport& report, const EngineFigures& figures) {
  if (figures.peer) return std::nullopt;
  const EngineFigures* best = nullptr;
  for (const EngineFigures& other : report.engines) {
    if (!other.peer || other.mode != figures.mode || other.puzzles != figures.puzzles) continue;
    if (best == nullptr || other.rate() > best->rate()) best = &other;
  }
  if (best != nullptr) return Reference{best->rate(), best->engine, true, "this run"};
  if (const ReferenceFigure* figure = reference_for(report.set->name, figures.mode)) {
    return Reference{figure->puzzles_per_second, std::string(figure->solver), false,
                     figure->source};
  }
  return std::nullopt;
}

std::optional<double> qqwing_rate_compared(const SetReport& report, const EngineFigures& figures) {
  if (!report.qqwing || !report.qqwing->error.empty() || figures.compared == 0) {
    return std::nullopt;
  }
  return static_cast<double>(figures.compared) / report.qqwing->solve_seconds(figures.compared);
}

QqwingFigures qqwing_figures(const Qqwing& qqwing, const QqwingSet& result) {
  return {result.solve_seconds(result.puzzles),
          median(result.wall_seconds) - qqwing.startup_seconds};
}

}  // namespace sudoku::bench
