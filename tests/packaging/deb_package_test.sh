#!/bin/bash
# The Debian packages: CPack builds them from the build folder; their fields and file lists are
# checked with dpkg-deb, then they are unpacked in a scratch root with `dpkg -x` (no root, no
# install) and the unpacked command solves a bundled example, with its man pages and bash
# completion where man and bash-completion look for them.
# The development package is used as a user's project would: tests/consumer finds it with
# find_package(sudoku) in the scratch root, builds against it and runs. Where lintian is
# installed (scripts/setup.sh installs it), both packages pass it with no error nor warning.
# The command's package is sudoku-toolkit: Debian's own `sudoku` is a console game.
#   deb_package_test.sh CPACK BUILD_DIR VERSION WORK_DIR SOURCE_DIR CXX_COMPILER
set -u
cpack=$1
build=$2
version=$3
work=$4
source=$5
compiler=$6
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
rm -rf "$work"
mkdir -p "$work"
if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  echo "FAIL: cpack"
  exit 1
fi
arch=$(dpkg --print-architecture)
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
deb=$work/out/sudoku-toolkit_${version}_${arch}.deb
dev=$work/out/libsudoku-dev_${version}_${arch}.deb
lib=$work/out/libsudoku1_${version}_${arch}.deb
for package in "$deb" "$dev" "$lib"; do
  [ -f "$package" ] || { ls "$work/out"; echo "FAIL: cpack made no $(basename "$package")"; exit 1; }
done

# The control fields.
field() { dpkg-deb --field "$1" "$2"; }
expect_field() {
  local got
  got=$(field "$1" "$2")
  [ "$got" = "$3" ] || fail "$(basename "$1") $2: '$got', expected '$3'"
}
expect_field "$deb" Package sudoku-toolkit
expect_field "$deb" Source sudoku-toolkit
expect_field "$deb" Version "$version"
expect_field "$deb" Architecture "$arch"
expect_field "$deb" Section utils
expect_field "$deb" Priority optional
expect_field "$dev" Package libsudoku-dev
expect_field "$dev" Version "$version"
expect_field "$dev" Section libdevel
expect_field "$dev" Depends "libsudoku1 (= $version), libfmt-dev, nlohmann-json3-dev, libcadical-dev"
expect_field "$lib" Package libsudoku1
expect_field "$lib" Version "$version"
expect_field "$lib" Section libs
# The maintainer: a name and an address, the same in both packages, their changelogs and the
# copyright's Upstream-Contact (checked below).
maintainer=$(field "$deb" Maintainer)
[[ $maintainer =~ ^[A-Za-z][^\<\>@]+\ \<[^\ \<\>@]+@[a-z0-9.-]+\.[a-z]+\>$ ]] ||
  fail "sudoku-toolkit's Maintainer is not 'Name <address>': '$maintainer'"
expect_field "$dev" Maintainer "$maintainer"
expect_field "$lib" Maintainer "$maintainer"
expect_field "$deb" Description "$(printf '%s\n' 'solve, check, rate, explain and generate Sudoku puzzles' \
  ' The sudoku command solves, counts, checks, shows, explains, rates and' \
  ' generates Sudoku puzzles of every size from 1x1 to 64x64: classic, X,' \
  ' Killer and jigsaw, alone or together. Its classic 9x9 engine is among the' \
  ' fastest there are; a logical solver explains each step in plain words,' \
  ' gives hints and rates puzzles on Sudoku Explainer'"'"'s scale, and a generator' \
  ' makes unique, minimal puzzles. Batches are one puzzle per line, in order,' \
  " on every core. 'sudoku serve' opens a board to play in a browser.")"

# The files, as dpkg-deb lists them (mode, owner, path).
contents=$(dpkg-deb --contents "$deb")
subcommands=$("$build/sudoku" --help | sed -n '/^Subcommands:/,/^$/{/^  [a-z]/{s/^  \([a-z]*\).*/\1/;p}}')
expected_files="./usr/bin/sudoku ./usr/share/bash-completion/completions/sudoku
./usr/share/doc/sudoku-toolkit/README.md ./usr/share/doc/sudoku-toolkit/CHANGELOG.md.gz
./usr/share/doc/sudoku-toolkit/changelog.gz ./usr/share/doc/sudoku-toolkit/copyright
./usr/share/doc/sudoku-toolkit/docs/formats.md ./usr/share/doc/sudoku-toolkit/examples/seed000.sud
./usr/share/man/man1/sudoku.1.gz"
for subcommand in $subcommands; do expected_files+=" ./usr/share/man/man1/sudoku-$subcommand.1.gz"; done
for file in $expected_files; do
  grep -qE "^-rw[-x]r-[-x]r-[-x] root/root +[0-9]+ [0-9-]+ [0-9:]+ ${file//./\\.}\$" <<<"$contents" ||
    fail "the package lacks $file (or not root's, or not readable by all)"
done
grep -qE '^-rwxr-xr-x root/root .* \./usr/bin/sudoku$' <<<"$contents" || fail "usr/bin/sudoku is not -rwxr-xr-x"
grep -q 'include/\|\.a$\|cmake/' <<<"$contents" && fail "the command's package holds development files"
# Nothing of Debian's game `sudoku` (/usr/games/sudoku, its man page in section 6, its doc folder).
grep -q 'games/\|man6/\|/doc/sudoku/' <<<"$contents" && fail "sudoku-toolkit has a path of Debian's package sudoku"
dev_contents=$(dpkg-deb --contents "$dev")
for file in ./usr/include/sudoku/solve.hpp ./usr/lib/$multiarch/libsudoku.a \
  ./usr/lib/$multiarch/cmake/sudoku/sudokuConfig.cmake \
  ./usr/lib/$multiarch/cmake/sudoku/sudokuConfigVersion.cmake \
  ./usr/lib/$multiarch/cmake/sudoku/sudokuTargets.cmake \
  ./usr/share/doc/libsudoku-dev/copyright ./usr/share/doc/libsudoku-dev/changelog.gz; do
  grep -q " ${file//./\\.}\$" <<<"$dev_contents" || fail "libsudoku-dev lacks $file"
done
grep -q 'bin/sudoku$' <<<"$dev_contents" && fail "libsudoku-dev holds the command"
lib_contents=$(dpkg-deb --contents "$lib")
for file in ./usr/lib/$multiarch/libsudoku.so.$version ./usr/share/doc/libsudoku1/copyright \
  ./usr/share/doc/libsudoku1/changelog.gz; do
  grep -q " ${file//./\\.}\$" <<<"$lib_contents" || fail "libsudoku1 lacks $file"
done
grep -q " ./usr/lib/$multiarch/libsudoku.so.1 -> libsudoku.so.$version\$" <<<"$lib_contents" ||
  fail "libsudoku1 lacks the link libsudoku.so.1"
grep -q " ./usr/lib/$multiarch/libsudoku.so -> libsudoku.so.1\$" <<<"$dev_contents" ||
  fail "libsudoku-dev lacks the link name libsudoku.so"
grep -q "libsudoku.so.$version" <<<"$dev_contents" && fail "libsudoku-dev holds the shared library itself"
shlibs=$(dpkg-deb --ctrl-tarfile "$lib" | tar -xO ./shlibs 2>/dev/null)
[ "$shlibs" = "libsudoku 1 libsudoku1 (>= $version)" ] || fail "libsudoku1's shlibs: '$shlibs'"
triggers=$(dpkg-deb --ctrl-tarfile "$lib" | tar -xO ./triggers 2>/dev/null)
[ "$triggers" = "activate-noawait ldconfig" ] || fail "libsudoku1's triggers: '$triggers'"
# Every library in Debian's multiarch folder, none directly in /usr/lib.
grep -qE ' \./usr/lib/[^/]+\.(a|so[.0-9]*)$' <<<"$dev_contents" && fail "libsudoku-dev has a library outside /usr/lib/$multiarch"

# lintian: no error and no warning (its informational tags are not counted).
if command -v lintian >/dev/null 2>&1; then
  lintian_output=$(lintian --fail-on error,warning "$deb" "$dev" "$lib" 2>&1) ||
    fail "lintian: $lintian_output"
else
  echo "note: lintian is not installed (scripts/setup.sh installs it); the packages were not linted"
fi

# Unpacked in a scratch root.
root=$work/root
dpkg -x "$deb" "$root"
dpkg -x "$dev" "$root"
dpkg -x "$lib" "$root"
installed=$root/usr/bin/sudoku
output=$("$installed" "$root/usr/share/doc/sudoku-toolkit/examples/seed000.sud"; echo "exit $?")
expected="412985763
753416892
986327145
271568934
549173628
368249517
634751289
195832476
827694351
exit 0"
[ "$output" = "$expected" ] || fail "the unpacked sudoku on examples/seed000.sud printed: $output"
readelf -S "$installed" | grep -q '\.symtab' && fail "usr/bin/sudoku is not stripped"
output=$("$installed" --version)
[ "$output" = "sudoku $version" ] || fail "the unpacked sudoku --version printed '$output'"

# Every shared library the command loads is provided by a package its Depends names.
depends=$(field "$deb" Depends)
for library in $(readelf -d "$installed" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
  path=$(ldconfig -p | awk -v name="$library" '$1 == name && /x86-64/ {print $NF; exit}')
  owner=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | head -n 1 | cut -d: -f1)
  [ -n "$owner" ] || owner=$(dpkg -S "$path" 2>/dev/null | head -n 1 | cut -d: -f1)
  [[ ", $depends," == *", $owner "* || ", $depends," == *", $owner,"* ]] ||
    fail "sudoku loads $library (package '$owner'), which Depends ($depends) does not name"
done

# man finds the pages in the root's man folder, and each renders without a warning.
for name in sudoku $(printf 'sudoku-%s ' $subcommands); do
  page=$(MANPATH=$root/usr/share/man man -w "$name" 2>&1)
  [ "$page" = "$root/usr/share/man/man1/$name.1.gz" ] || fail "man -w $name: '$page'"
  warnings=$(MANWIDTH=100 man --warnings -l "$page" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "man -l $name.1.gz: $warnings"
done
title=$(MANPATH=$root/usr/share/man MANWIDTH=100 man sudoku-solve 2>/dev/null | sed -n '/^NAME/{n;p;q}' | sed 's/^ *//')
[ "$title" = "sudoku-solve - solve one Sudoku puzzle or a batch, one puzzle per line" ] || fail "man sudoku-solve's NAME: '$title'"

# The completion, loaded from where bash-completion looks, completes the subcommands.
mkdir -p "$work/empty"
reply=$(cd "$work/empty" && bash -c 'source "$1"; COMP_WORDS=(sudoku s); COMP_CWORD=1; _sudoku; echo "${COMPREPLY[*]}"' \
  _ "$root/usr/share/bash-completion/completions/sudoku")
[ "$reply" = "solve show serve" ] || fail "the unpacked completion for 'sudoku s': '$reply'"

# The documents.
heading=$(zcat "$root/usr/share/doc/sudoku-toolkit/CHANGELOG.md.gz" | grep '^## ' |
  grep -v -m 1 '^## \[Unreleased\]$')
[[ $heading == "## [$version] - "* ]] || fail "CHANGELOG.md.gz's newest heading is '$heading'"
# The native package's changelog, in Debian's format, dated as that heading.
for package in sudoku-toolkit libsudoku-dev libsudoku1; do
  entry=$(zcat "$root/usr/share/doc/$package/changelog.gz")
  [ "$(head -n 1 <<<"$entry")" = "sudoku-toolkit ($version) unstable; urgency=medium" ] ||
    fail "$package's changelog.gz starts '$(head -n 1 <<<"$entry")'"
  [ "$(tail -n 1 <<<"$entry")" = " -- $(field "$deb" Maintainer)  $(date -R -u -d "${heading##* } 00:00:00")" ] ||
    fail "$package's changelog.gz ends '$(tail -n 1 <<<"$entry")'"
  cmp -s "$root/usr/share/doc/$package/copyright" "$root/usr/share/doc/sudoku-toolkit/copyright" ||
    fail "$package has no copyright file, or another one"
done
grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/$' "$root/usr/share/doc/sudoku-toolkit/copyright" ||
  fail "copyright is not in Debian's machine-readable format"
grep -qxF "Upstream-Contact: $maintainer" "$root/usr/share/doc/sudoku-toolkit/copyright" ||
  fail "the copyright's Upstream-Contact is not the Maintainer '$maintainer'"

# The development package, found in the scratch root by a consumer's find_package(sudoku).
if ! { cmake -S "$source/tests/consumer" -B "$work/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$root/usr" \
  -DCMAKE_CXX_COMPILER="$compiler" && cmake --build "$work/consumer"; } >"$work/consumer.log" 2>&1; then
  tail -n 30 "$work/consumer.log"
  fail "tests/consumer does not build against the unpacked libsudoku-dev"
else
  grep -qx "sudoku_DIR:PATH=$root/usr/lib/$multiarch/cmake/sudoku" "$work/consumer/CMakeCache.txt" ||
    fail "the consumer found sudoku elsewhere than in the unpacked root"
  output=$("$work/consumer/consumer"; echo "exit $?")
  [ "$output" = "$(printf '412985763\nexit 0')" ] || fail "the consumer built on libsudoku-dev printed: $output"
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures failures"
  exit 1
fi
echo "$(basename "$deb") and $(basename "$dev"): fields, files, Depends ($depends), unpacked sudoku solves seed000.sud, man and completion in place, a consumer builds on libsudoku-dev"
