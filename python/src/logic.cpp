// The logical solver in Python: explain (every step), hint (the next step) and rate (the
// difficulty), as `sudoku explain`, `sudoku hint` and `sudoku rate` compute them.
//
//   >>> for step in sudokit.explain(puzzle).steps: print(step.explanation)
//   Hidden single: 7 in box 5 can only go in r5c4.
//   >>> sudokit.rate(puzzle).score, sudokit.rate(puzzle).label        # 4.2, 'expert'
//
// Like the commands, each first counts the solutions to 2, so that the uniqueness techniques
// (unique rectangle, BUG+1) are used only on a puzzle with exactly one.
#include <algorithm>
#include <map>

#include <pybind11/stl.h>

#include "bindings.hpp"

namespace sudoku::python {
namespace {

// A placement or an elimination, with the name of its cell.
struct CellDigit {
  int cell = 0;
  int digit = 0;
  std::string name;  // "r4c7"
};
struct PlacementView : CellDigit {};
struct EliminationView : CellDigit {};

// A Step with the names of its cells and groups, which need the grid to be spelt.
struct StepView {
  Step step;
  std::vector<PlacementView> placements;
  std::vector<EliminationView> eliminations;
  std::vector<std::string> houses;  // the names of step.groups
  std::string focus;                // where to look: "in box 5", "at r5c5", …
};

StepView view_of(const CandidateGrid& grid, const Step& step) {
  StepView view;
  view.step = step;
  for (const Placement& placement : step.placements) {
    view.placements.push_back(
        {{placement.cell, placement.digit, cell_name(grid.geometry(), placement.cell)}});
  }
  for (const Elimination& elimination : step.eliminations) {
    view.eliminations.push_back(
        {{elimination.cell, elimination.digit, cell_name(grid.geometry(), elimination.cell)}});
  }
  view.focus = step_focus(grid, step);
  for (int group : step.groups)
    view.houses.push_back(grid.groups()[static_cast<std::size_t>(group)].name);
  return view;
}

// The logical solve of a puzzle, with its steps named.
struct Explanation {
  LogicResult result;
  std::vector<StepView> steps;
  std::uint64_t solutions = 0;  // counted to 2 before the logic ran
};

std::uint64_t count_to_two(const Puzzle& puzzle) {
  SolveOptions options;
  options.max_solutions = 2;
  return solve(puzzle, options).count;
}

LogicOptions logic_options(const std::optional<std::vector<std::string>>& techniques,
                           double time_limit) {
  LogicOptions options;
  if (techniques) {
    for (const std::string& name : *techniques) {
      const auto technique = parse_technique(name);
      if (!technique) throw py::value_error("unknown technique " + quoted_word(name));
      options.techniques.push_back(*technique);
    }
  }
  if (!(time_limit >= 0 && time_limit <= 1e9)) {
    throw py::value_error("time_limit must be a number of seconds from 0 (no limit) to 1e9");
  }
  if (time_limit > 0) {
    options.deadline = std::chrono::steady_clock::now() +
                       std::chrono::microseconds(static_cast<std::int64_t>(time_limit * 1e6));
  }
  return options;
}

Explanation explain(const Puzzle& puzzle, const std::optional<std::vector<std::string>>& techniques,
                    std::optional<bool> unique, double time_limit) {
  LogicOptions options = logic_options(techniques, time_limit);
  const py::gil_scoped_release release;
  Explanation explanation;
  if (unique) {
    explanation.solutions = *unique ? 1 : 2;
  } else {
    explanation.solutions = count_to_two(puzzle);
  }
  options.unique_solution = explanation.solutions == 1;
  explanation.result = solve_logically(puzzle, options);
  // Replayed, so that each step is named (and its focus found) on the grid it was found on.
  CandidateGrid grid(puzzle);
  for (const Step& step : explanation.result.steps) {
    explanation.steps.push_back(view_of(grid, step));
    grid.apply(step);
  }
  return explanation;
}

std::optional<StepView> hint(const Puzzle& puzzle, std::optional<bool> unique) {
  const py::gil_scoped_release release;
  LogicOptions options;
  options.unique_solution = unique ? *unique : count_to_two(puzzle) == 1;
  const CandidateGrid grid(puzzle);
  if (grid.contradiction()) return std::nullopt;
  const std::optional<Step> step = find_step(grid, options);
  if (!step) return std::nullopt;
  return view_of(grid, *step);
}

}  // namespace

PuzzleRating rate_puzzle(const Puzzle& puzzle) {
  const sudoku::PuzzleRating rated = sudoku::rate(puzzle);
  PuzzleRating view;
  view.rating = rated.rating;
  view.empty_cells = rated.empty_cells;
  view.top_rating = rated.above;
  if (!rated.rated()) {
    view.status = rated.solutions == 0U ? "no_solution" : "not_unique";
  } else {
    view.status = rated.rating.status == LogicStatus::stalled ? "stalled" : "solved";
  }
  return view;
}

namespace {

bool rated(const PuzzleRating& view) { return view.status == "solved" || view.status == "stalled"; }

template <typename View>
void bind_cell_digit(py::module_& module, const char* name, const char* doc) {
  py::class_<View>(module, name, doc)
      .def_property_readonly(
          "cell", [](const View& view) { return view.cell; },
          "The cell, as an index from 0 (row-major).")
      .def_property_readonly(
          "digit", [](const View& view) { return view.digit; }, "The digit.")
      .def_property_readonly(
          "name", [](const View& view) { return view.name; }, "The cell's name: 'r4c7'.")
      .def("__iter__",
           [](const View& view) { return py::iter(py::make_tuple(view.cell, view.digit)); })
      .def("__eq__",
           [](const View& view, const View& other) {
             return view.cell == other.cell && view.digit == other.digit;
           })
      .def("__repr__", [name](const View& view) {
        return "<" + std::string(name) + " " + view.name + "=" + std::to_string(view.digit) + ">";
      });
}

}  // namespace

void bind_logic(py::module_& module) {
  bind_cell_digit<PlacementView>(module, "Placement",
                                 "A digit a step writes into a cell (unpacks as (cell, digit)).");
  bind_cell_digit<EliminationView>(
      module, "Elimination", "A candidate a step removes from a cell (unpacks as (cell, digit)).");

  py::class_<StepView>(module, "Step", "One logical move: what it places or eliminates, and why.")
      .def_property_readonly(
          "technique",
          [](const StepView& view) { return std::string(technique_name(view.step.technique)); },
          "The technique's name, lower case: 'hidden single', 'x-wing', …")
      .def_property_readonly(
          "score", [](const StepView& view) { return score_of(view.step.rating); },
          "The step's points in Sudoku Explainer's scale: 1.2, 4.2, … (rate()'s score)")
      .def_property_readonly(
          "rating", [](const StepView& view) { return score_of(view.step.rating); },
          "The same as score: its name up to 1.6.0, kept so that scripts keep working.")
      .def_readonly("placements", &StepView::placements, "The digits it places.")
      .def_readonly("eliminations", &StepView::eliminations,
                    "The candidates it removes, by digit, then cell.")
      .def_property_readonly(
          "cells", [](const StepView& view) { return view.step.cells; },
          "The cells of the pattern (indices from 0).")
      .def_readonly("houses", &StepView::houses,
                    "The houses (or cages) it stands on: 'row 4', 'box 5', 'cage at r1c1', …")
      .def_property_readonly(
          "digits",
          [](const StepView& view) {
            return std::vector<int>(view.step.digits.begin(), view.step.digits.end());
          },
          "The digits of the pattern.")
      .def_readonly(
          "focus", &StepView::focus,
          "Where to look, without giving the step away (`sudoku hint --level 2`): 'in box "
          "7', 'at r5c5', 'in rows 2 and 7', …")
      .def_property_readonly(
          "explanation", [](const StepView& view) { return view.step.explanation; },
          "The step in words: 'Hidden single: 7 in box 5 can only go in r5c4.'")
      .def("__str__", [](const StepView& view) { return view.step.explanation; })
      .def("__repr__", [](const StepView& view) { return "<Step " + view.step.explanation + ">"; });

  py::class_<Explanation>(module, "Explanation",
                          "A logical solve: the steps applied in order, and where it stopped.")
      .def_property_readonly(
          "status",
          [](const Explanation& explanation) {
            return std::string(logic_status_name(explanation.result.status));
          },
          "'solved', 'stalled' (no technique of the ladder applies), 'contradiction' (no "
          "solution) or 'budget_spent' (time_limit).")
      .def_readonly("steps", &Explanation::steps, "The steps, in the order applied.")
      .def_property_readonly(
          "grid", [](const Explanation& explanation) { return explanation.result.grid; },
          "The digits when the solver stopped (the solution when solved).")
      .def_property_readonly(
          "contradiction",
          [](const Explanation& explanation) -> std::optional<std::string> {
            if (explanation.result.status != LogicStatus::contradiction) return std::nullopt;
            return explanation.result.contradiction;
          },
          "Why the grid is impossible, when status is 'contradiction'.")
      .def_property_readonly(
          "candidates",
          [](const Explanation& explanation) { return explanation.result.candidates; },
          "Every cell's candidates when the solver stopped: bit d-1 for digit d (0 when filled).")
      .def_property_readonly(
          "hardest",
          [](const Explanation& explanation) -> std::optional<StepView> {
            const Step* hardest = hardest_step(explanation.result);
            if (hardest == nullptr) return std::nullopt;
            const auto index = static_cast<std::size_t>(hardest - explanation.result.steps.data());
            return explanation.steps[index];
          },
          "The first step of the highest rating, or None.")
      .def_readonly("solutions", &Explanation::solutions,
                    "The puzzle's solutions counted to 2 before the logic ran.")
      .def("__repr__", [](const Explanation& explanation) {
        return "<Explanation " + std::string(logic_status_name(explanation.result.status)) + ", " +
               std::to_string(explanation.steps.size()) + " steps>";
      });

  module.def(
      "explain", &explain, py::arg("puzzle"), py::kw_only(), py::arg("techniques") = py::none(),
      py::arg("unique") = py::none(), py::arg("time_limit") = 0.0,
      R"(Solves a puzzle like a person, as `sudoku explain` does: the easiest technique of the
ladder again and again until the grid is solved, logic stalls, or a contradiction shows.
techniques: the names of the only techniques to use (default: the whole ladder).
unique: whether the puzzle has exactly one solution (default: counted), which allows the
uniqueness techniques. time_limit: seconds, 0 for none (status 'budget_spent').)");
  module.def("hint", &hint, py::arg("puzzle"), py::kw_only(), py::arg("unique") = py::none(),
             "The next step from this grid (the easiest technique that applies), or None when "
             "none does or the grid is broken.");

  py::class_<PuzzleRating>(module, "Rating",
                           "How hard a puzzle is for a person: the fields of `sudoku rate --json`.")
      .def_readonly("status", &PuzzleRating::status,
                    "'solved' (by logic), 'stalled' (beyond the ladder), 'no_solution' or "
                    "'not_unique' (then nothing else is set).")
      .def_property_readonly(
          "score",
          [](const PuzzleRating& view) -> std::optional<double> {
            if (view.status != "solved") return std::nullopt;
            return score_of(view.rating.score);
          },
          "The rating of the hardest step (Sudoku Explainer's scale), None unless solved.")
      .def_property_readonly(
          "label",
          [](const PuzzleRating& view) -> std::optional<std::string> {
            if (!rated(view)) return std::nullopt;
            return std::string(difficulty_name(view.rating.difficulty));
          },
          "'easy', 'medium', 'hard', 'expert' or 'extreme' (a stalled puzzle is extreme).")
      .def_property_readonly(
          "hardest",
          [](const PuzzleRating& view) -> std::optional<std::string> {
            if (!view.rating.hardest) return std::nullopt;
            return std::string(technique_name(*view.rating.hardest));
          },
          "The technique of the hardest step, or None.")
      .def_property_readonly(
          "steps", [](const PuzzleRating& view) { return view.rating.steps; },
          "Steps of the logical solve.")
      .def_property_readonly(
          "techniques",
          [](const PuzzleRating& view) {
            py::dict counts;  // in ladder order, as the CLI prints them
            for (const auto& [technique, count] : view.rating.technique_counts) {
              counts[py::str(std::string(technique_name(technique)))] = count;
            }
            return counts;
          },
          "How many steps of each technique used, in ladder order: {'hidden single': 31, …}.")
      .def_property_readonly(
          "empty_cells",
          [](const PuzzleRating& view) -> std::optional<int> {
            if (view.status != "stalled") return std::nullopt;
            return view.empty_cells;
          },
          "Cells still empty when logic stalled (None otherwise).")
      .def_property_readonly(
          "above",
          [](const PuzzleRating& view) -> std::optional<double> {
            if (view.status != "stalled") return std::nullopt;
            return score_of(view.top_rating);
          },
          "For a stalled puzzle, the rating it is harder than (`sudoku rate` prints '>9.5').")
      .def("__repr__", [](const PuzzleRating& view) {
        std::string text = "<Rating " + view.status;
        if (rated(view)) {
          text += " " + std::string(difficulty_name(view.rating.difficulty));
          if (view.status == "solved")
            text += " " + std::string(py::str(py::float_(score_of(view.rating.score))));
        }
        return text + ">";
      });

  module.def(
      "rate",
      [](const Puzzle& puzzle) {
        const py::gil_scoped_release release;
        return rate_puzzle(puzzle);
      },
      py::arg("puzzle"),
      R"(Rates a puzzle as `sudoku rate` does: the engine counts its solutions to 2 (none or
several end the rating), then the logical solver runs; the score is the rating of its hardest
step, the label the band it falls in (docs/logic.md).)");

  module.def(
      "techniques",
      [] {
        std::vector<std::pair<std::string, double>> ladder;
        for (const TechniqueInfo& info : technique_ladder()) {
          ladder.emplace_back(std::string(info.name), score_of(info.rating));
        }
        return ladder;
      },
      "The ladder of techniques, easiest first, as (name, rating) pairs.");
}

}  // namespace sudoku::python
