#!/bin/bash
# The man pages: one for sudoku and one for each subcommand `sudoku --help` lists, each rendered
# by man and by groff without a warning, each naming itself in NAME, with EXAMPLES and EXIT
# STATUS, and each listing every option its command's --help lists.
#   man_pages_test.sh BINARY MAN_FOLDER (where sudoku.1.gz, sudoku-solve.1.gz, … were written)
set -u
binary=$1
folder=$2
. "$(dirname "$0")/help_words.sh"
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

subcommands=$(help_subcommands "$binary")
[ -n "$subcommands" ] || fail "sudoku --help lists no subcommand"
checked=0
for subcommand in "" $subcommands; do
  name=sudoku${subcommand:+-$subcommand}
  page=$folder/$name.1.gz
  if [ ! -f "$page" ]; then
    fail "$name.1.gz is missing from $folder"
    continue
  fi
  # man-db's own run, with groff's warnings on.
  warnings=$(MANWIDTH=100 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "man -l $name.1.gz warned: $warnings"
  # groff with every warning.
  warnings=$(zcat "$page" | groff -man -ww -z -Tutf8 2>&1)
  [ -z "$warnings" ] || fail "groff -ww on $name.1 warned: $warnings"

  text=$(zcat "$page" | groff -man -Tascii -P-cbou -rLL=200n 2>/dev/null)
  grep -q "^NAME" <<<"$text" || fail "$name.1 has no NAME section"
  grep -q "^       $name - [a-z]" <<<"$text" || fail "$name.1's NAME does not start with '$name - '"
  grep -q "^EXAMPLES" <<<"$text" || fail "$name.1 has no EXAMPLES section"
  grep -q "^EXIT STATUS" <<<"$text" || fail "$name.1 has no EXIT STATUS section"
  options=$(help_options "$binary" $subcommand)
  [ -n "$options" ] || fail "sudoku $subcommand --help lists no option"
  for option in $options; do
    grep -qE -- "(^|[^-[:alnum:]])$option([^-[:alnum:]]|\$)" <<<"$text" ||
      fail "$name.1 does not list $option, which 'sudoku $subcommand --help' lists"
    checked=$((checked + 1))
  done
  # The subcommand's one-line summary from --help is on its page.
  if [ -n "$subcommand" ]; then
    summary=$("$binary" "$subcommand" --help | head -n 1)
    tr -s ' \n' ' ' <<<"$text" | grep -qF -- "$summary" || fail "$name.1 lacks '$summary'"
  fi
done
if [ "$failures" -ne 0 ]; then
  echo "$failures failures"
  exit 1
fi
echo "$(wc -w <<<"sudoku $subcommands") man pages render without a warning and list their $checked options"
