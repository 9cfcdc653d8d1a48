import heapq

scores = {"ann": 91, "bob": 78, "cat": 85, "dan": 99, "eve": 62, "fay": 85}
print(heapq.nlargest(3, scores, key=scores.get))
print(heapq.nsmallest(2, scores.items(), key=lambda kv: kv[1]))
h = []
for name, s in scores.items():
    heapq.heappush(h, (-s, name))
print([heapq.heappop(h)[1] for _ in range(3)])
nums = [5, 1, 8, 3, 9, 2]
heapq.heapify(nums)
print(nums[0], heapq.heappushpop(nums, 0), heapq.heapreplace(nums, 7), sorted(nums))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])))

def dijkstra(graph, start):
    dist = {start: 0}
    pq = [(0, start)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph.get(u, []):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dist

g = {"A": [("B", 1), ("C", 4)], "B": [("C", 2), ("D", 5)], "C": [("D", 1)], "D": []}
print(dijkstra(g, "A"))
