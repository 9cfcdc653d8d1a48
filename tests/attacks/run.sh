#!/usr/bin/env bash
# Attack corpus: runs each case under BUILD_DIR/tests/pyexec --json with a limit
# of 10 s of CPU time (60 s of wall clock) and checks the result against the case's "# expect:" header (see
# README.md). A case fails if the result differs, if pyexec hangs, or if it
# crashes (killed by a signal or an exit status other than 0 or 1).
#
# usage: tests/attacks/run.sh BUILD_DIR [DIR]     (DIR defaults to cases/)
# Ends with "attacks: N passed, N failed". If PASSED_LIST is set, the name of
# each passing case is appended to that file (promote.sh uses it).
set -uo pipefail

build=${1:?usage: run.sh BUILD_DIR [DIR]}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "${2:-$here/cases}" && pwd) || exit 2
case_timeout=${CASE_TIMEOUT:-10}

shopt -s nullglob
cases=("$dir"/*.py)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ ${#cases[@]} -gt 0 ]; then
  pyexec=$(cd "$build" 2>/dev/null && pwd)/tests/pyexec
  if [ ! -x "$pyexec" ]; then
    echo "run.sh: $pyexec is missing: build it first" >&2
    exit 2
  fi
fi

# Run everything first, then check all results in one oracle process.
for py in "${cases[@]}"; do
  name=$(basename "$py" .py)
  # An optional "# imports: json io" line replaces the default allowlist for one case.
  imports=$(head -n 3 "$py" | sed -n 's/^# imports: *//p')
  # A hang is counted in CPU seconds (ulimit -t, then SIGXCPU), so that a busy
  # machine does not make a slow case a hung one; the wall clock, six times
  # longer, catches a case that blocks without spinning.
  (cd "$dir" && ulimit -S -t "$case_timeout" &&
    ${imports:+env PYEXEC_IMPORTS="$imports"} timeout -k 2 "$((case_timeout * 6))" "$pyexec" --json "$name.py" \
    >"$tmp/$name.json" 2>"$tmp/$name.stderr" </dev/null)
  echo $? >"$tmp/$name.rc"
done

/usr/bin/python3 -I "$here/check.py" "$dir" "$tmp" "$case_timeout"
