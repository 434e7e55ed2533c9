#!/usr/bin/env python3
"""What --verify=crc32c costs: 4k random reads and writes with verify off and
on, alternating (off, crc32c, off, crc32c, ...) so a slow patch of the machine
hits both, each variant on a file of its own (a write without verify would
make the file unverifiable for the other). Prints each run's IOPS and CPU time
(user + system of surfio) per I/O, then the medians. A benchmark, not a test.

usage: verify_cost.py [--surfio build/app/surfio] [--dir /dev/shm] [--size 256m]
                      [--iodepth 32] [--runtime 4s] [--rounds 5]"""
import argparse, json, os, resource, subprocess, tempfile

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--surfio", default="build/app/surfio")
parser.add_argument("--dir", default="/dev/shm")
parser.add_argument("--size", default="256m")
parser.add_argument("--iodepth", default="32")
parser.add_argument("--runtime", default="4s")
parser.add_argument("--rounds", type=int, default=5)
a = parser.parse_args()

work = tempfile.mkdtemp(prefix="surfio-verify-cost-", dir=a.dir)
files = {v: os.path.join(work, v + ".dat") for v in ("off", "crc32c")}
out = os.path.join(work, "result.json")


def run(rw, verify, runtime):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([a.surfio, "run", "--filename=" + files[verify], "--size=" + a.size, "--rw=" + rw, "--bs=4k",
                    "--iodepth=" + a.iodepth, "--runtime=" + runtime, "--verify=" + verify,
                    "--output-format=json", "--output=" + out], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    point = json.load(open(out))["points"][0]
    d = point["read"] if rw == "randread" else point["write"]
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return d["iops"], cpu / (d["io_bytes"] / 4096) * 1e6


try:
    for v in files:  # lay out and write every file once, outside the figures
        run("randwrite", v, "1s")
    figures = {}
    for r in range(a.rounds):
        for rw in ("randread", "randwrite"):
            for v in files:
                iops, us = run(rw, v, a.runtime)
                figures.setdefault((rw, v), []).append((iops, us))
                print(f"round {r + 1}: {rw:9} verify={v:6} {iops:9.0f} IOPS {us:6.2f} µs CPU per I/O", flush=True)
    median = lambda xs: sorted(xs)[len(xs) // 2]
    for (rw, v), xs in figures.items():
        print(f"median: {rw:9} verify={v:6} {median([i for i, _ in xs]):9.0f} IOPS "
              f"{median([u for _, u in xs]):6.2f} µs CPU per I/O")
finally:
    for f in list(files.values()) + [out]:
        if os.path.exists(f):
            os.remove(f)
    os.rmdir(work)
