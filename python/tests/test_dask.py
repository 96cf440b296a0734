"""The Dask recipe, sudokit.dask: a file sharded across the workers of a LocalCluster gives, byte
for byte, what `sudoku solve FILE` prints (blank, comment and header lines in place); `python3 -m
sudokit.dask` does the same from the shell without Dask's "Large object" warning; and
`map_partitions` over a Dask DataFrame's column of puzzles gives the column of answers."""

import os
import subprocess
import sys

import dask.dataframe
import distributed
import numpy as np
import pandas
import pytest

import sudokit
import sudokit.dask
from conftest import BINARY
from grids import random_puzzles

# Debian's tornado warns about distributed 2022.12's use of its event loop: not ours to fix.
pytestmark = pytest.mark.filterwarnings("ignore:make_current is deprecated:DeprecationWarning")

X_SOLUTION = "298756143731924568654138729143682957975413682862597314529341876386275491417869235"


def solve_with_cli(path) -> bytes:
    """What `sudoku solve FILE` prints, as bytes (no newline translation)."""
    return subprocess.run([str(BINARY), "solve", str(path)], capture_output=True, timeout=120).stdout


def with_copied_lines(lines: list[str]) -> str:
    """The puzzle lines with blank, comment and header-like lines among them: at the start, at
    shard boundaries of 333 lines, a CRLF comment, a line of spaces, and at the end."""
    out = ["# puzzles for the Dask test", "", *lines]
    for at, extra in ((333, "   \t"), (334, "# a comment at a shard's start\r"), (999, ""),
                      (2500, "  # indented"), (4000, "VARIANT: x (after the first puzzle: a comment)")):
        out.insert(at, extra)
    out.append("# the end")
    return "\n".join(out) + "\n"


@pytest.fixture(scope="module")
def puzzle_file(tmp_path_factory):
    puzzles, _ = random_puzzles(5000, np.random.default_rng(17))
    puzzles[[10, 2000, 4999], :2] = 5  # three with clashing givens: "(no solution)"
    path = tmp_path_factory.mktemp("dask") / "puzzles.txt"
    path.write_bytes(with_copied_lines(sudokit.grids_to_lines(puzzles)).encode())
    return path


@pytest.mark.parametrize("processes", [False, True])
def test_the_cluster_prints_what_the_command_prints_byte_for_byte(puzzle_file, processes):
    expected = solve_with_cli(puzzle_file)
    assert expected.count(b"\n") == 5000 + 8 and expected.count(b"(no solution)\n") == 3
    assert expected.startswith(b"# puzzles for the Dask test\n\n") and expected.endswith(b"\n# the end\n")
    assert b"\n# a comment at a shard's start\r\n" in expected and b"\n   \t\n" in expected
    single = sudokit.dask.solve_shard(puzzle_file.read_bytes().decode(), str(puzzle_file), 1)
    assert single.encode() == expected
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=processes,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster, timeout="30s") as client:
            blocks = list(sudokit.dask.solve_file(client, str(puzzle_file), lines_per_shard=333,
                                                  in_flight=4, timeout=60))
            workers = set(client.run(lambda: 1).keys())
    assert len(blocks) == 16  # 5,008 lines in shards of 333
    assert "".join(blocks).encode() == expected
    assert len(workers) == 2


def test_the_header_names_the_rules_of_every_shard(tmp_path):
    rng = np.random.default_rng(5)
    lines = ["." * 81]  # X's first solution is not classic's
    for _ in range(40):
        cells = list(X_SOLUTION)
        for cell in rng.choice(81, size=55, replace=False):
            cells[cell] = "."
        lines.append("".join(cells))
    path = tmp_path / "x.txt"
    path.write_text("# X puzzles\nvariant: x\n" + "\n".join(lines) + "\n")
    expected = solve_with_cli(path)
    assert expected.splitlines()[:3] == [b"# X puzzles", b"variant: x", X_SOLUTION.encode()]
    with distributed.Client(processes=False, n_workers=1, threads_per_worker=1, dashboard_address=None,
                            timeout="30s") as client:
        blocks = list(sudokit.dask.solve_file(client, str(path), lines_per_shard=7, timeout=60))
    assert len(blocks) == 7  # 43 lines in shards of 7
    assert "".join(blocks).encode() == expected


def test_a_bad_line_names_its_place_in_the_whole_file(tmp_path):
    path = tmp_path / "bad.txt"
    lines = ["." * 81] * 9 + ["# a comment", "." * 80 + "x"]
    path.write_text("\n".join(lines) + "\n")
    with distributed.Client(processes=False, n_workers=1, threads_per_worker=1, dashboard_address=None,
                            timeout="30s") as client:
        with pytest.raises(sudokit.InputError, match=f"^{path}:11:81: bad symbol 'x'"):
            list(sudokit.dask.solve_file(client, str(path), lines_per_shard=4, timeout=60))


def run_module(*args):
    """`python3 -m sudokit.dask ARGS` in a fresh interpreter, its warnings shown (and the
    "Large object" one an error), from an empty folder so that the installed module is the one."""
    return subprocess.run([sys.executable, "-W", "default", "-W", "error:Large object:UserWarning",
                           "-m", "sudokit.dask", *map(str, args)],
                          capture_output=True, timeout=300, cwd=os.path.dirname(str(args[-1])),
                          env={**os.environ, "PYTHONWARNINGS": ""})


def test_the_module_runs_from_the_shell_without_a_large_object_warning(tmp_path):
    # 25,000 lines: the default shards of 20,000 lines are 1.6 MB, over the 1 MB at which Dask
    # warns of a large object in a task's arguments (the recipe scatters them instead).
    puzzles, _ = random_puzzles(25_000, np.random.default_rng(23))
    path = tmp_path / "big.txt"
    path.write_text(with_copied_lines(sudokit.grids_to_lines(puzzles)))
    completed = run_module(path)
    assert completed.returncode == 0, completed.stderr.decode()
    assert b"Large object" not in completed.stderr
    assert completed.stdout == solve_with_cli(path)
    assert completed.stdout.count(b"\n") == 25_008


def test_the_module_reports_a_bad_line_as_the_command_does(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("." * 81 + "\n" + "." * 80 + "x\n")
    completed = run_module("--lines-per-shard", "1", path)
    assert completed.returncode == 2
    assert completed.stdout == solve_with_cli(path).splitlines(keepends=True)[0]  # the shard before
    assert completed.stderr.decode().splitlines()[-1] == (
        f"{path}:2:81: bad symbol 'x': expected a digit 1-9 or '.' for a blank")


@pytest.fixture(scope="module")
def puzzle_frame():
    puzzles, _ = random_puzzles(1000, np.random.default_rng(31))
    puzzles[[3, 700], :2] = 7  # clashing givens: "(no solution)"
    lines = sudokit.grids_to_lines(puzzles)
    return pandas.DataFrame({"name": [f"p{i}" for i in range(1000)], "puzzle": lines},
                            index=pandas.RangeIndex(100, 1100))


def test_map_partitions_over_a_dataframe_column_gives_the_command_answers(puzzle_frame, tmp_path):
    path = tmp_path / "frame.txt"
    path.write_text("\n".join(puzzle_frame["puzzle"]) + "\n")
    expected = solve_with_cli(path).decode().splitlines()
    assert expected.count("(no solution)") == 2
    frame = dask.dataframe.from_pandas(puzzle_frame, npartitions=4)
    frame["solution"] = frame["puzzle"].map_partitions(sudokit.dask.solve_series,
                                                       meta=sudokit.dask.SOLUTION_META)
    with distributed.Client(processes=False, n_workers=2, threads_per_worker=1, dashboard_address=None,
                            timeout="30s") as client:
        solved = client.compute(frame).result(timeout=60)
    assert frame.npartitions == 4
    assert list(solved.columns) == ["name", "puzzle", "solution"]
    assert list(solved.index) == list(range(100, 1100))
    assert list(solved["name"]) == [f"p{i}" for i in range(1000)]
    assert list(solved["solution"]) == expected


def test_a_bad_value_in_a_column_names_its_row():
    puzzles = pandas.Series(["." * 81, "." * 40 + "x" + "." * 40], index=["a", "b"], name="puzzle")
    with pytest.raises(sudokit.InputError) as raised:
        sudokit.dask.solve_series(puzzles)
    assert str(raised.value) == "puzzle['b']:41: bad symbol 'x': expected a digit 1-9 or '.' for a blank"
    with pytest.raises(sudokit.InputError) as raised:
        sudokit.dask.solve_series(pandas.Series(["." * 81, "# no puzzle"], name="grid"))
    assert str(raised.value) == "grid[1]: not one puzzle line: '# no puzzle'"
    empty = sudokit.dask.solve_series(pandas.Series([], dtype=object, name="puzzle"))
    assert empty.name == "solution" and len(empty) == 0
