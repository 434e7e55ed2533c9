#!/bin/bash
# Screenshots of every tab of the workbench at 1366 × 768 from the same saved
# results, for comparing the window before and after a change pixel by
# pixel (compare_shots.py): the results are made once into DIR/results (a
# run on a file in /dev/shm) and reused, so two binaries draw the same
# figures. Usage: shoot_tabs.sh SURFIO DIR/results SHOTS-DIR
set -euo pipefail
surfio=$(realpath "$1")
results=$2
shots=$3
mkdir -p "$results" "$shots"
results=$(realpath "$results")
shots=$(realpath "$shots")

if [ ! -e "$results/sweep.json" ]; then
    target=/dev/shm/surfio-shoot-tabs.dat
    trap 'rm -f "$target"' EXIT
    # A matrix with several slices (two depths, two rates) for the 2D and
    # Compare selectors, and trials for the Results and Steady state tabs.
    "$surfio" run --filename="$target" --size=64m --rw=randrw --rwmixread=100,50,0 --bs=4k,64k,1m \
        --iodepth=1,8 --rate_iops=0,2000 --runtime=300ms --trials=2 --output-format=json \
        --output="$results/sweep.json" >/dev/null
    "$surfio" run --filename="$target" --size=64m --rw=randrw --rwmixread=100,50,0 --bs=4k,64k,1m \
        --iodepth=1,8 --rate_iops=0,4000 --runtime=300ms --output-format=json \
        --output="$results/other.json" >/dev/null
fi

shoot() {  # name, then launch options
    local name=$1
    shift
    xvfb-run -a -s "-screen 0 1366x768x24" "$surfio" --open="$results/sweep.json" --quit-when-done \
        --screenshot="$shots/$name.png" "$@" >/dev/null 2>"$shots/$name.log" || echo "$name: exit $?" >&2
}
for tab in live surface 2d results steady-state load log; do
    shoot "$tab" --tab="$tab"
done
shoot 2d-heat-map --tab=2d --2d-chart=heat-map
shoot compare --tab=compare --compare="$results/other.json" --compare-ignore=rate_iops
shoot compare-ratio --tab=compare --compare="$results/other.json" --compare-ignore=rate_iops --compare-show=ratio
shoot setup-method --setup-tab=method
"$surfio" report "$results/sweep.json" --compare "$results/other.json" --ignore=rate_iops \
    --output="$shots/report.html" >/dev/null
