#!/usr/bin/env python3
"""Our tool and Interactive Sudoku Solver (ISS) on the same variant puzzles, in one run on one
pinned core, both counting solutions to 2 (the setter's question).

    side_by_side.py ISS_DIR SET_DIR SUDOKU [--repeat N] [--rounds R] [--cpu C] [--cap SECONDS]
                    [--only NAME…] [--warm]

SET_DIR is what make_iss_set.py writes (puzzles.jsonl: name, fpuzzles, solution; iss_input.tsv:
name, the ISS text of the same puzzle). For each puzzle:
  - ours: `sudoku count --limit 2 --format json FILE` on the f-puzzles JSON, pinned to cpu C,
    best of N runs of the solver's own time ("microseconds": reading the file and starting the
    process left out, as node's start and module loading are left out of ISS's), and
    `sudoku solve` once to check the solution (the stored one; for a puzzle with two solutions
    or more, any grid that keeps every rule, written in as givens and counted once);
  - ISS: iss_runner.mjs on the ISS text, best of N, pinned to the same cpu (parse, build and
    search, as its runner times them).
With --warm, ours is timed the way ISS's runner times itself: in one process that has run
before, not a fresh process per run. Each round is then one `sudoku count` over every puzzle of
the set, the whole list N times over (P1…Pn, P1…Pn, …: each solve builds its rules afresh, as
the puzzle before it differs), and each puzzle keeps its best time. A fresh process pays on every
run for cold caches and the first call of each library function, about 1 ms; ISS's runner pays
its own start (node, modules, the first compilation) once, before its clock starts.
With --rounds R (2 by default) both sides run R times over the set, ISS then ours, and each puzzle
keeps its best time on each side: the host's speed drifts over minutes, which one pass of each,
one after the other, would charge to one side (TAREK_ALL#38: 111 ms, then 152 ms five minutes
later, the same binary). Prints a Markdown table (ms each, ours / ISS, whether each answer is right), then the totals,
the median ratio, how many puzzles each is faster on, and the processor (lscpu). A puzzle over
the cap (default 30 s) counts as the cap, marked ≥.
"""

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def processor():
    facts = {}
    for line in subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines():
        key, _, value = line.partition(":")
        facts[key.strip()] = value.strip()
    return (f"{facts.get('Model name', '?')}, family {facts.get('CPU family', '?')} "
            f"model {facts.get('Model', '?')}, {facts.get('CPU(s)', '?')} CPUs")


def run_ours(binary, path, repeat, cpu, cap):
    """(best ms or None when over the cap, count, solution line)."""
    best = None
    count = None
    for _ in range(repeat):
        try:
            done = subprocess.run(["taskset", "-c", str(cpu), binary, "count", "--limit", "2",
                                   "--format", "json", "--time-limit", str(cap), path],
                                  capture_output=True, text=True, timeout=cap + 30)
        except subprocess.TimeoutExpired:
            return None, None, ""
        result = json.loads(done.stdout)
        if result.get("status") in ("budget_spent", "budget spent"):  # the latter up to 1.6.0
            return None, None, ""
        count = result["count"]
        ms = result["microseconds"] / 1000
        best = ms if best is None else min(best, ms)
    solved = subprocess.run([binary, "solve", "--format", "line", path], capture_output=True,
                            text=True, timeout=cap + 30)
    return best, count, solved.stdout.strip()


def run_ours_warm(binary, puzzles, repeat, cpu, cap, scratch):
    """{index: (best ms or None when over the cap, count, solution line)} from one process over
    the whole set, `repeat` times over (see --warm)."""
    path = Path(scratch) / "warm.jsonl"
    one_pass = "".join(json.dumps(puzzle["fpuzzles"]) + "\n" for puzzle in puzzles)
    path.write_text(one_pass * repeat)
    done = subprocess.run(["taskset", "-c", str(cpu), binary, "count", "--limit", "2",
                           "--format", "json", "--time-limit", str(cap), str(path)],
                          capture_output=True, text=True,
                          timeout=(cap + 30) * len(puzzles) * repeat)
    found = {}
    for line in done.stdout.splitlines():
        result = json.loads(line)
        index = (result["line"] - 1) % len(puzzles)
        if result.get("status") in ("budget_spent", "budget spent") or "count" not in result:
            found.setdefault(index, (None, None))
            continue
        ms = result["microseconds"] / 1000
        best = found.get(index, (None, None))[0]
        found[index] = (ms if best is None else min(best, ms), result["count"])
    answers = {}
    for index, puzzle in enumerate(puzzles):
        single = Path(scratch) / f"w{index}.json"
        single.write_text(json.dumps(puzzle["fpuzzles"]))
        solved = subprocess.run([binary, "solve", "--format", "line", str(single)],
                                capture_output=True, text=True, timeout=cap + 30)
        best, count = found.get(index, (None, None))
        answers[index] = (best, count if best is not None else None,
                          solved.stdout.strip() if best is not None else "")
    return answers


def keeps_every_rule(binary, fpuzzles, solution, scratch):
    """True when `solution` (digits in reading order) keeps every rule of the puzzle: written in
    as givens, it is a grid our tool counts exactly once. For a puzzle with several solutions,
    whose first one found depends on the search's order, not on its being right."""
    puzzle = json.loads(json.dumps(fpuzzles))
    size = puzzle["size"]
    if len(solution) != size * size:
        return False
    for row in range(size):
        for column in range(size):
            cell = puzzle["grid"][row][column]
            cell["value"] = int(solution[row * size + column], 36)
            cell["given"] = True
    path = Path(scratch) / "filled.json"
    path.write_text(json.dumps(puzzle))
    done = subprocess.run([binary, "count", "--limit", "2", "--format", "json", str(path)],
                          capture_output=True, text=True, timeout=60)
    return done.returncode == 0 and json.loads(done.stdout).get("count") == 1


def run_iss(iss_dir, rows, repeat, cpu):
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as f:
        f.write("".join(f"{name}\t{text}\n" for name, text in rows))
    done = subprocess.run(["taskset", "-c", str(cpu), "node", str(HERE / "iss_runner.mjs"),
                           str(iss_dir), f.name, "--repeat", str(repeat)],
                          capture_output=True, text=True, check=True)
    times = {}
    for line in done.stdout.splitlines():
        name, ms, count, solution = (line.split("\t") + ["", "", ""])[:4]
        times[name] = (None if ms == "error" else float(ms), count, solution)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("iss_dir")
    parser.add_argument("set_dir")
    parser.add_argument("sudoku")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cpu", type=int, default=1)
    parser.add_argument("--cap", type=float, default=30.0)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--warm", action="store_true",
                        help="time ours in one process over the whole set, as ISS is timed")
    args = parser.parse_args()

    set_dir = Path(args.set_dir)
    puzzles = [json.loads(line) for line in open(set_dir / "puzzles.jsonl")]
    iss_text = dict(line.rstrip("\n").split("\t", 1) for line in open(set_dir / "iss_input.tsv"))
    if args.only:
        puzzles = [p for p in puzzles if p["name"] in args.only]
#Each round runs ISS over the set, then ours; a puzzle keeps its best time of every round on
#each side.The machine's speed drifts over minutes (a shared host), and a single pass of
#each, one after the other, would charge that drift to one side.
    iss = {}
    ours = {}
    with tempfile.TemporaryDirectory() as scratch:
        for _ in range(max(1, args.rounds)):
            this_round = run_iss(args.iss_dir, [(p["name"], iss_text[p["name"]]) for p in puzzles],
                                 args.repeat, args.cpu)
            for name, (ms, count, solution) in this_round.items():
                if name not in iss or (ms is not None and (iss[name][0] is None or
                                                           ms < iss[name][0])):
                    iss[name] = (ms, count, solution)
            warm = (run_ours_warm(args.sudoku, puzzles, args.repeat, args.cpu, args.cap, scratch)
                    if args.warm else {})
            for index, puzzle in enumerate(puzzles):
                path = Path(scratch) / f"p{index}.json"
                path.write_text(json.dumps(puzzle["fpuzzles"]))
                found = (warm[index] if args.warm else
                         run_ours(args.sudoku, str(path), args.repeat, args.cpu, args.cap))
                earlier = ours.get(index)
                if earlier is None or (found[0] is not None and
                                       (earlier[0] is None or found[0] < earlier[0])):
                    ours[index] = found

    print("| puzzle | rules | ours ms | ISS ms | ours / ISS | answer |")
    print("|---|---|---:|---:|---:|---|")
    ours_total = iss_total = 0.0
    checking_dir = tempfile.TemporaryDirectory()  # noqa: SIM115 (lives as long as the table)
    checking = checking_dir.name
    ratios = []
    faster = right = 0
    for index, puzzle in enumerate(puzzles):
        ms, count, solution = ours[index]
        iss_ms, iss_count, _ = iss[puzzle["name"]]
        expected_count = int(iss_count) if iss_count.isdigit() else None
        ok = ms is not None and count == expected_count and solution == puzzle["solution"]
#With two solutions or more, the first found is either one(the search's order picks it).
        another = (not ok and ms is not None and count == expected_count and count >= 2 and
                   keeps_every_rule(args.sudoku, puzzle["fpuzzles"], solution, checking))
        ok = ok or another
        right += ok
        shown = f"{ms:.1f}" if ms is not None else f"≥ {args.cap * 1000:.0f}"
        ours_ms = ms if ms is not None else args.cap * 1000
        ratio = ours_ms / iss_ms if iss_ms else float("nan")
        ratios.append(ratio)
        faster += ours_ms <= iss_ms
        ours_total += ours_ms
        iss_total += iss_ms
        kinds = ", ".join(k for k in puzzle.get("kinds", []) if k != "givens")
        answer = "right (another of its solutions)" if another else "right" if ok else ("over the cap" if ms is None else
                                      f"WRONG (count {count}, ISS {iss_count})")
        print(f"| {puzzle['name']} | {kinds} | {shown} | {iss_ms:.1f} | {ratio:.2f} | {answer} |",
              flush=True)
    print()
    print(f"{len(puzzles)} puzzles, {right} answered right; ours {ours_total / 1000:.2f} s, "
          f"ISS {iss_total / 1000:.2f} s (ours / ISS {ours_total / iss_total:.2f}); median of the "
          f"ratios {statistics.median(ratios):.2f}; ours no slower on {faster} of {len(puzzles)}")
    print(f"processor: {processor()}; best of {args.repeat} in each of {max(1, args.rounds)} "
          f"rounds (ISS then ours), pinned to cpu {args.cpu}; ours "
          f"{'in one process per round (--warm)' if args.warm else 'a fresh process per run'}")
    return 0 if right == len(puzzles) else 1


if __name__ == "__main__":
    sys.exit(main())
