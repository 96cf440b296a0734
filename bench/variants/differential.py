#!/usr/bin/env python3
"""Random variant puzzles solved by our tool and by Interactive Sudoku Solver: a differential test.

Each puzzle starts from a random solution grid (4×4 to 16×16, made here under the puzzle's random
global rules, on jigsaw regions one time in five), gets rules of one to four more random kinds that
the grid keeps (cages and their totals, thermometers along rising cells, Kropki dots where the
digits have that ratio, clues outside the grid counted on the grid, …) and some of its digits as
givens. One number in 25 is made one off, so that the puzzle may have no solution. Both solvers count each puzzle's solutions to 2
(ours: `sudoku count --limit 2`, the whole set as one f-puzzles batch; ISS: its engine run headless
by iss_runner.mjs on the text fpuzzles_to_iss.py writes) and, where both find one, give their first
solution. Two independent readings of every rule, ours and f-puzzles_to_iss's with ISS's, must
agree: a difference is a bug in one of them, and the puzzle is written out to look at.

    differential.py ISS_DIR SUDOKU [--puzzles N] [--seed S] [--sizes 4,6,9] [--out DIR]
                    [--time-limit S] [--minimal] [--explain]

Prints one line per difference and a summary; exit status 1 when any puzzle differs. With
--out, every puzzle that differs (or that ours did not count within --time-limit) is kept there
as NAME.json (f-puzzles), with NAME.iss beside it. --minimal and --explain: see their help.
"""

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from fpuzzles_to_iss import convert  # noqa: E402
from iss_format import box_dims, fp_cell, little_killer_diagonals  # noqa: E402

KING = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
ORTHOGONAL = [(-1, 0), (1, 0), (0, -1), (0, 1)]
KNIGHT = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)]
GLOBAL_KINDS = ["diagonal+", "diagonal-", "antiknight", "antiking", "nonconsecutive",
                "disjointgroups"]


class Grid:
    """A size × size solution, made at random under some global rules."""

    def __init__(self, size, rules, rng, regions=None):
        self.n = size
        self.rules = rules
        self.rng = rng
        rows, cols = box_dims(size)
        self.box = regions or [[(r // rows) * (size // cols) + c // cols for c in range(size)]
                               for r in range(size)]
        self.cells = None

    def peers(self, r, c):
        """The cells that may not hold the digit of (r, c): its houses and the global rules."""
        n = self.n
        rows, cols = box_dims(n)
        found = set()
        for rr in range(n):
            for cc in range(n):
                if (rr, cc) == (r, c):
                    continue
                if rr == r or cc == c or self.box[rr][cc] == self.box[r][c]:
                    found.add((rr, cc))
                elif "diagonal-" in self.rules and rr == cc and r == c:
                    found.add((rr, cc))
                elif "diagonal+" in self.rules and rr + cc == n - 1 and r + c == n - 1:
                    found.add((rr, cc))
                elif "antiking" in self.rules and abs(rr - r) <= 1 and abs(cc - c) <= 1:
                    found.add((rr, cc))
                elif "antiknight" in self.rules and (rr - r, cc - c) in KNIGHT:
                    found.add((rr, cc))
                elif "disjointgroups" in self.rules and rr % rows == r % rows and \
                        cc % cols == c % cols:
                    found.add((rr, cc))
        return found

    def fill(self, most_nodes=3000):
        """A random solution, or None when the search ran past its nodes (rules too tight)."""
        n = self.n
        cells = [(r, c) for r in range(n) for c in range(n)]
        peers = {rc: self.peers(*rc) for rc in cells}
        neighbours = {(r, c): [(r + dr, c + dc) for dr, dc in ORTHOGONAL
                               if 0 <= r + dr < n and 0 <= c + dc < n] for r, c in cells}
        nonconsecutive = "nonconsecutive" in self.rules
        values = {}
        nodes = [0]

        def search(candidates):
            nodes[0] += 1
            if nodes[0] > most_nodes:
                return False
            open_cells = [rc for rc in cells if rc not in values]
            if not open_cells:
                return True
            best = min(open_cells, key=lambda rc: (len(candidates[rc]), self.rng.random()))
            options = sorted(candidates[best])
            self.rng.shuffle(options)
            for d in options:
                values[best] = d
                after = {rc: set(v) for rc, v in candidates.items() if rc not in values}
                for peer in peers[best]:
                    if peer in after:
                        after[peer].discard(d)
                if nonconsecutive:
                    for peer in neighbours[best]:
                        if peer in after:
                            after[peer] -= {d - 1, d + 1}
                if all(after.values()) and search(after):
                    return True
                del values[best]
            return False

        if not search({rc: set(range(1, n + 1)) for rc in cells}):
            return None
        self.cells = [[values[(r, c)] for c in range(n)] for r in range(n)]
        return self.cells


def random_jigsaw(size, rng):
    """Irregular regions of `size` cells each: the boxes, with cells of neighbouring regions
    swapped at random while both stay in one piece."""
    rows, cols = box_dims(size)
    region = [[(r // rows) * (size // cols) + c // cols for c in range(size)] for r in range(size)]

    def connected(index):
        cells = [(r, c) for r in range(size) for c in range(size) if region[r][c] == index]
        seen, todo = {cells[0]}, [cells[0]]
        while todo:
            r, c = todo.pop()
            for dr, dc in ORTHOGONAL:
                nxt = (r + dr, c + dc)
                if nxt in cells and nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return len(seen) == len(cells)

    for _ in range(size * size * 3):
        r, c = rng.randrange(size), rng.randrange(size)
        dr, dc = rng.choice(ORTHOGONAL)
        if not (0 <= r + dr < size and 0 <= c + dc < size):
            continue
        a, b = region[r][c], region[r + dr][c + dc]
        if a == b:
            continue
        # Swap (r, c) into b for a cell of b (not next to it) going into a.
        others = [(rr, cc) for rr in range(size) for cc in range(size) if region[rr][cc] == b and
                  any(0 <= rr + er < size and 0 <= cc + ec < size and region[rr + er][cc + ec] == a
                      for er, ec in ORTHOGONAL) and (rr, cc) != (r + dr, c + dc)]
        if not others:
            continue
        rr, cc = rng.choice(others)
        region[r][c], region[rr][cc] = b, a
        if not (connected(a) and connected(b)):
            region[r][c], region[rr][cc] = a, b
    return region


class Maker:
    """The rules of one puzzle, each kept by the solution `s` (a list of rows)."""

    def __init__(self, s, rng, rules, regions):
        self.s = s
        self.n = len(s)
        self.rng = rng
        self.regions = regions
        self.p = {"size": self.n, "grid": [[{} for _ in range(self.n)] for _ in range(self.n)]}
        for rule in rules:
            self.p[rule] = True
        self.used_pairs = set()  # orthogonal pairs that already carry a dot

    def inside(self, r, c):
        return 0 <= r < self.n and 0 <= c < self.n

    def at(self, rc):
        return self.s[rc[0]][rc[1]]

    def cell_name(self, rc):
        return fp_cell(*rc)

    def random_cell(self):
        return self.rng.randrange(self.n), self.rng.randrange(self.n)

    def path(self, length, accept, moves=KING, tries=200):
        """A random path of `length` distinct cells, each a step of `moves` from the one before,
        whose digits `accept` (called on every prefix) takes; None when none was found."""
        for _ in range(tries):
            cells = [self.random_cell()]
            while len(cells) < length:
                r, c = cells[-1]
                steps = [(r + dr, c + dc) for dr, dc in moves
                         if self.inside(r + dr, c + dc) and (r + dr, c + dc) not in cells]
                steps = [rc for rc in steps if accept([self.at(x) for x in cells + [rc]], False)]
                if not steps:
                    break
                cells.append(self.rng.choice(steps))
            if len(cells) == length and accept([self.at(x) for x in cells], True):
                return cells
        return None

    def names(self, cells):
        return [self.cell_name(rc) for rc in cells]

    def add(self, key, entry):
        self.p.setdefault(key, []).append(entry)

    def nudge(self, value):
        """Now and then a number one off, so that some puzzles have no solution."""
        if self.rng.random() < 0.04:
            return value + self.rng.choice([-1, 1])
        return value

    # -- one method per kind: each adds one or a few rules of it, or nothing when none fits --
    def killercage(self):
        size = self.rng.randint(1, min(5, self.n))
        cells = self.path(size, lambda d, end: len(set(d)) == len(d), moves=ORTHOGONAL)
        if cells:
            entry = {"cells": self.names(cells)}
            if self.rng.random() < 0.85:
                entry["value"] = str(self.nudge(sum(self.at(x) for x in cells)))
            self.add("killercage", entry)

    def extraregion(self):
        size = self.rng.randint(2, self.n)
        cells = self.path(size, lambda d, end: len(set(d)) == len(d))
        if cells:
            self.add("extraregion", {"cells": self.names(cells)})

    def odd_even(self):
        for _ in range(self.rng.randint(1, 4)):
            rc = self.random_cell()
            self.add("odd" if self.at(rc) % 2 else "even", {"cell": self.cell_name(rc)})

    def minimum_maximum(self):
        for _ in range(self.rng.randint(1, 3)):
            r, c = self.random_cell()
            around = [self.s[r + dr][c + dc] for dr, dc in ORTHOGONAL if self.inside(r + dr, c + dc)]
            if all(self.s[r][c] < d for d in around):
                self.add("minimum", {"cell": fp_cell(r, c)})
            elif all(self.s[r][c] > d for d in around):
                self.add("maximum", {"cell": fp_cell(r, c)})

    def orthogonal_pairs(self):
        n = self.n
        pairs = [((r, c), (r + dr, c + dc)) for r in range(n) for c in range(n)
                 for dr, dc in ((0, 1), (1, 0)) if self.inside(r + dr, c + dc)]
        return pairs

    def dots(self, key, holds, value=None, every=False):
        """Dots of `key` on pairs whose digits `holds`: a few, or with every=True all of them
        (for the negative constraint)."""
        pairs = [pair for pair in self.orthogonal_pairs()
                 if holds(self.at(pair[0]), self.at(pair[1])) and pair not in self.used_pairs]
        if not every:
            pairs = self.rng.sample(pairs, min(len(pairs), self.rng.randint(1, 4)))
        for a, b in pairs:
            self.used_pairs.add((a, b))
            entry = {"cells": self.names([a, b])}
            if value is not None:
                entry["value"] = value
            self.add(key, entry)

    def difference(self):
        if self.p.get("nonconsecutive") or self.rng.random() < 0.5:
            v = self.rng.randint(2, self.n - 1)
            self.dots("difference", lambda a, b: abs(a - b) == v, str(v))
        else:
            self.dots("difference", lambda a, b: abs(a - b) == 1)

    def ratio(self):
        if self.rng.random() < 0.7:
            self.dots("ratio", lambda a, b: a == 2 * b or b == 2 * a)
        else:
            self.dots("ratio", lambda a, b: a == 3 * b or b == 3 * a, "3")

    def xv(self):
        if self.n != 9:
            return
        self.dots("xv", lambda a, b: a + b == 10, "X")
        self.dots("xv", lambda a, b: a + b == 5, "V")

    def negative(self):
        """Every dot of one kind given, and the negative constraint that says so."""
        kind = self.rng.choice(["difference", "ratio"] + (["xv"] if self.n == 9 else []))
        if kind in self.p or (kind == "difference" and self.p.get("nonconsecutive")):
            return
        if kind == "difference":
            self.dots("difference", lambda a, b: abs(a - b) == 1, every=True)
        elif kind == "ratio":
            self.dots("ratio", lambda a, b: a == 2 * b or b == 2 * a, every=True)
        else:
            self.dots("xv", lambda a, b: a + b == 10, "X", every=True)
            self.dots("xv", lambda a, b: a + b == 5, "V", every=True)
        self.p.setdefault("negative", []).append(kind)

    def line(self, key, accept, most=6, value=None):
        length = self.rng.randint(2, min(most, self.n))
        cells = self.path(length, accept)
        if cells:
            entry = {"lines": [self.names(cells)]}
            if value is not None:
                entry["value"] = value
            self.add(key, entry)

    def thermometer(self):
        self.line("thermometer", lambda d, end: all(a < b for a, b in zip(d, d[1:])))

    def palindrome(self):
        self.line("palindrome", lambda d, end: not end or d == d[::-1], most=5)

    def whispers(self):
        gap = self.rng.choice([None, 4, 5] if self.n == 9 else [None, 2, 3])
        need = (self.n + 1) // 2 if gap is None else gap
        self.line("whispers", lambda d, end: all(abs(a - b) >= need for a, b in zip(d, d[1:])),
                  value=None if gap is None else str(gap))

    def renban(self):
        self.line("renban", lambda d, end: len(set(d)) == len(d) and max(d) - min(d) < len(d)
                  if end else len(set(d)) == len(d) and max(d) - min(d) < self.n, most=5)

    def betweenline(self):
        self.line("betweenline",
                  lambda d, end: not end or len(d) >= 3 and all(
                      min(d[0], d[-1]) < x < max(d[0], d[-1]) for x in d[1:-1]), most=5)

    def regionsumline(self):
        box = self.regions

        def accept(cells_digits, end):
            return True

        for _ in range(50):
            length = self.rng.randint(3, 6)
            cells = self.path(length, accept)
            if not cells:
                continue
            sums = {}
            for rc in cells:
                sums[box[rc[0]][rc[1]]] = sums.get(box[rc[0]][rc[1]], 0) + self.at(rc)
            # f-puzzles sums each visit of a box along the line; keep lines visiting each once.
            visits = [box[rc[0]][rc[1]] for rc in cells]
            runs = [b for i, b in enumerate(visits) if i == 0 or visits[i - 1] != b]
            if len(runs) >= 2 and len(set(runs)) == len(runs) and len(set(sums.values())) == 1:
                self.add("regionsumline", {"lines": [self.names(cells)]})
                return

    def entropicline(self):
        if self.n != 9:  # ISS takes entropic lines on 9×9 only
            return
        third = self.n // 3

        def group(d):
            return (d - 1) // third

        self.line("entropicline", lambda d, end: all(
            len({group(x) for x in d[i:i + 3]}) == len(d[i:i + 3]) for i in range(len(d))))

    def zipperline(self):
        def accept(d, end):
            if not end:
                return True
            half = len(d) // 2
            if len(d) % 2:
                middle = d[half]
                return len(d) >= 3 and all(d[i] + d[-1 - i] == middle for i in range(half))
            return len({d[i] + d[-1 - i] for i in range(half)}) == 1

        self.line("zipperline", accept, most=7)

    def pill_arrow(self):
        """An arrow whose circle is a pill of 2 or 3 cells read as one number."""
        for _ in range(200):
            r, c = self.random_cell()
            across = self.rng.random() < 0.5
            cells = [(r, c + k) if across else (r + k, c) for k in range(self.rng.choice([2, 2, 3]))]
            if not all(self.inside(*x) for x in cells):
                continue
            target = int("".join(str(self.at(x)) for x in cells))
            if target > 7 * self.n:
                continue
            shaft = [cells[-1]]
            total = 0
            while total < target and len(shaft) < 9:
                rr, cc = shaft[-1]
                steps = [(rr + dr, cc + dc) for dr, dc in KING if self.inside(rr + dr, cc + dc)
                         and (rr + dr, cc + dc) not in shaft and (rr + dr, cc + dc) not in cells]
                if not steps:
                    break
                shaft.append(self.rng.choice(steps))
                total += self.at(shaft[-1])
            if total == target:
                self.add("arrow", {"cells": self.names(cells), "lines": [self.names(shaft)]})
                return

    def arrow(self):
        for _ in range(50):
            circle = self.random_cell()
            target = self.at(circle)
            length = self.rng.randint(1, 3)
            r, c = circle
            start = [(r + dr, c + dc) for dr, dc in KING if self.inside(r + dr, c + dc)]
            first = self.rng.choice(start)
            cells = [circle, first]
            while len(cells) < length + 1:
                r, c = cells[-1]
                steps = [(r + dr, c + dc) for dr, dc in KING
                         if self.inside(r + dr, c + dc) and (r + dr, c + dc) not in cells]
                if not steps:
                    break
                cells.append(self.rng.choice(steps))
            if sum(self.at(x) for x in cells[1:]) == target:
                self.add("arrow", {"cells": [self.cell_name(circle)],
                                   "lines": [self.names(cells)]})
                return

    def littlekillersum(self):
        n = self.n
        steps = {"DR": (1, 1), "DL": (1, -1), "UR": (-1, 1), "UL": (-1, -1)}
        for _ in range(self.rng.randint(1, 3)):
            direction = self.rng.choice(list(steps))
            dr, dc = steps[direction]
            # A clue outside the grid, next to an edge, whose diagonal enters the grid.
            side = self.rng.choice(["row", "col"])
            if side == "row":
                r = -1 if dr == 1 else n
                c = self.rng.randrange(n)
            else:
                c = -1 if dc == 1 else n
                r = self.rng.randrange(n)
            cells = []
            rr, cc = r + dr, c + dc
            while self.inside(rr, cc):
                cells.append((rr, cc))
                rr, cc = rr + dr, cc + dc
            if len(cells) < 2 or len(cells) == n or any(
                    e["cell"] == fp_cell(r, c) and e["direction"] == direction
                    for e in self.p.get("littlekillersum", [])):
                continue
            if frozenset(cells) not in {frozenset(x) for x in little_killer_diagonals(n).values()}:
                continue
            self.add("littlekillersum", {"cell": fp_cell(r, c), "direction": direction,
                                         "value": str(self.nudge(sum(self.at(x) for x in cells)))})

    def outside_clue(self, key, value_of):
        n = self.n
        for _ in range(self.rng.randint(1, 4)):
            side = self.rng.randrange(4)
            k = self.rng.randrange(n)
            if side == 0:
                cell, digits = (-1, k), [self.s[r][k] for r in range(n)]
            elif side == 1:
                cell, digits = (n, k), [self.s[r][k] for r in reversed(range(n))]
            elif side == 2:
                cell, digits = (k, -1), self.s[k][:]
            else:
                cell, digits = (k, n), self.s[k][::-1]
            if any(e["cell"] == fp_cell(*cell) for e in self.p.get(key, [])):
                continue
            self.add(key, {"cell": fp_cell(*cell), "value": str(self.nudge(value_of(digits)))})

    def sandwichsum(self):
        n = self.n

        def between(digits):
            a, b = sorted((digits.index(1), digits.index(n)))
            return sum(digits[a + 1:b])

        n_sides = []
        for _ in range(self.rng.randint(1, 3)):
            k = self.rng.randrange(n)
            if self.rng.random() < 0.5:
                cell, digits = (-1, k), [self.s[r][k] for r in range(n)]
            else:
                cell, digits = (k, -1), self.s[k][:]
            if cell in n_sides:
                continue
            n_sides.append(cell)
            self.add("sandwichsum", {"cell": fp_cell(*cell),
                                     "value": str(self.nudge(between(digits)))})

    def xsum(self):
        self.outside_clue("xsum", lambda d: sum(d[:d[0]]))

    def skyscraper(self):
        def seen(digits):
            top, count = 0, 0
            for d in digits:
                if d > top:
                    top, count = d, count + 1
            return count

        self.outside_clue("skyscraper", seen)

    def quadruple(self):
        r, c = self.rng.randrange(self.n - 1), self.rng.randrange(self.n - 1)
        block = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
        digits = [self.at(x) for x in block]
        values = sorted(self.rng.sample(digits, self.rng.randint(1, 4)))
        self.add("quadruple", {"cells": self.names(block), "values": values})

    def clone(self):
        for _ in range(100):
            a, b = self.random_cell(), self.random_cell()
            if a != b and self.at(a) == self.at(b):
                self.add("clone", {"cells": [self.cell_name(a)], "cloneCells": [self.cell_name(b)]})
                return


LOCAL_KINDS = ["killercage", "extraregion", "odd_even", "minimum_maximum", "difference", "ratio",
               "xv", "negative", "thermometer", "palindrome", "whispers", "renban", "betweenline",
               "regionsumline", "entropicline", "arrow", "littlekillersum", "sandwichsum", "xsum",
               "skyscraper", "quadruple", "clone", "zipperline", "pill_arrow"]


def make_puzzle(rng, sizes, most_kinds=4, givens=None):
    """One random puzzle as f-puzzles JSON, and its kinds: one to `most_kinds` local kinds, and
    as givens either exactly the share `givens` of the cells or, by default, a random share."""
    while True:
        size = rng.choice(sizes)
        rules = [k for k in GLOBAL_KINDS if rng.random() < 0.12]
        if "disjointgroups" in rules and size == 4:
            rules.remove("disjointgroups")
        # A jigsaw now and then (not with disjoint groups: they need regular boxes).
        jigsaw = size > 4 and "disjointgroups" not in rules and rng.random() < 0.2
        grid = Grid(size, rules, rng, random_jigsaw(size, rng) if jigsaw else None)
        solution = grid.fill()
        if solution is not None:
            break
    maker = Maker(solution, rng, rules, grid.box)
    if jigsaw:
        for r in range(size):
            for c in range(size):
                maker.p["grid"][r][c]["region"] = grid.box[r][c]
        rules = rules + ["jigsaw"]
    kinds = rng.sample(LOCAL_KINDS, rng.randint(1, most_kinds))
    for kind in kinds:
        getattr(maker, kind)()
    if givens is not None:
        cells = [(r, c) for r in range(size) for c in range(size)]
        rng.shuffle(cells)
        chosen = cells[: int(givens * len(cells))]
    else:
        # Fewer givens on larger grids, so that most puzzles need the rules to be unique.
        share = {4: 0.25, 6: 0.3, 9: 0.3}.get(size, 0.3) * rng.uniform(0.5, 1.3)
        chosen = [(r, c) for r in range(size) for c in range(size) if rng.random() < share]
    for r, c in chosen:
        maker.p["grid"][r][c].update({"value": solution[r][c], "given": True})
    return maker.p, rules + kinds


def keep(args, name, puzzle, iss_row=None):
    """With --out: the puzzle written there as NAME.json, and its ISS text as NAME.iss."""
    if not args.out:
        return
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{name}.json").write_text(json.dumps(puzzle) + "\n")
    if iss_row is not None:
        (out / f"{name}.iss").write_text(iss_row)


def count_batch(sudoku, puzzles, path, time_limit):
    """Our count to 2 of each f-puzzles puzzle, as {index: count or status}."""
    path.write_text("".join(json.dumps(p) + "\n" for p in puzzles))
    done = subprocess.run([sudoku, "count", "--limit", "2", "--format", "json", "--time-limit",
                           str(time_limit), "--no-progress", str(path)],
                          capture_output=True, text=True)
    counts = {}
    for position, line in enumerate(done.stdout.splitlines()):
        result = json.loads(line)
        # A file of one puzzle is read as that puzzle, not as a batch: no "line" then.
        counts[result.get("line", position + 1) - 1] = result.get("count", result.get("status"))
    return counts


def minimise(args, puzzles, unique, scratch, rng):
    """Takes givens out of each puzzle both found unique while ours still counts one solution,
    each given tried once in a random order: puzzles whose rules must do the work. Returns the
    new list of (name, puzzle, kinds) for those puzzles."""
    work = []
    for index, _ in unique:
        name, puzzle, kinds = puzzles[index]
        puzzle = json.loads(json.dumps(puzzle))
        givens = [(r, c) for r in range(puzzle["size"]) for c in range(puzzle["size"])
                  if puzzle["grid"][r][c].get("given")]
        rng.shuffle(givens)
        work.append([name + "m", puzzle, kinds, givens])
    while any(item[3] for item in work):
        trying = [item for item in work if item[3]]
        tries = []
        for item in trying:
            r, c = item[3].pop()
            trial = json.loads(json.dumps(item[1]))
            for key in ("value", "given"):
                trial["grid"][r][c].pop(key, None)
            tries.append(trial)
        counts = count_batch(args.sudoku, tries, Path(scratch) / "minimise.jsonl",
                             args.time_limit)
        for position, item in enumerate(trying):
            if counts.get(position) == 1:
                item[1] = tries[position]
    return [(name, puzzle, kinds) for name, puzzle, kinds, _ in work]


def check_explanations(args, puzzles, unique, scratch):
    """`sudoku explain` on each puzzle both solvers found unique: every digit a step places is
    the solution's, and no step removes the solution's digit from its cell. Returns how many
    puzzles broke that; prints how far the explanations went."""
    broken = solved = stalled = 0
    for index, solution in unique:
        name, puzzle, kinds = puzzles[index]
        size = puzzle["size"]
        path = Path(scratch) / f"{name}.json"
        path.write_text(json.dumps(puzzle))
        try:
            done = subprocess.run([args.sudoku, "explain", "--format", "json", str(path)],
                                  capture_output=True, text=True, timeout=120)
            result = json.loads(done.stdout)
        except (subprocess.TimeoutExpired, json.JSONDecodeError):
            print(f"{name} ({', '.join(kinds)}): explain gave no answer within 120 s")
            broken += 1
            continue

        def digit_at(cell):
            row, col = (int(x) for x in cell[1:].split("c"))
            return int(solution[(row - 1) * size + col - 1], 36)

        wrong = []
        for step in result.get("steps", []):
            for placed in step.get("placements", []):
                if placed["digit"] != digit_at(placed["cell"]):
                    wrong.append(f"step {step['number']} places {placed['digit']} in "
                                 f"{placed['cell']}")
            for removed in step.get("eliminations", []):
                if removed["digit"] == digit_at(removed["cell"]):
                    wrong.append(f"step {step['number']} removes {removed['digit']} from "
                                 f"{removed['cell']}")
        if result.get("status") == "solved":
            solved += 1
            if result.get("solution") != solution:
                wrong.append(f"solved as {result.get('solution')}")
        elif result.get("status") == "stalled":
            stalled += 1
        else:
            wrong.append(f"status {result.get('status')}")
        if wrong:
            broken += 1
            print(f"{name} ({', '.join(kinds)}): explain: {'; '.join(wrong[:3])}")
            keep(args, name, puzzle)
    print(f"explained {len(unique)} unique puzzles: {solved} solved by logic, {stalled} stalled, "
          f"{broken} with a step against the solution")
    return broken


def compare(args, puzzles, scratch, label):
    """Both solvers on `puzzles`; prints each difference and a summary line. Returns how many
    differ and the (index, solution) of those both found unique."""
    batch = scratch / f"{label}.jsonl"
    batch.write_text("".join(json.dumps(p) + "\n" for _, p, _ in puzzles))
    counted = subprocess.run([args.sudoku, "count", "--limit", "2", "--format", "json",
                              "--time-limit", str(args.time_limit), "--no-progress", str(batch)],
                             capture_output=True, text=True)
    ours = {}
    for position, line in enumerate(counted.stdout.splitlines()):
        result = json.loads(line)
        ours[result.get("line", position + 1) - 1] = result
    solved = subprocess.run([args.sudoku, "solve", "--format", "line", "--no-progress",
                             "--time-limit", str(args.time_limit), str(batch)],
                            capture_output=True, text=True)
    our_solutions = solved.stdout.splitlines()
    rows = [f"{name}\t{convert(puzzle)}\n" for name, puzzle, _ in puzzles]
    tsv = scratch / f"{label}.tsv"
    tsv.write_text("".join(rows))
    done = subprocess.run(["node", str(HERE / "iss_runner.mjs"), args.iss_dir, str(tsv)],
                          capture_output=True, text=True, check=True)
    theirs = {}
    for line in done.stdout.splitlines():
        name, ms, count, solution = (line.split("\t") + ["", "", ""])[:4]
        theirs[name] = (ms, count, solution)
    differ = 0
    unique = []  # (index, solution) of the puzzles both found unique
    tally = {"0": 0, "1": 0, "2": 0, "budget": 0, "refused": 0}
    for index, (name, puzzle, kinds) in enumerate(puzzles):
        result = ours.get(index, {})
        if result.get("status") == "budget_spent":
            tally["budget"] += 1
            ms, their_count, _ = theirs.get(name, ("missing", "", ""))
            print(f"{name} ({', '.join(kinds)}): ours past {args.time_limit} s, ISS {their_count} "
                  f"in {ms} ms")
            keep(args, name, puzzle, rows[index])
            continue
        our_count = str(result.get("count", result.get("status")))
        ms, their_count, their_solution = theirs.get(name, ("missing", "", ""))
        our_solution = our_solutions[index] if index < len(our_solutions) else ""
        if our_count == "invalid" and (ms == "error" or their_count == "0"):
            # A number no rule can take (a sandwich of -1, a cage of 4 cells totalling 9): ours
            # refuses the puzzle, ISS refuses it too or finds no solution.
            tally["refused"] += 1
            continue
        same = our_count == their_count and (our_count != "1" or our_solution == their_solution)
        if same:
            tally[our_count] = tally.get(our_count, 0) + 1
            if our_count == "1":
                unique.append((index, our_solution))
            continue
        differ += 1
        print(f"{name} ({', '.join(kinds)}): ours {our_count} {our_solution}, "
              f"ISS {their_count} {their_solution} {ms if ms == 'error' else ''}")
        keep(args, name, puzzle, rows[index])
    print(f"{len(puzzles)} {label} puzzles (seed {args.seed}): {differ} differ; agreed on "
          f"{tally['0']} without a solution, {tally['1']} unique, {tally['2']} with two or more; "
          f"{tally['refused']} refused by ours (ISS: refused or none); {tally['budget']} past our "
          f"time limit")
    return differ, unique


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("iss_dir")
    parser.add_argument("sudoku")
    parser.add_argument("--puzzles", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sizes", default="4,6,9")
    parser.add_argument("--out")
    parser.add_argument("--time-limit", type=float, default=20.0)
    parser.add_argument("--minimal", action="store_true",
                        help="then take givens out of the unique puzzles while ours counts one "
                             "solution, and compare those puzzles again")
    parser.add_argument("--explain", action="store_true",
                        help="explain every puzzle both found unique (the minimal ones with "
                             "--minimal) and check each step against that solution")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sizes = [int(x) for x in args.sizes.split(",")]
    puzzles = []
    for index in range(args.puzzles):
        puzzle, kinds = make_puzzle(rng, sizes)
        puzzles.append((f"p{args.seed}_{index}", puzzle, kinds))
    scratch = Path(tempfile.mkdtemp(prefix="differential"))
    differ, unique = compare(args, puzzles, scratch, "random")
    if args.minimal:
        puzzles = minimise(args, puzzles, unique, scratch, rng)
        more, unique = compare(args, puzzles, scratch, "minimal")
        differ += more
    if args.explain:
        differ += check_explanations(args, puzzles, unique, scratch)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
