#!/usr/bin/env bash
# A playtest split over a Slurm cluster: submits a job array of N shards
# (tools/slurm/playtest-array.sbatch) and a merge that waits for all of them to succeed
# (tools/slurm/playtest-merge.sbatch, --dependency=afterok). docs/slurm.md says more.
#
#   tools/slurm/playtest.sh --out DIR [--shards N] [--cpus-per-task C] [--wait [--timeout S]]
#                           FILE... [playtest options] [-- merge options]
#
#   --out DIR          where the shards, the logs and the report go (on a file system every
#                      node sees); the shards and report of an earlier run there are removed
#   --shards N         the number of array tasks (4 by default)
#   --cpus-per-task C  CPUs for each task, each playing on that many threads (1 by default)
#   --wait             wait for the merge, print the report, exit with the merge's status
#                      (0, 1 for a gate that failed, 2 for shards that do not belong together;
#                      1 too when a shard failed and the merge never ran, naming the shard)
#   --timeout S        with --wait: cancel both jobs and fail after S seconds
#
# The playtest options (--games, --seed, --pilot, --rules, --seconds) go to every shard; the
# options after -- go to mazeworks-cli playtest-merge (--json, --require EXPR, --junit XML).
# sbatch's own variables choose the rest (SBATCH_PARTITION, SBATCH_ACCOUNT, SBATCH_TIMELIMIT).
# mazeworks-cli is $MAZEWORKS_CLI, else the one on PATH, else this repository's build.
# Without --wait, prints the two job ids.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)

usage() { sed -n '2,/^set /{/^#/p}' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

out='' shards=4 cpus=1 wait=0 timeout=0
while [ $# -gt 0 ]; do
    case $1 in
        --out) out=$2; shift 2 ;;
        --shards) shards=$2; shift 2 ;;
        --cpus-per-task) cpus=$2; shift 2 ;;
        --wait) wait=1; shift ;;
        --timeout) timeout=$2; shift 2 ;;
        -h | --help) usage ;;
        *) break ;;
    esac
done
{ [ -n "$out" ] && [ $# -gt 0 ]; } || usage
[[ $shards =~ ^[1-9][0-9]*$ ]] || { echo "playtest.sh: --shards wants a whole number above 0, not \"$shards\"" >&2; exit 2; }
playtest=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do playtest+=("$1"); shift; done
[ $# -gt 0 ] && shift
merge=("$@")

if [ -z "${MAZEWORKS_CLI:-}" ]; then
    if command -v mazeworks-cli >/dev/null; then
        MAZEWORKS_CLI=$(command -v mazeworks-cli)
    elif [ -x "$HERE/../../build/app/mazeworks-cli" ]; then
        MAZEWORKS_CLI=$(cd "$HERE/../../build/app" && pwd)/mazeworks-cli
    else
        echo "playtest.sh: no mazeworks-cli (set MAZEWORKS_CLI)" >&2
        exit 2
    fi
fi
export MAZEWORKS_CLI

mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -f "$out"/shard-*.json "$out"/shard-*.json.part "$out"/shard-*.log "$out"/report.json "$out"/report.txt \
    "$out"/report.*.part "$out"/merge.status "$out"/merge.log

array=$(sbatch --parsable --array="1-$shards" --cpus-per-task="$cpus" --output="$out/shard-%a.log" \
    "$HERE/playtest-array.sbatch" "$out" "${playtest[@]}")
array=${array%%;*}
merge_job=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes --output="$out/merge.log" \
    "$HERE/playtest-merge.sbatch" "$out" "$shards" "${merge[@]}")
merge_job=${merge_job%%;*}
echo "playtest.sh: shards job $array (1-$shards), merge job $merge_job, in $out" >&2
[ "$wait" = 1 ] || { echo "$array $merge_job"; exit 0; }

# Waited for in the queue rather than with sbatch --wait, which says 0 for a merge that a
# failed shard cancelled; what the merge wrote says how it went.
start=$SECONDS
while [ -n "$(squeue -h -j "$array,$merge_job" -o %i 2>/dev/null)" ]; do
    if [ "$timeout" != 0 ] && [ $((SECONDS - start)) -ge "$timeout" ]; then
        scancel "$array" "$merge_job" 2>/dev/null || true
        echo "playtest.sh: not done after $timeout s; jobs $array and $merge_job cancelled" >&2
        exit 1
    fi
    sleep 1
done
if [ ! -f "$out/merge.status" ]; then
    for ((k = 1; k <= shards; k++)); do
        if [ ! -f "$out/shard-$k.json" ]; then
            echo "playtest.sh: shard $k of $shards failed ($out/shard-$k.log):" >&2
            tail -n 5 "$out/shard-$k.log" >&2 2>/dev/null || true
        fi
    done
    echo "playtest.sh: the merge did not run" >&2
    exit 1
fi
status=$(cat "$out/merge.status")
for report in "$out/report.json" "$out/report.txt"; do
    [ -f "$report" ] && cat "$report"
done
[ "$status" = 0 ] || tail -n 5 "$out/merge.log" >&2
exit "$status"
