from collections import defaultdict, deque

deps = {
    "app": ["lib", "utils"],
    "lib": ["core"],
    "utils": ["core"],
    "core": [],
    "tests": ["app"],
}
indeg = {k: 0 for k in deps}
rev = defaultdict(list)
for node, reqs in deps.items():
    for r in reqs:
        indeg[node] += 1
        rev[r].append(node)
q = deque(sorted(n for n, d in indeg.items() if d == 0))
order = []
while q:
    n = q.popleft()
    order.append(n)
    for m in sorted(rev[n]):
        indeg[m] -= 1
        if indeg[m] == 0:
            q.append(m)
print(order)

def dfs(graph, node, visited=None):
    if visited is None:
        visited = []
    visited.append(node)
    for nxt in graph[node]:
        if nxt not in visited:
            dfs(graph, nxt, visited)
    return visited
print(dfs(deps, "tests"))

def has_cycle(g):
    WHITE, GRAY, BLACK = 0, 1, 2
    color = dict.fromkeys(g, WHITE)
    def visit(u):
        color[u] = GRAY
        for v in g.get(u, []):
            if color[v] == GRAY or (color[v] == WHITE and visit(v)):
                return True
        color[u] = BLACK
        return False
    return any(color[u] == WHITE and visit(u) for u in g)
print(has_cycle(deps), has_cycle({"a": ["b"], "b": ["a"]}))
