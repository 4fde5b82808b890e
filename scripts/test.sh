#!/usr/bin/env bash
# The whole test suite, from a fresh clone with only Node 20 and npm: installs the pinned pnpm and
# the locked dependencies, then type-checks, lints, builds (and loads the build), and tests every package.
# Redis-backed tests use REDIS_URL; when it is unset and `redis-server` is on PATH, a throwaway
# server is started on loopback for the run and stopped afterwards. Likewise the Redis Cluster tests
# use REDIS_CLUSTER_NODES (host:port,...), else a throwaway 3-primary/3-replica cluster
# (scripts/redis-cluster.sh); without redis-server they are skipped (and fail when CI=true).
# The durable-engine crash tests (packages/durable) start and stop their own Restate server (from the
# npm package) and PostgreSQL cluster (Debian's postgresql: initdb, as the postgres user when root);
# without PostgreSQL the DBOS tests are skipped, saying why (and fail when CI=true).
set -euo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 TURBO_NO_UPDATE_NOTIFIER=1
pnpm=(npx --yes pnpm@12.4.2)

"${pnpm[@]}" install --frozen-lockfile

redis_port=
redis_dir=
cluster_dir=
cleanup() {
  if [ -n "$redis_port" ]; then redis-cli -p "$redis_port" shutdown nosave >/dev/null 2>&1 || true; fi
  if [ -n "$redis_dir" ]; then rm -rf "$redis_dir"; fi
  if [ -n "$cluster_dir" ]; then bash scripts/redis-cluster.sh stop "$cluster_dir"; fi
}
trap cleanup EXIT

if [ -z "${REDIS_URL:-}" ] && command -v redis-server >/dev/null 2>&1; then
  redis_dir=$(mktemp -d)
  redis_port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --dir "$redis_dir" --daemonize yes \
    --pidfile "$redis_dir/redis.pid" --logfile "$redis_dir/redis.log"
  for _ in $(seq 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  export REDIS_URL="redis://127.0.0.1:$redis_port"
  echo "test.sh: started redis-server on $REDIS_URL for this run"
fi

if [ -z "${REDIS_CLUSTER_NODES:-}" ] && command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; then
  cluster_dir=$(mktemp -d)
  REDIS_CLUSTER_NODES=$(bash scripts/redis-cluster.sh start "$cluster_dir")
  export REDIS_CLUSTER_NODES
  echo "test.sh: started a Redis Cluster (3 primaries, 3 replicas) on $REDIS_CLUSTER_NODES for this run"
fi

"${pnpm[@]}" run typecheck
"${pnpm[@]}" run lint
# The packages as they would be published: build dist/, then load it without the source condition.
"${pnpm[@]}" run build
(cd examples && node --input-type=module < ../scripts/smoke-dist.mjs)

log=$(mktemp)
status=0
"${pnpm[@]}" run test 2>&1 | tee "$log" || status=$?

# One closing line for the whole run, added up from each package's vitest summary.
sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '
  / Tests  / { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^skipped/) s += $i } }
  END { printf "tests: %d passed, %d failed", p, f; if (s) printf ", %d skipped", s; printf "\n"; if (p == 0) exit 1 }' || {
  echo "test.sh: no test ran" >&2
  status=1
}
rm -f "$log"
exit "$status"
