# expect: ok | ops
# imports: collections itertools functools operator heapq bisect copy queue
# Hostile __eq__/__lt__/__hash__/__index__/__iter__ that raise or mutate a shared list, fed to the issue-5 modules.
import collections, itertools, functools, operator, heapq, bisect, copy, queue
box = []


class Evil:
    def __init__(self, mode):
        self.mode = mode

    def __eq__(self, other):
        box.clear()
        if self.mode == 1:
            raise ValueError('eq')
        return self.mode == 2

    def __lt__(self, other):
        box.append(self)
        if self.mode == 1:
            raise ValueError('lt')
        return self.mode == 2

    def __gt__(self, other):
        return not self.__lt__(other)

    def __hash__(self):
        if self.mode == 3:
            raise TypeError('hash')
        return 7

    def __index__(self):
        return 2 ** 80 if self.mode == 2 else 1

    def __iter__(self):
        if self.mode == 1:
            raise RuntimeError('iter')
        return iter([Evil(0), Evil(1), Evil(2)])

    def __len__(self):
        return 3

    def __getitem__(self, i):
        if i > 5:
            raise IndexError(i)
        box.append(i)
        return Evil(i % 4)

    def __call__(self, *a, **k):
        box.append(a)
        if self.mode == 1:
            raise KeyError('call')
        return Evil((self.mode + 1) % 4)

    def __repr__(self):
        return 'E%d' % self.mode


def gen(n):
    for i in range(n):
        yield Evil(i % 4)
    raise ValueError('gen')


funcs = [collections.deque, collections.Counter, collections.OrderedDict, collections.defaultdict,
         itertools.cycle, itertools.accumulate, itertools.chain, itertools.compress, itertools.dropwhile,
         itertools.takewhile, itertools.filterfalse, itertools.groupby, itertools.islice, itertools.pairwise,
         itertools.starmap, itertools.tee, itertools.zip_longest, itertools.product, itertools.permutations,
         itertools.combinations, itertools.combinations_with_replacement, itertools.repeat,
         functools.reduce, functools.partial, functools.lru_cache, functools.cmp_to_key,
         operator.itemgetter, operator.countOf, operator.indexOf, operator.contains, operator.index,
         heapq.heappush, heapq.heapify, heapq.nlargest, heapq.nsmallest, heapq.merge, heapq.heappushpop,
         bisect.bisect_left, bisect.insort, copy.copy, copy.deepcopy]
n = 0
for f in funcs:
    for mode_a in range(4):
        for mode_b in range(4):
            for shape in range(5):
                a = [Evil(mode_a), [Evil(0), Evil(mode_a), Evil(2)], gen(5), Evil(mode_a), box][shape]
                b = Evil(mode_b) if shape != 4 else [Evil(2), Evil(mode_b)]
                for args in ((a,), (a, b), (b, a), (a, b, 2)):
                    try:
                        r = f(*args)
                        for _, x in zip(range(8), r):
                            if isinstance(x, tuple) and len(x) == 2 and not isinstance(x[1], Evil):
                                try:
                                    list(x[1])
                                except Exception:
                                    pass
                    except Exception:
                        pass
                    try:
                        repr(r)
                    except Exception:
                        pass
                    n += 1
                    box.clear()
dq = collections.deque([Evil(i % 4) for i in range(10)])
for meth in ('count', 'index', 'remove', '__contains__'):
    for m in range(4):
        try:
            getattr(dq, meth)(Evil(m))
        except Exception:
            pass
c = collections.Counter({Evil(0): 1})
for m in range(4):
    try:
        c[Evil(m)] += 1
    except Exception:
        pass
h = [Evil(i % 4) for i in range(20)]
box.extend(h)
for m in range(4):
    try:
        heapq.heapify(box)
        heapq.heappush(box, Evil(m))
        heapq.heappop(box)
    except Exception:
        pass
print('calls', n)
