#!/usr/bin/env bash
# A real one-node Slurm cluster on this machine, from Debian's packages (slurm-wlm, munge), for
# trying the playtest job array (tools/slurm/playtest-*.sbatch) and for its test. Run as root
# (the daemons are; with sudo otherwise). No systemd: munged, slurmctld and slurmd are started
# directly, each with its configuration, state, spool, sockets and logs in one folder of ours,
# so nothing under /etc, /run or /var is touched and the machine's own Slurm, if any, is left be.
#
#   tools/slurm/cluster.sh start         install what is missing, start the cluster, wait for its
#                                        node to be idle; prints the line that points the Slurm
#                                        commands at it (export SLURM_CONF=...)
#   tools/slurm/cluster.sh stop          cancel every job, stop the daemons, remove the folder
#   tools/slurm/cluster.sh status        the daemons, the node and the queue
#   tools/slurm/cluster.sh run CMD...    start, run CMD with SLURM_CONF set, stop (whatever
#                                        CMD's fate); exits with CMD's status
#
# The folder is $MAZEWORKS_SLURM_DIR (default /tmp/mazeworks-slurm), readable by all so that
# any user may submit jobs; slurmctld is reached at 127.0.0.1 port $MAZEWORKS_SLURM_PORT
# (default 16817) and slurmd at the next port, away from a real cluster's 6817 and 6818. The
# node is this host ($(hostname -s)) with nproc CPUs, 90% of its memory, in the partition
# "mazeworks".
set -euo pipefail

DIR=${MAZEWORKS_SLURM_DIR:-/tmp/mazeworks-slurm}
PORT=${MAZEWORKS_SLURM_PORT:-16817}
PACKAGES=(slurm-wlm munge)

say() { echo "cluster: $*" >&2; }

need() { # as ./dev's need: the Debian packages that are missing, with sudo when not root
    local missing=()
    for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=
    [ "$(id -u)" = 0 ] || sudo=sudo
    say "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}" >&2 \
        || { $sudo apt-get -o DPkg::Lock::Timeout=600 update -q >&2 \
             && $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}" >&2; }
}

# The pid a daemon wrote, if that process is still there.
running() { # NAME
    local pid
    [ -s "$DIR/$1.pid" ] || return 1
    pid=$(cat "$DIR/$1.pid")
    [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && echo "$pid"
}

# Processes left by the jobs of this cluster (a batch job carries our SLURM_CONF in its
# environment): after the jobs are cancelled there should be none.
leftovers() {
    local env p vars
    for env in /proc/[0-9]*/environ; do
        p=${env#/proc/}
        p=${p%/environ}
        [ "$p" = $$ ] && continue
        { vars=$(tr '\0' '\n' <"$env"); } 2>/dev/null || continue
        if grep -qx "SLURM_CONF=$DIR/slurm.conf" <<<"$vars" && grep -q '^SLURM_JOB_ID=' <<<"$vars"; then
            echo "$p"
        fi
    done
}

# Whether $DIR is a folder this script made (or is not there yet): nothing else is removed.
ours() {
    [ ! -e "$DIR" ] && return 0
    head -n 1 "$DIR/slurm.conf" 2>/dev/null | grep -q '^# Written by tools/slurm/cluster.sh' && return 0
    [ -d "$DIR" ] && [ -z "$(ls -A "$DIR")" ]
}

stop_daemon() { # NAME
    local pid i
    pid=$(running "$1") || return 0
    kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < 100; i++)); do
        kill -0 "$pid" 2>/dev/null || return 0
        sleep 0.1
    done
    say "$1 ($pid) did not stop in 10 s; killing it"
    kill -KILL "$pid" 2>/dev/null || true
}

stop() {
    local i pids=() jobs=()
    [ -d "$DIR" ] || { say "no cluster in $DIR"; return 0; }
    ours || { say "$DIR is not a cluster of this script's; left alone"; return 1; }
    export SLURM_CONF=$DIR/slurm.conf
    # The jobs first: a job's slurmstepd outlives slurmd, so it is cancelled while slurmctld
    # and slurmd are there to end it.
    if running slurmctld >/dev/null; then
        mapfile -t jobs < <(squeue -h -o %A 2>/dev/null)
        [ ${#jobs[@]} -eq 0 ] || scancel --quiet "${jobs[@]}" 2>/dev/null || true
        for ((i = 0; i < 100; i++)); do
            [ -z "$(squeue -h -o %A 2>/dev/null)" ] && break
            sleep 0.1
        done
    fi
    stop_daemon slurmd
    stop_daemon slurmctld
    stop_daemon munged
    # Anything a job started that outlived it (killed by its id: only our jobs' processes).
    mapfile -t pids < <(leftovers)
    if [ ${#pids[@]} -gt 0 ]; then
        say "ending what the jobs left: ${pids[*]}"
        kill -KILL "${pids[@]}" 2>/dev/null || true
    fi
    rm -rf "$DIR"
    say "stopped"
}

write_conf() {
    local host cpus mem
    host=$(hostname -s)
    cpus=$(nproc)
    mem=$(awk '/^MemTotal:/ { printf "%d", $2 / 1024 * 0.9 }' /proc/meminfo)
    cat >"$DIR/slurm.conf" <<CONF
# Written by tools/slurm/cluster.sh: one node, this machine, everything under $DIR.
ClusterName=mazeworks
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$PORT
SlurmdPort=$((PORT + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$DIR/munge/munge.socket
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool/%n
SlurmctldPidFile=$DIR/slurmctld.pid
SlurmdPidFile=$DIR/slurmd.pid
SlurmctldLogFile=$DIR/log/slurmctld.log
SlurmdLogFile=$DIR/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
PlugStackConfig=$DIR/plugstack.conf
# No cgroups (a container has none to give), no accounting database, no mail.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
MailProg=/bin/true
# A job gets cores; several jobs share the node. A dependency that can no longer be met
# (an array task failed before an afterok job) cancels the waiting job instead of leaving it.
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
DependencyParameters=kill_invalid_depend
SchedulerParameters=sched_interval=2
ReturnToService=2
SlurmdParameters=config_overrides
MinJobAge=600
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=mazeworks Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
    : >"$DIR/plugstack.conf"
}

start() {
    local i state
    if [ "$(id -u)" != 0 ]; then
        exec sudo --preserve-env=MAZEWORKS_SLURM_DIR,MAZEWORKS_SLURM_PORT "$0" start
    fi
    need "${PACKAGES[@]}"
    if running slurmctld >/dev/null || running slurmd >/dev/null || running munged >/dev/null; then
        say "a cluster is already running in $DIR (tools/slurm/cluster.sh stop first)"
        return 1
    fi
    ours || { say "$DIR is there and is not a cluster of this script's (set MAZEWORKS_SLURM_DIR)"; return 1; }
    rm -rf "$DIR"
    # A failure half way stops what had started.
    trap 'status=$?; [ $status = 0 ] || { say "start failed; stopping"; stop; }; exit $status' EXIT
    mkdir -p "$DIR"/{munge,state,spool,log}
    chmod 755 "$DIR" "$DIR/munge"
    export SLURM_CONF=$DIR/slurm.conf
    write_conf

    # munge: a key of our own, read by our munged only.
    dd if=/dev/urandom of="$DIR/munge/munge.key" bs=1024 count=1 status=none
    chmod 400 "$DIR/munge/munge.key"
    munged --force --key-file="$DIR/munge/munge.key" --socket="$DIR/munge/munge.socket" \
        --pid-file="$DIR/munged.pid" --log-file="$DIR/log/munged.log" --seed-file="$DIR/munge/munged.seed"
    for ((i = 0; i < 50; i++)); do [ -S "$DIR/munge/munge.socket" ] && break; sleep 0.1; done
    munge --socket="$DIR/munge/munge.socket" -n | unmunge --socket="$DIR/munge/munge.socket" >/dev/null \
        || { say "munged does not answer (log: $DIR/log/munged.log)"; return 1; }

    slurmctld -f "$SLURM_CONF" -c
    slurmd -f "$SLURM_CONF" -N "$(hostname -s)"
    for ((i = 0; i < 600; i++)); do
        state=$(sinfo -h -n "$(hostname -s)" -o %t 2>/dev/null || true)
        [ "$state" = idle ] && break
        # A daemon that could not start (a port taken, say) has gone: no use waiting.
        if ! running slurmctld >/dev/null || ! running slurmd >/dev/null; then break; fi
        sleep 0.1
    done
    if [ "$state" != idle ]; then
        say "the node is \"${state:-not there}\" after $((i / 10)) s, not idle"
        tail -n 20 "$DIR/log/slurmctld.log" "$DIR/log/slurmd.log" >&2 || true
        return 1
    fi
    trap - EXIT
    say "up: node $(hostname -s), $(nproc) CPUs, partition mazeworks; logs in $DIR/log"
    echo "export SLURM_CONF=$DIR/slurm.conf"
}

status() {
    local name pid
    [ -d "$DIR" ] || { say "no cluster in $DIR"; return 3; }
    for name in munged slurmctld slurmd; do
        if pid=$(running "$name"); then echo "$name: running ($pid)"; else echo "$name: not running"; fi
    done
    export SLURM_CONF=$DIR/slurm.conf
    sinfo || return 1
    squeue
}

command=${1:-help}
shift || true
case $command in
    start) start ;;
    stop)
        [ "$(id -u)" = 0 ] || exec sudo --preserve-env=MAZEWORKS_SLURM_DIR,MAZEWORKS_SLURM_PORT "$0" stop
        stop
        ;;
    status) status ;;
    run)
        [ $# -gt 0 ] || { say "run: no command"; exit 2; }
        "$0" start >/dev/null
        trap '"$0" stop' EXIT
        export SLURM_CONF=$DIR/slurm.conf
        status=0
        "$@" || status=$?
        exit $status
        ;;
    help | -h | --help) sed -n '2,/^set /{/^#/p}' "$0" | sed 's/^# \{0,1\}//' ;;
    *)
        say "unknown command \"$command\" (start, stop, status, run CMD...)"
        exit 2
        ;;
esac
