#!/usr/bin/env bash
# Executor core benchmarks (issue 3): bench/executor/*.py (recursive fib, an integer
# loop, string building, dict insert and lookup, a list comprehension and sorts, bigint
# factorials) run by warden's executor (unjailed, BUILD/tests/pyexec) and by
# /usr/bin/python3, side by side. Each program runs ROUNDS times; the table gives the
# least user+system CPU time of a whole process (start-up included), which is steadier
# than wall time on a shared machine, and the ratio executor / CPython (lower is better).
#
#   bench/executor.sh [BUILD_DIR]          ROUNDS=5 by default
#   CALLGRIND=1 bench/executor.sh [BUILD]  instruction counts instead (valgrind), repeatable
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-5}
here=$(cd "$(dirname "$0")" && pwd)
pyexec=$(realpath "$build/tests/pyexec")
python=/usr/bin/python3

# The operation budget is for snippets, not benchmarks: lift it for these runs.
export PYEXEC_MAX_OPS=100000000000

"$python" - "$pyexec" "$rounds" "${CALLGRIND:-0}" "$here"/executor/*.py <<'PY'
import math, os, re, resource, subprocess, sys, tempfile

pyexec, rounds, callgrind, files = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4:]

def cpu(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), out

def instructions(cmd):
    with tempfile.NamedTemporaryFile() as f:
        subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + f.name] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        text = open(f.name).read()
    return int(re.search(r"^summary: (\d+)", text, re.M).group(1))

unit = "instructions (millions)" if callgrind else "CPU seconds, best of %d" % rounds
print("## Executor core vs CPython %s (%s)" % (sys.version.split()[0], unit))
print()
print("| program | what it does | CPython | executor | ratio |")
print("|---|---|---|---|---|")
ratios = []
for path in files:
    name = os.path.basename(path)[:-3]
    what = open(path).readline().lstrip("# ").strip()
    py_cmd, ex_cmd = ["/usr/bin/python3", "-I", path], [pyexec, path]
    if callgrind:
        py, ex = instructions(py_cmd) / 1e6, instructions(ex_cmd) / 1e6
        fmt = "%.0f"
    else:
        py_runs = [cpu(py_cmd) for _ in range(rounds)]
        ex_runs = [cpu(ex_cmd) for _ in range(rounds)]
        if py_runs[0][1] != ex_runs[0][1]:
            sys.exit("%s: the executor printed %r, CPython %r" % (name, ex_runs[0][1], py_runs[0][1]))
        py, ex = min(t for t, _ in py_runs), min(t for t, _ in ex_runs)
        fmt = "%.3f"
    ratio = ex / py if py else float("nan")
    ratios.append(ratio)
    print("| %s | %s | %s | %s | %.2f× |" % (name, what, fmt % py, fmt % ex, ratio))
geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
print()
print("Geometric mean of the ratios: %.2f× (target: each within 2×, none above 3×)." % geo)
PY
