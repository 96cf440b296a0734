// What the f-puzzles reader (fpuzzles_read.cpp) and writer (fpuzzles_write.cpp) share: the keys
// of the rules that come in kinds (one table each, read both ways), the reading of one rule key
// (fpuzzles_rules.cpp) and the names of cells.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "sudoku/puzzle.hpp"

namespace sudoku::fpuzzles {

// The keys of the rules of one kind each: the reader looks a key up here, the writer a kind. A kind
// absent from its table has no f-puzzles key (the slow thermometer); a key listed twice for a kind
// is an alias the reader takes (the first is the one written).
template <class Kind>
struct KeyOf {
  Kind kind;
  std::string_view key;
};
inline constexpr KeyOf<GlobalRuleKind> kGlobalRuleKeys[] = {
    {GlobalRuleKind::anti_knight, "antiknight"},
    {GlobalRuleKind::anti_king, "antiking"},
    {GlobalRuleKind::non_consecutive, "nonconsecutive"},
};
inline constexpr KeyOf<CellRuleKind> kCellRuleKeys[] = {
    {CellRuleKind::even, "even"},
    {CellRuleKind::odd, "odd"},
    {CellRuleKind::minimum, "minimum"},
    {CellRuleKind::maximum, "maximum"},
};
// The indexers ("159" rules): each entry lists "cells", every one an indexer cell of its kind.
inline constexpr KeyOf<CellRuleKind> kIndexerKeys[] = {
    {CellRuleKind::row_indexer, "rowindexer"},
    {CellRuleKind::column_indexer, "columnindexer"},
    {CellRuleKind::box_indexer, "boxindexer"},
};
inline constexpr KeyOf<DotKind> kDotKeys[] = {
    {DotKind::difference, "difference"},
    {DotKind::ratio, "ratio"},
    {DotKind::sum, "xv"},
};
inline constexpr KeyOf<LineKind> kLineKeys[] = {
    {LineKind::thermometer, "thermometer"},  {LineKind::palindrome, "palindrome"},
    {LineKind::whisper, "whispers"},         {LineKind::renban, "renban"},
    {LineKind::between, "betweenline"},      {LineKind::region_sum, "regionsumline"},
    {LineKind::region_sum, "regionSumLine"}, {LineKind::entropic, "entropicline"},
    {LineKind::zipper, "zipperline"},
};
// The slow thermometer's key in the f-puzzles of Rangsk's Sudoku Solver and in puzzles shared from
// it: read, never written (f-puzzles itself has no such key and would drop the rule).
inline constexpr std::string_view kSlowThermometerKey = "slowthermometer";
inline constexpr KeyOf<OutsideClueKind> kOutsideClueKeys[] = {
    {OutsideClueKind::sandwich, "sandwichsum"},
    {OutsideClueKind::x_sum, "xsum"},
    {OutsideClueKind::skyscraper, "skyscraper"},
};

// The kind a key names in `table`, or nothing.
template <class Kind, std::size_t N>
constexpr std::optional<Kind> kind_of(const KeyOf<Kind> (&table)[N], std::string_view key) {
  for (const KeyOf<Kind>& entry : table) {
    if (entry.key == key) return entry.kind;
  }
  return std::nullopt;
}
// The key of a kind in `table` (its first), or nothing when f-puzzles has none.
template <class Kind, std::size_t N>
constexpr std::optional<std::string_view> key_of(const KeyOf<Kind> (&table)[N], Kind kind) {
  for (const KeyOf<Kind>& entry : table) {
    if (entry.kind == kind) return entry.key;
  }
  return std::nullopt;
}

// A key that names no rule this tool knows.
struct Unsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// An entry of a known key that is malformed ("cell \"R0C0\" is outside the grid").
struct BadEntry : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Adds to `puzzle` the rules of one key of an f-puzzles object (every entry of its list, or the
// global rule it switches on). Throws Unsupported, BadEntry, or std::invalid_argument (a shape
// that add_constraint refuses).
void read_rule(Puzzle& puzzle, const std::string& key, const nlohmann::json& value, int side);

// A text of the puzzle (a key, a cell's name, a value) as a message shows it: in double quotes,
// escaped as JSON escapes it, so that a line break or another control character in it cannot
// break the message's one line ("lockout" stays "lockout", a key "r\nban" is shown so).
std::string quoted(const std::string& text);

// "R3C4" for 0-based row 2, column 3 (rows and columns -1 and N name places outside the grid).
std::string cell_key(int row, int column);

// A Kropki dot's value when f-puzzles writes none: a white dot's difference 1, a black dot's
// ratio 2 (also the values its "negative" forbids whatever the dots use).
constexpr int default_kropki_value(DotKind kind) { return kind == DotKind::ratio ? 2 : 1; }
// The German whisper's difference on a grid of `side`: at least half the side, rounded up (5 on
// 9×9), what a whisper line without a value means.
int default_whisper_difference(int side);

// Throws GivensConflict when the givens of a puzzle read from f-puzzles JSON break a rule.
void check_givens(const Puzzle& puzzle, std::string_view source, int line_number);

}  // namespace sudoku::fpuzzles
