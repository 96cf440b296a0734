// The framer on its own: where a request ends, decided the same whether its bytes come at once
// or one at a time (a slow client is read as a fast one). fuzz_http checks this on any bytes;
// these are the cases it found or that must hold word for word.
#include "server/request_framing.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "server/limits.hpp"

namespace sudoku::server {
namespace {

constexpr FramingLimits kLimits{kMaxHeadBytes, kMaxHeaderLines, kMaxBodyBytes};

struct Framed {
  RequestFramer::Progress progress;
  std::size_t length = 0;
  Refusal refusal;
};

Framed at_once(std::string_view bytes) {
  RequestFramer framer(kLimits);
  const RequestFramer::Progress progress = framer.advance(bytes);
  return {progress, framer.length(), framer.refusal()};
}

Framed byte_by_byte(std::string_view bytes) {
  RequestFramer framer(kLimits);
  RequestFramer::Progress progress = RequestFramer::Progress::incomplete;
  for (std::size_t seen = 1; seen <= bytes.size(); ++seen) {
    progress = framer.advance(bytes.substr(0, seen));
    if (progress != RequestFramer::Progress::incomplete) break;
  }
  return {progress, framer.length(), framer.refusal()};
}

const std::string kChunkedHead =
    "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    "Transfer-Encoding: chunked\r\n\r\n";

// A chunk line of the longest length allowed (64 bytes: a size and an extension) reads whole
// even when its CR has come and its LF not yet; it was refused as too long then, until
// fuzz_http found it.
TEST(RequestFramingTest, TheLongestChunkLineReadsWhenItsCrAndLfComeApart) {
  const std::string line = "2;" + std::string(62, 'x');
  ASSERT_EQ(line.size(), 64U);
  const std::string request = kChunkedHead + line + "\r\n{}\r\n0\r\n\r\n";
  for (const Framed& framed : {at_once(request), byte_by_byte(request)}) {
    EXPECT_EQ(framed.progress, RequestFramer::Progress::complete);
    EXPECT_EQ(framed.length, request.size());
  }
}

TEST(RequestFramingTest, AChunkLineOneByteTooLongIsRefusedHoweverItComes) {
  const std::string request = kChunkedHead + "2;" + std::string(63, 'x') + "\r\n{}\r\n0\r\n\r\n";
  for (const Framed& framed : {at_once(request), byte_by_byte(request)}) {
    EXPECT_EQ(framed.progress, RequestFramer::Progress::refused);
    EXPECT_EQ(framed.refusal.status, 400);
    EXPECT_EQ(framed.refusal.message, "bad request: a chunk size line is too long");
  }
}

// A bad chunk line holding a bare LF: the same refusal at once and byte by byte.
TEST(RequestFramingTest, ABadChunkLineIsTheSameRefusalHoweverItComes) {
  const std::string request =
      kChunkedHead + "8" + std::string(1, '\x01') + "ura\nContent-Type: text/plain\r\n";
  const Framed whole = at_once(request);
  const Framed trickled = byte_by_byte(request);
  EXPECT_EQ(whole.progress, RequestFramer::Progress::refused);
  EXPECT_EQ(whole.refusal.message, "bad request: a bad chunk size line");
  EXPECT_EQ(trickled.progress, whole.progress);
  EXPECT_EQ(trickled.refusal.message, whole.refusal.message);
}

}  // namespace
}  // namespace sudoku::server
