#!/usr/bin/env bash
# Installs what building and testing sudoku needs on Debian 12, skipping what is present.
# Run as root (or with sudo available). Safe to run again: it only installs what is missing.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config git
  libcli11-dev libfmt-dev nlohmann-json3-dev libcpp-httplib-dev
  libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
  clang clang-format clang-tidy libclang-rt-14-dev qqwing chromium
)

# The browser tests drive Debian's chromium with playwright-core from npm (tests/web).
if command -v npm >/dev/null 2>&1 && [ ! -d "$(dirname "$0")/../tests/web/node_modules/playwright-core" ]; then
  echo "setup: npm ci in tests/web"
  (cd "$(dirname "$0")/../tests/web" && npm ci --no-audit --no-fund --loglevel=error)
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: every package is already installed"
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
  else
    echo "setup: these packages are missing and I am not root (and there is no sudo): ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
