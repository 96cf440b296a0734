#!/usr/bin/env bash
# Before and after on one machine in one run: starts each `sudoku` binary given as
# `sudoku serve` on a free port, then runs load.sh against each in turn, ROUNDS times (so a
# change in the machine's load falls on both), then slowloris.py (32 connections, a byte
# every 3 s) and last chunked_attack.py (50 MB) against each. load.sh also gets each
# server's pid, to print its CPU time per request.
# usage: bench/http/compare.sh SECONDS ROUNDS BINARY...   e.g.
#   bench/http/compare.sh 10 2 /work/wt-http-old/build/old/sudoku build/release/sudoku
set -euo pipefail
seconds=$1
rounds=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
binaries=("$@")
ports=()
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
for binary in "${binaries[@]}"; do
  log=$(mktemp)
  "$binary" serve --port 0 >"$log" &
  pids+=($!)
  until grep -q http "$log"; do sleep 0.1; done
  ports+=("$(sed -E 's|.*127\.0\.0\.1:([0-9]+)/.*|\1|' "$log")")
  rm -f "$log"
done
heading() {  # index what
  echo "######## ${binaries[$1]} (port ${ports[$1]}): $2"
}
for round in $(seq "$rounds"); do
  for index in "${!binaries[@]}"; do
    heading "$index" "load.sh, round $round"
    SERVER_PID=${pids[$index]} "$here/load.sh" "${ports[$index]}" "$seconds"
  done
done
for index in "${!binaries[@]}"; do
  heading "$index" "slowloris.py"
  python3 "$here/slowloris.py" "${ports[$index]}" 32 3
done
for index in "${!binaries[@]}"; do
  heading "$index" "chunked_attack.py, 50 MB"
  python3 "$here/chunked_attack.py" "${ports[$index]}" "${pids[$index]}" 50
done
