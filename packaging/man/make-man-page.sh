#!/bin/sh
# Writes the man page of `sudoku` or of one subcommand with help2man, from the binary's own
# --help and --version, and the sections help2man cannot find there (NAME, DESCRIPTION,
# EXAMPLES, EXIT STATUS, SEE ALSO) from this folder's .h2m files.
#
#   make-man-page.sh BINARY SUBCOMMAND|'' HELP2MAN PAGE
#
# writes PAGE (sudoku.1 or sudoku-SUBCOMMAND.1) and PAGE.gz (compressed as Debian does).
set -eu
binary=$1
subcommand=$2
help2man=$3
page=$4
here=$(cd "$(dirname "$0")" && pwd)
name=sudoku${subcommand:+-$subcommand}
version=$("$binary" --version | sed -n 's/^sudoku //p')
[ -n "$version" ] || { echo "make-man-page.sh: '$binary --version' printed no version" >&2; exit 1; }

# help2man names the page after the program it runs, so it runs a wrapper named after the page
# that asks the binary for the subcommand's help.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/$name" <<WRAPPER
#!/bin/sh
if [ "\$1" = --version ]; then echo "$name (sudoku) $version"; exit 0; fi
exec "$binary" $subcommand "\$@"
WRAPPER
chmod +x "$work/$name"

"$help2man" --no-info --section=1 --manual="User Commands" \
  --include="$here/$name.h2m" --include="$here/common.h2m" \
  --output="$page" "$work/$name"
gzip -9 -n -c "$page" >"$page.gz"
