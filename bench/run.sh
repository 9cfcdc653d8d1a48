#!/usr/bin/env bash
# Benchmarks: spawn-to-exit latency of warden against unshare and bwrap, run
# side by side in one process (bench/latency.c). Prints markdown tables.
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-300}
warden=$(realpath "$build/warden")

# `warden run` with a server to use: the same command line with $WARDEN_SOCKET
# set; --connect=SOCKET is that path without an env(1) exec in the way.
dir=$(mktemp -d /tmp/warden-bench-XXXXXX)
"$warden" serve --socket "$dir/w.sock" 2>"$dir/serve.log" &
server=$!
stop_server() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }
trap 'stop_server; rm -rf "$dir"' EXIT
for _ in $(seq 100); do [ -S "$dir/w.sock" ] && break; sleep 0.05; done
"$warden" run --connect="$dir/w.sock" -- /bin/true # the first command makes the pool wanted
sleep 0.3

echo "## Spawn-to-exit latency, $rounds rounds (`nproc` cores, kernel $(uname -r), load $(cut -d' ' -f1 /proc/loadavg))"
echo
"$build/bench/latency" "$rounds" 20 \
  "warden run -- /bin/true (a jail of its own)=$warden run -- /bin/true" \
  "warden run -- /bin/true (\$WARDEN_SOCKET: a warm jail of warden serve)=$warden run --connect=$dir/w.sock -- /bin/true" \
  "unshare -Urnpmf true=unshare -Urnpmf true" \
  "bwrap --unshare-all --ro-bind / / true=bwrap --unshare-all --ro-bind / / true" \
  "/bin/true (no jail)=/bin/true"
stop_server

echo
echo "## Bringing lo up in a fresh network namespace"
echo
"$build/bench/lo_up" 200
echo; bash "$(dirname "$0")/executor.sh" "$build"
echo; bash "$(dirname "$0")/modules_collections.sh" "$build"
echo; bash "$(dirname "$0")/modules_text.sh" "$build"
echo; bash "$(dirname "$0")/server.sh" "$build"
echo; bash "$(dirname "$0")/workspace.sh" "$build"
