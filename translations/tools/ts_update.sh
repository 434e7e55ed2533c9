#!/usr/bin/env bash
# Refreshes every .ts file from the sources (lupdate, as
# tests/translations/check_translations.sh checks them) and carries
# finished translations over to messages that only changed context (code
# moved to another class: ts_carry.py). Prints what is left to translate
# per file (ts_todo.py); after ts_fill.py, run it again to put the file
# back in lupdate's spelling. usage: translations/tools/ts_update.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
sources=(core cli render ui app)
work=$(mktemp -d /tmp/surfio-ts-XXXXXX)
trap 'rm -rf "$work"' EXIT
for ts in translations/surfio_*.ts; do
  flags=(-no-obsolete -locations none)
  [ "$(basename "$ts")" = surfio_en.ts ] && flags+=(-pluralonly)
  cp "$ts" "$work/old.ts"
  existing=()
  for s in "${sources[@]}"; do [ -d "$s" ] && existing+=("$s"); done
  "$lupdate" "${flags[@]}" -I . "${existing[@]}" -ts "$ts" > /dev/null
  python3 translations/tools/ts_carry.py "$work/old.ts" "$ts" > "$work/carried.jsonl"
  if [ -s "$work/carried.jsonl" ]; then
    python3 translations/tools/ts_fill.py "$ts" "$work/carried.jsonl" 2> /dev/null
    "$lupdate" "${flags[@]}" -I . "${existing[@]}" -ts "$ts" > /dev/null  # back in lupdate's own spelling
  fi
  echo "$ts: $(wc -l < "$work/carried.jsonl") carried, $(python3 translations/tools/ts_todo.py "$ts" | wc -l) to translate"
done
