#!/bin/bash
# Results from a simulated capped volume, whose limits are known exactly: a
# 256 MiB RAM loop device throttled by the blkio cgroup (v1) at 5,000 IOPS and
# 40 MiB/s (limits.json), at 20,000 IOPS (qd-sweep.json), and at 12,000 IOPS
# lowered to 3,000 three seconds into a point (burst.json). What docs/method.md
# quotes and the screenshots show. Root; removes what it made by name.
# usage: tests/bench/capped_volume_fixtures.sh OUT_DIR   (SURFIO_BIN: default build/app/surfio)
set -u
bin=$(realpath "${SURFIO_BIN:-build/app/surfio}")
out=${1:?usage: capped_volume_fixtures.sh OUT_DIR}
mkdir -p "$out"
img=/dev/shm/surfio-fixtures-$$.img; truncate -s 256M $img; dev=$(losetup -f --show $img)
dd if=/dev/urandom of=$dev bs=1M count=256 oflag=direct status=none
g=/sys/fs/cgroup/blkio/surfio-fixtures-$$; mkdir -p $g; mm=$(lsblk -dno MAJ:MIN $dev | tr -d ' ')
lim() { echo "$mm $1" > $g/blkio.throttle.read_iops_device; echo "$mm $2" > $g/blkio.throttle.read_bps_device;
        echo "$mm $1" > $g/blkio.throttle.write_iops_device; echo "$mm $2" > $g/blkio.throttle.write_bps_device; }
run() { sh -c 'echo $$ > '$g'/cgroup.procs; exec "$@"' sh $bin run --filename=$dev --allow-write-device --force "$@"; }
lim 5000 41943040
run --rw=randrw --rwmixread=100,0 --bs=2k,4k,8k,16k,32k,64k,128k,256k,1m --iodepth=32 --runtime=2s --ramp_time=300ms --output-format=json --output=$out/limits.json > $out/limits.txt 2>&1
lim 20000 0
run --rw=randread --bs=4k,64k --iodepth=1,2,4,8,16,32,64 --runtime=1500ms --output-format=json --output=$out/qd-sweep.json > $out/qd-sweep.txt 2>&1
lim 12000 0
( run --rw=randread --bs=4k --iodepth=16 --runtime=8s --output-format=json --output=$out/burst.json > $out/burst.txt 2>&1 ) &
p=$!
before=$(awk '{print $1}' /sys/block/$(basename $dev)/stat)
while [ "$(awk '{print $1}' /sys/block/$(basename $dev)/stat)" -lt $((before+500)) ]; do sleep 0.02; done
sleep 3; lim 3000 0
wait $p
lim 0 0; rmdir $g; losetup -d $dev; rm -f $img
ls -la $out
