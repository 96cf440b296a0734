#!/bin/bash
# The GNU parallel recipe of docs/scaling.md timed with 1 and 2 jobs, beside one `sudoku solve`
# process with -j 1 and -j 2: wall seconds and processor seconds (user + system, the command and
# all it started) of each command, median of RUNS runs, the runs of the forms interleaved so that
# a change in the machine's load touches them all alike. Each output is checked against the
# single process's before any timing.
#   bench/parallel_scaling.sh [FILE] [RUNS] [BINARY]
# FILE defaults to ../shared/data/classic/17_clue.txt, read in place; RUNS to 5.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-../shared/data/classic/17_clue.txt}
runs=${2:-5}
binary=$(realpath "${3:-build/release/sudoku}")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export PARALLEL_HOME=$scratch/parallel-home

forms=(
  "sudoku solve -j 1|$binary solve --format line -j 1 < '$file'"
  "sudoku solve -j 2|$binary solve --format line -j 2 < '$file'"
  "parallel --pipe -k -j 1|parallel --will-cite --pipe --keep-order -j 1 $binary solve --format line < '$file'"
  "parallel --pipe -k -j 2|parallel --will-cite --pipe --keep-order -j 2 $binary solve --format line < '$file'"
  "parallel --pipe-part -k -j 1|parallel --will-cite --pipe-part -a '$file' --block -1 --keep-order -j 1 $binary solve --format line"
  "parallel --pipe-part -k -j 2|parallel --will-cite --pipe-part -a '$file' --block -1 --keep-order -j 2 $binary solve --format line"
)

"$binary" solve --format line -j 1 <"$file" >"$scratch/expected" || true
for form in "${forms[@]}"; do
  bash -c "${form#*|}" >"$scratch/out" || true
  cmp -s "$scratch/expected" "$scratch/out" || { echo "'${form%%|*}' printed other answers" >&2; exit 1; }
done

# Wall seconds, and the processor seconds (user + system) of the command and all it started.
TIMEFORMAT='%R %U %S'
for ((run = 0; run < runs; run++)); do
  for index in "${!forms[@]}"; do
    { time bash -c "${forms[index]#*|}" >/dev/null 2>&1; } 2>"$scratch/time"
    read -r wall user system <"$scratch/time"
    echo "$wall" >>"$scratch/wall.$index"
    awk -v user="$user" -v sys="$system" 'BEGIN {print user + sys}' >>"$scratch/cpu.$index"
  done
done
median() { sort -n "$1" | awk '{t[NR] = $1} END {print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2}'; }

lines=$(wc -l <"$file")
echo "$(basename "$file"): $lines puzzles, median of $runs runs, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg) at the end"
printf '| %-28s | %8s | %9s | %11s |\n' command "wall s" "CPU s" puzzles/s
printf '|%s|%s|%s|%s|\n' ------------------------------ ---------: ----------: ------------:
for index in "${!forms[@]}"; do
  wall=$(median "$scratch/wall.$index")
  printf '| %-28s | %8.3f | %9.3f | %11.0f |\n' "${forms[index]%%|*}" "$wall" "$(median "$scratch/cpu.$index")" \
    "$(awk -v lines="$lines" -v seconds="$wall" 'BEGIN {print lines / seconds}')"
done
