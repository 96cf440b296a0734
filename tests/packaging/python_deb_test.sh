#!/bin/bash
# The Debian package of the Python module, python3-sudokit: CPack builds it alone from the build
# folder; its fields and files are checked with dpkg-deb and lintian (no error nor warning), then
# it is unpacked in a scratch root with `dpkg -x` (no root, no install) and Debian's
# /usr/bin/python3 imports the module from the root's /usr/lib/python3/dist-packages, solves a
# puzzle as the command does, and runs `python3 -m sudokit.dask` on a small file.
#   python_deb_test.sh CPACK BUILD_DIR VERSION WORK_DIR PYTHON_MAJOR.MINOR
set -u
cpack=$1
build=$2
version=$3
work=$4
python_version=$5
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
rm -rf "$work"
mkdir -p "$work"
if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" -D CPACK_COMPONENTS_ALL=python3_deb \
  >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  echo "FAIL: cpack"
  exit 1
fi
arch=$(dpkg --print-architecture)
deb=$work/out/python3-sudokit_${version}_${arch}.deb
[ -f "$deb" ] || { ls "$work/out"; echo "FAIL: cpack made no $(basename "$deb")"; exit 1; }

# The control fields.
expect_field() {
  local got
  got=$(dpkg-deb --field "$deb" "$1")
  [ "$got" = "$2" ] || fail "$1: '$got', expected '$2'"
}
expect_field Package python3-sudokit
expect_field Source sudoku-toolkit
expect_field Version "$version"
expect_field Architecture "$arch"
expect_field Section python
expect_field Priority optional
expect_field Suggests "python3-distributed, python3-pandas"
next_minor="${python_version%%.*}.$((${python_version#*.} + 1))"
depends=$(dpkg-deb --field "$deb" Depends)
[[ $depends == "python3 (>= $python_version~), python3 (<< $next_minor), python3-numpy, libc6 (>= "* ]] ||
  fail "Depends: '$depends'"
[[ $depends == *"libstdc++6 (>= "* ]] || fail "Depends names no libstdc++6: '$depends'"
[ "$(dpkg-deb --field "$deb" Description | head -n 1)" = \
  "Python 3 module to solve, rate, explain and generate Sudoku puzzles" ] ||
  fail "the Description's summary: '$(dpkg-deb --field "$deb" Description | head -n 1)'"

# The files: the package in Debian's dist-packages, the documents, and nothing else.
package_dir=./usr/lib/python3/dist-packages/sudokit
extension=$package_dir/_sudokit.cpython-${python_version/./}-$(dpkg-architecture -qDEB_HOST_MULTIARCH).so
expected="$package_dir/__init__.py
$package_dir/__init__.pyi
$extension
$package_dir/dask.py
$package_dir/py.typed
./usr/share/doc/python3-sudokit/changelog.gz
./usr/share/doc/python3-sudokit/copyright"
files=$(dpkg-deb --contents "$deb" | grep -v '^d' | awk '{print $NF}')
[ "$files" = "$expected" ] || fail "the files are
$files
expected
$expected"
dpkg-deb --contents "$deb" | grep -v '^d' | grep -vqE '^-rw-r--r-- root/root ' &&
  fail "a file is not -rw-r--r-- root/root: $(dpkg-deb --contents "$deb" | grep -v '^d' | grep -vE '^-rw-r--r-- root/root ')"

if command -v lintian >/dev/null 2>&1; then
  lintian_output=$(lintian --fail-on error,warning "$deb" 2>&1) || fail "lintian: $lintian_output"
else
  echo "note: lintian is not installed (scripts/setup.sh installs it); the package was not linted"
fi

# Unpacked in a scratch root, imported by Debian's python3 from there (from an empty folder, so
# that nothing of the build is found first).
root=$work/root
dpkg -x "$deb" "$root"
readelf -S "$root/$extension" | grep -q '\.symtab' && fail "the extension is not stripped"
mkdir -p "$work/empty"
site=$root/usr/lib/python3/dist-packages
python() { (cd "$work/empty" && env -u PYTHONHOME PYTHONPATH="$site" PYTHONDONTWRITEBYTECODE=1 /usr/bin/python3 -s "$@"); }
output=$(python -c '
import pathlib, sys, sudokit, sudokit.dask
print(pathlib.Path(sudokit.__file__).parent.resolve(), pathlib.Path(sudokit._sudokit.__file__).parent.resolve())
print(sudokit.__version__)
puzzle = sudokit.Puzzle.parse_line(sys.argv[1])
print(sudokit.solve(puzzle).solution.to_line())
' '.............1..92.86....4...156.........362.......5.7.3.....8..9.8.2.....7..43..' 2>&1; echo "exit $?")
resolved=$(cd "$site/sudokit" && pwd -P)
expected="$resolved $resolved
$version
$(printf '%s\n' '.............1..92.86....4...156.........362.......5.7.3.....8..9.8.2.....7..43..' | "$build/sudoku" solve -)
exit 0"
[ "$output" = "$expected" ] || fail "Debian's python3 on the unpacked module printed
$output
expected
$expected"

# The Dask recipe as the docs run it, against the command.
printf '# two puzzles\n%s\n\n%s\n' '.............1..92.86....4...156.........362.......5.7.3.....8..9.8.2.....7..43..' \
  '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' >"$work/empty/two.txt"
if /usr/bin/python3 -c 'import distributed' 2>/dev/null; then
  output=$(python -m sudokit.dask --lines-per-shard 2 two.txt 2>"$work/dask.err"; echo "exit $?")
  expected="$("$build/sudoku" solve "$work/empty/two.txt")
exit 0"
  [ "$output" = "$expected" ] || fail "python3 -m sudokit.dask printed
$output
expected
$expected
$(cat "$work/dask.err")"
else
  fail "Debian's python3 has no Dask (python3-distributed: scripts/setup.sh installs it)"
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures failures"
  exit 1
fi
echo "$(basename "$deb"): fields (Depends $depends), files, lintian, Debian's python3 imports the unpacked module and solves, python3 -m sudokit.dask prints what sudoku solve prints"
