#!/usr/bin/env python3
"""Builds the f-puzzles test set from Interactive Sudoku Solver's own example and collection
puzzles, checks both converters on it, and times ISS on it.

    make_iss_set.py ISS_DIR OUT_DIR [--repeat N] [--cpu C] [--with-unsolved]
                    [--collection NAME]...

Steps (node and taskset on PATH):
  1. iss_runner.mjs --dump-examples lists ISS's puzzles in canonical text;
  2. iss_to_fpuzzles.py turns each into f-puzzles JSON, where it can; a puzzle is kept when it
     carries a solution and uses a kind besides givens (a variant);
  3. fpuzzles_to_iss.py turns the JSON back into ISS text;
  4. ISS counts the solutions (to 2) of the original text and of the round-tripped one: both
     must give the stored solution and the same count, or the puzzle is reported and left out;
  5. ISS times the round-tripped text, best of N runs (default 3), pinned to cpu C (default 1).
Writes OUT_DIR/puzzles.jsonl ({name, fpuzzles, solution, kinds}), OUT_DIR/iss_times.tsv
(name, ms, count, solution), OUT_DIR/iss_input.tsv (name, ISS text timed), OUT_DIR/report.txt
(counts per kind, skipped puzzles and why, ISS's total time). With --with-unsolved, the
variant puzzles that carry no solution but have exactly one by ISS go, with ISS's solution, to
the same files named *_iss_solved.*. With --collection (repeatable), only the puzzles of those ISS
collections are taken (EXAMPLES, DISPLAYED, TAREK_ALL, MATHEMAGIC_KILLERS, HS_KILLERS,
LITTLE_KILLER_SNIPES, HARD_PENCILMARKS): `--collection MATHEMAGIC_KILLERS --with-unsolved` is
the forum's 14 hardest Killers. The output is third-party data: keep it out of the
repository.
"""

import collections
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import fpuzzles_to_iss  # noqa: E402
import iss_to_fpuzzles  # noqa: E402
from iss_format import ConversionError  # noqa: E402


def run_iss(iss_dir, lines, repeat, cpu):
    """ISS's rows (name, ms, count, solution) for NAME<TAB>TEXT lines, in order."""
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as f:
        f.write("".join(f"{name}\t{text}\n" for name, text in lines))
        path = f.name
    try:
        command = ["node", str(HERE / "iss_runner.mjs"), str(iss_dir), path, "--repeat", str(repeat)]
        if cpu is not None:
            command = ["taskset", "-c", str(cpu), *command]
        out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    finally:
        Path(path).unlink()
    rows = [line.split("\t") for line in out.splitlines()]
    if [r[0] for r in rows] != [name for name, _ in lines]:
        raise SystemExit("make_iss_set: ISS's rows do not match the puzzles sent")
    return rows


def check_and_time(iss_dir, candidates, repeat, cpu, skipped):
    """The candidates whose round trip ISS solves alike, each with ISS's timed row. A
    candidate's solution of None is taken from ISS when its own text has exactly one."""
    original = run_iss(iss_dir, [(c[0], c[1]) for c in candidates], 1, None)
    kept = []
    for cand, row in zip(candidates, original):
        name, text, back, puzzle, kinds, solution = cand
        if solution is None and row[1] != "error" and row[2] == "1":
            solution = row[3]
        if row[1] == "error" or row[3] != solution:
            skipped.append((name, f"ISS on its own text: {row[1:]}"))
            continue
        kept.append(((name, text, back, puzzle, kinds, solution), row[2]))
    timed = run_iss(iss_dir, [(c[0], c[2]) for c, _ in kept], repeat, cpu)
    done = []
    for (cand, count), row in zip(kept, timed):
        if row[1] == "error" or row[3] != cand[5] or row[2] != count:
            skipped.append((cand[0], f"round trip differs: count {count} before, {row[1:]} after"))
            continue
        done.append((cand, row))
    return done


def write_set(out_dir, suffix, done):
    """puzzles{suffix}.jsonl, iss_times{suffix}.tsv and iss_input{suffix}.tsv."""
    puzzles = [json.dumps({"name": c[0], "fpuzzles": c[3], "solution": c[5], "kinds": c[4]})
               for c, _ in done]
    (out_dir / f"puzzles{suffix}.jsonl").write_text("".join(p + "\n" for p in puzzles))
    (out_dir / f"iss_times{suffix}.tsv").write_text("".join("\t".join(r) + "\n" for _, r in done))
    (out_dir / f"iss_input{suffix}.tsv").write_text("".join(f"{c[0]}\t{c[2]}\n" for c, _ in done))


def summary(title, done, repeat, cpu):
    per_kind = collections.Counter(k for c, _ in done for k in c[4])
    total = sum(float(r[1]) for _, r in done)
    lines = ["", f"{title}: {len(done)} puzzles",
             f"ISS total: {total:.1f} ms (count to 2, best of {repeat}, cpu {cpu})",
             "puzzles per kind:"]
    return lines + [f"  {kind}\t{n}" for kind, n in sorted(per_kind.items())]


def main(argv):
    args = list(argv[1:])
    with_unsolved = "--with-unsolved" in args
    args = [a for a in args if a != "--with-unsolved"]
    wanted = set()
    while "--collection" in args:
        i = args.index("--collection")
        wanted.add(args[i + 1])
        del args[i:i + 2]
    repeat, cpu = 3, 1
    for flag in ("--repeat", "--cpu"):
        if flag in args:
            i = args.index(flag)
            value = int(args[i + 1])
            del args[i:i + 2]
            repeat, cpu = (value, cpu) if flag == "--repeat" else (repeat, value)
    if len(args) != 2:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    iss_dir, out_dir = Path(args[0]), Path(args[1])
    out_dir.mkdir(parents=True, exist_ok=True)

    dump = subprocess.run(["node", str(HERE / "iss_runner.mjs"), str(iss_dir), "--dump-examples"],
                          check=True, capture_output=True, text=True).stdout
    skipped = []
    candidates, unsolved = [], []
    for line in dump.splitlines():
        record = json.loads(line)
        if wanted and record.get("collection") not in wanted:
            continue
        name = record["name"].replace("\t", " ")
        try:
            puzzle = iss_to_fpuzzles.convert(record["input"])
            back = fpuzzles_to_iss.convert(puzzle)
        except (ConversionError, ValueError, IndexError, KeyError) as e:
            skipped.append((name, f"not convertible: {e}"))
            continue
        kinds = iss_to_fpuzzles.kinds(puzzle)
        if not set(kinds) - {"givens"}:
            skipped.append((name, "classic (no variant kind)"))
            continue
        entry = (name, record["input"], back, puzzle, kinds, record["solution"])
        if record["solution"]:
            candidates.append(entry)
        elif with_unsolved:
            unsolved.append(entry)
        else:
            skipped.append((name, "no solution stored"))

    report = [f"ISS puzzles: {len(dump.splitlines())}"]
    done = check_and_time(iss_dir, candidates, repeat, cpu, skipped)
    write_set(out_dir, "", done)
    report += summary("with stored solutions: puzzles.jsonl", done, repeat, cpu)
    if unsolved:
        extra = check_and_time(iss_dir, unsolved, repeat, cpu, skipped)
        write_set(out_dir, "_iss_solved", extra)
        report += summary("without stored solutions, unique by ISS: puzzles_iss_solved.jsonl",
                          extra, repeat, cpu)
    print("\n".join(report + ["", f"left out: {len(skipped)} (see report.txt)"]))
    report += ["", "left out:"] + [f"  {name}\t{why}" for name, why in skipped]
    (out_dir / "report.txt").write_text("\n".join(report) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
