#!/usr/bin/env bash
# Cross-check: the same small matrix through Surfio's built-in engine and
# through fio, on the SAME file, and per point both IOPS, the ratio and the
# mean latency. fio runs the job file that `surfio export-fio` writes for the
# same options (or, with --via=run, `surfio run --engine=fio`), so what is
# compared is Surfio's engine against fio running Surfio's own description of
# the workload. The two tools ALTERNATE: in each of --rounds rounds every
# point runs through both back to back (built-in first in odd rounds, fio
# first in even ones), so drift in the machine hits both alike; each tool's
# rounds are reduced to their median. Points whose ratio is off by more than
# --tolerance are flagged, and told apart by whether the two tools' rounds
# overlap (noise) or not. A watcher on the disk under --dir tells whether the
# disk stalled and how full each tool kept its queue; --control runs the
# built-in engine against itself to show the machine's own noise.
#
# Usage: tests/bench/fio_cross_check.sh [--surfio PATH] [--rounds N] [--runtime SECONDS]
#                                       [--dir DIR] [--bs LIST] [--mix LIST] [--iodepth N]
#                                       [--size SIZE] [--ramp SECONDS] [--via export-fio|run]
#                                       [--tolerance PERCENT] [--stall MS] [--control]
#                                       [--markdown FILE] [--raw DIR]
# See tests/bench/README.md.

set -Eeuo pipefail

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/../.." && pwd -P)
ME=fio_cross_check.sh

# ----------------------------------------------------------------- options --
SURFIO="$REPO_ROOT/build/app/surfio"
ROUNDS=2
RUNTIME=3
RAMP=1
DIR=/var/tmp/surfio-cross
BS_LIST=4k,64k,1m
MIX_LIST=100,50,0
IODEPTH=16
SIZE=256m
VIA=export-fio
TOLERANCE=10
STALL_MS=500
CONTROL=0
MARKDOWN=""
RAW_DIR=""
ORIG_ARGS=("$@")

usage() {
    cat <<EOF
Usage: tests/bench/$ME [options]
  --surfio PATH        Surfio binary (default: build/app/surfio under the repo root)
  --rounds N           rounds; each runs every point through both tools, back to back (default $ROUNDS)
  --runtime SECONDS    measured seconds per point (default $RUNTIME)
  --ramp SECONDS       unmeasured warm-up per point, 0 for none (default $RAMP)
  --dir DIR            directory on the disk to measure; the target file goes there (default $DIR)
  --bs LIST            block sizes, comma-separated (default $BS_LIST)
  --mix LIST           read percentages, comma-separated (default $MIX_LIST)
  --iodepth N          queue depth (default $IODEPTH)
  --size SIZE          region (and file) size, fio syntax (default $SIZE)
  --via WAY            how fio runs: export-fio (surfio export-fio, then fio on the job file; default)
                       or run (surfio run --engine=fio, where this Surfio has it)
  --tolerance PERCENT  flag points whose IOPS ratio is off by more than this (default $TOLERANCE)
  --stall MS           count a run as stalled when the disk completed nothing for this long
                       while I/O was in flight (default $STALL_MS)
  --control            A/A test: the built-in engine runs again in fio's place, to show how far two
                       identical runs disagree on this machine
  --markdown FILE      also write the header and table as Markdown to FILE
  --raw DIR            keep every run's JSON, the job file and the logs in DIR
  -h, --help           this text
EOF
}

die() { echo "$ME: $*" >&2; exit 2; }

need_value() { [[ $# -ge 2 && -n "$2" ]] || die "$1 needs a value (see --help)"; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        --surfio)     need_value "$@"; SURFIO=$2; shift 2 ;;
        --surfio=*)   SURFIO=${1#*=}; shift ;;
        --rounds)     need_value "$@"; ROUNDS=$2; shift 2 ;;
        --rounds=*)   ROUNDS=${1#*=}; shift ;;
        --runtime)    need_value "$@"; RUNTIME=$2; shift 2 ;;
        --runtime=*)  RUNTIME=${1#*=}; shift ;;
        --ramp)       need_value "$@"; RAMP=$2; shift 2 ;;
        --ramp=*)     RAMP=${1#*=}; shift ;;
        --dir)        need_value "$@"; DIR=$2; shift 2 ;;
        --dir=*)      DIR=${1#*=}; shift ;;
        --bs)         need_value "$@"; BS_LIST=$2; shift 2 ;;
        --bs=*)       BS_LIST=${1#*=}; shift ;;
        --mix)        need_value "$@"; MIX_LIST=$2; shift 2 ;;
        --mix=*)      MIX_LIST=${1#*=}; shift ;;
        --iodepth)    need_value "$@"; IODEPTH=$2; shift 2 ;;
        --iodepth=*)  IODEPTH=${1#*=}; shift ;;
        --size)       need_value "$@"; SIZE=$2; shift 2 ;;
        --size=*)     SIZE=${1#*=}; shift ;;
        --via)        need_value "$@"; VIA=$2; shift 2 ;;
        --via=*)      VIA=${1#*=}; shift ;;
        --tolerance)  need_value "$@"; TOLERANCE=$2; shift 2 ;;
        --tolerance=*) TOLERANCE=${1#*=}; shift ;;
        --stall)      need_value "$@"; STALL_MS=$2; shift 2 ;;
        --stall=*)    STALL_MS=${1#*=}; shift ;;
        --control)    CONTROL=1; shift ;;
        --markdown)   need_value "$@"; MARKDOWN=$2; shift 2 ;;
        --markdown=*) MARKDOWN=${1#*=}; shift ;;
        --raw)        need_value "$@"; RAW_DIR=$2; shift 2 ;;
        --raw=*)      RAW_DIR=${1#*=}; shift ;;
        -h|--help)    usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
done

[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || die "--rounds must be a positive integer, got '$ROUNDS'"
[[ "$RUNTIME" =~ ^[1-9][0-9]*$ ]] || die "--runtime must be a positive whole number of seconds, got '$RUNTIME'"
[[ "$RAMP" =~ ^[0-9]+$ ]] || die "--ramp must be a whole number of seconds, got '$RAMP'"
[[ "$IODEPTH" =~ ^[1-9][0-9]*$ ]] || die "--iodepth must be a positive integer, got '$IODEPTH'"
[[ "$TOLERANCE" =~ ^[0-9]+([.][0-9]+)?$ ]] || die "--tolerance must be a percentage, got '$TOLERANCE'"
[[ "$STALL_MS" =~ ^[1-9][0-9]*$ ]] || die "--stall must be a positive number of milliseconds, got '$STALL_MS'"
[[ "$SIZE" =~ ^[1-9][0-9]*[kKmMgG]?$ ]] || die "--size must be a size such as 256m, got '$SIZE'"
[[ "$BS_LIST" =~ ^[0-9]+[kKmM]?(,[0-9]+[kKmM]?)*$ ]] || die "--bs must be a comma list of sizes such as 4k,64k,1m, got '$BS_LIST'"
[[ "$MIX_LIST" =~ ^[0-9]+(,[0-9]+)*$ ]] || die "--mix must be a comma list of read percentages such as 100,50,0, got '$MIX_LIST'"
case "$VIA" in
    export-fio|run) ;;
    *) die "--via must be export-fio or run, got '$VIA'" ;;
esac
OTHER_LABEL=fio           # what runs in the second slot of each pair
[[ $CONTROL -eq 1 ]] && OTHER_LABEL=built-in-again

# ------------------------------------------------------------ prerequisites --
install_hint() { echo "install it with: apt-get install -y $1"; }
command -v fio >/dev/null || die "fio not found; $(install_hint fio)"
command -v python3 >/dev/null || die "python3 not found; $(install_hint python3)"
command -v timeout >/dev/null || die "timeout not found; $(install_hint coreutils)"
TIME=()   # measures each run's CPU time when GNU time is there
if [[ -x /usr/bin/time ]]; then
    TIME=(/usr/bin/time -f '%U %S' -o)
else
    echo "$ME: note: /usr/bin/time not found, so CPU time per I/O is not measured ($(install_hint time))" >&2
fi
fio --enghelp=io_uring >/dev/null 2>&1 || die "this fio ($(fio --version)) has no io_uring engine, which the exported job file uses"

if [[ ! -e "$SURFIO" ]]; then
    die "Surfio binary not found at $SURFIO
  build it first (cmake -S . -B build && cmake --build build --target surfio), or pass --surfio PATH"
fi
[[ -x "$SURFIO" && ! -d "$SURFIO" ]] || die "$SURFIO is not an executable file"
SURFIO=$(cd -- "$(dirname -- "$SURFIO")" && pwd -P)/$(basename -- "$SURFIO")
# A Qt program: without a display, the offscreen platform keeps it from
# failing should the command line ever create a GUI application object.
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
    export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
fi
if ! SURFIO_VERSION=$(timeout 20 "$SURFIO" --version 2>&1); then
    die "'$SURFIO --version' failed:
$SURFIO_VERSION"
fi
SURFIO_VERSION=${SURFIO_VERSION//$'\n'/ }
timeout 20 "$SURFIO" export-fio --help >/dev/null 2>&1 \
    || die "$SURFIO has no export-fio command: build a newer Surfio"
if [[ $VIA == run ]]; then
    # The --engine option's help, its wrapped lines joined, has to name fio.
    RUN_HELP=$(timeout 20 "$SURFIO" run --help 2>/dev/null | tr -s ' \n' ' ' || true)
    [[ "$RUN_HELP" =~ --engine\ [^-]*fio ]] \
        || die "--via=run needs 'surfio run --engine=fio', which $SURFIO does not have: use --via=export-fio"
fi

# ----------------------------------------------------------------- cleanup --
# Everything we create is recorded here and removed by name on exit, even on
# failure or Ctrl-C.
TARGET=""            # $DIR/target.<pid>
CREATED_DIR=0
WORK=""
KEEP_WORK=0
RUN_PID=""           # the run in progress (its timeout process)
WATCH_PID=""         # the device stall watcher of that run

cleanup() {
    local rc=$?
    trap - EXIT INT TERM HUP ERR
    set +e  # clean up as much as possible
    if [[ -n "$RUN_PID" ]]; then  # interrupted during a run: stop it first
        kill -TERM "$RUN_PID" 2>/dev/null
        wait "$RUN_PID" 2>/dev/null
    fi
    if [[ -n "$WATCH_PID" ]]; then
        kill -TERM "$WATCH_PID" 2>/dev/null
        wait "$WATCH_PID" 2>/dev/null
    fi
    [[ -n "$TARGET" ]] && rm -f -- "$TARGET"
    # The directory goes only if we made it and it is empty.
    [[ $CREATED_DIR -eq 1 ]] && rmdir -- "$DIR" 2>/dev/null
    if [[ -n "$WORK" && $KEEP_WORK -eq 0 ]]; then
        rm -rf -- "$WORK"
    fi
    exit "$rc"
}
trap cleanup EXIT
trap 'echo "$ME: unexpected failure (status $?) at line $LINENO: $BASH_COMMAND" >&2' ERR
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

if [[ -n "$RAW_DIR" ]]; then
    mkdir -p -- "$RAW_DIR"
    WORK=$(cd -- "$RAW_DIR" && pwd -P)
    KEEP_WORK=1
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/surfio-cross.XXXXXX")
fi

# ------------------------------------------------------------------ target --
if [[ ! -d "$DIR" ]]; then
    mkdir -p -- "$DIR" || die "cannot create $DIR"
    CREATED_DIR=1
fi
DIR=$(cd -- "$DIR" && pwd -P)
SIZE_BYTES=$(python3 -c 'import sys; s = sys.argv[1].lower(); m = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
print(int(s[:-1]) * m[s[-1]] if s[-1] in m else int(s))' "$SIZE")
avail=$(df -P -B1 -- "$DIR" | awk 'NR == 2 { print $4 }')
[[ -n "$avail" && "$avail" -ge $((SIZE_BYTES + (64 << 20))) ]] \
    || die "not enough free space in $DIR: need $(( (SIZE_BYTES >> 20) + 64 )) MiB, have $(( ${avail:-0} >> 20 )) MiB"
read -r FS_SOURCE FS_TYPE < <(df --output=source,fstype -- "$DIR" | awk 'NR == 2 { print $1, $2 }')
case "$FS_TYPE" in
    tmpfs|ramfs) echo "$ME: note: $DIR is on $FS_TYPE, in RAM: the runs are CPU-bound and compare the engines' own cost, not a disk (tmpfs takes direct I/O from Linux 6.6 on)" >&2 ;;
esac
TARGET="$DIR/target.$$"
# The block device under the filesystem, as /proc/diskstats names it, for
# the stall watcher; empty when there is none (tmpfs, network filesystems).
DISK=""
if [[ "$FS_SOURCE" == /dev/* ]]; then
    DISK=$(basename -- "$(readlink -f -- "$FS_SOURCE")")
    awk -v d="$DISK" '$3 == d { found = 1 } END { exit !found }' /proc/diskstats || DISK=""
fi

# Run one command under a timeout; stdout to OUT, stderr to ERR. Started in the
# background so that a signal reaches our trap at once; timeout passes it on.
run_limited() {  # LIMIT OUT ERR cmd...
    local limit=$1 out=$2 err=$3 rc=0
    shift 3
    timeout -k 10 "$limit" "$@" >"$out" 2>"$err" &
    RUN_PID=$!
    wait "$RUN_PID" || rc=$?
    RUN_PID=""
    return "$rc"
}

# Watches the target's disk while a run goes on and writes, when stopped,
# "STALL_MS QUEUE": the longest time in ms during which the disk had I/O in
# flight but completed none, and the mean number of requests in flight at the
# disk over the samples where it had any. Stalls come from the disk (or the
# host under a virtual one) and hit whichever tool runs at the time. The queue
# tells who set the pace: a tool that keeps the disk's queue as full as the
# other tool does, yet gets fewer IOPS, met a slower disk; a tool that leaves
# it emptier is itself too slow to issue or reap.
start_watch() {  # OUTFILE
    WATCH_PID=""
    [[ -n "$DISK" ]] || return 0
    python3 - "$DISK" "$1" <<'PY' &
import signal, sys, time
disk, out = sys.argv[1], sys.argv[2]
def read():
    with open("/proc/diskstats") as f:
        for line in f:
            x = line.split()
            if x[2] == disk:
                return int(x[3]) + int(x[7]), int(x[11])  # completed reads + writes, in flight
    return 0, 0
longest, since, last = 0.0, None, read()[0]
busy, queued = 0, 0
def stop(*_):
    with open(out, "w") as f:
        f.write(f"{longest * 1000:.0f} {queued / busy if busy else 0:.1f}\n")
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
while True:
    time.sleep(0.02)
    now = time.monotonic()
    done, inflight = read()
    if inflight > 0:
        busy += 1
        queued += inflight
    if done == last and inflight > 0:
        since = since or now
        longest = max(longest, now - since)
    else:
        since = None
    last = done
PY
    WATCH_PID=$!
}

stop_watch() {
    [[ -n "$WATCH_PID" ]] || return 0
    kill -TERM "$WATCH_PID" 2>/dev/null || true
    wait "$WATCH_PID" 2>/dev/null || true
    WATCH_PID=""
}

# The options both tools run with, in Surfio's spelling; export-fio turns them
# into the job file. Block size and mix come apart: the job file gets the
# whole lists, each built-in run one point (a repeated option would add to a
# list, not replace it).
MATRIX=(--filename="$TARGET" --size="$SIZE" --rw=randrw
        --iodepth="$IODEPTH" --numjobs=1 --runtime="${RUNTIME}s" --direct=1)
[[ $RAMP -gt 0 ]] && MATRIX+=(--ramp_time="${RAMP}s")
IFS=, read -r -a BS_ARR <<<"$BS_LIST"
IFS=, read -r -a MIX_ARR <<<"$MIX_LIST"
POINTS=$(( ${#BS_ARR[@]} * ${#MIX_ARR[@]} ))
LIMIT=$(( RUNTIME + RAMP + 120 ))  # seconds per run, start-up and drain included

# Surfio lays the region out with incompressible data before the first
# measurement and records that in an extended attribute; both tools then work
# on that same hole-free file. Done once, up front, so neither tool's first
# round pays for it.
echo "laying out $TARGET ($SIZE of random data, by Surfio) ..."
if ! run_limited $((SIZE_BYTES / (1 << 20) + 120)) "$WORK/layout.stdout" "$WORK/layout.err" \
        "$SURFIO" run --filename="$TARGET" --size="$SIZE" --rw=randread --bs=1m --iodepth=1 \
        --runtime=100ms --direct=1 --output-format=json --output="$WORK/layout.json"; then
    cat "$WORK/layout.err" >&2
    die "could not lay out $TARGET with $SURFIO"
fi
LAYOUT=$(python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["points"][0]["targets"][0]["layout"])' "$WORK/layout.json" 2>/dev/null \
    || echo "layout unknown")

# The fio side: the job file Surfio exports for the same options, written once.
JOB="$WORK/matrix.fio"
if [[ $VIA == export-fio ]]; then
    if ! "$SURFIO" export-fio "${MATRIX[@]}" --bs="$BS_LIST" --rwmixread="$MIX_LIST" \
            --output="$JOB" 2>"$WORK/export.notes"; then
        cat "$WORK/export.notes" >&2
        die "surfio export-fio failed"
    fi
    FIO_GLOBAL=$(awk '/^\[global\]/ { g = 1; next } /^\[/ { g = 0 } g && /=/ { printf "%s%s", sep, $0; sep = " " }' "$JOB")
fi

# ------------------------------------------------------------------ header --
cpu_model=$(awk -F: '/^model name/ { sub(/^[ \t]+/, "", $2); print $2; exit }' /proc/cpuinfo)
[[ -n "$cpu_model" ]] || cpu_model=$(uname -m)
shell_word() {  # quote only when needed
    if [[ "$1" =~ ^[A-Za-z0-9_./,=:+@%-]+$ ]]; then
        printf '%s' "$1"
    else
        printf '%q' "$1"
    fi
}
if [[ "$(pwd -P)" == "$REPO_ROOT" ]]; then
    REPRO="tests/bench/$ME"
else
    REPRO="cd $(shell_word "$(pwd)") && $(shell_word "$0")"
fi
for a in ${ORIG_ARGS[@]+"${ORIG_ARGS[@]}"}; do
    REPRO+=" $(shell_word "$a")"
done

HEADER="$WORK/header.txt"
{
    echo "Surfio's built-in engine vs fio on the same file (tools alternate within each round)"
    echo "  date:     $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "  host:     $(uname -n), kernel $(uname -r), $cpu_model, $(nproc) CPUs online"
    echo "  surfio:   $SURFIO_VERSION ($SURFIO)"
    echo "  fio:      $(fio --version)"
    echo "  target:   $TARGET, $SIZE on $FS_TYPE ($FS_SOURCE); $LAYOUT"
    echo "  matrix:   rw=randrw bs=$BS_LIST rwmixread=$MIX_LIST iodepth=$IODEPTH numjobs=1 direct=1"
    echo "            runtime=${RUNTIME}s ramp_time=${RAMP}s per point, $ROUNDS round(s), median reported"
    echo "  order:    per round and point, both tools back to back; built-in first in odd rounds, fio first in even ones"
    if [[ $CONTROL -eq 1 ]]; then
        echo "  control:  A/A test, the built-in engine runs again in fio's place (column 'built-in-again')"
    elif [[ $VIA == export-fio ]]; then
        echo "  fio via:  surfio export-fio <the same options> > matrix.fio, then per point"
        echo "            fio --output-format=json --section=<the point's section> matrix.fio"
        echo "  fio job:  [global] $FIO_GLOBAL"
    else
        echo "  fio via:  surfio run --engine=fio <the same options>, per point"
    fi
    echo "  engines:  built-in as its JSON reports (below the table); fio: ioengine=io_uring"
    if [[ -n "$DISK" ]]; then
        echo "  stalls:   a run counts as stalled when $DISK completed nothing for >= $STALL_MS ms with I/O in flight"
    else
        echo "  stalls:   not watched ($FS_SOURCE is no block device in /proc/diskstats)"
    fi
} >"$HEADER"
echo
cat "$HEADER"
if [[ -s "$WORK/export.notes" ]]; then
    sed 's/^/  export-fio note: /' "$WORK/export.notes"
fi
echo

# -------------------------------------------------------------------- runs --
# The points, in Surfio's run order (read % outer, block size inner), and for
# each the section of the exported job file that fio runs for it.
POINT_BS=()
POINT_MIX=()
for mix in "${MIX_ARR[@]}"; do
    for bs in "${BS_ARR[@]}"; do
        POINT_BS+=("$bs")
        POINT_MIX+=("$mix")
    done
done
POINT_SECTION=()
if [[ $VIA == export-fio ]]; then
    mapfile -t POINT_SECTION < <(sed -n 's/^\[\(p[0-9][^]]*\)\]$/\1/p' "$JOB")
    [[ ${#POINT_SECTION[@]} -eq $POINTS ]] \
        || die "the exported job file has ${#POINT_SECTION[@]} point sections, expected $POINTS: see $JOB"
    for ((k = 0; k < POINTS; k++)); do
        [[ ${POINT_SECTION[$k]} == "p$((k + 1))-randrw-"*"-r${POINT_MIX[$k]}-qd${IODEPTH}-j1" ]] \
            || die "section ${POINT_SECTION[$k]} of the exported job file is not point $((k + 1)) (bs=${POINT_BS[$k]} rwmixread=${POINT_MIX[$k]}): see $JOB"
    done
fi

RESULTS="$WORK/results.tsv"
printf 'point\tbs\tmix\ttool\tround\tload\tstall_ms\tdisk_queue\tcpu_s\tfile\n' >"$RESULTS"
FAILURES=0

fail_run() {  # WHAT WHY ERRFILE
    FAILURES=$((FAILURES + 1))
    echo "    $1: FAILED ($2)" >&2
    [[ -s "$3" ]] && sed 's/^/      | /' "$3" | tail -n 15 >&2
    return 0
}

# Total IOPS of one run's result, Surfio's JSON or fio's; nonzero if unreadable.
run_iops() {  # FILE
    python3 - "$1" <<'PY'
import json, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
start = text.find("{")  # fio may print notices before the JSON
if start < 0:
    sys.exit("no JSON object in " + sys.argv[1])
doc, _ = json.JSONDecoder().raw_decode(text[start:])
rows = doc["points"] if "points" in doc else doc["jobs"]
if len(rows) != 1:
    sys.exit(f"expected one point in {sys.argv[1]}, found {len(rows)}")
iops = sum(float((rows[0].get(d) or {}).get("iops", 0)) for d in ("read", "write"))
if iops <= 0:
    sys.exit("no I/O completed")
print(f"{iops:.0f}")
PY
}

# One run of point K by TOOL (surfio: the built-in engine; fio: fio).
run_point() {  # TOOL K ROUND
    local tool=$1 k=$2 round=$3
    local base="$WORK/r$round.p$((k + 1)).$tool"
    local out="$base.json" one=(--bs="${POINT_BS[$k]}" --rwmixread="${POINT_MIX[$k]}") cmd load
    if [[ $tool == surfio || $CONTROL -eq 1 ]]; then
        cmd=("$SURFIO" run "${MATRIX[@]}" "${one[@]}" --output-format=json --output="$out")
    elif [[ $VIA == run ]]; then
        cmd=("$SURFIO" run "${MATRIX[@]}" "${one[@]}" --engine=fio --output-format=json --output="$out")
    else
        cmd=(fio --output-format=json --output="$out" --section="${POINT_SECTION[$k]}" "$JOB")
    fi
    printf '%q ' "${cmd[@]}" >"$base.cmd"
    rm -f -- "$out"
    load=$(cut -d' ' -f1 /proc/loadavg)
    rm -f -- "$base.stall" "$base.cpu"
    [[ ${#TIME[@]} -gt 0 ]] && cmd=("${TIME[@]}" "$base.cpu" "${cmd[@]}")
    start_watch "$base.stall"
    local rc=0
    run_limited "$LIMIT" "$base.stdout" "$base.err" "${cmd[@]}" || rc=$?
    stop_watch
    local label=built-in
    [[ $tool == fio ]] && label=$OTHER_LABEL
    if [[ $rc -ne 0 ]]; then
        fail_run "$label" "exit status $rc" "$base.err"
        return 1
    fi
    local stall=- queue=-
    [[ -s "$base.stall" ]] && read -r stall queue <"$base.stall"
    if ! LAST_IOPS=$(run_iops "$out" 2>>"$base.err"); then
        fail_run "$label" "unreadable JSON result" "$base.err"
        return 1
    fi
    local cpu=-  # user + sys seconds of the whole process: start-up, ramp and runtime
    [[ -s "$base.cpu" ]] && cpu=$(tail -n 1 -- "$base.cpu" | awk 'NF == 2 { print $1 + $2 }')
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$((k + 1))" "${POINT_BS[$k]}" "${POINT_MIX[$k]}" \
        "$tool" "$round" "$load" "$stall" "$queue" "${cpu:--}" "$out" >>"$RESULTS"
    LAST_STALL="$stall $queue"
}

# Within a round each point runs through both tools back to back, so the two
# runs of a pair are seconds apart; odd rounds start with the built-in
# engine, even rounds with fio, so neither always runs on a warmer cache.
echo "per pair: total IOPS (read + write) of each tool, their ratio, the 1-minute load average before"
echo "the pair; per run the disk's mean queue (requests in flight) and its longest stall (none completing)"
for ((r = 1; r <= ROUNDS; r++)); do
    echo "[round $r/$ROUNDS]"
    order=(surfio fio)
    (( r % 2 == 0 )) && order=(fio surfio)
    for ((k = 0; k < POINTS; k++)); do
        load=$(cut -d' ' -f1 /proc/loadavg)
        declare -A got=() stalled=()
        for tool in "${order[@]}"; do
            LAST_IOPS=""
            LAST_STALL=""
            run_point "$tool" "$k" "$r" || true
            got[$tool]=$LAST_IOPS
            stalled[$tool]=$LAST_STALL
        done
        python3 -c 'import sys
name, other, s, f, load, s_stall, f_stall = sys.argv[1:]
fmt = lambda x: f"{float(x):>10,.0f}" if x else " " * 9 + "-"
ratio = f"{float(s) / float(f):5.2f}" if s and f else "    -"
def disk(x):
    v = (x or "").split()
    return f"queue {v[1]:>5}, stall {v[0]:>4} ms" if len(v) == 2 and v[0] != "-" else "disk not watched"
print(f"  {name:<10} built-in {fmt(s)}  {other} {fmt(f)}  ratio {ratio}  load {load:>5}"
      f"  | {disk(s_stall)} | {disk(f_stall)}")' \
            "${POINT_BS[$k]} r${POINT_MIX[$k]}" "$OTHER_LABEL" "${got[surfio]}" "${got[fio]}" "$load" \
            "${stalled[surfio]}" "${stalled[fio]}"
        unset got stalled
    done
done

# ----------------------------------------------------------------- summary --
echo
python3 - "$RESULTS" "$TOLERANCE" "$MARKDOWN" "$HEADER" "$REPRO" "$POINTS" "$(nproc)" \
        "$OTHER_LABEL" "$STALL_MS" <<'PY'
import csv, json, math, statistics, sys

results, tolerance, markdown, header, repro, points, cpus, other, stall_ms = sys.argv[1:10]
tolerance, points, cpus, stall_ms = float(tolerance) / 100, int(points), int(cpus), float(stall_ms)
pct = f"{tolerance * 100:g} %"

def load(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    doc, _ = json.JSONDecoder().raw_decode(text[text.find("{"):])  # fio may print notices first
    return doc

def direction(d):
    d = d or {}
    lat = d.get("lat_ns") or {}
    return float(d.get("iops", 0)), float(d.get("total_ios", 0) or 0), float(lat.get("mean", 0) or 0)

def figures(row):
    """total IOPS and mean latency (ns) over reads and writes, weighted by I/Os"""
    ri, rn, rl = direction(row.get("read"))
    wi, wn, wl = direction(row.get("write"))
    n = rn + wn
    return ri + wi, (rn * rl + wn * wl) / n if n else math.nan

def engine_of(p):
    eng = p.get("engine") or {}
    if not isinstance(eng, dict) or not eng.get("name"):
        return None
    e = str(eng["name"])
    if eng.get("ring_flags"):
        e += "[" + str(eng["ring_flags"]) + "]"
    extras = [k for k in ("registered_buffers", "registered_files") if eng.get(k)]
    if extras:
        e += " " + "+".join(extras)
    if eng.get("fallback_reason"):
        e += " {fallback: " + str(eng["fallback_reason"]) + "}"
    return e

runs = {}      # (point, tool) -> [(iops, lat, stalled, disk queue, CPU us per I/O)]
names, stalled_runs = {}, []
loads, engines = [], set()
with open(results, newline="") as f:
    for row in csv.DictReader(f, delimiter="\t"):
        doc = load(row["file"])
        k, tool = int(row["point"]), row["tool"]
        names[k] = f"{row['bs']} r{row['mix']}"
        if "points" in doc:   # Surfio's JSON: the built-in engine, --via=run or --control
            p = doc["points"][0]
            if engine_of(p) and (tool == "surfio" or other != "fio"):
                engines.add(engine_of(p))
        else:                 # fio's JSON: the one section run
            p = doc["jobs"][0]
        try:
            stall = float(row["stall_ms"])
        except ValueError:
            stall = math.nan
        stalled = not math.isnan(stall) and stall >= stall_ms
        if stalled:
            label = "built-in" if tool == "surfio" else other
            stalled_runs.append(f"{names[k]} {label} round {row['round']} ({stall / 1000:.1f} s)")
        try:
            queue = float(row["disk_queue"])
        except ValueError:
            queue = math.nan
        iops, lat = figures(p)
        ios = sum(float((p.get(d) or {}).get("total_ios", 0) or 0) for d in ("read", "write"))
        try:
            cpu = float(row["cpu_s"]) / ios * 1e6 if ios else math.nan
        except ValueError:
            cpu = math.nan
        runs.setdefault((k, tool), []).append((iops, lat, stalled, queue, cpu))
        try:
            loads.append(float(row["load"]))
        except ValueError:
            pass

def med(xs):
    xs = [x for x in xs if not math.isnan(x)]
    return statistics.median(xs) if xs else math.nan

def spread(xs):
    m = med(xs)
    return (max(xs) - min(xs)) / m if len(xs) >= 2 and m > 0 else math.nan

def fmt_iops(x):
    return "-" if math.isnan(x) else f"{x:,.0f}"

def fmt_pct(x):
    return "-" if math.isnan(x) else f"{x * 100:.0f} %"

def fmt_lat(ns):
    if math.isnan(ns):
        return "-"
    return f"{ns / 1e6:,.2f} ms" if ns >= 1e6 else f"{ns / 1e3:,.0f} us"

def fmt2(x):
    return "-" if math.isnan(x) else f"{x:.2f}"

def fmt_pair(s, f, i):
    """built-in / other of field i, medians of the rounds"""
    a, b = med([x[i] for x in s]), med([x[i] for x in f])
    return "-" if math.isnan(a) and math.isnan(b) else f"{a:.1f} / {b:.1f}"

cols = ["point", "built-in IOPS", f"{other} IOPS", "ratio", "built-in spread", f"{other} spread",
        "built-in lat", f"{other} lat", "lat ratio", "disk queue", "CPU us/IO", "stalled runs", "verdict"]
table, notes = [], []
count = {"agree": 0, "noise": 0, "apart": 0, "unknown": 0, "none": 0}
for k in range(1, points + 1):
    s = runs.get((k, "surfio"), [])
    f = runs.get((k, "fio"), [])
    s_iops, f_iops = med([x[0] for x in s]), med([x[0] for x in f])
    s_lat, f_lat = med([x[1] for x in s]), med([x[1] for x in f])
    ok = not math.isnan(s_iops) and not math.isnan(f_iops) and f_iops > 0
    ratio = s_iops / f_iops if ok else math.nan
    lratio = s_lat / f_lat if f_lat and not math.isnan(s_lat) and not math.isnan(f_lat) else math.nan
    n_stalled = sum(x[2] for x in s + f)
    if not ok:
        verdict = "no result"
        count["none"] += 1
    elif abs(ratio - 1) <= tolerance:
        verdict = "agree"
        count["agree"] += 1
    elif len(s) < 2 or len(f) < 2:
        verdict = f"off >{pct} (1 round: noise unknown)"
        count["unknown"] += 1
    elif max(x[0] for x in s) >= min(x[0] for x in f) and max(x[0] for x in f) >= min(x[0] for x in s):
        # Each tool varied more between its own rounds than the two differ.
        verdict = f"off >{pct}, rounds overlap"
        count["noise"] += 1
    else:
        verdict = f"OFF >{pct}, rounds apart"
        count["apart"] += 1
    table.append([names.get(k, f"p{k}"), fmt_iops(s_iops), fmt_iops(f_iops), fmt2(ratio),
                  fmt_pct(spread([x[0] for x in s])), fmt_pct(spread([x[0] for x in f])),
                  fmt_lat(s_lat), fmt_lat(f_lat), fmt2(lratio), fmt_pair(s, f, 3), fmt_pair(s, f, 4),
                  f"{n_stalled} of {len(s) + len(f)}", verdict])

if engines:
    notes.append("built-in engine (from its JSON): " + ", ".join(sorted(engines)))
if loads:
    busy = max(loads) > 0.5 * cpus
    notes.append(f"1-minute load average before the pairs: {min(loads):.2f} to {max(loads):.2f} on {cpus} CPUs"
                 + (" (other work competed for the CPUs)" if busy else ""))
if stalled_runs:
    notes.append(f"runs during which the disk completed nothing for >= {stall_ms / 1000:g} s with I/O in "
                 "flight: " + "; ".join(stalled_runs))
notes.append(f"{count['agree']} of {points} points agree within {pct}; {count['noise']} differ by more, but "
             f"the tools' rounds overlap (each varied more than they differ); {count['apart']} differ beyond "
             "their rounds' spread"
             + (f"; {count['unknown']} differ by more after a single round, which cannot tell" if count["unknown"] else "")
             + (f"; {count['none']} without a result" if count["none"] else ""))

right = set(range(1, 12))
widths = [max(len(c), *(len(r[i]) for r in table)) for i, c in enumerate(cols)]
def line(cells):
    return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                     for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
print("\n".join([line(cols), line(["-" * w for w in widths])] + [line(r) for r in table]))
legend = (f"point = rw=randrw bs rwmixread; IOPS = read + write, median of the rounds; ratio = built-in / {other} "
          "(> 1.00: the built-in engine did more I/Os per second); spread = (max - min) / median of a "
          "tool's rounds; lat = mean latency from submission to completion (fio's lat_ns) over reads "
          f"and writes, median of the rounds; disk queue = requests in flight at the disk while it "
          f"had any, built-in / {other}, median of the rounds (a large I/O can be several requests); "
          f"CPU us/IO = user + sys CPU time of the whole process (start-up and ramp included) per "
          f"measured I/O, built-in / {other}; "
          f"stalled runs = runs of the point, both tools, during which the disk completed nothing "
          f"for >= {stall_ms:g} ms")
print()
print(legend)
for n in notes:
    print("note: " + n)
print(f"reproduce: {repro}")

if markdown:
    with open(header) as f:
        head = [l.rstrip("\n") for l in f]
    md = ["<!-- generated by tests/bench/fio_cross_check.sh -->", "", "```", *head, "```", ""]
    md.append("| " + " | ".join(cols) + " |")
    md.append("|" + "|".join(("---:" if i in right else ":---") for i in range(len(cols))) + "|")
    for r in table:
        md.append("| " + " | ".join(r) + " |")
    md.append("")
    md.append(legend + ".")
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
    echo "$ME: $FAILURES run(s) failed; see the messages above" >&2
    exit 1
fi
