// LZString's base64 form (src/format/lz_string.cpp): byte-identical to the reference
// JavaScript library (lz-string 1.5, compressToBase64) on fixed vectors it made, round trips
// of thousands of random texts, the tolerances of the decoder, and nothing but std::nullopt
// for garbage.
#include "format/lz_string.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::lz_string {
namespace {

using namespace std::string_view_literals;

struct Vector {
  std::string_view text;
  std::string_view base64;
};

// LZString.compressToBase64(text) as the JavaScript library (npm lz-string 1.5.0, node 18)
// gave it; the texts as UTF-8 here, as JavaScript strings (UTF-16) there.
const Vector kReference[] = {
    {""sv, "Q==="},
    {"a"sv, "IZA="},
    {"ab"sv, "IYIyA==="},
    {"hello world"sv, "BYUwNmD2AEDukCcwBMg="},
    {"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"sv,
     "IY18ZXTs0A=="},
    {"ABABABABABABABABABAB-TOBEORNOTTOBEORTOBEORNOT"sv, "IIIV7SIhaAVA8iAoggSgOQXRL29U2yA="},
    {"{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"sv,
     "N4IgzglgXgpiBcAWANCA5gJwgEwQbT2AF9ljSTiBdZQiu86285qms9uyyooA"},
    {"{\"size\":9,\"title\":\"Thermo test\",\"author\":\"sudoku\",\"ruleset\":\"Normal sudoku rules apply.\",\"grid\":[[{\"value\":1,\"given\":true},{},{},{},{\"value\":5,\"given\":true},{},{},{},{\"value\":9,\"given\":true}],[{},{},{},{\"value\":7,\"given\":true},{},{},{},{\"value\":2,\"given\":true},{}],[{},{},{\"value\":9,\"given\":true},{},{},{},{\"value\":4,\"given\":true},{},{}],[{},{\"value\":3,\"given\":true},{},{},{},{\"value\":7,\"given\":true},{},{},{}],[{\"value\":5,\"given\":true},{},{},{},{\"value\":9,\"given\":true},{},{},{},{\"value\":4,\"given\":true}],[{},{},{},{\"value\":2,\"given\":true},{},{},{},{\"value\":6,\"given\":true},{}],[{},{},{\"value\":5,\"given\":true},{},{},{},{\"value\":9,\"given\":true},{},{}],[{},{\"value\":7,\"given\":true},{},{},{},{\"value\":2,\"given\":true},{},{},{}],[{\"value\":9,\"given\":true},{},{},{},{\"value\":4,\"given\":true},{},{},{},{\"value\":8,\"given\":true}]],\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]],\"baseC\":\"#C0C0C0\",\"outlineC\":\"#C0C0C0\",\"fontC\":\"#000000\"}]}"sv,
     "N4IgzglgXgpiBcBOANCALhNAbO8QBUALGAJwFsB7AAjRjDRFQEMBXNQikhcFgEwoDWLRiBIscYGAzwA5TmSZYqYPoJZUx"
     "EqkwAOOrAE8AdCIDmJCLwQBta6ABuilrgCMqUxHswAdgjRiYAF9kYGDQkLCQRyxnBABWd08fPwCwtIiQqKdcFBAPL194f"
     "2dAgF1kO3Twh2yEAHZEgpSSjOrI6Nj4ACZG5KLUiPLK1qyYnN7C4qDWqtHOgBYJ5um2oeq53ABmJf6WtpGO3Aa8pMmB/"
     "dC1jfidqarZw4Rc/"
     "L67mYPa+"
     "EWTpt2gtfumUe3Vu50BNTGCAAbKC9mUKhdrvAEj9XmD3hDOs9Tst7gCgZ9ji8znCMUieqiSSs8Qikdjfm8Lu1Pt9ibiMc"
     "zIfAAByw/"
     "7ldDEcgUMhSUg2UBYCDeOg2awgABKLgAwi4RErlV11SrNiBSgKAEZMSTK7gAYmVAAYrVaRBQ2FKZaa8BbrW6RAAzCjeND"
     "OkBmy2BoMgMqBIA"},
    {"{\"size\":9,\"title\":\"Caf\303\251 M\303\266bius \342\200\223 \302\275 \342\211\240 \342\210\236\",\"author\":\"Zo\303\253\"}"sv,
     "N4IgzglgXgpiBcBOANCALhNAbO8QGEBDAMwEuACAWQDeAjCAVzHMGQCcgXvMAMicwPCIRUhBmgAWAewBOCEAC0xAa5ABf"
     "IA="},
    {"{\"title\":\"Grid \360\237\247\251 emoji \360\237\230\200 and \360\235\224\230\360\235\224\253\360\235\224\246\360\235\224\240\360\235\224\254\360\235\224\241\360\235\224\242\"}"sv,
     "N4IgLglmA2CmIC4QHEBOEAmACQfBuEvdrWAWwHsArCLQXg3AAPawEMA7bQVg3AMXZcGpdlwMl2XACXZaAaXZaBCXZaAiX"
     "ZABfIA="},
    {"\346\227\245\346\234\254\350\252\236\343\201\256\343\203\221\343\202\272\343\203\253\343\200\201\346\225\260\347\213\254\343\201\247\343\201\231\343\200\202"sv,
     "qemhpzR5UYdgyIsMhdDI1wyEAGQDqaBunQ5gyE0GQQAxA==="},
    {"\000\001 control \177\302\200\303\277\304\200\357\277\277"sv,
     "AAQABAxg9gdgLgJygGzAfwAEH/AAgIf/+g=="},
};

TEST(LzString, CompressesAsTheReferenceDoes) {
  for (const Vector& vector : kReference) {
    EXPECT_EQ(compress_to_base64(vector.text), vector.base64) << vector.text;
  }
}

TEST(LzString, DecompressesWhatTheReferenceMade) {
  for (const Vector& vector : kReference) {
    EXPECT_EQ(decompress_from_base64(vector.base64), std::string(vector.text)) << vector.base64;
  }
}

// The reference's long texts: pieces picked by a 32-bit LCG, the same in the JavaScript.
std::string lcg_text(int count, std::uint32_t seed) {
  const std::vector<std::string_view> pieces = {"a",
                                                "b",
                                                "c",
                                                "d",
                                                "e",
                                                "{",
                                                "}",
                                                "[",
                                                "]",
                                                "\"",
                                                ",",
                                                ":",
                                                "0",
                                                "1",
                                                "5",
                                                "9",
                                                " ",
                                                "\xC3\xA9" /* é */,
                                                "\xE2\x82\xAC" /* € */,
                                                "\xF0\x9F\x98\x80" /* 😀 */,
                                                "R1C1"};
  std::string text;
  std::uint32_t state = seed;
  for (int i = 0; i < count; ++i) {
    state = state * 1664525U + 1013904223U;
    text += pieces[(state >> 16) % pieces.size()];
  }
  return text;
}

std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (const char byte : bytes) {
    hash ^= static_cast<unsigned char>(byte);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

TEST(LzString, CompressesLongTextsAsTheReferenceDoes) {
  // 200,000 pieces: 238,031 UTF-16 units, a dictionary past 2^16 codes (17-bit codes).
  const struct {
    int count;
    std::uint32_t seed;
    std::size_t length;
    std::uint64_t hash;
    std::string_view head;
    std::string_view tail;
  } kLong[] = {
      {1000, 1, 1056, 0x3ccb2f0a9040ab41ULL, "rwbgA9i6CMAECcAmBLmAiUAGAxmQNQRoEoQDCEEG",
       "mOjAkE+6AxHyNgagRQA="},
      {200000, 38, 173292, 0x69145827cf018e84ULL, "KwGgDARAxgjAnAbQCaBqCAXFBUBKMDCMEIA3gJcI",
       "QPKgGNw42ggpzAACAAA="},
  };
  for (const auto& vector : kLong) {
    const std::string text = lcg_text(vector.count, vector.seed);
    const std::string base64 = compress_to_base64(text);
    EXPECT_EQ(base64.size(), vector.length);
    EXPECT_EQ(fnv1a(base64), vector.hash);
    EXPECT_TRUE(base64.starts_with(vector.head));
    EXPECT_TRUE(base64.ends_with(vector.tail));
    EXPECT_EQ(decompress_from_base64(base64), text);
  }
}

// A random text: runs and repeats of pieces from a small alphabet of ASCII, two-, three- and
// four-byte characters, so that the dictionary gets used.
std::string random_text(std::mt19937& random, bool ascii_only) {
  static const std::vector<std::string_view> kPieces = {"a",
                                                        "b",
                                                        "c",
                                                        "{\"value\":",
                                                        "R1C1",
                                                        ",",
                                                        " ",
                                                        "\n",
                                                        "\x00"sv,
                                                        "\x7f",
                                                        "\xC3\xA9",
                                                        "\xC4\x80",
                                                        "\xE2\x88\x9E",
                                                        "\xEF\xBF\xBF",
                                                        "\xF0\x9F\xA7\xA9",
                                                        "\xF4\x8F\xBF\xBF"};
  const std::size_t choices = ascii_only ? 10 : kPieces.size();
  std::uniform_int_distribution<int> length(0, 300);
  std::string text;
  const int count = length(random);
  for (int i = 0; i < count; ++i) {
    if (!text.empty() && random() % 5 == 0) {  // repeat a piece of what is there
      const std::size_t from = random() % text.size();
      text += text.substr(from, random() % 20);
    } else {
      text += kPieces[random() % choices];
    }
  }
  return text;
}

bool is_utf8(std::string_view text) { return utf8_of(utf16_of(text)) == std::string(text); }

TEST(LzString, RoundTripsRandomTexts) {
  std::mt19937 random(38);
  for (int round = 0; round < 4000; ++round) {
    std::string text = random_text(random, round % 2 == 0);
    // Repeats may cut a character in two: keep only valid UTF-8 here.
    text = *utf8_of(utf16_of(text));
    const std::string base64 = compress_to_base64(text);
    ASSERT_EQ(base64.size() % 4, 0U);
    ASSERT_EQ(base64.find_first_not_of(
                  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="),
              std::string::npos);
    ASSERT_EQ(decompress_from_base64(base64), text) << base64;
  }
}

TEST(LzString, RoundTripsLongTexts) {
  std::mt19937 random(7);
  std::string text;
  while (text.size() < 1'000'000) text += random_text(random, false);
  text = *utf8_of(utf16_of(text));
  EXPECT_EQ(decompress_from_base64(compress_to_base64(text)), text);
  const std::string run(300'000, 'x');
  const std::string base64 = compress_to_base64(run);
  EXPECT_LT(base64.size(), 2000U);
  EXPECT_EQ(decompress_from_base64(base64), run);
}

TEST(LzString, RoundTripsTheEmptyText) {
  EXPECT_EQ(compress_to_base64(""), "Q===");
  EXPECT_EQ(decompress_from_base64("Q==="), "");
  EXPECT_EQ(decompress_from_base64("Q"), "");
}

TEST(LzString, ReadsIllFormedUtf8AsATextDecoderDoes) {
  // One U+FFFD for each ill-formed part, as node's TextDecoder gives them.
  const struct {
    std::string_view bytes;
    std::u16string_view units;
  } kCases[] = {
      {"\xE2\x82", u"\uFFFD"},
      {"\xC0\xAF", u"\uFFFD\uFFFD"},
      {"\xED\xA0\x80", u"\uFFFD\uFFFD\uFFFD"},
      {"\xF4\x90\x80\x80", u"\uFFFD\uFFFD\uFFFD\uFFFD"},
      {"a\xF0\x9F\x98"
       "b",
       u"a\uFFFDb"},
      {"\xFF", u"\uFFFD"},
      {"\xE0\x80\x80", u"\uFFFD\uFFFD\uFFFD"},
      {"\xF0\x9F\x98\x80", u"\U0001F600"},
  };
  for (const auto& item : kCases) EXPECT_EQ(utf16_of(item.bytes), item.units);
  EXPECT_EQ(decompress_from_base64(compress_to_base64("a\xFF"
                                                      "b")),
            "a\xEF\xBF\xBD"
            "b");
  std::mt19937 random(11);
  for (int round = 0; round < 1000; ++round) {
    std::string bytes(random() % 40, '\0');
    for (char& byte : bytes) byte = static_cast<char>(random());
    const std::string read = *utf8_of(utf16_of(bytes));
    ASSERT_TRUE(is_utf8(read));
    ASSERT_EQ(decompress_from_base64(compress_to_base64(bytes)), read);
  }
}

TEST(LzString, RefusesLoneSurrogatesInTheResult) {
  EXPECT_EQ(utf8_of(u"a\xD800"), std::nullopt);
  EXPECT_EQ(utf8_of(u"\xDC00"
                    "a"),
            std::nullopt);
  EXPECT_EQ(utf8_of(u"\xD83D\xDE00"), "\xF0\x9F\x98\x80");
  // LZString.compressToBase64("a\uD800b"), a string JavaScript allows.
  EXPECT_EQ(decompress_from_base64("IaAA2EZA"), std::nullopt);
}

TEST(LzString, ToleratesWhatLinksDoToPayloads) {
  const std::string json(kReference[7].text);  // the thermometer puzzle
  const std::string base64(kReference[7].base64);
  ASSERT_NE(base64.find('+'), std::string::npos) << base64;
  std::string spaced = base64;
  std::replace(spaced.begin(), spaced.end(), '+', ' ');
  EXPECT_EQ(decompress_from_base64(spaced), json);
  std::string wrapped = base64;
  wrapped.insert(100, "\r\n");
  wrapped.insert(50, "\t");
  EXPECT_EQ(decompress_from_base64("  " + wrapped + "\n"), json);
  EXPECT_EQ(decompress_from_base64(base64 + "AAAA"), json);  // after the end code
  // Padding: optional, and nothing but whitespace after it.
  EXPECT_EQ(decompress_from_base64("BYUwNmD2AEDukCcwBMg="), "hello world");
  EXPECT_EQ(decompress_from_base64("BYUwNmD2AEDukCcwBMg"), "hello world");
  EXPECT_EQ(decompress_from_base64("BYUwNmD2AEDukCcwBMg== \n"), "hello world");
  EXPECT_EQ(decompress_from_base64("BYUwNmD2AEDukCcwBMgA"), "hello world");
  EXPECT_EQ(decompress_from_base64("BYUwNmD2AEDukCcwBMg=A"), std::nullopt);
  EXPECT_EQ(decompress_from_base64("BYUwNmD2AEDukCcwBMg==+"), std::nullopt);
}

TEST(LzString, BoundsTheText) {
  const std::string run(100'000, 'a');
  const std::string base64 = compress_to_base64(run);
  EXPECT_EQ(decompress_from_base64(base64, 100'000), run);
  EXPECT_EQ(decompress_from_base64(base64, 99'999), std::nullopt);
  EXPECT_EQ(decompress_from_base64(compress_to_base64("abc"), 2), std::nullopt);
}

TEST(LzString, GivesNothingForGarbage) {
  for (const std::string_view garbage :
       {""sv, " "sv, "\n\t"sv, "===="sv, "!!!!"sv, "////"sv, "++++"sv, "N4Ig!"sv, "é"sv, "\x00"sv,
        "-_-_"sv, "%2B%2F"sv}) {
    EXPECT_EQ(decompress_from_base64(garbage), std::nullopt) << garbage;
  }
}

TEST(LzString, CutPayloadsGiveNothingOrAPrefix) {
  for (const Vector& vector : kReference) {
    const std::string_view base64 = vector.base64.substr(0, vector.base64.find('='));
    for (std::size_t length = 0; length < base64.size(); ++length) {
      const std::optional<std::string> text = decompress_from_base64(base64.substr(0, length));
      if (text) {
        EXPECT_TRUE(vector.text.starts_with(*text)) << base64.substr(0, length);
      }
    }
  }
}

TEST(LzString, RandomPayloadsDecodeToValidTextOrNothing) {
  constexpr std::string_view kAlphabet =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::mt19937 random(5);
  int decoded = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string payload(1 + random() % 60, 'A');
    for (char& character : payload) character = kAlphabet[random() % 64];
    const std::optional<std::string> text = decompress_from_base64(payload);
    if (!text) continue;
    ++decoded;
    ASSERT_TRUE(is_utf8(*text)) << payload;
    ASSERT_EQ(decompress_from_base64(compress_to_base64(*text)), *text) << payload;
  }
  EXPECT_GT(decoded, 0);  // some garbage decodes (as in JavaScript): the checks ran
}

}  // namespace
}  // namespace sudoku::lz_string
