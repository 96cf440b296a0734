#!/bin/bash
# The GNU parallel recipe of docs/scaling.md: a batch cut into chunks of lines, each chunk solved
# by its own `sudoku solve` (two at a time), the answers put back in the input's order, is
# byte for byte what one `sudoku solve` prints for the whole batch.
#   parallel_test.sh BINARY BATCH_FILE...
set -u
binary=$1
shift
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cat "$@" >"$scratch/batch.txt"
lines=$(wc -l <"$scratch/batch.txt")
# parallel keeps its state under $PARALLEL_HOME (~/.parallel otherwise): a scratch folder here.
export PARALLEL_HOME=$scratch/parallel-home

"$binary" solve --format line <"$scratch/batch.txt" >"$scratch/one.txt" 2>/dev/null
parallel --will-cite --pipe --keep-order -N 20 -j 2 --joblog "$scratch/jobs" \
  "$binary" solve --format line <"$scratch/batch.txt" >"$scratch/sharded.txt" 2>/dev/null
status=$?

failures=0
if ! cmp "$scratch/one.txt" "$scratch/sharded.txt"; then
  diff "$scratch/one.txt" "$scratch/sharded.txt" | head -n 20
  failures=$((failures + 1))
fi
answers=$(wc -l <"$scratch/sharded.txt")
if [ "$answers" -ne "$lines" ]; then
  echo "FAIL: $lines lines in, $answers answers out"
  failures=$((failures + 1))
fi
# One job per 20 lines, each recorded in the job log (a header line, then a line per job).
jobs=$(($(wc -l <"$scratch/jobs") - 1))
if [ "$jobs" -ne $(((lines + 19) / 20)) ]; then
  echo "FAIL: $jobs jobs for $lines lines in chunks of 20"
  failures=$((failures + 1))
fi
# parallel's exit status is the number of jobs that failed: the chunks holding a line with no
# solution or an invalid line (sudoku exits 1 or 2 for them).
failed=$(awk 'NR > 1 && $7 != 0' "$scratch/jobs" | wc -l)
if [ "$status" -ne "$failed" ]; then
  echo "FAIL: parallel exited $status, the job log shows $failed failed jobs"
  failures=$((failures + 1))
fi
[ "$failures" -eq 0 ] || exit 1
echo "parallel --pipe -k: $lines lines in $jobs jobs, the same $answers answers as one process ($failed chunks with a bad line)"
