#!/usr/bin/env bash
# The manual pages say what the programs do: every option in a --help appears in the manual
# page's part for it and every option there in the --help, for the command line's every command
# (and the list of commands itself) and for the editor; the bash completion offers the same
# commands and options; and man renders both pages without a warning, where man is installed.
#
#   check-manpages.sh MAZEWORKS-CLI MANDIR COMPLETION [MAZEWORKS]
set -uo pipefail
cli=$1 mandir=$2 completion=$3 editor=${4:-}
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# The options in some text: -x or --word, not inside a word (OUT-tiles.png, one-bend).
options() { grep -oP '(?<![\w$-])--?[a-z][a-z0-9-]*' | sort -u; }
# A manual page as text: the roff requests' words, without escapes and font changes.
plain() { sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\(.."//g' -e 's/^\.[A-Z][A-Z]* *//' "$1"; }
# The lines of a page's part: from ".SS NAME" (or ".SH NAME") to the next .SS or .SH.
part() { # PAGE KIND NAME
    awk -v kind="$2" -v name="$3" '
        /^\.S[HS] / { inside = ($1 == kind && $2 == name) ; next }
        inside' "$1"
}
same() { # WHAT EXPECTED FOUND
    local missing extra
    missing=$(comm -23 <(echo "$2") <(echo "$3") | tr '\n' ' ')
    extra=$(comm -13 <(echo "$2") <(echo "$3") | tr '\n' ' ')
    [ -z "${missing// /}" ] || fail "$1: missing $missing"
    [ -z "${extra// /}" ] || fail "$1: not in --help: $extra"
}

page=$mandir/mazeworks-cli.1
[ -f "$page" ] || fail "no $page"
help=$("$cli" --help) || fail "mazeworks-cli --help: exit $?"
commands=$(echo "$help" | sed -n '/^Commands:/,/^$/p' | awk 'NF && !/^Commands:/ { print $1 }' | sort)
[ -n "$commands" ] || fail "mazeworks-cli --help lists no command"
same "mazeworks-cli(1) COMMANDS" "$commands" "$(awk '/^\.SH/ { inside = ($2 == "COMMANDS"); next } inside && /^\.SS/ { print $2 }' "$page" | sort)"
same "mazeworks-cli(1) OPTIONS" "$(echo "$help" | sed '/^Commands:/,$d' | options | grep -v '^-h$')" \
    "$(part "$page" .SH OPTIONS | plain /dev/stdin | options)"
for command in $commands; do
    text=$("$cli" "$command" --help) || fail "mazeworks-cli $command --help: exit $?"
    want=$(echo "$text" | options | grep -vx -- '--help')
    same "mazeworks-cli(1) $command" "$want" "$(part "$page" .SS "$command" | plain /dev/stdin | options)"
    # The completion's options for the command: the word list of its case line.
    offered=$(grep -P "^\s+$command\) options=" "$completion" | grep -oP 'options="\K[^"]*' | tr ' ' '\n' | sort -u)
    same "completion $command" "$want" "$offered"
done
same "completion commands" "$commands" "$(grep -oP '^\s+local commands="\K[^"]*' "$completion" | tr ' ' '\n' | sort)"

if [ -n "$editor" ]; then
    epage=$mandir/mazeworks.1
    [ -f "$epage" ] || fail "no $epage"
    ehelp=$(env -u QT_QPA_PLATFORM -u DISPLAY -u WAYLAND_DISPLAY "$editor" --help) || fail "mazeworks --help: exit $?"
    same "mazeworks(1) OPTIONS" "$(echo "$ehelp" | options)" "$(part "$epage" .SH OPTIONS | plain /dev/stdin | options)"
fi

# Rendered as man shows them, with every warning groff has (none allowed).
if command -v man >/dev/null; then
    for p in "$mandir"/*.1; do
        warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings=all -l "$p" 2>&1 >/dev/null)
        [ -z "$warnings" ] || fail "man -l $p: $warnings"
        LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$p" 2>/dev/null | grep -q "^EXIT STATUS" || fail "man -l $p shows no EXIT STATUS"
    done
else
    echo "man is not installed: the pages were not rendered"
fi

[ $failures = 0 ] && echo "manual pages: every option of every --help, both ways; completion the same"
exit $((failures != 0))
