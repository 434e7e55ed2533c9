#!/usr/bin/env bash
# Every test Surfio has, as CI runs it (the README's test command):
#   1. the release build (build/) and its whole ctest suite: engine, core, GUI,
#      app, package, translations, fuzz-corpus replay and static analysis;
#   2. the asan preset (clang, ASan + LSan + UBSan, build-asan/): the engine and
#      core tests and the fuzz-corpus replay, then a short libFuzzer run of
#      every fuzz target;
#   3. the tsan preset (ThreadSanitizer, build-tsan/): the threaded tests.
# Stages 2 and 3 can be skipped with --release-only (a quicker local check).
# FUZZ_SECONDS sets the length of each fuzz target's run in stage 2.
set -euo pipefail
cd "$(dirname "$0")/.."

release_only=0
[ "${1:-}" = "--release-only" ] && release_only=1
jobs=$(nproc)

stage() { printf '\n=== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

stage "packages"
packaging/deps.sh

stage "release build and tests"
cmake --preset release
cmake --build --preset release -j"$jobs"
ctest --preset release

[ "$release_only" = 1 ] && exit 0

stage "ASan + UBSan build and tests"
cmake --preset asan
cmake --build --preset asan -j"$jobs"
ctest --preset asan

stage "fuzzing, ${FUZZ_SECONDS:-20} s a target"
tests/fuzz/run.sh --build build-asan --seconds "${FUZZ_SECONDS:-20}" --jobs "$jobs"

stage "TSan build and tests"
cmake --preset tsan
cmake --build --preset tsan -j"$jobs"
ctest --preset tsan

stage "done"
