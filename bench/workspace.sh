#!/usr/bin/env bash
# Coding agents' commands: the spawn cost of the workspace profile (an
# idmapped project bind as root, Landlock) beside strict, and beside
# Anthropic's srt and codex's sandbox when they are installed; then the cost
# of an HTTP request through the egress proxy against a direct one.
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-300}
warden=$(realpath "$build/warden")
dir=$(mktemp -d /tmp/warden-bench-ws-XXXXXX)
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$dir"' EXIT
mkdir "$dir/proj"

rows=()
command -v srt >/dev/null && rows+=("srt /bin/true=srt /bin/true")
command -v codex >/dev/null && rows+=("codex sandbox -- /bin/true=codex sandbox -- /bin/true")
# The peers make namespaces and processes without cgroups; the first jail after
# them pays for it (a v1 cgroup move waits for an RCU grace period), so that
# jail is a row of its own and the two compared rows follow a jail.
rows+=("warden run -p strict -- /bin/true, right after the peers=$warden run -p strict -- /bin/true"
       "warden run -p strict -- /bin/true=$warden run -p strict -- /bin/true"
       "warden run -p workspace --workdir PROJ -- /bin/true=$warden run -p workspace --workdir $dir/proj -- /bin/true")
echo "## The workspace profile, $rounds rounds (load $(cut -d' ' -f1 /proc/loadavg))"
echo
"$build/bench/latency" "$rounds" 20 "${rows[@]}"
command -v srt >/dev/null || echo "(srt is not installed: npm install -g @anthropic-ai/sandbox-runtime)"
command -v codex >/dev/null || echo "(codex is not installed: npm install -g @openai/codex)"

# An HTTP server of our own on a loopback address; requests from python3,
# directly on the host and through the proxy from a jail, timed in-process.
echo hello >"$dir/index.html"
/usr/bin/python3 -m http.server 18080 --bind 127.0.0.2 --directory "$dir" >/dev/null 2>&1 &
server=$!
sleep 0.5
printf '[Profile]\nExtends=cpython\n[Network]\nAllowedDomains=127.0.0.2\nAllowedPorts=18080\n' \
  >"$dir/egress.conf"
client='import sys, time, urllib.request
n = 200
urllib.request.urlopen("http://127.0.0.2:18080/index.html").read()
t = time.perf_counter()
for _ in range(n):
    urllib.request.urlopen("http://127.0.0.2:18080/index.html").read()
print("%.3f" % ((time.perf_counter() - t) / n * 1000))'
direct=$(env -u HTTP_PROXY -u http_proxy /usr/bin/python3 -c "$client")
proxied=$("$warden" run -p "$dir/egress.conf" -- python3 -c "$client")
echo
echo "## An HTTP request through the egress proxy (200 sequential GETs, python3 urllib)"
echo
echo "| path | ms per request |"
echo "|---|---|"
echo "| direct, on the host | $direct |"
echo "| from a jail, through the egress proxy | $proxied |"
echo
echo "ratio: $(awk -v a="$proxied" -v b="$direct" 'BEGIN { printf "%.2f", a / b }')x"
