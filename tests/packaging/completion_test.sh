#!/bin/bash
# The bash completion, called as bash calls it (COMP_WORDS and COMP_CWORD set, the function
# named by `complete -p sudoku` run): exact COMPREPLY for subcommands, options, option values and
# file names; then its lists against what the binary's --help says, so the two cannot part.
#   completion_test.sh BINARY COMPLETION_SCRIPT
set -u
binary=$1
script=$2
. "$(dirname "$0")/help_words.sh"
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# shellcheck source=/dev/null
source "$script"
function=$(complete -p sudoku 2>/dev/null | sed -n 's/.*-F \([^ ]*\) sudoku$/\1/p')
[ -n "$function" ] || { echo "FAIL: $script does not register a completion function for sudoku"; exit 1; }

# complete WORD... : COMPREPLY for the command line WORD... with the cursor at the end of the
# last word, one reply a line (sorted when SORT=1: file names come in directory order).
complete() {
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMP_LINE="$*"
  COMP_POINT=${#COMP_LINE}
  COMPREPLY=()
  "$function" sudoku "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
  if [ "${SORT:-0}" = 1 ]; then
    printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//'
  else
    echo "${COMPREPLY[*]}"
  fi
}
expect() {
  local expected=$1
  shift
  local got
  got=$(complete "$@")
  [ "$got" = "$expected" ] || fail "'$*': got '$got', expected '$expected'"
}

# Exact replies, in a folder whose files we know.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1
expect "solve count check show explain hint rate generate serve help" sudoku ""
mkdir boards
touch puzzle.sud puzzles.txt solution.sud
SORT=1 expect "boards check count explain generate help hint puzzle.sud puzzles.txt rate serve show solution.sud solve" sudoku ""
expect "solve show serve solution.sud" sudoku s
expect "-h --help --version -f --format --json -a --algorithm --variant --count --limit -j --jobs --seed --stats --node-limit --time-limit --no-progress" sudoku -
expect "-h --help -f --format --json -a --algorithm --variant --count --limit -j --jobs --seed --stats --node-limit --time-limit --no-progress" sudoku solve -
expect "--node-limit --no-progress" sudoku solve --n
expect "--stats" sudoku puzzle.sud --st
expect "grid line pretty json fpuzzles url" sudoku solve --format ""
expect "pretty" sudoku solve -f p
expect "grid line pretty json fpuzzles url" sudoku solve --format =
expect "json" sudoku solve --format = j
expect "line json" sudoku count --format ""
expect "pretty grid line json fpuzzles url sudocue pointers" sudoku show --format ""
expect "classic9 cdcl" sudoku solve -a c
expect "killer killer+x killer+jigsaw killer+jigsaw+x" sudoku --variant k
expect "easy expert extreme" sudoku generate --difficulty e
expect "rotate180 rotate90" sudoku generate --symmetry r
expect "1 2 3" sudoku hint --level ""
expect "" sudoku generate --count ""
expect "" sudoku generate -n ""
expect "" sudoku solve -j ""
expect "" sudoku generate ""
expect "" sudoku --version ""
expect "generate" sudoku help g
expect "" sudoku help generate ""
expect "--unique" sudoku check --u
SORT=1 expect "puzzle.sud puzzles.txt" sudoku solve p
SORT=1 expect "puzzle.sud puzzles.txt" sudoku solve -j 2 pu
SORT=1 expect "boards puzzle.sud puzzles.txt solution.sud" sudoku check puzzle.sud ""
SORT=1 expect "puzzle.sud puzzles.txt" sudoku serve --collection p
SORT=1 expect "puzzle.sud puzzles.txt" sudoku rate --variant x p
expect "boards" sudoku explain b
cd - >/dev/null || exit 1

# The lists against --help.
words() { tr '\n' ' ' | sed 's/ $//'; }
help_names=$(help_subcommands "$binary" | words)
[ "$help_names" = "$_sudoku_subcommands" ] ||
  fail "subcommands: --help lists '$help_names', the completion '$_sudoku_subcommands'"
top=$(help_options "$binary" | words)
[ "$top" = "$_sudoku_options_top" ] || fail "top-level options: --help lists '$top', the completion '$_sudoku_options_top'"
checked=0
for subcommand in $help_names; do
  listed=$(help_options "$binary" "$subcommand" | words)
  expect "$listed" sudoku "$subcommand" -
  # Which options take a value: the ones --help gives a type.
  while read -r names type _; do
    for option in ${names//,/ }; do
      checked=$((checked + 1))
      if [ -n "$type" ]; then
        _sudoku_option_takes_value "$subcommand" "$option" ||
          fail "sudoku $subcommand $option takes a value (--help: $type), the completion treats it as a flag"
      else
        _sudoku_option_takes_value "$subcommand" "$option" &&
          fail "sudoku $subcommand $option is a flag, the completion waits for its value"
      fi
      # A list of values in --help ({grid,line,...}) is the completion's list, in order.
      case $type in
        *{*}*)
          values=$(sed 's/.*{\(.*\)}.*/\1/; s/,/ /g' <<<"$type")
          expect "$values" sudoku "$subcommand" "$option" ""
          ;;
      esac
    done
  done < <(help_option_lines "$binary" "$subcommand")
done

# The hint's levels, which its --help describes one by one ("1: which technique; 2: …; 3: …").
expect "1 2 3" sudoku hint --level ""

# Engines: the completion offers those --help names ("Engine: auto, backtrack … or lcg").
engines=$("$binary" solve --help | sed -n 's/.*Engine: //p' | sed 's/, / /g; s/ or / /' | words)
[ -n "$engines" ] || fail "solve --help names no engine"
expect "$engines" sudoku solve --algorithm ""
# Variants: the binary accepts each one offered, and refuses a word that is not one.
for variant in $(complete sudoku solve --variant "") bogus; do
  refusal=$("$binary" show --variant "$variant" /dev/null 2>&1 | grep -c "is not a variant")
  if [ "$variant" = bogus ]; then
    [ "$refusal" = 1 ] || fail "sudoku show --variant bogus was not refused as a variant"
  else
    [ "$refusal" = 0 ] || fail "the completion offers --variant $variant, which sudoku refuses"
  fi
done

# generate's variants: the binary's generate accepts each one offered (its --max-attempts 0 is
# then the only refusal), and refuses a word that is not one.
for variant in $(complete sudoku generate --variant "") bogus; do
  refusal=$("$binary" generate --variant "$variant" --max-attempts 0 2>&1 |
    grep -c "is not a variant the generator makes")
  if [ "$variant" = bogus ]; then
    [ "$refusal" = 1 ] || fail "sudoku generate --variant bogus was not refused as a variant"
  else
    [ "$refusal" = 0 ] || fail "the completion offers generate --variant $variant, which sudoku refuses"
  fi
done
expect "killer killer+x killer+jigsaw killer+jigsaw+x kropki kropki-negative" sudoku generate --variant k

if [ "$failures" -ne 0 ]; then
  echo "$failures failures"
  exit 1
fi
echo "bash completion: every case as expected; $checked options of $(wc -w <<<"$help_names") subcommands agree with --help"
