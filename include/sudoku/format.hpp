// sudoku/format.hpp — reading puzzles from text and writing them back.
//
// Input formats (documented with examples in docs/formats.md):
//
//   grid    seed 000's format: N lines of N symbols, a digit or a blank ('.', '*', or '0'
//           where N <= 9). Digits are '1'-'9' then 'A'-'Z' (10..35, either case); a grid of
//           side above 9 with no digit '1'-'9' in it is written in letters only, 'A' = 1
//           (16×16 A-P, 25×25 A-Y). Sides above 35 (up to 64) write each cell as a number,
//           separated by spaces ('.' or '0' blank); any side may. Lines starting with '#' are
//           comments; trailing spaces, CR line ends and blank lines around the grid are
//           tolerated.
//   line    one puzzle on one line of N*N symbols (81 for 9×9, 256 for 16×16, …), or N*N
//           numbers separated by spaces. A batch file holds one such puzzle per line.
//   header  a file may start with `variant: killer+x` (before any puzzle line); it names the
//           rules of the puzzles that follow. Without one, the caller's variant applies
//           (`--variant`), else classic; both given and different is an error.
//   killer  N lines of cage labels (one character per cell, '.' for an uncaged cell), a blank
//           line, one line `LABEL TOTAL` per cage, then optionally a blank line and a grid of
//           givens. One-line form: `<N*N labels> <LABEL=TOTAL,…> [<N*N givens>]`.
//   jigsaw  N lines of region labels (one character per cell, N cells each), a blank line,
//           then the grid of givens. One-line form: `<N*N labels> <N*N givens>`.
//   killer+jigsaw  the region block first, then the Killer's blocks.
//   f-puzzles  a JSON object as f-puzzles saves it ("size", "grid", a key per kind of rule:
//           thermometers, arrows, Kropki dots, …; docs/formats.md lists every key read), read by
//           its first character '{'.
//   forum   the two one-line forms of 9×9 Killers posted on the solving forums, read by content
//           in any one-line puzzle's place: SudoCue's `3x3:d:k:6150:6150:…:` (81 numbers, a
//           cell's cage total × 256 + its cage's number; 'd' for Killer X) and the pointer form
//           (81 symbols, a cage total 0-9 A-Z a-j or an arrow < > ^ v ` ' , . to a neighbour of
//           the same cage).
//
// Output formats:
//   grid    N lines of N digits ('.' for a blank): seed 000's exact output (digits only, for
//           every variant); numbers separated by spaces for sides above 35
//   line    one line of N*N symbols (numbers separated by spaces above 35)
//   pretty  the boxed table of seed 004 (+---+ rules around every cell, for every side); a
//           Killer's cages (totals on the rule above each cage's first cell) or a jigsaw's
//           regions are outlined instead of single cells; then the variant rules the table
//           cannot draw, one a line ("thermometer r1c1→r1c4")
//   json    {"size":9,"box":[3,3],"variant":"classic","grid":"…","rows":[[…],…]} on one line
//           (0 for a blank), with "regions", "cages" and "rules" (the variant rules,
//           {"rule":"thermometer","cells":["r1c1",…]}) when the puzzle has them
//   fpuzzles  the puzzle as f-puzzles JSON on one line, every rule under its f-puzzles key
//   url     the same JSON as an f-puzzles link, https://www.f-puzzles.com/?load= and the JSON in
//           LZString's compressToBase64 (which SudokuPad opens too, and the readers read back)
//   sudocue, pointers  the forum forms above, of a 9×9 Killer (or Killer X) without givens
//
// Every reader validates as it reads: a bad symbol, a wrong line length or count, or a digit
// twice in a house is an InputError naming the source, line and column, such as
//   board3:4:7: digit 5 already in row 4 (column 2)
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/puzzle.hpp"

namespace sudoku {

// A problem in input text, with its place: "source:line:column: problem".
class InputError : public std::runtime_error {
 public:
  InputError(std::string source, int line, int column, std::string problem);

  const std::string& source() const { return source_; }
  int line() const { return line_; }      // 1-based
  int column() const { return column_; }  // 1-based, in bytes
  const std::string& problem() const { return problem_; }

 private:
  std::string source_;
  int line_;
  int column_;
  std::string problem_;
};

// How a word a person wrote is shown in a message: in quotes, bytes that are not printable
// ASCII as \xNN, cut after 20 bytes with "…", so that the message stays one readable line
// whatever the word holds (a line break, a NUL, 60 KiB). quoted_word("ab\nc") is 'ab\x0ac'.
std::string quoted_word(std::string_view word);

// A puzzle written correctly whose givens break a rule: a digit twice in a house, or a cage's
// givens that cannot make its total. Such a puzzle has no solution; a caller that tells the
// two apart (`sudoku solve` prints "(no solution)") catches this one first, the others catch
// it as any InputError.
class GivensConflict : public InputError {
 public:
  using InputError::InputError;
};

// The rules of a puzzle beyond the classic ones, in any combination: Killer cages, jigsaw
// regions instead of boxes, and the two diagonals of Sudoku X.
struct Variant {
  bool killer = false;
  bool jigsaw = false;
  bool x = false;
  friend bool operator==(const Variant&, const Variant&) = default;
};

// "classic", or the parts joined by '+' in this order: "killer", "jigsaw", "x" (so
// "killer+x", "jigsaw+x", "killer+jigsaw+x").
std::string variant_name(Variant variant);
// Accepts "classic" or the parts "killer", "jigsaw", "x" joined by '+' in any order, each at
// most once, in either case; std::nullopt for anything else.
std::optional<Variant> parse_variant(std::string_view name);
// The variant a puzzle is: cages make it killer, regions jigsaw, both diagonals x.
Variant variant_of(const Puzzle& puzzle);

// True for a header line: `variant: NAME` (spaces allowed around the parts).
bool is_header_line(std::string_view line);
// The variant named by the header lines at the top of `text` (before its first puzzle line),
// or nothing when it has none. Throws InputError for a header naming no variant, or two
// headers that disagree.
std::optional<Variant> read_header(std::string_view text, std::string_view source);

// What shape a text holds.
enum class InputShape {
  grid,   // one puzzle as N lines of N symbols
  lines,  // one puzzle per line (one line or a batch)
};

// The number of cells a puzzle line or grid row holds: its numbers when it is numbers
// separated by spaces, else its symbols (trailing spaces and CR left out).
int cells_in_line(std::string_view line);

// Decides the shape from the first line that is not blank, a comment or a header: one puzzle
// per line when it holds 16 cells or more (the one-line form of a 4×4 puzzle is the
// shortest), a grid otherwise (and for an empty text, which then fails to read as one). One
// case needs more lines: a first line of W = 16 to 64 cells may be the first row of a W×W
// grid, and is, when most of the W content lines from it hold W cells and the next one (if
// any) does not; kLinesToDetectShape content lines are always enough to decide (so a batch of
// exactly 16 4×4 puzzles reads as a 16×16 grid). A one-line puzzle with a symbol too many or
// too few is still read as one. A byte order mark at the start is skipped, as the readers
// skip it.
InputShape detect_shape(std::string_view text);
// How many content lines (not blank, comments or headers) detect_shape may need to see.
inline constexpr int kLinesToDetectShape = kMaxSide + 1;
// The longest line a puzzle can need: a 64×64 Killer jigsaw on one line with every cell a
// number of 3 characters and a separator (16 KiB), two rows of labels (8 KiB) and a total for
// every cell ("L=NNNN," 32 KiB) stays under it. Readers of streams reject a longer line.
inline constexpr std::size_t kMaxLineBytes = std::size_t{64} << 10;

// How much a reader checks: the shape of the text and the rules (no digit twice in a house),
// or the shape only (to read a proposed solution that `sudoku check` then judges).
enum class Validation { full, shape_only };

// Reads one puzzle in grid form. `source` names the text in messages (a file name, "-").
Puzzle read_grid(std::string_view text, std::string_view source,
                 Validation validation = Validation::full);

// Reads one puzzle written on one line (without its line end), in the one-line form of
// `variant`. `line_number` is the line's place in its source, for messages.
Puzzle read_line(std::string_view line, std::string_view source, int line_number = 1,
                 Validation validation = Validation::full, Variant variant = {});

// Reads one puzzle of `variant` written in its block form (Killer: cage labels, totals,
// optional givens; jigsaw: region labels, givens; header lines are skipped).
Puzzle read_blocks(std::string_view text, std::string_view source, Variant variant,
                   Validation validation = Validation::full);

// The variant a text is read as: its header, else `asked` (the command line's --variant),
// else classic. Throws InputError (at the header) when both are given and differ.
Variant resolve_variant(std::string_view text, std::string_view source,
                        std::optional<Variant> asked);

// Notes a reader leaves for the person beside the puzzle it returns: what it read and skipped
// ("skipped 3 lines: drawings carry no rule this tool reads; …"). A command prints them on stderr.
using ReadNotes = std::vector<std::string>;

// Reads one puzzle in any shape and variant: f-puzzles JSON by its first character '{';
// otherwise the header or `asked` decides the variant (resolve_variant); a classic or X puzzle
// is a grid or a line (detect_shape decides), a Killer or jigsaw its block form or its one-line
// form. A text of several puzzle lines is an error here: read batches line by line with
// read_line.
Puzzle read_puzzle(std::string_view text, std::string_view source,
                   Validation validation = Validation::full,
                   std::optional<Variant> asked = std::nullopt, ReadNotes* notes = nullptr);

// True when a text is f-puzzles JSON rather than a grid: its first character that is not
// white space is '{'.
bool looks_like_fpuzzles(std::string_view text);
// Reads a puzzle in f-puzzles JSON: the grid, its regions, and every rule key (rules.hpp).
// Metadata (title, rules text, pencil marks) is skipped; drawings (lines, circles, text,
// cosmetic cages) are skipped with a note in `notes`; a key naming a rule this tool does not
// know is an InputError naming it: `puzzle.json:1:120: constraint "lockout" is not supported`.
// `line_number` is the line the text starts on in its source (a batch line), for messages.
Puzzle read_fpuzzles(std::string_view text, std::string_view source,
                     Validation validation = Validation::full, ReadNotes* notes = nullptr,
                     int line_number = 1);

// `text` without the UTF-8 byte order mark (EF BB BF) that some editors put at the start of a
// file; the readers skip it, so a file saved that way reads as it looks.
std::string_view without_byte_order_mark(std::string_view text);

// True for a line a batch reader skips: empty, only spaces, or a '#' comment.
bool is_blank_or_comment(std::string_view line);

// Calls visit(line, line_number) for each line of `text`, without its LF or CRLF, numbered from
// 1 as an editor numbers them (a last line without LF counts; an empty text has no line).
template <typename Visit>
void for_each_line(std::string_view text, Visit visit) {
  int line_number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    visit(line, line_number);
  }
}

enum class Format { grid, line, pretty, json, fpuzzles, url, sudocue, pointers };

// "grid", "line", "pretty", "json", "fpuzzles", "url", "sudocue", "pointers".
std::string_view format_name(Format format);
std::optional<Format> parse_format(std::string_view name);

// The symbol of a digit in output: '1'..'9', then 'A'..'Z' for 10..35; '.' for a blank.
char digit_symbol(Digit digit);

std::string to_grid(const Puzzle& puzzle);    // N lines, each ending in '\n'
std::string to_line(const Puzzle& puzzle);    // N*N symbols, no line end
std::string to_pretty(const Puzzle& puzzle);  // the boxed table, each line ending in '\n'
std::string to_json(const Puzzle& puzzle);    // one JSON object, no line end
// f-puzzles JSON on one line, no line end. Throws std::invalid_argument for a rule f-puzzles
// has no key for ("f-puzzles has no slow thermometer: …").
std::string to_fpuzzles(const Puzzle& puzzle);
// The f-puzzles link of that JSON, no line end: "https://www.f-puzzles.com/?load=" then
// LZString compressToBase64 of to_fpuzzles(puzzle), as f-puzzles writes its links; read_puzzle
// reads it back as the same puzzle. Throws std::invalid_argument as to_fpuzzles does.
std::string to_fpuzzles_link(const Puzzle& puzzle);

// A 9×9 Killer or Killer X without givens in SudoCue's form, `3x3:d:k:` ('d' for X) then per
// cell its cage's total × 256 + the cage's number, each followed by ':' (no line end): cages
// numbered 0, 1, … in the puzzle's order, each uncaged cell a number of its own with total 0.
// read_line reads it back equal. Throws std::invalid_argument, saying why, for any other puzzle.
std::string to_sudocue(const Puzzle& puzzle);
// The same Killer in the pointer form: 81 symbols, each cage's total (0-9, A-Z, a-j) at its
// first cell, arrows from its other cells leading there; '0' for an uncaged cell. The form
// cannot say X (read it back with the variant killer+x). Throws std::invalid_argument also for
// a cage in parts that do not touch, not even at a corner.
std::string to_killer_pointers(const Puzzle& puzzle);

// The whole puzzle as text that read_puzzle reads back equal: the grid of a classic puzzle;
// for other variants a `variant:` header line, then the block form; for a puzzle with variant
// rules (rules.hpp) its f-puzzles JSON, which reads back with the same rules (grouped by their
// f-puzzles key, the keys in alphabetical order, as the reader takes them). Throws
// std::invalid_argument as to_fpuzzles does.
std::string to_puzzle_text(const Puzzle& puzzle);
// The whole puzzle on one line (no line end), in the one-line form of variant_of(puzzle),
// which read_line reads back equal when told that variant; f-puzzles JSON for variant rules.
std::string to_puzzle_line(const Puzzle& puzzle);
// The text to print for one puzzle in `format`, always ending with a line end.
std::string write(const Puzzle& puzzle, Format format);

}  // namespace sudoku
