#!/usr/bin/env python3
"""Lists the messages of a Qt .ts file that are not translated yet, as JSON
lines for a translator: {"id", "context", "source", "comment", "forms"}.
"forms" is the number of plural forms the language needs (numerus messages),
0 for an ordinary message. Usage: ts_todo.py surfio_fr.ts > todo.jsonl"""
import hashlib
import json
import sys
import xml.etree.ElementTree as ET


def message_id(context, message):
    """Stable across lupdate runs: the context and a digest of the source and comment."""
    text = (message.findtext("source") or "") + "\x00" + (message.findtext("comment") or "")
    return f"{context}#{hashlib.sha1(text.encode('utf-8')).hexdigest()[:10]}"


def messages(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield message_id(name, message), name, message


def main():
    tree = ET.parse(sys.argv[1])
    for ident, context, message in messages(tree):
        translation = message.find("translation")
        if translation is not None and translation.get("type") not in ("unfinished",):
            continue
        numerus = message.get("numerus") == "yes"
        print(json.dumps({
            "id": ident,
            "context": context,
            "source": message.findtext("source"),
            "comment": message.findtext("comment") or message.findtext("extracomment") or "",
            "forms": len(translation.findall("numerusform")) if numerus else 0,
        }, ensure_ascii=False))


if __name__ == "__main__":
    main()
