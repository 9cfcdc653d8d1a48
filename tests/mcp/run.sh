#!/usr/bin/env bash
# Drives `warden mcp` through the official MCP TypeScript SDK. The SDK is
# installed with npm under the build folder (never committed); without node
# or a reachable npm registry the suite is skipped, saying why.
set -euo pipefail
build=${1:?usage: run.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
sdk=$(realpath "$build")/mcp-sdk
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "mcp sdk: skipped: node or npm is not installed"
    exit 0
fi
if [ ! -f "$sdk/node_modules/@modelcontextprotocol/sdk/package.json" ]; then
    mkdir -p "$sdk"
    if ! npm install --prefix "$sdk" --no-audit --no-fund --silent @modelcontextprotocol/sdk \
        >"$sdk/npm.log" 2>&1; then
        echo "mcp sdk: skipped: npm could not install @modelcontextprotocol/sdk (see $sdk/npm.log)"
        exit 0
    fi
fi
exec node "$here/sdk_test.mjs" "$(realpath "$build/warden")" "$sdk"
