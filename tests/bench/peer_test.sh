#!/bin/bash
# sudoku_bench's peers (bench/peer.hpp) and modes: a peer is loaded, timed in both modes on the
# same puzzles, and its answers checked like ours; a wrong peer stops the run with status 1, a bad
# --peer with status 2 and a message.
#
#   peer_test.sh SUDOKU_BENCH SUDOKU PEER_STUB_LIBRARY PUZZLE_FILE WORK_DIR
#
# PUZZLE_FILE holds proper 9×9 puzzles, one a line; the test makes from them a set whose puzzles
# have two solutions or more (four givens taken away from each), named serg_benchmark so that
# the bench's rule for that set applies.
set -u
bench=$1 sudoku=$2 library=$3 puzzles=$4 work=$5
rm -rf "$work" && mkdir -p "$work/data/classic"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

grep -v '^#' "$puzzles" > "$work/data/classic/proper.txt"
awk '{ out = ""; taken = 0
       for (i = 1; i <= length($0); i++) {
         c = substr($0, i, 1)
         if (c != "." && taken < 4) { c = "."; taken++ }
         out = out c }
       print out }' "$work/data/classic/proper.txt" > "$work/data/classic/serg_benchmark.txt"
count=$(wc -l < "$work/data/classic/proper.txt")
several=$("$sudoku" count --limit 2 "$work/data/classic/serg_benchmark.txt" | grep -c '^2+$')
[ "$several" -eq "$count" ] || fail "only $several of $count derived puzzles have two solutions"

# expect STATUS NAME -- COMMAND...: runs COMMAND, keeps its stdout and stderr in $out and $err.
expect() {
  local want=$1 name=$2
  shift 3
  "$@" > "$work/out" 2> "$work/err"
  local status=$?
  out=$(cat "$work/out") err=$(cat "$work/err")
  [ "$status" -eq "$want" ] || fail "$name: exit status $status, expected $want; stderr: $(tail -3 "$work/err")"
}
contains() {  # contains NAME TEXT WANTED
  case "$2" in *"$3"*) ;; *) fail "$1: missing '$3' in: $(echo "$2" | tail -5)" ;; esac
}

data=(--data "$work/data")
expect 0 "a right peer, both modes" -- "$bench" "${data[@]}" --verify-only --peer "stub=$library:StubSolve"
expected="verified proper (first) with classic9: $count puzzles, every solution checked, $count counted to 2: exactly one solution each
verified proper (first) with stub: $count puzzles, every solution checked, a solution found for each
verified proper (unique) with classic9: $count puzzles, every solution checked, $count counted to 2: exactly one solution each
verified proper (unique) with stub: $count puzzles, every solution checked, $count counted to 2: exactly one solution each
verified serg_benchmark (first) with classic9: $count puzzles, every solution checked, a solution found for each
verified serg_benchmark (first) with stub: $count puzzles, every solution checked, a solution found for each
verified serg_benchmark (unique) with classic9: $count puzzles, every solution checked, every count to 2 reached 2
verified serg_benchmark (unique) with stub: $count puzzles, every solution checked, every count to 2 reached 2"
[ "$out" = "$expected" ] || fail "a right peer: stdout was
$out"

expect 1 "a wrong solution" -- "$bench" "${data[@]}" --verify-only --sets proper --mode first \
  --peer "bad=$library:StubWrongSolution"
contains "a wrong solution" "$err" "sudoku_bench: FAILED: $count wrong answer(s) on proper by bad"
contains "a wrong solution" "$err" "$work/data/classic/proper.txt:3: bad: wrong solution"

expect 0 "a count stopped at one, to the first solution" -- "$bench" "${data[@]}" --verify-only \
  --sets serg_benchmark --mode first --peer "one=$library:StubCountsOne"
expect 1 "a count stopped at one, counting to 2" -- "$bench" "${data[@]}" --verify-only \
  --sets serg_benchmark --mode unique --peer "one=$library:StubCountsOne"
contains "a count stopped at one" "$err" "serg_benchmark.txt:1: one: counted 1 solution(s), expected 2"

expect 0 "no grid when counting" -- "$bench" "${data[@]}" --verify-only \
  --peer "tally=$library:StubNoGridWhenCounting"
contains "no grid when counting" "$out" "verified proper (unique) with tally: $count puzzles, 0 solutions written and checked, $count counted to 2: exactly one solution each"
contains "no grid when counting" "$out" "verified proper (first) with tally: $count puzzles, every solution checked, a solution found for each"
expect 1 "no grid at all" -- "$bench" "${data[@]}" --verify-only --mode first \
  --peer "none=$library:StubNoGrid"
contains "no grid at all" "$err" "sudoku_bench: FAILED: $count wrong answer(s) on proper by none"

expect 2 "a missing function" -- "$bench" "${data[@]}" --verify-only --peer "x=$library:NoSuchSolver"
[ "$err" = "sudoku_bench: --peer x: $library has no function NoSuchSolver" ] || fail "a missing function: $err"
expect 2 "a missing library" -- "$bench" "${data[@]}" --verify-only --peer "x=$work/nothing.so:Solve"
contains "a missing library" "$err" "sudoku_bench: --peer x: cannot load $work/nothing.so: "
expect 2 "no library named" -- "$bench" "${data[@]}" --verify-only --peer "stub"
[ "$err" = "sudoku_bench: --peer 'stub': expected NAME=LIBRARY[:SYMBOL]" ] || fail "no library named: $err"
expect 2 "an unknown mode" -- "$bench" "${data[@]}" --verify-only --mode fastest
contains "an unknown mode" "$err" "--mode: fastest not in {first,unique,both}"

# The reference of our rows is the peer of the same run, set and mode.
expect 0 "the JSON report" -- "$bench" "${data[@]}" --runs 1 --no-qqwing --json --sets proper \
  --mode unique --peer "stub=$library:StubSolve"
contains "the JSON report" "$out" '"modes": [
    "unique"
  ]'
contains "the JSON report" "$out" '"mode": "unique",
      "engine": "classic9",
      "peer": false,'
contains "the JSON report" "$out" '"reference": {
        "solver": "stub",'
contains "the JSON report" "$out" '"this_run": true,'
[ "$(grep -c '"mode": "first"' "$work/out")" -eq 0 ] || fail "the JSON report: a first-solution row in --mode unique"

[ "$failures" -eq 0 ] && echo "all peer checks passed"
exit $((failures > 0))
