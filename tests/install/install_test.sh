#!/usr/bin/env bash
# The install and the Debian package, checked as a player's machine would see them
# (docs/install.md). Run by ctest:
#   install_test.sh BUILD_DIR SOURCE_DIR installed   cmake --install to a scratch prefix,
#       then the installed CLI validates its data and the installed game takes a title
#       screenshot, with the source tree hidden (a private mount over it)
#   install_test.sh BUILD_DIR SOURCE_DIR metadata    desktop-file-validate and appstreamcli
#       validate the installed entry and metadata; the releases are CHANGELOG.md's versions
#   install_test.sh BUILD_DIR SOURCE_DIR package     cpack builds the .deb; its control
#       names the SDL2 runtime packages; unpacked into a scratch root, it runs as above
set -euo pipefail
build="$(cd "$1" && pwd)"
source_dir="$(cd "$2" && pwd)"
mode="$3"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/bc-install-test.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
case "$scratch" in "$source_dir"/*) echo "the scratch folder must be outside the source tree" >&2; exit 1 ;; esac

fail() { echo "FAILED: $*" >&2; exit 1; }

# Runs "$@" with the source tree replaced by an empty folder, in a private mount
# namespace (as root, or as a user through a user namespace).
without_source() {
  local inner="mount -t tmpfs -o size=1m none \"\$BC_HIDE\" && exec \"\$@\""
  local ns=(unshare --mount --propagation private)
  [ "$(id -u)" -eq 0 ] || ns=(unshare --map-root-user --mount --propagation private)
  BC_HIDE="$source_dir" "${ns[@]}" sh -c "$inner" sh "$@"
}

# The installed CLI and game under PREFIX, each run with the source tree out of reach.
run_installed() {
  local prefix="$1" home="$scratch/home"
  [ -x "$prefix/bin/base-command-cli" ] || fail "no bin/base-command-cli under $prefix"
  [ -d "$prefix/share/base-command/data" ] || fail "no share/base-command/data under $prefix"
  without_source test ! -e "$source_dir/CMakeLists.txt" || fail "the source tree could not be hidden"
  without_source "$prefix/bin/base-command-cli" validate > "$scratch/validate.txt" 2>&1 \
    || { cat "$scratch/validate.txt" >&2; fail "the installed CLI did not validate its data"; }
  grep -q "$prefix/share/base-command/data" "$scratch/validate.txt" \
    || { cat "$scratch/validate.txt" >&2; fail "the installed CLI did not validate the installed data"; }
  if [ -x "$prefix/bin/base-command" ]; then
    mkdir -p "$home"
    without_source env BASE_COMMAND_HOME="$home" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
      "$prefix/bin/base-command" --screen title --screenshot "$scratch/title.png" > "$scratch/game.txt" 2>&1 \
      || { cat "$scratch/game.txt" >&2; fail "the installed game did not start"; }
    [ -s "$scratch/title.png" ] || fail "the installed game wrote no screenshot"
    # Its fonts and sprites came from the install: a title drawn without assets is a
    # near-blank image, far smaller than the real one.
    [ "$(stat -c %s "$scratch/title.png")" -gt 50000 ] || fail "the title screenshot looks drawn without its assets"
    if grep -qi "not found\|missing" "$scratch/game.txt"; then
      cat "$scratch/game.txt" >&2; fail "the installed game reported missing files"
    fi
    # The translations came with it: share/base-command/locale/<code>/LC_MESSAGES/.
    for code in ru pt; do
      [ -s "$prefix/share/base-command/locale/$code/LC_MESSAGES/base-command.mo" ] \
        || fail "no $code catalogue under $prefix/share/base-command/locale"
    done
    without_source env BASE_COMMAND_HOME="$home" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
      "$prefix/bin/base-command" --language ru --screen title --screenshot "$scratch/title_ru.png" > "$scratch/game_ru.txt" 2>&1 \
      || { cat "$scratch/game_ru.txt" >&2; fail "the installed game did not start in Russian"; }
    if grep -q "catalogue did not load" "$scratch/game_ru.txt"; then
      cat "$scratch/game_ru.txt" >&2; fail "the installed game did not find its Russian catalogue"
    fi
  fi
}

case "$mode" in
  installed)
    cmake --install "$build" --prefix "$scratch/prefix" > /dev/null
    run_installed "$scratch/prefix"
    # Moved elsewhere, the install still finds its files from its own executable.
    mv "$scratch/prefix" "$scratch/moved"
    run_installed "$scratch/moved"
    ;;
  metadata)
    cmake --install "$build" --prefix "$scratch/prefix" > /dev/null
    desktop="$scratch/prefix/share/applications/net.basecommand.basecommand.desktop"
    metainfo="$scratch/prefix/share/metainfo/net.basecommand.basecommand.metainfo.xml"
    desktop-file-validate "$desktop" || fail "desktop-file-validate refused $desktop"
    appstreamcli validate --no-net "$metainfo" || fail "appstreamcli refused $metainfo"
    # With BC_SCREENSHOT_BASE_URL set, the screenshots block names docs/screenshots/'s
    # files at that address, and the result still validates.
    shots="$scratch/with_screenshots.metainfo.xml"
    cmake -DBC_SOURCE_DIR="$source_dir" -DBC_METAINFO_OUT="$shots" \
          -DBC_SCREENSHOT_BASE_URL=https://screenshots.example.org/base-command/ -P "$source_dir/cmake/metainfo.cmake" \
      || fail "cmake/metainfo.cmake could not write the metainfo with screenshots"
    appstreamcli validate --no-net "$shots" || fail "appstreamcli refused $shots"
    for image in $(grep -oP '<image>https://screenshots.example.org/base-command/\K[^<]+' "$shots"); do
      [ -s "$source_dir/docs/screenshots/$image" ] || fail "the metainfo names $image, which docs/screenshots/ lacks"
    done
    [ "$(grep -c '<screenshot' "$shots")" -ge 3 ] || fail "the metainfo with a base URL has no screenshots"
    grep -q '<screenshot' "$metainfo" && [ -z "$(grep -oP 'BC_SCREENSHOT_BASE_URL:STRING=\K.*' "$build/CMakeCache.txt")" ] \
      && fail "the metainfo has screenshots with no BC_SCREENSHOT_BASE_URL"
    for size in 16 24 32 48 64 128 256; do
      [ -s "$scratch/prefix/share/icons/hicolor/${size}x${size}/apps/net.basecommand.basecommand.png" ] \
        || fail "no ${size}x${size} icon"
    done
    changelog=$(grep -oP '^## \K[0-9]+\.[0-9]+\.[0-9]+' "$source_dir/CHANGELOG.md" | tr '\n' ' ')
    releases=$(grep -oP '<release version="\K[0-9.]+' "$metainfo" | tr '\n' ' ')
    [ "$changelog" = "$releases" ] || fail "metainfo releases ($releases) are not CHANGELOG.md's ($changelog)"
    newest=$(grep -oP '^project\(BaseCommand VERSION \K[0-9.]+' "$source_dir/CMakeLists.txt")
    [ "${changelog%% *}" = "$newest" ] || fail "CHANGELOG.md's newest version is not the project's $newest"
    ;;
  package)
    (cd "$build" && cpack -G DEB -B "$scratch/out" > "$scratch/cpack.txt" 2>&1) \
      || { cat "$scratch/cpack.txt" >&2; fail "cpack did not build the package"; }
    deb=$(ls "$scratch"/out/base-command_*.deb)
    depends=$(dpkg-deb -f "$deb" Depends)
    for dep in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-mixer-2.0-0 libc6 libstdc++6; do
      case "$depends" in *"$dep"*) ;; *) fail "the package does not depend on $dep: $depends" ;; esac
    done
    dpkg-deb -c "$deb" > "$scratch/contents.txt"
    grep -q "./usr/share/applications/net.basecommand.basecommand.desktop" "$scratch/contents.txt" \
      || fail "the package has no desktop entry"
    dpkg-deb -x "$deb" "$scratch/root"
    run_installed "$scratch/root/usr"
    ;;
  *) fail "unknown mode $mode" ;;
esac
echo "ok: $mode"
