#!/bin/sh
# `sudoku --version` prints exactly "sudoku VERSION" and a line end, VERSION being the one
# project(sudoku VERSION …) sets in CMakeLists.txt (ctest passes it), and exits 0.
#   version_test.sh BINARY VERSION
set -u
binary=$1
version=$2
output=$("$binary" --version; echo "status $?")
expected=$(printf 'sudoku %s\nstatus 0' "$version")
if [ "$output" != "$expected" ]; then
  printf 'sudoku --version printed:\n%s\nexpected:\n%s\n' "$output" "$expected"
  exit 1
fi
echo "sudoku --version: sudoku $version, exit 0"
