"""Solving on a Dask cluster, in the two forms people reach for (docs/python.md).

A file of puzzles, one a line: `solve_file` cuts it into shards of lines, sends each to a worker,
which solves it with `solve_batch`, and gives the answers back in input order, line k of the
output answering line k of the input, byte for byte what `sudoku solve FILE` prints: blank lines,
'#' comments and the `variant:` header are copied through where they stand. From the shell:

    python3 -m sudokit.dask puzzles.txt > solutions.txt                       # a LocalCluster here
    python3 -m sudokit.dask --scheduler tcp://10.0.0.1:8786 puzzles.txt > solutions.txt

A Dask DataFrame with a column of puzzle lines: `solve_series` solves one partition's column,
so `map_partitions` gives the column of answers, aligned with the rows:

    ddf["solution"] = ddf["puzzle"].map_partitions(sudokit.dask.solve_series, meta=SOLUTION_META)

Each shard's text is scattered to the workers before its task is submitted, so Dask never
carries a large object inside the task graph (its "Large object … detected" warning). At most
`in_flight` shards are out at a time, so memory stays bounded however long the file.
"""

from __future__ import annotations

import argparse
import collections
import itertools
import re
import sys
from collections.abc import Iterator
from typing import Any, Optional

from . import InputError, grids_to_lines, lines_to_grids, solve_batch

# The `meta` of map_partitions over solve_series: a column of str named "solution".
SOLUTION_META = ("solution", "object")

_HEADER_KEY = "variant:"


def _is_copied(line: str) -> bool:
    """True for a line that has no answer but itself, as the command's batch reader says: blank
    (spaces, tabs, a carriage return), a '#' comment, or a `variant:` header."""
    trimmed = line.strip(" \t\r")
    return not trimmed or trimmed[0] == "#" or trimmed[:len(_HEADER_KEY)].lower() == _HEADER_KEY


def _header_variant(lines: Iterator[str]) -> Optional[str]:
    """The variant a file's header names (`variant: x`), if a header comes before its first
    puzzle line (blank and comment lines may come first), else None."""
    for line in lines:
        trimmed = line.strip(" \t\r\n")
        if not trimmed or trimmed[0] == "#":
            continue
        if trimmed[:len(_HEADER_KEY)].lower() == _HEADER_KEY:
            return trimmed[len(_HEADER_KEY):].strip(" \t\r").lower()
        return None
    return None


def solve_shard(text: str, source: str, first_line: int, threads: int = 1,
                variant: Optional[str] = None) -> str:
    """The output lines for one shard of a file, as `sudoku solve` prints them: each puzzle line's
    answer, each blank, comment or header line itself, in place. Its puzzles are read (errors name
    source and line in the whole file) and solved in one batch on `threads` threads, with the rules
    of `variant` (default: the header's when the shard is the file's start, else classic). One string,
    not a list of lines: Dask moves one string of 400 KB in a few milliseconds, and a list of
    5,000 short ones in a tenth of a second."""
    if variant is None and first_line == 1:
        variant = _header_variant(iter(text.split("\n")))
    grids = lines_to_grids(text, source=source, first_line=first_line, variant=variant)
    solutions, status = solve_batch(grids, threads=threads, variant=variant or "classic")
    answers = iter(grids_to_lines(solutions, status))
    lines = text.split("\n")  # lines end at '\n' alone, as the command's do
    if lines[-1] == "":
        lines.pop()
    return "".join((line if _is_copied(line) else next(answers)) + "\n" for line in lines)


def shards(path: str, lines_per_shard: int) -> Iterator[tuple[int, str]]:
    """(number of its first line, text) for each run of lines_per_shard lines of the file."""
    with open(path, encoding="utf-8", errors="surrogateescape", newline="\n") as file:
        first_line = 1
        while True:
            lines = list(itertools.islice(file, lines_per_shard))
            if not lines:
                return
            yield first_line, "".join(lines)
            first_line += len(lines)


def file_variant(path: str) -> Optional[str]:
    """The variant named by the file's `variant:` header, or None: every shard is read with it,
    though only the first holds the header."""
    with open(path, encoding="utf-8", errors="surrogateescape", newline="\n") as file:
        return _header_variant(file)


def solve_file(client: Any, path: str, lines_per_shard: int = 20_000, threads: int = 1,
               in_flight: int = 8, timeout: Optional[float] = None,
               variant: Optional[str] = None) -> Iterator[str]:
    """The output for the whole file, computed by the cluster's workers shard by shard and given
    in input order (each a block of lines): "".join(…) is what `sudoku solve FILE` prints, every
    blank, comment and header line kept in its place. `variant` (default: the file's header's,
    else classic) is "classic" or "x"."""
    if variant is None:
        variant = file_variant(path)
    pending: collections.deque = collections.deque()
    for first_line, text in shards(path, lines_per_shard):
        # Scattered first: a shard of 20,000 lines is 1.6 MB, and a task's arguments above 1 MB
        # make Dask warn of a large object in the task graph.
        [shard] = client.scatter([text], hash=False)
        pending.append(client.submit(solve_shard, shard, str(path), first_line, threads, variant,
                                     pure=False))
        while len(pending) >= in_flight:
            yield pending.popleft().result(timeout=timeout)
    while pending:
        yield pending.popleft().result(timeout=timeout)


_PLACE = re.compile(r"^(?P<source>.*):(?P<line>[0-9]+):(?P<rest>[0-9]+:.*)$", re.DOTALL)


def solve_series(puzzles: Any, *, threads: int = 1, variant: str = "classic") -> Any:
    """The answers to a pandas Series of puzzle lines (one partition of a Dask column), as a
    Series of str with the same index and the name "solution": the solution line, or
    "(no solution)" or "(budget spent)". A value that is not a puzzle raises InputError naming the
    column and the row's index label, "puzzle[17]:81: bad symbol 'x'…"."""
    import pandas

    values = [str(value) for value in puzzles]
    name = str(puzzles.name) if puzzles.name is not None else "puzzle"
    for position, value in enumerate(values):
        if "\n" in value or "\r" in value or _is_copied(value):
            raise InputError(f"{name}[{puzzles.index[position]!r}]: not one puzzle line: {value!r}")
    try:
        grids = lines_to_grids("\n".join(values), source=name, variant=variant)
    except InputError as error:
        place = _PLACE.match(str(error))
        if not place or place["source"] != name:
            raise
        label = puzzles.index[int(place["line"]) - 1]
        raise InputError(f"{name}[{label!r}]:{place['rest']}") from None
    solutions, status = solve_batch(grids, threads=threads, variant=variant)
    return pandas.Series(grids_to_lines(solutions, status), index=puzzles.index, name="solution",
                         dtype=object)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 -m sudokit.dask",
        description="Solves a file of puzzles (one a line) on a Dask cluster; prints what "
                    "`sudoku solve FILE` prints, line for line.")
    parser.add_argument("file", help="one puzzle per line; blank, '#' comment and header lines are copied")
    parser.add_argument("--scheduler", help="the address of a Dask scheduler (default: a LocalCluster here)")
    parser.add_argument("--lines-per-shard", type=int, default=20_000)
    parser.add_argument("--threads", type=int, default=1, help="threads of solve_batch in each task")
    parser.add_argument("--variant", choices=["classic", "x"],
                        help="the puzzles' rules (default: the file's 'variant:' header, else classic)")
    args = parser.parse_args(argv)

    from dask.distributed import Client, LocalCluster

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        client = Client(LocalCluster(dashboard_address=None))
    try:
        with client:
            for answers in solve_file(client, args.file, args.lines_per_shard, args.threads,
                                      variant=args.variant):
                sys.stdout.write(answers)
    except InputError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    # Run as `python3 -m sudokit.dask`, this file is __main__, whose functions Dask would pickle by
    # value (with the extension's functions they use, which cannot be): run the module's own main,
    # whose solve_shard workers import by name.
    from sudokit.dask import main as module_main

    sys.exit(module_main())
