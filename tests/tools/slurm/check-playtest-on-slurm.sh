#!/usr/bin/env bash
# The playtest of a pack split over a real one-node Slurm cluster gives the report one run
# gives: tools/slurm/cluster.sh starts munged, slurmctld and slurmd on this machine,
# tools/slurm/playtest.sh submits the job array of four shards and the merge that waits for
# them with sbatch, and the merged report is compared with a single run's, byte for byte.
# A pack with a shard that fails leaves no report and says which shard; a gate that fails on
# the merged report is exit status 1; once stopped, the cluster leaves no process and no file
# behind. Run by ./dev slurm (as root: the daemons are).
#
#   check-playtest-on-slurm.sh [MAZEWORKS-CLI]   (default: build/app/mazeworks-cli)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
cli=$(realpath "${1:-$ROOT/build/app/mazeworks-cli}")
passed=0 failed=0
pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*" >&2; failed=$((failed + 1)); }
check() { # SENTENCE COMMAND...
    local sentence=$1
    shift
    if "$@"; then pass "$sentence"; else fail "$sentence"; fi
}

[ "$(id -u)" = 0 ] || { echo "check-playtest-on-slurm: run as root (the Slurm daemons are)" >&2; exit 2; }
[ -x "$cli" ] || { echo "check-playtest-on-slurm: no $cli (build mazeworks-cli first)" >&2; exit 2; }
scratch=$(mktemp -d)
export MAZEWORKS_SLURM_DIR=$scratch/cluster MAZEWORKS_CLI=$cli
cluster=$ROOT/tools/slurm/cluster.sh
trap '"$cluster" stop >/dev/null 2>&1; rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1

# The shipped levels as a pack (a folder), few games: enough for every shard to play some of each.
levels=("$ROOT/resources/levels")
options=(--games 30 --seed 11 --pilot expert)

"$cli" playtest "${levels[@]}" "${options[@]}" --json >single.json 2>single.log \
    || { cat single.log >&2; fail "a single run of the pack plays"; }

conf=$("$cluster" start) || { fail "the cluster starts"; exit 1; }
eval "$conf"
pass "the cluster starts and its node is idle: $(sinfo -h -o '%n %t %c CPUs')"
daemons=$(cat "$MAZEWORKS_SLURM_DIR"/{munged,slurmctld,slurmd}.pid)

status=0
"$ROOT/tools/slurm/playtest.sh" --out run --shards 4 --wait --timeout 600 "${levels[@]}" "${options[@]}" -- --json \
    >merged.out 2>merged.log || status=$?
[ "$status" = 0 ] || cat merged.log run/*.log >&2
check "four shards and their merge, submitted with sbatch, succeed" test "$status" = 0
check "each of the four shards wrote its report" test -s run/shard-1.json -a -s run/shard-2.json -a -s run/shard-3.json -a -s run/shard-4.json
check "each shard ran as a task of the job array" grep -q 'shard 4 of 4 on' run/shard-4.log
check "a shard's report is not the whole run's" eval '! cmp -s run/shard-1.json single.json'
check "the merged report equals a single run byte for byte" cmp run/report.json single.json
check "playtest.sh prints the merged report" cmp merged.out single.json

# A shard that fails (a level that is not there): the merge never runs, no report is left
# that could pass for the pack's, and the failing shards are named.
status=0
"$ROOT/tools/slurm/playtest.sh" --out broken --shards 2 --wait --timeout 600 "$scratch/no-such-level.maze" \
    "${options[@]}" -- --json >broken.out 2>broken.log || status=$?
check "a pack whose shards fail is a failure" test "$status" != 0
check "a pack whose shards fail leaves no report" test ! -e broken/report.json
check "a pack whose shards fail names them" grep -q 'shard 1 of 2 failed' broken.log

# A gate that fails at the merge: the report is written all the same, and the failure is the
# merge's exit status 1, named.
status=0
"$ROOT/tools/slurm/playtest.sh" --out gated --shards 2 --wait --timeout 600 "${levels[@]}" --games 4 --seed 11 -- \
    --json --require 'mean_score>=99999999' >gated.out 2>gated.log || status=$?
check "a gate that fails on the merged report is exit status 1" test "$status" = 1
check "a gate that fails leaves the report, saying it did not hold" grep -q '"held":false' gated/report.json
check "a gate that fails is named" grep -q 'mean_score>=99999999' gated.log

"$cluster" stop 2>/dev/null
alive=
for pid in $daemons; do kill -0 "$pid" 2>/dev/null && alive="$alive $pid"; done
check "once stopped, no daemon of the cluster is left running" test -z "$alive"
check "once stopped, the cluster's folder is gone" test ! -e "$MAZEWORKS_SLURM_DIR"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
