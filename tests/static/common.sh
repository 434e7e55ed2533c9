# Shared by clang_tidy.sh and cppcheck.sh: the build's compile_commands.json
# reduced to our own sources (core/, cli/, render/, ui/, app/, packaging/, tests/, or the
# folders SURFIO_STATIC_DIRS lists, e.g. "core/engine"), never the generated
# moc/uic/rcc files, after the autogen headers they include exist; each
# source file once, even when several targets compile it.
set -euo pipefail

static_usage() {
  echo "usage: $0 BUILD_DIR   (a build configured with CMAKE_EXPORT_COMPILE_COMMANDS, as the top CMakeLists.txt sets it)" >&2
  exit 2
}

[[ $# -eq 1 ]] || static_usage
BUILD_DIR=$(realpath "$1")
SOURCE_DIR=$(realpath "$(dirname "${BASH_SOURCE[0]}")/../..")
DB="$BUILD_DIR/compile_commands.json"
if [[ ! -f "$DB" ]]; then
  echo "$DB is missing: configure the build with cmake -S $SOURCE_DIR -B $BUILD_DIR first." >&2
  exit 2
fi

# static_database OUT_DIR [--no-system-includes]: writes OUT_DIR/compile_commands.json
# with our sources only and prints the file count. Without the option it builds
# the *_autogen targets their -I flags name (the .moc files and Qt's generated
# headers must exist to parse them); with it, it drops the -isystem and autogen
# -I flags instead.
static_database() {
  local out=$1 strip=${2:-}
  mkdir -p "$out"
  local targets
  targets=$(python3 - "$DB" "$SOURCE_DIR" "$out/compile_commands.json" "$strip" "${SURFIO_STATIC_DIRS:-core cli render ui app packaging tests}" <<'PY'
import json, re, shlex, sys
db, src, out, strip, dirs = sys.argv[1:]
ours = "|".join(re.escape(d.strip("/")) for d in dirs.split())
entries, targets, seen = [], set(), set()
for e in json.load(open(db)):
    path = e["file"]
    if not re.match(re.escape(src) + r"/(" + ours + r")/", path):
        continue
    # One entry per source file: tests/fuzz/replay_main.cpp is compiled into
    # every replay_<what> target with the same flags but for its autogen -I.
    if path in seen:
        continue
    seen.add(path)
    if "command" in e:
        command = e["command"]
    else:
        command = shlex.join(e["arguments"])
    for m in re.finditer(r"/([A-Za-z0-9_]+_autogen)/include(\s|$)", command):
        targets.add(m.group(1))
    # No precompiled header (cmake/precompiled_headers.cmake): GCC's cannot
    # be read by clang, and each file must name what it includes.
    command = re.sub(r"\s-Winvalid-pch(?=\s)", "", command)
    command = re.sub(r"\s-include\s+\S*cmake_pch\.hxx(?=\s)", "", command)
    if strip:
        # Neither system headers nor generated ones (a test's .moc).
        command = re.sub(r"\s-isystem\s+\S+", "", command)
        command = re.sub(r"\s-I\S+_autogen/include(?=\s)", "", command)
    entries.append({"directory": e["directory"], "file": path, "command": command})
json.dump(entries, open(out, "w"), indent=1)
print(" ".join(sorted(targets)))
PY
)
  if [[ -z $strip ]]; then
    # shellcheck disable=SC2086  # one word per target
    cmake --build "$BUILD_DIR" --target $targets >/dev/null
  fi
  python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$out/compile_commands.json"
}
