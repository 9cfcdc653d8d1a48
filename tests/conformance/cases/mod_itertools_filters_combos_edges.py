# Edge cases of the itertools filters (compress, dropwhile, takewhile, filterfalse) and the
# combinatoric iterators, of Counter and defaultdict lookups of missing keys, and of the
# queue's "would block" errors.
import collections
import itertools
import queue

t = itertools.takewhile(lambda x: x < 3, [1, 2, 3, 1, 2])
print(list(t), list(t))
d = itertools.dropwhile(lambda x: x < 3, [1, 2, 3, 1, 2])
print(list(d), list(d))
print(list(itertools.compress("abcdef", [1, 0, 1])), list(itertools.compress("ab", [1, 1, 1, 1])))
print(list(itertools.filterfalse(None, [0, 1, "", "x", None, 2])))
print(list(itertools.filterfalse(lambda x: x % 2, range(7))))


def boom(x):
    if x == 2:
        raise ValueError("boom at 2")
    return True


for make in (itertools.takewhile, itertools.dropwhile, itertools.filterfalse):
    it = make(boom, [1, 2, 3])
    try:
        print(make.__name__, list(it))
    except ValueError as e:
        print(make.__name__, "raised", e, list(it))

print(list(itertools.permutations("abc", 0)), list(itertools.permutations("ab", 3)))
print(list(itertools.permutations(range(3))))
print(list(itertools.permutations("abcd", 2))[:7])
print(list(itertools.combinations("abcd", 2)), list(itertools.combinations("ab", 3)))
print(list(itertools.combinations_with_replacement("abc", 2)))
print(list(itertools.combinations_with_replacement("", 0)), list(itertools.combinations_with_replacement("", 1)))
p = itertools.permutations("ab")
print(next(p), list(p), list(p))

c = collections.Counter("abca")
print(c["a"], c["z"], "z" in c, c)
dd = collections.defaultdict(list)
dd["x"].append(1)
print(dd["x"], dd["y"], sorted(dd))
try:
    collections.defaultdict()["k"]
except KeyError as e:
    print("KeyError", e)

q = queue.Queue(1)
q.put(1)
for call in (lambda: q.put(2, timeout=0.01), lambda: q.put(2, False), lambda: q.put_nowait(3)):
    try:
        call()
    except queue.Full as e:
        print("Full", repr(str(e)))
e = queue.Queue()
for call in (lambda: e.get(timeout=0), lambda: e.get_nowait()):
    try:
        call()
    except queue.Empty as x:
        print("Empty", repr(str(x)))
try:
    e.get(timeout=-1)
except ValueError as x:
    print("ValueError", x)

print(collections.Counter("abca").most_common(2), sorted(collections.Counter("abca").elements()))
