#!/usr/bin/env bash
# Runs the output-limits demo from a fresh clone with only Node 20+ and npm: installs the pinned
# pnpm and the locked dependencies, then runs examples/src/demo.ts. Works from any directory.
#   bash scripts/demo.sh            generateText
#   bash scripts/demo.sh --stream   streamText
# With OPENAI_API_KEY set the agent is openai('gpt-4o-mini') (or OPENAI_MODEL); without it, a
# scripted mock model.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if ! command -v node >/dev/null 2>&1; then
  echo "demo.sh: Node.js 20 or newer is needed (node was not found on PATH)." >&2
  exit 1
fi
major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$major" -lt 20 ]; then
  echo "demo.sh: Node.js 20 or newer is needed; this is $(node --version)." >&2
  exit 1
fi

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
echo "demo.sh: installing dependencies (pnpm 12.4.2, frozen lockfile)..." >&2
if ! install_log="$(npx --yes pnpm@12.4.2 install --frozen-lockfile 2>&1)"; then
  printf '%s\n' "$install_log" >&2
  echo "demo.sh: the install failed (output above)." >&2
  exit 1
fi

cd "$root/examples"
exec node --conditions=@output-limits/source --import tsx src/demo.ts "$@"
