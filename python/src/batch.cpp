// The batch functions: NumPy arrays of grids in, arrays of answers out, the work shared by
// threads with the GIL released (parallel_for, on the library's run_in_parallel).
//
//   grids   (n, N*N) array of whole numbers, one puzzle per row, 0 for a blank (any integer
//           dtype, any strides: a slice or a transposed view is read in place, never copied)
//   status  (n,) int8 per row: SOLVED 0, NO_SOLUTION 1, BUDGET_SPENT 2, INVALID 3 (a value
//           outside 0..N), NOT_UNIQUE 4, STALLED 5 (rate_batch: beyond the ladder)
//
// Each thread keeps one Puzzle and sets its cells row after row, so a row costs what the
// library's solve() costs and nothing more. Rows with givens that clash have no solution, as
// `sudoku solve` answers them.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <system_error>
#include <type_traits>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "sudoku/batch.hpp"

namespace sudoku::python {

// The per-row status codes (sudokit.Status in Python).
constexpr std::int8_t kSolved = 0;
constexpr std::int8_t kNoSolution = 1;
constexpr std::int8_t kBudgetSpent = 2;
constexpr std::int8_t kInvalid = 3;
constexpr std::int8_t kNotUnique = 4;
constexpr std::int8_t kStalled = 5;

namespace {

// Thrown from the progress callback with a Python error set (a signal's, or what the Python
// callback raised): raised as that error once the GIL is back.
struct PythonErrorSet {};

}  // namespace

void parallel_for(std::size_t count, int threads, std::size_t chunk,
                  const std::function<void(std::size_t begin, std::size_t end)>& work,
                  std::atomic<bool>* cancel, const py::handle progress) {
  const bool report = progress && !progress.is_none();
  BatchOptions batch;
  batch.threads = std::max(threads, 1);
  batch.chunk = std::max<std::size_t>(chunk, 1);
  batch.progress_interval = std::chrono::milliseconds(50);
  std::size_t reported = 0;
  bool called = false;
  // The library calls this from this thread, without the GIL: it takes the GIL to look for
  // signals and to call the Python callback when more rows are done (and for the last (total,
  // total)). An error stops the run: the ranges under way end early through `cancel`.
  batch.progress = [&](std::size_t done, std::size_t total) {
    const py::gil_scoped_acquire acquire;
    bool failed = PyErr_CheckSignals() != 0;  // sets KeyboardInterrupt (or a handler's error)
    if (!failed && report && (done != reported || (done == total && !called))) {
      reported = done;
      called = true;
      try {
        progress(done, total);
      } catch (py::error_already_set& error) {
        error.restore();
        failed = true;
      }
    }
    if (failed) {
      if (cancel != nullptr) cancel->store(true);
      throw PythonErrorSet{};
    }
  };
  bool interrupted = false;
  {
    const py::gil_scoped_release release;
    try {
      run_in_parallel(
          count, batch,
          [&](std::size_t begin, std::size_t end, const std::atomic<bool>&) { work(begin, end); });
    } catch (const PythonErrorSet&) {
      interrupted = true;
    } catch (const std::system_error&) {
      throw std::runtime_error(
          "cannot start a worker thread: lower threads=, or raise the process or memory limit");
    }
  }
  if (interrupted) throw py::error_already_set();
}

namespace {

// A 2-D array of grids, read in place (any integer dtype, any strides) without the GIL.
class Grids {
 public:
  explicit Grids(const py::handle& object) {
    if (py::isinstance<py::array>(object)) {
      array_ = py::reinterpret_borrow<py::array>(object);
    } else if (py::isinstance<py::sequence>(object) && !py::isinstance<py::str>(object) &&
               !py::isinstance<py::bytes>(object)) {
      // A list (any sequence) of rows: NumPy makes the array (ValueError for ragged rows).
      if (py::len(object) == 0) {
        throw py::value_error(
            "grids is an empty sequence, so its grid size is unknown: pass "
            "np.empty((0, 81), np.uint8)");
      }
      array_ = py::module_::import("numpy").attr("asarray")(object);
    } else {
      throw py::type_error(
          "grids must be a NumPy array or a sequence of rows, shape (n, N*N), e.g. (n, 81) "
          "uint8, not " +
          std::string(py::str(py::type::of(object).attr("__name__"))));
    }
    const char kind = array_.dtype().kind();
    if (kind != 'u' && kind != 'i') {
      throw py::type_error("grids must hold whole numbers (uint8 for speed), not " +
                           std::string(py::str(array_.dtype())));
    }
    if (!array_.dtype().attr("isnative").cast<bool>()) {
      throw py::type_error("grids must be in the machine's byte order (use .astype(np.uint8))");
    }
    if (array_.ndim() != 2) {
      throw py::value_error("grids must have 2 dimensions, shape (n, N*N); got " +
                            std::to_string(array_.ndim()));
    }
    rows_ = array_.shape(0);
    columns_ = array_.shape(1);
    while ((side_ + 1) * (side_ + 1) <= columns_) ++side_;
    if (side_ < 1 || side_ > kMaxSide || side_ * side_ != columns_) {
      throw py::value_error(
          "grids must have N*N columns for a side N from 1 to 64 (81 for 9×9); "
          "got " +
          std::to_string(columns_));
    }
    data_ = static_cast<const char*>(array_.data());
    row_stride_ = array_.strides(0);
    column_stride_ = array_.strides(1);
    kind_ = kind;
    itemsize_ = array_.itemsize();
  }

  std::size_t rows() const { return static_cast<std::size_t>(rows_); }
  int side() const { return static_cast<int>(side_); }
  int cell_count() const { return static_cast<int>(columns_); }

  // The digits of row `row` into `digits` (N*N entries); false when a value is outside 0..N.
  bool read_row(std::size_t row, std::vector<Digit>& digits) const {
    const char* start = data_ + static_cast<py::ssize_t>(row) * row_stride_;
    if (kind_ == 'u' && itemsize_ == 1 && column_stride_ == 1) {  // (n, N*N) uint8, C order
      std::memcpy(digits.data(), start, digits.size());
      return std::all_of(digits.begin(), digits.end(),
                         [this](Digit digit) { return digit <= side_; });
    }
    switch (itemsize_ * (kind_ == 'i' ? -1 : 1)) {
      case 1:
        return read_as<std::uint8_t>(start, digits);
      case -1:
        return read_as<std::int8_t>(start, digits);
      case 2:
        return read_as<std::uint16_t>(start, digits);
      case -2:
        return read_as<std::int16_t>(start, digits);
      case 4:
        return read_as<std::uint32_t>(start, digits);
      case -4:
        return read_as<std::int32_t>(start, digits);
      case 8:
        return read_as<std::uint64_t>(start, digits);
      default:
        return read_as<std::int64_t>(start, digits);
    }
  }

 private:
  template <typename T>
  bool read_as(const char* start, std::vector<Digit>& digits) const {
    for (py::ssize_t cell = 0; cell < columns_; ++cell) {
      T value{};
      std::memcpy(&value, start + cell * column_stride_, sizeof(T));
      if constexpr (std::is_signed_v<T>) {
        if (value < 0) return false;
      }
      if (static_cast<std::uint64_t>(value) > static_cast<std::uint64_t>(side_)) return false;
      digits[static_cast<std::size_t>(cell)] = static_cast<Digit>(value);
    }
    return true;
  }

  py::array array_;  // keeps the data alive
  const char* data_ = nullptr;
  py::ssize_t rows_ = 0;
  py::ssize_t columns_ = 0;
  py::ssize_t side_ = 0;
  py::ssize_t row_stride_ = 0;
  py::ssize_t column_stride_ = 0;
  char kind_ = 'u';
  py::ssize_t itemsize_ = 1;
};

// The puzzles of a batch's rows, of its side and variant, one after the other (one reader per
// thread): the reader keeps one Puzzle and writes each row's digits into it, so a row costs
// what solve() costs and no new Puzzle.
class RowReader {
 public:
  RowReader(const Grids& grids, bool x)
      : grids_(grids),
        puzzle_(Geometry(grids.side())),
        digits_(static_cast<std::size_t>(grids.cell_count())) {
    if (x) puzzle_.add_x_diagonals();
  }

  // The puzzle of row `row` (valid until the next call), or nullptr when a value is outside 0..N.
  const Puzzle* read(std::size_t row) {
    if (!grids_.read_row(row, digits_)) return nullptr;
    for (std::size_t cell = 0; cell < digits_.size(); ++cell) {
      puzzle_.set(static_cast<int>(cell), digits_[cell]);
    }
    return &puzzle_;
  }

 private:
  const Grids& grids_;
  Puzzle puzzle_;
  std::vector<Digit> digits_;
};

bool x_argument(const std::string& variant, int side) {
  const Variant parsed = variant_argument(variant);
  if (parsed.killer || parsed.jigsaw) {
    throw py::value_error(
        "the batch functions take classic and X grids; solve a Killer or "
        "jigsaw with sudokit.solve(Puzzle)");
  }
  if (parsed.x && (side == 2 || side == 3)) {
    throw py::value_error("no " + std::to_string(side) + "×" + std::to_string(side) +
                          " grid has both diagonals all different");
  }
  return parsed.x;
}

void require_engine_fits(const SolveOptions& options, int side, bool x) {
  if (options.algorithm == Algorithm::classic9 && (side != 9 || x)) {
    throw py::value_error("the classic9 engine solves plain 9×9 puzzles only");
  }
}

std::int8_t status_code(SolveStatus status) {
  switch (status) {
    case SolveStatus::solved:
      return kSolved;
    case SolveStatus::no_solution:
      return kNoSolution;
    case SolveStatus::budget_spent:
      return kBudgetSpent;
  }
  return kNoSolution;
}

py::tuple solve_batch(const py::handle& object, int threads, const std::string& algorithm,
                      std::uint64_t node_limit, double time_limit, const std::string& variant,
                      const py::object& progress, std::int64_t seed) {
  const Grids grids(object);
  SolveOptions options = solve_options(1, algorithm, node_limit, time_limit, seed);
  std::atomic<bool> cancel{false};
  options.stop = &cancel;
  const bool x = x_argument(variant, grids.side());
  require_engine_fits(options, grids.side(), x);
  const auto rows = static_cast<py::ssize_t>(grids.rows());
  py::array_t<std::uint8_t> solutions({rows, static_cast<py::ssize_t>(grids.cell_count())});
  py::array_t<std::int8_t> status(rows);
  std::uint8_t* out = solutions.mutable_data();
  std::int8_t* codes = status.mutable_data();
  const auto cells = static_cast<std::size_t>(grids.cell_count());
  parallel_for(
      grids.rows(), thread_count(threads), 256,
      [&](std::size_t begin, std::size_t end) {
        RowReader reader(grids, x);
        for (std::size_t row = begin; row < end; ++row) {
          std::uint8_t* answer = out + row * cells;
          const Puzzle* puzzle = reader.read(row);
          if (!puzzle) {
            codes[row] = kInvalid;
            std::fill(answer, answer + cells, 0);
            continue;
          }
          const SolveResult result = solve(*puzzle, options);
          codes[row] = status_code(result.status);
          if (result.solution) {
            std::copy(result.solution->cells().begin(), result.solution->cells().end(), answer);
          } else {
            std::fill(answer, answer + cells, 0);
          }
        }
      },
      &cancel, progress);
  return py::make_tuple(solutions, status);
}

py::tuple count_batch(const py::handle& object, std::uint64_t limit, int threads,
                      const std::string& algorithm, std::uint64_t node_limit, double time_limit,
                      const std::string& variant, const py::object& progress, std::int64_t seed) {
  const Grids grids(object);
  SolveOptions options = solve_options(limit, algorithm, node_limit, time_limit, seed);
  std::atomic<bool> cancel{false};
  options.stop = &cancel;
  const bool x = x_argument(variant, grids.side());
  require_engine_fits(options, grids.side(), x);
  const auto rows = static_cast<py::ssize_t>(grids.rows());
  py::array_t<std::uint64_t> counts(rows);
  py::array_t<std::int8_t> status(rows);
  std::uint64_t* out = counts.mutable_data();
  std::int8_t* codes = status.mutable_data();
  parallel_for(
      grids.rows(), thread_count(threads), 64,
      [&](std::size_t begin, std::size_t end) {
        RowReader reader(grids, x);
        for (std::size_t row = begin; row < end; ++row) {
          const Puzzle* puzzle = reader.read(row);
          if (!puzzle) {
            codes[row] = kInvalid;
            out[row] = 0;
            continue;
          }
          const SolveResult result = solve(*puzzle, options);
          codes[row] = status_code(result.status);
          out[row] = result.count;
        }
      },
      &cancel, progress);
  return py::make_tuple(counts, status);
}

py::tuple rate_batch(const py::handle& object, int threads, const std::string& variant,
                     const py::object& progress) {
  const Grids grids(object);
  const bool x = x_argument(variant, grids.side());
  const auto rows = static_cast<py::ssize_t>(grids.rows());
  py::array_t<float> scores(rows);
  py::array_t<std::int8_t> labels(rows);
  py::array_t<std::int8_t> status(rows);
  float* score_out = scores.mutable_data();
  std::int8_t* label_out = labels.mutable_data();
  std::int8_t* codes = status.mutable_data();
  // Rating one puzzle takes from microseconds to a second: rows are handed out one by one.
  parallel_for(
      grids.rows(), thread_count(threads), 1,
      [&](std::size_t begin, std::size_t end) {
        RowReader reader(grids, x);
        for (std::size_t row = begin; row < end; ++row) {
          score_out[row] = std::nanf("");
          label_out[row] = -1;
          const Puzzle* puzzle = reader.read(row);
          if (!puzzle) {
            codes[row] = kInvalid;
            continue;
          }
          const PuzzleRating rating = rate_puzzle(*puzzle);
          if (rating.status == "no_solution") {
            codes[row] = kNoSolution;
          } else if (rating.status == "not_unique") {
            codes[row] = kNotUnique;
          } else {
            codes[row] = rating.status == "stalled" ? kStalled : kSolved;
            label_out[row] = static_cast<std::int8_t>(rating.rating.difficulty);
            if (rating.status == "solved")
              score_out[row] = static_cast<float>(score_of(rating.rating.score));
          }
        }
      },
      nullptr, progress);
  return py::make_tuple(scores, labels, status);
}

// Every puzzle line of a classic or X batch text, as rows of digits.
py::array_t<std::uint8_t> lines_to_grids(std::string_view text, const std::string& source,
                                         int first_line,
                                         const std::optional<std::string>& variant) {
  const Variant resolved = resolve_variant(text, source, optional_variant_argument(variant));
  if (resolved.killer || resolved.jigsaw) {
    throw py::value_error("lines_to_grids reads classic and X puzzles only; read a " +
                          variant_name(resolved) + " batch with sudokit.parse_batch");
  }
  std::vector<std::uint8_t> digits;
  std::size_t cells = 81;
  std::size_t rows = 0;
  {
    const py::gil_scoped_release release;
    for_each_line(without_byte_order_mark(text), [&](std::string_view line, int line_in_text) {
      const int line_number = first_line - 1 + line_in_text;
      check_line_length(line, source, line_number);
      if (is_blank_or_comment(line) || is_header_line(line)) return;
      // The shape only: a line whose givens clash is a puzzle with no solution, as the CLI says.
      const Puzzle puzzle = read_line(line, source, line_number, Validation::shape_only, resolved);
      const auto size = static_cast<std::size_t>(puzzle.cell_count());
      if (rows == 0) {
        cells = size;
      } else if (size != cells) {
        throw InputError(source, line_number, 1,
                         "a puzzle of " + std::to_string(size) +
                             " cells in a batch of puzzles of " + std::to_string(cells) + " cells");
      }
      digits.insert(digits.end(), puzzle.cells().begin(), puzzle.cells().end());
      ++rows;
    });
  }
  py::array_t<std::uint8_t> grids(
      {static_cast<py::ssize_t>(rows), static_cast<py::ssize_t>(cells)});
  std::copy(digits.begin(), digits.end(), grids.mutable_data());
  return grids;
}

// The lines `sudoku solve` prints for the rows: the solution, or the mark of its status.
std::vector<std::string> grids_to_lines(const py::handle& object, const py::object& status_object) {
  const Grids grids(object);
  std::optional<py::array_t<std::int8_t, py::array::c_style | py::array::forcecast>> status;
  if (!status_object.is_none()) {
    status =
        py::array_t<std::int8_t, py::array::c_style | py::array::forcecast>::ensure(status_object);
    if (!*status) throw py::error_already_set();
    if (status->ndim() != 1 || static_cast<std::size_t>(status->shape(0)) != grids.rows()) {
      throw py::value_error("status must have one entry per row of grids");
    }
  }
  std::vector<std::string> lines;
  lines.reserve(grids.rows());
  RowReader reader(grids, false);
  for (std::size_t row = 0; row < grids.rows(); ++row) {
    const std::int8_t code = status ? status->at(static_cast<py::ssize_t>(row)) : kSolved;
    if (code < kSolved || code > kStalled) {
      throw py::value_error("status of row " + std::to_string(row) + " is " + std::to_string(code) +
                            ": expected a sudokit.Status, 0 (SOLVED) to 5 (STALLED)");
    }
    if (code == kNoSolution) {
      lines.emplace_back("(no solution)");
    } else if (code == kBudgetSpent) {
      lines.emplace_back("(budget spent)");
    } else if (code == kInvalid) {
      lines.emplace_back("(invalid)");
    } else if (const Puzzle* puzzle = reader.read(row)) {
      lines.push_back(to_line(*puzzle));
    } else {
      throw py::value_error("row " + std::to_string(row) + " holds a value outside 0.." +
                            std::to_string(grids.side()));
    }
  }
  return lines;
}

// Puzzles of any variant from a Python sequence, copied while the GIL is held.
std::vector<Puzzle> puzzles_argument(const py::iterable& puzzles) {
  std::vector<Puzzle> copies;
  for (const py::handle item : puzzles) {
    if (!py::isinstance<Puzzle>(item)) {
      throw py::type_error("expected sudokit.Puzzle objects, got " +
                           std::string(py::str(py::type::of(item).attr("__name__"))));
    }
    copies.push_back(item.cast<Puzzle>());
  }
  return copies;
}

std::vector<SolveResult> solve_many(const py::iterable& puzzles, int threads,
                                    std::uint64_t max_solutions, const std::string& algorithm,
                                    std::uint64_t node_limit, double time_limit,
                                    const py::object& progress, std::int64_t seed) {
  const std::vector<Puzzle> copies = puzzles_argument(puzzles);
  SolveOptions options = solve_options(max_solutions, algorithm, node_limit, time_limit, seed);
  std::atomic<bool> cancel{false};
  options.stop = &cancel;
  std::vector<SolveResult> results(copies.size());
  parallel_for(
      copies.size(), thread_count(threads), 16,
      [&](std::size_t begin, std::size_t end) {
        for (std::size_t index = begin; index < end; ++index) {
          results[index] = solve(copies[index], options);
        }
      },
      &cancel, progress);
  return results;
}

std::vector<PuzzleRating> rate_many(const py::iterable& puzzles, int threads,
                                    const py::object& progress) {
  const std::vector<Puzzle> copies = puzzles_argument(puzzles);
  std::vector<PuzzleRating> ratings(copies.size());
  parallel_for(
      copies.size(), thread_count(threads), 1,
      [&](std::size_t begin, std::size_t end) {
        for (std::size_t index = begin; index < end; ++index)
          ratings[index] = rate_puzzle(copies[index]);
      },
      nullptr, progress);
  return ratings;
}

}  // namespace

void bind_batch(py::module_& module) {
  module.attr("SOLVED") = static_cast<int>(kSolved);
  module.attr("NO_SOLUTION") = static_cast<int>(kNoSolution);
  module.attr("BUDGET_SPENT") = static_cast<int>(kBudgetSpent);
  module.attr("INVALID") = static_cast<int>(kInvalid);
  module.attr("NOT_UNIQUE") = static_cast<int>(kNotUnique);
  module.attr("STALLED") = static_cast<int>(kStalled);

  module.def("solve_batch", &solve_batch, py::arg("grids"), py::kw_only(), py::arg("threads") = 0,
             py::arg("algorithm") = "auto", py::arg("node_limit") = 0, py::arg("time_limit") = 0.0,
             py::arg("variant") = "classic", py::arg("progress") = py::none(), py::arg("seed") = 0,
             R"(Solves every row of `grids`, a NumPy array of shape (n, N*N) (0 blank; (n, 81) uint8
for 9×9; any integer dtype and strides), on `threads` threads (0: one per core) with the GIL
released. Returns (solutions, status): an (n, N*N) uint8 array (a row of 0 when unsolved) and an
(n,) int8 array: SOLVED, NO_SOLUTION (givens that clash too), BUDGET_SPENT or INVALID (a value
outside 0..N). algorithm, node_limit, time_limit (per puzzle) and seed as for solve(); variant 'classic'
or 'x'. grids may also be a list (any sequence) of rows. progress: None, or a function
progress(done, total) called from the calling thread as rows finish (done growing, the last call
(total, total)); an exception it raises stops the call and is raised.)");
  module.def(
      "count_batch", &count_batch, py::arg("grids"), py::kw_only(), py::arg("limit") = 2,
      py::arg("threads") = 0, py::arg("algorithm") = "auto", py::arg("node_limit") = 0,
      py::arg("time_limit") = 0.0, py::arg("variant") = "classic", py::arg("progress") = py::none(),
      py::arg("seed") = 0,
      R"(Counts the solutions of every row of `grids` up to `limit` (default 2: 1 means unique;
0: no limit), like solve_batch. Returns (counts, status): an (n,) uint64 array and the (n,) int8
status (SOLVED when at least one solution was found, NO_SOLUTION, BUDGET_SPENT: the count is a
lower bound, INVALID). progress as for solve_batch.)");
  module.def(
      "rate_batch", &rate_batch, py::arg("grids"), py::kw_only(), py::arg("threads") = 0,
      py::arg("variant") = "classic", py::arg("progress") = py::none(),
      R"(Rates every row of `grids` as rate() does, on threads. Returns (scores, labels, status):
float32 scores (NaN unless solved by logic), int8 labels (index into LABELS: 0 easy … 4 extreme,
-1 when not rated) and the int8 status: SOLVED (by logic), STALLED (beyond the ladder: label
extreme, no score), NO_SOLUTION, NOT_UNIQUE or INVALID. progress as for solve_batch.)");
  module.def("solve_many", &solve_many, py::arg("puzzles"), py::kw_only(), py::arg("threads") = 0,
             py::arg("max_solutions") = 1, py::arg("algorithm") = "auto", py::arg("node_limit") = 0,
             py::arg("time_limit") = 0.0, py::arg("progress") = py::none(), py::arg("seed") = 0,
             R"(solve() over a sequence of Puzzles of any variant and size (Killers, jigsaws…), on
`threads` threads (0: one per core) with the GIL released: a list of SolveResult, in order.
progress as for solve_batch.)");
  module.def("rate_many", &rate_many, py::arg("puzzles"), py::kw_only(), py::arg("threads") = 0,
             py::arg("progress") = py::none(),
             R"(rate() over a sequence of Puzzles of any variant and size, on threads: a list of
Rating, in order. progress as for solve_batch.)");
  module.def("lines_to_grids", &lines_to_grids, py::arg("text"), py::kw_only(),
             py::arg("source") = "<string>", py::arg("first_line") = 1,
             py::arg("variant") = py::none(),
             R"(Reads a batch of classic or X puzzles (one per line; blank lines, '#' comments and a
`variant:` header skipped) into an (n, N*N) uint8 array for the batch functions. Lines whose
givens clash are read (they have no solution). `first_line` numbers the first line in messages,
for a shard of a larger file. Raises InputError naming source, line and column.)");
  module.def("grids_to_lines", &grids_to_lines, py::arg("grids"), py::arg("status") = py::none(),
             R"(The lines `sudoku solve` prints for the rows of `grids`: each row on one line ('.'
blank), or, where `status` says so, '(no solution)', '(budget spent)' or '(invalid)'.)");
}

}  // namespace sudoku::python
