# Shared by tools/play and tools/test: installs the Debian packages the build needs
# (gettext: msgfmt compiles the translations, po/, at build time).
# Sourced, not run. Defines bc_ensure_packages.

BC_BUILD_PACKAGES="cmake g++ make pkg-config libsdl2-dev libsdl2-image-dev libsdl2-mixer-dev
nlohmann-json3-dev catch2 libimgui-dev libstb0 gettext"
# Needed to see the window and run the screen tests without a display.
BC_RUNTIME_PACKAGES="xvfb xauth xdotool imagemagick"
# To build the Debian package (dpkg-shlibdeps) and to check the install's desktop entry
# and AppStream metadata (the install tests).
BC_PACKAGE_PACKAGES="dpkg-dev desktop-file-utils appstream"
# Only for the fuzz preset and tools/fuzz: clang with libFuzzer and its sanitizer
# runtimes (the normal build stays g++).
BC_FUZZ_PACKAGES="clang-14 libclang-rt-14-dev"

bc_missing_packages() {
  local missing=""
  for pkg in $BC_BUILD_PACKAGES "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing="$missing $pkg"
    fi
  done
  echo "$missing"
}

bc_ensure_packages() {
  local missing
  missing=$(bc_missing_packages "$@")
  [ -z "$missing" ] && return 0
  local line="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends$missing"
  if [ "$(id -u)" -ne 0 ]; then
    echo "Base Command needs these Debian packages:$missing" >&2
    echo "Run as root:  $line" >&2
    exit 1
  fi
  echo "Installing:$missing"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
}

# bc_build PRESET [TARGET...]: configures the preset's build folder once, then builds the
# targets named (every target when none is). ccache is used when it is installed
# (CMakeLists.txt).
bc_build() {
  local preset="$1"
  shift
  if [ ! -f "build/$preset/CMakeCache.txt" ]; then
    cmake --preset "$preset" >/dev/null
  fi
  local targets=()
  [ "$#" -gt 0 ] && targets=(--target "$@")
  cmake --build --preset "$preset" -j "$(nproc)" "${targets[@]}"
}
