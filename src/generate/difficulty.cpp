// Difficulty targeting: the band of scores a puzzle must land in, rating a made puzzle with
// the logic ladder (docs/logic.md), and the message when no puzzle landed.
//
// A label is its band of scores (easy 0.0–1.5, medium 1.6–2.8, hard 2.9–4.0, expert 4.1–6.9,
// extreme 7.0 and up or a solve that stalls); a score range is taken as it is and needs a
// solve that does not stall. The generator makes puzzles and rates them until one fits.
//
// Rating is cut short when the band has a top: the ladder is given only the techniques rated
// at most that top. (So that most puzzles it makes fit, the generator also puts givens back
// where those techniques get stuck, see ease_into, or merges a Killer's cages only while they
// solve it, see solved_within.) The ladder always takes the
// easiest step, so the shortened ladder takes the same steps as the whole one for as long as those
// are in the band, and stalls exactly when the whole ladder would need a harder step (and the
// puzzle cannot fit). A puzzle that fits is therefore rated exactly as `sudoku rate` rates it, and
// one that does not never pays for the dear chains.
#include <string>

#include "generate/parts.hpp"

namespace sudoku::detail::generate {
namespace {

constexpr int kNoTop = 1'000;

std::string tenths_text(int tenths) {
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

}  // namespace

Band band_of(const GenerateOptions& options) {
  Band band;
  if (options.difficulty) {
    band.label = options.difficulty;
    switch (*options.difficulty) {
      case Difficulty::easy:
        band.top = 15;
        break;
      case Difficulty::medium:
        band.bottom = 16;
        band.top = 28;
        break;
      case Difficulty::hard:
        band.bottom = 29;
        band.top = 40;
        break;
      case Difficulty::expert:
        band.bottom = 41;
        band.top = 69;
        break;
      case Difficulty::extreme:
        band.bottom = 70;
        band.stall_fits = true;
        break;
    }
    return band;
  }
  if (options.min_score || options.max_score) {
    band.bottom = options.min_score.value_or(0);
    band.top = options.max_score.value_or(kNoTop);
    band.anything = false;
    return band;
  }
  band.anything = true;
  band.stall_fits = true;
  return band;
}

bool has_top(const Band& band) { return band.top < kNoTop && !band.stall_fits; }

Puzzle ease_into(Puzzle puzzle, const Puzzle& solution, const std::vector<std::vector<int>>& orbits,
                 const Band& band, Random& random, const TimeBudget& time) {
  std::vector<std::size_t> orbit_of(static_cast<std::size_t>(puzzle.cell_count()));
  for (std::size_t index = 0; index < orbits.size(); ++index) {
    for (const int cell : orbits[index]) orbit_of[static_cast<std::size_t>(cell)] = index;
  }
  LogicOptions logic;
  logic.unique_solution = true;
  logic.deadline = time.deadline();
  for (const TechniqueInfo& info : technique_ladder()) {
    if (info.rating <= band.top) logic.techniques.push_back(info.technique);
  }
  for (;;) {
    const LogicResult result = solve_logically(puzzle, logic);
    time.check();
    if (result.status != LogicStatus::stalled) return puzzle;
    std::vector<int> open;
    for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
      if (result.grid.at(cell) == kBlank) open.push_back(cell);
    }
    const int cell = open[static_cast<std::size_t>(random.below(static_cast<int>(open.size())))];
    for (const int given : orbits[orbit_of[static_cast<std::size_t>(cell)]]) {
      puzzle.set(given, solution.at(given));
    }
  }
}

bool solved_within(const Puzzle& puzzle, const Band& band, const TimeBudget& time) {
  LogicOptions logic;
  logic.deadline = time.deadline();
  for (const TechniqueInfo& info : technique_ladder()) {
    if (info.rating <= band.top && !info.needs_unique_solution) {
      logic.techniques.push_back(info.technique);
    }
  }
  const bool solved = solve_logically(puzzle, logic).status == LogicStatus::solved;
  time.check();
  return solved;
}

Rating rate_generated(const Puzzle& puzzle, const Band& band, const TimeBudget& time) {
  LogicOptions logic;
  logic.unique_solution = true;
  logic.deadline = time.deadline();
  if (has_top(band)) {
    for (const TechniqueInfo& info : technique_ladder()) {
      if (info.rating <= band.top) logic.techniques.push_back(info.technique);
    }
  }
  Rating rating = rate(solve_logically(puzzle, logic));
  time.check();
  return rating;
}

bool fits(const Rating& rating, const Band& band) {
  if (band.anything) return true;
  if (rating.status != LogicStatus::solved) return band.stall_fits;
  return rating.score >= band.bottom && rating.score <= band.top;
}

std::string not_found_message(const Band& band, int attempts) {
  std::string wanted =
      band.label ? "rated " + std::string(difficulty_name(*band.label))
                 : "with a score of " + tenths_text(band.bottom) + " to " + tenths_text(band.top);
  return "no puzzle " + wanted + " found in " + std::to_string(attempts) +
         (attempts == 1 ? " try" : " tries") +
         "; try another seed, more --max-attempts, or a nearer difficulty";
}

}  // namespace sudoku::detail::generate
