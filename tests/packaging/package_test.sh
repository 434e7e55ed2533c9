#!/usr/bin/env bash
# Builds Surfio's .deb with CPack, unpacks it into a throw-away root and runs
# the installed binary from there: `surfio --version` and a 1-second run.
# Checks what ships beside it (desktop file, metainfo, icons, manual page,
# copyright), that the manual page describes every option of `surfio run
# --help`, and, where the tools are installed, appstreamcli, desktop-file-validate
# and lintian (no errors). usage: package_test.sh BUILD_DIR
set -euo pipefail

build=$(cd "${1:?usage: package_test.sh BUILD_DIR}" && pwd)
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d /tmp/surfio-package-XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "PASS: $*"; }

# The package target builds `all`, which holds the app and what ships with
# it, never the tests (a packager need not build them).
if [ -f "$build/CMakeFiles/Makefile2" ]; then
  if grep -q '^all: tests/all' "$build/CMakeFiles/Makefile2"; then
    fail "the tests are part of 'all', so the package target builds them"
  else
    pass "the package target builds the app and its files, not the tests"
  fi
fi

(cd "$build" && cpack -G DEB -B "$work/out" > "$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; exit 1; }
deb=$(ls "$work"/out/surfio_*_amd64.deb 2>/dev/null | head -1)
[ -f "$deb" ] || { cat "$work/cpack.log"; fail "no .deb in $work/out"; exit 1; }
pass "cpack built $(basename "$deb")"

depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6core6 libqt6widgets6 libqt6datavisualization6 libqt6charts6 liburing2 libblkid1 qt6-qpa-plugins; do
  grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib: $depends"
done
pass "Depends: $depends"

# A user who is not root gets block devices through UDisks2, on polkit's word.
recommends=$(dpkg-deb -f "$deb" Recommends)
for pkg in udisks2 polkitd polkit-1-auth-agent; do
  grep -q "$pkg" <<<"$recommends" || fail "Recommends lacks $pkg: $recommends"
done
pass "Recommends: $recommends"

root=$work/root
dpkg-deb -x "$deb" "$root"
id=io.github.surfio.Surfio
for f in usr/bin/surfio usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/$id.svg usr/share/icons/hicolor/48x48/apps/$id.png \
         usr/share/icons/hicolor/256x256/apps/$id.png usr/share/man/man1/surfio.1.gz \
         usr/share/doc/surfio/copyright usr/share/doc/surfio/changelog.gz; do
  [ -s "$root/$f" ] || fail "the package lacks /$f"
done
grep -q "^Icon=$id$" "$root/usr/share/applications/$id.desktop" || fail "the desktop file's Icon is not $id"
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$root/usr/share/metainfo/$id.metainfo.xml" \
  || fail "the metainfo's launchable is not $id.desktop"
pass "files, one application id ($id)"

version=$("$root/usr/bin/surfio" --version)
grep -q "^surfio [0-9]" <<<"$version" || fail "surfio --version said: $version"
pass "installed surfio --version: $version"

out=$("$root/usr/bin/surfio" run --directory="$work" --size=16m --bs=4k --rw=randread --runtime=1s --output-format=json)
python3 - "$out" <<'PY' || fail "the installed surfio's 1-second run"
import json, sys
doc = json.loads(sys.argv[1])
points = doc["points"]
assert len(points) == 1 and points[0]["read"]["total_ios"] > 0, points
PY
[ -z "$(ls "$work"/surfio-scratch-* 2>/dev/null)" ] || fail "the run left its scratch file"
pass "installed surfio ran 1 second of 4k random reads"

# Every option of `surfio run --help` is in the manual page.
man_text=$(gzip -dc "$root/usr/share/man/man1/surfio.1.gz" | sed 's/\\-/-/g')
missing=""
for option in $("$root/usr/bin/surfio" run --help | grep -o -- '--[a-z_-]*' | sort -u); do
  case "$option" in --help|--help-all) continue ;; esac
  grep -q -- "$option" <<<"$man_text" || missing="$missing $option"
done
[ -z "$missing" ] || fail "surfio.1 does not describe:$missing"
pass "surfio.1 describes every option of surfio run --help"

if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" >/dev/null || fail "appstreamcli validate"
  pass "appstreamcli validate"
else
  echo "SKIP: appstreamcli is not installed (apt-get install appstream)"
fi
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
  pass "desktop-file-validate"
else
  echo "SKIP: desktop-file-validate is not installed (apt-get install desktop-file-utils)"
fi
if command -v lintian >/dev/null; then
  lintian --allow-root "$deb" > "$work/lintian.txt" 2>&1 || true
  cat "$work/lintian.txt"
  ! grep -q "^E:" "$work/lintian.txt" || fail "lintian reports errors"
  pass "lintian: no errors"
else
  echo "SKIP: lintian is not installed (apt-get install lintian)"
fi

if [ "$failures" -ne 0 ]; then
  echo "package test: $failures failure(s)"
  exit 1
fi
echo "package test: all checks passed"
