"""Solves a file of puzzles on a Dask cluster: shards of lines go to the workers, each solved with
sudokit.solve_batch, and the answers come back in input order, one line per puzzle, exactly as
`sudoku solve FILE` prints them (docs/python.md).

    python3 dask_solve.py puzzles.txt > solutions.txt                        # a LocalCluster here
    python3 dask_solve.py --scheduler tcp://10.0.0.1:8786 puzzles.txt > solutions.txt

The file holds one classic 9×9 (or other size) puzzle per line; blank and '#' comment lines are
skipped (they have no answer line). At most `in_flight` shards are out at a time, so memory stays
bounded however long the file.
"""

from __future__ import annotations

import argparse
import collections
import itertools
import sys
from collections.abc import Iterator

import sudokit


def solve_shard(text: str, source: str, first_line: int, threads: int = 1) -> str:
    """The answers to one shard, as `sudoku solve` prints them: its puzzles read (errors name
    source and line), solved in one batch on `threads` threads, one line each. One string, not a
    list of lines: Dask moves one string of 400 KB in a few milliseconds, and a list of 5,000
    short ones in a tenth of a second."""
    grids = sudokit.lines_to_grids(text, source=source, first_line=first_line)
    solutions, status = sudokit.solve_batch(grids, threads=threads)
    lines = sudokit.grids_to_lines(solutions, status)
    return "\n".join(lines) + "\n" if lines else ""


def shards(path: str, lines_per_shard: int) -> Iterator[tuple[int, str]]:
    """(number of its first line, text) for each run of lines_per_shard lines of the file."""
    with open(path, encoding="utf-8", errors="surrogateescape") as file:
        first_line = 1
        while True:
            lines = list(itertools.islice(file, lines_per_shard))
            if not lines:
                return
            yield first_line, "".join(lines)
            first_line += len(lines)


def solve_file(client, path: str, lines_per_shard: int = 20_000, threads: int = 1,
               in_flight: int = 8, timeout: float | None = None) -> Iterator[str]:
    """The answers to the whole file computed by the cluster's workers, shard by shard in input
    order (each a block of lines): "".join(…) is what `sudoku solve FILE` prints."""
    pending: collections.deque = collections.deque()
    for first_line, text in shards(path, lines_per_shard):
        pending.append(client.submit(solve_shard, text, str(path), first_line, threads, pure=False))
        while len(pending) >= in_flight:
            yield pending.popleft().result(timeout=timeout)
    while pending:
        yield pending.popleft().result(timeout=timeout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", help="one puzzle per line")
    parser.add_argument("--scheduler", help="the address of a Dask scheduler (default: a LocalCluster here)")
    parser.add_argument("--lines-per-shard", type=int, default=20_000)
    parser.add_argument("--threads", type=int, default=1, help="threads of solve_batch in each task")
    args = parser.parse_args()

    from dask.distributed import Client, LocalCluster

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        client = Client(LocalCluster(dashboard_address=None))
    with client:
        for answers in solve_file(client, args.file, args.lines_per_shard, args.threads):
            sys.stdout.write(answers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
