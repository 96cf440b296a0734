"""Shared fixtures of the module's tests: the repository, its examples and the `sudoku` command.

ctest runs these tests with PYTHONPATH at build/<preset>/python and SUDOKU_BINARY set to the
command built beside the module; run by hand, they find build/release (see docs/python.md).
"""

import os
import pathlib
import subprocess
import sys

import pytest

SOURCE_DIR = pathlib.Path(os.environ.get("SUDOKU_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
BINARY = pathlib.Path(os.environ.get("SUDOKU_BINARY", SOURCE_DIR / "build" / "release" / "sudoku"))
if "sudoku" not in sys.modules and not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(SOURCE_DIR / "build" / "release" / "python"))


@pytest.fixture(scope="session")
def examples() -> pathlib.Path:
    return SOURCE_DIR / "data" / "examples"


@pytest.fixture(scope="session")
def source_dir() -> pathlib.Path:
    return SOURCE_DIR


class Cli:
    """The `sudoku` command built with the module: run(args…) -> CompletedProcess."""

    def __init__(self, binary: pathlib.Path):
        self.binary = binary

    def run(self, *args, stdin=None, cwd=None, check_status=None):
        completed = subprocess.run([str(self.binary), *map(str, args)], input=stdin, capture_output=True,
                                   text=True, cwd=cwd, timeout=120, env={**os.environ, "LC_ALL": "C"})
        if check_status is not None:
            assert completed.returncode == check_status, completed.stderr
        return completed


@pytest.fixture(scope="session")
def cli() -> Cli:
    if not BINARY.exists():
        pytest.fail(f"the sudoku command is not built at {BINARY} (set SUDOKU_BINARY)")
    return Cli(BINARY)
