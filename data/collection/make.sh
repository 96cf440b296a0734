#!/usr/bin/env bash
# Remakes the board's collection with the project's own generator and rater: each file holds
# puzzles of one variant, side and difficulty (its name says which), made from a fixed seed,
# so the same binary makes the same files. Usage: bash data/collection/make.sh [path/to/sudoku]
set -euo pipefail
cd "$(dirname "$0")"
sudoku=${1:-../../build/release/sudoku}
make() {  # variant side difficulty count first-seed
  local file="$1-$2-$3.txt" seed=$5 made=0
  echo "# made with: sudoku generate --variant $1 --size $2 --difficulty $3 --max-attempts 300 --seed S," > "$file"
  echo "# one puzzle each for S = $5, $5 + 1, … (seeds whose puzzle missed the difficulty skipped)" >> "$file"
  while [ "$made" -lt "$4" ] && [ "$seed" -lt $(($5 + 3 * $4)) ]; do
    if line=$("$sudoku" generate --variant "$1" --size "$2" --difficulty "$3" --max-attempts 300 \
                --seed "$seed" 2>/dev/null | grep -v '^variant:'); then
      echo "$line" >> "$file"
      made=$((made + 1))
    fi
    seed=$((seed + 1))
  done
  echo "$file: $made puzzles"
}
# Large grids: the generator's difficulty search is slow there, so puzzles are made without a
# target and kept with the label `sudoku rate` gives them (minimal 16×16 and 25×25 rate extreme).
graded() {  # variant side difficulty count seed
  local file="$1-$2-$3.txt"
  echo "# made with: sudoku generate --variant $1 --size $2 --count $4 --seed $5, kept when" > "$file"
  echo "# sudoku rate labels them $3" >> "$file"
  "$sudoku" generate --variant "$1" --size "$2" --count "$4" --seed "$5" 2>/dev/null |
    grep -v '^variant:' | while read -r line; do
      if echo "$line" | "$sudoku" rate --variant "$1" - | grep -q " $3"; then echo "$line"; fi
    done >> "$file"
  echo "$file: $(grep -vc '^#' "$file") puzzles"
}
for difficulty in easy medium hard expert extreme; do make classic 9 $difficulty 40 9000; done
for variant in x jigsaw; do
  for difficulty in easy medium hard; do make $variant 9 $difficulty 15 9100; done
done
for difficulty in medium hard; do make killer 9 $difficulty 15 9100; done
make killer+x 9 medium 10 9200
make classic 4 easy 10 9300
make classic 6 easy 10 9400
make classic 6 medium 10 9400
graded classic 16 extreme 8 9500
graded classic 25 extreme 3 9600
