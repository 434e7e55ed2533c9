#!/bin/bash
# cppcheck over our sources (warning, style, performance, portability), with
# Qt's function knowledge instead of their headers. Prints every
# finding; exits 1 on any. Suppressions, each with its reason: cppcheck.supp.
# usage: tests/static/cppcheck.sh BUILD_DIR   (JOBS=n to change the -j2)
source "$(dirname "$0")/common.sh"
command -v cppcheck >/dev/null || { echo "cppcheck not found: apt-get install cppcheck" >&2; exit 2; }

out="$BUILD_DIR/static/cppcheck"
# Without -isystem: cppcheck would parse all of Qt and libstdc++ for every
# file (minutes instead of seconds); --library=qt describes Qt instead.
n=$(static_database "$out" --no-system-includes)
echo "cppcheck $(cppcheck --version | cut -d' ' -f2): $n files"
mkdir -p "$out/cache"
cppcheck --project="$out/compile_commands.json" --cppcheck-build-dir="$out/cache" \
  --std=c++20 --library=qt \
  --enable=warning,style,performance,portability \
  --suppressions-list="$(dirname "$0")/cppcheck.supp" \
  --error-exitcode=1 -j "${JOBS:-2}" -q \
  --template='{file}:{line}:{column}: {severity}: {message} [{id}]'
echo "cppcheck: clean"
