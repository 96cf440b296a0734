#!/usr/bin/env bash
# The server's load figures of docs/api.md "Connections" (issue 13): wrk on loopback against a
# running `sudoku serve`, 2 wrk threads, SECONDS per run (default 10).
#   1. solve, explain and generate in turn (wrk_mix.lua) at 64 connections;
#   2. each of them alone at 64 connections;
#   3. a cheap route (GET /api/random, GET /js/main.js) at 8 connections while solve runs at 64.
# Prints wrk's latency percentiles (50 and 99), requests/s and errors for each; with
# SERVER_PID set, also the server's CPU time (user + system, /proc) per request of 1 and 2.
# usage: [SERVER_PID=PID] bench/http/load.sh PORT [SECONDS]   (Debian's wrk: apt-get install wrk)
set -euo pipefail
port=$1
seconds=${2:-10}
here=$(cd "$(dirname "$0")" && pwd)
url=http://127.0.0.1:$port
hardest='8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
easy='.2.....1........5..8.257..9916....8....5...645...8...3...6.1...3.1.......4..93...'
heavy_out=$(mktemp)
trap 'rm -f "$heavy_out"' EXIT

post() {  # route body connections [seconds]
  BODY=$2 wrk -t2 -c"$3" -d"${4:-$seconds}s" --timeout 30s --latency -s "$here/wrk_post.lua" \
    "$url/api/$1"
}
summary() {  # the lines of wrk's report that the figures quote
  grep -E '^ +(50|99)%|Requests/sec|Non-2xx|Socket errors|requests in' | sed 's/^ */   /'
}
cpu_ticks() {  # the server's user + system time in clock ticks
  if [ -n "${SERVER_PID:-}" ]; then awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"; else echo 0; fi
}
measured() {  # runs wrk (its arguments), prints the summary and the CPU time per request
  local before after report
  before=$(cpu_ticks)
  report=$(wrk "$@")
  after=$(cpu_ticks)
  summary <<<"$report"
  if [ -n "${SERVER_PID:-}" ]; then
    awk -v ticks=$((after - before)) -v hz="$(getconf CLK_TCK)" '/requests in/ {
      printf "   server CPU %.3f ms per request\n", ticks * 1000 / hz / $1 }' <<<"$report"
  fi
}

echo "== solve, explain, generate in turn, -c64"
measured -t2 -c64 -d"${seconds}s" --timeout 30s --latency -s "$here/wrk_mix.lua" "$url"
for route in solve explain generate; do
  case $route in
    solve) body="{\"puzzle\": \"$hardest\"}" ;;
    explain) body="{\"puzzle\": \"$easy\"}" ;;
    generate) body='{"size": 9, "seed": 1}' ;;
  esac
  echo "== $route alone, -c64"
  BODY=$body measured -t2 -c64 -d"${seconds}s" --timeout 30s --latency -s "$here/wrk_post.lua" \
    "$url/api/$route"
done
for cheap in /api/random /js/main.js; do
  echo "== GET $cheap -c8 while solve runs at -c64"
  post solve "{\"puzzle\": \"$hardest\"}" 64 "$((seconds + 2))" >"$heavy_out" &
  heavy=$!
  sleep 1
  wrk -t1 -c8 -d"${seconds}s" --timeout 30s --latency "$url$cheap" | summary
  wait $heavy
done
