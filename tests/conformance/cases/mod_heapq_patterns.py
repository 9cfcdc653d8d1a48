import heapq


def dijkstra(graph, start):
    dist = {start: 0}
    pq = [(0, start)]
    seen = set()
    while pq:
        d, node = heapq.heappop(pq)
        if node in seen:
            continue
        seen.add(node)
        for nxt, w in graph[node]:
            nd = d + w
            if nd < dist.get(nxt, float('inf')):
                dist[nxt] = nd
                heapq.heappush(pq, (nd, nxt))
    return dist


g = {'a': [('b', 4), ('c', 1)], 'b': [('d', 1)], 'c': [('b', 2), ('d', 5)], 'd': []}
print(dijkstra(g, 'a'))


def kth_largest(nums, k):
    h = []
    for n in nums:
        if len(h) < k:
            heapq.heappush(h, n)
        elif n > h[0]:
            heapq.heapreplace(h, n)
    return h[0], sorted(h)


print(kth_largest([3, 2, 1, 5, 6, 4, 9, 7], 3))
streams = [[1, 5, 9], [2, 6], [0, 3, 4, 10]]
print(list(heapq.merge(*streams)))
tasks = [(2, 'b'), (1, 'a'), (3, 'c'), (1, 'aa')]
heapq.heapify(tasks)
print(tasks, heapq.nsmallest(2, tasks), heapq.nlargest(2, tasks))
h = list(range(20, 0, -2))
heapq.heapify(h)
print(h)
for x in [7, 0, 25, 13]:
    print(heapq.heappushpop(h, x), h)
intervals = [(1, 4), (2, 3), (3, 6), (5, 7), (6, 8)]
rooms = []
for start, end in sorted(intervals):
    if rooms and rooms[0] <= start:
        heapq.heapreplace(rooms, end)
    else:
        heapq.heappush(rooms, end)
print(len(rooms), rooms)
words = 'the cat the dog the end dog cat a'.split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(heapq.nlargest(2, counts.items(), key=lambda kv: kv[1]), heapq.nsmallest(2, counts, key=counts.get))
