#!/usr/bin/env bash
# Runs every test of the project, as CI does:
#   1. installs what is missing (scripts/setup.sh),
#   2. checks the formatting (clang-format) and the code (clang-tidy) against the configs at the root,
#   3. builds with warnings as errors and runs the whole suite (unit, property, CLI golden,
#      install + find_package consumer, the Python module's pytest suite and its installation),
#      then builds the module's wheel with pip into a fresh venv and runs the pytest suite
#      against it (scripts/test_wheel.sh),
#   4. builds again under AddressSanitizer + UndefinedBehaviorSanitizer and runs it again, with
#      a quarter of the random samples (the asan test preset: RapidCheck's max_success=25, a
#      player walk of 40 states), since each costs about ten times as much there, each test
#      binary cut into 8 shards (one process each: a sanitizer's process is slow to start),
#      then runs every fuzz target (tests/fuzz, clang's libFuzzer) for 30 s from its corpus,
#      then runs the browser tests of the board (tests/web) against the release binary,
#   5. when ../shared/data/classic is beside the checkout, verifies the classic9 engine on every
#      puzzle of the public benchmark sets (each solution checked, each count to 2 matched).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase's heading says when it started (seconds since this script did), so that a slow
# run shows where its time went.
phase() { echo "== [$SECONDS s] $*"; }

bash scripts/setup.sh

phase "formatting"
git ls-files -z '*.cpp' '*.hpp' | xargs -0 clang-format --dry-run --Werror

jobs=$(nproc)
cmake --preset release >/dev/null
phase "clang-tidy (.clang-tidy at the root) over src/ and python/src/"
# -Wno-ignored-optimization-argument: pybind11's flags for the Python module name g++'s LTO.
git ls-files -z 'src/*.cpp' 'python/src/*.cpp' | xargs -0 -P "$jobs" -n 4 \
  clang-tidy -p build/release --quiet --extra-arg=-Wno-unknown-warning-option \
  --extra-arg=-Wno-ignored-optimization-argument 2>/dev/null

for preset in release asan; do
  phase "build: $preset"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j "$jobs"
  phase "test: $preset"
  ctest --preset "$preset" -j "$jobs"
  if [ "$preset" = release ]; then
    phase "the Python module as pip installs it (scripts/test_wheel.sh)"
    bash scripts/test_wheel.sh
  fi
done

phase "fuzzing: every libFuzzer target (tests/fuzz) for 30 s from its corpus, two at a time"
# Built with clang, ASan and UBSan (the fuzz preset); any crash, broken promise, leak or input
# slower than 20 s fails the run and leaves build/fuzz/TARGET-crash-… (or -timeout-…) to replay.
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$jobs"
fuzz_one() {
  local target=$1 dict=tests/fuzz/sudoku.dict
  [ "$target" = api ] && dict=tests/fuzz/api.dict
  [ "$target" = http ] && dict=tests/fuzz/http.dict
  [ "$target" = links ] && dict=tests/fuzz/links.dict
  mkdir -p "build/fuzz/corpus/$target"
  if ! "build/fuzz/tests/fuzz/fuzz_$target" -max_total_time=30 -timeout=20 -print_final_stats=1 \
    -dict="$dict" -artifact_prefix="build/fuzz/$target-" "build/fuzz/corpus/$target" \
    "tests/fuzz/corpus/$target" >"build/fuzz/$target.log" 2>&1; then
    tail -n 40 "build/fuzz/$target.log"
    echo "fuzz_$target failed: replay with build/fuzz/tests/fuzz/fuzz_$target build/fuzz/$target-crash-…" >&2
    return 1
  fi
  echo "fuzz_$target: $(grep -m1 -o 'stat::number_of_executed_units: [0-9]*' "build/fuzz/$target.log" | cut -d' ' -f2) runs, no crash"
}
export -f fuzz_one
printf '%s\n' read_grid read_line read_puzzle read_variant api http links | xargs -P 2 -I{} bash -c 'fuzz_one {}'

phase "browser tests: the board in headless chromium (tests/web, screenshots in build/web-artifacts)"
node tests/web/run.mjs build/release/sudoku

data=${SUDOKU_DATA:-../shared/data}
if [ -d "$data/classic" ]; then
  phase "every puzzle of $data/classic, each answer verified"
  ./build/release/bench/sudoku_bench --data "$data" --verify-only
else
  phase "$data/classic not found: skipping the full-set verification"
fi
phase "all done"
