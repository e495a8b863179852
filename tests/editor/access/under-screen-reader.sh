#!/usr/bin/env bash
# Runs the editor with the desktop's accessibility bus on, as it runs under a screen reader (Orca
# on Linux: AT-SPI over D-Bus), and a Python program that reads the editor through that bus as the
# screen reader does. Runs inside under-window-manager.sh (an X server and openbox of its own).
#
#   under-screen-reader.sh EDITOR CHECK.py [ARGS...]
set -euo pipefail
editor=$1
check=$2
shift 2
work=$(mktemp -d)
cleanup() {
    [ -n "${app:-}" ] && kill "$app" 2>/dev/null || true
    [ -n "${registry:-}" ] && kill "$registry" 2>/dev/null || true
    [ -n "${bus:-}" ] && kill "$bus" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# A session bus of our own, and the accessibility bus launched on it, as a desktop session does.
if [ -z "${MAZEWORKS_IN_SESSION_BUS:-}" ]; then
    MAZEWORKS_IN_SESSION_BUS=1 exec dbus-run-session -- "$0" "$editor" "$check" "$@"
fi
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
bus=$!
/usr/libexec/at-spi2-registryd --use-gnome-session=false >"$work/registry.log" 2>&1 &
registry=$!
sleep 1
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
# Qt exposes its widgets on the bus when a screen reader is on, or when told to.
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1
"$editor" "$@" >"$work/editor.log" 2>&1 &
app=$!
# Debian's Python, which has pyatspi (another python3 first on the PATH may not).
status=0
/usr/bin/python3 "$check" || status=$?
if [ "$status" != 0 ]; then
    echo "--- the editor said:" >&2
    cat "$work/editor.log" >&2
fi
exit "$status"
