#!/usr/bin/env bash
# Installs the Debian 12 packages Surfio needs to build, test and benchmark,
# asking apt only for what is missing. Runs as root, or through sudo.
set -euo pipefail

packages=(
  build-essential cmake pkg-config
  qt6-base-dev qt6-charts-dev qt6-datavisualization-dev qt6-svg-dev
  qt6-declarative-dev   # Qt6DataVisualization's CMake config needs Qt6Qml
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  liburing-dev libblkid-dev
  libboost-math-dev      # Student's t for the comparison's Welch test (header-only)
  fio                    # the reference the benchmarks compare with
  e2fsprogs util-linux fdisk mount   # tests make loop devices, filesystems, partition tables
  xvfb xauth             # OpenGL widget tests run under xvfb-run
  python3                # test and benchmark scripts read JSON and .ts files with it
  lintian appstream desktop-file-utils   # the package test checks the .deb, metainfo and desktop file
  fonts-ipafont-gothic   # Japanese glyphs, for the screenshots in each language
  clang libclang-rt-14-dev   # the sanitizer build and libFuzzer (tests/fuzz)
  clang-tidy cppcheck clang-format   # static analysis and layout (tests/static)
  poppler-utils          # the report tests render its PDF with pdftoppm
  dmsetup                # fault-injection tests put dm-error/dm-flakey over loop devices
  dbus udev polkitd udisks2   # devices through UDisks2 and polkit, for a user who is not root (and its test)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
