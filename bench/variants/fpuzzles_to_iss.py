#!/usr/bin/env python3
"""Converts an f-puzzles JSON puzzle into Interactive Sudoku Solver's constraint text, so that
ISS can be timed on the very puzzles our reader takes.

Each f-puzzles kind becomes the ISS constraint that says the same, where ISS has one; where it
has none the pairs are written as ISS 'Pair' relations. The rules followed are f-puzzles'
(as its solver applies them):
  - a difference dot without a value is 1, a ratio dot without one is 2;
  - "negative" difference and ratio forbid, between adjacent cells that carry no difference
    or ratio dot, every difference (1 and each value used) and every ratio (2 and each value
    used); "negative" xv forbids sums 5 and 10 between cells with no X or V;
  - nonconsecutive spares the pairs that carry a difference or ratio dot;
  - minimum/maximum: the cell is below/above each orthogonal neighbour that is not one itself;
  - a clone is cell for cell; an arrow's circle (one cell, or a pill of 2 or 3 read in reading
    order) equals the sum of the other cells of its lines, each counted once;
  - odd and even cells are candidate lists, merged with a given digit by intersection;
  - whispers without a value keep neighbours half the side apart, rounded up (5 on 9×9).

    fpuzzles_to_iss.py [FILE]      FILE (or stdin) is one f-puzzles JSON object, or lines of
                                   JSON each with "fpuzzles" (and "name"): puzzles.jsonl.
Prints the ISS text, or NAME<TAB>TEXT a line for the lines form. Exit status 1 names the
first puzzle that cannot be converted and why.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from iss_format import (  # noqa: E402
    ConversionError,
    default_regions,
    fp_cell,
    iss_cell,
    little_killer_diagonals,
    orthogonal_pairs,
    pair_key,
    parse_fp_cell,
)

# Keys that only draw or describe, and say nothing of the solution.
COSMETIC = {
    "size", "grid", "title", "author", "ruleset", "solution", "highlightConflicts",
    "disabledlogic", "truecandidatesoptions", "line", "rectangle", "circle", "text",
    "fogofwar", "foglight", "cosmetic",
}
LINE_KINDS = {
    "thermometer": "Thermo",
    "palindrome": "Palindrome",
    "renban": "Renban",
    "regionsumline": "RegionSumLine",
    "betweenline": "Between",
    "entropicline": "Entropic",
    "zipperline": "Zipper",
}


class Converter:
    """One puzzle's conversion: reads the JSON, collects ISS tokens."""

    def __init__(self, puzzle):
        if not isinstance(puzzle, dict):
            raise ConversionError("an f-puzzles puzzle is a JSON object")
        self.p = puzzle
        self.size = int(puzzle.get("size", 9))
        if not 4 <= self.size <= 16:
            raise ConversionError(f"size {self.size}: ISS takes 4 to 16 here")
        self.tokens = []
        self.candidates = {}  # (row, col) -> set of allowed digits

    # -- helpers ---------------------------------------------------------------------------
    def cell(self, name):
        r, c = parse_fp_cell(name)
        if not (0 <= r < self.size and 0 <= c < self.size):
            raise ConversionError(f"cell {name} is outside the grid")
        return r, c

    def ids(self, names):
        return [iss_cell(*self.cell(n)) for n in names]

    def emit(self, kind, *args):
        self.tokens.append("." + "~".join([kind, *map(str, args)]))

    def restrict(self, rc, digits):
        old = self.candidates.get(rc, set(range(1, self.size + 1)))
        self.candidates[rc] = old & set(digits)

    def items(self, key):
        value = self.p.get(key)
        if value in (None, False, [], {}):
            return []
        if not isinstance(value, list):
            raise ConversionError(f"'{key}' should be a list")
        return value

    @staticmethod
    def number(entry, default=None):
        raw = entry.get("value", default)
        if raw in (None, ""):
            return default
        try:
            return int(str(raw).strip())
        except ValueError:
            return default

    # -- the kinds ---------------------------------------------------------------------------
    def convert(self):
        unknown = [k for k, v in self.p.items()
                   if k not in COSMETIC and k not in HANDLED and v not in (None, False, [], {})]
        if unknown:
            raise ConversionError("unsupported f-puzzles kinds: " + ", ".join(sorted(unknown)))
        if self.size != 9:
            self.emit("Shape", f"{self.size}x{self.size}")
        self.grid()
        for key, flag in (("diagonal+", 1), ("diagonal-", -1)):
            if self.p.get(key):
                self.emit("Diagonal", flag)
        for key, kind in (("antiknight", "AntiKnight"), ("antiking", "AntiKing"),
                          ("disjointgroups", "DisjointSets")):
            if self.p.get(key):
                self.emit(kind)
        self.dots()
        self.cages()
        self.little_killers()
        self.cell_marks()
        self.lines()
        self.arrows()
        self.clones_and_quads()
        self.outside()
        self.givens()
        return "".join(self.tokens)

    def grid(self):
        grid = self.p.get("grid")
        if not isinstance(grid, list) or len(grid) != self.size or any(
                not isinstance(row, list) or len(row) != self.size for row in grid):
            raise ConversionError(f"'grid' should be {self.size} rows of {self.size} cells")
        defaults = default_regions(self.size)
        regions = []
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                cell = cell or {}
                if cell.get("given") and cell.get("value") not in (None, "", 0):
                    self.restrict((r, c), [int(cell["value"])])
                region = cell.get("region", defaults[r * self.size + c])
                if region is None:
                    raise ConversionError(f"cell {fp_cell(r, c)} is in no region")
                regions.append(int(region))
        if regions != defaults:
            alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"
            names = {}
            layout = "".join(alphabet[names.setdefault(x, len(names))] for x in regions)
            if any(regions.count(x) != self.size for x in names):
                raise ConversionError("every region should have as many cells as the grid's side")
            # f-puzzles' regions replace the boxes; ISS keeps its boxes beside a Jigsaw unless told.
            self.emit("Jigsaw", layout)
            self.emit("NoBoxes")

    def dots(self):
        n = self.size
        negative = set(self.p.get("negative") or [])
        nonconsecutive = bool(self.p.get("nonconsecutive"))
        kropki = set()  # pairs carrying a difference or ratio dot
        diffs, ratios = set(), set()
        for key, default, used in (("difference", 1, diffs), ("ratio", 2, ratios)):
            for entry in self.items(key):
                a, b = (self.cell(x) for x in entry["cells"])
                value = self.number(entry, default)
                used.add(value)
                kropki.add(frozenset((a, b)))
                ids = [iss_cell(*a), iss_cell(*b)]
                if key == "difference" and value == 1:
                    self.emit("WhiteDot", *ids)
                elif key == "ratio" and value == 2:
                    self.emit("BlackDot", *ids)
                elif key == "difference":
                    self.pair(lambda x, y, v=value: abs(x - y) == v, [ids], f"difference {value}")
                else:
                    self.pair(lambda x, y, v=value: x == v * y or y == v * x, [ids], f"ratio {value}")
        marked_xv = set()
        for entry in self.items("xv"):
            a, b = (self.cell(x) for x in entry["cells"])
            letter = str(entry.get("value", "")).upper()
            if letter not in ("X", "V"):
                continue
            marked_xv.add(frozenset((a, b)))
            self.emit(letter, iss_cell(*a), iss_cell(*b))
        if "xv" in negative:
            self.emit("StrictXV")

        banned_diffs = set()
        if "difference" in negative:
            banned_diffs = diffs | {1}
        elif nonconsecutive:
            banned_diffs = {1}
        banned_ratios = ratios | {2} if "ratio" in negative else set()
        if not banned_diffs and not banned_ratios:
            return
        plain_dots = diffs <= {1} and ratios <= {2}
        if banned_diffs == {1} and banned_ratios == {2} and plain_dots:
            self.emit("StrictKropki")
            return
        if banned_diffs == {1} and not banned_ratios and not kropki:
            self.emit("AntiConsecutive")
            return

        def allowed(x, y):
            return (abs(x - y) not in banned_diffs
                    and not any(x == k * y or y == k * x for k in banned_ratios))

        pairs = [[iss_cell(*a), iss_cell(*b)] for a, b in orthogonal_pairs(n)
                 if frozenset((a, b)) not in kropki]
        self.pair(allowed, pairs, "negative")

    def pair(self, relation, groups, name):
        """One ISS Pair constraint: the relation holds between each two consecutive cells of
        each group of cell ids."""
        items = ["_" + name.replace(" ", "%20")]
        for i, group in enumerate(groups):
            items += ([""] if i else []) + list(group)
        self.emit("Pair", pair_key(relation, self.size), *items)

    def cages(self):
        for key in ("killercage", "cage"):
            for entry in self.items(key):
                total = self.number(entry)
                self.emit("Cage", "" if total is None else total, *self.ids(entry["cells"]))

    def little_killers(self):
        diagonals = {frozenset(cells): start
                     for start, cells in little_killer_diagonals(self.size).items()}
        steps = {"UL": (-1, -1), "UR": (-1, 1), "DL": (1, -1), "DR": (1, 1)}
        for entry in self.items("littlekillersum"):
            total = self.number(entry)
            if total is None:
                continue
            cells = entry.get("cells")
            if cells:
                cells = [self.cell(x) for x in cells]
            else:
                r, c = parse_fp_cell(entry["cell"])
                dr, dc = steps[entry["direction"]]
                cells = []
                r, c = r + dr, c + dc
                while 0 <= r < self.size and 0 <= c < self.size:
                    cells.append((r, c))
                    r, c = r + dr, c + dc
            start = diagonals.get(frozenset(cells))
            if start is None:
                raise ConversionError(f"little killer at {entry.get('cell')}: no such diagonal")
            self.emit("LittleKiller", total, start)

    def cell_marks(self):
        odd = [d for d in range(1, self.size + 1) if d % 2]
        even = [d for d in range(1, self.size + 1) if not d % 2]
        for key, digits in (("odd", odd), ("even", even)):
            for entry in self.items(key):
                self.restrict(self.cell(entry["cell"]), digits)
        for key in ("minimum", "maximum"):
            marked = {self.cell(entry["cell"]) for entry in self.items(key)}
            for entry in self.items(key):
                r, c = self.cell(entry["cell"])
                for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= nr < self.size and 0 <= nc < self.size and (nr, nc) not in marked:
                        big, small = ((nr, nc), (r, c)) if key == "minimum" else ((r, c), (nr, nc))
                        self.emit("GreaterThan", iss_cell(*big), iss_cell(*small))
        for entry in self.items("extraregion"):
            self.emit("AllDifferent", *self.ids(entry["cells"]))

    def lines(self):
        for key, kind in LINE_KINDS.items():
            for entry in self.items(key):
                for line in entry.get("lines", []):
                    self.emit(kind, *self.ids(line))
        for entry in self.items("whispers"):
            gap = self.number(entry, (self.size + 1) // 2)  # f-puzzles: half the side, rounded up
            for line in entry.get("lines", []):
                self.emit("Whisper", gap, *self.ids(line))

    def arrows(self):
        for entry in self.items("arrow"):
            bulb = [self.cell(x) for x in entry.get("cells", [])]
            shaft = []
            for line in entry.get("lines", []):
                for rc in (self.cell(x) for x in line):
                    if rc not in bulb and rc not in shaft:
                        shaft.append(rc)
            if not bulb or not shaft:
                raise ConversionError("an arrow needs a circle and a shaft")
            shaft_ids = [iss_cell(*rc) for rc in shaft]
            if len(bulb) == 1:
                self.emit("Arrow", iss_cell(*bulb[0]), *shaft_ids)
            elif len(bulb) in (2, 3):
                self.emit("PillArrow", len(bulb), *[iss_cell(*rc) for rc in sorted(bulb)],
                          *shaft_ids)
            else:
                raise ConversionError(f"an arrow circle of {len(bulb)} cells")

    def clones_and_quads(self):
        for entry in self.items("clone"):
            a, b = entry.get("cells", []), entry.get("cloneCells", [])
            if len(a) != len(b):
                raise ConversionError("a clone's two shapes differ in size")
            for x, y in zip(self.ids(a), self.ids(b)):
                if x != y:
                    self.emit("SameValues", 2, x, y)
        for entry in self.items("quadruple"):
            cells = sorted(self.cell(x) for x in entry["cells"])
            values = [int(v) for v in entry.get("values", [])]
            if values:
                self.emit("Quad", iss_cell(*cells[0]), *values)

    def outside(self):
        n = self.size
        for entry in self.items("sandwichsum"):
            total = self.number(entry)
            if total is None:
                continue
            r, c = parse_fp_cell(entry["cell"])
            line = f"C{c + 1}" if r in (-1, n) else f"R{r + 1}"
            self.emit("Sandwich", total, line)
        for key, kind in (("xsum", "XSum"), ("skyscraper", "Skyscraper")):
            clues = {}
            for entry in self.items(key):
                value = self.number(entry)
                if value is None:
                    continue
                r, c = parse_fp_cell(entry["cell"])
                if r == -1:
                    line, slot = f"C{c + 1}", 0
                elif r == n:
                    line, slot = f"C{c + 1}", 1
                elif c == -1:
                    line, slot = f"R{r + 1}", 0
                elif c == n:
                    line, slot = f"R{r + 1}", 1
                else:
                    raise ConversionError(f"{key} clue {entry['cell']} is not outside the grid")
                clues.setdefault(line, ["", ""])[slot] = value
            for line, (forward, backward) in clues.items():
                self.emit(kind, line, forward, backward)

    def givens(self):
        values = []
        for (r, c), digits in sorted(self.candidates.items()):
            if not digits:
                raise ConversionError(f"cell {fp_cell(r, c)} can hold no digit")
            values.append("_".join([iss_cell(r, c), *map(str, sorted(digits))]))
        if values:
            self.tokens.append(".~" + "~".join(values))


HANDLED = {
    "diagonal+", "diagonal-", "antiknight", "antiking", "disjointgroups", "nonconsecutive",
    "negative", "difference", "ratio", "xv", "killercage", "cage", "littlekillersum", "odd",
    "even", "minimum", "maximum", "extraregion", "whispers", "arrow", "clone", "quadruple",
    "sandwichsum", "xsum", "skyscraper", *LINE_KINDS,
}


def convert(puzzle):
    """The ISS constraint text of an f-puzzles puzzle (a dict)."""
    return Converter(puzzle).convert()


def main(argv):
    if len(argv) > 2 or (len(argv) == 2 and argv[1] in ("-h", "--help")):
        print(__doc__.strip().split("\n\n")[-2], file=sys.stderr)
        return 2
    text = Path(argv[1]).read_text() if len(argv) == 2 else sys.stdin.read()
    stripped = text.strip()
    try:
        try:
            whole = json.loads(stripped)
        except json.JSONDecodeError:
            whole = None
        if isinstance(whole, dict) and "fpuzzles" not in whole:
            print(convert(whole))
            return 0
        for number, line in enumerate(stripped.splitlines(), 1):
            if not line.strip():
                continue
            record = json.loads(line)
            name = record.get("name", f"line{number}")
            try:
                print(f"{name}\t{convert(record['fpuzzles'])}")
            except (ConversionError, KeyError, TypeError, ValueError) as e:
                raise ConversionError(f"{name}: {e}") from e
    except (ConversionError, json.JSONDecodeError, KeyError, TypeError, ValueError) as e:
        print(f"fpuzzles_to_iss: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
