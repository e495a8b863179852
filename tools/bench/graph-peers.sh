#!/usr/bin/env bash
# The subgoal graph against every peer of issue 35, in one run on this machine: per Moving AI
# map, each Grid-Based Path Planning Competition planner's index built once and timed, then
# three rounds in turn of ours (`path --scenario --algorithm subgoal` and `--algorithm auto`,
# each's queries apart from what it works out beforehand), the two competition planners'
# queries (their own timer) and Warthog's A*, JPS, JPS2, JPS+ and JPS2+ (its own per-query
# timer, its jump tables not counted). Prints one JSON
# line a measurement into OUT (default graph-peers.jsonl), then the medians as a table.
#
#   tools/bench/graph-peers.sh [MAZEWORKS_CLI]      (default build-release/app/mazeworks-cli)
#
# The peers come from ../shared/bench/peers: run-peers.sh and run-gppc.sh build them into
# /tmp/mazeworks-peers the first time (this script runs each once on arena2 to that end).
# maze512-1-0 runs every tenth query, as the issue does; PRE_TIMEOUT (240 s) bounds a
# planner's preprocessing (JP + CH does not finish on random512-10-0); MAPS names fewer maps.
# Run nothing else meanwhile: all eight take about a quarter of an hour.

set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CLI=${1:-$ROOT/build-release/app/mazeworks-cli}
SHARED=$ROOT/../shared
M=$SHARED/data/movingai
PEERS=$SHARED/bench/peers
G=/tmp/mazeworks-peers/gppc
WT=/tmp/mazeworks-peers/warthog-build
OUT=${OUT:-graph-peers.jsonl}
[ -x "$CLI" ] || { echo "no $CLI: ./dev bench builds it" >&2; exit 2; }
if [ ! -x "$WT/warthog-jps" ] || [ ! -x "$G/subgoal-fast/run" ] || [ ! -x "$G/sgch-jpd/run" ]; then
  "$PEERS/run-peers.sh" "$M/arena2.map" "$M/arena2.map.scen" 8 >/dev/null
  "$PEERS/run-gppc.sh" "$M/arena2.map" "$M/arena2.map.scen" >/dev/null
fi
: >"$OUT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
awk 'NR==1 || (NR-2)%10==0' "$M/maze512-1-0.map.scen" >"$work/maze512-10th.scen"
for map in ${MAPS:-arena arena2 Berlin_0_512 AcrosstheCape 8room_000 random512-10-0 maze512-1-0 rmtst01}; do
  scen=$M/$map.map.scen
  [ "$map" = maze512-1-0 ] && scen=$work/maze512-10th.scen
  declare -A index=()
  for peer in subgoal-fast sgch-jpd; do
    dir=$work/$peer-$map
    mkdir -p "$dir/index_data"
    t0=$(date +%s%N)
    if (cd "$dir" && timeout "${PRE_TIMEOUT:-240}" "$G/$peer/run" -pre "$M/$map.map" "$scen" >/dev/null 2>&1); then
      echo "{\"map\":\"$map\",\"who\":\"$peer\",\"pre\":$(( ($(date +%s%N) - t0) / 1000000 ))e-3}" >>"$OUT"
      index[$peer]=$dir
    else
      echo "{\"map\":\"$map\",\"who\":\"$peer\",\"pre\":null}" >>"$OUT"
    fi
  done
  for round in 1 2 3; do
    "$CLI" path "$M/$map.map" --scenario "$scen" --algorithm subgoal --json | python3 -c '
import json, sys
p = json.load(sys.stdin)
print(json.dumps({"map": sys.argv[1], "who": "ours-subgoal", "round": int(sys.argv[2]), "q": p["seconds"] - p["preprocess_seconds"],
                  "pre": p["preprocess_seconds"], "mism": p["mismatches"], "bytes": p["preprocess_bytes"]}))' "$map" "$round" >>"$OUT"
    "$CLI" path "$M/$map.map" --scenario "$scen" --algorithm auto --json | python3 -c '
import json, sys
p = json.load(sys.stdin)
pre = p.get("preprocess_seconds", 0.0)
print(json.dumps({"map": sys.argv[1], "who": "ours-auto", "round": int(sys.argv[2]), "q": p["seconds"] - pre, "pre": pre,
                  "alg": p["algorithm"], "mism": p["mismatches"]}))' "$map" "$round" >>"$OUT"
    for peer in subgoal-fast sgch-jpd; do
      dir=${index[$peer]:-}
      [ -n "$dir" ] || continue
      (cd "$dir" && timeout 300 "$G/$peer/run" -run "$M/$map.map" "$scen" >/dev/null 2>&1) || continue
      python3 -c '
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1])))
bad = sum(abs(float(r["path_length"]) - float(r["ref_length"])) > 1e-3 * max(1.0, float(r["ref_length"])) for r in rows)
print(json.dumps({"map": sys.argv[2], "who": sys.argv[3], "round": int(sys.argv[4]),
                  "q": sum(float(r["time_cost"]) for r in rows) / 1e9, "mism": bad}))' "$dir/result.csv" "$map" "$peer" "$round" >>"$OUT"
    done
    for alg in astar jps jps2 jps+ jps2+; do
      prog=$WT/warthog-jps
      [ "$alg" = astar ] && prog=$WT/extern/warthog-core/warthog
      "$prog" --alg "$alg" --scen "$scen" --map "$M/$map.map" 2>/dev/null | awk -F'\t' -v map="$map" -v who="warthog-$alg" -v r="$round" '
        NR > 1 { n++; s += $8; d = $10 - $11; if (d < 0) d = -d; m0 = ($11 > 1) ? $11 : 1; if (d > 1e-5 * m0) bad++ }
        END { printf "{\"map\":\"%s\",\"who\":\"%s\",\"round\":%d,\"q\":%.6f,\"mism\":%d}\n", map, who, r, s / 1e9, bad }' >>"$OUT"
    done
  done
  unset index
  echo "$map done" >&2
done
python3 - "$OUT" <<'PY'
import collections, json, statistics, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
runs, pre = collections.defaultdict(list), {}
for r in rows:
    if "round" in r: runs[(r["map"], r["who"])].append(r)
    else: pre[(r["map"], r["who"])] = r["pre"]
print("| map | who | queries (median of 3) | preprocessing | mismatches |")
print("|---|---|---|---|---|")
for (m, who), rs in runs.items():
    q = statistics.median(r["q"] for r in rs)
    p = statistics.median(r["pre"] for r in rs) if "pre" in rs[0] else pre.get((m, who), "")
    p = f"{p:.3f}" if isinstance(p, float) else ("not done" if p is None else p)
    note = " (" + rs[0]["alg"] + ")" if "alg" in rs[0] else ""
    print(f"| {m} | {who}{note} | {q:.4f} | {p} | {max(r['mism'] or 0 for r in rs)} |")
PY
