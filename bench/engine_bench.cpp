// The timed solving loop and the runs of one engine over one set.
#include "engine_bench.hpp"

#include <fmt/core.h>
#include <algorithm>
#include <cstdio>

#include "checks.hpp"
#include "failure.hpp"
#include "median.hpp"
#include "tables.hpp"
#include "timed_pass.hpp"

namespace sudoku::bench {
namespace {

// One timed pass of sudoku::solve() over puzzles [0, count), each answer kept in `answers`.
PassTime solve_pass(const std::vector<Puzzle>& puzzles, std::size_t count, std::size_t split,
                    const EnginePlan& plan, const SolveOptions& options, Answers& answers) {
  const std::size_t cell_count = static_cast<std::size_t>(puzzles.front().cell_count());
  answers.reset(count, cell_count);
  std::uint64_t guesses = 0;
  const PassTime time = timed_pass(count, split, [&](std::size_t i) {
    const SolveResult result = plan.classic9_copy ? detail::solve_with_classic9_copy(
                                                        *plan.classic9_copy, puzzles[i], options)
                                                  : sudoku::solve(puzzles[i], options);
    answers.status[i] = result.status;
    answers.count[i] = result.count;
    guesses += result.stats.guesses;
    if (result.solution) {
      std::copy(result.solution->cells().begin(), result.solution->cells().end(),
                answers.cells.begin() + static_cast<std::ptrdiff_t>(i * cell_count));
    }
  });
  answers.guesses = guesses;
  return time;
}

}  // namespace

namespace {

class EngineContender final : public Contender {
 public:
  EngineContender(const PuzzleSet& set, const EnginePlan& plan, Mode mode,
                  std::size_t qqwing_puzzles)
      : set_(set), plan_(plan), rule_(rule_for(set.name)) {
    figures_.engine = plan.name;
    figures_.mode = mode;
    figures_.max_solutions = max_solutions(mode);
    figures_.node_limit = plan.node_limit;
    figures_.puzzles =
        plan.max_puzzles == 0 ? set.puzzles.size() : std::min(set.puzzles.size(), plan.max_puzzles);
    figures_.compared = std::min(figures_.puzzles, qqwing_puzzles);
    figures_.compared_max_solutions = 1;  // qqwing's task: the first solution
    options_ = solve_options(figures_.max_solutions, plan);
  }

  void run_once(int run, int runs) override {
    const Mode mode = figures_.mode;
    const bool same_task = mode == Mode::first;
    fmt::print(stderr, "  {} {} ({}): run {}/{}\n", set_.name, figures_.engine, mode_name(mode),
               run + 1, runs);
    const PassTime time =
        solve_pass(set_.puzzles, figures_.puzzles, same_task ? figures_.compared : figures_.puzzles,
                   plan_, options_, answers_);
    figures_.run_seconds.push_back(time.total);
    figures_.run_cpu_seconds.push_back(time.cpu);
    if (same_task) compared_seconds_.push_back(time.to_split);
    const CheckResult check = check_answers(set_, figures_.puzzles, answers_,
                                            expected_count(rule_, mode), figures_.engine);
    if (check.wrong > 0) fail_check(check, fmt::format("on {} by {}", set_.name, figures_.engine));
    figures_.budget_spent = check.budget_spent;
    figures_.solutions_checked = check.solutions_checked;
    if (plan_.node_limit == 0 && check.budget_spent > 0) {
      throw Failure{1, fmt::format("FAILED: {} puzzle(s) of {} spent a budget {} was not given",
                                   check.budget_spent, set_.name, figures_.engine)};
    }
  }

  EngineFigures finish() override {
    const Mode mode = figures_.mode;
    figures_.seconds = median(figures_.run_seconds);
    figures_.cpu_seconds = median(figures_.run_cpu_seconds);
    figures_.guesses_per_puzzle =
        static_cast<double>(answers_.guesses) / static_cast<double>(figures_.puzzles);

    // To the first solution, a proper set's uniqueness is checked apart, untimed; counting to 2
    // checks it in the timed pass.
    if (mode == Mode::first && rule_.expect == Expect::exactly_one) {
      const CheckResult check = check_unique(set_, figures_.puzzles, plan_);
      if (check.wrong > 0)
        fail_check(check, fmt::format("(uniqueness) on {} by {}", set_.name, figures_.engine));
      figures_.unique_checked = figures_.puzzles - check.budget_spent;
    } else if (rule_.expect == Expect::exactly_one) {
      figures_.unique_checked = figures_.puzzles - figures_.budget_spent;
    }

    // qqwing solves to the first solution; counting to 2, time that task too.
    const int runs = static_cast<int>(figures_.run_seconds.size());
    if (mode != Mode::first && figures_.compared > 0) {
      const SolveOptions first = solve_options(1, plan_);
      for (int run = 0; run < runs; ++run) {
        const PassTime time =
            solve_pass(set_.puzzles, figures_.compared, figures_.compared, plan_, first, answers_);
        compared_seconds_.push_back(time.total);
        const CheckResult check =
            check_answers(set_, figures_.compared, answers_, 1, figures_.engine);
        if (check.wrong > 0)
          fail_check(check,
                     fmt::format("(first solution) on {} by {}", set_.name, figures_.engine));
      }
    }
    figures_.compared_seconds = median(compared_seconds_);
    return figures_;
  }

 private:
  const PuzzleSet& set_;
  EnginePlan plan_;
  const SetRule& rule_;
  SolveOptions options_;
  EngineFigures figures_;
  Answers answers_;
  std::vector<double> compared_seconds_;
};

}  // namespace

std::unique_ptr<Contender> engine_contender(const PuzzleSet& set, const EnginePlan& plan, Mode mode,
                                            std::size_t qqwing_puzzles) {
  return std::make_unique<EngineContender>(set, plan, mode, qqwing_puzzles);
}

}  // namespace sudoku::bench
