#!/usr/bin/env bash
# Runs the script-driven suites after the Criterion ones: executor/'s dependency
# rule, the differential conformance corpus and the attack corpus, against the
# test-only executor CLI, and the Python client's tests against the real server.
# Cases still in pending/ are not run; they move to cases/ as they pass.
set -euo pipefail
build=${1:?usage: run-scripts.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
status=0
# executor/'s layers (executor/README.md): the rule holds, and the check can fail.
bash "$here/layout/check-deps.sh" --self-test || status=1
bash "$here/layout/check-deps.sh" || status=1
bash "$here/conformance/run.sh" "$build" || status=1
bash "$here/attacks/run.sh" "$build" || status=1
# The Python client and its smolagents executor, against a real warden serve.
WARDEN=$(realpath "$build/warden") /usr/bin/python3 "$here/python/run.py" || status=1
# The docs against the code: warden(1)'s options, bash completion, README's
# figures and jail table, and every example of README.md, docs/ and the man pages.
bash "$here/docs/man.sh" || status=1
bash "$here/docs/completion.sh" "$build" || status=1
/usr/bin/python3 "$here/docs/consistency.py" "$here/.." || status=1
bash "$here/docs/run-examples.sh" "$build" || status=1
# warden mcp through the official MCP TypeScript SDK (installed with npm).
bash "$here/mcp/run.sh" "$build" || status=1
exit $status
