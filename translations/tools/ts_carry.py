#!/usr/bin/env python3
"""Carries translations across a move: code moved to another class changes
a message's context, and lupdate then sees a new, unfinished message. For
each unfinished message of NEW.ts whose source and comment a finished
message of OLD.ts (any context) has, prints the old translation as a line
for ts_fill.py. Usage: ts_carry.py OLD.ts NEW.ts > carried.jsonl
(OLD.ts: the committed file, e.g. from git show HEAD:translations/surfio_fr.ts)."""
import json
import sys
import xml.etree.ElementTree as ET

from ts_todo import messages


def finished(message):
    translation = message.find("translation")
    return translation is not None and translation.get("type") not in ("unfinished", "vanished", "obsolete")


def key(message):
    return (message.findtext("source") or "", message.findtext("comment") or "")


def main():
    known = {}
    for _, _, message in messages(ET.parse(sys.argv[1])):
        if finished(message):
            known.setdefault(key(message), message.find("translation"))
    for ident, _, message in messages(ET.parse(sys.argv[2])):
        if finished(message) or key(message) not in known:
            continue
        old = known[key(message)]
        forms = [form.text or "" for form in old.findall("numerusform")]
        line = {"id": ident, "forms": forms} if message.get("numerus") == "yes" else {"id": ident, "translation": old.text or ""}
        print(json.dumps(line, ensure_ascii=False))


if __name__ == "__main__":
    main()
