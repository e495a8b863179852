#!/usr/bin/env bash
# The user manual shows only pictures that mazeworks_manual_pictures made, and each it made;
# every link between its pages leads to a page; and every page was made into HTML.
#
#   check-manual.sh DOCS MANUAL "PAGES" "PICTURES"
set -uo pipefail
docs=$1 manual=$2 pages=$3 pictures=$4
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

shown=$(cat "$docs"/*.md | grep -oP '!\[[^]]*\]\(\K[^)]+' | sort -u)
made=$(cd "$manual" && ls pictures/*.png 2>/dev/null | sort)
listed=$(for p in $pictures; do echo "pictures/$p.png"; done | sort)
[ "$made" = "$listed" ] || fail "the pictures made ($(echo $made)) are not those listed ($(echo $listed))"
for picture in $shown; do
    echo "$made" | grep -qx "$picture" || fail "the manual shows $picture, which no test makes"
done
for picture in $made; do
    echo "$shown" | grep -qx "$picture" || fail "$picture is made but no page shows it"
done
for page in $pages; do
    [ -f "$docs/$page.md" ] || fail "no $page.md"
    [ -s "$manual/$page.html" ] || fail "no $page.html made"
    grep -q 'href="[a-z0-9-]*\.md' "$manual/$page.html" && fail "$page.html links to Markdown"
done
for md in "$docs"/*.md; do
    for target in $(grep -oP '(?<!!)\[[^]]*\]\(\K[a-z0-9-]+\.md(?=[#)])' "$md"); do
        [ -f "$docs/$target" ] || fail "$(basename "$md") links to $target, which is not there"
        echo " $pages " | grep -q " ${target%.md} " || fail "$target is not among the pages made"
    done
done
for md in "$docs"/*.md; do
    name=$(basename "$md" .md)
    echo " $pages " | grep -q " $name " || fail "$name.md is not made into the manual (docs/CMakeLists.txt)"
done
# Each picture is a PNG of a window's size, not a sliver.
for picture in $made; do
    size=$(od -An -tu1 -j16 -N8 "$manual/$picture" | awk '{ print ($3*256+$4) " " ($7*256+$8) }')
    read -r w h <<<"$size"
    [ "$w" -ge 300 ] && [ "$h" -ge 200 ] || fail "$picture is only $w x $h"
done
[ $failures = 0 ] && echo "manual: $(echo $pages | wc -w) pages, $(echo "$made" | wc -l) pictures, each shown"
exit $((failures != 0))
