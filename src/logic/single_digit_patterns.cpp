// Single-digit patterns: two strong links (a house where a digit can only go in two places,
// so one of them holds it) joined at one end by two cells that see each other.
//
//   skyscraper       two rows (or two columns) where the digit can only go in two places each,
//                    one place of each in the same column (or row): those two cannot both hold
//                    it, so one of the other two ends does. (4.4)
//   two-string kite  a row and a column where the digit can only go in two places each, one
//                    place of the row and one of the column in the same box (or region), the
//                    four places all different: one of the other two ends holds it. (4.4)
//
// Either way a cell that sees both far ends cannot hold the digit.
#include <array>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

// A strong link: a house and the two places the digit has in it.
struct Link {
  int group;
  std::array<int, 2> ends;
};

// The lines (rows from `first_group`, or columns) where `digit` can only go in two places.
std::vector<Link> links_in_lines(const CandidateGrid& grid, Digit digit, int first_group) {
  std::vector<Link> links;
  for (int line = first_group; line < first_group + grid.side(); ++line) {
    const std::uint64_t places = grid.places(line, digit);
    if (detail::bit_count(places) != 2) continue;
    const std::vector<int> cells = cells_at(grid, line, places);
    links.push_back({line, {cells[0], cells[1]}});
  }
  return links;
}

// The step for two links joined at ends[0] of each, with the far ends ends[1]: a cell seeing
// both far ends loses the digit. `joined_by` names what the joined ends share.
std::optional<Step> two_links_step(const CandidateGrid& grid, Technique technique, Digit digit,
                                   const Link& first, const Link& second, int joined_by) {
  const std::vector<int> targets = cells_seeing_all(grid, {first.ends[1], second.ends[1]}, digit);
  if (targets.empty()) return std::nullopt;
  Step step = new_step(technique);
  for (int cell : targets) step.eliminations.push_back({cell, digit});
  step.cells = {first.ends[0], first.ends[1], second.ends[0], second.ends[1]};
  step.groups = {first.group, second.group, joined_by};
  step.digits = {digit};
  const auto name = [&](int cell) { return cell_name(grid.geometry(), cell); };
  const auto in_order = [](std::array<int, 2> ends) {
    if (ends[0] > ends[1]) std::swap(ends[0], ends[1]);
    return ends;
  };
  const std::array<int, 2> first_places = in_order(first.ends);
  const std::array<int, 2> second_places = in_order(second.ends);
  const std::string body = fmt::format(
      "{} in {} can only go in {} or {}, and in {} only in {} or {}; {} and {} share {}, so {} "
      "or {} is {}: {}",
      digit, group_name(grid, first.group), name(first_places[0]), name(first_places[1]),
      group_name(grid, second.group), name(second_places[0]), name(second_places[1]),
      name(first.ends[0]), name(second.ends[0]), group_name(grid, joined_by), name(first.ends[1]),
      name(second.ends[1]), digit, removal_phrase(grid, step.eliminations));
  return finish_step(std::move(step), body);
}

// Skyscrapers on parallel lines starting at group `first_group` (rows 0, columns N); the joined
// ends share a line of the other kind, found with `cross_line`.
template <typename CrossLine>
std::optional<Step> skyscraper_in(const CandidateGrid& grid, int first_group,
                                  CrossLine cross_line) {
  for (int value = 1; value <= grid.side(); ++value) {
    const auto digit = static_cast<Digit>(value);
    const std::vector<Link> links = links_in_lines(grid, digit, first_group);
    for (std::size_t i = 0; i < links.size(); ++i) {
      for (std::size_t j = i + 1; j < links.size(); ++j) {
        for (int a = 0; a < 2; ++a) {
          for (int b = 0; b < 2; ++b) {
            Link first = links[i];
            Link second = links[j];
            if (a == 1) std::swap(first.ends[0], first.ends[1]);
            if (b == 1) std::swap(second.ends[0], second.ends[1]);
            // The joined ends share a cross line; the far ends must not (that is an X-wing).
            if (cross_line(first.ends[0]) != cross_line(second.ends[0]) ||
                cross_line(first.ends[1]) == cross_line(second.ends[1])) {
              continue;
            }
            if (auto step = two_links_step(grid, Technique::skyscraper, digit, first, second,
                                           cross_line(first.ends[0]))) {
              return step;
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_skyscraper(const CandidateGrid& grid) {
  if (auto step = skyscraper_in(grid, 0, [&](int cell) { return grid.column_group(cell); })) {
    return step;
  }
  return skyscraper_in(grid, grid.side(), [&](int cell) { return grid.row_group(cell); });
}

std::optional<Step> find_two_string_kite(const CandidateGrid& grid) {
  for (int value = 1; value <= grid.side(); ++value) {
    const auto digit = static_cast<Digit>(value);
    const std::vector<Link> rows = links_in_lines(grid, digit, 0);
    const std::vector<Link> columns = links_in_lines(grid, digit, grid.side());
    for (const Link& row : rows) {
      for (const Link& column : columns) {
        for (int a = 0; a < 2; ++a) {
          for (int b = 0; b < 2; ++b) {
            Link first = row;
            Link second = column;
            if (a == 1) std::swap(first.ends[0], first.ends[1]);
            if (b == 1) std::swap(second.ends[0], second.ends[1]);
            const std::array<int, 4> cells{first.ends[0], first.ends[1], second.ends[0],
                                           second.ends[1]};
            bool distinct = true;
            for (std::size_t x = 0; x < cells.size(); ++x) {
              for (std::size_t y = x + 1; y < cells.size(); ++y) {
                distinct = distinct && cells[x] != cells[y];
              }
            }
            if (!distinct || grid.box_group(first.ends[0]) != grid.box_group(second.ends[0])) {
              continue;
            }
            if (auto step = two_links_step(grid, Technique::two_string_kite, digit, first, second,
                                           grid.box_group(first.ends[0]))) {
              return step;
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
