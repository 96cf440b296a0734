// Simple colouring: one digit, and the houses where it can only go in two places (conjugate
// pairs: exactly one of the two holds it). Pairs that share cells join into a network; give
// its cells two colours, alternating along every pair. Then exactly one colour holds the digit
// in all its cells, the other in none.
//
//   colour wrap   two cells of one colour see each other: that colour cannot be the one, so
//                 none of its cells holds the digit.
//   colour trap   a cell outside the network sees a cell of each colour: one of them holds the
//                 digit, so this cell does not.
//
//   "Simple colouring: the 5s in pairs r1c1–r1c5 (row 1), r1c5–r4c5 (column 5) and r4c5–r4c9
//    (row 4) take two colours, r1c1 and r4c5 or r1c5 and r4c9, one of which holds every 5;
//    r7c9 sees r1c1 and r4c9, one of each colour, so remove 5 from r7c9."
//
// Rated 4.6, just above the two-link patterns it generalises (skyscraper, two-string kite);
// Sudoku Explainer finds it as an X-cycle (6.5 and up). A network whose pairs close an odd
// loop cannot be coloured (the grid would have no solution) and is left alone.
#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// A conjugate pair: a house, and the only two cells where the digit can go in it.
struct Pair {
  int house;
  int first;
  int second;
};

std::vector<Pair> conjugate_pairs(const CandidateGrid& grid, Digit digit) {
  std::vector<Pair> pairs;
  const auto& groups = grid.groups();
  for (std::size_t house = 0; house < groups.size(); ++house) {
    if (!groups[house].holds_every_digit) continue;
    const std::uint64_t places = grid.places(static_cast<int>(house), digit);
    if (detail::bit_count(places) != 2) continue;
    const std::vector<int> cells = cells_at(grid, static_cast<int>(house), places);
    const bool seen = std::any_of(pairs.begin(), pairs.end(), [&](const Pair& pair) {
      return pair.first == cells[0] && pair.second == cells[1];
    });
    if (!seen) pairs.push_back({static_cast<int>(house), cells[0], cells[1]});
  }
  return pairs;
}

// One network: its cells with their colours (0 or 1), and the pairs that joined them, in the
// order they were met.
struct Network {
  std::vector<int> cells;
  std::vector<int> colours;
  std::vector<Pair> pairs;
  bool coloured = true;  // false when an odd loop stops the colouring

  int colour_of(int cell) const {
    const auto found = std::find(cells.begin(), cells.end(), cell);
    return found == cells.end() ? -1 : colours[static_cast<std::size_t>(found - cells.begin())];
  }
  std::vector<int> of_colour(int colour) const {
    std::vector<int> chosen;
    for (std::size_t index = 0; index < cells.size(); ++index) {
      if (colours[index] == colour) chosen.push_back(cells[index]);
    }
    std::sort(chosen.begin(), chosen.end());
    return chosen;
  }
};

// The network reached from `start` by the pairs, breadth first.
Network colour_from(int start, const std::vector<Pair>& pairs) {
  Network network;
  network.cells.push_back(start);
  network.colours.push_back(0);
  for (std::size_t next = 0; next < network.cells.size(); ++next) {
    const int cell = network.cells[next];
    const int colour = network.colours[next];
    for (const Pair& pair : pairs) {
      if (pair.first != cell && pair.second != cell) continue;
      const int other = pair.first == cell ? pair.second : pair.first;
      const int known = network.colour_of(other);
      if (known == -1) {
        network.cells.push_back(other);
        network.colours.push_back(1 - colour);
        network.pairs.push_back(pair);
      } else if (known == colour) {
        network.coloured = false;
      } else if (std::none_of(network.pairs.begin(), network.pairs.end(), [&](const Pair& seen) {
                   return seen.first == pair.first && seen.second == pair.second;
                 })) {
        network.pairs.push_back(pair);
      }
    }
  }
  return network;
}

// "r1c1–r1c5 (row 1), r1c5–r4c5 (column 5) and r4c5–r4c9 (row 4)".
std::string pairs_text(const CandidateGrid& grid, const std::vector<Pair>& pairs) {
  std::vector<std::string> parts;
  parts.reserve(pairs.size());
  for (const Pair& pair : pairs) {
    parts.push_back(fmt::format("{}–{} ({})", cell_name(grid.geometry(), pair.first),
                                cell_name(grid.geometry(), pair.second),
                                group_name(grid, pair.house)));
  }
  return join_words(parts);
}

Step colouring_step(const CandidateGrid& grid, Digit digit, const Network& network,
                    std::vector<Elimination> eliminations, const std::string& conclusion) {
  Step step = new_step(Technique::simple_colouring);
  step.eliminations = std::move(eliminations);
  step.cells = network.cells;
  std::sort(step.cells.begin(), step.cells.end());
  for (const Pair& pair : network.pairs) {
    if (std::find(step.groups.begin(), step.groups.end(), pair.house) == step.groups.end()) {
      step.groups.push_back(pair.house);
    }
  }
  step.digits = {digit};
  const std::string body = fmt::format(
      "the {}s in pairs {} take two colours, {} or {}, one of which holds every {}; {}, so {}",
      digit, pairs_text(grid, network.pairs), cell_list(grid, network.of_colour(0)),
      cell_list(grid, network.of_colour(1)), digit, conclusion,
      removal_phrase(grid, step.eliminations));
  return finish_step(std::move(step), body);
}

// Colour wrap: two cells of one colour that see each other.
std::optional<Step> wrap(const CandidateGrid& grid, Digit digit, const Network& network) {
  for (int colour = 0; colour < 2; ++colour) {
    const std::vector<int> cells = network.of_colour(colour);
    for (std::size_t a = 0; a < cells.size(); ++a) {
      for (std::size_t b = a + 1; b < cells.size(); ++b) {
        if (!grid.sees(cells[a], cells[b])) continue;
        std::vector<Elimination> eliminations;
        eliminations.reserve(cells.size());
        for (int cell : cells) eliminations.push_back({cell, digit});
        return colouring_step(
            grid, digit, network, std::move(eliminations),
            fmt::format("{} and {} have the same colour and see each other, so that colour holds "
                        "no {}",
                        cell_name(grid.geometry(), cells[a]), cell_name(grid.geometry(), cells[b]),
                        digit));
      }
    }
  }
  return std::nullopt;
}

// Colour trap: cells outside the network seeing both colours. The first one names the reason.
std::optional<Step> trap(const CandidateGrid& grid, Digit digit, const Network& network) {
  std::vector<Elimination> eliminations;
  std::string reason;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (!grid.has_candidate(cell, digit) || network.colour_of(cell) != -1) continue;
    std::array<int, 2> seen{-1, -1};
    for (std::size_t index = 0; index < network.cells.size(); ++index) {
      int& first_seen = seen[static_cast<std::size_t>(network.colours[index])];
      if (first_seen == -1 && grid.sees(cell, network.cells[index])) {
        first_seen = network.cells[index];
      }
    }
    if (seen[0] == -1 || seen[1] == -1) continue;
    eliminations.push_back({cell, digit});
    if (reason.empty()) {
      const auto name = [&](int each) { return cell_name(grid.geometry(), each); };
      reason = fmt::format("{} sees {} and {}, one of each colour", name(cell),
                           name(std::min(seen[0], seen[1])), name(std::max(seen[0], seen[1])));
    }
  }
  if (eliminations.empty()) return std::nullopt;
  return colouring_step(grid, digit, network, std::move(eliminations), reason);
}

}  // namespace

std::optional<Step> find_simple_colouring(const CandidateGrid& grid) {
  for (int value = 1; value <= grid.side(); ++value) {
    const auto digit = static_cast<Digit>(value);
    const std::vector<Pair> pairs = conjugate_pairs(grid, digit);
    std::vector<bool> done(static_cast<std::size_t>(grid.cell_count()), false);
    for (const Pair& start : pairs) {
      if (done[static_cast<std::size_t>(start.first)]) continue;
      const Network network = colour_from(start.first, pairs);
      for (int cell : network.cells) done[static_cast<std::size_t>(cell)] = true;
      // One pair alone is locked candidates, found lower on the ladder.
      if (!network.coloured || network.pairs.size() < 2) continue;
      if (auto step = wrap(grid, digit, network)) return step;
      if (auto step = trap(grid, digit, network)) return step;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
