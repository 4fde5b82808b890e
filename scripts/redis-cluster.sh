#!/usr/bin/env bash
# A throwaway Redis Cluster on loopback for the tests: 3 primaries and 3 replicas, no persistence.
#   bash scripts/redis-cluster.sh start <dir>   starts it (state, logs and pid files under <dir>) and
#                                               prints its nodes as host:port,host:port,...
#   bash scripts/redis-cluster.sh stop <dir>    kills the servers it started (by their pid files) and removes <dir>
# Every wait is bounded; a cluster that does not come up in time is stopped and the script fails.
set -euo pipefail

command=${1:?usage: redis-cluster.sh start|stop <dir>}
dir=${2:?usage: redis-cluster.sh start|stop <dir>}

stop() {
  for pidfile in "$dir"/*/redis.pid; do
    [ -f "$pidfile" ] && kill -9 "$(cat "$pidfile")" 2>/dev/null || true
  done
  rm -rf "$dir"
}

if [ "$command" = stop ]; then
  stop
  exit 0
fi
[ "$command" = start ] || { echo "redis-cluster.sh: unknown command $command" >&2; exit 2; }

# Six ports that are free, each with its cluster bus port (port + 10000) free too.
ports=$(node -e '
  const net = require("net");
  const free = (port) => new Promise((resolve) => { const s = net.createServer().once("error", () => resolve(false)).listen(port, "127.0.0.1", () => s.close(() => resolve(true))); });
  (async () => {
    const found = [];
    for (let tries = 0; found.length < 6 && tries < 500; tries++) {
      const port = 20000 + Math.floor(Math.random() * 25000);
      if (!found.includes(port) && (await free(port)) && (await free(port + 10000))) found.push(port);
    }
    if (found.length < 6) process.exit(1);
    console.log(found.join(" "));
  })();
')

trap 'status=$?; if [ $status -ne 0 ]; then stop; fi' EXIT
for port in $ports; do
  mkdir -p "$dir/$port"
  redis-server --bind 127.0.0.1 --port "$port" --cluster-enabled yes --cluster-config-file "$dir/$port/nodes.conf" \
    --cluster-node-timeout 2000 --save '' --appendonly no --dir "$dir/$port" --daemonize yes \
    --pidfile "$dir/$port/redis.pid" --logfile "$dir/$port/redis.log"
done
for port in $ports; do
  for _ in $(seq 100); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  redis-cli -p "$port" ping >/dev/null
done

nodes=()
for port in $ports; do nodes+=("127.0.0.1:$port"); done
timeout 60 redis-cli --cluster create "${nodes[@]}" --cluster-replicas 1 --cluster-yes >"$dir/create.log" 2>&1 || {
  cat "$dir/create.log" >&2
  exit 1
}
for port in $ports; do
  ok=
  for _ in $(seq 200); do
    if redis-cli -p "$port" cluster info 2>/dev/null | grep -q '^cluster_state:ok'; then ok=1; break; fi
    sleep 0.1
  done
  [ -n "$ok" ] || { echo "redis-cluster.sh: node $port did not reach cluster_state:ok in 20 s" >&2; exit 1; }
done
(IFS=,; echo "${nodes[*]}")
