// How steps are written in plain words, in one notation everywhere (docs/logic.md):
// cells r5c4, houses by their names (row 5, column 4, box 5, region 3, the main diagonal,
// the anti-diagonal, the cage at r1c1), digits as numbers, lists "a, b and c", and
// eliminations as "remove 3 from r1c1 and r1c9, and 5 and 7 from r1c9" (digits that leave the
// same cells said together).
#include <algorithm>
#include <cctype>
#include <string>

#include <fmt/format.h>

#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

bool by_digit_then_cell(const Elimination& a, const Elimination& b) {
  return a.digit != b.digit ? a.digit < b.digit : a.cell < b.cell;
}

}  // namespace

std::vector<Digit> digits_of(std::uint64_t mask) {
  std::vector<Digit> digits;
  for (; mask != 0; mask &= mask - 1) digits.push_back(digit_of_bit(mask & -mask));
  return digits;
}

std::vector<int> cells_at(const CandidateGrid& grid, int group, std::uint64_t positions) {
  const std::vector<int>& members = grid.groups()[static_cast<std::size_t>(group)].cells;
  std::vector<int> cells;
  for (; positions != 0; positions &= positions - 1) {
    cells.push_back(members[static_cast<std::size_t>(std::countr_zero(positions))]);
  }
  return cells;
}

void eliminate_from(const CandidateGrid& grid, const std::vector<int>& cells, Digit digit,
                    const std::vector<int>& keep, std::vector<Elimination>& out) {
  for (int cell : cells) {
    if (grid.has_candidate(cell, digit) &&
        std::find(keep.begin(), keep.end(), cell) == keep.end()) {
      out.push_back({cell, digit});
    }
  }
}

std::vector<int> cells_seeing_all(const CandidateGrid& grid, const std::vector<int>& seen,
                                  Digit digit) {
  std::vector<int> cells;
  for (int cell : grid.peers(seen.front())) {
    if (!grid.has_candidate(cell, digit)) continue;
    if (std::find(seen.begin(), seen.end(), cell) != seen.end()) continue;
    if (std::all_of(seen.begin() + 1, seen.end(),
                    [&](int other) { return grid.sees(cell, other); })) {
      cells.push_back(cell);
    }
  }
  return cells;
}

std::string join_words(const std::vector<std::string>& words, std::string_view conjunction) {
  std::string text;
  for (std::size_t index = 0; index < words.size(); ++index) {
    if (index != 0) {
      text += index + 1 == words.size() ? " " + std::string(conjunction) + " " : ", ";
    }
    text += words[index];
  }
  return text;
}

std::string cell_list(const CandidateGrid& grid, const std::vector<int>& cells,
                      std::string_view conjunction) {
  std::vector<std::string> names;
  names.reserve(cells.size());
  for (int cell : cells) names.push_back(cell_name(grid.geometry(), cell));
  return join_words(names, conjunction);
}

std::string digit_list(const std::vector<Digit>& digits, std::string_view conjunction) {
  std::vector<std::string> names;
  names.reserve(digits.size());
  for (Digit digit : digits) names.push_back(std::to_string(digit));
  return join_words(names, conjunction);
}

std::string group_name(const CandidateGrid& grid, int group) {
  const Group& named = grid.groups()[static_cast<std::size_t>(group)];
  const bool needs_article = named.kind == Group::Kind::extra || named.kind == Group::Kind::cage;
  return needs_article ? "the " + named.name : named.name;
}

std::string line_list(const CandidateGrid& grid, const std::vector<int>& groups) {
  std::vector<std::string> numbers;
  numbers.reserve(groups.size());
  for (int group : groups) {
    numbers.push_back(std::to_string(grid.groups()[static_cast<std::size_t>(group)].index + 1));
  }
  const bool rows =
      grid.groups()[static_cast<std::size_t>(groups.front())].kind == Group::Kind::row;
  return std::string(rows ? "rows " : "columns ") + join_words(numbers);
}

std::string removal_phrase(const CandidateGrid& grid, std::vector<Elimination> eliminations) {
  std::sort(eliminations.begin(), eliminations.end(), by_digit_then_cell);
  // Each digit's cells, then digits that lose the same cells said together.
  std::vector<std::pair<std::vector<Digit>, std::vector<int>>> parts;
  std::size_t start = 0;
  while (start < eliminations.size()) {
    std::size_t end = start;
    std::vector<int> cells;
    while (end < eliminations.size() && eliminations[end].digit == eliminations[start].digit) {
      cells.push_back(eliminations[end++].cell);
    }
    const auto same_cells = std::find_if(parts.begin(), parts.end(),
                                         [&](const auto& part) { return part.second == cells; });
    if (same_cells == parts.end()) {
      parts.emplace_back(std::vector<Digit>{eliminations[start].digit}, std::move(cells));
    } else {
      same_cells->first.push_back(eliminations[start].digit);
    }
    start = end;
  }
  std::vector<std::string> phrases;
  phrases.reserve(parts.size());
  for (const auto& [digits, cells] : parts) {
    phrases.push_back(digit_list(digits) + " from " + cell_list(grid, cells));
  }
  if (phrases.empty()) return "";
  std::string text = "remove " + phrases.front();
  for (std::size_t index = 1; index < phrases.size(); ++index) {
    text += (index + 1 == phrases.size() ? ", and " : ", ") + phrases[index];
  }
  return text;
}

namespace {
thread_local bool sentences_on = true;
}  // namespace

bool sentences_wanted() { return sentences_on; }

SentencesOff::SentencesOff() : before_(sentences_on) { sentences_on = false; }
SentencesOff::~SentencesOff() { sentences_on = before_; }

Step finish_step(Step step, const std::string& body) {
  std::sort(step.eliminations.begin(), step.eliminations.end(), by_digit_then_cell);
  step.eliminations.erase(std::unique(step.eliminations.begin(), step.eliminations.end()),
                          step.eliminations.end());
  if (step.rating == 0) {
    for (const TechniqueInfo& info : technique_ladder()) {
      if (info.technique == step.technique) step.rating = info.rating;
    }
  }
  if (!sentences_wanted()) return step;
  std::string name(technique_name(step.technique));
  name.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(name.front())));
  step.explanation = name + ": " + body + ".";
  return step;
}

}  // namespace sudoku::logic

namespace sudoku {

// The house a pattern stands in, its base lines, or its key cell, by technique.
//
// Each case reads only what its technique's steps are built with (the cells and groups each
// finder fills in, tests/logic/*_test.cpp). A step without a group (a forcing chain that splits
// on a cell's candidates) is named by its first cell: reading groups[0] of a step with none read
// past the vector, and a hint at a forcing chain crashed the server (issue 13).
std::string step_focus(const CandidateGrid& grid, const Step& step) {
  const auto name = [&](int cell) { return cell_name(grid.geometry(), cell); };
  const auto group = [&](std::size_t index) { return logic::group_name(grid, step.groups[index]); };
  switch (step.technique) {
    case Technique::naked_single:
      return "at " + name(step.cells.front());
    case Technique::variant_rule:
      // The rule's cells, as the step lists them: a thermometer from its bulb, a dot's two cells.
      return "around " + name(step.cells.front());
    case Technique::x_wing:
    case Technique::swordfish:
    case Technique::jellyfish: {
      const std::vector<int> base(
          step.groups.begin(),
          step.groups.begin() + static_cast<std::ptrdiff_t>(step.groups.size() / 2));
      return "in " + logic::line_list(grid, base);
    }
    case Technique::xy_wing:
    case Technique::xyz_wing:
    case Technique::wxyz_wing:
    case Technique::vwxyz_wing:
      return "around " + name(step.cells.front());
    case Technique::w_wing:
    case Technique::aligned_pair_exclusion:
      return "with " + name(step.cells[0]) + " and " + name(step.cells[1]);
    case Technique::skyscraper:
      return "in " + logic::line_list(grid, {step.groups[0], step.groups[1]});
    case Technique::two_string_kite:
      return "in " + group(0) + " and " + group(1);
    case Technique::unique_rectangle:
      return "in the rectangle " + logic::cell_list(grid, step.cells);
    case Technique::bug_plus_one:
      return "at " + name(step.cells.front());
    case Technique::simple_colouring:
      return fmt::format("on the {}s", step.digits.front());
    case Technique::x_chain:
    case Technique::xy_chain:
    case Technique::alternating_inference_chain:
      return "starting at " + name(step.cells.front());
    case Technique::forcing_chain:
    case Technique::dynamic_forcing_chain:
    case Technique::dynamic_forcing_chain_plus:
    case Technique::nested_forcing_chain:
    case Technique::nested_forcing_chain_plus:
      // A split on a digit's two places in a house names the house; a split on a cell's
      // candidates has no group and names the cell.
      return step.groups.empty() ? "starting at " + name(step.cells.front()) : "in " + group(0);
    default:
      break;
  }
  return "in " + group(0);
}

}  // namespace sudoku
