#!/usr/bin/env bash
# A zoom sweep as a designer makes it, in a real window: the editor's main window on a
# 4096 x 4096 level, on an X server of its own with openbox (../wm/under-window-manager.sh),
# zoomed with Ctrl+wheel notches and panned with the middle button, sent by xdotool. The
# program (zoomsweep) logs what the UI thread spends on every frame and ends the log with a
# summary of each phase; this script prints that summary. It measures, it asserts no time.
# The screenshots it takes are its own work, not the editor's: their time is left out of the
# frames, and a frame whose events took 4 ms of CPU or more names them in the log.
#
#   zoom-sweep.sh ZOOMSWEEP [WIDTHxHEIGHT] [LOG] [SHOTS_DIR]
#
# WIDTHxHEIGHT is the screen (1600x1000 unless given), LOG the frame log (zoom-sweep.log), and
# SHOTS_DIR, when given, receives screenshots taken during the sweep: some while a zoom's chunks
# are still being made, some once they are all there.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" != --inside ]; then
    [ $# -ge 1 ] || { echo "usage: zoom-sweep.sh ZOOMSWEEP [WIDTHxHEIGHT] [LOG] [SHOTS_DIR]" >&2; exit 2; }
    program=$(realpath "$1")
    size=${2:-1600x1000}
    log=$(realpath -m "${3:-zoom-sweep.log}")
    shots=${4:+$(realpath -m "$4")}
    [ -z "$shots" ] || mkdir -p "$shots"
    exec "$here/../wm/under-window-manager.sh" "$size" "$0" --inside "$program" "$log" "${shots:-}"
fi
program=$2
log=$3
shots=$4
work=$(mktemp -d)
cleanup() {
    [ -n "${driver:-}" ] && kill "$driver" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
mkfifo "$work/in"
"$program" "$log" <"$work/in" >"$work/out" 2>"$work/err" &
driver=$!
exec 4>"$work/in"
say() { echo "$*" >&4; }
# Waits until the program has said `word` `count` times.
answered=0
await() {
    answered=$((answered + 1))
    for _ in $(seq 1200); do
        [ "$(grep -c "^$1" "$work/out" || true)" -ge "$2" ] && return 0
        kill -0 "$driver" 2>/dev/null || { echo "zoom-sweep: the program ended" >&2; cat "$work/err" >&2; exit 1; }
        sleep 0.1
    done
    echo "zoom-sweep: no '$1' from the program in two minutes" >&2
    exit 1
}
settled=0
settle() {
    settled=$((settled + 1))
    say settle
    await settled "$settled"
}
shot() { [ -z "$shots" ] || say "shot $shots/$1.png"; }
# One notch of the wheel with Ctrl held: button 4 zooms in, 5 out.
notch() { xdotool keydown ctrl click "$1" keyup ctrl; }

await ready 1
read -r _ x y w h < <(grep '^ready' "$work/out")
# The pan goes back and forth across the middle half of the view, whatever the screen's size.
dx=$((w / 40)) dy=$((h / 40))
step=$(awk -v a="$dx" -v b="$dy" 'BEGIN { printf "%.0f", sqrt(a * a + b * b) }')
xdotool mousemove "$x" "$y"
sleep 0.5

say "mark zoom in, a notch every 150 ms"
for step in $(seq 15); do
    notch 4
    [ "$step" -eq 9 ] && shot "1-zooming-in-to-16px-mid-rebuild"
    [ "$step" -eq 11 ] && shot "2-zooming-in-to-32px-mid-rebuild"
    sleep 0.15
done
settle
shot "3-settled-at-128px"

say "mark zoom out, a notch every 150 ms"
for step in $(seq 15); do
    notch 5
    [ "$step" -eq 4 ] && shot "4-zooming-out-to-48px-mid-rebuild"
    sleep 0.15
done
settle
shot "5-settled-whole-map"

say "mark zoom in fast, a notch every 40 ms"
for _ in $(seq 10); do
    notch 4
    sleep 0.04
done
shot "6-fast-zoom-in-to-16px-mid-rebuild"
settle
shot "7-settled-at-16px"

say "mark pan with the middle button at 16 px a tile, 120 moves of $step px"
xdotool mousemove "$((x - w / 4))" "$((y - h / 4))" mousedown 2
for _ in 1 2 3; do
    for _ in $(seq 20); do
        xdotool mousemove_relative -- "$dx" "$dy"
        sleep 0.016
    done
    for _ in $(seq 20); do
        xdotool mousemove_relative -- "-$dx" "-$dy"
        sleep 0.016
    done
done
xdotool mouseup 2
shot "8-after-pan-at-16px"
settle
xdotool mousemove "$x" "$y"

say "mark zoom out fast, a notch every 40 ms"
for _ in $(seq 10); do
    notch 5
    sleep 0.04
done
settle

say quit
await done 1
sed -n '/^summary/,$p' "$log"
