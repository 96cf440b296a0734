// Running another program from sudoku_bench (for qqwing): finding it on PATH, running it with
// files as its stdin and stdout while timing it, reading its output back, and a scratch
// directory for those files.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::bench {

// `name` itself when it holds a '/' and is executable; else the first executable PATH/name.
std::optional<std::string> find_program(const std::string& name);

struct ProcessRun {
  int exit_status = -1;  // -1: could not be started; 128 + N: killed by signal N
  double wall_seconds = 0;
};

// Runs `program args…` with stdin from `input` and stdout to `output`, and waits for it.
ProcessRun run_process(const std::string& program, const std::vector<std::string>& args,
                       const std::string& input, const std::string& output);

// The whole contents of the file at `path` ("" when it cannot be read).
std::string read_file(const std::string& path);

// A scratch directory for qqwing's input and output, removed at the end. Fails with exit
// status 2 when it cannot be made.
class ScratchDirectory {
 public:
  ScratchDirectory();
  ~ScratchDirectory();
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  std::string file(std::string_view name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

}  // namespace sudoku::bench
