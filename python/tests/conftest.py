"""Shared fixtures of the module's tests: the repository, its examples and the `sudoku` command.

ctest runs these tests with PYTHONPATH at build/<preset>/python and SUDOKU_BINARY set to the
command built beside the module; run by hand, they find build/release (see docs/python.md).
With SUDOKU_TEST_INSTALLED=1 (scripts/test_wheel.sh) they run against the package that pip
installed into the interpreter's environment, and fail at once if the module comes from the
source tree instead.
"""

import os
import pathlib
import subprocess
import sys

import pytest

SOURCE_DIR = pathlib.Path(os.environ.get("SUDOKU_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
BINARY = pathlib.Path(os.environ.get("SUDOKU_BINARY", SOURCE_DIR / "build" / "release" / "sudoku"))
INSTALLED = os.environ.get("SUDOKU_TEST_INSTALLED") == "1"
if "sudokit" not in sys.modules and not os.environ.get("PYTHONPATH") and not INSTALLED:
    sys.path.insert(0, str(SOURCE_DIR / "build" / "release" / "python"))
if INSTALLED:
    import sudokit

    _module_path = pathlib.Path(sudokit.__file__).resolve()
    if _module_path.is_relative_to(SOURCE_DIR.resolve()) or not _module_path.is_relative_to(
            pathlib.Path(sys.prefix).resolve()):
        raise RuntimeError(f"SUDOKU_TEST_INSTALLED=1 but sudokit comes from {_module_path}, "
                           f"not from the environment {sys.prefix}")


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
