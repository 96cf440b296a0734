// Puzzle, Cage and ExtraHouse in Python: made from lists or NumPy arrays, read from text in every
// format the library reads (read_puzzle, read_line: f-puzzles JSON and links with their variant
// rules too), written in each output format. A reader's notes (the drawings an f-puzzles JSON
// had, skipped) become Python warnings (UserWarning), as the command prints them on stderr.
//
//   >>> p = sudokit.Puzzle.parse(open("board").read(), source="board")   # InputError on bad text
//   >>> p.size, p.variant, p.given_count, p.to_line()
//
// Cells are numbered row-major from 0 as in the library; messages name them r1c1 … rNcN.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/operators.h>
#include <pybind11/stl.h>

#include "bindings.hpp"

namespace sudoku::python {
namespace {

// Whole numbers from a Python sequence or array (any nesting NumPy accepts), with their shape.
struct Numbers {
  std::vector<std::int64_t> values;
  std::vector<py::ssize_t> shape;
};

Numbers whole_numbers(const py::handle& object, const std::string& what) {
  py::array array = py::array::ensure(object);
  if (!array) throw py::type_error(what + " must be a sequence (or array) of whole numbers");
  const char kind = array.dtype().kind();
  if (kind != 'i' && kind != 'u') {
    throw py::type_error(what + " must be whole numbers, not " +
                         std::string(py::str(array.dtype())));
  }
  const auto converted =
      py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(array);
  if (!converted) throw py::error_already_set();
  Numbers numbers;
  numbers.values.assign(converted.data(), converted.data() + converted.size());
  numbers.shape.assign(converted.shape(), converted.shape() + converted.ndim());
  return numbers;
}

// The side of a grid given as N*N numbers or N rows of N.
int side_of(const Numbers& numbers, const std::string& what) {
  py::ssize_t side = 0;
  if (numbers.shape.size() == 2 && numbers.shape[0] == numbers.shape[1]) {
    side = numbers.shape[0];
  } else if (numbers.shape.size() == 1) {
    while ((side + 1) * (side + 1) <= numbers.shape[0]) ++side;
    if (side * side != numbers.shape[0]) side = 0;
  }
  if (side < 1 || side > kMaxSide) {
    throw py::value_error(what +
                          " must be N*N numbers or N rows of N numbers, N from 1 to 64 (got "
                          "shape " +
                          std::string(py::str(py::cast(numbers.shape))) + ")");
  }
  return static_cast<int>(side);
}

Geometry geometry_of(int side, const py::object& regions) {
  if (regions.is_none()) return Geometry(side);
  const Numbers numbers = whole_numbers(regions, "regions");
  if (side_of(numbers, "regions") != side) {
    throw py::value_error("regions must have the shape of the cells");
  }
  std::vector<std::uint8_t> labels;
  for (std::size_t cell = 0; cell < numbers.values.size(); ++cell) {
    const std::int64_t region = numbers.values[cell];
    if (region < 0 || region >= side) {
      throw py::value_error("the region of cell " +
                            cell_name(Geometry(side), static_cast<int>(cell)) + " is " +
                            std::to_string(region) + ": expected 0 to " + std::to_string(side - 1));
    }
    labels.push_back(static_cast<std::uint8_t>(region));
  }
  return Geometry(side, std::move(labels));
}

// The greatest total of any cage: 64 cells of a 64×64 grid.
const int kGreatestCageTotal = greatest_cage_total(kMaxSide, kMaxSide);

// A whole number of a cage (a cell or its total) from any Python int: one too large for any
// grid is a ValueError naming it as written, never a failed conversion.
int cage_number(const py::handle& value, const char* what) {
  if (!PyLong_Check(value.ptr()) || PyBool_Check(value.ptr())) {
    throw py::type_error(std::string("a cage's ") + what + " must be a whole number, not " +
                         std::string(py::str(py::type::of(value).attr("__name__"))));
  }
  int overflow = 0;
  const long long number = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow == 0 && number >= std::numeric_limits<int>::min() &&
      number <= std::numeric_limits<int>::max()) {
    return static_cast<int>(number);
  }
  const auto written = py::str(value).cast<std::string>();
  if (std::string_view(what) == "sum") {
    throw py::value_error("a cage totals at most " + std::to_string(kGreatestCageTotal) +
                          " (64 cells of a 64×64 grid), not " + written);
  }
  throw py::value_error("a constraint names cell " + written + ", outside the grid");
}

std::vector<int> cage_cells(const py::handle& cells) {
  if (py::isinstance<py::str>(cells) || !py::isinstance<py::iterable>(cells)) {
    throw py::type_error("a cage's cells must be a sequence of cell indices");
  }
  std::vector<int> numbers;
  for (const py::handle cell : cells) numbers.push_back(cage_number(cell, "cell"));
  return numbers;
}

Cage cage_argument(const py::handle& object) {
  if (py::isinstance<Cage>(object)) return object.cast<Cage>();
  if (py::isinstance<py::tuple>(object) || py::isinstance<py::list>(object)) {
    const auto pair = object.cast<py::sequence>();
    if (pair.size() == 2) return Cage{cage_cells(pair[0]), cage_number(pair[1], "sum")};
  }
  throw py::type_error("a cage is a sudokit.Cage or a pair (cells, sum)");
}

// The name of a cage in messages: "cage at r1c1", its first cell.
std::string cage_name(const Geometry& geometry, const Cage& cage) {
  return "cage at " +
         (cage.cells.empty() ? std::string("?") : cell_name(geometry, cage.cells.front()));
}

Puzzle make_puzzle(const py::object& cells, const py::object& regions, bool x,
                   const py::object& cages) {
  const Numbers numbers = whole_numbers(cells, "cells");
  const int side = side_of(numbers, "cells");
  Puzzle puzzle(geometry_of(side, regions));
  for (std::size_t cell = 0; cell < numbers.values.size(); ++cell) {
    const std::int64_t digit = numbers.values[cell];
    if (digit < 0 || digit > side) {
      throw py::value_error(cell_name(puzzle.geometry(), static_cast<int>(cell)) + " holds " +
                            std::to_string(digit) + ": a " + std::to_string(side) + "×" +
                            std::to_string(side) + " grid takes 0 (blank) to " +
                            std::to_string(side));
    }
    puzzle.set(static_cast<int>(cell), static_cast<Digit>(digit));
  }
  if (x) puzzle.add_x_diagonals();
  if (!cages.is_none()) {
    // The cage each cell is in, by its place in `cages` (-1: none yet). The command's readers
    // give every cell one label, so no cell is in two cages; nor is one here, or to_text()
    // would write another puzzle.
    const Geometry& geometry = puzzle.geometry();
    std::vector<int> cage_of(static_cast<std::size_t>(puzzle.cell_count()), -1);
    std::vector<Cage> taken;
    for (const py::handle item : cages) {
      Cage cage = cage_argument(item);
      if (const auto problem = cage_problem(geometry, cage)) {
        throw py::value_error(cage_name(geometry, cage) + ": " + *problem);
      }
      puzzle.add_constraint(cage);  // std::invalid_argument for a cell outside or named twice
      for (const int cell : cage.cells) {
        int& owner = cage_of[static_cast<std::size_t>(cell)];
        if (owner >= 0) {
          throw py::value_error(cage_name(geometry, cage) + ": " + cell_name(geometry, cell) +
                                " is already in the " +
                                cage_name(geometry, taken[static_cast<std::size_t>(owner)]) +
                                "; a cell is in one cage at most");
        }
        owner = static_cast<int>(taken.size());
      }
      taken.push_back(std::move(cage));
    }
    if (const auto problem = cage_totals_problem(puzzle)) throw py::value_error(*problem);
  }
  return puzzle;
}

Validation validation_of(bool validate) {
  return validate ? Validation::full : Validation::shape_only;
}

// The bytes of a file, read by Python (so that its errors are Python's OSError), and its name.
std::pair<std::string, std::string> file_text(const py::object& path) {
  const py::module_ os = py::module_::import("os");
  const auto name = os.attr("fsdecode")(path).cast<std::string>();
  py::object file = py::module_::import("builtins").attr("open")(path, "rb");
  py::object data;
  try {
    data = file.attr("read")();
  } catch (...) {
    file.attr("close")();
    throw;
  }
  file.attr("close")();
  return {name, data.cast<std::string>()};
}

// read_puzzle, its notes warned.
Puzzle read_warning(std::string_view text, const std::string& source, bool validate,
                    const std::optional<std::string>& variant) {
  ReadNotes notes;
  Puzzle puzzle = read_puzzle(text, source, validation_of(validate),
                              optional_variant_argument(variant), &notes);
  for (const std::string& note : notes) {
    std::string message = source;
    message += ": ";
    message += note;
    py::module_::import("warnings").attr("warn")(message);
  }
  return puzzle;
}

// What a pickle keeps: the whole-puzzle text when it reads back equal, else (variant rules, an
// extra house other than both X diagonals) f-puzzles JSON, which holds them.
std::string pickled_text(const Puzzle& puzzle) {
  std::string text = to_puzzle_text(puzzle);
  if (read_puzzle(text, "pickle", Validation::shape_only) == puzzle) return text;
  return to_fpuzzles(puzzle);
}

// A batch text: the header (or `variant`) names the variant; every line that is not blank, a
// comment or a header is one puzzle.
std::vector<Puzzle> parse_batch(std::string_view text, const std::string& source,
                                const std::optional<std::string>& variant, bool validate) {
  const Variant resolved = resolve_variant(text, source, optional_variant_argument(variant));
  std::vector<Puzzle> puzzles;
  for_each_line(without_byte_order_mark(text), [&](std::string_view line, int line_number) {
    check_line_length(line, source, line_number);
    if (is_blank_or_comment(line) || is_header_line(line)) return;
    puzzles.push_back(read_line(line, source, line_number, validation_of(validate), resolved));
  });
  return puzzles;
}

std::vector<std::vector<int>> rows_of(const Puzzle& puzzle) {
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(puzzle.side()));
  for (int row = 0; row < puzzle.side(); ++row) {
    for (int column = 0; column < puzzle.side(); ++column) {
      rows[static_cast<std::size_t>(row)].push_back(puzzle.at(row, column));
    }
  }
  return rows;
}

// A cell given as an index or as (row, column), both from 0.
int cell_argument(const Puzzle& puzzle, const py::handle& key) {
  int cell = 0;
  if (py::isinstance<py::tuple>(key)) {
    const auto [row, column] = key.cast<std::pair<int, int>>();
    if (row < 0 || row >= puzzle.side() || column < 0 || column >= puzzle.side()) {
      throw py::index_error("no cell at row " + std::to_string(row) + ", column " +
                            std::to_string(column) + " (from 0) in a " +
                            std::to_string(puzzle.side()) + "×" + std::to_string(puzzle.side()) +
                            " grid");
    }
    cell = puzzle.geometry().cell(row, column);
  } else {
    cell = key.cast<int>();
    if (cell < 0) cell += puzzle.cell_count();
    if (cell < 0 || cell >= puzzle.cell_count()) {
      throw py::index_error("no cell " + std::to_string(key.cast<int>()) + " in a grid of " +
                            std::to_string(puzzle.cell_count()) + " cells");
    }
  }
  return cell;
}

std::string repr_of(const Puzzle& puzzle) {
  const Variant variant = variant_of(puzzle);
  std::string text = "Puzzle.parse_line(" + std::string(py::repr(py::str(to_puzzle_line(puzzle))));
  if (variant != Variant{}) text += ", variant='" + variant_name(variant) + "'";
  if (!breaks_no_rule(puzzle) || find_cage_conflict(puzzle)) text += ", validate=False";
  return text + ")";
}

}  // namespace

void bind_puzzle(py::module_& module) {
  py::class_<Cage>(module, "Cage",
                   "A Killer cage: its cells (indices from 0, row-major) hold distinct digits "
                   "adding up to sum.")
      .def(py::init([](const py::object& cells, const py::object& sum) {
             return Cage{cage_cells(cells), cage_number(sum, "sum")};
           }),
           py::arg("cells"), py::arg("sum"))
      .def_property(
          "cells", [](const Cage& cage) { return cage.cells; },
          [](Cage& cage, const py::object& cells) { cage.cells = cage_cells(cells); },
          "The cells, as indices from 0 (row-major).")
      .def_property(
          "sum", [](const Cage& cage) { return cage.sum; },
          [](Cage& cage, const py::object& sum) { cage.sum = cage_number(sum, "sum"); },
          "The total of the cage's digits.")
      .def(py::self == py::self)
      .def("__repr__", [](const Cage& cage) {
        return "Cage(cells=" + std::string(py::repr(py::cast(cage.cells))) +
               ", sum=" + std::to_string(cage.sum) + ")";
      });

  py::class_<ExtraHouse>(module, "ExtraHouse",
                         "An extra all-different house beyond rows, columns and boxes (the "
                         "diagonals of Sudoku X).")
      .def_readonly("name", &ExtraHouse::name,
                    "'main diagonal', 'anti-diagonal', or from f-puzzles JSON 'extra region 1', "
                    "'disjoint group 1', ….")
      .def_readonly("cells", &ExtraHouse::cells, "Its cells, as indices from 0.")
      .def("__repr__", [](const ExtraHouse& house) { return "<ExtraHouse " + house.name + ">"; });

  py::class_<Puzzle>(module, "Puzzle",
                     R"(A puzzle of any variant and size: a grid of side N (1 to 64) with regular
boxes or jigsaw regions, its givens (0 for a blank), the X diagonals and Killer cages.

Make one from text with Puzzle.parse (every format the library reads), Puzzle.parse_line (one
line of a batch), Puzzle.read (a file) or Puzzle.from_json, or from numbers:
Puzzle(cells, regions=None, x=False, cages=None), where cells are N*N numbers or N rows of N
(a list or a NumPy array). Cells are numbered from 0, row-major: puzzle[cell] or
puzzle[row, column] is a digit (0 blank).)")
      .def(
          py::init(&make_puzzle), py::arg("cells"), py::kw_only(), py::arg("regions") = py::none(),
          py::arg("x") = false, py::arg("cages") = py::none(),
          R"(A puzzle from its cells (N*N numbers or N rows of N, 0 for a blank), with jigsaw regions
(the same shape, each cell's region 0..N-1), the X diagonals, and Killer cages (Cage objects or
(cells, sum) pairs). Raises ValueError for a digit above N, regions that are not N cells each,
or an impossible cage. The givens are not checked against the rules: see conflict and check().)")
      .def_static(
          "parse",
          [](std::string_view text, const std::string& source,
             const std::optional<std::string>& variant,
             bool validate) { return read_warning(text, source, validate, variant); },
          py::arg("text"), py::kw_only(), py::arg("source") = "<string>",
          py::arg("variant") = py::none(), py::arg("validate") = true,
          R"(Reads one puzzle in any format the library reads: a grid, one line, a Killer's or
jigsaw's block form, with or without a `variant:` header, f-puzzles JSON (by its first character
'{') or an f-puzzles or SudokuPad link, with every variant rule, or a forum Killer form
(docs/formats.md). Drawings of an f-puzzles JSON carry no rule: they are skipped with a
UserWarning saying so. `variant` applies to text without a header ("x", "killer", "jigsaw+x", …; both given and different is an error).
`source` names the text in messages. Raises InputError ("source:line:column: problem"), or its
subclass GivensConflict when the givens clash; validate=False reads the shape only, so that a
puzzle whose givens clash can still be checked or solved (it has no solution).)")
      .def_static(
          "parse_line",
          [](std::string_view line, const std::string& source, int line_number,
             const std::string& variant, bool validate) {
            return read_line(line, source, line_number, validation_of(validate),
                             variant_argument(variant));
          },
          py::arg("line"), py::kw_only(), py::arg("source") = "<string>",
          py::arg("line_number") = 1, py::arg("variant") = "classic", py::arg("validate") = true,
          R"(Reads one puzzle written on one line (a line of a batch) in the one-line form of
`variant`; `line_number` is its place in `source`, for messages. Raises InputError.)")
      .def_static(
          "read",
          [](const py::object& path, const std::optional<std::string>& variant, bool validate) {
            const auto [name, text] = file_text(path);
            return read_warning(text, name, validate, variant);
          },
          py::arg("path"), py::kw_only(), py::arg("variant") = py::none(),
          py::arg("validate") = true,
          R"(Reads the one puzzle of a file, named in messages as `path` is written (as the CLI
does: "board:2:4: bad symbol 'x': …"). Raises OSError, InputError.)")
      .def_property_readonly("size", &Puzzle::side, "The side N of the grid (9 for a classic).")
      .def_property_readonly(
          "box",
          [](const Puzzle& puzzle) {
            return std::pair(puzzle.geometry().box_rows(), puzzle.geometry().box_columns());
          },
          "The shape (rows, columns) of the regular boxes: (3, 3) for 9×9, (2, 3) for 6×6.")
      .def_property_readonly("cell_count", &Puzzle::cell_count, "N*N.")
      .def_property_readonly(
          "variant", [](const Puzzle& puzzle) { return variant_name(variant_of(puzzle)); },
          "'classic', or the parts 'killer', 'jigsaw', 'x' joined by '+'.")
      .def_property_readonly("has_x_diagonals", &Puzzle::has_x_diagonals,
                             "Both diagonals are houses (Sudoku X).")
      .def_property_readonly("has_cages", &Puzzle::has_cages, "It has Killer cages.")
      .def_property_readonly("has_variant_rules", &Puzzle::has_variant_rules,
                             "It has variant rules (thermometers, Kropki dots, …: rules.hpp), "
                             "as an f-puzzles JSON or link brings them.")
      .def_property_readonly(
          "rules",
          [](const Puzzle& puzzle) {
            std::vector<std::string> names;
            for (const Constraint& constraint : puzzle.constraints()) {
              names.push_back(rule_name(constraint));
            }
            return names;
          },
          "The name of each rule beyond rows, columns and boxes, one per rule in the order the "
          "puzzle has them: 'extra house', 'Killer cage', 'thermometer', 'white Kropki dot', ….")
      .def_property_readonly(
          "has_regions", [](const Puzzle& puzzle) { return puzzle.geometry().has_regions(); },
          "Its boxes are jigsaw regions.")
      .def_property_readonly(
          "cells",
          [](const Puzzle& puzzle) {
            return std::vector<int>(puzzle.cells().begin(), puzzle.cells().end());
          },
          "The N*N digits, row-major, 0 for a blank.")
      .def_property_readonly("rows", &rows_of, "The digits as N rows of N, 0 for a blank.")
      .def_property_readonly(
          "regions",
          [](const Puzzle& puzzle) -> std::optional<std::vector<int>> {
            if (!puzzle.geometry().has_regions()) return std::nullopt;
            const auto& regions = puzzle.geometry().regions();
            return std::vector<int>(regions.begin(), regions.end());
          },
          "The region (0..N-1) of every cell of a jigsaw, row-major; None for regular boxes.")
      .def_property_readonly(
          "cages",
          [](const Puzzle& puzzle) {
            std::vector<Cage> cages;
            for (const Constraint& constraint : puzzle.constraints()) {
              if (const auto* cage = std::get_if<Cage>(&constraint)) cages.push_back(*cage);
            }
            return cages;
          },
          "The Killer cages, in the order they were added.")
      .def_property_readonly(
          "extra_houses",
          [](const Puzzle& puzzle) {
            std::vector<ExtraHouse> extra;
            for (const Constraint& constraint : puzzle.constraints()) {
              if (const auto* house = std::get_if<ExtraHouse>(&constraint)) {
                extra.push_back(*house);
              }
            }
            return extra;
          },
          "The extra houses (the diagonals of an X puzzle).")
      .def_property_readonly("given_count", &Puzzle::given_count, "Cells holding a digit.")
      .def_property_readonly("blank_count", &Puzzle::blank_count, "Blank cells.")
      .def_property_readonly("is_complete", &Puzzle::is_complete,
                             "No blank cell is left (says nothing about the rules).")
      .def_property_readonly(
          "conflict",
          [](const Puzzle& puzzle) -> std::optional<std::string> {
            if (const auto conflict = find_conflict(puzzle)) {
              return cell_name(puzzle.geometry(), conflict->cell) + ": " +
                     describe(puzzle.geometry(), *conflict);
            }
            if (const auto cage_conflict = find_cage_conflict(puzzle)) {
              return cell_name(puzzle.geometry(), cage_conflict->cell) + ": " +
                     cage_conflict->problem;
            }
            if (const auto rule_conflict = find_rule_conflict(puzzle)) {
              return cell_name(puzzle.geometry(), rule_conflict->cell) + ": " +
                     rule_conflict->problem;
            }
            return std::nullopt;
          },
          "The first rule the givens break, as `sudoku check` words it ('r2c3: digit 8 already "
          "in box 1 (r3c2)'), or None.")
      .def(
          "to_numpy",
          [](const Puzzle& puzzle) {
            const auto side = static_cast<py::ssize_t>(puzzle.side());
            py::array_t<std::uint8_t> array({side, side});
            std::copy(puzzle.cells().begin(), puzzle.cells().end(), array.mutable_data());
            return array;
          },
          "The digits as a new NumPy array of shape (N, N) and dtype uint8, 0 for a blank.")
      .def(
          "cell_name",
          [](const Puzzle& puzzle, const py::handle& cell) {
            return sudoku::cell_name(puzzle.geometry(), cell_argument(puzzle, cell));
          },
          py::arg("cell"), "The name of a cell (an index or (row, column) from 0): 'r4c7'.")
      .def("__getitem__",
           [](const Puzzle& puzzle, const py::handle& cell) {
             return static_cast<int>(puzzle.at(cell_argument(puzzle, cell)));
           })
      .def("__setitem__",
           [](Puzzle& puzzle, const py::handle& cell, int digit) {
             if (digit < 0 || digit > puzzle.side()) {
               throw py::value_error("digit " + std::to_string(digit) + " in a " +
                                     std::to_string(puzzle.side()) + "×" +
                                     std::to_string(puzzle.side()) + " grid: expected 0 to " +
                                     std::to_string(puzzle.side()));
             }
             puzzle.set(cell_argument(puzzle, cell), static_cast<Digit>(digit));
           })
      .def("__len__", &Puzzle::cell_count)
      .def("to_grid", &to_grid, "N lines of N digits ('.' blank), each ending in a line end.")
      .def("to_line", &to_line, "The digits on one line of N*N symbols, no line end.")
      .def("to_pretty", &to_pretty,
           "The boxed table (cages or regions outlined), then the variant rules it cannot draw, "
           "one a line.")
      .def("to_json", &to_json,
           "One JSON object on one line: size, box, grid, rows, variant; regions, cages and rules "
           "(the variant rules) when the puzzle has them.")
      .def("to_text", &to_puzzle_text,
           "The whole puzzle as text that Puzzle.parse reads back equal: the grid of a "
           "classic, else a `variant:` header and the block form.")
      .def("to_puzzle_line", &to_puzzle_line,
           "The whole puzzle on one line (cages, regions and givens for a Killer or jigsaw), as "
           "Puzzle.parse_line(line, variant=puzzle.variant) reads it back.")
      .def(
          "format",
          [](const Puzzle& puzzle, const std::string& format) {
            return write(puzzle, format_argument(format));
          },
          py::arg("format"),
          "The text `sudoku solve --format FORMAT` prints for it, ending with a line end: 'grid' "
          "or 'line' (the givens, cages, regions and diagonals: no variant rule), 'pretty' or "
          "'json' (with the variant rules listed under the table or under \"rules\"); 'fpuzzles', "
          "f-puzzles JSON on one line with every rule (ValueError for a rule "
          "f-puzzles cannot say: a slow thermometer, a sum dot other than X and V); 'url', its "
          "f-puzzles link (https://www.f-puzzles.com/?load=…, which SudokuPad opens too); or a 9×9 "
          "Killer without givens in a forum form, 'sudocue' or 'pointers' (ValueError for "
          "another puzzle).")
      .def("is_solution_of", &is_solution_of, py::arg("puzzle"),
           "True when this grid is complete, breaks no rule and keeps every given of `puzzle`.")
      .def(
          "copy", [](const Puzzle& puzzle) { return puzzle; }, "A copy.")
      .def("__copy__", [](const Puzzle& puzzle) { return puzzle; })
      .def("__deepcopy__", [](const Puzzle& puzzle, const py::dict&) { return puzzle; })
      .def(py::self == py::self)
      .def("__str__", &to_puzzle_text)
      .def("__repr__", &repr_of)
      .def(py::pickle([](const Puzzle& puzzle) { return py::make_tuple(pickled_text(puzzle)); },
                      [](const py::tuple& state) {
                        return read_puzzle(state[0].cast<std::string>(), "pickle",
                                           Validation::shape_only);
                      }));
  // A Puzzle is mutable (__setitem__): it has no hash, as a list has none.
  module.attr("Puzzle").attr("__hash__") = py::none();

  module.def(
      "_variant_name", [](std::string_view name) { return variant_name(variant_argument(name)); },
      py::arg("name"),
      "The variant `name` spells, as Puzzle.variant writes it ('x+killer' -> 'killer+x'); "
      "ValueError for a name that is not one.");
  module.def("parse_batch", &parse_batch, py::arg("text"), py::kw_only(),
             py::arg("source") = "<string>", py::arg("variant") = py::none(),
             py::arg("validate") = true,
             R"(Reads a batch: one puzzle per line, as `sudoku solve FILE` does. A `variant:` header
(or `variant`) names the rules; blank lines, '#' comments and headers are skipped. Raises
InputError naming the source, line and column of the first line that is not a puzzle.)");
  module.def(
      "read_batch",
      [](const py::object& path, const std::optional<std::string>& variant, bool validate) {
        const auto [name, text] = file_text(path);
        return parse_batch(text, name, variant, validate);
      },
      py::arg("path"), py::kw_only(), py::arg("variant") = py::none(), py::arg("validate") = true,
      "parse_batch() over a file's text, its messages naming `path`. Raises OSError, InputError.");
}

}  // namespace sudoku::python
