#!/usr/bin/env bash
# The Debian package that ./dev package makes: named mazeworks_VERSION_ARCH.deb, depending on
# the libraries the programs link (as dpkg-shlibdeps finds them), holding under /usr exactly
# the files that `cmake --install` puts in a prefix. (Where dpkg-shlibdeps and file are.)
#
#   check-package.sh BUILD-DIR VERSION EDITOR(ON|OFF)
set -uo pipefail
build=$1 version=$2 editor=$3
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
if ! command -v dpkg-shlibdeps >/dev/null || ! command -v file >/dev/null; then
    echo "no dpkg-shlibdeps or file (dpkg-dev, file): no package made"
    exit 0
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

(cd "$build" && cpack -G DEB -B "$scratch/out") >"$scratch/cpack.log" 2>&1 || { cat "$scratch/cpack.log" >&2; fail "cpack -G DEB"; exit 1; }
arch=$(dpkg --print-architecture)
deb=$scratch/out/mazeworks_${version}_$arch.deb
[ -f "$deb" ] || { fail "no $(basename "$deb"): $(ls "$scratch/out")"; exit 1; }

[ "$(dpkg-deb -f "$deb" Package)" = mazeworks ] || fail "the package is not named mazeworks"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "the package's version is not $version"
depends=$(dpkg-deb -f "$deb" Depends)
needed=(libc6 libstdc++6 libqt6core6 libqt6gui6 zlib1g libzstd1)
[ "$editor" = ON ] && needed+=(libqt6widgets6 libqt6multimedia6)
for library in "${needed[@]}"; do
    [[ ", $depends," == *", $library "* || ", $depends," == *", $library,"* ]] || fail "Depends lacks $library: $depends"
done

# The same files as an install into a prefix.
cmake --install "$build" --prefix "$scratch/usr" >/dev/null 2>&1 || fail "cmake --install"
packed=$(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' | sed 's|^\./usr/||' | sort)
installed=$(cd "$scratch/usr" && find . -type f | sed 's|^\./||' | sort)
[ "$packed" = "$installed" ] || fail "the package holds other files than the install: $(diff <(echo "$installed") <(echo "$packed") | grep '^[<>]' | head -5 | tr '\n' ' ')"

[ $failures = 0 ] && echo "package: $(basename "$deb"), $(echo "$packed" | wc -l) files, Depends: $depends"
exit $((failures != 0))
