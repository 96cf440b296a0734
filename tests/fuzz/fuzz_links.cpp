// libFuzzer target: the LZString codec and the link reader (src/format/lz_string.cpp,
// links.cpp). The first byte picks what the rest of the input is:
//   0  a payload for decompress_from_base64: it gives nothing or valid UTF-8, and what it
//      gives compresses to a payload that decompresses to the same;
//   1  a text for compress_to_base64: the payload is of the alphabet, a multiple of 4 long,
//      and decompresses to the text when it is UTF-8 (to its U+FFFD reading otherwise);
//   2  a pasted text for fpuzzles_json_from_link: nothing exactly when looks_like_link is
//      false, else a JSON object or an InputError that is SOURCE:LINE:COLUMN: problem on one
//      line with its place inside the text (fuzz_checks.hpp); nothing else escapes;
//   3  a puzzle's title: the f-puzzles and SudokuPad links of {"title": …} read back to that
//      JSON, also with every '+' turned into a space and every '/' into %2F.
// A hang or a run past the decoder's bound (kMaxTextUnits) shows as a timeout or an
// out-of-memory report.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "format/links.hpp"
#include "format/lz_string.hpp"
#include "fuzz_checks.hpp"

using namespace sudoku;
using namespace sudoku::fuzz;

namespace {

// The text as a browser reads it: ill-formed UTF-8 as U+FFFD.
std::string as_read(std::string_view bytes) {
  return *lz_string::utf8_of(lz_string::utf16_of(bytes));
}

void check_payload(std::string_view payload) {
  const std::optional<std::string> text = lz_string::decompress_from_base64(payload);
  if (!text) return;
  require(as_read(*text) == *text, "a payload decodes to valid UTF-8", *text);
  require(lz_string::utf16_of(*text).size() <= lz_string::kMaxTextUnits,
          "a payload decodes to at most kMaxTextUnits units");
  const std::string again = lz_string::compress_to_base64(*text);
  require(lz_string::decompress_from_base64(again) == text,
          "what a payload decodes to compresses to a payload of the same text", again);
}

void check_text(std::string_view text) {
  const std::string payload = lz_string::compress_to_base64(text);
  require(payload.size() % 4 == 0, "a payload is a multiple of 4 long", payload);
  require(
      payload.find_first_not_of(
          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") == std::string::npos,
      "a payload is of the base64 alphabet", payload);
  require(lz_string::decompress_from_base64(payload) == as_read(text),
          "compress then decompress gives the text back", payload);
}

void check_link(std::string_view text) {
  std::optional<std::string> json;
  bool threw = false;
  try {
    json = links::fpuzzles_json_from_link(text, kSource);
  } catch (const InputError& error) {
    threw = true;
    check_error(error, text);
  }
  require(links::looks_like_link(text) == (threw || json.has_value()),
          "looks_like_link says whether the text is read as a link");
  if (json) {
    require(nlohmann::json::accept(*json) && nlohmann::json::parse(*json).is_object(),
            "a link gives a JSON object", *json);
  }
}

void check_made_links(std::string_view title) {
  const std::string json = nlohmann::json{{"title", as_read(title)}}.dump();
  for (std::string link : {links::fpuzzles_link(json), links::sudokupad_link(json)}) {
    require(links::fpuzzles_json_from_link(link, kSource) == json, "a made link reads back", link);
    std::string mangled;
    for (const char character : link.substr(link.find("//") + 2)) {
      if (character == '+') {
        mangled += ' ';
      } else if (character == '/') {
        mangled += "%2F";
      } else {
        mangled += character;
      }
    }
    // The host's '/' escaped too: put it back.
    mangled.replace(mangled.find("%2F"), 3, "/");
    require(links::fpuzzles_json_from_link(mangled, kSource) == json,
            "a made link reads back with '+' as a space and '/' escaped", mangled);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 4) {
    case 0:
      check_payload(rest);
      break;
    case 1:
      check_text(rest);
      break;
    case 2:
      check_link(rest);
      break;
    default:
      check_made_links(rest);
      break;
  }
  return 0;
}
