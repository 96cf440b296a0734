// `sudoku show`: a puzzle printed as it is, in any output form: to look at it (a table, by
// default), or to turn it from one form into another (grid, one line, JSON).
//
//   sudoku show killer.txt                  the table, cages outlined with their totals
//   sudoku show killer.txt --format line    its one-line form, after its `variant:` header
//   sudoku show batch.txt --format grid     every line of a batch as a whole puzzle text (a
//                                           variant's with its header, so the batch's is not
//                                           echoed)
//
// Every puzzle is read and validated as `solve` reads it, so a bad one gets the same message;
// a batch goes on past a bad line (printed as "(invalid)", its message on stderr) and exits 2.
#include <iostream>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "cli/batch.hpp"
#include "cli/cli.hpp"
#include "cli/output.hpp"

namespace sudoku::cli {
namespace {

// A read puzzle in `format`. The line form of a non-classic puzzle needs its rules to be read
// back: alone (one grid shown), it comes after its `variant:` header. In a batch a JSON object
// starts with the number of its line, as the other commands' do.
std::string shown(const Puzzle& puzzle, Format format, std::optional<int> line_number) {
  if (format == Format::line && !line_number && variant_of(puzzle) != Variant{}) {
    return "variant: " + variant_name(variant_of(puzzle)) + "\n" + render_puzzle(puzzle, format);
  }
  // The pointer form cannot say X: alone, a Killer X's comes after its header.
  if (format == Format::pointers && !line_number && puzzle.has_x_diagonals()) {
    return "variant: " + variant_name(variant_of(puzzle)) + "\n" + render_puzzle(puzzle, format);
  }
  if (format == Format::json && line_number) {
    nlohmann::ordered_json object = {{"line", *line_number}};
    object.update(nlohmann::ordered_json::parse(to_json(puzzle)));
    return object.dump() + "\n";
  }
  return render_puzzle(puzzle, format);
}

// shown(), a puzzle the forum forms cannot hold (not a 9×9 Killer without givens) refused as
// bad input at the place of the puzzle.
std::string shown_at(const Puzzle& puzzle, Format format, std::optional<int> line_number,
                     const std::string& source) {
  try {
    return shown(puzzle, format, line_number);
  } catch (const std::invalid_argument& refused) {
    throw InputError(source, line_number.value_or(1), 1, refused.what());
  }
}

}  // namespace

int run_show(const ShowSettings& settings) {
  InputSource input(settings.input);
  try {
    if (input.shape() == InputShape::grid) {
      const Puzzle puzzle = input.read_puzzle(Validation::full, settings.variant);
      write_answer(shown_at(puzzle, settings.format, std::nullopt, input.name()));
      return kExitDone;
    }
    const std::string source = input.name();
    const Variant variant = input.variant(settings.variant);
    const Format format = settings.format;
    // Tables and grids of a batch are parted by a blank line. (One thread: `first` is only
    // ever touched by it.)
    const bool blocks = format == Format::pretty || format == Format::grid;
    bool first = true;
    const LineHandler lines = puzzle_lines(
        source, variant, format, [&](const Puzzle& puzzle, const BatchItem& item, Tally&) {
          const bool parted = blocks && !first;
          first = false;
          return (parted ? "\n" : "") + shown_at(puzzle, format, item.line_number, source);
        });
    // A grid of a variant is a whole puzzle text, its `variant:` header first: the batch's own
    // header is not echoed above the first one as well.
    const bool headed_grids = format == Format::grid && variant != Variant{};
    const Tally tally = run_batch(input, 1, [&](BatchItem& item, Tally& counts) {
      if (headed_grids && !item.too_long && is_header_line(item.line)) return;
      lines(item, counts);
    });
    return tally.invalid != 0 ? kExitBadInput : kExitDone;
  } catch (const InputError& error) {
    throw CommandError(error);
  }
}

}  // namespace sudoku::cli
