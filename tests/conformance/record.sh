#!/usr/bin/env bash
# Records what CPython (/usr/bin/python3, the oracle) does with each conformance case.
#
# usage: tests/conformance/record.sh [--check] [DIR|FILE.py ...]
#   With no argument it records every case in cases/ and pending/.
#   For each NAME.py it writes, next to it:
#     NAME.out   stdout, byte for byte
#     NAME.exit  the exit status (0, or 1 for an uncaught exception)
#     NAME.err   only when the status is 1: the last line of stderr, i.e. the
#                exception line of the traceback ("KeyError: 'b'")
#     NAME.tb    only when the status is 1 and the case's first line is
#                '# traceback: full': the whole traceback, ^^^ markers included
#   --check writes nothing: it runs every case again and reports each one whose
#   result differs from what is recorded (a nondeterministic or stale case).
#
# Cases must be deterministic and stay inside the subset our executor allows,
# so a small lint refuses the dunder attributes the policy refuses (executor/dunder.c) and
# imports of modules it lacks.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
python=/usr/bin/python3
check=0
if [ "${1:-}" = --check ]; then check=1; shift; fi
[ $# -gt 0 ] || set -- "$here/cases" "$here/pending"

files=()
for arg in "$@"; do
  if [ -d "$arg" ]; then
    shopt -s nullglob
    files+=("$arg"/*.py)
    shopt -u nullglob
  else
    files+=("$arg")
  fi
done

# Runs one case the way run.sh runs pyexec: in the case's folder, stdin closed,
# with a clean environment (-I also ignores PYTHON* variables, so string hashing
# stays randomised and --check catches set-of-str order leaking into output).
run_case() { # DIR NAME OUT ERR -> exit status
  (cd "$1" && env -i PATH=/usr/bin:/bin LC_ALL=C.UTF-8 \
    timeout 60 "$python" -I "$2.py" >"$3" 2>"$4" </dev/null)
}

# The dunders that reach interpreter machinery, which the executor refuses.
refused='__(subclasses|globals|code|closure|builtins|import|loader|spec|reduce|reduce_ex'
refused+='|getattribute|setattr|delattr|init_subclass|class_getitem)__'
# The modules the executor implements natively (issue 5), one per executor/lib/mod_NAME.c.
modules='math|re|json|string|textwrap|csv|io|base64|hashlib|collections|itertools|functools'
modules+='|operator|heapq|bisect|copy|queue|stat|random|datetime|time|statistics|unicodedata'
modules+='|fractions|decimal|dataclasses|enum|typing|contextlib|hmac|calendar|asyncio|abc|secrets|traceback'
lint() { # FILE -> prints problems
  grep -nE "\\.$refused" "$1" | sed 's/^/  dunder attribute: /'
  # import a, b as c  |  from a import x   (each module of the list must be native)
  local one="($modules)(\\s+as\\s+\\w+)?"
  grep -nE '^\s*(import|from)\s' "$1" | grep -vE "^[0-9]+:\\s*(import $one(\\s*,\\s*$one)*|from ($modules) import .*)\\s*\$" | sed 's/^/  import: /'
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0
for py in "${files[@]}"; do
  dir=$(cd "$(dirname "$py")" && pwd)
  name=$(basename "$py" .py)
  problems=$(lint "$py")
  if [ -n "$problems" ]; then
    echo "LINT $name"; echo "$problems"; bad=$((bad + 1)); continue
  fi
  run_case "$dir" "$name" "$tmp/out" "$tmp/err"
  rc=$?
  if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then
    echo "BAD $name: CPython exited $rc"; tail -n 3 "$tmp/err" | sed 's/^/  /'; bad=$((bad + 1)); continue
  fi
  if [ "$rc" -eq 1 ]; then tail -n 1 "$tmp/err" >"$tmp/errline"; fi
  if [ $check -eq 1 ]; then
    same=1
    cmp -s "$tmp/out" "$dir/$name.out" || same=0
    [ "$rc" = "$(cat "$dir/$name.exit" 2>/dev/null)" ] || same=0
    if [ "$rc" -eq 1 ]; then cmp -s "$tmp/errline" "$dir/$name.err" || same=0; fi
    if [ $same -eq 0 ]; then
      echo "DIFFERS $name"; diff "$dir/$name.out" "$tmp/out" | head -n 10 | sed 's/^/  /'
      bad=$((bad + 1))
    fi
  else
    cp "$tmp/out" "$dir/$name.out"
    echo "$rc" >"$dir/$name.exit"
    if [ "$rc" -eq 1 ]; then cp "$tmp/errline" "$dir/$name.err"; else rm -f "$dir/$name.err"; fi
    # '# traceback: full' on a case's first line: the whole report is compared (NAME.tb),
    # with CPython's path of the file written as the executor names it
    if [ "$rc" -eq 1 ] && head -n 1 "$py" | grep -q '^# traceback: full'; then
      sed "s|File \"[^\"]*/$name.py\"|File \"<snippet>\"|" "$tmp/err" >"$dir/$name.tb"
    else
      rm -f "$dir/$name.tb"
    fi
  fi
done
echo "record: ${#files[@]} cases, $bad problems"
[ $bad -eq 0 ]
