#!/usr/bin/env python3
"""Converts Interactive Sudoku Solver's constraint text into f-puzzles JSON, for the kinds that
fpuzzles_to_iss.py reads back, so that ISS's own example puzzles (which carry their solutions)
become f-puzzles test data for our reader.

The text must be ISS's canonical serialization (iss_runner.mjs --canonical or
--dump-examples writes it): tokens `.Type~arg~...`, givens as `.~R1C1_5~R2C3_1_3_5_7_9`.
ISS relations with no f-puzzles kind of their own become one when their meaning is one:
a Pair/PairX whose relation is |a-b|=d, a=k·b either way, a+b=10 or 5, or a=b becomes a
difference, ratio, X, V or clone; a candidate list of all odd (even) digits an odd (even)
cell; a SameValues of single cells a clone. Anything else is refused, with its name.

    iss_to_fpuzzles.py [FILE]     FILE (or stdin): ISS text, or NAME<TAB>TEXT lines.
Prints one JSON object a line: {"name", "fpuzzles", "kinds"}. Exit status 1 names the first
puzzle that cannot be converted and why; with --skip such puzzles are reported on stderr
and left out instead.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from iss_format import (  # noqa: E402
    ConversionError,
    fp_cell,
    little_killer_diagonals,
    pair_relation,
    parse_iss_cell,
)

LINE_KINDS = {
    "Thermo": "thermometer",
    "Palindrome": "palindrome",
    "Renban": "renban",
    "RegionSumLine": "regionsumline",
    "Between": "betweenline",
    "Entropic": "entropicline",
    "Zipper": "zipperline",
}
FLAGS = {"AntiKnight": "antiknight", "AntiKing": "antiking", "DisjointSets": "disjointgroups",
         "AntiConsecutive": "nonconsecutive"}


def tokens(text):
    """ISS text as (type, args) pairs; the given type is ''."""
    for part in "".join(text.split()).split("."):
        if part:
            kind, *args = part.split("~")
            yield kind, args


class Converter:
    """One puzzle: collects f-puzzles entries from ISS tokens."""

    def __init__(self, text):
        self.text = text
        self.size = 9
        for kind, args in tokens(text):
            if kind == "Shape":
                if len(args) != 1:
                    raise ConversionError("a Shape with a value range or grid type")
                rows, _, cols = args[0].partition("x")
                if rows != cols:
                    raise ConversionError(f"a {args[0]} grid is not square")
                self.size = int(rows)
        self.out = {"size": self.size}
        self.values = {}
        self.regions = None
        self.no_boxes = False

    def cell(self, iss_id):
        r, c = parse_iss_cell(iss_id)
        if not (0 <= r < self.size and 0 <= c < self.size):
            raise ConversionError(f"cell {iss_id} is outside the grid")
        return r, c

    def fp(self, iss_id):
        return fp_cell(*self.cell(iss_id))

    def add(self, key, entry):
        self.out.setdefault(key, []).append(entry)

    def negative(self, what):
        negative = self.out.setdefault("negative", [])
        if what not in negative:
            negative.append(what)

    def adjacent_pairs(self, ids):
        """ISS's pairs for a dot over several cells: each cell with the later adjacent ones."""
        cells = [self.cell(x) for x in ids]
        pairs = []
        for i, (r, c) in enumerate(cells):
            for other in cells[i + 1:]:
                if abs(other[0] - r) + abs(other[1] - c) == 1:
                    pairs.append([fp_cell(r, c), fp_cell(*other)])
        if len(cells) == 2 and not pairs:
            pairs.append([fp_cell(*cells[0]), fp_cell(*cells[1])])
        return pairs

    def convert(self):
        for kind, args in tokens(self.text):
            handler = getattr(self, "do_" + (kind or "Given"), None)
            if kind in LINE_KINDS:
                self.add(LINE_KINDS[kind], {"lines": [[self.fp(x) for x in args]]})
            elif kind in FLAGS:
                self.out[FLAGS[kind]] = True
            elif handler:
                handler(args)
            else:
                raise ConversionError(f"ISS constraint {kind} has no f-puzzles kind here")
        # ISS keeps the boxes beside a Jigsaw unless NoBoxes says otherwise (a prime side has no
        # boxes to keep): the pieces are then extra regions, not f-puzzles' regions.
        has_boxes = any(self.size % d == 0 for d in range(2, self.size))
        if self.regions and has_boxes and not self.no_boxes:
            for piece in sorted(set(self.regions)):
                cells = [fp_cell(i // self.size, i % self.size)
                         for i, region in enumerate(self.regions) if region == piece]
                self.add("extraregion", {"cells": cells})
            self.regions = None
        grid = []
        for r in range(self.size):
            row = []
            for c in range(self.size):
                cell = {}
                if (r, c) in self.values:
                    cell = {"value": self.values[(r, c)], "given": True}
                if self.regions:
                    cell["region"] = self.regions[r * self.size + c]
                row.append(cell)
            grid.append(row)
        self.out["grid"] = grid
        return self.out

    # -- ISS kinds ---------------------------------------------------------------------------
    def do_Shape(self, args):
        pass

    def do_Given(self, args):
        odd = [d for d in range(1, self.size + 1) if d % 2]
        even = [d for d in range(1, self.size + 1) if not d % 2]
        for value_id in args:
            cell, *digits = value_id.split("_")
            digits = sorted(int(d) for d in digits)
            if digits == list(range(1, self.size + 1)):
                continue
            if len(digits) == 1:
                self.values[self.cell(cell)] = digits[0]
            elif digits == odd:
                self.add("odd", {"cell": self.fp(cell)})
            elif digits == even:
                self.add("even", {"cell": self.fp(cell)})
            else:
                raise ConversionError(f"candidates {value_id} are neither one digit nor odd/even")

    def do_Jigsaw(self, args):
        layout = args[-1]
        if len(layout) != self.size * self.size:
            raise ConversionError("a Jigsaw layout of the wrong length")
        names = {}
        self.regions = [names.setdefault(ch, len(names)) for ch in layout]

    def do_NoBoxes(self, args):
        self.no_boxes = True

    def do_Diagonal(self, args):
        self.out["diagonal+" if int(args[0]) > 0 else "diagonal-"] = True

    def do_Windoku(self, args):
        if self.size != 9:
            raise ConversionError("a Windoku on a grid other than 9x9")
        for top in (1, 5):
            for left in (1, 5):
                cells = [fp_cell(top + r, left + c) for r in range(3) for c in range(3)]
                self.add("extraregion", {"cells": cells})

    def do_GreaterThan(self, args):
        # ISS: each cell is greater than the later cells next to it. A cell compared with every
        # one of its orthogonal neighbours, all greater or all smaller, is a maximum or minimum.
        cells = [self.cell(x) for x in args]
        for centre in (cells[0], cells[-1]):
            others = [c for c in cells if c != centre]
            neighbours = {(centre[0] + dr, centre[1] + dc) for dr, dc in
                          ((-1, 0), (1, 0), (0, -1), (0, 1))
                          if 0 <= centre[0] + dr < self.size and 0 <= centre[1] + dc < self.size}
            if set(others) == neighbours and all(
                    abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1 for a in others for b in others):
                key = "maximum" if centre == cells[0] else "minimum"
                self.add(key, {"cell": fp_cell(*centre)})
                return
        raise ConversionError("a GreaterThan that is not a minimum or maximum cell")

    def do_StrictKropki(self, args):
        self.negative("ratio")
        self.negative("difference")

    def do_StrictXV(self, args):
        self.negative("xv")

    def do_WhiteDot(self, args):
        for pair in self.adjacent_pairs(args):
            self.add("difference", {"cells": pair})

    def do_BlackDot(self, args):
        for pair in self.adjacent_pairs(args):
            self.add("ratio", {"cells": pair})

    def do_X(self, args):
        for pair in self.adjacent_pairs(args):
            self.add("xv", {"cells": pair, "value": "X"})

    def do_V(self, args):
        for pair in self.adjacent_pairs(args):
            self.add("xv", {"cells": pair, "value": "V"})

    def do_Cage(self, args):
        total, *cells = args
        entry = {"cells": [self.fp(x) for x in cells]}
        if total.strip():
            entry["value"] = str(int(total))
        self.add("killercage", entry)

    def do_AllDifferent(self, args):
        self.add("extraregion", {"cells": [self.fp(x) for x in args]})

    def do_Whisper(self, args):
        gap, *cells = args
        entry = {"lines": [[self.fp(x) for x in cells]]}
        if int(gap) != 5:
            entry["value"] = str(int(gap))
        self.add("whispers", entry)

    def do_Arrow(self, args):
        bulb, *shaft = args
        self.add("arrow", {"cells": [self.fp(bulb)],
                           "lines": [[self.fp(bulb), *(self.fp(x) for x in shaft)]]})

    def do_PillArrow(self, args):
        size = int(args[0])
        pill, shaft = args[1:1 + size], args[1 + size:]
        first = self.cell(shaft[0])
        start = min(pill, key=lambda x: sum(abs(a - b) for a, b in zip(self.cell(x), first)))
        self.add("arrow", {"cells": [self.fp(x) for x in pill],
                           "lines": [[self.fp(start), *(self.fp(x) for x in shaft)]]})

    def do_LittleKiller(self, args):
        total, start = args
        cells = little_killer_diagonals(self.size).get(start)
        if cells is None:
            raise ConversionError(f"no Little Killer diagonal starts at {start}")
        (r0, c0), (r1, c1) = cells[0], cells[1]
        dr, dc = r1 - r0, c1 - c0
        direction = ("D" if dr > 0 else "U") + ("R" if dc > 0 else "L")
        self.add("littlekillersum", {"cell": fp_cell(r0 - dr, c0 - dc),
                                     "cells": [fp_cell(*rc) for rc in cells],
                                     "direction": direction, "value": str(int(total))})

    def outside(self, key, line, backward=False):
        number = int(line[1:])
        if line[0] == "R":
            return fp_cell(number - 1, self.size if backward else -1)
        return fp_cell(self.size if backward else -1, number - 1)

    def do_Sandwich(self, args):
        total, line = args
        self.add("sandwichsum", {"cell": self.outside("sandwichsum", line), "value": str(int(total))})

    def _double(self, key, args):
        line, forward, backward = (args + ["", ""])[:3]
        for value, back in ((forward, False), (backward, True)):
            if value.strip():
                self.add(key, {"cell": self.outside(key, line, back), "value": str(int(value))})

    def do_XSum(self, args):
        self._double("xsum", args)

    def do_Skyscraper(self, args):
        self._double("skyscraper", args)

    def do_Quad(self, args):
        r, c = self.cell(args[0])
        cells = [fp_cell(r + dr, c + dc) for dr in (0, 1) for dc in (0, 1)]
        self.add("quadruple", {"cells": cells, "values": [int(v) for v in args[1:]]})

    def do_SameValues(self, args):
        sets, *cells = args
        if int(sets) != len(cells) or len(cells) < 2:
            raise ConversionError("SameValues over sets of more than one cell")
        for other in cells[1:]:
            self.add("clone", {"cells": [self.fp(cells[0])], "cloneCells": [self.fp(other)]})

    def do_Pair(self, args, all_pairs=False):
        key, *items = args
        allowed = pair_relation(key, self.size)
        kind = classify(allowed, self.size)
        if kind is None:
            raise ConversionError(f"Pair relation {key} has no f-puzzles kind")
        groups, group = [], []
        for item in items:
            if item.startswith("_"):
                continue
            if item == "":
                groups.append(group)
                group = []
            else:
                group.append(item)
        groups.append(group)
        for group in groups:
            if all_pairs:
                pairs = [(a, b) for i, a in enumerate(group) for b in group[i + 1:]]
            else:
                pairs = list(zip(group, group[1:]))
            for a, b in pairs:
                key, entry = kind
                entry = dict(entry)
                if key == "clone":
                    entry.update({"cells": [self.fp(a)], "cloneCells": [self.fp(b)]})
                else:
                    entry["cells"] = [self.fp(a), self.fp(b)]
                self.add(key, entry)

    def do_PairX(self, args):
        self.do_Pair(args, all_pairs=True)


def classify(allowed, size):
    """The f-puzzles (key, entry) that allows exactly these (a, b), or None."""
    digits = range(1, size + 1)

    def same(rule):
        return allowed == {(a, b) for a in digits for b in digits if rule(a, b)}

    if same(lambda a, b: a == b):
        return "clone", {}
    for d in range(1, size):
        if same(lambda a, b: abs(a - b) == d):
            return "difference", ({} if d == 1 else {"value": str(d)})
    for k in range(2, size + 1):
        if same(lambda a, b: a == k * b or b == k * a):
            return "ratio", ({} if k == 2 else {"value": str(k)})
    for total, letter in ((10, "X"), (5, "V")):
        if same(lambda a, b: a + b == total):
            return "xv", {"value": letter}
    return None


def kinds(puzzle):
    """The f-puzzles kinds a converted puzzle uses, sorted: its keys besides size and grid,
    'negative-…' for each negative, 'jigsaw' for irregular regions, 'givens' when any."""
    found = {k for k, v in puzzle.items() if k not in ("size", "grid", "negative") and v}
    found |= {"negative-" + x for x in puzzle.get("negative", [])}
    cells = [cell for row in puzzle["grid"] for cell in row]
    if any("region" in cell for cell in cells):
        found.add("jigsaw")
    if any(cell.get("given") for cell in cells):
        found.add("givens")
    return sorted(found)


def convert(text):
    """The f-puzzles JSON object (a dict) of ISS text."""
    return Converter(text).convert()


def main(argv):
    args = [a for a in argv[1:] if a != "--skip"]
    skip = "--skip" in argv[1:]
    if len(args) > 1 or (args and args[0] in ("-h", "--help")):
        print(__doc__.strip().split("\n\n")[-1], file=sys.stderr)
        return 2
    text = Path(args[0]).read_text() if args else sys.stdin.read()
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        name, tab, body = line.partition("\t")
        if not tab:
            name, body = f"line{number}", line
        try:
            puzzle = convert(body)
        except (ConversionError, ValueError, IndexError) as e:
            print(f"iss_to_fpuzzles: {name}: {e}", file=sys.stderr)
            if not skip:
                return 1
            continue
        print(json.dumps({"name": name, "fpuzzles": puzzle, "kinds": kinds(puzzle)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
