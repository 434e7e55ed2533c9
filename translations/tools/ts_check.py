#!/usr/bin/env python3
"""Checks Qt .ts files: no message unfinished, vanished or obsolete, and every
translation keeps its source's placeholders (%1, %L2, %n) and markup tags.
Usage: ts_check.py FILE.ts... ; prints each problem, exits 1 if any."""
import sys
import xml.etree.ElementTree as ET

from ts_fill import signature
from ts_todo import messages


def check(path):
    problems = []
    tree = ET.parse(path)
    for ident, _, message in messages(tree):
        source = message.findtext("source")
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        if kind in ("unfinished", "vanished", "obsolete", "missing"):
            problems.append(f"{path}: {ident} is {kind}: {source!r}")
            continue
        forms = translation.findall("numerusform")
        for text in [f.text or "" for f in forms] if forms else [translation.text or ""]:
            if not text.strip():
                problems.append(f"{path}: {ident} has an empty translation: {source!r}")
            elif signature(text) != signature(source):
                problems.append(f"{path}: {ident} placeholders or tags differ: {source!r} -> {text!r}")
    return problems


def main():
    problems = [p for path in sys.argv[1:] for p in check(path)]
    for p in problems:
        print(p)
    print(f"{len(sys.argv) - 1} file(s), {len(problems)} problem(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
