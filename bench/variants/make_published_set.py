#!/usr/bin/env python3
"""Builds tests/data/published/puzzles.jsonl: published variant puzzles with their known
solutions, one JSON object a line ({"name", "source", "kinds", "fpuzzles", "solution"}), for
the test that our reader and solver agree with each (tests/solve/published_puzzles_test.cpp).

The puzzles come from Interactive Sudoku Solver's data files (each with the solution ISS ships
and the link ISS names as its source), converted with iss_to_fpuzzles.py, plus two 4×4
puzzles with one diagonal from lisudoku_solver's tests, entered by hand, and, when a checkout of
Rangsk's SudokuSolver (github.com/dclamage/SudokuSolver) is named, the f-puzzles links of its
tests named in RANGSK_NAMES, as they are (the JSON of each link). `kinds` names the rules
in the test's words (the test checks them against what our reader finds); `slow` marks a
puzzle our solver takes over 10 s to count, which the test reads and checks but does not count.

    make_published_set.py ISS_DIR OUT.jsonl [RANGSK_DIR]
"""

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import iss_to_fpuzzles  # noqa: E402
from lz_base64 import decompress_base64  # noqa: E402

# The ISS puzzles taken, by ISS's name: one or two for each kind of rule we solve.
ISS_NAMES = [
    "Odd & even", "Thermo", "German Whispers", "'Leven",
    "Sudoku Variants Series (173) - Between Lines Sudoku",
    "Sudoku Variants Series (013) - Palindrome Sudoku", "Raw Spaghetti", "Entropic connections",
    "Arrow", "Pill Arrow Sudoku", "Quadruple X", "XV Kropki Sudoku", "Merry X/V-mas",
    "Little Killer Sudoku", "The Barbed Cross", "Between 1 and 9 Sudoku", "Skyscraper", "X-Sum",
    "I just like colours", "Clone", "Strict kropki", "Anti-knight Anti-consecutive",
    "Killer sudoku [0 cage, hard]", "Windoku", "Fortress", "Doggo Experiment #8",
    "Zipper lines - tutorial", "6x6: Between Odd and Even", "6x6: Little Killer",
    "16x16: Sudoku X", "Septa", "Killer",
]


# Puzzles of Rangsk's tests (SudokuTests/Puzzles.cs, uniqueVariantFPuzzles: a comment naming the
# puzzle, then its f-puzzles payload and solution), by the start of that comment: the two that
# our reader first read against f-puzzles' meaning (a maximum beside a maximum, "nonconsecutive"
# beside Kropki dots), and the two with column indexers ("159").
RANGSK_NAMES = ['"Bird in a Storm"', '"Fortress Sudoku"', '"159 Arrows"', '"Dab"']
RANGSK_SOURCE = ("Rangsk's SudokuSolver test data (github.com/dclamage/SudokuSolver, "
                 "SudokuTests/Puzzles.cs)")


def rangsk_puzzles(rangsk):
    """The puzzles of RANGSK_NAMES, each {name, source, fpuzzles, solution}."""
    text = (Path(rangsk) / "SudokuTests/Puzzles.cs").read_text(encoding="utf-8-sig")
    found = []
    for name in RANGSK_NAMES:
        m = re.search(r"//\s*" + re.escape(name) + r'[^\n]*\n\s*\(@?"([^"]+)",\s*"(\d+)"\)', text)
        if not m:
            raise SystemExit(f"{name} is not in {rangsk}/SudokuTests/Puzzles.cs")
        fpuzzles = json.loads(decompress_base64(m.group(1)))
        found.append({"name": fpuzzles.get("title") or name.strip('"'), "source": RANGSK_SOURCE,
                      "fpuzzles": fpuzzles, "solution": m.group(2)})
    return found


# Puzzles our solver (auto engine, count to 2) takes over 10 s on: kept, read and checked, not
# counted by the test. None since the clue and sum propagators (X-Sum took about 80 s, The Barbed
# Cross about 20 s).
SLOW = {}

WORDS = {"antiknight": "anti-knight", "antiking": "anti-king",
         "nonconsecutive": "non-consecutive", "disjointgroups": "disjoint groups",
         "extraregion": "extra region", "difference": "white Kropki", "ratio": "black Kropki",
         "xv": "XV", "whispers": "whisper", "betweenline": "between line",
         "regionsumline": "region-sum line", "entropicline": "entropic line",
         "zipperline": "zipper line", "littlekillersum": "little killer",
         "sandwichsum": "sandwich", "xsum": "x-sum", "rowindexer": "row indexer",
         "columnindexer": "column indexer", "boxindexer": "box indexer"}
DRAWINGS = {"line", "cage", "circle", "rectangle", "text"}
NEGATIVE = {"difference": "negative white Kropki", "ratio": "negative black Kropki",
            "xv": "negative XV"}


def kinds(fp):
    """The kinds of rule of an f-puzzles object, in the words of published_puzzles_test.cpp."""
    size = fp["size"]
    found = {f"{size}x{size}"}
    for key, value in fp.items():
        if key in ("size", "grid", "title", "author", "ruleset", "solution") or not value:
            continue
        if key in DRAWINGS:
            continue  # drawings: no rule (our reader skips them)
        if key == "negative":
            found |= {NEGATIVE[x] for x in value}
        elif key == "nonconsecutive" and (fp.get("difference") or fp.get("ratio")):
            found.add(NEGATIVE["difference"])  # f-puzzles' white dots' negative constraint
        elif key == "arrow":
            found |= {"arrow" if len(a["cells"]) == 1 else "pill arrow" for a in value}
        elif key == "killercage":
            found |= {"Killer cage" if int(c.get("value") or 0) else "cage without total"
                      for c in value}
        else:
            found.add(WORDS.get(key, key))
    if any("region" in cell for row in fp["grid"] for cell in row):
        found.add("jigsaw")
    return sorted(found)


def fp_grid(size, givens):
    grid = [[{} for _ in range(size)] for _ in range(size)]
    for r, c, v in givens:
        grid[r][c] = {"value": v, "given": True}
    return grid


# lisudoku_solver, src/solver/tests/logical_solver/puzzles/diagonal_4x4.rs: the same givens
# with the main diagonal (test 1) or the anti-diagonal (test 2), one solution for both.
LISUDOKU_SOURCE = ("lisudoku_solver test data (github.com/lisudoku/lisudoku_solver, "
                   "src/solver/tests/logical_solver/puzzles/diagonal_4x4.rs)")
HAND_ENTERED = [
    {"name": "lisudoku diagonal 4x4 1", "source": LISUDOKU_SOURCE,
     "fpuzzles": {"size": 4, "diagonal-": True, "grid": fp_grid(4, [(0, 0, 2), (1, 2, 1), (3, 0, 4)])},
     "solution": "2143341212344321"},
    {"name": "lisudoku diagonal 4x4 2", "source": LISUDOKU_SOURCE,
     "fpuzzles": {"size": 4, "diagonal+": True, "grid": fp_grid(4, [(0, 0, 2), (1, 2, 1), (3, 0, 4)])},
     "solution": "2143341212344321"},
]


def iss_sources(iss):
    """ISS puzzle name -> its src (links joined with a space), from ISS's data files."""
    sources = {}
    for path in (iss / "data/example_puzzles.js", iss / "data/collections.js"):
        text = path.read_text()
        for m in re.finditer(r"name: '((?:[^'\\]|\\.)*)',(.*?)(?=\n\s*\{|\n\s*\],)", text, re.S):
            name = m.group(1).replace("\\'", "'")
            src = re.search(r"src: (\[[^\]]*\]|'[^']*')", m.group(2))
            if src and name not in sources:
                sources[name] = " ".join(re.findall(r"'([^']*)'", src.group(1)))
    return sources


def main(argv):
    iss, out = Path(argv[1]), Path(argv[2])
    dump = subprocess.run(["node", str(HERE / "iss_runner.mjs"), str(iss), "--dump-examples"],
                          check=True, capture_output=True, text=True).stdout
    examples = {}
    for line in dump.splitlines():
        entry = json.loads(line)
        examples.setdefault(entry["name"], entry)
    table = "".join(f"{name}\t{examples[name]['input']}\n" for name in ISS_NAMES)
    canonical = subprocess.run(["node", str(HERE / "iss_runner.mjs"), str(iss), "--canonical"],
                               input=table, check=True, capture_output=True, text=True).stdout
    sources = iss_sources(iss)
    puzzles = []
    for line in canonical.splitlines():
        name, _, text = line.split("\t")[0], None, line.split("\t")[-1]
        source = sources.get(name, "")
        puzzles.append({"name": name,
                        "source": (source + " " if source else "") + "(via Interactive Sudoku Solver's examples)",
                        "fpuzzles": iss_to_fpuzzles.convert(text),
                        "solution": examples[name]["solution"]})
    puzzles += HAND_ENTERED
    if len(argv) > 3:
        puzzles += rangsk_puzzles(argv[3])
    with out.open("w") as f:
        for p in puzzles:
            row = {"name": p["name"], "source": p["source"], "kinds": kinds(p["fpuzzles"])}
            if p["name"] in SLOW:
                row["slow"] = SLOW[p["name"]]
            row |= {"solution": p["solution"], "fpuzzles": p["fpuzzles"]}
            f.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"{len(puzzles)} puzzles -> {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
