// The difficulty of a puzzle from its logical solve: the hardest step's rating (Sudoku
// Explainer's rule: a puzzle is as hard as the hardest thing it makes you do), the band of
// that score, and how often each technique was used.
//
// The bands (docs/logic.md) follow the ladder's families: singles alone are easy; naked
// singles and locked candidates medium; subsets up to triples, the small fish and the skyscraper
// (4.0, as the hidden triple) hard; the kite, wings, quads, jellyfish and the first chains expert;
// anything from 7.0, or a solve that stalls, extreme.

#include <vector>

#include "sudoku/logic.hpp"

namespace sudoku {
namespace {

constexpr int kEasyUpTo = 15;
constexpr int kMediumUpTo = 28;
constexpr int kHardUpTo = 40;
constexpr int kExpertUpTo = 69;

}  // namespace

std::string_view difficulty_name(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::easy:
      return "easy";
    case Difficulty::medium:
      return "medium";
    case Difficulty::hard:
      return "hard";
    case Difficulty::expert:
      return "expert";
    case Difficulty::extreme:
      break;
  }
  return "extreme";
}

Difficulty difficulty_of_score(int score) {
  if (score <= kEasyUpTo) return Difficulty::easy;
  if (score <= kMediumUpTo) return Difficulty::medium;
  if (score <= kHardUpTo) return Difficulty::hard;
  if (score <= kExpertUpTo) return Difficulty::expert;
  return Difficulty::extreme;
}

Rating rate(const LogicResult& result) {
  Rating rating;
  rating.status = result.status;
  rating.steps = static_cast<int>(result.steps.size());
  if (const Step* hardest = hardest_step(result)) {
    rating.score = hardest->rating;
    rating.hardest = hardest->technique;
  }
  rating.difficulty = result.status == LogicStatus::solved ? difficulty_of_score(rating.score)
                                                           : Difficulty::extreme;
  std::vector<int> counts(technique_ladder().size(), 0);
  for (const Step& step : result.steps) ++counts[static_cast<std::size_t>(step.technique)];
  for (const TechniqueInfo& info : technique_ladder()) {
    const int count = counts[static_cast<std::size_t>(info.technique)];
    if (count > 0) rating.technique_counts.emplace_back(info.technique, count);
  }
  return rating;
}

}  // namespace sudoku
