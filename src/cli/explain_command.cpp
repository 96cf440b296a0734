// `sudoku explain FILE`: the whole logical solution as numbered steps in plain words, and when
// logic stalls, where and how the search finished.
//
//   1. Hidden single: 7 in box 5 can only go in r5c4.
//   …
//   Solved by logic in 61 steps; the hardest step is an X-wing (3.2).
//
// An engine first counts the solutions (to 2), so that the uniqueness techniques (unique
// rectangle, BUG+1) are used only for a puzzle with one. When no technique of the ladder
// applies, the grid reached is printed and the engine (sudoku::solve, traced) finishes it; the
// guesses still standing in its solution say where the search had to guess. A contradiction found
// by logic means the puzzle has no solution. Exit status: 0 solved (by logic or search), 1 no
// solution, 2 bad input or usage.
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/cli.hpp"
#include "cli/output.hpp"
#include "cli/steps.hpp"
#include "sudoku/logic.hpp"

namespace sudoku::cli {
namespace {

// How the search finished a stalled grid.
struct SearchFinish {
  SolveResult result;           // max_solutions 1, traced
  std::uint64_t solutions = 0;  // counted to 2
  std::uint64_t guesses = 0;
  std::vector<Placement> standing_guesses;  // the guesses on the path to the solution
};

// `solutions`: the puzzle's, counted to 2 (the stalled grid has the same ones).
SearchFinish finish_by_search(const Puzzle& grid, Algorithm algorithm, std::uint64_t solutions) {
  SearchFinish finish;
  finish.solutions = solutions;
  SolveOptions options;
  options.algorithm = algorithm;
  options.trace = [&](const TraceEvent& event) {
    if (event.kind == TraceEvent::Kind::guess) {
      ++finish.guesses;
      finish.standing_guesses.push_back({event.cell, event.digit});
    } else if (event.kind == TraceEvent::Kind::backtrack && !finish.standing_guesses.empty() &&
               finish.standing_guesses.back() == Placement{event.cell, event.digit}) {
      finish.standing_guesses.pop_back();
    }
  };
  finish.result = solve(grid, options);
  if (finish.result.status != SolveStatus::solved) finish.standing_guesses.clear();
  return finish;
}

// "1 step", "5 steps"; "1 guess", "2 guesses".
std::string count_of(std::uint64_t count, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", count, count == 1 ? one : many);
}

// "r1c3 = 4 and r2c5 = 1".
std::string placement_list(const Geometry& geometry, const std::vector<Placement>& placements) {
  std::string text;
  for (std::size_t index = 0; index < placements.size(); ++index) {
    if (index != 0) text += index + 1 == placements.size() ? " and " : ", ";
    text += fmt::format("{} = {}", cell_name(geometry, placements[index].cell),
                        placements[index].digit);
  }
  return text;
}

// What the search did from the stalled grid, in a sentence.
std::string search_sentence(const Geometry& geometry, const SearchFinish& finish) {
  const std::string engine(algorithm_name(finish.result.engine));
  if (finish.result.status != SolveStatus::solved) {
    return fmt::format(
        "The search ({} engine) finds no solution from there, so the puzzle has "
        "none.",
        engine);
  }
  if (finish.guesses == 0) {
    return fmt::format("The search ({} engine) finishes it without a guess.", engine);
  }
  const std::uint64_t taken_back = finish.guesses - finish.standing_guesses.size();
  return fmt::format(
      "The search ({} engine) finishes it with {} ({} taken back); the {} that stand{} in the "
      "solution: {}.",
      engine, count_of(finish.guesses, "guess", "guesses"), taken_back,
      finish.standing_guesses.size() == 1 ? "guess" : "guesses",
      finish.standing_guesses.size() == 1 ? "s" : "",
      placement_list(geometry, finish.standing_guesses));
}

int print_text(const LogicResult& logic, const std::optional<SearchFinish>& finish) {
  for (std::size_t index = 0; index < logic.steps.size(); ++index) {
    std::cout << index + 1 << ". " << logic.steps[index].explanation << '\n';
  }
  const std::string steps = count_of(logic.steps.size(), "step", "steps");
  if (logic.status == LogicStatus::contradiction) {
    std::cout << fmt::format("Contradiction after {}: {}, so the puzzle has no solution.\n", steps,
                             logic.contradiction);
    return kExitNo;
  }
  if (logic.status == LogicStatus::solved) {
    std::cout << "Solved by logic in " << steps;
    if (const Step* hardest = hardest_step(logic)) {
      std::cout << "; the hardest step is " << with_article(technique_name(hardest->technique))
                << " (" << rating_text(hardest->rating) << ")";
    }
    std::cout << ".\nSolution:\n" << to_grid(logic.grid);
    return kExitDone;
  }
  std::cout << fmt::format(
      "Logic stalls after {}, with {} empty: no technique of the ladder applies.\n", steps,
      count_of(static_cast<std::uint64_t>(logic.grid.blank_count()), "cell", "cells"));
  std::cout << "Grid when logic stalls:\n" << to_grid(logic.grid);
  std::cout << search_sentence(logic.grid.geometry(), *finish) << '\n';
  if (finish->result.status != SolveStatus::solved) return kExitNo;
  std::cout << (finish->solutions > 1
                    ? "The puzzle has more than one solution; the first the search found:\n"
                    : "Solution:\n")
            << to_grid(*finish->result.solution);
  return kExitDone;
}

int print_json(const Puzzle& puzzle, const LogicResult& logic,
               const std::optional<SearchFinish>& finish) {
  const Geometry& geometry = puzzle.geometry();
  const CandidateGrid names(puzzle);  // the groups, for their names
  auto steps = nlohmann::ordered_json::array();
  for (std::size_t index = 0; index < logic.steps.size(); ++index) {
    steps.push_back(step_json(names, logic.steps[index], index + 1));
  }
  nlohmann::ordered_json object = {{"status", std::string(logic_status_name(logic.status))},
                                   {"steps", steps}};
  if (const Step* hardest = hardest_step(logic)) {
    object["hardest"] = {{"technique", std::string(technique_name(hardest->technique))},
                         {"score", hardest->rating / 10.0}};
  }
  int status = kExitDone;
  if (logic.status == LogicStatus::contradiction) {
    object["contradiction"] = logic.contradiction;
    status = kExitNo;
  } else if (logic.status == LogicStatus::solved) {
    object["solution"] = to_line(logic.grid);
  } else {
    object["stalled_grid"] = to_line(logic.grid);
    object["empty_cells"] = logic.grid.blank_count();
    const SolveResult& result = finish->result;
    auto standing = nlohmann::ordered_json::array();
    for (const Placement& guess : finish->standing_guesses) {
      standing.push_back({{"cell", cell_name(geometry, guess.cell)}, {"digit", guess.digit}});
    }
    object["search"] = {{"engine", std::string(algorithm_name(result.engine))},
                        {"status", std::string(status_name(result.status))},
                        {"guesses", finish->guesses},
                        {"standing_guesses", standing},
                        {"unique", finish->solutions == 1}};
    if (result.solution) {
      object["solution"] = to_line(*result.solution);
    } else {
      status = kExitNo;
    }
  }
  std::cout << object.dump() << '\n';
  return status;
}

// Givens that clash: a contradiction before any step (the clash in full on stderr).
int print_conflict(const GivensConflict& conflict, bool json) {
  const std::string errors = std::string(conflict.what()) + '\n';
  if (json) {
    const nlohmann::ordered_json object = {{"status", "contradiction"},
                                           {"steps", nlohmann::ordered_json::array()},
                                           {"contradiction", conflict.problem()},
                                           {"conflict", conflict.what()}};
    write_answer(object.dump() + '\n', errors);
  } else {
    write_answer(fmt::format("Contradiction in the givens at line {}, column {}: {}, so the "
                             "puzzle has no solution.\n",
                             conflict.line(), conflict.column(), conflict.problem()),
                 errors);
  }
  return kExitNo;
}

}  // namespace

int run_explain(const ExplainSettings& settings) {
  std::optional<Puzzle> read;
  try {
    read = read_one_puzzle(settings.input, settings.variant);
  } catch (const GivensConflict& conflict) {
    return print_conflict(conflict, settings.json);
  }
  const Puzzle& puzzle = *read;
  // Counted first, so that the uniqueness techniques are used only when they may be.
  const std::uint64_t solutions = count_to_two(puzzle, settings.algorithm);
  const LogicResult logic = solve_logically(puzzle, logic_options(solutions));
  std::optional<SearchFinish> finish;
  if (logic.status == LogicStatus::stalled) {
    finish = finish_by_search(logic.grid, settings.algorithm, solutions);
  }
  const auto held = hold_output();  // an interrupt waits for the whole explanation
  if (settings.json) return print_json(puzzle, logic, finish);
  return print_text(logic, finish);
}

}  // namespace sudoku::cli
