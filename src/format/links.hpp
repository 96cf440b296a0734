// Links to a puzzle, pasted whole: the text layer under the f-puzzles reader. A link is read
// down to the f-puzzles JSON it carries (LZString base64, lz_string.hpp); reading that JSON
// is the f-puzzles reader's work, not this file's.
//
// Read (the text trimmed of spaces and line breaks around it, a byte order mark skipped):
//   f-puzzles   https://www.f-puzzles.com/?load=PAYLOAD, with or without the scheme or
//               "www.", other query parts before or after, '#…' after; a bare ?load=PAYLOAD
//   SudokuPad   https://sudokupad.app/fpuzzlesPAYLOAD, …/fpuzPAYLOAD (SudokuPad's two prefixes
//               for an f-puzzles puzzle), …/?puzzleid=fpuzzlesPAYLOAD, the same under
//               /sudoku/ and on app.crackingthecryptic.com (and *.sudokupad.app,
//               sudokupad.svencodes.com); a bare ?puzzleid=…
//   bare        PAYLOAD, fpuzzlesPAYLOAD or fpuzPAYLOAD alone, but only when it decodes to a
//               JSON object (anything else is left to the other readers)
// Tolerated in a payload: percent escapes (%2B, %2F, %3D, …), a space for '+', line breaks
// (a link wrapped by a mail program), missing '=' padding, and "//" collapsed to "/" (each
// single '/' is tried doubled, then each pair, within a budget), as in the scheme
// ("https:/f-puzzles.com"). Trimming the text loses no '+' turned into a space: a payload
// never ends with '+' (its last character ends with the end code's high zero bits, or with
// '=' padding).
//
// Refused with an InputError whose column points at the problem: a bad percent escape, a
// character that cannot be in a payload, a payload that does not decode to a JSON object, an
// f-puzzles link without 'load=', a SudokuPad link naming a puzzle stored on its server (a
// short id such as sudokupad.app/abc123 or user/title), SudokuPad's own formats ('scl',
// 'ctc', 'scf'), and any other site's link (http(s):// or www.).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sudoku::links {

// True when the text is one of the links above (bare payloads only when they decode), so that
// fpuzzles_json_from_link returns its JSON or throws: read_puzzle decides by this.
bool looks_like_link(std::string_view text);

// The f-puzzles JSON (UTF-8, one JSON object) of the link that `text` is, or std::nullopt
// when it is none (looks_like_link is false). Throws InputError(source, line, column,
// problem) for a link that holds no f-puzzles puzzle we can read, such as
//   board:1:23: this SudokuPad link names a puzzle stored on SudokuPad's server ('abc123'),
//   which cannot be read without it; paste the puzzle's f-puzzles link or JSON instead
std::optional<std::string> fpuzzles_json_from_link(std::string_view text, std::string_view source);

// Links that carry a puzzle's f-puzzles JSON, as f-puzzles and SudokuPad write them:
// https://www.f-puzzles.com/?load=PAYLOAD and https://sudokupad.app/fpuzzlesPAYLOAD.
std::string fpuzzles_link(std::string_view json);
std::string sudokupad_link(std::string_view json);

}  // namespace sudoku::links
