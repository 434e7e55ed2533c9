#!/usr/bin/env bash
# Every test Surfio has, as CI runs it (the README's test command):
#   1. the release build (build/) and its whole ctest suite: engine, core, GUI,
#      app, faults, package, translations, fuzz-corpus replay, static analysis;
#   2. the asan preset (clang, ASan + LSan + UBSan, build-asan/): the engine
#      tests and the fuzz-corpus replays, then a short libFuzzer run of every
#      fuzz target (FUZZ_SECONDS each, default 3);
#   3. the tsan preset (ThreadSanitizer, build-tsan/): the engine's workers
#      (tst_engine; the core's threads, the Runner's hand-off and fio run
#      from a thread, are the tsan-all preset's, run by hand: building the
#      core under TSan as well does not fit CI's 25 minutes).
# The release tests mostly wait on I/O: they run two at a time (those
# that must be alone are RUN_SERIAL), and the two sanitizer builds run
# meanwhile at the lowest priority, on the cores the tests leave idle, and
# the static analysis (clang-tidy, cppcheck, clang-format: the "static"
# label, minutes of CPU) beside the sanitizer tests and the fuzzing; that
# keeps the whole under CI's 25 minutes on 2 cores.
# --release-only stops after stage 1 (a quicker local check).
set -euo pipefail
cd "$(dirname "$0")/.."

release_only=0
[ "${1:-}" = "--release-only" ] && release_only=1
jobs=$(nproc)
# Two tests at a time at most: the throttled-volume tests measure rates
# against caps, and were judged two at a time beside the sanitizer builds.
test_jobs=$((jobs < 2 ? jobs : 2))

stage() { printf '\n=== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

stage "packages"
packaging/deps.sh

stage "release build"
cmake --preset release
cmake --build --preset release -j"$jobs"

if [ "$release_only" = 1 ]; then
  stage "release tests"
  ctest --preset release -j"$test_jobs"
  exit 0
fi

background=()
trap 'for g in "${background[@]}"; do kill -- -"$g" 2>/dev/null || true; done' EXIT
stage "sanitizer builds start in the background (build-sanitizers.log)"
rm -f build-sanitizers.done
setsid nice -n 19 bash -c "cmake --preset asan && cmake --build --preset asan -j$jobs \
  && cmake --preset tsan && cmake --build --preset tsan -j$jobs; rc=\$?; touch build-sanitizers.done; exit \$rc" \
  > build-sanitizers.log 2>&1 &
sanitizer_builds=$!
background+=("$sanitizer_builds")
# The static analysis is minutes of CPU: it follows the sanitizer builds at
# the lowest priority, on what the tests leave idle, from whenever they end
# (before the release tests do, or beside the sanitizer tests and the
# fuzzing, which runs for a set time whatever else runs).
stage "static analysis follows them in the background (static-analysis.log)"
setsid nice -n 19 bash -c "while [ ! -e build-sanitizers.done ]; do sleep 2; done; \
  ctest --preset release -L static" > static-analysis.log 2>&1 &
static_analysis=$!
background+=("$static_analysis")
stage "release tests (but the static analysis), $test_jobs at a time"
ctest --preset release -LE static -j"$test_jobs"

stage "waiting for the sanitizer builds"
if ! wait "$sanitizer_builds"; then
  tail -n 40 build-sanitizers.log
  echo "the sanitizer builds failed: the whole log is build-sanitizers.log" >&2
  exit 1
fi

stage "ASan + UBSan tests"
ctest --preset asan

stage "fuzzing, ${FUZZ_SECONDS:-3} s a target"
tests/fuzz/run.sh --build build-asan --seconds "${FUZZ_SECONDS:-3}" --jobs "$jobs"

stage "TSan tests"
ctest --preset tsan

stage "waiting for the static analysis"
static_failed=0
wait "$static_analysis" || static_failed=1
trap - EXIT
cat static-analysis.log
if [ "$static_failed" = 1 ]; then
  echo "the static analysis failed: its log is above (static-analysis.log)" >&2
  exit 1
fi

stage "done"
