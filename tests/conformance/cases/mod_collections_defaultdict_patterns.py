from collections import defaultdict, Counter

edges = [('a', 'b'), ('a', 'c'), ('b', 'd'), ('c', 'd'), ('d', 'e')]
graph = defaultdict(list)
indeg = defaultdict(int)
for u, v in edges:
    graph[u].append(v)
    indeg[v] += 1
    indeg[u] += 0
order = []
ready = sorted(n for n in indeg if indeg[n] == 0)
while ready:
    n = ready.pop(0)
    order.append(n)
    for m in graph[n]:
        indeg[m] -= 1
        if indeg[m] == 0:
            ready.append(m)
print(order, dict(graph), dict(indeg))
tree = lambda: defaultdict(tree)
t = tree()
t['a']['b']['c'] = 1
t['a']['x'] = 2


def to_dict(d):
    return {k: to_dict(v) if isinstance(v, defaultdict) else v for k, v in d.items()}


print(to_dict(t))
sales = [('north', 'apples', 3), ('south', 'pears', 5), ('north', 'pears', 2), ('north', 'apples', 1)]
totals = defaultdict(Counter)
for region, item, n in sales:
    totals[region][item] += n
print({r: dict(c) for r, c in totals.items()}, totals['east'], len(totals))
index = defaultdict(set)
for i, word in enumerate('the cat sat on the mat'.split()):
    index[word].add(i)
print(sorted((w, sorted(p)) for w, p in index.items()))
dd = defaultdict(lambda: 'N/A', {'known': 'yes'})
print(dd['known'], dd['unknown'], sorted(dd))
