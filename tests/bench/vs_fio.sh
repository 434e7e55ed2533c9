#!/usr/bin/env bash
# Surfio's io_uring engine against fio's io_uring engine, side by side on the
# same target in one run. Per target and per job the two tools run
# ALTERNATELY (surfio, fio, surfio, fio, ...) with the same options, so drift
# in the machine (thermal, neighbours, page cache, SSD state) hits both alike.
# Reports the median IOPS of the rounds and the CPU time (user+sys, measured
# by /usr/bin/time around each process) per million I/Os.
#
# Usage: tests/bench/vs_fio.sh [--surfio PATH] [--rounds N] [--runtime SECONDS]
#                              [--targets file,loop] [--jobs a,b,c]
#                              [--markdown FILE] [--raw DIR] [--fio-only]
# See tests/bench/README.md.

set -Eeuo pipefail

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/../.." && pwd -P)

# ---------------------------------------------------------------- the jobs --
# name -> options shared by both tools (fio spelling; Surfio accepts the same).
declare -A JOB_RW=(    [randread-4k-qd32]=randread [randrw-4k-75-qd64x8]=randrw [seqread-1m-qd16]=read )
declare -A JOB_MIX=(   [randread-4k-qd32]=""       [randrw-4k-75-qd64x8]=75     [seqread-1m-qd16]="" )
declare -A JOB_BS=(    [randread-4k-qd32]=4k       [randrw-4k-75-qd64x8]=4k     [seqread-1m-qd16]=1m )
declare -A JOB_QD=(    [randread-4k-qd32]=32       [randrw-4k-75-qd64x8]=64     [seqread-1m-qd16]=16 )
declare -A JOB_NJ=(    [randread-4k-qd32]=1        [randrw-4k-75-qd64x8]=8      [seqread-1m-qd16]=1 )
ALL_JOBS=(randread-4k-qd32 randrw-4k-75-qd64x8 seqread-1m-qd16)
ALL_TARGETS=(file loop)

SIZE=1g
SIZE_BYTES=$((1 << 30))
RAMP=1
BENCH_DIR=/var/tmp/surfio-bench

# ----------------------------------------------------------------- options --
SURFIO="$REPO_ROOT/build/app/surfio"
ROUNDS=3
RUNTIME=10
TARGETS_ARG=$(IFS=,; echo "${ALL_TARGETS[*]}")
JOBS_ARG=$(IFS=,; echo "${ALL_JOBS[*]}")
MARKDOWN=""
RAW_DIR=""
FIO_ONLY=0
ORIG_ARGS=("$@")

usage() {
    cat <<EOF
Usage: tests/bench/vs_fio.sh [options]
  --surfio PATH       Surfio binary (default: build/app/surfio under the repo root)
  --rounds N          rounds per job; each round runs surfio then fio (default 3)
  --runtime SECONDS   measured seconds per run, after a ${RAMP} s ramp (default 10)
  --targets LIST      comma-separated, from: ${ALL_TARGETS[*]} (default: all)
  --jobs LIST         comma-separated, from: ${ALL_JOBS[*]} (default: all)
  --markdown FILE     also write the result table as Markdown to FILE
  --raw DIR           keep every run's JSON, CPU times and logs in DIR
  --fio-only          run only the fio half (e.g. while Surfio is not built)
  -h, --help          this text
EOF
}

die() { echo "vs_fio.sh: $*" >&2; exit 2; }

need_value() { [[ $# -ge 2 && -n "$2" ]] || die "$1 needs a value (see --help)"; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        --surfio)   need_value "$@"; SURFIO=$2; shift 2 ;;
        --surfio=*) SURFIO=${1#*=}; shift ;;
        --rounds)   need_value "$@"; ROUNDS=$2; shift 2 ;;
        --rounds=*) ROUNDS=${1#*=}; shift ;;
        --runtime)  need_value "$@"; RUNTIME=$2; shift 2 ;;
        --runtime=*) RUNTIME=${1#*=}; shift ;;
        --targets)  need_value "$@"; TARGETS_ARG=$2; shift 2 ;;
        --targets=*) TARGETS_ARG=${1#*=}; shift ;;
        --jobs)     need_value "$@"; JOBS_ARG=$2; shift 2 ;;
        --jobs=*)   JOBS_ARG=${1#*=}; shift ;;
        --markdown) need_value "$@"; MARKDOWN=$2; shift 2 ;;
        --markdown=*) MARKDOWN=${1#*=}; shift ;;
        --raw)      need_value "$@"; RAW_DIR=$2; shift 2 ;;
        --raw=*)    RAW_DIR=${1#*=}; shift ;;
        --fio-only) FIO_ONLY=1; shift ;;
        -h|--help)  usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
done

[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || die "--rounds must be a positive integer, got '$ROUNDS'"
[[ "$RUNTIME" =~ ^[1-9][0-9]*$ ]] || die "--runtime must be a positive whole number of seconds, got '$RUNTIME'"

IFS=, read -r -a TARGETS <<<"$TARGETS_ARG"
IFS=, read -r -a JOBS <<<"$JOBS_ARG"
[[ ${#TARGETS[@]} -gt 0 ]] || die "--targets is empty"
[[ ${#JOBS[@]} -gt 0 ]] || die "--jobs is empty"
for t in "${TARGETS[@]}"; do
    [[ " ${ALL_TARGETS[*]} " == *" $t "* ]] || die "unknown target '$t' (known: ${ALL_TARGETS[*]})"
done
for j in "${JOBS[@]}"; do
    [[ -n "${JOB_RW[$j]+x}" ]] || die "unknown job '$j' (known: ${ALL_JOBS[*]})"
done

# ------------------------------------------------------------ prerequisites --
install_hint() { echo "install it with: apt-get install -y $1"; }
command -v fio >/dev/null || die "fio not found; $(install_hint fio)"
command -v python3 >/dev/null || die "python3 not found; $(install_hint python3)"
[[ -x /usr/bin/time ]] || die "/usr/bin/time not found (measures each run's CPU time); $(install_hint time)"
command -v timeout >/dev/null || die "timeout not found; $(install_hint coreutils)"
fio --enghelp=io_uring >/dev/null 2>&1 || die "this fio ($(fio --version)) has no io_uring engine"

if [[ $FIO_ONLY -eq 0 ]]; then
    if [[ ! -e "$SURFIO" ]]; then
        die "Surfio binary not found at $SURFIO
  build it first (cmake -S . -B build && cmake --build build), or pass --surfio PATH,
  or run only the fio half with --fio-only"
    fi
    [[ -x "$SURFIO" && ! -d "$SURFIO" ]] || die "$SURFIO is not an executable file"
    SURFIO=$(cd -- "$(dirname -- "$SURFIO")" && pwd -P)/$(basename -- "$SURFIO")
    # A Qt program: without a display, Qt's offscreen platform keeps it from
    # failing should the command line ever create a GUI application object.
    if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
        export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
    fi
    if ! SURFIO_VERSION=$(timeout 20 "$SURFIO" --version 2>&1); then
        die "'$SURFIO --version' failed:
$SURFIO_VERSION"
    fi
    SURFIO_VERSION=${SURFIO_VERSION//$'\n'/ }
else
    SURFIO_VERSION="(not run: --fio-only)"
fi

# ----------------------------------------------------------------- cleanup --
# Everything we create is recorded here and removed by name on exit, even on
# failure or Ctrl-C.
FILE_TARGET=""       # /var/tmp/surfio-bench/target.<pid>
LOOP_BACKING=""      # /dev/shm/surfio-bench-loop.<pid>
LOOP_DEV=""          # /dev/loopN attached to LOOP_BACKING
CREATED_BENCH_DIR=0
WORK=""
KEEP_WORK=0
RUN_PID=""           # the run in progress (its timeout process)

cleanup() {
    local rc=$?
    trap - EXIT INT TERM HUP ERR
    set +e  # clean up as much as possible
    if [[ -n "$RUN_PID" ]]; then  # interrupted during a run: stop it first
        kill -TERM "$RUN_PID" 2>/dev/null
        wait "$RUN_PID" 2>/dev/null
    fi
    if [[ -n "$LOOP_DEV" ]]; then
        # Detach only if it is still attached to our own backing file.
        local back
        back=$(losetup -n -O BACK-FILE "$LOOP_DEV" 2>/dev/null | sed 's/[[:space:]]*$//' || true)
        if [[ "$back" == "$LOOP_BACKING"* ]]; then
            losetup -d "$LOOP_DEV" || echo "vs_fio.sh: warning: could not detach $LOOP_DEV" >&2
        else
            echo "vs_fio.sh: warning: $LOOP_DEV is no longer attached to $LOOP_BACKING; left alone" >&2
        fi
    fi
    [[ -n "$LOOP_BACKING" ]] && rm -f -- "$LOOP_BACKING"
    [[ -n "$FILE_TARGET" ]] && rm -f -- "$FILE_TARGET"
    # The directory goes only if we made it and it is empty.
    [[ $CREATED_BENCH_DIR -eq 1 ]] && rmdir -- "$BENCH_DIR" 2>/dev/null
    if [[ -n "$WORK" && $KEEP_WORK -eq 0 ]]; then
        rm -rf -- "$WORK"
    fi
    exit "$rc"
}
trap cleanup EXIT
trap 'echo "vs_fio.sh: unexpected failure (status $?) at line $LINENO: $BASH_COMMAND" >&2' ERR
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

if [[ -n "$RAW_DIR" ]]; then
    mkdir -p -- "$RAW_DIR"
    WORK=$(cd -- "$RAW_DIR" && pwd -P)
    KEEP_WORK=1
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/surfio-vs-fio.XXXXXX")
fi
RESULTS="$WORK/results.tsv"
printf 'target\tjob\ttool\tround\tstatus\tiops\ttotal_ios\tuser\tsys\tengine\n' >"$RESULTS"

# ------------------------------------------------------------------ helpers --
need_space() {  # DIR BYTES
    local avail
    avail=$(df -P -B1 -- "$1" | awk 'NR == 2 { print $4 }')
    [[ -n "$avail" && "$avail" -ge "$2" ]] \
        || die "not enough free space in $1: need $(( $2 >> 20 )) MiB, have $(( ${avail:-0} >> 20 )) MiB"
}

# Write SIZE of random data (not sparse, not compressible), so neither tool
# measures reads of holes.
layout() {  # PATH DIRECT(0|1)
    local log
    log="$WORK/layout.$(basename -- "$1").log"
    if ! fio --name=layout --filename="$1" --rw=write --bs=1m --size="$SIZE" \
             --ioengine=psync --direct="$2" --refill_buffers=1 --end_fsync=1 \
             >"$log" 2>&1; then
        cat "$log" >&2
        die "could not lay out $1"
    fi
}

TARGET_DESC=()   # one line per prepared target, for the header
declare -A TARGET_PATH=()

prepare_file_target() {
    if [[ ! -d "$BENCH_DIR" ]]; then
        mkdir -p -- "$BENCH_DIR"
        CREATED_BENCH_DIR=1
    fi
    need_space "$BENCH_DIR" $((SIZE_BYTES + (64 << 20)))
    FILE_TARGET="$BENCH_DIR/target.$$"
    echo "laying out $FILE_TARGET (1 GiB of random data) ..."
    layout "$FILE_TARGET" 1
    local src fstype
    read -r src fstype < <(df --output=source,fstype -- "$FILE_TARGET" | awk 'NR == 2 { print $1, $2 }')
    TARGET_PATH[file]=$FILE_TARGET
    TARGET_DESC+=("file: $FILE_TARGET, 1 GiB of random data on $fstype ($src)")
}

# Returns 1 (with a reason on stderr) when the loop target cannot be made.
prepare_loop_target() {
    if [[ $(id -u) -ne 0 ]]; then
        echo "vs_fio.sh: skipping target 'loop': needs root (losetup)" >&2
        return 1
    fi
    if ! command -v losetup >/dev/null; then
        echo "vs_fio.sh: skipping target 'loop': losetup not found ($(install_hint mount))" >&2
        return 1
    fi
    need_space /dev/shm $((SIZE_BYTES + (64 << 20)))
    LOOP_BACKING="/dev/shm/surfio-bench-loop.$$"
    echo "laying out $LOOP_BACKING (1 GiB of random data in RAM) ..."
    layout "$LOOP_BACKING" 0
    local dio="on" err
    if ! LOOP_DEV=$(losetup -f --show --direct-io=on -- "$LOOP_BACKING" 2>"$WORK/losetup.err"); then
        LOOP_DEV=""
        dio="off"
        if ! LOOP_DEV=$(losetup -f --show -- "$LOOP_BACKING" 2>"$WORK/losetup.err"); then
            LOOP_DEV=""
            err=$(cat "$WORK/losetup.err")
            echo "vs_fio.sh: skipping target 'loop': losetup failed: $err" >&2
            rm -f -- "$LOOP_BACKING"
            LOOP_BACKING=""
            return 1
        fi
    fi
    # losetup --direct-io=on can succeed while the kernel silently keeps
    # buffered I/O: ask the kernel what it actually does.
    local name=${LOOP_DEV#/dev/}
    if [[ -r /sys/block/$name/loop/dio ]]; then
        [[ $(cat "/sys/block/$name/loop/dio") == 1 ]] && dio="on" || dio="off"
    fi
    TARGET_PATH[loop]=$LOOP_DEV
    TARGET_DESC+=("loop: $LOOP_DEV, backed by $LOOP_BACKING (tmpfs, 1 GiB of random data), loop direct-io=$dio")
}

# Run one command under /usr/bin/time and a timeout. Output to $out, stderr
# to $err, "user sys" seconds to $cpu. Returns the command's status.
timed() {  # OUT ERR CPU cmd...
    local out=$1 err=$2 cpu=$3
    shift 3
    local limit=$((RUNTIME + RAMP + 120)) rc=0
    # timeout runs in its own process group and passes a signal on to the
    # whole group, so killing RUN_PID stops the tool too (see cleanup). It is
    # started in the background so that a signal reaches our trap at once.
    timeout -k 10 "$limit" /usr/bin/time -f '%U %S' -o "$cpu" "$@" >"$out" 2>"$err" &
    RUN_PID=$!
    wait "$RUN_PID" || rc=$?
    RUN_PID=""
    return "$rc"
}

# Extract "IOPS TOTAL_IOS ENGINE" from a result file; nonzero on failure.
parse_result() {  # TOOL FILE
    python3 - "$1" "$2" <<'PY'
import json, sys
tool, path = sys.argv[1], sys.argv[2]
try:
    text = open(path, encoding="utf-8", errors="replace").read()
    start = text.find("{")          # fio may print notices before the JSON
    if start < 0:
        raise ValueError("no JSON object in the output")
    doc, _ = json.JSONDecoder().raw_decode(text[start:])
    if tool == "fio":
        job = doc["jobs"][0]        # --group_reporting: one entry
        engine = "fio-io_uring"
    else:
        job = doc["points"][0]
        eng = job.get("engine") or {}
        engine = str(eng.get("name", "?"))
        if eng.get("ring_flags") not in (None, "", []):
            flags = eng["ring_flags"]
            if isinstance(flags, list):
                flags = "|".join(map(str, flags))
            engine += "[" + str(flags).replace(" ", "") + "]"
        why = eng.get("fallback_reason") or eng.get("fallbackReason")
        if why:  # e.g. buffers not registered: fio registers them (fixedbufs)
            engine += "{fallback:" + str(why) + "}"
    rd, wr = job.get("read") or {}, job.get("write") or {}
    iops = float(rd.get("iops", 0)) + float(wr.get("iops", 0))
    ios = int(rd.get("total_ios", 0)) + int(wr.get("total_ios", 0))
    if ios <= 0:
        raise ValueError("no I/O completed (total_ios = 0)")
    print(f"{iops:.3f} {ios} {engine.replace(chr(9), ' ').replace(' ', '_')}")
except Exception as e:  # noqa: BLE001 - any problem is a failed run
    print(f"cannot read {tool} result {path}: {type(e).__name__}: {e}", file=sys.stderr)
    sys.exit(1)
PY
}

read_cpu() {  # CPU_FILE -> "user sys" (last line; GNU time may add a status line first)
    local line
    line=$(tail -n 1 -- "$1" 2>/dev/null || true)
    if [[ "$line" =~ ^([0-9.]+)\ ([0-9.]+)$ ]]; then
        echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
    else
        echo "nan nan"
    fi
}

FAILURES=0

record_failure() {  # TARGET JOB TOOL ROUND WHY ERRFILE
    FAILURES=$((FAILURES + 1))
    printf '%s\t%s\t%s\t%s\tfailed\tnan\t0\tnan\tnan\t-\n' "$1" "$2" "$3" "$4" >>"$RESULTS"
    echo "    $3: FAILED ($5)" >&2
    if [[ -s "$6" ]]; then
        sed 's/^/      | /' "$6" | tail -n 15 >&2
    fi
}

run_one() {  # TOOL TARGET JOB ROUND
    local tool=$1 target=$2 job=$3 round=$4
    local path=${TARGET_PATH[$target]}
    local rw=${JOB_RW[$job]} mix=${JOB_MIX[$job]} bs=${JOB_BS[$job]}
    local qd=${JOB_QD[$job]} nj=${JOB_NJ[$job]}
    local base="$WORK/$target.$job.$tool.r$round"
    local out="$base.json" err="$base.err" cpu="$base.cpu"
    local cmd=()
    if [[ $tool == fio ]]; then
        # hipri and sqthread_poll stay at their default: off.
        cmd=(fio "--name=$job" "--filename=$path" --ioengine=io_uring --direct=1
             --fixedbufs=1 --registerfiles=1 --norandommap --randrepeat=1 --thread
             "--iodepth=$qd" "--iodepth_batch_submit=$qd" --iodepth_batch_complete_min=1
             "--rw=$rw")
        [[ -n "$mix" ]] && cmd+=("--rwmixread=$mix")
        cmd+=("--bs=$bs" "--numjobs=$nj" --group_reporting --time_based
              "--runtime=$RUNTIME" "--ramp_time=$RAMP" "--size=$SIZE" --output-format=json)
        # JSON on stdout ($out), as in the documented command line.
        printf '%q ' "${cmd[@]}" >"$base.cmd"
        timed "$out" "$err" "$cpu" "${cmd[@]}" || { record_failure "$target" "$job" fio "$round" "exit status $?" "$err"; return 0; }
    else
        cmd=("$SURFIO" run "--filename=$path" "--rw=$rw")
        [[ -n "$mix" ]] && cmd+=("--rwmixread=$mix")
        cmd+=("--bs=$bs" "--iodepth=$qd" "--numjobs=$nj" "--runtime=$RUNTIME"
              "--ramp_time=$RAMP" "--size=$SIZE" --direct=1 --output-format=json
              "--output=$out")
        if [[ $target == loop ]] && [[ $rw == *write* || $rw == rw || $rw == randrw ]]; then
            # The loop device is our own scratch device, backed by a file in
            # /dev/shm that this script created and filled with random data:
            # writing to it destroys nothing. (fio writes without asking.)
            cmd+=(--allow-write-device --force)
        fi
        printf '%q ' "${cmd[@]}" >"$base.cmd"
        rm -f -- "$out"
        timed "$base.stdout" "$err" "$cpu" "${cmd[@]}" || { record_failure "$target" "$job" surfio "$round" "exit status $?" "$err"; return 0; }
    fi
    local parsed
    if ! parsed=$(parse_result "$tool" "$out" 2>>"$err"); then
        record_failure "$target" "$job" "$tool" "$round" "unreadable JSON result" "$err"
        return 0
    fi
    local iops ios engine user sys
    read -r iops ios engine <<<"$parsed"
    read -r user sys < <(read_cpu "$cpu")
    printf '%s\t%s\t%s\t%s\tok\t%s\t%s\t%s\t%s\t%s\n' \
        "$target" "$job" "$tool" "$round" "$iops" "$ios" "$user" "$sys" "$engine" >>"$RESULTS"
    python3 -c 'import sys
tool, iops, ios, user, sys_ = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
try:
    cpu = float(user) + float(sys_)
    per = f"{cpu / ios * 1e6:.2f} CPU s/M I/O"
except ValueError:
    cpu, per = float("nan"), "CPU unknown"
print(f"    {tool:<6} {iops:>12,.0f} IOPS  {ios:>11,} I/Os  cpu {user}u+{sys_}s  {per}")' \
        "$tool" "$iops" "$ios" "$user" "$sys"
}

# ------------------------------------------------------------------ header --
cpu_model=$(awk -F: '/^model name/ { sub(/^[ \t]+/, "", $2); print $2; exit }' /proc/cpuinfo)
[[ -n "$cpu_model" ]] || cpu_model=$(uname -m)
FIO_VERSION=$(fio --version)

# The exact command line to reproduce this run (as typed, from the same
# directory; relative to the repo root when run from there).
shell_word() {  # quote only when needed
    if [[ "$1" =~ ^[A-Za-z0-9_./,=:+@%-]+$ ]]; then
        printf '%s' "$1"
    else
        printf '%q' "$1"
    fi
}
if [[ "$(pwd -P)" == "$REPO_ROOT" ]]; then
    REPRO="tests/bench/vs_fio.sh"
else
    REPRO="cd $(shell_word "$(pwd)") && $(shell_word "$0")"
fi
for a in ${ORIG_ARGS[@]+"${ORIG_ARGS[@]}"}; do
    REPRO+=" $(shell_word "$a")"
done

for t in "${TARGETS[@]}"; do
    case "$t" in
        file) prepare_file_target ;;
        loop) prepare_loop_target || true ;;
    esac
done
ACTIVE_TARGETS=()
for t in "${TARGETS[@]}"; do
    [[ -n "${TARGET_PATH[$t]+x}" ]] && ACTIVE_TARGETS+=("$t")
done
[[ ${#ACTIVE_TARGETS[@]} -gt 0 ]] || die "no usable target"

HEADER="$WORK/header.txt"
{
    echo "Surfio vs fio, io_uring, side by side (tools alternate within each round)"
    echo "  date:     $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "  host:     $(uname -n), kernel $(uname -r), $cpu_model, $(nproc) CPUs online"
    echo "  fio:      $FIO_VERSION"
    echo "  surfio:   $SURFIO_VERSION"
    [[ $FIO_ONLY -eq 0 ]] && echo "            $SURFIO"
    for d in "${TARGET_DESC[@]}"; do echo "  target    $d"; done
    echo "  common:   direct=1 ioengine=io_uring size=$SIZE runtime=${RUNTIME}s ramp_time=${RAMP}s time_based, $ROUNDS round(s), median reported"
    echo "  fio adds: fixedbufs=1 registerfiles=1 norandommap randrepeat=1 thread group_reporting"
    echo "            iodepth_batch_submit=<iodepth> iodepth_batch_complete_min=1 (hipri, sqthread_poll off)"
    echo "  jobs:"
    for j in "${JOBS[@]}"; do
        mix=${JOB_MIX[$j]}
        printf '    %-22s rw=%s%s bs=%s iodepth=%s numjobs=%s\n' "$j" "${JOB_RW[$j]}" \
            "${mix:+ rwmixread=$mix}" "${JOB_BS[$j]}" "${JOB_QD[$j]}" "${JOB_NJ[$j]}"
    done
    echo "  CPU:      user+sys seconds of each whole process (/usr/bin/time), per million completed I/Os"
} >"$HEADER"
echo
cat "$HEADER"
echo

# -------------------------------------------------------------------- runs --
TOOLS=(surfio fio)
[[ $FIO_ONLY -eq 1 ]] && TOOLS=(fio)

for t in "${ACTIVE_TARGETS[@]}"; do
    for j in "${JOBS[@]}"; do
        for ((r = 1; r <= ROUNDS; r++)); do
            echo "[$t $j round $r/$ROUNDS]"
            for tool in "${TOOLS[@]}"; do
                run_one "$tool" "$t" "$j" "$r"
            done
        done
    done
done

# ----------------------------------------------------------------- summary --
echo
python3 - "$RESULTS" "$MARKDOWN" "$HEADER" "$REPRO" "$FIO_ONLY" \
        "$(IFS=,; echo "${ACTIVE_TARGETS[*]}")" "$(IFS=,; echo "${JOBS[*]}")" <<'PY'
import csv, math, statistics, sys

results, markdown, header, repro, fio_only = sys.argv[1:6]
targets, jobs = sys.argv[6].split(","), sys.argv[7].split(",")
fio_only = fio_only == "1"

runs = {}
with open(results, newline="") as f:
    for row in csv.DictReader(f, delimiter="\t"):
        runs.setdefault((row["target"], row["job"], row["tool"]), []).append(row)

def fnum(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return math.nan

def summary(target, job, tool):
    """(median IOPS, median CPU s per million I/O, ok rounds, all rounds, engines)"""
    rows = runs.get((target, job, tool), [])
    ok = [r for r in rows if r["status"] == "ok"]
    iops = [fnum(r["iops"]) for r in ok]
    cpu = []
    for r in ok:
        c = fnum(r["user"]) + fnum(r["sys"])
        ios = fnum(r["total_ios"])
        if not math.isnan(c) and ios > 0:
            cpu.append(c / ios * 1e6)
    med = lambda xs: statistics.median(xs) if xs else math.nan
    return med(iops), med(cpu), len(ok), len(rows), sorted({r["engine"] for r in ok})

def ratio(a, b):
    return a / b if b and not math.isnan(a) and not math.isnan(b) else math.nan

def fmt_iops(x):
    return "-" if math.isnan(x) else f"{x:,.0f}"

def fmt2(x):
    return "-" if math.isnan(x) else f"{x:.2f}"

cols = ["target", "job", "surfio IOPS", "fio IOPS", "ratio",
        "surfio CPU s/M I/O", "fio CPU s/M I/O", "CPU ratio"]
table, notes, engines = [], [], set()
for t in targets:
    for j in jobs:
        s_iops, s_cpu, s_ok, s_n, s_eng = summary(t, j, "surfio")
        f_iops, f_cpu, f_ok, f_n, _ = summary(t, j, "fio")
        table.append([t, j, fmt_iops(s_iops), fmt_iops(f_iops), fmt2(ratio(s_iops, f_iops)),
                      fmt2(s_cpu), fmt2(f_cpu), fmt2(ratio(s_cpu, f_cpu))])
        if not fio_only and s_ok < s_n:
            notes.append(f"{t} {j}: surfio failed {s_n - s_ok} of {s_n} rounds")
        if f_ok < f_n:
            notes.append(f"{t} {j}: fio failed {f_n - f_ok} of {f_n} rounds")
        engines.update(s_eng)
        for tool in ("surfio", "fio"):
            xs = [fnum(r["iops"]) for r in runs.get((t, j, tool), []) if r["status"] == "ok"]
            if len(xs) >= 2 and statistics.median(xs) > 0 \
                    and (max(xs) - min(xs)) / statistics.median(xs) > 0.25:
                notes.append(f"{t} {j}: {tool} IOPS ranged {min(xs):,.0f} to {max(xs):,.0f} "
                             f"over {len(xs)} rounds (noisy: more --rounds give a steadier median)")
        odd = [e for e in s_eng if not e.startswith("io_uring")]
        if odd:
            notes.append(f"WARNING: {t} {j}: surfio used engine {', '.join(odd)}, "
                         "not io_uring: this row does not compare io_uring engines")
        if any("{fallback:" in e for e in s_eng):
            notes.append(f"WARNING: {t} {j}: surfio's io_uring setup fell back "
                         "(see the engine note): the engines did not run alike")

if engines:
    notes.insert(0, "surfio engine (from its JSON): " + ", ".join(sorted(engines)))
right = set(range(2, len(cols)))
widths = [max(len(c), *(len(r[i]) for r in table)) for i, c in enumerate(cols)]
def line(cells):
    return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                     for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

out = [line(cols), line(["-" * w for w in widths])] + [line(r) for r in table]
print("\n".join(out))
print()
print("ratio = surfio IOPS / fio IOPS (> 1.00: Surfio faster); "
      "CPU ratio = surfio CPU per I/O / fio CPU per I/O (< 1.00: Surfio cheaper)")
for n in notes:
    print("note: " + n)
print(f"reproduce: {repro}")

if markdown:
    with open(header) as f:
        head = [l.rstrip("\n") for l in f]
    md = ["<!-- generated by tests/bench/vs_fio.sh -->", "", "```", *head, "```", ""]
    md.append("| " + " | ".join(cols) + " |")
    md.append("|" + "|".join(("---:" if i in right else ":---") for i in range(len(cols))) + "|")
    for r in table:
        md.append("| " + " | ".join(r) + " |")
    md.append("")
    md.append("ratio = surfio IOPS / fio IOPS (> 1.00: Surfio faster); "
              "CPU ratio = surfio CPU per I/O / fio CPU per I/O (< 1.00: Surfio cheaper).")
    for n in notes:
        md.append("")
        md.append(f"Note: {n}.")
    md.append("")
    md.append(f"Reproduce: `{repro}`")
    with open(markdown, "w") as f:
        f.write("\n".join(md) + "\n")
    print(f"markdown table written to {markdown}")
PY

if [[ $KEEP_WORK -eq 1 ]]; then
    echo "raw results kept in $WORK"
fi
if [[ $FAILURES -gt 0 ]]; then
    echo "vs_fio.sh: $FAILURES run(s) failed; see the messages above" >&2
    exit 1
fi
