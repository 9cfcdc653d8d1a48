from collections import deque
d = deque([1, 2, 3], maxlen=5)
print(d, d.maxlen, len(d), d[0], d[-1])
d.append(4); d.appendleft(0); print(d)
d.append(5); print(d)
d.rotate(2); print(d); d.rotate(-3); print(d)
print(d.pop(), d.popleft(), d)
d.extend([7, 8]); d.extendleft('ab'); print(d)
d2 = deque(range(10)); d2.rotate(3); print(d2); d2.rotate(-13); print(d2)
del d2[3]; print(d2); d2[0] = 'x'; print(d2)
d2.insert(2, 'y'); print(d2); d2.remove('y'); print(d2)
print(d2.index(5), d2.count(5), 5 in d2, 99 in d2)
d2.reverse(); print(d2)
print(list(reversed(d2)))
print(deque('abc') == deque('abc'), deque([1, 2]) < deque([1, 3]))
print(deque([1]) + deque([2]), deque([1, 2], maxlen=3) * 2, 2 * deque([1]))
e = deque(); e.append(e); print(e)
e.clear()  # no cycle collector: break the cycle
print(repr(deque()), str(deque('ab')), deque(range(10), 3))
print(type(d), type(d), deque)
try:
    hash(deque())
except TypeError as ex:
    print(ex)
it = iter(d); d.append(1)
try:
    next(it)
except RuntimeError as ex:
    print(ex)
for name in ['x']:
    try:
        deque([1]).foo
    except AttributeError as ex:
        print(ex)
print(bool(deque()), bool(deque([0])))
c = d.copy(); print(c, c is d, c == d)
c.clear(); print(c)
q = deque(maxlen=0); q.append(1); print(q)
