#!/usr/bin/env python3
"""Puts translations into a Qt .ts file and marks them finished.
Usage: ts_fill.py surfio_fr.ts done.jsonl [more.jsonl ...]
Each line: {"id": "Context#digest" (from ts_todo.py), "translation": "..."} or, for a numerus
message, {"id": ..., "forms": ["singular", "plural"]} (as many forms as
ts_todo.py said). Refuses a translation whose placeholders (%1, %L2, %n) or
markup tags differ from its source, and names it."""
import json
import re
import sys
import xml.etree.ElementTree as ET

from ts_todo import messages

PLACEHOLDER = re.compile(r"%L?\d+|%n")
TAG = re.compile(r"</?[a-zA-Z][^>]*>")


def signature(text):
    return sorted(PLACEHOLDER.findall(text)), sorted(t.split()[0].rstrip(">") for t in TAG.findall(text))


def main():
    path = sys.argv[1]
    tree = ET.parse(path)
    by_id = {ident: message for ident, _, message in messages(tree)}
    problems = 0
    filled = 0
    for done in sys.argv[2:]:
        with open(done, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                item = json.loads(line)
                message = by_id.get(item["id"])
                where = f"{done}:{number} ({item['id']})"
                if message is None:
                    print(f"{where}: no such message", file=sys.stderr)
                    problems += 1
                    continue
                source = message.findtext("source")
                translation = message.find("translation")
                forms = translation.findall("numerusform")
                texts = item.get("forms") if forms else [item.get("translation")]
                if not texts or any(t is None or not t.strip() for t in texts) or (forms and len(texts) != len(forms)):
                    print(f"{where}: expected {len(forms) or 1} non-empty form(s)", file=sys.stderr)
                    problems += 1
                    continue
                bad = False
                for text in texts:
                    want_places, want_tags = signature(source)
                    got_places, got_tags = signature(text)
                    # A single plural form may leave %n out ("一つ") only if the source has none either.
                    if got_places != want_places or got_tags != want_tags:
                        print(f"{where}: placeholders or tags differ: {source!r} -> {text!r}", file=sys.stderr)
                        bad = True
                if bad:
                    problems += 1
                    continue
                if forms:
                    for form, text in zip(forms, texts):
                        form.text = text
                else:
                    translation.text = texts[0]
                translation.attrib.pop("type", None)
                filled += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    print(f"{path}: {filled} filled, {problems} refused", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
