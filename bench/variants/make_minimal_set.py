"""Minimal random variant puzzles: a benchmark set that nobody tuned on.

Each puzzle comes from differential.py's maker (a random solution grid under random global rules,
jigsaw regions one time in five, and rules of one to three more kinds the grid keeps), gets 60 % of
its cells as givens, is kept when our count says it is unique, and then loses every given it can
lose (tried once each, in a random order) while our count stays 1; a count past --time-limit
keeps the given. With --require KIND only puzzles that have a rule of that kind and at least one
more kind are kept (--require killercage: Killers with other rules). Written to OUT as NAME.json
(f-puzzles), NAME.iss (ISS's text, for iss_runner.mjs) and NAME.kinds (its rules).

    python3 bench/variants/make_minimal_set.py build/release/sudoku OUT --puzzles 25 --seed 501 \\
        --sizes 12,16
"""

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import differential  # noqa: E402
from fpuzzles_to_iss import convert  # noqa: E402


def count(sudoku, puzzle, time_limit):
    """Our count of `puzzle` to 2, or None when it ran past the time limit or failed."""
    done = subprocess.run([sudoku, "count", "--limit", "2", "--format", "json", "--no-progress",
                           "--time-limit", str(time_limit), "-"],
                          input=json.dumps(puzzle), capture_output=True, text=True)
    try:
        result = json.loads(done.stdout)
    except json.JSONDecodeError:
        return None
    return None if result.get("status") == "budget_spent" else result.get("count")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sudoku")
    parser.add_argument("out")
    parser.add_argument("--puzzles", type=int, default=25)
    parser.add_argument("--seed", type=int, default=501)
    parser.add_argument("--sizes", default="12,16")
    parser.add_argument("--time-limit", type=float, default=5.0)
    parser.add_argument("--require", metavar="KIND",
                        help="keep only puzzles with this kind of rule and another")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sizes = [int(size) for size in args.sizes.split(",")]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    made = 0
    while made < args.puzzles:
        puzzle, kinds = differential.make_puzzle(rng, sizes, most_kinds=3, givens=0.6)
        if args.require and (args.require not in kinds or len(kinds) < 2):
            continue
        if count(args.sudoku, puzzle, args.time_limit) != 1:
            continue  # a number made wrong, or not unique yet
        size = puzzle["size"]
        givens = [(r, c) for r in range(size) for c in range(size)
                  if puzzle["grid"][r][c].get("given")]
        rng.shuffle(givens)
        for r, c in givens:
            trial = json.loads(json.dumps(puzzle))
            for key in ("value", "given"):
                trial["grid"][r][c].pop(key, None)
            if count(args.sudoku, trial, args.time_limit) == 1:
                puzzle = trial
        name = f"s{args.seed}_{made:02d}"
        (out / f"{name}.json").write_text(json.dumps(puzzle) + "\n")
        (out / f"{name}.iss").write_text(f"{name}\t{convert(puzzle)}\n")
        (out / f"{name}.kinds").write_text(",".join(kinds) + "\n")
        given_count = sum(1 for row in puzzle["grid"] for cell in row if cell.get("given"))
        print(f"{name} {size}x{size} {','.join(kinds)}: {given_count} givens", flush=True)
        made += 1


if __name__ == "__main__":
    main()
