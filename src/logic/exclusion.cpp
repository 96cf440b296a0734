// Aligned pair exclusion (6.2, Sudoku Explainer's rating): two empty cells A and B can only hold
// a pair of digits (a, b) that leaves every cell seeing both of them a candidate (and, when A and
// B see each other, a is not b).
// A cell C that sees A and B and can only be a or b (or only a, or only b) rules the pair out:
// with A = a and B = b, C would have none left. A digit of A that no pair left allows goes, and
// the same for B.
//
//   "Aligned pair exclusion: r7c4 and r7c5 can only be 2+5, 2+6 or 5+6 together: r7c1 (only 2
//    or 9) and r8c5 (only 6 or 9) see both and would have no candidate left with any other pair;
//    so remove 9 from r7c4 and r7c5."
//
// The search takes the pairs of empty cells in reading order and gives the first that removes
// something. Cells with more than kMostCandidates candidates are
// skipped (their pairs are many and rarely all ruled out).
#include <algorithm>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

constexpr int kMostCandidates = 5;

// The cells other than `a` and `b` that see both, are empty, and have at most two candidates:
// the only ones that can rule out a pair.
std::vector<int> small_cells_seeing_both(const CandidateGrid& grid, int a, int b) {
  std::vector<int> cells;
  for (int cell : grid.peers(a)) {
    if (cell == b || grid.digit(cell) != kBlank || !grid.sees(cell, b)) continue;
    if (detail::bit_count(grid.candidates(cell)) <= 2) cells.push_back(cell);
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

// "1+4, 1+7 or 4+7".
std::string pairs_text(const std::vector<std::pair<Digit, Digit>>& pairs) {
  std::vector<std::string> named;
  named.reserve(pairs.size());
  for (const auto& [first, second] : pairs) named.push_back(fmt::format("{}+{}", first, second));
  return join_words(named, "or");
}

// Whether exclusion_in_pair finds something for A and B, asked without building anything: most
// pairs remove nothing, and the rung is tried at every step of a hard puzzle. Only cells whose
// candidates lie within A's and B's together can rule a pair out.
bool excludes_something(const CandidateGrid& grid, int a, int b) {
  const std::uint64_t candidates_a = grid.candidates(a);
  const std::uint64_t candidates_b = grid.candidates(b);
  const std::uint64_t either = candidates_a | candidates_b;
  thread_local std::vector<std::uint64_t> ruling;  // the candidates of each cell that may rule
  ruling.clear();
  for (int cell : grid.peers(a)) {
    if (cell == b || grid.digit(cell) != kBlank || !grid.sees(cell, b)) continue;
    const std::uint64_t left = grid.candidates(cell);
    if (detail::bit_count(left) <= 2 && (left & ~either) == 0) ruling.push_back(left);
  }
  if (ruling.empty()) return false;
  const bool peers = grid.sees(a, b);
  std::uint64_t kept_a = 0;
  std::uint64_t kept_b = 0;
  for (std::uint64_t firsts = candidates_a; firsts != 0; firsts &= firsts - 1) {
    const std::uint64_t first = firsts & (~firsts + 1);
    for (std::uint64_t seconds = candidates_b; seconds != 0; seconds &= seconds - 1) {
      const std::uint64_t second = seconds & (~seconds + 1);
      if (peers && first == second) continue;
      const std::uint64_t pair = first | second;
      const bool ruled = std::any_of(ruling.begin(), ruling.end(),
                                     [&](std::uint64_t left) { return (left & ~pair) == 0; });
      if (ruled) continue;
      kept_a |= first;
      kept_b |= second;
    }
    if (kept_a == candidates_a && kept_b == candidates_b) return false;
  }
  return kept_a != candidates_a || kept_b != candidates_b;
}

std::optional<Step> exclusion_in_pair(const CandidateGrid& grid, int a, int b) {
  const std::vector<int> seeing = small_cells_seeing_both(grid, a, b);
  if (seeing.empty()) return std::nullopt;
  const bool peers = grid.sees(a, b);
  std::vector<std::pair<Digit, Digit>> allowed;
  std::uint64_t kept_a = 0;
  std::uint64_t kept_b = 0;
  std::vector<int> used;  // the cells that ruled out a pair
  for (Digit first : digits_of(grid.candidates(a))) {
    for (Digit second : digits_of(grid.candidates(b))) {
      if (peers && first == second) continue;  // they see each other: never the same digit
      const std::uint64_t pair = bit_of(first) | bit_of(second);
      const auto ruling = std::find_if(seeing.begin(), seeing.end(), [&](int cell) {
        return (grid.candidates(cell) & ~pair) == 0;
      });
      if (ruling != seeing.end()) {
        if (std::find(used.begin(), used.end(), *ruling) == used.end()) used.push_back(*ruling);
        continue;
      }
      allowed.emplace_back(first, second);
      kept_a |= bit_of(first);
      kept_b |= bit_of(second);
    }
  }
  const std::uint64_t gone_a = grid.candidates(a) & ~kept_a;
  const std::uint64_t gone_b = grid.candidates(b) & ~kept_b;
  if (gone_a == 0 && gone_b == 0) return std::nullopt;
  Step step = new_step(Technique::aligned_pair_exclusion);
  step.cells = {a, b};
  std::sort(used.begin(), used.end());
  step.cells.insert(step.cells.end(), used.begin(), used.end());
  for (Digit digit : digits_of(gone_a)) step.eliminations.push_back({a, digit});
  for (Digit digit : digits_of(gone_b)) step.eliminations.push_back({b, digit});
  step.digits = digits_of(grid.candidates(a) | grid.candidates(b));
  std::vector<std::string> rulers;
  rulers.reserve(used.size());
  for (int cell : used) {
    rulers.push_back(fmt::format("{} (only {})", cell_name(grid.geometry(), cell),
                                 digit_list(digits_of(grid.candidates(cell)), "or")));
  }
  const std::string together = allowed.empty() ? "cannot both be filled"
                                               : "can only be " + pairs_text(allowed) + " together";
  const std::string body = fmt::format(
      "{} and {} {}: {} {} both and would have no candidate left with any other pair; so {}",
      cell_name(grid.geometry(), a), cell_name(grid.geometry(), b), together, join_words(rulers),
      used.size() == 1 ? "sees" : "see", removal_phrase(grid, step.eliminations));
  return finish_step(std::move(step), body);
}

}  // namespace

std::optional<Step> find_aligned_pair_exclusion(const CandidateGrid& grid) {
  const auto small = [&](int cell) {
    const int count = detail::bit_count(grid.candidates(cell));
    return grid.digit(cell) == kBlank && count >= 2 && count <= kMostCandidates;
  };
  for (int a = 0; a < grid.cell_count(); ++a) {
    if (!small(a)) continue;
    for (int b = a + 1; b < grid.cell_count(); ++b) {
      if (!small(b)) continue;
      if (!excludes_something(grid, a, b)) continue;
      if (auto step = exclusion_in_pair(grid, a, b)) return step;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
