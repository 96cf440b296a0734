// Reading f-puzzles JSON: the form in which variant puzzles are shared (a file, or the payload of
// an f-puzzles or SudokuPad link once decoded).
//
// The JSON is one object: "size" (the side), "grid" (size rows of size cells, each an object with
// "value" and "given", and "region" for a jigsaw), and a key per kind of rule, each holding a list
// of entries whose cells are named "R1C1" … (1-based; R0 and R(N+1), C0 and C(N+1) stand outside
// the grid, where clues stand). Every key is read, skipped or refused, never ignored:
//  - a rule we know becomes its Constraint (rules.hpp; the table kRuleKeys says which);
//  - metadata (title, author, rules text, the solution, the player's pencil marks and colours,
//    the editor's list of the constraints in use) is skipped;
//  - drawings (lines, circles, rectangles, text, cosmetic cages) carry no rule we can read: they
//    are skipped with a note, unless each is a copy of a rule the puzzle states ("fromConstraint"),
//    since a setter who draws a rule as a plain line states it only in the rules text, and the
//    answer would then ignore it;
//  - any other key is an error naming it: a rule dropped in silence gives a wrong answer.
// Errors name the source, the line and column of the key (or entry) at fault, and the problem.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "format/fpuzzles.hpp"
#include "sudoku/format.hpp"

namespace sudoku {

namespace {

using Json = nlohmann::json;

// Where a key or a cell name first appears in the text, as a line and column, so that errors
// point at it; the text's start when it does not appear as written.
struct Places {
  std::string_view text;
  std::string_view source;
  int first_line = 1;  // the line of the source the text starts on

  std::pair<int, int> of(std::string_view needle) const {
    const std::size_t found = text.find(needle);
    return at(found == std::string_view::npos ? 0 : found);
  }
  // The line and column of byte `offset` of the text.
  std::pair<int, int> at(std::size_t offset) const {
    int line = first_line;
    int column = 1;
    for (std::size_t i = 0; i < offset; ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    return {line, column};
  }
  // The error at the key's first place in the text, found as JSON writes it (a key with a line
  // break in it is written "r\nban"); at the start when the text spells it otherwise.
  [[noreturn]] void fail(std::string_view key, const std::string& problem) const {
    const auto [line, column] = of(fpuzzles::quoted(std::string(key)));
    throw InputError(std::string(source), line, column, problem);
  }
};

class Reader {
 public:
  Reader(const Json& json, Places places, std::vector<std::string>* notes)
      : json_(json), places_(places), notes_(notes) {}

  Puzzle read() {
    if (!json_.is_object()) places_.fail("", "expected an f-puzzles JSON object");
    side_ = size();
    Puzzle puzzle = grid();
    for (GivenCandidates& given : given_candidates_) puzzle.add_constraint(std::move(given));
    for (const auto& [key, value] : json_.items()) read_key(puzzle, key, value);
    add_negatives_of_the_values_used(puzzle);
    if (!cosmetic_.empty() && notes_ != nullptr) {
      notes_->push_back(fmt::format(
          "skipped {}: drawings carry no rule this tool reads; if the rules text gives them a "
          "meaning, the answer ignores it",
          cosmetic_));
    }
    if (fog_ && notes_ != nullptr) {
      notes_->push_back(
          "skipped the fog of war: it hides cells from the player and changes no rule");
    }
    return puzzle;
  }

 private:
  int size() const {
    const auto found = json_.find("size");
    if (found == json_.end()) places_.fail("", "an f-puzzles puzzle needs its \"size\"");
    if (!found->is_number_integer() || found->get<long long>() < 1 ||
        found->get<long long>() > kMaxSide) {
      places_.fail("size", fmt::format("\"size\" is a whole number 1-{}", kMaxSide));
    }
    return found->get<int>();
  }

  Puzzle grid() {
    const auto found = json_.find("grid");
    std::vector<Digit> cells(static_cast<std::size_t>(side_ * side_), kBlank);
    std::vector<std::uint8_t> regions(cells.size(), 0);
    bool has_regions = false;
    if (found != json_.end()) {
      if (!found->is_array() || static_cast<int>(found->size()) != side_) {
        places_.fail("grid", fmt::format("\"grid\" holds {} rows of {} cells", side_, side_));
      }
      const Geometry boxes(side_);
      for (int row = 0; row < side_; ++row) {
        const Json& cells_of_row = (*found)[static_cast<std::size_t>(row)];
        if (!cells_of_row.is_array() || static_cast<int>(cells_of_row.size()) != side_) {
          places_.fail("grid", fmt::format("row {} of \"grid\" holds {} cells", row + 1, side_));
        }
        for (int column = 0; column < side_; ++column) {
          const Json& cell = cells_of_row[static_cast<std::size_t>(column)];
          const int index = row * side_ + column;
          if (!cell.is_object())
            places_.fail("grid",
                         fmt::format("r{}c{} of \"grid\" is not an object", row + 1, column + 1));
          const bool given = cell.value("given", false);
          if (given && cell.contains("value")) {
            const Json& value = cell["value"];
            if (!value.is_number_integer() || value.get<long long>() < 1 ||
                value.get<long long>() > side_) {
              places_.fail("grid", fmt::format("r{}c{} gives {}: expected a digit 1-{}", row + 1,
                                               column + 1, value.dump(), side_));
            }
            cells[static_cast<std::size_t>(index)] = static_cast<Digit>(value.get<int>());
          }
          read_given_pencil_marks(cell, index);
          std::uint8_t region = static_cast<std::uint8_t>(boxes.box_of(index));
          if (cell.contains("region") && !cell["region"].is_null()) {
            const Json& value = cell["region"];
            if (!value.is_number_integer() || value.get<long long>() < 0 ||
                value.get<long long>() >= side_) {
              places_.fail("grid", fmt::format("r{}c{} names region {}: expected 0-{}", row + 1,
                                               column + 1, value.dump(), side_ - 1));
            }
            region = static_cast<std::uint8_t>(value.get<int>());
          }
          has_regions |= region != boxes.box_of(index);
          regions[static_cast<std::size_t>(index)] = region;
        }
      }
    }
    if (!has_regions) return Puzzle(Geometry(side_), std::move(cells));
    try {
      return Puzzle(Geometry(side_, std::move(regions)), std::move(cells));
    } catch (const std::invalid_argument& error) {
      places_.fail("region", std::string("the regions of \"grid\": ") + error.what());
    }
  }

  // A setter's given pencil marks ("givenPencilMarks") limit the cell to those digits: a rule,
  // GivenCandidates (the player's own pencil marks, "centerPencilMarks" and "cornerPencilMarks",
  // are metadata). On a given cell they say nothing.
  void read_given_pencil_marks(const Json& cell, int index) {
    const auto found = cell.find("givenPencilMarks");
    if (found == cell.end() || found->is_null() || (found->is_array() && found->empty())) return;
    if (cell.value("given", false) && cell.contains("value")) return;
    const std::string name = cell_name(Geometry(side_), index);
    if (!found->is_array()) {
      places_.fail("givenPencilMarks",
                   fmt::format("{} of \"grid\": \"givenPencilMarks\" is a list of digits", name));
    }
    std::vector<std::uint8_t> digits;
    for (const Json& digit : *found) {
      if (!digit.is_number_integer() || digit.get<long long>() < 1 ||
          digit.get<long long>() > side_) {
        places_.fail("givenPencilMarks",
                     fmt::format("{} of \"grid\" has given pencil mark {}: expected a digit 1-{}",
                                 name, digit.dump(), side_));
      }
      digits.push_back(static_cast<std::uint8_t>(digit.get<int>()));
    }
    std::sort(digits.begin(), digits.end());
    digits.erase(std::unique(digits.begin(), digits.end()), digits.end());
    given_candidates_.push_back(GivenCandidates{index, std::move(digits)});
  }

  void read_key(Puzzle& puzzle, const std::string& key, const Json& value) {
    if (is_metadata(key)) return;
    // The cells a player sees at first: the fog hides the others until digits lift it.
    if (key == "fogofwar") {
      fog_ = fog_ || !(value.is_null() || value == false || (value.is_array() && value.empty()));
      return;
    }
    if (is_drawing(key)) {
      note_drawings(key, value);
      return;
    }
    if (value.is_boolean() && !value.get<bool>()) return;  // a global rule switched off
    if (value.is_array() && value.empty()) return;         // no entry of this kind
    if (key == "nonconsecutive" && value.is_boolean() && has_kropki_dots()) {
      // f-puzzles' "nonconsecutive" is the white dots' negative constraint: neighbours joined by
      // a Kropki dot (white or black) are left to their dot. Without dots it is the plain rule.
      const Constraint negative{NegativeDots{DotKind::difference, 1}};
      const auto& rules = puzzle.constraints();
      if (std::find(rules.begin(), rules.end(), negative) == rules.end()) {
        puzzle.add_constraint(negative);
      }
      return;
    }
    try {
      fpuzzles::read_rule(puzzle, key, value, side_);
    } catch (const fpuzzles::Unsupported&) {
      places_.fail(key, fmt::format("constraint {} is not supported", fpuzzles::quoted(key)));
    } catch (const fpuzzles::BadEntry& error) {
      places_.fail(key, fmt::format("{}: {}", fpuzzles::quoted(key), error.what()));
    } catch (const std::invalid_argument& error) {
      places_.fail(key, fmt::format("{}: {}", fpuzzles::quoted(key), error.what()));
    }
  }

  // f-puzzles' "negative" Kropki constraint says every dot is given, of every value the puzzle's
  // dots use: with white dots of difference 3 beside the default 1, two neighbours without a dot
  // differ by neither 1 nor 3 (as f-puzzles' solver, Rangsk's, applies it; black dots likewise).
  // Added once every key is read: the dots may come after "negative" in the text.
  void add_negatives_of_the_values_used(Puzzle& puzzle) const {
    const auto found = json_.find("negative");
    if (found == json_.end() || !found->is_array()) return;
    for (const DotKind kind : {DotKind::difference, DotKind::ratio}) {
      const Json name(std::string(*fpuzzles::key_of(fpuzzles::kDotKeys, kind)));
      if (std::find(found->begin(), found->end(), name) == found->end()) continue;
      std::vector<int> values;
      for (const Constraint& rule : puzzle.constraints()) {
        if (const auto* dot = std::get_if<Dot>(&rule); dot != nullptr && dot->kind == kind) {
          values.push_back(dot->value);
        }
      }
      std::sort(values.begin(), values.end());
      values.erase(std::unique(values.begin(), values.end()), values.end());
      for (const int value : values) {
        const Constraint negative{NegativeDots{kind, value}};
        const auto& rules = puzzle.constraints();
        if (std::find(rules.begin(), rules.end(), negative) == rules.end()) {
          puzzle.add_constraint(negative);
        }
      }
    }
  }

  bool has_kropki_dots() const {
    for (const char* key : {"difference", "ratio"}) {
      const auto found = json_.find(key);
      if (found != json_.end() && found->is_array() && !found->empty()) return true;
    }
    return false;
  }

  static bool is_metadata(std::string_view key) {
    static constexpr std::string_view kMetadata[] = {
        "size",          "grid",     "title",         "author",
        "ruleset",       "solution", "disabledlogic", "truecandidatesoptions",
        "highlight",     "version",  "metadata",      "activeConstraints",
        "successMessage"};
    return std::find(std::begin(kMetadata), std::end(kMetadata), key) != std::end(kMetadata);
  }
  static bool is_drawing(std::string_view key) {
    static constexpr std::string_view kDrawings[] = {"line", "circle", "rectangle", "text", "cage"};
    return std::find(std::begin(kDrawings), std::end(kDrawings), key) != std::end(kDrawings);
  }

  // Counts the drawings that are not copies of a rule ("fromConstraint"), for the note.
  void note_drawings(const std::string& key, const Json& value) {
    if (!value.is_array()) return;
    int count = 0;
    for (const Json& entry : value) {
      if (entry.is_object() && entry.contains("fromConstraint")) continue;
      // SudokuPad keeps the title and the rules in cages whose value says so.
      if (key == "cage" && entry.is_object() && entry.contains("value") &&
          entry["value"].is_string()) {
        const std::string text = entry["value"].get<std::string>();
        if (text.find(':') != std::string::npos && text.find(':') < 12) continue;
      }
      ++count;
    }
    if (count == 0) return;
    if (!cosmetic_.empty()) cosmetic_ += ", ";
    const std::string noun = key == "text" ? "text" : key == "cage" ? "cosmetic cage" : key;
    cosmetic_ += fmt::format("{} {}{}", count, noun, count == 1 || key == "text" ? "" : "s");
  }

  const Json& json_;
  Places places_;
  std::vector<std::string>* notes_;
  int side_ = 0;
  std::string cosmetic_;
  bool fog_ = false;                               // a "fogofwar" entry was skipped
  std::vector<GivenCandidates> given_candidates_;  // read with the grid, added after it
};

}  // namespace

bool looks_like_fpuzzles(std::string_view text) {
  text = without_byte_order_mark(text);
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && text[first] == '{';
}

Puzzle read_fpuzzles(std::string_view text, std::string_view source, Validation validation,
                     std::vector<std::string>* notes, int line_number) {
  text = without_byte_order_mark(text);
  const Places places{text, source, line_number};
  Json json;
  try {
    json = Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error& error) {
    // The byte where the JSON went wrong, as a line and column.
    const std::size_t at = std::min<std::size_t>(error.byte == 0 ? 0 : error.byte - 1, text.size());
    const auto [line, column] = places.at(at);
    std::string what = error.what();
    const std::size_t cut = what.find("syntax error");
    throw InputError(
        std::string(source), line, column,
        "not valid f-puzzles JSON: " + (cut == std::string::npos ? what : what.substr(cut)));
  } catch (const Json::exception& error) {
    // A number too large for any type (out_of_range): the library says what, not where.
    throw InputError(std::string(source), line_number, 1,
                     std::string("not valid f-puzzles JSON: ") + error.what());
  }
  // A field of an unexpected type ("given": "yes") is refused where it is read; anything the
  // JSON library still finds wrong is an error of the text, not a crash.
  Puzzle puzzle = [&] {
    try {
      return Reader(json, places, notes).read();
    } catch (const Json::exception& error) {
      throw InputError(std::string(source), line_number, 1,
                       std::string("a value of the wrong type: ") + error.what());
    }
  }();
  if (validation == Validation::full) fpuzzles::check_givens(puzzle, source, line_number);
  return puzzle;
}

}  // namespace sudoku
