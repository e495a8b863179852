#!/usr/bin/env bash
# Runs a test program on an X server of its own (Xvfb) with a window manager (openbox), for the
# tests where the window manager is the point: the window's size on the screen, full screen.
#
#   under-window-manager.sh WIDTHxHEIGHT PROGRAM [ARGS...]
set -euo pipefail
size=$1
shift
work=$(mktemp -d)
cleanup() {
    [ -n "${wm:-}" ] && kill "$wm" 2>/dev/null || true
    [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# Starts Xvfb (it picks a free display and writes its number to fd 3) and openbox on it; false
# when either did not come up. Once seen on a loaded machine: openbox could not open the display
# the server had just named. So a second and a third try, each on a server of its own.
start() {
    : >"$work/display"
    Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
    server=$!
    for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
    [ -s "$work/display" ] || { echo "under-window-manager: Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; return 1; }
    export DISPLAY=":$(head -n1 "$work/display")"
    openbox --sm-disable >"$work/openbox.log" 2>&1 &
    wm=$!
    # The window manager is ready when it has said so on the root window.
    for _ in $(seq 100); do xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && return 0; sleep 0.1; done
    echo "under-window-manager: openbox did not start on $DISPLAY" >&2
    cat "$work/openbox.log" "$work/xvfb.log" >&2
    return 1
}
for try in 1 2 3; do
    start && break
    [ "$try" -lt 3 ] || exit 1
    kill "$wm" "$server" 2>/dev/null || true
    wait 2>/dev/null || true
    wm= server=
done
export QT_QPA_PLATFORM=xcb
"$@"
