#!/usr/bin/python3
"""Differential fuzzer: random valid Python, run by the executor and by CPython 3.11.

usage: tests/fuzz/diff_fuzz.py PYEXEC SECONDS [OUTDIR]

Programs come from a small grammar of the subset the executor runs (values, operators,
builtins, str/list/dict/set methods, comprehensions, functions, classes, generators, try),
and half of them are mutated afterwards (numbers swapped for edge values, operators and
names exchanged, lines duplicated or dropped), so that they also reach error paths. Every
statement runs inside try/except and prints its value or the exception's type name, so one
program checks many things and a difference points at one statement.

PYEXEC should be an ASan/UBSan build (build-san/tests/pyexec). A crash of it (a signal, an
exit status other than 0 or 1, or a sanitizer report) is always a finding: the program is
saved in OUTDIR/crashes/ and the run exits 1. A program still running after a minute is
kept in OUTDIR/slow/ (on a loaded machine ASan makes that happen; look before calling it a
hang). A difference from CPython (stdout, or the
type of an uncaught exception) is a mismatch: counted by category (the statement template
where the outputs first differ) with a few examples in OUTDIR/mismatches/; they are
reported, not failures, as the executor does not implement all of Python.
"""
import hashlib
import os
import random
import subprocess
import sys
import time

EDGE_INTS = ["0", "1", "-1", "2", "7", "255", "256", "-256", "2**31", "2**63", "-2**63",
             "2**64", "10**20", "-(10**30)", "True", "False"]
EDGE_FLOATS = ["0.0", "-0.0", "1.5", "-2.5", "1e308", "1e-308", "float('inf')",
               "float('nan')", "-float('inf')", "0.1", "3.0"]
EDGE_STRS = ["''", "'a'", "'abc'", "'ab' * 3", "'x y z'", "'Ünï'", "'\\n\\t'", "'12'",
             "'-3'", "'A,b,,c'", "'%s'", "'{}'", "'{0}'", "'aaa'"]
NAMES = ["a", "b", "c", "d", "s", "l", "t", "m", "n", "x"]
BINOPS = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"]
CMPOPS = ["<", "<=", "==", "!=", ">", ">=", "in", "not in", "is", "is not"]
STR_METHODS = ["upper()", "lower()", "split()", "split(',')", "strip()", "title()",
               "replace('a', 'b')", "find('b')", "count('a')", "startswith('a')",
               "center(7, '*')", "zfill(5)", "join(['1', '2'])", "partition('b')",
               "rsplit(None, 1)", "encode()", "isdigit()", "swapcase()", "expandtabs(4)",
               "ljust(6)", "index('a')", "format(1, 2)", "casefold()", "splitlines()"]
LIST_METHODS = ["append(1)", "pop()", "sort()", "reverse()", "index(1)", "count(1)",
                "insert(0, 'z')", "extend([3, 4])", "remove(1)", "copy()", "clear()"]
DICT_METHODS = ["get(1)", "keys()", "values()", "items()", "pop(1, None)", "setdefault(2, 3)",
                "update({5: 6})", "copy()", "popitem()"]
BUILTINS1 = ["len", "repr", "str", "int", "float", "bool", "list", "tuple", "sorted",
             "reversed", "sum", "min", "max", "abs", "hash", "set", "frozenset", "dict",
             "enumerate", "iter", "any", "all", "ord", "chr", "hex", "bin", "oct", "round",
             "type", "callable", "bytes", "bytearray", "divmod", "pow", "format", "ascii"]


class Gen:
    def __init__(self, rnd):
        self.r = rnd
        self.depth = 0

    def atom(self):
        r = self.r
        k = r.random()
        if k < 0.2:
            return r.choice(EDGE_INTS)
        if k < 0.3:
            return r.choice(EDGE_FLOATS)
        if k < 0.45:
            return r.choice(EDGE_STRS)
        if k < 0.7:
            return r.choice(NAMES)
        if k < 0.75:
            return r.choice(["None", "[]", "{}", "()", "b'ab'", "1j", "range(5)"])
        return self.expr()

    def expr(self):
        r = self.r
        if self.depth > 3:
            return r.choice(NAMES + EDGE_INTS[:4] + EDGE_STRS[:3])
        self.depth += 1
        k = r.randrange(20)
        a = self.atom
        if k == 0:
            e = f"({a()} {r.choice(BINOPS)} {a()})"
        elif k == 1:
            e = f"({a()} {r.choice(CMPOPS)} {a()})"
        elif k == 2:
            e = f"{r.choice(BUILTINS1)}({a()})"
        elif k == 3:
            e = f"[{a()}, {a()}, {a()}]"
        elif k == 4:
            e = f"{{{a()}: {a()}, {a()}: {a()}}}"
        elif k == 5:
            e = f"({a()}, {a()})"
        elif k == 6:
            e = f"{a()}[{a()}]"
        elif k == 7:
            e = f"{a()}[{r.choice(['', '1', '-1', 'None'])}:{r.choice(['', '2', '-2'])}" \
                f"{r.choice(['', ':2', ':-1', ':0'])}]"
        elif k == 8:
            e = f"{r.choice(EDGE_STRS)}.{r.choice(STR_METHODS)}"
        elif k == 9:
            e = f"[{a()} for {r.choice(NAMES)} in {a()} if {a()}]"
        elif k == 10:
            e = f"{{{r.choice(NAMES)}: {a()} for {r.choice(NAMES)} in range({a()})}}"
        elif k == 11:
            e = f"({a()} if {a()} else {a()})"
        elif k == 12:
            e = f"(lambda {r.choice(NAMES)}: {a()})({a()})"
        elif k == 13:
            # double quotes: the atoms' strings are single-quoted, and 3.11 refuses the
            # f-string's own quote inside it (3.12 allows it; the executor does too)
            e = f'f"{{{a()}}}-{{{a()}!r}}-{{{a()}:{r.choice([">5", ".2f", "x", ",", "^7", "+", "08.3e", ""])}}}"'
        elif k == 14:
            e = f"({r.choice(['not ', '-', '~', '+'])}{a()})"
        elif k == 15:
            e = f"{a()}.{r.choice(LIST_METHODS + DICT_METHODS + STR_METHODS)}"
        elif k == 16:
            e = f"{r.choice(['max', 'min', 'sorted'])}({a()}, key={r.choice(['len', 'str', 'abs', 'lambda q: -q'])})"
        elif k == 17:
            e = f"list(zip({a()}, {a()}))"
        elif k == 18:
            e = f"'%s %r %d' % ({a()}, {a()}, {a()})"
        else:
            e = f"{{*{a()}, *{a()}}}"
        self.depth -= 1
        return e

    def stmt(self):
        """One statement (lines) and the name of its template."""
        r = self.r
        self.depth = 0
        k = r.randrange(14)
        n = r.choice(NAMES)
        e = self.expr
        if k < 4:
            return [f"{n} = {e()}", f"print(repr({n}))"], "assign"
        if k == 4:
            return [f"{n} {r.choice(BINOPS)}= {e()}", f"print(repr({n}))"], "augassign"
        if k == 5:
            return [f"{n}[{e()}] = {e()}", f"print(repr({n}))"], "setitem"
        if k == 6:
            return [f"for {n} in {e()}:", f"    print(repr({n}))"], "for"
        if k == 7:
            f = f"f{r.randrange(100)}"
            return [f"def {f}({n}, *rest, k={e()}):",
                    f"    return ({e()}, {n}, rest, k)",
                    f"print(repr({f}({e()}, {e()})))"], "def"
        if k == 8:
            cls = f"C{r.randrange(9)}"
            return [f"class {cls}:",
                    f"    v = {e()}",
                    f"    def __init__(self, {n}):",
                    f"        self.w = {n}",
                    f"    def __repr__(self):",
                    f"        return 'C' + repr(self.w)",
                    f"    def __eq__(self, o):",
                    f"        return {e()}",
                    f"    def __lt__(self, o):",
                    f"        return {e()}",
                    f"    def __len__(self):",
                    f"        return {e()}",
                    f"    def __index__(self):",
                    f"        return {e()}",
                    f"print(repr(sorted([{cls}({e()}), {cls}({e()})])))"], "class"
        if k == 9:
            return [f"def g():",
                    f"    yield {e()}",
                    f"    yield from {e()}",
                    f"print(repr(list(g())))"], "generator"
        if k == 10:
            return [f"try:",
                    f"    raise {r.choice(['ValueError', 'KeyError', 'TypeError'])}({e()})",
                    f"except {r.choice(['ValueError', 'LookupError', 'Exception'])} as q:",
                    f"    print(type(q).__name__, repr(q.args))"], "raise"
        if k == 11:
            return [f"while {e()}:", f"    {n} = {e()}", "    break", f"print(repr({n}))"], "while"
        if k == 12:
            return [f"print(repr({e()}), repr({e()}))"], "print"
        return [f"del {n}", f"print(repr({e()}))"], "del"


def program(rnd):
    g = Gen(rnd)
    lines = ["a, b, c, d, s, l, t, m, n, x = 1, 2.5, 'abc', {1: 2}, {1, 2}, [1, 2, 3], "
             "(1, 'a'), 'x', -3, None"]
    templates = []
    for i in range(rnd.randrange(5, 25)):
        body, name = g.stmt()
        templates.append(name)
        lines.append("try:")
        lines += ["    " + b for b in body]
        lines.append("except Exception as _e:")
        lines.append(f"    print('!', type(_e).__name__)")
    return "\n".join(lines) + "\n", templates


def mutate(src, rnd):
    lines = src.split("\n")
    for _ in range(rnd.randrange(1, 4)):
        i = rnd.randrange(len(lines))
        k = rnd.randrange(5)
        line = lines[i]
        if k == 0:
            for num in ("1", "2", "3", "0"):
                if num in line:
                    line = line.replace(num, rnd.choice(EDGE_INTS + EDGE_FLOATS), 1)
                    break
        elif k == 1:
            for op in BINOPS:
                if f" {op} " in line:
                    line = line.replace(f" {op} ", f" {rnd.choice(BINOPS)} ", 1)
                    break
        elif k == 2:
            line = line.replace(rnd.choice(NAMES), rnd.choice(NAMES))
        elif k == 3 and line.strip():
            lines.insert(i, line)
        elif k == 4:
            # not hash(): str hashes are salted per process, in CPython as here
            line = line.replace("repr(", rnd.choice(["str(", "ascii(", "len(", "repr("]), 1)
        lines[i] = line
    return "\n".join(lines)


def run(cmd, path, timeout):
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:abort_on_error=0",
               UBSAN_OPTIONS="print_stacktrace=1", PYTHONHASHSEED="0", PYEXEC_IMPORTS="*")
    try:
        p = subprocess.run(cmd + [path], capture_output=True, timeout=timeout, env=env,
                           stdin=subprocess.DEVNULL)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, "", ""


def exc_name(stderr):
    last = [l for l in stderr.strip().split("\n") if l]
    if not last:
        return None
    head = last[-1].split(":")[0].strip()
    return head if head.isidentifier() else None


def fuzz():
    pyexec, seconds = sys.argv[1], float(sys.argv[2])
    out = sys.argv[3] if len(sys.argv) > 3 else "build-san/fuzz-diff"
    os.makedirs(os.path.join(out, "crashes"), exist_ok=True)
    os.makedirs(os.path.join(out, "mismatches"), exist_ok=True)
    os.makedirs(os.path.join(out, "slow"), exist_ok=True)
    seed = int(os.environ.get("FUZZ_SEED", time.time()))
    rnd = random.Random(seed)
    path = os.path.join(out, "case.py")
    start = time.time()
    end = start + seconds
    next_report = start + 300
    runs = crashes = same = limited = slow = 0
    categories = {}
    def report():
        print(f"diff-fuzz: seed {seed}, {runs} programs in {time.time() - start:.0f} s: "
              f"{crashes} crashes, {slow} slower than a minute, {same} identical, "
              f"{limited} stopped by a limit, {runs - crashes - slow - same - limited} "
              f"mismatches", flush=True)
        for key, (count, _) in sorted(categories.items(), key=lambda kv: -kv[1][0])[:20]:
            print(f"  {count:6d}  {key}", flush=True)

    while time.time() < end:
        if time.time() > next_report:
            next_report += 300
            report()
        src, templates = program(rnd)
        mutated = rnd.random() < 0.5
        if mutated:
            src = mutate(src, rnd)
        with open(path, "w") as f:
            f.write(src)
        runs += 1
        rc, ex_out, ex_err = run([pyexec], path, 60)
        if rc is None:
            # the executor's own limits end every program in seconds (ASan is 3-5 times
            # slower); past a minute it is slow here, or it hangs: kept for a look
            slow += 1
            name = hashlib.sha1(src.encode()).hexdigest()[:12]
            with open(os.path.join(out, "slow", name + ".py"), "w") as f:
                f.write(src)
            continue
        sanitizer = "AddressSanitizer" in ex_err or "runtime error:" in ex_err or \
            "LeakSanitizer" in ex_err
        if rc not in (0, 1) or sanitizer:
            crashes += 1
            name = hashlib.sha1(src.encode()).hexdigest()[:12]
            with open(os.path.join(out, "crashes", name + ".py"), "w") as f:
                f.write(src)
            with open(os.path.join(out, "crashes", name + ".txt"), "w") as f:
                f.write(f"rc={rc}\n{ex_err[-6000:]}")
            print(f"CRASH rc={rc} -> {out}/crashes/{name}.py", flush=True)
            continue
        rc_py, py_out, py_err = run(["/usr/bin/python3", "-I"], path, 60)
        if rc_py is None or "LimitExceeded" in ex_err or "MemoryError" in ex_err[-200:] \
                or "RecursionError" in ex_err[-200:]:
            limited += 1
            continue
        ex_exc = exc_name(ex_err) if rc else None
        py_exc = exc_name(py_err) if rc_py else None
        if ex_out == py_out and ex_exc == py_exc:
            same += 1
            continue
        if ex_exc != py_exc and (ex_exc == "SyntaxError" or py_exc == "SyntaxError"):
            key = f"syntax: python {py_exc} / executor {ex_exc}"
        elif ex_exc != py_exc:
            key = f"uncaught: python {py_exc} / executor {ex_exc}"
        else:
            a, b = ex_out.split("\n"), py_out.split("\n")
            i = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
            # statement outputs appear in order; the differing line's own text is the best
            # available label: an exception name, or the value's type
            ea = a[i] if i < len(a) else "<end>"
            eb = b[i] if i < len(b) else "<end>"
            if ea.startswith("! ") or eb.startswith("! "):
                key = f"exception: python {eb[:40]!r} / executor {ea[:40]!r}"
            else:
                key = "value" + (" (mutated)" if mutated else "")
        c = categories.setdefault(key, [0, None])
        c[0] += 1
        if c[0] <= 3:
            name = hashlib.sha1(src.encode()).hexdigest()[:12]
            with open(os.path.join(out, "mismatches", name + ".py"), "w") as f:
                f.write(f"# {key}\n" + src)
    report()
    return crashes


def main():
    sys.exit(1 if fuzz() else 0)


if __name__ == "__main__":
    main()
