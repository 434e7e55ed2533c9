#!/usr/bin/env python3
"""Whether two .ts files hold the same messages (context, source, comment):
ts_same.py COMMITTED.ts REFRESHED.ts prints what one has and the other lacks."""
import sys
import xml.etree.ElementTree as ET

from ts_todo import messages


def ids(path):
    return {ident: message.findtext("source") for ident, _, message in messages(ET.parse(path))}


def main():
    committed, refreshed = ids(sys.argv[1]), ids(sys.argv[2])
    missing = [refreshed[i] for i in refreshed.keys() - committed.keys()]
    stale = [committed[i] for i in committed.keys() - refreshed.keys()]
    for text in sorted(missing):
        print(f"  missing: {text!r}")
    for text in sorted(stale):
        print(f"  no longer in the sources: {text!r}")
    sys.exit(1 if missing or stale else 0)


if __name__ == "__main__":
    main()
