#!/usr/bin/env bash
# Runs the libFuzzer targets (fuzz_<what>, built with -DSURFIO_FUZZ=ON) for
# a while each, on a temporary copy of their corpus.
#
#   tests/fuzz/run.sh [--seconds N] [--build DIR] [--jobs J] [--merge] [target...]
#
#   --seconds N  time per target (default 60)
#   --build DIR  the build directory with SURFIO_FUZZ=ON (default build-fuzz)
#   --jobs J     targets fuzzed at the same time (default 1)
#   --merge      afterwards, add the inputs that found new coverage to
#                tests/fuzz/corpus/<what> (minimised by libFuzzer's -merge)
#   target       what to fuzz, e.g. units or fuzz_units (default: all built)
#
# Prints execs/s and coverage per target. When a target crashes, leaks,
# hangs or breaks a property, its input is copied to
# DIR/fuzz-findings/<what>/, the way to reproduce it is printed, and the
# script exits 1 (after the other targets finished).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
seconds=60
build="$root/build-fuzz"
jobs=1
merge=0
targets=()
while (($#)); do
    case $1 in
        --seconds) seconds=$2; shift 2 ;;
        --seconds=*) seconds=${1#*=}; shift ;;
        --build) build=$2; shift 2 ;;
        --build=*) build=${1#*=}; shift ;;
        --jobs) jobs=$2; shift 2 ;;
        --jobs=*) jobs=${1#*=}; shift ;;
        --merge) merge=1; shift ;;
        -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
        *) targets+=("${1#fuzz_}"); shift ;;
    esac
done
[[ $seconds =~ ^[0-9]+$ && $seconds -gt 0 ]] || { echo "run.sh: --seconds takes a whole number of seconds" >&2; exit 2; }
[[ $jobs =~ ^[0-9]+$ && $jobs -gt 0 ]] || { echo "run.sh: --jobs takes a whole number" >&2; exit 2; }
build=$(cd "$build" 2>/dev/null && pwd) || { echo "run.sh: no build directory $build: configure one with -DSURFIO_FUZZ=ON (see docs/testing.md, Fuzzing)" >&2; exit 2; }
bin="$build/tests/fuzz"
if ((${#targets[@]} == 0)); then
    for f in "$bin"/fuzz_*; do [[ -f $f && -x $f ]] && targets+=("${f#"$bin"/fuzz_}"); done
fi
((${#targets[@]})) || { echo "run.sh: no fuzz_* executables in $bin: build them with cmake --build $build --target fuzzers (needs -DSURFIO_FUZZ=ON)" >&2; exit 2; }
for what in "${targets[@]}"; do
    [[ -f $bin/fuzz_$what && -x $bin/fuzz_$what ]] || { echo "run.sh: $bin/fuzz_$what is not built (cmake --build $build --target fuzz_$what)" >&2; exit 2; }
done

# Longest input each target sees: a size string is short, a file is not.
max_len() {
    case $1 in
        units) echo 256 ;;
        run_options) echo 2048 ;;
        *) echo 32768 ;;
    esac
}

work=$(mktemp -d "${TMPDIR:-/tmp}/surfio-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
findings="$build/fuzz-findings"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:suppressions=$root/tests/sanitizers/ubsan.supp}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0}"

fuzz_one() {
    local what=$1 dir="$work/$1"
    mkdir -p "$dir/corpus" "$dir/artifacts"
    for seeds in "$here/corpus/$what" "$here/regressions/$what"; do
        [[ -d $seeds ]] && find "$seeds" -maxdepth 1 -type f ! -name '.*' -exec cp -t "$dir/corpus" {} +
    done
    local dict=()
    [[ -f $here/dict/$what.dict ]] && dict=(-dict="$here/dict/$what.dict")
    (cd "$dir" && "$bin/fuzz_$what" "$dir/corpus" "${dict[@]}" \
        -max_total_time="$seconds" -max_len="$(max_len "$what")" -timeout=10 -rss_limit_mb=2048 \
        -malloc_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$dir/artifacts/" >"$dir/log" 2>&1) \
        && echo 0 >"$dir/rc" || echo $? >"$dir/rc"
    if ((merge)) && [[ $(cat "$dir/rc") == 0 ]]; then
        mkdir -p "$here/corpus/$what"
        "$bin/fuzz_$what" -merge=1 -max_len="$(max_len "$what")" -timeout=10 -rss_limit_mb=2048 \
            "$here/corpus/$what" "$dir/corpus" >"$dir/merge.log" 2>&1 || echo "merge failed, see $dir/merge.log" >>"$dir/log"
    fi
}

running=0
for what in "${targets[@]}"; do
    echo "fuzzing $what for ${seconds}s ..."
    fuzz_one "$what" &
    running=$((running + 1))
    if ((running >= jobs)); then wait -n || true; running=$((running - 1)); fi
done
wait

status=0
printf '\n%-18s %10s %10s %7s %6s %8s  %s\n' target runs execs/s cov ft corpus result
for what in "${targets[@]}"; do
    dir="$work/$what"
    log="$dir/log"
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
    corp=$(sed -n 's/.* corp: \([0-9]*\).*/\1/p' <<<"$last")
    artifact=$(find "$dir/artifacts" -type f | head -1 || true)
    if [[ $(cat "$dir/rc") == 0 && -z $artifact ]]; then
        result=ok
    else
        status=1
        result="FAILED (exit $(cat "$dir/rc"))"
        mkdir -p "$findings/$what"
        cp "$log" "$findings/$what/fuzz.log"
        if [[ -n $artifact ]]; then
            cp "$artifact" "$findings/$what/"
            saved="$findings/$what/$(basename "$artifact")"
            result+=": $(basename "$artifact")"
        fi
    fi
    printf '%-18s %10s %10s %7s %6s %8s  %s\n' "$what" "${runs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result"
    if [[ $result != ok ]]; then
        echo "  log: $findings/$what/fuzz.log"
        if [[ -n ${saved:-} ]]; then
            echo "  reproduce: $bin/fuzz_$what $saved"
            echo "  or in any build: replay_$what $saved"
            echo "  once fixed: git mv it to tests/fuzz/regressions/$what/ with a name saying what it is, and add a case to the parser's unit test"
        fi
        grep -E 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error|fuzz: property broken|SUMMARY|ParseDictionaryFile' "$log" | head -5 | sed 's/^/  /' || true
    fi
    saved=
done
if ((merge)); then echo "merged new inputs into $here/corpus (review with git status)"; fi
exit $status
