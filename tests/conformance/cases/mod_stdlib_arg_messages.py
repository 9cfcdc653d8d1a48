# The argument checks of heapq, operator, functools, itertools, collections, queue, copy and
# bisect: each message as CPython words it (most come from the method tables' signatures).
import heapq, operator, functools, itertools, collections, queue, copy, bisect

def check(label, f):
    try:
        f()
        print(label, "OK")
    except Exception as e:
        print(label, "->", type(e).__name__, e)

d = collections.deque()
c = collections.Counter()
od = collections.OrderedDict()
dd = collections.defaultdict(int)
q = queue.Queue()
sq = queue.SimpleQueue()
P = collections.namedtuple("P", "x y")
cases = [
    ("heapify(1)", lambda: heapq.heapify(1)),
    ("heappush(1)", lambda: heapq.heappush(1)),
    ("heappush(1,2)", lambda: heapq.heappush(1, 2)),
    ("heapreplace(1)", lambda: heapq.heapreplace(1)),
    ("heappushpop(1,2,3)", lambda: heapq.heappushpop(1, 2, 3)),
    ("heapreplace([],1)", lambda: heapq.heapreplace([], 1)),
    ("nlargest(1)", lambda: heapq.nlargest(1)),
    ("merge(x=1)", lambda: heapq.merge(x=1)),
    ("truth()", lambda: operator.truth()),
    ("neg(1,2)", lambda: operator.neg(1, 2)),
    ("index(1,2)", lambda: operator.index(1, 2)),
    ("add(1)", lambda: operator.add(1)),
    ("add(1,2,3)", lambda: operator.add(1, 2, 3)),
    ("setitem(1)", lambda: operator.setitem(1)),
    ("concat(1)", lambda: operator.concat(1)),
    ("concat(1,2)", lambda: operator.concat(1, 2)),
    ("is_(1)", lambda: operator.is_(1)),
    ("countOf(1)", lambda: operator.countOf(1)),
    ("length_hint()", lambda: operator.length_hint()),
    ("length_hint(1,2,3)", lambda: operator.length_hint(1, 2, 3)),
    ("length_hint([],'a')", lambda: operator.length_hint(iter([]), 'a')),
    ("call()", lambda: operator.call()),
    ("itemgetter(1)()", lambda: operator.itemgetter(1)()),
    ("attrgetter('a')(1,2)", lambda: operator.attrgetter("a")(1, 2)),
    ("itemgetter()", lambda: operator.itemgetter()),
    ("attrgetter()", lambda: operator.attrgetter()),
    ("attrgetter(1)", lambda: operator.attrgetter(1)),
    ("methodcaller()", lambda: operator.methodcaller()),
    ("reduce(1)", lambda: functools.reduce(1)),
    ("reduce(1,2,3,4)", lambda: functools.reduce(1, 2, 3, 4)),
    ("reduce(x=1)", lambda: functools.reduce(x=1)),
    ("reduce(f, 1)", lambda: functools.reduce(max, 1)),
    ("cmp_to_key()", lambda: functools.cmp_to_key()),
    ("cmp_to_key(1,2)", lambda: functools.cmp_to_key(1, 2)),
    ("wraps()", lambda: functools.wraps()),
    ("update_wrapper(1)", lambda: functools.update_wrapper(1)),
    ("lru_cache(1,2,3)", lambda: functools.lru_cache(1, 2, 3)),
    ("lru_cache('a')", lambda: functools.lru_cache('a')),
    ("partial()", lambda: functools.partial()),
    ("partial(1)", lambda: functools.partial(1)),
    ("tee()", lambda: itertools.tee()),
    ("tee(1,2,3)", lambda: itertools.tee(1, 2, 3)),
    ("tee([],-1)", lambda: itertools.tee([], -1)),
    ("chain.from_iterable()", lambda: itertools.chain.from_iterable()),
    ("chain(x=1)", lambda: itertools.chain(x=1)),
    ("cycle()", lambda: itertools.cycle()),
    ("cycle(1,2)", lambda: itertools.cycle(1, 2)),
    ("pairwise()", lambda: itertools.pairwise()),
    ("dropwhile(1)", lambda: itertools.dropwhile(1)),
    ("starmap(x=1)", lambda: itertools.starmap(x=1)),
    ("islice()", lambda: itertools.islice()),
    ("islice(1,2,3,4,5)", lambda: itertools.islice(1, 2, 3, 4, 5)),
    ("count('a')", lambda: itertools.count('a')),
    ("repeat()", lambda: itertools.repeat()),
    ("permutations()", lambda: itertools.permutations()),
    ("combinations([])", lambda: itertools.combinations([])),
    ("product(x=1)", lambda: itertools.product(x=1)),
    ("deque.append()", lambda: d.append()),
    ("deque.append(x=1)", lambda: d.append(x=1)),
    ("deque.pop(1)", lambda: d.pop(1)),
    ("deque.popleft(1)", lambda: d.popleft(1)),
    ("deque.clear(1)", lambda: d.clear(1)),
    ("deque.copy(1)", lambda: d.copy(1)),
    ("deque.reverse(1)", lambda: d.reverse(1)),
    ("deque.extend()", lambda: d.extend()),
    ("deque.extendleft(1,2)", lambda: d.extendleft(1, 2)),
    ("deque.count()", lambda: d.count()),
    ("deque.remove()", lambda: d.remove()),
    ("deque.rotate(1,2)", lambda: d.rotate(1, 2)),
    ("deque.index()", lambda: d.index()),
    ("deque.index(1,2,3,4)", lambda: d.index(1, 2, 3, 4)),
    ("deque.insert(1)", lambda: d.insert(1)),
    ("deque.appendleft(x=1)", lambda: d.appendleft(x=1)),
    ("deque(1,2,3)", lambda: collections.deque(1, 2, 3)),
    ("Counter.total(1)", lambda: c.total(1)),
    ("Counter.copy(1)", lambda: c.copy(1)),
    ("Counter.elements(1)", lambda: c.elements(1)),
    ("Counter.total(x=1)", lambda: c.total(x=1)),
    ("OrderedDict.copy(1)", lambda: od.copy(1)),
    ("odict keys reversed(1)", lambda: od.keys().__reversed__(1)),
    ("defaultdict.copy(1)", lambda: dd.copy(1)),
    ("Queue.qsize(1)", lambda: q.qsize(1)),
    ("Queue.join(1)", lambda: q.join(1)),
    ("Queue.empty(1)", lambda: q.empty(1)),
    ("Queue.full(1)", lambda: q.full(1)),
    ("Queue.task_done(1)", lambda: q.task_done(1)),
    ("Queue.qsize(x=1)", lambda: q.qsize(x=1)),
    ("Queue.get_nowait(1)", lambda: q.get_nowait(1)),
    ("Queue.put()", lambda: q.put()),
    ("SimpleQueue.qsize(1)", lambda: sq.qsize(1)),
    ("SimpleQueue.empty(1)", lambda: sq.empty(1)),
    ("SimpleQueue.get_nowait(1)", lambda: sq.get_nowait(1)),
    ("SimpleQueue(1)", lambda: queue.SimpleQueue(1)),
    ("copy()", lambda: copy.copy()),
    ("deepcopy()", lambda: copy.deepcopy()),
    ("bisect()", lambda: bisect.bisect()),
    ("bisect(1,2,3,4,5)", lambda: bisect.bisect([], 1, 0, 1, 5)),
    ("insort_left(x=1)", lambda: bisect.insort_left(x=1)),
    ("bisect is bisect_right", lambda: print(bisect.bisect is bisect.bisect_right, bisect.bisect.__name__)),
    ("total_ordering()", lambda: functools.total_ordering()),
]
for label, f in cases:
    check(label, f)

od = collections.OrderedDict(a=1)
more = [
    ("od.keys(1)", lambda: od.keys(1)),
    ("od.values(x=1)", lambda: od.values(x=1)),
    ("od.move_to_end()", lambda: od.move_to_end()),
    ("od.move_to_end(1,2,3)", lambda: od.move_to_end(1, 2, 3)),
    ("od.popitem(1,2)", lambda: od.popitem(1, 2)),
    ("od.popitem(x=1)", lambda: od.popitem(x=1)),
    ("namedtuple(1,2,3)", lambda: collections.namedtuple(1, 2, 3)),
    ("namedtuple('a')", lambda: collections.namedtuple("a")),
    ("OrderedDict.fromkeys", lambda: print(collections.OrderedDict.fromkeys("ab", 1))),
    ("defaultdict.fromkeys", lambda: print(collections.defaultdict.fromkeys("ab"))),
    ("default_factory", lambda: print(collections.defaultdict(None).default_factory)),
    ("partial members", lambda: print(functools.partial(max, 1, key=abs).args, functools.partial(max, key=abs).keywords)),
    ("cache()", lambda: functools.cache()),
    ("cache(1,2)", lambda: functools.cache(1, 2)),
    ("lru_cache(x=1)", lambda: functools.lru_cache(x=1)),
    ("queue members", lambda: print(queue.Queue(3).maxsize, queue.Queue().unfinished_tasks, queue.Queue().queue)),
    ("Queue(x=1)", lambda: queue.Queue(x=1)),
    ("SimpleQueue(x=1)", lambda: queue.SimpleQueue(x=1)),
    ("sq.put()", lambda: sq.put()),
    ("sq.get(1,2,3)", lambda: sq.get(1, 2, 3)),
    ("get_nowait empty", lambda: q.get_nowait()),
    ("put on full", lambda: queue.Queue(1).put_nowait(1) or print("first fits")),
    ("heappop([])", lambda: heapq.heappop([])),
    ("heappushpop", lambda: print(heapq.heappushpop([1, 5], 3), heapq.heapreplace([1, 5], 7))),
]
for label, f in more:
    check(label, f)

k = functools.cmp_to_key(lambda a, b: a - b)
print(repr(k.obj), k(3).obj, sorted([3, 1, 2], key=k))
