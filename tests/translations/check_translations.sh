#!/usr/bin/env bash
# The translations are complete: lupdate over the sources finds no message
# that a .ts file lacks, and no .ts file has unfinished, obsolete or vanished
# messages or a translation whose placeholders differ from its source
# (translations/tools/ts_check.py). usage: check_translations.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
[ -x "$lupdate" ] || { echo "lupdate is missing: apt-get install qt6-l10n-tools"; exit 1; }
work=$(mktemp -d /tmp/surfio-ts-XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0
cd "$root"
for ts in translations/surfio_*.ts; do
  copy="$work/$(basename "$ts")"
  cp "$ts" "$copy"
  flags=(-no-obsolete -locations none)
  [ "$(basename "$ts")" = surfio_en.ts ] && flags+=(-pluralonly)  # English holds only plural forms
  "$lupdate" "${flags[@]}" -I . core cli render ui app -ts "$copy" > /dev/null 2>&1
  if differences=$(python3 translations/tools/ts_same.py "$ts" "$copy"); then
    echo "PASS: $ts holds exactly the messages of the sources"
  else
    echo "FAIL: $ts differs from the sources (run lupdate ${flags[*]} -I . core cli render ui app -ts $ts, then translate):"
    echo "$differences" | head -40
    failures=$((failures + 1))
  fi
done
if python3 translations/tools/ts_check.py translations/surfio_*.ts > "$work/check.txt"; then
  echo "PASS: every message is translated (English: its plural forms), placeholders kept"
else
  head -40 "$work/check.txt"
  tail -1 "$work/check.txt"
  failures=$((failures + 1))
fi
[ "$failures" -eq 0 ] || { echo "translations: $failures failure(s)"; exit 1; }
echo "translations: complete"
