// `sudoku check PUZZLE [SOLUTION]`: is the puzzle valid, complete, unique; is SOLUTION a
// solution of it (seed 004's isSolutionOf)?
#include <chrono>
#include <cstdint>
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/cli.hpp"
#include "cli/output.hpp"

namespace sudoku::cli {
namespace {

// Reads one puzzle, checking its shape only (for a Killer, also its cages): the rules are
// what `check` reports on.
Puzzle read_for_check(const std::string& path, std::optional<Variant> variant) {
  InputSource input(path);
  try {
    return input.read_puzzle(Validation::shape_only, variant);
  } catch (const InputError& error) {
    throw CommandError(error);
  }
}

// A proposed solution written as plain digits takes the puzzle's regions and constraints, so
// that it is judged by the puzzle's rules.
Puzzle as_solution_of(Puzzle solution, const Puzzle& puzzle) {
  if (solution.side() != puzzle.side() || variant_of(solution) != Variant{}) return solution;
  Puzzle dressed(puzzle.geometry(), solution.cells());
  for (const Constraint& constraint : puzzle.constraints()) dressed.add_constraint(constraint);
  return dressed;
}

struct Findings {
  std::optional<std::string> broken_rule;  // nothing when valid
  int blanks = 0;
  std::uint64_t solutions = 0;                  // counted to 2
  bool budget_spent = false;                    // the count stopped at --time-limit
  std::optional<std::string> solution_problem;  // only when a SOLUTION was given
};

void print_text(const Findings& findings, bool solution_given) {
  std::cout << "valid: "
            << (findings.broken_rule ? "no (" + *findings.broken_rule + ")" : std::string("yes"))
            << '\n';
  std::cout << "complete: "
            << (findings.blanks == 0 ? std::string("yes")
                                     : fmt::format("no ({} blank{})", findings.blanks,
                                                   findings.blanks == 1 ? "" : "s"))
            << '\n';
  std::cout << "solutions: "
            << (findings.budget_spent     ? std::string("unknown (budget spent)")
                : findings.solutions == 0 ? std::string("0")
                : findings.solutions == 1 ? std::string("1 (unique)")
                                          : std::string("2+ (not unique)"))
            << '\n';
  if (solution_given) {
    std::cout << "solution: "
              << (findings.solution_problem ? "no (" + *findings.solution_problem + ")"
                                            : std::string("yes"))
              << '\n';
  }
}

void print_json(const Findings& findings, bool solution_given) {
  nlohmann::ordered_json object = {
      {"valid", !findings.broken_rule},    {"complete", findings.blanks == 0},
      {"blanks", findings.blanks},         {"solutions", findings.solutions},
      {"unique", findings.solutions == 1},
  };
  if (findings.budget_spent) {
    object["solutions"] = nullptr;  // unknown
    object["unique"] = nullptr;
    object["budget_spent"] = true;
  }
  if (findings.broken_rule) object["broken_rule"] = *findings.broken_rule;
  if (solution_given) {
    object["is_solution"] = !findings.solution_problem;
    if (findings.solution_problem) object["solution_problem"] = *findings.solution_problem;
  }
  std::cout << object.dump() << '\n';
}

}  // namespace

int run_check(const CheckSettings& settings) {
  const Puzzle puzzle = read_for_check(settings.puzzle, settings.variant);
  const bool solution_given = !settings.solution.empty();

  Findings findings;
  findings.blanks = puzzle.blank_count();
  if (const auto conflict = find_conflict(puzzle)) {
    findings.broken_rule = cell_name(puzzle.geometry(), conflict->cell) + ": " +
                           describe(puzzle.geometry(), *conflict);
  } else if (const auto cage_conflict = find_cage_conflict(puzzle)) {
    findings.broken_rule =
        cell_name(puzzle.geometry(), cage_conflict->cell) + ": " + cage_conflict->problem;
  } else if (const auto rule_conflict = find_rule_conflict(puzzle)) {
    findings.broken_rule =
        cell_name(puzzle.geometry(), rule_conflict->cell) + ": " + rule_conflict->problem;
  } else {
    SolveOptions options;
    options.max_solutions = 2;
    options.algorithm = settings.algorithm;
    options.threads = settings.threads;
    options.time_limit =
        std::chrono::microseconds(static_cast<std::int64_t>(settings.time_limit_seconds * 1e6));
    const SolveResult counted = solve(puzzle, options);
    findings.budget_spent = counted.status == SolveStatus::budget_spent;
    findings.solutions = counted.count;
  }
  if (solution_given) {
    findings.solution_problem = solution_problem(
        as_solution_of(read_for_check(settings.solution, std::nullopt), puzzle), puzzle);
  }

  const auto held = hold_output();  // an interrupt waits for the whole report
  if (settings.json) {
    print_json(findings, solution_given);
  } else {
    print_text(findings, solution_given);
  }

  if (solution_given) return findings.solution_problem ? kExitNo : kExitDone;
  if (findings.broken_rule || findings.budget_spent || findings.solutions == 0) return kExitNo;
  if (settings.unique && findings.solutions != 1) return kExitNo;
  return kExitDone;
}

}  // namespace sudoku::cli
