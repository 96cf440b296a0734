// Links to a puzzle (src/format/links.cpp): every form of f-puzzles and SudokuPad link read
// down to its JSON, what links suffer on their way (escapes, spaces, wrapping, a lost '/'),
// the exact message for each link we cannot read, and hostile texts.
#include "format/links.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <random>
#include <string>
#include <string_view>

#include "format/lz_string.hpp"
#include "sudoku/format.hpp"

namespace sudoku::links {
namespace {

const std::string kJson =
    R"({"size":9,"title":"Thermo","grid":[[{"value":1,"given":true},{},{},{},{},{},{},{},{}],)"
    R"([{},{},{},{},{},{},{},{},{}]],"thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]}]})";
const std::string kPayload = lz_string::compress_to_base64(kJson);

// The message of the InputError the text gives, or what it gives instead.
std::string error_of(std::string_view text) {
  try {
    const std::optional<std::string> json = fpuzzles_json_from_link(text, "board");
    return json ? "json: " + *json : "not a link";
  } catch (const InputError& error) {
    return error.what();
  }
}

std::optional<std::string> json_of(std::string_view text) {
  return fpuzzles_json_from_link(text, "board");
}

TEST(Links, TheTestPayloadHasEveryCharacterLinksMangle) {
  // lz-string's compressToBase64 of the puzzle (npm lz-string 1.5.0).
  EXPECT_EQ(
      kPayload,
      "N4IgzglgXgpiBcBOANCALhNAbO8QBUALGAJwFsB7EVAcxIgBMEBtZ0ANwEMsBXXARloR2MAHYI0JPgF9kwWfLkL"
      "lS1fIC6yNisW6d+9ZvTFyFMjDSkWoLBFEwwLZiABK/AML9qrjwCZvbu4AzCCG0urSQA==");
  EXPECT_NE(kPayload.find('+'), std::string::npos) << kPayload;
  EXPECT_NE(kPayload.find('/'), std::string::npos) << kPayload;
  EXPECT_NE(kPayload.find('='), std::string::npos) << kPayload;
}

TEST(Links, ReadsFpuzzlesLinks) {
  for (const std::string& link : {
           "https://www.f-puzzles.com/?load=" + kPayload,
           "http://www.f-puzzles.com/?load=" + kPayload,
           "https://f-puzzles.com/?load=" + kPayload,
           "HTTPS://WWW.F-PUZZLES.COM/?LOAD=" + kPayload,
           "www.f-puzzles.com/?load=" + kPayload,
           "f-puzzles.com/?load=" + kPayload,
           "f-puzzles.com?load=" + kPayload,
           "https://www.f-puzzles.com/?id=1&load=" + kPayload + "&mode=solve#top",
           "https://www.f-puzzles.com/index.html?load=" + kPayload + "#",
           "https:/f-puzzles.com/?load=" + kPayload,
           "https:f-puzzles.com/?load=" + kPayload,
           "?load=" + kPayload,
           "?x=1&load=" + kPayload + "#frag",
       }) {
    EXPECT_TRUE(looks_like_link(link)) << link;
    EXPECT_EQ(json_of(link), kJson) << link;
  }
}

TEST(Links, ReadsSudokuPadLinksToAnFpuzzlesPuzzle) {
  for (const std::string& link : {
           "https://sudokupad.app/fpuzzles" + kPayload,
           "https://sudokupad.app/fpuz" + kPayload,
           "sudokupad.app/fpuzzles" + kPayload,
           "https://sudokupad.app/?puzzleid=fpuzzles" + kPayload,
           "https://sudokupad.app/?setting-nogrid=1&puzzleid=fpuz" + kPayload + "#x",
           "https://sudokupad.app/sudoku/fpuzzles" + kPayload,
           "https://sudokupad.app/sudoku/?puzzleid=fpuzzles" + kPayload,
           "https://sudokupad.app/fpuzzles" + kPayload + "?setting-dark=1",
           "https://beta.sudokupad.app/fpuzzles" + kPayload,
           "https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles" + kPayload,
           "https://app.crackingthecryptic.com/sudoku?puzzleid=fpuzzles" + kPayload,
           "https://app.crackingthecryptic.com/fpuzzles" + kPayload,
           "https://sudokupad.svencodes.com/fpuzzles" + kPayload,
           "?puzzleid=fpuzzles" + kPayload,
           // Other players that open SudokuPad's puzzle ids (sudocle), by the payload alone.
           "https://michelkraemer.com/sudocle/?puzzleid=fpuzzles" + kPayload,
           "https://sudocle.example.org/?mode=play&puzzleid=fpuz" + kPayload + "#x",
       }) {
    EXPECT_TRUE(looks_like_link(link)) << link;
    EXPECT_EQ(json_of(link), kJson) << link;
  }
}

TEST(Links, ReadsABarePayloadOnlyWhenItDecodesToAJsonObject) {
  for (const std::string& text :
       {kPayload, "fpuzzles" + kPayload, "fpuz" + kPayload, " \n" + kPayload + "\r\n"}) {
    EXPECT_TRUE(looks_like_link(text)) << text;
    EXPECT_EQ(json_of(text), kJson) << text;
  }
  for (const std::string& text :
       {std::string(), std::string(" \n "), std::string("fpuzzles"), std::string("fpuz"),
        std::string("N4Ig"), lz_string::compress_to_base64("[1,2]"),
        lz_string::compress_to_base64("{not json}"), kPayload.substr(0, 40),
        std::string("530070000600195000098000060800060003400803001700020006060000280000419005"
                    "000080079"),
        std::string("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8"
                    "..79"),
        std::string("530070000\n600195000\n098000060\n"), std::string("hello"),
        kPayload + " " + kPayload}) {
    EXPECT_FALSE(looks_like_link(text)) << text;
    EXPECT_EQ(error_of(text), "not a link") << text;
  }
}

TEST(Links, ToleratesWhatLinksSufferOnTheirWay) {
  std::string escaped;  // every '+', '/' and '=' percent-escaped, in both cases
  for (const char character : kPayload) {
    if (character == '+')
      escaped += "%2B";
    else if (character == '/')
      escaped += escaped.size() % 2 ? "%2F" : "%2f";
    else if (character == '=')
      escaped += "%3D";
    else
      escaped += character;
  }
  std::string spaced = kPayload;  // a form's '+' read as a space
  std::replace(spaced.begin(), spaced.end(), '+', ' ');
  std::string wrapped;  // by a mail program
  for (std::size_t at = 0; at < kPayload.size(); at += 50)
    wrapped += kPayload.substr(at, 50) + "\r\n";
  const std::string unpadded = kPayload.substr(0, kPayload.find('='));
  for (const std::string& link : {
           "https://www.f-puzzles.com/?load=" + escaped,
           "https://sudokupad.app/fpuzzles" + escaped,
           "https://sudokupad.app/?puzzleid=fpuzzles" + escaped,
           "https://www.f-puzzles.com/?load=" + spaced,
           "https://www.f-puzzles.com/?load=" + wrapped,
           "https://www.f-puzzles.com/?load=" + unpadded,
           "\xEF\xBB\xBF  \r\n\thttps://www.f-puzzles.com/?load=" + kPayload + " \r\n\n",
       }) {
    EXPECT_TRUE(looks_like_link(link)) << link;
    EXPECT_EQ(json_of(link), kJson) << link;
  }
}

TEST(Links, PutsBackASlashThatADoubleSlashLost) {
  // lz-string's compressToBase64 of this puzzle holds one "//": a path may collapse it.
  const std::string json = R"({"size":9,"title":"Ｔｈｅｒｍｏ №4 ￤￼…"})";
  const std::string payload = lz_string::compress_to_base64(json);
  ASSERT_EQ(payload,
            "N4IgzglgXgpiBcBOANCALhNAbO8SBZ/wCX/BRf8CV/wWX/B5f4AJA0QgBZrAT/8B//wMgIQBfIA=");
  std::string collapsed = payload;
  collapsed.erase(collapsed.find("//"), 1);
  EXPECT_EQ(lz_string::decompress_from_base64(collapsed), std::nullopt);
  EXPECT_EQ(json_of("https:/sudokupad.app/fpuzzles" + collapsed), json);
  EXPECT_EQ(json_of("https://www.f-puzzles.com/?load=" + collapsed), json);
}

TEST(Links, SaysWhichSudokuPadLinksItCannotRead) {
  EXPECT_EQ(error_of("https://sudokupad.app/abc123xyz"),
            "board:1:23: this SudokuPad link names a puzzle stored on SudokuPad's server "
            "('abc123xyz'), which cannot be read without it; paste the puzzle's f-puzzles link "
            "or JSON instead");
  EXPECT_EQ(error_of("\n  sudokupad.app/sudoku/someone/a-long-puzzle-title?setting-x=1\n"),
            "board:2:24: this SudokuPad link names a puzzle stored on SudokuPad's server "
            "('someone/a-long-puzzl…'), which cannot be read without it; paste the puzzle's "
            "f-puzzles link or JSON instead");
  EXPECT_EQ(error_of("https://app.crackingthecryptic.com/sudoku/?puzzleid=x7Fq2"),
            "board:1:53: this SudokuPad link names a puzzle stored on SudokuPad's server "
            "('x7Fq2'), which cannot be read without it; paste the puzzle's f-puzzles link or "
            "JSON instead");
  EXPECT_EQ(error_of("https://sudokupad.app/scl" + kPayload),
            "board:1:23: this SudokuPad link holds a puzzle in SudokuPad's own format ('scl'), "
            "which is not read yet; paste the puzzle's f-puzzles link or JSON instead");
  EXPECT_EQ(error_of("https://sudokupad.app/?puzzleid=ctcN4Ig"),
            "board:1:33: this SudokuPad link holds a puzzle in SudokuPad's own format ('ctc'), "
            "which is not read yet; paste the puzzle's f-puzzles link or JSON instead");
  EXPECT_EQ(error_of("https://sudokupad.app/scfABC"),
            "board:1:23: this SudokuPad link holds a puzzle in SudokuPad's own format ('scf'), "
            "which is not read yet; paste the puzzle's f-puzzles link or JSON instead");
  EXPECT_EQ(error_of("https://sudokupad.app/"), "board:1:22: this SudokuPad link names no puzzle");
  EXPECT_EQ(error_of("https://sudokupad.app/sudoku/?setting-x=1"),
            "board:1:22: this SudokuPad link names no puzzle");
}

TEST(Links, SaysWhatIsWrongWithALink) {
  EXPECT_EQ(error_of("https://www.f-puzzles.com/"),
            "board:1:26: this f-puzzles link holds no puzzle (no 'load=' in it)");
  EXPECT_EQ(error_of("https://www.f-puzzles.com/?loader=x#load=" + kPayload),
            "board:1:26: this f-puzzles link holds no puzzle (no 'load=' in it)");
  EXPECT_EQ(error_of("https://f-puzzles.com/?id=28mrvd59"),
            "board:1:27: this f-puzzles link names a puzzle stored on f-puzzles' server "
            "('28mrvd59'), which cannot be read without it; paste the puzzle's f-puzzles link or "
            "JSON instead");
  EXPECT_EQ(error_of("https://michelkraemer.com/sudocle/?puzzleid=qx2toxcwwn"),
            "board:1:9: links to 'michelkraemer.com' are not read, only f-puzzles and SudokuPad "
            "links (a short link? open it in a browser and paste the link it leads to)");
  EXPECT_EQ(error_of("https://tinyurl.com/2p8abcde"),
            "board:1:9: links to 'tinyurl.com' are not read, only f-puzzles and SudokuPad links "
            "(a short link? open it in a browser and paste the link it leads to)");
  EXPECT_EQ(error_of("www.example.com/?load=" + kPayload),
            "board:1:1: links to 'www.example.com' are not read, only f-puzzles and SudokuPad "
            "links (a short link? open it in a browser and paste the link it leads to)");
  EXPECT_EQ(error_of("https://"), "board:1:9: this link names no site");
  EXPECT_EQ(error_of("?mode=solve"),
            "board:1:1: this query names no puzzle (no 'load=' or 'puzzleid=' in it)");
  EXPECT_EQ(error_of("?load="), "board:1:7: the puzzle's data in this link is empty");
  EXPECT_EQ(error_of("https://sudokupad.app/fpuzzles"),
            "board:1:31: the puzzle's data in this link is empty");
  EXPECT_EQ(error_of("?load=" + kPayload.substr(0, 100)),
            "board:1:7: the puzzle's data in this link does not decode: it was cut short or "
            "changed on its way (copy the whole link again)");
  EXPECT_EQ(error_of("?load=" + lz_string::compress_to_base64("[1,2,3]")),
            "board:1:7: the puzzle's data in this link decodes, but not to f-puzzles JSON (a "
            "JSON object)");
  EXPECT_EQ(error_of("?load=N4Ig!x"),
            "board:1:11: '!' cannot be in the puzzle's data of a link (only letters, digits, "
            "'+', '/' and '=')");
  EXPECT_EQ(error_of("?load=N4Ig%00x"),
            "board:1:11: byte 0x00 (written %00) cannot be in the puzzle's data of a link (only "
            "letters, digits, '+', '/' and '=')");
  EXPECT_EQ(error_of("?load=N4Ig\xC3\xA9"),
            "board:1:11: byte 0xc3 cannot be in the puzzle's data of a link (only letters, "
            "digits, '+', '/' and '=')");
  EXPECT_EQ(error_of("?load=" + kPayload + "%"),
            "board:1:" + std::to_string(7 + kPayload.size()) +
                ": bad percent escape '%': '%' must be followed by two hex digits (such as %2B "
                "for '+')");
  EXPECT_EQ(error_of("?load=N4%2"),
            "board:1:9: bad percent escape '%2': '%' must be followed by two hex digits (such "
            "as %2B for '+')");
  EXPECT_EQ(error_of("https://f-puzzles.com/?load=N4%G1Ig"),
            "board:1:31: bad percent escape '%G1': '%' must be followed by two hex digits (such "
            "as %2B for '+')");
  EXPECT_EQ(error_of("?load=N4%2B&x=1#%zz"),
            "board:1:7: the puzzle's data in this link does not decode: it was cut short or "
            "changed on its way (copy the whole link again)");
}

TEST(Links, HostileTextsGiveAnErrorOrNothingNeverACrash) {
  const std::string huge(4 * 1024 * 1024, 'A');
  EXPECT_EQ(error_of("?load=" + huge),
            "board:1:7: the puzzle's data in this link does not decode: it was cut short or "
            "changed on its way (copy the whole link again)");
  EXPECT_EQ(error_of("?load=" + std::string(100'000, '/')),
            "board:1:7: the puzzle's data in this link does not decode: it was cut short or "
            "changed on its way (copy the whole link again)");
  // A bomb: a short payload that spells more than the decoder's bound.
  const std::string bomb = lz_string::compress_to_base64(std::string(17 * 1024 * 1024, 'a'));
  EXPECT_LT(bomb.size(), 12'000U);
  EXPECT_EQ(error_of("?load=" + bomb),
            "board:1:7: the puzzle's data in this link does not decode: it was cut short or "
            "changed on its way (copy the whole link again)");
  std::mt19937 random(38);
  const std::string prefixes[] = {"", "?load=", "https://sudokupad.app/fpuzzles", "fpuz",
                                  "https://f-puzzles.com/?load=" + kPayload.substr(0, 30)};
  for (int round = 0; round < 3000; ++round) {
    std::string text = prefixes[random() % std::size(prefixes)];
    const std::size_t length = random() % 80;
    for (std::size_t at = 0; at < length; ++at) {
      text += static_cast<char>(round % 2 ? random() : "N4Ig%/+= \n&#?"[random() % 13]);
    }
    bool threw = false;
    std::optional<std::string> json;
    try {
      json = json_of(text);
    } catch (const InputError& error) {
      threw = true;
      ASSERT_EQ(error.source(), "board");
      ASSERT_GE(error.line(), 1);
      ASSERT_GE(error.column(), 1);
      ASSERT_EQ(std::string(error.what()).find('\n'), std::string::npos) << error.what();
    }
    ASSERT_EQ(looks_like_link(text), threw || json.has_value()) << text;
    if (json) {
      ASSERT_EQ(json->find_first_not_of(" \t\r\n"), json->find('{')) << text;
    }
  }
}

TEST(Links, WritesLinksThatReadBack) {
  EXPECT_EQ(fpuzzles_link(kJson), "https://www.f-puzzles.com/?load=" + kPayload);
  EXPECT_EQ(sudokupad_link(kJson), "https://sudokupad.app/fpuzzles" + kPayload);
  const std::string titled = R"({"size":4,"title":"Zoë's 🧩","grid":[]})";
  EXPECT_EQ(json_of(fpuzzles_link(titled)), titled);
  EXPECT_EQ(json_of(sudokupad_link(titled)), titled);
}

}  // namespace
}  // namespace sudoku::links
