#!/usr/bin/env python3
"""Two builds of Surfio against each other, paired and alternating.

For a change that must not make the engine slower (a refactoring, a move):
runs the same job with binary A (say main's) and binary B (the branch's) on
the same target, round after round, A first in odd pairs and B first in even
ones, and prints the median of the paired ratios B/A of IOPS and of CPU time
per I/O, with their spread. See tests/bench/README.md.

Targets: loop (a RAM loop device over a file in /dev/shm, CPU-bound: the
engine's own cost; needs root) and file (a file under /var/tmp on the disk).
Everything created is removed by name on exit, also on failure or Ctrl-C.
"""

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile

CHUNK = 1 << 20


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--a", required=True, help="binary A (the reference, e.g. main's build/app/surfio)")
    p.add_argument("--b", required=True, help="binary B (the one under test)")
    p.add_argument("--pairs", type=int, default=4, help="pairs of runs per target (default 4)")
    p.add_argument("--runtime", default="3", help="measured seconds per run (default 3)")
    p.add_argument("--ramp", default="1", help="unmeasured warm-up seconds per run (default 1)")
    p.add_argument("--size", default="512m", help="each target's size (default 512m)")
    p.add_argument("--targets", default="loop,file", help="comma-separated: loop, file (default both)")
    p.add_argument("--rw", default="randread")
    p.add_argument("--bs", default="4k")
    p.add_argument("--iodepth", default="32")
    p.add_argument("--numjobs", default="1")
    p.add_argument("--dir", default="/var/tmp", help="where the file target goes (default /var/tmp)")
    return p.parse_args()


def size_bytes(text):
    units = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
    text = text.lower()
    return int(text[:-1]) * units[text[-1]] if text[-1] in units else int(text)


class Targets:
    """The scratch targets, each removed by its own name on close()."""

    def __init__(self):
        self.files, self.dirs, self.loops = [], [], []

    def loop(self, size):
        backing = f"/dev/shm/surfio-compare-{os.getpid()}.img"
        self.files.append(backing)
        with open(backing, "wb") as f:  # random data: nothing compresses or reads as a hole
            for _ in range(size // CHUNK):
                f.write(os.urandom(CHUNK))
        for flags in (["--direct-io=on"], []):
            r = subprocess.run(["losetup", *flags, "--find", "--show", backing], capture_output=True, text=True)
            if r.returncode == 0:
                dev = r.stdout.strip()
                self.loops.append((dev, backing))
                return dev, "direct-io=on" if flags else "direct-io=off"
        sys.exit(f"compare_builds.py: losetup failed: {r.stderr.strip()}")

    def file(self, parent):
        d = tempfile.mkdtemp(prefix="surfio-compare-", dir=parent)
        self.dirs.append(d)
        path = os.path.join(d, "target.dat")
        self.files.append(path)
        return path

    def close(self):
        for dev, backing in self.loops:
            name = os.path.basename(dev)
            try:
                with open(f"/sys/block/{name}/loop/backing_file") as f:
                    ours = f.read().strip() == backing
            except OSError:
                ours = False
            if ours:
                subprocess.run(["losetup", "-d", dev], check=False)
        for path in self.files:
            if os.path.exists(path):
                os.remove(path)
        for d in self.dirs:
            if os.path.isdir(d):
                os.rmdir(d)


def run(binary, target, args, out):
    cmd = [binary, "run", f"--filename={target}", f"--rw={args.rw}", f"--bs={args.bs}",
           f"--iodepth={args.iodepth}", f"--numjobs={args.numjobs}", f"--runtime={args.runtime}",
           f"--ramp_time={args.ramp}", f"--size={args.size}", "--direct=1", "--output-format=json",
           f"--output={out}"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"compare_builds.py: {' '.join(cmd)} failed ({r.returncode}): {r.stderr.strip()}")
    with open(out) as f:
        point = json.load(f)["points"][0]
    os.remove(out)
    iops = point["read"]["iops"] + point["write"]["iops"]
    return iops, point["cpu_us_per_io"], point["engine"]


def spread(values):
    return f"{statistics.median(values):.3f} [{min(values):.3f}-{max(values):.3f}]"


def compare(name, target, args, work):
    print(f"{name}: {target}")
    run(args.a, target, dict_args(args, runtime="100ms", ramp="0"), os.path.join(work, "warm.json"))  # lays a file out
    results = {"A": [], "B": []}
    for i in range(args.pairs):
        order = ("A", "B") if i % 2 == 0 else ("B", "A")
        for which in order:
            binary = args.a if which == "A" else args.b
            iops, cpu, engine = run(binary, target, args, os.path.join(work, f"{which}.json"))
            results[which].append((iops, cpu))
            print(f"  pair {i + 1} {which}  {iops:12,.0f} IOPS  CPU {cpu:6.2f} us/IO  {engine.get('name', '')}")
    iops_ratio = [b[0] / a[0] for a, b in zip(results["A"], results["B"])]
    cpu_ratio = [b[1] / a[1] for a, b in zip(results["A"], results["B"])]
    won = sum(r > 1 for r in iops_ratio)
    return (f"{name:5} A {statistics.median(r[0] for r in results['A']):10,.0f}  "
            f"B {statistics.median(r[0] for r in results['B']):10,.0f} IOPS  "
            f"IOPS B/A {spread(iops_ratio)}  B won {won}/{len(iops_ratio)}  "
            f"CPU/IO B/A {spread(cpu_ratio)}")


def dict_args(args, **changes):
    copy = argparse.Namespace(**vars(args))
    for k, v in changes.items():
        setattr(copy, k, v)
    return copy


def main():
    args = parse_args()
    for b in (args.a, args.b):
        if not os.access(b, os.X_OK):
            sys.exit(f"compare_builds.py: {b} is not an executable")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(130))
    targets = Targets()
    summary = []
    try:
        with tempfile.TemporaryDirectory(prefix="surfio-compare-") as work:
            print(f"A: {args.a}\nB: {args.b}\n{args.rw} {args.bs} QD{args.iodepth} x{args.numjobs}, "
                  f"{args.pairs} pairs of {args.runtime} s (+{args.ramp} s ramp), load {os.getloadavg()[0]:.1f}")
            for name in args.targets.split(","):
                if name == "loop":
                    dev, how = targets.loop(size_bytes(args.size))
                    summary.append(compare("loop", dev, args, work) + f"  ({how})")
                elif name == "file":
                    summary.append(compare("file", targets.file(args.dir), args, work))
                else:
                    sys.exit(f"compare_builds.py: unknown target {name} (loop, file)")
    finally:
        targets.close()
    print("\nmedian over the pairs [lowest-highest]; IOPS B/A > 1: B faster; CPU/IO B/A < 1: B cheaper")
    print("\n".join(summary))


if __name__ == "__main__":
    main()
