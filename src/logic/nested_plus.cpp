// Nested forcing chain plus: the top of the ladder, a nested forcing chain whose inner chains
// follow every rule at once, as the search engine's propagation does.
//
// The nested forcing chain (forcing_chains.cpp) follows each option with the basic steps and,
// inside it, with forcing chains along singles. On a Killer without givens that is too little:
// inside a branch, singles hardly move, and cage sums are what a person works with. Here each
// option is followed with the general engine's propagation (every rule's own filtering: the cage
// sums, with the innies and outies and their differences, the houses' singles and locked
// candidates, each variant rule), and then each candidate left is tried the same way, as a
// forcing chain inside the branch: a candidate whose trial meets a contradiction goes, and the
// branch is propagated again, until it meets a contradiction itself or nothing more goes.
//
//   "Nested forcing chain plus: if r5c9 were 9, the rules' propagation, with each candidate left
//    tried the same way, would rule out 14 candidates (r1c1 = 3, r2c5 = 7, r4c4 = 1, r6c2 = 8
//    and 10 more) and then meet a contradiction; so remove 9 from r5c9."
//
// It gives only eliminations of options that end in a contradiction (SE's nested chains at
// their simplest), scored 11.0 and a tenth for each bound the count of candidates ruled out
// inside passes (length_tenths). Measured on the 30 minimal Killers of `generate --variant killer
// --minimal --count 30 --seed 1`: the 5 that stalled with every rung below, with any budget of
// work, stall no more (docs/logic.md).
//
// Options come as in the forcing rungs: cells with the fewest candidates first, then reading
// order. Each propagation is one unit of the deadline's work (ladder.cpp gives the rung its own
// budget), and the deadline is looked at before each.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <numeric>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"
#include "solve/engines.hpp"

namespace sudoku::logic {
namespace {

using Candidates = std::vector<std::uint64_t>;

constexpr int kRating = 110;
constexpr std::size_t kNamedRemovals = 4;

// The grid as one mask a cell, a written cell holding its digit.
Candidates masks_of(const CandidateGrid& grid) {
  Candidates masks(static_cast<std::size_t>(grid.cell_count()));
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    const Digit digit = grid.digit(cell);
    masks[static_cast<std::size_t>(cell)] = digit == kBlank ? grid.candidates(cell) : bit_of(digit);
  }
  return masks;
}

// The open cells, fewest candidates first, then reading order.
std::vector<int> open_cells(const Candidates& masks) {
  std::vector<int> cells;
  for (int cell = 0; cell < static_cast<int>(masks.size()); ++cell) {
    if (detail::bit_count(masks[static_cast<std::size_t>(cell)]) >= 2) cells.push_back(cell);
  }
  std::stable_sort(cells.begin(), cells.end(), [&](int a, int b) {
    return detail::bit_count(masks[static_cast<std::size_t>(a)]) <
           detail::bit_count(masks[static_cast<std::size_t>(b)]);
  });
  return cells;
}

// The trials of one grid's options, on the general engine's propagation kept at the grid's
// state (detail::PropagationTrials): an option, and each candidate tried inside it, is a level
// opened and taken back.
class Trials {
 public:
  Trials(const CandidateGrid& grid, const Candidates& masks, const Deadline& deadline)
      : propagation_(grid.puzzle(), masks), cell_count_(masks.size()), deadline_(deadline) {}

  // Follows the option `digit` in `cell` with the propagation and the trial of each candidate
  // left: true when it meets a contradiction, the candidates ruled out on the way in
  // `ruled_out`.
  bool ends_in_contradiction(int cell, Digit digit, std::vector<Elimination>& ruled_out) {
    propagation_.push();
    const bool contradiction = follow(cell, digit, ruled_out);
    propagation_.pop();
    return contradiction;
  }

  bool out_of_time() const { return out_of_time_; }

 private:
  // False once the deadline has passed (out_of_time() then), else one unit spent for the
  // propagation that follows.
  bool may_propagate() {
    if (deadline_.passed()) {
      out_of_time_ = true;
      return false;
    }
    deadline_.spend();
    return true;
  }

  // What the propagation left of every cell.
  Candidates masks_now() const {
    Candidates masks(cell_count_);
    for (std::size_t cell = 0; cell < cell_count_; ++cell) {
      masks[cell] = propagation_.candidates(static_cast<int>(cell));
    }
    return masks;
  }

  bool follow(int option_cell, Digit digit, std::vector<Elimination>& ruled_out) {
    if (!may_propagate()) return false;
    if (!propagation_.restrict(option_cell, bit_of(digit))) return true;
    Candidates masks = masks_now();
    for (bool removed = true; removed && !out_of_time_;) {
      removed = false;
      for (const int cell : open_cells(masks)) {
        for (std::uint64_t left = masks[static_cast<std::size_t>(cell)]; left != 0;
             left &= left - 1) {
          const std::uint64_t bit = left & (~left + 1);
          if ((masks[static_cast<std::size_t>(cell)] & bit) == 0) continue;
          if (detail::bit_count(masks[static_cast<std::size_t>(cell)]) < 2) break;
          if (!may_propagate()) continue;
          propagation_.push();
          const bool fits = propagation_.restrict(cell, bit);
          propagation_.pop();
          if (fits) continue;
          ruled_out.push_back({cell, digit_of_bit(bit)});
          masks[static_cast<std::size_t>(cell)] &= ~bit;
          removed = true;
          if (!may_propagate()) continue;
          if (!propagation_.restrict(cell, masks[static_cast<std::size_t>(cell)])) return true;
          masks = masks_now();
        }
      }
    }
    return false;
  }

  detail::PropagationTrials propagation_;
  std::size_t cell_count_;
  const Deadline& deadline_;
  bool out_of_time_ = false;
};

}  // namespace

std::optional<Step> find_nested_forcing_chain_plus(const CandidateGrid& grid,
                                                   const Deadline& deadline) {
  const Candidates masks = masks_of(grid);
  Trials trials(grid, masks, deadline);
  const auto name = [&](int cell) { return cell_name(grid.geometry(), cell); };
  for (const int cell : open_cells(masks)) {
    for (std::uint64_t left = masks[static_cast<std::size_t>(cell)]; left != 0; left &= left - 1) {
      const Digit digit = digit_of_bit(left & (~left + 1));
      std::vector<Elimination> ruled_out;
      const bool contradiction = trials.ends_in_contradiction(cell, digit, ruled_out);
      if (trials.out_of_time()) return std::nullopt;
      if (!contradiction) continue;
      Step step = new_step(Technique::nested_forcing_chain_plus);
      step.cells = {cell};
      step.digits = {digit};
      step.eliminations = {{cell, digit}};
      step.rating = kRating + length_tenths(static_cast<int>(ruled_out.size()));
      std::string inside = "the rules' propagation would meet a contradiction";
      if (!ruled_out.empty()) {
        std::vector<std::string> named;
        for (std::size_t i = 0; i < std::min(ruled_out.size(), kNamedRemovals); ++i) {
          named.push_back(fmt::format("{} = {}", name(ruled_out[i].cell), ruled_out[i].digit));
        }
        if (ruled_out.size() > kNamedRemovals) {
          named.push_back(fmt::format("{} more", ruled_out.size() - kNamedRemovals));
        }
        inside = fmt::format(
            "the rules' propagation, with each candidate left tried the same way, would rule out "
            "{} {} ({}) and then meet a contradiction",
            ruled_out.size(), ruled_out.size() == 1 ? "candidate" : "candidates",
            join_words(named));
      }
      return finish_step(std::move(step),
                         fmt::format("if {} were {}, {}; so remove {} from {}", name(cell), digit,
                                     inside, digit, name(cell)));
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
