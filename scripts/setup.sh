#!/usr/bin/env bash
# Installs what building and testing sudoku needs on Debian 12, skipping what is present.
# Run as root (or with sudo available). Safe to run again: it only installs what is missing.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config git
  libcli11-dev libfmt-dev nlohmann-json3-dev libcpp-httplib-dev libcadical-dev cadical
  libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
  clang clang-format clang-tidy libclang-rt-14-dev qqwing chromium
  python3-dev pybind11-dev python3-numpy python3-pytest python3-distributed python3-pandas python3-jsonschema
  python3-venv python3-setuptools python3-wheel
  help2man man-db dpkg-dev parallel lintian
)

# Node.js and npm run the browser tests: Debian's own when the machine has none.
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  packages+=(nodejs npm)
fi

# The browser tests drive Debian's chromium with playwright-core from npm (tests/web), installed
# once the packages are.
web_tests="$(dirname "$0")/../tests/web"
install_web_tests() {
  if [ ! -d "$web_tests/node_modules/playwright-core" ]; then
    echo "setup: npm ci in tests/web"
    (cd "$web_tests" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: every package is already installed"
  install_web_tests
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
install_web_tests
