# Topological sort with DFS over a dict graph.
graph = {"shirt": ["tie", "belt"], "tie": ["jacket"], "pants": ["shoes", "belt"], "belt": ["jacket"], "socks": ["shoes"], "shoes": [], "jacket": [], "watch": []}
order = []
visited = set()
def visit(n):
    if n in visited:
        return
    visited.add(n)
    for m in graph[n]:
        visit(m)
    order.append(n)
for node in graph:
    visit(node)
print(order[::-1])
