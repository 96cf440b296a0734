// The extension `sudokit._sudokit`: every binding file adds its part (bindings.hpp). The package
// python/sudokit/__init__.py re-exports it.
#include "bindings.hpp"

PYBIND11_MODULE(_sudokit, module) {
  namespace python = sudoku::python;
  module.doc() =
      "Solve, check, count, rate, explain and generate Sudoku puzzles of every variant and size: "
      "the C++ library of the sudoku project. Import the package `sudokit`, not this module.";
  module.attr("__version__") = SUDOKU_VERSION;
  python::bind_errors(module);
  python::bind_puzzle(module);
  python::bind_solve(module);
  python::bind_logic(module);
  python::bind_generate(module);
  python::bind_batch(module);
}
