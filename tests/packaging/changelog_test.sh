#!/bin/sh
# CHANGELOG.md's newest heading (its first "## " line) names the project's version, with a date:
# "## [VERSION] - YYYY-MM-DD". An "## [Unreleased]" section above it (merged, not yet released)
# is skipped.
#   changelog_test.sh CHANGELOG.md VERSION
set -u
changelog=$1
version=$2
newest=$(grep '^## ' "$changelog" | grep -v -m 1 '^## \[Unreleased\]$')
case $newest in
  "## [$version] - "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9])
    echo "CHANGELOG.md's newest heading: $newest"
    ;;
  *)
    echo "CHANGELOG.md's newest heading is '$newest', not '## [$version] - YYYY-MM-DD'"
    exit 1
    ;;
esac
