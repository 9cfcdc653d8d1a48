from collections import deque

# a bounded deque as a sliding window
window = deque(maxlen=3)
sums = []
for x in range(1, 8):
    window.append(x)
    sums.append(sum(window))
print(sums, window)

# appendleft on a full deque drops from the right
d = deque([1, 2, 3], maxlen=3)
d.appendleft(0)
print(d)
d.extendleft([10, 20])
print(d)
d.extend(range(5))
print(d, len(d), d.maxlen)

# rotate in both directions, larger than the length
d = deque('abcde')
for n in (1, -1, 7, -12, 0, 5):
    d.rotate(n)
    print(n, ''.join(d))
d.rotate()
print(''.join(d))

# BFS with popleft
graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['f'], 'e': ['f'], 'f': []}
seen, order, queue = {'a'}, [], deque(['a'])
while queue:
    node = queue.popleft()
    order.append(node)
    for nxt in graph[node]:
        if nxt not in seen:
            seen.add(nxt)
            queue.append(nxt)
print(order)

# indexing, assignment and deletion across the wrap-around point
d = deque(range(6))
d.rotate(4)
print(d, d[0], d[3], d[-1])
d[1] = 'x'
del d[4]
print(d)
d.insert(0, 'first')
d.insert(100, 'last')
d.insert(-1, 'penultimate')
print(d)
print(d.count('x'), d.index('x'), 'x' in d, 'zz' in d)
d.remove('x')
print(d)
d.reverse()
print(d)
print(list(reversed(d)))
print(sorted(deque([3, 1, 2])), max(deque([3, 1, 2])), sum(deque([3, 1, 2])))
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) != deque([2, 1]))
print(deque([1, 2]) < deque([1, 2, 0]), deque([2]) >= deque([1, 9]))
e = deque([1, 2])
f = e
e += [3]
print(e, f, e is f)
e *= 2
print(e)
print(deque(deque([1, 2]), maxlen=1))
print(list(deque('hello')), tuple(deque((1, 2))))
x, y = deque([7, 8])
print(x, y)
big = deque(range(100))
for _ in range(50):
    big.append(big.popleft())
print(big[0], big[-1], len(big))
