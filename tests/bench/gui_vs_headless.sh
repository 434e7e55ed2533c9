#!/usr/bin/env bash
# Runs the same matrix headless (`surfio run`) and in the workbench (under
# Xvfb, --autostart --quit-when-done), alternately, and prints the IOPS ratio
# GUI/headless per round and the longest pause of the GUI's event loop during
# the run. Goal: ratio >= 0.97, longest pause < 50 ms.
#
# usage: tests/bench/gui_vs_headless.sh [--surfio PATH] [--rounds N] [--runtime TIME] [--dir DIR]
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
surfio="$root/build/app/surfio"
rounds=3
runtime=3s
dir=/var/tmp/surfio-gui-bench
while [ $# -gt 0 ]; do
  case "$1" in
    --surfio) surfio=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --runtime) runtime=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    *) echo "unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
done
[ -x "$surfio" ] || { echo "no surfio binary at $surfio: build first, or give --surfio" >&2; exit 2; }
command -v xvfb-run >/dev/null || { echo "xvfb-run is missing: apt-get install xvfb xauth" >&2; exit 2; }
command -v python3 >/dev/null || { echo "python3 is missing: apt-get install python3" >&2; exit 2; }

mkdir -p "$dir"
work=$(mktemp -d)
trap 'rm -rf "$work"; rm -f "$dir"/surfio-scratch-*.dat; rmdir "$dir" 2>/dev/null || true' EXIT

matrix=(--directory="$dir" --size=256m --rw=randrw --bs=4k,64k,1m --rwmixread=100,50,0 --iodepth=32 --runtime="$runtime")
total_iops() {
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(p["read"]["iops"]+p["write"]["iops"] for p in d["points"]))' "$1"
}

echo "surfio: $("$surfio" --version)"
echo "kernel $(uname -r); matrix: ${matrix[*]}"
printf '%-6s %14s %14s %8s %12s\n' round headless_IOPS gui_IOPS ratio gui_stall_ms
for r in $(seq 1 "$rounds"); do
  "$surfio" run "${matrix[@]}" --output-format=json --output="$work/headless.json" >/dev/null
  stall=$(XDG_CONFIG_HOME="$work/config" xvfb-run -a -s "-screen 0 1600x1000x24" \
            "$surfio" "${matrix[@]}" --autostart --quit-when-done --report-stalls --save="$work/gui.json" 2>/dev/null \
          | sed -n 's/.*stall: \([0-9]*\) ms.*/\1/p')
  h=$(total_iops "$work/headless.json")
  g=$(total_iops "$work/gui.json")
  python3 -c 'import sys; r,h,g,s=sys.argv[1:]; print(f"{r:<6} {float(h):14,.0f} {float(g):14,.0f} {float(g)/float(h):8.3f} {s:>12}")' "$r" "$h" "$g" "${stall:-?}"
done
echo "reproduce: tests/bench/gui_vs_headless.sh --surfio $surfio --rounds $rounds --runtime $runtime"
