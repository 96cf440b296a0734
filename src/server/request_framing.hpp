// Where one HTTP/1.1 request ends in the bytes a connection has sent, decided before anything
// parses it. The connection loop (connection_loop.hpp) hands a request to a worker only once
// all of it has arrived, so a slow client costs a buffer, never a thread; and every size limit
// is checked here on the bytes as they come in, so a request over a limit is refused after at
// most the limit's worth of bytes, whatever its encoding:
//
//   request line "METHOD /target HTTP/1.1" (or 1.0)  a method HTTP/1.1 names (another in
//                                                      capitals: 501), another version 505,
//                                                      anything else 400
//   each line of the head                              ≤ 8192 bytes with its CRLF, else 414 / 431
//   head (request line + header lines + blank line)   ≤ max_head_bytes and
//                                                      ≤ max_header_lines lines, else 431
//   Content-Length: N                                  N ≤ max_body_bytes, else 413 at once
//   Transfer-Encoding: chunked                         data ≤ max_body_bytes and the body as
//                                                      sent (chunk lines too) ≤ twice that,
//                                                      else 413 as soon as it passes
//   Content-Encoding other than identity               415 (a gzip body inflates ~1000×)
//   other transfer codings                             501
//   both lengths, two of one, a bad number, a bare LF,
//   a header line without a colon, a bad chunk line,
//   a control byte in a header (NUL, a bare CR), a mark
//   in a header's name,
//   no Host header or two                              400
//
// The framer checks everything the parser (http_message.hpp) then relies on, so the two
// always agree on where a request ends and a pipelined request behind it is never misread.
// It resumes where it stopped, so bytes trickling in are each looked at once.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sudoku::server {

struct FramingLimits {
  std::size_t max_head_bytes;
  std::size_t max_header_lines;
  std::size_t max_body_bytes;
};

// The status and message of a request refused while framing.
struct Refusal {
  int status = 0;
  std::string message;
};

// The message of a 413.
std::string body_too_large_message(std::size_t max_body_bytes);

class RequestFramer {
 public:
  enum class Progress { incomplete, complete, refused };

  explicit RequestFramer(const FramingLimits& limits) : limits_(limits) {}

  // `bytes` are the connection's bytes from the first byte of this request on: the same bytes
  // as at the last call, and maybe more. Looks only at what it has not seen yet.
  Progress advance(std::string_view bytes);
  // Once complete: how many of the bytes are this request.
  std::size_t length() const { return length_; }
  // Once refused: why.
  const Refusal& refusal() const { return refusal_; }
  // The head has arrived and asks "Expect: 100-continue" (the body has not all arrived).
  bool expects_continue() const { return expects_continue_; }
  // Starts over for the next request.
  void reset() { *this = RequestFramer(limits_); }

 private:
  enum class Stage { head, fixed_body, chunk_size, chunk_data, last_chunk_end, done, refused };

  Progress advance_head(std::string_view bytes);
  Progress read_head_fields(std::string_view head);
  Progress advance_chunks(std::string_view bytes);
  Progress refuse(int status, std::string message);
  Progress complete(std::size_t length);

  FramingLimits limits_;
  Stage stage_ = Stage::head;
  std::size_t position_ = 0;  // the first byte not yet looked at
  std::size_t header_lines_ = 0;
  std::size_t head_length_ = 0;
  std::size_t body_length_ = 0;  // Content-Length
  std::size_t chunk_left_ = 0;   // the data still to come of the current chunk
  std::size_t body_data_ = 0;    // chunk data so far
  std::size_t length_ = 0;
  bool expects_continue_ = false;
  Refusal refusal_;
};

}  // namespace sudoku::server
