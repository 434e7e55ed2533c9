#!/bin/bash
# Every C++ source of ours is laid out as .clang-format says (clang-format 14,
# Debian 12). Prints the files that are not and the command that fixes them.
# usage: tests/static/clang_format.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
FORMAT=${CLANG_FORMAT:-clang-format-14}
command -v "$FORMAT" >/dev/null || { echo "$FORMAT not found: apt-get install clang-format-14" >&2; exit 2; }
mapfile -t files < <(git ls-files -- '*.cpp' '*.h' | grep -E '^(core|cli|ui|app|tests|packaging)/')
bad=()
# One call for all (a second each for hundreds of calls); file by file only to name the culprits.
if ! "$FORMAT" --dry-run -Werror "${files[@]}" >/dev/null 2>&1; then
  for f in "${files[@]}"; do
    "$FORMAT" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
  done
fi
if [ ${#bad[@]} -gt 0 ]; then
  printf 'not formatted: %s\n' "${bad[@]}"
  echo "fix: $FORMAT -i ${bad[*]}"
  exit 1
fi
echo "clang-format: ${#files[@]} files as .clang-format says"
