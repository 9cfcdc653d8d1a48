#!/usr/bin/env bash
# Runs smolagents' own agent tests (tests/test_agents.py, test_monitoring.py,
# test_memory.py) twice: with CodeAgent's LocalPythonExecutor as shipped, and with
# WardenExecutor swapped in through a real `warden serve`, and prints both counts.
# Not run by CI: it needs smolagents' source (github.com/huggingface/smolagents) and
# Debian's python3-pytest, -jinja2, -rich, -requests, -pil, -dotenv and -pandas.
# huggingface_hub is not in Debian: a stub stands in for it, for import only.
#
#   tests/smolagents/run-local.sh SMOLAGENTS_CHECKOUT [BUILD_DIR]
set -uo pipefail
smol=$(realpath "${1:?usage: run-local.sh SMOLAGENTS_CHECKOUT [BUILD_DIR]}")
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=$(realpath "${2:-$repo/build}")
python=/usr/bin/python3

packages="python3-pytest python3-jinja2 python3-rich python3-requests python3-pil python3-dotenv python3-pandas"
missing=$(for p in $packages; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get install -y $missing || exit 1
  else
    echo "run-local.sh: as root: apt-get install -y" $missing >&2
    exit 1
  fi
fi

work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
mkdir -p "$work/stubs/huggingface_hub"
cp "$here/huggingface_hub_stub.py" "$work/stubs/huggingface_hub/__init__.py"
cp "$here/warden_swap.py" "$work/stubs/warden_swap.py"

"$build/warden" serve --socket "$work/w.sock" >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 100); do [ -S "$work/w.sock" ] && break; sleep 0.1; done

run() { # LABEL [ENV...] -> prints "LABEL: N passed, N failed, ..."
  local label=$1; shift
  (cd "$smol" && env "$@" PYTHONPATH="$smol/src:$work/stubs:$repo/clients/python" \
     WARDEN_SOCKET="$work/w.sock" "$python" -m pytest -q -p no:cacheprovider -p warden_swap \
     tests/test_agents.py tests/test_monitoring.py tests/test_memory.py) >"$work/$label.log" 2>&1
  echo "$label: $(tail -n 1 "$work/$label.log")"
  cp "$work/$label.log" "${TMPDIR:-/tmp}/smolagents-$label.log"
}
run LocalPythonExecutor WARDEN_SWAP=0
run WardenExecutor WARDEN_SWAP=1
echo "logs: ${TMPDIR:-/tmp}/smolagents-LocalPythonExecutor.log, ${TMPDIR:-/tmp}/smolagents-WardenExecutor.log"
