// Files embedded in the binary at build time (embed_files.cmake writes the arrays): the web
// page (web/*) and the graded puzzle collection (data/collection/*.txt). Read-only, so every
// thread may read them at once.
#pragma once

#include <span>
#include <string_view>

namespace sudoku::server {

struct EmbeddedFile {
  std::string_view path;   // relative to its folder: "index.html", "js/board.js", "classic.txt"
  std::string_view bytes;  // the file's contents
};

// web/*, sorted by path.
std::span<const EmbeddedFile> web_files();
// data/collection/*.txt, sorted by path.
std::span<const EmbeddedFile> collection_files();

}  // namespace sudoku::server
