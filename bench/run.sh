#!/usr/bin/env bash
# Benchmarks: spawn-to-exit latency of warden against unshare and bwrap, run
# side by side in one process (bench/latency.c). Prints markdown tables.
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-300}
mkdir -p "$build/bench"
cc -O2 -Wall -o "$build/bench/latency" bench/latency.c
warden=$(realpath "$build/warden")

echo "## Spawn-to-exit latency, $rounds rounds (`nproc` cores, kernel $(uname -r))"
echo
"$build/bench/latency" "$rounds" 20 \
  "warden run -- /bin/true=$warden run -- /bin/true" \
  "unshare -Urnpmf true=unshare -Urnpmf true" \
  "bwrap --unshare-all --ro-bind / / true=bwrap --unshare-all --ro-bind / / true" \
  "/bin/true (no jail)=/bin/true"
