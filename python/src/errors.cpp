// The module's exceptions: the library's errors as Python exceptions with the same messages.
//
//   ValueError ─ InputError ─ GivensConflict      text that is not a puzzle / givens that clash
//   RuntimeError ─ GenerateError ─ GenerateTimeout
//
// An InputError's message is the CLI's line, "source:line:column: problem", and the instance
// carries the parts as attributes (source, line, column, problem). std::invalid_argument (a cell
// out of range, an engine that cannot take the puzzle) is pybind11's ValueError. The library's
// generator words its advice in the command's flags (--max-attempts); a Python caller reads the
// keyword arguments instead (max_attempts), so those few phrases are said again in Python's words.
#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

#include "bindings.hpp"
#include "sudoku/generate.hpp"

namespace sudoku::python {

std::string in_python_words(std::string message) {
  // The command's words in the library's generator messages, and generate()'s for them.
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 3> kPhrases{{
      {"more --max-attempts", "a larger max_attempts"},
      {"drop --minimal", "drop minimal=True"},
      {"(--proof-nodes)", "(node_limit)"},
  }};
  for (const auto& [command, python] : kPhrases) {
    for (auto at = message.find(command); at != std::string::npos;
         at = message.find(command, at + python.size())) {
      message.replace(at, command.size(), python);
    }
  }
  // "--symmetry rotate180" is generate(symmetry='rotate180').
  static constexpr std::string_view kSymmetry = "--symmetry ";
  if (auto at = message.find(kSymmetry); at != std::string::npos) {
    const auto name = at + kSymmetry.size();
    const auto end = std::min(message.find(' ', name), message.size());
    message = message.substr(0, at) + "symmetry='" + message.substr(name, end - name) + "'" +
              message.substr(end);
  }
  return message;
}

namespace {

// Sets the Python error to an instance of `type` made from the library's error.
void raise_input_error(const py::handle& type, const InputError& error) {
  py::object instance = type(error.what());
  instance.attr("source") = error.source();
  instance.attr("line") = error.line();
  instance.attr("column") = error.column();
  instance.attr("problem") = error.problem();
  PyErr_SetObject(type.ptr(), instance.ptr());
}

}  // namespace

void bind_errors(py::module_& module) {
  // Kept for the life of the process: the translator below refers to them.
  static const py::handle input_error =
      py::exception<InputError>(module, "InputError", PyExc_ValueError);
  static const py::handle givens_conflict =
      py::exception<GivensConflict>(module, "GivensConflict", input_error);
  static const py::handle generate_error =
      py::exception<GenerateError>(module, "GenerateError", PyExc_RuntimeError);
  static const py::handle generate_timeout =
      py::exception<GenerateTimeout>(module, "GenerateTimeout", generate_error);
  input_error.inc_ref();
  givens_conflict.inc_ref();
  generate_error.inc_ref();
  generate_timeout.inc_ref();
  input_error.attr("__doc__") =
      "Text that is not a puzzle: the message is the CLI's 'source:line:column: problem'; the "
      "attributes source, line, column (1-based) and problem hold its parts.";
  givens_conflict.attr("__doc__") =
      "A puzzle written correctly whose givens break a rule (a digit twice in a house, a cage "
      "its givens cannot make): it has no solution. A subclass of InputError.";
  generate_error.attr("__doc__") =
      "Generator options that cannot work together, or a difficulty not met in max_attempts.";
  generate_timeout.attr("__doc__") = "generate()'s time_limit passed before a puzzle was made.";

  // pybind11 takes a plain function of a std::exception_ptr by value.
  py::register_exception_translator(
      [](std::exception_ptr pointer) {  // NOLINT(performance-unnecessary-value-param)
        try {
          if (pointer) std::rethrow_exception(pointer);
        } catch (const GivensConflict& error) {
          raise_input_error(givens_conflict, error);
        } catch (const InputError& error) {
          raise_input_error(input_error, error);
        } catch (const GenerateTimeout& error) {
          PyErr_SetString(generate_timeout.ptr(), in_python_words(error.what()).c_str());
        } catch (const GenerateError& error) {
          PyErr_SetString(generate_error.ptr(), in_python_words(error.what()).c_str());
        }
      });
}

}  // namespace sudoku::python
