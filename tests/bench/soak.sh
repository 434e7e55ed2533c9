#!/usr/bin/env bash
# Soak: one randrw matrix runs for a long time (default 10 minutes) in the
# workbench under Xvfb (--autostart --quit-when-done) and headless (`surfio
# run`), at the same time on separate scratch files or one after the other.
# Every 10 s it samples each process's resident memory (VmRSS), open file
# descriptors and threads, and the runs its journal gained. It checks:
#   - RSS flat: growth from the base (median of the 3 samples from the end of
#     the warm-up on) to the end (median of the last 3 samples while the
#     process runs) under --max-growth percent (5). RSS is taken less the
#     running point's I/O buffers (jobs x depth x block size, from the last
#     journaled run): a 64k point holds 1 MiB more of them at QD16 than a 4k
#     point, which is the workload, not growth. The raw figure is printed too;
#   - fds flat: the most open in the last 3 samples is no more than the most
#     open in the 3 base samples;
#   - no error: exit status 0, the result has every run, no error, not stopped;
#   - liveness: from the first finished run on, no sampling window (10 s)
#     without a new run in the journal (RESULT.journal, one line per run,
#     flushed as each run ends; the workbench writes it next to --save's file).
# One run lasts the whole time: each point runs back to back in --trials =
# ceil(duration / (points x runtime)) trials, so it lasts a little longer
# than --duration (start-up, lay-out, the gaps between runs).
# Prints a row per process and sample, then a summary; exit status 0 when
# every check passed, 1 when one failed, 2 on a usage or setup error.
#
# usage: tests/bench/soak.sh [--surfio PATH] [--duration TIME] [--runtime TIME]
#          [--warmup TIME] [--interval SECONDS] [--dir DIR] [--size SIZE]
#          [--bs LIST] [--mix LIST] [--iodepth N] [--sequential]
#          [--only gui|headless] [--max-growth PERCENT] [--raw DIR]
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
surfio="$root/build/app/surfio"
duration=10m
runtime=5s
warmup=60s
interval=10
dir=/var/tmp
size=256m
bs=4k,64k
mix=70,30
iodepth=16
sequential=0
only=
max_growth=5
raw=
usage() { sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case "$1" in
    --surfio) surfio=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --runtime) runtime=$2; shift 2 ;;
    --warmup) warmup=$2; shift 2 ;;
    --interval) interval=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --bs) bs=$2; shift 2 ;;
    --mix) mix=$2; shift 2 ;;
    --iodepth) iodepth=$2; shift 2 ;;
    --sequential) sequential=1; shift ;;
    --only) only=$2; shift 2 ;;
    --max-growth) max_growth=$2; shift 2 ;;
    --raw) raw=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$only" in ''|gui|headless) ;; *) echo "--only=$only: use gui or headless" >&2; exit 2 ;; esac
[ -x "$surfio" ] || { echo "no surfio binary at $surfio: build first, or give --surfio" >&2; exit 2; }
command -v python3 >/dev/null || { echo "python3 is missing: apt-get install python3" >&2; exit 2; }
if [ "$only" != headless ]; then
  command -v xvfb-run >/dev/null || { echo "xvfb-run is missing: apt-get install xvfb xauth (or --only headless)" >&2; exit 2; }
fi
[ -d "$dir" ] && [ -w "$dir" ] || { echo "--dir=$dir is not a writable directory" >&2; exit 2; }

# Seconds from "90", "90s", "10m", "1h", "1500ms".
seconds() {
  python3 - "$1" "$2" <<'PY'
import re, sys
opt, text = sys.argv[1:]
m = re.fullmatch(r'\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*', text)
if not m:
    sys.exit(f"--{opt}={text} is not a time: use seconds or a number with ms, s, m or h, e.g. --{opt}=30m")
print(float(m.group(1)) * {None: 1, 'ms': 0.001, 's': 1, 'm': 60, 'h': 3600}[m.group(2)])
PY
}
duration_s=$(seconds duration "$duration") || exit 2
runtime_s=$(seconds runtime "$runtime") || exit 2
warmup_s=$(seconds warmup "$warmup") || exit 2
interval_s=$(seconds interval "$interval") || exit 2
points=$(( $(tr ',' '\n' <<<"$bs" | grep -c .) * $(tr ',' '\n' <<<"$mix" | grep -c .) ))
trials=$(python3 -c 'import math,sys; d,p,r=map(float,sys.argv[1:]); print(max(1, math.ceil(d/(p*r))))' \
           "$duration_s" "$points" "$runtime_s")
if [ "$trials" -gt 1000 ]; then
  echo "--duration=$duration needs $trials trials of the $points points at --runtime=$runtime; surfio takes at most 1000: raise --runtime" >&2
  exit 2
fi
if python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) >= float(sys.argv[2]) else 1)' "$runtime_s" "$interval_s"; then
  echo "note: --runtime=$runtime is not shorter than --interval=$interval: a window may end without a finished run" >&2
fi

work=$(mktemp -d /tmp/surfio-soak.XXXXXX)
scratch=$(mktemp -d "$dir/surfio-soak.XXXXXX")
surfios=()
pids=()     # what this script started and still has to wait for: surfio, xvfb-run
cleanup() {
  # surfio first, so that xvfb-run sees its command end and stops its own Xvfb.
  for p in "${surfios[@]}" "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  if [ -n "$raw" ]; then mkdir -p "$raw" && cp -r "$work"/. "$raw"/ 2>/dev/null || true; fi
  rm -rf "$work" "$scratch"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mkdir -p "$scratch/gui" "$scratch/headless"

matrix=(--rw=randrw --bs="$bs" --rwmixread="$mix" --iodepth="$iodepth" --size="$size"
        --runtime="$runtime" --trials="$trials")
# Upper bound on a run before it counts as hung: measured time, plus 50 % and
# 5 minutes for the lay-out and the gaps between runs.
limit=$(python3 -c 'import sys; d=float(sys.argv[1]); print(int(d*1.5+300))' "$(python3 -c "print($points*$trials*$runtime_s)")")

echo "surfio: $("$surfio" --version)"
echo "kernel $(uname -r); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%FT%TZ)"
echo "matrix: ${matrix[*]} ($points points x $trials trials x $runtime = $(python3 -c "print(round($points*$trials*$runtime_s/60,1))") min measured per process)"
echo "scratch: $scratch ($(df -T "$scratch" | awk 'NR==2{print $2" on "$1}')); samples every ${interval_s%.0} s, warm-up $warmup"

sampler="$work/soak.py"
cat >"$sampler" <<'PY'
# sample OUT.tsv INTERVAL LIMIT NAME=PID=JOURNAL...  : samples until every process ends
# report OUT.tsv WARMUP MAXGROWTH NAME=STATUS=RESULT... : the table and the checks
import json, math, os, statistics, sys, time

def status(pid):
    try:
        with open(f'/proc/{pid}/status') as f:
            fields = dict(l.split(':', 1) for l in f if ':' in l)
    except OSError:
        return None
    if fields.get('State', '').strip().startswith(('Z', 'X')) or 'VmRSS' not in fields:
        return None
    try:
        fds = len(os.listdir(f'/proc/{pid}/fd'))
    except OSError:
        return None
    return int(fields['VmRSS'].split()[0]), fds, int(fields['Threads'])

class Journal:
    # New complete lines since the last look; the file goes once the run is written.
    def __init__(self, path):
        self.path, self.offset, self.tail, self.runs = path, 0, b'', 0
        self.buffers = 0  # KiB of I/O buffers the last journaled run's point uses
    def read(self):
        iops = []
        try:
            with open(self.path, 'rb') as f:
                f.seek(self.offset)
                data = f.read()
        except OSError:
            return iops
        self.offset += len(data)
        lines = (self.tail + data).split(b'\n')
        self.tail = lines.pop()
        for line in lines:
            run = json.loads(line).get('run') if line else None
            if run is not None:
                self.runs += 1
                iops.append(run['read']['iops'] + run['write']['iops'])
                spec = run.get('spec', {})
                self.buffers = int(spec.get('bs', 0)) * int(spec.get('iodepth', 1)) * int(spec.get('numjobs', 1)) // 1024
        return iops

def sample(out, interval, limit, procs):
    procs = [p.split('=', 2) for p in procs]
    journals = {name: Journal(path) for name, _, path in procs}
    start = time.monotonic()
    alive = {name for name, _, _ in procs}
    with open(out, 'a') as tsv:
        k = 0
        while alive:
            k += 1
            time.sleep(max(0.0, start + k * interval - time.monotonic()))
            t = time.monotonic() - start
            for name, pid, _ in procs:
                if name not in alive:
                    continue
                s = status(pid)
                new = journals[name].read()
                if s is None:
                    alive.discard(name)
                    continue
                if t > limit:
                    print(f'{name}: still running after {limit:.0f} s: hung; stopping it', flush=True)
                    os.kill(int(pid), 15)
                    tsv.write(f'{name}\t{t:.1f}\thung\t0\t0\t0\t0\t\t0\n')
                    alive.discard(name)
                    continue
                rss, fds, threads = s
                mean = f'{statistics.mean(new):.0f}' if new else ''
                row = f'{name}\t{t:.1f}\t{rss}\t{fds}\t{threads}\t{journals[name].runs}\t{len(new)}\t{mean}\t{journals[name].buffers}'
                tsv.write(row + '\n')
                tsv.flush()
                print(f'{name:<9} {t:7.0f} {rss/1024:9.1f} {fds:5} {threads:8} {journals[name].runs:6} {len(new):4} {mean:>10}',
                      flush=True)

def median3(values):
    return statistics.median(values) if values else math.nan

def report(out, warmup, max_growth, procs):
    rows = {}
    with open(out) as tsv:
        for line in tsv:
            name, t, rss, fds, threads, runs, new, iops, buffers = line.rstrip('\n').split('\t')
            rows.setdefault(name, []).append(dict(t=float(t), rss=rss, fds=int(fds), threads=int(threads),
                                                  runs=int(runs), new=int(new), iops=float(iops) if iops else None,
                                                  buffers=int(buffers)))
    failures = []
    print('\nsummary (RSS in MiB, less the running point\'s I/O buffers; base: median of the 3 samples from the '
          'end of the warm-up on; end: median of the last 3)')
    for proc in procs:
        name, code, result = proc.split('=', 2)
        print(f'\n{name}:')
        fail = lambda why: (failures.append(f'{name}: {why}'), print(f'  FAIL: {why}'))
        samples = rows.get(name, [])
        if any(s['rss'] == 'hung' for s in samples):
            fail('hung (the run outlived its time limit and was stopped)')
        # RSS less the I/O buffers of the point running (the last journaled run's); raw kept for the print.
        samples = [dict(s, raw=int(s['rss']), rss=int(s['rss']) - s['buffers']) for s in samples if s['rss'] != 'hung']
        if code != '0':
            fail(f'exit status {code}')
        runs_expected = None
        try:
            with open(result) as f:
                res = json.load(f)
            m = res['matrix']
            runs = len(res['points'])
            iops = [p['read']['iops'] + p['write']['iops'] for p in res['points']]
            errors = sorted({p['error'] for p in res['points'] if p.get('error')})
            if res.get('error'):
                fail(f"the run reported an error: {res['error']}")
            for e in errors:
                fail(f'a run reported an error: {e}')
            if res.get('stopped') or any(p.get('stopped') for p in res['points']):
                fail('the run was stopped')
            print(f'  runs: {runs}; IOPS per run: min {min(iops):,.0f}, median {statistics.median(iops):,.0f}, '
                  f'max {max(iops):,.0f}' if iops else '  runs: 0')
            trials = int(m.get('trials', 1))
            points = len({(p['spec']['bs'], p['spec']['rwmixread']) for p in res['points']})
            runs_expected = trials * max(points, 1)
        except (OSError, ValueError, KeyError) as e:
            fail(f'no readable result ({result}: {e})')
        warm = [s for s in samples if s['t'] >= warmup]
        if len(warm) < 4:
            fail(f'only {len(warm)} samples after the {warmup:.0f} s warm-up: run longer (--duration) or warm up less (--warmup)')
        else:
            base, end = warm[:3], warm[-3:]
            rss0, rss1 = median3([s['rss'] for s in base]), median3([s['rss'] for s in end])
            growth = (rss1 - rss0) / rss0 * 100
            peak = max(s['rss'] for s in warm)
            # Least-squares slope over everything after the warm-up: a leak shows as a steady climb.
            ts, rs = [s['t'] for s in warm], [s['rss'] for s in warm]
            tm, rm = statistics.mean(ts), statistics.mean(rs)
            slope = sum((t - tm) * (r - rm) for t, r in zip(ts, rs)) / max(sum((t - tm) ** 2 for t in ts), 1e-9)
            # The same against the runs finished: what each kept run costs, if it is memory that stays.
            ns = [s['runs'] for s in warm]
            nm = statistics.mean(ns)
            per_run = sum((n - nm) * (r - rm) for n, r in zip(ns, rs)) / max(sum((n - nm) ** 2 for n in ns), 1e-9)
            fd0, fd1 = max(s['fds'] for s in base), max(s['fds'] for s in end)
            print(f'  samples: {len(samples)} ({len(warm)} after the warm-up), {samples[0]["t"]:.0f} s to {samples[-1]["t"]:.0f} s')
            raw0, raw1 = median3([s['raw'] for s in base]), median3([s['raw'] for s in end])
            print(f'  RSS: base {rss0/1024:.1f} at {base[0]["t"]:.0f} s, end {rss1/1024:.1f} at {end[-1]["t"]:.0f} s: '
                  f'{growth:+.2f} % (limit {max_growth:g} %); peak after warm-up {peak/1024:.1f}; '
                  f'trend {slope*3600/1024:+.2f} MiB/h, {per_run:+.1f} KiB per finished run')
            print(f'  raw RSS (with the I/O buffers: {base[0]["buffers"]} KiB at the base, {end[-1]["buffers"]} KiB at '
                  f'the end): {raw0/1024:.1f} -> {raw1/1024:.1f}, {(raw1 - raw0) / raw0 * 100:+.2f} %')
            print(f'  fds: base {fd0}, end {fd1}, range {min(s["fds"] for s in warm)}-{max(s["fds"] for s in warm)}; '
                  f'threads {min(s["threads"] for s in warm)}-{max(s["threads"] for s in warm)}')
            if growth >= max_growth:
                fail(f'RSS grew {growth:.2f} % (limit {max_growth:g} %)')
            if fd1 > fd0:
                fail(f'open file descriptors grew from {fd0} to {fd1}')
        # Liveness: from the first finished run on, every window between two samples of the running process saw one.
        first = next((i for i, s in enumerate(samples) if s['runs'] > 0), None)
        if first is None:
            fail('no run finished while it was sampled')
        else:
            quiet = [s['t'] for s in samples[first + 1:] if s['new'] == 0]
            gaps = [b['t'] - a['t'] for a, b in zip(samples, samples[1:])]
            print(f'  liveness: first run in the journal by {samples[first]["t"]:.0f} s; windows without a new run '
                  f'after it: {len(quiet)}; longest gap between samples {max(gaps, default=0):.1f} s')
            if quiet:
                fail(f'no new run in the window ending at {", ".join(f"{t:.0f}" for t in quiet[:5])} s')
        if runs_expected is not None and runs != runs_expected:
            fail(f'{runs} runs in the result, {runs_expected} expected')
    print()
    if failures:
        print('FAILED:\n  ' + '\n  '.join(failures))
        return 1
    print('PASSED: RSS and open files flat, no error, runs kept arriving')
    return 0

if __name__ == '__main__':
    if sys.argv[1] == 'sample':
        sample(sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), sys.argv[5:])
    else:
        sys.exit(report(sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), sys.argv[5:]))
PY

samples="$work/samples.tsv"
: >"$samples"
start_gui() {
  # The shell records its pid and becomes surfio, so the pid is the workbench's own.
  XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" \
    xvfb-run -a -s "-screen 0 1600x1000x24" \
    sh -c 'echo $$ >"$0"; exec "$@"' "$work/gui.pid" \
    "$surfio" --directory="$scratch/gui" "${matrix[@]}" \
    --autostart --quit-when-done --report-stalls --save="$work/gui.json" >"$work/gui.out" 2>"$work/gui.err" &
  pids+=($!)
  gui_wrapper=$!
  for _ in $(seq 50); do [ -s "$work/gui.pid" ] && break; sleep 0.1; done
  [ -s "$work/gui.pid" ] || { echo "the workbench did not start (see $work/gui.err)" >&2; cat "$work/gui.err" >&2; exit 1; }
  gui_pid=$(cat "$work/gui.pid")
  surfios+=("$gui_pid")
}
start_headless() {
  "$surfio" run --directory="$scratch/headless" "${matrix[@]}" \
    --output-format=json --output="$work/headless.json" >"$work/headless.out" 2>"$work/headless.err" &
  headless_pid=$!
  pids+=($!)
  surfios+=($!)
}
finish() {  # PID NAME: its exit status, saved for the report
  local code=0
  wait "$1" || code=$?
  echo "$code" >"$work/$2.code"
}

printf '\n%-9s %7s %9s %5s %8s %6s %4s %10s\n' process t_s RSS_MiB fds threads runs new IOPS_new
procs=()
if [ "$only" != headless ]; then procs+=(gui); fi
if [ "$only" != gui ]; then procs+=(headless); fi
if [ "$sequential" = 1 ] || [ ${#procs[@]} = 1 ]; then
  for p in "${procs[@]}"; do
    if [ "$p" = gui ]; then
      start_gui
      python3 "$sampler" sample "$samples" "$interval_s" "$limit" "gui=$gui_pid=$work/gui.json.journal"
      finish "$gui_wrapper" gui
    else
      start_headless
      python3 "$sampler" sample "$samples" "$interval_s" "$limit" "headless=$headless_pid=$work/headless.json.journal"
      finish "$headless_pid" headless
    fi
  done
else
  start_gui
  start_headless
  python3 "$sampler" sample "$samples" "$interval_s" "$limit" \
    "gui=$gui_pid=$work/gui.json.journal" "headless=$headless_pid=$work/headless.json.journal"
  finish "$gui_wrapper" gui
  finish "$headless_pid" headless
fi
pids=()
surfios=()

if [ -s "$work/gui.out" ]; then echo "--- gui: $(cat "$work/gui.out")"; fi
for p in "${procs[@]}"; do
  if [ -s "$work/$p.err" ]; then
    echo "--- $p stderr (last 10 lines):"
    tail -n 10 "$work/$p.err"
  fi
done
reports=()
for p in "${procs[@]}"; do reports+=("$p=$(cat "$work/$p.code")=$work/$p.json"); done
status=0
python3 "$sampler" report "$samples" "$warmup_s" "$max_growth" "${reports[@]}" || status=$?
leftover=$(find "$scratch" -type f | head -n 3)
if [ -n "$leftover" ]; then
  echo "FAILED: the scratch files were left behind: $leftover"
  status=1
fi
echo "reproduce: tests/bench/soak.sh --surfio $surfio --duration $duration --runtime $runtime --warmup $warmup" \
     "--interval $interval --max-growth $max_growth --dir $dir --size $size --bs $bs --mix $mix --iodepth $iodepth$([ "$sequential" = 1 ] && echo ' --sequential')$([ -n "$only" ] && echo " --only $only")"
exit "$status"
