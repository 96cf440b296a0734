#!/usr/bin/env python3
"""How far `sudoku rate` agrees with Sudoku Explainer (SE) ratings on a rated sample.

    bench/se_agreement.py [--sudoku PATH] [--jobs N] SAMPLE...

Each line of a SAMPLE is an 81-character classic puzzle ('0' or '.' for a blank), a space and
its SE rating ("4.5"); blank lines and lines starting with '#' are skipped. The puzzles go to
`sudoku rate --json` in one batch; then the script prints, over the whole sample and per SE band
(whole units: 2.0-2.9, 3.0-3.9, ...): how many puzzles, Spearman's rank correlation, the mean
absolute gap and the mean signed gap (ours minus SE), and how many stalled (no score). A stall
is ranked above every score, as the hardest (it needs more than the ladder has).

The samples are public data read in place, never committed (docs/benchmarks.md says where they
come from).
"""
import argparse
import json
import subprocess
import sys


def read_sample(path):
    rows = []
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = line.split()
            if len(fields) != 2 or len(fields[0]) != 81:
                sys.exit(f"{path}:{number}: expected 81 puzzle characters, a space and a rating")
            try:
                rating = float(fields[1])
            except ValueError:
                sys.exit(f"{path}:{number}: '{fields[1]}' is not a rating")
            rows.append((fields[0], rating))
    return rows


def ranks(values):
    """Ranks from 1, ties sharing the mean of their places."""
    order = sorted(range(len(values)), key=lambda index: values[index])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for place in range(start, end + 1):
            result[order[place]] = (start + end) / 2 + 1
        start = end + 1
    return result


def pearson(xs, ys):
    n = len(xs)
    mean_x, mean_y = sum(xs) / n, sum(ys) / n
    cov = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys))
    var_x = sum((x - mean_x) ** 2 for x in xs)
    var_y = sum((y - mean_y) ** 2 for y in ys)
    if var_x == 0 or var_y == 0:
        return float("nan")
    return cov / (var_x * var_y) ** 0.5


def spearman(xs, ys):
    return pearson(ranks(xs), ranks(ys))


def rate(sudoku, jobs, puzzles):
    text = "".join(puzzle.replace("0", ".") + "\n" for puzzle in puzzles)
    done = subprocess.run([sudoku, "rate", "--json", "-j", str(jobs), "-"], input=text,
                          capture_output=True, text=True, check=False)
    replies = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if len(replies) != len(puzzles):
        sys.exit(f"sudoku rate answered {len(replies)} of {len(puzzles)} puzzles: "
                 f"{done.stderr.strip()}")
    return replies


def summary(name, pairs):
    """One table row over (SE rating, our score or None) pairs."""
    stalled = sum(1 for _, ours in pairs if ours is None)
    top = max([ours for _, ours in pairs if ours is not None] + [se for se, _ in pairs]) + 1
    se = [se for se, _ in pairs]
    ours = [top if score is None else score for _, score in pairs]
    rated = [(s, o) for s, o in pairs if o is not None]
    gap = sum(abs(o - s) for s, o in rated) / len(rated) if rated else float("nan")
    signed = sum(o - s for s, o in rated) / len(rated) if rated else float("nan")
    rho = spearman(se, ours) if len(pairs) > 2 else float("nan")
    return f"| {name} | {len(pairs)} | {rho:.3f} | {gap:.2f} | {signed:+.2f} | {stalled} |"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("samples", nargs="+")
    parser.add_argument("--sudoku", default="build/release/sudoku")
    parser.add_argument("--jobs", type=int, default=2)
    arguments = parser.parse_args()
    rows = [row for path in arguments.samples for row in read_sample(path)]
    replies = rate(arguments.sudoku, arguments.jobs, [puzzle for puzzle, _ in rows])
    pairs = [(rating, reply.get("score")) for (_, rating), reply in zip(rows, replies)]
    print("| SE band | puzzles | Spearman | mean gap | ours − SE | stalls |")
    print("|---|---:|---:|---:|---:|---:|")
    print(summary("all", pairs))
    for band in sorted({int(se) for se, _ in pairs}):
        in_band = [(se, ours) for se, ours in pairs if int(se) == band]
        print(summary(f"{band}.0–{band}.9", in_band))


if __name__ == "__main__":
    main()
