#!/usr/bin/env bash
# `cmake --install` into a temporary prefix puts every file where Debian expects it, nothing
# else, and each is valid: the desktop entry (desktop-file-validate), the AppStream metainfo
# (appstreamcli validate --no-net), the MIME types (xmllint, and update-mime-database makes both
# types of them), the icon at each size, the compiled translations, the levels, the lessons, the manual pages
# and the completion. Then the installed programs run from the prefix, and from a copy of it
# moved elsewhere, finding their data relative to themselves.
#
#   check-install.sh BUILD-DIR EDITOR(ON|OFF) "ICON SIZES"
set -uo pipefail
build=$1 editor=$2 sizes=$3
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
prefix=$scratch/usr
id=org.mazeworks.Mazeworks

cmake --install "$build" --prefix "$prefix" >"$scratch/install.log" 2>&1 || { cat "$scratch/install.log" >&2; fail "cmake --install"; exit 1; }

expected=(
    bin/mazeworks-cli
    share/bash-completion/completions/mazeworks-cli
    share/man/man1/mazeworks-cli.1.gz
    share/mazeworks/levels/classic.maze
    share/mazeworks/levels/small.maze
    share/mazeworks/levels/twin-tunnels.maze
    share/mazeworks/lessons/grid-searches.lesson
    share/mazeworks/lessons/dungeon-generator.lesson
    share/mazeworks/lessons/forest.maze
    share/mazeworks/lessons/classic-walled.maze
    share/mazeworks/translations/mazeworks_de.qm
    share/mazeworks/translations/mazeworks_es.qm
    share/mazeworks/translations/mazeworks_fr.qm
)
if [ "$editor" = ON ]; then
    expected+=(
        bin/mazeworks
        share/applications/$id.desktop
        share/metainfo/$id.metainfo.xml
        share/mime/packages/$id.xml
        share/man/man1/mazeworks.1.gz
        share/icons/hicolor/scalable/apps/$id.svg
        share/icons/hicolor/scalable/mimetypes/application-x-mazeworks-level.svg
        share/icons/hicolor/scalable/mimetypes/application-x-mazeworks-replay.svg
    )
    for size in $sizes; do
        expected+=(share/icons/hicolor/${size}x$size/apps/$id.png
                   share/icons/hicolor/${size}x$size/mimetypes/application-x-mazeworks-level.png
                   share/icons/hicolor/${size}x$size/mimetypes/application-x-mazeworks-replay.png)
    done
    while IFS= read -r page; do expected+=("$page"); done < <(cat "$build/share/doc/mazeworks/installed.txt" 2>/dev/null)
fi
found=$(cd "$prefix" && find . -type f | sed 's|^\./||' | sort)
wanted=$(printf '%s\n' "${expected[@]}" | sort)
missing=$(comm -23 <(echo "$wanted") <(echo "$found"))
extra=$(comm -13 <(echo "$wanted") <(echo "$found"))
[ -z "$missing" ] || fail "not installed: $(echo $missing)"
[ -z "$extra" ] || fail "installed, but not expected: $(echo $extra)"

# PNG: the signature, then IHDR's width and height (big-endian) at bytes 16 to 23.
pngsize() { od -An -tu1 -j16 -N8 "$1" | awk '{ print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8 }'; }
if [ "$editor" = ON ]; then
    desktop-file-validate "$prefix/share/applications/$id.desktop" || fail "desktop-file-validate"
    grep -q '^MimeType=.*application/x-mazeworks-level;.*application/x-mazeworks-replay;' \
        "$prefix/share/applications/$id.desktop" || fail "the desktop entry claims neither file type"
    appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml" || fail "appstreamcli validate"
    if command -v xmllint >/dev/null; then
        xmllint --noout "$prefix/share/mime/packages/$id.xml" || fail "xmllint of the MIME types"
    fi
    if command -v update-mime-database >/dev/null; then
        cp -r "$prefix/share/mime" "$scratch/mime"
        update-mime-database "$scratch/mime" >"$scratch/mime.log" 2>&1 || { cat "$scratch/mime.log" >&2; fail "update-mime-database"; }
        for type in level replay; do
            [ -f "$scratch/mime/application/x-mazeworks-$type.xml" ] || fail "update-mime-database made no x-mazeworks-$type"
        done
        grep -q 'mazeworks-replay ' "$scratch/mime/magic" || fail "no magic for replays"
    fi
    for size in $sizes; do
        for png in "$prefix"/share/icons/hicolor/${size}x$size/*/*.png; do
            [ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$png is no PNG"
            [ "$(pngsize "$png")" = "${size}x$size" ] || fail "$png is $(pngsize "$png"), not ${size}x$size"
        done
    done
    for qm in "$prefix"/share/mazeworks/translations/*.qm; do
        [ "$(head -c 16 "$qm" | od -An -tx1 | tr -d ' \n')" = 3cb86418caef9c95cd211cbf60a1bddd ] || fail "$qm is no .qm"
        [ "$(stat -c %s "$qm")" -gt 10000 ] || fail "$qm is nearly empty"
    done
    # The editor answers --help and --version without a display.
    out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$prefix/bin/mazeworks" --version) \
        || fail "installed mazeworks --version: exit $?"
    [[ $out == *Mazeworks* ]] || fail "installed mazeworks --version says: $out"
fi

# The editor as the desktop starts it: the desktop entry's Exec, under Xvfb, from the prefix,
# with no source or build tree to fall back on; its window carries the icon at each size and
# the WM_CLASS that the entry's StartupWMClass names. (Where Xvfb and xprop are installed.)
if [ "$editor" = ON ] && command -v xvfb-run >/dev/null && command -v xprop >/dev/null && command -v xdotool >/dev/null; then
    entry=$prefix/share/applications/$id.desktop
    exec_line=$(sed -n 's/^Exec=//p' "$entry" | sed 's/ %[fFuU]//')
    wmclass=$(sed -n 's/^StartupWMClass=//p' "$entry")
    cat >"$scratch/x.sh" <<SCRIPT
export PATH="$prefix/bin:\$PATH" HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/home/.config" QT_QPA_PLATFORM=xcb
mkdir -p "\$HOME"
$exec_line "$prefix/share/mazeworks/levels/small.maze" & pid=\$!
for i in \$(seq 100); do window=\$(xdotool search --onlyvisible --class "$wmclass" 2>/dev/null | head -1); [ -n "\$window" ] && break; sleep 0.2; done
[ -n "\$window" ] || { echo "no window of class $wmclass"; kill \$pid; exit 1; }
sleep 1
xprop -id "\$window" WM_CLASS
# The icon's sizes: each image in _NET_WM_ICON is WIDTH, HEIGHT, then its pixels.
xprop -id "\$window" -notype 32c _NET_WM_ICON | tr -d ' ' | cut -d= -f2 | tr ',' '\n' | awk 'BEGIN { i = 0 } { v[i++] = \$1 } END { p = 0; while (p < i) { printf "%dx%d\n", v[p], v[p+1]; p += 2 + v[p] * v[p+1] } }' >"$scratch/iconsizes"
kill \$pid
wait \$pid 2>/dev/null
exit 0
SCRIPT
    if xvfb-run -a -s "-screen 0 1280x1024x24" bash "$scratch/x.sh" >"$scratch/x.log" 2>&1; then
        grep -q "WM_CLASS.*\"$wmclass\"" "$scratch/x.log" || fail "the editor's window has no WM_CLASS $wmclass: $(cat "$scratch/x.log")"
        for size in $sizes; do
            grep -qx "${size}x$size" "$scratch/iconsizes" || fail "the editor's window has no ${size}x$size icon ($(echo $(cat "$scratch/iconsizes")))"
        done
    else
        fail "the editor did not start from its desktop entry under Xvfb: $(cat "$scratch/x.log")"
    fi
elif [ "$editor" = ON ]; then
    echo "no Xvfb, xprop or xdotool: the editor was not started from its desktop entry"
fi

for page in "$prefix"/share/man/man1/*.1.gz; do
    gzip -t "$page" || fail "$page is no gzip"
    if command -v man >/dev/null; then
        warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings=all -l "$page" 2>&1 >/dev/null)
        [ -z "$warnings" ] || fail "man -l $page: $warnings"
    fi
done
bash -n "$prefix/share/bash-completion/completions/mazeworks-cli" || fail "the completion is no bash"

# The installed command line, run from the prefix and from a moved copy of it: the levels
# validate, the lessons check, and the bench finds the classic maze beside itself (no source tree, no build tree).
for root in "$prefix" "$scratch/moved/usr"; do
    if [ "$root" != "$prefix" ]; then mkdir -p "$scratch/moved" && cp -a "$prefix" "$root"; fi
    (cd "$root" && env -u MAZEWORKS_DATA_DIR -u MAZEWORKS_LEVEL ./bin/mazeworks-cli validate share/mazeworks/levels/classic.maze \
        share/mazeworks/levels/small.maze share/mazeworks/levels/twin-tunnels.maze) \
        || fail "$root/bin/mazeworks-cli validate on the installed levels: exit $?"
    # The lessons find the levels they name beside them, ../levels/ included.
    (cd "$root" && ./bin/mazeworks-cli lesson check share/mazeworks/lessons/grid-searches.lesson \
        share/mazeworks/lessons/dungeon-generator.lesson) \
        || fail "$root/bin/mazeworks-cli lesson check on the installed lessons: exit $?"
    report=$(cd / && env -u MAZEWORKS_DATA_DIR -u MAZEWORKS_LEVEL "$root/bin/mazeworks-cli" bench --quick --only game --json) \
        || fail "$root/bin/mazeworks-cli bench --only game: exit $?"
    [[ $report == *steps/s* && $report != *"no classic maze"* ]] \
        || fail "$root/bin/mazeworks-cli found no classic maze beside itself: $report"
done
# Without its data, the message says where it looked and what to set.
mkdir -p "$scratch/bare/bin" && cp "$prefix/bin/mazeworks-cli" "$scratch/bare/bin/"
report=$(env -u MAZEWORKS_DATA_DIR -u MAZEWORKS_LEVEL "$scratch/bare/bin/mazeworks-cli" bench --quick --only game --json)
[[ $report == *"$scratch/bare/share/mazeworks"*MAZEWORKS_DATA_DIR* ]] || fail "no data, yet no message that says so: $report"

[ $failures = 0 ] && echo "install: $(echo "$found" | wc -l) files, each where it belongs and valid"
exit $((failures != 0))
