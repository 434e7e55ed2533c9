#!/usr/bin/env bash
# Surfio's io_uring engine against fio's io_uring engine, side by side on the
# same target in one run. Per target and per job the two tools run
# ALTERNATELY, round after round, with the same options (odd rounds Surfio
# first, even rounds fio first), so drift in the machine (thermal,
# neighbours, page cache, SSD state) hits both alike. Reports median IOPS,
# the median of the paired ratios (round i Surfio / round i fio) with their
# spread, CPU time per I/O, and what the device itself saw (its requests per
# engine I/O and its mean queue depth, from /sys/block/DEV/stat).
#
# Modes (--sweep):
#   none    (default) 3 jobs: 4k randread QD32, the seed's 4k randrw 75/25
#           QD64 x 8 jobs, 1M sequential read QD16
#   qd      4k randread and randwrite at QD 1,4,16,32,64,128 (1 job), plus
#           the two other jobs above; 5 rounds by default
#   capped  a RAM loop device throttled by the blkio cgroup (3000 IOPS,
#           24 MiB/s): random reads at 4k, 64k, 256k, 1m, as a share of the
#           cap that binds each block size
#
# Usage: tests/bench/vs_fio.sh [--sweep none|qd|capped] [--surfio PATH]
#            [--rounds N] [--runtime SECONDS] [--targets file,loop,shm]
#            [--jobs a,b,c] [--fio-plain] [--markdown FILE] [--raw DIR] ...
# See tests/bench/README.md.

set -Eeuo pipefail

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/../.." && pwd -P)

# ---------------------------------------------------------------- the jobs --
# A job is named after its options, and the name is all there is to it:
#   RW-BS[-MIX]-qdDEPTH[xJOBS]
# RW: randread randwrite randrw seqread seqwrite rw (seq* = read/write);
# MIX: rwmixread for randrw/rw (default 50); JOBS: numjobs (default 1).
# e.g. randread-4k-qd32, randrw-4k-75-qd64x8, seqread-1m-qd16.
J_RW="" J_MIX="" J_BS="" J_QD="" J_NJ=""
parse_job() {  # NAME -> J_RW J_MIX J_BS J_QD J_NJ; 1 when not a job name
    local re='^(randread|randwrite|randrw|seqread|seqwrite|read|write|rw)-([1-9][0-9]*[kKmM]?)(-([0-9]{1,3}))?-qd([1-9][0-9]*)(x([1-9][0-9]*))?$'
    [[ $1 =~ $re ]] || return 1
    J_RW=${BASH_REMATCH[1]} J_BS=${BASH_REMATCH[2],,} J_MIX=${BASH_REMATCH[4]}
    J_QD=${BASH_REMATCH[5]} J_NJ=${BASH_REMATCH[7]:-1}
    case "$J_RW" in
        seqread) J_RW="read" ;;
        seqwrite) J_RW="write" ;;
    esac
    if [[ $J_RW == randrw || $J_RW == rw ]]; then
        J_MIX=${J_MIX:-50}
        [[ $J_MIX -le 100 ]] || return 1
    else
        [[ -z $J_MIX ]] || return 1
    fi
    return 0
}

bytes_of() {  # SIZE (512, 4k, 1m, 1g) -> bytes; 1 when malformed
    [[ ${1,,} =~ ^([1-9][0-9]*)([kmg]?)$ ]] || return 1
    local n=${BASH_REMATCH[1]}
    case "${BASH_REMATCH[2]}" in
        k) n=$((n << 10)) ;;
        m) n=$((n << 20)) ;;
        g) n=$((n << 30)) ;;
    esac
    echo "$n"
}

CLASSIC_JOBS=(randread-4k-qd32 randrw-4k-75-qd64x8 seqread-1m-qd16)
ALL_TARGETS=(file loop shm)
BENCH_DIR=/var/tmp/surfio-bench

# ----------------------------------------------------------------- options --
SURFIO="$REPO_ROOT/build/app/surfio"
SWEEP=none
ROUNDS=""
RUNTIME=10
RAMP=1
SIZE=1g
TARGETS_ARG=""
JOBS_ARG=""
QD_LIST=1,4,16,32,64,128
FIO_PLAIN=0
CAP_IOPS=3000
CAP_BW=24m
MARKDOWN=""
RAW_DIR=""
FIO_ONLY=0
ORIG_ARGS=("$@")

usage() {
    cat <<EOF
Usage: tests/bench/vs_fio.sh [options]
  --sweep MODE        none (3 jobs, default), qd (queue-depth sweep) or capped
                      (a throttled RAM loop device); see tests/bench/README.md
  --surfio PATH       Surfio binary (default: build/app/surfio under the repo root)
  --rounds N          rounds per job, tools alternating (default 3; 5 for --sweep qd/capped)
  --runtime SECONDS   measured seconds per run, after the ramp (default 10)
  --ramp SECONDS      unmeasured warm-up per run (default 1)
  --size SIZE         each target's size (default 1g)
  --targets LIST      comma-separated, from: ${ALL_TARGETS[*]} (default: all;
                      not with --sweep capped, which has its own target)
  --jobs LIST         comma-separated job names RW-BS[-MIX]-qdD[xJ], e.g.
                      randread-4k-qd32 (default: the mode's jobs)
  --qd-list LIST      the depths of --sweep qd (default $QD_LIST)
  --fio-plain         fio's plain io_uring job: no fixedbufs, registerfiles
                      or iodepth_batch options
  --cap-iops N        --sweep capped: the IOPS cap (default $CAP_IOPS)
  --cap-bw SIZE       --sweep capped: the bandwidth cap per second (default $CAP_BW)
  --markdown FILE     also write the result table as Markdown to FILE
  --raw DIR           keep every run's JSON, CPU times, samples and logs in DIR
  --fio-only          run only the fio half (e.g. while Surfio is not built)
  -h, --help          this text
EOF
}

die() { echo "vs_fio.sh: $*" >&2; exit 2; }

need_value() { [[ $# -ge 2 && -n "$2" ]] || die "$1 needs a value (see --help)"; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        --sweep)    need_value "$@"; SWEEP=$2; shift 2 ;;
        --sweep=*)  SWEEP=${1#*=}; shift ;;
        --surfio)   need_value "$@"; SURFIO=$2; shift 2 ;;
        --surfio=*) SURFIO=${1#*=}; shift ;;
        --rounds)   need_value "$@"; ROUNDS=$2; shift 2 ;;
        --rounds=*) ROUNDS=${1#*=}; shift ;;
        --runtime)  need_value "$@"; RUNTIME=$2; shift 2 ;;
        --runtime=*) RUNTIME=${1#*=}; shift ;;
        --ramp)     need_value "$@"; RAMP=$2; shift 2 ;;
        --ramp=*)   RAMP=${1#*=}; shift ;;
        --size)     need_value "$@"; SIZE=$2; shift 2 ;;
        --size=*)   SIZE=${1#*=}; shift ;;
        --targets)  need_value "$@"; TARGETS_ARG=$2; shift 2 ;;
        --targets=*) TARGETS_ARG=${1#*=}; shift ;;
        --jobs)     need_value "$@"; JOBS_ARG=$2; shift 2 ;;
        --jobs=*)   JOBS_ARG=${1#*=}; shift ;;
        --qd-list)  need_value "$@"; QD_LIST=$2; shift 2 ;;
        --qd-list=*) QD_LIST=${1#*=}; shift ;;
        --fio-plain) FIO_PLAIN=1; shift ;;
        --cap-iops) need_value "$@"; CAP_IOPS=$2; shift 2 ;;
        --cap-iops=*) CAP_IOPS=${1#*=}; shift ;;
        --cap-bw)   need_value "$@"; CAP_BW=$2; shift 2 ;;
        --cap-bw=*) CAP_BW=${1#*=}; shift ;;
        --markdown) need_value "$@"; MARKDOWN=$2; shift 2 ;;
        --markdown=*) MARKDOWN=${1#*=}; shift ;;
        --raw)      need_value "$@"; RAW_DIR=$2; shift 2 ;;
        --raw=*)    RAW_DIR=${1#*=}; shift ;;
        --fio-only) FIO_ONLY=1; shift ;;
        -h|--help)  usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
done

case "$SWEEP" in
    none|qd|capped) ;;
    *) die "--sweep must be none, qd or capped, got '$SWEEP'" ;;
esac
if [[ -z $ROUNDS ]]; then
    [[ $SWEEP == none ]] && ROUNDS=3 || ROUNDS=5
fi
[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || die "--rounds must be a positive integer, got '$ROUNDS'"
[[ "$RUNTIME" =~ ^[1-9][0-9]*$ ]] || die "--runtime must be a positive whole number of seconds, got '$RUNTIME'"
[[ "$RAMP" =~ ^[0-9]+$ ]] || die "--ramp must be a whole number of seconds, got '$RAMP'"
SIZE_BYTES=$(bytes_of "$SIZE") || die "--size must be a size such as 256m or 1g, got '$SIZE'"
[[ $SIZE_BYTES -ge $((16 << 20)) ]] || die "--size must be at least 16m"
[[ "$CAP_IOPS" =~ ^[1-9][0-9]*$ ]] || die "--cap-iops must be a positive integer, got '$CAP_IOPS'"
CAP_BW_BYTES=$(bytes_of "$CAP_BW") || die "--cap-bw must be a size such as 24m, got '$CAP_BW'"

if [[ $SWEEP == capped ]]; then
    [[ -z $TARGETS_ARG ]] || die "--targets does not go with --sweep capped (its target is a throttled RAM loop device)"
    TARGETS=(capped)
else
    [[ -n $TARGETS_ARG ]] || TARGETS_ARG=$(IFS=,; echo "${ALL_TARGETS[*]}")
    IFS=, read -r -a TARGETS <<<"$TARGETS_ARG"
    [[ ${#TARGETS[@]} -gt 0 ]] || die "--targets is empty"
    for t in "${TARGETS[@]}"; do
        [[ " ${ALL_TARGETS[*]} " == *" $t "* ]] || die "unknown target '$t' (known: ${ALL_TARGETS[*]})"
    done
fi

if [[ -n $JOBS_ARG ]]; then
    IFS=, read -r -a JOBS <<<"$JOBS_ARG"
else
    case "$SWEEP" in
        none) JOBS=("${CLASSIC_JOBS[@]}") ;;
        qd)
            IFS=, read -r -a qds <<<"$QD_LIST"
            [[ ${#qds[@]} -gt 0 ]] || die "--qd-list is empty"
            JOBS=()
            for rw in randread randwrite; do
                for q in "${qds[@]}"; do JOBS+=("$rw-4k-qd$q"); done
            done
            JOBS+=(seqread-1m-qd16 randrw-4k-75-qd64x8)
            ;;
        capped) JOBS=(randread-4k-qd16 randread-64k-qd16 randread-256k-qd16 randread-1m-qd16) ;;
    esac
fi
[[ ${#JOBS[@]} -gt 0 ]] || die "--jobs is empty"
for j in "${JOBS[@]}"; do
    parse_job "$j" || die "'$j' is not a job name (RW-BS[-MIX]-qdDEPTH[xJOBS], e.g. randread-4k-qd32)"
    bs_bytes=$(bytes_of "$J_BS") || die "job '$j': bad block size"
    [[ $bs_bytes -le $SIZE_BYTES ]] || die "job '$j': block size larger than --size"
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
SHM_TARGET=""        # /dev/shm/surfio-bench-shm.<pid>
LOOP_BACKING=""      # /dev/shm/surfio-bench-loop.<pid> (or -capped.<pid>)
LOOP_DEV=""          # /dev/loopN attached to LOOP_BACKING
CGROUP=""            # .../surfio-bench.<pid>, the capped mode's throttle group
CREATED_BENCH_DIR=0
WORK=""
KEEP_WORK=0
RUN_PID=""           # the run in progress (its timeout process)
SAMPLER_PID=""       # the sampler watching it

cleanup() {
    local rc=$?
    trap - EXIT INT TERM HUP ERR
    set +e  # clean up as much as possible
    if [[ -n "$RUN_PID" ]]; then  # interrupted during a run: stop it first
        kill -TERM "$RUN_PID" 2>/dev/null
        wait "$RUN_PID" 2>/dev/null
    fi
    if [[ -n "$SAMPLER_PID" ]]; then
        kill -TERM "$SAMPLER_PID" 2>/dev/null
        wait "$SAMPLER_PID" 2>/dev/null
    fi
    if [[ -n "$CGROUP" ]]; then
        # Empty by now (its runs have ended); a process that is still exiting
        # keeps it busy for a moment.
        local _
        for _ in 1 2 3 4 5 6 7 8 9 10; do
            rmdir -- "$CGROUP" 2>/dev/null && break
            sleep 0.2
        done
        [[ -d "$CGROUP" ]] && echo "vs_fio.sh: warning: could not remove cgroup $CGROUP (processes: $(tr '\n' ' ' <"$CGROUP/cgroup.procs" 2>/dev/null))" >&2
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
    [[ -n "$SHM_TARGET" ]] && rm -f -- "$SHM_TARGET"
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
printf 'target\tjob\ttool\tround\tstatus\tiops\ttotal_ios\tbw_bytes\tuser\tsys\tengine\tlayout\tcpu_us\tcpu_src\tdev_per_io\tdev_qd\twindow_s\tcgroup\n' >"$RESULTS"

# ------------------------------------------------------- sampler, analysis --
# The sampler watches one run from outside: every 20 ms the tool's CPU time
# (utime + stime of the whole process, /proc/PID/stat) and the device's
# counters (/sys/.../stat). It keeps the samples in memory and writes them
# when the tool has gone, so that it adds no I/O to the device it watches.
cat >"$WORK/sampler.py" <<'PY'
import os, sys, time
run_pid, stat_path, out, cg_name = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
INTERVAL = 0.02

def children(pid):
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(x) for x in f.read().split()]
    except OSError:
        kids = []
        for d in os.listdir("/proc"):
            if d.isdigit():
                try:
                    with open(f"/proc/{d}/stat") as f:
                        s = f.read()
                    if int(s[s.rindex(")") + 2:].split()[1]) == pid:
                        kids.append(int(d))
                except (OSError, ValueError):
                    pass
        return kids

def alive(pid):
    return os.path.exists(f"/proc/{pid}")

# timeout -> /usr/bin/time -> the tool (or sh, which execs the tool)
tool = None
while tool is None and alive(run_pid):
    for k in children(run_pid):
        gk = children(k)
        if gk:
            tool = gk[0]
            break
    else:
        time.sleep(0.002)

samples, cgroup = [], "-"
while tool is not None:
    t = time.monotonic()
    try:
        with open(f"/proc/{tool}/stat") as f:
            s = f.read()
    except OSError:
        break
    rest = s[s.rindex(")") + 2:].split()
    state, cpu = rest[0], int(rest[11]) + int(rest[12])
    dev = ""
    if stat_path:
        try:
            with open(stat_path) as f:
                dev = " ".join(f.read().split()[:11])
        except OSError:
            dev = ""
    samples.append(f"{t:.6f} {state} {cpu} {dev}".rstrip())
    if state in ("Z", "X"):
        break
    if cg_name and len(samples) == 25:  # 0.5 s in: long after sh exec'd the tool
        try:
            with open(f"/proc/{tool}/cgroup") as f:
                cgroup = "yes" if cg_name in f.read() else "no"
        except OSError:
            pass
    time.sleep(max(0.0, INTERVAL - (time.monotonic() - t)))

with open(out, "w") as f:
    f.write(f"# clk_tck {os.sysconf('SC_CLK_TCK')} tool_pid {tool} cgroup {cgroup}\n")
    f.write("\n".join(samples) + ("\n" if samples else ""))
PY

# Reads one run: the tool's JSON and the sampler's samples. Prints, tab
# separated: iops total_ios bw_bytes engine layout cpu_us dev_per_io dev_qd window_s
# cgroup. The window is the last RUNTIME seconds the process was alive: both
# tools exit within a sample or two (20-40 ms) of their measurement's end,
# so the window is their measured part shifted by that much into the ramp,
# which runs at the same rate; start-up, lay-out and the ramp stay out.
# Over the window the CPU and the device's counters are rates; divided by the
# tool's own I/O rate (its bytes per second / bs, over its whole measured
# time) they become per-I/O figures.
cat >"$WORK/analyse.py" <<'PY'
import json, math, sys
tool, path, samples_path, runtime, bs = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
try:
    text = open(path, encoding="utf-8", errors="replace").read()
    start = text.find("{")          # fio may print notices before the JSON
    if start < 0:
        raise ValueError("no JSON object in the output")
    doc, _ = json.JSONDecoder().raw_decode(text[start:])
    layout = "-"
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
        targets = job.get("targets") or []
        if targets and isinstance(targets[0], dict):
            layout = str(targets[0].get("layout") or "-")
    rd, wr = job.get("read") or {}, job.get("write") or {}
    iops = float(rd.get("iops", 0)) + float(wr.get("iops", 0))
    ios = int(rd.get("total_ios", 0)) + int(wr.get("total_ios", 0))
    bw = float(rd.get("bw_bytes", 0)) + float(wr.get("bw_bytes", 0))
    if ios <= 0:
        raise ValueError("no I/O completed (total_ios = 0)")
    # The I/O rate per-I/O figures divide by: bytes / bs. With few, slow
    # I/Os (a capped volume) fio's total_ios and io_bytes disagree by the
    # I/Os in flight at the ramp's end; bytes / bs does not depend on that.
    rate = bw / bs if bw > 0 else iops
except Exception as e:  # noqa: BLE001 - any problem is a failed run
    print(f"cannot read {tool} result {path}: {type(e).__name__}: {e}", file=sys.stderr)
    sys.exit(1)

cpu_us = dev_per_io = dev_qd = window = math.nan
cgroup = "-"
try:
    rows, clk = [], 100.0
    for line in open(samples_path):
        if line.startswith("#"):
            w = line.split()
            clk = float(w[w.index("clk_tck") + 1])
            cgroup = w[w.index("cgroup") + 1]
            continue
        w = line.split()
        if w and w[1] not in ("Z", "X"):
            rows.append([float(w[0]), float(w[2])] + [float(x) for x in w[3:]])
    if len(rows) >= 3:
        t_end = rows[-1][0]
        # With --ramp 0 the first sample can come a little after the window's
        # start; nothing ran before it.
        t_start = max(t_end - runtime, rows[0][0])
        if t_end - t_start >= runtime / 2:
            def at(t):  # linear interpolation of every column at time t
                for a, b in zip(rows, rows[1:]):
                    if a[0] <= t <= b[0]:
                        f = (t - a[0]) / (b[0] - a[0]) if b[0] > a[0] else 0.0
                        return [x + (y - x) * f for x, y in zip(a, b)]
                return rows[-1]
            s, e = at(t_start), at(t_end)
            window = t_end - t_start
            cpu_us = (e[1] - s[1]) / clk / window / rate * 1e6
            if len(s) >= 13 and len(e) >= 13:
                # stat fields 1 reads, 5 writes, 11 weighted ms in queue
                dev_ios = (e[2] - s[2]) + (e[6] - s[6])
                dev_per_io = dev_ios / window / rate
                dev_qd = (e[12] - s[12]) / (window * 1000.0)
except (OSError, ValueError, IndexError, ZeroDivisionError):
    pass

def f(x, digits):
    return "nan" if math.isnan(x) else f"{x:.{digits}f}"
clean = lambda s: s.replace("\t", " ")
print("\t".join([f"{iops:.3f}", str(ios), f"{bw:.0f}", clean(engine).replace(" ", "_"), clean(layout),
                 f(cpu_us, 4), f(dev_per_io, 4), f(dev_qd, 3), f(window, 3), cgroup]))
PY

# ------------------------------------------------------------------ helpers --
need_space() {  # DIR BYTES
    local avail
    avail=$(df -P -B1 -- "$1" | awk 'NR == 2 { print $4 }')
    [[ -n "$avail" && "$avail" -ge "$2" ]] \
        || die "not enough free space in $1: need $(( $2 >> 20 )) MiB, have $(( ${avail:-0} >> 20 )) MiB"
}

# Write SIZE of random data with fio (not sparse, not compressible), so
# neither tool measures reads of holes.
fio_layout() {  # PATH DIRECT(0|1)
    local log
    log="$WORK/layout.$(basename -- "$1").log"
    if ! fio --name=layout --filename="$1" --rw=write --bs=1m --size="$SIZE" \
             --ioengine=psync --direct="$2" --refill_buffers=1 --end_fsync=1 \
             >"$log" 2>&1; then
        cat "$log" >&2
        die "could not lay out $1"
    fi
}

# Lay a new file out with Surfio: it writes random data and marks the file
# (an extended attribute) as its own lay-out. Without the mark a Surfio run
# that writes would lay the whole file out again before every run (fio's
# lay-out carries no mark). Prints the lay-out Surfio reports.
LAYOUT_NOTE=""
surfio_layout() {  # PATH
    local name
    name=$(basename -- "$1")
    if ! timeout $((SIZE_BYTES / (1 << 20) + 120)) "$SURFIO" run --filename="$1" --size="$SIZE" \
            --rw=randread --bs=1m --iodepth=1 --runtime=100ms --direct=1 --output-format=json \
            --output="$WORK/layout.$name.json" >"$WORK/layout.$name.log" 2>&1; then
        cat "$WORK/layout.$name.log" >&2
        die "could not lay out $1 with $SURFIO"
    fi
    LAYOUT_NOTE=$(python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["points"][0]["targets"][0]["layout"])' "$WORK/layout.$name.json" 2>/dev/null \
        || echo "layout unknown")
}

layout_file() {  # PATH DIRECT -> lays out, sets LAYOUT_NOTE
    if [[ $FIO_ONLY -eq 0 ]]; then
        surfio_layout "$1"
    else
        fio_layout "$1" "$2"
        LAYOUT_NOTE="laid out by fio (random data)"
    fi
}

TARGET_DESC=()   # one line per prepared target, for the header
declare -A TARGET_PATH=() TARGET_STAT=()

# The block device a file's filesystem lives on: "NAME /sys/dev/block/M:m/stat",
# or nothing (tmpfs, or a device without stat).
device_of() {  # PATH
    python3 - "$1" <<'PY'
import os, sys
st = os.stat(sys.argv[1])
base = f"/sys/dev/block/{os.major(st.st_dev)}:{os.minor(st.st_dev)}"
if os.path.exists(base + "/stat"):
    print(os.path.basename(os.path.realpath(base)), base + "/stat")
PY
}

prepare_file_target() {
    if [[ ! -d "$BENCH_DIR" ]]; then
        mkdir -p -- "$BENCH_DIR"
        CREATED_BENCH_DIR=1
    fi
    need_space "$BENCH_DIR" $((SIZE_BYTES + (64 << 20)))
    FILE_TARGET="$BENCH_DIR/target.$$"
    echo "laying out $FILE_TARGET ($SIZE of random data) ..."
    layout_file "$FILE_TARGET" 1
    local src fstype name stat
    read -r src fstype < <(df --output=source,fstype -- "$FILE_TARGET" | awk 'NR == 2 { print $1, $2 }')
    read -r name stat < <(device_of "$FILE_TARGET") || true
    TARGET_PATH[file]=$FILE_TARGET
    TARGET_STAT[file]=${stat:-}
    TARGET_DESC+=("file: $FILE_TARGET, $SIZE on $fstype ($src), device: ${name:-none} ${stat:+($stat)}; $LAYOUT_NOTE")
}

# A file in /dev/shm opened with O_DIRECT: tmpfs takes direct I/O from
# Linux 6.6 on. Returns 1 (with a reason) where it does not.
prepare_shm_target() {
    need_space /dev/shm $((SIZE_BYTES + (64 << 20)))
    SHM_TARGET="/dev/shm/surfio-bench-shm.$$"
    local err fstype
    fstype=$(stat -f -c %T /dev/shm)
    if ! err=$(dd if=/dev/zero of="$SHM_TARGET" bs=4096 count=1 oflag=direct status=none 2>&1); then
        echo "vs_fio.sh: skipping target 'shm': $fstype at /dev/shm refuses O_DIRECT on kernel $(uname -r): $err" >&2
        rm -f -- "$SHM_TARGET"
        SHM_TARGET=""
        return 1
    fi
    rm -f -- "$SHM_TARGET"
    echo "laying out $SHM_TARGET ($SIZE of random data in RAM) ..."
    layout_file "$SHM_TARGET" 1
    TARGET_PATH[shm]=$SHM_TARGET
    TARGET_STAT[shm]=""
    TARGET_DESC+=("shm: $SHM_TARGET, $SIZE on $fstype, opened with O_DIRECT (no block device: no device columns); $LAYOUT_NOTE")
}

# Returns 1 (with a reason on stderr) when the loop target cannot be made.
# KIND is loop or capped (the name of the backing file differs).
prepare_loop_target() {  # KIND
    local kind=$1
    if [[ $(id -u) -ne 0 ]]; then
        echo "vs_fio.sh: skipping target '$kind': needs root (losetup)" >&2
        return 1
    fi
    if ! command -v losetup >/dev/null; then
        echo "vs_fio.sh: skipping target '$kind': losetup not found ($(install_hint mount))" >&2
        return 1
    fi
    need_space /dev/shm $((SIZE_BYTES + (64 << 20)))
    LOOP_BACKING="/dev/shm/surfio-bench-$kind.$$"
    echo "laying out $LOOP_BACKING ($SIZE of random data in RAM) ..."
    fio_layout "$LOOP_BACKING" 0
    local dio="on" err
    if ! LOOP_DEV=$(losetup -f --show --direct-io=on -- "$LOOP_BACKING" 2>"$WORK/losetup.err"); then
        LOOP_DEV=""
        dio="off"
        if ! LOOP_DEV=$(losetup -f --show -- "$LOOP_BACKING" 2>"$WORK/losetup.err"); then
            LOOP_DEV=""
            err=$(cat "$WORK/losetup.err")
            echo "vs_fio.sh: skipping target '$kind': losetup failed: $err" >&2
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
    TARGET_PATH[$kind]=$LOOP_DEV
    TARGET_STAT[$kind]=/sys/block/$name/stat
    TARGET_DESC+=("$kind: $LOOP_DEV, backed by $LOOP_BACKING (tmpfs, $SIZE of random data), loop direct-io=$dio, device stat: /sys/block/$name/stat")
}

# The capped mode's throttle: a cgroup of our own that limits the loop
# device (cgroup v1 blkio where it is mounted, else cgroup v2 io.max).
CG_PROCS=""
CG_NAME="surfio-bench.$$"
setup_throttle() {  # MAJ:MIN
    local mm=$1 v1=/sys/fs/cgroup/blkio
    if [[ -e $v1/blkio.throttle.read_iops_device ]]; then
        CGROUP=$v1/$CG_NAME
        mkdir -- "$CGROUP" || { CGROUP=""; die "cannot create the cgroup $v1/$CG_NAME"; }
        local f
        for f in read_iops_device write_iops_device; do
            echo "$mm $CAP_IOPS" >"$CGROUP/blkio.throttle.$f"
        done
        for f in read_bps_device write_bps_device; do
            echo "$mm $CAP_BW_BYTES" >"$CGROUP/blkio.throttle.$f"
        done
        grep -q "^$mm $CAP_IOPS\$" "$CGROUP/blkio.throttle.read_iops_device" \
            || die "the blkio throttle did not take the limit: $(cat "$CGROUP/blkio.throttle.read_iops_device")"
        CG_DESC="cgroup v1 blkio $CGROUP: blkio.throttle.{read,write}_iops_device $CAP_IOPS, {read,write}_bps_device $CAP_BW_BYTES"
    else
        local root
        root=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
        [[ -n $root ]] || die "--sweep capped needs cgroup v1 blkio or cgroup v2; neither is mounted"
        grep -qw io "$root/cgroup.controllers" 2>/dev/null \
            || die "cgroup v2 at $root has no io controller (cgroup.controllers: $(cat "$root/cgroup.controllers" 2>/dev/null))"
        if ! grep -qw io "$root/cgroup.subtree_control"; then
            echo "+io" >"$root/cgroup.subtree_control" || die "cannot enable the io controller in $root/cgroup.subtree_control"
            echo "note: enabled the io controller in $root/cgroup.subtree_control (left enabled)"
        fi
        CGROUP=$root/$CG_NAME
        mkdir -- "$CGROUP" || { CGROUP=""; die "cannot create the cgroup $root/$CG_NAME"; }
        echo "$mm riops=$CAP_IOPS wiops=$CAP_IOPS rbps=$CAP_BW_BYTES wbps=$CAP_BW_BYTES" >"$CGROUP/io.max"
        grep -q "^$mm " "$CGROUP/io.max" || die "io.max did not take the limit: $(cat "$CGROUP/io.max")"
        CG_DESC="cgroup v2 $CGROUP: io.max $(cat "$CGROUP/io.max")"
    fi
    CG_PROCS=$CGROUP/cgroup.procs
}

prepare_capped_target() {
    prepare_loop_target capped || die "--sweep capped needs the loop device"
    local name=${LOOP_DEV#/dev/}
    setup_throttle "$(cat "/sys/block/$name/dev")"
    TARGET_DESC+=("throttle: $CG_DESC")
    TARGET_DESC+=("segments: max_segments $(cat "/sys/block/$name/queue/max_segments"), max_segment_size $(cat "/sys/block/$name/queue/max_segment_size"), max_sectors_kb $(cat "/sys/block/$name/queue/max_sectors_kb")")
}

# Run one command under /usr/bin/time and a timeout, watched by the sampler.
# Output to $out, stderr to $err, "user sys" seconds to $cpu, samples to
# $samples. Returns the command's status.
timed() {  # OUT ERR CPU SAMPLES STATPATH cmd...
    local out=$1 err=$2 cpu=$3 samples=$4 statpath=$5
    shift 5
    local limit=$((RUNTIME + RAMP + SIZE_BYTES / (100 << 20) + 120)) rc=0
    # timeout runs in its own process group and passes a signal on to the
    # whole group, so killing RUN_PID stops the tool too (see cleanup). It is
    # started in the background so that a signal reaches our trap at once.
    timeout -k 10 "$limit" /usr/bin/time -f '%U %S' -o "$cpu" "$@" >"$out" 2>"$err" &
    RUN_PID=$!
    python3 "$WORK/sampler.py" "$RUN_PID" "$statpath" "$samples" "${CG_PROCS:+$CG_NAME}" 2>>"$err" &
    SAMPLER_PID=$!
    wait "$RUN_PID" || rc=$?
    RUN_PID=""
    wait "$SAMPLER_PID" || true
    SAMPLER_PID=""
    return "$rc"
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
    printf '%s\t%s\t%s\t%s\tfailed\tnan\t0\t0\tnan\tnan\t-\t-\tnan\t-\tnan\tnan\tnan\t-\n' "$1" "$2" "$3" "$4" >>"$RESULTS"
    echo "    $3: FAILED ($5)" >&2
    if [[ -s "$6" ]]; then
        sed 's/^/      | /' "$6" | tail -n 15 >&2
    fi
}

run_one() {  # TOOL TARGET JOB ROUND
    local tool=$1 target=$2 job=$3 round=$4
    local path=${TARGET_PATH[$target]} statpath=${TARGET_STAT[$target]}
    parse_job "$job"
    local rw=$J_RW mix=$J_MIX bs=$J_BS qd=$J_QD nj=$J_NJ
    [[ $rw == randrw || $rw == rw ]] || mix=""
    local base="$WORK/$target.$job.$tool.r$round"
    local out="$base.json" err="$base.err" cpu="$base.cpu" samples="$base.samples"
    local cmd=() stdout
    if [[ $tool == fio ]]; then
        # hipri and sqthread_poll stay at their default: off.
        cmd=(fio "--name=$job" "--filename=$path" --ioengine=io_uring --direct=1)
        if [[ $FIO_PLAIN -eq 0 ]]; then
            cmd+=(--fixedbufs=1 --registerfiles=1 "--iodepth_batch_submit=$qd" --iodepth_batch_complete_min=1)
        fi
        cmd+=(--norandommap --randrepeat=1 --thread "--iodepth=$qd" "--rw=$rw")
        [[ -n "$mix" ]] && cmd+=("--rwmixread=$mix")
        cmd+=("--bs=$bs" "--numjobs=$nj" --group_reporting --time_based
              "--runtime=$RUNTIME" "--ramp_time=$RAMP" "--size=$SIZE" --output-format=json)
        stdout=$out  # JSON on stdout, as in the documented command line
    else
        cmd=("$SURFIO" run "--filename=$path" "--rw=$rw")
        [[ -n "$mix" ]] && cmd+=("--rwmixread=$mix")
        cmd+=("--bs=$bs" "--iodepth=$qd" "--numjobs=$nj" "--runtime=$RUNTIME"
              "--ramp_time=$RAMP" "--size=$SIZE" --direct=1 --output-format=json
              "--output=$out")
        if [[ $target == loop || $target == capped ]] && [[ $rw == *write* || $rw == rw || $rw == randrw ]]; then
            # The loop device is our own scratch device, backed by a file in
            # /dev/shm that this script created and filled with random data:
            # writing to it destroys nothing. (fio writes without asking.)
            cmd+=(--allow-write-device --force)
        fi
        stdout=$base.stdout
        rm -f -- "$out" "$out.journal"
    fi
    if [[ -n $CG_PROCS ]]; then
        # Into the throttled cgroup first, then the tool in the same process.
        # shellcheck disable=SC2016  # $$ and $@ belong to that inner shell
        cmd=(sh -c 'echo $$ >"$0" && exec "$@"' "$CG_PROCS" "${cmd[@]}")
    fi
    printf '%q ' "${cmd[@]}" >"$base.cmd"
    if ! timed "$stdout" "$err" "$cpu" "$samples" "$statpath" "${cmd[@]}"; then
        record_failure "$target" "$job" "$tool" "$round" "exit status $?" "$err"
        return 0
    fi
    local parsed
    if ! parsed=$(python3 "$WORK/analyse.py" "$tool" "$out" "$samples" "$RUNTIME" "$(bytes_of "$bs")" 2>>"$err"); then
        record_failure "$target" "$job" "$tool" "$round" "unreadable JSON result" "$err"
        return 0
    fi
    local iops ios bw engine layout cpu_us dev_per_io dev_qd window cg user sys cpu_src=window
    IFS=$'\t' read -r iops ios bw engine layout cpu_us dev_per_io dev_qd window cg <<<"$parsed"
    read -r user sys < <(read_cpu "$cpu")
    local show_bs=""
    [[ $SWEEP == capped ]] && show_bs=$(bytes_of "$bs")
    if [[ $cpu_us == nan ]]; then
        # No sampled window: the whole process's CPU (start-up and ramp too).
        cpu_src=process
        cpu_us=$(python3 -c 'import sys
try: print(f"{(float(sys.argv[1]) + float(sys.argv[2])) / int(sys.argv[3]) * 1e6:.4f}")
except ValueError: print("nan")' "$user" "$sys" "$ios")
    fi
    printf '%s\t%s\t%s\t%s\tok\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
        "$target" "$job" "$tool" "$round" "$iops" "$ios" "$bw" "$user" "$sys" "$engine" "$layout" \
        "$cpu_us" "$cpu_src" "$dev_per_io" "$dev_qd" "$window" "$cg" >>"$RESULTS"
    python3 -c 'import math, sys
tool, iops, ios, bw, cpu_us, src, dpi, dqd, user, sys_, bs, cg = sys.argv[1:13]
iops, ios, bw, cpu_us, dpi, dqd = float(iops), int(ios), float(bw), float(cpu_us), float(dpi), float(dqd)
if bs:  # capped: the rate from bytes (see analyse.py)
    line = f"    {tool:<6} {bw / int(bs):>10,.0f} IOPS {bw / 2**20:>8.1f} MiB/s"
else:
    line = f"    {tool:<6} {iops:>10,.0f} IOPS"
line += f" {ios:>11,} I/Os  CPU " + ("?" if math.isnan(cpu_us) else f"{cpu_us:.2f}") + " us/IO"
line += "" if src == "window" else " (whole process)"
if not math.isnan(dpi):
    line += f"  device {dpi:.2f} req/IO, queue {dqd:.1f}"
line += f"  [process {user}u+{sys_}s]"
if cg == "no":
    line += "  WARNING: not in the throttled cgroup"
print(line)' "$tool" "$iops" "$ios" "$bw" "$cpu_us" "$cpu_src" "$dev_per_io" "$dev_qd" "$user" "$sys" \
        "$show_bs" "$cg"
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
        loop) prepare_loop_target loop || true ;;
        shm) prepare_shm_target || true ;;
        capped) prepare_capped_target ;;
    esac
done
ACTIVE_TARGETS=()
for t in "${TARGETS[@]}"; do
    [[ -n "${TARGET_PATH[$t]+x}" ]] && ACTIVE_TARGETS+=("$t")
done
[[ ${#ACTIVE_TARGETS[@]} -gt 0 ]] || die "no usable target"

TOOLS=(surfio fio)
[[ $FIO_ONLY -eq 1 ]] && TOOLS=(fio)
NRUNS=$(( ${#ACTIVE_TARGETS[@]} * ${#JOBS[@]} * ROUNDS * ${#TOOLS[@]} ))

if [[ $FIO_PLAIN -eq 1 ]]; then
    FIO_FLAVOUR="plain io_uring job (no fixedbufs, registerfiles or iodepth_batch options)"
else
    FIO_FLAVOUR="fixedbufs=1 registerfiles=1 iodepth_batch_submit=<iodepth> iodepth_batch_complete_min=1"
fi
HEADER="$WORK/header.txt"
{
    case "$SWEEP" in
        none) echo "Surfio vs fio, io_uring, side by side (tools alternate within each round)" ;;
        qd) echo "Surfio vs fio, io_uring, queue-depth sweep (tools alternate; odd rounds Surfio first)" ;;
        capped) echo "Surfio vs fio on a capped volume: a RAM loop device throttled to $CAP_IOPS IOPS and $(awk -v b="$CAP_BW_BYTES" 'BEGIN { printf "%g", b / 1048576 }') MiB/s" ;;
    esac
    echo "  date:     $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "  host:     $(uname -n), kernel $(uname -r), $cpu_model, $(nproc) CPUs online, load $(cut -d' ' -f1-3 /proc/loadavg) at start"
    echo "  fio:      $FIO_VERSION"
    echo "  surfio:   $SURFIO_VERSION"
    [[ $FIO_ONLY -eq 0 ]] && echo "            $SURFIO"
    for d in "${TARGET_DESC[@]}"; do echo "  target    $d"; done
    echo "  common:   direct=1 ioengine=io_uring size=$SIZE runtime=${RUNTIME}s ramp_time=${RAMP}s time_based, $ROUNDS round(s), medians reported"
    echo "  fio adds: norandommap randrepeat=1 thread group_reporting; $FIO_FLAVOUR (hipri, sqthread_poll off)"
    echo "  jobs:     ${JOBS[*]}"
    echo "            (RW-BS[-rwmixread]-qdDEPTH[xNUMJOBS])"
    echo "  CPU:      user+sys of the whole process (/proc/PID/stat) over the last runtime seconds it ran, per I/O"
    echo "  device:   /sys/.../stat deltas over the same window: (reads+writes) per engine I/O; weighted ms in queue / ms"
} >"$HEADER"
echo
cat "$HEADER"
echo
echo "$NRUNS runs of about $((RUNTIME + RAMP + 1)) s: roughly $(( (NRUNS * (RUNTIME + RAMP + 1) + 59) / 60 )) minute(s)"
echo

# -------------------------------------------------------------------- runs --
for t in "${ACTIVE_TARGETS[@]}"; do
    for j in "${JOBS[@]}"; do
        for ((r = 1; r <= ROUNDS; r++)); do
            order=("${TOOLS[@]}")
            if [[ ${#TOOLS[@]} -eq 2 && $((r % 2)) -eq 0 ]]; then
                order=(fio surfio)  # even rounds: fio first
            fi
            echo "[$t $j round $r/$ROUNDS]"
            for tool in "${order[@]}"; do
                run_one "$tool" "$t" "$j" "$r"
            done
        done
    done
done

# ----------------------------------------------------------------- summary --
echo
python3 - "$RESULTS" "$MARKDOWN" "$HEADER" "$REPRO" "$FIO_ONLY" \
        "$(IFS=,; echo "${ACTIVE_TARGETS[*]}")" "$(IFS=,; echo "${JOBS[*]}")" \
        "$SWEEP" "$CAP_IOPS" "$CAP_BW_BYTES" <<'PY'
import csv, math, re, statistics, sys

results, markdown, header, repro, fio_only = sys.argv[1:6]
targets, jobs = sys.argv[6].split(","), sys.argv[7].split(",")
sweep, cap_iops, cap_bw = sys.argv[8], int(sys.argv[9]), int(sys.argv[10])
fio_only = fio_only == "1"

runs = {}
with open(results, newline="") as f:
    for row in csv.DictReader(f, delimiter="\t"):
        runs.setdefault((row["target"], row["job"], row["tool"]), {})[row["round"]] = row

def fnum(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return math.nan

def ok_rows(t, j, tool):
    return {r: row for r, row in runs.get((t, j, tool), {}).items() if row["status"] == "ok"}

def med(xs):
    xs = [x for x in xs if not math.isnan(x)]
    return statistics.median(xs) if xs else math.nan

def col(rows, key):
    return [fnum(r[key]) for r in rows.values()]

def paired(s, f, key):
    """per-round surfio/fio ratios of key, over rounds both tools finished"""
    out = []
    for r in sorted(set(s) & set(f), key=int):
        a, b = fnum(s[r][key]), fnum(f[r][key])
        if not math.isnan(a) and not math.isnan(b) and b > 0:
            out.append(a / b)
    return out

def fmt(x, spec):
    return "-" if math.isnan(x) else format(x, spec)

def bs_bytes(job):
    m = re.search(r"-(\d+)([km]?)(-\d+)?-qd", job)
    n = int(m.group(1))
    return n << {"": 0, "k": 10, "m": 20}[m.group(2)]

notes, engines, table, cols, right = [], set(), [], [], set()
legend = []
for t in targets:
    for j in jobs:
        s, f = ok_rows(t, j, "surfio"), ok_rows(t, j, "fio")
        ns, nf = len(runs.get((t, j, "surfio"), {})), len(runs.get((t, j, "fio"), {}))
        if not fio_only and len(s) < ns:
            notes.append(f"{t} {j}: surfio failed {ns - len(s)} of {ns} rounds")
        if len(f) < nf:
            notes.append(f"{t} {j}: fio failed {nf - len(f)} of {nf} rounds")
        s_eng = sorted({r["engine"] for r in s.values()})
        engines.update(s_eng)
        odd = [e for e in s_eng if not e.startswith("io_uring")]
        if odd:
            notes.append(f"WARNING: {t} {j}: surfio used engine {', '.join(odd)}, "
                         "not io_uring: this row does not compare io_uring engines")
        if any("{fallback:" in e for e in s_eng):
            notes.append(f"WARNING: {t} {j}: surfio's io_uring setup fell back "
                         "(see the engine note): the engines did not run alike")
        relaid = sum(1 for r in s.values() if "now" in r["layout"])
        if relaid:
            notes.append(f"{t} {j}: surfio laid the target out again before {relaid} of its runs "
                         "(outside the measured window; it lengthens those runs)")
        for tool, rows in (("surfio", s), ("fio", f)):
            if any(r["cpu_src"] != "window" for r in rows.values()):
                notes.append(f"{t} {j}: {tool}: no sampled window in some runs; their CPU is the "
                             "whole process's (start-up and ramp included)")
            if any(r["cgroup"] == "no" for r in rows.values()):
                notes.append(f"WARNING: {t} {j}: {tool} ran outside the throttled cgroup in some rounds")
            xs = col(rows, "iops")
            if len(xs) >= 2 and med(xs) > 0 and (max(xs) - min(xs)) / med(xs) > 0.25:
                notes.append(f"{t} {j}: {tool} IOPS ranged {min(xs):,.0f} to {max(xs):,.0f} "
                             f"over {len(xs)} rounds (noisy: more --rounds give a steadier median)")

        if sweep == "capped":
            bs = bs_bytes(j)
            cap = min(cap_iops, cap_bw / bs)      # I/Os per second the caps allow
            by = "IOPS" if cap_iops * bs <= cap_bw else "bandwidth"
            cap_txt = (f"IOPS {cap_iops} ({cap_iops * bs / 2**20:.1f} MiB/s)" if by == "IOPS"
                       else f"bw {cap_bw / 2**20:.1f} MiB/s ({cap:,.0f} IOPS)")
            row, verdicts = [j, cap_txt], []
            for rows in (s, f):
                xs = [b / bs for b in col(rows, "bw_bytes")]  # see analyse.py
                shares = [x / cap for x in xs if not math.isnan(x)]
                share, iops = med(shares), med(xs)
                share_txt = "-" if math.isnan(share) else f"{share:.0%}"
                if len(shares) >= 2:
                    share_txt += f" ({min(shares):.0%}-{max(shares):.0%})"
                row += [fmt(iops, ",.0f"), fmt(iops * bs / 2**20, ".1f"), share_txt,
                        fmt(med(col(rows, "dev_per_io")), ".2f")]
                verdicts.append("-" if math.isnan(share) else ("PASS" if share >= 0.95 else "FAIL"))
            table.append(row + verdicts)
            continue

        s_iops, f_iops = med(col(s, "iops")), med(col(f, "iops"))
        ratios = paired(s, f, "iops")
        cratios = paired(s, f, "cpu_us")
        r_med = med(ratios)
        c_med = med(cratios)
        spread = f"{min(ratios):.2f}-{max(ratios):.2f}" if ratios else "-"
        won = f"{sum(1 for x in ratios if x > 1.0)}/{len(ratios)}" if ratios else "-"
        goal_ratio = 1.15 if t in ("loop", "shm") else 1.00
        if math.isnan(r_med) or math.isnan(c_med):
            goal = "-"
        else:
            miss = []
            if r_med < goal_ratio:
                miss.append(f"ratio<{goal_ratio:.2f}")
            if c_med > 0.70:
                miss.append("CPU>0.70")
            goal = "met" if not miss else "miss: " + ", ".join(miss)
        table.append([t, j, fmt(s_iops, ",.0f"), fmt(f_iops, ",.0f"), fmt(r_med, ".2f"), spread, won,
                      fmt(med(col(s, "cpu_us")), ".2f"), fmt(med(col(f, "cpu_us")), ".2f"), fmt(c_med, ".2f"),
                      fmt(med(col(s, "dev_per_io")), ".2f"), fmt(med(col(f, "dev_per_io")), ".2f"),
                      fmt(med(col(s, "dev_qd")), ".1f"), fmt(med(col(f, "dev_qd")), ".1f"), goal])

if sweep == "capped":
    cols = ["job", "binding cap", "surfio IOPS", "surfio MiB/s", "surfio share", "surfio dev req/IO",
            "fio IOPS", "fio MiB/s", "fio share", "fio dev req/IO", "surfio", "fio"]
    right = set(range(2, 10))
    legend = [f"binding cap = the lower of IOPS cap x bs and the bandwidth cap ({cap_iops} IOPS, "
              f"{cap_bw / 2**20:.1f} MiB/s); share = reached / binding cap, median of the rounds "
              "(min-max); dev req/IO = the loop device's requests per engine I/O; "
              "PASS: share >= 95 %"]
else:
    cols = ["target", "job", "surfio IOPS", "fio IOPS", "ratio", "spread", "won",
            "surfio CPU us/IO", "fio CPU us/IO", "CPU ratio",
            "surfio dev req/IO", "fio dev req/IO", "surfio dev QD", "fio dev QD", "goal"]
    right = set(range(2, 14))
    legend = ["ratio = median over the rounds of surfio IOPS / fio IOPS of the same round "
              "(> 1.00: Surfio faster); spread = the lowest and highest of those ratios; "
              "won = rounds Surfio did more IOPS / pairs",
              "CPU ratio = median of the paired CPU-per-I/O ratios (< 1.00: Surfio cheaper); "
              "dev req/IO = the device's reads + writes per engine I/O; dev QD = mean requests "
              "in the device's queue (weighted ms in queue / ms)",
              "goal: ratio >= 1.00 (file), >= 1.15 where the CPU is the limit (loop, shm), "
              "and CPU ratio <= 0.70"]

if engines:
    notes.insert(0, "surfio engine (from its JSON): " + ", ".join(sorted(engines)))
widths = [max(len(c), *(len(r[i]) for r in table)) for i, c in enumerate(cols)]
def line(cells):
    return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                     for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

print("\n".join([line(cols), line(["-" * w for w in widths])] + [line(r) for r in table]))
print()
for l in legend:
    print(l)
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
    for l in legend:
        md.append(l + ".")
        md.append("")
    for n in notes:
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
