// InputSource: files and standard input, read lazily through one fixed buffer (see cli.hpp).
//
// Whatever the input (a 1 GB line, /dev/zero, random bytes), memory stays bounded: a line is
// kept only up to kMaxLineBytes, a puzzle text only up to kMaxPuzzleTextBytes, and binary data
// is recognised within its first kBinaryWindow bytes and refused whole.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/cli.hpp"
#include "format/links.hpp"

namespace sudoku::cli {
namespace {

constexpr std::size_t kBufferBytes = std::size_t{64} << 10;

// Text holds no control byte but a tab, a line end, a vertical tab or a form feed.
bool is_text_byte(char symbol) {
  const auto byte = static_cast<unsigned char>(symbol);
  if (byte >= 0x20) return byte != 0x7f;
  return symbol == '\t' || symbol == '\n' || symbol == '\r' || symbol == '\f' || symbol == '\v';
}

std::string too_long_problem() {
  return fmt::format("line too long: more than {} bytes, longer than any puzzle line",
                     kMaxLineBytes);
}

// True when line `number` (from 1) of `text` is neither blank nor a comment.
bool is_content_line(std::string_view text, int number) {
  for (int line = 1; line < number && !text.empty(); ++line) {
    const std::size_t end = text.find('\n');
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  }
  return !text.empty() && !is_blank_or_comment(text.substr(0, text.find('\n')));
}

}  // namespace

InputSource::InputSource(const std::string& path) : name_(path), buffer_(kBufferBytes) {
  if (path == "-") {
    name_ = "stdin";
  } else {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
      throw CommandError("cannot read '" + path + "': it is a directory", kExitBadInput);
    }
    descriptor_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (descriptor_ < 0) {
      throw CommandError("cannot open '" + path + "': " + std::strerror(errno), kExitBadInput);
    }
    owns_descriptor_ = true;
  }
  // A regular file shows its first bytes before anything is printed (a pipe is never made to
  // wait for them: a program may be feeding it one line at a time).
  struct stat status {};
  const bool regular = ::fstat(descriptor_, &status) == 0 && S_ISREG(status.st_mode);
  regular_file_ = regular;
  if (regular) {
    while (end_ < kBinaryWindow && fill()) {
    }
    throw_if_binary(bytes_read_);
  }
  // Read up to the first line that holds a puzzle (past comments and headers); its length
  // tells the shape, except for a length that may be a grid's row: then up to that many
  // lines and one more. A line too long for any puzzle is a batch line (it stands in the text
  // the shape is read from as a line of one symbol, so that it is no row of a grid).
  std::string shape_text;
  int content_lines = 0;
  int lines_wanted = 1;
  bool too_long_first = false;
  Line line;
  while (content_lines < lines_wanted && read_line(line)) {
    if (peeked_.empty() && !line.too_long) {
      line.text = std::string(without_byte_order_mark(line.text));
    }
    const std::string& text = line.too_long ? std::string("?") : line.text;
    shape_text += text;
    shape_text += '\n';
    peeked_.push_back(line);
    if (!line.too_long &&
        (is_blank_or_comment(text) || (content_lines == 0 && is_header_line(text)))) {
      continue;
    }
    if (++content_lines == 1) {
      too_long_first = line.too_long;
      const int width = cells_in_line(text);
      if (width >= 16 && width <= kMaxSide) lines_wanted = std::min(width + 1, kLinesToDetectShape);
      // f-puzzles JSON or a link: one puzzle, or a batch when the next line is one too.
      if (!line.too_long && (looks_like_fpuzzles(text) || links::looks_like_link(text))) {
        lines_wanted = 2;
      }
    }
  }
  throw_if_binary(bytes_consumed());
  shape_ = too_long_first ? InputShape::lines : detect_shape(shape_text);
  head_ = std::move(shape_text);
}

InputSource::~InputSource() {
  if (owns_descriptor_) ::close(descriptor_);
}

Variant InputSource::variant(std::optional<Variant> asked) const {
  return resolve_variant(head_, name_, asked);
}

bool InputSource::fill() {
  if (at_end_) return false;
  if (begin_ == end_) {
    begin_ = 0;
    end_ = 0;
  } else if (end_ == buffer_.size()) {
    std::copy(buffer_.begin() + static_cast<std::ptrdiff_t>(begin_),
              buffer_.begin() + static_cast<std::ptrdiff_t>(end_), buffer_.begin());
    end_ -= begin_;
    begin_ = 0;
  }
  for (;;) {
    const ssize_t got = ::read(descriptor_, buffer_.data() + end_, buffer_.size() - end_);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      throw CommandError("cannot read '" + name_ + "': " + std::strerror(errno), kExitBadInput);
    }
    if (got == 0) {
      at_end_ = true;
      return false;
    }
    const auto count = static_cast<std::size_t>(got);
    // Look for binary data among the new bytes that fall in the window.
    for (std::size_t at = 0; binary_at_ == 0 && bytes_read_ + at < kBinaryWindow && at < count;
         ++at) {
      if (!is_text_byte(buffer_[end_ + at])) binary_at_ = bytes_read_ + at + 1;
    }
    bytes_read_ += count;
    end_ += count;
    return true;
  }
}

bool InputSource::read_line(Line& line) {
  line.text.clear();
  line.too_long = false;
  for (;;) {
    const auto first = buffer_.begin() + static_cast<std::ptrdiff_t>(begin_);
    const auto last = buffer_.begin() + static_cast<std::ptrdiff_t>(end_);
    const auto newline = std::find(first, last, '\n');
    if (skipping_) {
      begin_ = static_cast<std::size_t>(newline - buffer_.begin());
      if (newline != last) {
        ++begin_;
        skipping_ = false;
      } else if (!fill()) {
        skipping_ = false;
        return false;
      }
      continue;
    }
    const auto taken = static_cast<std::size_t>(newline - first);
    if (line.text.size() + taken > kMaxLineBytes) {
      // Too long: say so now, and drop the rest of the line on the next call.
      line.text.clear();
      line.too_long = true;
      begin_ = end_;
      skipping_ = newline == last;
      if (!skipping_) begin_ = static_cast<std::size_t>(newline - buffer_.begin()) + 1;
      return true;
    }
    line.text.append(first, newline);
    if (newline != last) {
      begin_ = static_cast<std::size_t>(newline - buffer_.begin()) + 1;
      return true;
    }
    begin_ = end_;
    if (!fill()) return !line.text.empty();
  }
}

std::uint64_t InputSource::bytes_consumed() const { return bytes_read_ - (end_ - begin_); }

void InputSource::throw_if_binary(std::uint64_t upto) const {
  if (binary_at_ != 0 && binary_at_ <= upto) {
    throw CommandError(
        fmt::format("{}: not a puzzle file: binary data at byte {}", name_, binary_at_),
        kExitBadInput, true);
  }
}

std::optional<std::uint64_t> InputSource::line_total() const {
  if (!regular_file_) return std::nullopt;
  std::vector<char> block(std::size_t{1} << 16);
  std::uint64_t lines = 0;
  off_t offset = 0;
  char last = '\n';
  for (;;) {
    const ssize_t got = ::pread(descriptor_, block.data(), block.size(), offset);
    if (got < 0) return std::nullopt;
    if (got == 0) break;
    const auto size = static_cast<std::size_t>(got);
    lines += static_cast<std::uint64_t>(std::count(block.begin(), block.begin() + got, '\n'));
    last = block[size - 1];
    offset += got;
  }
  return last == '\n' ? lines : lines + 1;  // a last line without its '\n' counts too
}

bool InputSource::next_line(std::string& line, int& number, bool& too_long) {
  if (!peeked_.empty()) {
    line = std::move(peeked_.front().text);
    too_long = peeked_.front().too_long;
    peeked_.pop_front();
  } else {
    Line read;
    const bool got = read_line(read);
    throw_if_binary(bytes_consumed());  // only once the bad byte is in what was handed out
    if (!got) return false;
    line = std::move(read.text);
    too_long = read.too_long;
  }
  number = ++lines_given_;
  return true;
}

Puzzle InputSource::read_puzzle(Validation validation, std::optional<Variant> asked) {
  std::string text;
  int number = 0;
  std::optional<InputError> cut;
  std::string line;
  bool too_long = false;
  while (next_line(line, number, too_long)) {
    if (too_long) {
      cut = InputError(name_, number, static_cast<int>(kMaxLineBytes) + 1, too_long_problem());
      break;
    }
    if (text.size() + line.size() + 1 > kMaxPuzzleTextBytes) {
      cut = InputError(name_, number, 1,
                       fmt::format("more than {} MiB: too long for one puzzle (a batch holds one "
                                   "puzzle per line)",
                                   kMaxPuzzleTextBytes >> 20));
      break;
    }
    text += line;
    text += '\n';
  }
  if (!cut) {
    ReadNotes notes;
    Puzzle puzzle = sudoku::read_puzzle(text, name_, validation, asked, &notes);
    // What the reader skipped (an f-puzzles puzzle's drawings) is said, never hidden.
    for (const std::string& note : notes) std::cerr << name_ << ": " << note << '\n';
    return puzzle;
  }
  // The text before the cut may show its own first problem, on one of its puzzle lines; else
  // the cut is the problem (an error about the text's end, such as rows missing, is not).
  try {
    sudoku::read_puzzle(text, name_, validation, asked);
  } catch (const InputError& error) {
    if (error.line() < cut->line() && is_content_line(text, error.line())) throw;
  }
  throw InputError(*cut);
}

}  // namespace sudoku::cli
