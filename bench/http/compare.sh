#!/usr/bin/env bash
# Before and after on one machine in one run: starts each `sudoku` binary given in turn as
# `sudoku serve` on a free port and runs load.sh, slowloris.py (32 connections, a byte every
# 3 s) and chunked_attack.py (50 MB) against it.
# usage: bench/http/compare.sh SECONDS BINARY...   e.g.
#   bench/http/compare.sh 10 /work/wt-http-old/build/old/sudoku build/release/sudoku
set -euo pipefail
seconds=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
for binary in "$@"; do
  log=$(mktemp)
  "$binary" serve --port 0 >"$log" &
  server=$!
  until grep -q http "$log"; do sleep 0.1; done
  port=$(sed -E 's|.*127\.0\.0\.1:([0-9]+)/.*|\1|' "$log")
  echo "######## $binary (port $port, $(git -C "$(dirname "$binary")" rev-parse --short HEAD 2>/dev/null || echo '?'))"
  "$here/load.sh" "$port" "$seconds"
  echo "== slowloris.py"
  python3 "$here/slowloris.py" "$port" 32 3
  echo "== chunked_attack.py, 50 MB"
  python3 "$here/chunked_attack.py" "$port" "$server" 50
  kill "$server"
  wait "$server" 2>/dev/null || true
  rm -f "$log"
done
