#!/usr/bin/env bash
# Rewrites the expected stdout, stderr and status of the named golden cases from what the
# built binary does now, for a behaviour change made on purpose. Review the diff before
# committing: the golden files are the specification.
#   tests/cli/regenerate.sh [--binary build/release/sudoku] CASE...
# Cases whose stdout or stderr is a regular expression (stdout.re, stderr.re) keep it.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=build/release/sudoku
if [ "${1:-}" = "--binary" ]; then binary=$2; shift 2; fi
binary=$(realpath "$binary")
examples=$(realpath data/examples)
for name in "$@"; do
  case_dir=$PWD/tests/cli/cases/$name
  [ -f "$case_dir/cmd" ] || { echo "no case $name" >&2; exit 2; }
  scratch=$(mktemp -d)
  cp -a "$case_dir/." "$scratch/"
  stdin=/dev/null
  [ -f "$case_dir/stdin" ] && stdin=$scratch/stdin
  set +e
  (cd "$scratch" && LC_ALL=C SUDOKU_BINARY="$binary" SUDOKU_EXAMPLES="$examples" SUDOKU_SANITIZED= \
     /bin/sh -c "sudoku() { \"\$SUDOKU_BINARY\" \"\$@\"; }; $(cat "$case_dir/cmd")" \
     <"$stdin" >"$scratch/.out" 2>"$scratch/.err")
  status=$?
  set -e
  for stream in stdout stderr; do
    [ -f "$case_dir/$stream.re" ] && continue
    source_file=$scratch/.out; [ $stream = stderr ] && source_file=$scratch/.err
    if [ -s "$source_file" ]; then cp "$source_file" "$case_dir/$stream"; else rm -f "$case_dir/$stream"; fi
  done
  echo "$status" >"$case_dir/status"
  rm -rf "$scratch"
  echo "regenerated $name (status $status)"
done
