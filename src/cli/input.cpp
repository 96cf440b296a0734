// InputSource: files and standard input, read lazily.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <sstream>

#include "cli/cli.hpp"

namespace sudoku::cli {

InputSource::InputSource(const std::string& path) : stream_(&std::cin), name_(path) {
  if (path == "-") {
    name_ = "stdin";
  } else {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
      throw CommandError("cannot read '" + path + "': it is a directory", kExitBadInput);
    }
    file_ = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*file_) {
      throw CommandError("cannot open '" + path + "': " + std::strerror(errno), kExitBadInput);
    }
    stream_ = file_.get();
  }
  // Read up to the first line that holds a puzzle (past comments and headers); its length
  // tells the shape, except for a length that may be a grid's row: then up to that many
  // lines and one more.
  std::string line;
  int content_lines = 0;
  int lines_wanted = 1;
  while (content_lines < lines_wanted && std::getline(*stream_, line)) {
    if (peeked_lines_ == 0) line = std::string(without_byte_order_mark(line));
    peeked_ += line;
    peeked_ += '\n';
    ++peeked_lines_;
    if (is_blank_or_comment(line) || (content_lines == 0 && is_header_line(line))) continue;
    if (++content_lines == 1) {
      const int width = cells_in_line(line);
      if (width >= 16 && width <= kMaxSide) lines_wanted = std::min(width + 1, kLinesToDetectShape);
    }
  }
  if (stream_->bad()) {
    throw CommandError("cannot read '" + path + "': " + std::strerror(errno), kExitBadInput);
  }
  shape_ = detect_shape(peeked_);
  head_ = peeked_;
}

Variant InputSource::variant(std::optional<Variant> asked) const {
  return resolve_variant(head_, name_, asked);
}

std::string InputSource::read_all() {
  std::string text = std::move(peeked_);
  peeked_.clear();
  text.append(std::istreambuf_iterator<char>(*stream_), std::istreambuf_iterator<char>());
  return text;
}

bool InputSource::next_line(std::string& line, int& number) {
  if (lines_given_ < peeked_lines_) {
    const std::size_t end = peeked_.find('\n');
    line = peeked_.substr(0, end);
    peeked_.erase(0, end + 1);
  } else if (!std::getline(*stream_, line)) {
    return false;
  }
  number = ++lines_given_;
  return true;
}

}  // namespace sudoku::cli
