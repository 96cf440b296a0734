// Writing f-puzzles JSON: every rule the puzzle holds under the key f-puzzles (and SudokuPad,
// which reads f-puzzles payloads) gives it, so that read_fpuzzles reads the same puzzle back and
// f-puzzles opens it as the same puzzle. A rule f-puzzles has no key for (a slow thermometer, a
// sum dot other than X and V, an extra house that is no diagonal, disjoint group or region) is an
// error naming it rather than a puzzle written without it.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "core/rule_geometry.hpp"
#include "format/fpuzzles.hpp"
#include "format/links.hpp"
#include "sudoku/format.hpp"

namespace sudoku {

namespace {

using Json = nlohmann::json;

class Writer {
 public:
  explicit Writer(const Puzzle& puzzle) : puzzle_(puzzle), geometry_(puzzle.geometry()) {}

  Json write() {
    const int side = puzzle_.side();
    json_["size"] = side;
    json_["title"] = "";
    json_["author"] = "";
    json_["ruleset"] = "";
    Json rows = Json::array();
    for (int row = 0; row < side; ++row) {
      Json cells = Json::array();
      for (int column = 0; column < side; ++column) {
        const int cell = geometry_.cell(row, column);
        Json entry = Json::object();
        if (puzzle_.at(cell) != kBlank) {
          entry["value"] = puzzle_.at(cell);
          entry["given"] = true;
        }
        if (geometry_.has_regions()) entry["region"] = geometry_.box_of(cell);
        if (const std::optional<Mask> marks = written_candidates(cell)) {
          Json digits = Json::array();
          for (int digit = 1; digit <= side; ++digit) {
            if ((*marks >> (digit - 1) & 1U) != 0) digits.push_back(digit);
          }
          entry["givenPencilMarks"] = std::move(digits);
        }
        cells.push_back(std::move(entry));
      }
      rows.push_back(std::move(cells));
    }
    json_["grid"] = std::move(rows);
    write_extra_houses();
    for (const Constraint& constraint : puzzle_.constraints()) {
      std::visit([&](const auto& rule) { add(rule); }, constraint);
    }
    return std::move(json_);
  }

 private:
  std::string key_of(int cell) const {
    return fpuzzles::cell_key(geometry_.row_of(cell), geometry_.column_of(cell));
  }
  Json keys_of(const std::vector<int>& cells) const {
    Json names = Json::array();
    for (const int cell : cells) names.push_back(key_of(cell));
    return names;
  }
  void append(std::string_view key, Json entry) {
    Json& entries = json_[std::string(key)];
    if (entries.is_null()) entries = Json::array();
    entries.push_back(std::move(entry));
  }
  using Mask = std::uint64_t;  // bit d-1 for digit d
  // The digits the given candidates of a cell allow (all of its rules' lists at once), or
  // nothing when no rule lists its candidates.
  std::optional<Mask> given_candidates(int cell) const {
    std::optional<Mask> allowed;
    for (const Constraint& constraint : puzzle_.constraints()) {
      const auto* given = std::get_if<GivenCandidates>(&constraint);
      if (given == nullptr || given->cell != cell) continue;
      Mask digits = 0;
      for (const std::uint8_t digit : given->digits) digits |= Mask{1} << (digit - 1);
      allowed = allowed.value_or(~Mask{0}) & digits;
    }
    return allowed;
  }
  // The given candidates as f-puzzles can say them: none on a given cell whose digit they allow
  // (f-puzzles, and its reader here, ignore pencil marks under a given). A list that allows no
  // digit, or excludes the cell's given, makes a puzzle without solution that f-puzzles cannot
  // express (an empty list reads as no list at all): refused by name, never written as another
  // puzzle.
  std::optional<Mask> written_candidates(int cell) const {
    const std::optional<Mask> marks = given_candidates(cell);
    if (!marks) return std::nullopt;
    const std::string name = cell_name(geometry_, cell);
    if (*marks == 0) cannot("given candidates that leave " + name + " no digit");
    const int given = puzzle_.at(cell);
    if (given == kBlank) return marks;
    if ((*marks >> (given - 1) & 1U) == 0) {
      cannot(fmt::format("given candidates that exclude the given {} of {}", given, name));
    }
    return std::nullopt;
  }
  [[noreturn]] static void cannot(const std::string& what) {
    throw std::invalid_argument("f-puzzles has no " + what +
                                ": this puzzle cannot be written in its form");
  }

  // The diagonals, the disjoint groups (all of them, or none: f-puzzles switches them on
  // together) and the extra regions of N cells.
  void write_extra_houses() {
    std::vector<const ExtraHouse*> houses;
    for (const Constraint& constraint : puzzle_.constraints()) {
      if (const auto* house = std::get_if<ExtraHouse>(&constraint)) houses.push_back(house);
    }
    int disjoint = 0;
    for (const ExtraHouse* house : houses) {
      if (*house == main_diagonal(geometry_)) {
        json_["diagonal-"] = true;
      } else if (*house == anti_diagonal(geometry_)) {
        json_["diagonal+"] = true;
      } else if (house->name.starts_with("disjoint group ")) {
        ++disjoint;
      } else {
        append("extraregion", Json{{"cells", keys_of(house->cells)}});
      }
    }
    if (disjoint == puzzle_.side()) {
      json_["disjointgroups"] = true;
    } else if (disjoint > 0) {
      cannot("part of the disjoint groups");
    }
  }

  void add(const ExtraHouse&) {}  // write_extra_houses
  void add(const Cage& cage) {
    append("killercage", Json{{"cells", keys_of(cage.cells)}, {"value", std::to_string(cage.sum)}});
  }
  void add(const GlobalRule& rule) {
    // f-puzzles' "nonconsecutive" leaves neighbours joined by a Kropki dot to their dot: the same
    // rule unless a white dot of 1 or a black dot of 2 joins two cells.
    if (rule.kind == GlobalRuleKind::non_consecutive && has_consecutive_dot()) {
      cannot("non-consecutive rule that also holds across Kropki dots");
    }
    json_[std::string(*fpuzzles::key_of(fpuzzles::kGlobalRuleKeys, rule.kind))] = true;
  }
  bool has_consecutive_dot() const {
    return std::any_of(puzzle_.constraints().begin(), puzzle_.constraints().end(),
                       [](const Constraint& constraint) {
                         const auto* dot = std::get_if<Dot>(&constraint);
                         return dot != nullptr &&
                                ((dot->kind == DotKind::difference && dot->value == 1) ||
                                 (dot->kind == DotKind::ratio && dot->value == 2));
                       });
  }
  void add(const ExtraRegion& region) {
    if (region.drawn_as_cage) {
      append("killercage", Json{{"cells", keys_of(region.cells)}});
    } else {
      append("extraregion", Json{{"cells", keys_of(region.cells)}});
    }
  }
  void add(const CellRule& rule) {
    if (const auto indexer = fpuzzles::key_of(fpuzzles::kIndexerKeys, rule.kind)) {
      // One entry of every indexer cell of the kind, as f-puzzles draws them.
      Json& entries = json_[std::string(*indexer)];
      if (entries.is_null()) entries = Json::array({Json{{"cells", Json::array()}}});
      entries[0]["cells"].push_back(key_of(rule.cell));
      return;
    }
    append(*fpuzzles::key_of(fpuzzles::kCellRuleKeys, rule.kind),
           Json{{"cell", key_of(rule.cell)}});
  }
  void add(const GivenCandidates&) {}  // in the grid, as the cell's "givenPencilMarks"

  void add(const Dot& dot) {
    const Json cells = keys_of({dot.first, dot.second});
    const std::string_view key = *fpuzzles::key_of(fpuzzles::kDotKeys, dot.kind);
    switch (dot.kind) {
      case DotKind::difference:
        append(key,
               Json{{"cells", cells}, {"value", dot.value == 1 ? "" : std::to_string(dot.value)}});
        break;
      case DotKind::ratio:
        append(key,
               Json{{"cells", cells}, {"value", dot.value == 2 ? "" : std::to_string(dot.value)}});
        break;
      case DotKind::sum:
        if (dot.value != 10 && dot.value != 5) cannot(rules::dot_name(dot.kind, dot.value));
        append(key, Json{{"cells", cells}, {"value", dot.value == 10 ? "X" : "V"}});
        break;
    }
  }
  void add(const NegativeDots& rule) {
    if (rule.kind == DotKind::difference || rule.kind == DotKind::ratio) {
      add_kropki_negative(rule);
      return;
    }
    std::string name;
    if (rule.kind == DotKind::sum && (rule.value == 10 || rule.value == 5)) {
      // f-puzzles' "xv" says both at once.
      const bool both = std::count(puzzle_.constraints().begin(), puzzle_.constraints().end(),
                                   Constraint{NegativeDots{DotKind::sum, 15 - rule.value}}) == 1;
      if (!both)
        cannot("negative constraint for " + rules::dot_name(rule.kind, rule.value) + " alone");
      if (rule.value == 5) return;  // written with the 10
      name = "xv";
    }
    if (name.empty())
      cannot("negative constraint for the " + rules::dot_name(rule.kind, rule.value));
    append("negative", name);
  }
  // f-puzzles' "negative" for Kropki dots forbids the default value and every value the
  // family's dots use, all at once (read so by fpuzzles_read.cpp): written when the puzzle's
  // negative constraints of that family are exactly those values. The white dots' default alone
  // is "nonconsecutive" (neighbours joined by a dot left to it).
  void add_kropki_negative(const NegativeDots& rule) {
    const int plain = fpuzzles::default_kropki_value(rule.kind);
    std::vector<int> negatives;
    std::vector<int> said{plain};
    for (const Constraint& other : puzzle_.constraints()) {
      if (const auto* negative = std::get_if<NegativeDots>(&other);
          negative != nullptr && negative->kind == rule.kind) {
        negatives.push_back(negative->value);
      }
      if (const auto* dot = std::get_if<Dot>(&other); dot != nullptr && dot->kind == rule.kind) {
        said.push_back(dot->value);
      }
    }
    for (std::vector<int>* values : {&negatives, &said}) {
      std::sort(values->begin(), values->end());
      values->erase(std::unique(values->begin(), values->end()), values->end());
    }
    if (rule.kind == DotKind::difference && negatives == std::vector<int>{1}) {
      json_["nonconsecutive"] = true;  // f-puzzles' white dots' negative constraint
      return;
    }
    if (negatives != said) {
      cannot(fmt::format(
          "negative constraint for the {} forbidding {} (its negative forbids {}: "
          "the default and every value the dots use)",
          rules::dot_name(rule.kind, plain), fmt::join(negatives, ", "), fmt::join(said, ", ")));
    }
    if (rule.value != plain) return;  // said by the default value's "negative"
    append("negative", std::string(*fpuzzles::key_of(fpuzzles::kDotKeys, rule.kind)));
  }
  void add(const Line& line) {
    const std::optional<std::string_view> key = fpuzzles::key_of(fpuzzles::kLineKeys, line.kind);
    if (!key) cannot(rules::line_name(line.kind));
    Json entry{{"lines", Json::array({keys_of(line.cells)})}};
    if (line.kind == LineKind::whisper &&
        line.value != fpuzzles::default_whisper_difference(puzzle_.side())) {
      entry["value"] = std::to_string(line.value);
    }
    append(*key, std::move(entry));
  }
  void add(const Arrow& arrow) {
    // The line starts in the circle's cell nearest the shaft.
    int start = arrow.circle.back();
    for (const int cell : arrow.circle) {
      const int rows = std::abs(geometry_.row_of(cell) - geometry_.row_of(arrow.cells.front()));
      const int columns =
          std::abs(geometry_.column_of(cell) - geometry_.column_of(arrow.cells.front()));
      if (rows <= 1 && columns <= 1) start = cell;
    }
    std::vector<int> line = {start};
    line.insert(line.end(), arrow.cells.begin(), arrow.cells.end());
    append("arrow",
           Json{{"cells", keys_of(arrow.circle)}, {"lines", Json::array({keys_of(line)})}});
  }
  void add(const LittleKiller& clue) {
    static constexpr const char* kDirections[] = {"DR", "DL", "UR", "UL"};
    append("littlekillersum", Json{{"cell", fpuzzles::cell_key(clue.row, clue.column)},
                                   {"cells", keys_of(rules::little_killer_cells(geometry_, clue))},
                                   {"direction", kDirections[static_cast<int>(clue.direction)]},
                                   {"value", std::to_string(clue.sum)}});
  }
  void add(const OutsideClue& clue) {
    const int side = puzzle_.side();
    int row = clue.index;
    int column = clue.index;
    switch (clue.side) {
      case GridSide::top:
        row = -1;
        break;
      case GridSide::bottom:
        row = side;
        break;
      case GridSide::left:
        column = -1;
        break;
      case GridSide::right:
        column = side;
        break;
    }
    append(*fpuzzles::key_of(fpuzzles::kOutsideClueKeys, clue.kind),
           Json{{"cell", fpuzzles::cell_key(row, column)}, {"value", std::to_string(clue.value)}});
  }
  void add(const Quadruple& quadruple) {
    Json digits = Json::array();
    for (const std::uint8_t digit : quadruple.digits) digits.push_back(digit);
    append("quadruple", Json{{"cells", keys_of(quadruple.cells)}, {"values", std::move(digits)}});
  }
  void add(const Clone& clone) {
    append("clone", Json{{"cells", keys_of(clone.cells)}, {"cloneCells", keys_of(clone.copies)}});
  }

  const Puzzle& puzzle_;
  const Geometry& geometry_;
  Json json_ = Json::object();
};

}  // namespace

std::string to_fpuzzles(const Puzzle& puzzle) { return Writer(puzzle).write().dump(); }

std::string to_fpuzzles_link(const Puzzle& puzzle) {
  return links::fpuzzles_link(to_fpuzzles(puzzle));
}

}  // namespace sudoku
