// LZString's base64 form: the text codec of f-puzzles links (`?load=…`) and of SudokuPad's
// `fpuzzles…` puzzle ids. Our own implementation of the algorithm of pieroxy's lz-string
// (compressToBase64 / decompressFromBase64), byte for byte what the JavaScript library makes.
//
// The algorithm is an LZW over UTF-16 code units: a dictionary of strings seen, each new
// character sent once as a literal (8 or 16 bits after a 0 or 1 code), every later string as
// its dictionary code, codes as wide as the dictionary needs (growing from 2 bits), bits
// packed six to a character of A-Z a-z 0-9 + /, '=' padding to a multiple of four, and a
// code 2 at the end. So a text is converted from UTF-8 to UTF-16 on the way in (emoji
// become surrogate pairs, as in JavaScript) and back on the way out.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace sudoku::lz_string {

// The longest text decompress_from_base64 makes: 16 Mi UTF-16 code units (16,777,216; at
// most 48 MiB of UTF-8). A payload that would make more is refused (std::nullopt): a few
// KiB of LZString can spell gigabytes.
inline constexpr std::size_t kMaxTextUnits = std::size_t{16} * 1024 * 1024;

// LZString.compressToBase64 of the text. What is not UTF-8 becomes U+FFFD, one for each
// ill-formed part as a browser's TextDecoder reads it, so the result always decompresses to
// valid UTF-8, and to `utf8` itself when that is valid.
std::string compress_to_base64(std::string_view utf8);

// The text an LZString base64 payload holds, as UTF-8, or std::nullopt for anything that is
// not one: a character outside the alphabet, data cut short, a code the dictionary does not
// have yet, a lone surrogate in the result, more than `max_units` UTF-16 code units of text
// (never more than kMaxTextUnits), or an empty payload. Never crashes nor loops, whatever the
// input; linear in the input and the output.
//
// Tolerated, since links get mangled on their way: line breaks and tabs anywhere (dropped);
// spaces at the start (dropped; no payload starts with '+'); any other space read as '+' (a
// URL's '+' turned into a space); missing '=' padding; anything after the end code.
// Not tolerated: '=' followed by anything but '=' and whitespace.
std::optional<std::string> decompress_from_base64(std::string_view base64,
                                                  std::size_t max_units = kMaxTextUnits);

// The UTF-16 code units of a UTF-8 text, each ill-formed part as U+FFFD (as above).
std::u16string utf16_of(std::string_view utf8);
// The UTF-8 of UTF-16 code units, or std::nullopt when one is a lone surrogate.
std::optional<std::string> utf8_of(std::u16string_view utf16);

}  // namespace sudoku::lz_string
