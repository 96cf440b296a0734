// The report as one JSON object (--json, --json-file), for programs: the same figures as the
// tables, unrounded, with every run's time.
#include <fmt/core.h>
#include <thread>

#include "machine.hpp"
#include "report.hpp"

namespace sudoku::bench {

Json to_json(const Settings& settings, const Session& session, const std::vector<EnginePlan>& plans,
             const std::optional<Qqwing>& qqwing, int qqwing_runs,
             const std::vector<SetReport>& reports) {
  Json json;
  const CpuIdentity cpu = cpu_identity();
  json["machine"] = {{"cpu", cpu_model()},
                     {"cpu_family", cpu.family},
                     {"cpu_model_number", cpu.model},
                     {"vector_extensions", cpu.vector_extensions},
                     {"classic9_path", cpu.classic9_path},
                     {"logical_cpus", std::thread::hardware_concurrency()},
                     {"compiler", compiler()},
                     {"build", build()},
                     {"load_average_at_start", session.load_at_start},
                     {"load_average_at_end", session.load_at_end}};
  json["method"] = {{"runs", settings.runs},
                    {"statistic", "median"},
                    {"threads", 1},
                    {"timed", "solving loop only; parse and checks excluded"}};
  json["data"] = classic_directory(settings).string();
  Json engines = Json::array();
  for (const EnginePlan& plan : plans) {
    engines.push_back({{"engine", plan.name},
                       {"node_limit", plan.node_limit},
                       {"max_puzzles", plan.max_puzzles}});
  }
  json["engines"] = engines;
  Json modes = Json::array();
  for (const Mode mode : settings.modes) modes.push_back(mode_name(mode));
  json["modes"] = modes;
  json["peers"] = settings.peers;
  Json results = Json::array();
  for (const SetReport& report : reports) {
    for (const EngineFigures& figures : report.engines) {
      const std::optional<Reference> reference = reference_of(report, figures);
      Json row = {{"set", report.set->name},
                  {"mode", mode_name(figures.mode)},
                  {"engine", figures.engine},
                  {"peer", figures.peer},
                  {"set_puzzles", report.set->puzzles.size()},
                  {"puzzles", figures.puzzles},
                  {"max_solutions", figures.max_solutions},
                  {"run_seconds", figures.run_seconds},
                  {"median_seconds", figures.seconds},
                  {"puzzles_per_second", figures.rate()},
                  {"microseconds_per_puzzle", figures.microseconds_per_puzzle()},
                  {"run_cpu_seconds", figures.run_cpu_seconds},
                  {"cpu_puzzles_per_second", figures.cpu_rate()},
                  {"guesses_per_puzzle", figures.guesses_per_puzzle},
                  {"budget_spent", figures.budget_spent},
                  {"unique_checked", figures.unique_checked}};
      if (reference) {
        row["reference"] = {{"solver", reference->solver},
                            {"puzzles_per_second", reference->puzzles_per_second},
                            {"this_run", reference->this_run},
                            {"source", reference->source},
                            {"ratio", figures.rate() / reference->puzzles_per_second}};
      } else {
        row["reference"] = nullptr;
      }
      if (const auto theirs = qqwing_rate_compared(report, figures)) {
        row["qqwing"] = {{"puzzles", figures.compared},
                         {"max_solutions", figures.compared_max_solutions},
                         {"our_puzzles_per_second", figures.compared_rate()},
                         {"qqwing_puzzles_per_second", *theirs},
                         {"ratio", figures.compared_rate() / *theirs}};
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
        const QqwingFigures measured = qqwing_figures(*qqwing, result);
        const auto count = static_cast<double>(result.puzzles);
        row["solve_seconds"] = measured.solve_seconds;
        row["puzzles_per_second"] = count / measured.solve_seconds;
        row["wall_seconds"] = result.wall_seconds;
        row["wall_puzzles_per_second"] = count / measured.wall_seconds;
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

}  // namespace sudoku::bench
