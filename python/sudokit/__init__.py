"""Solve, check, count, rate, explain and generate Sudoku puzzles of every variant and size.

The Python face of the sudoku project's C++ library (docs/python.md):

    >>> import sudokit
    >>> puzzle = sudokit.Puzzle.parse(open("board").read(), source="board")
    >>> sudokit.solve(puzzle).solution.to_grid()
    >>> sudokit.rate(puzzle).label
    >>> solutions, status = sudokit.solve_batch(grids)     # grids: (n, 81) uint8, threads, no GIL

Errors raise InputError (a ValueError) with the command's message, "source:line:column: problem".
"""

from __future__ import annotations

import enum
import json
import re
from typing import Any, Union

from . import _sudokit
from ._sudokit import (
    Cage,
    CheckResult,
    Elimination,
    Explanation,
    ExtraHouse,
    GenerateError,
    GenerateTimeout,
    Generated,
    GivensConflict,
    InputError,
    Placement,
    Puzzle,
    Rating,
    SolveResult,
    Step,
    TraceEvent,
    check,
    count,
    count_batch,
    explain,
    generate,
    grids_to_lines,
    hint,
    lines_to_grids,
    parse_batch,
    pick_engine,
    rate,
    rate_batch,
    rate_many,
    read_batch,
    solve,
    solve_batch,
    solve_many,
    techniques,
)

__version__: str = _sudokit.__version__

LABELS = ("easy", "medium", "hard", "expert", "extreme")
"""The difficulty labels, easiest first: rate_batch's labels index into it."""


class Status(enum.IntEnum):
    """The per-row status of the batch functions (their int8 arrays compare equal to these)."""

    SOLVED = _sudokit.SOLVED
    NO_SOLUTION = _sudokit.NO_SOLUTION
    BUDGET_SPENT = _sudokit.BUDGET_SPENT
    INVALID = _sudokit.INVALID
    NOT_UNIQUE = _sudokit.NOT_UNIQUE
    STALLED = _sudokit.STALLED


_CELL_NAME = re.compile(r"r(\d+)c(\d+)")


def _puzzle_from_json(text: Union[str, bytes, dict[str, Any]]) -> Puzzle:
    """A puzzle from the JSON object Puzzle.to_json() writes (a string, bytes or a dict).

    Reads "size", "rows" (or "grid"), "variant", "regions" (numbered from 1, row by row) and
    "cages" ({"sum": S, "cells": ["r1c1", …]}). Raises ValueError for anything else.
    """
    obj = json.loads(text) if isinstance(text, (str, bytes)) else text
    if not isinstance(obj, dict):
        raise ValueError("a puzzle in JSON is an object with size and rows")
    size = obj.get("size")
    if not isinstance(size, int) or isinstance(size, bool):
        raise ValueError('a puzzle in JSON needs "size", a whole number')
    variant = obj.get("variant", "classic")
    if not isinstance(variant, str):
        raise ValueError('"variant" must be a string such as "killer+x"')
    variant = _sudokit._variant_name(variant)  # ValueError for "sandwich"
    parts = set(variant.split("+"))
    if "rows" in obj:
        cells: Any = obj["rows"]
    elif "grid" in obj:
        cells = Puzzle.parse_line(str(obj["grid"]), source="json").cells
    else:
        raise ValueError('a puzzle in JSON needs "rows" or "grid"')
    regions = obj.get("regions")
    if regions is not None:
        regions = [[label - 1 for label in row] for row in regions]

    def cell_index(name: Any) -> int:
        match = _CELL_NAME.fullmatch(str(name))
        if not match:
            raise ValueError(f"a cage cell is named like r1c1, not {name!r}")
        row, column = int(match.group(1)), int(match.group(2))
        if not (1 <= row <= size and 1 <= column <= size):
            raise ValueError(f"no cell {name} in a {size}×{size} grid")
        return (row - 1) * size + (column - 1)

    cages = [Cage([cell_index(name) for name in cage["cells"]], cage["sum"])
             for cage in obj.get("cages", [])]
    puzzle = Puzzle(cells, regions=regions, x="x" in parts, cages=cages or None)
    if puzzle.size != size:
        raise ValueError(f'"size" is {size} but the rows make a {puzzle.size}×{puzzle.size} grid')
    box = obj.get("box")
    if box is not None and box != list(puzzle.box):
        rows, columns = puzzle.box
        raise ValueError(f'"box" is {json.dumps(box)} but a {size}×{size} grid has boxes of '
                         f"{rows}×{columns} ([{rows}, {columns}])")
    if puzzle.variant != variant:
        raise ValueError(f'"variant" is "{variant}" but the puzzle is {puzzle.variant} '
                         '(cages make a killer, regions a jigsaw)')
    return puzzle


Puzzle.from_json = staticmethod(_puzzle_from_json)  # type: ignore[attr-defined]

# The fields that to_dict() gives, per result class, in the order the docs list them.
_FIELDS: dict[type, tuple[str, ...]] = {
    SolveResult: ("status", "solution", "count", "engine", "nodes", "guesses", "microseconds"),
    CheckResult: ("valid", "broken_rule", "complete", "blanks", "solutions", "unique",
                  "is_solution", "solution_problem"),
    Rating: ("status", "score", "label", "hardest", "steps", "techniques", "empty_cells", "above"),
    Explanation: ("status", "steps", "grid", "contradiction", "candidates", "hardest", "solutions"),
    Step: ("technique", "score", "placements", "eliminations", "cells", "houses", "digits",
           "focus", "explanation"),
    Placement: ("cell", "digit", "name"),
    Elimination: ("cell", "digit", "name"),
    TraceEvent: ("kind", "cell", "digit"),
    Generated: ("puzzle", "solution", "seed", "attempts", "score", "label", "hardest", "givens"),
}


def _plain(value: Any) -> Any:
    """A field as plain data for json.dumps: a Puzzle as its to_puzzle_line() (the one line
    that holds the whole puzzle and reads back equal), results as their to_dict()."""
    if isinstance(value, Puzzle):
        return value.to_puzzle_line()
    if type(value) in _FIELDS:
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    return value


def _to_dict(self: Any) -> dict[str, Any]:
    """The fields as a dict of plain values (str, int, float, bool, None, lists, dicts), ready
    for json.dumps or a DataFrame row: a Puzzle is its to_puzzle_line()."""
    return {name: _plain(getattr(self, name)) for name in _FIELDS[type(self)]}


for _cls in _FIELDS:
    _cls.to_dict = _to_dict  # type: ignore[attr-defined]
del _cls

__all__ = [
    "BUDGET_SPENT", "Cage", "CheckResult", "Elimination", "Explanation", "ExtraHouse",
    "GenerateError", "GenerateTimeout", "Generated", "GivensConflict", "INVALID", "InputError",
    "LABELS", "NOT_UNIQUE", "NO_SOLUTION", "Placement", "Puzzle", "Rating", "SOLVED", "STALLED",
    "SolveResult", "Status", "Step", "TraceEvent", "__version__", "check", "count",
    "count_batch", "explain", "generate", "grids_to_lines", "hint", "lines_to_grids",
    "parse_batch", "pick_engine", "rate", "rate_batch", "rate_many", "read_batch", "solve",
    "solve_batch", "solve_many", "techniques",
]

SOLVED = Status.SOLVED
NO_SOLUTION = Status.NO_SOLUTION
BUDGET_SPENT = Status.BUDGET_SPENT
INVALID = Status.INVALID
NOT_UNIQUE = Status.NOT_UNIQUE
STALLED = Status.STALLED

# The classes and exceptions are shown, pickled and documented as sudokit.NAME.
for _name in __all__:
    _obj = globals()[_name]
    if isinstance(_obj, type) and _obj.__module__.startswith("sudokit._sudokit"):
        _obj.__module__ = "sudokit"
del _name, _obj
