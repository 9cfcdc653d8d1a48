#!/usr/bin/python3
"""tests/fuzz/callbacks.py: the re-entrancy fuzzer of the executor.

Generates snippets in which objects with __index__, __eq__, __hash__, __lt__, __iter__,
__len__, __repr__ (and key functions) mutate a container (clear it, shrink it, grow it,
replace its items) while a native container operation is calling them, then runs each
snippet with the test executor (pyexec, built with ASan and UBSan: `make SAN=1`) and
reports every crash: a signal, an exit status other than 0 or 1, a sanitizer report, or a
hang. Exceptions are fine: only memory safety is checked here.

    /usr/bin/python3 tests/fuzz/callbacks.py --pyexec build-san/tests/pyexec --seconds 600

A crashing snippet is saved as CRASH_DIR/crash-SEED-N.py (default
tests/fuzz/callback-crashes/): turn it into an attack case (tests/attacks/README.md).
Exits 1 when a crash was found, 0 otherwise.
"""
import argparse
import os
import random
import subprocess
import sys
import time

IMPORTS = "collections heapq bisect functools operator itertools random json copy string"

# What a callback does to the shared container `c` (a list, bytearray, dict, set or deque).
MUTATIONS = {
    "list": ["c.clear()", "del c[len(c)//2:]", "c.extend(range(50))", "c.pop() if c else None",
             "c[:] = [Evil(i) for i in range(3)]", "c.insert(0, Evil(0))", "c.reverse()",
             "c.append(c)", "c *= 2 if len(c) < 1000 else 1"],
    "bytearray": ["c.clear()", "del c[len(c)//2:]", "c.extend(b'x' * 500)",
                  "c.pop() if c else None", "c[:] = b'ab'", "c.insert(0, 1)"],
    "dict": ["c.clear()", "c.update({i: i for i in range(50)})",
             "c.popitem() if c else None", "c[Evil(99)] = 1", "c.pop(next(iter(c)), None) if c else None"],
    "set": ["c.clear()", "c.update(range(50))", "c.pop() if c else None", "c.add(Evil(7))",
            "c.discard(next(iter(c))) if c else None"],
    "deque": ["c.clear()", "c.extend(range(50))", "c.pop() if c else None",
              "c.appendleft(Evil(1))", "c.rotate(3)", "c.popleft() if c else None"],
    "odict": ["c.clear()", "c.update({i: i for i in range(50)})", "c.popitem() if c else None",
              "c.popitem(last=False) if c else None", "c[Evil(98)] = 2",
              "c.move_to_end(next(iter(c))) if c else None"],
    "ddict": ["c.clear()", "c.update({i: i for i in range(50)})", "c.popitem() if c else None",
              "c[Evil(97)] = 3", "c.default_factory = None", "c.default_factory = k"],
}

# A second container, a dict of Evil keys, that operations read from while the callbacks
# clear it: the keys a native loop borrowed from it must stay alive (set(c2), c.update(c2)).
LENDER_OPS = ["set(c2)", "frozenset(c2)", "dict(c2)", "{**c2}", "list(c2)", "c2 | c2",
              "collections.Counter(c2)", "collections.OrderedDict(c2)", "set().union(c2)",
              "{1}.issubset(c2)", "{1}.isdisjoint(c2)", "dict.fromkeys(c2)", "sorted(c2, key=k)",
              "len(collections.ChainMap(c2, {}))", "c2.copy()", "copy.copy(c2)"]

# Used when the Evil items are unhashable (an __eq__ without __hash__).
PLAIN = {
    "list": "c = list(range({n}))",
    "bytearray": "c = bytearray({n})",
    "dict": "c = {{i: Evil(i) for i in range({n})}}",
    "set": "c = set(range({n}))",
    "deque": "c = collections.deque(range({n}))",
    "odict": "c = collections.OrderedDict((i, Evil(i)) for i in range({n}))",
    "ddict": "c = collections.defaultdict(k, {{i: Evil(i) for i in range({n})}})",
}

INITIAL = {
    "list": "c = [Evil(i) for i in range({n})] + list(range({n}))",
    "bytearray": "c = bytearray(b'abcdefgh' * {n})",
    "dict": "c = {{Evil(i): Evil(i) for i in range({n})}}",
    "set": "c = {{Evil(i) for i in range({n})}}",
    "deque": "c = collections.deque([Evil(i) for i in range({n})] + list(range({n})))",
    "odict": "c = collections.OrderedDict((Evil(i), Evil(i)) for i in range({n}))",
    "ddict": "c = collections.defaultdict(k, {{Evil(i): Evil(i) for i in range({n})}})",
}

# Native operations on `c` that call back into Evil (e is an Evil, k a key function).
OPERATIONS = {
    "list": ["c[e]", "c[e] = 1", "del c[e]", "c[e:]", "c[:e]", "c[1:e:2]", "c[e:] = [1, 2]",
             "del c[e::2]", "c.index(e)", "c.index(1, e)", "c.index(1, 0, e)", "c.insert(e, 1)",
             "c.pop(e)", "c.count(e)", "c.remove(e)", "e in c", "c == [e] * len(c)",
             "c < [e, e]", "c > [e]", "repr(c)", "str(c)", "c.sort()", "c.sort(key=k)",
             "sorted(c, key=k)", "min(c, key=k)", "max(c, key=k)", "min(c)", "max(c)",
             "heapq.heapify(c)", "heapq.heappush(c, e)", "heapq.heappop(c)",
             "heapq.heappushpop(c, e)", "heapq.heapreplace(c, e)", "heapq.nsmallest(3, c)",
             "heapq.nlargest(3, c, key=k)", "bisect.bisect_left(c, e)", "bisect.insort(c, e)",
             "bisect.bisect_right(c, e, 0, e)", "c.extend(e)", "c += e", "list(e)",
             "sum(c[:0], e)", "'-'.join(e)", "c * e", "set(c)", "dict.fromkeys(c)",
             "tuple(c) == tuple(c)", "[x for x in c]", "any(x == e for x in c)",
             "sorted(c, reverse=e)", "c.__contains__(e)", "functools.reduce(k, c)",
             "list(map(k, c))", "list(zip(c, e))", "list(enumerate(c, e))", "c[e] = e",
             "c[::e]", "c.copy().index(e)", "len(c) == e", "list(itertools.islice(c, e))",
             "for x in c: k(x)", "[k(x) for x in reversed(c)]", "list(filter(k, c))",
             "[(a, list(b)) for a, b in itertools.groupby(c, k)]", "list(heapq.merge(c, c, key=k))",
             "''.join(map(str, c))", "'-'.join(e)", "f'{e}'", "f'{e!r:>5}'", "format(e, 'x')",
             "'{}{}'.format(e, c)", "'%s %r' % (e, c)", "str(c)", "ascii(c)", "c.index(e, e, e)",
             "sorted(c, key=functools.cmp_to_key(lambda a, b: k(a, b) and 0))", "dict(zip(c, c))",
             "list(reversed(c))", "c.sort(key=k, reverse=True)", "copy.deepcopy(c)", "copy.copy(c)",
             "json.dumps(c, default=k)", "c.count(e) + c.index(e)", "c[e:e] = e", "c[::e] = []",
             "operator.getitem(c, e)", "operator.setitem(c, e, e)", "operator.contains(c, e)",
             "operator.indexOf(c, e)", "operator.countOf(c, e)", "list(itertools.accumulate(c, k))",
             "list(itertools.starmap(k, zip(c, c)))", "list(itertools.zip_longest(c, e))",
             "list(itertools.compress(c, e))", "list(itertools.chain(c, e))", "max(c, default=e)",
             "min(e, key=k)", "sorted(e)", "all(c)", "any(e)", "c.remove(c[0]) if c else None",
             "list(map(k, c, e))", "sum(e)", "tuple(e)", "frozenset(e)", "{*c, *e}", "[*e]",
             "string.Template('$a').substitute(a=e)", "hash(tuple(c))", "c < c", "c == c"],
    "bytearray": ["c[e]", "c[e] = 1", "c[0] = e", "del c[e]", "c[e:]", "c[:e]", "c[1:e:2]",
                  "c[e:] = b'xy'", "del c[e::2]", "c.insert(e, 1)", "c.insert(0, e)",
                  "c.pop(e)", "c.find(b'a', e)", "c.index(b'a', 0, e)", "c.count(b'a', e)",
                  "c.rfind(b'h', e)", "c.startswith(b'a', e)", "c.endswith(b'h', 0, e)",
                  "c.append(e)", "c.extend(e)", "c.remove(e)", "e in c", "c * e", "c[::e]",
                  "bytes(e)", "bytearray(e)", "c.find(e)", "c.split(e)", "c.replace(b'a', b'b', e)",
                  "c.ljust(e)", "c.center(e, b'x')", "c.zfill(e)", "c.rjust(e)",
                  "b''.join([c, c])", "c.join(e)", "c.hex(e)", "c.decode()", "int.from_bytes(c, 'big')",
                  "for x in c: k(x)", "list(reversed(c))", "c[e:e] = e", "c[::e] = b''",
                  "c.expandtabs(e)", "c.split(b'a', e)", "c.rsplit(None, e)", "c.splitlines()",
                  "c.translate(bytes(range(256)))", "sorted(c, key=k)", "c.count(e)",
                  "c.index(e)", "c += e", "c * e", "c.fromhex('aa' * 3)", "bytes(c) == c",
                  "c.strip(e)", "c.partition(e)", "'%s' % c", "c % e", "c.title()"],
    "dict": ["c[e]", "c[e] = 1", "del c[e]", "e in c", "c.get(e)", "c.pop(e, None)",
             "c.setdefault(e, 1)", "c == {e: 1}", "repr(c)", "list(c.items())",
             "c.update({e: 2})", "sorted(c, key=k)", "min(c, key=k)", "dict(c) == c",
             "c.keys() & {e}", "c.items() == c.items()", "{e: 1} | c", "c.copy() == c",
             "collections.Counter(c)", "collections.OrderedDict(c) == c",
             "list(reversed(c))", "c.fromkeys(e)", "len(c.keys() - {e})",
             "for x in c: k(x)", "[k(v) for v in c.values()]", "[k(i) for i in c.items()]",
             "sorted(c.items(), key=k)", "copy.deepcopy(c)", "c | e", "c.update(e)",
             "{**c}", "c.values() == c.values()", "list(zip(c, c.values()))", "str(c)",
             "collections.Counter(c).most_common()", "c.keys() ^ e", "max(c.values(), key=k)",
             "json.dumps(c, default=k)", "c.keys() == e", "c.items() <= e", "list(c.items())",
             "c.keys().isdisjoint(e)", "dict(e)", "dict.fromkeys(e, e)", "c.update(x=e)",
             "list(reversed(c.items()))", "operator.itemgetter(e)(c)", "c.pop(e)",
             "dict(sorted(c.items(), key=k))", "'{0[1]}'.format(c)", "'%(a)s' % c",
             "string.Template('$a').safe_substitute(c)", "c.copy().popitem()"],
    "set": ["e in c", "c.add(e)", "c.discard(e)", "c.remove(e)", "c == {e}", "c <= {e}",
            "c | {e}", "c & {e}", "c - {e}", "c ^ {e}", "repr(c)", "c.update(e)",
            "c.issubset(e)", "c.isdisjoint(e)", "c.difference_update(e)", "frozenset(c) == c",
            "sorted(c, key=k)", "max(c, key=k)", "c.symmetric_difference_update(e)",
            "c.intersection_update(e)", "set(e)"],
    "deque": ["c[e]", "c[e] = 1", "del c[e]", "e in c", "c.index(e)", "c.index(1, e)",
              "c.index(1, 0, e)", "c.count(e)", "c.remove(e)", "c.insert(e, 1)",
              "c.rotate(e)", "c == collections.deque([e])", "c < collections.deque([e])",
              "repr(c)", "c.extend(e)", "c.extendleft(e)", "sorted(c, key=k)",
              "max(c, key=k)", "c * e", "collections.deque(e, maxlen=e)", "list(c)",
              "c.copy() == c", "c += e",
              "for x in c: k(x)", "list(reversed(c))", "c.index(e, e, e)", "sorted(c)",
              "c.extend(c)", "c.extendleft(c)", "c[e] = e", "copy.deepcopy(c)", "str(c)",
              "c.insert(e, e)", "c.count(c[0]) if c else None", "c.remove(c[-1]) if c else None",
              "collections.deque(c, maxlen=3) == c", "heapq.nlargest(2, c, key=k)",
              "c.maxlen", "c.rotate(-e)", "e in c", "c > c", "c * 2 == c + c"],
    "odict": ["c[e]", "c[e] = 1", "del c[e]", "e in c", "c.move_to_end(e)",
              "c.move_to_end(e, last=False)", "c.pop(e, None)", "c == collections.OrderedDict({e: 1})",
              "c == {e: 1}", "repr(c)", "list(reversed(c))", "list(reversed(c.items()))",
              "for x in c: k(x)", "c.update(e)", "c | e", "copy.deepcopy(c)", "c.setdefault(e)",
              "sorted(c, key=k)", "list(c.values())", "c.popitem(last=e)", "c.copy() == c",
              "collections.OrderedDict(c)", "c.keys() & e", "dict(c) == c"],
    "ddict": ["c[e]", "c[e] = 1", "del c[e]", "e in c", "c.get(e)", "c[Evil(5)]",
              "c.pop(e, None)", "c.setdefault(e, 1)", "c == {e: 1}", "repr(c)",
              "for x in c: k(x)", "c.update(e)", "c | e", "copy.deepcopy(c)", "copy.copy(c)",
              "sorted(c, key=k)", "[c[i] for i in range(5)]", "c.__missing__(e)",
              "c.default_factory(e)", "list(c.items())", "c.keys() - e"],
}

# Which special methods Evil defines, and what each returns.
METHODS = {
    "__index__": ["1", "0", "-1", "len(c) // 2", "2**70", "-(2**70)", "len(c)", "5"],
    "__eq__": ["True", "False", "NotImplemented", "self is other"],
    "__lt__": ["True", "False", "NotImplemented", "id(self) < id(other)"],
    "__gt__": ["True", "False", "NotImplemented"],
    "__hash__": ["1", "0", "hash(self.v)", "-1", "2**70"],
    "__iter__": ["iter([1, 2, 3])", "iter(c) if not isinstance(c, dict) else iter(list(c))",
                 "iter([Evil(1), Evil(2)])", "iter(b'ab')", "iter(range(300))"],
    "__len__": ["3", "0", "len(c)", "2**40"],
    "__repr__": ["'E'", "repr(self.v)", "'x' * 10"],
    "__bool__": ["True", "False"],
    "__call__": ["self", "1", "other"],
    "__add__": ["other", "self"],
    "__radd__": ["other", "self"],
    "__ne__": ["True", "False", "NotImplemented"],
    "__le__": ["True", "False", "NotImplemented"],
    "__ge__": ["True", "False", "NotImplemented"],
    "__str__": ["'s'", "str(self.v)", "'%d' % len(c)"],
    "__format__": ["'f'", "format(self.v, other)", "str(len(c))"],
    "__contains__": ["True", "False", "len(c) > 2"],
    "__getitem__": ["self.v", "c[0] if c else 0", "other", "1"],
    "__next__": ["self.v", "next(iter(c)) if c else 0"],
    "__reversed__": ["iter([1, 2])", "iter(list(c))"],
    "__length_hint__": ["5", "0", "2**40", "-1"],
    "__int__": ["1", "len(c)"],
    "__float__": ["1.5", "float(len(c))"],
    "__mul__": ["self", "other"],
    "__rmul__": ["self", "other"],
    "__mod__": ["self", "other"],
    "__missing__": ["0", "len(c)"],
    "__copy__": ["self", "Evil(2)"],
    "__deepcopy__": ["self", "Evil(2)"],
    "keys": ["['a', 'b']", "list(c)[:3] if not isinstance(c, (bytearray, collections.deque)) else []"],
}

ARITY = {"__eq__": 1, "__lt__": 1, "__gt__": 1, "__add__": 1, "__radd__": 1, "__call__": -1,
         "__ne__": 1, "__le__": 1, "__ge__": 1, "__format__": 1, "__contains__": 1,
         "__getitem__": 1, "__mul__": 1, "__rmul__": 1, "__mod__": 1, "__missing__": 1,
         "__deepcopy__": 1}


def evil_class(rng, kind):
    """class Evil whose methods mutate c with some probability, then return a value."""
    lines = ["class Evil:",
             "    def __init__(self, v=0):",
             "        self.v = v"]
    names = rng.sample(sorted(METHODS), rng.randint(3, len(METHODS)))
    for name in names:
        arity = ARITY.get(name, 0)
        params = "self, *other" if arity < 0 else "self, other" if arity else "self"
        lines.append(f"    def {name}({params}):")
        if arity < 0:
            lines.append("        other = other[0] if other else 0")
        lines.append("        global budget, c")
        lines.append("        budget -= 1")
        lines.append(f"        if budget > 0 and {rng.random():.2f} > r.random():")
        for _ in range(rng.randint(1, 2)):
            lines.append(f"            {rng.choice(MUTATIONS[kind])}")
        if rng.random() < 0.3:
            lines.append("            c2.clear()")
        lines.append(f"        return {rng.choice(METHODS[name])}")
    return lines


def initial(kind, n):
    return ["try:", "    " + INITIAL[kind].format(n=n), "except Exception:",
            "    " + PLAIN[kind].format(n=n)]


def snippet(rng):
    kind = rng.choice(sorted(OPERATIONS))
    n = rng.choice([0, 1, 2, 5, 20, 100])
    lines = ["import collections, heapq, bisect, functools, operator, itertools, json, copy, string",
             "import random as _r",
             f"r = _r.Random({rng.randrange(1 << 30)})",
             "budget = 200", "c2 = {}"]
    lines += evil_class(rng, kind)
    lines.append("def k(*a):")
    lines.append("    global budget, c")
    lines.append("    budget -= 1")
    lines.append("    if budget > 0 and r.random() < 0.5:")
    lines.append(f"        {rng.choice(MUTATIONS[kind])}")
    lines.append(f"    return {rng.choice(['a[0] if a else 0', 'Evil(1)', 'len(a)', 'id(a)'])}")
    lines += initial(kind, n)
    lines += ["try:", "    c2 = {Evil(i): Evil(i) for i in range(%d)}" % n, "except Exception:",
              "    c2 = {}"]
    lines.append("e = Evil(3)")
    for _ in range(rng.randint(5, 25)):
        op = rng.choice(OPERATIONS[kind] if rng.random() < 0.85 else LENDER_OPS)
        lines.append("try:")
        lines.append(f"    {op}")
        lines.append("except Exception:")
        lines.append("    pass")
        if rng.random() < 0.2:
            lines += initial(kind, rng.choice([1, 5, 20]))
    lines += ["try:", "    print(len(c))", "except Exception:", "    pass"]
    return "\n".join(lines) + "\n"


CRASH_MARKERS = ("AddressSanitizer", "UndefinedBehaviorSanitizer", "runtime error:",
                 "LeakSanitizer")


def run_one(pyexec, path, timeout):
    # a million operations: a snippet whose callbacks keep refilling the container ends in
    # the ops limit after a second under ASan, not a minute (a "hang" that is no hole)
    env = dict(os.environ, PYEXEC_IMPORTS=IMPORTS)
    env.setdefault("PYEXEC_MAX_OPS", "1000000")
    env.setdefault("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=0")
    try:
        p = subprocess.run([pyexec, "--json", path], capture_output=True, timeout=timeout,
                           env=env, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return "hang"
    except OSError:  # pyexec is being relinked (make SAN=1 in another shell): try again
        time.sleep(5)
        return None
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode < 0:
        return f"signal {-p.returncode}"
    if p.returncode not in (0, 1):
        return f"exit {p.returncode}: " + err[-300:]
    for m in CRASH_MARKERS:
        if m in err:
            return "sanitizer: " + err[err.index(m):][:300]
    return None


def reduce_crash(pyexec, path, timeout):
    """Drops the try-blocks (and Evil methods) a crash does not need; prints the rest."""
    with open(path) as f:
        lines = f.read().splitlines()

    def crashes(ls):
        tmp = path + ".reduce.py"
        with open(tmp, "w") as f:
            f.write("\n".join(ls) + "\n")
        what = run_one(pyexec, tmp, timeout)
        os.unlink(tmp)
        return what and what != "hang"

    if not crashes(lines):
        return 1
    i = len(lines) - 1
    while i >= 0:
        # a try-block is 4 lines starting at "try:"; a method starts at "    def "
        if lines[i] == "try:" and i + 3 < len(lines):
            cand = lines[:i] + lines[i + 4:]
        elif lines[i].startswith("    def __") and lines[i].endswith(":"):
            j = i + 1
            while j < len(lines) and lines[j].startswith("        "):
                j += 1
            cand = lines[:i] + lines[j:]
        else:
            i -= 1
            continue
        if crashes(cand):
            lines = cand
        i = min(i, len(lines)) - 1
    print("\n".join(lines))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pyexec", default="build-san/tests/pyexec")
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--crash-dir", default="tests/fuzz/callback-crashes")
    ap.add_argument("--work-dir", default=None, help="where snippets are written (a temp dir)")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--reduce", metavar="CRASH.py", help="shrink a saved crash and print it")
    args = ap.parse_args()
    if args.reduce:
        return reduce_crash(args.pyexec, args.reduce, args.timeout)
    seed = args.seed if args.seed is not None else int(time.time())
    rng = random.Random(seed)
    work = args.work_dir or os.path.join(os.path.dirname(os.path.abspath(args.pyexec)),
                                         "callback-fuzz")
    os.makedirs(work, exist_ok=True)
    deadline = time.monotonic() + args.seconds
    runs = crashes = 0
    print(f"callbacks fuzz: seed {seed}, {args.seconds:.0f} s, {args.pyexec}", flush=True)
    while time.monotonic() < deadline:
        src = snippet(rng)
        path = os.path.join(work, "case.py")
        with open(path, "w") as f:
            f.write(src)
        what = run_one(args.pyexec, path, args.timeout)
        runs += 1
        if what and what != "hang":
            crashes += 1
            os.makedirs(args.crash_dir, exist_ok=True)
            out = os.path.join(args.crash_dir, f"crash-{seed}-{runs}.py")
            with open(out, "w") as f:
                f.write(src)
            print(f"CRASH ({what.splitlines()[0]}): {out}", flush=True)
        elif what == "hang":
            # kept to look at: under ASan on a loaded machine a slow snippet is not always a
            # hole, but one that burns CPU past the operation budget is
            os.makedirs(args.crash_dir, exist_ok=True)
            out = os.path.join(args.crash_dir, f"hang-{seed}-{runs}.py")
            with open(out, "w") as f:
                f.write(src)
            print(f"hang after {args.timeout:.0f} s (not counted as a crash): {out}",
                  flush=True)
    print(f"callbacks fuzz: {runs} snippets, {crashes} crashes", flush=True)
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
