#!/usr/bin/env bash
# Executor core benchmarks (issues 3 and 13): bench/executor/*.py (recursive fib, an
# integer loop, strings, dicts, sorts, bigints, and the object-heavy ones: classes,
# attributes, methods, closures, generators, exceptions) run by warden's executor
# (unjailed, BUILD/tests/pyexec) and by /usr/bin/python3, side by side.
#
# The machine may be shared, so absolute times wander: each round runs CPython and the
# executor back to back (interleaved, so both see the same load), with each side's empty
# program in the same round, and the table gives medians of user+system CPU time. The
# compute-only ratio subtracts each side's empty-program start from its time, so it
# compares the interpreters and not their start-ups. Both sides must print the same.
#
#   bench/executor.sh [BUILD_DIR]          ROUNDS=5 by default
#   CALLGRIND=1 bench/executor.sh [BUILD]  instruction counts instead (valgrind), repeatable
#   bench/executor.sh BUILD classes fib    only the named programs
set -euo pipefail
build=${1:-build}
shift || true
rounds=${ROUNDS:-5}
here=$(cd "$(dirname "$0")" && pwd)
pyexec=$(realpath "$build/tests/pyexec")

files=()
if [ $# -gt 0 ]; then
  for name in "$@"; do files+=("$here/executor/$name.py"); done
else
  files=("$here"/executor/*.py)
fi

# The operation budget is for snippets, not benchmarks: lift it for these runs.
export PYEXEC_MAX_OPS=100000000000

/usr/bin/python3 - "$pyexec" "$rounds" "${CALLGRIND:-0}" "${files[@]}" <<'PY'
import math, os, re, resource, statistics, subprocess, sys, tempfile

pyexec, rounds, callgrind, files = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4:]
empty = tempfile.NamedTemporaryFile(suffix=".py")

def commands(path):
    return ["/usr/bin/python3", "-I", path], [pyexec, path]

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

def measure(path):
    """(CPython, executor, CPython empty, executor empty) in ms or millions of instructions."""
    (py_cmd, ex_cmd), (py_empty, ex_empty) = commands(path), commands(empty.name)
    if callgrind:
        return tuple(instructions(c) / 1e6 for c in (py_cmd, ex_cmd, py_empty, ex_empty))
    samples = [[], [], [], []]
    for _ in range(rounds):
        for i, cmd in enumerate((py_cmd, ex_cmd, py_empty, ex_empty)):
            t, out = cpu(cmd)
            samples[i].append(t * 1000)
            if i == 0:
                expected = out
            elif i == 1 and out != expected:
                sys.exit("%s: the executor printed %r, CPython %r" % (path, out, expected))
    return tuple(statistics.median(s) for s in samples)

unit = "millions of instructions" if callgrind else "median CPU ms of %d interleaved rounds" % rounds
print("## Executor core vs CPython %s (%s)" % (sys.version.split()[0], unit))
print()
print("| program | what it does | CPython | executor | ratio | compute-only ratio |")
print("|---|---|---|---|---|---|")
ratios, compute = [], []
for path in files:
    name = os.path.basename(path)[:-3]
    what = open(path).readline().lstrip("# ").strip()
    py, ex, py0, ex0 = measure(path)
    ratio = ex / py if py else float("nan")
    # A program shorter than the start-up noise gives no compute-only ratio worth printing.
    only = (ex - ex0) / (py - py0) if py - py0 > 0 and ex - ex0 > 0 else float("nan")
    ratios.append(ratio)
    compute.append(only)
    print("| %s | %s | %.0f | %.0f | %.2f× | %.2f× |" % (name, what, py, ex, ratio, only))

def geomean(xs):
    xs = [x for x in xs if x == x]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")

print()
print("Empty program: CPython %.0f, executor %.0f." % (py0, ex0))
print("Geometric mean of the ratios: %.2f× whole process, %.2f× compute only "
      "(target, issue 13: each compute-only ratio within 1.3×, geomean at most 1.0×)."
      % (geomean(ratios), geomean(compute)))
PY
