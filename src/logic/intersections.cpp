// Locked candidates: when a digit's places in a house all lie in a second group, the digit
// must go in the part they share, so it leaves the rest of the second group.
//
//   pointing   the first house is a box or region: "3 in box 4 can only go in row 5, so
//              remove 3 from r5c7 and r5c8" (2.6)
//   claiming   the first house is a row, column or other house, the second usually a box
//              (box-line reduction): "3 in row 5 can only go in box 6, so …" (2.8)
//
// The second group may be any group the places share: a row, column, box, region, diagonal,
// or a Killer cage (the digit is then in the cage, so no other cage cell holds it).
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "core/bit_count.hpp"
#include "logic/techniques.hpp"

namespace sudoku::logic {
namespace {

bool is_box(const Group& group) {
  return group.kind == Group::Kind::box || group.kind == Group::Kind::region;
}

std::optional<Step> locked_candidates(const CandidateGrid& grid, Technique technique,
                                      bool from_boxes) {
  const auto& groups = grid.groups();
  for (std::size_t index = 0; index < groups.size(); ++index) {
    const Group& house = groups[index];
    if (!house.holds_every_digit || is_box(house) != from_boxes) continue;
    const int house_group = static_cast<int>(index);
    for (int value = 1; value <= grid.side(); ++value) {
      const auto digit = static_cast<Digit>(value);
      const std::uint64_t places = grid.places(house_group, digit);
      if ((places & (places - 1)) == 0) continue;  // fewer than two places
      // The groups holding every place: among those that meet the house in two cells or more
      // and hold its first place.
      for (const GroupMeeting& meeting : grid.meetings_at(house_group, std::countr_zero(places))) {
        if ((places & ~meeting.positions) != 0) continue;
        const int other = meeting.group;
        // The digit's places in the other group are those of the house and, when it has
        // more, the candidates to remove.
        if (detail::bit_count(grid.places(other, digit)) == detail::bit_count(places)) continue;
        Step step = new_step(technique);
        eliminate_from(grid, groups[static_cast<std::size_t>(other)].cells, digit, house.cells,
                       step.eliminations);
        step.cells = cells_at(grid, house_group, places);
        step.groups = {house_group, other};
        step.digits = {digit};
        return finish_step(std::move(step), [&](const Step& made) {
          return fmt::format("{} in {} can only go in {}, so {}", value,
                             group_name(grid, house_group), group_name(grid, other),
                             removal_phrase(grid, made.eliminations));
        });
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_pointing(const CandidateGrid& grid) {
  return locked_candidates(grid, Technique::pointing, true);
}

std::optional<Step> find_claiming(const CandidateGrid& grid) {
  return locked_candidates(grid, Technique::claiming, false);
}

}  // namespace sudoku::logic
