#!/bin/bash
# clang-tidy over our sources with the checks in the top .clang-tidy (and
# tests/.clang-tidy for the tests). Prints every finding; exits 1 on any.
# Clean files are remembered by content, so a rerun checks only what changed;
# the memory lives outside the build directory (SURFIO_TIDY_CACHE, by default
# ~/.cache/surfio/clang-tidy) so that a fresh build keeps it.
# usage: tests/static/clang_tidy.sh BUILD_DIR   (JOBS=n to change the -j2)
source "$(dirname "$0")/common.sh"
TIDY=${CLANG_TIDY:-clang-tidy-14}
command -v "$TIDY" >/dev/null || { echo "$TIDY not found: apt-get install clang-tidy-14" >&2; exit 2; }

# One folder per selection, so that two runs (the engine test, function_size) never share one.
out="$BUILD_DIR/static/clang-tidy-$(echo "${SURFIO_STATIC_DIRS:-} ${TIDY_CHECKS:-}" | md5sum | cut -c1-8)"
n=$(static_database "$out")
echo "clang-tidy $("$TIDY" --version | sed -n 's/.*version \([0-9.]*\).*/\1/p'): $n files"
exec python3 "$(dirname "$0")/tidy_run.py" "$(command -v "$TIDY")" "$out" "${SURFIO_TIDY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/surfio/clang-tidy}" "${JOBS:-2}" \
  "$SOURCE_DIR/.clang-tidy" "$SOURCE_DIR/tests/.clang-tidy"
