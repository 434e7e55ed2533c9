#!/usr/bin/env python3
"""Runs clang-tidy on every file of a compile_commands.json, N at a time.

usage: tidy_run.py CLANG_TIDY DB_DIR CACHE_DIR JOBS CONFIG_FILE...
TIDY_CHECKS, when set, is passed as --checks= (e.g. "-*,readability-function-size").
TIDY_BLOCKS_OVER=N, when set, parses only the files that hold a brace block
(a function, a lambda, a table) of at least N lines: for the function-size
check, which cannot fire on a file with none, at a fraction of the time.

A file that came out clean is remembered under CACHE_DIR by the hash of its
preprocessed text, its command, the clang-tidy version and the config files,
so that a rerun checks only what changed (a cold run takes many minutes on two
cores). Prints every finding; exits 1 on any.
"""
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys

tidy, db_dir, cache_dir, jobs, *configs = sys.argv[1:]
checks = ["--checks=" + os.environ["TIDY_CHECKS"]] if os.environ.get("TIDY_CHECKS") else []
os.makedirs(cache_dir, exist_ok=True)
entries = json.load(open(os.path.join(db_dir, "compile_commands.json")))

base = hashlib.sha256()
base.update(subprocess.run([tidy, "--version"], capture_output=True, check=True).stdout)
for c in configs:
    base.update(open(c, "rb").read())
base.update(" ".join(checks).encode())


def longest_block(path):
    """The most lines any { } block but a namespace's, class's or enum's spans."""
    text = open(path, encoding="utf-8", errors="replace").read()
    text = re.sub(r"//[^\n]*|/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group()), text, flags=re.S)
    text = re.sub(r'"(\\.|[^"\\\n])*"|\'(\\.|[^\'\\\n])*\'', '""', text)
    longest, stack, line = 0, [], 1
    for i, ch in enumerate(text):
        if ch == "\n":
            line += 1
        elif ch == "{":
            head = text[text.rfind(";", 0, i) + 1 : i]
            stack.append((line, re.search(r"\b(namespace|class|struct|enum|union)\b[^()]*$", head) is not None))
        elif ch == "}" and stack:
            start, container = stack.pop()
            if not container:
                longest = max(longest, line - start)
    return longest


blocks_over = int(os.environ.get("TIDY_BLOCKS_OVER", "0"))
if blocks_over:
    kept = [e for e in entries if longest_block(e["file"]) >= blocks_over]
    print(f"{len(entries) - len(kept)} files hold no block of {blocks_over} lines or more: not parsed")
    entries = kept


def key(entry):
    args = shlex.split(entry["command"])
    h = base.copy()
    h.update(entry["command"].encode())
    cpp, skip = [], False
    for a in args:  # the compile command, preprocessing only, to stdout
        if skip:
            skip = False
        elif a == "-o":
            skip = True
        elif a != "-c":
            cpp.append(a)
    pre = subprocess.run(cpp + ["-E"], cwd=entry["directory"], capture_output=True)
    if pre.returncode != 0:
        return None  # let clang-tidy say what is wrong
    h.update(pre.stdout)
    return h.hexdigest()


def check(entry):
    k = key(entry)
    stamp = os.path.join(cache_dir, k) if k else None
    if stamp and os.path.exists(stamp):
        return entry["file"], True, "", True
    r = subprocess.run([tidy, "-p", db_dir, "--quiet", *checks, entry["file"]], capture_output=True, text=True)
    out = "\n".join(l for l in (r.stdout + r.stderr).splitlines()
                    if l and not l.endswith(("warnings generated.", "warning generated.")))
    clean = r.returncode == 0 and " warning: " not in out and " error: " not in out
    if clean and stamp:
        open(stamp, "w").close()
    return entry["file"], clean, out, False


failed = cached = 0
with concurrent.futures.ThreadPoolExecutor(max_workers=int(jobs)) as pool:
    for path, clean, out, hit in pool.map(check, entries):
        cached += hit
        if not clean:
            failed += 1
            print(out, flush=True)
print(f"clang-tidy: {len(entries)} files, {cached} unchanged since a clean check, {failed} with findings")
sys.exit(1 if failed else 0)
