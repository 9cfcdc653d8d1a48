# expect: ok | ops
# imports: collections itertools functools operator heapq bisect copy queue stat
# Every function of the issue-5 modules called with odd arguments: nothing may crash.
import collections, itertools, functools, operator, heapq, bisect, copy, queue, stat
mods = {
 'collections': (collections, ['deque', 'Counter', 'OrderedDict', 'defaultdict', 'namedtuple']),
 'itertools': (itertools, ['count', 'cycle', 'repeat', 'accumulate', 'chain', 'compress', 'dropwhile', 'takewhile', 'filterfalse', 'groupby', 'islice', 'pairwise', 'starmap', 'tee', 'zip_longest', 'product', 'permutations', 'combinations', 'combinations_with_replacement']),
 'functools': (functools, ['reduce', 'partial', 'lru_cache', 'cache', 'cmp_to_key', 'wraps', 'update_wrapper', 'total_ordering', 'cached_property']),
 'operator': (operator, ['add', 'getitem', 'setitem', 'delitem', 'itemgetter', 'attrgetter', 'methodcaller', 'concat', 'countOf', 'indexOf', 'index', 'length_hint', 'call', 'iadd', 'contains', 'not_']),
 'heapq': (heapq, ['heappush', 'heappop', 'heapify', 'heapreplace', 'heappushpop', 'nlargest', 'nsmallest', 'merge']),
 'bisect': (bisect, ['bisect_left', 'bisect_right', 'insort_left', 'insort_right']),
 'copy': (copy, ['copy', 'deepcopy']),
 'queue': (queue, ['Queue', 'LifoQueue', 'PriorityQueue', 'SimpleQueue']),
 'stat': (stat, ['filemode', 'S_ISDIR', 'S_IMODE']),
}
def mk():
    return [None, 0, -1, 2 ** 70, -2 ** 70, 1.5, 'ab', '', [], [3, 1, 2], (1, 2), {}, {'a': 1}, {1, 2}, len, abs, lambda *a, **k: 0, object(), iter([1, 2]), collections.Counter('ab'), collections.deque([1])]


vals = mk()
n = 0
for mname, (m, names) in mods.items():
    for name in names:
        f = getattr(m, name)
        for ai in range(len(vals)):
            for bi in range(12):
                v, w = mk(), mk()
                a, b = v[ai], w[bi]
                for args in ((), (a,), (a, b), (a, b, mk()[ai])):
                    try:
                        r = f(*args)
                        repr(r)
                        try:
                            for _, x in zip(range(5), r):
                                repr(x)
                        except Exception:
                            pass
                        if callable(r):
                            for c in vals[:8]:
                                try:
                                    repr(r(c))
                                except Exception:
                                    pass
                    except Exception:
                        pass
                    n += 1
print('calls', n)
