#!/usr/bin/env bash
# Benchmarks: spawn-to-exit latency of warden against unshare and bwrap, run
# side by side in one process (bench/latency.c). Prints markdown tables.
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-300}
warden=$(realpath "$build/warden")

echo "## Spawn-to-exit latency, $rounds rounds (`nproc` cores, kernel $(uname -r))"
echo
"$build/bench/latency" "$rounds" 20 \
  "warden run -- /bin/true=$warden run -- /bin/true" \
  "unshare -Urnpmf true=unshare -Urnpmf true" \
  "bwrap --unshare-all --ro-bind / / true=bwrap --unshare-all --ro-bind / / true" \
  "/bin/true (no jail)=/bin/true"

echo
echo "## Bringing lo up in a fresh network namespace"
echo
"$build/bench/lo_up" 200
echo; bash "$(dirname "$0")/executor.sh" "$build"
echo; bash "$(dirname "$0")/modules_collections.sh" "$build"
echo; bash "$(dirname "$0")/modules_text.sh" "$build"
echo; bash "$(dirname "$0")/server.sh" "$build"
