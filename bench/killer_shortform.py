#!/usr/bin/env python3
"""Converts Killers from the one-line "short" form to this tool's Killer block form.

The short form (used by Interactive Sudoku Solver's collections and on the Killer forums) is
81 characters, one per cell in reading order. A cell holding a cage's total writes it as one
character: '0'-'9' are 0 to 9, 'A'-'Z' are 10 to 35, 'a'-'z' 36 to 61 (0: the total is not
known). Every other cell points to a neighbour of its own cage: '<' left, '>' right, '^' up,
'v' down, '`' up and left. Cages are what these pointers join.

    bench/killer_shortform.py FILE...   one puzzle per line in; one block-form puzzle per file
                                        written to --out DIR (NAME_NN.txt), or all of them to
                                        standard output, separated by a line of '-'

A line that is not 81 such characters, a pointer leaving the grid, or a cage with no total or
two totals is an error naming the file and line.
"""
import argparse
import pathlib
import string
import sys

SIDE = 9
STEPS = {"<": (0, -1), ">": (0, 1), "^": (-1, 0), "v": (1, 0), "`": (-1, -1)}
LABELS = string.ascii_uppercase + string.ascii_lowercase + string.digits


def total_of(symbol):
    if symbol.isdigit():
        return int(symbol)
    if "A" <= symbol <= "Z":
        return 10 + ord(symbol) - ord("A")
    if "a" <= symbol <= "z":
        return 36 + ord(symbol) - ord("a")
    return None


def convert(line, where):
    if len(line) != SIDE * SIDE:
        raise ValueError(f"{where}: expected {SIDE * SIDE} characters, found {len(line)}")
    parent = list(range(SIDE * SIDE))

    def root(cell):
        while parent[cell] != cell:
            parent[cell] = parent[parent[cell]]
            cell = parent[cell]
        return cell

    totals = {}
    for cell, symbol in enumerate(line):
        row, column = divmod(cell, SIDE)
        if symbol in STEPS:
            dr, dc = STEPS[symbol]
            r, c = row + dr, column + dc
            if not (0 <= r < SIDE and 0 <= c < SIDE):
                raise ValueError(f"{where}:{cell + 1}: '{symbol}' points out of the grid")
            parent[root(cell)] = root(r * SIDE + c)
        elif total_of(symbol) is not None:
            totals[cell] = total_of(symbol)
        else:
            raise ValueError(f"{where}:{cell + 1}: unexpected '{symbol}'")
    cage_total = {}
    for cell, total in totals.items():
        if root(cell) in cage_total:
            raise ValueError(f"{where}:{cell + 1}: a cage with two totals")
        cage_total[root(cell)] = total
    label = {}
    rows = []
    for row in range(SIDE):
        text = ""
        for column in range(SIDE):
            cage = root(row * SIDE + column)
            if cage not in cage_total:
                raise ValueError(f"{where}:{row * SIDE + column + 1}: a cage without a total")
            if cage_total[cage] == 0:
                raise ValueError(f"{where}: a cage's total is not known")
            label.setdefault(cage, LABELS[len(label)])
            text += label[cage]
        rows.append(text)
    sums = [f"{label[cage]} {cage_total[cage]}" for cage in label]
    return "\n".join(rows) + "\n\n" + "\n".join(sums) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=pathlib.Path)
    parser.add_argument("--out", type=pathlib.Path, help="write NAME_NN.txt files here")
    parser.add_argument("--skip-unknown", action="store_true",
                        help="leave out puzzles with a cage of unknown total")
    arguments = parser.parse_args()
    status = 0
    for path in arguments.files:
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            line = line.strip()
            if not line:
                continue
            where = f"{path}:{number}"
            try:
                block = convert(line, where)
            except ValueError as error:
                if arguments.skip_unknown and "not known" in str(error):
                    continue
                print(error, file=sys.stderr)
                status = 2
                continue
            if arguments.out:
                arguments.out.mkdir(parents=True, exist_ok=True)
                (arguments.out / f"{path.stem}_{number:02d}.txt").write_text(block)
            else:
                sys.stdout.write(block + "-\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
