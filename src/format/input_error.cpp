#include <utility>

#include "sudoku/format.hpp"

namespace sudoku {

InputError::InputError(std::string source, int line, int column, std::string problem)
    : std::runtime_error(source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
                         problem),
      source_(std::move(source)),
      line_(line),
      column_(column),
      problem_(std::move(problem)) {}

}  // namespace sudoku
