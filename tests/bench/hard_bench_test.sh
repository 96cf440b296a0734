#!/bin/bash
# sudoku_hard_bench (bench/hard_bench.cpp): each instance counted to 2 by our engine, once for each
# --threads count (a column each), beside cadical on the plain CNF (a ratio per count; with
# --cadical-seeds, cadical's median over its seeds and their range; with --seeds, ours the same),
# every answer checked; a bad --threads stops it with status 2 and a message, a bad --seeds or
# --cadical-seeds with CLI11's.
#
#   hard_bench_test.sh SUDOKU_HARD_BENCH KILLER_FILE WORK_DIR
#
# KILLER_FILE: Killers one a line under a `variant: killer` header, each with one solution.
set -u
bench=$1 killers=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
head -4 "$killers" > "$work/three.txt"  # the header and three Killers

run() {  # run WANT NAME ARGS...: the bench's stdout in $out, stderr in $err
  local want=$1 name=$2
  shift 2
  "$bench" "$@" > "$work/out" 2> "$work/err"
  local status=$?
  out=$(cat "$work/out") err=$(cat "$work/err")
  [ "$status" -eq "$want" ] || fail "$name: exit status $status, expected $want: $err"
}

# Ours only, on one thread and on two: two columns, three instances counted to 1 by general.
run 0 "two thread counts" --no-cadical --threads 1,2 "$work/three.txt"
header=$(echo "$out" | head -1)
case "$header" in *"ours 1t ms"*"ours 2t ms"*"ratio 1t"*"ratio 2t"*) ;;
  *) fail "two thread counts: header '$header'" ;; esac
rows=$(echo "$out" | grep -c '^three.txt:[2-4] .* general *1 ')
[ "$rows" -eq 3 ] || fail "two thread counts: $rows of 3 instances counted to 1 by general: $out"
echo "$out" | tail -1 | grep -q '^total ' || fail "two thread counts: no total line: $out"

# One count: the columns keep their plain names.
run 0 "one thread count" --no-cadical "$work/three.txt"
case "$(echo "$out" | head -1)" in *"ours ms"*" ratio") ;;
  *) fail "one thread count: header '$(echo "$out" | head -1)'" ;; esac

# Beside cadical (Debian's, when installed): its count and a ratio for each of ours.
if command -v cadical > /dev/null; then
  run 0 "beside cadical" --threads 1,2 "$work/three.txt"
  rows=$(echo "$out" | grep -cE '^three.txt:[2-4] .* general +1 +[0-9.]+ +1 +[0-9.]+ +[0-9.]+$')
  [ "$rows" -eq 3 ] || fail "beside cadical: $rows of 3 rows with cadical's count and two ratios: $out"
  # Three seeds on the first Killer (cadical takes about a second a run on it): the median, and
  # its least and greatest as "least-greatest" beside it.
  head -2 "$killers" > "$work/one.txt"
  run 0 "three cadical seeds" --cadical-seeds 3 "$work/one.txt"
  case "$(echo "$out" | head -1)" in *"cadical ms"*"count"*"cadical range ms"*" ratio") ;;
    *) fail "three cadical seeds: header '$(echo "$out" | head -1)'" ;; esac
  rows=$(echo "$out" | grep -cE '^one.txt .* general +1 +[0-9.]+ +1 +[0-9]+-[0-9]+ +[0-9.]+$')
  [ "$rows" -eq 1 ] || fail "three cadical seeds: no row with a range: $out"
  echo "$out" | grep -E '^one.txt ' | while read -r _ _ _ _ median _ range _; do
    least=${range%-*} greatest=${range#*-}
    awk -v m="$median" -v l="$least" -v g="$greatest" 'BEGIN { exit !(l <= m + 0.5 && m <= g + 0.5) }' ||
      echo "median $median outside $range"
  done > "$work/outside"
  [ -s "$work/outside" ] && fail "three cadical seeds: $(cat "$work/outside")"
fi

# Our engine over seeds 0 to 2 (the Killers go to general, which does not draw): a range column
# beside each of ours, the median within it.
run 0 "three seeds of ours" --no-cadical --seeds 3 --threads 1,2 "$work/three.txt"
case "$(echo "$out" | head -1)" in *"ours 1t ms"*"range ms"*"ours 2t ms"*"range ms"*"engine"*) ;;
  *) fail "three seeds of ours: header '$(echo "$out" | head -1)'" ;; esac
rows=$(echo "$out" | grep -cE '^three.txt:[2-4] +[0-9.]+ +[0-9]+-[0-9]+ +[0-9.]+ +[0-9]+-[0-9]+ +general +1 ')
[ "$rows" -eq 3 ] || fail "three seeds of ours: $rows of 3 rows with two ranges: $out"
echo "$out" | grep -E '^three.txt:' | while read -r _ median range _; do
  least=${range%-*} greatest=${range#*-}
  awk -v m="$median" -v l="$least" -v g="$greatest" 'BEGIN { exit !(l <= m + 0.5 && m <= g + 0.5) }' ||
    echo "median $median outside $range"
done > "$work/outside"
[ -s "$work/outside" ] && fail "three seeds of ours: $(cat "$work/outside")"

for bad in 0 101 x; do
  run 105 "--seeds '$bad'" --no-cadical --seeds "$bad" "$work/three.txt"
  case "$err" in "--seeds: "*) ;; *) fail "--seeds '$bad': message '$err'" ;; esac
done

for bad in 0 101 x; do
  run 105 "--cadical-seeds '$bad'" --no-cadical --cadical-seeds "$bad" "$work/three.txt"
  case "$err" in "--cadical-seeds: "*) ;; *) fail "--cadical-seeds '$bad': message '$err'" ;; esac
done

for bad in 0 257 1,,2 two ''; do
  run 2 "--threads '$bad'" --no-cadical --threads "$bad" "$work/three.txt"
  [ "$err" = "sudoku_hard_bench: --threads '$bad': expected counts from 1 to 256, comma-separated" ] ||
    fail "--threads '$bad': message '$err'"
done

[ "$failures" -eq 0 ] && echo "hard bench: every check passed"
exit $((failures > 0))
