// `sudoku hint FILE`: the next move only, in levels, for a person solving on paper or on the
// board. FILE is the puzzle or the grid as filled so far (its digits are all the hint sees).
//
//   level 1   which technique:        "Look for a hidden single."
//   level 2   and where to look:      "Look for a hidden single in box 5."
//   level 3   (--reveal) the step:    "Hidden single: 7 in box 5 can only go in r5c4."
//
// A grid of digits keeps no pencil marks, so a step that only removes candidates would leave
// the grid as it was, and the same hint would come back. The next move is therefore the
// easiest steps up to the next digit placed: "Look for pointing in box 1, then a hidden
// single in row 3: …". When those steps lead to no digit (an extreme Killer may take 29
// eliminations and stall), they are still the hint, said to place none; only when logic finds no
// step at all does it say a guess is needed (issue 41: it said so for all 29). Before anything,
// the engine checks that the grid still has a solution: a wrong digit is the commonest reason
// to be stuck.
// Exit status: 0 a hint (or a full grid, or logic stuck), 1 no solution, 2 bad input or usage.
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

constexpr int kRevealLevel = 3;

// The steps from `puzzle` up to and including the first that places a digit, or up to where
// logic stops. `stalled` when it finds no step at all; `no_digit` when it stops after some
// steps that only eliminate.
struct NextMove {
  std::vector<Step> steps;
  bool stalled = false;
  bool no_digit = false;
};

constexpr std::string_view kNoDigit =
    "After them no technique of the ladder places a digit: it needs a guess, or a technique "
    "beyond the ladder.";

NextMove next_move(CandidateGrid grid, const LogicOptions& options) {
  NextMove move;
  while (true) {
    std::optional<Step> step = find_step(grid, options);
    if (!step) {
      move.stalled = move.steps.empty();
      move.no_digit = !move.stalled;
      return move;
    }
    grid.apply(*step);
    const bool places = !step->placements.empty();
    move.steps.push_back(std::move(*step));
    if (places) return move;
  }
}

// The sentence for levels 1 and 2 (with the places to look at level 2).
std::string hint_sentence(const CandidateGrid& start, const NextMove& move, int level) {
  const std::vector<Step>& steps = move.steps;
  CandidateGrid grid = start;
  std::vector<std::string> phrases;
  for (const Step& step : steps) {
    std::string phrase = with_article(technique_name(step.technique));
    if (level >= 2) phrase += " " + step_focus(grid, step);
    phrases.push_back(std::move(phrase));
    grid.apply(step);
  }
  if (move.no_digit) {
    std::string text = "Look for " + phrases.front();
    for (std::size_t index = 1; index < phrases.size(); ++index) text += ", then " + phrases[index];
    return text + fmt::format(": {} candidates. {}",
                              phrases.size() == 1 ? "it removes" : "they remove", kNoDigit);
  }
  const std::string last = phrases.back();
  phrases.pop_back();
  if (phrases.empty()) return "Look for " + last + ".";
  std::string text = "Look for " + phrases.front();
  for (std::size_t index = 1; index < phrases.size(); ++index) text += ", then " + phrases[index];
  return text + fmt::format(": {} candidates that make way for {}.",
                            phrases.size() == 1 ? "it removes" : "they remove", last);
}

int print_text(const CandidateGrid& grid, const NextMove& move, int level, bool unique) {
  if (move.stalled) {
    std::cout << "No technique of the ladder finds the next digit from here: it needs a guess, "
                 "or a technique beyond the ladder.\n";
  } else if (level >= kRevealLevel) {
    for (std::size_t index = 0; index < move.steps.size(); ++index) {
      if (move.steps.size() > 1) std::cout << index + 1 << ". ";
      std::cout << move.steps[index].explanation << '\n';
    }
    if (move.no_digit) std::cout << kNoDigit << '\n';
  } else {
    std::cout << hint_sentence(grid, move, level) << '\n';
  }
  if (!unique) std::cout << "Note: this grid has more than one solution.\n";
  return kExitDone;
}

int print_json(const CandidateGrid& start, const NextMove& move, int level, bool unique) {
  nlohmann::ordered_json object = {{"status", move.stalled ? "stalled" : "hint"}, {"level", level}};
  if (!move.stalled) {
    object["hint"] =
        level >= kRevealLevel ? move.steps.back().explanation : hint_sentence(start, move, level);
    if (move.no_digit) object["no_digit"] = true;
    auto steps = nlohmann::ordered_json::array();
    CandidateGrid grid = start;
    for (const Step& step : move.steps) {
      nlohmann::ordered_json entry = {{"technique", std::string(technique_name(step.technique))},
                                      {"score", step.rating / 10.0}};
      if (level >= 2) entry["focus"] = step_focus(grid, step);
      if (level >= kRevealLevel) entry.update(step_json(grid, step));
      steps.push_back(entry);
      grid.apply(step);
    }
    object["steps"] = steps;
  }
  object["unique"] = unique;
  std::cout << object.dump() << '\n';
  return kExitDone;
}

}  // namespace

int run_hint(const HintSettings& settings) {
  const int level = settings.reveal ? kRevealLevel : settings.level;
  std::optional<Puzzle> read;
  std::string conflict;  // the clash of givens, for stderr
  try {
    read = read_one_puzzle(settings.input, settings.variant);
  } catch (const GivensConflict& error) {
    conflict = error.what();
  }
  const std::uint64_t solutions = read ? count_to_two(*read) : 0;
  std::string status;
  std::string message;
  if (solutions == 0) {
    status = "no_solution";
    message = "This grid has no solution: a digit in it is wrong, or the puzzle has none.";
  } else if (read->is_complete()) {
    status = "full";
    message = "The grid is full: it is solved.";
  }
  if (!status.empty()) {
    nlohmann::ordered_json object = {{"status", status}, {"level", level}};
    if (!conflict.empty()) object["conflict"] = conflict;
    write_answer(settings.json ? object.dump() + '\n' : message + '\n',
                 conflict.empty() ? conflict : conflict + '\n');
    return solutions == 0 ? kExitNo : kExitDone;
  }
  const CandidateGrid grid(*read);
  const NextMove move = next_move(grid, logic_options(solutions));
  const auto held = hold_output();
  return settings.json ? print_json(grid, move, level, solutions == 1)
                       : print_text(grid, move, level, solutions == 1);
}

}  // namespace sudoku::cli
