// LZString's base64 form (lz_string.hpp): the LZW coder and decoder over UTF-16 code units,
// the six-bit packing, and the UTF-8 <-> UTF-16 conversions around them.
//
// Both sides keep the dictionary in step the same way: codes 0, 1 and 2 mean "an 8-bit
// literal", "a 16-bit literal" and "the end"; every literal and every emitted string adds
// entries; after `enlarge_in` more entries the codes grow one bit wider.
#include "format/lz_string.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace sudoku::lz_string {
namespace {

constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr int kBitsPerCharacter = 6;
constexpr char16_t kReplacement = 0xFFFD;
constexpr int kNoValue = -1;
constexpr int kPadding = -2;
constexpr int kSkipped = -3;

// The value of a base64 character, or what else it is.
int value_of(char character) {
  if (character >= 'A' && character <= 'Z') return character - 'A';
  if (character >= 'a' && character <= 'z') return character - 'a' + 26;
  if (character >= '0' && character <= '9') return character - '0' + 52;
  if (character == '+' || character == ' ') return 62;
  if (character == '/') return 63;
  if (character == '=') return kPadding;
  if (character == '\n' || character == '\r' || character == '\t' || character == '\v' ||
      character == '\f') {
    return kSkipped;
  }
  return kNoValue;
}

// Packs bits six to a character, each value written lowest bit first.
class BitWriter {
 public:
  void put(std::uint32_t value, int width) {
    for (int bit = 0; bit < width; ++bit) {
      pending_ = (pending_ << 1) | (value & 1U);
      value >>= 1;
      if (++count_ == kBitsPerCharacter) flush();
    }
  }
  // LZString's ending: zero bits up to the next character boundary, a whole character of
  // them when already on one.
  std::string finish() {
    do {
      pending_ <<= 1;
    } while (++count_ < kBitsPerCharacter);
    flush();
    while (text_.size() % 4 != 0) text_ += '=';
    return std::move(text_);
  }

 private:
  void flush() {
    text_ += kAlphabet[pending_];
    pending_ = 0;
    count_ = 0;
  }
  std::string text_;
  std::uint32_t pending_ = 0;
  int count_ = 0;
};

// Reads bits from six-bit values, zeros past the end (as the JavaScript reads them).
class BitReader {
 public:
  explicit BitReader(const std::vector<std::uint8_t>& values) : values_(values) {}
  std::uint64_t get(int width) {
    std::uint64_t value = 0;
    for (int bit = 0; bit < width; ++bit) {
      if (current() & mask_) value |= std::uint64_t{1} << bit;
      mask_ >>= 1;
      if (mask_ == 0) {
        mask_ = 1U << (kBitsPerCharacter - 1);
        ++used_;
      }
    }
    return value;
  }
  // True once the reader has begun a character past the last one.
  bool past_end() const { return used_ >= values_.size(); }

 private:
  std::uint32_t current() const { return used_ < values_.size() ? values_[used_] : 0; }
  const std::vector<std::uint8_t>& values_;
  std::size_t used_ = 0;
  std::uint32_t mask_ = 1U << (kBitsPerCharacter - 1);
};

// The widths of codes, shared by both sides: after `enlarge_in` entries, one bit more.
struct CodeWidth {
  int bits;
  std::uint64_t enlarge_in;
  void count_entry() {
    if (--enlarge_in == 0) {
      enlarge_in = std::uint64_t{1} << bits;
      ++bits;
    }
  }
};

void append_utf16(std::u16string& out, std::uint32_t code_point) {
  if (code_point < 0x10000) {
    out += static_cast<char16_t>(code_point);
  } else {
    code_point -= 0x10000;
    out += static_cast<char16_t>(0xD800 + (code_point >> 10));
    out += static_cast<char16_t>(0xDC00 + (code_point & 0x3FF));
  }
}

// A string of the decoder's dictionary: where it stands in the text decoded so far (each
// entry is a piece of the output, or a piece plus the character after it).
struct Piece {
  std::uint32_t start;
  std::uint32_t length;
};

}  // namespace

std::u16string utf16_of(std::string_view utf8) {
  std::u16string out;
  out.reserve(utf8.size());
  std::size_t at = 0;
  while (at < utf8.size()) {
    const auto lead = static_cast<std::uint8_t>(utf8[at]);
    if (lead < 0x80) {
      out += static_cast<char16_t>(lead);
      ++at;
      continue;
    }
    int needed = 0;
    std::uint32_t code_point = 0;
    std::uint8_t lowest = 0x80;
    std::uint8_t highest = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
      needed = 1;
      code_point = lead & 0x1FU;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      needed = 2;
      code_point = lead & 0x0FU;
      if (lead == 0xE0) lowest = 0xA0;   // no overlong forms
      if (lead == 0xED) highest = 0x9F;  // no surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      needed = 3;
      code_point = lead & 0x07U;
      if (lead == 0xF0) lowest = 0x90;
      if (lead == 0xF4) highest = 0x8F;  // nothing above U+10FFFF
    } else {
      out += kReplacement;
      ++at;
      continue;
    }
    std::size_t next = at + 1;
    bool whole = true;
    for (int part = 0; part < needed; ++part, ++next) {
      const auto byte = next < utf8.size() ? static_cast<std::uint8_t>(utf8[next]) : 0;
      if (next >= utf8.size() || byte < lowest || byte > highest) {
        whole = false;
        break;
      }
      code_point = (code_point << 6) | (byte & 0x3FU);
      lowest = 0x80;
      highest = 0xBF;
    }
    // An ill-formed part is one U+FFFD; the byte that broke it is read again.
    if (whole) {
      append_utf16(out, code_point);
    } else {
      out += kReplacement;
    }
    at = next;
  }
  return out;
}

std::optional<std::string> utf8_of(std::u16string_view utf16) {
  std::string out;
  out.reserve(utf16.size());
  for (std::size_t at = 0; at < utf16.size(); ++at) {
    std::uint32_t code_point = utf16[at];
    if (code_point >= 0xDC00 && code_point <= 0xDFFF) return std::nullopt;
    if (code_point >= 0xD800 && code_point <= 0xDBFF) {
      if (at + 1 >= utf16.size() || utf16[at + 1] < 0xDC00 || utf16[at + 1] > 0xDFFF) {
        return std::nullopt;
      }
      code_point = 0x10000 + ((code_point - 0xD800) << 10) + (utf16[++at] - 0xDC00U);
    }
    if (code_point < 0x80) {
      out += static_cast<char>(code_point);
    } else if (code_point < 0x800) {
      out += static_cast<char>(0xC0 | (code_point >> 6));
      out += static_cast<char>(0x80 | (code_point & 0x3F));
    } else if (code_point < 0x10000) {
      out += static_cast<char>(0xE0 | (code_point >> 12));
      out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code_point & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (code_point >> 18));
      out += static_cast<char>(0x80 | ((code_point >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code_point & 0x3F));
    }
  }
  return out;
}

std::string compress_to_base64(std::string_view utf8) {
  const std::u16string text = utf16_of(utf8);
  constexpr std::uint32_t kUnset = 0xFFFFFFFF;
  // The code of each single character seen, and whether it still waits to be sent as a
  // literal; the code of each longer string, keyed by (code of all but its last unit, last).
  std::vector<std::uint32_t> single(0x10000, kUnset);
  std::vector<bool> unsent(0x10000, false);
  std::unordered_map<std::uint64_t, std::uint32_t> longer;
  std::uint32_t next_code = 3;
  CodeWidth width{2, 2};
  BitWriter out;

  // The string being matched: its code, length and (when one long) its unit.
  std::uint32_t current = kUnset;
  std::size_t current_length = 0;
  char16_t current_unit = 0;
  const auto emit_current = [&] {
    if (current_length == 1 && unsent[current_unit]) {
      const bool narrow = current_unit < 256;
      out.put(narrow ? 0 : 1, width.bits);
      out.put(current_unit, narrow ? 8 : 16);
      width.count_entry();
      unsent[current_unit] = false;
    } else {
      out.put(current, width.bits);
    }
    width.count_entry();
  };

  for (const char16_t unit : text) {
    if (single[unit] == kUnset) {
      single[unit] = next_code++;
      unsent[unit] = true;
    }
    if (current_length == 0) {
      current = single[unit];
      current_length = 1;
      current_unit = unit;
      continue;
    }
    const std::uint64_t key = (std::uint64_t{current} << 16) | unit;
    if (const auto found = longer.find(key); found != longer.end()) {
      current = found->second;
      ++current_length;
      continue;
    }
    emit_current();
    longer.emplace(key, next_code++);
    current = single[unit];
    current_length = 1;
    current_unit = unit;
  }
  if (current_length > 0) emit_current();
  out.put(2, width.bits);
  return out.finish();
}

std::optional<std::string> decompress_from_base64(std::string_view base64, std::size_t max_units) {
  max_units = std::min(max_units, kMaxTextUnits);  // so that every place fits 32 bits
  std::vector<std::uint8_t> values;
  values.reserve(base64.size());
  bool padded = false;
  for (const char character : base64) {
    const int value = value_of(character);
    if (value == kSkipped) continue;
    if (value == kNoValue) return std::nullopt;
    if (value == kPadding) {
      padded = true;
    } else if (character == ' ' && (values.empty() || padded)) {
      continue;  // leading spaces, and spaces after the padding
    } else if (padded) {
      return std::nullopt;
    } else {
      values.push_back(static_cast<std::uint8_t>(value));
    }
  }
  if (values.empty()) return std::nullopt;

  BitReader in(values);
  std::u16string text;
  std::vector<Piece> dictionary(3, Piece{0, 0});  // codes 0, 1, 2 name no string
  CodeWidth width{3, 4};
  const auto literal = [&](std::uint64_t kind) { return in.get(kind == 0 ? 8 : 16); };

  const std::uint64_t first = in.get(2);
  if (first == 2) return std::string();
  if (first == 3) return std::nullopt;
  text += static_cast<char16_t>(literal(first));
  dictionary.push_back({0, 1});
  Piece previous{0, 1};
  while (true) {
    if (in.past_end()) return std::nullopt;  // cut short: no end code
    if (width.bits > 32) return std::nullopt;
    const std::uint64_t code = in.get(width.bits);
    if (code == 2) break;
    Piece piece{};
    const auto start = static_cast<std::uint32_t>(text.size());
    if (code < 2) {
      if (text.size() + 1 > max_units) return std::nullopt;
      text += static_cast<char16_t>(literal(code));
      piece = {start, 1};
      dictionary.push_back(piece);
      width.count_entry();
    } else if (code < dictionary.size()) {
      const Piece known = dictionary[code];
      if (text.size() + known.length > max_units) return std::nullopt;
      text.resize(text.size() + known.length);
      std::copy_n(text.begin() + known.start, known.length, text.begin() + start);
      piece = {start, known.length};
    } else if (code == dictionary.size()) {
      // The string being defined by this very step: the previous one and its first unit.
      if (text.size() + previous.length + 1 > max_units) return std::nullopt;
      text.resize(text.size() + previous.length + 1);
      std::copy_n(text.begin() + previous.start, previous.length, text.begin() + start);
      text[start + previous.length] = text[previous.start];
      piece = {start, previous.length + 1};
    } else {
      return std::nullopt;
    }
    // The previous string and the first unit of this one, which follows it in the text.
    dictionary.push_back({previous.start, previous.length + 1});
    width.count_entry();
    previous = piece;
  }
  return utf8_of(text);
}

}  // namespace sudoku::lz_string
