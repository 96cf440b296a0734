#!/usr/bin/env bash
# The Python module as a user installs it: builds the wheel with pip (pyproject.toml, setup.py
# driving CMake) into a fresh virtual environment of Debian's python3 (with its site packages:
# NumPy, pytest, Dask and pandas come from Debian, since no Python package index is reached here),
# installs it, then runs the whole pytest suite against the installed package from a copy of
# the tests outside the source tree. Needs the command built in build/release (the tests run it
# beside the module). Called by scripts/test.sh after the release build.
#   scripts/test_wheel.sh [python3]        (default /usr/bin/python3)
set -euo pipefail
cd "$(dirname "$0")/.."
source_dir=$(pwd)
python=${1:-/usr/bin/python3}
binary=${SUDOKU_BINARY:-$source_dir/build/release/sudoku}
[ -x "$binary" ] || { echo "test_wheel: $binary is not built" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m venv --system-site-packages "$work/venv"
venv_python=$work/venv/bin/python

echo "== pip wheel . (for $("$venv_python" --version), in $work)"
# --no-build-isolation: setuptools and wheel come from the environment, not from an index.
"$venv_python" -m pip wheel --no-build-isolation --no-deps --no-index --quiet -w "$work/wheels" .
ls "$work/wheels"
"$venv_python" -m pip install --no-index --no-build-isolation --quiet "$work"/wheels/*.whl
"$venv_python" -m pip show sudokit | sed -n '1,2p;/^Requires/p'

echo "== pytest against the installed wheel, outside the source tree"
cp -r python/tests "$work/tests"
cd "$work"
version=$(sed -n "s/^project(sudoku VERSION \([0-9.]*\).*/\1/p" "$source_dir/CMakeLists.txt")
status=0
env -u PYTHONPATH SUDOKU_TEST_INSTALLED=1 SUDOKU_SOURCE_DIR="$source_dir" SUDOKU_BINARY="$binary" \
  SUDOKU_VERSION="$version" PYTHONDONTWRITEBYTECODE=1 "$venv_python" -m pytest -q -p no:cacheprovider tests || status=$?
exit "$status"
