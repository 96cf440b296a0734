#!/bin/sh
# CHANGELOG.md's newest heading (its first "## " line) names the project's version, with a date:
# "## [VERSION] - YYYY-MM-DD".
#   changelog_test.sh CHANGELOG.md VERSION
set -u
changelog=$1
version=$2
newest=$(grep -m 1 '^## ' "$changelog")
case $newest in
  "## [$version] - "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9])
    echo "CHANGELOG.md's newest heading: $newest"
    ;;
  *)
    echo "CHANGELOG.md's newest heading is '$newest', not '## [$version] - YYYY-MM-DD'"
    exit 1
    ;;
esac
