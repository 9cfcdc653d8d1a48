#!/usr/bin/env bash
# Differential conformance: runs each case under our executor (BUILD_DIR/tests/pyexec)
# and compares it with what CPython did when record.sh recorded the case:
#   stdout byte for byte (NAME.out), the exit status (NAME.exit), and for an
#   uncaught exception the last line of stderr (NAME.err, "KeyError: 'b'"), or all of
#   it when the case asks for that (NAME.tb: the ^^^ markers).
#
# usage: tests/conformance/run.sh BUILD_DIR [DIR]     (DIR defaults to cases/)
# Prints a diff for each failure and ends with "conformance: N passed, N failed".
# If PASSED_LIST is set, the name of each passing case is appended to that file
# (promote.sh uses it).
set -uo pipefail

build=${1:?usage: run.sh BUILD_DIR [DIR]}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "${2:-$here/cases}" && pwd) || exit 2
case_timeout=${CASE_TIMEOUT:-10} # seconds; a hang counts as a failure
# CPython imports any module, so the cases run with every native module authorised
# (the allowlist itself is the attack corpus's business).
export PYEXEC_IMPORTS=${PYEXEC_IMPORTS:-*}

shopt -s nullglob
cases=("$dir"/*.py)
passed=0
failed=0
if [ ${#cases[@]} -gt 0 ]; then
  pyexec=$(cd "$build" 2>/dev/null && pwd)/tests/pyexec
  if [ ! -x "$pyexec" ]; then
    echo "run.sh: $pyexec is missing: build it first" >&2
    exit 2
  fi
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
fi

for py in "${cases[@]}"; do
  name=${py##*/}
  name=${name%.py}
  (cd "$dir" && timeout "$case_timeout" "$pyexec" "$name.py" >"$tmp/out" 2>"$tmp/err" </dev/null)
  rc=$?
  want_rc=missing
  [ -f "$dir/$name.exit" ] && want_rc=$(<"$dir/$name.exit")
  problems=()
  if [ "$rc" -eq 124 ]; then
    problems+=("timed out after ${case_timeout}s")
  elif [ "$rc" -gt 128 ]; then
    problems+=("crashed: killed by signal $((rc - 128)) (stderr: $(tail -n 1 "$tmp/err"))")
  elif [ "$rc" -gt 1 ]; then
    problems+=("crashed: exit status $rc (stderr: $(tail -n 1 "$tmp/err"))")
  elif [ "$rc" != "$want_rc" ]; then
    problems+=("exit status $rc, expected $want_rc (stderr: $(tail -n 1 "$tmp/err"))")
  fi
  if ! cmp -s "$dir/$name.out" "$tmp/out"; then
    problems+=("stdout differs (--- expected, +++ pyexec):")
  fi
  if [ "$rc" -eq 1 ] && [ -f "$dir/$name.err" ]; then
    want_err=$(<"$dir/$name.err")
    got_err=$(tail -n 1 "$tmp/err")
    [ "$got_err" = "$want_err" ] || problems+=("exception line differs: expected [$want_err], got [$got_err]")
  fi
  if [ "$rc" -eq 1 ] && [ -f "$dir/$name.tb" ] && ! cmp -s "$dir/$name.tb" "$tmp/err"; then
    problems+=("traceback differs: $(diff "$dir/$name.tb" "$tmp/err" | head -n 8 | tr '\n' '|')")
  fi
  if [ ${#problems[@]} -eq 0 ]; then
    passed=$((passed + 1))
    if [ -n "${PASSED_LIST:-}" ]; then echo "$name" >>"$PASSED_LIST"; fi
    continue
  fi
  failed=$((failed + 1))
  echo "FAIL $name"
  printf '  %s\n' "${problems[@]}"
  if ! cmp -s "$dir/$name.out" "$tmp/out"; then
    diff -u --label expected --label pyexec "$dir/$name.out" "$tmp/out" | tail -n +3 | head -n 20 | sed 's/^/  /'
  fi
done

echo "conformance: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
